// /ds: the shared components side by side, each with a short caption, for anyone who builds a screen.
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Checkbox, SelectField, TextField } from '../../components/ui/Field.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useToast, TOAST_MS, type ToastKind } from '../../components/Toasts.tsx';
import { Loading } from '../../components/Loading.tsx';
import { DisabledMenuItem, MenuBadge, MenuLink, SubMenu } from '../../components/MenuItems.tsx';
import { SessionCountdown, COUNTDOWN_FINAL_FROM, COUNTDOWN_SECONDS_FROM } from '../../components/SessionCountdown.tsx';
import { ProtectedWarning } from '../../components/Protected.tsx';

function Sample({ title, caption, children }: { title: string; caption: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card ds-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="ds-caption">{caption}</p>
      <div className="ds-sample">{children}</div>
    </section>
  );
}

const toastSamples: { kind: ToastKind; label: string; text: string }[] = [
  { kind: 'info', label: 'Info-melding', text: 'Ter informatie: dit is een melding.' },
  { kind: 'success', label: 'Gelukt-melding', text: 'De profielgegevens zijn opgeslagen' },
  { kind: 'warning', label: 'Waarschuwing', text: 'Ongeautoriseerd: /cart' },
  { kind: 'error', label: 'Foutmelding', text: 'Kon trefwoorden niet laden.' },
];

export function DesignSystemScreen() {
  const toast = useToast();
  const [modalOpen, setModalOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  return (
    <div className="ds">
      <h1>Ontwerpsysteem</h1>
      <p className="lead">De gedeelde bouwstenen van Vraagwerk. Gebruik ze op elk scherm, zodat alles er hetzelfde uitziet en voor iedereen bruikbaar is.</p>

      <Sample
        title="Knoppen"
        caption="Primair voor de hoofdactie, secundair voor een alternatief, link voor iets kleins, gevaar voor iets dat niet terug kan. Tijdens het laden is een knop uitgeschakeld en zegt hij dat."
      >
        <div className="ds-row">
          <Button>Opslaan</Button>
          <Button variant="secondary">Annuleren</Button>
          <Button variant="link">Wis alle vragen</Button>
          <Button variant="danger">Verwijderen</Button>
          <Button
            loading={loading}
            onClick={() => {
              setLoading(true);
              setTimeout(() => setLoading(false), 2000);
            }}
          >
            {loading ? 'Bezig…' : 'Klik om te laden'}
          </Button>
          <Button disabled>Uitgeschakeld</Button>
        </div>
      </Sample>

      <Sample title="Velden" caption="Elk veld heeft een label; een hint of foutmelding staat eronder en wordt met het veld voorgelezen.">
        <div className="ds-grid">
          <TextField label="Voornaam" name="ds-first" autoComplete="off" />
          <TextField label="E-mailadres" type="email" hint="We sturen je nooit reclame." name="ds-email" autoComplete="off" />
          <TextField label="School" errors={['Dit veld is verplicht']} name="ds-school" autoComplete="off" />
          <SelectField
            label="Leerjaar"
            placeholder="Kies je leerjaar"
            defaultValue=""
            options={[
              { value: 'Havo 4', label: 'Havo 4' },
              { value: 'Havo 5', label: 'Havo 5' },
            ]}
          />
        </div>
        <Checkbox label="Onthoud mij" defaultChecked />
      </Sample>

      <Sample title="Meldingen" caption="Een melding in de pagina. Waarschuwingen en fouten worden direct voorgelezen.">
        <Alert kind="info" title="Ter informatie">
          <p>Je bekijkt de pagina zoals een leerling hem ziet.</p>
        </Alert>
        <Alert kind="success">De profielgegevens zijn opgeslagen</Alert>
        <Alert kind="warning" title="Let op">
          <p>Je proeflicentie verloopt over 3 dagen.</p>
        </Alert>
        <Alert kind="error">Kon opgaven niet laden.</Alert>
      </Sample>

      <Sample title="Beveiligde toegang" caption="Wat een pagina toont als de gebruiker de vereiste rol niet heeft (met <Protected area=…>).">
        <ProtectedWarning role="docent of beheerder" signedIn />
      </Sample>

      <Sample title="Venster" caption="Een modaal venster: de focus blijft erin, Escape sluit het en de focus gaat terug naar de knop.">
        <Button variant="secondary" onClick={() => setModalOpen(true)}>
          Open een venster
        </Button>
        <Modal
          open={modalOpen}
          title="Voorbeeldvenster"
          onClose={() => setModalOpen(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setModalOpen(false)}>
                Annuleren
              </Button>
              <Button onClick={() => setModalOpen(false)}>Bevestigen</Button>
            </>
          }
        >
          <p>Een voorbeeld van een bevestigingsvraag, zoals 'Wil je overschakelen?'.</p>
        </Modal>
      </Sample>

      <Sample title="Toasts" caption={`Een korte melding rechtsonder die na ${TOAST_MS / 1000} seconden verdwijnt.`}>
        <div className="ds-row">
          {toastSamples.map((t) => (
            <Button key={t.kind} variant="secondary" onClick={() => toast(t.text, t.kind)}>
              {t.label}
            </Button>
          ))}
        </div>
      </Sample>

      <Sample title="Menu's" caption="Menukeuzes. Een keuze die nog niet kan is echt uitgeschakeld en legt uit waarom; een submenu opent met een knop.">
        <nav className="main-menu ds-menu" aria-label="Voorbeeldmenu">
          <ul className="menu-list menu-list-open">
            <li>
              <MenuLink to="/ds">Deze pagina</MenuLink>
            </li>
            <SubMenu label="Voorbeeld met submenu">
              <li>
                <MenuLink to="/ds#eerste">Eerste keuze</MenuLink>
              </li>
              <li>
                <MenuLink to="/ds#tweede">Tweede keuze</MenuLink>
              </li>
            </SubMenu>
            <li>
              <DisabledMenuItem reason="Voorbeeld: Natuurkunde Havo valt niet onder je licentie.">
                Uitgeschakelde keuze
                <MenuBadge count={3} disabled />
              </DisabledMenuItem>
            </li>
          </ul>
        </nav>
      </Sample>

      <Sample title="Labels" caption="Een status of een aantal naast een naam.">
        <div className="ds-row">
          <span className="badge badge-published">Oefensets: Gepubliceerd</span>
          <span className="badge badge-concept">Oefensets: Concept</span>
          <span className="badge">Oefensets: Nog niet beschikbaar</span>
          <span className="ds-badge-host">
            Teller <MenuBadge count={1} />
          </span>
        </div>
      </Sample>

      <Sample
        title="Sessie-aftelling"
        caption={`In de voettekst: in minuten zolang er meer dan ${COUNTDOWN_SECONDS_FROM} seconden over zijn, daarna in seconden, en vanaf ${COUNTDOWN_FINAL_FROM} seconden als laatste waarschuwing.`}
      >
        <div className="ds-row">
          <SessionCountdown seconds={1800} />
          <SessionCountdown seconds={42} />
          <SessionCountdown seconds={4} />
        </div>
      </Sample>

      <Sample title="Laden" caption="Wat een scherm toont terwijl zijn gegevens onderweg zijn.">
        <Loading />
      </Sample>
    </div>
  );
}
