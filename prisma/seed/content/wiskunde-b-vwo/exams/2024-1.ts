import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2024,
  term: 1,
  standardizationValue: 0.9,
  topics: [
    {
      name: r`Hartslag na een tijdrit`,
      introduction: r`Een wielrenner rijdt een zware tijdrit. Direct na de finish meet een sportarts zijn hartslag $$H$$ in slagen per minuut. De rusthartslag van de renner is 70 slagen per minuut. De metingen staan in de tabel; $$t$$ is de tijd in minuten na de finish.

| $$t$$ (min) | 0 | 1 | 2 | 3 | 4 | 6 | 8 |
|---|---|---|---|---|---|---|---|
| $$H$$ (slagen/min) | 180 | 156 | 137 | 122 | 110 | 95 | 85 |

De arts gebruikt als model $$H(t) = 70 + 110 \cdot e^{-0{,}25t}$$.`,
      questions: [
        {
          number: 1,
          type: 'Leg uit',
          points: 3,
          minutes: 5,
          pValue: 62,
          text: r`Leg met behulp van de tabel uit dat het verschil $$H - 70$$ bij benadering exponentieel afneemt en dat dit past bij de factor $$e^{-0{,}25}$$ in het model.`,
          highlights: [r`verschil $$H - 70$$`],
          tags: ['exponentiële groei', 'groeifactor', 'e-macht'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.1', 'Moderne Wiskunde': 'H4.1' },
          tips: [r`Bereken $$H - 70$$ voor de eerste meetmomenten en deel opeenvolgende waarden op elkaar.`],
          answers: [
            {
              steps: [
                {
                  correction: r`verschillen met de rusthartslag`,
                  text: r`110, 86, 67, 52, 40`,
                  elaboration: r`Voor $$t = 0, 1, 2, 3, 4$$ is $$H - 70$$ gelijk aan 110, 86, 67, 52 en 40.`,
                  explanation: r`Het model voorspelt dat juist dit verschil exponentieel afneemt.`,
                  points: 1,
                },
                {
                  correction: r`quotiënten per minuut`,
                  text: r`ongeveer 0,78`,
                  elaboration: r`$$\tfrac{86}{110} \approx 0{,}78$$, $$\tfrac{67}{86} \approx 0{,}78$$, $$\tfrac{52}{67} \approx 0{,}78$$, $$\tfrac{40}{52} \approx 0{,}77$$: steeds ongeveer dezelfde groeifactor.`,
                  explanation: r`Een constante groeifactor per tijdseenheid kenmerkt exponentiële afname.`,
                  points: 1,
                  tips: [r`Bij gelijke tijdstappen moet het quotiënt steeds ongeveer hetzelfde zijn.`],
                },
                {
                  correction: r`vergelijken met $$e^{-0{,}25}$$`,
                  text: r`$$e^{-0{,}25} \approx 0{,}779$$`,
                  elaboration: r`De groeifactor per minuut in het model is $$e^{-0{,}25} \approx 0{,}78$$, en dat klopt met de tabel.`,
                  explanation: r`$$110 \cdot e^{-0{,}25t} = 110 \cdot \left(e^{-0{,}25}\right)^{t}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken exact',
          points: 4,
          minutes: 5,
          pValue: 65,
          text: r`Bereken exact na hoeveel minuten de hartslag volgens het model gedaald is tot 100 slagen per minuut.`,
          highlights: [r`100 slagen per minuut`],
          tags: ['e-macht', 'logaritme'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.3' },
          tips: [r`Maak eerst de e-macht vrij.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking opstellen`,
                  text: r`$$70 + 110e^{-0{,}25t} = 100$$`,
                  elaboration: r`$$H(t) = 100$$.`,
                  explanation: r`De gevraagde tijd is de oplossing van deze vergelijking.`,
                  points: 1,
                },
                {
                  correction: r`e-macht vrijmaken`,
                  text: r`$$e^{-0{,}25t} = \tfrac{3}{11}$$`,
                  elaboration: r`$$110e^{-0{,}25t} = 30$$, dus $$e^{-0{,}25t} = \tfrac{30}{110} = \tfrac{3}{11}$$.`,
                  explanation: r`Vereenvoudig de breuk, zodat het exacte antwoord overzichtelijk blijft.`,
                  points: 1,
                },
                {
                  correction: r`logaritme nemen`,
                  text: r`$$-0{,}25t = \ln\tfrac{3}{11}$$`,
                  elaboration: r`Neem aan beide kanten $$\ln$$.`,
                  explanation: r`$$\ln\left(e^{a}\right) = a$$.`,
                  points: 1,
                  tips: [r`$$-\ln\tfrac{3}{11} = \ln\tfrac{11}{3}$$.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$t = 4\ln\tfrac{11}{3}$$ minuten`,
                  elaboration: r`$$t = -4\ln\tfrac{3}{11} = 4\ln\tfrac{11}{3} \approx 5{,}2$$ minuten.`,
                  explanation: r`Controle met de tabel: tussen $$t = 4$$ (110) en $$t = 6$$ (95).`,
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
          pValue: 58,
          text: r`Bereken met hoeveel slagen per minuut per minuut de hartslag volgens het model daalt op $$t = 2$$. Rond je antwoord af op één decimaal.`,
          highlights: [r`daalsnelheid op $$t = 2$$`],
          tags: ['afgeleide', 'e-macht'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H4.4' },
          tips: [r`De daalsnelheid is de afgeleide van $$H$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$H'(t)$$ juist`,
                  text: r`$$H'(t) = -27{,}5e^{-0{,}25t}$$`,
                  elaboration: r`$$110 \cdot -0{,}25 = -27{,}5$$ (kettingregel).`,
                  explanation: r`De constante 70 valt bij differentiëren weg.`,
                  points: 1,
                },
                {
                  correction: r`invullen van $$t = 2$$`,
                  text: r`$$H'(2) \approx -16{,}68$$`,
                  elaboration: r`$$-27{,}5 \cdot e^{-0{,}5} \approx -27{,}5 \cdot 0{,}6065 \approx -16{,}68$$.`,
                  explanation: r`Het minteken betekent dat de hartslag daalt.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`16,7 slagen per minuut per minuut`,
                  elaboration: r`Op $$t = 2$$ daalt de hartslag met ongeveer 16,7 slagen per minuut per minuut.`,
                  explanation: r`De eenheid is de eenheid van $$H$$ gedeeld door die van $$t$$.`,
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
          pValue: 45,
          introduction: r`Het totale aantal hartslagen in een tijdsinterval is gelijk aan de integraal van $$H(t)$$ over dat interval.`,
          text: r`Bereken hoeveel keer het hart van de renner in de eerste 10 minuten na de finish slaat. Rond je antwoord af op een geheel getal.`,
          highlights: [r`eerste 10 minuten`],
          tags: ['primitieve', 'integraal', 'e-macht'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.4', 'Moderne Wiskunde': 'H6.2' },
          tips: [r`Een primitieve van $$e^{-0{,}25t}$$ is $$-4e^{-0{,}25t}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`integraal opstellen`,
                  text: r`$$\int_0^{10} \left(70 + 110e^{-0{,}25t}\right) dt$$`,
                  elaboration: r`De grenzen zijn $$t = 0$$ en $$t = 10$$.`,
                  explanation: r`Slagen per minuut maal minuten geeft een aantal slagen.`,
                  points: 1,
                },
                {
                  correction: r`primitieve`,
                  text: r`$$F(t) = 70t - 440e^{-0{,}25t}$$`,
                  elaboration: r`$$110 \cdot -4 = -440$$.`,
                  explanation: r`Bij primitiveren van $$e^{at}$$ deel je door $$a$$.`,
                  points: 1,
                },
                {
                  correction: r`grenzen invullen`,
                  text: r`$$700 - 440e^{-2{,}5} + 440$$`,
                  elaboration: r`$$F(10) - F(0) = \left(700 - 440e^{-2{,}5}\right) - (0 - 440)$$.`,
                  explanation: r`Let op het minteken bij $$F(0) = -440$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer 1104 slagen`,
                  elaboration: r`$$1140 - 440 \cdot 0{,}0821 \approx 1140 - 36{,}1 \approx 1104$$.`,
                  explanation: r`Ter vergelijking: in rust zou het hart in 10 minuten 700 keer slaan.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`integraal opstellen`,
                  text: r`$$\int_0^{10} H(t)\, dt$$`,
                  elaboration: r`Het aantal slagen is de oppervlakte onder de grafiek van $$H$$ van 0 tot 10.`,
                  explanation: r`Zie de inleiding van de vraag.`,
                  points: 1,
                },
                {
                  correction: r`invoeren in de GR`,
                  text: r`fnInt$$(70 + 110e^{-0{,}25x}, x, 0, 10)$$`,
                  elaboration: r`Gebruik de optie voor een bepaalde integraal.`,
                  explanation: r`De vraag vraagt niet om een exacte berekening.`,
                  points: 1,
                },
                {
                  correction: r`uitkomst`,
                  text: r`$$\approx 1103{,}9$$`,
                  elaboration: r`De GR geeft ongeveer 1103,9.`,
                  explanation: r`Afronden op een geheel aantal slagen.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`ongeveer 1104 slagen`,
                  elaboration: r`Het hart slaat ongeveer 1104 keer.`,
                  explanation: r`Een aantal is een geheel getal.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Golfplaten dak`,
      introduction: r`Een fietsenstalling heeft een plat dak van golfplaten. Een dwarsdoorsnede van een golfplaat wordt beschreven door

$$y = 2\cos^2\left(\tfrac{\pi}{8}x\right)$$

met $$x$$ en $$y$$ in centimeters. Omdat het dak vrijwel horizontaal ligt, blijft na een regenbui in elk dal van de golfplaat water staan tot een hoogte van 0,5 cm. Zie figuur 1.

![Figuur 1](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: dwarsdoorsnede van de golfplaat met water in de dalen tot een hoogte van 0,5 cm`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 150" font-family="sans-serif" font-size="11"><polygon points="83.3,90.0 83.3,90.0 84.7,91.8 86.0,93.5 87.3,95.2 88.7,96.8 90.0,98.3 91.3,99.7 92.7,101.1 94.0,102.4 95.3,103.5 96.7,104.6 98.0,105.6 99.3,106.5 100.7,107.3 102.0,108.0 103.3,108.6 104.7,109.1 106.0,109.5 107.3,109.8 108.7,109.9 110.0,110.0 111.3,109.9 112.7,109.8 114.0,109.5 115.3,109.1 116.7,108.6 118.0,108.0 119.3,107.3 120.7,106.5 122.0,105.6 123.3,104.6 124.7,103.5 126.0,102.4 127.3,101.1 128.7,99.7 130.0,98.3 131.3,96.8 132.7,95.2 134.0,93.5 135.3,91.8 136.7,90.0" fill="#7fb3e6"/><polygon points="243.3,90.0 243.3,90.0 244.7,91.8 246.0,93.5 247.3,95.2 248.7,96.8 250.0,98.3 251.3,99.7 252.7,101.1 254.0,102.4 255.3,103.5 256.7,104.6 258.0,105.6 259.3,106.5 260.7,107.3 262.0,108.0 263.3,108.6 264.7,109.1 266.0,109.5 267.3,109.8 268.7,109.9 270.0,110.0 271.3,109.9 272.7,109.8 274.0,109.5 275.3,109.1 276.7,108.6 278.0,108.0 279.3,107.3 280.7,106.5 282.0,105.6 283.3,104.6 284.7,103.5 286.0,102.4 287.3,101.1 288.7,99.7 290.0,98.3 291.3,96.8 292.7,95.2 294.0,93.5 295.3,91.8 296.7,90.0" fill="#7fb3e6"/><line x1="30" y1="110" x2="360.0" y2="110" stroke="#000"/><line x1="30" y1="110" x2="30" y2="14.0" stroke="#000"/><line x1="30" y1="90.0" x2="350" y2="90.0" stroke="#1f5fbf" stroke-dasharray="4 3"/><polyline points="30.0,30.0 32.0,30.1 34.0,30.5 36.0,31.1 38.0,32.0 40.0,33.0 42.0,34.4 44.0,35.9 46.0,37.6 48.0,39.6 50.0,41.7 52.0,44.0 54.0,46.5 56.0,49.1 58.0,51.8 60.0,54.7 62.0,57.6 64.0,60.7 66.0,63.7 68.0,66.9 70.0,70.0 72.0,73.1 74.0,76.3 76.0,79.3 78.0,82.4 80.0,85.3 82.0,88.2 84.0,90.9 86.0,93.5 88.0,96.0 90.0,98.3 92.0,100.4 94.0,102.4 96.0,104.1 98.0,105.6 100.0,107.0 102.0,108.0 104.0,108.9 106.0,109.5 108.0,109.9 110.0,110.0 112.0,109.9 114.0,109.5 116.0,108.9 118.0,108.0 120.0,107.0 122.0,105.6 124.0,104.1 126.0,102.4 128.0,100.4 130.0,98.3 132.0,96.0 134.0,93.5 136.0,90.9 138.0,88.2 140.0,85.3 142.0,82.4 144.0,79.3 146.0,76.3 148.0,73.1 150.0,70.0 152.0,66.9 154.0,63.7 156.0,60.7 158.0,57.6 160.0,54.7 162.0,51.8 164.0,49.1 166.0,46.5 168.0,44.0 170.0,41.7 172.0,39.6 174.0,37.6 176.0,35.9 178.0,34.4 180.0,33.0 182.0,32.0 184.0,31.1 186.0,30.5 188.0,30.1 190.0,30.0 192.0,30.1 194.0,30.5 196.0,31.1 198.0,32.0 200.0,33.0 202.0,34.4 204.0,35.9 206.0,37.6 208.0,39.6 210.0,41.7 212.0,44.0 214.0,46.5 216.0,49.1 218.0,51.8 220.0,54.7 222.0,57.6 224.0,60.7 226.0,63.7 228.0,66.9 230.0,70.0 232.0,73.1 234.0,76.3 236.0,79.3 238.0,82.4 240.0,85.3 242.0,88.2 244.0,90.9 246.0,93.5 248.0,96.0 250.0,98.3 252.0,100.4 254.0,102.4 256.0,104.1 258.0,105.6 260.0,107.0 262.0,108.0 264.0,108.9 266.0,109.5 268.0,109.9 270.0,110.0 272.0,109.9 274.0,109.5 276.0,108.9 278.0,108.0 280.0,107.0 282.0,105.6 284.0,104.1 286.0,102.4 288.0,100.4 290.0,98.3 292.0,96.0 294.0,93.5 296.0,90.9 298.0,88.2 300.0,85.3 302.0,82.4 304.0,79.3 306.0,76.3 308.0,73.1 310.0,70.0 312.0,66.9 314.0,63.7 316.0,60.7 318.0,57.6 320.0,54.7 322.0,51.8 324.0,49.1 326.0,46.5 328.0,44.0 330.0,41.7 332.0,39.6 334.0,37.6 336.0,35.9 338.0,34.4 340.0,33.0 342.0,32.0 344.0,31.1 346.0,30.5 348.0,30.1 350.0,30.0" fill="none" stroke="#555" stroke-width="3"/><text x="30" y="124" text-anchor="middle">0</text><text x="110" y="124" text-anchor="middle">4</text><text x="190" y="124" text-anchor="middle">8</text><text x="270" y="124" text-anchor="middle">12</text><text x="350" y="124" text-anchor="middle">16</text><line x1="27" y1="70" x2="30" y2="70" stroke="#000"/><text x="25" y="74" text-anchor="end">1</text><line x1="27" y1="30" x2="30" y2="30" stroke="#000"/><text x="25" y="34" text-anchor="end">2</text><text x="25" y="94.0" text-anchor="end" fill="#1f5fbf">0,5</text><text x="360.0" y="138" text-anchor="end">x (cm)</text><text x="35" y="18.0">y (cm)</text><text x="150" y="34.0" fill="#1f5fbf">water</text></svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 68,
          text: r`Toon aan dat $$2\cos^2\left(\tfrac{\pi}{8}x\right) = 1 + \cos\left(\tfrac{\pi}{4}x\right)$$.`,
          highlights: [r`$$1 + \cos\left(\tfrac{\pi}{4}x\right)$$`],
          tags: ['verdubbelingsformule', 'sinusoïde'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H9.2', 'Moderne Wiskunde': 'H3.4' },
          tips: [r`Gebruik een verdubbelingsformule met $$t = \tfrac{\pi}{8}x$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste verdubbelingsformule kiezen`,
                  text: r`$$\cos(2t) = 2\cos^2 t - 1$$`,
                  elaboration: r`Deze vorm bevat $$\cos^2 t$$, net als de gegeven formule.`,
                  explanation: r`De verdubbelingsformules staan op het formuleblad.`,
                  points: 1,
                },
                {
                  correction: r`omschrijven`,
                  text: r`$$2\cos^2 t = 1 + \cos(2t)$$`,
                  elaboration: r`Tel aan beide kanten 1 op.`,
                  explanation: r`Zo staat $$2\cos^2 t$$ alleen.`,
                  points: 1,
                },
                {
                  correction: r`invullen van $$t = \tfrac{\pi}{8}x$$`,
                  text: r`$$2\cos^2\left(\tfrac{\pi}{8}x\right) = 1 + \cos\left(\tfrac{\pi}{4}x\right)$$`,
                  elaboration: r`$$2 \cdot \tfrac{\pi}{8}x = \tfrac{\pi}{4}x$$.`,
                  explanation: r`De golfplaat is dus een sinusoïde met evenwichtsstand 1, amplitude 1 en periode 8 cm.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 4,
          minutes: 5,
          pValue: 57,
          text: r`Bereken de grootste hellingshoek van de golfplaat. Rond je antwoord af op een geheel aantal graden.`,
          highlights: [r`grootste hellingshoek`],
          tags: ['afgeleide', 'hoek', 'sinusoïde'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H5.4', 'Moderne Wiskunde': 'H1.3' },
          dependsOn: [{ number: 5 }],
          tips: [r`Differentieer de vorm $$1 + \cos\left(\tfrac{\pi}{4}x\right)$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`afgeleide`,
                  text: r`$$y' = -\tfrac{\pi}{4}\sin\left(\tfrac{\pi}{4}x\right)$$`,
                  elaboration: r`Kettingregel met binnenste afgeleide $$\tfrac{\pi}{4}$$.`,
                  explanation: r`De afgeleide geeft de helling van de plaat.`,
                  points: 1,
                },
                {
                  correction: r`grootste helling`,
                  text: r`$$|y'|_{\max} = \tfrac{\pi}{4}$$`,
                  elaboration: r`De sinus heeft waarden tussen $$-1$$ en $$1$$, dus de helling ligt tussen $$-\tfrac{\pi}{4}$$ en $$\tfrac{\pi}{4}$$.`,
                  explanation: r`De plaat is het steilst halverwege top en dal.`,
                  points: 1,
                  tips: [r`Wat is de grootste waarde van $$|\sin u|$$?`],
                },
                {
                  correction: r`hoek berekenen`,
                  text: r`$$\tan\alpha = \tfrac{\pi}{4} \approx 0{,}785$$`,
                  elaboration: r`$$\alpha = \arctan\left(\tfrac{\pi}{4}\right) \approx 38{,}1°$$.`,
                  explanation: r`De hellingshoek volgt uit de richtingscoëfficiënt met de tangens.`,
                  points: 1,
                },
                {
                  correction: r`afronden`,
                  text: r`38°`,
                  elaboration: r`Afgerond op een geheel aantal graden: 38°.`,
                  explanation: r`Gevraagd in hele graden.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken exact',
          points: 5,
          minutes: 9,
          pValue: 33,
          text: r`Bereken exact de oppervlakte van de dwarsdoorsnede van het water in één dal, in cm².`,
          highlights: [r`water in één dal`],
          tags: ['primitieve', 'integraal', 'oppervlakte', 'goniometrische vergelijking'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.4', 'Moderne Wiskunde': 'H6.2' },
          dependsOn: [{ number: 5 }],
          tips: [r`Bepaal eerst waar de golfplaat de hoogte 0,5 heeft rond het dal bij $$x = 4$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`grenzen van het water`,
                  text: r`$$x = \tfrac{8}{3}$$ en $$x = \tfrac{16}{3}$$`,
                  elaboration: r`$$1 + \cos\left(\tfrac{\pi}{4}x\right) = 0{,}5$$ geeft $$\cos\left(\tfrac{\pi}{4}x\right) = -\tfrac{1}{2}$$, dus $$\tfrac{\pi}{4}x = \tfrac{2}{3}\pi$$ of $$\tfrac{\pi}{4}x = \tfrac{4}{3}\pi$$.`,
                  explanation: r`Het dal bij $$x = 4$$ ligt tussen deze twee oplossingen.`,
                  points: 1,
                },
                {
                  correction: r`integraal opstellen`,
                  text: r`$$\int_{8/3}^{16/3} \left(0{,}5 - 1 - \cos\left(\tfrac{\pi}{4}x\right)\right) dx$$`,
                  elaboration: r`Het water ligt tussen de golfplaat (onder) en de lijn $$y = 0{,}5$$ (boven).`,
                  explanation: r`Oppervlakte tussen twee grafieken: bovenste min onderste.`,
                  points: 1,
                },
                {
                  correction: r`primitieve`,
                  text: r`$$F(x) = -\tfrac{1}{2}x - \tfrac{4}{\pi}\sin\left(\tfrac{\pi}{4}x\right)$$`,
                  elaboration: r`Een primitieve van $$\cos\left(\tfrac{\pi}{4}x\right)$$ is $$\tfrac{4}{\pi}\sin\left(\tfrac{\pi}{4}x\right)$$.`,
                  explanation: r`Bij primitiveren deel je door de factor $$\tfrac{\pi}{4}$$.`,
                  points: 1,
                },
                {
                  correction: r`grenzen invullen met exacte waarden`,
                  text: r`$$F\left(\tfrac{16}{3}\right) = -\tfrac{8}{3} + \tfrac{2\sqrt{3}}{\pi}$$ en $$F\left(\tfrac{8}{3}\right) = -\tfrac{4}{3} - \tfrac{2\sqrt{3}}{\pi}$$`,
                  elaboration: r`$$\sin\tfrac{4}{3}\pi = -\tfrac{1}{2}\sqrt{3}$$ en $$\sin\tfrac{2}{3}\pi = \tfrac{1}{2}\sqrt{3}$$; $$\tfrac{4}{\pi} \cdot \tfrac{1}{2}\sqrt{3} = \tfrac{2\sqrt{3}}{\pi}$$.`,
                  explanation: r`Exacte waarden uit de eenheidscirkel.`,
                  points: 1,
                  tips: [r`Teken de hoeken $$\tfrac{2}{3}\pi$$ en $$\tfrac{4}{3}\pi$$ in de eenheidscirkel.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$\tfrac{4\sqrt{3}}{\pi} - \tfrac{4}{3}$$ cm²`,
                  elaboration: r`$$F\left(\tfrac{16}{3}\right) - F\left(\tfrac{8}{3}\right) = -\tfrac{4}{3} + \tfrac{4\sqrt{3}}{\pi} \approx 0{,}87$$ cm².`,
                  explanation: r`De uitkomst is positief, zoals een oppervlakte hoort te zijn.`,
                  points: 1,
                },
              ],
              remark: r`Als de oppervlakte alleen met de GR is berekend, ten hoogste 2 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 61,
          text: r`Een golfplaat is 2,0 meter lang en heeft 12 dalen.

Bereken hoeveel liter water er na de regenbui op één golfplaat blijft staan. Rond je antwoord af op één decimaal.`,
          highlights: [r`liter water op één golfplaat`],
          tags: ['inhoud', 'oppervlakte'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.2', 'Moderne Wiskunde': 'H6.2' },
          dependsOn: [{ number: 7 }],
          tips: [r`Inhoud = oppervlakte van de dwarsdoorsnede maal lengte. Let op de eenheden.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inhoud per dal`,
                  text: r`$$0{,}872 \cdot 200 \approx 174{,}4\ \text{cm}^3$$`,
                  elaboration: r`2,0 m is 200 cm; gebruik het antwoord van vraag 7.`,
                  explanation: r`Het water in een dal is een prisma.`,
                  points: 1,
                },
                {
                  correction: r`alle dalen samen`,
                  text: r`$$12 \cdot 174{,}4 \approx 2093\ \text{cm}^3$$`,
                  elaboration: r`Vermenigvuldig met het aantal dalen.`,
                  explanation: r`Elk dal bevat evenveel water.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar liter`,
                  text: r`ongeveer 2,1 liter`,
                  elaboration: r`$$1000\ \text{cm}^3 = 1$$ liter, dus $$2093\ \text{cm}^3 \approx 2{,}1$$ liter.`,
                  explanation: r`De vraag vraagt om liters op één decimaal.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Sproeiers op een sportveld`,
      introduction: r`Een sportveld wordt besproeid door twee draaiende sproeiers. In een assenstelsel met eenheden in meters staat sproeier 1 in $$O(0, 0)$$; die maakt het gebied binnen de cirkel $$c_1: x^2 + y^2 = 100$$ nat. Sproeier 2 staat in $$M(20, 10)$$ en maakt het gebied binnen de cirkel $$c_2: (x - 20)^2 + (y - 10)^2 = 200$$ nat. De cirkels snijden elkaar in de punten $$S_1$$ en $$S_2$$. Zie figuur 2.

![Figuur 2](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: de bereiken van de twee sproeiers met middelpunten O en M en snijpunten S1 en S2`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 265" font-family="sans-serif" font-size="11"><circle cx="80" cy="180" r="70" fill="#7fb3e6" fill-opacity="0.35" stroke="#1f5fbf"/><circle cx="220" cy="110" r="99.0" fill="#7fb3e6" fill-opacity="0.35" stroke="#1f5fbf"/><line x1="38" y1="180" x2="332" y2="180" stroke="#999"/><line x1="80" y1="250" x2="80" y2="5" stroke="#999"/><circle cx="80" cy="180" r="3" fill="#000"/><text x="75" y="194" text-anchor="end">O</text><circle cx="220" cy="110" r="3" fill="#000"/><text x="226" y="114">M</text><circle cx="122" cy="124" r="3" fill="#c0392b"/><text x="118" y="118" text-anchor="end" fill="#c0392b">S₁</text><circle cx="150" cy="180" r="3" fill="#c0392b"/><text x="154" y="194" fill="#c0392b">S₂</text><text x="38" y="243" fill="#1f5fbf">sproeier 1</text><text x="276" y="201" fill="#1f5fbf">sproeier 2</text><text x="332" y="176" text-anchor="end">x</text><text x="84" y="13">y</text></svg>`,
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Bereken exact',
          points: 4,
          minutes: 6,
          pValue: 60,
          text: r`Bereken exact de coördinaten van $$S_1$$ en $$S_2$$.`,
          highlights: [r`snijpunten van de cirkels`],
          tags: ['cirkel', 'snijpunt'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.2', 'Moderne Wiskunde': 'H5.1' },
          tips: [r`Werk de haakjes van $$c_2$$ uit en trek de vergelijkingen van elkaar af.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$c_2$$ uitwerken`,
                  text: r`$$x^2 + y^2 - 40x - 20y + 300 = 0$$`,
                  elaboration: r`$$x^2 - 40x + 400 + y^2 - 20y + 100 = 200$$.`,
                  explanation: r`Na uitwerken heeft $$c_2$$ dezelfde kwadratische termen als $$c_1$$.`,
                  points: 1,
                },
                {
                  correction: r`aftrekken geeft een lineaire vergelijking`,
                  text: r`$$2x + y = 20$$`,
                  elaboration: r`Met $$x^2 + y^2 = 100$$: $$100 - 40x - 20y + 300 = 0$$, dus $$40x + 20y = 400$$.`,
                  explanation: r`Dit is de lijn door de twee snijpunten.`,
                  points: 1,
                  tips: [r`Vervang $$x^2 + y^2$$ door 100.`],
                },
                {
                  correction: r`substitutie en oplossen`,
                  text: r`$$x^2 - 16x + 60 = 0$$, dus $$x = 6$$ of $$x = 10$$`,
                  elaboration: r`$$y = 20 - 2x$$ in $$x^2 + y^2 = 100$$: $$5x^2 - 80x + 300 = 0$$; delen door 5 en ontbinden: $$(x - 6)(x - 10) = 0$$.`,
                  explanation: r`Substitutie van de lineaire vergelijking in een cirkelvergelijking geeft een kwadratische vergelijking.`,
                  points: 1,
                },
                {
                  correction: r`coördinaten`,
                  text: r`$$S_1(6, 8)$$ en $$S_2(10, 0)$$`,
                  elaboration: r`$$y = 20 - 12 = 8$$ en $$y = 20 - 20 = 0$$.`,
                  explanation: r`Controle in $$c_2$$: $$(6 - 20)^2 + (8 - 10)^2 = 196 + 4 = 200$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Bewijs',
          points: 3,
          minutes: 5,
          pValue: 49,
          text: r`Bewijs zonder coördinaten te gebruiken dat lijn $$OM$$ loodrecht staat op lijnstuk $$S_1S_2$$.`,
          highlights: [r`$$OM$$ loodrecht op $$S_1S_2$$`],
          tags: ['bewijs', 'cirkel', 'middelloodlijn'],
          domain: 'Meetkundige bewijzen',
          chapters: { 'Getal & Ruimte': 'H10.3', 'Moderne Wiskunde': 'H2.3' },
          tips: [r`Welke punten liggen even ver van $$S_1$$ als van $$S_2$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$O$$ ligt op de middelloodlijn van $$S_1S_2$$`,
                  text: r`$$OS_1 = OS_2$$`,
                  elaboration: r`$$S_1$$ en $$S_2$$ liggen op $$c_1$$, dus beide op afstand 10 van $$O$$.`,
                  explanation: r`Alle punten die even ver van $$S_1$$ als van $$S_2$$ liggen, liggen op de middelloodlijn van $$S_1S_2$$.`,
                  points: 1,
                },
                {
                  correction: r`$$M$$ ligt op de middelloodlijn van $$S_1S_2$$`,
                  text: r`$$MS_1 = MS_2$$`,
                  elaboration: r`$$S_1$$ en $$S_2$$ liggen ook op $$c_2$$, dus beide op afstand $$\sqrt{200}$$ van $$M$$.`,
                  explanation: r`Dezelfde eigenschap van de middelloodlijn.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$OM$$ is de middelloodlijn, dus $$OM \perp S_1S_2$$`,
                  elaboration: r`Door twee verschillende punten gaat precies één lijn, dus $$OM$$ is de middelloodlijn van $$S_1S_2$$ en staat daar loodrecht op.`,
                  explanation: r`Vierhoek $$OS_1MS_2$$ is een vlieger; de diagonalen van een vlieger staan loodrecht op elkaar.`,
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
          minutes: 4,
          pValue: 46,
          text: r`De hoek waaronder twee cirkels elkaar snijden is de hoek tussen hun raaklijnen in een snijpunt.

Bereken de hoek waaronder $$c_1$$ en $$c_2$$ elkaar snijden in $$S_1$$.`,
          highlights: [r`hoek tussen de raaklijnen`],
          tags: ['inproduct', 'hoek', 'raaklijn aan cirkel'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.3', 'Moderne Wiskunde': 'H5.3' },
          dependsOn: [{ number: 9 }],
          tips: [r`De raaklijnen staan loodrecht op de stralen $$OS_1$$ en $$MS_1$$; de hoek tussen de raaklijnen is dus gelijk aan de hoek tussen de stralen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vectoren langs de stralen`,
                  text: r`$$\overrightarrow{OS_1} = \binom{6}{8}$$ en $$\overrightarrow{MS_1} = \binom{-14}{-2}$$`,
                  elaboration: r`$$S_1 - M = \binom{6 - 20}{8 - 10}$$.`,
                  explanation: r`Normaalvectoren van de raaklijnen.`,
                  points: 1,
                },
                {
                  correction: r`hoek met het inproduct`,
                  text: r`$$\cos\varphi = \frac{-84 - 16}{10 \cdot \sqrt{200}} \approx -0{,}707$$`,
                  elaboration: r`$$\varphi = 135°$$.`,
                  explanation: r`Een negatief inproduct geeft een stompe hoek tussen de vectoren.`,
                  points: 1,
                },
                {
                  correction: r`hoek tussen de raaklijnen`,
                  text: r`45°`,
                  elaboration: r`De scherpe hoek tussen de lijnen is $$180° - 135° = 45°$$.`,
                  explanation: r`De hoek tussen twee lijnen is hoogstens 90°.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken',
          points: 5,
          minutes: 9,
          pValue: 28,
          text: r`Een deel van het veld wordt door beide sproeiers nat gemaakt.

Bereken de oppervlakte van dit deel. Rond je antwoord af op een geheel aantal m².`,
          highlights: [r`door beide sproeiers nat`],
          tags: ['cirkel', 'oppervlakte', 'hoek'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.2', 'Moderne Wiskunde': 'H5.1' },
          dependsOn: [{ number: 9 }],
          tips: [r`Het gebied bestaat uit twee cirkelsegmenten aan weerszijden van $$S_1S_2$$. Een segment is een sector min een driehoek.`],
          answers: [
            {
              steps: [
                {
                  correction: r`middelpuntshoek bij $$O$$`,
                  text: r`$$\angle S_1OS_2 \approx 0{,}927$$ rad`,
                  elaboration: r`$$\cos\angle S_1OS_2 = \frac{6 \cdot 10 + 8 \cdot 0}{10 \cdot 10} = 0{,}6$$.`,
                  explanation: r`Inproduct van $$\overrightarrow{OS_1}$$ en $$\overrightarrow{OS_2}$$.`,
                  points: 1,
                },
                {
                  correction: r`segment van $$c_1$$`,
                  text: r`$$50 \cdot 0{,}927 - \tfrac{1}{2} \cdot 10 \cdot 10 \cdot 0{,}8 \approx 6{,}36$$`,
                  elaboration: r`Sector: $$\tfrac{1}{2}r^2\theta = 50 \cdot 0{,}927 \approx 46{,}36$$; driehoek: $$\tfrac{1}{2} \cdot 10 \cdot 10 \cdot \sin\theta = 40$$.`,
                  explanation: r`$$\sin\theta = 0{,}8$$ omdat $$\cos\theta = 0{,}6$$.`,
                  points: 1,
                },
                {
                  correction: r`middelpuntshoek bij $$M$$`,
                  text: r`$$\angle S_1MS_2 \approx 0{,}644$$ rad`,
                  elaboration: r`$$\overrightarrow{MS_1} = \binom{-14}{-2}$$, $$\overrightarrow{MS_2} = \binom{-10}{-10}$$; $$\cos\angle S_1MS_2 = \frac{140 + 20}{200} = 0{,}8$$.`,
                  explanation: r`Beide vectoren hebben lengte $$\sqrt{200}$$.`,
                  points: 1,
                },
                {
                  correction: r`segment van $$c_2$$`,
                  text: r`$$100 \cdot 0{,}644 - \tfrac{1}{2} \cdot 200 \cdot 0{,}6 \approx 4{,}35$$`,
                  elaboration: r`Sector: $$\tfrac{1}{2} \cdot 200 \cdot 0{,}6435 \approx 64{,}35$$; driehoek: $$\tfrac{1}{2} \cdot 200 \cdot 0{,}6 = 60$$.`,
                  explanation: r`$$\sin = 0{,}6$$ bij $$\cos = 0{,}8$$.`,
                  points: 1,
                  tips: [r`De oppervlakte van een sector met hoek $$\theta$$ (in radialen) is $$\tfrac{1}{2}r^2\theta$$.`],
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer 11 m²`,
                  elaboration: r`$$6{,}36 + 4{,}35 \approx 10{,}7$$, afgerond 11 m².`,
                  explanation: r`Het gemeenschappelijke gebied is de som van de twee segmenten.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Regenton`,
      introduction: r`Een cilindervormige regenton is 1 meter hoog en heeft een bodemoppervlak van 0,25 m². De ton is helemaal vol. Op $$t = 0$$ wordt onderaan een kraantje opengezet. Voor de waterhoogte $$h$$ in meters geldt dan

$$h(t) = (1 - 0{,}05t)^2 \quad \text{met } 0 \leq t \leq 20$$

waarbij $$t$$ de tijd in minuten is.`,
      questions: [
        {
          number: 13,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 64,
          text: r`Toon aan dat $$h'(t) = -0{,}1\sqrt{h(t)}$$ voor $$0 \leq t \leq 20$$.`,
          highlights: [r`$$h' = -0{,}1\sqrt{h}$$`],
          tags: ['afgeleide', 'kettingregel', 'wortelfunctie'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H3.3', 'Moderne Wiskunde': 'H1.3' },
          tips: [r`Gebruik de kettingregel en bedenk wat $$\sqrt{h(t)}$$ is.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$h'(t)$$ met de kettingregel`,
                  text: r`$$h'(t) = 2(1 - 0{,}05t) \cdot -0{,}05 = -0{,}1(1 - 0{,}05t)$$`,
                  elaboration: r`Buitenste functie $$u^2$$, binnenste $$u = 1 - 0{,}05t$$ met $$u' = -0{,}05$$.`,
                  explanation: r`De afgeleide geeft de daalsnelheid van het water.`,
                  points: 1,
                },
                {
                  correction: r`$$\sqrt{h(t)} = 1 - 0{,}05t$$`,
                  text: r`$$\sqrt{h(t)} = |1 - 0{,}05t| = 1 - 0{,}05t$$`,
                  elaboration: r`Voor $$0 \leq t \leq 20$$ is $$1 - 0{,}05t \geq 0$$.`,
                  explanation: r`$$\sqrt{a^2} = a$$ alleen als $$a \geq 0$$.`,
                  points: 1,
                  tips: [r`Waarom is het domein $$0 \leq t \leq 20$$ hier belangrijk?`],
                },
                {
                  correction: r`conclusie`,
                  text: r`$$h'(t) = -0{,}1\sqrt{h(t)}$$`,
                  elaboration: r`Vervang $$1 - 0{,}05t$$ door $$\sqrt{h(t)}$$.`,
                  explanation: r`Het water daalt sneller naarmate het hoger staat (wet van Torricelli).`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Bereken exact',
          points: 4,
          minutes: 5,
          pValue: 55,
          text: r`Bereken exact na hoeveel minuten de ton half leeg is.`,
          highlights: [r`half leeg`],
          tags: ['wortelfunctie', 'vergelijking'],
          domain: 'Vergelijkingen en ongelijkheden',
          chapters: { 'Getal & Ruimte': 'H2.1', 'Moderne Wiskunde': 'H7.3' },
          tips: [r`De ton is cilindervormig, dus half leeg betekent $$h = 0{,}5$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking opstellen`,
                  text: r`$$(1 - 0{,}05t)^2 = \tfrac{1}{2}$$`,
                  elaboration: r`Bij een cilinder is de inhoud evenredig met de hoogte.`,
                  explanation: r`Half leeg betekent de helft van de hoogte.`,
                  points: 1,
                },
                {
                  correction: r`worteltrekken met juiste keuze`,
                  text: r`$$1 - 0{,}05t = \sqrt{\tfrac{1}{2}} = \tfrac{1}{2}\sqrt{2}$$`,
                  elaboration: r`De negatieve wortel valt af, want $$1 - 0{,}05t \geq 0$$ op het domein.`,
                  explanation: r`$$\sqrt{\tfrac{1}{2}} = \frac{1}{\sqrt{2}} = \tfrac{1}{2}\sqrt{2}$$.`,
                  points: 1,
                },
                {
                  correction: r`oplossen`,
                  text: r`$$0{,}05t = 1 - \tfrac{1}{2}\sqrt{2}$$`,
                  elaboration: r`Breng $$\tfrac{1}{2}\sqrt{2}$$ naar de andere kant.`,
                  explanation: r`Nu nog delen door 0,05, dus vermenigvuldigen met 20.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$t = 20 - 10\sqrt{2}$$ minuten`,
                  elaboration: r`$$t = 20\left(1 - \tfrac{1}{2}\sqrt{2}\right) = 20 - 10\sqrt{2} \approx 5{,}9$$ minuten.`,
                  explanation: r`De eerste helft loopt veel sneller leeg dan de tweede (die duurt ruim 14 minuten).`,
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
          pValue: 52,
          text: r`Bereken hoeveel liter water per minuut er uit de ton stroomt op het moment dat het kraantje wordt opengezet.`,
          highlights: [r`liter per minuut`],
          tags: ['afgeleide', 'inhoud'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H3.1', 'Moderne Wiskunde': 'H1.1' },
          dependsOn: [{ number: 13 }],
          tips: [r`De inhoud is $$V = 0{,}25 \cdot h$$ m³. Differentieer naar $$t$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`daalsnelheid op $$t = 0$$`,
                  text: r`$$h'(0) = -0{,}1$$ m/min`,
                  elaboration: r`$$h(0) = 1$$, dus $$h'(0) = -0{,}1 \cdot \sqrt{1} = -0{,}1$$.`,
                  explanation: r`Gebruik het resultaat van vraag 13.`,
                  points: 1,
                },
                {
                  correction: r`verandering van de inhoud`,
                  text: r`$$V'(0) = 0{,}25 \cdot -0{,}1 = -0{,}025\ \text{m}^3/\text{min}$$`,
                  elaboration: r`$$V(t) = 0{,}25 \cdot h(t)$$, dus $$V'(t) = 0{,}25 \cdot h'(t)$$.`,
                  explanation: r`Bij een cilinder is de inhoud bodemoppervlak maal hoogte.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar liter`,
                  text: r`25 liter per minuut`,
                  elaboration: r`$$0{,}025\ \text{m}^3 = 25$$ liter.`,
                  explanation: r`$$1\ \text{m}^3 = 1000$$ liter.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 16,
          type: 'Meerkeuze',
          points: 3,
          minutes: 4,
          pValue: 47,
          introduction: r`Een tweede cilindervormige regenton is 2 meter hoog en heeft hetzelfde kraantje. Ook voor deze ton geldt $$h'(t) = -0{,}1\sqrt{h(t)}$$. De ton is op $$t = 0$$ helemaal vol; daarom geldt nu $$h(t) = \left(\sqrt{2} - 0{,}05t\right)^2$$.`,
          text: r`Hoe lang duurt het ongeveer voordat de tweede ton leeg is?

A 20 minuten
B 28 minuten
C 40 minuten
D 80 minuten`,
          highlights: [r`2 meter hoog`],
          tags: ['wortelfunctie', 'vergelijking'],
          domain: 'Standaardfuncties en transformaties',
          chapters: { 'Getal & Ruimte': 'H1.3', 'Moderne Wiskunde': 'H7.1' },
          dependsOn: [{ number: 13 }],
          tips: [r`De ton is leeg als $$\sqrt{2} - 0{,}05t = 0$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking $$h(t) = 0$$`,
                  text: r`$$\sqrt{2} - 0{,}05t = 0$$`,
                  elaboration: r`Een kwadraat is 0 als het grondtal 0 is.`,
                  explanation: r`Leeg betekent $$h = 0$$.`,
                  points: 0,
                },
                {
                  correction: r`tijd berekenen`,
                  text: r`$$t = 20\sqrt{2} \approx 28{,}3$$ minuten`,
                  elaboration: r`$$t = \frac{\sqrt{2}}{0{,}05} = 20\sqrt{2}$$.`,
                  explanation: r`Twee keer zoveel water, maar niet twee keer zo lang: bij meer hoogte stroomt het water sneller weg.`,
                  points: 0,
                },
                {
                  correction: r`keuze B`,
                  text: r`B`,
                  elaboration: r`28 minuten.`,
                  explanation: r`C gaat ten onrechte uit van een evenredig verband tussen hoogte en leegstroomtijd.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 0, 2, 0, 1, 0, 3],
              remark: r`Alleen de juiste letter zonder berekening levert geen scorepunten op.`,
            },
          ],
        },
      ],
    },
  ],
};
