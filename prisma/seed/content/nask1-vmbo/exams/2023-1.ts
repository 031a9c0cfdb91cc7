import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2023,
  term: 1,
  standardizationValue: 1.0,
  topics: [
    {
      name: r`Deurbel`,
      introduction: r`De deurbel van familie Yilmaz werkt op een lage spanning. In de meterkast zit een beltransformator die de netspanning van $$230\ \text{V}$$ omlaag transformeert naar $$8{,}0\ \text{V}$$. Als iemand op de drukknop bij de voordeur drukt, gaat er stroom door de bel. In de bel zit een elektromagneet die een hamertje tegen een klankschaal trekt. Figuur 1 toont de schakeling.

![Figuur 1: beltransformator met drukknop en bel](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: beltransformator met primaire spoel aan 230 V en secundaire spoel aan een drukknop en een bel`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 220" font-family="Arial, sans-serif" font-size="12">
<rect width="400" height="220" fill="#fff"/>
<g fill="none" stroke="#000" stroke-width="2">
<path d="M40 60 H120 M40 160 H120"/>
<path d="M120 60 a10 10 0 0 1 0 20 a10 10 0 0 1 0 20 a10 10 0 0 1 0 20 a10 10 0 0 1 0 20 a10 10 0 0 1 0 20"/>
<path d="M176 80 a10 10 0 0 0 0 20 a10 10 0 0 0 0 20 a10 10 0 0 0 0 20"/>
<path d="M176 80 H240 M268 80 H320 V115 M176 140 H320 V135"/>
<path d="M240 80 V72 M268 80 V72 M236 64 H272 M254 64 V52"/>
<path d="M300 135 A20 20 0 0 1 340 135 Z"/>
</g>
<line x1="145" y1="55" x2="145" y2="165" stroke="#555" stroke-width="3"/>
<line x1="151" y1="55" x2="151" y2="165" stroke="#555" stroke-width="3"/>
<circle cx="40" cy="60" r="3"/><circle cx="40" cy="160" r="3"/>
<text x="6" y="115">230 V ~</text>
<text x="88" y="190">primaire spoel</text>
<text x="170" y="205">secundaire spoel</text>
<text x="228" y="44">drukknop</text>
<text x="346" y="128">bel</text>
<text x="188" y="114">8,0 V</text>
<text x="132" y="46">ijzeren kern</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 63,
          text: r`De primaire spoel van de beltransformator heeft 2070 windingen.

Bereken het aantal windingen van de secundaire spoel.`,
          highlights: [r`aantal windingen secundaire spoel`],
          tags: ['transformator', 'windingen', 'spanning'],
          domain: 'Magnetisme en opwekking',
          chapters: { Nova: 'H8.4', Impact: 'H9.4' },
          tips: [r`Welke formule verbindt spanningen en aantallen windingen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\frac{U_{\text{p}}}{U_{\text{s}}} = \frac{N_{\text{p}}}{N_{\text{s}}}$$`,
                  text: r`$$\frac{230}{8{,}0} = \frac{2070}{N_{\text{s}}}$$`,
                  elaboration: r`$$U_{\text{p}} = 230\ \text{V}$$, $$U_{\text{s}} = 8{,}0\ \text{V}$$ en $$N_{\text{p}} = 2070$$.`,
                  explanation: r`De verhouding van de spanningen is gelijk aan de verhouding van de windingen.`,
                  points: 1,
                  tips: [r`Welke formule op het formuleblad gaat over de transformator?`],
                },
                {
                  correction: r`omschrijven naar $$N_{\text{s}}$$`,
                  text: r`$$N_{\text{s}} = 2070 \cdot \frac{8{,}0}{230}$$`,
                  elaboration: r`$$N_{\text{s}} = \frac{N_{\text{p}} \cdot U_{\text{s}}}{U_{\text{p}}}$$`,
                  explanation: r`De spanning gaat omlaag, dus de secundaire spoel heeft minder windingen.`,
                  points: 1,
                  tips: [r`Moet de secundaire spoel meer of minder windingen hebben dan de primaire?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$N_{\text{s}} = 72$$`,
                  elaboration: r`$$N_{\text{s}} = \frac{2070 \cdot 8{,}0}{230} = 72$$`,
                  explanation: r`Een aantal windingen is een heel getal.`,
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
          pValue: 54,
          text: r`Een transformator werkt alleen op wisselspanning. Waarom?

A Alleen een wisselstroom maakt in de ijzeren kern een magnetisch veld dat steeds verandert.
B Gelijkstroom is te zwak om door de primaire spoel te gaan.
C Gelijkstroom maakt helemaal geen magnetisch veld.
D Wisselstroom kan door de ijzeren kern van de ene naar de andere spoel stromen.`,
          highlights: [r`transformator en wisselspanning`],
          tags: ['transformator', 'magnetisch veld', 'inductie'],
          domain: 'Magnetisme en opwekking',
          chapters: { Nova: 'H8.4', Impact: 'H9.4' },
          tips: [r`Wanneer ontstaat er een spanning in een spoel: bij een constant of bij een veranderend magnetisch veld?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat inductie alleen optreedt bij een veranderend magnetisch veld`,
                  text: r`Alleen een veranderend veld wekt spanning op in de secundaire spoel.`,
                  elaboration: r`Gelijkstroom maakt een constant magnetisch veld; dan ontstaat er in de secundaire spoel geen spanning.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord A`,
                  text: r`A`,
                  elaboration: r`Een wisselstroom maakt een magnetisch veld dat voortdurend verandert.`,
                  explanation: r`C is fout: gelijkstroom maakt wel een veld, maar een constant veld. D is fout: er stroomt geen stroom door de kern.`,
                  points: 0,
                },
              ],
              scores: [0, 0, 1, 1],
            },
          ],
        },
        {
          number: 3,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 66,
          text: r`Het hamertje van de bel is aan de kant van de elektromagneet van ijzer gemaakt, niet van aluminium.

Leg uit waarom.`,
          highlights: [r`ijzeren hamertje`],
          tags: ['elektromagneet', 'magnetisme'],
          domain: 'Magnetisme en opwekking',
          chapters: { Nova: 'H8.2', Impact: 'H9.1' },
          tips: [r`Welke metalen worden door een magneet aangetrokken?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de elektromagneet het hamertje moet aantrekken`,
                  text: r`De elektromagneet trekt het hamertje naar de klankschaal.`,
                  elaboration: r`Als er stroom door de spoel gaat, wordt hij magnetisch en trekt hij het hamertje aan.`,
                  explanation: r`Zo slaat het hamertje tegen de klankschaal.`,
                  points: 1,
                  tips: [r`Wat moet de elektromagneet met het hamertje doen?`],
                },
                {
                  correction: r`inzicht dat ijzer wel en aluminium niet door een magneet wordt aangetrokken`,
                  text: r`IJzer is magnetiseerbaar, aluminium niet.`,
                  elaboration: r`Een magneet trekt ijzer (en nikkel en kobalt) aan. Aluminium wordt niet aangetrokken; een aluminium hamertje zou blijven hangen.`,
                  explanation: r`Alleen ferromagnetische materialen worden door een magneet aangetrokken.`,
                  points: 1,
                  tips: [r`Welke metalen worden door een magneet aangetrokken?`],
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 29,
          text: r`Als de bel gaat, loopt er een stroom van $$0{,}50\ \text{A}$$ door de bel. Het rendement van de beltransformator is $$80\%$$.

Bereken de stroomsterkte in de primaire spoel.`,
          highlights: [r`stroomsterkte in de primaire spoel`],
          tags: ['transformator', 'rendement', 'vermogen'],
          domain: 'Magnetisme en opwekking',
          chapters: { Nova: 'H8.4', Impact: 'H9.4' },
          dependsOn: [{ number: 1 }],
          tips: [r`Bereken eerst het vermogen aan de secundaire kant.`, r`Is het primaire vermogen groter of kleiner dan het secundaire?`],
          answers: [
            {
              remark: r`Als het rendement verkeerd om is gebruikt ($$P_{\text{p}} = 3{,}2\ \text{W}$$), de tweede deelscore niet toekennen.`,
              steps: [
                {
                  correction: r`berekenen van het secundaire vermogen`,
                  text: r`$$P_{\text{s}} = 4{,}0\ \text{W}$$`,
                  elaboration: r`$$P_{\text{s}} = U_{\text{s}} \cdot I_{\text{s}} = 8{,}0 \cdot 0{,}50 = 4{,}0\ \text{W}$$`,
                  explanation: r`Dit is het nuttige vermogen van de transformator.`,
                  points: 1,
                  tips: [r`Gebruik de spanning en de stroom aan de kant van de bel.`],
                },
                {
                  correction: r`gebruik van het rendement om het primaire vermogen te berekenen`,
                  text: r`$$P_{\text{p}} = 5{,}0\ \text{W}$$`,
                  elaboration: r`$$\eta = \frac{P_{\text{s}}}{P_{\text{p}}}$$, dus $$P_{\text{p}} = \frac{4{,}0}{0{,}80} = 5{,}0\ \text{W}$$.`,
                  explanation: r`Er gaat meer vermogen in dan eruit komt; het verschil wordt warmte.`,
                  points: 1,
                  tips: [r`Het toegevoerde vermogen is altijd groter dan het nuttige.`],
                },
                {
                  correction: r`completeren van de berekening met $$P = U \cdot I$$`,
                  text: r`$$I_{\text{p}} = 0{,}022\ \text{A}$$`,
                  elaboration: r`$$I_{\text{p}} = \frac{P_{\text{p}}}{U_{\text{p}}} = \frac{5{,}0}{230} = 0{,}0217 \approx 0{,}022\ \text{A}$$`,
                  explanation: r`De primaire stroom is veel kleiner dan de secundaire, omdat de spanning veel groter is.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Lift in de flat`,
      introduction: r`In een flat brengt een lift bewoners naar boven. De liftkooi met vier bewoners heeft een massa van $$900\ \text{kg}$$. De lift gaat van de begane grond naar de zesde verdieping, $$18\ \text{m}$$ hoger. Daar doet hij $$12\ \text{s}$$ over. Een elektromotor op het dak trekt de kooi met een staalkabel omhoog.`,
      questions: [
        {
          number: 5,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 80,
          text: r`Bereken de gemiddelde snelheid van de lift.`,
          highlights: [r`gemiddelde snelheid van de lift`],
          tags: ['snelheid', 'gemiddelde snelheid'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.1', Impact: 'H1.1' },
          tips: [r`Welke afstand en welke tijd horen bij de rit?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$v = \frac{s}{t}$$`,
                  text: r`$$v = \frac{18}{12}$$`,
                  elaboration: r`$$s = 18\ \text{m}$$ en $$t = 12\ \text{s}$$.`,
                  explanation: r`Gemiddelde snelheid = totale afstand gedeeld door totale tijd.`,
                  points: 1,
                  tips: [r`Welke afstand legt de lift af en in hoeveel tijd?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$v = 1{,}5\ \text{m/s}$$`,
                  elaboration: r`$$v = \frac{18}{12} = 1{,}5\ \text{m/s}$$`,
                  explanation: r`Dat is $$5{,}4\ \text{km/h}$$, ongeveer wandeltempo.`,
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
          minutes: 3,
          pValue: 64,
          text: r`Bereken hoeveel de zwaarte-energie van de liftkooi met bewoners toeneemt tijdens de rit naar de zesde verdieping.`,
          highlights: [r`toename van de zwaarte-energie`],
          tags: ['zwaarte-energie', 'arbeid'],
          domain: 'Energieomzettingen',
          chapters: { Nova: 'H2.1', Impact: 'H7.2' },
          tips: [r`Welke formule hoort bij zwaarte-energie?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E_{\text{z}} = m \cdot g \cdot h$$`,
                  text: r`$$E_{\text{z}} = 900 \cdot 9{,}8 \cdot 18$$`,
                  elaboration: r`$$m = 900\ \text{kg}$$, $$g = 9{,}8\ \text{N/kg}$$, $$h = 18\ \text{m}$$.`,
                  explanation: r`De toename hangt af van het hoogteverschil.`,
                  points: 1,
                },
                {
                  correction: r`juist invullen van het hoogteverschil`,
                  text: r`$$h = 18\ \text{m}$$`,
                  elaboration: r`Gebruik het hoogteverschil tussen begane grond en zesde verdieping.`,
                  explanation: r`Niet de hoogte van de hele flat.`,
                  points: 1,
                  tips: [r`Gebruik het hoogteverschil van de rit, niet de hoogte van de flat.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\Delta E_{\text{z}} = 1{,}6 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$900 \cdot 9{,}8 \cdot 18 = 158\,760 \approx 1{,}6 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 4,
          minutes: 5,
          pValue: 39,
          introduction: r`Tijdens de rit naar boven neemt de elektromotor een elektrisch vermogen van $$18\ \text{kW}$$ op. Een deel van de energie gaat verloren door wrijving in de motor en de katrollen.`,
          text: r`Bereken het rendement van de lift tijdens deze rit.`,
          highlights: [r`rendement van de lift`],
          tags: ['rendement', 'vermogen', 'zwaarte-energie'],
          domain: 'Rendement',
          chapters: { Nova: 'H2.3', Impact: 'H6.3' },
          dependsOn: [{ number: 6 }],
          tips: [r`Hoeveel elektrische energie gebruikt de motor in $$12\ \text{s}$$?`, r`Welke energie is hier nuttig?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E = P \cdot t$$`,
                  text: r`$$E_{\text{in}} = 18\,000 \cdot 12$$`,
                  elaboration: r`$$P = 18\ \text{kW} = 18\,000\ \text{W}$$ en $$t = 12\ \text{s}$$.`,
                  explanation: r`Vermogen in W en tijd in s geeft energie in J.`,
                  points: 1,
                  tips: [r`Reken kW om naar W.`],
                },
                {
                  correction: r`berekenen van de toegevoerde energie`,
                  text: r`$$E_{\text{in}} = 2{,}16 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$E_{\text{in}} = 18\,000 \cdot 12 = 216\,000\ \text{J}$$`,
                  explanation: r`Dit is de elektrische energie die de motor krijgt.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\eta = \frac{E_{\text{nuttig}}}{E_{\text{in}}} \cdot 100\%$$ met de zwaarte-energie als nuttige energie`,
                  text: r`$$\eta = \frac{158\,760}{216\,000} \cdot 100\%$$`,
                  elaboration: r`De nuttige energie is de toename van de zwaarte-energie uit vraag 6.`,
                  explanation: r`Het doel van de lift is de mensen omhoog brengen.`,
                  points: 1,
                  tips: [r`Wat is het doel van de lift? Welke energie hoort daarbij?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\eta = 74\%$$`,
                  elaboration: r`$$\eta = 0{,}735 \cdot 100\% = 74\%$$`,
                  explanation: r`Ongeveer een kwart van de energie wordt warmte.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 61,
          text: r`Moderne liften kunnen energie terugwinnen. Als een volle lift naar beneden gaat, werkt de elektromotor als dynamo en levert hij elektrische energie terug aan het gebouw.

Welke energieomzetting vindt dan plaats?

A elektrische energie → zwaarte-energie
B zwaarte-energie → elektrische energie
C bewegingsenergie → chemische energie
D warmte → elektrische energie`,
          highlights: [r`energie terugwinnen met de lift`],
          tags: ['energieomzetting', 'dynamo', 'zwaarte-energie'],
          domain: 'Energiebronnen en duurzaamheid',
          chapters: { Nova: 'H2.4', Impact: 'H6.4' },
          tips: [r`Welke energie neemt af als de lift daalt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de zwaarte-energie afneemt en de dynamo elektrische energie levert`,
                  text: r`Dalen: minder zwaarte-energie; dynamo: elektrische energie.`,
                  elaboration: r`De lift verliest hoogte. Die energie laat de motor draaien, die als dynamo elektrische energie opwekt.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Zwaarte-energie → elektrische energie.`,
                  explanation: r`A hoort bij de rit omhoog.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Behandeling met radioactief jodium`,
      introduction: r`Meneer De Vries heeft een te snel werkende schildklier. In het ziekenhuis slikt hij een capsule met radioactief jodium-131. Het jodium hoopt zich op in de schildklier en de straling vernietigt daar een deel van het weefsel. Jodium-131 zendt bètastraling en gammastraling uit en heeft een halveringstijd van 8 dagen. De activiteit van de capsule is bij het innemen $$400\ \text{MBq}$$.`,
      questions: [
        {
          number: 9,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 57,
          text: r`Na de behandeling kan meneer De Vries mensen in zijn omgeving bestralen. Welke straling komt vooral uit zijn lichaam naar buiten?

A alfastraling, want die heeft het grootste ioniserend vermogen
B bètastraling, want die wordt door de huid niet tegengehouden
C gammastraling, want die heeft het grootste doordringend vermogen
D röntgenstraling, want jodium zendt vooral röntgenstraling uit`,
          highlights: [r`straling die het lichaam verlaat`],
          tags: ['ioniserende straling', 'doordringend vermogen'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.2', Impact: 'H4.4' },
          tips: [r`Welke soort straling wordt het minst tegengehouden door weefsel?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bètastraling door het lichaamsweefsel wordt tegengehouden en gammastraling niet`,
                  text: r`Gamma gaat door het lichaam heen.`,
                  elaboration: r`Bètastraling komt maar enkele millimeters ver in weefsel en blijft dus in de schildklier. Gammastraling heeft een groot doordringend vermogen.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`Gammastraling komt naar buiten.`,
                  explanation: r`Jodium-131 zendt geen alfastraling uit.`,
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
          minutes: 3,
          pValue: 60,
          text: r`Bereken de activiteit van het jodium 24 dagen na het innemen.`,
          highlights: [r`activiteit na 24 dagen`],
          tags: ['halveringstijd', 'activiteit'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.2', Impact: 'H4.4' },
          tips: [r`Hoeveel halveringstijden passen er in 24 dagen?`],
          answers: [
            {
              remark: r`Gebruik van $$A = A_0 \cdot (\tfrac{1}{2})^n$$ of drie keer halveren is allebei goed.`,
              steps: [
                {
                  correction: r`berekenen van het aantal halveringstijden`,
                  text: r`$$n = 3$$`,
                  elaboration: r`$$n = \frac{24}{8} = 3$$`,
                  explanation: r`Elke 8 dagen halveert de activiteit.`,
                  points: 1,
                  tips: [r`Deel de tijd door de halveringstijd.`],
                },
                {
                  correction: r`gebruik van $$A = A_0 \cdot \left(\tfrac{1}{2}\right)^n$$`,
                  text: r`$$A = 400 \cdot \left(\tfrac{1}{2}\right)^3$$`,
                  elaboration: r`$$400 \to 200 \to 100 \to 50$$`,
                  explanation: r`Drie keer halveren.`,
                  points: 1,
                  tips: [r`Halveer de activiteit stap voor stap.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$A = 50\ \text{MBq}$$`,
                  elaboration: r`$$A = 400 \cdot \tfrac{1}{8} = 50\ \text{MBq}$$`,
                  explanation: r`De activiteit is dan nog een achtste van het begin.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Teken',
          points: 3,
          minutes: 5,
          pValue: 50,
          text: r`Op de uitwerkbijlage staat een leeg diagram met de activiteit tegen de tijd.

Teken in het diagram op de uitwerkbijlage de grafiek van de activiteit van het jodium van dag 0 tot dag 32.`,
          highlights: [r`vervalkromme tekenen`],
          tags: ['halveringstijd', 'activiteit', 'grafiek'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.2', Impact: 'H4.4' },
          dependsOn: [{ number: 10 }],
          appendix: {
            name: 'bijlage11.svg',
            alt: r`Uitwerkbijlage bij vraag 11: leeg diagram, activiteit 0-400 MBq tegen tijd 0-32 dagen`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" font-family="Arial, sans-serif" font-size="12">
<rect width="400" height="250" fill="#fff"/>
<g stroke="#ddd" stroke-width="1">
<line x1="90" y1="40" x2="90" y2="200"/><line x1="130" y1="40" x2="130" y2="200"/><line x1="170" y1="40" x2="170" y2="200"/><line x1="210" y1="40" x2="210" y2="200"/><line x1="250" y1="40" x2="250" y2="200"/><line x1="290" y1="40" x2="290" y2="200"/><line x1="330" y1="40" x2="330" y2="200"/><line x1="370" y1="40" x2="370" y2="200"/>
<line x1="50" y1="180" x2="370" y2="180"/><line x1="50" y1="160" x2="370" y2="160"/><line x1="50" y1="140" x2="370" y2="140"/><line x1="50" y1="120" x2="370" y2="120"/><line x1="50" y1="100" x2="370" y2="100"/><line x1="50" y1="80" x2="370" y2="80"/><line x1="50" y1="60" x2="370" y2="60"/><line x1="50" y1="40" x2="370" y2="40"/>
</g>
<line x1="50" y1="200" x2="380" y2="200" stroke="#000"/><line x1="50" y1="200" x2="50" y2="30" stroke="#000"/>
<g text-anchor="middle"><text x="50" y="216">0</text><text x="130" y="216">8</text><text x="210" y="216">16</text><text x="290" y="216">24</text><text x="370" y="216">32</text></g>
<g text-anchor="end"><text x="44" y="204">0</text><text x="44" y="164">100</text><text x="44" y="124">200</text><text x="44" y="84">300</text><text x="44" y="44">400</text></g>
<text x="300" y="236">t (dagen)</text>
<text x="6" y="22">A (MBq)</text>
<text x="110" y="248" font-style="italic">uitwerkbijlage bij vraag 11</text>
</svg>`,
          },
          tips: [r`Zet eerst de punten na elke halveringstijd in het diagram.`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste beginwaarde en waarden na 8 en 16 dagen`,
                  text: r`(0; 400), (8; 200), (16; 100)`,
                  elaboration: r`Begin bij $$400\ \text{MBq}$$; na elke 8 dagen de helft.`,
                  explanation: r`Na elke halveringstijd is de activiteit gehalveerd.`,
                  points: 1,
                  tips: [r`Wat is de activiteit op dag 0, 8 en 16?`],
                },
                {
                  correction: r`juiste waarden na 24 en 32 dagen`,
                  text: r`(24; 50), (32; 25)`,
                  elaboration: r`$$100 \to 50 \to 25\ \text{MBq}$$`,
                  explanation: r`De grafiek nadert de nul, maar raakt hem niet.`,
                  points: 1,
                  tips: [r`Halveer de waarde van dag 16 nog twee keer.`],
                },
                {
                  correction: r`vloeiende, steeds minder steil dalende kromme door de punten`,
                  text: r`Vloeiende kromme, geen rechte stukken.`,
                  elaboration: r`Verbind de punten met een vloeiende lijn die eerst steil en daarna steeds vlakker daalt.`,
                  explanation: r`Radioactief verval gaat geleidelijk, niet in sprongen.`,
                  points: 1,
                  tips: [r`Neemt de activiteit steeds met hetzelfde aantal MBq af, of steeds met dezelfde factor?`],
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Noem',
          points: 2,
          minutes: 2,
          pValue: 74,
          text: r`Meneer De Vries heeft een kleindochter van drie jaar. De eerste week na de behandeling moet hij maatregelen nemen om haar te beschermen tegen de straling.

Noem twee maatregelen die hij kan nemen.`,
          highlights: [r`kleindochter beschermen`],
          tags: ['stralingsbescherming', 'ioniserende straling'],
          domain: 'Straling en bescherming',
          chapters: { Nova: 'H9.3', Impact: 'H4.4' },
          tips: [r`Denk aan afstand en tijd.`],
          answers: [
            {
              remark: r`Per juiste maatregel 1 scorepunt.`,
              steps: [
                {
                  correction: r`eerste juiste maatregel`,
                  text: r`bijvoorbeeld: afstand houden (niet op schoot nemen)`,
                  elaboration: r`Hoe groter de afstand tot de bron, hoe minder straling de kleindochter ontvangt.`,
                  explanation: r`Afstand is een van de drie beschermingsregels.`,
                  points: 1,
                  tips: [r`Hoe hangt de ontvangen straling af van de afstand tot de bron?`],
                },
                {
                  correction: r`tweede juiste maatregel`,
                  text: r`bijvoorbeeld: het contact kort houden of apart slapen`,
                  elaboration: r`Hoe korter iemand in de buurt is, hoe kleiner de ontvangen dosis.`,
                  explanation: r`Tijd beperken is de tweede regel; afschermen de derde.`,
                  points: 1,
                  tips: [r`Hoe hangt de ontvangen dosis af van de tijd dat je bij de bron bent?`],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Vlot bouwen`,
      introduction: r`Op scoutingkamp bouwt een groep een vlot om het meer over te steken. Ze binden planken van dennenhout op vier lege, afgesloten kunststof vaten. Elk vat heeft een volume van $$200\ \text{L}$$ en een massa van $$12\ \text{kg}$$. In de tabel staan de dichtheden van enkele materialen.

| Materiaal | Dichtheid (g/cm³) |
|---|---|
| dennenhout | 0,50 |
| eikenhout | 0,75 |
| HDPE-kunststof (vaten) | 0,95 |
| zoet water | 1,00 |
| zeewater | 1,03 |
| ebbenhout | 1,2 |`,
      questions: [
        {
          number: 13,
          type: 'Meerkeuze',
          points: 1,
          minutes: 1,
          pValue: 75,
          text: r`Een massief blok van welk materiaal zinkt in het zoete water van het meer?

A dennenhout
B eikenhout
C HDPE-kunststof
D ebbenhout`,
          highlights: [r`zinken of drijven`],
          tags: ['dichtheid', 'drijven'],
          domain: 'Dichtheid',
          chapters: { Nova: 'H7.4', Impact: 'H2.2' },
          tips: [r`Vergelijk de dichtheid van elk materiaal met die van zoet water.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een stof zinkt als de dichtheid groter is dan die van water`,
                  text: r`$$1{,}2\ \text{g/cm}^3 > 1{,}00\ \text{g/cm}^3$$`,
                  elaboration: r`Alleen ebbenhout heeft een grotere dichtheid dan zoet water.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord D`,
                  text: r`D`,
                  elaboration: r`Ebbenhout zinkt.`,
                  explanation: r`De andere materialen hebben een kleinere dichtheid dan water en drijven.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 52,
          text: r`Een plank is $$2{,}0\ \text{m}$$ lang, $$20\ \text{cm}$$ breed en $$4{,}0\ \text{cm}$$ dik.

Bereken de massa van één plank.`,
          highlights: [r`massa van een plank`],
          tags: ['dichtheid', 'volume', 'massa'],
          domain: 'Dichtheid',
          chapters: { Nova: 'H7.4', Impact: 'H2.2' },
          tips: [r`Reken alle maten eerst om naar dezelfde eenheid.`],
          answers: [
            {
              remark: r`Rekenen in cm³ en g (volume $$16\,000\ \text{cm}^3$$, massa $$8000\ \text{g}$$) is ook goed.`,
              steps: [
                {
                  correction: r`berekenen van het volume van de plank`,
                  text: r`$$V = 0{,}016\ \text{m}^3$$`,
                  elaboration: r`$$V = 2{,}0 \cdot 0{,}20 \cdot 0{,}040 = 0{,}016\ \text{m}^3$$`,
                  explanation: r`Volume van een balk = lengte × breedte × hoogte, alles in meter.`,
                  points: 1,
                  tips: [r`$$4{,}0\ \text{cm} = 0{,}040\ \text{m}$$.`],
                },
                {
                  correction: r`gebruik van $$\rho = \frac{m}{V}$$ met $$\rho = 500\ \text{kg/m}^3$$`,
                  text: r`$$m = 500 \cdot 0{,}016$$`,
                  elaboration: r`$$0{,}50\ \text{g/cm}^3 = 500\ \text{kg/m}^3$$; $$m = \rho \cdot V$$.`,
                  explanation: r`De dichtheid moet in dezelfde eenheden als het volume.`,
                  points: 1,
                  tips: [r`Reken de dichtheid om naar $$\text{kg/m}^3$$.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$m = 8{,}0\ \text{kg}$$`,
                  elaboration: r`$$m = 500 \cdot 0{,}016 = 8{,}0\ \text{kg}$$`,
                  explanation: r`Twee significante cijfers.`,
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
          pValue: 31,
          text: r`Een vat dat net helemaal onder water ligt, kan een massa dragen die gelijk is aan de massa van het water dat het opzij duwt, min zijn eigen massa. Op het vlot liggen 12 planken. Een scout heeft een gemiddelde massa van $$55\ \text{kg}$$.

Bereken hoeveel scouts er hoogstens tegelijk op het vlot kunnen.`,
          highlights: [r`aantal scouts op het vlot`],
          tags: ['dichtheid', 'massa', 'drijven'],
          domain: 'Dichtheid',
          chapters: { Nova: 'H7.4', Impact: 'H2.2' },
          dependsOn: [{ number: 14 }],
          tips: [r`Hoeveel kg water duwt een vat van $$200\ \text{L}$$ opzij?`, r`Vergeet de planken niet.`],
          answers: [
            {
              remark: r`Als de kandidaat 12 scouts antwoordt (naar boven afgerond), het laatste scorepunt niet toekennen.`,
              steps: [
                {
                  correction: r`berekenen van wat één vat kan dragen`,
                  text: r`$$188\ \text{kg}$$ per vat`,
                  elaboration: r`$$200\ \text{L}$$ water heeft een massa van $$200\ \text{kg}$$; min $$12\ \text{kg}$$ voor het vat: $$188\ \text{kg}$$.`,
                  explanation: r`$$1\ \text{L}$$ zoet water heeft een massa van $$1\ \text{kg}$$.`,
                  points: 1,
                  tips: [r`Dichtheid van water: $$1{,}00\ \text{kg}$$ per liter.`],
                },
                {
                  correction: r`berekenen van wat vier vaten dragen`,
                  text: r`$$752\ \text{kg}$$`,
                  elaboration: r`$$4 \cdot 188 = 752\ \text{kg}$$`,
                  explanation: r`Het vlot rust op vier vaten.`,
                  points: 1,
                  tips: [r`Het vlot heeft vier vaten.`],
                },
                {
                  correction: r`aftrekken van de massa van de planken`,
                  text: r`$$752 - 96 = 656\ \text{kg}$$`,
                  elaboration: r`12 planken van $$8{,}0\ \text{kg}$$ (vraag 14): $$96\ \text{kg}$$.`,
                  explanation: r`Wat overblijft, is beschikbaar voor de scouts.`,
                  points: 1,
                  tips: [r`Hoeveel kg wegen de 12 planken samen?`],
                },
                {
                  correction: r`delen door $$55\ \text{kg}$$ en naar beneden afronden`,
                  text: r`11 scouts`,
                  elaboration: r`$$\frac{656}{55} = 11{,}9$$, dus hoogstens 11 scouts.`,
                  explanation: r`Met 12 scouts zouden de vaten helemaal onder water gaan.`,
                  points: 1,
                  tips: [r`Mag je hier naar boven afronden?`],
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
          pValue: 47,
          text: r`Een jaar later bouwt de groep hetzelfde vlot op een zandplaat aan zee, in zout water.

Wat geldt voor het aantal scouts dat het vlot kan dragen, vergeleken met vraag 15?

A Dat is groter, want zeewater heeft een grotere dichtheid.
B Dat is kleiner, want zeewater heeft een grotere dichtheid.
C Dat is even groot, want de vaten hebben hetzelfde volume.
D Dat is kleiner, want de golven duwen het vlot omlaag.`,
          highlights: [r`vlot in zeewater`],
          tags: ['dichtheid', 'drijven'],
          domain: 'Dichtheid',
          chapters: { Nova: 'H7.4', Impact: 'H2.2' },
          dependsOn: [{ number: 15 }],
          tips: [r`Hoeveel kg zeewater duwt één vat opzij?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een vat dan meer massa water opzij duwt`,
                  text: r`$$200\ \text{L}$$ zeewater: $$206\ \text{kg}$$`,
                  elaboration: r`$$200\ \text{L}$$ zeewater heeft een massa van $$200 \cdot 1{,}03 = 206\ \text{kg}$$, dus elk vat draagt $$194\ \text{kg}$$.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord A`,
                  text: r`A`,
                  elaboration: r`Het vlot kan meer dragen in zeewater.`,
                  explanation: r`Daarom drijf je ook makkelijker in zee dan in een zwembad.`,
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
