import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2024,
  term: 2,
  standardizationValue: 1.0,
  topics: [
    {
      name: r`Wasmachine en droger`,
      introduction: r`In de bijkeuken van de familie Jansen staan een wasmachine van $$2200\ \text{W}$$ en een wasdroger van $$2500\ \text{W}$$. Beide apparaten zitten met een stekker met randaarde in een stopcontact. De stopcontacten in de bijkeuken zitten op één groep, beveiligd met een installatieautomaat van $$16\ \text{A}$$. In de meterkast zit ook een aardlekschakelaar. De netspanning is $$230\ \text{V}$$.`,
      questions: [
        {
          number: 1,
          type: 'Beredeneer',
          points: 3,
          minutes: 4,
          pValue: 54,
          text: r`Beredeneer met een berekening of de wasmachine en de droger tegelijk kunnen aanstaan zonder dat de installatieautomaat de groep uitschakelt.`,
          highlights: [r`wasmachine en droger tegelijk`],
          tags: ['installatieautomaat', 'vermogen', 'stroomsterkte'],
          domain: 'Elektriciteit in huis',
          chapters: { Nova: 'H8.1', Impact: 'H5.4' },
          tips: [r`Hoeveel vermogen kan een groep van $$16\ \text{A}$$ hoogstens leveren?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het maximale vermogen van de groep`,
                  text: r`$$P_{\text{max}} = 3680\ \text{W}$$`,
                  elaboration: r`$$P_{\text{max}} = U \cdot I = 230 \cdot 16 = 3680\ \text{W}$$`,
                  explanation: r`Bij een grotere stroom dan $$16\ \text{A}$$ schakelt de automaat uit.`,
                  points: 1,
                  tips: [r`Gebruik $$P = U \cdot I$$ met de stroom van de automaat.`],
                },
                {
                  correction: r`berekenen van het totale vermogen van beide apparaten`,
                  text: r`$$P_{\text{tot}} = 4700\ \text{W}$$`,
                  elaboration: r`$$2200 + 2500 = 4700\ \text{W}$$`,
                  explanation: r`Op één groep tellen de vermogens van de apparaten op.`,
                  points: 1,
                  tips: [r`Op één groep tellen de vermogens op.`],
                },
                {
                  correction: r`conclusie`,
                  text: r`Nee: $$4700\ \text{W} > 3680\ \text{W}$$, de automaat schakelt uit.`,
                  elaboration: r`Het totale vermogen is groter dan de groep kan leveren.`,
                  explanation: r`De familie moet de apparaten na elkaar gebruiken of op verschillende groepen aansluiten.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`berekenen van het totale vermogen`,
                  text: r`$$P_{\text{tot}} = 4700\ \text{W}$$`,
                  elaboration: r`$$2200 + 2500 = 4700\ \text{W}$$`,
                  explanation: r`De apparaten staan parallel op dezelfde groep.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de totale stroomsterkte met $$P = U \cdot I$$`,
                  text: r`$$I = 20{,}4\ \text{A}$$`,
                  elaboration: r`$$I = \frac{4700}{230} = 20{,}4\ \text{A}$$`,
                  explanation: r`Zo vergelijk je direct met de $$16\ \text{A}$$ van de automaat.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`Nee: $$20{,}4\ \text{A} > 16\ \text{A}$$.`,
                  elaboration: r`De stroom is groter dan $$16\ \text{A}$$, dus de automaat schakelt de groep uit.`,
                  explanation: r`Beide strategieën geven dezelfde conclusie.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 68,
          text: r`Waarom heeft de wasmachine een stekker met randaarde?

A Zodat de wasmachine minder energie verbruikt.
B Zodat de stroom bij een defect via de aarddraad wegloopt in plaats van door iemand die de metalen kast aanraakt.
C Zodat de installatieautomaat sneller uitschakelt bij overbelasting.
D Zodat de wasmachine niet te warm wordt.`,
          highlights: [r`stekker met randaarde`],
          tags: ['randaarde', 'veiligheid'],
          domain: 'Elektriciteit in huis',
          chapters: { Nova: 'H8.1', Impact: 'H5.4' },
          tips: [r`De wasmachine heeft een metalen kast en er is water in de buurt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de metalen kast via de randaarde met de aarde verbonden is`,
                  text: r`Kast onder spanning → stroom via aarddraad.`,
                  elaboration: r`Raakt een draad met spanning de metalen kast, dan loopt de stroom via de aarddraad weg. De kast komt dan niet onder gevaarlijke spanning te staan.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Randaarde beschermt tegen een elektrische schok bij een defect.`,
                  explanation: r`Randaarde heeft niets met energieverbruik of overbelasting te maken.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 39,
          text: r`Een aardlekschakelaar vergelijkt de stroom die door de fasedraad een groep in gaat met de stroom die door de nuldraad terugkomt.

Leg uit hoe de aardlekschakelaar zo merkt dat er stroom weglekt, bijvoorbeeld door iemand heen.`,
          highlights: [r`werking van de aardlekschakelaar`],
          tags: ['aardlekschakelaar', 'veiligheid', 'stroomsterkte'],
          domain: 'Elektriciteit in huis',
          chapters: { Nova: 'H8.1', Impact: 'H5.4' },
          tips: [r`Wat geldt normaal voor de stroom heen en terug in een stroomkring?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat normaal de stroom heen even groot is als de stroom terug`,
                  text: r`Normaal: $$I_{\text{fase}} = I_{\text{nul}}$$.`,
                  elaboration: r`In een gesloten stroomkring komt alle stroom die via de fasedraad gaat, via de nuldraad terug.`,
                  explanation: r`Stroom verdwijnt niet onderweg.`,
                  points: 1,
                  tips: [r`Kan er onderweg stroom verdwijnen in een gesloten stroomkring?`],
                },
                {
                  correction: r`inzicht dat bij een lek een deel van de stroom via de aarde (of een persoon) wegloopt, zodat er een verschil ontstaat en de schakelaar uitschakelt`,
                  text: r`Verschil (meer dan $$30\ \text{mA}$$) → uitschakelen.`,
                  elaboration: r`Loopt er stroom door iemand naar de aarde, dan komt er minder stroom terug door de nuldraad. Bij een verschil van ongeveer $$30\ \text{mA}$$ schakelt de aardlekschakelaar binnen een fractie van een seconde uit.`,
                  explanation: r`Zo wordt een gevaarlijke schok voorkomen.`,
                  points: 1,
                  tips: [r`Waar gaat de stroom naartoe als iemand een draad met spanning aanraakt?`],
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 56,
          text: r`De droger draait gemiddeld 4 keer per week, elke keer $$1{,}5$$ uur. Eén kWh kost € 0,40.

Bereken hoeveel euro de droger per jaar (52 weken) kost.`,
          highlights: [r`jaarkosten van de droger`],
          tags: ['energiekosten', 'vermogen', 'energie'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.2' },
          tips: [r`Hoeveel uur draait de droger per jaar?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de gebruikstijd per jaar`,
                  text: r`$$t = 312\ \text{h}$$`,
                  elaboration: r`$$t = 4 \cdot 1{,}5 \cdot 52 = 312\ \text{h}$$`,
                  explanation: r`Tijd in uren voor energie in kWh.`,
                  points: 1,
                  tips: [r`Vermenigvuldig het aantal keer per week met de duur en het aantal weken.`],
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$`,
                  text: r`$$E = 780\ \text{kWh}$$`,
                  elaboration: r`$$E = 2{,}5\ \text{kW} \cdot 312\ \text{h} = 780\ \text{kWh}$$`,
                  explanation: r`$$2500\ \text{W} = 2{,}5\ \text{kW}$$.`,
                  points: 1,
                  tips: [r`Reken het vermogen om naar kW.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`€ 312`,
                  elaboration: r`$$780 \cdot 0{,}40 = 312$$ euro.`,
                  explanation: r`Kosten = energie × prijs per kWh.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Dodehoekspiegel`,
      introduction: r`Een vrachtwagenchauffeur kan een fietser die rechts naast zijn cabine rijdt, slecht zien: de fietser bevindt zich in de dode hoek. Daarom hangen er aan de rechterkant van de cabine extra spiegels. Toch gebeuren er nog ongelukken als een vrachtwagen rechts afslaat.`,
      questions: [
        {
          number: 5,
          type: 'Teken',
          points: 3,
          minutes: 5,
          pValue: 48,
          text: r`Op de uitwerkbijlage zie je van bovenaf een vlakke spiegel, een lichtstraal die van de fietser op de spiegel valt en de plaats van het oog van de chauffeur.

Teken op de uitwerkbijlage de normaal en de teruggekaatste lichtstraal. Geef aan of de chauffeur de fietser via deze spiegel kan zien.`,
          highlights: [r`teruggekaatste lichtstraal tekenen`],
          tags: ['spiegelwet', 'terugkaatsing', 'dode hoek'],
          domain: 'Licht en kleur',
          chapters: { Nova: 'H5.2', Impact: 'H4.1' },
          appendix: {
            name: 'bijlage5.svg',
            alt: r`Uitwerkbijlage bij vraag 5: vlakke spiegel, invallende lichtstraal van de fietser en het oog van de chauffeur`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 230" font-family="Arial, sans-serif" font-size="12">
<rect width="400" height="230" fill="#fff"/>
<defs><marker id="s" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0 0 L10 5 L0 10 z" fill="#c00"/></marker></defs>
<line x1="200" y1="30" x2="200" y2="195" stroke="#000" stroke-width="3"/>
<g stroke="#000" stroke-width="1">
<line x1="200" y1="45" x2="212" y2="35"/><line x1="200" y1="60" x2="212" y2="50"/><line x1="200" y1="75" x2="212" y2="65"/><line x1="200" y1="90" x2="212" y2="80"/><line x1="200" y1="105" x2="212" y2="95"/><line x1="200" y1="120" x2="212" y2="110"/><line x1="200" y1="135" x2="212" y2="125"/><line x1="200" y1="150" x2="212" y2="140"/><line x1="200" y1="165" x2="212" y2="155"/><line x1="200" y1="180" x2="212" y2="170"/><line x1="200" y1="195" x2="212" y2="185"/>
</g>
<line x1="60" y1="170" x2="199" y2="110.5" stroke="#c00" stroke-width="2" marker-end="url(#s)"/>
<circle cx="60" cy="170" r="5" fill="#06c"/><text x="30" y="192">fietser</text>
<circle cx="60" cy="50" r="5" fill="none" stroke="#000" stroke-width="2"/><circle cx="60" cy="50" r="2"/><text x="26" y="36">oog chauffeur</text>
<text x="218" y="112">spiegel</text>
<text x="120" y="222" font-style="italic">uitwerkbijlage bij vraag 5</text>
</svg>`,
          },
          tips: [r`De normaal staat loodrecht op de spiegel in het punt waar de straal de spiegel raakt.`, r`Hoek van inval = hoek van terugkaatsing.`],
          answers: [
            {
              steps: [
                {
                  correction: r`normaal loodrecht op de spiegel getekend in het punt van inval`,
                  text: r`Normaal: horizontale lijn door het invalspunt.`,
                  elaboration: r`De spiegel staat verticaal, dus de normaal is een horizontale (gestippelde) lijn door het punt waar de straal de spiegel raakt.`,
                  explanation: r`Hoeken worden gemeten ten opzichte van de normaal.`,
                  points: 1,
                  tips: [r`De normaal staat loodrecht op de spiegel.`],
                },
                {
                  correction: r`teruggekaatste straal getekend met hoek van terugkaatsing = hoek van inval`,
                  text: r`Hoek van inval = hoek van terugkaatsing $$\approx 23°$$.`,
                  elaboration: r`De invallende straal maakt ongeveer $$23°$$ met de normaal. Teken de teruggekaatste straal aan de andere kant van de normaal onder dezelfde hoek, schuin naar boven.`,
                  explanation: r`Dit is de spiegelwet.`,
                  points: 1,
                  tips: [r`Meet de hoek tussen de invallende straal en de normaal.`],
                },
                {
                  correction: r`conclusie: de teruggekaatste straal gaat door het oog, dus de chauffeur ziet de fietser`,
                  text: r`Ja, de straal komt in het oog van de chauffeur.`,
                  elaboration: r`De teruggekaatste straal loopt precies naar het oog van de chauffeur.`,
                  explanation: r`Je ziet een voorwerp als licht ervan in je oog komt.`,
                  points: 1,
                  tips: [r`Loopt de teruggekaatste straal door het oog?`],
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 50,
          text: r`Waar ziet de chauffeur het spiegelbeeld van de fietser in de vlakke spiegel?

A op het oppervlak van de spiegel
B even ver achter de spiegel als de fietser ervoor staat
C twee keer zo ver achter de spiegel als de fietser ervoor staat
D tussen de spiegel en de fietser in`,
          highlights: [r`plaats van het spiegelbeeld`],
          tags: ['spiegelbeeld', 'terugkaatsing'],
          domain: 'Licht en kleur',
          chapters: { Nova: 'H5.2', Impact: 'H4.1' },
          dependsOn: [{ number: 5, appendixes: true }],
          tips: [r`Verleng de teruggekaatste straal uit je tekening naar achter de spiegel.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het oog de teruggekaatste straal terug verlengt tot achter de spiegel`,
                  text: r`Verlengde straal → beeld achter de spiegel.`,
                  elaboration: r`Het oog denkt dat het licht in een rechte lijn komt. De verlengde teruggekaatste straal komt uit bij een punt even ver achter de spiegel als de fietser ervoor.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Het spiegelbeeld ligt even ver achter de spiegel als de fietser ervoor.`,
                  explanation: r`Een vlakke spiegel maakt een even groot beeld op gelijke afstand.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 45,
          introduction: r`Naast de vlakke spiegel hangt een bolle spiegel, ook wel groothoekspiegel genoemd. In een bolle spiegel zie je een groter stuk van de omgeving, maar alles lijkt kleiner.`,
          text: r`Leg uit waarom een chauffeur de afstand tot een fietser in de bolle spiegel makkelijk verkeerd inschat.`,
          highlights: [r`afstand inschatten in een bolle spiegel`],
          tags: ['bolle spiegel', 'dode hoek', 'veiligheid'],
          domain: 'Verkeersveiligheid',
          chapters: { Nova: 'H5.2', Impact: 'H4.1' },
          tips: [r`Hoe schat je normaal in hoe ver iets weg is?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de fietser in de bolle spiegel kleiner lijkt`,
                  text: r`Fietser lijkt kleiner.`,
                  elaboration: r`Een bolle spiegel maakt verkleinde beelden, zodat er meer in de spiegel past.`,
                  explanation: r`Daardoor is het gezichtsveld groter.`,
                  points: 1,
                  tips: [r`Zijn de beelden in een bolle spiegel groter of kleiner dan in een vlakke spiegel?`],
                },
                {
                  correction: r`inzicht dat iets wat kleiner lijkt, verder weg lijkt, zodat de chauffeur de afstand te groot schat`,
                  text: r`Kleiner → lijkt verder weg → afstand overschat.`,
                  elaboration: r`We schatten afstand mede aan de grootte: iets kleins lijkt ver weg. De chauffeur denkt dus dat de fietser verder weg is dan in werkelijkheid.`,
                  explanation: r`Dat is gevaarlijk bij het afslaan.`,
                  points: 1,
                  tips: [r`Hoe schat je in hoe ver een fietser weg is?`],
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 41,
          text: r`De vrachtwagen slaat met $$18\ \text{km/h}$$ rechts af. De chauffeur ziet te laat een fietser die $$6{,}0\ \text{m}$$ voor hem oversteekt. Zijn reactietijd is $$1{,}0\ \text{s}$$ en zijn remweg is $$2{,}5\ \text{m}$$.

Bereken of de vrachtwagen op tijd stilstaat.`,
          highlights: [r`stopafstand van de vrachtwagen`],
          tags: ['stopafstand', 'reactietijd', 'remweg'],
          domain: 'Verkeersveiligheid',
          chapters: { Nova: 'H4.4', Impact: 'H1.4' },
          tips: [r`Reken de snelheid om naar m/s en bereken eerst de reactieafstand.`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van de snelheid en berekenen van de reactieafstand`,
                  text: r`$$s_{\text{reactie}} = 5{,}0\ \text{m}$$`,
                  elaboration: r`$$v = \frac{18}{3{,}6} = 5{,}0\ \text{m/s}$$; $$s_{\text{reactie}} = v \cdot t = 5{,}0 \cdot 1{,}0 = 5{,}0\ \text{m}$$.`,
                  explanation: r`Tijdens de reactietijd rijdt de vrachtwagen nog met dezelfde snelheid door.`,
                  points: 1,
                  tips: [r`$$1\ \text{m/s} = 3{,}6\ \text{km/h}$$`],
                },
                {
                  correction: r`berekenen van de stopafstand`,
                  text: r`$$s_{\text{stop}} = 7{,}5\ \text{m}$$`,
                  elaboration: r`$$s_{\text{stop}} = s_{\text{reactie}} + s_{\text{rem}} = 5{,}0 + 2{,}5 = 7{,}5\ \text{m}$$`,
                  explanation: r`Stopafstand = reactieafstand + remweg.`,
                  points: 1,
                  tips: [r`Stopafstand = reactieafstand + remweg.`],
                },
                {
                  correction: r`conclusie`,
                  text: r`Nee: $$7{,}5\ \text{m} > 6{,}0\ \text{m}$$.`,
                  elaboration: r`De vrachtwagen heeft $$7{,}5\ \text{m}$$ nodig, maar de fietser is maar $$6{,}0\ \text{m}$$ verwijderd.`,
                  explanation: r`Zelfs bij deze lage snelheid is de reactietijd beslissend.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Sauna`,
      introduction: r`In een wellnesscentrum staat een houten sauna. Een elektrische saunakachel met een vermogen van $$6{,}0\ \text{kW}$$ verwarmt een bak met $$25\ \text{kg}$$ basaltstenen. De stenen worden ongeveer $$300\ \text{°C}$$ en verwarmen de lucht in de cabine tot $$85\ \text{°C}$$. In de tabel staan gegevens van enkele stoffen.

| Stof | Soortelijke warmte (J/(kg·°C)) | Warmtegeleiding |
|---|---|---|
| basalt | $$0{,}84 \cdot 10^{3}$$ | matig |
| vurenhout | $$1{,}7 \cdot 10^{3}$$ | slecht |
| aluminium | $$0{,}88 \cdot 10^{3}$$ | goed |
| lucht | $$1{,}0 \cdot 10^{3}$$ | slecht |`,
      questions: [
        {
          number: 9,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 74,
          text: r`Een saunabeurt duurt $$1{,}5$$ uur; de kachel staat al die tijd aan. Eén kWh kost € 0,40.

Bereken de energiekosten van één saunabeurt.`,
          highlights: [r`kosten van een saunabeurt`],
          tags: ['energiekosten', 'vermogen'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.2' },
          tips: [r`Gebruik het vermogen in kW en de tijd in uren.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E = P \cdot t$$`,
                  text: r`$$E = 9{,}0\ \text{kWh}$$`,
                  elaboration: r`$$E = 6{,}0 \cdot 1{,}5 = 9{,}0\ \text{kWh}$$`,
                  explanation: r`kW × h = kWh.`,
                  points: 1,
                  tips: [r`Vermenigvuldig het vermogen in kW met de tijd in uren.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`€ 3,60`,
                  elaboration: r`$$9{,}0 \cdot 0{,}40 = 3{,}60$$ euro.`,
                  explanation: r`Kosten = energie × prijs per kWh.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 50,
          text: r`Voor het opwarmen hebben de stenen een temperatuur van $$20\ \text{°C}$$.

Bereken hoeveel warmte de stenen opnemen als ze worden opgewarmd tot $$300\ \text{°C}$$.`,
          highlights: [r`warmte om de stenen op te warmen`],
          tags: ['soortelijke warmte', 'warmte'],
          domain: 'Temperatuur en faseovergangen',
          chapters: { Nova: 'H7.1', Impact: 'H8.1' },
          tips: [r`Zoek de soortelijke warmte van basalt op in de tabel.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$Q = c \cdot m \cdot \Delta T$$ met de soortelijke warmte van basalt`,
                  text: r`$$Q = 0{,}84 \cdot 10^{3} \cdot 25 \cdot \Delta T$$`,
                  elaboration: r`$$c = 840\ \text{J/(kg·°C)}$$ en $$m = 25\ \text{kg}$$.`,
                  explanation: r`De stenen zijn van basalt.`,
                  points: 1,
                  tips: [r`Zoek de soortelijke warmte van basalt op in de tabel.`],
                },
                {
                  correction: r`berekenen van de temperatuurstijging`,
                  text: r`$$\Delta T = 280\ \text{°C}$$`,
                  elaboration: r`$$\Delta T = 300 - 20 = 280\ \text{°C}$$`,
                  explanation: r`Het gaat om het verschil tussen begin- en eindtemperatuur.`,
                  points: 1,
                  tips: [r`Wat is het verschil tussen begin- en eindtemperatuur?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$Q = 5{,}9 \cdot 10^{6}\ \text{J}$$`,
                  elaboration: r`$$Q = 840 \cdot 25 \cdot 280 = 5\,880\,000 \approx 5{,}9 \cdot 10^{6}\ \text{J}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 37,
          text: r`Toon aan dat het opwarmen van de stenen minstens 16 minuten duurt.`,
          highlights: [r`opwarmtijd van de stenen`],
          tags: ['vermogen', 'warmte', 'energie'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.1' },
          dependsOn: [{ number: 10 }],
          tips: [r`Schrijf $$E = P \cdot t$$ om naar $$t$$.`, r`Gaat alle energie van de kachel naar de stenen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E = P \cdot t$$ met $$P = 6000\ \text{W}$$`,
                  text: r`$$t = \frac{5{,}88 \cdot 10^{6}}{6000}$$`,
                  elaboration: r`$$t = \frac{E}{P}$$ met $$E = 5{,}88 \cdot 10^{6}\ \text{J}$$ uit vraag 10.`,
                  explanation: r`Vermogen in W, energie in J: de tijd komt in s.`,
                  points: 1,
                  tips: [r`Zet het vermogen om naar watt.`],
                },
                {
                  correction: r`berekenen van de tijd in minuten`,
                  text: r`$$t = 980\ \text{s} = 16{,}3\ \text{min}$$`,
                  elaboration: r`$$t = 980\ \text{s}$$; $$\frac{980}{60} = 16{,}3\ \text{min}$$`,
                  explanation: r`Bij een 'toon aan' geef je een extra cijfer.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat dit de kortst mogelijke tijd is, omdat ook lucht en hout warmte opnemen`,
                  text: r`Minstens 16 minuten.`,
                  elaboration: r`In werkelijkheid gaat een deel van de warmte naar de lucht en de wanden, dus het duurt langer dan $$16\ \text{min}$$.`,
                  explanation: r`De berekening gaat uit van een rendement van $$100\%$$.`,
                  points: 1,
                  tips: [r`Gaat alle warmte van de kachel naar de stenen?`],
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 33,
          text: r`Bij een opgieting gooit de saunameester een emmer water over de hete stenen. Het water verdampt meteen. Vlak daarna voelt het in de sauna veel heter aan, hoewel de luchttemperatuur nauwelijks verandert.

Leg uit waardoor het heter aanvoelt. Gebruik de namen van de faseovergangen die optreden.`,
          highlights: [r`opgieting voelt heter`],
          tags: ['verdampen', 'condenseren', 'faseovergang'],
          domain: 'Temperatuur en faseovergangen',
          chapters: { Nova: 'H7.2', Impact: 'H2.3' },
          tips: [r`Je huid is ongeveer $$35\ \text{°C}$$, veel kouder dan de waterdamp. Wat doet waterdamp op een koud oppervlak?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het water op de stenen verdampt en dat de waterdamp condenseert op de koelere huid`,
                  text: r`Verdampen op de stenen, condenseren op de huid.`,
                  elaboration: r`Het water verdampt op de stenen. De hete waterdamp komt tegen je huid, die kouder is, en condenseert daar weer tot druppeltjes.`,
                  explanation: r`Net als een beslagen spiegel na het douchen.`,
                  points: 1,
                  tips: [r`Denk aan een beslagen bril als je binnenkomt.`],
                },
                {
                  correction: r`inzicht dat bij condenseren warmte vrijkomt, die aan de huid wordt afgegeven`,
                  text: r`Bij condenseren komt warmte vrij → huid wordt warmer.`,
                  elaboration: r`Bij condenseren komt de warmte vrij die eerder nodig was om het water te verdampen. Die warmte gaat naar je huid.`,
                  explanation: r`Zo draagt de damp veel warmte van de stenen naar je huid.`,
                  points: 1,
                  tips: [r`Komt er bij condenseren warmte vrij, of is er warmte voor nodig?`],
                },
              ],
            },
          ],
        },
        {
          number: 13,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 70,
          text: r`De banken in de sauna zijn van vurenhout en niet van aluminium. Welke eigenschap van hout is daarvoor de belangrijkste reden?

A Hout heeft een grotere soortelijke warmte dan aluminium.
B Hout is een slechte warmtegeleider.
C Hout heeft een kleinere dichtheid dan aluminium.
D Hout brandt niet bij $$85\ \text{°C}$$.`,
          highlights: [r`houten banken`],
          tags: ['geleiding', 'materiaaleigenschappen', 'isolatie'],
          domain: 'Eigenschappen van materialen',
          chapters: { Nova: 'H7.3', Impact: 'H2.1' },
          tips: [r`Waarom verbrand je je aan metaal van $$85\ \text{°C}$$ wel en aan hout van $$85\ \text{°C}$$ niet?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een slechte geleider de warmte maar langzaam aan je huid afgeeft`,
                  text: r`Hout geeft warmte langzaam door.`,
                  elaboration: r`Aluminium van $$85\ \text{°C}$$ geeft zijn warmte heel snel aan je huid door: je verbrandt. Hout geeft de warmte zo langzaam af dat je er gewoon op kunt zitten.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Hout is een slechte warmtegeleider.`,
                  explanation: r`A en C zijn waar, maar niet de reden; D zegt niets over verbranden van je huid.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Zonnen op het strand`,
      introduction: r`Tim ligt op een zomerse dag op het strand. De zon zendt niet alleen zichtbaar licht uit, maar ook infrarode straling en ultraviolette straling (uv). In figuur 1 zie je waar deze soorten straling liggen. Uv-straling kan je huid laten verbranden. Op deze dag verbrandt de onbeschermde huid van Tim al na 20 minuten.

![Figuur 1: infrarood, zichtbaar licht en uv](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: uv-straling heeft een golflengte korter dan 380 nm, zichtbaar licht 380-780 nm, infrarood langer dan 780 nm`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 130" font-family="Arial, sans-serif" font-size="12">
<rect width="420" height="130" fill="#fff"/>
<defs>
<linearGradient id="g" x1="0" x2="1" y1="0" y2="0">
<stop offset="0" stop-color="#7b2fbf"/><stop offset="0.2" stop-color="#2f4fdf"/><stop offset="0.4" stop-color="#2fb34f"/><stop offset="0.6" stop-color="#e6e02f"/><stop offset="0.8" stop-color="#f08a1f"/><stop offset="1" stop-color="#d81f1f"/>
</linearGradient>
<marker id="q" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path d="M0 0 L10 5 L0 10 z"/></marker>
</defs>
<rect x="20" y="40" width="100" height="36" fill="#c9bde6" stroke="#000"/>
<rect x="120" y="40" width="180" height="36" fill="url(#g)" stroke="#000"/>
<rect x="300" y="40" width="100" height="36" fill="#e8b4b4" stroke="#000"/>
<text x="30" y="30">ultraviolet (uv)</text>
<text x="165" y="30">zichtbaar licht</text>
<text x="310" y="30">infrarood (ir)</text>
<text x="104" y="94">380 nm</text>
<text x="284" y="94">780 nm</text>
<line x1="20" y1="110" x2="400" y2="110" stroke="#000" marker-end="url(#q)"/>
<text x="160" y="126">golflengte wordt groter</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 14,
          type: 'Meerkeuze',
          points: 1,
          minutes: 1,
          pValue: 72,
          text: r`Tim voelt de zon warm op zijn huid. Welke straling voelt hij vooral als warmte?

A uv-straling
B zichtbaar licht
C infrarode straling
D röntgenstraling`,
          highlights: [r`straling die je voelt als warmte`],
          tags: ['warmtestraling', 'straling'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.1', Impact: 'H4.4' },
          tips: [r`Welke straling wordt ook wel warmtestraling genoemd?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat infrarode straling warmtestraling is`,
                  text: r`Infrarood = warmtestraling.`,
                  elaboration: r`Infrarode straling wordt door je huid geabsorbeerd en omgezet in warmte.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`Infrarode straling.`,
                  explanation: r`Uv voel je niet; je merkt het pas later aan verbranding.`,
                  points: 0,
                },
              ],
              scores: [0, 0, 1, 1],
            },
          ],
        },
        {
          number: 15,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 66,
          text: r`Tim smeert zich in met zonnebrandcrème met beschermingsfactor 15. Die factor betekent dat je huid 15 keer zo lang in de zon kan voordat hij verbrandt.

Bereken hoeveel uur Tim nu in de zon kan liggen voordat hij verbrandt.`,
          highlights: [r`beschermingsfactor 15`],
          tags: ['uv-straling', 'beschermingsfactor'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.3', Impact: 'H4.4' },
          tips: [r`Hoe lang kan Tim zonder crème in de zon?`],
          answers: [
            {
              steps: [
                {
                  correction: r`vermenigvuldigen van de onbeschermde tijd met de factor`,
                  text: r`$$20 \cdot 15 = 300\ \text{min}$$`,
                  elaboration: r`Onbeschermd 20 minuten, met factor 15: $$20 \cdot 15 = 300\ \text{min}$$.`,
                  explanation: r`De factor zegt hoeveel keer zo lang.`,
                  points: 1,
                  tips: [r`Hoe lang kan Tim zonder crème in de zon liggen?`],
                },
                {
                  correction: r`omrekenen naar uren`,
                  text: r`$$5{,}0\ \text{h}$$`,
                  elaboration: r`$$\frac{300}{60} = 5{,}0\ \text{h}$$`,
                  explanation: r`Alleen als je dik genoeg smeert en niet gaat zwemmen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 16,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 43,
          text: r`Tim gaat onder een parasol liggen. Toch kan hij op het strand ook in de schaduw verbranden.

Leg uit hoe de uv-straling Tim in de schaduw van de parasol toch kan bereiken.`,
          highlights: [r`verbranden in de schaduw`],
          tags: ['uv-straling', 'weerkaatsing'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.3', Impact: 'H4.4' },
          tips: [r`Komt alle uv-straling rechtstreeks van de zon?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de parasol alleen de rechtstreekse straling van de zon tegenhoudt`,
                  text: r`Parasol houdt alleen straling van boven tegen.`,
                  elaboration: r`De schaduw ontstaat alleen waar de parasol de directe zonnestralen blokkeert.`,
                  explanation: r`Straling gaat rechtdoor, net als licht.`,
                  points: 1,
                  tips: [r`Uit welke richting komt de straling die de parasol tegenhoudt?`],
                },
                {
                  correction: r`inzicht dat uv-straling door zand en water wordt teruggekaatst (en door de lucht verstrooid) en zo van opzij komt`,
                  text: r`Weerkaatsing door zand en water → uv van opzij.`,
                  elaboration: r`Licht zand en water kaatsen een deel van de uv-straling terug. Ook de lucht verstrooit uv. Die straling komt schuin van opzij of van onderen onder de parasol.`,
                  explanation: r`Daarom is de uv-belasting aan zee hoger dan in een stad.`,
                  points: 1,
                  tips: [r`Wat doen licht zand en water met straling die erop valt?`],
                },
              ],
            },
          ],
        },
        {
          number: 17,
          type: 'Noem',
          points: 2,
          minutes: 2,
          pValue: 76,
          text: r`Uv-straling heeft ook effecten op je lichaam die je niet meteen merkt.

Noem één gunstig en één schadelijk effect van uv-straling op het lichaam.`,
          highlights: [r`gunstig en schadelijk effect van uv`],
          tags: ['uv-straling'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.1', Impact: 'H4.4' },
          tips: [r`Denk aan een vitamine en aan een ziekte van de huid.`],
          answers: [
            {
              remark: r`Ook 'bruin worden' als gunstig effect goed rekenen.`,
              steps: [
                {
                  correction: r`een gunstig effect`,
                  text: r`aanmaak van vitamine D`,
                  elaboration: r`Onder invloed van uv-straling maakt de huid vitamine D aan, nodig voor sterke botten.`,
                  explanation: r`Een beetje zon is dus gezond.`,
                  points: 1,
                },
                {
                  correction: r`een schadelijk effect`,
                  text: r`huidkanker, snellere huidveroudering of staar`,
                  elaboration: r`Te veel uv beschadigt het DNA in huidcellen; dat kan leiden tot huidkanker. Ook ogen (staar) en huid (rimpels) lijden eronder.`,
                  explanation: r`Uv-straling heeft genoeg energie om huidcellen te beschadigen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
