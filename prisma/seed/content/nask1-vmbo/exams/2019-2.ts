import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2019,
  term: 2,
  standardizationValue: 0.8,
  topics: [
    {
      name: r`Elektrische deken`,
      introduction: r`Een elektrische deken verwarmt het bed voordat je erin gaat liggen. In de deken lopen twee verwarmingsdraden, elk met een weerstand van $$530\ \Omega$$. Met een schakelaar kies je de stand. In stand 1 (laag) staan de draden in serie, in stand 2 (hoog) staan ze parallel. Zie figuur 1. De deken werkt op $$230\ \text{V}$$.

![Figuur 1: de schakelingen in stand 1 en stand 2](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: links stand 1 met twee weerstanden van 530 ohm in serie op 230 V, rechts stand 2 met dezelfde weerstanden parallel',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 200" font-family="Arial, sans-serif" font-size="12">
<rect x="0" y="0" width="440" height="200" fill="#fff"/>
<g stroke="#000" stroke-width="2" fill="none">
<polyline points="30,70 30,40 70,40"/><rect x="70" y="32" width="40" height="16" fill="#fff"/>
<line x1="110" y1="40" x2="130" y2="40"/><rect x="130" y="32" width="40" height="16" fill="#fff"/>
<polyline points="170,40 190,40 190,150 30,150 30,100"/>
<polyline points="250,70 250,40 390,40 390,150 250,150 250,100"/>
<polyline points="290,40 290,60"/><rect x="282" y="60" width="16" height="40" fill="#fff"/><polyline points="290,100 290,150"/>
<polyline points="350,40 350,60"/><rect x="342" y="60" width="16" height="40" fill="#fff"/><polyline points="350,100 350,150"/>
</g>
<circle cx="30" cy="85" r="15" fill="#fff" stroke="#000" stroke-width="2"/><text x="30" y="90" text-anchor="middle">~</text>
<circle cx="250" cy="85" r="15" fill="#fff" stroke="#000" stroke-width="2"/><text x="250" y="90" text-anchor="middle">~</text>
<circle cx="290" cy="40" r="3" fill="#000"/><circle cx="350" cy="40" r="3" fill="#000"/>
<circle cx="290" cy="150" r="3" fill="#000"/><circle cx="350" cy="150" r="3" fill="#000"/>
<text x="90" y="26" text-anchor="middle">530 Ω</text><text x="150" y="26" text-anchor="middle">530 Ω</text>
<text x="304" y="84">530 Ω</text><text x="364" y="84">530 Ω</text>
<text x="50" y="90">230 V</text>
<text x="230" y="90" text-anchor="end">230 V</text>
<text x="110" y="180" text-anchor="middle">stand 1 (laag)</text>
<text x="320" y="180" text-anchor="middle">stand 2 (hoog)</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 64,
          text: r`Hoe verhoudt de totale weerstand in stand 1 zich tot die in stand 2?
A In stand 1 is de totale weerstand groter dan in stand 2.
B In stand 1 is de totale weerstand kleiner dan in stand 2.
C In beide standen is de totale weerstand $$530\ \Omega$$.
D In beide standen is de totale weerstand $$1060\ \Omega$$.`,
          highlights: [r`totale weerstand in beide standen`],
          tags: ['weerstand', 'serieschakeling', 'parallelschakeling'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.4', Impact: 'H5.3' },
          tips: [r`Bij welke schakeling heeft de stroom meer wegen om te lopen?`],
          answers: [
            {
              scores: [0, 0, 1, 1],
              steps: [
                {
                  correction: r`inzicht dat weerstanden in serie optellen en parallel kleiner worden`,
                  text: r`serie: $$1060\ \Omega$$; parallel: $$265\ \Omega$$`,
                  elaboration: r`In serie: $$530 + 530 = 1060\ \Omega$$. Parallel is de vervangingsweerstand kleiner dan elke afzonderlijke weerstand.`,
                  explanation: r`Parallel heeft de stroom twee wegen, dus gaat er makkelijker stroom.`,
                  points: 0,
                },
                {
                  correction: r`antwoord A`,
                  text: r`A`,
                  elaboration: r`In stand 1 is de weerstand het grootst.`,
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
          minutes: 4,
          pValue: 55,
          text: r`Bereken de stroomsterkte door de deken in stand 1.`,
          highlights: [r`stroomsterkte in stand 1`],
          tags: ['serieschakeling', 'weerstand', 'stroomsterkte'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.4', Impact: 'H5.2' },
          tips: [r`Bereken eerst de totale weerstand van twee draden in serie.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de totale weerstand in serie`,
                  text: r`$$R_{\text{tot}} = 1060\ \Omega$$`,
                  elaboration: r`$$R_{\text{tot}} = R_1 + R_2 = 530 + 530 = 1060\ \Omega$$`,
                  explanation: r`Bij een serieschakeling tel je de weerstanden op.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$U = I \cdot R$$`,
                  text: r`$$230 = I \cdot 1060$$`,
                  elaboration: r`Over de hele serieschakeling staat $$230\ \text{V}$$.`,
                  explanation: r`De wet van Ohm voor de hele schakeling.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$I = 0{,}22\ \text{A}$$`,
                  elaboration: r`$$I = \frac{230}{1060} = 0{,}217 \approx 0{,}22\ \text{A}$$`,
                  explanation: r`Twee significante cijfers.`,
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
          minutes: 5,
          pValue: 38,
          text: r`Toon aan dat het vermogen van de deken in stand 2 ongeveer $$200\ \text{W}$$ is.`,
          highlights: [r`vermogen in stand 2`],
          tags: ['parallelschakeling', 'vermogen', 'weerstand'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.4', Impact: 'H5.3' },
          tips: [r`Welke spanning staat er over elke draad als ze parallel staan?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat over elke draad $$230\ \text{V}$$ staat en berekenen van de stroom door één draad`,
                  text: r`$$I_1 = 0{,}434\ \text{A}$$`,
                  elaboration: r`$$I_1 = \frac{230}{530} = 0{,}434\ \text{A}$$`,
                  explanation: r`Bij een parallelschakeling staat over elke tak de volle spanning.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de totale stroom`,
                  text: r`$$I_{\text{tot}} = 0{,}868\ \text{A}$$`,
                  elaboration: r`$$0{,}434 + 0{,}434 = 0{,}868\ \text{A}$$`,
                  explanation: r`De stromen door de takken tellen op.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = U \cdot I$$ en completeren`,
                  text: r`$$P = 2{,}0 \cdot 10^{2}\ \text{W}$$`,
                  elaboration: r`$$P = 230 \cdot 0{,}868 = 199{,}6\ \text{W} \approx 200\ \text{W}$$`,
                  explanation: r`De uitkomst moet in meer cijfers dan gegeven zichtbaar zijn.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`berekenen van de vervangingsweerstand`,
                  text: r`$$R_{\text{v}} = 265\ \Omega$$`,
                  elaboration: r`$$\frac{1}{R_{\text{v}}} = \frac{1}{530} + \frac{1}{530} = \frac{2}{530}$$, dus $$R_{\text{v}} = 265\ \Omega$$.`,
                  explanation: r`Twee gelijke weerstanden parallel geven de helft.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de stroomsterkte`,
                  text: r`$$I = 0{,}868\ \text{A}$$`,
                  elaboration: r`$$I = \frac{230}{265} = 0{,}868\ \text{A}$$`,
                  explanation: r`Wet van Ohm voor de hele schakeling.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = U \cdot I$$ en completeren`,
                  text: r`$$P = 199{,}6\ \text{W}$$`,
                  elaboration: r`$$230 \cdot 0{,}868 = 199{,}6\ \text{W} \approx 200\ \text{W}$$`,
                  explanation: r`Zo is aangetoond dat het vermogen ongeveer $$200\ \text{W}$$ is.`,
                  points: 1,
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
          pValue: 50,
          text: r`Sem zet de deken in de winter elke avond $$30$$ minuten in stand 2 aan, $$120$$ avonden per jaar. Eén kWh kost $$€\ 0{,}22$$. Bereken de energiekosten van de deken per jaar.`,
          highlights: [r`energiekosten per jaar`],
          tags: ['kilowattuur', 'energiekosten', 'vermogen'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.2' },
          dependsOn: [{ number: 3 }],
          tips: [r`Gebruik het vermogen uit vraag 3 in kW en de tijd in uren.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de totale gebruiksduur in uren`,
                  text: r`$$t = 60\ \text{h}$$`,
                  elaboration: r`$$120 \cdot 0{,}5\ \text{h} = 60\ \text{h}$$`,
                  explanation: r`Dertig minuten is een half uur.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$`,
                  text: r`$$E = 12\ \text{kWh}$$`,
                  elaboration: r`$$E = 0{,}200\ \text{kW} \cdot 60\ \text{h} = 12\ \text{kWh}$$`,
                  explanation: r`Vermogen in kW maal tijd in h geeft kWh.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$€\ 2{,}64$$`,
                  elaboration: r`$$12 \cdot 0{,}22 = 2{,}64$$`,
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
      name: r`Een leesbril voor opa`,
      introduction: r`Opa Kees merkt dat hij de kleine letters in de krant niet meer scherp ziet als hij de krant dichtbij houdt. Veraf ziet hij nog goed. De opticien zegt dat de ooglens van opa minder soepel is geworden. Opa krijgt een leesbril met glazen van $$+2{,}5\ \text{dpt}$$.`,
      questions: [
        {
          number: 5,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 60,
          text: r`Wat voor brillenglazen heeft de leesbril van opa?
A holle lenzen, want ze maken het beeld kleiner
B holle lenzen, want de sterkte is positief
C bolle lenzen, want de sterkte is positief
D vlakke glazen, want ze vergroten alleen de letters`,
          highlights: [r`soort brillenglas`],
          tags: ['lens', 'lenssterkte', 'bril'],
          domain: 'Lenzen en beeldvorming',
          chapters: { Nova: 'H5.4', Impact: 'H4.3' },
          tips: [r`Wat betekent het plusteken bij de sterkte van een lens?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een positieve sterkte hoort bij een bolle (positieve) lens`,
                  text: r`$$+2{,}5\ \text{dpt}$$: bolle lens`,
                  elaboration: r`Een bolle lens bundelt het licht en heeft een positieve sterkte; een holle lens heeft een negatieve sterkte.`,
                  explanation: r`Een leesbril helpt de ooglens bij het bundelen van licht.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`Bolle lenzen, want de sterkte is positief.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 57,
          text: r`Bereken de brandpuntsafstand van de brillenglazen in cm.`,
          highlights: [r`brandpuntsafstand in cm`],
          tags: ['lenssterkte', 'brandpuntsafstand'],
          domain: 'Lenzen en beeldvorming',
          chapters: { Nova: 'H5.3', Impact: 'H4.3' },
          tips: [r`De formule geeft de brandpuntsafstand in meter.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$S = \frac{1}{f}$$`,
                  text: r`$$f = \frac{1}{2{,}5} = 0{,}40\ \text{m}$$`,
                  elaboration: r`$$f = \frac{1}{S} = \frac{1}{2{,}5} = 0{,}40\ \text{m}$$`,
                  explanation: r`Met $$S$$ in dioptrie vind je $$f$$ in meter.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar cm`,
                  text: r`$$f = 40\ \text{cm}$$`,
                  elaboration: r`$$0{,}40\ \text{m} = 40\ \text{cm}$$`,
                  explanation: r`Er wordt naar cm gevraagd.`,
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
          pValue: 43,
          text: r`Leg uit waarom opa wel goed veraf kan zien, maar zonder bril niet scherp dichtbij.`,
          highlights: [r`minder soepele ooglens`],
          tags: ['oog', 'accommoderen'],
          domain: 'Lenzen en beeldvorming',
          chapters: { Nova: 'H5.4', Impact: 'H4.3' },
          tips: [r`Wat moet de ooglens doen als je van veraf naar dichtbij kijkt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de ooglens boller (sterker) moet worden om dichtbij scherp te zien`,
                  text: r`Dichtbij kijken vraagt een bollere ooglens.`,
                  elaboration: r`Licht van een dichtbij voorwerp moet sterker gebroken worden om precies op het netvlies scherp te komen. De ooglens wordt daarvoor boller (accommoderen).`,
                  explanation: r`Bij veraf kijken is de ooglens ontspannen en plat.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat een stugge lens niet meer bol genoeg wordt, zodat het beeld achter het netvlies valt`,
                  text: r`Opa's lens wordt niet bol genoeg.`,
                  elaboration: r`Voor veraf hoeft de lens niet te vervormen, dus dat gaat nog goed. Dichtbij valt het beeld achter het netvlies: het is wazig.`,
                  explanation: r`De leesbril levert de extra sterkte die de ooglens niet meer kan leveren.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Beschrijf',
          points: 3,
          minutes: 4,
          pValue: 45,
          text: r`Jara, de kleindochter van opa, wil in het natuurkundelokaal controleren of de brandpuntsafstand van een brillenglas klopt. Ze heeft het glas, een wit scherm en een meetlint. Beschrijf hoe ze de brandpuntsafstand kan bepalen.`,
          highlights: [r`brandpuntsafstand meten`],
          tags: ['brandpuntsafstand', 'lens', 'practicum'],
          domain: 'Lenzen en beeldvorming',
          chapters: { Nova: 'H5.3', Impact: 'H4.2' },
          dependsOn: [{ number: 6 }],
          tips: [r`Waar ontstaat het beeld van een voorwerp dat heel ver weg staat?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van een ver weg gelegen lichtbron (bijvoorbeeld een raam of de bomen buiten)`,
                  text: r`Richt het glas op iets dat ver weg is.`,
                  elaboration: r`Houd het brillenglas tussen het raam en het scherm, met het raam aan de andere kant van het lokaal of de bomen buiten als voorwerp.`,
                  explanation: r`Licht van een ver voorwerp valt (bijna) evenwijdig op de lens.`,
                  points: 1,
                },
                {
                  correction: r`beschrijven dat het scherm wordt verschoven tot het beeld scherp is`,
                  text: r`Schuif tot het beeld scherp is.`,
                  elaboration: r`Verplaats het scherm (of het glas) tot er een scherp, omgekeerd beeld van het raam op het scherm staat.`,
                  explanation: r`Evenwijdige stralen komen samen in het brandpunt.`,
                  points: 1,
                },
                {
                  correction: r`meten van de afstand lens–scherm als brandpuntsafstand`,
                  text: r`Afstand glas–scherm $$= f$$ (ongeveer $$40\ \text{cm}$$).`,
                  elaboration: r`Meet met het meetlint de afstand van het glas tot het scherm. Die is (ongeveer) de brandpuntsafstand.`,
                  explanation: r`Bij een voorwerp ver weg is de beeldafstand gelijk aan de brandpuntsafstand.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Parachutesprong`,
      introduction: r`Milan maakt een parachutesprong uit een vliegtuig. De massa van Milan met zijn uitrusting is $$80\ \text{kg}$$. Hij valt eerst een tijd zonder parachute (vrije val). Op $$t = 30\ \text{s}$$ opent hij zijn parachute. In figuur 2 zie je zijn snelheid tijdens de eerste $$40\ \text{s}$$.

![Figuur 2: snelheid van Milan tijdens de sprong](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: 'Figuur 2: v,t-diagram; snelheid stijgt tot 50 m/s, blijft vanaf ongeveer 15 s constant en daalt na 30 s snel naar 5 m/s',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" font-family="Arial, sans-serif" font-size="11">
<rect x="0" y="0" width="400" height="250" fill="#fff"/>
<g stroke="#e0e0e0" stroke-width="1">
<line x1="90" y1="30" x2="90" y2="210"/><line x1="130" y1="30" x2="130" y2="210"/><line x1="170" y1="30" x2="170" y2="210"/>
<line x1="210" y1="30" x2="210" y2="210"/><line x1="250" y1="30" x2="250" y2="210"/><line x1="290" y1="30" x2="290" y2="210"/>
<line x1="330" y1="30" x2="330" y2="210"/><line x1="370" y1="30" x2="370" y2="210"/>
<line x1="50" y1="180" x2="370" y2="180"/><line x1="50" y1="150" x2="370" y2="150"/><line x1="50" y1="120" x2="370" y2="120"/>
<line x1="50" y1="90" x2="370" y2="90"/><line x1="50" y1="60" x2="370" y2="60"/><line x1="50" y1="30" x2="370" y2="30"/>
</g>
<line x1="50" y1="210" x2="375" y2="210" stroke="#000" stroke-width="1.5"/>
<line x1="50" y1="210" x2="50" y2="25" stroke="#000" stroke-width="1.5"/>
<text x="50" y="224" text-anchor="middle">0</text><text x="130" y="224" text-anchor="middle">10</text><text x="210" y="224" text-anchor="middle">20</text>
<text x="290" y="224" text-anchor="middle">30</text><text x="370" y="224" text-anchor="middle">40</text>
<text x="44" y="214" text-anchor="end">0</text><text x="44" y="184" text-anchor="end">10</text><text x="44" y="154" text-anchor="end">20</text>
<text x="44" y="124" text-anchor="end">30</text><text x="44" y="94" text-anchor="end">40</text><text x="44" y="64" text-anchor="end">50</text><text x="44" y="34" text-anchor="end">60</text>
<text x="210" y="243" text-anchor="middle">t (s)</text>
<text x="16" y="120" transform="rotate(-90 16 120)" text-anchor="middle">v (m/s)</text>
<polyline fill="none" stroke="#c00" stroke-width="2.5" points="50,210 54,195 58,181 62,167 66,154 70,142 74,131 78,121 82,112 86,104 90,97 94,91 98,86 102,82 106,78 110,75 114,72 118,70 122,69 126,67 130,66 134,65 138,64 142,63 146,63 150,62 154,62 158,62 162,61 166,61 170,61 174,61 178,61 182,60 186,60 190,60 290,60 294,118 298,151 302,170 306,180 310,187 314,190 318,192 322,193 330,194 338,195 370,195"/>
</svg>`,
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 48,
          text: r`Tussen $$t = 20\ \text{s}$$ en $$t = 30\ \text{s}$$ is de snelheid van Milan constant. Wat geldt dan voor de luchtweerstand op Milan?
A De luchtweerstand is nul.
B De luchtweerstand is kleiner dan de zwaartekracht.
C De luchtweerstand is even groot als de zwaartekracht.
D De luchtweerstand is groter dan de zwaartekracht.`,
          highlights: [r`constante snelheid`],
          tags: ['luchtweerstand', 'zwaartekracht', 'nettokracht'],
          domain: 'Krachten en druk',
          chapters: { Nova: 'H3.1', Impact: 'H1.3' },
          tips: [r`Wat weet je van de nettokracht als de snelheid niet verandert?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij constante snelheid de nettokracht nul is`,
                  text: r`$$F_{\text{netto}} = 0$$`,
                  elaboration: r`De snelheid verandert niet, dus de krachten omhoog en omlaag heffen elkaar op.`,
                  explanation: r`Een nettokracht zou de snelheid laten veranderen.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`De luchtweerstand is even groot als de zwaartekracht.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 58,
          text: r`Bereken de grootte van de luchtweerstand op Milan tussen $$t = 20\ \text{s}$$ en $$t = 30\ \text{s}$$.`,
          highlights: [r`grootte van de luchtweerstand`],
          tags: ['luchtweerstand', 'zwaartekracht'],
          domain: 'Krachten en druk',
          chapters: { Nova: 'H3.1', Impact: 'H1.3' },
          dependsOn: [{ number: 9 }],
          tips: [r`Bereken de zwaartekracht op Milan met zijn uitrusting.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$F_{\text{z}} = m \cdot g$$`,
                  text: r`$$F_{\text{z}} = 80 \cdot 9{,}8$$`,
                  elaboration: r`$$F_{\text{z}} = 784\ \text{N}$$`,
                  explanation: r`De massa is die van Milan met uitrusting.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat $$F_{\text{w}} = F_{\text{z}}$$ en completeren`,
                  text: r`$$F_{\text{w}} = 7{,}8 \cdot 10^{2}\ \text{N}$$`,
                  elaboration: r`$$F_{\text{w}} = F_{\text{z}} = 784\ \text{N} \approx 7{,}8 \cdot 10^{2}\ \text{N}$$`,
                  explanation: r`Zie vraag 9: de krachten zijn even groot.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Bepaal',
          points: 2,
          minutes: 3,
          pValue: 52,
          text: r`Bepaal met figuur 2 hoeveel meter Milan valt tussen $$t = 20\ \text{s}$$ en $$t = 30\ \text{s}$$.`,
          highlights: [r`afgelegde afstand`],
          tags: ['snelheid', 'afstand'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.2', Impact: 'H1.2' },
          tips: [r`Lees de snelheid af. Hoe bereken je de afstand bij een constante snelheid?`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van de snelheid`,
                  text: r`$$v = 50\ \text{m/s}$$`,
                  elaboration: r`Tussen $$20$$ en $$30\ \text{s}$$ ligt de grafiek op $$50\ \text{m/s}$$.`,
                  explanation: r`Dat is $$180\ \text{km/h}$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$s = v \cdot t$$ en completeren`,
                  text: r`$$s = 5{,}0 \cdot 10^{2}\ \text{m}$$`,
                  elaboration: r`$$s = 50 \cdot 10 = 500\ \text{m}$$`,
                  explanation: r`De tijdsduur is $$30 - 20 = 10\ \text{s}$$.`,
                  points: 1,
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
          pValue: 41,
          introduction: r`Op $$t = 30\ \text{s}$$ trekt Milan aan het koord en gaat de parachute open. Zijn massa verandert daarbij niet.`,
          text: r`Leg met behulp van de krachten op Milan uit waarom zijn snelheid direct daarna afneemt.`,
          highlights: [r`parachute gaat open`],
          tags: ['luchtweerstand', 'nettokracht'],
          domain: 'Krachten en druk',
          chapters: { Nova: 'H3.2', Impact: 'H1.3' },
          dependsOn: [{ number: 9 }],
          tips: [r`Wat verandert er aan de luchtweerstand als de parachute opengaat, en wat niet aan de zwaartekracht?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de luchtweerstand sterk toeneemt (groter oppervlak) terwijl de zwaartekracht gelijk blijft`,
                  text: r`$$F_{\text{w}}$$ wordt veel groter, $$F_{\text{z}}$$ blijft gelijk.`,
                  elaboration: r`De open parachute heeft een veel groter oppervlak, dus de lucht remt veel meer.`,
                  explanation: r`De zwaartekracht hangt alleen van de massa af.`,
                  points: 1,
                },
                {
                  correction: r`conclusie: nettokracht omhoog, dus de snelheid neemt af`,
                  text: r`$$F_{\text{w}} > F_{\text{z}}$$: vertragen.`,
                  elaboration: r`De nettokracht is tegen de bewegingsrichting in (omhoog), dus Milan remt af tot de krachten weer even groot zijn bij $$5\ \text{m/s}$$.`,
                  explanation: r`Een nettokracht tegen de beweging in zorgt voor vertraging.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Lavalamp`,
      introduction: r`Op het bureau van Lina staat een lavalamp. In een glazen fles zit een vloeistof met klodders gekleurde was. Onder in de voet zit een gloeilamp die de fles van onderen verwarmt. Warme was stijgt op, koelt boven in de fles af en zakt weer naar beneden. In de tabel staat de dichtheid van de was en van de vloeistof bij twee temperaturen.

| stof | dichtheid bij $$20\ \text{°C}$$ | dichtheid bij $$60\ \text{°C}$$ |
|---|---|---|
| was | $$1{,}04\ \text{g/cm}^3$$ | $$0{,}98\ \text{g/cm}^3$$ |
| vloeistof | $$1{,}00\ \text{g/cm}^3$$ | $$0{,}99\ \text{g/cm}^3$$ |`,
      questions: [
        {
          number: 13,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 56,
          text: r`Leg met behulp van de deeltjes uit waarom de dichtheid van de was kleiner wordt als de was warmer wordt.`,
          highlights: [r`dichtheid van warme was`],
          tags: ['dichtheid', 'deeltjesmodel', 'uitzetten'],
          domain: 'Dichtheid',
          chapters: { Nova: 'H7.4', Impact: 'H2.2' },
          tips: [r`Wat doen de deeltjes van een stof als de stof warmer wordt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de deeltjes sneller bewegen en meer ruimte innemen (de was zet uit)`,
                  text: r`Warme was zet uit.`,
                  elaboration: r`Bij verwarmen bewegen de deeltjes sneller en komen ze gemiddeld verder uit elkaar te liggen.`,
                  explanation: r`De deeltjes zelf worden niet groter.`,
                  points: 1,
                },
                {
                  correction: r`conclusie: dezelfde massa in een groter volume, dus kleinere dichtheid`,
                  text: r`Groter volume, zelfde massa: kleinere $$\rho$$.`,
                  elaboration: r`De massa verandert niet, het volume wordt groter, dus $$\rho = \frac{m}{V}$$ wordt kleiner.`,
                  explanation: r`Daardoor kan warme was opstijgen in de vloeistof.`,
                  points: 1,
                },
              ],
              remark: r`'De deeltjes worden groter' of 'de deeltjes worden lichter': geen scorepunten.`,
            },
          ],
        },
        {
          number: 14,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 61,
          text: r`Een klodder was heeft een massa van $$26\ \text{g}$$. Bereken het volume van deze klodder bij $$60\ \text{°C}$$.`,
          highlights: [r`volume van de klodder`],
          tags: ['dichtheid'],
          domain: 'Dichtheid',
          chapters: { Nova: 'H7.4', Impact: 'H2.2' },
          tips: [r`Welke dichtheid van de was hoort bij $$60\ \text{°C}$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\rho = \frac{m}{V}$$ met de juiste dichtheid`,
                  text: r`$$V = \frac{26}{0{,}98}$$`,
                  elaboration: r`$$V = \frac{m}{\rho} = \frac{26\ \text{g}}{0{,}98\ \text{g/cm}^3}$$`,
                  explanation: r`De formule omgeschreven naar volume.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$V = 27\ \text{cm}^3$$`,
                  elaboration: r`$$\frac{26}{0{,}98} = 26{,}5 \approx 27\ \text{cm}^3$$`,
                  explanation: r`Bij $$20\ \text{°C}$$ is het volume $$25\ \text{cm}^3$$: de klodder is iets uitgezet.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Beredeneer',
          points: 3,
          minutes: 4,
          pValue: 40,
          text: r`Beredeneer met de tabel waarom een klodder was onder in de fles opstijgt en boven in de fles weer naar beneden zakt.`,
          highlights: [r`opstijgen en zakken`],
          tags: ['dichtheid', 'drijven'],
          domain: 'Dichtheid',
          chapters: { Nova: 'H7.4', Impact: 'H2.2' },
          dependsOn: [{ number: 13 }],
          tips: [r`Vergelijk bij elke temperatuur de dichtheid van de was met die van de vloeistof.`],
          answers: [
            {
              steps: [
                {
                  correction: r`onderin: warme was heeft een kleinere dichtheid dan de vloeistof`,
                  text: r`$$0{,}98 < 0{,}99$$: de was stijgt.`,
                  elaboration: r`Bij $$60\ \text{°C}$$ is de dichtheid van de was kleiner dan die van de vloeistof, dus de was gaat omhoog.`,
                  explanation: r`Een stof met een kleinere dichtheid drijft op een stof met een grotere dichtheid.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de was bovenin afkoelt`,
                  text: r`Boven is het koeler.`,
                  elaboration: r`Boven in de fles is de was ver van de lamp en geeft warmte af aan de omgeving.`,
                  explanation: r`Daardoor krimpt de was weer.`,
                  points: 1,
                },
                {
                  correction: r`bovenin: koude was heeft een grotere dichtheid dan de vloeistof`,
                  text: r`$$1{,}04 > 1{,}00$$: de was zakt.`,
                  elaboration: r`Afgekoelde was heeft een grotere dichtheid dan de vloeistof en zakt naar beneden, waar hij opnieuw wordt verwarmd.`,
                  explanation: r`Zo ontstaat een kringloop.`,
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
          pValue: 59,
          text: r`De warmte van de lamp gaat eerst door de dikke glazen bodem van de fles. Welke vorm van warmtetransport vindt in het glas plaats?
A geleiding
B stroming
C straling
D verdamping`,
          highlights: [r`warmte door de glazen bodem`],
          tags: ['warmtetransport', 'geleiding'],
          domain: 'Warmtetransport en isolatie',
          chapters: { Nova: 'H7.3', Impact: 'H8.2' },
          dependsOn: [{ number: 13 }],
          tips: [r`Kan glas, een vaste stof, stromen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat in een vaste stof de deeltjes de warmte aan elkaar doorgeven`,
                  text: r`In een vaste stof: geleiding.`,
                  elaboration: r`De deeltjes van het glas blijven op hun plaats en geven hun trillingen door aan hun buren.`,
                  explanation: r`Stroming kan alleen in vloeistoffen en gassen.`,
                  points: 0,
                },
                {
                  correction: r`antwoord A`,
                  text: r`A`,
                  elaboration: r`Geleiding.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
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
