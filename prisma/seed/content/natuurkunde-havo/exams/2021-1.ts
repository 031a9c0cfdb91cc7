import type { ExamContent } from '../../types.ts';

const r = String.raw;

export const exam: ExamContent = {
  year: 2021,
  term: 1,
  standardizationValue: 1.4,
  introduction: r`Dit examen bestaat uit 4 opgaven. Bij vraag 1 hoort een uitwerkbijlage.`,
  topics: [
    {
      name: r`Noodstop met een vrachtwagen`,
      introduction: r`Een vrachtwagen met een totale massa van $$40$$ ton rijdt met $$80\ \text{km/h}$$ over een provinciale weg. Plotseling ziet de chauffeur een omgevallen boom op de weg liggen. In tabel 1 staan gegevens over de noodstop die volgt. De reactietijd is de tijd tussen het zien van de boom en het begin van het remmen; tijdens de reactietijd rijdt de vrachtwagen met constante snelheid door.

| gegeven | waarde |
|---|---|
| beginsnelheid | $$80\ \text{km/h}$$ |
| reactietijd chauffeur | $$1{,}2\ \text{s}$$ |
| vertraging tijdens het remmen (constant) | $$5{,}0\ \text{m/s}^2$$ |
| massa van de stalen remschijven samen | $$180\ \text{kg}$$ |`,
      questions: [
        {
          number: 1,
          type: 'Teken',
          points: 3,
          minutes: 5,
          pValue: 55,
          text: r`Teken in het diagram op de uitwerkbijlage het $$(v,t)$$-diagram van de vrachtwagen vanaf het moment dat de chauffeur de boom ziet ($$t = 0$$) tot de vrachtwagen stilstaat.

![Uitwerkbijlage bij vraag 1](bijlage1.svg)`,
          highlights: [r`(v,t)-diagram van de noodstop`],
          tags: ['snelheid', 'vertraging', 'reactietijd', 'grafiek'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H1.2', Newton: 'H3.1' },
          appendix: {
            name: 'bijlage1.svg',
            alt: r`Uitwerkbijlage: leeg (v,t)-diagram met t van 0 tot 7 s en v van 0 tot 25 m/s`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 300" font-family="sans-serif" font-size="12"><defs><pattern id="g211a" x="50" y="50" width="25" height="20" patternUnits="userSpaceOnUse"><path d="M25 0H0V20" fill="none" stroke="#e2e2e2"/></pattern></defs><rect x="50" y="50" width="350" height="200" fill="url(#g211a)" stroke="#999"/><line x1="50" y1="250" x2="410" y2="250" stroke="#000"/><line x1="50" y1="250" x2="50" y2="40" stroke="#000"/><g text-anchor="middle"><text x="50" y="266">0</text><text x="100" y="266">1</text><text x="150" y="266">2</text><text x="200" y="266">3</text><text x="250" y="266">4</text><text x="300" y="266">5</text><text x="350" y="266">6</text><text x="400" y="266">7</text><text x="230" y="290">t (s)</text></g><g text-anchor="end"><text x="44" y="254">0</text><text x="44" y="214">5</text><text x="44" y="174">10</text><text x="44" y="134">15</text><text x="44" y="94">20</text><text x="44" y="54">25</text></g><text x="8" y="32">v (m/s)</text></svg>`,
          },
          tips: [r`Reken de beginsnelheid om naar m/s en bereken hoe lang het remmen duurt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`horizontaal stuk op $$22\ \text{m/s}$$ van $$t = 0$$ tot $$t = 1{,}2\ \text{s}$$`,
                  text: r`$$v = \dfrac{80}{3{,}6} = 22{,}2\ \text{m/s}$$ tijdens de reactietijd`,
                  elaboration: r`Tijdens de reactietijd remt de chauffeur nog niet.`,
                  explanation: r`Een constante snelheid geeft een horizontale lijn.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de remtijd`,
                  text: r`$$t_{rem} = 4{,}4\ \text{s}$$`,
                  elaboration: r`$$t_{rem} = \dfrac{\Delta v}{a} = \dfrac{22{,}2}{5{,}0} = 4{,}44\ \text{s}$$`,
                  explanation: r`Bij een constante vertraging neemt de snelheid elke seconde evenveel af.`,
                  points: 1,
                  tips: [r`Hoeveel seconden duurt het om $$22{,}2\ \text{m/s}$$ kwijt te raken met $$5{,}0\ \text{m/s}$$ per seconde?`],
                },
                {
                  correction: r`rechte dalende lijn tot $$v = 0$$ bij $$t = 5{,}6\ \text{s}$$`,
                  text: r`rechte lijn van $$(1{,}2\ \text{s};\ 22\ \text{m/s})$$ naar $$(5{,}6\ \text{s};\ 0)$$`,
                  elaboration: r`$$1{,}2 + 4{,}44 = 5{,}64\ \text{s}$$`,
                  explanation: r`Een constante vertraging geeft een rechte lijn.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 57,
          text: r`Bepaal met het diagram op de uitwerkbijlage de stopafstand van de vrachtwagen.`,
          highlights: [r`stopafstand uit het diagram`],
          tags: ['afstand', 'remweg', 'grafiek'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H1.2', Newton: 'H3.1' },
          dependsOn: [{ number: 1, appendixes: true }],
          tips: [r`De stopafstand bestaat uit de reactieafstand en de remweg.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de reactieafstand`,
                  text: r`$$s_{reactie} = 26{,}7\ \text{m}$$`,
                  elaboration: r`$$s = 22{,}2 \cdot 1{,}2 = 26{,}7\ \text{m}$$ (rechthoek onder de grafiek)`,
                  explanation: r`Tijdens de reactietijd is de snelheid constant.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de remweg als oppervlakte van de driehoek`,
                  text: r`$$s_{rem} = 49{,}3\ \text{m}$$`,
                  elaboration: r`$$s_{rem} = \tfrac{1}{2} \cdot 4{,}44 \cdot 22{,}2 = 49{,}3\ \text{m}$$`,
                  explanation: r`De oppervlakte onder het $$(v,t)$$-diagram is de afgelegde afstand.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de bepaling`,
                  text: r`$$s_{stop} = 76\ \text{m}$$`,
                  elaboration: r`$$s_{stop} = 26{,}7 + 49{,}3 = 76\ \text{m}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$72\ \text{m}$$ en $$80\ \text{m}$$ goed rekenen. Een fout uit vraag 1 die consequent is doorgevoerd, niet opnieuw aanrekenen.`,
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 75,
          text: r`Bereken de resulterende kracht op de vrachtwagen tijdens het remmen.`,
          highlights: [r`remkracht van de vrachtwagen`],
          tags: ['resulterende kracht', 'vertraging'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.2', Newton: 'H3.2' },
          tips: [r`Reken de massa om van ton naar kilogram.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$F_{res} = m \cdot a$$ met $$m = 4{,}0 \cdot 10^{4}\ \text{kg}$$`,
                  text: r`$$F_{res} = 4{,}0 \cdot 10^{4} \cdot 5{,}0$$`,
                  elaboration: r`$$40\ \text{ton} = 4{,}0 \cdot 10^{4}\ \text{kg}$$`,
                  explanation: r`De vertraging is de grootte van de (negatieve) versnelling.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$F_{res} = 2{,}0 \cdot 10^{5}\ \text{N}$$`,
                  elaboration: r`$$F_{res} = 2{,}0 \cdot 10^{5}\ \text{N}$$, tegen de rijrichting in`,
                  explanation: r`Twee significante cijfers.`,
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
          text: r`Neem aan dat alle kinetische energie van de vrachtwagen in warmte in de remschijven wordt omgezet. De soortelijke warmte van staal is $$0{,}46 \cdot 10^{3}\ \text{J kg}^{-1}\ \text{K}^{-1}$$. Bereken de temperatuurstijging van de remschijven.`,
          highlights: [r`temperatuurstijging van de remschijven`],
          tags: ['soortelijke warmte', 'kinetische energie', 'remweg'],
          domain: 'Stoffen en materialen',
          chapters: { Nova: 'H6.2', Newton: 'H1.2' },
          tips: [r`Welke energie verdwijnt er tijdens het remmen, en waar blijft die?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E_k = \tfrac{1}{2} m v^2$$`,
                  text: r`$$E_k = 9{,}88 \cdot 10^{6}\ \text{J}$$`,
                  elaboration: r`$$E_k = \tfrac{1}{2} \cdot 4{,}0 \cdot 10^{4} \cdot 22{,}2^2 = 9{,}88 \cdot 10^{6}\ \text{J}$$`,
                  explanation: r`Bij stilstand is alle kinetische energie verdwenen.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat $$Q = E_k$$`,
                  text: r`$$Q = 9{,}88 \cdot 10^{6}\ \text{J}$$`,
                  elaboration: r`Volgens de opgave wordt alle kinetische energie warmte in de remschijven.`,
                  explanation: r`In werkelijkheid gaat ook warmte naar banden, lucht en wegdek.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$Q = c \cdot m \cdot \Delta T$$ met de massa van de remschijven`,
                  text: r`$$\Delta T = \dfrac{9{,}88 \cdot 10^{6}}{0{,}46 \cdot 10^{3} \cdot 180}$$`,
                  elaboration: r`Let op: de massa is hier die van de remschijven, niet die van de vrachtwagen.`,
                  explanation: r`Alleen de remschijven warmen op.`,
                  points: 1,
                  tips: [r`Welke massa hoort in de formule voor de warmte?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\Delta T = 1{,}2 \cdot 10^{2}\ \text{K}$$`,
                  elaboration: r`$$\Delta T = 119\ \text{K} \approx 1{,}2 \cdot 10^{2}\ \text{K}$$ (of $$\text{°C}$$)`,
                  explanation: r`Een temperatuurverschil in kelvin is even groot als in graden Celsius.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 5,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 52,
          text: r`Een tweede vrachtwagen rijdt met een twee keer zo grote snelheid en remt met dezelfde vertraging. Hoeveel keer zo lang is zijn remweg (zonder reactieafstand)?
A even lang
B 2 keer zo lang
C 4 keer zo lang
D 8 keer zo lang`,
          highlights: [r`twee keer zo grote snelheid`],
          tags: ['remweg', 'kinetische energie', 'snelheid'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H1.2', Newton: 'H3.2' },
          dependsOn: [{ number: 2 }],
          tips: [r`Wat gebeurt er met de remtijd én met de gemiddelde snelheid tijdens het remmen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze`,
                  text: r`antwoord C`,
                  elaboration: r`Remtijd en gemiddelde snelheid worden allebei twee keer zo groot, dus de remweg $$2 \cdot 2 = 4$$ keer zo groot.`,
                  explanation: r`Ook met energie: $$F \cdot s = \tfrac{1}{2} m v^2$$, dus $$s$$ is evenredig met $$v^2$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Windpark en hoogspanning`,
      introduction: r`Een windpark in het IJsselmeer levert een vermogen van $$120\ \text{MW}$$. In het windpark is de spanning $$33\ \text{kV}$$. Een transformator in een hoogspanningsstation aan land zet deze spanning om naar $$380\ \text{kV}$$. Daarna gaat de energie via een hoogspanningsverbinding naar het net. De totale weerstand van de draden van deze verbinding is $$2{,}5\ \Omega$$.`,
      questions: [
        {
          number: 6,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 73,
          text: r`Bereken de stroomsterkte in de hoogspanningsverbinding.`,
          highlights: [r`stroomsterkte bij 380 kV`],
          tags: ['stroomsterkte', 'vermogen', 'hoogspanning'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H8.4', Newton: 'H2.3' },
          tips: [r`Reken megawatt en kilovolt eerst om naar watt en volt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$P = U \cdot I$$`,
                  text: r`$$I = \dfrac{120 \cdot 10^{6}}{380 \cdot 10^{3}}$$`,
                  elaboration: r`Neem aan dat de transformator geen energie verliest.`,
                  explanation: r`Het hele vermogen gaat door de verbinding.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$I = 3{,}16 \cdot 10^{2}\ \text{A}$$`,
                  elaboration: r`$$I = 316\ \text{A}$$`,
                  explanation: r`Drie significante cijfers.`,
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
          pValue: 51,
          text: r`Bereken welk percentage van het geleverde vermogen in de draden van de verbinding verloren gaat.`,
          highlights: [r`verlies in de hoogspanningsdraden`],
          tags: ['vermogen', 'weerstand', 'hoogspanning'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H8.4', Newton: 'H2.3' },
          dependsOn: [{ number: 6 }],
          tips: [r`Bereken eerst de spanning over de draden zelf.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de spanning over de draden`,
                  text: r`$$U_{draad} = 7{,}9 \cdot 10^{2}\ \text{V}$$`,
                  elaboration: r`$$U_{draad} = I \cdot R = 316 \cdot 2{,}5 = 790\ \text{V}$$`,
                  explanation: r`Niet de $$380\ \text{kV}$$: die staat over het hele net, niet over de draden.`,
                  points: 1,
                  tips: [r`Over welke weerstand gaat het verlies?`],
                },
                {
                  correction: r`berekenen van het verlies`,
                  text: r`$$P_{verlies} = 2{,}5 \cdot 10^{5}\ \text{W}$$`,
                  elaboration: r`$$P_{verlies} = U_{draad} \cdot I = 790 \cdot 316 = 2{,}5 \cdot 10^{5}\ \text{W}$$ (of $$I^2 \cdot R$$)`,
                  explanation: r`Dit vermogen wordt warmte in de draden.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$0{,}21\%$$`,
                  elaboration: r`$$\dfrac{2{,}5 \cdot 10^{5}}{120 \cdot 10^{6}} \cdot 100\% = 0{,}21\%$$`,
                  explanation: r`Bij hoge spanning is het verlies klein.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 46,
          text: r`Toon aan dat het onmogelijk is om het vermogen van het windpark bij een spanning van $$10\ \text{kV}$$ door dezelfde draden te transporteren.`,
          highlights: [r`transport bij 10 kV`],
          tags: ['hoogspanning', 'vermogen', 'weerstand'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H8.4', Newton: 'H2.3' },
          dependsOn: [{ number: 7 }],
          tips: [r`Bereken het verlies in de draden bij deze lagere spanning en vergelijk met $$120\ \text{MW}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de stroomsterkte bij $$10\ \text{kV}$$`,
                  text: r`$$I = 1{,}2 \cdot 10^{4}\ \text{A}$$`,
                  elaboration: r`$$I = \dfrac{120 \cdot 10^{6}}{10 \cdot 10^{3}} = 1{,}2 \cdot 10^{4}\ \text{A}$$`,
                  explanation: r`Bij een lagere spanning hoort bij hetzelfde vermogen een grotere stroom.`,
                  points: 0,
                },
                {
                  correction: r`berekenen van het verlies`,
                  text: r`$$P_{verlies} = 3{,}6 \cdot 10^{8}\ \text{W}$$`,
                  elaboration: r`$$P_{verlies} = I^2 \cdot R = (1{,}2 \cdot 10^{4})^2 \cdot 2{,}5 = 3{,}6 \cdot 10^{8}\ \text{W}$$`,
                  explanation: r`Het verlies groeit met het kwadraat van de stroomsterkte.`,
                  points: 0,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$3{,}6 \cdot 10^{8}\ \text{W} > 1{,}2 \cdot 10^{8}\ \text{W}$$: onmogelijk`,
                  elaboration: r`Het berekende verlies is groter dan het vermogen dat het windpark levert.`,
                  explanation: r`Er zou niets aankomen; in werkelijkheid zouden de draden doorbranden.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 1, 2, 0, 1, 2, 3],
            },
          ],
        },
        {
          number: 9,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 64,
          text: r`De primaire spoel van de transformator heeft $$600$$ windingen. Bereken het aantal windingen van de secundaire spoel. Neem aan dat de transformator ideaal is.`,
          highlights: [r`windingen van de transformator`],
          tags: ['transformator', 'spanning'],
          domain: 'Elektromagnetisme',
          chapters: { Nova: 'H8.3', Newton: 'H8.3' },
          tips: [r`Bij een ideale transformator is de spanningsverhouding gelijk aan de verhouding van de windingen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\dfrac{U_p}{U_s} = \dfrac{N_p}{N_s}$$`,
                  text: r`$$N_s = 600 \cdot \dfrac{380}{33}$$`,
                  elaboration: r`Primair: $$33\ \text{kV}$$; secundair: $$380\ \text{kV}$$.`,
                  explanation: r`Een optransformator heeft aan de secundaire kant meer windingen.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$N_s = 6{,}9 \cdot 10^{3}$$`,
                  elaboration: r`$$N_s = 6909 \approx 6{,}9 \cdot 10^{3}$$ windingen`,
                  explanation: r`Twee significante cijfers, zoals $$33\ \text{kV}$$.`,
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
          minutes: 3,
          pValue: 53,
          text: r`Leg uit waarom een transformator alleen werkt met wisselspanning en niet met gelijkspanning.`,
          highlights: [r`alleen met wisselspanning`],
          tags: ['transformator', 'inductie', 'magnetisch veld'],
          domain: 'Elektromagnetisme',
          chapters: { Nova: 'H8.3', Newton: 'H8.3' },
          dependsOn: [{ number: 9 }],
          tips: [r`Wat is er nodig om in de secundaire spoel een spanning op te wekken?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat inductie een veranderend magnetisch veld vereist`,
                  text: r`in de secundaire spoel ontstaat alleen een spanning als het magnetisch veld verandert`,
                  elaboration: r`De primaire spoel wekt een magnetisch veld op dat via de kern door de secundaire spoel gaat.`,
                  explanation: r`Inductiespanning ontstaat door verandering van de flux.`,
                  points: 0,
                },
                {
                  correction: r`koppeling aan wissel- en gelijkspanning`,
                  text: r`bij gelijkspanning is het veld constant, bij wisselspanning verandert het voortdurend`,
                  elaboration: r`Een constante stroom in de primaire spoel geeft een constant veld en dus geen inductiespanning.`,
                  explanation: r`Daarom werkt ons elektriciteitsnet met wisselspanning.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 0, 2],
            },
          ],
        },
      ],
    },
    {
      name: r`Walvisgeluid`,
      introduction: r`Blauwe vinvissen communiceren met zeer lage tonen, met een frequentie van ongeveer $$18\ \text{Hz}$$. Onderzoekers hangen twee hydrofoons (onderwatermicrofoons) A en B op $$3{,}0\ \text{km}$$ van elkaar in zee, op één lijn met een zingende walvis. De walvis is dichter bij A dan bij B. Figuur 1 laat schematisch zien wanneer een geluidspuls van de walvis bij A en bij B aankomt.

![Figuur 1: de signalen van hydrofoon A en hydrofoon B](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: twee sporen (A en B) tegen de tijd van 0 tot 3,0 s; de puls komt bij A aan op 0,40 s en bij B op 2,37 s (schematisch)`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 460 220" font-family="sans-serif" font-size="12"><g stroke="#ddd"><line x1="66" y1="20" x2="66" y2="185"/><line x1="92" y1="20" x2="92" y2="185"/><line x1="118" y1="20" x2="118" y2="185"/><line x1="144" y1="20" x2="144" y2="185"/><line x1="170" y1="20" x2="170" y2="185"/><line x1="196" y1="20" x2="196" y2="185"/><line x1="222" y1="20" x2="222" y2="185"/><line x1="248" y1="20" x2="248" y2="185"/><line x1="274" y1="20" x2="274" y2="185"/><line x1="300" y1="20" x2="300" y2="185"/><line x1="326" y1="20" x2="326" y2="185"/><line x1="352" y1="20" x2="352" y2="185"/><line x1="378" y1="20" x2="378" y2="185"/><line x1="404" y1="20" x2="404" y2="185"/><line x1="430" y1="20" x2="430" y2="185"/></g><line x1="40" y1="185" x2="440" y2="185" stroke="#000"/><line x1="40" y1="20" x2="40" y2="185" stroke="#000"/><polyline fill="none" stroke="#06c" stroke-width="1.5" points="40.0,60 92.0,60 93,57 95,52 96,50 97,58 98,72 100,79 101,76 102,65 104,51 105,43 106,44 108,54 109,66 110,75 112,76 113,68 114,56 115,47 117,45 118,51 119,62 121,71 122,74 123,69 125,60 126,51 127,47 128,50 130,58 131,67 132,72 134,70 135,63 136,55 138,50 139,50 140,56 141,64 143,69 144,69 145,65 147,58 148,52 149,51 151,55 152,61 153,67 154,68 156,66 157,60 158,55 160,52 161,54 162,59 164,64 165,67 166,66 167,62 169,57 170,54 171,54 173,58 174,62 175,66 177,66 178,63 179,59 180,55 182,55 183,57 184,61 186,64 187,65 188,63 190,60 191,57 192,55 193,56 195,59 196,63 197,64 199,64 200,61 201,58 203,56 204,56 205,59 206,61 208,63 209,63 210,62 212,59 213,57 214,57 216,58 217,60 218,62 219,63 221,62 222,60 223,58 225,57 226,58 227,60 229,62 230,63 231,62 232,61 234,59 235,58 236,58 238,59 239,61 240,62 242,62 243,61 244,59 245,58 247,58 248,59 249,60 251,61 252,62 253,61 255,60 256,59 257,58 258,59 260,60 261,61 262,62 264,61 265,60 266,59 268,59 269,59 270,59 271,61 273,61 274,61 275,61 277,60 278,59 279,59 281,59 282,60 283,61 284,61 286,61 287,60 288,59 290,59 291,59 292,60 294,61 295,61 296,61 297,60 299,60 300,59 301,59 303,60 304,60 305,61 307,61 308,60 309,60 310,59 312,59 313,60 314,60 316,61 317,61 318,60 319,60 321,60 322,59 323,60 325,60 326,60 327,61 329,60 330,60 331,60 332,59 334,60 335,60 336,60 338,60 339,60 340,60 342,60 343,60 344,60 345,60 347,60 348,60 349,60 351,60 352,60 353,60 355,60 356,60 357,60 358,60 360,60 361,60 362,60 364,60 365,60 366,60 368,60 369,60 370,60 371,60 373,60 374,60 375,60 377,60 378,60 379,60 381,60 382,60 383,60 384,60 386,60 387,60 388,60 390,60 391,60 392,60 394,60 395,60 396,60 397,60 399,60 400,60 401,60 403,60 404,60 405,60 407,60 408,60 409,60 410,60 412,60 413,60 414,60 416,60 417,60 418,60 420,60 421,60 422,60 423,60 425,60 426,60 427,60 429,60 430,60"/><polyline fill="none" stroke="#c00" stroke-width="1.5" points="40.0,150 348.1,150 349,147 351,142 352,140 353,148 355,162 356,169 357,166 358,155 360,141 361,133 362,134 364,144 365,156 366,165 368,166 369,158 370,146 371,137 373,135 374,141 375,152 377,161 378,164 379,159 381,150 382,141 383,137 384,140 386,148 387,157 388,162 390,160 391,153 392,145 394,140 395,140 396,146 397,154 399,159 400,159 401,155 403,148 404,142 405,141 407,145 408,151 409,157 410,158 412,156 413,150 414,145 416,142 417,144 418,149 420,154 421,157 422,156 423,152 425,147 426,144 427,144 429,148 430,152"/><text x="14" y="64">A</text><text x="14" y="154">B</text><g text-anchor="middle"><text x="40" y="200">0</text><text x="105" y="200">0,5</text><text x="170" y="200">1,0</text><text x="235" y="200">1,5</text><text x="300" y="200">2,0</text><text x="365" y="200">2,5</text><text x="430" y="200">3,0</text><text x="240" y="216">t (s)</text></g></svg>`,
        },
      ],
      questions: [
        {
          number: 11,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 60,
          text: r`Bepaal met figuur 1 de geluidssnelheid in zeewater.`,
          highlights: [r`geluidssnelheid uit twee hydrofoons`],
          tags: ['geluidssnelheid', 'snelheid', 'grafiek'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          tips: [r`Welke extra afstand legt het geluid af om van A naar B te komen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van het tijdsverschil`,
                  text: r`$$\Delta t = 2{,}37 - 0{,}40 = 1{,}97\ \text{s}$$`,
                  elaboration: r`Lees het begin van beide pulsen af op de tijdas.`,
                  explanation: r`Elk hokje is $$0{,}2\ \text{s}$$; schat tussen de lijnen.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat het geluid in die tijd $$3{,}0\ \text{km}$$ extra aflegt`,
                  text: r`$$\Delta s = 3{,}0 \cdot 10^{3}\ \text{m}$$`,
                  elaboration: r`De walvis en de hydrofoons liggen op één lijn, met A tussen de walvis en B.`,
                  explanation: r`Het moment waarop de walvis zingt hoef je dan niet te kennen.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de bepaling`,
                  text: r`$$v = 1{,}5 \cdot 10^{3}\ \text{m/s}$$`,
                  elaboration: r`$$v = \dfrac{3{,}0 \cdot 10^{3}}{1{,}97} = 1{,}52 \cdot 10^{3}\ \text{m/s}$$`,
                  explanation: r`Ruim vier keer zo groot als in lucht.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$1{,}48 \cdot 10^{3}\ \text{m/s}$$ en $$1{,}56 \cdot 10^{3}\ \text{m/s}$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 71,
          text: r`Bereken de golflengte van het walvisgeluid in zeewater.`,
          highlights: [r`golflengte van walvisgeluid`],
          tags: ['golflengte', 'frequentie', 'geluidssnelheid'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          dependsOn: [{ number: 11 }],
          tips: [r`Gebruik de geluidssnelheid uit vraag 11.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$v = f \cdot \lambda$$`,
                  text: r`$$\lambda = \dfrac{1{,}52 \cdot 10^{3}}{18}$$`,
                  elaboration: r`$$\lambda = \dfrac{v}{f}$$`,
                  explanation: r`De walvis bepaalt de frequentie, het water de snelheid.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\lambda = 84\ \text{m}$$`,
                  elaboration: r`$$\lambda = 84{,}4\ \text{m} \approx 84\ \text{m}$$`,
                  explanation: r`Twee significante cijfers, zoals de frequentie.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 13,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 67,
          text: r`Kan een duiker het geluid van de blauwe vinvis horen?
A Ja, want de geluidssnelheid in water is groot.
B Ja, want het geluid heeft een grote amplitude.
C Nee, want $$18\ \text{Hz}$$ ligt onder de gehoorgrens van de mens.
D Nee, want geluid plant zich in water niet longitudinaal voort.`,
          highlights: [r`gehoorgrens van de mens`],
          tags: ['frequentie', 'gehoor', 'infrageluid'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          tips: [r`Tussen welke frequenties kan een mens geluid horen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze`,
                  text: r`antwoord C`,
                  elaboration: r`Het menselijk gehoor loopt van ongeveer $$20\ \text{Hz}$$ tot $$20\ \text{kHz}$$; $$18\ \text{Hz}$$ is infrageluid.`,
                  explanation: r`Een duiker kan het geluid hooguit voelen als trilling.`,
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
          pValue: 44,
          text: r`Neem aan dat het geluid van de walvis zich gelijkmatig in alle richtingen verspreidt en niet wordt geabsorbeerd. Bereken hoeveel decibel het geluidsniveau op $$10\ \text{km}$$ van de walvis lager is dan op $$1{,}0\ \text{km}$$.`,
          highlights: [r`afname van het geluidsniveau`],
          tags: ['geluidsniveau', 'kwadratenwet', 'decibel'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          tips: [r`Hoeveel keer zo klein wordt de intensiteit als de afstand tien keer zo groot wordt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$I = \dfrac{P_{bron}}{4\pi r^2}$$`,
                  text: r`$$\dfrac{I_{10}}{I_{1}} = \left(\dfrac{1{,}0}{10}\right)^2 = 0{,}010$$`,
                  elaboration: r`De intensiteit is omgekeerd evenredig met het kwadraat van de afstand.`,
                  explanation: r`Het bronvermogen verdeelt zich over een steeds groter boloppervlak.`,
                  points: 1,
                },
                {
                  correction: r`omzetten naar een verschil in geluidsniveau`,
                  text: r`$$\Delta L = 10 \cdot \log\left(\dfrac{I_1}{I_{10}}\right)$$`,
                  elaboration: r`$$\Delta L = 10 \cdot \log 100$$`,
                  explanation: r`Een factor 10 in intensiteit is $$10\ \text{dB}$$.`,
                  points: 1,
                  tips: [r`Hoeveel dB hoort bij een factor 10 in intensiteit?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\Delta L = 20\ \text{dB}$$`,
                  elaboration: r`$$\Delta L = 10 \cdot 2 = 20\ \text{dB}$$`,
                  explanation: r`Bij elke vertienvoudiging van de afstand daalt het niveau $$20\ \text{dB}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Vloerverwarming`,
      introduction: r`In een nieuwbouwwoning ligt vloerverwarming. Warm water van een warmtepomp stroomt door kunststof leidingen die in de betonnen dekvloer van de woonkamer liggen. Het water staat warmte af aan de vloer en stroomt afgekoeld terug naar de warmtepomp. Bij een koude winterdag meet de bewoner dat het water met $$35\ \text{°C}$$ de vloer in gaat en met $$29\ \text{°C}$$ terugkomt. Er stroomt $$2{,}0$$ liter water per minuut door de leidingen.`,
      questions: [
        {
          number: 15,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 48,
          text: r`Bereken het vermogen waarmee het water warmte afstaat aan de vloer.`,
          highlights: [r`warmteafgifte van het water`],
          tags: ['soortelijke warmte', 'vermogen'],
          domain: 'Stoffen en materialen',
          chapters: { Nova: 'H6.2', Newton: 'H1.2' },
          tips: [r`Bereken hoeveel warmte de hoeveelheid water die in één seconde door de vloer gaat afgeeft.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de massa water per seconde`,
                  text: r`$$m = 3{,}33 \cdot 10^{-2}\ \text{kg}$$ per seconde`,
                  elaboration: r`$$2{,}0\ \text{L/min} = \dfrac{2{,}0}{60} = 0{,}0333\ \text{kg/s}$$`,
                  explanation: r`Eén liter water heeft een massa van $$1{,}0\ \text{kg}$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$Q = c \cdot m \cdot \Delta T$$`,
                  text: r`$$Q = 4{,}18 \cdot 10^{3} \cdot 0{,}0333 \cdot 6{,}0$$ per seconde`,
                  elaboration: r`$$\Delta T = 35 - 29 = 6{,}0\ \text{K}$$`,
                  explanation: r`Warmte per seconde is een vermogen.`,
                  points: 1,
                  tips: [r`Hoeveel graden koelt het water af?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$P = 8{,}4 \cdot 10^{2}\ \text{W}$$`,
                  elaboration: r`$$P = 836\ \text{W} \approx 8{,}4 \cdot 10^{2}\ \text{W}$$`,
                  explanation: r`Twee significante cijfers, zoals het debiet.`,
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
          minutes: 4,
          pValue: 42,
          introduction: r`De warmte gaat vanaf de leidingen door een laag beton van $$6{,}0\ \text{cm}$$ dik naar het vloeroppervlak. De vloer heeft een oppervlakte van $$20\ \text{m}^2$$ en de warmtegeleidingscoëfficiënt van het beton is $$1{,}4\ \text{W m}^{-1}\ \text{K}^{-1}$$.`,
          text: r`Bereken het temperatuurverschil tussen de onderkant en de bovenkant van de betonlaag als het vermogen uit vraag 15 door de laag gaat.`,
          highlights: [r`temperatuurverschil over de betonlaag`],
          tags: ['warmtegeleiding', 'vermogen'],
          domain: 'Stoffen en materialen',
          chapters: { Nova: 'H6.3', Newton: 'H1.2' },
          dependsOn: [{ number: 15 }],
          tips: [r`Schrijf de formule voor warmtegeleiding om naar $$\Delta T$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$P = \lambda \cdot A \cdot \dfrac{\Delta T}{d}$$`,
                  text: r`$$\Delta T = \dfrac{P \cdot d}{\lambda \cdot A}$$`,
                  elaboration: r`Omschrijven van de formule voor warmtetransport door geleiding.`,
                  explanation: r`Alle warmte gaat door de betonlaag naar boven.`,
                  points: 1,
                },
                {
                  correction: r`invullen met $$d = 0{,}060\ \text{m}$$`,
                  text: r`$$\Delta T = \dfrac{836 \cdot 0{,}060}{1{,}4 \cdot 20}$$`,
                  elaboration: r`$$6{,}0\ \text{cm} = 0{,}060\ \text{m}$$`,
                  explanation: r`SI-eenheden, passend bij de eenheid van $$\lambda$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\Delta T = 1{,}8\ \text{K}$$`,
                  elaboration: r`$$\Delta T = 1{,}79\ \text{K} \approx 1{,}8\ \text{K}$$`,
                  explanation: r`Beton geleidt goed, dus het vloeroppervlak is bijna zo warm als de leidingen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 17,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 56,
          text: r`Een radiator heeft water van ongeveer $$60\ \text{°C}$$ nodig om een kamer te verwarmen; vloerverwarming doet dat met water van $$35\ \text{°C}$$. Leg uit hoe dat kan.`,
          highlights: [r`lagere watertemperatuur`],
          tags: ['warmtegeleiding', 'isolatie', 'vermogen'],
          domain: 'Stoffen en materialen',
          chapters: { Nova: 'H6.3', Newton: 'H1.2' },
          dependsOn: [{ number: 16, introduction: true }],
          tips: [r`Vergelijk de oppervlakte waarmee een radiator en een vloer warmte afgeven.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de vloer een veel groter warmte-afgevend oppervlak heeft`,
                  text: r`de hele vloer van $$20\ \text{m}^2$$ geeft warmte af, een radiator maar enkele $$\text{m}^2$$`,
                  elaboration: r`Het afgegeven vermogen is evenredig met de oppervlakte.`,
                  explanation: r`Dat zie je ook in de formule voor warmtetransport.`,
                  points: 1,
                },
                {
                  correction: r`conclusie over het temperatuurverschil`,
                  text: r`voor hetzelfde vermogen volstaat dan een kleiner temperatuurverschil met de kamer`,
                  elaboration: r`Bij een grote oppervlakte kan $$\Delta T$$ kleiner zijn voor dezelfde $$P$$.`,
                  explanation: r`Een warmtepomp werkt efficiënter bij een lage watertemperatuur.`,
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
