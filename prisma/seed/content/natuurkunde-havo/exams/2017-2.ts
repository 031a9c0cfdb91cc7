import type { ExamContent } from '../../types.ts';

const r = String.raw;

export const exam: ExamContent = {
  year: 2017,
  term: 2,
  standardizationValue: 1.2,
  topics: [
    {
      name: r`Kitesurfen`,
      introduction: r`Bij kitesurfen staat een surfer op een plank en wordt hij voortgetrokken door een grote vlieger (kite). De surfer heeft inclusief plank een massa van $$75\ \text{kg}$$. De lijnen van de kite maken tijdens het varen een hoek van $$30^\circ$$ met het wateroppervlak, zie figuur 1. Bij een bepaalde windsterkte is de kracht van de lijnen op de surfer $$520\ \text{N}$$ en vaart hij met constante snelheid recht vooruit.

![Figuur 1: de kitesurfer met de lijnen onder 30° met het water](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: een kitesurfer op een plank; de lijnen naar de kite maken een hoek van 30 graden met het water`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -12 440 252" font-family="sans-serif" font-size="13"><rect x="0" y="190" width="440" height="50" fill="#cfe6f7"/><line x1="0" y1="190" x2="440" y2="190" stroke="#3a7fb5"/><rect x="60" y="182" width="90" height="8" rx="4" fill="#8a5a2b"/><line x1="105" y1="182" x2="105" y2="130" stroke="#333" stroke-width="6"/><circle cx="105" cy="118" r="12" fill="#f2c9a0" stroke="#333"/><line x1="110" y1="150" x2="380" y2="0" stroke="#555" stroke-dasharray="6 4"/><path d="M360 2 Q400 -2 430 30 L400 40 Q385 20 360 22 Z" fill="#e4572e"/><path d="M160 150 A 50 50 0 0 0 156 124" fill="none" stroke="#000"/><line x1="110" y1="150" x2="200" y2="150" stroke="#000" stroke-dasharray="3 3"/><text x="168" y="142">30°</text><text x="250" y="70">lijnen naar de kite</text><text x="20" y="230">water</text></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 64,
          text: r`Bereken de weerstandskracht van het water op de plank als de surfer met constante snelheid vaart. Neem aan dat de luchtweerstand op de surfer te verwaarlozen is.`,
          highlights: [r`constante snelheid`, r`horizontale component`],
          tags: ['resulterende kracht', 'krachten ontbinden', 'wrijving'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.1', Newton: 'H4.1' },
          tips: [r`Wat weet je van de resulterende kracht als de snelheid constant is?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de resulterende horizontale kracht nul is`,
                  text: r`$$F_w = F_{lijn,x}$$`,
                  elaboration: r`Bij constante snelheid geldt $$F_{res} = 0$$, dus de weerstandskracht is even groot als de horizontale component van de lijnkracht.`,
                  explanation: r`Eerste wet van Newton.`,
                  points: 1,
                },
                {
                  correction: r`ontbinden van de lijnkracht`,
                  text: r`$$F_{lijn,x} = 520 \cdot \cos 30^\circ$$`,
                  elaboration: r`De horizontale component is de aanliggende zijde: $$F_x = F \cdot \cos \alpha$$.`,
                  explanation: r`Alleen de component langs de bewegingsrichting houdt de weerstandskracht in evenwicht.`,
                  points: 1,
                  tips: [r`Teken de lijnkracht als schuine zijde van een rechthoekige driehoek.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$F_w = 4{,}5 \cdot 10^{2}\ \text{N}$$`,
                  elaboration: r`$$F_w = 520 \cdot 0{,}866 = 450\ \text{N}$$`,
                  explanation: r`Twee significante cijfers, zoals de hoek.`,
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
          minutes: 3,
          pValue: 58,
          text: r`De lijnkracht heeft ook een verticale component. Leg uit wat het gevolg is van deze component voor de kracht waarmee de plank op het water drukt.`,
          highlights: [r`verticale component van de lijnkracht`],
          tags: ['krachten ontbinden', 'zwaartekracht'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.1', Newton: 'H4.1' },
          tips: [r`In welke richting werkt de verticale component, en welke kracht werkt in tegengestelde richting?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de verticale component omhoog werkt`,
                  text: r`de kite trekt de surfer gedeeltelijk omhoog`,
                  elaboration: r`De lijnen lopen schuin omhoog naar de kite, dus $$F_{lijn,y}$$ is omhoog gericht, tegengesteld aan de zwaartekracht.`,
                  explanation: r`Verticaal is er evenwicht tussen zwaartekracht, lijnkracht en de kracht van het water.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`de plank drukt minder hard op het water`,
                  elaboration: r`De kracht van het water omhoog hoeft alleen $$F_z - F_{lijn,y}$$ te leveren, dus de plank drukt met een kleinere kracht dan $$F_z$$ op het water.`,
                  explanation: r`Daardoor ligt de plank hoger in het water en is de weerstand kleiner.`,
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
          pValue: 48,
          text: r`Door een windvlaag neemt de lijnkracht plotseling toe tot $$680\ \text{N}$$, onder dezelfde hoek. Op dat moment is de weerstandskracht van het water nog even groot als bij vraag 1. Bereken de versnelling van de surfer op dat moment.`,
          highlights: [r`versnelling door een windvlaag`],
          tags: ['versnelling', 'resulterende kracht', 'krachten ontbinden'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.2', Newton: 'H3.2' },
          dependsOn: [{ number: 1 }],
          tips: [r`Bepaal eerst de nieuwe horizontale component van de lijnkracht.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de nieuwe horizontale component`,
                  text: r`$$F_{lijn,x} = 589\ \text{N}$$`,
                  elaboration: r`$$F_{lijn,x} = 680 \cdot \cos 30^\circ = 588{,}9\ \text{N}$$`,
                  explanation: r`De hoek is niet veranderd.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de resulterende kracht`,
                  text: r`$$F_{res} = 139\ \text{N}$$`,
                  elaboration: r`$$F_{res} = 588{,}9 - 450{,}3 = 138{,}6\ \text{N}$$`,
                  explanation: r`De weerstandskracht werkt tegen de bewegingsrichting in.`,
                  points: 1,
                  tips: [r`Welke twee horizontale krachten werken er, en in welke richting?`],
                },
                {
                  correction: r`gebruik van $$F_{res} = m \cdot a$$`,
                  text: r`$$a = \dfrac{138{,}6}{75}$$`,
                  elaboration: r`$$a = \dfrac{F_{res}}{m}$$ met $$m = 75\ \text{kg}$$.`,
                  explanation: r`De tweede wet van Newton.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$a = 1{,}8\ \text{m/s}^2$$`,
                  elaboration: r`$$a = 1{,}85 \approx 1{,}8\ \text{m/s}^2$$`,
                  explanation: r`Tussentijds niet afronden: met $$F_w = 450\ \text{N}$$ komt er $$1{,}85\ \text{m/s}^2$$ uit, ook goed.`,
                  points: 1,
                },
              ],
              remark: r`Een fout in vraag 1 die hier consequent wordt doorgerekend, niet opnieuw aanrekenen.`,
            },
          ],
        },
        {
          number: 4,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 62,
          text: r`Bij een sprong verlaat de surfer het water met een verticale snelheid van $$6{,}5\ \text{m/s}$$. Toon aan dat hij dan ongeveer $$2{,}2\ \text{m}$$ hoog kan komen als de kite hem niet extra omhoog trekt en de luchtweerstand verwaarloosd wordt.`,
          highlights: [r`hoogte van een sprong`],
          tags: ['energiebehoud', 'kinetische energie', 'zwaarte-energie'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.2', Newton: 'H5.2' },
          tips: [r`Welke energieomzetting vindt plaats tussen het verlaten van het water en het hoogste punt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de verticale kinetische energie wordt omgezet in zwaarte-energie`,
                  text: r`$$\tfrac{1}{2} m v_y^2 = m g h$$`,
                  elaboration: r`In het hoogste punt is de verticale snelheid nul.`,
                  explanation: r`Zonder wrijving blijft de mechanische energie behouden.`,
                  points: 1,
                },
                {
                  correction: r`herschrijven tot een uitdrukking voor $$h$$`,
                  text: r`$$h = \dfrac{v_y^2}{2g}$$`,
                  elaboration: r`De massa valt aan beide kanten weg.`,
                  explanation: r`De hoogte hangt dus niet af van de massa van de surfer.`,
                  points: 1,
                  tips: [r`Deel beide kanten door $$m$$.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$h = 2{,}15\ \text{m} \approx 2{,}2\ \text{m}$$`,
                  elaboration: r`$$h = \dfrac{6{,}5^2}{2 \cdot 9{,}81} = 2{,}15\ \text{m}$$`,
                  explanation: r`Bij een toon-aan-vraag geef je de uitkomst in een cijfer meer dan gevraagd.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Naafdynamo`,
      introduction: r`Veel stadsfietsen hebben een naafdynamo in het voorwiel. In de naaf draait een ring met magneten langs een vaste spoel. De dynamo voedt een koplamp van $$2{,}4\ \text{W}$$ en een achterlicht van $$0{,}60\ \text{W}$$, die parallel zijn aangesloten. Bij een fietssnelheid van $$20\ \text{km/h}$$ of meer branden beide lampen op hun nominale spanning van $$6{,}0\ \text{V}$$. In tabel 1 staat de spanning van de dynamo bij verschillende snelheden, gemeten terwijl de lampen aangesloten zijn.

| $$v$$ (km/h) | 5 | 10 | 15 | 20 | 25 | 30 |
|---|---|---|---|---|---|---|
| $$U$$ (V) | 2,1 | 4,2 | 5,6 | 6,0 | 6,1 | 6,2 |`,
      questions: [
        {
          number: 5,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 79,
          text: r`Bereken de stroomsterkte door de dynamo als beide lampen op nominale spanning branden.`,
          highlights: [r`stroomsterkte door de dynamo`],
          tags: ['parallelschakeling', 'vermogen', 'stroomsterkte'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.2', Newton: 'H2.2' },
          tips: [r`Hoe groot is het totale vermogen van beide lampen samen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`optellen van de vermogens`,
                  text: r`$$P_{tot} = 3{,}0\ \text{W}$$`,
                  elaboration: r`$$P_{tot} = 2{,}4 + 0{,}60 = 3{,}0\ \text{W}$$`,
                  explanation: r`De dynamo levert het vermogen van beide lampen.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = U \cdot I$$ en completeren`,
                  text: r`$$I = 0{,}50\ \text{A}$$`,
                  elaboration: r`$$I = \dfrac{3{,}0}{6{,}0} = 0{,}50\ \text{A}$$`,
                  explanation: r`Bij een parallelschakeling staat over beide lampen dezelfde spanning.`,
                  points: 1,
                },
              ],
              remark: r`Ook goed: de stromen $$0{,}40\ \text{A}$$ en $$0{,}10\ \text{A}$$ apart berekenen en optellen.`,
            },
          ],
        },
        {
          number: 6,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 60,
          text: r`Leg uit hoe in de naafdynamo een spanning ontstaat als de fietser rijdt.`,
          highlights: [r`werking van de naafdynamo`],
          tags: ['inductie', 'magnetisch veld'],
          domain: 'Elektromagnetisme',
          chapters: { Nova: 'H8.3', Newton: 'H8.3' },
          tips: [r`Wat verandert er in de spoel als de magneten erlangs draaien?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het magnetisch veld (de flux) in de spoel verandert`,
                  text: r`de magneten draaien langs de spoel, dus het magnetisch veld in de spoel verandert steeds`,
                  elaboration: r`Afwisselend komt er een noordpool en een zuidpool langs de spoel.`,
                  explanation: r`Een constant veld levert geen spanning op; het gaat om de verandering.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat een veranderend magnetisch veld een inductiespanning opwekt`,
                  text: r`er ontstaat een inductiespanning over de spoel`,
                  elaboration: r`Door de veranderende flux wordt een (wissel)spanning opgewekt, die de lampen laat branden.`,
                  explanation: r`Dit is elektromagnetische inductie.`,
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
          minutes: 5,
          pValue: 45,
          text: r`Bereken het totale vermogen van de verlichting bij een snelheid van $$10\ \text{km/h}$$. Neem aan dat de weerstand van de lampen niet van de spanning afhangt.`,
          highlights: [r`vermogen bij lage snelheid`],
          tags: ['vermogen', 'weerstand', 'tabel'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H2.1', Newton: 'H2.3' },
          dependsOn: [{ number: 5 }],
          tips: [r`Bereken eerst de totale weerstand van de lampen bij nominale spanning.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de vervangingsweerstand van de lampen`,
                  text: r`$$R_v = 12\ \Omega$$`,
                  elaboration: r`$$R_v = \dfrac{U}{I} = \dfrac{6{,}0}{0{,}50} = 12\ \Omega$$`,
                  explanation: r`De weerstand is volgens de opgave constant.`,
                  points: 1,
                  tips: [r`Gebruik de stroomsterkte uit vraag 5.`],
                },
                {
                  correction: r`aflezen van de spanning in tabel 1`,
                  text: r`$$U = 4{,}2\ \text{V}$$`,
                  elaboration: r`Bij $$10\ \text{km/h}$$ geeft tabel 1 $$U = 4{,}2\ \text{V}$$.`,
                  explanation: r`De dynamo levert bij lage snelheid een lagere spanning.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = \dfrac{U^2}{R}$$ en completeren`,
                  text: r`$$P = 1{,}5\ \text{W}$$`,
                  elaboration: r`$$P = \dfrac{4{,}2^2}{12} = 1{,}47\ \text{W} \approx 1{,}5\ \text{W}$$`,
                  explanation: r`Het vermogen is ongeveer gehalveerd, terwijl de spanning maar met 30% is gedaald.`,
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
          pValue: 56,
          text: r`Sara fietst $$45$$ minuten met een snelheid boven de $$20\ \text{km/h}$$ met haar verlichting aan. Het rendement van de naafdynamo is $$60\%$$. Bereken hoeveel energie Sara extra moet leveren om de verlichting te laten branden.`,
          highlights: [r`extra energie van de fietser`],
          tags: ['rendement', 'energie', 'vermogen'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H4.3', Newton: 'H5.3' },
          tips: [r`De lampen krijgen de nuttige energie; de fietser levert de toegevoerde energie.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E = P \cdot t$$`,
                  text: r`$$E_{nuttig} = 8{,}1 \cdot 10^{3}\ \text{J}$$`,
                  elaboration: r`$$E_{nuttig} = 3{,}0 \cdot 45 \cdot 60 = 8{,}1 \cdot 10^{3}\ \text{J}$$`,
                  explanation: r`De lampen hebben samen een vermogen van $$3{,}0\ \text{W}$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\eta = \dfrac{E_{nuttig}}{E_{in}}$$`,
                  text: r`$$E_{in} = \dfrac{8{,}1 \cdot 10^{3}}{0{,}60}$$`,
                  elaboration: r`De fietser levert meer energie dan de lampen krijgen, want een deel gaat verloren in de dynamo.`,
                  explanation: r`Delen door het rendement geeft de toegevoerde energie.`,
                  points: 1,
                  tips: [r`Moet je vermenigvuldigen of delen door $$0{,}60$$?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$E_{in} = 1{,}4 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$E_{in} = 1{,}35 \cdot 10^{4} \approx 1{,}4 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Gitaarsnaar`,
      introduction: r`Op een akoestische gitaar zit de A-snaar tussen twee vaste punten: de topkam bij de kop en het zadel op de brug. Het trillende deel van de snaar is $$65{,}0\ \text{cm}$$ lang. Als de snaar vrij wordt aangeslagen, klinkt de grondtoon van $$110\ \text{Hz}$$. Rosa neemt de toon op met een microfoon die is aangesloten op een computer.`,
      questions: [
        {
          number: 9,
          type: 'Bepaal',
          points: 2,
          minutes: 3,
          pValue: 69,
          text: r`In figuur 2 staat het signaal van de microfoon. Bepaal met figuur 2 de frequentie van de toon.

![Figuur 2: het microfoonsignaal van de A-snaar](figuur2.svg)`,
          highlights: [r`frequentie uit het microfoonsignaal`],
          tags: ['frequentie', 'trillingstijd', 'grafiek'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.1', Newton: 'H6.1' },
          figures: [
            {
              name: 'figuur2.svg',
              alt: r`Figuur 2: sinusvormig microfoonsignaal, spanning tegen de tijd van 0 tot 40 ms`,
              svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 430 210" font-family="sans-serif" font-size="12"><g stroke="#ddd"><line x1="85" y1="30" x2="85" y2="170"/><line x1="130" y1="30" x2="130" y2="170"/><line x1="175" y1="30" x2="175" y2="170"/><line x1="220" y1="30" x2="220" y2="170"/><line x1="265" y1="30" x2="265" y2="170"/><line x1="310" y1="30" x2="310" y2="170"/><line x1="355" y1="30" x2="355" y2="170"/><line x1="400" y1="30" x2="400" y2="170"/></g><line x1="40" y1="100" x2="410" y2="100" stroke="#000"/><line x1="40" y1="25" x2="40" y2="175" stroke="#000"/><polyline fill="none" stroke="#06c" stroke-width="2" points="40,100.0 44,81.7 48,65.1 52,51.9 56,43.2 60,40.0 64,42.5 68,50.5 72,63.2 76,79.5 80,97.7 84,116.1 88,133.0 92,146.7 96,156.0 100,159.9 104,158.1 108,150.8 112,138.6 116,122.7 120,104.6 124,86.2 128,69.0 132,54.8 136,44.9 140,40.3 144,41.4 148,48.0 152,59.7 156,75.2 160,93.0 164,111.6 168,129.0 172,143.6 176,154.1 180,159.4 184,159.1 188,153.1 192,142.0 196,126.9 200,109.3 204,90.7 208,73.1 212,58.0 216,46.9 220,40.9 224,40.6 228,45.9 232,56.4 236,71.0 240,88.4 244,107.0 248,124.8 252,140.3 256,152.0 260,158.6 264,159.7 268,155.1 272,145.2 276,131.0 280,113.8 284,95.4 288,77.3 292,61.4 296,49.2 300,41.9 304,40.1 308,44.0 312,53.3 316,67.0 320,83.9 324,102.3 328,120.5 332,136.8 336,149.5 340,157.5 344,160.0 348,156.8 352,148.1 356,134.9 360,118.3 364,100.0 368,81.7 372,65.1 376,51.9 380,43.2 384,40.0 388,42.5 392,50.5 396,63.2 400,79.5"/><g text-anchor="middle"><text x="40" y="190">0</text><text x="85" y="190">5</text><text x="130" y="190">10</text><text x="175" y="190">15</text><text x="220" y="190">20</text><text x="265" y="190">25</text><text x="310" y="190">30</text><text x="355" y="190">35</text><text x="400" y="190">40</text><text x="225" y="206">t (ms)</text></g><text x="8" y="20">U</text></svg>`,
            },
          ],
          tips: [r`Bepaal de tijd van zoveel mogelijk hele trillingen tegelijk.`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de trillingstijd over meerdere trillingen`,
                  text: r`$$4T = 36\ \text{ms}$$, dus $$T = 9{,}0\ \text{ms}$$`,
                  elaboration: r`Van $$t = 0$$ tot $$t = 36\ \text{ms}$$ passen precies vier trillingen.`,
                  explanation: r`Meerdere trillingen tegelijk meten verkleint de afleesfout.`,
                  points: 1,
                  tips: [r`Zoek punten waar het signaal omhoog door de nullijn gaat.`],
                },
                {
                  correction: r`gebruik van $$f = \dfrac{1}{T}$$ en completeren`,
                  text: r`$$f = 1{,}1 \cdot 10^{2}\ \text{Hz}$$`,
                  elaboration: r`$$f = \dfrac{1}{9{,}0 \cdot 10^{-3}} = 111\ \text{Hz} \approx 1{,}1 \cdot 10^{2}\ \text{Hz}$$`,
                  explanation: r`Dat klopt met de grondtoon van de A-snaar.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$105\ \text{Hz}$$ en $$115\ \text{Hz}$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 10,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 53,
          text: r`Bereken de voortplantingssnelheid van de golven in de A-snaar.`,
          highlights: [r`golfsnelheid in de snaar`],
          tags: ['staande golf', 'golflengte', 'golfsnelheid'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          dependsOn: [{ number: 9, attachments: true }],
          tips: [r`Hoeveel golflengtes passen er in de snaar bij de grondtoon?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij de grondtoon $$\ell = \tfrac{1}{2}\lambda$$`,
                  text: r`$$\lambda = 2\ell = 1{,}30\ \text{m}$$`,
                  elaboration: r`Bij de grondtoon zitten er knopen aan beide uiteinden en één buik in het midden.`,
                  explanation: r`De afstand tussen twee opeenvolgende knopen is een halve golflengte.`,
                  points: 1,
                  tips: [r`Schets het trillingspatroon van de grondtoon.`],
                },
                {
                  correction: r`gebruik van $$v = f \cdot \lambda$$`,
                  text: r`$$v = 110 \cdot 1{,}30$$`,
                  elaboration: r`De frequentie van de staande golf is de frequentie van de toon.`,
                  explanation: r`Voor elke golf geldt $$v = f \cdot \lambda$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$v = 143\ \text{m/s}$$`,
                  elaboration: r`$$v = 110 \cdot 1{,}30 = 143\ \text{m/s}$$`,
                  explanation: r`Drie significante cijfers.`,
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
          minutes: 5,
          pValue: 44,
          text: r`Rosa drukt de A-snaar tegen een fret, zodat een korter stuk snaar trilt. De grondtoon wordt dan $$165\ \text{Hz}$$. De spanning in de snaar verandert daarbij niet. Bereken op welke afstand van het zadel de fret zit.`,
          highlights: [r`snaar ingekort tot 165 Hz`],
          tags: ['staande golf', 'frequentie', 'golflengte'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          dependsOn: [{ number: 10 }],
          tips: [r`Welke grootheid blijft gelijk als de spanning in de snaar niet verandert?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de golfsnelheid gelijk blijft`,
                  text: r`$$v = 143\ \text{m/s}$$`,
                  elaboration: r`De golfsnelheid in een snaar hangt af van de spanning en de snaar zelf, niet van de lengte.`,
                  explanation: r`Daardoor kun je de uitkomst van vraag 10 gebruiken.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de nieuwe golflengte`,
                  text: r`$$\lambda = 0{,}867\ \text{m}$$`,
                  elaboration: r`$$\lambda = \dfrac{v}{f} = \dfrac{143}{165} = 0{,}867\ \text{m}$$`,
                  explanation: r`Een hogere frequentie bij gelijke snelheid geeft een kortere golflengte.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\ell = 43{,}3\ \text{cm}$$`,
                  elaboration: r`$$\ell = \tfrac{1}{2} \cdot 0{,}867 = 0{,}433\ \text{m}$$`,
                  explanation: r`Het trillende deel loopt van de fret tot het zadel.`,
                  points: 1,
                  tips: [r`Het trillende deel is weer een halve golflengte.`],
                },
              ],
              remark: r`Ook goed: $$\ell = 65{,}0 \cdot \dfrac{110}{165} = 43{,}3\ \text{cm}$$ met de redenering dat lengte en frequentie omgekeerd evenredig zijn.`,
            },
          ],
        },
        {
          number: 12,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 51,
          text: r`De trillende snaar zendt een geluidsgolf uit in de lucht. Welke bewering over deze geluidsgolf vergeleken met de golf in de snaar is juist?
A De geluidsgolf heeft dezelfde frequentie en dezelfde golflengte.
B De geluidsgolf heeft dezelfde frequentie en een grotere golflengte.
C De geluidsgolf heeft dezelfde frequentie en een kleinere golflengte.
D De geluidsgolf heeft een andere frequentie en dezelfde golflengte.`,
          highlights: [r`geluidsgolf in de lucht`],
          tags: ['geluidssnelheid', 'golflengte', 'frequentie'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          tips: [r`Zoek de geluidssnelheid in lucht op en vergelijk die met $$143\ \text{m/s}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze`,
                  text: r`antwoord B`,
                  elaboration: r`De frequentie blijft gelijk; in lucht is $$v = 343\ \text{m/s}$$, dus $$\lambda = \dfrac{343}{110} = 3{,}12\ \text{m}$$, groter dan $$1{,}30\ \text{m}$$.`,
                  explanation: r`De bron bepaalt de frequentie, het medium de snelheid.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Jodiumtherapie`,
      introduction: r`Bij een te snel werkende schildklier krijgt een patiënt soms een capsule met radioactief jodium-131. Het jodium hoopt zich op in de schildklier en de straling vernietigt een deel van het schildklierweefsel. Jodium-131 is een bètastraler die ook gammastraling uitzendt; de halveringstijd is $$8{,}0$$ dagen. Het lichaam scheidt ook jodium uit via de urine. In tabel 2 staat de activiteit van het jodium in het lichaam van een patiënt, gemeten met een detector buiten het lichaam.

| $$t$$ (dag) | 0 | 2 | 4 | 6 | 8 |
|---|---|---|---|---|---|
| $$A$$ (MBq) | 800 | 561 | 393 | 275 | 193 |`,
      questions: [
        {
          number: 13,
          type: 'Geef',
          points: 3,
          minutes: 3,
          pValue: 70,
          text: r`Geef de vervalvergelijking van jodium-131.`,
          highlights: [r`bètaverval van jodium-131`],
          tags: ['vervalreactie', 'bètastraling'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          tips: [r`Bij bètaverval verandert een neutron in een proton en een elektron.`],
          answers: [
            {
              steps: [
                {
                  correction: r`elektron rechts van de pijl`,
                  text: r`$$ {}^{0}_{-1}\text{e}$$`,
                  elaboration: r`Een bètadeeltje is een elektron met lading $$-1$$ en massagetal $$0$$.`,
                  explanation: r`Jodium-131 is een $$\beta^-$$-straler.`,
                  points: 1,
                },
                {
                  correction: r`Xe als vervalproduct`,
                  text: r`$$\text{Xe}$$`,
                  elaboration: r`Het atoomnummer neemt toe van $$53$$ naar $$54$$: xenon.`,
                  explanation: r`Er is een proton bijgekomen.`,
                  points: 1,
                  tips: [r`Zoek het atoomnummer van jodium op en tel er een bij op.`],
                },
                {
                  correction: r`aantal nucleonen en lading kloppen`,
                  text: r`$$ {}^{131}_{53}\text{I} \rightarrow {}^{131}_{54}\text{Xe} + {}^{0}_{-1}\text{e} (+ \gamma)$$`,
                  elaboration: r`Massagetallen: $$131 = 131 + 0$$; lading: $$53 = 54 - 1$$.`,
                  explanation: r`Behoud van nucleonen en van lading.`,
                  points: 1,
                },
              ],
              remark: r`Het vermelden van gammastraling of een antineutrino is niet vereist.`,
            },
          ],
        },
        {
          number: 14,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 56,
          text: r`De activiteit in het lichaam neemt sneller af dan door het radioactieve verval alleen. Bepaal met tabel 2 de effectieve halveringstijd: de tijd waarin de activiteit in het lichaam halveert.`,
          highlights: [r`effectieve halveringstijd`],
          tags: ['halveringstijd', 'activiteit', 'tabel'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.2' },
          tips: [r`Zoek in de tabel wanneer de activiteit de helft is van de beginwaarde.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat gezocht wordt naar $$A = 400\ \text{MBq}$$`,
                  text: r`$$A = \tfrac{1}{2} \cdot 800 = 400\ \text{MBq}$$`,
                  elaboration: r`De helft van de beginactiviteit is $$400\ \text{MBq}$$.`,
                  explanation: r`Na één effectieve halveringstijd is de helft van het jodium nog over.`,
                  points: 1,
                },
                {
                  correction: r`aflezen of interpoleren in de tabel`,
                  text: r`tussen $$t = 2$$ en $$t = 4$$ dagen, dicht bij $$4$$ dagen`,
                  elaboration: r`Bij $$t = 4$$ dagen is $$A = 393\ \text{MBq}$$, iets minder dan $$400\ \text{MBq}$$.`,
                  explanation: r`Controle: van $$4$$ naar $$8$$ dagen halveert $$393$$ ook ongeveer tot $$193$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de bepaling`,
                  text: r`$$t_{1/2,eff} = 3{,}9\ \text{dagen}$$`,
                  elaboration: r`$$t_{1/2,eff} \approx 3{,}9\ \text{dagen}$$`,
                  explanation: r`Dat is korter dan de natuurkundige halveringstijd van $$8{,}0$$ dagen.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$3{,}7$$ en $$4{,}0$$ dagen goed rekenen.`,
            },
          ],
        },
        {
          number: 15,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 50,
          text: r`Leg uit waarom de effectieve halveringstijd korter is dan de halveringstijd van jodium-131.`,
          highlights: [r`uitscheiding via de urine`],
          tags: ['halveringstijd', 'activiteit'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.2' },
          dependsOn: [{ number: 14 }],
          tips: [r`Op welke twee manieren verdwijnen jodiumkernen uit het lichaam?`],
          answers: [
            {
              steps: [
                {
                  correction: r`noemen van het radioactieve verval`,
                  text: r`kernen vervallen tot xenon`,
                  elaboration: r`Door verval halveert het aantal jodiumkernen in $$8{,}0$$ dagen.`,
                  explanation: r`Dit is het natuurkundige deel.`,
                  points: 0,
                },
                {
                  correction: r`inzicht dat het lichaam daarnaast jodium uitscheidt`,
                  text: r`ook via de urine verdwijnt jodium uit het lichaam`,
                  elaboration: r`Beide processen verlagen de activiteit in het lichaam tegelijk.`,
                  explanation: r`Daardoor neemt de activiteit sneller af dan door verval alleen.`,
                  points: 0,
                },
              ],
              scores: [0, 0, 1, 2],
            },
          ],
        },
        {
          number: 16,
          type: 'Meerkeuze',
          points: 2,
          minutes: 3,
          pValue: 59,
          text: r`De patiënt mag de eerste dagen geen kleine kinderen op schoot nemen. Welke straling van de patiënt kan deze kinderen bereiken?
A alleen de bètastraling
B alleen de gammastraling
C zowel de bètastraling als de gammastraling
D geen van beide, want de straling blijft in de schildklier

Licht je keuze toe.`,
          highlights: [r`welke straling verlaat het lichaam`],
          tags: ['gammastraling', 'bètastraling', 'doordringend vermogen'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.2', Newton: 'H7.3' },
          tips: [r`Vergelijk het doordringend vermogen van bèta- en gammastraling in weefsel.`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze`,
                  text: r`antwoord B`,
                  elaboration: r`Alleen gammastraling komt door de hals van de patiënt naar buiten.`,
                  explanation: r`De detector uit tabel 2 meet om dezelfde reden de gammastraling.`,
                  points: 1,
                },
                {
                  correction: r`toelichting met het doordringend vermogen`,
                  text: r`bètastraling wordt binnen enkele millimeters weefsel geabsorbeerd`,
                  elaboration: r`Bètadeeltjes geven hun energie af in de schildklier zelf; gammafotonen hebben een groot doordringend vermogen.`,
                  explanation: r`Juist daardoor is bètastraling geschikt voor de behandeling en gammastraling voor de meting.`,
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
