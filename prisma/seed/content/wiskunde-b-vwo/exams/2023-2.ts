import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2023,
  term: 2,
  standardizationValue: 1.3,
  topics: [
    {
      name: r`Geveerde voorvork`,
      introduction: r`Een mountainbike heeft een geveerde voorvork. Na een sprong veert het stuur bij de landing een aantal keren op en neer. De uitwijking van het stuur ten opzichte van de evenwichtsstand wordt beschreven door

$$u(t) = 4e^{-t} \sin(2\pi t)$$

Hierin is $$u$$ de uitwijking in cm en $$t$$ de tijd in seconden na de landing. In figuur 1 zie je de grafiek van $$u$$ met gestippeld de omhullende krommen $$y = 4e^{-t}$$ en $$y = -4e^{-t}$$.

![Figuur 1](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: de uitwijking van het stuur na de landing, met de omhullende krommen`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 230" font-family="sans-serif" font-size="11"><line x1="40" y1="20.0" x2="40" y2="200.0" stroke="#e3e3e3"/><text x="40" y="214.0" text-anchor="middle">0</text><line x1="95.0" y1="20.0" x2="95.0" y2="200.0" stroke="#e3e3e3"/><text x="95.0" y="214.0" text-anchor="middle">0,5</text><line x1="150" y1="20.0" x2="150" y2="200.0" stroke="#e3e3e3"/><text x="150" y="214.0" text-anchor="middle">1</text><line x1="205.0" y1="20.0" x2="205.0" y2="200.0" stroke="#e3e3e3"/><text x="205.0" y="214.0" text-anchor="middle">1,5</text><line x1="260" y1="20.0" x2="260" y2="200.0" stroke="#e3e3e3"/><text x="260" y="214.0" text-anchor="middle">2</text><line x1="315.0" y1="20.0" x2="315.0" y2="200.0" stroke="#e3e3e3"/><text x="315.0" y="214.0" text-anchor="middle">2,5</text><line x1="370" y1="20.0" x2="370" y2="200.0" stroke="#e3e3e3"/><text x="370" y="214.0" text-anchor="middle">3</text><line x1="40" y1="190" x2="370" y2="190" stroke="#e3e3e3"/><text x="35" y="194" text-anchor="end">-4</text><line x1="40" y1="150" x2="370" y2="150" stroke="#e3e3e3"/><text x="35" y="154" text-anchor="end">-2</text><line x1="40" y1="70" x2="370" y2="70" stroke="#e3e3e3"/><text x="35" y="74" text-anchor="end">2</text><line x1="40" y1="30" x2="370" y2="30" stroke="#e3e3e3"/><text x="35" y="34" text-anchor="end">4</text><line x1="40" y1="110" x2="381.0" y2="110" stroke="#000"/><line x1="40" y1="202.0" x2="40" y2="14.0" stroke="#000"/><polyline points="40.0,30.0 45.5,33.9 51.0,37.6 56.5,41.1 62.0,44.5 67.5,47.7 73.0,50.7 78.5,53.6 84.0,56.4 89.5,59.0 95.0,61.5 100.5,63.8 106.0,66.1 111.5,68.2 117.0,70.3 122.5,72.2 128.0,74.1 133.5,75.8 139.0,77.5 144.5,79.1 150.0,80.6 155.5,82.0 161.0,83.4 166.5,84.7 172.0,85.9 177.5,87.1 183.0,88.2 188.5,89.3 194.0,90.3 199.5,91.2 205.0,92.1 210.5,93.0 216.0,93.8 221.5,94.6 227.0,95.4 232.5,96.1 238.0,96.8 243.5,97.4 249.0,98.0 254.5,98.6 260.0,99.2 265.5,99.7 271.0,100.2 276.5,100.7 282.0,101.1 287.5,101.6 293.0,102.0 298.5,102.4 304.0,102.7 309.5,103.1 315.0,103.4 320.5,103.8 326.0,104.1 331.5,104.3 337.0,104.6 342.5,104.9 348.0,105.1 353.5,105.4 359.0,105.6 364.5,105.8 370.0,106.0" fill="none" stroke="#888" stroke-dasharray="4 3"/><polyline points="40.0,190.0 45.5,186.1 51.0,182.4 56.5,178.9 62.0,175.5 67.5,172.3 73.0,169.3 78.5,166.4 84.0,163.6 89.5,161.0 95.0,158.5 100.5,156.2 106.0,153.9 111.5,151.8 117.0,149.7 122.5,147.8 128.0,145.9 133.5,144.2 139.0,142.5 144.5,140.9 150.0,139.4 155.5,138.0 161.0,136.6 166.5,135.3 172.0,134.1 177.5,132.9 183.0,131.8 188.5,130.7 194.0,129.7 199.5,128.8 205.0,127.9 210.5,127.0 216.0,126.2 221.5,125.4 227.0,124.6 232.5,123.9 238.0,123.2 243.5,122.6 249.0,122.0 254.5,121.4 260.0,120.8 265.5,120.3 271.0,119.8 276.5,119.3 282.0,118.9 287.5,118.4 293.0,118.0 298.5,117.6 304.0,117.3 309.5,116.9 315.0,116.6 320.5,116.2 326.0,115.9 331.5,115.7 337.0,115.4 342.5,115.1 348.0,114.9 353.5,114.6 359.0,114.4 364.5,114.2 370.0,114.0" fill="none" stroke="#888" stroke-dasharray="4 3"/><polyline points="40.0,110.0 41.4,103.8 42.8,97.8 44.1,92.0 45.5,86.5 46.9,81.2 48.2,76.3 49.6,71.7 51.0,67.5 52.4,63.6 53.8,60.1 55.1,57.0 56.5,54.3 57.9,52.0 59.2,50.2 60.6,48.7 62.0,47.7 63.4,47.1 64.8,46.9 66.1,47.1 67.5,47.7 68.9,48.7 70.2,50.0 71.6,51.6 73.0,53.6 74.4,55.9 75.8,58.5 77.1,61.3 78.5,64.4 79.9,67.7 81.2,71.1 82.6,74.7 84.0,78.5 85.4,82.3 86.8,86.3 88.1,90.2 89.5,94.2 90.9,98.2 92.2,102.2 93.6,106.1 95.0,110.0 96.4,113.8 97.8,117.4 99.1,120.9 100.5,124.3 101.9,127.4 103.2,130.4 104.6,133.2 106.0,135.8 107.4,138.2 108.8,140.3 110.1,142.2 111.5,143.8 112.9,145.2 114.2,146.3 115.6,147.2 117.0,147.8 118.4,148.1 119.8,148.3 121.1,148.1 122.5,147.8 123.9,147.2 125.2,146.4 126.6,145.4 128.0,144.2 129.4,142.8 130.8,141.2 132.1,139.5 133.5,137.7 134.9,135.7 136.2,133.6 137.6,131.4 139.0,129.1 140.4,126.8 141.8,124.4 143.1,122.0 144.5,119.6 145.9,117.1 147.2,114.7 148.6,112.3 150.0,110.0 151.4,107.7 152.8,105.5 154.1,103.4 155.5,101.3 156.9,99.4 158.2,97.6 159.6,95.9 161.0,94.3 162.4,92.9 163.8,91.6 165.1,90.5 166.5,89.5 167.9,88.7 169.2,88.0 170.6,87.5 172.0,87.1 173.4,86.9 174.8,86.8 176.1,86.9 177.5,87.1 178.9,87.4 180.2,87.9 181.6,88.5 183.0,89.3 184.4,90.1 185.8,91.1 187.1,92.1 188.5,93.2 189.9,94.4 191.2,95.7 192.6,97.0 194.0,98.4 195.4,99.8 196.8,101.3 198.1,102.7 199.5,104.2 200.9,105.7 202.2,107.1 203.6,108.6 205.0,110.0 206.4,111.4 207.8,112.7 209.1,114.0 210.5,115.2 211.9,116.4 213.2,117.5 214.6,118.5 216.0,119.5 217.4,120.4 218.8,121.1 220.1,121.8 221.5,122.4 222.9,122.9 224.2,123.4 225.6,123.7 227.0,123.9 228.4,124.0 229.8,124.1 231.1,124.0 232.5,123.9 233.9,123.7 235.2,123.4 236.6,123.0 238.0,122.6 239.4,122.1 240.8,121.5 242.1,120.9 243.5,120.2 244.9,119.4 246.2,118.7 247.6,117.9 249.0,117.0 250.4,116.2 251.8,115.3 253.1,114.4 254.5,113.5 255.9,112.6 257.2,111.7 258.6,110.9 260.0,110.0 261.4,109.2 262.8,108.3 264.1,107.6 265.5,106.8 266.9,106.1 268.2,105.4 269.6,104.8 271.0,104.2 272.4,103.7 273.8,103.2 275.1,102.8 276.5,102.5 277.9,102.2 279.2,101.9 280.6,101.7 282.0,101.6 283.4,101.5 284.8,101.5 286.1,101.5 287.5,101.6 288.9,101.7 290.2,101.9 291.6,102.1 293.0,102.4 294.4,102.7 295.8,103.0 297.1,103.4 298.5,103.8 299.9,104.3 301.2,104.7 302.6,105.2 304.0,105.7 305.4,106.3 306.8,106.8 308.1,107.3 309.5,107.9 310.9,108.4 312.2,108.9 313.6,109.5 315.0,110.0 316.4,110.5 317.8,111.0 319.1,111.5 320.5,111.9 321.9,112.4 323.2,112.8 324.6,113.1 326.0,113.5 327.4,113.8 328.8,114.1 330.1,114.4 331.5,114.6 332.9,114.8 334.2,114.9 335.6,115.0 337.0,115.1 338.4,115.2 339.8,115.2 341.1,115.2 342.5,115.1 343.9,115.0 345.2,114.9 346.6,114.8 348.0,114.6 349.4,114.4 350.8,114.2 352.1,114.0 353.5,113.7 354.9,113.5 356.2,113.2 357.6,112.9 359.0,112.6 360.4,112.3 361.8,111.9 363.1,111.6 364.5,111.3 365.9,111.0 367.2,110.6 368.6,110.3 370.0,110.0" fill="none" stroke="#c0392b" stroke-width="2"/><text x="381.0" y="104" text-anchor="end">t (s)</text><text x="45" y="16.0">u (cm)</text><text x="100.5" y="44.0" fill="#888">omhullende</text></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 55,
          text: r`Toon aan dat de uitwijking extreem is op de tijdstippen waarvoor geldt: $$\tan(2\pi t) = 2\pi$$.`,
          highlights: [r`$$\tan(2\pi t) = 2\pi$$`],
          tags: ['afgeleide', 'productregel', 'extreem'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H3.2', 'Moderne Wiskunde': 'H1.2' },
          tips: [r`Gebruik de productregel en bedenk dat $$e^{-t}$$ nooit 0 is.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$u'(t)$$ met product- en kettingregel`,
                  text: r`$$u'(t) = -4e^{-t}\sin(2\pi t) + 8\pi e^{-t}\cos(2\pi t)$$`,
                  elaboration: r`$$(4e^{-t})' = -4e^{-t}$$ en $$(\sin(2\pi t))' = 2\pi\cos(2\pi t)$$.`,
                  explanation: r`In een extreem is de afgeleide 0.`,
                  points: 2,
                  tips: [r`Welke twee factoren zie je in $$u(t)$$?`],
                },
                {
                  correction: r`$$u'(t) = 0$$ en delen door $$4e^{-t}$$`,
                  text: r`$$2\pi\cos(2\pi t) = \sin(2\pi t)$$`,
                  elaboration: r`$$4e^{-t}\left(-\sin(2\pi t) + 2\pi\cos(2\pi t)\right) = 0$$ en $$4e^{-t} > 0$$.`,
                  explanation: r`Een product is 0 als een van de factoren 0 is; de e-macht is dat nooit.`,
                  points: 1,
                },
                {
                  correction: r`delen door $$\cos(2\pi t)$$ en conclusie`,
                  text: r`$$\tan(2\pi t) = 2\pi$$`,
                  elaboration: r`Als $$\cos(2\pi t) = 0$$, dan zou ook $$\sin(2\pi t) = 0$$ moeten zijn, wat onmogelijk is; delen mag dus.`,
                  explanation: r`$$\tan x = \frac{\sin x}{\cos x}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 4,
          minutes: 5,
          pValue: 60,
          text: r`Bereken de grootste uitwijking van het stuur. Geef je antwoord in millimeters nauwkeurig.`,
          highlights: [r`grootste uitwijking`],
          tags: ['extreem', 'e-macht', 'sinusoïde'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H3.4', 'Moderne Wiskunde': 'H1.4' },
          dependsOn: [{ number: 1 }],
          tips: [r`De grootste uitwijking hoort bij de eerste oplossing van de vergelijking uit vraag 1.`],
          answers: [
            {
              steps: [
                {
                  correction: r`eerste oplossing van $$\tan(2\pi t) = 2\pi$$`,
                  text: r`$$t = \frac{\arctan(2\pi)}{2\pi} \approx 0{,}225$$`,
                  elaboration: r`$$\arctan(2\pi) \approx 1{,}413$$, dus $$t \approx \frac{1{,}413}{6{,}283} \approx 0{,}225$$ s.`,
                  explanation: r`Door de dempende factor $$e^{-t}$$ is het eerste maximum het grootste.`,
                  points: 2,
                },
                {
                  correction: r`uitwijking berekenen`,
                  text: r`$$u(0{,}225) \approx 3{,}15$$ cm`,
                  elaboration: r`$$4e^{-0{,}225}\sin(1{,}413) \approx 4 \cdot 0{,}799 \cdot 0{,}988 \approx 3{,}15$$.`,
                  explanation: r`Vul het tijdstip in de formule van $$u$$ in.`,
                  points: 1,
                },
                {
                  correction: r`afronden op millimeters`,
                  text: r`32 mm`,
                  elaboration: r`$$3{,}15$$ cm $$= 31{,}5$$ mm, afgerond 32 mm.`,
                  explanation: r`De vraag vraagt om millimeters.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`grafiek van $$u$$ met de GR`,
                  text: r`$$y_1 = 4e^{-x}\sin(2\pi x)$$`,
                  elaboration: r`Venster bijvoorbeeld $$0 \leq x \leq 1$$ en $$-4 \leq y \leq 4$$.`,
                  explanation: r`De grootste uitwijking is het eerste maximum.`,
                  points: 1,
                },
                {
                  correction: r`maximum bepalen`,
                  text: r`maximum bij $$x \approx 0{,}225$$`,
                  elaboration: r`De optie maximum geeft $$x \approx 0{,}225$$.`,
                  explanation: r`Dit is in overeenstemming met vraag 1.`,
                  points: 1,
                },
                {
                  correction: r`uitwijking`,
                  text: r`$$y \approx 3{,}15$$ cm`,
                  elaboration: r`De GR geeft $$y \approx 3{,}155$$.`,
                  explanation: r`De waarde in het maximum is de uitwijking.`,
                  points: 1,
                },
                {
                  correction: r`afronden op millimeters`,
                  text: r`32 mm`,
                  elaboration: r`$$31{,}5$$ mm afgerond is 32 mm.`,
                  explanation: r`Let op de gevraagde eenheid.`,
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
          minutes: 4,
          pValue: 52,
          text: r`Toon aan dat elke uitwijking naar boven ongeveer 63% kleiner is dan de vorige uitwijking naar boven.`,
          highlights: [r`63% kleiner`],
          tags: ['e-macht', 'periode', 'groeifactor'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.1' },
          tips: [r`De periode van $$\sin(2\pi t)$$ is 1. Vergelijk $$u(t + 1)$$ met $$u(t)$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$u(t + 1)$$ opschrijven`,
                  text: r`$$u(t + 1) = 4e^{-t - 1}\sin(2\pi t + 2\pi)$$`,
                  elaboration: r`Vervang $$t$$ door $$t + 1$$.`,
                  explanation: r`Volgens vraag 1 liggen de extremen bij de oplossingen van $$\tan(2\pi t) = 2\pi$$; die liggen steeds een halve periode uit elkaar, dus opeenvolgende maxima liggen precies één periode (1 s) uit elkaar.`,
                  points: 1,
                },
                {
                  correction: r`herleiden tot $$e^{-1} \cdot u(t)$$`,
                  text: r`$$u(t + 1) = e^{-1} \cdot u(t)$$`,
                  elaboration: r`$$\sin(2\pi t + 2\pi) = \sin(2\pi t)$$ en $$e^{-t - 1} = e^{-1} \cdot e^{-t}$$.`,
                  explanation: r`De sinus heeft periode $$2\pi$$.`,
                  points: 1,
                },
                {
                  correction: r`percentage berekenen`,
                  text: r`$$1 - e^{-1} \approx 0{,}63$$`,
                  elaboration: r`$$e^{-1} \approx 0{,}368$$, dus elke volgende uitwijking naar boven is $$1 - 0{,}368 \approx 63\%$$ kleiner.`,
                  explanation: r`Een groeifactor van 0,368 per periode betekent een afname van 63,2%.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Bereken exact',
          points: 3,
          minutes: 4,
          pValue: 68,
          text: r`Zodra de omhullende $$y = 4e^{-t}$$ kleiner is dan 1 mm, is het trillen niet meer te voelen.

Bereken exact vanaf welk tijdstip dat het geval is.`,
          highlights: [r`kleiner dan 1 mm`],
          tags: ['e-macht', 'logaritme'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.3' },
          tips: [r`Let op de eenheden: $$u$$ is in cm.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking in juiste eenheden`,
                  text: r`$$4e^{-t} = 0{,}1$$`,
                  elaboration: r`1 mm is 0,1 cm.`,
                  explanation: r`De omhullende is in cm gegeven.`,
                  points: 1,
                },
                {
                  correction: r`herleiden`,
                  text: r`$$e^{-t} = \tfrac{1}{40}$$`,
                  elaboration: r`$$\tfrac{0{,}1}{4} = \tfrac{1}{40}$$.`,
                  explanation: r`Eerst de e-macht vrijmaken.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$t = \ln 40$$ s`,
                  elaboration: r`$$-t = \ln\tfrac{1}{40} = -\ln 40$$, dus vanaf $$t = \ln 40 \approx 3{,}7$$ s.`,
                  explanation: r`De omhullende daalt, dus daarna blijft ze onder 1 mm.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Blusoefening`,
      introduction: r`Tijdens een blusoefening richt een brandweervrouw een kleine slang onder verschillende hoeken schuin omhoog. Het water verlaat de spuitmond steeds met dezelfde snelheid. Als $$p$$ de richtingscoëfficiënt is waarmee het water de spuitmond verlaat, dan wordt de waterstraal beschreven door

$$y_p(x) = px - \frac{(1 + p^2)x^2}{20} \quad \text{met } p > 0$$

Hierin is $$x$$ de horizontale afstand tot de spuitmond en $$y$$ de hoogte boven de spuitmond, beide in meters.`,
      questions: [
        {
          number: 5,
          type: 'Bereken exact',
          points: 5,
          minutes: 8,
          pValue: 41,
          text: r`Op de hoogte van de spuitmond komt het water op een horizontale afstand die afhangt van $$p$$.

Bereken exact de grootst mogelijke horizontale afstand op de hoogte van de spuitmond.`,
          highlights: [r`grootst mogelijke horizontale afstand`],
          tags: ['parameter', 'quotiëntregel', 'extreem'],
          domain: 'Inverse functies en parameters',
          chapters: { 'Getal & Ruimte': 'H2.3', 'Moderne Wiskunde': 'H7.4' },
          tips: [r`Los eerst $$y_p(x) = 0$$ op; je krijgt een afstand $$R(p)$$ die je daarna maximaliseert.`],
          answers: [
            {
              steps: [
                {
                  correction: r`afstand als functie van $$p$$`,
                  text: r`$$R(p) = \frac{20p}{1 + p^2}$$`,
                  elaboration: r`$$x\left(p - \frac{(1 + p^2)x}{20}\right) = 0$$ geeft $$x = 0$$ of $$x = \frac{20p}{1 + p^2}$$.`,
                  explanation: r`$$x = 0$$ is de spuitmond zelf.`,
                  points: 1,
                },
                {
                  correction: r`$$R'(p)$$ met de quotiëntregel`,
                  text: r`$$R'(p) = \frac{20(1 - p^2)}{(1 + p^2)^2}$$`,
                  elaboration: r`$$R'(p) = \frac{20(1 + p^2) - 20p \cdot 2p}{(1 + p^2)^2} = \frac{20 - 20p^2}{(1 + p^2)^2}$$.`,
                  explanation: r`De quotiëntregel staat op het formuleblad.`,
                  points: 2,
                  tips: [r`Noem de teller $$t(p) = 20p$$ en de noemer $$n(p) = 1 + p^2$$.`],
                },
                {
                  correction: r`$$R'(p) = 0$$ oplossen`,
                  text: r`$$p = 1$$`,
                  elaboration: r`$$1 - p^2 = 0$$ en $$p > 0$$ geeft $$p = 1$$; voor $$p < 1$$ is $$R' > 0$$ en voor $$p > 1$$ is $$R' < 0$$, dus een maximum.`,
                  explanation: r`Het tekenverloop van $$R'$$ bevestigt dat het om een maximum gaat.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$R(1) = 10$$ m`,
                  elaboration: r`$$R(1) = \frac{20}{2} = 10$$ m.`,
                  explanation: r`$$p = 1$$ hoort bij een hoek van 45°, zoals je uit de natuurkunde misschien kent.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken exact',
          points: 4,
          minutes: 6,
          pValue: 50,
          text: r`Een raam van een oefengebouw bevindt zich in het punt $$(8, 1)$$.

Bereken exact voor welke waarden van $$p$$ de waterstraal door dit punt gaat.`,
          highlights: [r`door het punt $$(8, 1)$$`],
          tags: ['parameter', 'abc-formule'],
          domain: 'Inverse functies en parameters',
          chapters: { 'Getal & Ruimte': 'H2.3', 'Moderne Wiskunde': 'H7.4' },
          tips: [r`Vul $$x = 8$$ en $$y = 1$$ in; je krijgt een kwadratische vergelijking in $$p$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`invullen`,
                  text: r`$$1 = 8p - 3{,}2(1 + p^2)$$`,
                  elaboration: r`$$\frac{64}{20} = 3{,}2$$.`,
                  explanation: r`Nu is $$p$$ de onbekende.`,
                  points: 1,
                },
                {
                  correction: r`herleiden tot een kwadratische vergelijking`,
                  text: r`$$16p^2 - 40p + 21 = 0$$`,
                  elaboration: r`$$3{,}2p^2 - 8p + 4{,}2 = 0$$; vermenigvuldigen met 5 geeft $$16p^2 - 40p + 21 = 0$$.`,
                  explanation: r`Gehele coëfficiënten maken de abc-formule overzichtelijk.`,
                  points: 1,
                },
                {
                  correction: r`discriminant en abc-formule`,
                  text: r`$$D = 1600 - 1344 = 256$$`,
                  elaboration: r`$$p = \frac{40 \pm 16}{32}$$.`,
                  explanation: r`$$\sqrt{256} = 16$$, dus de oplossingen zijn rationaal.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$p = \tfrac{3}{4}$$ of $$p = \tfrac{7}{4}$$`,
                  elaboration: r`$$\frac{24}{32} = \tfrac{3}{4}$$ en $$\frac{56}{32} = \tfrac{7}{4}$$.`,
                  explanation: r`Een vlakke en een steile straal kunnen allebei het raam bereiken.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 35,
          text: r`Toon aan dat geen enkele waterstraal boven de parabool $$y = 5 - \frac{x^2}{20}$$ komt.`,
          highlights: [r`boven de parabool`],
          tags: ['parameter', 'parabool', 'ongelijkheid'],
          domain: 'Inverse functies en parameters',
          chapters: { 'Getal & Ruimte': 'H2.3', 'Moderne Wiskunde': 'H9.1' },
          tips: [r`Bekijk het verschil $$5 - \frac{x^2}{20} - y_p(x)$$ en herken een kwadraat.`],
          answers: [
            {
              steps: [
                {
                  correction: r`verschil opstellen en vereenvoudigen`,
                  text: r`$$5 - \frac{x^2}{20} - y_p(x) = 5 - px + \frac{p^2x^2}{20}$$`,
                  elaboration: r`$$5 - \frac{x^2}{20} - px + \frac{x^2}{20} + \frac{p^2x^2}{20}$$; de termen $$\frac{x^2}{20}$$ vallen tegen elkaar weg.`,
                  explanation: r`Je moet laten zien dat dit verschil nooit negatief is.`,
                  points: 1,
                },
                {
                  correction: r`schrijven als kwadraat`,
                  text: r`$$\frac{(px - 10)^2}{20}$$`,
                  elaboration: r`$$\frac{(px - 10)^2}{20} = \frac{p^2x^2 - 20px + 100}{20} = \frac{p^2x^2}{20} - px + 5$$.`,
                  explanation: r`Een kwadraat is nooit negatief.`,
                  points: 2,
                  tips: [r`Vermenigvuldig het verschil met 20 en zoek een merkwaardig product.`],
                },
                {
                  correction: r`conclusie`,
                  text: r`$$y_p(x) \leq 5 - \frac{x^2}{20}$$ voor alle $$x$$ en $$p$$`,
                  elaboration: r`Omdat $$\frac{(px - 10)^2}{20} \geq 0$$, ligt elke straal op of onder de parabool.`,
                  explanation: r`De parabool heet de veiligheidsparabool: daarbuiten komt geen water.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken exact',
          points: 3,
          minutes: 4,
          pValue: 47,
          introduction: r`Elke waterstraal raakt de parabool $$y = 5 - \frac{x^2}{20}$$ in precies één punt.`,
          text: r`Bereken exact de coördinaten van het punt waar de straal met $$p = 2$$ de parabool raakt.`,
          highlights: [r`raakpunt bij $$p = 2$$`],
          tags: ['parabool', 'raaklijn', 'parameter'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H3.1', 'Moderne Wiskunde': 'H7.4' },
          dependsOn: [{ number: 7 }],
          tips: [r`Gebruik het verschil uit vraag 7: wanneer is dat precies 0?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het raakpunt hoort bij $$(px - 10)^2 = 0$$`,
                  text: r`$$px = 10$$`,
                  elaboration: r`Het verschil $$\frac{(px - 10)^2}{20}$$ is alleen 0 als $$px = 10$$.`,
                  explanation: r`Waar het verschil 0 is, hebben straal en parabool een punt gemeen.`,
                  points: 1,
                },
                {
                  correction: r`$$x$$-coördinaat`,
                  text: r`$$x = 5$$`,
                  elaboration: r`$$p = 2$$ geeft $$2x = 10$$.`,
                  explanation: r`In het algemeen ligt het raakpunt bij $$x = \frac{10}{p}$$.`,
                  points: 1,
                },
                {
                  correction: r`$$y$$-coördinaat`,
                  text: r`$$\left(5;\ 3\tfrac{3}{4}\right)$$`,
                  elaboration: r`$$y = 5 - \frac{25}{20} = 3\tfrac{3}{4}$$; controle: $$y_2(5) = 10 - \frac{5 \cdot 25}{20} = 3\tfrac{3}{4}$$.`,
                  explanation: r`Het punt ligt op beide grafieken.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Biljart`,
      introduction: r`Bij een bepaald biljartspel moet een speler bal $$A$$ zo stoten dat hij eerst tegen de band komt en daarna bal $$B$$ raakt. We gebruiken een assenstelsel met eenheden in centimeters; het speelvlak is de rechthoek met hoekpunten $$(0, 0)$$ en $$(280, 140)$$. De band waar het om gaat ligt op de lijn $$y = 140$$. Bal $$A$$ ligt in $$(40, 30)$$, bal $$B$$ in $$(200, 50)$$ en een derde bal $$C$$ in $$(150, 100)$$. We beschouwen de ballen als punten. Bij de band geldt: hoek van inval is hoek van terugkaatsing. Zie figuur 2.

![Figuur 2](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: het speelvlak met de ballen A, B en C en de band y = 140`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 110 330 190" font-family="sans-serif" font-size="11"><rect x="25" y="130" width="280" height="140" fill="#2e8b57" fill-opacity="0.25" stroke="#2e5e3e" stroke-width="3"/><text x="165" y="124" text-anchor="middle">band (y = 140)</text><circle cx="65" cy="240" r="3" fill="#fff" stroke="#000"/><text x="71" y="244">A</text><circle cx="225" cy="220" r="3" fill="#f1c40f" stroke="#000"/><text x="231" y="224">B</text><circle cx="175" cy="170" r="3" fill="#c0392b" stroke="#000"/><text x="181" y="174">C</text><text x="25" y="284" text-anchor="middle">0</text><text x="65" y="284" text-anchor="middle">40</text><text x="105" y="284" text-anchor="middle">80</text><text x="145" y="284" text-anchor="middle">120</text><text x="185" y="284" text-anchor="middle">160</text><text x="225" y="284" text-anchor="middle">200</text><text x="265" y="284" text-anchor="middle">240</text><text x="305" y="284" text-anchor="middle">280</text><text x="21" y="274" text-anchor="end">0</text><text x="21" y="234" text-anchor="end">40</text><text x="21" y="194" text-anchor="end">80</text><text x="21" y="154" text-anchor="end">120</text></svg>`,
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Teken',
          points: 3,
          minutes: 4,
          pValue: 72,
          text: r`Teken op de uitwerkbijlage het spiegelbeeld $$B'$$ van $$B$$ in de band, het punt $$R$$ waar bal $$A$$ de band moet raken en de baan van bal $$A$$ naar $$B$$.`,
          highlights: [r`spiegelbeeld $$B'$$`],
          tags: ['spiegeling', 'lijn'],
          domain: 'Meetkundige bewijzen',
          chapters: { 'Getal & Ruimte': 'H10.3', 'Moderne Wiskunde': 'H2.3' },
          appendix: {
            name: 'uitwerkbijlage9.svg',
            alt: r`Uitwerkbijlage bij vraag 9: het speelvlak met roosterlijnen en de ballen A, B en C`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 330 290" font-family="sans-serif" font-size="11"><line x1="25" y1="270" x2="25" y2="30" stroke="#e6e6e6"/><line x1="45" y1="270" x2="45" y2="30" stroke="#e6e6e6"/><line x1="65" y1="270" x2="65" y2="30" stroke="#e6e6e6"/><line x1="85" y1="270" x2="85" y2="30" stroke="#e6e6e6"/><line x1="105" y1="270" x2="105" y2="30" stroke="#e6e6e6"/><line x1="125" y1="270" x2="125" y2="30" stroke="#e6e6e6"/><line x1="145" y1="270" x2="145" y2="30" stroke="#e6e6e6"/><line x1="165" y1="270" x2="165" y2="30" stroke="#e6e6e6"/><line x1="185" y1="270" x2="185" y2="30" stroke="#e6e6e6"/><line x1="205" y1="270" x2="205" y2="30" stroke="#e6e6e6"/><line x1="225" y1="270" x2="225" y2="30" stroke="#e6e6e6"/><line x1="245" y1="270" x2="245" y2="30" stroke="#e6e6e6"/><line x1="265" y1="270" x2="265" y2="30" stroke="#e6e6e6"/><line x1="285" y1="270" x2="285" y2="30" stroke="#e6e6e6"/><line x1="305" y1="270" x2="305" y2="30" stroke="#e6e6e6"/><line x1="25" y1="270" x2="305" y2="270" stroke="#e6e6e6"/><line x1="25" y1="250" x2="305" y2="250" stroke="#e6e6e6"/><line x1="25" y1="230" x2="305" y2="230" stroke="#e6e6e6"/><line x1="25" y1="210" x2="305" y2="210" stroke="#e6e6e6"/><line x1="25" y1="190" x2="305" y2="190" stroke="#e6e6e6"/><line x1="25" y1="170" x2="305" y2="170" stroke="#e6e6e6"/><line x1="25" y1="150" x2="305" y2="150" stroke="#e6e6e6"/><line x1="25" y1="130" x2="305" y2="130" stroke="#e6e6e6"/><line x1="25" y1="110" x2="305" y2="110" stroke="#e6e6e6"/><line x1="25" y1="90" x2="305" y2="90" stroke="#e6e6e6"/><line x1="25" y1="70" x2="305" y2="70" stroke="#e6e6e6"/><line x1="25" y1="50" x2="305" y2="50" stroke="#e6e6e6"/><line x1="25" y1="30" x2="305" y2="30" stroke="#e6e6e6"/><rect x="25" y="130" width="280" height="140" fill="#2e8b57" fill-opacity="0.25" stroke="#2e5e3e" stroke-width="3"/><text x="165" y="124" text-anchor="middle">band (y = 140)</text><circle cx="65" cy="240" r="3" fill="#fff" stroke="#000"/><text x="71" y="244">A</text><circle cx="225" cy="220" r="3" fill="#f1c40f" stroke="#000"/><text x="231" y="224">B</text><circle cx="175" cy="170" r="3" fill="#c0392b" stroke="#000"/><text x="181" y="174">C</text><text x="25" y="284" text-anchor="middle">0</text><text x="65" y="284" text-anchor="middle">40</text><text x="105" y="284" text-anchor="middle">80</text><text x="145" y="284" text-anchor="middle">120</text><text x="185" y="284" text-anchor="middle">160</text><text x="225" y="284" text-anchor="middle">200</text><text x="265" y="284" text-anchor="middle">240</text><text x="305" y="284" text-anchor="middle">280</text><text x="21" y="274" text-anchor="end">0</text><text x="21" y="234" text-anchor="end">40</text><text x="21" y="194" text-anchor="end">80</text><text x="21" y="154" text-anchor="end">120</text><text x="21" y="114" text-anchor="end">160</text><text x="21" y="74" text-anchor="end">200</text><text x="21" y="34" text-anchor="end">240</text><text x="165" y="20" text-anchor="middle">uitwerkbijlage bij vraag 9</text></svg>`,
          },
          tips: [r`Het spiegelbeeld van $$B$$ ligt even ver boven de band als $$B$$ eronder ligt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$B'$$ juist getekend`,
                  text: r`$$B'(200, 230)$$`,
                  elaboration: r`$$B$$ ligt 90 cm onder de band, dus $$B'$$ ligt 90 cm erboven: $$y = 140 + 90 = 230$$.`,
                  explanation: r`Bij spiegelen in een horizontale lijn verandert alleen de $$y$$-coördinaat.`,
                  points: 0,
                },
                {
                  correction: r`$$R$$ als snijpunt van $$AB'$$ met de band`,
                  text: r`$$R$$ bij ongeveer $$(128, 140)$$`,
                  elaboration: r`Trek de lijn van $$A$$ naar $$B'$$; het snijpunt met $$y = 140$$ is $$R$$.`,
                  explanation: r`In vraag 10 wordt bewezen waarom dit het juiste punt is.`,
                  points: 0,
                },
                {
                  correction: r`baan $$A \to R \to B$$ getekend`,
                  text: r`lijnstukken $$AR$$ en $$RB$$`,
                  elaboration: r`Teken $$AR$$ en $$RB$$ als de baan van de bal.`,
                  explanation: r`Het deel $$RB'$$ buiten het speelvlak is alleen een hulplijn.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 0, 2, 0, 1, 0, 3],
              remark: r`Als $$R$$ op het oog is gekozen zonder hulplijn via $$B'$$, geen scorepunten toekennen voor de tweede en derde stap.`,
            },
          ],
        },
        {
          number: 10,
          type: 'Bewijs',
          points: 4,
          minutes: 7,
          pValue: 40,
          text: r`Bewijs dat bal $$A$$ via het punt $$R$$ uit vraag 9 volgens de regel "hoek van inval is hoek van terugkaatsing" naar bal $$B$$ gaat.`,
          highlights: [r`hoek van inval is hoek van terugkaatsing`],
          tags: ['bewijs', 'spiegeling', 'hoek'],
          domain: 'Meetkundige bewijzen',
          chapters: { 'Getal & Ruimte': 'H10.3', 'Moderne Wiskunde': 'H2.2' },
          dependsOn: [{ number: 9, appendixes: true }],
          tips: [r`Noem $$P$$ een punt op de band links van $$R$$ en $$Q$$ een punt rechts van $$R$$; vergelijk $$\angle ARP$$, $$\angle B'RQ$$ en $$\angle BRQ$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`overstaande hoeken bij $$R$$`,
                  text: r`$$\angle ARP = \angle B'RQ$$`,
                  elaboration: r`$$A$$, $$R$$ en $$B'$$ liggen op één lijn en $$P$$, $$R$$, $$Q$$ ook, dus $$\angle ARP$$ en $$\angle B'RQ$$ zijn overstaande hoeken.`,
                  explanation: r`Overstaande hoeken zijn gelijk.`,
                  points: 1,
                },
                {
                  correction: r`spiegeling behoudt hoeken`,
                  text: r`$$\angle B'RQ = \angle BRQ$$`,
                  elaboration: r`Bij spiegeling in de band gaat $$B'$$ over in $$B$$ en blijven $$R$$ en $$Q$$ op hun plaats, dus $$\angle B'RQ$$ gaat over in $$\angle BRQ$$.`,
                  explanation: r`Een spiegeling is een congruentieafbeelding.`,
                  points: 1,
                  tips: [r`Wat gebeurt er met een hoek als je de figuur spiegelt?`],
                },
                {
                  correction: r`combineren`,
                  text: r`$$\angle ARP = \angle BRQ$$`,
                  elaboration: r`Uit de vorige twee stappen volgt $$\angle ARP = \angle B'RQ = \angle BRQ$$.`,
                  explanation: r`De hoek van de inkomende baan met de band is gelijk aan die van de uitgaande baan.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`de bal kaatst in $$R$$ terug naar $$B$$`,
                  elaboration: r`Omdat in $$R$$ de hoek van inval gelijk is aan de hoek van terugkaatsing, gaat de bal na de band langs $$RB$$, dus naar bal $$B$$.`,
                  explanation: r`Het bewijs sluit af met wat gevraagd werd.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken exact',
          points: 3,
          minutes: 4,
          pValue: 64,
          text: r`Bereken exact de coördinaten van $$R$$.`,
          highlights: [r`coördinaten van $$R$$`],
          tags: ['vectorvoorstelling', 'snijpunt', 'lijn'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.1', 'Moderne Wiskunde': 'H5.2' },
          dependsOn: [{ number: 9 }],
          tips: [r`Stel een vectorvoorstelling op van de lijn door $$A$$ en $$B'$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vectorvoorstelling van $$AB'$$`,
                  text: r`$$\binom{x}{y} = \binom{40}{30} + s\binom{4}{5}$$`,
                  elaboration: r`$$\overrightarrow{AB'} = \binom{160}{200} = 40\binom{4}{5}$$.`,
                  explanation: r`Een kortere richtingsvector maakt het rekenwerk eenvoudiger.`,
                  points: 1,
                },
                {
                  correction: r`snijden met $$y = 140$$`,
                  text: r`$$s = 22$$`,
                  elaboration: r`$$30 + 5s = 140$$ geeft $$s = 22$$.`,
                  explanation: r`$$R$$ ligt op de band.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$R(128, 140)$$`,
                  elaboration: r`$$x = 40 + 4 \cdot 22 = 128$$.`,
                  explanation: r`Controle met de tekening van vraag 9.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Onderzoek',
          points: 4,
          minutes: 7,
          pValue: 37,
          introduction: r`In werkelijkheid zijn de ballen geen punten: ze hebben een diameter van 5,7 cm. Twee ballen raken elkaar als de afstand tussen hun middelpunten kleiner is dan 5,7 cm.`,
          text: r`Onderzoek of bal $$A$$ op weg van $$R$$ naar $$B$$ bal $$C$$ raakt.`,
          highlights: [r`diameter van 5,7 cm`],
          tags: ['afstand punt-lijn', 'lijn'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.1', 'Moderne Wiskunde': 'H5.4' },
          dependsOn: [{ number: 11 }],
          tips: [r`Bereken de afstand van $$C$$ tot de lijn $$RB$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking van lijn $$RB$$`,
                  text: r`$$5x + 4y = 1200$$`,
                  elaboration: r`$$\overrightarrow{RB} = \binom{72}{-90} = 18\binom{4}{-5}$$, dus normaalvector $$\binom{5}{4}$$; invullen van $$B$$: $$1000 + 200 = 1200$$.`,
                  explanation: r`Voor de afstandsformule heb je de vorm $$ax + by = c$$ nodig.`,
                  points: 1,
                },
                {
                  correction: r`afstand van $$C$$ tot $$RB$$`,
                  text: r`$$d = \frac{|750 + 400 - 1200|}{\sqrt{41}} = \frac{50}{\sqrt{41}} \approx 7{,}8$$ cm`,
                  elaboration: r`$$5 \cdot 150 + 4 \cdot 100 = 1150$$ en $$\sqrt{5^2 + 4^2} = \sqrt{41}$$.`,
                  explanation: r`Dit is de kleinste afstand tussen het middelpunt van $$C$$ en de lijn.`,
                  points: 2,
                  tips: [r`De formule staat op het formuleblad.`],
                },
                {
                  correction: r`conclusie`,
                  text: r`bal $$A$$ raakt bal $$C$$ niet`,
                  elaboration: r`$$7{,}8 > 5{,}7$$, dus de middelpunten komen nooit dichter dan 5,7 cm bij elkaar.`,
                  explanation: r`Het voetpunt van de loodlijn vanuit $$C$$ ligt tussen $$R$$ en $$B$$, dus de kleinste afstand wordt ook echt bereikt; zelfs dan raken de ballen elkaar niet.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Flitser van een camera`,
      introduction: r`Een fotocamera heeft een flitser die zijn energie haalt uit een condensator. Na het inschakelen wordt de condensator opgeladen. Voor de spanning $$U$$ over de condensator geldt

$$U(t) = 300\left(1 - e^{-0{,}5t}\right)$$

met $$U$$ in volt en $$t$$ in seconden na het inschakelen. In de tabel staan enkele waarden.

| $$t$$ (s) | 0 | 1 | 2 | 3 | 4 | 5 |
|---|---|---|---|---|---|---|
| $$U$$ (V) | 0 | 118,0 | 189,6 | 233,1 | 259,4 | 275,4 |`,
      questions: [
        {
          number: 13,
          type: 'Bereken exact',
          points: 3,
          minutes: 4,
          pValue: 70,
          text: r`De flitser is klaar voor gebruik als de spanning 90% van 300 V heeft bereikt.

Bereken exact hoeveel seconden na het inschakelen dat het geval is.`,
          highlights: [r`90% van 300 V`],
          tags: ['e-macht', 'logaritme'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.3' },
          tips: [r`90% van 300 V is 270 V.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking opstellen en herleiden`,
                  text: r`$$e^{-0{,}5t} = 0{,}1$$`,
                  elaboration: r`$$300(1 - e^{-0{,}5t}) = 270$$ geeft $$1 - e^{-0{,}5t} = 0{,}9$$.`,
                  explanation: r`Eerst de e-macht vrijmaken.`,
                  points: 1,
                },
                {
                  correction: r`logaritme nemen`,
                  text: r`$$-0{,}5t = -\ln 10$$`,
                  elaboration: r`$$\ln 0{,}1 = -\ln 10$$.`,
                  explanation: r`$$\ln$$ is de inverse van de e-macht.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$t = 2\ln 10$$ s`,
                  elaboration: r`$$t = \frac{\ln 10}{0{,}5} = 2\ln 10 \approx 4{,}6$$ s; dat past bij de tabel.`,
                  explanation: r`Een exact antwoord laat $$\ln 10$$ staan.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 63,
          text: r`Toon aan dat $$U'(t) = 0{,}5\left(300 - U(t)\right)$$.`,
          highlights: [r`$$U' = 0{,}5(300 - U)$$`],
          tags: ['afgeleide', 'e-macht'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H4.4' },
          tips: [r`Bereken $$U'(t)$$ en ook $$300 - U(t)$$ en vergelijk.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$U'(t)$$ juist`,
                  text: r`$$U'(t) = 150e^{-0{,}5t}$$`,
                  elaboration: r`$$U(t) = 300 - 300e^{-0{,}5t}$$; de afgeleide is $$-300 \cdot -0{,}5e^{-0{,}5t}$$.`,
                  explanation: r`Kettingregel voor $$e^{-0{,}5t}$$.`,
                  points: 1,
                },
                {
                  correction: r`$$300 - U(t)$$ uitwerken`,
                  text: r`$$300 - U(t) = 300e^{-0{,}5t}$$`,
                  elaboration: r`$$300 - 300 + 300e^{-0{,}5t}$$.`,
                  explanation: r`Dit is het deel van de spanning dat nog ontbreekt.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$0{,}5(300 - U(t)) = 150e^{-0{,}5t} = U'(t)$$`,
                  elaboration: r`Beide kanten zijn gelijk aan $$150e^{-0{,}5t}$$.`,
                  explanation: r`De laadsnelheid is evenredig met de spanning die nog ontbreekt; daarom gaat het laden steeds langzamer.`,
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
          pValue: 45,
          introduction: r`De energie die in de condensator is opgeslagen, is evenredig met het kwadraat van de spanning.`,
          text: r`Bereken hoeveel procent van de maximale energie 2 seconden na het inschakelen in de condensator is opgeslagen.`,
          highlights: [r`evenredig met het kwadraat`],
          tags: ['e-macht', 'evenredigheid'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.1' },
          tips: [r`De maximale energie hoort bij 300 V. Vergelijk $$U(2)^2$$ met $$300^2$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$U(2)$$ berekenen`,
                  text: r`$$U(2) = 300(1 - e^{-1}) \approx 189{,}6$$ V`,
                  elaboration: r`Zie ook de tabel.`,
                  explanation: r`Op $$t = 2$$ is de exponent $$-1$$.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de verhouding $$\left(\frac{U}{300}\right)^2$$ is`,
                  text: r`$$\left(\frac{189{,}6}{300}\right)^2$$`,
                  elaboration: r`$$E = k \cdot U^2$$, dus $$\frac{E}{E_{\max}} = \frac{U^2}{300^2}$$.`,
                  explanation: r`De evenredigheidsconstante valt weg.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer 40%`,
                  elaboration: r`$$(1 - e^{-1})^2 \approx 0{,}632^2 \approx 0{,}400$$, dus 40%.`,
                  explanation: r`Bij 63% van de spanning is pas 40% van de energie opgeslagen.`,
                  points: 1,
                },
              ],
              remark: r`Als is gerekend met $$\frac{U}{300}$$ zonder kwadraat (63%), alleen de eerste stap toekennen.`,
            },
          ],
        },
        {
          number: 16,
          type: 'Stel op',
          points: 3,
          minutes: 4,
          pValue: 56,
          text: r`Stel een formule op voor $$t$$ als functie van $$U$$, met $$0 \leq U < 300$$.`,
          highlights: [r`$$t$$ als functie van $$U$$`],
          tags: ['inverse functie', 'logaritme'],
          domain: 'Inverse functies en parameters',
          chapters: { 'Getal & Ruimte': 'H1.4', 'Moderne Wiskunde': 'H7.2' },
          dependsOn: [{ number: 13 }],
          tips: [r`Werk net als in vraag 13, maar nu met een algemene $$U$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`e-macht vrijmaken`,
                  text: r`$$e^{-0{,}5t} = 1 - \frac{U}{300}$$`,
                  elaboration: r`$$\frac{U}{300} = 1 - e^{-0{,}5t}$$.`,
                  explanation: r`Zelfde aanpak als bij een getal.`,
                  points: 1,
                },
                {
                  correction: r`logaritme nemen`,
                  text: r`$$-0{,}5t = \ln\left(1 - \frac{U}{300}\right)$$`,
                  elaboration: r`Voor $$U < 300$$ is $$1 - \frac{U}{300} > 0$$, dus de logaritme bestaat.`,
                  explanation: r`Daarom geldt de formule alleen voor $$U < 300$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$t = -2\ln\left(1 - \frac{U}{300}\right)$$`,
                  elaboration: r`Vermenigvuldig met $$-2$$. Controle: $$U = 270$$ geeft $$t = -2\ln 0{,}1 = 2\ln 10$$.`,
                  explanation: r`Dit is de inverse functie van $$U(t)$$.`,
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
