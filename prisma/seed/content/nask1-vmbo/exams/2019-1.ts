import type { ExamContent } from '../../types.ts';
const r = String.raw;

const scherm = (inner: string) => r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 215" font-family="Arial, sans-serif" font-size="12">
<rect x="0" y="0" width="340" height="215" fill="#fff"/>
<rect x="20" y="10" width="300" height="180" fill="#f4f8f4" stroke="#000" stroke-width="2"/>
<g stroke="#9bb59b" stroke-width="1">
<line x1="50" y1="10" x2="50" y2="190"/><line x1="80" y1="10" x2="80" y2="190"/><line x1="110" y1="10" x2="110" y2="190"/>
<line x1="140" y1="10" x2="140" y2="190"/><line x1="170" y1="10" x2="170" y2="190"/><line x1="200" y1="10" x2="200" y2="190"/>
<line x1="230" y1="10" x2="230" y2="190"/><line x1="260" y1="10" x2="260" y2="190"/><line x1="290" y1="10" x2="290" y2="190"/>
<line x1="20" y1="40" x2="320" y2="40"/><line x1="20" y1="70" x2="320" y2="70"/><line x1="20" y1="100" x2="320" y2="100"/>
<line x1="20" y1="130" x2="320" y2="130"/><line x1="20" y1="160" x2="320" y2="160"/>
</g>
${inner}
<text x="170" y="207" text-anchor="middle">tijdbasis: 1 ms per hokje</text>
</svg>`;

const golf =
  '20,100 25,88 30,78 35,68 40,61 45,57 50,55 55,57 60,61 65,68 70,78 75,88 80,100 85,112 90,122 95,132 100,139 105,143 110,145 115,143 120,139 125,132 130,122 135,112 140,100 145,88 150,78 155,68 160,61 165,57 170,55 175,57 180,61 185,68 190,78 195,88 200,100 205,112 210,123 215,132 220,139 225,143 230,145 235,143 240,139 245,132 250,122 255,112 260,100 265,88 270,78 275,68 280,61 285,57 290,55 295,57 300,61 305,68 310,77 315,88 320,100';

export const exam: ExamContent = {
  year: 2019,
  term: 1,
  standardizationValue: 1.2,
  topics: [
    {
      name: r`Elektrische auto laden`,
      introduction: r`De familie Jansen heeft een elektrische auto. De accu kan $$60\ \text{kWh}$$ energie opslaan. Gemiddeld gebruikt de auto $$15\ \text{kWh}$$ per $$100\ \text{km}$$. Thuis laden ze op met een laadpaal; onderweg kan het ook bij een snellader. In de tabel staan gegevens van beide laadpunten.

