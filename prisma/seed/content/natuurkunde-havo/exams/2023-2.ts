import type { ExamContent } from '../../types.ts';

const r = String.raw;

export const exam: ExamContent = {
  year: 2023,
  term: 2,
  standardizationValue: 1.3,
  topics: [
    {
      name: r`Ophaalbrug`,
      introduction: r`Over een vaart ligt een ophaalbrug van het type basculebrug. Het brugdek kan draaien om een horizontale as door punt D. Het dek is $$12\ \text{m}$$ lang, heeft een massa van $$8{,}0 \cdot 10^{3}\ \text{kg}$$ en een zwaartepunt Z op $$6{,}0\ \text{m}$$ van D. Aan de andere kant van D zit onder het wegdek een contragewicht, met zijn zwaartepunt op $$3{,}0\ \text{m}$$ van D (zie figuur 1). Verwaarloos de massa van de constructie tussen D en het contragewicht.

![Figuur 1: zijaanzicht van de gesloten brug](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: zijaanzicht van de gesloten basculebrug met draaipunt D, zwaartepunt Z van het dek en het contragewicht`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 230" font-family="sans-serif" font-size="12"><rect x="0" y="175" width="185" height="40" fill="#cfe3f5"/><rect x="185" y="150" width="135" height="80" fill="#d9c9a8"/><rect x="230" y="158" width="40" height="40" fill="#777" stroke="#000"/><rect x="20" y="144" width="250" height="8" fill="#a0522d" stroke="#000"/><circle cx="200" cy="152" r="5" fill="#fff" stroke="#000" stroke-width="2"/><circle cx="110" cy="148" r="4" fill="#000"/><line x1="110" y1="152" x2="110" y2="185" stroke="#c00" stroke-width="2"/><polyline points="105,177 110,187 115,177" fill="none" stroke="#c00" stroke-width="2"/><g stroke="#555"><line x1="110" y1="120" x2="200" y2="120"/><line x1="110" y1="114" x2="110" y2="126"/><line x1="200" y1="114" x2="200" y2="126"/><line x1="250" y1="114" x2="250" y2="126"/><line x1="200" y1="120" x2="250" y2="120"/></g><text x="140" y="112">6,0 m</text><text x="208" y="112">3,0 m</text><text x="196" y="172">D</text><text x="98" y="140">Z</text><text x="112" y="200" fill="#c00">Fz</text><text x="222" y="215">contragewicht</text><text x="40" y="205">vaart</text></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 67,
          text: r`Bereken de massa die het contragewicht moet hebben om het dek precies in evenwicht te houden.`,
          highlights: [r`momentenwet bij een basculebrug`],
          tags: ['moment', 'evenwicht', 'hefboom'],
          domain: 'Momenten en evenwicht',
          chapters: { Nova: 'H3.3', Newton: 'H4.2' },
          tips: [r`In evenwicht is het moment linksom even groot als het moment rechtsom.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het moment van de zwaartekracht op het dek`,
                  text: r`$$M_{dek} = 4{,}7 \cdot 10^{5}\ \text{N m}$$`,
                  elaboration: r`$$M_{dek} = 8{,}0 \cdot 10^{3} \cdot 9{,}81 \cdot 6{,}0 = 4{,}71 \cdot 10^{5}\ \text{N m}$$`,
                  explanation: r`De arm is de afstand van D tot de werklijn van de zwaartekracht.`,
                  points: 1,
                },
                {
                  correction: r`toepassen van de momentenwet`,
                  text: r`$$m_c \cdot 9{,}81 \cdot 3{,}0 = 4{,}71 \cdot 10^{5}$$`,
                  elaboration: r`Het contragewicht moet een even groot moment in tegengestelde richting leveren.`,
                  explanation: r`Bij evenwicht geldt $$\Sigma M = 0$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$m_c = 1{,}6 \cdot 10^{4}\ \text{kg}$$`,
                  elaboration: r`$$m_c = \dfrac{4{,}71 \cdot 10^{5}}{9{,}81 \cdot 3{,}0} = 1{,}6 \cdot 10^{4}\ \text{kg}$$`,
                  explanation: r`Het contragewicht heeft een kleinere arm, dus moet het zwaarder zijn dan het dek.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`inzicht dat $$m_{dek} \cdot r_{dek} = m_c \cdot r_c$$`,
                  text: r`$$8{,}0 \cdot 10^{3} \cdot 6{,}0 = m_c \cdot 3{,}0$$`,
                  elaboration: r`De factor $$g$$ staat aan beide kanten en valt weg.`,
                  explanation: r`Momentenwet met zwaartekrachten $$m \cdot g$$.`,
                  points: 1,
                },
                {
                  correction: r`inzicht in de verhouding van de armen`,
                  text: r`$$\dfrac{r_{dek}}{r_c} = 2{,}0$$`,
                  elaboration: r`De arm van het dek is twee keer zo groot als die van het contragewicht.`,
                  explanation: r`Dan moet het contragewicht twee keer zo zwaar zijn.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$m_c = 1{,}6 \cdot 10^{4}\ \text{kg}$$`,
                  elaboration: r`$$m_c = 2{,}0 \cdot 8{,}0 \cdot 10^{3} = 1{,}6 \cdot 10^{4}\ \text{kg}$$`,
                  explanation: r`Zelfde uitkomst zonder het moment zelf uit te rekenen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Teken',
          points: 3,
          minutes: 5,
          pValue: 52,
          text: r`Op de uitwerkbijlage staat het dek in een stand waarin het $$60^\circ$$ is opengedraaid. Ook de zwaartekracht op het dek is getekend. Teken in de figuur op de uitwerkbijlage de arm van deze zwaartekracht ten opzichte van D en bepaal met behulp van de schaal de lengte van deze arm.`,
          highlights: [r`arm van een kracht construeren`],
          tags: ['moment', 'arm', 'constructie'],
          domain: 'Momenten en evenwicht',
          chapters: { Nova: 'H3.3', Newton: 'H4.2' },
          appendix: {
            name: 'bijlage2.svg',
            alt: r`Uitwerkbijlage bij vraag 2: het brugdek 60 graden opengedraaid om D, met zwaartepunt Z, de zwaartekracht en een schaallijn van 3 m`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" font-family="sans-serif" font-size="12"><line x1="220" y1="200" x2="130" y2="44" stroke="#a0522d" stroke-width="6"/><circle cx="220" cy="200" r="5" fill="#fff" stroke="#000" stroke-width="2"/><circle cx="175" cy="122" r="4" fill="#000"/><line x1="175" y1="122" x2="175" y2="172" stroke="#c00" stroke-width="2"/><polyline points="170,164 175,174 180,164" fill="none" stroke="#c00" stroke-width="2"/><line x1="0" y1="205" x2="320" y2="205" stroke="#999" stroke-dasharray="4 4"/><text x="228" y="214">D</text><text x="158" y="118">Z</text><text x="180" y="168" fill="#c00">Fz</text><line x1="20" y1="225" x2="65" y2="225" stroke="#000" stroke-width="2"/><line x1="20" y1="220" x2="20" y2="230" stroke="#000"/><line x1="65" y1="220" x2="65" y2="230" stroke="#000"/><text x="72" y="229">3,0 m</text><path d="M196 200 A24 24 0 0 1 208 179" fill="none" stroke="#555"/><text x="180" y="196">60°</text></svg>`,
          },
          tips: [r`De arm staat loodrecht op de werklijn van de kracht.`],
          answers: [
            {
              steps: [
                {
                  correction: r`verlengen van de werklijn van de zwaartekracht`,
                  text: r`verticale lijn door Z`,
                  elaboration: r`De werklijn loopt verticaal door Z, in het verlengde van de pijl.`,
                  explanation: r`De arm wordt gemeten tot de werklijn, niet tot het aangrijpingspunt.`,
                  points: 0,
                },
                {
                  correction: r`tekenen van de loodlijn vanuit D op de werklijn`,
                  text: r`horizontale lijn van D naar de werklijn`,
                  elaboration: r`De loodlijn van D op een verticale werklijn is horizontaal.`,
                  explanation: r`Per definitie is de arm de kortste afstand van het draaipunt tot de werklijn.`,
                  points: 0,
                  tips: [r`Welke richting heeft een lijn die loodrecht op een verticale lijn staat?`],
                },
                {
                  correction: r`bepalen van de lengte met de schaal`,
                  text: r`$$r = 3{,}0\ \text{m}$$`,
                  elaboration: r`De arm is even lang als de schaallijn van $$3{,}0\ \text{m}$$; ook $$6{,}0 \cdot \cos 60^\circ = 3{,}0\ \text{m}$$.`,
                  explanation: r`In deze stand is de arm half zo groot als bij de gesloten brug.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 1, 2, 0, 1, 1, 3],
              remark: r`Een lengte tussen $$2{,}8\ \text{m}$$ en $$3{,}2\ \text{m}$$ goed rekenen. Een lengte zonder juiste constructie levert geen scorepunt op.`,
            },
          ],
        },
        {
          number: 3,
          type: 'Beredeneer',
          points: 2,
          minutes: 3,
          pValue: 41,
          text: r`Beredeneer dat een dek dat in gesloten stand in evenwicht is met het contragewicht, ook in elke geopende stand in evenwicht is.`,
          highlights: [r`evenwicht in elke stand`],
          tags: ['moment', 'evenwicht', 'arm'],
          domain: 'Momenten en evenwicht',
          chapters: { Nova: 'H3.3', Newton: 'H4.2' },
          dependsOn: [{ number: 2, appendixes: true }],
          tips: [r`Wat gebeurt er bij het draaien met de arm van het contragewicht?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat beide armen met dezelfde factor kleiner worden`,
                  text: r`beide armen $$\times \cos \alpha$$`,
                  elaboration: r`Het contragewicht draait mee om D; bij een draaihoek $$\alpha$$ worden de arm van het dek en de arm van het contragewicht allebei $$\cos \alpha$$ keer zo groot.`,
                  explanation: r`Zwaartepunt Z en het contragewicht liggen op één rechte lijn door D.`,
                  points: 1,
                },
                {
                  correction: r`conclusie dat de momenten gelijk blijven`,
                  text: r`momenten blijven even groot`,
                  elaboration: r`Beide momenten worden met dezelfde factor vermenigvuldigd, dus ze blijven aan elkaar gelijk.`,
                  explanation: r`Daardoor is er in elke stand maar een kleine kracht nodig om de brug te bewegen.`,
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
          pValue: 38,
          text: r`In werkelijkheid heeft het contragewicht een massa van $$1{,}5 \cdot 10^{4}\ \text{kg}$$, zodat de brug uit zichzelf dicht blijft. Een hydraulische cilinder duwt bij het openen tegen de constructie, loodrecht op een arm van $$1{,}5\ \text{m}$$ ten opzichte van D. Bereken de kracht die de cilinder minimaal moet uitoefenen om de gesloten brug te openen.`,
          highlights: [r`kracht van de hydraulische cilinder`],
          tags: ['moment', 'evenwicht', 'hefboom'],
          domain: 'Momenten en evenwicht',
          chapters: { Nova: 'H3.3', Newton: 'H4.2' },
          dependsOn: [{ number: 1 }],
          tips: [r`De cilinder hoeft alleen het verschil tussen de twee momenten te leveren.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het moment van het contragewicht`,
                  text: r`$$M_c = 4{,}41 \cdot 10^{5}\ \text{N m}$$`,
                  elaboration: r`$$M_c = 1{,}5 \cdot 10^{4} \cdot 9{,}81 \cdot 3{,}0 = 4{,}41 \cdot 10^{5}\ \text{N m}$$`,
                  explanation: r`Het contragewicht is nu iets te licht voor evenwicht.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het momentverschil`,
                  text: r`$$\Delta M = 2{,}9 \cdot 10^{4}\ \text{N m}$$`,
                  elaboration: r`$$\Delta M = 4{,}71 \cdot 10^{5} - 4{,}41 \cdot 10^{5} = 2{,}94 \cdot 10^{4}\ \text{N m}$$`,
                  explanation: r`Dit overschot aan moment van het dek houdt de brug dicht.`,
                  points: 1,
                  tips: [r`Gebruik het moment van het dek uit vraag 1.`],
                },
                {
                  correction: r`toepassen van de momentenwet voor de cilinder`,
                  text: r`$$F \cdot 1{,}5 = 2{,}94 \cdot 10^{4}$$`,
                  elaboration: r`De cilinder moet minstens het momentverschil leveren.`,
                  explanation: r`De cilinderkracht staat loodrecht op de arm, dus $$M = F \cdot r$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$F = 2{,}0 \cdot 10^{4}\ \text{N}$$`,
                  elaboration: r`$$F = \dfrac{2{,}94 \cdot 10^{4}}{1{,}5} = 1{,}96 \cdot 10^{4}\ \text{N} \approx 2{,}0 \cdot 10^{4}\ \text{N}$$`,
                  explanation: r`Zonder contragewicht zou een ruim vijftien keer zo grote kracht nodig zijn.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Lichtgevende nooduitgangsbordjes`,
      introduction: r`In vliegtuigen en tunnels hangen soms nooduitgangsbordjes die zonder elektriciteit licht geven. In het bordje zitten glazen buisjes gevuld met het radioactieve waterstofisotoop tritium ($$ {}^{3}_{1}\text{H} $$). De binnenkant van de buisjes is bedekt met een fluorescerende laag die licht uitzendt als er $$\beta^{-}$$-deeltjes op vallen. Tabel 1 geeft gegevens van een nieuw bordje.

**Tabel 1**

| grootheid | waarde |
|---|---|
| activiteit van een nieuw bordje | $$7{,}4 \cdot 10^{11}\ \text{Bq}$$ |
| halveringstijd van tritium | $$12{,}3\ \text{jaar}$$ |
| gemiddelde energie van een $$\beta^{-}$$-deeltje | $$5{,}7\ \text{keV}$$ |
| maximale energie van een $$\beta^{-}$$-deeltje | $$18{,}6\ \text{keV}$$ |`,
      questions: [
        {
          number: 5,
          type: 'Vul in',
          points: 2,
          minutes: 3,
          pValue: 64,
          text: r`Vul de vervalvergelijking van tritium aan: $$ {}^{3}_{1}\text{H} \rightarrow \ldots + \ldots $$`,
          highlights: [r`bèta-min-verval van tritium`],
          tags: ['vervalvergelijking', 'bètastraling'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          tips: [r`Bij $$\beta^{-}$$-verval neemt het atoomnummer met één toe.`],
          answers: [
            {
              steps: [
                {
                  correction: r`elektron rechts van de pijl`,
                  text: r`$$ {}^{0}_{-1}\text{e} $$`,
                  elaboration: r`Een $$\beta^{-}$$-deeltje is een elektron uit de kern.`,
                  explanation: r`In de kern verandert een neutron in een proton en een elektron.`,
                  points: 1,
                },
                {
                  correction: r`juiste dochterkern`,
                  text: r`$$ {}^{3}_{1}\text{H} \rightarrow {}^{3}_{2}\text{He} + {}^{0}_{-1}\text{e} $$`,
                  elaboration: r`Massagetal blijft 3; atoomnummer $$1 + 1 = 2$$: helium.`,
                  explanation: r`Behoud van massagetal en lading.`,
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
          pValue: 58,
          text: r`Een bordje hangt tien jaar in een tunnel. Bereken de activiteit van het bordje na tien jaar.`,
          highlights: [r`activiteit na tien jaar`],
          tags: ['halveringstijd', 'activiteit'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.3', Newton: 'H7.2' },
          tips: [r`Tien jaar is iets minder dan één halveringstijd.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$A(t) = A(0) \cdot \left(\tfrac{1}{2}\right)^{t/t_{1/2}}$$`,
                  text: r`$$A = 7{,}4 \cdot 10^{11} \cdot \left(\tfrac{1}{2}\right)^{10/12{,}3}$$`,
                  elaboration: r`$$\dfrac{t}{t_{1/2}} = \dfrac{10}{12{,}3} = 0{,}813$$`,
                  explanation: r`Tijd en halveringstijd staan beide in jaren.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de factor`,
                  text: r`$$\left(\tfrac{1}{2}\right)^{0{,}813} = 0{,}569$$`,
                  elaboration: r`Na tien jaar is nog $$57\%$$ van de activiteit over.`,
                  explanation: r`Het resultaat ligt tussen 1 en $$\tfrac{1}{2}$$, zoals verwacht.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$A = 4{,}2 \cdot 10^{11}\ \text{Bq}$$`,
                  elaboration: r`$$A = 7{,}4 \cdot 10^{11} \cdot 0{,}569 = 4{,}2 \cdot 10^{11}\ \text{Bq}$$`,
                  explanation: r`Het bordje geeft dan ook merkbaar minder licht.`,
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
          pValue: 60,
          text: r`Leg met behulp van tabel 1 uit waarom mensen die vlak bij het bordje zitten, geen straling van het tritium ontvangen zolang de buisjes heel zijn.`,
          highlights: [r`doordringend vermogen van zwakke bètastraling`],
          tags: ['bètastraling', 'doordringend vermogen'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.2', Newton: 'H7.3' },
          tips: [r`Vergelijk de energie van deze $$\beta^{-}$$-deeltjes met die van gewone $$\beta^{-}$$-straling (enkele honderden keV).`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de $$\beta^{-}$$-deeltjes een zeer kleine energie hebben`,
                  text: r`hoogstens $$18{,}6\ \text{keV}$$`,
                  elaboration: r`De $$\beta^{-}$$-deeltjes van tritium hebben een veel kleinere energie dan de meeste andere $$\beta^{-}$$-stralers.`,
                  explanation: r`Het doordringend vermogen van $$\beta^{-}$$-straling neemt toe met de energie.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat ze daardoor in de fluorescerende laag en het glas worden geabsorbeerd`,
                  text: r`glas houdt alle deeltjes tegen`,
                  elaboration: r`Zulke zwakke deeltjes komen zelfs in lucht maar millimeters ver; het glas van het buisje houdt ze volledig tegen.`,
                  explanation: r`Alleen als een buisje breekt, kan tritiumgas worden ingeademd.`,
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
          minutes: 5,
          pValue: 43,
          introduction: r`De fluorescerende laag zet $$12\%$$ van de energie van de opgevangen $$\beta^{-}$$-deeltjes om in zichtbaar licht. Neem aan dat alle $$\beta^{-}$$-deeltjes van een nieuw bordje in de laag worden opgevangen.`,
          text: r`Bereken het lichtvermogen van een nieuw bordje.`,
          highlights: [r`lichtvermogen uit activiteit`],
          tags: ['activiteit', 'vermogen', 'rendement'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.2', Newton: 'H7.1' },
          tips: [r`Hoeveel $$\beta^{-}$$-deeltjes per seconde, elk met welke gemiddelde energie?`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van de gemiddelde energie naar joule`,
                  text: r`$$E = 9{,}1 \cdot 10^{-16}\ \text{J}$$`,
                  elaboration: r`$$E = 5{,}7 \cdot 10^{3} \cdot 1{,}602 \cdot 10^{-19} = 9{,}13 \cdot 10^{-16}\ \text{J}$$`,
                  explanation: r`Gebruik de gemiddelde energie, niet de maximale.`,
                  points: 1,
                  tips: [r`Welke energie uit tabel 1 is hier de juiste: de gemiddelde of de maximale?`],
                },
                {
                  correction: r`inzicht dat het stralingsvermogen $$A \cdot E$$ is`,
                  text: r`$$P_{str} = 6{,}8 \cdot 10^{-4}\ \text{W}$$`,
                  elaboration: r`$$P_{str} = 7{,}4 \cdot 10^{11} \cdot 9{,}13 \cdot 10^{-16} = 6{,}76 \cdot 10^{-4}\ \text{W}$$`,
                  explanation: r`De activiteit is het aantal deeltjes per seconde.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van het rendement en completeren`,
                  text: r`$$P_{licht} = 8{,}1 \cdot 10^{-5}\ \text{W}$$`,
                  elaboration: r`$$P_{licht} = 0{,}12 \cdot 6{,}76 \cdot 10^{-4} = 8{,}1 \cdot 10^{-5}\ \text{W}$$`,
                  explanation: r`Een zwak, maar in het donker goed zichtbaar licht.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Kabelhaspel`,
      introduction: r`Een klusser gebruikt een kabelhaspel met een verlengsnoer van $$25\ \text{m}$$ om in de tuin een elektrische kachel van $$2{,}0\ \text{kW}$$ (bij $$230\ \text{V}$$) aan te sluiten. Het snoer bevat twee koperen aders waardoor de stroom heen en terug loopt; elke ader heeft een doorsnede van $$1{,}5\ \text{mm}^2$$. De soortelijke weerstand van koper is $$17 \cdot 10^{-9}\ \Omega\,\text{m}$$. Op de haspel staat de waarschuwing: 'Bij een vermogen boven $$1000\ \text{W}$$ het snoer volledig afrollen'.`,
      questions: [
        {
          number: 9,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 55,
          text: r`Toon aan dat de totale weerstand van de twee aders samen ongeveer $$0{,}57\ \Omega$$ is.`,
          highlights: [r`weerstand van het verlengsnoer`],
          tags: ['soortelijke weerstand', 'weerstand', 'doorsnede'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.1', Newton: 'H2.2' },
          tips: [r`Welke totale draadlengte legt de stroom af?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de totale lengte $$50\ \text{m}$$ is`,
                  text: r`$$\ell = 50\ \text{m}$$`,
                  elaboration: r`De stroom gaat door de ene ader heen en door de andere ader terug: $$2 \cdot 25 = 50\ \text{m}$$.`,
                  explanation: r`De twee aders staan in serie met de kachel.`,
                  points: 1,
                  tips: [r`Hoeveel keer loopt de stroom door een snoer van $$25\ \text{m}$$?`],
                },
                {
                  correction: r`gebruik van $$R = \rho \cdot \dfrac{\ell}{A}$$ met $$A$$ in $$\text{m}^2$$`,
                  text: r`$$R = 17 \cdot 10^{-9} \cdot \dfrac{50}{1{,}5 \cdot 10^{-6}}$$`,
                  elaboration: r`$$1{,}5\ \text{mm}^2 = 1{,}5 \cdot 10^{-6}\ \text{m}^2$$`,
                  explanation: r`Eén $$\text{mm}^2$$ is $$10^{-6}\ \text{m}^2$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$R = 0{,}567\ \Omega \approx 0{,}57\ \Omega$$`,
                  elaboration: r`$$R = \dfrac{8{,}5 \cdot 10^{-7}}{1{,}5 \cdot 10^{-6}} = 0{,}567\ \Omega$$`,
                  explanation: r`Bij een toon-aan-vraag één cijfer meer dan gevraagd.`,
                  points: 1,
                },
              ],
              remark: r`Als met een lengte van $$25\ \text{m}$$ is gerekend, maximaal 1 scorepunt toekennen.`,
            },
          ],
        },
        {
          number: 10,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 50,
          text: r`Neem aan dat de stroomsterkte door het snoer $$8{,}7\ \text{A}$$ is. Bereken hoeveel warmte er per seconde in het snoer wordt ontwikkeld.`,
          highlights: [r`warmteontwikkeling in het snoer`],
          tags: ['vermogen', 'weerstand', 'warmteontwikkeling'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H2.1', Newton: 'H2.3' },
          dependsOn: [{ number: 9 }],
          tips: [r`Bereken eerst de spanning over het snoer.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de spanning over het snoer`,
                  text: r`$$U_{snoer} = 4{,}9\ \text{V}$$`,
                  elaboration: r`$$U_{snoer} = I \cdot R = 8{,}7 \cdot 0{,}567 = 4{,}93\ \text{V}$$`,
                  explanation: r`Wet van Ohm voor het snoer alleen.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = U \cdot I$$ voor het snoer`,
                  text: r`$$P = 4{,}93 \cdot 8{,}7$$`,
                  elaboration: r`Het vermogen dat in het snoer wordt omgezet.`,
                  explanation: r`Dit vermogen wordt volledig omgezet in warmte.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$P = 43\ \text{W}$$`,
                  elaboration: r`$$P = 42{,}9\ \text{W} \approx 43\ \text{W}$$`,
                  explanation: r`Ook $$P = I^2 \cdot R$$ geeft dit resultaat.`,
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
          pValue: 57,
          text: r`Leg uit waarom het snoer bij dit vermogen volledig moet worden afgerold.`,
          highlights: [r`warmteafgifte van een opgerold snoer`],
          tags: ['warmteontwikkeling', 'veiligheid'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H2.1', Newton: 'H2.3' },
          dependsOn: [{ number: 10 }],
          tips: [r`Verandert de warmteontwikkeling door het oprollen, of de warmteafgifte aan de omgeving?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de warmteontwikkeling gelijk blijft, maar een opgerold snoer zijn warmte slecht kwijt kan`,
                  text: r`opgerold: weinig koelend oppervlak`,
                  elaboration: r`In een opgerolde haspel liggen de windingen tegen elkaar; alleen de buitenste laag geeft warmte af aan de lucht.`,
                  explanation: r`De $$43\ \text{W}$$ wordt ontwikkeld in een klein volume.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de temperatuur dan zo hoog kan worden dat de isolatie smelt`,
                  text: r`kans op smelten van de isolatie en brand`,
                  elaboration: r`De temperatuur stijgt tot de isolatie zacht wordt of smelt, met kortsluiting of brand als gevolg.`,
                  explanation: r`Afgerold kan het snoer over de hele lengte warmte afgeven.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 34,
          text: r`Door de weerstand van het snoer staat er over de kachel minder dan $$230\ \text{V}$$. Neem aan dat de weerstand van de kachel constant is. Bereken de spanning over de kachel.`,
          highlights: [r`spanningsverlies in een verlengsnoer`],
          tags: ['serieschakeling', 'weerstand', 'spanning'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.2', Newton: 'H2.2' },
          dependsOn: [{ number: 9 }],
          tips: [r`Bereken eerst de weerstand van de kachel uit zijn vermogen bij $$230\ \text{V}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de weerstand van de kachel`,
                  text: r`$$R_k = 26{,}5\ \Omega$$`,
                  elaboration: r`$$I = \dfrac{2000}{230} = 8{,}70\ \text{A}$$ en $$R_k = \dfrac{230}{8{,}70} = 26{,}5\ \Omega$$`,
                  explanation: r`Het opgegeven vermogen geldt bij $$230\ \text{V}$$.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat snoer en kachel in serie staan`,
                  text: r`$$R_v = 27{,}0\ \Omega$$`,
                  elaboration: r`$$R_v = 26{,}5 + 0{,}57 = 27{,}0\ \Omega$$`,
                  explanation: r`De stroom gaat eerst door een ader, dan door de kachel en dan door de andere ader.`,
                  points: 1,
                  tips: [r`Staan snoer en kachel in serie of parallel?`],
                },
                {
                  correction: r`berekenen van de stroomsterkte`,
                  text: r`$$I = 8{,}51\ \text{A}$$`,
                  elaboration: r`$$I = \dfrac{230}{27{,}0} = 8{,}51\ \text{A}$$`,
                  explanation: r`Door de extra weerstand is de stroom iets kleiner dan $$8{,}70\ \text{A}$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$U_k = 225\ \text{V}$$`,
                  elaboration: r`$$U_k = 8{,}51 \cdot 26{,}5 = 225\ \text{V}$$`,
                  explanation: r`Er gaat dus ongeveer $$5\ \text{V}$$ verloren in het snoer.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Luidspreker`,
      introduction: r`In figuur 2 staat een doorsnede van een luidspreker. Een spoel is vastgemaakt aan een conus van karton. De spoel bevindt zich in de smalle spleet van een permanente magneet, waar de magnetische veldlijnen loodrecht op de draden van de spoel staan. Als er stroom door de spoel loopt, werkt er een lorentzkracht op de spoel: $$F_L = B \cdot I \cdot \ell$$, met $$\ell$$ de totale lengte van de draad in het magneetveld. De spoel heeft $$40$$ windingen met een diameter van $$2{,}5\ \text{cm}$$; de sterkte van het magneetveld in de spleet is $$0{,}90\ \text{T}$$.

![Figuur 2: doorsnede van een luidspreker](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: doorsnede van een luidspreker met permanente magneet, spoel in de spleet en kartonnen conus`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 240" font-family="sans-serif" font-size="12"><rect x="40" y="70" width="30" height="100" fill="#999" stroke="#000"/><rect x="40" y="60" width="90" height="18" fill="#999" stroke="#000"/><rect x="40" y="162" width="90" height="18" fill="#999" stroke="#000"/><rect x="92" y="100" width="38" height="40" fill="#c33" stroke="#000"/><text x="100" y="125" fill="#fff">N</text><g fill="#d80" stroke="#000"><rect x="134" y="84" width="8" height="8"/><rect x="134" y="148" width="8" height="8"/></g><path d="M142 88 L300 20 M142 152 L300 220" stroke="#8b6b3d" stroke-width="4" fill="none"/><line x1="138" y1="92" x2="138" y2="148" stroke="#8b6b3d" stroke-width="3"/><line x1="300" y1="20" x2="300" y2="220" stroke="#ccc" stroke-dasharray="4 4"/><text x="150" y="74">spoel</text><text x="225" y="60">conus</text><text x="20" y="200">permanente magneet</text><text x="100" y="50">Z</text><text x="100" y="195">Z</text><path d="M300 120 L340 120" stroke="#000"/><polyline points="332,115 342,120 332,125" fill="none" stroke="#000"/><text x="305" y="110">geluid</text></svg>`,
        },
      ],
      questions: [
        {
          number: 13,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 53,
          text: r`Op een bepaald moment is de stroomsterkte door de spoel $$0{,}50\ \text{A}$$. Bereken de lorentzkracht op de spoel.`,
          highlights: [r`lorentzkracht op de spoel`],
          tags: ['lorentzkracht', 'magnetisch veld', 'spoel'],
          domain: 'Elektromagnetisme',
          chapters: { Nova: 'H8.2', Newton: 'H8.2' },
          tips: [r`Hoe lang is de draad van één winding?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de draadlengte van één winding`,
                  text: r`$$\ell_1 = 7{,}85 \cdot 10^{-2}\ \text{m}$$`,
                  elaboration: r`$$\ell_1 = \pi \cdot d = \pi \cdot 0{,}025 = 7{,}85 \cdot 10^{-2}\ \text{m}$$`,
                  explanation: r`Eén winding is een cirkel met de gegeven diameter.`,
                  points: 1,
                  tips: [r`De omtrek van een cirkel is $$\pi$$ maal de diameter.`],
                },
                {
                  correction: r`berekenen van de totale draadlengte`,
                  text: r`$$\ell = 3{,}14\ \text{m}$$`,
                  elaboration: r`$$\ell = 40 \cdot 7{,}85 \cdot 10^{-2} = 3{,}14\ \text{m}$$`,
                  explanation: r`Op alle windingen werkt de kracht in dezelfde richting.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$F_L = B \cdot I \cdot \ell$$ en completeren`,
                  text: r`$$F_L = 1{,}4\ \text{N}$$`,
                  elaboration: r`$$F_L = 0{,}90 \cdot 0{,}50 \cdot 3{,}14 = 1{,}4\ \text{N}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 56,
          text: r`Door de spoel loopt een wisselstroom van $$85\ \text{Hz}$$. Leg uit waarom de conus dan heen en weer gaat trillen met een frequentie van $$85\ \text{Hz}$$.`,
          highlights: [r`wisselstroom en trillende conus`],
          tags: ['lorentzkracht', 'wisselstroom', 'frequentie'],
          domain: 'Elektromagnetisme',
          chapters: { Nova: 'H8.2', Newton: 'H8.2' },
          tips: [r`Wat gebeurt er met de richting van de lorentzkracht als de stroom van richting omkeert?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de richting van de lorentzkracht omkeert als de stroomrichting omkeert`,
                  text: r`stroom omgekeerd → kracht omgekeerd`,
                  elaboration: r`Het magneetveld blijft hetzelfde; alleen de stroomrichting wisselt, dus de kracht wijst afwisselend naar voren en naar achteren.`,
                  explanation: r`Dit volgt uit de linkerhandregel (of rechterhandregel).`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat dit $$85$$ keer per seconde een volledige heen-en-weerbeweging geeft`,
                  text: r`$$f_{conus} = f_{stroom} = 85\ \text{Hz}$$`,
                  elaboration: r`Elke periode van de wisselstroom duwt de spoel de conus één keer naar voren en één keer naar achteren.`,
                  explanation: r`De conus zet de lucht in trilling: een toon van $$85\ \text{Hz}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 73,
          text: r`De geluidssnelheid in lucht is $$343\ \text{m/s}$$. Bereken de golflengte van de toon van $$85\ \text{Hz}$$ in lucht.`,
          highlights: [r`golflengte van een lage toon`],
          tags: ['golflengte', 'geluidssnelheid', 'frequentie'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          tips: [r`Welke formule verbindt golfsnelheid, frequentie en golflengte?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$v = f \cdot \lambda$$`,
                  text: r`$$\lambda = \dfrac{343}{85}$$`,
                  elaboration: r`$$\lambda = \dfrac{v}{f}$$`,
                  explanation: r`De frequentie van het geluid is gelijk aan die van de conus.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$\lambda = 4{,}0\ \text{m}$$`,
                  elaboration: r`$$\lambda = 4{,}04\ \text{m} \approx 4{,}0\ \text{m}$$`,
                  explanation: r`Lage tonen hebben een golflengte van enkele meters.`,
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
          pValue: 62,
          text: r`De amplitude van de wisselstroom wordt twee keer zo groot, bij dezelfde frequentie. Wat verandert er aan het geluid?

A De toon wordt hoger.
B De toon wordt lager.
C Het geluid wordt harder, de toonhoogte blijft gelijk.
D Er verandert niets.`,
          highlights: [r`amplitude en geluidssterkte`],
          tags: ['amplitude', 'lorentzkracht', 'geluidsniveau'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          dependsOn: [{ number: 14 }],
          tips: [r`Welke eigenschap van de trilling bepaalt de toonhoogte, en welke de sterkte?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een grotere stroom een grotere kracht en dus een grotere amplitude van de conus geeft`,
                  text: r`grotere amplitude, zelfde frequentie`,
                  elaboration: r`$$F_L$$ is evenredig met $$I$$; de frequentie van de stroom is niet veranderd.`,
                  explanation: r`Toonhoogte hangt af van de frequentie, geluidssterkte van de amplitude.`,
                  points: 0,
                },
                {
                  correction: r`juiste antwoord`,
                  text: r`C`,
                  elaboration: r`Het geluid wordt harder; de toonhoogte blijft $$85\ \text{Hz}$$.`,
                  explanation: r`A en B zouden een andere frequentie vereisen.`,
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
