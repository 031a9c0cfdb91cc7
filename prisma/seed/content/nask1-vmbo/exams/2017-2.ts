import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2017,
  term: 2,
  standardizationValue: 0.9,
  topics: [
    {
      name: r`Bungeejump`,
      introduction: r`Op een zomermarkt staat een hijskraan waarvan je een bungeejump kunt maken. Het springplatform hangt $$50\ \text{m}$$ boven de grond. Joris (massa $$70\ \text{kg}$$) springt met een elastisch koord van $$20\ \text{m}$$ aan zijn enkels. Na $$20\ \text{m}$$ vrije val begint het koord uit te rekken. Op het laagste punt is Joris $$45\ \text{m}$$ onder het platform. Zie figuur 1.

![Figuur 1: de bungeejump van Joris](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: kraan met platform op 50 m hoogte, koord van 20 m en laagste punt 45 m onder het platform',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 280" font-family="Arial, sans-serif" font-size="12">
<rect x="0" y="0" width="300" height="280" fill="#fff"/>
<line x1="10" y1="260" x2="290" y2="260" stroke="#000" stroke-width="2"/>
<line x1="40" y1="260" x2="40" y2="20" stroke="#555" stroke-width="6"/>
<line x1="40" y1="20" x2="170" y2="20" stroke="#555" stroke-width="6"/>
<line x1="150" y1="20" x2="150" y2="30" stroke="#000" stroke-width="2"/>
<rect x="130" y="30" width="40" height="8" fill="#999" stroke="#000"/>
<line x1="150" y1="38" x2="150" y2="118" stroke="#06c" stroke-width="2"/>
<line x1="150" y1="118" x2="150" y2="218" stroke="#06c" stroke-width="2" stroke-dasharray="5,4"/>
<circle cx="150" cy="226" r="7" fill="#f90" stroke="#000"/>
<g stroke="#000" stroke-width="1">
<line x1="200" y1="38" x2="200" y2="260"/><line x1="195" y1="38" x2="205" y2="38"/><line x1="195" y1="260" x2="205" y2="260"/>
<line x1="120" y1="38" x2="120" y2="118"/><line x1="115" y1="38" x2="125" y2="38"/><line x1="115" y1="118" x2="125" y2="118"/>
<line x1="240" y1="38" x2="240" y2="218"/><line x1="235" y1="38" x2="245" y2="38"/><line x1="235" y1="218" x2="245" y2="218"/>
</g>
<text x="204" y="150">50 m</text>
<text x="72" y="82">20 m</text>
<text x="246" y="130">45 m</text>
<text x="160" y="244">laagste punt</text>
<text x="176" y="34">platform</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 81,
          text: r`Joris valt de eerste $$20\ \text{m}$$ vrij naar beneden. Welke energieomzetting vindt dan vooral plaats?
A bewegingsenergie → zwaarte-energie
B zwaarte-energie → bewegingsenergie
C zwaarte-energie → veerenergie
D veerenergie → bewegingsenergie`,
          highlights: [r`vrije val`],
          tags: ['energieomzetting', 'zwaarte-energie', 'bewegingsenergie'],
          domain: 'Energieomzettingen',
          chapters: { Nova: 'H2.1', Impact: 'H7.2' },
          tips: [r`Wordt Joris tijdens de val hoger of lager? Sneller of langzamer?`],
          answers: [
            {
              scores: [0, 0, 1, 1],
              steps: [
                {
                  correction: r`inzicht dat de hoogte afneemt en de snelheid toeneemt`,
                  text: r`Minder hoog, meer snelheid.`,
                  elaboration: r`Joris verliest hoogte (zwaarte-energie neemt af) en gaat steeds sneller (bewegingsenergie neemt toe). Het koord is nog niet gespannen.`,
                  explanation: r`Zolang het koord slap hangt, is er geen veerenergie.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Zwaarte-energie wordt omgezet in bewegingsenergie.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
                  points: 0,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 66,
          text: r`Bereken hoeveel zwaarte-energie Joris verliest tussen het platform en het laagste punt.`,
          highlights: [r`zwaarte-energie tussen platform en laagste punt`],
          tags: ['zwaarte-energie'],
          domain: 'Energieomzettingen',
          chapters: { Nova: 'H2.1', Impact: 'H7.2' },
          tips: [r`Welk hoogteverschil hoort bij deze vraag: $$50\ \text{m}$$, $$20\ \text{m}$$ of $$45\ \text{m}$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E_{\text{z}} = m \cdot g \cdot h$$ met $$h = 45\ \text{m}$$`,
                  text: r`$$E_{\text{z}} = 70 \cdot 9{,}8 \cdot 45$$`,
                  elaboration: r`Het hoogteverschil tussen platform en laagste punt is $$45\ \text{m}$$.`,
                  explanation: r`De verandering van zwaarte-energie hangt af van het hoogteverschil.`,
                  points: 1,
                  tips: [r`Kijk in figuur 1 welk hoogteverschil bij het laagste punt hoort.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$E_{\text{z}} = 3{,}1 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$70 \cdot 9{,}8 \cdot 45 = 30\ 870\ \text{J} \approx 3{,}1 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`Met $$g = 10\ \text{N/kg}$$ vind je $$3{,}2 \cdot 10^{4}\ \text{J}$$; dat is ook goed.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 38,
          introduction: r`Neem aan dat Joris tijdens de eerste $$20\ \text{m}$$ geen last heeft van luchtweerstand.`,
          text: r`Bereken de snelheid van Joris op het moment dat het koord begint uit te rekken.`,
          highlights: [r`snelheid na 20 m vrije val`],
          tags: ['bewegingsenergie', 'zwaarte-energie', 'snelheid'],
          domain: 'Energieomzettingen',
          chapters: { Nova: 'H2.1', Impact: 'H7.2' },
          tips: [r`Alle zwaarte-energie die Joris in de eerste $$20\ \text{m}$$ verliest, wordt bewegingsenergie.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de zwaarte-energie over $$20\ \text{m}$$`,
                  text: r`$$E_{\text{z}} = 1{,}37 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$E_{\text{z}} = 70 \cdot 9{,}8 \cdot 20 = 13\ 720\ \text{J}$$`,
                  explanation: r`Over de eerste $$20\ \text{m}$$ is het hoogteverschil $$20\ \text{m}$$.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat $$E_{\text{k}} = E_{\text{z}}$$ en gebruik van $$E_{\text{k}} = \tfrac{1}{2} \cdot m \cdot v^2$$`,
                  text: r`$$13\ 720 = \tfrac{1}{2} \cdot 70 \cdot v^2$$`,
                  elaboration: r`Zonder luchtweerstand gaat geen energie verloren: $$E_{\text{k}} = 13\ 720\ \text{J}$$.`,
                  explanation: r`Wet van behoud van energie.`,
                  points: 1,
                  tips: [r`Vul de massa in en los $$v^2$$ op.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$v = 20\ \text{m/s}$$`,
                  elaboration: r`$$v^2 = \frac{13\ 720}{35} = 392$$, dus $$v = \sqrt{392} = 19{,}8\ \text{m/s} \approx 20\ \text{m/s}$$ ($$71\ \text{km/h}$$).`,
                  explanation: r`Vergeet niet de wortel te trekken.`,
                  points: 1,
                },
              ],
              remark: r`Als de wortel niet is getrokken, het laatste scorepunt niet toekennen.`,
            },
          ],
        },
        {
          number: 4,
          type: 'Noem',
          points: 2,
          minutes: 2,
          pValue: 59,
          text: r`Op het laagste punt staat Joris even stil. Zijn zwaarte-energie is dan flink afgenomen. Noem twee vormen van energie waarin deze zwaarte-energie op dat moment is omgezet.`,
          highlights: [r`laagste punt`],
          tags: ['energieomzetting', 'veerenergie'],
          domain: 'Energieomzettingen',
          chapters: { Nova: 'H2.1', Impact: 'H6.1' },
          dependsOn: [{ number: 1 }],
          tips: [r`Wat is er op het laagste punt met het koord gebeurd?`],
          answers: [
            {
              steps: [
                {
                  correction: r`veerenergie (elastische energie) in het koord`,
                  text: r`veerenergie`,
                  elaboration: r`Het koord is uitgerekt; daarin is energie opgeslagen, net als in een gespannen veer.`,
                  explanation: r`Die energie zorgt ervoor dat Joris daarna weer omhoog schiet.`,
                  points: 1,
                },
                {
                  correction: r`warmte (door luchtweerstand en wrijving in het koord)`,
                  text: r`warmte`,
                  elaboration: r`Door luchtweerstand en het uitrekken van het koord wordt een deel warmte.`,
                  explanation: r`Daarom komt Joris bij elke schommeling minder hoog.`,
                  points: 1,
                  tips: [r`Waarom komt Joris na het terugveren niet meer tot het platform?`],
                },
              ],
              remark: r`Bewegingsenergie levert geen scorepunt op: op het laagste punt is de snelheid nul.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Waterkoker`,
      introduction: r`Fatima wil een nieuwe waterkoker kopen. In een webwinkel vergelijkt ze twee modellen. In de tabel staan de gegevens. Beide werken op de netspanning van $$230\ \text{V}$$. In haar keuken zitten alle stopcontacten op één groep met een installatieautomaat van $$16\ \text{A}$$.

| model | vermogen | inhoud |
|---|---|---|
| Kookfix | $$2200\ \text{W}$$ | $$1{,}7\ \text{L}$$ |
| Snelheet | $$3000\ \text{W}$$ | $$1{,}5\ \text{L}$$ |`,
      questions: [
        {
          number: 5,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 70,
          text: r`Bereken de stroomsterkte door de Kookfix als hij aanstaat.`,
          highlights: [r`stroomsterkte door de Kookfix`],
          tags: ['stroomsterkte', 'vermogen'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.1' },
          tips: [r`Welke formule verbindt vermogen, spanning en stroomsterkte?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$P = U \cdot I$$`,
                  text: r`$$2200 = 230 \cdot I$$`,
                  elaboration: r`$$P = 2200\ \text{W}$$ en $$U = 230\ \text{V}$$.`,
                  explanation: r`Het vermogen is spanning maal stroomsterkte.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$I = 9{,}6\ \text{A}$$`,
                  elaboration: r`$$I = \frac{2200}{230} = 9{,}57 \approx 9{,}6\ \text{A}$$`,
                  explanation: r`Stroomsterkte in ampère.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 52,
          text: r`Fatima vult de Snelheet helemaal met water van $$15\ \text{°C}$$ en laat het koken ($$100\ \text{°C}$$). De soortelijke warmte van water is $$4{,}18 \cdot 10^{3}\ \text{J/(kg·°C)}$$; $$1{,}0\ \text{L}$$ water heeft een massa van $$1{,}0\ \text{kg}$$. Bereken hoeveel warmte het water opneemt.`,
          highlights: [r`warmte die het water opneemt`],
          tags: ['soortelijke warmte', 'warmte'],
          domain: 'Temperatuur en faseovergangen',
          chapters: { Nova: 'H7.1', Impact: 'H8.1' },
          tips: [r`Hoeveel kilogram water past er in de Snelheet?`, r`Bereken eerst de temperatuurstijging.`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de massa en het temperatuurverschil`,
                  text: r`$$m = 1{,}5\ \text{kg}$$, $$\Delta T = 85\ \text{°C}$$`,
                  elaboration: r`De Snelheet bevat $$1{,}5\ \text{L}$$, dus $$1{,}5\ \text{kg}$$. $$\Delta T = 100 - 15 = 85\ \text{°C}$$.`,
                  explanation: r`De formule werkt met het temperatuurverschil, niet met de eindtemperatuur.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$Q = c \cdot m \cdot \Delta T$$`,
                  text: r`$$Q = 4{,}18 \cdot 10^{3} \cdot 1{,}5 \cdot 85$$`,
                  elaboration: r`Vul $$c$$, $$m$$ en $$\Delta T$$ in de formule in.`,
                  explanation: r`De soortelijke warmte geeft aan hoeveel joule nodig is om $$1\ \text{kg}$$ water $$1\ \text{°C}$$ warmer te maken.`,
                  points: 1,
                  tips: [r`Let op dat de massa in kg staat.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$Q = 5{,}3 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$4180 \cdot 1{,}5 \cdot 85 = 532\ 950\ \text{J} \approx 5{,}3 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Toon aan',
          points: 3,
          minutes: 5,
          pValue: 41,
          text: r`De Snelheet doet $$200\ \text{s}$$ over het koken van het water uit de vorige vraag. Toon aan dat het rendement van de Snelheet ongeveer $$89\%$$ is.`,
          highlights: [r`rendement van de Snelheet`],
          tags: ['rendement', 'vermogen', 'warmte'],
          domain: 'Rendement',
          chapters: { Nova: 'H2.3', Impact: 'H6.3' },
          dependsOn: [{ number: 6 }],
          tips: [r`Hoeveel elektrische energie gebruikt de waterkoker in $$200\ \text{s}$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E = P \cdot t$$`,
                  text: r`$$E_{\text{in}} = 6{,}0 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$E_{\text{in}} = 3000 \cdot 200 = 600\ 000\ \text{J}$$`,
                  explanation: r`Met vermogen in W en tijd in s krijg je energie in J.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\eta = \frac{E_{\text{nuttig}}}{E_{\text{in}}} \cdot 100\%$$ met de warmte uit vraag 6 als nuttige energie`,
                  text: r`$$\eta = \frac{5{,}33 \cdot 10^{5}}{6{,}0 \cdot 10^{5}} \cdot 100\%$$`,
                  elaboration: r`Nuttig is de warmte die het water opneemt: $$5{,}33 \cdot 10^{5}\ \text{J}$$.`,
                  explanation: r`De rest van de energie verwarmt de waterkoker zelf en de lucht.`,
                  points: 1,
                  tips: [r`Welke energie is de nuttige energie?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\eta = 89\%$$`,
                  elaboration: r`$$\frac{532\ 950}{600\ 000} \cdot 100\% = 88{,}8\% \approx 89\%$$`,
                  explanation: r`Bij een 'toon aan'-vraag moet de uitkomst in meer cijfers dan gegeven blijken, hier $$88{,}8\%$$.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`berekenen van het nuttige vermogen`,
                  text: r`$$P_{\text{nuttig}} = 2{,}66 \cdot 10^{3}\ \text{W}$$`,
                  elaboration: r`$$P_{\text{nuttig}} = \frac{532\ 950}{200} = 2665\ \text{W}$$`,
                  explanation: r`Nuttig vermogen is nuttige energie per seconde.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\eta = \frac{P_{\text{nuttig}}}{P_{\text{in}}} \cdot 100\%$$`,
                  text: r`$$\eta = \frac{2665}{3000} \cdot 100\%$$`,
                  elaboration: r`Het opgenomen vermogen is $$3000\ \text{W}$$.`,
                  explanation: r`Rendement mag ook met vermogens worden berekend.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\eta = 89\%$$`,
                  elaboration: r`$$\frac{2665}{3000} \cdot 100\% = 88{,}8\%$$`,
                  explanation: r`Dat is ongeveer $$89\%$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Beredeneer',
          points: 3,
          minutes: 4,
          pValue: 45,
          text: r`Fatima koopt de Snelheet, maar houdt de Kookfix ook. Op een dag zet ze beide tegelijk aan op dezelfde groep. Beredeneer met een berekening of de installatieautomaat van $$16\ \text{A}$$ dan uitschakelt.`,
          highlights: [r`installatieautomaat van 16 A`],
          tags: ['stroomsterkte', 'installatieautomaat', 'parallelschakeling'],
          domain: 'Elektriciteit in huis',
          chapters: { Nova: 'H8.1', Impact: 'H5.4' },
          dependsOn: [{ number: 5 }],
          tips: [r`Stopcontacten in huis staan parallel: hoe tel je de stromen op?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de stroom door de Snelheet`,
                  text: r`$$I = 13\ \text{A}$$`,
                  elaboration: r`$$I = \frac{3000}{230} = 13{,}0\ \text{A}$$`,
                  explanation: r`Zelfde formule als in vraag 5.`,
                  points: 1,
                },
                {
                  correction: r`optellen van de stromen`,
                  text: r`$$I_{\text{tot}} = 22{,}6\ \text{A}$$`,
                  elaboration: r`$$9{,}6 + 13{,}0 = 22{,}6\ \text{A}$$`,
                  explanation: r`Beide apparaten staan parallel; door de groepsleiding gaat de som van de stromen.`,
                  points: 1,
                },
                {
                  correction: r`consequente conclusie`,
                  text: r`$$22{,}6\ \text{A} > 16\ \text{A}$$: de automaat schakelt uit.`,
                  elaboration: r`De totale stroom is groter dan $$16\ \text{A}$$, dus de groep wordt afgeschakeld.`,
                  explanation: r`Zo voorkomt de automaat dat de leidingen te warm worden.`,
                  points: 1,
                },
              ],
              remark: r`Ook goed: totaal vermogen $$5200\ \text{W}$$ vergelijken met $$230 \cdot 16 = 3680\ \text{W}$$.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Beamer in het lokaal`,
      introduction: r`In een beamer zit een klein, sterk verlicht beeldschermpje. Een lens maakt daarvan een groot, scherp beeld op het projectiescherm. Daan wil begrijpen hoe dat werkt. Hij bouwt een model met een lampje, een dia met een pijl en een lens met een brandpuntsafstand van $$4{,}0\ \text{cm}$$. De pijl staat $$6{,}0\ \text{cm}$$ voor de lens.`,
      questions: [
        {
          number: 9,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 76,
          text: r`Wat voor lens gebruikt Daan, en wat voor beeld ontstaat op het scherm?
A een holle lens; een virtueel beeld
B een holle lens; een reëel beeld
C een bolle lens; een virtueel beeld
D een bolle lens; een reëel beeld`,
          highlights: [r`soort lens en soort beeld`],
          tags: ['lens', 'beeldvorming'],
          domain: 'Lenzen en beeldvorming',
          chapters: { Nova: 'H5.3', Impact: 'H4.2' },
          tips: [r`Kan een beeld dat je op een scherm opvangt virtueel zijn?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een beeld op een scherm reëel is en alleen door een bolle lens gemaakt wordt`,
                  text: r`bolle lens, reëel beeld`,
                  elaboration: r`Alleen een bolle (positieve) lens bundelt licht tot een beeld dat je op een scherm kunt opvangen.`,
                  explanation: r`Een virtueel beeld zie je alleen door de lens heen, zoals bij een loep.`,
                  points: 0,
                },
                {
                  correction: r`antwoord D`,
                  text: r`D`,
                  elaboration: r`Bolle lens; reëel beeld.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Teken',
          points: 3,
          minutes: 6,
          pValue: 42,
          text: r`Op de uitwerkbijlage is het model op schaal getekend: één hokje is $$1{,}0\ \text{cm}$$. Teken met twee constructiestralen het beeld van de pijl.`,
          highlights: [r`twee constructiestralen`],
          tags: ['lens', 'constructie', 'brandpuntsafstand'],
          domain: 'Lenzen en beeldvorming',
          chapters: { Nova: 'H5.3', Impact: 'H4.2' },
          appendix: {
            name: 'uitwerkbijlage10.svg',
            alt: 'Uitwerkbijlage bij vraag 10: hoofdas met bolle lens, brandpunten op 4 hokjes en een pijl van 1,5 hokje hoog op 6 hokjes voor de lens',
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 520 260" font-family="Arial, sans-serif" font-size="12">
<rect x="0" y="0" width="520" height="260" fill="#fff"/>
<g stroke="#e3e3e3" stroke-width="1">
<line x1="20" y1="30" x2="500" y2="30"/><line x1="20" y1="50" x2="500" y2="50"/><line x1="20" y1="70" x2="500" y2="70"/>
<line x1="20" y1="90" x2="500" y2="90"/><line x1="20" y1="110" x2="500" y2="110"/><line x1="20" y1="130" x2="500" y2="130"/>
<line x1="20" y1="150" x2="500" y2="150"/><line x1="20" y1="170" x2="500" y2="170"/><line x1="20" y1="190" x2="500" y2="190"/>
<line x1="20" y1="210" x2="500" y2="210"/><line x1="20" y1="230" x2="500" y2="230"/>
<line x1="40" y1="30" x2="40" y2="230"/><line x1="60" y1="30" x2="60" y2="230"/><line x1="80" y1="30" x2="80" y2="230"/>
<line x1="100" y1="30" x2="100" y2="230"/><line x1="120" y1="30" x2="120" y2="230"/><line x1="140" y1="30" x2="140" y2="230"/>
<line x1="160" y1="30" x2="160" y2="230"/><line x1="180" y1="30" x2="180" y2="230"/><line x1="220" y1="30" x2="220" y2="230"/>
<line x1="240" y1="30" x2="240" y2="230"/><line x1="260" y1="30" x2="260" y2="230"/><line x1="280" y1="30" x2="280" y2="230"/>
<line x1="300" y1="30" x2="300" y2="230"/><line x1="320" y1="30" x2="320" y2="230"/><line x1="340" y1="30" x2="340" y2="230"/>
<line x1="360" y1="30" x2="360" y2="230"/><line x1="380" y1="30" x2="380" y2="230"/><line x1="400" y1="30" x2="400" y2="230"/>
<line x1="420" y1="30" x2="420" y2="230"/><line x1="440" y1="30" x2="440" y2="230"/><line x1="460" y1="30" x2="460" y2="230"/>
<line x1="480" y1="30" x2="480" y2="230"/>
</g>
<line x1="20" y1="130" x2="500" y2="130" stroke="#000" stroke-width="1.5"/>
<line x1="200" y1="40" x2="200" y2="220" stroke="#000" stroke-width="2"/>
<polyline points="192,50 200,40 208,50" fill="none" stroke="#000" stroke-width="2"/>
<polyline points="192,210 200,220 208,210" fill="none" stroke="#000" stroke-width="2"/>
<circle cx="120" cy="130" r="3" fill="#000"/><circle cx="280" cy="130" r="3" fill="#000"/>
<text x="114" y="148">F</text><text x="276" y="148">F</text>
<line x1="80" y1="130" x2="80" y2="100" stroke="#c00" stroke-width="3"/>
<polyline points="74,108 80,100 86,108" fill="none" stroke="#c00" stroke-width="3"/>
<text x="60" y="94">voorwerp</text>
<text x="206" y="252">lens</text>
</svg>`,
          },
          tips: [r`Welke twee stralen door een bolle lens kun je altijd tekenen zonder te rekenen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`eerste constructiestraal juist getekend`,
                  text: r`Straal evenwijdig aan de hoofdas, na de lens door F rechts.`,
                  elaboration: r`Teken vanaf de punt van de pijl een horizontale lijn naar de lens en daarna een rechte lijn door het rechter brandpunt.`,
                  explanation: r`Een straal evenwijdig aan de hoofdas gaat na een bolle lens door het brandpunt.`,
                  points: 1,
                  tips: [r`Begin bij de punt van de pijl.`],
                },
                {
                  correction: r`tweede constructiestraal juist getekend`,
                  text: r`Straal door het midden van de lens, rechtdoor.`,
                  elaboration: r`Trek vanaf de punt van de pijl een rechte lijn door het midden van de lens en verleng die.`,
                  explanation: r`Een straal door het optisch midden gaat ongebroken rechtdoor.`,
                  points: 1,
                },
                {
                  correction: r`beeld getekend op het snijpunt`,
                  text: r`Omgekeerde pijl van $$3{,}0\ \text{cm}$$ op $$12\ \text{cm}$$ achter de lens.`,
                  elaboration: r`De stralen snijden elkaar $$12$$ hokjes rechts van de lens, $$3$$ hokjes onder de hoofdas. Teken daar een pijl naar beneden.`,
                  explanation: r`Het beeld is omgekeerd en twee keer zo groot.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 40,
          text: r`Controleer je tekening met een berekening. Bereken met de lenzenformule de beeldafstand.`,
          highlights: [r`lenzenformule`, r`beeldafstand`],
          tags: ['lenzenformule', 'beeldafstand', 'brandpuntsafstand'],
          domain: 'Lenzen en beeldvorming',
          chapters: { Nova: 'H5.3', Impact: 'H4.2' },
          dependsOn: [{ number: 10, appendixes: true }],
          tips: [r`Vul $$f$$ en $$v$$ in en los $$\frac{1}{b}$$ op.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\frac{1}{f} = \frac{1}{v} + \frac{1}{b}$$`,
                  text: r`$$\frac{1}{4{,}0} = \frac{1}{6{,}0} + \frac{1}{b}$$`,
                  elaboration: r`$$f = 4{,}0\ \text{cm}$$ en $$v = 6{,}0\ \text{cm}$$.`,
                  explanation: r`Alle afstanden in dezelfde eenheid (cm) invullen.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van $$\frac{1}{b}$$`,
                  text: r`$$\frac{1}{b} = 0{,}0833$$`,
                  elaboration: r`$$\frac{1}{b} = 0{,}250 - 0{,}1667 = 0{,}0833\ \text{cm}^{-1}$$`,
                  explanation: r`Eerst aftrekken, daarna het omgekeerde nemen.`,
                  points: 1,
                  tips: [r`Vergeet niet aan het eind $$1$$ te delen door je uitkomst.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$b = 12\ \text{cm}$$`,
                  elaboration: r`$$b = \frac{1}{0{,}0833} = 12\ \text{cm}$$`,
                  explanation: r`Dat klopt met het snijpunt in de tekening.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 57,
          text: r`Bereken de sterkte van de lens van Daan.`,
          highlights: [r`sterkte van de lens`],
          tags: ['lenssterkte', 'brandpuntsafstand'],
          domain: 'Lenzen en beeldvorming',
          chapters: { Nova: 'H5.3', Impact: 'H4.3' },
          tips: [r`In welke eenheid moet de brandpuntsafstand staan om de sterkte in dioptrie te krijgen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van $$f$$ naar meter en gebruik van $$S = \frac{1}{f}$$`,
                  text: r`$$S = \frac{1}{0{,}040}$$`,
                  elaboration: r`$$f = 4{,}0\ \text{cm} = 0{,}040\ \text{m}$$`,
                  explanation: r`Dioptrie is $$1$$ gedeeld door de brandpuntsafstand in meter.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$S = 25\ \text{dpt}$$`,
                  elaboration: r`$$S = \frac{1}{0{,}040} = 25\ \text{dpt}$$`,
                  explanation: r`Een sterke lens heeft een kleine brandpuntsafstand.`,
                  points: 1,
                },
              ],
              remark: r`Als met $$f = 4{,}0$$ in cm is gerekend ($$S = 0{,}25$$), het eerste scorepunt niet toekennen.`,
            },
          ],
        },
        {
          number: 13,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 48,
          text: r`In een echte beamer staat het beeld op het kleine schermpje ondersteboven. Leg uit waarom dat nodig is.`,
          highlights: [r`beeld ondersteboven`],
          tags: ['beeldvorming', 'lens'],
          domain: 'Lenzen en beeldvorming',
          chapters: { Nova: 'H5.3', Impact: 'H4.2' },
          dependsOn: [{ number: 10, appendixes: true }],
          tips: [r`Kijk naar je tekening: hoe staat het beeld ten opzichte van de pijl?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een bolle lens een omgekeerd (reëel) beeld maakt`,
                  text: r`Het beeld op het scherm is omgekeerd.`,
                  elaboration: r`In de constructie staat de beeldpijl naar beneden, terwijl de voorwerpspijl omhoog wijst.`,
                  explanation: r`Een reëel beeld van een bolle lens is altijd omgekeerd.`,
                  points: 1,
                },
                {
                  correction: r`conclusie dat het voorwerp omgekeerd moet staan om een rechtopstaand beeld te krijgen`,
                  text: r`Twee keer omkeren geeft weer rechtop.`,
                  elaboration: r`Als het schermpje ondersteboven staat, draait de lens het beeld weer om, zodat het op het projectiescherm rechtop staat.`,
                  explanation: r`De klas moet de tekst rechtop kunnen lezen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Röntgenfoto bij de tandarts`,
      introduction: r`Bij de tandarts wordt een röntgenfoto van het gebit van Lotte gemaakt. De assistente legt een loodschort over Lottes borst en buik en verlaat daarna de behandelkamer. Röntgenstraling wordt door materialen voor een deel tegengehouden. De halveringsdikte is de dikte van een laag die de helft van de straling tegenhoudt. In de tabel staan halveringsdiktes voor de röntgenstraling van dit apparaat.

| materiaal | halveringsdikte |
|---|---|
| lood | $$0{,}25\ \text{mm}$$ |
| beton | $$15\ \text{mm}$$ |
| spierweefsel | $$30\ \text{mm}$$ |`,
      questions: [
        {
          number: 14,
          type: 'Meerkeuze',
          points: 1,
          minutes: 1,
          pValue: 62,
          text: r`Wat voor straling is röntgenstraling?
A alfastraling
B bètastraling
C elektromagnetische straling, net als licht
D geluidsgolven met een heel hoge frequentie`,
          highlights: [r`soort straling`],
          tags: ['straling', 'röntgenstraling'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.1', Impact: 'H4.4' },
          tips: [r`Röntgenstraling bestaat niet uit deeltjes met een massa.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat röntgenstraling bij het elektromagnetisch spectrum hoort`,
                  text: r`elektromagnetische straling`,
                  elaboration: r`Röntgenstraling hoort in hetzelfde rijtje als radiogolven, licht en uv-straling, maar heeft veel meer energie.`,
                  explanation: r`Alfa- en bètastraling bestaan uit deeltjes uit een atoomkern.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`Elektromagnetische straling, net als licht.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 55,
          text: r`Lotte krijgt één foto per jaar. De assistente maakt er elke dag tientallen. Leg uit waarom de assistente de kamer verlaat, terwijl Lotte gewoon blijft zitten.`,
          highlights: [r`assistente verlaat de kamer`],
          tags: ['straling', 'stralingsbescherming'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.3', Impact: 'H4.4' },
          tips: [r`Denk aan de totale hoeveelheid straling over een heel jaar.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de assistente bij elke foto een beetje straling zou krijgen`,
                  text: r`Elke foto geeft een kleine dosis.`,
                  elaboration: r`Bij elke opname komt er ook verstrooide straling in de kamer.`,
                  explanation: r`Ioniserende straling kan lichaamscellen beschadigen.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de dosis van de assistente door de vele foto's veel groter zou worden dan die van Lotte`,
                  text: r`Opgeteld krijgt de assistente veel meer dan Lotte.`,
                  elaboration: r`Tientallen foto's per dag, honderden dagen per jaar: samen een veel grotere dosis dan één foto.`,
                  explanation: r`Door weg te gaan (afstand en een muur ertussen) blijft haar dosis klein.`,
                  points: 1,
                  tips: [r`Vergelijk het aantal keren dat ze bij een opname is.`],
                },
              ],
            },
          ],
        },
        {
          number: 16,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 43,
          text: r`Het loodschort bevat een laag lood van $$0{,}50\ \text{mm}$$. Bereken hoeveel procent van de röntgenstraling die op het schort valt, er doorheen komt.`,
          highlights: [r`halveringsdikte van lood`],
          tags: ['halveringsdikte', 'stralingsbescherming'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.3', Impact: 'H4.4' },
          tips: [r`Hoeveel halveringsdiktes past er in $$0{,}50\ \text{mm}$$ lood?`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van het aantal halveringsdiktes`,
                  text: r`$$n = 2$$`,
                  elaboration: r`$$\frac{0{,}50}{0{,}25} = 2$$ halveringsdiktes`,
                  explanation: r`Elke laag van $$0{,}25\ \text{mm}$$ lood laat de helft door.`,
                  points: 0,
                },
                {
                  correction: r`twee keer halveren`,
                  text: r`$$100\% \to 50\% \to 25\%$$`,
                  elaboration: r`$$100\% \cdot \left(\tfrac{1}{2}\right)^2 = 25\%$$`,
                  explanation: r`Na de eerste laag is de helft over, na de tweede laag de helft daarvan.`,
                  points: 0,
                  tips: [r`De helft van de helft is...?`],
                },
                {
                  correction: r`conclusie`,
                  text: r`$$25\%$$ komt erdoorheen.`,
                  elaboration: r`Er komt $$25\%$$ van de straling door het schort.`,
                  explanation: r`Het antwoord $$50\%$$ (maar één keer halveren) is fout.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 1, 2, 0, 1, 2, 3],
              remark: r`Het scorepunt voor de conclusie alleen toekennen als er twee keer is gehalveerd.`,
            },
          ],
        },
        {
          number: 17,
          type: 'Beredeneer',
          points: 2,
          minutes: 3,
          pValue: 47,
          text: r`De muur van de behandelkamer is van beton. Beredeneer met de tabel hoe dik een betonmuur moet zijn om net zoveel straling tegen te houden als het loodschort.`,
          highlights: [r`betonmuur`],
          tags: ['halveringsdikte', 'stralingsbescherming'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.3', Impact: 'H4.4' },
          dependsOn: [{ number: 16 }],
          tips: [r`Hoeveel halveringsdiktes heeft het loodschort?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat ook de muur twee halveringsdiktes moet hebben`,
                  text: r`$$2$$ halveringsdiktes beton`,
                  elaboration: r`Het schort laat $$25\%$$ door, dat zijn twee halveringsdiktes. De muur moet ook twee halveringsdiktes dik zijn.`,
                  explanation: r`Hetzelfde aantal halveringsdiktes houdt hetzelfde deel van de straling tegen.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$30\ \text{mm}$$ beton`,
                  elaboration: r`$$2 \cdot 15\ \text{mm} = 30\ \text{mm}$$`,
                  explanation: r`Beton heeft een veel grotere halveringsdikte dan lood, dus de muur moet veel dikker zijn.`,
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
