import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2023,
  term: 1,
  standardizationValue: 1.0,
  topics: [
    {
      name: r`Steentje in een autoband`,
      introduction: r`In het profiel van een autoband zit een steentje $$P$$ klem. Het wiel heeft een straal van 35 cm en we nemen aan dat het steentje precies op de buitenrand zit. Als de auto rechtuit rijdt, beschrijft het steentje een baan zoals in figuur 1. In een assenstelsel met de oorsprong $$O$$ in het punt waar het steentje de grond raakt, geldt

$$x(\theta) = 0{,}35(\theta - \sin\theta) \qquad y(\theta) = 0{,}35(1 - \cos\theta)$$

Hierin is $$\theta$$ de hoek in radialen waarover het wiel gedraaid is en zijn $$x$$ en $$y$$ in meters. De auto rijdt door een woonwijk met een constante snelheid van 5 m/s (18 km/h); dan is $$\theta = \omega t$$ met $$0{,}35\,\omega = 5$$, waarbij $$t$$ de tijd in seconden is.

![Figuur 1](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: het wiel en de baan van het steentje P`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 150" font-family="sans-serif" font-size="11"><line x1="10" y1="115" x2="335" y2="115" stroke="#555" stroke-width="2"/><polyline points="20.0,115.0 20.0,114.9 20.0,114.7 20.0,114.4 20.1,113.8 20.2,113.2 20.3,112.4 20.5,111.5 20.7,110.5 21.0,109.3 21.4,108.0 21.8,106.6 22.4,105.0 23.0,103.4 23.7,101.6 24.6,99.8 25.5,97.8 26.6,95.8 27.8,93.7 29.1,91.5 30.5,89.3 32.1,87.0 33.8,84.6 35.7,82.2 37.7,79.8 39.8,77.4 42.1,74.9 44.5,72.5 47.1,70.0 49.8,67.6 52.6,65.1 55.6,62.7 58.8,60.4 62.0,58.0 65.4,55.8 69.0,53.5 72.7,51.4 76.4,49.3 80.4,47.3 84.4,45.4 88.5,43.6 92.7,41.9 97.1,40.3 101.5,38.8 106.0,37.4 110.6,36.2 115.3,35.1 120.0,34.1 124.7,33.2 129.6,32.5 134.4,31.9 139.3,31.5 144.2,31.2 149.1,31.0 154.1,31.0 159.0,31.1 163.9,31.4 168.8,31.8 173.6,32.4 178.5,33.1 183.2,33.9 188.0,34.9 192.6,36.0 197.2,37.3 201.7,38.6 206.2,40.1 210.5,41.7 214.8,43.4 218.9,45.2 223.0,47.0 226.9,49.0 230.7,51.1 234.4,53.2 238.0,55.4 241.4,57.7 244.7,60.0 247.8,62.4 250.8,64.8 253.7,67.2 256.4,69.7 259.0,72.1 261.5,74.6 263.8,77.0 265.9,79.5 267.9,81.9 269.8,84.3 271.5,86.6 273.1,89.0 274.6,91.2 275.9,93.4 277.1,95.5 278.2,97.5 279.2,99.5 280.0,101.4 280.8,103.1 281.4,104.8 282.0,106.3 282.4,107.8 282.8,109.1 283.1,110.3 283.4,111.4 283.6,112.3 283.7,113.1 283.8,113.8 283.9,114.3 283.9,114.7 283.9,114.9 283.9,115.0 283.9,114.9 283.9,114.8 283.9,114.4 284.0,113.9 284.1,113.3 284.2,112.5 284.3,111.6 284.6,110.6 284.9,109.5 285.2,108.2 285.7,106.8 286.2,105.2 286.8,103.6" fill="none" stroke="#c0392b" stroke-width="2" stroke-dasharray="5 3"/><circle cx="116.6" cy="73.0" r="42.0" fill="none" stroke="#333" stroke-width="2"/><circle cx="116.6" cy="73.0" r="3" fill="#333"/><line x1="116.6" y1="73.0" x2="85.3" y2="45.0" stroke="#333"/><circle cx="85.3" cy="45.0" r="4" fill="#c0392b"/><text x="77.3" y="39.0" text-anchor="end" fill="#c0392b">P</text><text x="122.6" y="87.0">θ</text><text x="20" y="131">O</text><text x="151.94689145077132" y="25.0" text-anchor="middle" fill="#c0392b">baan van het steentje</text><line x1="166.6" y1="73.0" x2="196.6" y2="73.0" stroke="#1f5fbf" stroke-width="1.5" marker-end="url(#pv)"/><text x="181.6" y="67.0" text-anchor="middle" fill="#1f5fbf">5 m/s</text><defs><marker id="pv" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#1f5fbf"/></marker></defs></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Toon aan',
          points: 4,
          minutes: 5,
          pValue: 66,
          text: r`Toon aan dat het steentje bij $$\theta = \tfrac{1}{2}\pi$$ onder een hoek van 45° met de grond omhoog beweegt.`,
          highlights: [r`hoek van 45°`],
          tags: ['bewegingsvergelijking', 'snelheidsvector', 'hoek'],
          domain: 'Bewegingsvergelijkingen',
          chapters: { 'Getal & Ruimte': 'H9.4', 'Moderne Wiskunde': 'H8.2' },
          tips: [r`De bewegingsrichting wordt bepaald door de vector $$\binom{x'(\theta)}{y'(\theta)}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`afgeleiden naar $$\theta$$`,
                  text: r`$$x'(\theta) = 0{,}35(1 - \cos\theta)$$ en $$y'(\theta) = 0{,}35\sin\theta$$`,
                  elaboration: r`De afgeleide van $$\theta - \sin\theta$$ is $$1 - \cos\theta$$ en die van $$1 - \cos\theta$$ is $$\sin\theta$$.`,
                  explanation: r`Voor de richting maakt het niet uit of je naar $$\theta$$ of naar $$t$$ differentieert: dat scheelt alleen de factor $$\omega$$.`,
                  points: 1,
                },
                {
                  correction: r`invullen van $$\theta = \tfrac{1}{2}\pi$$`,
                  text: r`$$\binom{0{,}35}{0{,}35}$$`,
                  elaboration: r`$$\cos\tfrac{1}{2}\pi = 0$$ en $$\sin\tfrac{1}{2}\pi = 1$$.`,
                  explanation: r`Exacte waarden van de eenheidscirkel.`,
                  points: 1,
                },
                {
                  correction: r`richtingsvector $$\binom{1}{1}$$`,
                  text: r`richting $$\binom{1}{1}$$`,
                  elaboration: r`De horizontale en de verticale component zijn gelijk en positief.`,
                  explanation: r`Het steentje beweegt dus naar rechts en omhoog.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`hoek 45°`,
                  elaboration: r`$$\tan\alpha = \frac{0{,}35}{0{,}35} = 1$$, dus $$\alpha = 45°$$.`,
                  explanation: r`De hoek met de grond volgt uit verticale gedeeld door horizontale component.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Toon aan',
          points: 4,
          minutes: 7,
          pValue: 42,
          text: r`Toon aan dat voor de snelheid $$v$$ van het steentje, in m/s, geldt: $$v = 10\sin\left(\tfrac{1}{2}\theta\right)$$ voor $$0 \leq \theta \leq 2\pi$$.`,
          highlights: [r`$$v = 10\sin\left(\tfrac{1}{2}\theta\right)$$`],
          tags: ['snelheidsvector', 'verdubbelingsformule', 'kettingregel'],
          domain: 'Bewegingsvergelijkingen',
          chapters: { 'Getal & Ruimte': 'H9.2', 'Moderne Wiskunde': 'H3.4' },
          tips: [r`Differentieer naar $$t$$ met de kettingregel: $$\frac{dx}{dt} = \frac{dx}{d\theta} \cdot \omega$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`componenten van de snelheid naar $$t$$`,
                  text: r`$$\frac{dx}{dt} = 5(1 - \cos\theta)$$ en $$\frac{dy}{dt} = 5\sin\theta$$`,
                  elaboration: r`$$\frac{dx}{dt} = 0{,}35(1 - \cos\theta) \cdot \omega$$ en $$0{,}35\,\omega = 5$$.`,
                  explanation: r`De snelheid in m/s vraagt afgeleiden naar de tijd.`,
                  points: 1,
                },
                {
                  correction: r`$$v^2 = 25(2 - 2\cos\theta)$$`,
                  text: r`$$v^2 = 25\left((1 - \cos\theta)^2 + \sin^2\theta\right) = 25(2 - 2\cos\theta)$$`,
                  elaboration: r`$$1 - 2\cos\theta + \cos^2\theta + \sin^2\theta = 2 - 2\cos\theta$$.`,
                  explanation: r`Grondformule $$\sin^2\theta + \cos^2\theta = 1$$.`,
                  points: 1,
                  tips: [r`Werk het kwadraat uit en zoek $$\sin^2\theta + \cos^2\theta$$.`],
                },
                {
                  correction: r`gebruik van $$\cos\theta = 1 - 2\sin^2\left(\tfrac{1}{2}\theta\right)$$`,
                  text: r`$$2 - 2\cos\theta = 4\sin^2\left(\tfrac{1}{2}\theta\right)$$`,
                  elaboration: r`Verdubbelingsformule met $$t = \tfrac{1}{2}\theta$$: $$2 - 2\left(1 - 2\sin^2\tfrac{1}{2}\theta\right) = 4\sin^2\tfrac{1}{2}\theta$$.`,
                  explanation: r`Zo verdwijnt de wortel van een som.`,
                  points: 1,
                },
                {
                  correction: r`completeren met verantwoording van het teken`,
                  text: r`$$v = 10\sin\left(\tfrac{1}{2}\theta\right)$$`,
                  elaboration: r`$$v^2 = 100\sin^2\left(\tfrac{1}{2}\theta\right)$$ en voor $$0 \leq \theta \leq 2\pi$$ is $$\sin\left(\tfrac{1}{2}\theta\right) \geq 0$$, dus $$v = 10\sin\left(\tfrac{1}{2}\theta\right)$$.`,
                  explanation: r`Een snelheid is niet negatief; daarom moet je het teken van de sinus controleren.`,
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
          minutes: 6,
          pValue: 48,
          text: r`Bereken hoeveel procent van de tijd het steentje sneller beweegt dan 8 m/s.`,
          highlights: [r`sneller dan 8 m/s`],
          tags: ['goniometrische vergelijking', 'ongelijkheid'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H3.3' },
          dependsOn: [{ number: 2 }],
          tips: [r`Omdat $$\theta$$ evenredig is met $$t$$, mag je het percentage in $$\theta$$ uitrekenen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`ongelijkheid opstellen`,
                  text: r`$$\sin\left(\tfrac{1}{2}\theta\right) > 0{,}8$$`,
                  elaboration: r`$$10\sin\left(\tfrac{1}{2}\theta\right) > 8$$.`,
                  explanation: r`Gebruik het resultaat van vraag 2.`,
                  points: 1,
                },
                {
                  correction: r`grenzen berekenen`,
                  text: r`$$0{,}927 < \tfrac{1}{2}\theta < \pi - 0{,}927$$`,
                  elaboration: r`$$\arcsin(0{,}8) \approx 0{,}927$$; de tweede grens is $$\pi - 0{,}927 \approx 2{,}214$$.`,
                  explanation: r`De sinus is groter dan 0,8 rond de top bij $$\tfrac{1}{2}\pi$$.`,
                  points: 1,
                },
                {
                  correction: r`lengte van het interval in $$\theta$$`,
                  text: r`$$1{,}854 < \theta < 4{,}429$$, lengte $$\approx 2{,}574$$`,
                  elaboration: r`Verdubbel de grenzen: $$\theta$$ loopt van $$1{,}854$$ tot $$4{,}429$$.`,
                  explanation: r`Eén omwenteling komt overeen met $$0 \leq \theta \leq 2\pi$$.`,
                  points: 1,
                },
                {
                  correction: r`percentage`,
                  text: r`ongeveer 41%`,
                  elaboration: r`$$\frac{2{,}574}{2\pi} \approx 0{,}410$$, dus ongeveer 41%.`,
                  explanation: r`Het deel van de omwenteling is ook het deel van de tijd.`,
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
          minutes: 5,
          pValue: 53,
          text: r`Bereken exact de horizontale afstand die het steentje tijdens één omwenteling aflegt terwijl het hoger zit dan de as van het wiel.`,
          highlights: [r`hoger dan de as`],
          tags: ['bewegingsvergelijking', 'goniometrische vergelijking'],
          domain: 'Bewegingsvergelijkingen',
          chapters: { 'Getal & Ruimte': 'H9.3', 'Moderne Wiskunde': 'H8.1' },
          tips: [r`De as zit op hoogte 0,35 m. Voor welke $$\theta$$ is $$y(\theta) > 0{,}35$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`interval van $$\theta$$`,
                  text: r`$$\tfrac{1}{2}\pi < \theta < 1\tfrac{1}{2}\pi$$`,
                  elaboration: r`$$0{,}35(1 - \cos\theta) > 0{,}35$$ geeft $$\cos\theta < 0$$.`,
                  explanation: r`De cosinus is negatief in het tweede en derde kwadrant.`,
                  points: 1,
                },
                {
                  correction: r`$$x$$-coördinaten van de grenzen`,
                  text: r`$$x\left(\tfrac{1}{2}\pi\right) = 0{,}35\left(\tfrac{1}{2}\pi - 1\right)$$ en $$x\left(1\tfrac{1}{2}\pi\right) = 0{,}35\left(1\tfrac{1}{2}\pi + 1\right)$$`,
                  elaboration: r`$$\sin\tfrac{1}{2}\pi = 1$$ en $$\sin 1\tfrac{1}{2}\pi = -1$$.`,
                  explanation: r`Tussen deze twee posities zit het steentje boven de as.`,
                  points: 1,
                  tips: [r`Let op het teken van $$\sin 1\tfrac{1}{2}\pi$$.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$0{,}35(\pi + 2)$$ m`,
                  elaboration: r`$$0{,}35\left(1\tfrac{1}{2}\pi + 1 - \tfrac{1}{2}\pi + 1\right) = 0{,}35(\pi + 2) \approx 1{,}80$$ m.`,
                  explanation: r`Dat is meer dan de helft van de omtrek $$0{,}7\pi \approx 2{,}20$$ m: bovenin beweegt het steentje snel vooruit.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Zicht in een zandwinplas`,
      introduction: r`Duikers weten dat het onder water snel donkerder wordt. In een heldere zandwinplas wordt de hoeveelheid licht op diepte $$d$$ meter beschreven door

$$L(d) = 100 \cdot e^{-0{,}25d}$$

Hierin is $$L$$ de hoeveelheid licht als percentage van de hoeveelheid licht net onder het wateroppervlak.`,
      questions: [
        {
          number: 5,
          type: 'Bereken exact',
          points: 3,
          minutes: 4,
          pValue: 74,
          text: r`Bereken exact op welke diepte nog 10% van het licht over is.`,
          highlights: [r`nog 10% van het licht`],
          tags: ['e-macht', 'logaritme'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.3' },
          tips: [r`Los $$100 \cdot e^{-0{,}25d} = 10$$ op met de natuurlijke logaritme.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking opstellen en herleiden`,
                  text: r`$$e^{-0{,}25d} = 0{,}1$$`,
                  elaboration: r`Delen door 100.`,
                  explanation: r`Eerst de e-macht vrijmaken.`,
                  points: 1,
                },
                {
                  correction: r`logaritme nemen`,
                  text: r`$$-0{,}25d = \ln 0{,}1 = -\ln 10$$`,
                  elaboration: r`$$\ln\tfrac{1}{10} = -\ln 10$$.`,
                  explanation: r`$$\ln$$ is de inverse van de e-macht.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$d = 4\ln 10$$ m`,
                  elaboration: r`$$d = \frac{\ln 10}{0{,}25} = 4\ln 10 \approx 9{,}2$$ m.`,
                  explanation: r`Een exact antwoord laat $$\ln 10$$ staan.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 62,
          text: r`Toon aan dat de hoeveelheid licht steeds halveert als je $$4\ln 2$$ meter (ongeveer 2,8 meter) dieper gaat.`,
          highlights: [r`halveert`],
          tags: ['halveringstijd', 'e-macht'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.1' },
          tips: [r`Vergelijk $$L(d + 4\ln 2)$$ met $$L(d)$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$L(d + 4\ln 2)$$ opschrijven`,
                  text: r`$$L(d + 4\ln 2) = 100 \cdot e^{-0{,}25d} \cdot e^{-\ln 2}$$`,
                  elaboration: r`$$e^{-0{,}25(d + 4\ln 2)} = e^{-0{,}25d - \ln 2} = e^{-0{,}25d} \cdot e^{-\ln 2}$$.`,
                  explanation: r`Rekenregel voor machten: $$e^{a + b} = e^{a} \cdot e^{b}$$.`,
                  points: 1,
                },
                {
                  correction: r`$$e^{-\ln 2} = \tfrac{1}{2}$$`,
                  text: r`$$e^{-\ln 2} = \tfrac{1}{2}$$`,
                  elaboration: r`$$e^{-\ln 2} = e^{\ln(1/2)} = \tfrac{1}{2}$$.`,
                  explanation: r`$$e^{\ln a} = a$$.`,
                  points: 1,
                },
                {
                  correction: r`conclusie voor elke $$d$$`,
                  text: r`$$L(d + 4\ln 2) = \tfrac{1}{2}L(d)$$`,
                  elaboration: r`Dit geldt voor elke diepte $$d$$, dus elke $$4\ln 2 \approx 2{,}8$$ m halveert de hoeveelheid licht.`,
                  explanation: r`Bij exponentiële afname is de halveringsafstand constant.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken exact',
          points: 4,
          minutes: 6,
          pValue: 44,
          text: r`In een troebele plas geldt $$L_2(d) = 100 \cdot e^{-0{,}6d}$$. Waterplanten hebben minstens 1% van het licht nodig om te kunnen groeien.

Bereken exact hoeveel meter dieper waterplanten in de heldere plas kunnen groeien dan in de troebele plas. Schrijf je antwoord in de vorm $$a\ln 10$$.`,
          highlights: [r`minstens 1% van het licht`],
          tags: ['e-macht', 'logaritme', 'ongelijkheid'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H4.2' },
          tips: [r`Bereken voor beide plassen de diepte waarop nog precies 1% licht over is en gebruik $$\ln 100 = 2\ln 10$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`grensdiepte in de heldere plas`,
                  text: r`$$d_1 = \frac{\ln 100}{0{,}25} = 8\ln 10$$`,
                  elaboration: r`$$e^{-0{,}25d} = 0{,}01$$ geeft $$0{,}25d = \ln 100 = 2\ln 10$$.`,
                  explanation: r`Dieper dan deze grens is er te weinig licht.`,
                  points: 1,
                },
                {
                  correction: r`grensdiepte in de troebele plas`,
                  text: r`$$d_2 = \frac{\ln 100}{0{,}6} = \tfrac{10}{3}\ln 10$$`,
                  elaboration: r`$$e^{-0{,}6d} = 0{,}01$$ geeft $$0{,}6d = 2\ln 10$$, dus $$d = \frac{2}{0{,}6}\ln 10 = \tfrac{10}{3}\ln 10$$.`,
                  explanation: r`Zelfde aanpak, andere exponent.`,
                  points: 1,
                  tips: [r`$$\frac{2}{0{,}6} = \frac{20}{6}$$.`],
                },
                {
                  correction: r`verschil berekenen`,
                  text: r`$$8\ln 10 - \tfrac{10}{3}\ln 10$$`,
                  elaboration: r`$$8 - \tfrac{10}{3} = \tfrac{24}{3} - \tfrac{10}{3} = \tfrac{14}{3}$$.`,
                  explanation: r`Beide dieptes bevatten de factor $$\ln 10$$, dus je kunt ze direct van elkaar aftrekken.`,
                  points: 1,
                },
                {
                  correction: r`antwoord in de gevraagde vorm`,
                  text: r`$$\tfrac{14}{3}\ln 10$$ m`,
                  elaboration: r`Ongeveer 10,7 m dieper.`,
                  explanation: r`Een exact antwoord in de vorm $$a\ln 10$$ met $$a = \tfrac{14}{3}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Stel op',
          points: 4,
          minutes: 6,
          pValue: 50,
          introduction: r`In een derde plas meet een duikteam de hoeveelheid licht op verschillende diepten. De resultaten staan in de tabel.

| $$d$$ (m) | 0 | 2 | 4 | 6 | 8 |
|---|---|---|---|---|---|
| $$L$$ (%) | 100 | 55 | 30 | 16,5 | 9,1 |`,
          text: r`Stel een formule op van de vorm $$L = 100 \cdot e^{-kd}$$ die bij deze meetresultaten past. Rond $$k$$ af op twee decimalen.`,
          highlights: [r`$$L = 100 \cdot e^{-kd}$$`],
          tags: ['e-macht', 'groeifactor', 'logaritme'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.1', 'Moderne Wiskunde': 'H4.1' },
          tips: [r`Bereken eerst de groeifactor per 2 meter en daarna per meter.`],
          answers: [
            {
              steps: [
                {
                  correction: r`groeifactor per 2 meter`,
                  text: r`ongeveer 0,55`,
                  elaboration: r`$$\tfrac{55}{100} = 0{,}55$$, $$\tfrac{30}{55} \approx 0{,}545$$, $$\tfrac{16{,}5}{30} = 0{,}55$$ en $$\tfrac{9{,}1}{16{,}5} \approx 0{,}552$$.`,
                  explanation: r`Bij exponentiële afname zijn de quotiënten van opeenvolgende waarden (bij gelijke stappen) constant.`,
                  points: 1,
                },
                {
                  correction: r`groeifactor per meter`,
                  text: r`$$g = \sqrt{0{,}55} \approx 0{,}742$$`,
                  elaboration: r`Twee stappen van 1 meter geven samen de factor 0,55, dus $$g^2 = 0{,}55$$.`,
                  explanation: r`Van een factor per 2 meter naar een factor per meter neem je de wortel.`,
                  points: 1,
                },
                {
                  correction: r`$$k$$ berekenen`,
                  text: r`$$k = -\ln 0{,}742 \approx 0{,}30$$`,
                  elaboration: r`$$e^{-k} = 0{,}742$$ geeft $$k = -\ln(0{,}742) \approx 0{,}299$$.`,
                  explanation: r`De groeifactor per meter is $$e^{-k}$$.`,
                  points: 1,
                  tips: [r`Welke waarde van $$k$$ hoort bij $$e^{-k} = g$$?`],
                },
                {
                  correction: r`formule`,
                  text: r`$$L = 100 \cdot e^{-0{,}30d}$$`,
                  elaboration: r`Met $$k \approx 0{,}30$$.`,
                  explanation: r`Controle: $$100 \cdot e^{-0{,}30 \cdot 8} \approx 9{,}1$$.`,
                  points: 1,
                },
              ],
              remark: r`Een oplossing via $$k = -\frac{\ln(9{,}1/100)}{8} \approx 0{,}30$$ of via de helling van $$\ln L$$ tegen $$d$$ ook goed rekenen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Stopafstand in de mist`,
      introduction: r`Als een automobilist een obstakel ziet, rijdt hij eerst nog even door tijdens zijn reactietijd en remt hij daarna tot stilstand. Voor de totale stopafstand $$s$$ in meters op een droge weg geldt bij benadering

$$s = 0{,}3v + 0{,}005v^2$$

waarbij $$v$$ de snelheid in km/h is. De term $$0{,}3v$$ is de reactieafstand en $$0{,}005v^2$$ is de remweg.`,
      questions: [
        {
          number: 9,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 71,
          text: r`Leg uit dat de term $$0{,}3v$$ past bij een reactietijd van 1,08 seconde.`,
          highlights: [r`reactietijd van 1,08 seconde`],
          tags: ['formule', 'eenheden'],
          domain: 'Standaardfuncties en transformaties',
          chapters: { 'Getal & Ruimte': 'H1.1', 'Moderne Wiskunde': 'H7.1' },
          tips: [r`Reken de snelheid eerst om naar meter per seconde.`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van km/h naar m/s`,
                  text: r`$$v$$ km/h $$= \frac{v}{3{,}6}$$ m/s`,
                  elaboration: r`1 km/h is $$\tfrac{1000}{3600} = \tfrac{1}{3{,}6}$$ m/s.`,
                  explanation: r`De reactieafstand is snelheid maal reactietijd, in gelijke eenheden.`,
                  points: 1,
                },
                {
                  correction: r`reactieafstand berekenen`,
                  text: r`$$1{,}08 \cdot \frac{v}{3{,}6} = 0{,}3v$$`,
                  elaboration: r`$$\frac{1{,}08}{3{,}6} = 0{,}3$$.`,
                  explanation: r`Tijdens de reactietijd rijdt de auto met constante snelheid door.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Stel op',
          points: 4,
          minutes: 6,
          pValue: 46,
          text: r`Stel een formule op waarmee je $$v$$ direct kunt berekenen als $$s$$ gegeven is. Schrijf je antwoord in de vorm $$v = a + \sqrt{b + cs}$$.`,
          highlights: [r`$$v$$ uitdrukken in $$s$$`],
          tags: ['inverse functie', 'wortelfunctie', 'abc-formule'],
          domain: 'Inverse functies en parameters',
          chapters: { 'Getal & Ruimte': 'H1.4', 'Moderne Wiskunde': 'H7.2' },
          tips: [r`Beschouw $$0{,}005v^2 + 0{,}3v - s = 0$$ als kwadratische vergelijking in $$v$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`herleiden tot een kwadratische vergelijking in $$v$$`,
                  text: r`$$v^2 + 60v - 200s = 0$$`,
                  elaboration: r`Vermenigvuldig $$0{,}005v^2 + 0{,}3v - s = 0$$ met 200.`,
                  explanation: r`Met coëfficiënt 1 voor $$v^2$$ wordt de abc-formule overzichtelijker.`,
                  points: 1,
                },
                {
                  correction: r`abc-formule toepassen`,
                  text: r`$$v = \frac{-60 \pm \sqrt{3600 + 800s}}{2}$$`,
                  elaboration: r`$$D = 60^2 - 4 \cdot 1 \cdot -200s = 3600 + 800s$$.`,
                  explanation: r`Hier speelt $$s$$ de rol van een constante.`,
                  points: 1,
                },
                {
                  correction: r`vereenvoudigen van de wortel`,
                  text: r`$$\sqrt{3600 + 800s} = 2\sqrt{900 + 200s}$$`,
                  elaboration: r`$$3600 + 800s = 4(900 + 200s)$$.`,
                  explanation: r`Zo kun je door 2 delen.`,
                  points: 1,
                  tips: [r`Haal de factor 4 onder het wortelteken vandaan.`],
                },
                {
                  correction: r`juiste oplossing kiezen`,
                  text: r`$$v = -30 + \sqrt{900 + 200s}$$`,
                  elaboration: r`De oplossing met het minteken is negatief en vervalt.`,
                  explanation: r`Een snelheid is positief.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`herleiden tot $$v^2 + 60v = 200s$$`,
                  text: r`$$v^2 + 60v = 200s$$`,
                  elaboration: r`Vermenigvuldig de formule met 200.`,
                  explanation: r`Voorbereiding op kwadraatafsplitsen.`,
                  points: 1,
                },
                {
                  correction: r`kwadraat afsplitsen`,
                  text: r`$$(v + 30)^2 - 900 = 200s$$`,
                  elaboration: r`$$v^2 + 60v = (v + 30)^2 - 900$$.`,
                  explanation: r`Na afsplitsen komt $$v$$ nog maar één keer voor.`,
                  points: 1,
                },
                {
                  correction: r`worteltrekken`,
                  text: r`$$v + 30 = \sqrt{900 + 200s}$$`,
                  elaboration: r`$$(v + 30)^2 = 900 + 200s$$ en $$v + 30 > 0$$.`,
                  explanation: r`Alleen de positieve wortel is zinvol.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$v = -30 + \sqrt{900 + 200s}$$`,
                  elaboration: r`Trek 30 af.`,
                  explanation: r`Dit is de inverse functie van $$s(v)$$ voor $$v \geq 0$$.`,
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
          pValue: 58,
          introduction: r`Bij mist moet een automobilist binnen zijn zichtafstand tot stilstand kunnen komen. Op een ochtend is het zicht op de snelweg 60 meter.`,
          text: r`Bereken de maximale snelheid in hele km/h waarmee een automobilist die ochtend veilig kan rijden.`,
          highlights: [r`zicht 60 meter`],
          tags: ['inverse functie', 'wortelfunctie'],
          domain: 'Vergelijkingen en ongelijkheden',
          chapters: { 'Getal & Ruimte': 'H2.1', 'Moderne Wiskunde': 'H7.3' },
          dependsOn: [{ number: 10 }],
          tips: [r`Vul $$s = 60$$ in de formule uit vraag 10 in.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$s = 60$$ invullen`,
                  text: r`$$v = -30 + \sqrt{900 + 12\,000}$$`,
                  elaboration: r`$$200 \cdot 60 = 12\,000$$.`,
                  explanation: r`De stopafstand mag hoogstens de zichtafstand zijn.`,
                  points: 1,
                },
                {
                  correction: r`berekenen`,
                  text: r`$$v \approx 83{,}6$$ km/h`,
                  elaboration: r`$$\sqrt{12\,900} \approx 113{,}6$$, dus $$v \approx 83{,}6$$.`,
                  explanation: r`Bij deze snelheid is de stopafstand precies 60 m.`,
                  points: 1,
                },
                {
                  correction: r`afronden naar beneden`,
                  text: r`83 km/h`,
                  elaboration: r`Bij 84 km/h is de stopafstand groter dan 60 m.`,
                  explanation: r`Hier moet je naar beneden afronden, anders is het niet veilig.`,
                  points: 1,
                },
              ],
              remark: r`Als 84 km/h is geantwoord, de laatste stap niet toekennen.`,
            },
          ],
        },
        {
          number: 12,
          type: 'Beredeneer',
          points: 3,
          minutes: 4,
          pValue: 55,
          text: r`Iemand beweert: "Als je twee keer zo hard rijdt, wordt je stopafstand twee keer zo groot."

Beredeneer met behulp van de formule dat de stopafstand bij een twee keer zo grote snelheid meer dan twee keer zo groot wordt.`,
          highlights: [r`twee keer zo hard`],
          tags: ['formule', 'kwadratische functie'],
          domain: 'Standaardfuncties en transformaties',
          chapters: { 'Getal & Ruimte': 'H1.2', 'Moderne Wiskunde': 'H7.1' },
          tips: [r`Vergelijk $$s(2v)$$ met $$2 \cdot s(v)$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$s(2v)$$ uitwerken`,
                  text: r`$$s(2v) = 0{,}6v + 0{,}02v^2$$`,
                  elaboration: r`$$0{,}3 \cdot 2v + 0{,}005 \cdot (2v)^2 = 0{,}6v + 0{,}02v^2$$.`,
                  explanation: r`De remweg bevat een kwadraat, dus die wordt vier keer zo groot.`,
                  points: 0,
                },
                {
                  correction: r`vergelijken met $$2 \cdot s(v)$$`,
                  text: r`$$s(2v) = 2s(v) + 0{,}01v^2$$`,
                  elaboration: r`$$2s(v) = 0{,}6v + 0{,}01v^2$$, dus het verschil is $$0{,}01v^2$$.`,
                  explanation: r`Het verschil komt volledig van de remweg.`,
                  points: 0,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$s(2v) > 2s(v)$$ voor $$v > 0$$`,
                  elaboration: r`$$0{,}01v^2 > 0$$ voor elke snelheid $$v > 0$$, dus de bewering klopt niet: de stopafstand wordt meer dan twee keer zo groot.`,
                  explanation: r`Een beredeneervraag sluit af met een conclusie die algemeen geldt, niet met één voorbeeld.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 0, 2, 0, 1, 0, 3],
              remark: r`Als alleen met een getallenvoorbeeld is gewerkt (bijvoorbeeld 50 en 100 km/h), ten hoogste 1 scorepunt toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Kijkhoek op het doel`,
      introduction: r`Een voetballer loopt met de bal langs een rechte lijn die loodrecht op de doellijn staat, 10 meter naast de dichtstbijzijnde doelpaal. Voor het gemak nemen we aan dat het doel 7 meter breed is. In een assenstelsel met eenheden in meters ligt de doellijn op de $$x$$-as, staan de doelpalen in $$A(10, 0)$$ en $$B(17, 0)$$ en loopt de speler langs de $$y$$-as. De speler is in punt $$S(0, y)$$ met $$y > 0$$. De hoek $$\varphi = \angle ASB$$ is de hoek waaronder de speler het doel ziet. Zie figuur 2.

![Figuur 2](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: de doelpalen A en B, de looplijn van de speler, punt S en de cirkel c door A en B die de looplijn in S raakt`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 280" font-family="sans-serif" font-size="11"><rect x="14" y="26" width="256" height="224" fill="#e3f1e0"/><line x1="14" y1="250" x2="270" y2="250" stroke="#333" stroke-width="2"/><text x="262" y="264" text-anchor="end">doellijn</text><line x1="30" y1="250" x2="30" y2="34" stroke="#555" stroke-dasharray="5 4"/><text x="34" y="44">looplijn</text><circle cx="138.0" cy="145.7" r="108.0" fill="none" stroke="#1f5fbf" stroke-dasharray="3 3"/><line x1="110" y1="250" x2="166" y2="250" stroke="#fff" stroke-width="4"/><circle cx="110" cy="250" r="3.5" fill="#000"/><circle cx="166" cy="250" r="3.5" fill="#000"/><text x="110" y="265" text-anchor="middle">A</text><text x="166" y="265" text-anchor="middle">B</text><text x="26" y="265" text-anchor="end">O</text><circle cx="30" cy="145.7" r="4" fill="#c0392b"/><text x="24" y="149.7" text-anchor="end" fill="#c0392b">S</text><line x1="30" y1="145.7" x2="110" y2="250" stroke="#c0392b"/><line x1="30" y1="145.7" x2="166" y2="250" stroke="#c0392b"/><text x="50.8" y="164.9" fill="#c0392b">φ</text><text x="206" y="74" fill="#1f5fbf">cirkel c</text></svg>`,
        },
      ],
      questions: [
        {
          number: 13,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 70,
          text: r`Toon aan dat $$\varphi = \arctan\left(\frac{17}{y}\right) - \arctan\left(\frac{10}{y}\right)$$.`,
          highlights: [r`kijkhoek $$\varphi$$`],
          tags: ['goniometrie', 'hoek'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H5.1', 'Moderne Wiskunde': 'H3.1' },
          tips: [r`Bekijk de rechthoekige driehoeken $$OSA$$ en $$OSB$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\tan\angle OSB = \frac{17}{y}$$`,
                  text: r`$$\angle OSB = \arctan\frac{17}{y}$$`,
                  elaboration: r`In de rechthoekige driehoek $$OSB$$ is $$OB = 17$$ de overstaande en $$OS = y$$ de aanliggende zijde van $$\angle OSB$$.`,
                  explanation: r`De hoek bij $$O$$ is recht, want de looplijn staat loodrecht op de doellijn.`,
                  points: 1,
                },
                {
                  correction: r`$$\tan\angle OSA = \frac{10}{y}$$`,
                  text: r`$$\angle OSA = \arctan\frac{10}{y}$$`,
                  elaboration: r`Op dezelfde manier in driehoek $$OSA$$ met $$OA = 10$$.`,
                  explanation: r`Beide hoeken worden vanaf de looplijn gemeten.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$\varphi = \angle OSB - \angle OSA$$`,
                  elaboration: r`$$A$$ ligt tussen $$O$$ en $$B$$, dus $$\angle ASB = \angle OSB - \angle OSA$$.`,
                  explanation: r`De kijkhoek is het verschil van de twee hoeken.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Bereken',
          points: 4,
          minutes: 5,
          pValue: 57,
          text: r`Bereken de grootste kijkhoek in graden, afgerond op één decimaal, en de bijbehorende afstand van $$S$$ tot de doellijn in meters, afgerond op één decimaal.`,
          highlights: [r`grootste kijkhoek`],
          tags: ['extreem', 'hoek'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H3.4', 'Moderne Wiskunde': 'H1.4' },
          dependsOn: [{ number: 13 }],
          tips: [r`Gebruik de optie maximum van de GR; let erop of de GR in radialen of graden staat.`],
          answers: [
            {
              steps: [
                {
                  correction: r`formule invoeren in de GR`,
                  text: r`$$y_1 = \arctan(17/x) - \arctan(10/x)$$`,
                  elaboration: r`Kies bijvoorbeeld een venster met $$0 < x \leq 40$$.`,
                  explanation: r`De kijkhoek is klein dicht bij de doellijn en ver weg; ertussen ligt een maximum.`,
                  points: 1,
                },
                {
                  correction: r`maximum bepalen`,
                  text: r`$$y \approx 13{,}04$$`,
                  elaboration: r`De optie maximum geeft $$x \approx 13{,}04$$.`,
                  explanation: r`Dit is de afstand $$OS$$ met de grootste kijkhoek.`,
                  points: 1,
                },
                {
                  correction: r`maximale hoek`,
                  text: r`$$\varphi \approx 0{,}2623$$ rad $$\approx 15{,}0°$$`,
                  elaboration: r`$$0{,}2623 \cdot \tfrac{180}{\pi} \approx 15{,}0°$$.`,
                  explanation: r`De GR rekent in radialen tenzij je hem op graden zet.`,
                  points: 1,
                },
                {
                  correction: r`conclusie met afronding`,
                  text: r`15,0° bij $$OS \approx 13{,}0$$ m`,
                  elaboration: r`De grootste kijkhoek is ongeveer 15,0° op 13,0 m van de doellijn.`,
                  explanation: r`Beide gevraagde getallen op één decimaal.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Bewijs',
          points: 4,
          minutes: 7,
          pValue: 34,
          text: r`In figuur 2 is ook de cirkel $$c$$ getekend die door $$A$$ en $$B$$ gaat en de looplijn raakt in $$S$$.

Bewijs dat dan geldt: $$OS^2 = OA \cdot OB$$.`,
          highlights: [r`$$OS^2 = OA \cdot OB$$`],
          tags: ['bewijs', 'cirkel', 'gelijkvormigheid', 'raaklijn aan cirkel'],
          domain: 'Meetkundige bewijzen',
          chapters: { 'Getal & Ruimte': 'H10.1', 'Moderne Wiskunde': 'H2.1' },
          tips: [r`Gebruik de stelling over de hoek tussen een raaklijn en een koorde en zoek twee gelijkvormige driehoeken.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\angle OSA = \angle SBA$$ (hoek tussen raaklijn en koorde)`,
                  text: r`$$\angle OSA = \angle SBO$$`,
                  elaboration: r`De hoek tussen de raaklijn $$OS$$ en de koorde $$SA$$ is gelijk aan de omtrekshoek $$\angle SBA$$ op dezelfde boog $$SA$$.`,
                  explanation: r`Dit is de stelling van de hoek tussen koorde en raaklijn.`,
                  points: 1,
                  tips: [r`Welke omtrekshoek staat op de boog $$SA$$?`],
                },
                {
                  correction: r`gemeenschappelijke hoek bij $$O$$`,
                  text: r`$$\angle SOA = \angle BOS$$`,
                  elaboration: r`Beide driehoeken $$OSA$$ en $$OBS$$ hebben de hoek bij $$O$$ gemeen.`,
                  explanation: r`$$A$$ en $$B$$ liggen aan dezelfde kant van $$O$$ op de doellijn.`,
                  points: 1,
                },
                {
                  correction: r`gelijkvormigheid van de driehoeken`,
                  text: r`$$\triangle OSA \sim \triangle OBS$$ (hh)`,
                  elaboration: r`Twee paren gelijke hoeken geven gelijkvormigheid, met $$O \leftrightarrow O$$, $$S \leftrightarrow B$$, $$A \leftrightarrow S$$.`,
                  explanation: r`Let op de juiste volgorde van de hoekpunten.`,
                  points: 1,
                },
                {
                  correction: r`verhoudingen en conclusie`,
                  text: r`$$\frac{OS}{OB} = \frac{OA}{OS}$$, dus $$OS^2 = OA \cdot OB$$`,
                  elaboration: r`Uit de gelijkvormigheid volgt de evenredigheid; kruiselings vermenigvuldigen geeft het gevraagde.`,
                  explanation: r`Hier geldt $$OS^2 = 10 \cdot 17 = 170$$, dus $$OS = \sqrt{170} \approx 13{,}04$$, in overeenstemming met vraag 14.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 16,
          type: 'Beredeneer',
          points: 3,
          minutes: 5,
          pValue: 36,
          text: r`Beredeneer met behulp van cirkel $$c$$ dat de kijkhoek in $$S$$ groter is dan in elk ander punt van de looplijn.`,
          highlights: [r`groter dan in elk ander punt`],
          tags: ['bewijs', 'cirkel', 'omtrekshoek'],
          domain: 'Meetkundige bewijzen',
          chapters: { 'Getal & Ruimte': 'H10.1', 'Moderne Wiskunde': 'H2.3' },
          dependsOn: [{ number: 15 }],
          tips: [r`Waar liggen de andere punten van de looplijn ten opzichte van de cirkel?`],
          answers: [
            {
              steps: [
                {
                  correction: r`andere punten van de looplijn liggen buiten $$c$$`,
                  text: r`elk punt $$T \neq S$$ op de looplijn ligt buiten $$c$$`,
                  elaboration: r`De looplijn raakt $$c$$ in $$S$$, dus alle andere punten van de lijn liggen buiten de cirkel.`,
                  explanation: r`Een raaklijn heeft precies één punt met de cirkel gemeen.`,
                  points: 1,
                },
                {
                  correction: r`hoek in een punt op de cirkel`,
                  text: r`$$\angle AT'B = \angle ASB$$ voor $$T'$$ op de boog`,
                  elaboration: r`Lijnstuk $$TB$$ snijdt $$c$$ in een punt $$T'$$ op dezelfde boog als $$S$$; omtrekshoeken op koorde $$AB$$ zijn gelijk, dus $$\angle AT'B = \angle ASB$$.`,
                  explanation: r`Alle punten van dezelfde boog zien $$AB$$ onder dezelfde hoek.`,
                  points: 1,
                },
                {
                  correction: r`vergelijken en conclusie`,
                  text: r`$$\angle ATB < \angle AT'B = \varphi_S$$`,
                  elaboration: r`In driehoek $$ATT'$$ is $$\angle AT'B$$ een buitenhoek, dus groter dan $$\angle ATT' = \angle ATB$$. Daarom is de kijkhoek in $$T$$ kleiner dan in $$S$$.`,
                  explanation: r`Een buitenhoek van een driehoek is gelijk aan de som van de twee niet-aanliggende binnenhoeken.`,
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
