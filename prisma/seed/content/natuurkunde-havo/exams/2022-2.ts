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
      name: r`Popfestival`,
      introduction: r`Op een popfestival staat een grote luidsprekerset voor het podium. Op $$10\ \text{m}$$ afstand van de luidsprekers is het geluidsniveau $$105\ \text{dB}$$. Neem aan dat de luidsprekers zich gedragen als een puntbron: de geluidsintensiteit is omgekeerd evenredig met het kwadraat van de afstand. Tabel 1 geeft de maximale tijd per dag die iemand zonder gehoorbescherming aan een geluidsniveau mag worden blootgesteld.

**Tabel 1**

| geluidsniveau (dB) | maximale blootstelling per dag |
|---|---|
| 85 | 8 uur |
| 88 | 4 uur |
| 91 | 2 uur |
| 94 | 1 uur |
| 97 | 30 minuten |
| 100 | 15 minuten |
| 103 | 7,5 minuut |`,
      questions: [
        {
          number: 6,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 61,
          text: r`Bereken de geluidsintensiteit op $$10\ \text{m}$$ van de luidsprekers.`,
          highlights: [r`intensiteit bij 105 dB`],
          tags: ['geluidsniveau', 'geluidsintensiteit', 'decibel'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          tips: [r`Schrijf de formule voor het geluidsniveau om: hoe maak je de logaritme ongedaan?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$L = 10 \cdot \log\left(\dfrac{I}{I_0}\right)$$`,
                  text: r`$$105 = 10 \cdot \log\left(\dfrac{I}{1{,}0 \cdot 10^{-12}}\right)$$`,
                  elaboration: r`Delen door 10 geeft $$\log\left(\dfrac{I}{I_0}\right) = 10{,}5$$.`,
                  explanation: r`$$I_0$$ is de gehoordrempel.`,
                  points: 1,
                },
                {
                  correction: r`omschrijven naar $$I = I_0 \cdot 10^{L/10}$$`,
                  text: r`$$I = 1{,}0 \cdot 10^{-12} \cdot 10^{10{,}5}$$`,
                  elaboration: r`De inverse van $$\log x$$ is $$10^{x}$$.`,
                  explanation: r`Zo wordt de intensiteit vrijgemaakt.`,
                  points: 1,
                  tips: [r`Als $$\log x = 10{,}5$$, wat is dan $$x$$?`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$I = 3{,}2 \cdot 10^{-2}\ \text{W/m}^2$$`,
                  elaboration: r`$$I = 10^{-1{,}5} = 3{,}2 \cdot 10^{-2}\ \text{W/m}^2$$`,
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
          points: 3,
          minutes: 5,
          pValue: 45,
          text: r`Bereken het geluidsniveau op $$40\ \text{m}$$ van de luidsprekers.`,
          highlights: [r`kwadratenwet`, r`geluidsniveau op 40 m`],
          tags: ['geluidsniveau', 'kwadratenwet', 'geluidsintensiteit'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          dependsOn: [{ number: 6 }],
          tips: [r`Hoeveel keer zo groot is de afstand, en hoeveel keer zo klein wordt dan de intensiteit?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de intensiteit $$4^2 = 16$$ keer zo klein wordt`,
                  text: r`factor $$16$$`,
                  elaboration: r`De afstand wordt $$\dfrac{40}{10} = 4$$ keer zo groot, de intensiteit $$16$$ keer zo klein.`,
                  explanation: r`Het geluid verdeelt zich over een boloppervlak dat evenredig is met $$r^2$$.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de intensiteit op $$40\ \text{m}$$`,
                  text: r`$$I = 2{,}0 \cdot 10^{-3}\ \text{W/m}^2$$`,
                  elaboration: r`$$I = \dfrac{3{,}16 \cdot 10^{-2}}{16} = 1{,}98 \cdot 10^{-3}\ \text{W/m}^2$$`,
                  explanation: r`Reken met de niet-afgeronde waarde uit vraag 6.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het geluidsniveau`,
                  text: r`$$L = 93\ \text{dB}$$`,
                  elaboration: r`$$L = 10 \cdot \log\left(\dfrac{1{,}98 \cdot 10^{-3}}{1{,}0 \cdot 10^{-12}}\right) = 93\ \text{dB}$$`,
                  explanation: r`Een factor 16 in intensiteit komt overeen met $$12\ \text{dB}$$ minder.`,
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
          pValue: 59,
          text: r`Een beveiliger werkt een hele dag van 8 uur vlak bij het podium, waar het geluidsniveau $$105\ \text{dB}$$ is. Beredeneer met behulp van tabel 1 hoeveel decibel zijn oordoppen het geluidsniveau minimaal moeten verlagen.`,
          highlights: [r`gehoorbescherming`, r`8 uur blootstelling`],
          tags: ['geluidsniveau', 'gehoorbescherming', 'decibel'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          tips: [r`Bij welk geluidsniveau mag je volgens tabel 1 8 uur werken?`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen dat bij 8 uur een niveau van $$85\ \text{dB}$$ hoort`,
                  text: r`$$L_{max} = 85\ \text{dB}$$`,
                  elaboration: r`In tabel 1 hoort bij een blootstelling van 8 uur $$85\ \text{dB}$$.`,
                  explanation: r`Elke $$3\ \text{dB}$$ extra halveert de toegestane tijd.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de benodigde demping`,
                  text: r`$$20\ \text{dB}$$`,
                  elaboration: r`$$105 - 85 = 20\ \text{dB}$$`,
                  explanation: r`Geluidsniveaus in decibel mogen van elkaar afgetrokken worden om een demping te vinden.`,
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
          pValue: 40,
          text: r`Naast de eerste luidsprekerset wordt een tweede, identieke set geplaatst. Toon aan dat het geluidsniveau daardoor met $$3\ \text{dB}$$ toeneemt.`,
          highlights: [r`twee gelijke geluidsbronnen`],
          tags: ['geluidsniveau', 'geluidsintensiteit', 'decibel'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          tips: [r`Wat gebeurt er met de intensiteit als er twee gelijke bronnen zijn?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de intensiteit verdubbelt`,
                  text: r`$$I_2 = 2 \cdot I_1$$`,
                  elaboration: r`Intensiteiten van twee bronnen tellen op; geluidsniveaus niet.`,
                  explanation: r`Intensiteit is vermogen per vierkante meter, en vermogens tellen op.`,
                  points: 1,
                  tips: [r`Mag je decibels zomaar optellen?`],
                },
                {
                  correction: r`gebruik van de rekenregel voor logaritmen`,
                  text: r`$$L_2 = L_1 + 10 \cdot \log 2$$`,
                  elaboration: r`$$L_2 = 10 \cdot \log\left(\dfrac{2 I_1}{I_0}\right) = 10 \cdot \log 2 + 10 \cdot \log\left(\dfrac{I_1}{I_0}\right)$$`,
                  explanation: r`$$\log(a \cdot b) = \log a + \log b$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$\Delta L = 3{,}0\ \text{dB}$$`,
                  elaboration: r`$$10 \cdot \log 2 = 3{,}01\ \text{dB} \approx 3\ \text{dB}$$`,
                  explanation: r`Dit geldt los van het oorspronkelijke niveau.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`verdubbelen van de intensiteit uit vraag 6`,
                  text: r`$$I = 6{,}32 \cdot 10^{-2}\ \text{W/m}^2$$`,
                  elaboration: r`$$I = 2 \cdot 3{,}16 \cdot 10^{-2} = 6{,}32 \cdot 10^{-2}\ \text{W/m}^2$$`,
                  explanation: r`Twee identieke bronnen leveren samen twee keer zoveel intensiteit.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het nieuwe geluidsniveau`,
                  text: r`$$L = 108{,}0\ \text{dB}$$`,
                  elaboration: r`$$L = 10 \cdot \log\left(\dfrac{6{,}32 \cdot 10^{-2}}{1{,}0 \cdot 10^{-12}}\right) = 108{,}0\ \text{dB}$$`,
                  explanation: r`Gewoon de formule voor het geluidsniveau toepassen.`,
                  points: 1,
                },
                {
                  correction: r`vergelijken`,
                  text: r`$$108{,}0 - 105 = 3{,}0\ \text{dB}$$`,
                  elaboration: r`De toename is $$3{,}0\ \text{dB}$$.`,
                  explanation: r`Bij een toon-aan-vraag één decimaal extra laten zien.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`PET-scan`,
      introduction: r`Met een PET-scan kan een arts zien waar in het lichaam veel suiker wordt verbruikt, bijvoorbeeld in een tumor. De patiënt krijgt een suikerverbinding ingespoten waarin de radioactieve isotoop fluor-18 is ingebouwd. Fluor-18 vervalt met $$\beta^{+}$$-straling: er komt een positron vrij. Het positron botst vrijwel direct op een elektron; beide deeltjes verdwijnen en er ontstaan twee fotonen die in tegengestelde richting worden uitgezonden. De halveringstijd van fluor-18 is $$110\ \text{minuten}$$.`,
      questions: [
        {
          number: 10,
          type: 'Vul in',
          points: 2,
          minutes: 3,
          pValue: 58,
          text: r`Vul de vervalvergelijking van fluor-18 aan: $$ {}^{18}_{9}\text{F} \rightarrow \ldots + \ldots $$ (het neutrino mag je weglaten).`,
          highlights: [r`bèta-plus-verval`],
          tags: ['vervalvergelijking', 'positron'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          tips: [r`Een positron heeft dezelfde massa als een elektron, maar een positieve lading.`],
          answers: [
            {
              steps: [
                {
                  correction: r`positron rechts van de pijl`,
                  text: r`$$ {}^{0}_{+1}\text{e} $$`,
                  elaboration: r`Bij $$\beta^{+}$$-verval komt een positron vrij met massagetal 0 en lading $$+1$$.`,
                  explanation: r`In de kern verandert een proton in een neutron.`,
                  points: 1,
                },
                {
                  correction: r`juiste dochterkern`,
                  text: r`$$ {}^{18}_{9}\text{F} \rightarrow {}^{18}_{8}\text{O} + {}^{0}_{+1}\text{e} $$`,
                  elaboration: r`Massagetal blijft 18; atoomnummer wordt $$9 - 1 = 8$$: zuurstof.`,
                  explanation: r`Behoud van massagetal en lading.`,
                  points: 1,
                  tips: [r`Welk element heeft atoomnummer 8?`],
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
          pValue: 52,
          text: r`Het fluor-18 wordt om 7.00 uur gemaakt. Om 9.45 uur moet de patiënt een activiteit van $$370\ \text{MBq}$$ ingespoten krijgen. Bereken welke activiteit er om 7.00 uur gemaakt moet worden.`,
          highlights: [r`activiteit terugrekenen`],
          tags: ['halveringstijd', 'activiteit'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.3', Newton: 'H7.2' },
          tips: [r`Hoeveel halveringstijden zitten er tussen 7.00 uur en 9.45 uur?`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de verstreken tijd in halveringstijden`,
                  text: r`$$\dfrac{t}{t_{1/2}} = 1{,}5$$`,
                  elaboration: r`$$t = 165\ \text{min}$$, dus $$\dfrac{165}{110} = 1{,}5$$`,
                  explanation: r`Tijd en halveringstijd moeten in dezelfde eenheid staan.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$A(t) = A(0) \cdot \left(\tfrac{1}{2}\right)^{t/t_{1/2}}$$`,
                  text: r`$$370 = A(0) \cdot \left(\tfrac{1}{2}\right)^{1{,}5}$$`,
                  elaboration: r`$$\left(\tfrac{1}{2}\right)^{1{,}5} = 0{,}354$$`,
                  explanation: r`Nu is de eindactiviteit gegeven en de beginactiviteit gevraagd.`,
                  points: 1,
                  tips: [r`Je zoekt nu $$A(0)$$: deel door de factor in plaats van ermee te vermenigvuldigen.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$A(0) = 1{,}0 \cdot 10^{3}\ \text{MBq}$$`,
                  elaboration: r`$$A(0) = \dfrac{370}{0{,}354} = 1{,}05 \cdot 10^{3}\ \text{MBq}$$`,
                  explanation: r`Bijna drie keer zoveel als er uiteindelijk nodig is.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 47,
          text: r`Bij de annihilatie wordt de massa van het positron en het elektron volledig omgezet in stralingsenergie volgens $$E = m \cdot c^2$$. Toon aan dat elk van de twee fotonen een energie van $$511\ \text{keV}$$ heeft.`,
          highlights: [r`annihilatie van positron en elektron`],
          tags: ['annihilatie', 'fotonenergie', 'positron'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          tips: [r`Zoek de massa van het elektron op; het positron heeft dezelfde massa.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E = m c^2$$ met de massa van één elektron`,
                  text: r`$$E = 9{,}109 \cdot 10^{-31} \cdot (2{,}998 \cdot 10^{8})^2$$`,
                  elaboration: r`Twee deeltjes geven twee fotonen, dus elk foton krijgt de energie van één deeltjesmassa.`,
                  explanation: r`De bewegingsenergie van de deeltjes is verwaarloosbaar.`,
                  points: 1,
                  tips: [r`Twee massa's, twee fotonen: hoeveel massa hoort bij één foton?`],
                },
                {
                  correction: r`berekenen van de energie in joule`,
                  text: r`$$E = 8{,}19 \cdot 10^{-14}\ \text{J}$$`,
                  elaboration: r`$$E = 8{,}187 \cdot 10^{-14}\ \text{J}$$`,
                  explanation: r`Massa in kg en lichtsnelheid in m/s geven joule.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar keV`,
                  text: r`$$E = 511\ \text{keV}$$`,
                  elaboration: r`$$E = \dfrac{8{,}187 \cdot 10^{-14}}{1{,}602 \cdot 10^{-19}} = 5{,}11 \cdot 10^{5}\ \text{eV} = 511\ \text{keV}$$`,
                  explanation: r`$$1\ \text{eV} = 1{,}602 \cdot 10^{-19}\ \text{J}$$.`,
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
          pValue: 50,
          introduction: r`Rond de patiënt staat een ring van detectoren (zie figuur 2). Een meting telt alleen als twee tegenover elkaar liggende detectoren op hetzelfde moment een foton van $$511\ \text{keV}$$ registreren.

![Figuur 2: ring van detectoren rond de patiënt](figuur2.svg)`,
          figures: [
            {
              name: 'figuur2.svg',
              alt: r`Figuur 2: detectorring rond de patiënt; twee fotonen gaan in tegengestelde richting naar twee detectoren`,
              svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 260" font-family="sans-serif" font-size="12"><circle cx="160" cy="130" r="110" fill="none" stroke="#999" stroke-width="1"/><g fill="#9bd" stroke="#000"><rect x="150" y="12" width="20" height="14"/><rect x="150" y="234" width="20" height="14"/><rect x="42" y="123" width="14" height="20"/><rect x="264" y="123" width="14" height="20"/><rect x="73" y="44" width="16" height="16" transform="rotate(45 81 52)"/><rect x="231" y="44" width="16" height="16" transform="rotate(45 239 52)"/><rect x="73" y="200" width="16" height="16" transform="rotate(45 81 208)"/><rect x="231" y="200" width="16" height="16" transform="rotate(45 239 208)"/></g><ellipse cx="160" cy="130" rx="70" ry="45" fill="#fde2cf" stroke="#000"/><circle cx="180" cy="115" r="5" fill="#c00"/><line x1="180" y1="115" x2="239" y2="56" stroke="#c00" stroke-dasharray="5 3"/><line x1="180" y1="115" x2="85" y2="208" stroke="#c00" stroke-dasharray="5 3"/><text x="188" y="132">tumor</text><text x="215" y="92" fill="#c00">foton</text><text x="95" y="180" fill="#c00">foton</text><text x="100" y="150">patiënt</text><text x="250" y="30">detector</text></svg>`,
            },
          ],
          text: r`Leg uit hoe met deze methode kan worden vastgesteld op welke lijn door de patiënt het verval heeft plaatsgevonden.`,
          highlights: [r`coïncidentiemeting`, r`tegengestelde fotonen`],
          tags: ['annihilatie', 'detector', 'beeldvorming'],
          domain: 'Medische beeldvorming',
          chapters: { Nova: 'H7.4', Newton: 'H7.4' },
          tips: [r`Waar moet de annihilatie liggen als twee tegenover elkaar liggende detectoren tegelijk een foton ontvangen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de fotonen in tegengestelde richting langs één rechte lijn bewegen`,
                  text: r`beide fotonen op één lijn`,
                  elaboration: r`De twee fotonen vertrekken vanuit hetzelfde punt precies in tegengestelde richting.`,
                  explanation: r`Dat volgt uit het feit dat positron en elektron vrijwel stilstaan bij de annihilatie.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de annihilatie dan op de verbindingslijn van de twee detectoren ligt`,
                  text: r`verval ligt op de lijn tussen de twee detectoren`,
                  elaboration: r`Als twee detectoren tegelijk een foton van $$511\ \text{keV}$$ meten, ligt de bron op de rechte lijn ertussen; veel van zulke lijnen snijden elkaar bij de tumor.`,
                  explanation: r`Met duizenden metingen berekent de computer waar de lijnen samenkomen.`,
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