| laadpunt | vermogen | spanning | prijs per kWh |
|---|---|---|---|
| laadpaal thuis | $$7{,}4\ \text{kW}$$ | $$230\ \text{V}$$ | $$€\ 0{,}22$$ |
| snellader langs de snelweg | $$50\ \text{kW}$$ | $$400\ \text{V}$$ | $$€\ 0{,}59$$ |`,
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 68,
          text: r`Bereken de stroomsterkte door de laadkabel als de auto thuis wordt opgeladen.`,
          highlights: [r`stroomsterkte door de laadkabel`],
          tags: ['stroomsterkte', 'vermogen'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.1' },
          tips: [r`Reken het vermogen eerst om naar watt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$P = U \cdot I$$ met $$P$$ in W`,
                  text: r`$$7400 = 230 \cdot I$$`,
                  elaboration: r`$$7{,}4\ \text{kW} = 7400\ \text{W}$$`,
                  explanation: r`Met W en V vind je de stroomsterkte in A.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$I = 32\ \text{A}$$`,
                  elaboration: r`$$I = \frac{7400}{230} = 32{,}2 \approx 32\ \text{A}$$`,
                  explanation: r`Dat is twee keer zoveel als een gewone groep in huis aankan; daarom heeft een laadpaal een eigen groep.`,
                  points: 1,
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
          pValue: 52,
          text: r`De accu is nog voor $$20\%$$ vol. Bereken hoeveel uur het duurt om de accu thuis helemaal vol te laden. Neem aan dat er geen energie verloren gaat.`,
          highlights: [r`laadtijd thuis`],
          tags: ['vermogen', 'kilowattuur', 'accu'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.1' },
          tips: [r`Hoeveel kWh moet er nog bij?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de energie die nog nodig is`,
                  text: r`$$E = 48\ \text{kWh}$$`,
                  elaboration: r`Er moet nog $$80\%$$ bij: $$0{,}80 \cdot 60 = 48\ \text{kWh}$$.`,
                  explanation: r`Van $$20\%$$ naar $$100\%$$ is $$80\%$$ van de capaciteit.`,
                  points: 1,
                  tips: [r`Van $$20\%$$ naar $$100\%$$: hoeveel procent is dat?`],
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$`,
                  text: r`$$48 = 7{,}4 \cdot t$$`,
                  elaboration: r`Met $$E$$ in kWh en $$P$$ in kW vind je $$t$$ in uren.`,
                  explanation: r`Energie is vermogen maal tijd.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$t = 6{,}5\ \text{h}$$`,
                  elaboration: r`$$t = \frac{48}{7{,}4} = 6{,}49 \approx 6{,}5\ \text{h}$$`,
                  explanation: r`'s Nachts laden is dus ruim op tijd klaar.`,
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
          minutes: 4,
          pValue: 49,
          text: r`Op vakantie laden ze dezelfde hoeveelheid energie bij de snellader. Bereken hoeveel euro dat meer kost dan thuis laden.`,
          highlights: [r`meerkosten van snelladen`],
          tags: ['energiekosten', 'kilowattuur'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.2' },
          dependsOn: [{ number: 2 }],
          tips: [r`Gebruik de hoeveelheid energie uit vraag 2.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de kosten thuis`,
                  text: r`$$€\ 10{,}56$$`,
                  elaboration: r`$$48 \cdot 0{,}22 = 10{,}56$$`,
                  explanation: r`Kosten = energie × prijs per kWh.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de kosten bij de snellader`,
                  text: r`$$€\ 28{,}32$$`,
                  elaboration: r`$$48 \cdot 0{,}59 = 28{,}32$$`,
                  explanation: r`Zelfde energie, hogere prijs.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$€\ 17{,}76$$ meer`,
                  elaboration: r`$$28{,}32 - 10{,}56 = 17{,}76$$`,
                  explanation: r`Ook goed: $$48 \cdot (0{,}59 - 0{,}22) = 17{,}76$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Toon aan',
          points: 2,
          minutes: 2,
          pValue: 66,
          text: r`Toon aan dat de auto met een volle accu ongeveer $$400\ \text{km}$$ kan rijden.`,
          highlights: [r`actieradius`],
          tags: ['energieverbruik', 'accu'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.1' },
          tips: [r`Hoe vaak past $$15\ \text{kWh}$$ in een volle accu?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de volle accu $$\frac{60}{15} = 4$$ keer het verbruik per $$100\ \text{km}$$ bevat`,
                  text: r`$$\frac{60}{15} = 4{,}0$$`,
                  elaboration: r`Een volle accu bevat $$4{,}0$$ keer $$15\ \text{kWh}$$.`,
                  explanation: r`Per $$100\ \text{km}$$ is $$15\ \text{kWh}$$ nodig.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$4{,}0 \cdot 100 = 400\ \text{km}$$`,
                  elaboration: r`$$4{,}0 \cdot 100\ \text{km} = 400\ \text{km}$$`,
                  explanation: r`Bij een 'toon aan' moet de berekening volledig zichtbaar zijn.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Torenkraan op de bouwplaats`,
      introduction: r`Op een bouwplaats staat een torenkraan. De giek draait om de top van de mast. Aan de korte kant hangt een contragewicht met een zwaartekracht van $$80\ \text{kN}$$, op $$10\ \text{m}$$ van de mast. Aan de lange kant kan de laadhaak heen en weer rijden. In figuur 1 hangt de haak op $$40\ \text{m}$$ van de mast.

![Figuur 1: torenkraan met contragewicht en laadhaak](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: torenkraan; contragewicht 10 m links van de mast, laadhaak 40 m rechts van de mast',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 260" font-family="Arial, sans-serif" font-size="12">
<rect x="0" y="0" width="420" height="260" fill="#fff"/>
<line x1="10" y1="245" x2="410" y2="245" stroke="#000" stroke-width="2"/>
<rect x="140" y="50" width="20" height="195" fill="none" stroke="#e0a000" stroke-width="3"/>
<line x1="140" y1="80" x2="160" y2="110" stroke="#e0a000" stroke-width="2"/><line x1="160" y1="110" x2="140" y2="140" stroke="#e0a000" stroke-width="2"/>
<line x1="140" y1="140" x2="160" y2="170" stroke="#e0a000" stroke-width="2"/><line x1="160" y1="170" x2="140" y2="200" stroke="#e0a000" stroke-width="2"/>
<rect x="60" y="40" width="350" height="10" fill="#e0a000" stroke="#000"/>
<rect x="75" y="50" width="30" height="30" fill="#777" stroke="#000"/>
<text x="62" y="98">contragewicht</text>
<circle cx="150" cy="45" r="4" fill="#000"/>
<line x1="390" y1="50" x2="390" y2="150" stroke="#000" stroke-width="1.5"/>
<path d="M 390 150 q 0 10 -8 10" fill="none" stroke="#000" stroke-width="2"/>
<text x="330" y="172">laadhaak</text>
<g stroke="#000" stroke-width="1">
<line x1="90" y1="25" x2="150" y2="25"/><line x1="90" y1="20" x2="90" y2="30"/><line x1="150" y1="20" x2="150" y2="30"/>
<line x1="150" y1="25" x2="390" y2="25"/><line x1="390" y1="20" x2="390" y2="30"/>
</g>
<text x="120" y="18" text-anchor="middle">10 m</text>
<text x="270" y="18" text-anchor="middle">40 m</text>
<text x="166" y="230">mast</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 50,
          text: r`De kraan is in evenwicht als het moment van de last even groot is als het moment van het contragewicht. Bereken hoe groot de zwaartekracht op de last aan de haak op $$40\ \text{m}$$ maximaal mag zijn.`,
          highlights: [r`maximale last op 40 m`],
          tags: ['hefboom', 'moment'],
          domain: 'Hefbomen',
          chapters: { Nova: 'H3.4', Impact: 'H7.1' },
          tips: [r`Welk punt is het draaipunt van de giek?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het moment van het contragewicht`,
                  text: r`$$M = 800\ \text{kNm}$$`,
                  elaboration: r`$$80\ \text{kN} \cdot 10\ \text{m} = 800\ \text{kNm}$$`,
                  explanation: r`Moment = kracht × arm; het draaipunt is de top van de mast.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de hefboomwet $$F_1 \cdot r_1 = F_2 \cdot r_2$$`,
                  text: r`$$800 = F \cdot 40$$`,
                  elaboration: r`Het moment van de last moet ook $$800\ \text{kNm}$$ zijn.`,
                  explanation: r`Evenwicht: momenten links en rechts zijn gelijk.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$F = 20\ \text{kN}$$`,
                  elaboration: r`$$F = \frac{800}{40} = 20\ \text{kN} = 2{,}0 \cdot 10^{4}\ \text{N}$$`,
                  explanation: r`Een last van ongeveer $$2000\ \text{kg}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 57,
          text: r`De kraanmachinist moet een last van $$35\ \text{kN}$$ verplaatsen. Leg uit waar hij de laadhaak dan moet zetten: dichter bij de mast of verder weg dan $$40\ \text{m}$$.`,
          highlights: [r`zwaardere last`],
          tags: ['hefboom', 'arm'],
          domain: 'Hefbomen',
          chapters: { Nova: 'H3.4', Impact: 'H7.1' },
          dependsOn: [{ number: 5 }],
          tips: [r`Het moment van de last mag niet groter worden dan $$800\ \text{kNm}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het moment van de last niet groter mag worden`,
                  text: r`Moment last $$\leq 800\ \text{kNm}$$`,
                  elaboration: r`Een grotere kracht geeft bij dezelfde arm een groter moment; dan kantelt de kraan.`,
                  explanation: r`Het contragewicht blijft gelijk.`,
                  points: 1,
                },
                {
                  correction: r`conclusie: kleinere arm, dus dichter bij de mast`,
                  text: r`Dichter bij de mast (maximaal $$23\ \text{m}$$).`,
                  elaboration: r`$$\frac{800}{35} = 23\ \text{m}$$: de haak moet binnen $$23\ \text{m}$$ van de mast blijven.`,
                  explanation: r`De berekening is niet verplicht; een juiste redenering met arm en moment is voldoende.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 45,
          text: r`De kraan hijst een pallet stenen met een massa van $$1200\ \text{kg}$$ met constante snelheid $$25\ \text{m}$$ omhoog. Bereken de arbeid die de kraan op de pallet verricht.`,
          highlights: [r`arbeid bij het hijsen`],
          tags: ['arbeid', 'zwaartekracht'],
          domain: 'Energieomzettingen',
          chapters: { Nova: 'H2.1', Impact: 'H7.2' },
          tips: [r`Bij constante snelheid is de hijskracht even groot als de zwaartekracht.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de zwaartekracht`,
                  text: r`$$F_{\text{z}} = 1{,}18 \cdot 10^{4}\ \text{N}$$`,
                  elaboration: r`$$F_{\text{z}} = 1200 \cdot 9{,}8 = 11\ 760\ \text{N}$$`,
                  explanation: r`De hijskracht is even groot als de zwaartekracht.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$W = F \cdot s$$`,
                  text: r`$$W = 11\ 760 \cdot 25$$`,
                  elaboration: r`Kracht maal verplaatsing in de richting van de kracht.`,
                  explanation: r`De pallet beweegt in de richting van de hijskracht.`,
                  points: 1,
                  tips: [r`Welke afstand legt de pallet af in de richting van de kracht?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$W = 2{,}9 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$11\ 760 \cdot 25 = 294\ 000\ \text{J} \approx 2{,}9 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`Dit is gelijk aan de toename van de zwaarte-energie ($$m \cdot g \cdot h$$).`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 37,
          introduction: r`Het hijsen uit de vorige vraag duurt $$30\ \text{s}$$. De hijsmotor neemt daarbij een elektrisch vermogen op van $$12\ \text{kW}$$.`,
          text: r`Bereken het rendement van de hijsmotor.`,
          highlights: [r`rendement van de hijsmotor`],
          tags: ['rendement', 'arbeid', 'vermogen'],
          domain: 'Rendement',
          chapters: { Nova: 'H2.3', Impact: 'H6.3' },
          dependsOn: [{ number: 7 }],
          tips: [r`Bereken het nuttige vermogen of de elektrische energie in $$30\ \text{s}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de opgenomen elektrische energie`,
                  text: r`$$E_{\text{in}} = 3{,}6 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$E = P \cdot t = 12\ 000 \cdot 30 = 360\ 000\ \text{J}$$`,
                  explanation: r`Vermogen in W en tijd in s geven energie in J.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\eta = \frac{E_{\text{nuttig}}}{E_{\text{in}}} \cdot 100\%$$`,
                  text: r`$$\eta = \frac{2{,}94 \cdot 10^{5}}{3{,}6 \cdot 10^{5}} \cdot 100\%$$`,
                  elaboration: r`Nuttig is de arbeid op de pallet uit vraag 7.`,
                  explanation: r`De rest wordt warmte in motor, kabels en katrollen.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\eta = 82\%$$`,
                  elaboration: r`$$\frac{294\ 000}{360\ 000} \cdot 100\% = 81{,}7\% \approx 82\%$$`,
                  explanation: r`Een rendement moet altijd kleiner zijn dan $$100\%$$.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`berekenen van het nuttige vermogen`,
                  text: r`$$P_{\text{nuttig}} = 9{,}8\ \text{kW}$$`,
                  elaboration: r`$$P = \frac{W}{t} = \frac{294\ 000}{30} = 9800\ \text{W}$$`,
                  explanation: r`Vermogen is arbeid per seconde.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\eta = \frac{P_{\text{nuttig}}}{P_{\text{in}}} \cdot 100\%$$`,
                  text: r`$$\eta = \frac{9{,}8}{12} \cdot 100\%$$`,
                  elaboration: r`Opgenomen vermogen: $$12\ \text{kW}$$.`,
                  explanation: r`Rendement kan ook met vermogens.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\eta = 82\%$$`,
                  elaboration: r`$$\frac{9{,}8}{12} \cdot 100\% = 81{,}7\%$$`,
                  explanation: r`Afgerond $$82\%$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Ukelele stemmen`,
      introduction: r`Noah stemt zijn ukelele met een app. De app laat het trillingsbeeld van het geluid zien, net als een oscilloscoop. De C-snaar moet een toon geven van $$262\ \text{Hz}$$. In figuur 2 zie je het beeld als Noah de C-snaar aanslaat.

![Figuur 2: trillingsbeeld van de C-snaar](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: 'Figuur 2: trillingsbeeld; sinusvormige trilling met een trillingstijd van 4 hokjes, tijdbasis 1 ms per hokje',
          svg: scherm(r`<polyline fill="none" stroke="#c00" stroke-width="2" points="${golf}"/>`),
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 46,
          text: r`Bepaal met figuur 2 de frequentie van de toon van de C-snaar.`,
          highlights: [r`frequentie van de C-snaar`],
          tags: ['frequentie', 'trillingstijd', 'oscilloscoop'],
          domain: 'Trillingen en toonhoogte',
          chapters: { Nova: 'H6.2', Impact: 'H3.2' },
          tips: [r`Meet de tijd van meerdere trillingen tegelijk: dat is nauwkeuriger.`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de trillingstijd`,
                  text: r`$$T = 4{,}0\ \text{ms}$$`,
                  elaboration: r`Twee hele trillingen beslaan $$8$$ hokjes: $$8{,}0\ \text{ms}$$, dus $$T = 4{,}0\ \text{ms}$$.`,
                  explanation: r`Eén trilling is één keer op en neer, terug naar hetzelfde punt.`,
                  points: 1,
                  tips: [r`Tel van een top naar de volgende top.`],
                },
                {
                  correction: r`gebruik van $$f = \frac{1}{T}$$ met $$T$$ in seconde`,
                  text: r`$$f = \frac{1}{0{,}0040}$$`,
                  elaboration: r`$$4{,}0\ \text{ms} = 0{,}0040\ \text{s}$$`,
                  explanation: r`Met $$T$$ in s vind je $$f$$ in Hz.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$f = 250\ \text{Hz}$$`,
                  elaboration: r`$$\frac{1}{0{,}0040} = 250\ \text{Hz}$$`,
                  explanation: r`Een waarde tussen $$240$$ en $$260\ \text{Hz}$$ is goed.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Leg uit',
          points: 2,
          minutes: 2,
          pValue: 54,
          text: r`Leg uit of Noah de C-snaar iets strakker of iets minder strak moet draaien.`,
          highlights: [r`snaar stemmen`],
          tags: ['frequentie', 'toonhoogte'],
          domain: 'Trillingen en toonhoogte',
          chapters: { Nova: 'H6.2', Impact: 'H3.2' },
          dependsOn: [{ number: 9 }],
          tips: [r`Is de gemeten toon te hoog of te laag? Hoe hangt de spanning in een snaar samen met de toonhoogte?`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijken van de gemeten frequentie met $$262\ \text{Hz}$$`,
                  text: r`$$250\ \text{Hz} < 262\ \text{Hz}$$: de toon is te laag.`,
                  elaboration: r`De snaar trilt iets te langzaam.`,
                  explanation: r`Een hogere frequentie is een hogere toon.`,
                  points: 1,
                },
                {
                  correction: r`conclusie: strakker draaien`,
                  text: r`Snaar iets strakker draaien.`,
                  elaboration: r`Een strakkere snaar trilt sneller, dus de frequentie stijgt naar $$262\ \text{Hz}$$.`,
                  explanation: r`Hoe strakker de snaar, hoe hoger de toon.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Schets',
          points: 2,
          minutes: 3,
          pValue: 58,
          text: r`Nadat de snaar goed gestemd is, slaat Noah hem veel harder aan. Op de uitwerkbijlage staat het beeld van figuur 2 gestippeld. Schets in dezelfde figuur het beeld dat de app nu ongeveer laat zien. Verwaarloos het kleine verschil in frequentie.`,
          highlights: [r`harder aanslaan`],
          tags: ['amplitude', 'geluidssterkte', 'oscilloscoop'],
          domain: 'Trillingen en toonhoogte',
          chapters: { Nova: 'H6.1', Impact: 'H3.1' },
          appendix: {
            name: 'uitwerkbijlage11.svg',
            alt: 'Uitwerkbijlage bij vraag 11: scherm met het trillingsbeeld van figuur 2 gestippeld',
            svg: scherm(r`<polyline fill="none" stroke="#777" stroke-width="1.5" stroke-dasharray="4,3" points="${golf}"/>`),
          },
          tips: [r`Wat verandert er aan een trilling als het geluid harder wordt, en wat blijft gelijk?`],
          answers: [
            {
              steps: [
                {
                  correction: r`zelfde trillingstijd (toppen op dezelfde plaatsen)`,
                  text: r`Weer $$4$$ hokjes per trilling.`,
                  elaboration: r`De toonhoogte verandert niet, dus de toppen liggen boven de toppen van de stippellijn.`,
                  explanation: r`Frequentie bepaalt de toonhoogte, niet de geluidssterkte.`,
                  points: 1,
                },
                {
                  correction: r`grotere amplitude`,
                  text: r`Hogere toppen en diepere dalen.`,
                  elaboration: r`Bijvoorbeeld $$2{,}5$$ hokje boven en onder de middellijn in plaats van $$1{,}5$$.`,
                  explanation: r`Een hardere toon hoort bij een grotere uitwijking (amplitude).`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 61,
          text: r`Een losse snaar die tussen twee spijkers op een plank gespannen is, klinkt veel zachter dan een snaar op een ukelele. Wat is daarvan de oorzaak?
A De klankkast van de ukelele trilt mee en zet meer lucht in beweging.
B De klankkast maakt de frequentie van de toon hoger.
C De snaar op een ukelele trilt langer, omdat er geen wrijving is.
D Het gat in de klankkast laat het geluid sneller naar buiten.`,
          highlights: [r`klankkast`],
          tags: ['meetrillen', 'geluidssterkte'],
          domain: 'Trillingen en toonhoogte',
          chapters: { Nova: 'H6.1', Impact: 'H3.1' },
          tips: [r`Hoe komt het geluid van de snaar in de lucht terecht?`],
          answers: [
            {
              scores: [0, 0, 1, 1],
              steps: [
                {
                  correction: r`inzicht dat de klankkast meetrilt`,
                  text: r`Klankkast trilt mee.`,
                  elaboration: r`Een dunne snaar duwt maar weinig lucht weg. De houten klankkast trilt mee en brengt veel meer lucht in trilling.`,
                  explanation: r`Het geluid wordt daardoor harder, de toonhoogte blijft gelijk.`,
                  points: 0,
                },
                {
                  correction: r`antwoord A`,
                  text: r`A`,
                  elaboration: r`De klankkast trilt mee.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
                  points: 0,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Thermoskan`,
      introduction: r`Op een zeildag neemt Yara hete thee mee in een thermoskan. In figuur 3 zie je een doorsnede. De kan heeft een dubbele glazen wand. Tussen de wanden is de lucht weggepompt (vacuüm). De glazen wanden zijn aan de binnenkant verzilverd, zodat ze glanzen als een spiegel. De kan wordt afgesloten met een kunststof dop.

![Figuur 3: doorsnede van een thermoskan](figuur3.svg)`,
      figures: [
        {
          name: 'figuur3.svg',
          alt: 'Figuur 3: doorsnede van een thermoskan met dop, dubbele verzilverde glaswand en vacuüm ertussen',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 280" font-family="Arial, sans-serif" font-size="12">
<rect x="0" y="0" width="320" height="280" fill="#fff"/>
<rect x="70" y="20" width="80" height="30" rx="4" fill="#6d8fb3" stroke="#000"/>
<path d="M 60 60 L 160 60 L 160 250 Q 110 268 60 250 Z" fill="#eee" stroke="#000" stroke-width="2"/>
<path d="M 75 50 L 145 50 L 145 238 Q 110 252 75 238 Z" fill="#c77d3a" stroke="#999" stroke-width="3"/>
<line x1="75" y1="90" x2="145" y2="90" stroke="#8d4f1f" stroke-width="1"/>
<text x="178" y="40">dop</text><line x1="150" y1="36" x2="175" y2="36" stroke="#000"/>
<text x="178" y="110">verzilverde glaswand</text><line x1="146" y1="106" x2="175" y2="106" stroke="#000"/>
<text x="178" y="160">vacuüm</text><line x1="153" y1="156" x2="175" y2="156" stroke="#000"/>
<text x="178" y="210">buitenmantel</text><line x1="161" y1="206" x2="175" y2="206" stroke="#000"/>
<text x="86" y="170" fill="#fff">thee</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 13,
          type: 'Vul in',
          points: 3,
          minutes: 3,
          pValue: 53,
          text: r`Vul in de tabel in welke vorm van warmtetransport elk onderdeel vooral tegengaat: geleiding, stroming of straling.

| onderdeel | gaat vooral tegen |
|---|---|
| vacuüm tussen de wanden | ... |
| verzilverde wanden | ... |
| dop op de kan | ... |`,
          highlights: [r`geleiding, stroming of straling`],
          tags: ['warmtetransport', 'isolatie'],
          domain: 'Warmtetransport en isolatie',
          chapters: { Nova: 'H7.3', Impact: 'H8.2' },
          tips: [r`Welke vormen van warmtetransport hebben deeltjes nodig?`],
          answers: [
            {
              steps: [
                {
                  correction: r`vacuüm: geleiding (en stroming)`,
                  text: r`geleiding`,
                  elaboration: r`In vacuüm zijn geen deeltjes die warmte kunnen doorgeven of meenemen.`,
                  explanation: r`Geleiding en stroming hebben een stof nodig. 'Geleiding en stroming' ook goed.`,
                  points: 1,
                },
                {
                  correction: r`verzilverde wanden: straling`,
                  text: r`straling`,
                  elaboration: r`Een glanzend oppervlak kaatst warmtestraling terug naar de thee.`,
                  explanation: r`Straling kan wel door vacuüm; daarom is de spiegellaag nodig.`,
                  points: 1,
                  tips: [r`Welk warmtetransport gaat door vacuüm heen?`],
                },
                {
                  correction: r`dop: stroming`,
                  text: r`stroming`,
                  elaboration: r`Zonder dop stijgt warme lucht en damp op uit de kan en komt koude lucht ervoor in de plaats.`,
                  explanation: r`Stroming is warmtetransport doordat een warme stof zich verplaatst.`,
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
          pValue: 47,
          text: r`Yara doet $$0{,}75\ \text{kg}$$ thee van $$90\ \text{°C}$$ in de kan. Na zes uur is de thee $$78\ \text{°C}$$. De soortelijke warmte van thee is $$4{,}18 \cdot 10^{3}\ \text{J/(kg·°C)}$$. Bereken hoeveel warmte de thee in die zes uur heeft afgestaan.`,
          highlights: [r`afgestane warmte`],
          tags: ['soortelijke warmte', 'warmte'],
          domain: 'Warmtetransport en isolatie',
          chapters: { Nova: 'H7.1', Impact: 'H8.1' },
          tips: [r`Hoeveel graden is de thee afgekoeld?`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van $$\Delta T$$`,
                  text: r`$$\Delta T = 12\ \text{°C}$$`,
                  elaboration: r`$$90 - 78 = 12\ \text{°C}$$`,
                  explanation: r`Afgestane warmte hangt af van de temperatuurdaling.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$Q = c \cdot m \cdot \Delta T$$`,
                  text: r`$$Q = 4{,}18 \cdot 10^{3} \cdot 0{,}75 \cdot 12$$`,
                  elaboration: r`Vul $$c$$, $$m$$ en $$\Delta T$$ in.`,
                  explanation: r`Dezelfde formule geldt voor opwarmen en afkoelen.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$Q = 3{,}8 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$4180 \cdot 0{,}75 \cdot 12 = 37\ 620\ \text{J} \approx 3{,}8 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 44,
          text: r`Door welke vorm van warmtetransport verliest de thee toch nog warmte via het vacuüm tussen de wanden?
A geleiding
B stroming
C straling
D geen: door vacuüm kan geen warmte gaan`,
          highlights: [r`warmte door vacuüm`],
          tags: ['warmtetransport', 'warmtestraling'],
          domain: 'Warmtetransport en isolatie',
          chapters: { Nova: 'H7.3', Impact: 'H8.2' },
          dependsOn: [{ number: 13 }],
          tips: [r`Hoe komt de warmte van de zon op aarde?`],
          answers: [
            {
              scores: [0, 0, 1, 1],
              steps: [
                {
                  correction: r`inzicht dat straling geen tussenstof nodig heeft`,
                  text: r`Straling gaat door vacuüm.`,
                  elaboration: r`Warmtestraling (infrarood) kan zich zonder deeltjes voortplanten; de spiegellaag kaatst het meeste terug, maar niet alles.`,
                  explanation: r`Zo bereikt ook de warmte van de zon de aarde door de lege ruimte.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`Straling.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
                  points: 0,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
