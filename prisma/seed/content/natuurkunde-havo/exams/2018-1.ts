import type { ExamContent } from '../../types.ts';

const r = String.raw;

export const exam: ExamContent = {
  year: 2018,
  term: 1,
  standardizationValue: 0.9,
  topics: [
    {
      name: r`Torenkraan`,
      introduction: r`Op een bouwplaats staat een torenkraan met een horizontale giek. Aan de korte kant van de giek hangt een contragewicht van $$12\ 000\ \text{kg}$$ op $$10\ \text{m}$$ van de mast. Langs de lange kant rijdt een loopkat waaraan de last hangt, zie figuur 1. Verwaarloos in deze opgave de massa van de giek en de loopkat.

![Figuur 1: schets van de torenkraan](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: torenkraan met mast, giek, contragewicht op 10 m en een loopkat met last op afstand x van de mast`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 280" font-family="sans-serif" font-size="12"><rect x="118" y="60" width="14" height="210" fill="none" stroke="#333"/><path d="M118 80 L132 100 M118 120 L132 140 M118 160 L132 180 M118 200 L132 220 M118 240 L132 260" stroke="#333"/><line x1="20" y1="62" x2="470" y2="62" stroke="#e0a100" stroke-width="6"/><rect x="28" y="66" width="44" height="34" fill="#888"/><text x="22" y="118">contragewicht</text><rect x="330" y="66" width="26" height="10" fill="#333"/><line x1="343" y1="76" x2="343" y2="170" stroke="#333"/><rect x="322" y="170" width="42" height="30" fill="#c55"/><text x="372" y="190">last</text><text x="300" y="56">loopkat</text><line x1="50" y1="36" x2="125" y2="36" stroke="#000"/><line x1="50" y1="30" x2="50" y2="42" stroke="#000"/><line x1="125" y1="30" x2="125" y2="42" stroke="#000"/><text x="68" y="30">10 m</text><line x1="125" y1="24" x2="343" y2="24" stroke="#000" stroke-dasharray="4 3"/><line x1="343" y1="18" x2="343" y2="30" stroke="#000"/><text x="228" y="18">x</text><text x="140" y="265">mast</text><line x1="0" y1="270" x2="480" y2="270" stroke="#333"/></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 66,
          text: r`De last hangt op $$x = 40\ \text{m}$$ van de mast. Bereken de massa van de last waarbij het moment van de last en het moment van het contragewicht ten opzichte van de mast precies even groot zijn.`,
          highlights: [r`momenten ten opzichte van de mast`],
          tags: ['moment', 'hefboom', 'evenwicht'],
          domain: 'Momenten en evenwicht',
          chapters: { Nova: 'H3.3', Newton: 'H4.2' },
          tips: [r`Stel de momenten links en rechts van de mast aan elkaar gelijk.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$M = F \cdot r$$ voor het contragewicht`,
                  text: r`$$M_{cg} = 1{,}18 \cdot 10^{6}\ \text{N m}$$`,
                  elaboration: r`$$M_{cg} = 12\ 000 \cdot 9{,}81 \cdot 10 = 1{,}18 \cdot 10^{6}\ \text{N m}$$`,
                  explanation: r`De arm is de loodrechte afstand van de werklijn van de zwaartekracht tot de mast.`,
                  points: 1,
                  tips: [r`Welke kracht oefent het contragewicht uit op de giek?`],
                },
                {
                  correction: r`toepassen van de momentenwet`,
                  text: r`$$m_{last} \cdot g \cdot 40 = M_{cg}$$`,
                  elaboration: r`Bij evenwicht geldt: moment linksom = moment rechtsom.`,
                  explanation: r`De giek mag niet gaan draaien.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$m_{last} = 3{,}0 \cdot 10^{3}\ \text{kg}$$`,
                  elaboration: r`$$m_{last} = \dfrac{12\ 000 \cdot 10}{40} = 3{,}0 \cdot 10^{3}\ \text{kg}$$`,
                  explanation: r`De valversnelling valt aan beide kanten weg.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Leg uit',
          points: 2,
          minutes: 2,
          pValue: 73,
          text: r`Op de giek staat een bord met de maximale last bij verschillende afstanden tot de mast. Leg uit waarom de kraan een zwaardere last mag hijsen naarmate de loopkat dichter bij de mast staat.`,
          highlights: [r`zwaardere last dicht bij de mast`],
          tags: ['moment', 'hefboom'],
          domain: 'Momenten en evenwicht',
          chapters: { Nova: 'H3.3', Newton: 'H4.2' },
          tips: [r`Wat gebeurt er met de arm van de last als de loopkat naar de mast rijdt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de arm kleiner wordt`,
                  text: r`dichter bij de mast is de arm $$r$$ van de last kleiner`,
                  elaboration: r`De arm is de afstand van de loopkat tot de mast.`,
                  explanation: r`Het moment is kracht maal arm.`,
                  points: 1,
                },
                {
                  correction: r`conclusie met het maximale moment`,
                  text: r`bij een kleinere arm hoort bij hetzelfde moment een grotere kracht`,
                  elaboration: r`Het toelaatbare moment ligt vast, dus $$F = \dfrac{M}{r}$$ mag groter zijn als $$r$$ kleiner is.`,
                  explanation: r`Zo blijft de kraan in evenwicht en wordt de constructie niet overbelast.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken',
          points: 4,
          minutes: 5,
          pValue: 54,
          text: r`De kraan hijst een last van $$3{,}0 \cdot 10^{3}\ \text{kg}$$ met constante snelheid $$30\ \text{m}$$ omhoog in $$50\ \text{s}$$. Het rendement van de hijsmotor is $$80\%$$. Bereken het elektrisch vermogen dat de hijsmotor opneemt.`,
          highlights: [r`elektrisch vermogen van de hijsmotor`],
          tags: ['vermogen', 'rendement', 'zwaarte-energie'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.3', Newton: 'H5.3' },
          tips: [r`Welke energie krijgt de last erbij tijdens het hijsen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E_z = m \cdot g \cdot h$$`,
                  text: r`$$E_z = 8{,}83 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$E_z = 3{,}0 \cdot 10^{3} \cdot 9{,}81 \cdot 30 = 8{,}83 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`Bij constante snelheid verandert de kinetische energie niet.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = \dfrac{E}{t}$$`,
                  text: r`$$P_{nuttig} = 1{,}77 \cdot 10^{4}\ \text{W}$$`,
                  elaboration: r`$$P_{nuttig} = \dfrac{8{,}83 \cdot 10^{5}}{50} = 1{,}77 \cdot 10^{4}\ \text{W}$$`,
                  explanation: r`Dit is het mechanische vermogen dat de motor levert.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van het rendement`,
                  text: r`$$P_{in} = \dfrac{1{,}77 \cdot 10^{4}}{0{,}80}$$`,
                  elaboration: r`Het opgenomen vermogen is groter dan het nuttige vermogen.`,
                  explanation: r`$$\eta = \dfrac{P_{nuttig}}{P_{in}}$$.`,
                  points: 1,
                  tips: [r`Moet het opgenomen vermogen groter of kleiner zijn dan het nuttige vermogen?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$P_{in} = 2{,}2 \cdot 10^{4}\ \text{W}$$`,
                  elaboration: r`$$P_{in} = 2{,}21 \cdot 10^{4}\ \text{W} \approx 22\ \text{kW}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`inzicht dat bij constante snelheid $$F_{kabel} = F_z$$`,
                  text: r`$$F = 2{,}94 \cdot 10^{4}\ \text{N}$$`,
                  elaboration: r`$$F = 3{,}0 \cdot 10^{3} \cdot 9{,}81 = 2{,}94 \cdot 10^{4}\ \text{N}$$`,
                  explanation: r`De resulterende kracht is nul.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = F \cdot v$$ met $$v = \dfrac{s}{t}$$`,
                  text: r`$$P_{nuttig} = 2{,}94 \cdot 10^{4} \cdot 0{,}60 = 1{,}77 \cdot 10^{4}\ \text{W}$$`,
                  elaboration: r`$$v = \dfrac{30}{50} = 0{,}60\ \text{m/s}$$`,
                  explanation: r`Vermogen is arbeid per seconde: $$P = \dfrac{F \cdot s}{t} = F \cdot v$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van het rendement`,
                  text: r`$$P_{in} = \dfrac{P_{nuttig}}{0{,}80}$$`,
                  elaboration: r`Delen door het rendement.`,
                  explanation: r`Een deel van het opgenomen vermogen wordt warmte.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$P_{in} = 2{,}2 \cdot 10^{4}\ \text{W}$$`,
                  elaboration: r`$$P_{in} = 2{,}21 \cdot 10^{4}\ \text{W}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Teken',
          points: 3,
          minutes: 5,
          pValue: 41,
          text: r`Bij het begin van het hijsen versnelt de last van $$3{,}0 \cdot 10^{3}\ \text{kg}$$ met $$0{,}50\ \text{m/s}^2$$ omhoog. Op de uitwerkbijlage is de last getekend met een rooster. Teken op schaal de zwaartekracht en de kracht van de kabel op de last tijdens het versnellen.

![Uitwerkbijlage bij vraag 4](bijlage4.svg)`,
          highlights: [r`krachten op schaal tijdens versnellen`],
          tags: ['resulterende kracht', 'zwaartekracht', 'versnelling'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.2', Newton: 'H3.2' },
          dependsOn: [{ number: 3 }],
          appendix: {
            name: 'bijlage4.svg',
            alt: r`Uitwerkbijlage: de last aan de kabel met zwaartepunt Z in een rooster; 1 hokje komt overeen met 5,0 kN`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 380" font-family="sans-serif" font-size="12"><defs><pattern id="g181b" x="0" y="0" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="#ddd"/></pattern></defs><rect x="40" y="20" width="220" height="320" fill="url(#g181b)" stroke="#bbb"/><line x1="150" y1="20" x2="150" y2="160" stroke="#333" stroke-width="2"/><rect x="110" y="160" width="80" height="40" fill="#f3d0d0" stroke="#a33"/><circle cx="150" cy="180" r="3" fill="#000"/><text x="156" y="176">Z</text><text x="40" y="362">schaal: 1 hokje ≙ 5,0 kN</text></svg>`,
          },
          tips: [r`Bereken eerst beide krachten; welke van de twee moet groter zijn?`],
          answers: [
            {
              steps: [
                {
                  correction: r`zwaartekracht juist getekend`,
                  text: r`$$F_z = 29\ \text{kN}$$, een pijl van $$5{,}9$$ hokjes omlaag vanuit Z`,
                  elaboration: r`$$F_z = 3{,}0 \cdot 10^{3} \cdot 9{,}81 = 2{,}94 \cdot 10^{4}\ \text{N}$$; $$\dfrac{29{,}4}{5{,}0} = 5{,}9$$ hokjes.`,
                  explanation: r`De zwaartekracht grijpt aan in het zwaartepunt.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de kabelkracht met $$F_{res} = m \cdot a$$`,
                  text: r`$$F_{kabel} = 3{,}09 \cdot 10^{4}\ \text{N}$$`,
                  elaboration: r`$$F_{kabel} = F_z + m \cdot a = 2{,}94 \cdot 10^{4} + 3{,}0 \cdot 10^{3} \cdot 0{,}50 = 3{,}09 \cdot 10^{4}\ \text{N}$$`,
                  explanation: r`De resulterende kracht is omhoog gericht, dus de kabelkracht is groter dan de zwaartekracht.`,
                  points: 1,
                  tips: [r`Schrijf op: $$F_{res} = F_{kabel} - F_z$$.`],
                },
                {
                  correction: r`kabelkracht juist getekend`,
                  text: r`een pijl van $$6{,}2$$ hokjes omhoog, aangrijpend waar de kabel aan de last vastzit`,
                  elaboration: r`$$\dfrac{30{,}9}{5{,}0} = 6{,}2$$ hokjes, langs de kabel omhoog.`,
                  explanation: r`De kracht van de kabel grijpt aan op het bevestigingspunt van de kabel.`,
                  points: 1,
                },
              ],
              remark: r`Als de kabelkracht niet zichtbaar langer is dan de zwaartekracht, het derde scorepunt niet toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Broedmachine`,
      introduction: r`Een broedmachine voor kippeneieren moet de temperatuur op $$37{,}5\ \text{°C}$$ houden. Als temperatuursensor wordt een NTC-weerstand gebruikt, die in serie staat met een vaste weerstand van $$4{,}7\ \text{k}\Omega$$ aan een spanningsbron van $$5{,}0\ \text{V}$$. De spanning over de vaste weerstand gaat naar een regelschakeling die het verwarmingselement aan- en uitzet. In figuur 2 staat de weerstand van de NTC als functie van de temperatuur.

![Figuur 2: de weerstand van de NTC als functie van de temperatuur](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: (R,T)-grafiek van de NTC, dalend van ongeveer 16 kΩ bij 15 °C tot 3 kΩ bij 55 °C`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 460 310" font-family="sans-serif" font-size="12"><defs><pattern id="g181c" x="60" y="52" width="45" height="26" patternUnits="userSpaceOnUse"><path d="M45 0H0V26" fill="none" stroke="#ddd"/></pattern></defs><rect x="60" y="52" width="360" height="208" fill="url(#g181c)" stroke="#999"/><line x1="60" y1="260" x2="430" y2="260" stroke="#000"/><line x1="60" y1="260" x2="60" y2="40" stroke="#000"/><polyline fill="none" stroke="#c00" stroke-width="2" points="60.0,54.1 82.5,77.0 105.0,97.0 127.5,114.6 150.0,130.0 172.5,143.6 195.0,155.5 217.5,166.1 240.0,175.4 262.5,183.7 285.0,191.1 307.5,197.6 330.0,203.5 352.5,208.7 375.0,213.4 397.5,217.5 420.0,221.3"/><g text-anchor="middle"><text x="60" y="276">15</text><text x="105" y="276">20</text><text x="150" y="276">25</text><text x="195" y="276">30</text><text x="240" y="276">35</text><text x="285" y="276">40</text><text x="330" y="276">45</text><text x="375" y="276">50</text><text x="420" y="276">55</text><text x="240" y="300">T (°C)</text></g><g text-anchor="end"><text x="54" y="264">0</text><text x="54" y="212">4</text><text x="54" y="160">8</text><text x="54" y="108">12</text><text x="54" y="56">16</text></g><text x="10" y="32">R (kΩ)</text></svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Bepaal',
          points: 2,
          minutes: 2,
          pValue: 80,
          text: r`Bepaal met figuur 2 de weerstand van de NTC bij $$37{,}5\ \text{°C}$$.`,
          highlights: [r`weerstand van de NTC`],
          tags: ['ntc', 'weerstand', 'grafiek'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.3', Newton: 'H2.2' },
          tips: [r`Let op de eenheid op de verticale as.`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen bij $$37{,}5\ \text{°C}$$`,
                  text: r`halverwege $$35$$ en $$40\ \text{°C}$$`,
                  elaboration: r`Zoek $$37{,}5\ \text{°C}$$ op de horizontale as en ga omhoog naar de grafiek.`,
                  explanation: r`Elk hokje horizontaal is $$5\ \text{°C}$$.`,
                  points: 1,
                },
                {
                  correction: r`juiste waarde met eenheid`,
                  text: r`$$R_{NTC} = 5{,}9\ \text{k}\Omega$$`,
                  elaboration: r`De grafiek snijdt daar de waarde $$5{,}9\ \text{k}\Omega$$.`,
                  explanation: r`Elk hokje verticaal is $$2\ \text{k}\Omega$$.`,
                  points: 1,
                },
              ],
              remark: r`Een waarde tussen $$5{,}6\ \text{k}\Omega$$ en $$6{,}2\ \text{k}\Omega$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 57,
          text: r`Bereken de spanning over de vaste weerstand als de temperatuur in de broedmachine $$37{,}5\ \text{°C}$$ is.`,
          highlights: [r`spanning over de vaste weerstand`],
          tags: ['serieschakeling', 'spanningsdeler', 'ntc'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.2', Newton: 'H2.2' },
          dependsOn: [{ number: 5 }],
          tips: [r`In een serieschakeling is de stroomsterkte overal gelijk.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de totale weerstand`,
                  text: r`$$R_{tot} = 10{,}6\ \text{k}\Omega$$`,
                  elaboration: r`$$R_{tot} = 4{,}7 + 5{,}9 = 10{,}6\ \text{k}\Omega$$`,
                  explanation: r`In serie tel je weerstanden op.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de stroomsterkte`,
                  text: r`$$I = 4{,}7 \cdot 10^{-4}\ \text{A}$$`,
                  elaboration: r`$$I = \dfrac{5{,}0}{10{,}6 \cdot 10^{3}} = 4{,}72 \cdot 10^{-4}\ \text{A}$$`,
                  explanation: r`Wet van Ohm voor de hele schakeling.`,
                  points: 1,
                  tips: [r`Reken kilo-ohm om naar ohm.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$U_{vast} = 2{,}2\ \text{V}$$`,
                  elaboration: r`$$U_{vast} = 4{,}72 \cdot 10^{-4} \cdot 4{,}7 \cdot 10^{3} = 2{,}2\ \text{V}$$`,
                  explanation: r`De spanning verdeelt zich in de verhouding van de weerstanden.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Beredeneer',
          points: 2,
          minutes: 3,
          pValue: 55,
          text: r`Beredeneer of de spanning over de vaste weerstand groter of kleiner wordt als de temperatuur in de broedmachine stijgt.`,
          highlights: [r`temperatuur stijgt`],
          tags: ['ntc', 'spanningsdeler'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.3', Newton: 'H2.2' },
          tips: [r`Wat doet de weerstand van de NTC als het warmer wordt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$R_{NTC}$$ afneemt en de stroomsterkte toeneemt`,
                  text: r`$$R_{NTC}$$ daalt, dus $$R_{tot}$$ daalt en $$I$$ stijgt`,
                  elaboration: r`Uit figuur 2: bij hogere temperatuur een kleinere weerstand. Met gelijke bronspanning wordt $$I = \dfrac{U}{R_{tot}}$$ groter.`,
                  explanation: r`NTC staat voor negatieve temperatuurcoëfficiënt.`,
                  points: 0,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$U_{vast}$$ wordt groter`,
                  elaboration: r`$$U_{vast} = I \cdot R_{vast}$$ met een constante $$R_{vast}$$ en een grotere $$I$$.`,
                  explanation: r`De NTC krijgt een kleiner deel van de bronspanning.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 0, 2],
            },
          ],
        },
        {
          number: 8,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 46,
          text: r`De stroom door de NTC moet klein blijven, anders meet de sensor een te hoge temperatuur. Leg uit waardoor dat komt.`,
          highlights: [r`te hoge temperatuur gemeten`],
          tags: ['ntc', 'vermogen', 'meetfout'],
          domain: 'Meten en onderzoeken',
          chapters: { Nova: 'H9.1', Newton: 'H9.1' },
          tips: [r`Wat gebeurt er met elke weerstand waar stroom door loopt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de stroom warmte ontwikkelt in de NTC`,
                  text: r`$$P = I^2 \cdot R$$ wordt in de NTC omgezet in warmte`,
                  elaboration: r`Een grotere stroom geeft meer warmteontwikkeling in de NTC zelf.`,
                  explanation: r`Dit heet zelfopwarming.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de NTC dan warmer is dan de lucht`,
                  text: r`de NTC wordt warmer dan de omgeving en heeft een te lage weerstand`,
                  elaboration: r`De regelschakeling leest dan een temperatuur af die hoger is dan de luchttemperatuur.`,
                  explanation: r`Een sensor hoort de grootheid te meten zonder die zelf te beïnvloeden.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Glasvezelinternet`,
      introduction: r`Steeds meer huizen zijn aangesloten op glasvezel. Een laser zet het digitale signaal om in korte lichtpulsen die door een dunne glasvezel naar de wijkcentrale en verder lopen. De lichtsnelheid in de glasvezel is $$2{,}04 \cdot 10^{8}\ \text{m/s}$$. Het signaal wordt in de vezel geleidelijk zwakker.`,
      questions: [
        {
          number: 9,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 76,
          text: r`Een lichtpuls loopt door $$80\ \text{km}$$ glasvezel. Bereken hoe lang de puls daarover doet.`,
          highlights: [r`looptijd door de glasvezel`],
          tags: ['snelheid', 'glasvezel'],
          domain: 'Informatieoverdracht',
          chapters: { Nova: 'H5.4', Newton: 'H6.4' },
          tips: [r`Reken de afstand eerst om naar meter.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$s = v \cdot t$$`,
                  text: r`$$t = \dfrac{80 \cdot 10^{3}}{2{,}04 \cdot 10^{8}}$$`,
                  elaboration: r`$$t = \dfrac{s}{v}$$ met $$s = 8{,}0 \cdot 10^{4}\ \text{m}$$.`,
                  explanation: r`Het licht beweegt met constante snelheid.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$t = 3{,}9 \cdot 10^{-4}\ \text{s}$$`,
                  elaboration: r`$$t = 3{,}92 \cdot 10^{-4}\ \text{s} \approx 0{,}39\ \text{ms}$$`,
                  explanation: r`Twee significante cijfers, zoals de afstand.`,
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
          pValue: 52,
          text: r`Jesse downloadt een film van $$4{,}5\ \text{GB}$$ in $$6{,}0$$ minuten. Eén byte bestaat uit 8 bits. Bereken de gemiddelde bitsnelheid van de download in $$\text{Mbit/s}$$.`,
          highlights: [r`bitsnelheid in Mbit/s`],
          tags: ['bitsnelheid', 'digitaal signaal'],
          domain: 'Informatieoverdracht',
          chapters: { Nova: 'H5.4', Newton: 'H6.4' },
          tips: [r`Reken eerst het aantal bits uit en de tijd in seconden.`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van bytes naar bits`,
                  text: r`$$3{,}6 \cdot 10^{10}\ \text{bit}$$`,
                  elaboration: r`$$4{,}5 \cdot 10^{9} \cdot 8 = 3{,}6 \cdot 10^{10}\ \text{bit}$$`,
                  explanation: r`Giga betekent $$10^{9}$$.`,
                  points: 1,
                },
                {
                  correction: r`delen door de tijd in seconden`,
                  text: r`$$1{,}0 \cdot 10^{8}\ \text{bit/s}$$`,
                  elaboration: r`$$\dfrac{3{,}6 \cdot 10^{10}}{360} = 1{,}0 \cdot 10^{8}\ \text{bit/s}$$`,
                  explanation: r`$$6{,}0\ \text{min} = 360\ \text{s}$$.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar Mbit/s`,
                  text: r`$$1{,}0 \cdot 10^{2}\ \text{Mbit/s}$$`,
                  elaboration: r`$$1{,}0 \cdot 10^{8}\ \text{bit/s} = 100\ \text{Mbit/s}$$`,
                  explanation: r`Mega betekent $$10^{6}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 62,
          text: r`Onderweg wordt het signaal zwakker en komt er ruis bij. Leg uit waarom een digitaal signaal daar minder last van heeft dan een analoog signaal.`,
          highlights: [r`digitaal minder gevoelig voor ruis`],
          tags: ['digitaal signaal', 'ruis'],
          domain: 'Informatieoverdracht',
          chapters: { Nova: 'H5.4', Newton: 'H6.4' },
          tips: [r`Hoeveel verschillende waarden kan één bit hebben?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een digitaal signaal maar twee niveaus kent`,
                  text: r`een bit is 0 of 1 (licht uit of licht aan)`,
                  elaboration: r`De ontvanger hoeft alleen te beslissen of er een puls is of niet.`,
                  explanation: r`Kleine afwijkingen in de sterkte veranderen die beslissing niet.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat het signaal daardoor foutloos hersteld kan worden`,
                  text: r`een versterker kan het oorspronkelijke signaal precies herstellen`,
                  elaboration: r`Bij een analoog signaal zit de informatie in de exacte waarde, dus ruis verandert de informatie zelf.`,
                  explanation: r`Bij analoog wordt de ruis mee versterkt.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 38,
          introduction: r`De intensiteit van het licht in de glasvezel halveert per $$15\ \text{km}$$. De ontvanger werkt nog betrouwbaar zolang de intensiteit minstens $$1{,}0\%$$ van de beginintensiteit is. Daarna is een versterker nodig.`,
          text: r`Bereken na hoeveel kilometer glasvezel een versterker nodig is.`,
          highlights: [r`intensiteit halveert per 15 km`],
          tags: ['halveringsdikte', 'intensiteit', 'glasvezel'],
          domain: 'Informatieoverdracht',
          chapters: { Nova: 'H5.4', Newton: 'H6.4' },
          tips: [r`Dit gaat net zo als bij de halveringsdikte van straling.`, r`Probeer een aantal halveringen of gebruik de logaritme.`],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van de vergelijking`,
                  text: r`$$\left(\tfrac{1}{2}\right)^{n} = 0{,}010$$`,
                  elaboration: r`Met $$n = \dfrac{d}{15\ \text{km}}$$ het aantal halveringen.`,
                  explanation: r`Per $$15\ \text{km}$$ wordt de intensiteit met een factor 2 kleiner.`,
                  points: 1,
                },
                {
                  correction: r`oplossen van de vergelijking`,
                  text: r`$$n = 6{,}64$$`,
                  elaboration: r`$$n = \dfrac{\log 0{,}010}{\log 0{,}5} = 6{,}64$$ (of: na 6 halveringen $$1{,}6\%$$, na 7 halveringen $$0{,}78\%$$, dus tussen 6 en 7).`,
                  explanation: r`Proberen met de rekenmachine mag ook.`,
                  points: 1,
                  tips: [r`Bereken $$0{,}5^{6}$$ en $$0{,}5^{7}$$ eens.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$d = 1{,}0 \cdot 10^{2}\ \text{km}$$`,
                  elaboration: r`$$d = 6{,}64 \cdot 15 = 99{,}7\ \text{km} \approx 1{,}0 \cdot 10^{2}\ \text{km}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
              remark: r`Als de kandidaat met een geheel aantal halveringen rekent en op $$90\ \text{km}$$ of $$105\ \text{km}$$ uitkomt, maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Spouwmuur isoleren`,
      introduction: r`De buitenmuren van veel oudere huizen bestaan uit twee stenen muren met daartussen een luchtspouw. Familie Jansen laat de spouw van de gevel vullen met isolatiemateriaal. De gevel heeft een oppervlakte van $$80\ \text{m}^2$$. In tabel 1 staan de warmtegeleidingscoëfficiënten van een aantal materialen.

| materiaal | $$\lambda$$ (W m$$^{-1}$$ K$$^{-1}$$) |
|---|---|
| baksteen | $$0{,}80$$ |
| glaswol | $$0{,}035$$ |
| EPS-parels | $$0{,}034$$ |
| PIR-schuim | $$0{,}023$$ |`,
      questions: [
        {
          number: 13,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 60,
          text: r`In de spouw komt een laag glaswol van $$8{,}0\ \text{cm}$$. Het is binnen $$15\ \text{°C}$$ warmer dan buiten. Bereken het warmtevermogen dat door de glaswollaag gaat. Verwaarloos de stenen muren.`,
          highlights: [r`warmtestroom door de glaswol`],
          tags: ['warmtegeleiding', 'vermogen', 'isolatie'],
          domain: 'Stoffen en materialen',
          chapters: { Nova: 'H6.3', Newton: 'H1.2' },
          tips: [r`Gebruik de formule voor warmtetransport door geleiding van het formuleblad.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$P = \lambda \cdot A \cdot \dfrac{\Delta T}{d}$$`,
                  text: r`$$P = 0{,}035 \cdot 80 \cdot \dfrac{15}{d}$$`,
                  elaboration: r`Met $$\lambda = 0{,}035\ \text{W m}^{-1}\ \text{K}^{-1}$$ uit tabel 1.`,
                  explanation: r`Het warmtevermogen is evenredig met oppervlakte en temperatuurverschil.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen van de dikte naar meter`,
                  text: r`$$d = 0{,}080\ \text{m}$$`,
                  elaboration: r`$$8{,}0\ \text{cm} = 0{,}080\ \text{m}$$`,
                  explanation: r`De eenheid van $$\lambda$$ bevat meter.`,
                  points: 1,
                  tips: [r`Controleer of alle grootheden in SI-eenheden staan.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$P = 5{,}3 \cdot 10^{2}\ \text{W}$$`,
                  elaboration: r`$$P = \dfrac{0{,}035 \cdot 80 \cdot 15}{0{,}080} = 525\ \text{W}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 47,
          introduction: r`Een leverancier van PIR-platen adverteert: "Met $$5{,}5\ \text{cm}$$ PIR-schuim isoleert u minstens zo goed als met $$8{,}0\ \text{cm}$$ glaswol."`,
          text: r`Toon met tabel 1 aan dat deze bewering juist is.`,
          highlights: [r`minstens zo goed isoleren`],
          tags: ['warmtegeleiding', 'isolatie'],
          domain: 'Stoffen en materialen',
          chapters: { Nova: 'H6.3', Newton: 'H1.2' },
          dependsOn: [{ number: 13 }],
          tips: [r`Bij gelijk warmteverlies moet $$\dfrac{\lambda}{d}$$ voor beide lagen gelijk zijn.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij gelijk warmteverlies $$\dfrac{\lambda}{d}$$ gelijk moet zijn`,
                  text: r`$$\dfrac{\lambda_{PIR}}{d_{PIR}} = \dfrac{\lambda_{gw}}{d_{gw}}$$`,
                  elaboration: r`Oppervlakte en temperatuurverschil zijn in beide gevallen gelijk.`,
                  explanation: r`Dan hangt $$P$$ alleen nog af van $$\dfrac{\lambda}{d}$$.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de benodigde dikte PIR`,
                  text: r`$$d_{PIR} = 5{,}3\ \text{cm}$$`,
                  elaboration: r`$$d_{PIR} = 8{,}0 \cdot \dfrac{0{,}023}{0{,}035} = 5{,}26\ \text{cm}$$`,
                  explanation: r`Een kleinere $$\lambda$$ betekent dat een dunnere laag volstaat.`,
                  points: 1,
                },
                {
                  correction: r`consequente conclusie`,
                  text: r`$$5{,}5\ \text{cm} > 5{,}3\ \text{cm}$$, dus de bewering klopt`,
                  elaboration: r`Met $$5{,}5\ \text{cm}$$ PIR gaat er zelfs iets minder warmte verloren dan met $$8{,}0\ \text{cm}$$ glaswol.`,
                  explanation: r`Een dikkere laag dan nodig isoleert beter.`,
                  points: 1,
                },
              ],
              remark: r`Ook goed: het warmtevermogen door $$5{,}5\ \text{cm}$$ PIR berekenen ($$5{,}0 \cdot 10^{2}\ \text{W}$$) en vergelijken met de uitkomst van vraag 13.`,
            },
          ],
        },
        {
          number: 15,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 49,
          text: r`Stilstaande lucht geleidt warmte nog slechter dan glaswol. Toch verliest een lege spouw van $$8\ \text{cm}$$ veel meer warmte dan een spouw vol glaswol. Leg uit hoe dat komt.`,
          highlights: [r`lege spouw verliest meer warmte`],
          tags: ['stroming', 'warmtegeleiding', 'isolatie'],
          domain: 'Stoffen en materialen',
          chapters: { Nova: 'H6.3', Newton: 'H1.2' },
          dependsOn: [{ number: 14, introduction: true }],
          tips: [r`Blijft de lucht in een lege spouw stilstaan?`],
          answers: [
            {
              steps: [
                {
                  correction: r`noemen van stroming (convectie) in de spouw`,
                  text: r`in een lege spouw gaat de lucht stromen`,
                  elaboration: r`Lucht tegen de warme binnenmuur stijgt op, lucht tegen de koude buitenmuur daalt: er ontstaat een kringloop.`,
                  explanation: r`Stromende lucht neemt warmte mee van de binnen- naar de buitenmuur.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat glaswol de lucht opsluit in kleine holtes`,
                  text: r`glaswol houdt de lucht stil in kleine holtes`,
                  elaboration: r`Daardoor blijft alleen geleiding over, en de isolatie berust dan op de slecht geleidende stilstaande lucht.`,
                  explanation: r`Isolatiematerialen zijn grotendeels opgesloten lucht.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 16,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 64,
          text: r`Sommige isolatieplaten hebben aan één kant een glanzende laag aluminiumfolie. Welke vorm van warmtetransport wordt vooral door deze folie beperkt?
A geleiding
B stroming
C straling
D verdamping`,
          highlights: [r`glanzende aluminiumfolie`],
          tags: ['warmtestraling', 'isolatie'],
          domain: 'Stoffen en materialen',
          chapters: { Nova: 'H6.3', Newton: 'H1.2' },
          tips: [r`Waarom is een thermoskan aan de binnenkant spiegelend?`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze`,
                  text: r`antwoord C`,
                  elaboration: r`Een glanzend oppervlak weerkaatst warmtestraling en zendt zelf weinig straling uit.`,
                  explanation: r`Aluminium is juist een goede geleider, dus A is onjuist.`,
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
