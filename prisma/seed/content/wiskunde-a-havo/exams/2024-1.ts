import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2024,
  term: 1,
  standardizationValue: 1.0,
  topics: [
    {
      name: 'Elektrische deelscooters',
      introduction: r`In Utrecht kun je met een app een elektrische deelscooter huren. Aanbieder A rekent een starttarief van $$€\,1{,}00$$ per rit en daarnaast $$€\,0{,}30$$ per minuut. Aanbieder B heeft geen starttarief en rekent $$€\,0{,}40$$ per minuut. In figuur 1 staan de kosten van één rit bij beide aanbieders uitgezet tegen de ritduur $$t$$ in minuten.

![Figuur 1: kosten van een rit bij aanbieder A en B](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: kosten van een rit bij aanbieder A en B tegen de ritduur',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 240" font-family="sans-serif" font-size="11">
<g stroke="#ddd"><line x1="50" y1="164" x2="330" y2="164"/><line x1="50" y1="128" x2="330" y2="128"/><line x1="50" y1="92" x2="330" y2="92"/><line x1="50" y1="56" x2="330" y2="56"/><line x1="120" y1="56" x2="120" y2="200"/><line x1="190" y1="56" x2="190" y2="200"/><line x1="260" y1="56" x2="260" y2="200"/><line x1="330" y1="56" x2="330" y2="200"/></g>
<line x1="50" y1="200" x2="340" y2="200" stroke="#000"/><line x1="50" y1="200" x2="50" y2="45" stroke="#000"/>
<line x1="50" y1="182" x2="330" y2="74" stroke="#c0392b" stroke-width="2"/><text x="300" y="92" fill="#c0392b">A</text>
<line x1="50" y1="200" x2="330" y2="56" stroke="#1f4e79" stroke-width="2"/><text x="312" y="56" fill="#1f4e79">B</text>
<g text-anchor="middle"><text x="50" y="214">0</text><text x="120" y="214">5</text><text x="190" y="214">10</text><text x="260" y="214">15</text><text x="330" y="214">20</text></g>
<g text-anchor="end"><text x="45" y="203">0</text><text x="45" y="167">2</text><text x="45" y="131">4</text><text x="45" y="95">6</text><text x="45" y="59">8</text></g>
<text x="230" y="232">ritduur t (minuten)</text><text x="8" y="38">kosten (euro)</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Stel op',
          points: 2,
          minutes: 2,
          pValue: 81,
          text: r`Stel een formule op voor de kosten $$K_A$$ in euro van een rit van $$t$$ minuten bij aanbieder A.`,
          highlights: ['formule voor de kosten bij A'],
          tags: ['lineair verband', 'formule opstellen'],
          domain: 'Lineaire verbanden',
          chapters: { 'Getal & Ruimte': 'H3.1', 'Moderne Wiskunde': 'H1.2' },
          tips: ['Welk bedrag betaal je altijd, en welk bedrag per minuut?'],
          answers: [
            {
              steps: [
                {
                  correction: r`richtingscoëfficiënt $$0{,}30$$`,
                  text: r`$$0{,}30 \cdot t$$`,
                  elaboration: r`Per minuut komt er $$€\,0{,}30$$ bij.`,
                  explanation: r`De toename per minuut is de richtingscoëfficiënt van het lineaire verband.`,
                  points: 1,
                },
                {
                  correction: r`beginwaarde $$1{,}00$$ en complete formule`,
                  text: r`$$K_A = 0{,}30t + 1{,}00$$`,
                  elaboration: r`Bij $$t = 0$$ betaal je alleen het starttarief.`,
                  explanation: r`Het starttarief is het snijpunt met de verticale as.`,
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
          pValue: 67,
          text: r`Bereken vanaf welke ritduur aanbieder A goedkoper is dan aanbieder B.`,
          highlights: ['vanaf welke ritduur A goedkoper is'],
          tags: ['lineair verband', 'ongelijkheid', 'snijpunt'],
          domain: 'Lineaire verbanden',
          chapters: { 'Getal & Ruimte': 'H3.2', 'Moderne Wiskunde': 'H1.3' },
          dependsOn: [{ number: 1 }],
          tips: ['Bereken eerst bij welke ritduur de kosten gelijk zijn.'],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van de vergelijking $$0{,}30t + 1{,}00 = 0{,}40t$$`,
                  text: r`$$0{,}30t + 1{,}00 = 0{,}40t$$`,
                  elaboration: r`De kosten van A en B gelijkstellen.`,
                  explanation: r`Op het snijpunt van de lijnen zijn beide aanbieders even duur.`,
                  points: 1,
                },
                {
                  correction: r`oplossen van de vergelijking`,
                  text: r`$$t = 10$$`,
                  elaboration: r`$$1{,}00 = 0{,}10t$$, dus $$t = 10$$`,
                  explanation: r`Beide kanten $$0{,}30t$$ aftrekken en delen door $$0{,}10$$.`,
                  points: 1,
                },
                {
                  correction: r`conclusie met de juiste richting`,
                  text: r`bij ritten langer dan 10 minuten`,
                  elaboration: r`Voor $$t > 10$$ ligt de lijn van A onder die van B (figuur 1).`,
                  explanation: r`B stijgt sneller, dus na het snijpunt is B duurder.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`tabel van $$K_A$$ en $$K_B$$ maken`,
                  text: r`$$t = 9$$: $$K_A = 3{,}70$$, $$K_B = 3{,}60$$`,
                  elaboration: r`Met de tabelfunctie van de GR of met de hand rond $$t = 10$$.`,
                  explanation: r`In de tabel zie je waar de volgorde omslaat.`,
                  points: 1,
                },
                {
                  correction: r`vaststellen dat bij $$t = 10$$ beide $$€\,4{,}00$$ kosten`,
                  text: r`$$t = 10$$: $$K_A = K_B = 4{,}00$$`,
                  elaboration: r`$$1{,}00 + 0{,}30 \cdot 10 = 4{,}00$$ en $$0{,}40 \cdot 10 = 4{,}00$$`,
                  explanation: r`Gelijke kosten bij 10 minuten.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`langer dan 10 minuten`,
                  elaboration: r`$$t = 11$$: $$K_A = 4{,}30 < K_B = 4{,}40$$`,
                  explanation: r`Na 10 minuten is A goedkoper.`,
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
          introduction: r`Aanbieder A biedt ook een maandabonnement aan van $$€\,12$$. Met dit abonnement betaal je geen starttarief en $$€\,0{,}15$$ per minuut.

Jesse maakt alleen ritten van 12 minuten bij aanbieder A.`,
          text: r`Bereken hoeveel ritten hij per maand minstens moet maken om met het abonnement goedkoper uit te zijn dan zonder.`,
          highlights: ['maandabonnement loont vanaf'],
          tags: ['lineair verband', 'ongelijkheid'],
          domain: 'Rekenen met formules',
          chapters: { 'Getal & Ruimte': 'H1.2', 'Moderne Wiskunde': 'H8.2' },
          tips: ['Bereken de kosten van één rit van 12 minuten met en zonder abonnement.'],
          answers: [
            {
              steps: [
                {
                  correction: r`kosten van één rit zonder abonnement`,
                  text: r`$$€\,4{,}60$$ per rit`,
                  elaboration: r`$$1{,}00 + 0{,}30 \cdot 12 = 4{,}60$$`,
                  explanation: r`Zonder abonnement betaal je bij elke rit het starttarief.`,
                  points: 1,
                },
                {
                  correction: r`kosten per rit met abonnement`,
                  text: r`$$€\,1{,}80$$ per rit plus $$€\,12$$ per maand`,
                  elaboration: r`$$0{,}15 \cdot 12 = 1{,}80$$`,
                  explanation: r`Het abonnementsgeld betaal je één keer per maand.`,
                  points: 1,
                },
                {
                  correction: r`opstellen en oplossen van $$12 + 1{,}80n < 4{,}60n$$`,
                  text: r`$$n > 4{,}29$$`,
                  elaboration: r`$$12 < 2{,}80n$$, dus $$n > \dfrac{12}{2{,}80} = 4{,}29$$`,
                  explanation: r`Per rit bespaar je $$€\,2{,}80$$; dat moet het abonnement terugverdienen.`,
                  points: 1,
                  tips: ['Hoeveel bespaar je per rit met het abonnement?'],
                },
                {
                  correction: r`conclusie in hele ritten`,
                  text: r`minstens 5 ritten`,
                  elaboration: r`Bij 4 ritten: $$19{,}20 > 18{,}40$$; bij 5 ritten: $$21{,}00 < 23{,}00$$.`,
                  explanation: r`Het aantal ritten is geheel, dus naar boven afronden.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Dobbelspel op het schoolfeest',
      introduction: r`Op het schoolfeest organiseert de leerlingenraad een dobbelspel. Een deelnemer betaalt $$€\,1$$ en gooit met twee gewone dobbelstenen. De uitbetaling hangt af van de som van de ogen, zie tabel 1. De opbrengst gaat naar een goed doel.

| som van de ogen | uitbetaling |
|---|---|
| 12 | $$€\,5$$ |
| 10 of 11 | $$€\,2$$ |
| 2 tot en met 9 | $$€\,0$$ |`,
      questions: [
        {
          number: 4,
          type: 'Toon aan',
          points: 2,
          minutes: 3,
          pValue: 70,
          text: r`Toon aan dat de kans op een uitbetaling van $$€\,2$$ gelijk is aan $$\tfrac{5}{36}$$.`,
          highlights: ['kans op som 10 of 11'],
          tags: ['kans', 'dobbelsteen'],
          domain: 'Kansen en kansbomen',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H5.1' },
          tips: ['Schrijf alle worpen op die samen 10 of 11 ogen geven.'],
          answers: [
            {
              steps: [
                {
                  correction: r`opsommen van de gunstige uitkomsten`,
                  text: r`som 10: (4,6), (5,5), (6,4); som 11: (5,6), (6,5)`,
                  elaboration: r`Samen 5 gunstige uitkomsten.`,
                  explanation: r`(4,6) en (6,4) zijn verschillende uitkomsten, want de dobbelstenen zijn te onderscheiden.`,
                  points: 1,
                },
                {
                  correction: r`delen door het totaal aantal uitkomsten`,
                  text: r`$$P = \tfrac{5}{36}$$`,
                  elaboration: r`Er zijn $$6 \cdot 6 = 36$$ even waarschijnlijke uitkomsten.`,
                  explanation: r`Kans = gunstig / mogelijk bij gelijke kansen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 5,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 57,
          text: r`Bereken hoeveel euro winst de leerlingenraad naar verwachting maakt als het spel 240 keer wordt gespeeld.`,
          highlights: ['verwachte winst bij 240 spellen'],
          tags: ['verwachtingswaarde', 'kans'],
          domain: 'Verwachtingswaarde',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H5.3' },
          tips: ['Bereken eerst de verwachte uitbetaling per spel.'],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de verwachte uitbetaling per spel`,
                  text: r`$$E(U) = \tfrac{15}{36} \approx 0{,}417$$ euro`,
                  elaboration: r`$$5 \cdot \tfrac{1}{36} + 2 \cdot \tfrac{5}{36} + 0 \cdot \tfrac{30}{36} = \tfrac{15}{36}$$`,
                  explanation: r`Elke uitbetaling vermenigvuldigen met zijn kans en optellen.`,
                  points: 1,
                },
                {
                  correction: r`verwachte winst per spel`,
                  text: r`$$€\,0{,}583$$ per spel`,
                  elaboration: r`$$1 - \tfrac{15}{36} = \tfrac{21}{36} \approx 0{,}583$$`,
                  explanation: r`De leerlingenraad ontvangt de inzet van $$€\,1$$ en betaalt gemiddeld $$€\,0{,}417$$ uit.`,
                  points: 1,
                },
                {
                  correction: r`vermenigvuldigen met 240`,
                  text: r`$$€\,140$$`,
                  elaboration: r`$$240 \cdot \tfrac{21}{36} = 140$$`,
                  explanation: r`Verwachte winst per spel maal het aantal spellen.`,
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
          pValue: 53,
          introduction: r`Fatima speelt het spel drie keer.`,
          text: r`Bereken de kans dat ze minstens één keer geld uitbetaald krijgt.`,
          highlights: ['minstens één keer uitbetaald'],
          tags: ['complementregel', 'kans', 'kansboom'],
          domain: 'Kansen en kansbomen',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H5.2' },
          tips: ['Minstens één keer: denk aan de complementregel.'],
          answers: [
            {
              remark: r`Scoren met de scoretabel: het derde scorepunt wordt alleen toegekend als ook de complementregel juist is gebruikt.`,
              scores: [0, 1, 1, 2, 0, 1, 1, 3],
              steps: [
                {
                  correction: r`kans op een uitbetaling in één spel`,
                  text: r`$$P(\text{uitbetaling}) = \tfrac{6}{36} = \tfrac{1}{6}$$`,
                  elaboration: r`$$\tfrac{1}{36} + \tfrac{5}{36} = \tfrac{6}{36}$$`,
                  explanation: r`Som 12 en som 10 of 11 sluiten elkaar uit: de kansen optellen.`,
                  points: 0,
                },
                {
                  correction: r`gebruik van de complementregel: drie keer niets`,
                  text: r`$$P(\text{drie keer niets}) = \left(\tfrac{5}{6}\right)^3$$`,
                  elaboration: r`$$\left(\tfrac{5}{6}\right)^3 = 0{,}579$$`,
                  explanation: r`De drie spellen zijn onafhankelijk, dus de kansen vermenigvuldigen.`,
                  points: 0,
                },
                {
                  correction: r`completeren`,
                  text: r`$$P \approx 0{,}421$$`,
                  elaboration: r`$$1 - 0{,}579 = 0{,}421$$`,
                  explanation: r`Minstens één keer is het complement van nooit.`,
                  points: 0,
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
          pValue: 44,
          introduction: r`De leerlingenraad wil het spel aantrekkelijker maken door bij een som van 12 meer uit te betalen. De verwachte uitbetaling per spel moet precies $$€\,0{,}50$$ worden; de uitbetaling bij 10 of 11 blijft $$€\,2$$.`,
          text: r`Bereken hoeveel euro er dan bij een som van 12 moet worden uitbetaald.`,
          highlights: ['nieuwe uitbetaling bij som 12'],
          tags: ['verwachtingswaarde', 'vergelijking'],
          domain: 'Verwachtingswaarde',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H5.3' },
          dependsOn: [{ number: 5 }],
          tips: ['Noem de onbekende uitbetaling $$x$$ en stel een vergelijking op voor de verwachtingswaarde.'],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van de vergelijking`,
                  text: r`$$x \cdot \tfrac{1}{36} + 2 \cdot \tfrac{5}{36} = 0{,}50$$`,
                  elaboration: r`De verwachtingswaarde met onbekende $$x$$ gelijkstellen aan $$0{,}50$$.`,
                  explanation: r`Dezelfde formule als bij vraag 5, maar nu is de uitbetaling onbekend.`,
                  points: 1,
                },
                {
                  correction: r`vermenigvuldigen met 36`,
                  text: r`$$x + 10 = 18$$`,
                  elaboration: r`$$36 \cdot 0{,}50 = 18$$`,
                  explanation: r`Zo verdwijnen de breuken.`,
                  points: 1,
                },
                {
                  correction: r`oplossen`,
                  text: r`$$€\,8$$`,
                  elaboration: r`$$x = 18 - 10 = 8$$`,
                  explanation: r`Controle: $$\tfrac{8 + 10}{36} = 0{,}50$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Een kop thee koelt af',
      introduction: r`Marloes schenkt thee van $$90\ \text{°C}$$ in een porseleinen kopje. De kamertemperatuur is $$20\ \text{°C}$$. Voor de temperatuur $$T$$ van de thee in $$\text{°C}$$ geldt het model $$T = 20 + 70 \cdot 0{,}92^t$$, met $$t$$ de tijd in minuten na het inschenken. Thee is prettig te drinken bij $$45\ \text{°C}$$ of minder.`,
      questions: [
        {
          number: 8,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 84,
          text: r`Bereken de temperatuur van de thee 10 minuten na het inschenken. Rond af op hele graden.`,
          highlights: ['temperatuur na 10 minuten'],
          tags: ['exponentiële afname', 'formule invullen'],
          domain: 'Exponentiële verbanden',
          chapters: { 'Getal & Ruimte': 'H5.1', 'Moderne Wiskunde': 'H4.2' },
          tips: ['Vul $$t = 10$$ in de formule in.'],
          answers: [
            {
              steps: [
                {
                  correction: r`invullen van $$t = 10$$`,
                  text: r`$$T = 20 + 70 \cdot 0{,}92^{10}$$`,
                  elaboration: r`$$0{,}92^{10} = 0{,}434$$`,
                  explanation: r`Eerst de macht uitrekenen, dan vermenigvuldigen en optellen.`,
                  points: 1,
                },
                {
                  correction: r`berekenen en afronden`,
                  text: r`$$50\ \text{°C}$$`,
                  elaboration: r`$$20 + 70 \cdot 0{,}434 = 50{,}4 \approx 50$$`,
                  explanation: r`Afronden op hele graden.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 9,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 61,
          text: r`Bereken na hoeveel minuten de thee is afgekoeld tot $$45\ \text{°C}$$. Rond af op één decimaal.`,
          highlights: ['afgekoeld tot 45 °C'],
          tags: ['exponentiële afname', 'vergelijking'],
          domain: 'Exponentiële verbanden',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H4.3' },
          tips: [r`Los $$20 + 70 \cdot 0{,}92^t = 45$$ op met de GR.`],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van de vergelijking`,
                  text: r`$$20 + 70 \cdot 0{,}92^t = 45$$`,
                  elaboration: r`Het model gelijkstellen aan 45.`,
                  explanation: r`Gevraagd wordt het tijdstip waarop $$T = 45$$.`,
                  points: 1,
                },
                {
                  correction: r`beschrijven van de oplossing met de GR`,
                  text: r`intersect van $$y_1 = 20 + 70 \cdot 0{,}92^x$$ en $$y_2 = 45$$`,
                  elaboration: r`De GR geeft $$x = 12{,}35$$.`,
                  explanation: r`Met intersect vind je het snijpunt van de grafiek met de horizontale lijn.`,
                  points: 1,
                },
                {
                  correction: r`afronden`,
                  text: r`$$t \approx 12{,}3$$ minuten`,
                  elaboration: r`$$12{,}35 \approx 12{,}3$$`,
                  explanation: r`Afronden op één decimaal zoals gevraagd.`,
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
          pValue: 58,
          text: r`Bereken de gemiddelde temperatuurdaling in $$\text{°C}$$ per minuut in de eerste 5 minuten na het inschenken.`,
          highlights: ['gemiddelde daling in de eerste 5 minuten'],
          tags: ['gemiddelde verandering', 'differentiequotiënt'],
          domain: 'Gemiddelde verandering en helling',
          chapters: { 'Getal & Ruimte': 'H6.2', 'Moderne Wiskunde': 'H6.2' },
          tips: ['Bereken de temperatuur op $$t = 0$$ en $$t = 5$$.'],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van $$T(0)$$ en $$T(5)$$`,
                  text: r`$$T(0) = 90$$; $$T(5) \approx 66{,}1$$`,
                  elaboration: r`$$T(5) = 20 + 70 \cdot 0{,}92^5 = 20 + 70 \cdot 0{,}659 = 66{,}1$$`,
                  explanation: r`De gemiddelde verandering gebruikt de waarden aan het begin en einde van het interval.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het differentiequotiënt`,
                  text: r`$$\dfrac{66{,}1 - 90}{5 - 0} = -4{,}77$$`,
                  elaboration: r`$$\dfrac{\Delta T}{\Delta t} = \dfrac{-23{,}9}{5}$$`,
                  explanation: r`Verandering van $$T$$ gedeeld door verandering van $$t$$.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`daling van ongeveer $$4{,}8\ \text{°C}$$ per minuut`,
                  elaboration: r`$$|-4{,}77| \approx 4{,}8$$`,
                  explanation: r`Naar de daling wordt gevraagd, dus de grootte zonder minteken.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Beredeneer',
          points: 3,
          minutes: 4,
          pValue: 47,
          text: r`Beredeneer met behulp van de formule, zonder getallen in te vullen, dat de thee nooit kouder wordt dan $$20\ \text{°C}$$ en dat de temperatuur steeds langzamer daalt.`,
          highlights: ['grenswaarde en afnemende daling'],
          tags: ['exponentiële afname', 'grenswaarde'],
          domain: 'Gemiddelde verandering en helling',
          chapters: { 'Getal & Ruimte': 'H6.3', 'Moderne Wiskunde': 'H6.2' },
          tips: ['Wat gebeurt er met $$0{,}92^t$$ als $$t$$ steeds groter wordt?'],
          answers: [
            {
              steps: [
                {
                  correction: r`notie dat $$70 \cdot 0{,}92^t$$ altijd positief is`,
                  text: r`$$70 \cdot 0{,}92^t > 0$$, dus $$T > 20$$`,
                  elaboration: r`Een macht van een positief getal is positief.`,
                  explanation: r`Er komt dus altijd iets bij de 20 op.`,
                  points: 1,
                },
                {
                  correction: r`notie dat $$0{,}92^t$$ naar 0 nadert, zodat $$T$$ naar 20 nadert`,
                  text: r`$$T \to 20$$ als $$t \to \infty$$`,
                  elaboration: r`Omdat $$0 < 0{,}92 < 1$$ wordt $$0{,}92^t$$ steeds kleiner.`,
                  explanation: r`De grafiek heeft een horizontale asymptoot bij $$T = 20$$: de kamertemperatuur.`,
                  points: 1,
                },
                {
                  correction: r`notie dat het deel boven 20 elke minuut met 8% afneemt; omdat dat deel kleiner wordt, wordt ook de daling per minuut kleiner`,
                  text: r`afname per minuut $$= 8\%$$ van een steeds kleiner verschil`,
                  elaboration: r`De daling per minuut is $$0{,}08 \cdot 70 \cdot 0{,}92^t$$ en die wordt steeds kleiner.`,
                  explanation: r`Een vast percentage van een kleiner wordend bedrag is een kleiner wordende afname.`,
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
          minutes: 4,
          pValue: 50,
          introduction: r`De volgende dag schenkt Marloes dezelfde thee van $$90\ \text{°C}$$ in een thermosbeker. Daarvoor geldt het model $$T = 20 + 70 \cdot 0{,}97^t$$.`,
          text: r`Bereken hoeveel minuten langer het in de thermosbeker duurt dan in het kopje voordat de thee is afgekoeld tot $$45\ \text{°C}$$.`,
          highlights: ['thermosbeker tegenover kopje'],
          tags: ['exponentiële afname', 'vergelijking'],
          domain: 'Exponentiële verbanden',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H8.2' },
          dependsOn: [{ number: 9 }],
          tips: ['Gebruik je antwoord op vraag 9 voor het kopje.'],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van $$20 + 70 \cdot 0{,}97^t = 45$$`,
                  text: r`$$20 + 70 \cdot 0{,}97^t = 45$$`,
                  elaboration: r`Zelfde aanpak als bij vraag 9, met groeifactor $$0{,}97$$.`,
                  explanation: r`Een groeifactor dichter bij 1 betekent langzamer afkoelen.`,
                  points: 1,
                },
                {
                  correction: r`oplossen met de GR`,
                  text: r`$$t \approx 33{,}8$$ minuten`,
                  elaboration: r`intersect geeft $$x = 33{,}80$$.`,
                  explanation: r`Het snijpunt met de lijn $$y = 45$$.`,
                  points: 1,
                },
                {
                  correction: r`verschil berekenen`,
                  text: r`ongeveer 21,5 minuten langer`,
                  elaboration: r`$$33{,}80 - 12{,}35 = 21{,}45 \approx 21{,}5$$`,
                  explanation: r`Rekenen met onafgeronde waarden voorkomt afrondfouten.`,
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
