import type { ExamContent } from '../../types.ts';

const r = String.raw;

export const exam: ExamContent = {
  year: 2024,
  term: 2,
  standardizationValue: 1.1,
  topics: [
    {
      name: r`Curling`,
      introduction: r`Bij curling laat een speler een granieten steen over het ijs glijden naar een doel aan de overkant. De steen heeft een massa van $$19{,}0\ \text{kg}$$. Een speler laat de steen los met een snelheid van $$2{,}4\ \text{m/s}$$; daarna glijdt de steen in een rechte lijn $$30\ \text{m}$$ door tot hij stilligt. Neem aan dat de wrijvingskracht op de steen constant is, zodat de steen eenparig vertraagt. Teamgenoten kunnen met bezems het ijs vlak voor de steen vegen.`,
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 58,
          text: r`Bereken de vertraging van de steen.`,
          highlights: [r`vertraging uit afstand en beginsnelheid`],
          tags: ['versnelling', 'gemiddelde snelheid', 'afstand'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H1.2', Newton: 'H3.1' },
          tips: [r`Bij een eenparig vertraagde beweging is de gemiddelde snelheid het gemiddelde van begin- en eindsnelheid.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de gemiddelde snelheid`,
                  text: r`$$v_{gem} = 1{,}2\ \text{m/s}$$`,
                  elaboration: r`$$v_{gem} = \dfrac{2{,}4 + 0}{2} = 1{,}2\ \text{m/s}$$`,
                  explanation: r`Bij een constante vertraging neemt de snelheid gelijkmatig af.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de glijtijd met $$s = v_{gem} \cdot t$$`,
                  text: r`$$t = 25\ \text{s}$$`,
                  elaboration: r`$$t = \dfrac{30}{1{,}2} = 25\ \text{s}$$`,
                  explanation: r`De afgelegde afstand hoort bij de gemiddelde snelheid.`,
                  points: 1,
                  tips: [r`Hoe lang duurt het om $$30\ \text{m}$$ af te leggen met de gemiddelde snelheid?`],
                },
                {
                  correction: r`gebruik van $$a = \dfrac{\Delta v}{\Delta t}$$ en completeren`,
                  text: r`$$a = 0{,}096\ \text{m/s}^2$$`,
                  elaboration: r`$$a = \dfrac{2{,}4}{25} = 0{,}096\ \text{m/s}^2$$`,
                  explanation: r`Een kleine vertraging: ijs heeft weinig wrijving.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 66,
          text: r`Bereken de wrijvingskracht op de steen.`,
          highlights: [r`wrijvingskracht op de steen`],
          tags: ['wrijving', 'resulterende kracht'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.2', Newton: 'H3.2' },
          dependsOn: [{ number: 1 }],
          tips: [r`De wrijvingskracht is de enige horizontale kracht op de steen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$F_{res} = F_w$$ en gebruik van $$F_{res} = m \cdot a$$`,
                  text: r`$$F_w = 19{,}0 \cdot 0{,}096$$`,
                  elaboration: r`De zwaartekracht en de normaalkracht heffen elkaar op.`,
                  explanation: r`Alleen de wrijvingskracht zorgt voor de vertraging.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$F_w = 1{,}8\ \text{N}$$`,
                  elaboration: r`$$F_w = 1{,}82\ \text{N} \approx 1{,}8\ \text{N}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`inzicht dat de arbeid van de wrijving gelijk is aan de kinetische energie`,
                  text: r`$$F_w \cdot 30 = \tfrac{1}{2} \cdot 19{,}0 \cdot 2{,}4^2 = 54{,}7\ \text{J}$$`,
                  elaboration: r`Alle bewegingsenergie wordt door de wrijvingskracht omgezet in warmte.`,
                  explanation: r`Deze strategie gebruikt vraag 1 niet.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$F_w = 1{,}8\ \text{N}$$`,
                  elaboration: r`$$F_w = \dfrac{54{,}7}{30} = 1{,}82\ \text{N}$$`,
                  explanation: r`Zelfde uitkomst als met de tweede wet van Newton.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 51,
          text: r`Door hard te vegen wordt het ijs vlak voor de steen iets warmer. Leg uit waardoor het ijs warmer wordt en waarom de steen daardoor verder glijdt.`,
          highlights: [r`vegen voor de steen`],
          tags: ['wrijving', 'warmte'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.2', Newton: 'H3.3' },
          tips: [r`Welke energieomzetting vindt plaats als de bezem over het ijs schuurt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de wrijving tussen bezem en ijs arbeid omzet in warmte`,
                  text: r`wrijvingsarbeid → warmte`,
                  elaboration: r`De vegers verrichten arbeid tegen de wrijvingskracht; die energie wordt warmte in het bovenste laagje ijs.`,
                  explanation: r`Wrijvingsarbeid wordt altijd omgezet in warmte.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat er een dun waterlaagje ontstaat, zodat de wrijvingskracht op de steen kleiner wordt`,
                  text: r`kleinere wrijvingskracht, kleinere vertraging`,
                  elaboration: r`Het opgewarmde ijs smelt een heel klein beetje; op dat waterlaagje glijdt de steen met minder wrijving.`,
                  explanation: r`Bij een kleinere wrijvingskracht is de vertraging kleiner en de glijafstand groter.`,
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
          minutes: 5,
          pValue: 40,
          text: r`Door over de hele baan te vegen wordt de wrijvingskracht $$20\%$$ kleiner. Bereken hoeveel meter verder de steen dan glijdt bij dezelfde beginsnelheid.`,
          highlights: [r`extra glijafstand door vegen`],
          tags: ['arbeid', 'kinetische energie', 'wrijving'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.1', Newton: 'H5.1' },
          dependsOn: [{ number: 2 }],
          tips: [r`De kinetische energie bij het loslaten blijft gelijk; de wrijvingskracht verandert.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de kinetische energie bij het loslaten`,
                  text: r`$$E_k = 54{,}7\ \text{J}$$`,
                  elaboration: r`$$E_k = \tfrac{1}{2} \cdot 19{,}0 \cdot 2{,}4^2 = 54{,}7\ \text{J}$$`,
                  explanation: r`Deze energie wordt tijdens het glijden volledig door de wrijving omgezet.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$W = F \cdot s$$ met de nieuwe wrijvingskracht`,
                  text: r`$$s = \dfrac{54{,}7}{0{,}80 \cdot 1{,}82} = 37{,}5\ \text{m}$$`,
                  elaboration: r`$$F_{w,nieuw} = 0{,}80 \cdot 1{,}82 = 1{,}46\ \text{N}$$`,
                  explanation: r`Een kleinere kracht moet over een grotere afstand dezelfde arbeid verrichten.`,
                  points: 1,
                  tips: [r`Welk deel van de oorspronkelijke wrijvingskracht blijft over?`],
                },
                {
                  correction: r`berekenen van het verschil`,
                  text: r`$$\Delta s = 7{,}5\ \text{m}$$`,
                  elaboration: r`$$\Delta s = 37{,}5 - 30 = 7{,}5\ \text{m}$$`,
                  explanation: r`Ook te zien via $$s \propto \dfrac{1}{F_w}$$: $$\dfrac{30}{0{,}80} = 37{,}5\ \text{m}$$.`,
                  points: 1,
                },
              ],
              remark: r`Als als antwoord $$38\ \text{m}$$ (de totale afstand) is gegeven, maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 5,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 59,
          text: r`Welke beschrijving past bij het $$(s,t)$$-diagram van de steen zonder vegen, vanaf het loslaten tot de steen stilligt?

A een rechte lijn door de oorsprong
B een kromme die steeds steiler wordt
C een kromme die steeds minder steil wordt en eindigt met een horizontale raaklijn
D een horizontale lijn`,
          highlights: [r`(s,t)-diagram van een vertraagde beweging`],
          tags: ['grafiek', 'snelheid', 'raaklijn'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H1.3', Newton: 'H3.1' },
          tips: [r`De helling van een $$(s,t)$$-diagram is de snelheid.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de helling van het $$(s,t)$$-diagram de snelheid is en dus afneemt tot nul`,
                  text: r`helling neemt af tot 0`,
                  elaboration: r`De snelheid daalt gelijkmatig van $$2{,}4\ \text{m/s}$$ naar $$0$$, dus de grafiek wordt steeds vlakker.`,
                  explanation: r`Als de steen stilligt, verandert de plaats niet meer.`,
                  points: 0,
                },
                {
                  correction: r`juiste antwoord`,
                  text: r`C`,
                  elaboration: r`Een halve parabool die eindigt met een horizontale raaklijn.`,
                  explanation: r`A hoort bij een constante snelheid, B bij een versnelling.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Elektrische tandenborstel`,
      introduction: r`Een elektrische tandenborstel wordt opgeladen in een laadstation zonder metalen contacten, zodat alles waterdicht blijft. In het laadstation zit een primaire spoel die op de netspanning van $$230\ \text{V}$$ is aangesloten. In het handvat zit een secundaire spoel die over de ijzeren kern van het laadstation schuift (zie figuur 1). De primaire spoel heeft $$2300$$ windingen, de secundaire spoel $$40$$ windingen. In het handvat zit een accu van $$3{,}7\ \text{V}$$ met een capaciteit van $$800\ \text{mAh}$$.

![Figuur 1: de tandenborstel in het laadstation](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: doorsnede van het handvat op het laadstation met de ijzeren kern, de primaire spoel in het station en de secundaire spoel in het handvat`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 260" font-family="sans-serif" font-size="12"><rect x="60" y="170" width="200" height="70" rx="10" fill="#eee" stroke="#000"/><rect x="120" y="20" width="80" height="175" rx="20" fill="#dfe9f5" stroke="#000"/><rect x="150" y="120" width="20" height="100" fill="#888" stroke="#000"/><g fill="#c60" stroke="#000"><rect x="132" y="185" width="10" height="8"/><rect x="132" y="197" width="10" height="8"/><rect x="132" y="209" width="10" height="8"/><rect x="178" y="185" width="10" height="8"/><rect x="178" y="197" width="10" height="8"/><rect x="178" y="209" width="10" height="8"/></g><g fill="#3a3" stroke="#000"><rect x="136" y="130" width="10" height="8"/><rect x="136" y="145" width="10" height="8"/><rect x="174" y="130" width="10" height="8"/><rect x="174" y="145" width="10" height="8"/></g><rect x="135" y="50" width="50" height="40" fill="#fff" stroke="#000"/><text x="142" y="75">accu</text><line x1="60" y1="230" x2="20" y2="230" stroke="#000" stroke-width="2"/><text x="5" y="222">230 V</text><text x="205" y="140" fill="#3a3">secundaire spoel</text><text x="205" y="205" fill="#c60">primaire spoel</text><text x="205" y="225">ijzeren kern</text><text x="205" y="60">handvat</text><text x="70" y="252">laadstation</text></svg>`,
        },
      ],
      questions: [
        {
          number: 6,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 55,
          text: r`Het laadstation werkt alleen met wisselspanning. Leg uit waarom er met een constante gelijkspanning op de primaire spoel geen spanning over de secundaire spoel ontstaat.`,
          highlights: [r`inductie vereist een veranderend magneetveld`],
          tags: ['inductie', 'transformator', 'magnetisch veld'],
          domain: 'Elektromagnetisme',
          chapters: { Nova: 'H8.3', Newton: 'H8.3' },
          tips: [r`Wanneer ontstaat er een inductiespanning in een spoel?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een inductiespanning alleen ontstaat bij een veranderend magneetveld (veranderende flux) in de secundaire spoel`,
                  text: r`inductie vraagt verandering`,
                  elaboration: r`Een spanning wordt alleen opgewekt zolang het magneetveld door de secundaire spoel verandert.`,
                  explanation: r`Dat is de kern van elektromagnetische inductie.`,
                  points: 0,
                },
                {
                  correction: r`inzicht dat een constante gelijkstroom een constant magneetveld geeft`,
                  text: r`gelijkspanning → constant veld → geen inductie`,
                  elaboration: r`Met gelijkspanning loopt er een constante stroom door de primaire spoel, dus het veld in de kern verandert niet.`,
                  explanation: r`Met wisselspanning verandert het veld voortdurend van sterkte en richting.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 0, 2],
              remark: r`Alleen de opmerking dat een gelijkstroom een constant veld geeft, zonder het verband met inductie, levert geen scorepunt op.`,
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 71,
          text: r`Bereken de spanning over de secundaire spoel. Ga uit van een ideale transformator.`,
          highlights: [r`secundaire spanning`],
          tags: ['transformator', 'spanning'],
          domain: 'Elektromagnetisme',
          chapters: { Nova: 'H8.3', Newton: 'H8.3' },
          tips: [r`Gebruik de verhouding van de aantallen windingen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\dfrac{U_p}{U_s} = \dfrac{N_p}{N_s}$$`,
                  text: r`$$\dfrac{230}{U_s} = \dfrac{2300}{40}$$`,
                  elaboration: r`$$U_s = 230 \cdot \dfrac{40}{2300}$$`,
                  explanation: r`Bij een ideale transformator is de spanning per winding aan beide kanten gelijk.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$U_s = 4{,}0\ \text{V}$$`,
                  elaboration: r`$$U_s = 4{,}0\ \text{V}$$`,
                  explanation: r`Net iets meer dan de accuspanning, zodat de accu kan worden opgeladen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 39,
          text: r`Het laadstation neemt tijdens het opladen een vermogen van $$1{,}6\ \text{W}$$ uit het net op. Het rendement van het opladen is $$35\%$$. Bereken hoe lang het duurt om een lege accu volledig op te laden.`,
          highlights: [r`energie in een accu`, r`oplaadtijd`],
          tags: ['accu', 'rendement', 'vermogen', 'lading'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H2.1', Newton: 'H2.3' },
          tips: [r`Een capaciteit in mAh is lading; met de accuspanning vind je de energie.`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van de capaciteit naar coulomb`,
                  text: r`$$Q = 2{,}88 \cdot 10^{3}\ \text{C}$$`,
                  elaboration: r`$$Q = 0{,}800\ \text{A} \cdot 3600\ \text{s} = 2{,}88 \cdot 10^{3}\ \text{C}$$`,
                  explanation: r`$$1\ \text{mAh}$$ is de lading bij $$1\ \text{mA}$$ gedurende een uur.`,
                  points: 1,
                  tips: [r`Hoeveel ampère is $$800\ \text{mA}$$, en hoeveel seconden is een uur?`],
                },
                {
                  correction: r`berekenen van de energie in de volle accu met $$E = U \cdot Q$$`,
                  text: r`$$E_{accu} = 1{,}07 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$E_{accu} = 3{,}7 \cdot 2{,}88 \cdot 10^{3} = 1{,}07 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`$$E = P \cdot t = U \cdot I \cdot t = U \cdot Q$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van het rendement`,
                  text: r`$$E_{net} = 3{,}04 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$E_{net} = \dfrac{1{,}07 \cdot 10^{4}}{0{,}35} = 3{,}04 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`Een groot deel van de energie gaat als warmte verloren in kern en spoelen.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$ en completeren`,
                  text: r`$$t = 1{,}9 \cdot 10^{4}\ \text{s}$$`,
                  elaboration: r`$$t = \dfrac{3{,}04 \cdot 10^{4}}{1{,}6} = 1{,}9 \cdot 10^{4}\ \text{s} \approx 5{,}3\ \text{h}$$`,
                  explanation: r`Twee significante cijfers.`,
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
          pValue: 50,
          text: r`Tijdens het poetsen gebruikt de motor van de borstel een vermogen van $$0{,}90\ \text{W}$$. Een poetsbeurt duurt $$2{,}0$$ minuten. Bereken hoeveel volledige poetsbeurten iemand met een volle accu kan doen.`,
          highlights: [r`aantal poetsbeurten per lading`],
          tags: ['accu', 'energie', 'vermogen'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H2.1', Newton: 'H2.3' },
          dependsOn: [{ number: 8 }],
          tips: [r`Gebruik de energie in de volle accu uit vraag 8.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de energie per poetsbeurt`,
                  text: r`$$E = 108\ \text{J}$$`,
                  elaboration: r`$$E = 0{,}90 \cdot 120 = 108\ \text{J}$$`,
                  explanation: r`$$2{,}0\ \text{min} = 120\ \text{s}$$.`,
                  points: 1,
                },
                {
                  correction: r`delen van de accu-energie door de energie per beurt`,
                  text: r`$$\dfrac{1{,}07 \cdot 10^{4}}{108} = 98{,}7$$`,
                  elaboration: r`De volle accu bevat $$1{,}07 \cdot 10^{4}\ \text{J}$$ (vraag 8).`,
                  explanation: r`Alle accu-energie gaat hier naar de motor.`,
                  points: 1,
                },
                {
                  correction: r`consequent naar beneden afronden`,
                  text: r`$$98$$ poetsbeurten`,
                  elaboration: r`De 99e poetsbeurt kan niet meer volledig worden afgemaakt.`,
                  explanation: r`Gevraagd wordt naar volledige poetsbeurten.`,
                  points: 1,
                },
              ],
              remark: r`Het antwoord $$99$$ ook goed rekenen als de berekening juist is.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Wilde zwijnen met cesium`,
      introduction: r`Na het ongeluk met de kerncentrale in Tsjernobyl in 1986 is radioactief cesium-137 neergeslagen in bossen in Zuid-Duitsland. Wilde zwijnen eten daar paddenstoelen die onder de grond groeien en veel cesium opnemen. Vlees met meer dan $$600\ \text{Bq}$$ per kilogram mag niet worden verkocht. Cesium-137 vervalt onder uitzending van $$\beta^{-}$$-straling en heeft een halveringstijd van $$30\ \text{jaar}$$.`,
      questions: [
        {
          number: 10,
          type: 'Vul in',
          points: 2,
          minutes: 3,
          pValue: 65,
          text: r`Vul de vervalvergelijking van cesium-137 aan: $$ {}^{137}_{55}\text{Cs} \rightarrow \ldots + \ldots $$`,
          highlights: [r`bèta-min-verval van cesium-137`],
          tags: ['vervalvergelijking', 'bètastraling'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          tips: [r`Welk element heeft atoomnummer 56?`],
          answers: [
            {
              steps: [
                {
                  correction: r`elektron rechts van de pijl`,
                  text: r`$$ {}^{0}_{-1}\text{e} $$`,
                  elaboration: r`Bij $$\beta^{-}$$-verval komt een elektron uit de kern.`,
                  explanation: r`Een neutron verandert in een proton.`,
                  points: 1,
                },
                {
                  correction: r`juiste dochterkern`,
                  text: r`$$ {}^{137}_{55}\text{Cs} \rightarrow {}^{137}_{56}\text{Ba} + {}^{0}_{-1}\text{e} $$`,
                  elaboration: r`Massagetal 137; atoomnummer $$55 + 1 = 56$$: barium.`,
                  explanation: r`Behoud van massagetal en lading.`,
                  points: 1,
                },
              ],
              remark: r`Ook goed als de aangeslagen toestand barium-137m is genoteerd.`,
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 60,
          text: r`Bereken welk percentage van het cesium-137 dat in 1986 is neergeslagen, in 2024 nog over is.`,
          highlights: [r`resterend cesium na 38 jaar`],
          tags: ['halveringstijd', 'activiteit'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.3', Newton: 'H7.2' },
          tips: [r`Hoeveel jaar zit er tussen 1986 en 2024?`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de verstreken tijd`,
                  text: r`$$t = 38\ \text{jaar}$$`,
                  elaboration: r`$$2024 - 1986 = 38\ \text{jaar}$$`,
                  explanation: r`Dat is iets meer dan één halveringstijd.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$N(t) = N(0) \cdot \left(\tfrac{1}{2}\right)^{t/t_{1/2}}$$`,
                  text: r`$$\dfrac{N}{N_0} = \left(\tfrac{1}{2}\right)^{38/30}$$`,
                  elaboration: r`$$\dfrac{38}{30} = 1{,}27$$`,
                  explanation: r`Dezelfde formule geldt voor het aantal kernen en voor de activiteit.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$42\%$$`,
                  elaboration: r`$$\left(\tfrac{1}{2}\right)^{1{,}27} = 0{,}42$$`,
                  explanation: r`Er is dus nog bijna de helft over.`,
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
          text: r`In 2024 wordt in het vlees van een wild zwijn $$1800\ \text{Bq}$$ per kilogram gemeten. Neem aan dat de activiteit in het vlees van zwijnen uit dit bos alleen door het verval van cesium-137 afneemt. Bereken na hoeveel jaar het vlees van zulke zwijnen weer verkocht mag worden.`,
          highlights: [r`wanneer onder de norm van 600 Bq/kg`],
          tags: ['halveringstijd', 'activiteit'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.3', Newton: 'H7.2' },
          dependsOn: [{ number: 11 }],
          tips: [r`Met welke factor moet de activiteit afnemen? Ligt het antwoord tussen één en twee halveringstijden?`],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van de vergelijking`,
                  text: r`$$600 = 1800 \cdot \left(\tfrac{1}{2}\right)^{t/30}$$`,
                  elaboration: r`De activiteit moet een factor $$3$$ kleiner worden: $$\left(\tfrac{1}{2}\right)^{t/30} = \tfrac{1}{3}$$.`,
                  explanation: r`Een factor 3 ligt tussen één halvering (factor 2) en twee halveringen (factor 4).`,
                  points: 1,
                },
                {
                  correction: r`oplossen van de vergelijking`,
                  text: r`$$\dfrac{t}{30} = 1{,}58$$`,
                  elaboration: r`$$\dfrac{t}{30} = \dfrac{\log 3}{\log 2} = 1{,}58$$`,
                  explanation: r`Met logaritmen, met de grafische rekenmachine of door proberen.`,
                  points: 1,
                  tips: [r`Probeer bijvoorbeeld $$t = 40$$ en $$t = 50$$ jaar.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$t = 48\ \text{jaar}$$`,
                  elaboration: r`$$t = 1{,}58 \cdot 30 = 47{,}5 \approx 48\ \text{jaar}$$, dus rond 2072.`,
                  explanation: r`In werkelijkheid neemt het cesium in zwijnen nog langzamer af, omdat het steeds dieper in de bodem zakt, waar de paddenstoelen groeien.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$47$$ en $$48$$ jaar goed rekenen. Een antwoord door proberen met een nauwkeurigheid van één jaar is ook goed.`,
            },
          ],
        },
        {
          number: 13,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 47,
          introduction: r`Als iemand cesium-137 binnenkrijgt, blijft het enige tijd in het lichaam. Volgens de stralingsbeschermingsregels ontvangt een volwassene per ingenomen becquerel cesium-137 in totaal een equivalente dosis van $$1{,}3 \cdot 10^{-8}\ \text{Sv}$$.`,
          text: r`Een jager eet in een jaar $$2{,}0\ \text{kg}$$ vlees van het zwijn met $$1800\ \text{Bq}$$ per kilogram. Bereken de equivalente dosis die hij daardoor ontvangt en druk die uit als percentage van de jaarlijkse dosis door achtergrondstraling van $$2{,}5\ \text{mSv}$$.`,
          highlights: [r`dosis door het eten van besmet vlees`],
          tags: ['dosis', 'achtergrondstraling', 'activiteit'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.3' },
          tips: [r`Hoeveel becquerel krijgt de jager in totaal binnen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de totale ingenomen activiteit`,
                  text: r`$$3{,}6 \cdot 10^{3}\ \text{Bq}$$`,
                  elaboration: r`$$2{,}0 \cdot 1800 = 3{,}6 \cdot 10^{3}\ \text{Bq}$$`,
                  explanation: r`De activiteit is per kilogram gegeven.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de equivalente dosis`,
                  text: r`$$H = 4{,}7 \cdot 10^{-5}\ \text{Sv}$$`,
                  elaboration: r`$$H = 3{,}6 \cdot 10^{3} \cdot 1{,}3 \cdot 10^{-8} = 4{,}7 \cdot 10^{-5}\ \text{Sv}$$`,
                  explanation: r`Elke ingenomen becquerel geeft de gegeven dosis.`,
                  points: 1,
                },
                {
                  correction: r`vergelijken met de achtergrondstraling`,
                  text: r`ongeveer $$1{,}9\%$$`,
                  elaboration: r`$$\dfrac{4{,}7 \cdot 10^{-5}}{2{,}5 \cdot 10^{-3}} \cdot 100\% = 1{,}9\%$$`,
                  explanation: r`Een kleine extra dosis vergeleken met de natuurlijke achtergrond.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Wifi in huis`,
      introduction: r`Een wifi-router zendt radiogolven uit in twee frequentiebanden. De golven planten zich voort met de lichtsnelheid $$3{,}00 \cdot 10^{8}\ \text{m/s}$$. Een betonnen muur verzwakt het signaal; in tabel 1 staat per muur de afname van het signaalniveau in decibel. Voor het signaalniveau geldt dezelfde rekenregel als voor het geluidsniveau: elke $$10\ \text{dB}$$ afname betekent een tien keer zo kleine intensiteit.

**Tabel 1**

| frequentieband | frequentie | maximale bitrate | afname per betonnen muur |
|---|---|---|---|
| 2,4 GHz | $$2{,}4 \cdot 10^{9}\ \text{Hz}$$ | $$150\ \text{Mbit/s}$$ | $$8\ \text{dB}$$ |
| 5 GHz | $$5{,}0 \cdot 10^{9}\ \text{Hz}$$ | $$600\ \text{Mbit/s}$$ | $$12\ \text{dB}$$ |`,
      questions: [
        {
          number: 14,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 74,
          text: r`Bereken de golflengte van de radiogolven in de band van $$2{,}4\ \text{GHz}$$.`,
          highlights: [r`golflengte van wifi`],
          tags: ['golflengte', 'frequentie', 'elektromagnetische straling'],
          domain: 'Informatieoverdracht',
          chapters: { Nova: 'H5.4', Newton: 'H6.4' },
          tips: [r`Welke formule verbindt golfsnelheid, frequentie en golflengte?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$v = f \cdot \lambda$$ met $$v = c$$`,
                  text: r`$$\lambda = \dfrac{3{,}00 \cdot 10^{8}}{2{,}4 \cdot 10^{9}}$$`,
                  elaboration: r`$$\lambda = \dfrac{c}{f}$$`,
                  explanation: r`Radiogolven zijn elektromagnetische golven en bewegen met de lichtsnelheid.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$\lambda = 0{,}13\ \text{m}$$`,
                  elaboration: r`$$\lambda = 0{,}125\ \text{m} \approx 0{,}13\ \text{m}$$`,
                  explanation: r`Twee significante cijfers, net als de frequentie.`,
                  points: 1,
                },
              ],
              remark: r`Het antwoord $$0{,}125\ \text{m}$$ ook goed rekenen.`,
            },
          ],
        },
        {
          number: 15,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 57,
          text: r`Iemand downloadt een film van $$4{,}7\ \text{GB}$$ ($$1\ \text{GB} = 10^{9}\ \text{bytes}$$, $$1\ \text{byte} = 8\ \text{bits}$$) via de band van $$5\ \text{GHz}$$ met de maximale bitrate. Bereken hoe lang het downloaden duurt.`,
          highlights: [r`downloadtijd bij een bitrate`],
          tags: ['bitrate', 'bits', 'digitaal signaal'],
          domain: 'Informatieoverdracht',
          chapters: { Nova: 'H5.4', Newton: 'H6.4' },
          tips: [r`Reken de bestandsgrootte om naar bits.`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van de bestandsgrootte naar bits`,
                  text: r`$$3{,}76 \cdot 10^{10}\ \text{bits}$$`,
                  elaboration: r`$$4{,}7 \cdot 10^{9} \cdot 8 = 3{,}76 \cdot 10^{10}\ \text{bits}$$`,
                  explanation: r`De bitrate staat in bits per seconde, de bestandsgrootte in bytes.`,
                  points: 1,
                  tips: [r`Let op het verschil tussen bit en byte.`],
                },
                {
                  correction: r`gebruik van tijd $$=$$ aantal bits gedeeld door bitrate`,
                  text: r`$$t = \dfrac{3{,}76 \cdot 10^{10}}{600 \cdot 10^{6}}$$`,
                  elaboration: r`$$600\ \text{Mbit/s} = 6{,}00 \cdot 10^{8}\ \text{bit/s}$$`,
                  explanation: r`De bitrate is het aantal bits per seconde.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$t = 63\ \text{s}$$`,
                  elaboration: r`$$t = 62{,}7\ \text{s} \approx 63\ \text{s}$$`,
                  explanation: r`In de praktijk duurt het langer, omdat de maximale bitrate zelden wordt gehaald.`,
                  points: 1,
                },
              ],
              remark: r`Als de factor 8 is vergeten (uitkomst $$7{,}8\ \text{s}$$), maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 16,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 46,
          text: r`Tussen de router en een laptop op zolder zitten twee betonnen muren. Bereken welk percentage van de intensiteit van het $$5\ \text{GHz}$$-signaal na de twee muren nog over is.`,
          highlights: [r`verzwakking door twee muren`],
          tags: ['decibel', 'intensiteit', 'verzwakking'],
          domain: 'Informatieoverdracht',
          chapters: { Nova: 'H5.4', Newton: 'H6.4' },
          tips: [r`Tel eerst de afnames in decibel op.`],
          answers: [
            {
              steps: [
                {
                  correction: r`optellen van de afnames`,
                  text: r`$$\Delta L = 24\ \text{dB}$$`,
                  elaboration: r`$$2 \cdot 12 = 24\ \text{dB}$$`,
                  explanation: r`Afnames in decibel mogen worden opgeteld.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar een verhouding van intensiteiten`,
                  text: r`factor $$10^{2{,}4} = 251$$`,
                  elaboration: r`$$\dfrac{I_0}{I} = 10^{24/10} = 251$$`,
                  explanation: r`Elke $$10\ \text{dB}$$ is een factor 10 in intensiteit.`,
                  points: 1,
                  tips: [r`Hoeveel keer zo klein wordt de intensiteit bij $$20\ \text{dB}$$? En bij $$24\ \text{dB}$$?`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$0{,}40\%$$`,
                  elaboration: r`$$\dfrac{1}{251} = 4{,}0 \cdot 10^{-3} = 0{,}40\%$$`,
                  explanation: r`Daarom is op zolder de $$2{,}4\ \text{GHz}$$-band vaak betrouwbaarder.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 17,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 69,
          text: r`Een magnetron werkt met golven van $$2{,}45\ \text{GHz}$$ en kan het wifi-signaal storen. Welke uitspraak over de golven van de router en van de magnetron is juist?

A Het zijn allebei geluidsgolven met een zeer hoge frequentie.
B Het zijn allebei elektromagnetische golven met ongeveer dezelfde golflengte.
C De golven van de magnetron zijn ioniserend, die van de router niet.
D De golven van de router hebben een veel kleinere golflengte dan die van de magnetron.`,
          highlights: [r`radiogolven en microgolven`],
          tags: ['elektromagnetische straling', 'golflengte', 'frequentie'],
          domain: 'Informatieoverdracht',
          chapters: { Nova: 'H5.4', Newton: 'H6.4' },
          dependsOn: [{ number: 14 }],
          tips: [r`Vergelijk de frequentie van de magnetron met die van de $$2{,}4\ \text{GHz}$$-band.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat beide elektromagnetische golven zijn met vrijwel dezelfde frequentie`,
                  text: r`$$2{,}4\ \text{GHz} \approx 2{,}45\ \text{GHz}$$`,
                  elaboration: r`Bij bijna dezelfde frequentie en dezelfde snelheid is ook de golflengte bijna gelijk (ongeveer $$12\ \text{cm}$$).`,
                  explanation: r`Daarom kan de magnetron de $$2{,}4\ \text{GHz}$$-band storen.`,
                  points: 0,
                },
                {
                  correction: r`juiste antwoord`,
                  text: r`B`,
                  elaboration: r`Beide zijn niet-ioniserende elektromagnetische golven met een golflengte van ongeveer $$12\ \text{cm}$$.`,
                  explanation: r`C is onjuist: de fotonenergie is daarvoor veel te klein.`,
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
