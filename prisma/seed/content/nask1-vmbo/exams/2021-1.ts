import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2021,
  term: 1,
  standardizationValue: 1.4,
  topics: [
    {
      name: r`Windpark voor de kust`,
      introduction: r`Voor de kust van Zeeland staat een windpark op zee. De wind laat de wieken draaien; een generator in de gondel zet die beweging om in elektriciteit. Een kabel op de zeebodem brengt de elektriciteit naar land. In de tabel staan enkele gegevens van het windpark.

| gegeven | waarde |
|---|---|
| aantal windturbines | $$70$$ |
| maximaal vermogen per turbine | $$8{,}0\ \text{MW}$$ |
| gemiddelde opbrengst per turbine | $$3{,}5 \cdot 10^{4}\ \text{MWh}$$ per jaar |
| gemiddeld verbruik van een huishouden | $$2800\ \text{kWh}$$ per jaar |`,
      questions: [
        {
          number: 1,
          type: 'Meerkeuze',
          points: 1,
          minutes: 1,
          pValue: 80,
          text: r`Welke energieomzetting vindt plaats in de generator van een windturbine?
A elektrische energie → bewegingsenergie
B bewegingsenergie → elektrische energie
C windenergie → warmte
D chemische energie → elektrische energie`,
          highlights: [r`generator`],
          tags: ['energieomzetting', 'windenergie', 'generator'],
          domain: 'Magnetisme en opwekking',
          chapters: { Nova: 'H8.3', Impact: 'H9.3' },
          tips: [r`Wat gaat de generator in (via de as), en wat komt er uit?`],
          answers: [
            {
              scores: [0, 0, 1, 1],
              steps: [
                {
                  correction: r`inzicht dat de draaiende as bewegingsenergie levert aan de generator`,
                  text: r`draaiende as in, elektriciteit uit`,
                  elaboration: r`De wieken laten de as draaien; de generator maakt daar elektrische energie van.`,
                  explanation: r`Een generator (dynamo) is het omgekeerde van een elektromotor.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Bewegingsenergie → elektrische energie.`,
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
          points: 3,
          minutes: 5,
          pValue: 37,
          text: r`Bereken voor hoeveel huishoudens het windpark gemiddeld genoeg elektriciteit opwekt.`,
          highlights: [r`aantal huishoudens`],
          tags: ['windenergie', 'kilowattuur', 'energieverbruik'],
          domain: 'Energiebronnen en duurzaamheid',
          chapters: { Nova: 'H2.4', Impact: 'H6.4' },
          tips: [r`Zet de opbrengst van het hele park en het verbruik per huishouden in dezelfde eenheid.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de opbrengst van het hele park`,
                  text: r`$$E = 2{,}45 \cdot 10^{6}\ \text{MWh}$$`,
                  elaboration: r`$$70 \cdot 3{,}5 \cdot 10^{4} = 2{,}45 \cdot 10^{6}\ \text{MWh}$$`,
                  explanation: r`Alle turbines samen.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar kWh`,
                  text: r`$$E = 2{,}45 \cdot 10^{9}\ \text{kWh}$$`,
                  elaboration: r`$$1\ \text{MWh} = 1000\ \text{kWh}$$, dus $$2{,}45 \cdot 10^{6} \cdot 1000 = 2{,}45 \cdot 10^{9}\ \text{kWh}$$.`,
                  explanation: r`Het verbruik per huishouden staat in kWh.`,
                  points: 1,
                  tips: [r`Hoeveel kWh is één MWh?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$8{,}8 \cdot 10^{5}$$ huishoudens`,
                  elaboration: r`$$\frac{2{,}45 \cdot 10^{9}}{2800} = 875\ 000 \approx 8{,}8 \cdot 10^{5}$$`,
                  explanation: r`Ruim $$870$$ duizend huishoudens.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 42,
          text: r`Een turbine levert niet altijd zijn maximale vermogen, omdat het niet altijd hard waait. Toon aan dat een turbine per jaar gemiddeld ongeveer de helft levert van wat hij zou leveren als hij het hele jaar op maximaal vermogen draaide.`,
          highlights: [r`de helft van het maximum`],
          tags: ['windenergie', 'vermogen', 'kilowattuur'],
          domain: 'Energiebronnen en duurzaamheid',
          chapters: { Nova: 'H2.4', Impact: 'H6.4' },
          tips: [r`Hoeveel uren heeft een jaar?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal uren per jaar`,
                  text: r`$$t = 8760\ \text{h}$$`,
                  elaboration: r`$$365 \cdot 24 = 8760\ \text{h}$$`,
                  explanation: r`Met MW en uren krijg je MWh.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de maximale jaaropbrengst met $$E = P \cdot t$$`,
                  text: r`$$E_{\text{max}} = 7{,}0 \cdot 10^{4}\ \text{MWh}$$`,
                  elaboration: r`$$8{,}0 \cdot 8760 = 70\ 080\ \text{MWh}$$`,
                  explanation: r`Dat zou de turbine leveren als het het hele jaar hard genoeg waaide.`,
                  points: 1,
                },
                {
                  correction: r`vergelijken met de werkelijke opbrengst`,
                  text: r`$$\frac{35\ 000}{70\ 080} = 0{,}50$$`,
                  elaboration: r`$$\frac{3{,}5 \cdot 10^{4}}{7{,}0 \cdot 10^{4}} \cdot 100\% = 50\%$$, dus ongeveer de helft.`,
                  explanation: r`Dit heet ook wel de benuttingsgraad van de turbine.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 49,
          introduction: r`De generator van een turbine levert een spanning van $$690\ \text{V}$$. Een transformator in de turbine verhoogt de spanning tot $$66\ \text{kV}$$ voor het transport naar land. De primaire spoel van de transformator heeft $$300$$ windingen.`,
          text: r`Bereken het aantal windingen van de secundaire spoel.`,
          highlights: [r`windingen van de secundaire spoel`],
          tags: ['transformator', 'spanning'],
          domain: 'Magnetisme en opwekking',
          chapters: { Nova: 'H8.4', Impact: 'H9.4' },
          tips: [r`Reken $$66\ \text{kV}$$ eerst om naar volt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\frac{U_{\text{p}}}{U_{\text{s}}} = \frac{N_{\text{p}}}{N_{\text{s}}}$$ met $$U$$ in dezelfde eenheid`,
                  text: r`$$\frac{690}{66\ 000} = \frac{300}{N_{\text{s}}}$$`,
                  elaboration: r`$$66\ \text{kV} = 66\ 000\ \text{V}$$`,
                  explanation: r`De verhouding van de spanningen is gelijk aan de verhouding van de windingen.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$N_{\text{s}} = 2{,}9 \cdot 10^{4}$$`,
                  elaboration: r`$$N_{\text{s}} = 300 \cdot \frac{66\ 000}{690} = 28\ 696 \approx 2{,}9 \cdot 10^{4}$$`,
                  explanation: r`Omhoog transformeren: de secundaire spoel heeft veel meer windingen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 5,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 39,
          text: r`Leg uit waarom de elektriciteit met een hoge spanning naar land wordt getransporteerd.`,
          highlights: [r`transport met hoogspanning`],
          tags: ['transformator', 'hoogspanning', 'energieverlies'],
          domain: 'Magnetisme en opwekking',
          chapters: { Nova: 'H8.4', Impact: 'H9.4' },
          dependsOn: [{ number: 4, introduction: true }],
          tips: [r`Bij hetzelfde vermogen: wat gebeurt er met de stroomsterkte als de spanning hoger wordt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij hetzelfde vermogen een hogere spanning een kleinere stroomsterkte geeft ($$P = U \cdot I$$)`,
                  text: r`Hoge $$U$$, kleine $$I$$.`,
                  elaboration: r`$$P = U \cdot I$$: als $$U$$ bijna honderd keer zo groot is, is $$I$$ bijna honderd keer zo klein.`,
                  explanation: r`Het vermogen dat naar land gaat, blijft gelijk.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat een kleinere stroom minder warmteverlies in de kabel geeft`,
                  text: r`Minder warmte in de kabel.`,
                  elaboration: r`Een kabel wordt warm door de stroom die erdoor gaat. Bij een kleine stroom gaat er onderweg minder energie verloren.`,
                  explanation: r`Zo wordt het transport over tientallen kilometers efficiënt.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Trajectcontrole`,
      introduction: r`Op een stuk snelweg van $$8{,}4\ \text{km}$$ is een trajectcontrole. Je mag er maximaal $$100\ \text{km/h}$$ rijden. Camera's aan het begin en aan het eind van het traject leggen vast op welk tijdstip een auto passeert. Daaruit wordt de gemiddelde snelheid berekend. In de tabel staan de tijdstippen van drie auto's.

| auto | tijdstip begin traject | tijdstip eind traject |
|---|---|---|
| A | 10:15:12 | 10:20:00 |
| B | 10:16:40 | 10:21:46 |
| C | 10:17:05 | 10:21:41 |`,
      questions: [
        {
          number: 6,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 50,
          text: r`Bereken de gemiddelde snelheid van auto A in $$\text{km/h}$$.`,
          highlights: [r`gemiddelde snelheid van auto A`],
          tags: ['snelheid', 'gemiddelde snelheid'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.1', Impact: 'H1.1' },
          tips: [r`Bereken eerst hoe lang auto A over het traject doet.`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de tijd`,
                  text: r`$$t = 288\ \text{s}$$`,
                  elaboration: r`Van 10:15:12 tot 10:20:00 is $$4\ \text{min}\ 48\ \text{s} = 288\ \text{s}$$.`,
                  explanation: r`Let op: een minuut heeft $$60$$ seconden, geen $$100$$.`,
                  points: 1,
                  tips: [r`Tel eerst tot 10:15:00 en dan verder.`],
                },
                {
                  correction: r`gebruik van $$v = \frac{s}{t}$$`,
                  text: r`$$v = \frac{8400}{288} = 29{,}2\ \text{m/s}$$`,
                  elaboration: r`$$8{,}4\ \text{km} = 8400\ \text{m}$$`,
                  explanation: r`Met m en s vind je de snelheid in m/s.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar km/h`,
                  text: r`$$v = 105\ \text{km/h}$$`,
                  elaboration: r`$$29{,}2 \cdot 3{,}6 = 105\ \text{km/h}$$`,
                  explanation: r`Auto A reed gemiddeld te hard.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 47,
          text: r`Bereken hoeveel seconden een auto minimaal over het traject moet doen om gemiddeld niet harder dan $$100\ \text{km/h}$$ te rijden.`,
          highlights: [r`minimale tijd`],
          tags: ['snelheid', 'gemiddelde snelheid'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.1', Impact: 'H1.1' },
          tips: [r`Schrijf $$v = \frac{s}{t}$$ om naar $$t$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$t = \frac{s}{v}$$`,
                  text: r`$$t = \frac{8{,}4}{100} = 0{,}084\ \text{h}$$`,
                  elaboration: r`Met km en km/h krijg je de tijd in uren.`,
                  explanation: r`Bij een kleinere tijd is de gemiddelde snelheid hoger dan $$100\ \text{km/h}$$.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar seconden`,
                  text: r`$$t = 302\ \text{s}$$`,
                  elaboration: r`$$0{,}084 \cdot 3600 = 302{,}4\ \text{s}$$`,
                  explanation: r`Dat is ruim $$5$$ minuten.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`omrekenen van $$100\ \text{km/h}$$ naar m/s`,
                  text: r`$$v = 27{,}8\ \text{m/s}$$`,
                  elaboration: r`$$\frac{100}{3{,}6} = 27{,}8\ \text{m/s}$$`,
                  explanation: r`Van km/h naar m/s deel je door $$3{,}6$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$t = \frac{s}{v}$$ en completeren`,
                  text: r`$$t = 302\ \text{s}$$`,
                  elaboration: r`$$t = \frac{8400}{27{,}8} = 302\ \text{s}$$`,
                  explanation: r`Zelfde uitkomst.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Geef aan',
          points: 2,
          minutes: 3,
          pValue: 55,
          text: r`Geef met de tabel aan welke auto's een boete krijgen. Laat zien hoe je dat hebt bepaald.`,
          highlights: [r`welke auto's een boete krijgen`],
          tags: ['gemiddelde snelheid', 'snelheid'],
          domain: 'Verkeersveiligheid',
          chapters: { Nova: 'H4.4', Impact: 'H1.4' },
          dependsOn: [{ number: 7 }],
          tips: [r`Vergelijk de reistijd van elke auto met je antwoord op vraag 7.`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de tijden van B en C`,
                  text: r`B: $$306\ \text{s}$$; C: $$276\ \text{s}$$`,
                  elaboration: r`B: 10:16:40 tot 10:21:46 is $$5\ \text{min}\ 6\ \text{s} = 306\ \text{s}$$. C: 10:17:05 tot 10:21:41 is $$4\ \text{min}\ 36\ \text{s} = 276\ \text{s}$$. A: $$288\ \text{s}$$.`,
                  explanation: r`De reistijd bepaalt de gemiddelde snelheid.`,
                  points: 1,
                },
                {
                  correction: r`conclusie: A en C krijgen een boete`,
                  text: r`A en C`,
                  elaboration: r`A ($$288\ \text{s}$$) en C ($$276\ \text{s}$$) deden er korter over dan $$302\ \text{s}$$. B ($$306\ \text{s}$$) niet.`,
                  explanation: r`Korter dan de minimale tijd betekent gemiddeld te hard gereden.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 9,
          type: 'Meerkeuze',
          points: 1,
          minutes: 3,
          pValue: 33,
          text: r`Een automobilist rijdt de eerste $$4{,}2\ \text{km}$$ van het traject met $$120\ \text{km/h}$$ en de tweede $$4{,}2\ \text{km}$$ met $$80\ \text{km/h}$$. Welke gemiddelde snelheid berekent de trajectcontrole?
A $$80\ \text{km/h}$$
B $$96\ \text{km/h}$$
C $$100\ \text{km/h}$$
D $$120\ \text{km/h}$$`,
          highlights: [r`gemiddelde over twee stukken`],
          tags: ['gemiddelde snelheid', 'snelheid'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H10.1', Impact: 'H1.1' },
          tips: [r`De gemiddelde snelheid is niet het gemiddelde van $$120$$ en $$80$$: reken de tijden uit.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de totale tijd`,
                  text: r`$$t = 0{,}0875\ \text{h}$$`,
                  elaboration: r`$$\frac{4{,}2}{120} + \frac{4{,}2}{80} = 0{,}035 + 0{,}0525 = 0{,}0875\ \text{h}$$`,
                  explanation: r`Over het langzame stuk doet de auto langer, dus dat telt zwaarder mee.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`$$v = \frac{8{,}4}{0{,}0875} = 96\ \text{km/h}$$`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Rookmelder`,
      introduction: r`In veel oudere huizen hangen ionisatierookmelders. In zo'n rookmelder zit een heel kleine hoeveelheid americium-241. Dat is een radioactieve stof die alfastraling uitzendt. De straling maakt de lucht in een meetkamertje geleidend. Als er rook in komt, verandert de stroom en gaat het alarm af. Bij aankoop is de activiteit van de bron $$37\ \text{kBq}$$. De halveringstijd van americium-241 is $$432$$ jaar.`,
      questions: [
        {
          number: 10,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 63,
          text: r`Waarom is een rookmelder die aan het plafond hangt geen gevaar voor de bewoners?
A Alfastraling komt niet verder dan een paar centimeter in lucht en wordt door de behuizing tegengehouden.
B Alfastraling gaat dwars door de bewoners heen zonder iets te raken.
C De rookmelder zendt alleen straling uit als er rook is.
D Alfastraling is niet ioniserend.`,
          highlights: [r`bereik van alfastraling`],
          tags: ['straling', 'alfastraling', 'stralingsbescherming'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.2', Impact: 'H4.4' },
          tips: [r`Wat houdt alfastraling al tegen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat alfastraling een klein doordringend vermogen heeft`,
                  text: r`Alfastraling: bereik enkele cm, papier houdt het tegen.`,
                  elaboration: r`Alfadeeltjes zijn groot en botsen snel; al een vel papier of de kunststof kap houdt ze tegen.`,
                  explanation: r`D is onjuist: alfastraling is juist sterk ioniserend.`,
                  points: 0,
                },
                {
                  correction: r`antwoord A`,
                  text: r`A`,
                  elaboration: r`De straling komt de rookmelder niet uit.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 54,
          text: r`Bereken de activiteit van de bron $$864$$ jaar na aankoop.`,
          highlights: [r`activiteit na 864 jaar`],
          tags: ['halveringstijd', 'activiteit'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.2', Impact: 'H4.4' },
          tips: [r`Hoeveel halveringstijden zijn $$864$$ jaar?`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van het aantal halveringstijden`,
                  text: r`$$n = 2$$`,
                  elaboration: r`$$\frac{864}{432} = 2$$`,
                  explanation: r`In elke halveringstijd halveert de activiteit.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$A = A_0 \cdot \left(\tfrac{1}{2}\right)^n$$ en completeren`,
                  text: r`$$A = 9{,}3\ \text{kBq}$$`,
                  elaboration: r`$$37 \cdot \left(\tfrac{1}{2}\right)^2 = 37 \cdot 0{,}25 = 9{,}25\ \text{kBq} \approx 9{,}3\ \text{kBq}$$`,
                  explanation: r`$$37 \to 18{,}5 \to 9{,}25\ \text{kBq}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Schets',
          points: 3,
          minutes: 5,
          pValue: 45,
          text: r`Schets in het diagram op de uitwerkbijlage hoe de activiteit van de bron verloopt in de eerste $$1300$$ jaar na aankoop. Geef ten minste vier punten duidelijk aan.`,
          highlights: [r`verloop van de activiteit`],
          tags: ['halveringstijd', 'activiteit', 'grafiek'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.2', Impact: 'H4.4' },
          dependsOn: [{ number: 11 }],
          appendix: {
            name: 'uitwerkbijlage12.svg',
            alt: 'Uitwerkbijlage bij vraag 12: leeg diagram met activiteit (kBq) van 0 tot 40 tegen tijd (jaar) van 0 tot 1500',
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 270" font-family="Arial, sans-serif" font-size="11">
<rect x="0" y="0" width="420" height="270" fill="#fff"/>
<g stroke="#e3e3e3" stroke-width="1">
<line x1="82" y1="20" x2="82" y2="220"/><line x1="104" y1="20" x2="104" y2="220"/><line x1="126" y1="20" x2="126" y2="220"/>
<line x1="148" y1="20" x2="148" y2="220"/><line x1="170" y1="20" x2="170" y2="220"/><line x1="192" y1="20" x2="192" y2="220"/>
<line x1="214" y1="20" x2="214" y2="220"/><line x1="236" y1="20" x2="236" y2="220"/><line x1="258" y1="20" x2="258" y2="220"/>
<line x1="280" y1="20" x2="280" y2="220"/><line x1="302" y1="20" x2="302" y2="220"/><line x1="324" y1="20" x2="324" y2="220"/>
<line x1="346" y1="20" x2="346" y2="220"/><line x1="368" y1="20" x2="368" y2="220"/><line x1="390" y1="20" x2="390" y2="220"/>
<line x1="60" y1="195" x2="390" y2="195"/><line x1="60" y1="170" x2="390" y2="170"/><line x1="60" y1="145" x2="390" y2="145"/>
<line x1="60" y1="120" x2="390" y2="120"/><line x1="60" y1="95" x2="390" y2="95"/><line x1="60" y1="70" x2="390" y2="70"/>
<line x1="60" y1="45" x2="390" y2="45"/><line x1="60" y1="20" x2="390" y2="20"/>
</g>
<line x1="60" y1="220" x2="395" y2="220" stroke="#000" stroke-width="1.5"/>
<line x1="60" y1="220" x2="60" y2="15" stroke="#000" stroke-width="1.5"/>
<text x="60" y="235" text-anchor="middle">0</text><text x="126" y="235" text-anchor="middle">300</text><text x="192" y="235" text-anchor="middle">600</text>
<text x="258" y="235" text-anchor="middle">900</text><text x="324" y="235" text-anchor="middle">1200</text><text x="390" y="235" text-anchor="middle">1500</text>
<text x="54" y="224" text-anchor="end">0</text><text x="54" y="174" text-anchor="end">10</text><text x="54" y="124" text-anchor="end">20</text>
<text x="54" y="74" text-anchor="end">30</text><text x="54" y="24" text-anchor="end">40</text>
<text x="225" y="258" text-anchor="middle">tijd (jaar)</text>
<text x="18" y="120" transform="rotate(-90 18 120)" text-anchor="middle">activiteit (kBq)</text>
</svg>`,
          },
          tips: [r`Bereken de activiteit na $$0$$, $$432$$, $$864$$ en $$1296$$ jaar.`],
          answers: [
            {
              steps: [
                {
                  correction: r`beginpunt $$(0;\ 37)$$ en punt $$(432;\ 18{,}5)$$ juist getekend`,
                  text: r`$$(0;\ 37)$$ en $$(432;\ 18{,}5)$$`,
                  elaboration: r`Na één halveringstijd is de activiteit $$18{,}5\ \text{kBq}$$.`,
                  explanation: r`Het beginpunt is de activiteit bij aankoop.`,
                  points: 1,
                },
                {
                  correction: r`punten $$(864;\ 9{,}3)$$ en $$(1296;\ 4{,}6)$$ juist getekend`,
                  text: r`$$(864;\ 9{,}3)$$ en $$(1296;\ 4{,}6)$$`,
                  elaboration: r`Elke $$432$$ jaar halveert de activiteit opnieuw.`,
                  explanation: r`Gebruik de uitkomst van vraag 11.`,
                  points: 1,
                },
                {
                  correction: r`vloeiende, steeds minder steil dalende kromme door de punten`,
                  text: r`Dalende kromme die afvlakt.`,
                  elaboration: r`Verbind de punten met een vloeiende lijn, geen rechte stukken; de lijn raakt de tijdas niet.`,
                  explanation: r`Radioactief verval verloopt exponentieel: de activiteit wordt nooit precies nul.`,
                  points: 1,
                  tips: [r`Mag de lijn ooit precies nul worden?`],
                },
              ],
              remark: r`Een rechte lijn door de punten: het derde scorepunt niet toekennen.`,
            },
          ],
        },
        {
          number: 13,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 46,
          text: r`Op de rookmelder staat: 'Niet openmaken. Inleveren als klein chemisch afval.' Leg uit waarom het openmaken van de rookmelder wél gevaarlijk kan zijn, terwijl de dichte rookmelder geen gevaar is.`,
          highlights: [r`niet openmaken`],
          tags: ['besmetting', 'bestraling', 'alfastraling'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.3', Impact: 'H4.4' },
          dependsOn: [{ number: 10 }],
          tips: [r`Wat is het verschil tussen bestraling en besmetting?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij openmaken radioactieve stof op de handen of in het lichaam kan komen (besmetting)`,
                  text: r`Kans op besmetting.`,
                  elaboration: r`Deeltjes americium kunnen aan je vingers blijven zitten en via je mond of door inademen in je lichaam komen.`,
                  explanation: r`Bij besmetting zit de radioactieve stof op of in je lichaam.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat alfastraling binnen in het lichaam veel schade aanricht doordat ze sterk ioniserend is`,
                  text: r`Binnen in het lichaam is alfastraling schadelijk.`,
                  elaboration: r`Van buitenaf houdt je huid de alfastraling tegen, maar van binnenuit raakt de straling levende cellen direct.`,
                  explanation: r`Alfastraling heeft een groot ioniserend vermogen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Inductiekookplaat`,
      introduction: r`Familie De Vries heeft een inductiekookplaat. Onder de glasplaat zit bij elke kookzone een spoel waar een wisselstroom door gaat. Die maakt een snel wisselend magnetisch veld. In de bodem van een geschikte pan ontstaan daardoor stroompjes die de bodem verhitten. De glasplaat zelf wordt niet door de spoel verwarmd. Zie figuur 1.

![Figuur 1: doorsnede van een kookzone met pan](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: doorsnede met spoel onder de glasplaat, een pan met water erop en magnetische veldlijnen door de panbodem',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 220" font-family="Arial, sans-serif" font-size="12">
<rect x="0" y="0" width="400" height="220" fill="#fff"/>
<path d="M 110 40 L 110 128 L 290 128 L 290 40" fill="none" stroke="#333" stroke-width="3"/>
<rect x="110" y="128" width="180" height="8" fill="#555"/>
<rect x="113" y="70" width="174" height="56" fill="#cfe8fb"/>
<line x1="60" y1="136" x2="340" y2="136" stroke="#000"/>
<rect x="40" y="136" width="320" height="10" fill="#e9eef2" stroke="#000"/>
<g fill="#d98c2b" stroke="#000">
<circle cx="140" cy="160" r="6"/><circle cx="160" cy="160" r="6"/><circle cx="180" cy="160" r="6"/>
<circle cx="220" cy="160" r="6"/><circle cx="240" cy="160" r="6"/><circle cx="260" cy="160" r="6"/>
</g>
<g fill="none" stroke="#06c" stroke-width="1.2" stroke-dasharray="4,3">
<path d="M 200 175 Q 200 120 150 126 Q 110 132 130 175"/>
<path d="M 200 175 Q 200 120 250 126 Q 290 132 270 175"/>
</g>
<text x="300" y="100">pan met water</text>
<text x="300" y="142">glasplaat</text>
<text x="272" y="184">spoel</text>
<text x="20" y="205">wisselstroom door de spoel</text>
<text x="206" y="118" fill="#06c">magnetisch veld</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 14,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 57,
          text: r`Een pan werkt alleen op inductie als de bodem magnetisch is. Welke pan is geschikt?
A een pan van aluminium
B een pan van koper
C een pan van gietijzer
D een schaal van hittebestendig glas`,
          highlights: [r`geschikte pan`],
          tags: ['magnetisme', 'inductie'],
          domain: 'Magnetisme en opwekking',
          chapters: { Nova: 'H8.2', Impact: 'H9.1' },
          tips: [r`Welke metalen worden door een magneet aangetrokken?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat ijzer (staal, gietijzer) magnetisch is`,
                  text: r`Alleen ijzerhoudende bodems zijn magnetisch.`,
                  elaboration: r`IJzer, nikkel en kobalt zijn magnetische stoffen; aluminium, koper en glas niet.`,
                  explanation: r`Test thuis: blijft een magneet aan de bodem plakken, dan werkt de pan.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`Gietijzer.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 34,
          text: r`In een pan zit $$2{,}0\ \text{kg}$$ water van $$18\ \text{°C}$$. De kookzone staat op $$2{,}3\ \text{kW}$$. Van de elektrische energie komt $$90\%$$ in het water terecht. De soortelijke warmte van water is $$4{,}18 \cdot 10^{3}\ \text{J/(kg·°C)}$$. Bereken na hoeveel minuten het water $$100\ \text{°C}$$ is.`,
          highlights: [r`tijd tot het water kookt`],
          tags: ['soortelijke warmte', 'rendement', 'vermogen'],
          domain: 'Rendement',
          chapters: { Nova: 'H10.1', Impact: 'H6.3' },
          tips: [r`Bereken eerst hoeveel warmte het water nodig heeft.`, r`Hoeveel watt komt er per seconde echt in het water?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$Q = c \cdot m \cdot \Delta T$$`,
                  text: r`$$Q = 6{,}9 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$Q = 4180 \cdot 2{,}0 \cdot (100 - 18) = 4180 \cdot 2{,}0 \cdot 82 = 685\ 520\ \text{J}$$`,
                  explanation: r`Dit is de nuttige energie.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het nuttige vermogen`,
                  text: r`$$P_{\text{nuttig}} = 2070\ \text{W}$$`,
                  elaboration: r`$$0{,}90 \cdot 2300 = 2070\ \text{W}$$`,
                  explanation: r`Rendement $$90\%$$: $$90\%$$ van het vermogen gaat naar het water.`,
                  points: 1,
                  tips: [r`Reken kW om naar W.`],
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$`,
                  text: r`$$t = 331\ \text{s}$$`,
                  elaboration: r`$$t = \frac{685\ 520}{2070} = 331\ \text{s}$$`,
                  explanation: r`Met J en W krijg je seconden.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar minuten`,
                  text: r`$$t = 5{,}5\ \text{min}$$`,
                  elaboration: r`$$\frac{331}{60} = 5{,}5\ \text{min}$$`,
                  explanation: r`Er wordt naar minuten gevraagd.`,
                  points: 1,
                },
              ],
              remark: r`Als het rendement niet is gebruikt (uitkomst $$5{,}0$$ min), maximaal 3 scorepunten.`,
            },
          ],
        },
        {
          number: 16,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 51,
          text: r`Vlak naast de pan blijft de glasplaat veel koeler dan bij een gewone elektrische kookplaat. Leg met figuur 1 uit hoe dat komt.`,
          highlights: [r`glasplaat blijft koel`],
          tags: ['inductie', 'magnetisme', 'warmtetransport'],
          domain: 'Magnetisme en opwekking',
          chapters: { Nova: 'H8.2', Impact: 'H9.1' },
          dependsOn: [{ number: 14 }],
          tips: [r`Waar ontstaat bij inductie de warmte: in de plaat of in de pan?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de warmte in de (magnetische) panbodem zelf ontstaat`,
                  text: r`De pan warmt zichzelf op.`,
                  elaboration: r`Het wisselende magnetische veld wekt stroompjes op in de ijzeren panbodem; daardoor wordt alleen de bodem heet.`,
                  explanation: r`Glas is niet magnetisch en geleidt geen stroom, dus daarin ontstaat geen warmte.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de glasplaat alleen onder de pan wat warmte krijgt door geleiding van de hete bodem`,
                  text: r`Naast de pan komt geen warmte.`,
                  elaboration: r`Alleen waar de hete pan op het glas staat, wordt het glas door geleiding warm. Naast de pan gebeurt dat niet.`,
                  explanation: r`Bij een gewone kookplaat wordt juist de plaat zelf heet.`,
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
