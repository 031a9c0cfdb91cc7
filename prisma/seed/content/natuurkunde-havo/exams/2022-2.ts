import type { ExamContent } from '../../types.ts';

const r = String.raw;

export const exam: ExamContent = {
  year: 2022,
  term: 2,
  standardizationValue: 1.2,
  topics: [
    {
      name: r`Personenlift`,
      introduction: r`In een flat gaat een lift met vier personen van de begane grond naar de bovenste verdieping. De liftkooi met personen heeft een massa van $$750\ \text{kg}$$. De kabel van de kooi loopt over een katrol bovenin de liftschacht naar een contragewicht van $$600\ \text{kg}$$ dat omlaag gaat als de kooi omhoog gaat. Een elektromotor drijft de katrol aan. In figuur 1 staat het $$(v,t)$$-diagram van de rit omhoog.

![Figuur 1: het (v,t)-diagram van de lift](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: het (v,t)-diagram van de liftkooi tijdens de rit omhoog`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 260" font-family="sans-serif" font-size="12"><defs><pattern id="g222a" x="50" y="50" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="#d8d8d8" stroke-width="1"/></pattern></defs><rect x="50" y="50" width="360" height="160" fill="url(#g222a)" stroke="#999"/><line x1="50" y1="210" x2="420" y2="210" stroke="#000"/><line x1="50" y1="210" x2="50" y2="40" stroke="#000"/><polyline points="50,210 80,90 350,90 380,210 410,210" fill="none" stroke="#c00" stroke-width="2.5"/><g text-anchor="middle"><text x="50" y="226">0</text><text x="90" y="226">2</text><text x="130" y="226">4</text><text x="170" y="226">6</text><text x="210" y="226">8</text><text x="250" y="226">10</text><text x="290" y="226">12</text><text x="330" y="226">14</text><text x="370" y="226">16</text><text x="410" y="226">18</text><text x="230" y="248">t (s)</text></g><g text-anchor="end"><text x="44" y="214">0</text><text x="44" y="174">0,5</text><text x="44" y="134">1,0</text><text x="44" y="94">1,5</text><text x="44" y="54">2,0</text></g><text x="12" y="30">v (m/s)</text></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 72,
          text: r`Bepaal met behulp van figuur 1 de hoogte waarover de lift stijgt.`,
          highlights: [r`stijghoogte uit het (v,t)-diagram`],
          tags: ['afstand', 'snelheid', 'grafiek'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H1.1', Newton: 'H3.1' },
          tips: [r`Welke figuur vormt het gebied onder de grafiek?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de hoogte gelijk is aan de oppervlakte onder de grafiek`,
                  text: r`$$h = \text{oppervlakte onder het } (v,t)\text{-diagram}$$`,
                  elaboration: r`Het gebied onder de grafiek is een trapezium van $$t = 0$$ tot $$t = 16{,}5\ \text{s}$$.`,
                  explanation: r`De oppervlakte onder een $$(v,t)$$-diagram is de verplaatsing.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de oppervlakte`,
                  text: r`$$h = 1{,}1 + 20{,}3 + 1{,}1$$`,
                  elaboration: r`$$\tfrac{1}{2} \cdot 1{,}5 \cdot 1{,}5 = 1{,}1\ \text{m}$$ (twee keer) en $$1{,}5 \cdot (15{,}0 - 1{,}5) = 20{,}3\ \text{m}$$`,
                  explanation: r`Optrekken en afremmen duren elk $$1{,}5\ \text{s}$$; daartussen is de snelheid constant.`,
                  points: 1,
                  tips: [r`Splits het gebied in twee driehoeken en een rechthoek.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$h = 23\ \text{m}$$`,
                  elaboration: r`$$h = 22{,}5\ \text{m} \approx 23\ \text{m}$$`,
                  explanation: r`Dat past bij een flat van ongeveer zeven verdiepingen.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$22\ \text{m}$$ en $$23\ \text{m}$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 49,
          text: r`Bereken de spankracht in de kabel boven de liftkooi tijdens het optrekken.`,
          highlights: [r`spankracht tijdens het optrekken`],
          tags: ['spankracht', 'resulterende kracht', 'versnelling'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.2', Newton: 'H3.2' },
          tips: [r`Welke twee krachten werken er op de liftkooi, en welke is groter tijdens het optrekken?`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de versnelling uit figuur 1`,
                  text: r`$$a = 1{,}0\ \text{m/s}^2$$`,
                  elaboration: r`$$a = \dfrac{1{,}5}{1{,}5} = 1{,}0\ \text{m/s}^2$$`,
                  explanation: r`De versnelling is de helling van de grafiek tijdens het optrekken.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat $$F_{res} = F_s - F_z$$`,
                  text: r`$$F_s = m \cdot a + m \cdot g$$`,
                  elaboration: r`De spankracht wijst omhoog, de zwaartekracht omlaag; de resulterende kracht wijst omhoog.`,
                  explanation: r`De kooi versnelt omhoog, dus de spankracht moet groter zijn dan de zwaartekracht.`,
                  points: 1,
                  tips: [r`Schrijf $$F_{res} = m \cdot a$$ op met de krachten die op de kooi werken.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$F_s = 8{,}1 \cdot 10^{3}\ \text{N}$$`,
                  elaboration: r`$$F_s = 750 \cdot (9{,}81 + 1{,}0) = 8{,}1 \cdot 10^{3}\ \text{N}$$`,
                  explanation: r`Twee significante cijfers, bepaald door de versnelling.`,
                  points: 1,
                },
              ],
              remark: r`Als alleen de zwaartekracht $$7{,}4 \cdot 10^{3}\ \text{N}$$ is berekend, 1 scorepunt toekennen.`,
            },
          ],
        },
        {
          number: 3,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 64,
          text: r`Een van de passagiers staat tijdens de rit op een personenweegschaal. In welke fase van de rit geeft de weegschaal de grootste waarde aan?

A tijdens het optrekken
B tijdens de eenparige beweging
C tijdens het afremmen
D in alle fasen dezelfde waarde`,
          highlights: [r`weegschaal in een versnellende lift`],
          tags: ['normaalkracht', 'versnelling'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.2', Newton: 'H3.2' },
          tips: [r`De weegschaal meet de normaalkracht die hij op de passagier uitoefent.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de normaalkracht groter is dan de zwaartekracht als de resulterende kracht omhoog wijst`,
                  text: r`$$F_n > F_z$$ bij versnelling omhoog`,
                  elaboration: r`Tijdens het optrekken neemt de snelheid omhoog toe, dus wijst de resulterende kracht omhoog.`,
                  explanation: r`Bij afremmen wijst de resulterende kracht omlaag en geeft de weegschaal juist minder aan.`,
                  points: 0,
                },
                {
                  correction: r`juiste antwoord`,
                  text: r`A`,
                  elaboration: r`De weegschaal wijst het meest aan tijdens het optrekken.`,
                  explanation: r`Tijdens de eenparige beweging is $$F_n = F_z$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 36,
          text: r`Het rendement van de motor is $$70\%$$. Wrijving in de liftschacht is te verwaarlozen. Bereken het elektrisch vermogen van de motor tijdens de eenparige beweging.`,
          highlights: [r`invloed van het contragewicht`, r`vermogen bij constante snelheid`],
          tags: ['vermogen', 'rendement', 'arbeid', 'zwaarte-energie'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.3', Newton: 'H5.3' },
          tips: [r`Als de kooi $$1{,}5\ \text{m}$$ stijgt, daalt het contragewicht $$1{,}5\ \text{m}$$. Hoeveel zwaarte-energie komt er per seconde netto bij?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat alleen het massaverschil van kooi en contragewicht telt`,
                  text: r`$$\Delta m = 150\ \text{kg}$$`,
                  elaboration: r`$$\Delta m = 750 - 600 = 150\ \text{kg}$$`,
                  explanation: r`De zwaarte-energie die het dalende contragewicht verliest, helpt de kooi omhoog.`,
                  points: 1,
                  tips: [r`Wat gebeurt er met de zwaarte-energie van het contragewicht?`],
                },
                {
                  correction: r`berekenen van de toename van zwaarte-energie per seconde`,
                  text: r`$$P_{nuttig} = 2{,}2 \cdot 10^{3}\ \text{W}$$`,
                  elaboration: r`In één seconde stijgt de kooi $$1{,}5\ \text{m}$$: $$\Delta E_z = 150 \cdot 9{,}81 \cdot 1{,}5 = 2{,}21 \cdot 10^{3}\ \text{J}$$ per seconde.`,
                  explanation: r`Het nuttig vermogen is de netto toename van zwaarte-energie per seconde.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van het rendement`,
                  text: r`$$P_{el} = \dfrac{2{,}21 \cdot 10^{3}}{0{,}70}$$`,
                  elaboration: r`$$P_{el} = \dfrac{P_{nuttig}}{\eta}$$`,
                  explanation: r`De motor moet meer elektrisch vermogen opnemen dan hij nuttig levert.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$P_{el} = 3{,}2 \cdot 10^{3}\ \text{W}$$`,
                  elaboration: r`$$P_{el} = 3{,}15 \cdot 10^{3}\ \text{W} \approx 3{,}2\ \text{kW}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
              remark: r`Als zonder contragewicht is gerekend (uitkomst $$16\ \text{kW}$$), maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 5,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 57,
          text: r`De massa van het contragewicht is gelijk aan de massa van de lege kooi plus ongeveer de helft van de maximale belading. Leg uit waarom de fabrikant voor deze massa kiest en niet voor een veel kleinere massa.`,
          highlights: [r`keuze van het contragewicht`],
          tags: ['vermogen', 'zwaarte-energie'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.3', Newton: 'H5.3' },
          dependsOn: [{ number: 4 }],
          tips: [r`Bedenk wat er gebeurt bij een volle lift omhoog én bij een lege lift omlaag.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het netto te tillen gewicht dan klein is`,
                  text: r`klein massaverschil kooi–contragewicht`,
                  elaboration: r`Bij een gemiddelde belading zijn kooi en contragewicht ongeveer in evenwicht, zodat de motor weinig zwaarte-energie hoeft te leveren.`,
                  explanation: r`Het vermogen hangt af van het massaverschil, zoals in vraag 4.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de motor daardoor een kleiner maximaal vermogen nodig heeft, zowel omhoog als omlaag`,
                  text: r`kleinere motor, minder energieverbruik`,
                  elaboration: r`Ook een lege kooi die omhoog moet, of een volle kooi die omlaag gaat, vraagt dan maar een beperkt vermogen.`,
                  explanation: r`Met een licht contragewicht zou de motor bij een volle kooi bijna het hele gewicht moeten tillen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Bladblazer`,
      introduction: r`Een hovenier ruimt in het najaar bladeren op met een bladblazer die door een benzinemotor wordt aangedreven. Bij zijn oren, op $$1{,}0\ \text{m}$$ van de motor, is het geluidsniveau $$98\ \text{dB}$$. Neem aan dat de bladblazer zich gedraagt als een puntbron: de geluidsintensiteit is omgekeerd evenredig met het kwadraat van de afstand. Tabel 1 geeft de maximale tijd per dag die iemand zonder gehoorbescherming aan een geluidsniveau mag worden blootgesteld.

**Tabel 1**

| geluidsniveau (dB) | maximale blootstelling per dag |
|---|---|
| 85 | 8 uur |
| 88 | 4 uur |
| 91 | 2 uur |
| 94 | 1 uur |
| 97 | 30 minuten |
| 100 | 15 minuten |`,
      questions: [
        {
          number: 6,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 61,
          text: r`Bereken de geluidsintensiteit bij de oren van de hovenier.`,
          highlights: [r`intensiteit bij 98 dB`],
          tags: ['geluidsniveau', 'geluidsintensiteit', 'decibel'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          tips: [r`Schrijf de formule voor het geluidsniveau om: hoe maak je de logaritme ongedaan?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$L = 10 \cdot \log\left(\dfrac{I}{I_0}\right)$$`,
                  text: r`$$98 = 10 \cdot \log\left(\dfrac{I}{1{,}0 \cdot 10^{-12}}\right)$$`,
                  elaboration: r`Delen door 10 geeft $$\log\left(\dfrac{I}{I_0}\right) = 9{,}8$$.`,
                  explanation: r`$$I_0$$ is de gehoordrempel.`,
                  points: 1,
                },
                {
                  correction: r`omschrijven naar $$I = I_0 \cdot 10^{L/10}$$`,
                  text: r`$$I = 1{,}0 \cdot 10^{-12} \cdot 10^{9{,}8}$$`,
                  elaboration: r`De inverse van $$\log x$$ is $$10^{x}$$.`,
                  explanation: r`Zo wordt de intensiteit vrijgemaakt.`,
                  points: 1,
                  tips: [r`Als $$\log x = 9{,}8$$, wat is dan $$x$$?`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$I = 6{,}3 \cdot 10^{-3}\ \text{W/m}^2$$`,
                  elaboration: r`$$I = 10^{-2{,}2} = 6{,}3 \cdot 10^{-3}\ \text{W/m}^2$$`,
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
          minutes: 6,
          pValue: 38,
          text: r`Een buurman vindt het geluid pas acceptabel als het geluidsniveau hoogstens $$70\ \text{dB}$$ is. Bereken op welke afstand van de bladblazer dat het geval is.`,
          highlights: [r`kwadratenwet`, r`afstand voor 70 dB`],
          tags: ['geluidsniveau', 'kwadratenwet', 'geluidsintensiteit'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          dependsOn: [{ number: 6 }],
          tips: [r`Hoeveel keer zo klein moet de intensiteit worden?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de intensiteit bij $$70\ \text{dB}$$`,
                  text: r`$$I_{70} = 1{,}0 \cdot 10^{-5}\ \text{W/m}^2$$`,
                  elaboration: r`$$I_{70} = 1{,}0 \cdot 10^{-12} \cdot 10^{7{,}0} = 1{,}0 \cdot 10^{-5}\ \text{W/m}^2$$`,
                  explanation: r`Dezelfde omrekening als in vraag 6.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de verhouding van de intensiteiten`,
                  text: r`$$\dfrac{I_1}{I_{70}} = 6{,}3 \cdot 10^{2}$$`,
                  elaboration: r`$$\dfrac{6{,}31 \cdot 10^{-3}}{1{,}0 \cdot 10^{-5}} = 631$$`,
                  explanation: r`Een verschil van $$28\ \text{dB}$$ komt overeen met een factor $$10^{2{,}8}$$.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de afstand $$\sqrt{631}$$ keer zo groot moet worden`,
                  text: r`$$\dfrac{r}{1{,}0} = \sqrt{631}$$`,
                  elaboration: r`Uit $$I \propto \dfrac{1}{r^2}$$ volgt $$\dfrac{r_2}{r_1} = \sqrt{\dfrac{I_1}{I_2}}$$.`,
                  explanation: r`De intensiteit neemt af met het kwadraat van de afstand, dus de afstand groeit met de wortel van de factor.`,
                  points: 1,
                  tips: [r`Als de afstand 2 keer zo groot wordt, wordt de intensiteit 4 keer zo klein. Wat geldt dan omgekeerd?`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$r = 25\ \text{m}$$`,
                  elaboration: r`$$r = 1{,}0 \cdot \sqrt{631} = 25\ \text{m}$$`,
                  explanation: r`In werkelijkheid dempen gebouwen en begroeiing het geluid extra.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Beredeneer',
          points: 2,
          minutes: 3,
          pValue: 62,
          text: r`De hovenier wil een ochtend van 4 uur met de bladblazer werken. Beredeneer met behulp van tabel 1 hoeveel decibel zijn oorkappen het geluidsniveau minimaal moeten verlagen.`,
          highlights: [r`gehoorbescherming`, r`4 uur blootstelling`],
          tags: ['geluidsniveau', 'gehoorbescherming', 'decibel'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          tips: [r`Bij welk geluidsniveau mag je volgens tabel 1 4 uur werken?`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen dat bij 4 uur een niveau van $$88\ \text{dB}$$ hoort`,
                  text: r`$$L_{max} = 88\ \text{dB}$$`,
                  elaboration: r`In tabel 1 hoort bij een blootstelling van 4 uur $$88\ \text{dB}$$.`,
                  explanation: r`Elke $$3\ \text{dB}$$ extra halveert de toegestane tijd.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de benodigde demping`,
                  text: r`$$10\ \text{dB}$$`,
                  elaboration: r`$$98 - 88 = 10\ \text{dB}$$`,
                  explanation: r`Een demping in decibel is het verschil van twee geluidsniveaus.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 9,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 44,
          text: r`Een elektrische bladblazer geeft op $$1{,}0\ \text{m}$$ een geluidsniveau van $$90\ \text{dB}$$. Toon aan dat de geluidsintensiteit van de elektrische bladblazer ongeveer 6 keer zo klein is als die van de benzinebladblazer.`,
          highlights: [r`8 dB verschil`],
          tags: ['geluidsniveau', 'geluidsintensiteit', 'decibel'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          dependsOn: [{ number: 6 }],
          tips: [r`Elke $$10\ \text{dB}$$ verschil betekent een factor 10 in intensiteit. Wat betekent $$8\ \text{dB}$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de intensiteit bij $$90\ \text{dB}$$`,
                  text: r`$$I_{90} = 1{,}0 \cdot 10^{-3}\ \text{W/m}^2$$`,
                  elaboration: r`$$I_{90} = 1{,}0 \cdot 10^{-12} \cdot 10^{9{,}0} = 1{,}0 \cdot 10^{-3}\ \text{W/m}^2$$`,
                  explanation: r`Dezelfde omrekening als bij vraag 6.`,
                  points: 1,
                },
                {
                  correction: r`delen van de intensiteiten`,
                  text: r`$$\dfrac{6{,}31 \cdot 10^{-3}}{1{,}0 \cdot 10^{-3}}$$`,
                  elaboration: r`De intensiteit van de benzineblazer uit vraag 6 gedeeld door die van de elektrische.`,
                  explanation: r`De verhouding laat zien hoeveel keer zo klein de intensiteit is.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`factor $$6{,}3 \approx 6$$`,
                  elaboration: r`$$\dfrac{6{,}31 \cdot 10^{-3}}{1{,}0 \cdot 10^{-3}} = 6{,}3$$`,
                  explanation: r`Bij een toon-aan-vraag geef je één decimaal meer dan gevraagd.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`inzicht dat het verschil in geluidsniveau $$8\ \text{dB}$$ is`,
                  text: r`$$\Delta L = 8\ \text{dB}$$`,
                  elaboration: r`$$98 - 90 = 8\ \text{dB}$$`,
                  explanation: r`Een verschil in geluidsniveau hoort bij een vaste factor in intensiteit.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\Delta L = 10 \cdot \log\left(\dfrac{I_1}{I_2}\right)$$`,
                  text: r`$$\dfrac{I_1}{I_2} = 10^{0{,}8}$$`,
                  elaboration: r`$$8 = 10 \cdot \log\left(\dfrac{I_1}{I_2}\right)$$, dus $$\log\left(\dfrac{I_1}{I_2}\right) = 0{,}8$$`,
                  explanation: r`Het verschil van twee logaritmen is de logaritme van het quotiënt.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`factor $$6{,}3$$`,
                  elaboration: r`$$10^{0{,}8} = 6{,}3$$`,
                  explanation: r`Dat is ongeveer 6.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Botscan`,
      introduction: r`Bij een botscan krijgt een patiënt een stof ingespoten met de radioactieve isotoop technetium-99m. De stof hoopt zich op in botweefsel dat snel aangroeit, bijvoorbeeld rond een haarscheurtje. Technetium-99m is een aangeslagen kern die alleen $$\gamma$$-straling uitzendt; de halveringstijd is $$6{,}0\ \text{uur}$$. Het ziekenhuis maakt het technetium zelf uit molybdeen-99, dat door $$\beta^{-}$$-verval overgaat in technetium-99m.`,
      questions: [
        {
          number: 10,
          type: 'Vul in',
          points: 2,
          minutes: 3,
          pValue: 61,
          text: r`Vul de vervalvergelijking van molybdeen-99 aan: $$ {}^{99}_{42}\text{Mo} \rightarrow \ldots + \ldots $$`,
          highlights: [r`bèta-min-verval van molybdeen-99`],
          tags: ['vervalvergelijking', 'bètastraling'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          tips: [r`Bij $$\beta^{-}$$-verval verandert in de kern een neutron in een proton.`],
          answers: [
            {
              steps: [
                {
                  correction: r`elektron rechts van de pijl`,
                  text: r`$$ {}^{0}_{-1}\text{e} $$`,
                  elaboration: r`Bij $$\beta^{-}$$-verval komt een elektron vrij met massagetal 0 en lading $$-1$$.`,
                  explanation: r`Het elektron ontstaat in de kern en wordt direct uitgezonden.`,
                  points: 1,
                },
                {
                  correction: r`juiste dochterkern`,
                  text: r`$$ {}^{99}_{42}\text{Mo} \rightarrow {}^{99m}_{43}\text{Tc} + {}^{0}_{-1}\text{e} $$`,
                  elaboration: r`Massagetal blijft 99; atoomnummer wordt $$42 + 1 = 43$$: technetium.`,
                  explanation: r`Behoud van massagetal en lading.`,
                  points: 1,
                  tips: [r`Welk element heeft atoomnummer 43?`],
                },
              ],
              remark: r`Het weglaten van de letter m bij technetium niet aanrekenen.`,
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 57,
          text: r`Een patiënt krijgt om 9.00 uur een activiteit van $$600\ \text{MBq}$$ ingespoten. Bereken de activiteit om middernacht als er geen technetium uit het lichaam verdwijnt.`,
          highlights: [r`activiteit na 15 uur`],
          tags: ['halveringstijd', 'activiteit'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.3', Newton: 'H7.2' },
          tips: [r`Hoeveel halveringstijden zitten er tussen 9.00 uur en middernacht?`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de verstreken tijd in halveringstijden`,
                  text: r`$$\dfrac{t}{t_{1/2}} = 2{,}5$$`,
                  elaboration: r`$$t = 15\ \text{h}$$, dus $$\dfrac{15}{6{,}0} = 2{,}5$$`,
                  explanation: r`Tijd en halveringstijd moeten in dezelfde eenheid staan.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$A(t) = A(0) \cdot \left(\tfrac{1}{2}\right)^{t/t_{1/2}}$$`,
                  text: r`$$A = 600 \cdot \left(\tfrac{1}{2}\right)^{2{,}5}$$`,
                  elaboration: r`$$\left(\tfrac{1}{2}\right)^{2{,}5} = 0{,}177$$`,
                  explanation: r`Een niet-geheel aantal halveringstijden mag gewoon in de exponent.`,
                  points: 1,
                  tips: [r`De uitkomst moet tussen $$600/4$$ en $$600/8$$ liggen.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$A = 1{,}1 \cdot 10^{2}\ \text{MBq}$$`,
                  elaboration: r`$$A = 600 \cdot 0{,}177 = 106\ \text{MBq} \approx 1{,}1 \cdot 10^{2}\ \text{MBq}$$`,
                  explanation: r`In werkelijkheid is het minder, omdat de patiënt een deel via de urine uitscheidt.`,
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
          pValue: 55,
          text: r`Door de hele scan absorbeert het lichaam van de patiënt ($$70\ \text{kg}$$) in totaal $$0{,}21\ \text{J}$$ stralingsenergie. Voor $$\gamma$$-straling is $$w_R = 1$$. Bereken de equivalente dosis en vergelijk deze met de gemiddelde jaarlijkse dosis door achtergrondstraling van $$2{,}5\ \text{mSv}$$.`,
          highlights: [r`equivalente dosis van een botscan`],
          tags: ['dosis', 'gammastraling', 'achtergrondstraling'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.3' },
          tips: [r`De equivalente dosis is energie per kilogram, maal de weegfactor.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$H = w_R \cdot \dfrac{E_{str}}{m}$$`,
                  text: r`$$H = 1 \cdot \dfrac{0{,}21}{70}$$`,
                  elaboration: r`Invullen met $$E_{str} = 0{,}21\ \text{J}$$ en $$m = 70\ \text{kg}$$.`,
                  explanation: r`De straling wordt over het hele lichaam verdeeld geabsorbeerd.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de equivalente dosis`,
                  text: r`$$H = 3{,}0 \cdot 10^{-3}\ \text{Sv}$$`,
                  elaboration: r`$$H = 3{,}0 \cdot 10^{-3}\ \text{Sv} = 3{,}0\ \text{mSv}$$`,
                  explanation: r`Met $$w_R = 1$$ is de equivalente dosis gelijk aan de geabsorbeerde energie per kilogram.`,
                  points: 1,
                },
                {
                  correction: r`vergelijking met de achtergrondstraling`,
                  text: r`ongeveer $$1{,}2$$ keer de jaarlijkse achtergronddosis`,
                  elaboration: r`$$\dfrac{3{,}0}{2{,}5} = 1{,}2$$`,
                  explanation: r`De scan geeft ongeveer evenveel dosis als iemand in een jaar door achtergrondstraling ontvangt.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 13,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 48,
          introduction: r`De $$\gamma$$-straling wordt opgevangen met een gammacamera. Voor het detectiekristal zit een dikke loden plaat met smalle, evenwijdige gaatjes: de collimator (zie figuur 2).

![Figuur 2: gammacamera met collimator boven de patiënt](figuur2.svg)`,
          figures: [
            {
              name: 'figuur2.svg',
              alt: r`Figuur 2: gammacamera met detectiekristal en loden collimator boven de patiënt; een loodrecht foton gaat door een gaatje, een schuin foton wordt geabsorbeerd`,
              svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 250" font-family="sans-serif" font-size="12"><rect x="60" y="20" width="240" height="30" fill="#9bd" stroke="#000"/><rect x="60" y="50" width="240" height="40" fill="#888" stroke="#000"/><g fill="#fff"><rect x="78" y="50" width="6" height="40"/><rect x="102" y="50" width="6" height="40"/><rect x="126" y="50" width="6" height="40"/><rect x="150" y="50" width="6" height="40"/><rect x="174" y="50" width="6" height="40"/><rect x="198" y="50" width="6" height="40"/><rect x="222" y="50" width="6" height="40"/><rect x="246" y="50" width="6" height="40"/><rect x="270" y="50" width="6" height="40"/></g><ellipse cx="180" cy="190" rx="150" ry="40" fill="#fde2cf" stroke="#000"/><circle cx="177" cy="180" r="5" fill="#c00"/><line x1="177" y1="175" x2="177" y2="35" stroke="#c00" stroke-width="2"/><line x1="177" y1="175" x2="228" y2="80" stroke="#c00" stroke-width="2" stroke-dasharray="5 3"/><text x="305" y="40">kristal</text><text x="305" y="75">collimator (lood)</text><text x="186" y="200">bron in bot</text><text x="232" y="100" fill="#c00">geabsorbeerd</text><text x="100" y="130" fill="#c00">doorgelaten</text><text x="140" y="240">patiënt</text></svg>`,
            },
          ],
          text: r`Leg uit waarom zonder collimator geen scherp beeld van de plaats van het technetium ontstaat.`,
          highlights: [r`functie van de collimator`],
          tags: ['gammacamera', 'beeldvorming', 'gammastraling'],
          domain: 'Medische beeldvorming',
          chapters: { Nova: 'H7.4', Newton: 'H7.4' },
          tips: [r`In welke richtingen zendt een bron in het bot zijn fotonen uit?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de bron in alle richtingen straalt, zodat fotonen uit één punt op veel plaatsen van het kristal zouden vallen`,
                  text: r`zonder collimator: één bron geeft een grote vlek`,
                  elaboration: r`Een punt in het bot zendt fotonen in alle richtingen uit; zonder collimator komen die verspreid over het hele kristal terecht.`,
                  explanation: r`Dan is niet te zien van welke plek in het lichaam een foton komt.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de collimator alleen loodrecht invallende fotonen doorlaat, zodat elk punt van het kristal bij één plek in het lichaam hoort`,
                  text: r`alleen loodrechte fotonen bereiken het kristal`,
                  elaboration: r`Schuine fotonen worden door het lood van de collimator geabsorbeerd; alleen fotonen recht van onderen komen door een gaatje.`,
                  explanation: r`Zo ontstaat een één-op-één afbeelding van de verdeling van het technetium.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Straatlantaarn met lichtsensor`,
      introduction: r`Een gemeente vervangt de straatverlichting door ledlantaarns die automatisch aangaan als het donker wordt. In elke lantaarn zit een spanningsdeler met een lichtgevoelige weerstand (LDR) en een vaste weerstand $$R = 10\ \text{k}\Omega$$, aangesloten op $$5{,}0\ \text{V}$$ (zie figuur 3). De spanning over $$R$$, tussen de punten P en Q, gaat naar een regelaar. De regelaar schakelt de lamp in zodra deze spanning kleiner wordt dan $$1{,}5\ \text{V}$$. Hoe minder licht er op de LDR valt, hoe groter zijn weerstand.

![Figuur 3: de spanningsdeler in de lantaarn](figuur3.svg)`,
      figures: [
        {
          name: 'figuur3.svg',
          alt: r`Figuur 3: spanningsdeler met spanningsbron, LDR en vaste weerstand R, met de punten P en Q naar de regelaar`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 240" font-family="sans-serif" font-size="12"><g stroke="#000" stroke-width="2" fill="none"><polyline points="60,115 60,50 170,50"/><polyline points="230,50 300,50 300,95"/><polyline points="300,165 300,200 60,200 60,135"/><line x1="44" y1="115" x2="76" y2="115"/><line x1="52" y1="135" x2="68" y2="135" stroke-width="4"/><rect x="170" y="40" width="60" height="20"/><rect x="290" y="95" width="20" height="70"/><line x1="300" y1="80" x2="360" y2="80"/><line x1="300" y1="180" x2="360" y2="180"/></g><g stroke="#000" stroke-width="1.5"><line x1="175" y1="15" x2="190" y2="32"/><line x1="195" y1="15" x2="210" y2="32"/><polyline points="183,30 190,32 188,25" fill="none"/><polyline points="203,30 210,32 208,25" fill="none"/></g><circle cx="300" cy="80" r="4"/><circle cx="300" cy="180" r="4"/><rect x="360" y="60" width="70" height="140" fill="#eee" stroke="#000"/><text x="395" y="135" text-anchor="middle">regelaar</text><text x="14" y="130">5,0 V</text><text x="182" y="78">LDR</text><text x="316" y="135">R</text><text x="284" y="76">P</text><text x="284" y="196">Q</text><text x="50" y="110">+</text></svg>`,
        },
      ],
      questions: [
        {
          number: 14,
          type: 'Teken',
          points: 2,
          minutes: 3,
          pValue: 74,
          text: r`Tijdens een controle wil een monteur de spanning over $$R$$ meten. Teken in de schakeling op de uitwerkbijlage hoe hij een spanningsmeter aansluit.`,
          highlights: [r`spanningsmeter parallel aansluiten`],
          tags: ['spanningsmeter', 'schakeling'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.1', Newton: 'H2.1' },
          appendix: {
            name: 'bijlage14.svg',
            alt: r`Uitwerkbijlage bij vraag 14: de spanningsdeler met LDR en R, zonder meters`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 240" font-family="sans-serif" font-size="12"><g stroke="#000" stroke-width="2" fill="none"><polyline points="60,115 60,50 170,50"/><polyline points="230,50 300,50 300,95"/><polyline points="300,165 300,200 60,200 60,135"/><line x1="44" y1="115" x2="76" y2="115"/><line x1="52" y1="135" x2="68" y2="135" stroke-width="4"/><rect x="170" y="40" width="60" height="20"/><rect x="290" y="95" width="20" height="70"/></g><g stroke="#000" stroke-width="1.5"><line x1="175" y1="15" x2="190" y2="32"/><line x1="195" y1="15" x2="210" y2="32"/></g><circle cx="300" cy="80" r="4"/><circle cx="300" cy="180" r="4"/><text x="14" y="130">5,0 V</text><text x="182" y="78">LDR</text><text x="316" y="135">R</text><text x="284" y="76">P</text><text x="284" y="196">Q</text><text x="340" y="230" fill="#666">teken hier de meter</text></svg>`,
          },
          tips: [r`Een spanningsmeter meet het verschil tussen twee punten.`],
          answers: [
            {
              steps: [
                {
                  correction: r`spanningsmeter parallel aan $$R$$`,
                  text: r`meter tussen P en Q`,
                  elaboration: r`De aansluitdraden van de meter gaan naar punt P en punt Q, aan weerszijden van $$R$$.`,
                  explanation: r`Een spanningsmeter wordt altijd parallel aan het onderdeel geschakeld.`,
                  points: 1,
                },
                {
                  correction: r`juist symbool en stroomkring niet onderbroken`,
                  text: r`symbool V, kring intact`,
                  elaboration: r`Het symbool is een cirkel met een V; de bestaande draden blijven heel.`,
                  explanation: r`Een spanningsmeter heeft een zeer grote weerstand en mag de schakeling niet veranderen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 60,
          text: r`In de schemering is de weerstand van de LDR $$40\ \text{k}\Omega$$. Bereken de spanning tussen P en Q.`,
          highlights: [r`spanningsdeler`],
          tags: ['spanningsdeler', 'serieschakeling', 'weerstand'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.3', Newton: 'H2.2' },
          tips: [r`Bereken eerst de stroomsterkte door de serieschakeling.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de vervangingsweerstand`,
                  text: r`$$R_v = 50\ \text{k}\Omega$$`,
                  elaboration: r`$$R_v = 40 + 10 = 50\ \text{k}\Omega$$`,
                  explanation: r`LDR en $$R$$ staan in serie.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de stroomsterkte`,
                  text: r`$$I = 1{,}0 \cdot 10^{-4}\ \text{A}$$`,
                  elaboration: r`$$I = \dfrac{5{,}0}{50 \cdot 10^{3}} = 1{,}0 \cdot 10^{-4}\ \text{A}$$`,
                  explanation: r`In een serieschakeling is de stroom overal gelijk.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$U = I \cdot R$$ voor $$R$$ en completeren`,
                  text: r`$$U_{PQ} = 1{,}0\ \text{V}$$`,
                  elaboration: r`$$U_{PQ} = 1{,}0 \cdot 10^{-4} \cdot 10 \cdot 10^{3} = 1{,}0\ \text{V}$$`,
                  explanation: r`Dat is minder dan $$1{,}5\ \text{V}$$: de lamp staat dan al aan.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`inzicht dat de spanning zich verdeelt in de verhouding van de weerstanden`,
                  text: r`$$\dfrac{U_{PQ}}{5{,}0} = \dfrac{10}{50}$$`,
                  elaboration: r`Over de grootste weerstand staat de grootste spanning.`,
                  explanation: r`In een serieschakeling geldt $$U \propto R$$.`,
                  points: 1,
                },
                {
                  correction: r`invullen met de totale weerstand`,
                  text: r`$$U_{PQ} = \dfrac{10}{50} \cdot 5{,}0$$`,
                  elaboration: r`$$R_v = 40 + 10 = 50\ \text{k}\Omega$$`,
                  explanation: r`De bronspanning verdeelt zich over beide weerstanden.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$U_{PQ} = 1{,}0\ \text{V}$$`,
                  elaboration: r`$$U_{PQ} = 0{,}20 \cdot 5{,}0 = 1{,}0\ \text{V}$$`,
                  explanation: r`Zelfde uitkomst als met de stroomsterkte.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 16,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 43,
          text: r`Bereken bij welke weerstand van de LDR de lamp aangaat.`,
          highlights: [r`schakelpunt van de regelaar`],
          tags: ['spanningsdeler', 'weerstand', 'sensor'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.3', Newton: 'H2.2' },
          dependsOn: [{ number: 14, appendixes: true }],
          tips: [r`Hoeveel spanning staat er over de LDR als er $$1{,}5\ \text{V}$$ over $$R$$ staat?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de spanning over de LDR`,
                  text: r`$$U_{LDR} = 3{,}5\ \text{V}$$`,
                  elaboration: r`$$U_{LDR} = 5{,}0 - 1{,}5 = 3{,}5\ \text{V}$$`,
                  explanation: r`In serie tellen de deelspanningen op tot de bronspanning.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de stroomsterkte`,
                  text: r`$$I = 1{,}5 \cdot 10^{-4}\ \text{A}$$`,
                  elaboration: r`$$I = \dfrac{1{,}5}{10 \cdot 10^{3}} = 1{,}5 \cdot 10^{-4}\ \text{A}$$`,
                  explanation: r`De stroom door $$R$$ is ook de stroom door de LDR.`,
                  points: 1,
                  tips: [r`Van welke weerstand ken je zowel de spanning als de weerstand?`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$R_{LDR} = 23\ \text{k}\Omega$$`,
                  elaboration: r`$$R_{LDR} = \dfrac{3{,}5}{1{,}5 \cdot 10^{-4}} = 2{,}3 \cdot 10^{4}\ \Omega$$`,
                  explanation: r`Bij een grotere LDR-weerstand (donkerder) daalt $$U_{PQ}$$ onder $$1{,}5\ \text{V}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 17,
          type: 'Beredeneer',
          points: 2,
          minutes: 3,
          pValue: 39,
          text: r`De gemeente wil dat de lampen al iets eerder in de schemering aangaan, dus bij meer licht. Beredeneer of $$R$$ daarvoor vervangen moet worden door een grotere of door een kleinere weerstand.`,
          highlights: [r`afstellen van het schakelpunt`],
          tags: ['spanningsdeler', 'sensor', 'weerstand'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.3', Newton: 'H2.2' },
          dependsOn: [{ number: 16 }],
          tips: [r`Is de LDR-weerstand bij meer licht groter of kleiner? Wat moet er dan met $$R$$ gebeuren om toch $$1{,}5\ \text{V}$$ te krijgen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij meer licht de LDR-weerstand kleiner is, zodat het schakelpunt bij een kleinere $$R_{LDR}$$ moet liggen`,
                  text: r`schakelen bij kleinere $$R_{LDR}$$`,
                  elaboration: r`Bij meer licht is $$R_{LDR}$$ kleiner dan $$23\ \text{k}\Omega$$; dan moet $$U_{PQ}$$ toch al $$1{,}5\ \text{V}$$ zijn.`,
                  explanation: r`De regelaar zelf schakelt altijd bij $$1{,}5\ \text{V}$$.`,
                  points: 1,
                },
                {
                  correction: r`conclusie met de verhouding van de spanningen`,
                  text: r`$$R$$ moet kleiner worden`,
                  elaboration: r`De verhouding $$U_R : U_{LDR} = 1{,}5 : 3{,}5$$ ligt vast, dus $$R : R_{LDR}$$ ook; een kleinere $$R_{LDR}$$ vraagt een kleinere $$R$$.`,
                  explanation: r`In een spanningsdeler bepaalt de verhouding van de weerstanden de verdeling van de spanning.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 18,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 63,
          text: r`Een oude lantaarn had een lamp van $$90\ \text{W}$$; de nieuwe ledlamp heeft een vermogen van $$40\ \text{W}$$. De lampen branden $$4100$$ uur per jaar. Bereken hoeveel kWh de gemeente per jaar bespaart met $$1200$$ nieuwe lantaarns.`,
          highlights: [r`energiebesparing in kWh`],
          tags: ['energie', 'vermogen', 'kilowattuur'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H2.1', Newton: 'H2.3' },
          tips: [r`Werk met het vermogen in kW en de tijd in uren, dan krijg je direct kWh.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het vermogensverschil per lantaarn`,
                  text: r`$$\Delta P = 50\ \text{W} = 0{,}050\ \text{kW}$$`,
                  elaboration: r`$$\Delta P = 90 - 40 = 50\ \text{W}$$`,
                  explanation: r`Per lantaarn wordt elke seconde $$50\ \text{J}$$ minder omgezet.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$`,
                  text: r`$$\Delta E = 205\ \text{kWh}$$ per lantaarn`,
                  elaboration: r`$$\Delta E = 0{,}050 \cdot 4100 = 205\ \text{kWh}$$`,
                  explanation: r`kW maal uur geeft kWh.`,
                  points: 1,
                },
                {
                  correction: r`vermenigvuldigen met het aantal lantaarns`,
                  text: r`$$2{,}5 \cdot 10^{5}\ \text{kWh}$$`,
                  elaboration: r`$$1200 \cdot 205 = 2{,}46 \cdot 10^{5}\ \text{kWh} \approx 2{,}5 \cdot 10^{5}\ \text{kWh}$$`,
                  explanation: r`Twee significante cijfers, net als de vermogens.`,
                  points: 1,
                },
              ],
              remark: r`Als het antwoord in joule is gegeven ($$8{,}9 \cdot 10^{11}\ \text{J}$$), maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
      ],
    },
  ],
};
