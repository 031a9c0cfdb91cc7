import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2022,
  term: 2,
  standardizationValue: 1.2,
  topics: [
    {
      name: r`Draaiende theekopjes`,
      introduction: r`Op de kermis staat een attractie met grote theekopjes. Een rond plateau draait om zijn middelpunt $$O$$ en op het plateau draaien de kopjes ook nog om hun eigen middelpunt. In een assenstelsel met $$O$$ als oorsprong wordt de plaats van een stoeltje $$K$$ beschreven door

$$x(t) = 6\cos(0{,}2t) + 2\cos(0{,}6t) \qquad y(t) = 6\sin(0{,}2t) + 2\sin(0{,}6t)$$

met $$x$$ en $$y$$ in meters en $$t$$ de tijd in seconden. In figuur 1 is de baan van $$K$$ getekend.

![Figuur 1](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: de baan van het stoeltje K op het draaiende plateau`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" font-family="sans-serif" font-size="11"><circle cx="150" cy="150" r="126" fill="#f4efe6" stroke="#b59b6b"/><line x1="10" y1="150" x2="290" y2="150" stroke="#999"/><line x1="150" y1="290" x2="150" y2="10" stroke="#999"/><text x="286" y="144" text-anchor="end">x</text><text x="156" y="20">y</text><text x="144" y="164" text-anchor="end">O</text><polyline points="262.0,150.0 261.7,143.4 261.0,136.9 259.7,130.4 257.9,124.1 255.7,118.1 253.0,112.2 249.9,106.6 246.3,101.4 242.5,96.5 238.3,92.0 233.9,87.9 229.2,84.2 224.4,81.0 219.4,78.2 214.4,75.9 209.3,74.0 204.2,72.6 199.2,71.6 194.3,71.0 189.6,70.8 185.0,71.0 180.7,71.5 176.6,72.3 172.7,73.4 169.2,74.7 166.0,76.2 163.1,77.8 160.5,79.5 158.2,81.3 156.3,83.1 154.6,84.9 153.3,86.6 152.2,88.2 151.4,89.6 150.8,90.9 150.4,92.0 150.2,92.9 150.1,93.5 150.0,93.9 150.0,94.0 150.0,93.9 149.9,93.5 149.8,92.9 149.6,92.0 149.2,90.9 148.6,89.6 147.8,88.2 146.7,86.6 145.4,84.9 143.7,83.1 141.8,81.3 139.5,79.5 136.9,77.8 134.0,76.2 130.8,74.7 127.3,73.4 123.4,72.3 119.3,71.5 115.0,71.0 110.4,70.8 105.7,71.0 100.8,71.6 95.8,72.6 90.7,74.0 85.6,75.9 80.6,78.2 75.6,81.0 70.8,84.2 66.1,87.9 61.7,92.0 57.5,96.5 53.7,101.4 50.1,106.6 47.0,112.2 44.3,118.1 42.1,124.1 40.3,130.4 39.0,136.9 38.3,143.4 38.0,150.0 38.3,156.6 39.0,163.1 40.3,169.6 42.1,175.9 44.3,181.9 47.0,187.8 50.1,193.4 53.7,198.6 57.5,203.5 61.7,208.0 66.1,212.1 70.8,215.8 75.6,219.0 80.6,221.8 85.6,224.1 90.7,226.0 95.8,227.4 100.8,228.4 105.7,229.0 110.4,229.2 115.0,229.0 119.3,228.5 123.4,227.7 127.3,226.6 130.8,225.3 134.0,223.8 136.9,222.2 139.5,220.5 141.8,218.7 143.7,216.9 145.4,215.1 146.7,213.4 147.8,211.8 148.6,210.4 149.2,209.1 149.6,208.0 149.8,207.1 149.9,206.5 150.0,206.1 150.0,206.0 150.0,206.1 150.1,206.5 150.2,207.1 150.4,208.0 150.8,209.1 151.4,210.4 152.2,211.8 153.3,213.4 154.6,215.1 156.3,216.9 158.2,218.7 160.5,220.5 163.1,222.2 166.0,223.8 169.2,225.3 172.7,226.6 176.6,227.7 180.7,228.5 185.0,229.0 189.6,229.2 194.3,229.0 199.2,228.4 204.2,227.4 209.3,226.0 214.4,224.1 219.4,221.8 224.4,219.0 229.2,215.8 233.9,212.1 238.3,208.0 242.5,203.5 246.3,198.6 249.9,193.4 253.0,187.8 255.7,181.9 257.9,175.9 259.7,169.6 261.0,163.1 261.7,156.6 262.0,150.0" fill="none" stroke="#c0392b" stroke-width="2"/><circle cx="262" cy="150" r="4" fill="#c0392b"/><text x="258" y="142" text-anchor="end" fill="#c0392b">K (t = 0)</text><text x="164" y="108">(0, 4)</text><circle cx="150" cy="94" r="2.5" fill="#333"/><text x="266" y="166">8</text><text x="36" y="166" text-anchor="end">−8</text><text x="20" y="285" fill="#b59b6b">draaiend plateau</text></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 52,
          text: r`Toon aan dat voor de afstand $$d$$ van $$K$$ tot $$O$$ geldt: $$d^2 = 40 + 24\cos(0{,}4t)$$.`,
          highlights: [r`$$d^2 = 40 + 24\cos(0{,}4t)$$`],
          tags: ['bewegingsvergelijking', 'somformule'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H9.1', 'Moderne Wiskunde': 'H3.4' },
          tips: [r`Werk $$x^2 + y^2$$ uit en zoek op het formuleblad een formule met $$\cos t \cos u + \sin t \sin u$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`uitwerken van $$x^2 + y^2$$`,
                  text: r`$$d^2 = 36(\cos^2 a + \sin^2 a) + 4(\cos^2 3a + \sin^2 3a) + 24(\cos a \cos 3a + \sin a \sin 3a)$$`,
                  elaboration: r`Met $$a = 0{,}2t$$ is $$0{,}6t = 3a$$. Kwadrateren van $$x$$ en $$y$$ en optellen geeft drie groepen termen.`,
                  explanation: r`De afstand tot de oorsprong volgt uit de stelling van Pythagoras: $$d^2 = x^2 + y^2$$.`,
                  points: 1,
                  tips: [r`Schrijf $$0{,}6t$$ als $$3 \cdot 0{,}2t$$.`],
                },
                {
                  correction: r`gebruik van $$\sin^2 + \cos^2 = 1$$`,
                  text: r`$$36 + 4 = 40$$`,
                  elaboration: r`$$36 \cdot 1 + 4 \cdot 1 = 40$$.`,
                  explanation: r`De grondformule vereenvoudigt de kwadraten.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de somformule $$\cos(3a - a) = \cos 3a \cos a + \sin 3a \sin a$$`,
                  text: r`$$\cos a \cos 3a + \sin a \sin 3a = \cos(2a)$$`,
                  elaboration: r`Volgens het formuleblad is $$\cos(t - u) = \cos t \cos u + \sin t \sin u$$; met $$t = 3a$$ en $$u = a$$ krijg je $$\cos 2a$$.`,
                  explanation: r`Het verschil van de hoeken is $$3a - a = 2a$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$d^2 = 40 + 24\cos(0{,}4t)$$`,
                  elaboration: r`$$2a = 0{,}4t$$, dus $$d^2 = 40 + 24\cos(0{,}4t)$$.`,
                  explanation: r`Daarmee ligt $$d$$ tussen $$\sqrt{16} = 4$$ en $$\sqrt{64} = 8$$ meter.`,
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
          minutes: 6,
          pValue: 50,
          text: r`Bereken hoeveel procent van de tijd het stoeltje verder dan 7 meter van $$O$$ af is.`,
          highlights: [r`verder dan 7 meter`],
          tags: ['goniometrische vergelijking', 'ongelijkheid', 'periode'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H3.3' },
          dependsOn: [{ number: 1 }],
          tips: [r`$$d > 7$$ betekent $$d^2 > 49$$. Werk binnen één periode van $$\cos(0{,}4t)$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`herleiden tot $$\cos(0{,}4t) > 0{,}375$$`,
                  text: r`$$\cos(0{,}4t) > 0{,}375$$`,
                  elaboration: r`$$40 + 24\cos(0{,}4t) > 49$$ geeft $$\cos(0{,}4t) > \tfrac{9}{24} = 0{,}375$$.`,
                  explanation: r`Omdat $$d$$ positief is, is $$d > 7$$ gelijkwaardig met $$d^2 > 49$$.`,
                  points: 1,
                },
                {
                  correction: r`grenswaarde berekenen`,
                  text: r`$$\arccos(0{,}375) \approx 1{,}186$$`,
                  elaboration: r`De ongelijkheid geldt voor $$-1{,}186 < 0{,}4t < 1{,}186$$ (plus veelvouden van $$2\pi$$).`,
                  explanation: r`De cosinus is groter dan 0,375 rond de toppen, symmetrisch om $$0$$.`,
                  points: 1,
                  tips: [r`Schets de grafiek van $$\cos u$$ en de lijn op hoogte 0,375.`],
                },
                {
                  correction: r`deel van de periode`,
                  text: r`$$\frac{2 \cdot 1{,}186}{2\pi} \approx 0{,}378$$`,
                  elaboration: r`Per periode van $$2\pi$$ (in $$u = 0{,}4t$$) is de lengte van het gunstige interval $$2 \cdot 1{,}186 \approx 2{,}373$$.`,
                  explanation: r`Het gevraagde percentage is onafhankelijk van de tijdschaal: je mag in $$u = 0{,}4t$$ rekenen.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`ongeveer 38%`,
                  elaboration: r`$$0{,}378 \cdot 100\% \approx 38\%$$.`,
                  explanation: r`De vraag vraagt om een percentage.`,
                  points: 1,
                },
              ],
              remark: r`Als met tijdstippen in seconden is gewerkt (periode $$5\pi \approx 15{,}7$$ s, gunstig interval ongeveer 5,93 s), dit goed rekenen.`,
            },
          ],
        },
        {
          number: 3,
          type: 'Toon aan',
          points: 4,
          minutes: 7,
          pValue: 41,
          text: r`Toon aan dat voor de snelheid $$v$$ van het stoeltje geldt: $$v^2 = 5{,}76\cos^2(0{,}2t)$$.`,
          highlights: [r`$$v^2 = 5{,}76\cos^2(0{,}2t)$$`],
          tags: ['snelheidsvector', 'verdubbelingsformule', 'somformule'],
          domain: 'Bewegingsvergelijkingen',
          chapters: { 'Getal & Ruimte': 'H9.4', 'Moderne Wiskunde': 'H8.2' },
          tips: [r`$$v^2 = (x'(t))^2 + (y'(t))^2$$. Gebruik daarna dezelfde aanpak als in vraag 1.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$x'(t)$$ en $$y'(t)$$ juist`,
                  text: r`$$x' = -1{,}2\sin(0{,}2t) - 1{,}2\sin(0{,}6t)$$ en $$y' = 1{,}2\cos(0{,}2t) + 1{,}2\cos(0{,}6t)$$`,
                  elaboration: r`$$6 \cdot 0{,}2 = 1{,}2$$ en $$2 \cdot 0{,}6 = 1{,}2$$ (kettingregel).`,
                  explanation: r`Beide termen krijgen toevallig dezelfde factor 1,2; dat maakt de verdere herleiding eenvoudig.`,
                  points: 1,
                },
                {
                  correction: r`$$v^2 = 1{,}44\left(2 + 2\cos(0{,}4t)\right)$$`,
                  text: r`$$v^2 = 1{,}44\left(2 + 2(\cos a\cos 3a + \sin a \sin 3a)\right) = 1{,}44\left(2 + 2\cos 2a\right)$$`,
                  elaboration: r`Met $$a = 0{,}2t$$: $$(\sin a + \sin 3a)^2 + (\cos a + \cos 3a)^2 = 1 + 1 + 2(\cos a \cos 3a + \sin a \sin 3a)$$.`,
                  explanation: r`Grondformule en somformule, net als in vraag 1.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\cos 2a = 2\cos^2 a - 1$$`,
                  text: r`$$2 + 2\cos 2a = 4\cos^2 a$$`,
                  elaboration: r`$$2 + 2(2\cos^2 a - 1) = 4\cos^2 a$$.`,
                  explanation: r`Een verdubbelingsformule zet $$\cos 2a$$ om in een kwadraat.`,
                  points: 1,
                  tips: [r`Welke vorm van $$\cos(2t)$$ op het formuleblad bevat alleen $$\cos^2 t$$?`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$v^2 = 1{,}44 \cdot 4\cos^2(0{,}2t) = 5{,}76\cos^2(0{,}2t)$$`,
                  elaboration: r`$$1{,}44 \cdot 4 = 5{,}76$$.`,
                  explanation: r`De snelheid is dus $$v = 2{,}4|\cos(0{,}2t)|$$ m/s, met een maximum van 2,4 m/s.`,
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
          pValue: 58,
          text: r`Op sommige momenten staat het stoeltje heel even stil.

Bereken exact de coördinaten van de punten waar dat gebeurt.`,
          highlights: [r`heel even stil`],
          tags: ['snelheidsvector', 'goniometrische vergelijking'],
          domain: 'Bewegingsvergelijkingen',
          chapters: { 'Getal & Ruimte': 'H9.4', 'Moderne Wiskunde': 'H8.2' },
          dependsOn: [{ number: 3 }],
          tips: [r`Het stoeltje staat stil als $$v = 0$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\cos(0{,}2t) = 0$$ oplossen`,
                  text: r`$$0{,}2t = \tfrac{1}{2}\pi + k\pi$$`,
                  elaboration: r`$$v^2 = 0$$ geeft $$\cos(0{,}2t) = 0$$, dus $$0{,}2t = \tfrac{1}{2}\pi$$ of $$0{,}2t = 1\tfrac{1}{2}\pi$$ (plus veelvouden van $$2\pi$$).`,
                  explanation: r`Binnen één omwenteling van het plateau zijn er twee zulke momenten.`,
                  points: 1,
                },
                {
                  correction: r`eerste punt`,
                  text: r`$$(0, 4)$$`,
                  elaboration: r`$$a = \tfrac{1}{2}\pi$$: $$x = 6\cos\tfrac{1}{2}\pi + 2\cos 1\tfrac{1}{2}\pi = 0$$ en $$y = 6\sin\tfrac{1}{2}\pi + 2\sin 1\tfrac{1}{2}\pi = 6 - 2 = 4$$.`,
                  explanation: r`Gebruik $$0{,}6t = 3 \cdot 0{,}2t$$.`,
                  points: 1,
                },
                {
                  correction: r`tweede punt`,
                  text: r`$$(0, -4)$$`,
                  elaboration: r`$$a = 1\tfrac{1}{2}\pi$$: $$x = 0 + 2\cos 4\tfrac{1}{2}\pi = 0$$ en $$y = -6 + 2\sin 4\tfrac{1}{2}\pi = -6 + 2 = -4$$.`,
                  explanation: r`Dit zijn de punten van de baan die het dichtst bij $$O$$ liggen (de punten in figuur 1).`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Kroos in een sloot`,
      introduction: r`In een sloot met een wateroppervlak van 500 m² groeit kroos, een plantje dat op het water drijft. Een ecoloog beschrijft de bedekte oppervlakte met het model

$$A(t) = \frac{500}{1 + 49e^{-0{,}3t}}$$

Hierin is $$A$$ de met kroos bedekte oppervlakte in m² en $$t$$ de tijd in dagen. In de tabel staan enkele afgeronde waarden.

| $$t$$ (dagen) | 0 | 5 | 10 | 15 | 20 | 25 | 30 |
|---|---|---|---|---|---|---|---|
| $$A$$ (m²) | 10 | 42 | 145 | 324 | 446 | 487 | 497 |`,
      questions: [
        {
          number: 5,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 80,
          text: r`Leg met behulp van de formule uit dat de bedekte oppervlakte op den duur de 500 m² nadert, maar nooit bereikt.`,
          highlights: [r`op den duur`],
          tags: ['logistische groei', 'asymptoot'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.1' },
          tips: [r`Wat gebeurt er met $$e^{-0{,}3t}$$ als $$t$$ heel groot wordt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$e^{-0{,}3t}$$ nadert 0`,
                  text: r`$$49e^{-0{,}3t} \to 0$$, dus de noemer nadert 1`,
                  elaboration: r`Voor grote $$t$$ wordt $$e^{-0{,}3t}$$ willekeurig klein, dus $$A(t)$$ nadert $$\frac{500}{1} = 500$$.`,
                  explanation: r`De lijn $$A = 500$$ is een horizontale asymptoot.`,
                  points: 1,
                },
                {
                  correction: r`de noemer blijft groter dan 1`,
                  text: r`$$A(t) < 500$$ voor elke $$t$$`,
                  elaboration: r`$$49e^{-0{,}3t} > 0$$, dus de noemer is altijd groter dan 1 en $$A(t)$$ altijd kleiner dan 500.`,
                  explanation: r`Een e-macht is altijd positief.`,
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
          minutes: 5,
          pValue: 61,
          text: r`Bereken exact na hoeveel dagen de helft van het wateroppervlak met kroos bedekt is. Schrijf je antwoord in de vorm $$a\ln 7$$.`,
          highlights: [r`de helft bedekt`],
          tags: ['logistische groei', 'logaritme', 'e-macht'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.3' },
          tips: [r`Los $$A(t) = 250$$ op; de noemer moet dan 2 zijn.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking $$A(t) = 250$$ herleiden`,
                  text: r`$$1 + 49e^{-0{,}3t} = 2$$`,
                  elaboration: r`$$\frac{500}{1 + 49e^{-0{,}3t}} = 250$$ geeft $$1 + 49e^{-0{,}3t} = 2$$.`,
                  explanation: r`Een breuk met teller 500 is 250 als de noemer 2 is.`,
                  points: 1,
                },
                {
                  correction: r`$$e^{-0{,}3t} = \tfrac{1}{49}$$`,
                  text: r`$$e^{-0{,}3t} = \tfrac{1}{49}$$`,
                  elaboration: r`$$49e^{-0{,}3t} = 1$$.`,
                  explanation: r`De e-macht vrijmaken.`,
                  points: 1,
                },
                {
                  correction: r`logaritme nemen`,
                  text: r`$$-0{,}3t = -\ln 49$$`,
                  elaboration: r`$$\ln\tfrac{1}{49} = -\ln 49$$, dus $$t = \frac{\ln 49}{0{,}3}$$.`,
                  explanation: r`$$\ln$$ is de inverse van de e-macht.`,
                  points: 1,
                  tips: [r`Gebruik $$\ln 49 = \ln 7^2 = 2\ln 7$$.`],
                },
                {
                  correction: r`schrijven in de gevraagde vorm`,
                  text: r`$$t = \tfrac{20}{3}\ln 7$$`,
                  elaboration: r`$$\frac{2\ln 7}{0{,}3} = \tfrac{20}{3}\ln 7 \approx 13{,}0$$ dagen.`,
                  explanation: r`Controle met de tabel: tussen $$t = 10$$ en $$t = 15$$ passeert $$A$$ de 250 m².`,
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
          minutes: 7,
          pValue: 39,
          text: r`Toon aan dat $$A'(t) = 0{,}3 \cdot A(t) \cdot \left(1 - \frac{A(t)}{500}\right)$$.`,
          highlights: [r`$$A'(t) = 0{,}3 \cdot A \cdot (1 - A/500)$$`],
          tags: ['logistische groei', 'afgeleide', 'quotiëntregel', 'kettingregel'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H4.4' },
          tips: [r`Schrijf $$A(t) = 500\left(1 + 49e^{-0{,}3t}\right)^{-1}$$ en gebruik de kettingregel.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$A'(t)$$ juist`,
                  text: r`$$A'(t) = \frac{7350e^{-0{,}3t}}{\left(1 + 49e^{-0{,}3t}\right)^2}$$`,
                  elaboration: r`$$A'(t) = -500\left(1 + 49e^{-0{,}3t}\right)^{-2} \cdot 49 \cdot -0{,}3e^{-0{,}3t}$$ en $$500 \cdot 49 \cdot 0{,}3 = 7350$$.`,
                  explanation: r`Kettingregel met de buitenste functie $$u^{-1}$$.`,
                  points: 2,
                },
                {
                  correction: r`$$1 - \frac{A}{500}$$ herschrijven`,
                  text: r`$$1 - \frac{A}{500} = \frac{49e^{-0{,}3t}}{1 + 49e^{-0{,}3t}}$$`,
                  elaboration: r`$$1 - \frac{1}{1 + 49e^{-0{,}3t}} = \frac{1 + 49e^{-0{,}3t} - 1}{1 + 49e^{-0{,}3t}}$$.`,
                  explanation: r`Gelijknamig maken van de breuken.`,
                  points: 1,
                  tips: [r`Schrijf 1 als een breuk met dezelfde noemer.`],
                },
                {
                  correction: r`vergelijken en conclusie`,
                  text: r`$$0{,}3 \cdot \frac{500}{1 + 49e^{-0{,}3t}} \cdot \frac{49e^{-0{,}3t}}{1 + 49e^{-0{,}3t}} = A'(t)$$`,
                  elaboration: r`$$0{,}3 \cdot 500 \cdot 49 = 7350$$ en de noemers vormen samen het kwadraat, dus het rechterlid is gelijk aan $$A'(t)$$.`,
                  explanation: r`Beide kanten apart uitwerken tot dezelfde uitdrukking is een correcte manier om een gelijkheid aan te tonen.`,
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
          pValue: 55,
          introduction: r`De groeisnelheid $$A'(t)$$ geeft aan met hoeveel m² per dag de bedekte oppervlakte op dat moment toeneemt. Op grond van het verband uit vraag 7 kun je de groeisnelheid zien als functie van $$A$$.`,
          text: r`Bereken de grootste groeisnelheid van het kroos in m² per dag.`,
          highlights: [r`grootste groeisnelheid`],
          tags: ['logistische groei', 'extreem'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H3.4', 'Moderne Wiskunde': 'H1.4' },
          dependsOn: [{ number: 7 }],
          tips: [r`$$0{,}3A\left(1 - \frac{A}{500}\right)$$ is een kwadratische functie van $$A$$. Waar ligt de top?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de groeisnelheid maximaal is bij $$A = 250$$`,
                  text: r`top bij $$A = 250$$`,
                  elaboration: r`$$g(A) = 0{,}3A - 0{,}0006A^2$$ is een bergparabool met nulpunten $$A = 0$$ en $$A = 500$$, dus de top ligt bij $$A = 250$$.`,
                  explanation: r`De top van een parabool ligt midden tussen de nulpunten.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de groeisnelheid`,
                  text: r`$$0{,}3 \cdot 250 \cdot 0{,}5 = 37{,}5$$`,
                  elaboration: r`$$g(250) = 0{,}3 \cdot 250 \cdot \left(1 - \tfrac{250}{500}\right) = 37{,}5$$.`,
                  explanation: r`De oppervlakte 250 m² wordt volgens vraag 6 echt bereikt, na ongeveer 13 dagen.`,
                  points: 1,
                },
                {
                  correction: r`conclusie met eenheid`,
                  text: r`37,5 m² per dag`,
                  elaboration: r`De grootste groeisnelheid is 37,5 m² per dag.`,
                  explanation: r`Het maximum van de groeisnelheid valt samen met het buigpunt van de grafiek van $$A$$.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`de grafiek van $$A'(t)$$ met de GR`,
                  text: r`$$A'(t) = \frac{7350e^{-0{,}3t}}{(1 + 49e^{-0{,}3t})^2}$$`,
                  elaboration: r`Voer de afgeleide uit vraag 7 in (of gebruik de numerieke afgeleide van $$A$$).`,
                  explanation: r`Het maximum van de afgeleide is de grootste groeisnelheid.`,
                  points: 1,
                },
                {
                  correction: r`maximum bepalen`,
                  text: r`maximum bij $$t \approx 13{,}0$$`,
                  elaboration: r`De optie maximum geeft $$t \approx 12{,}97$$ en $$A'(t) \approx 37{,}5$$.`,
                  explanation: r`Dit tijdstip komt overeen met het antwoord van vraag 6.`,
                  points: 1,
                },
                {
                  correction: r`conclusie met eenheid`,
                  text: r`37,5 m² per dag`,
                  elaboration: r`De grootste groeisnelheid is 37,5 m² per dag.`,
                  explanation: r`De eenheid volgt uit m² gedeeld door dagen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Rotonde`,
      introduction: r`Aan de rand van een dorp wordt een grote rotonde aangelegd. In een assenstelsel met eenheden in meters is de buitenrand van de rotonde de cirkel

$$c: x^2 + y^2 = 400$$

Een toegangsweg ligt langs de lijn $$l: y = \tfrac{1}{2}x + 10$$. De weg snijdt de cirkel in twee punten. De positieve $$y$$-as wijst naar het noorden.`,
      questions: [
        {
          number: 9,
          type: 'Bereken exact',
          points: 4,
          minutes: 6,
          pValue: 66,
          text: r`Bereken exact de coördinaten van de snijpunten van $$l$$ en $$c$$.`,
          highlights: [r`snijpunten van $$l$$ en $$c$$`],
          tags: ['cirkel', 'snijpunt', 'lijn'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.2', 'Moderne Wiskunde': 'H5.1' },
          tips: [r`Vul $$y = \tfrac{1}{2}x + 10$$ in de vergelijking van de cirkel in.`],
          answers: [
            {
              steps: [
                {
                  correction: r`substitueren`,
                  text: r`$$x^2 + \left(\tfrac{1}{2}x + 10\right)^2 = 400$$`,
                  elaboration: r`Vervang $$y$$ door $$\tfrac{1}{2}x + 10$$.`,
                  explanation: r`Een snijpunt voldoet aan beide vergelijkingen.`,
                  points: 1,
                },
                {
                  correction: r`herleiden tot een kwadratische vergelijking`,
                  text: r`$$x^2 + 8x - 240 = 0$$`,
                  elaboration: r`$$x^2 + \tfrac{1}{4}x^2 + 10x + 100 = 400$$ geeft $$1\tfrac{1}{4}x^2 + 10x - 300 = 0$$; vermenigvuldig met $$\tfrac{4}{5}$$.`,
                  explanation: r`Met gehele coëfficiënten is ontbinden of de abc-formule eenvoudiger.`,
                  points: 1,
                  tips: [r`Vermenigvuldig de vergelijking zo dat de coëfficiënt van $$x^2$$ gelijk is aan 1.`],
                },
                {
                  correction: r`oplossen`,
                  text: r`$$x = 12$$ of $$x = -20$$`,
                  elaboration: r`$$(x - 12)(x + 20) = 0$$.`,
                  explanation: r`Controle: $$-12 \cdot 20 = -240$$ en $$-12 + 20 = 8$$.`,
                  points: 1,
                },
                {
                  correction: r`bijbehorende $$y$$-waarden`,
                  text: r`$$(12, 16)$$ en $$(-20, 0)$$`,
                  elaboration: r`$$y = \tfrac{1}{2} \cdot 12 + 10 = 16$$ en $$y = \tfrac{1}{2} \cdot -20 + 10 = 0$$.`,
                  explanation: r`Controle: $$12^2 + 16^2 = 144 + 256 = 400$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 63,
          text: r`Toon aan dat de raaklijn aan $$c$$ in het punt $$P(12, 16)$$ de vergelijking $$3x + 4y = 100$$ heeft.`,
          highlights: [r`raaklijn in $$P(12, 16)$$`],
          tags: ['raaklijn aan cirkel', 'cirkel', 'lijn'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.3', 'Moderne Wiskunde': 'H5.4' },
          dependsOn: [{ number: 9 }],
          tips: [r`Een raaklijn aan een cirkel staat loodrecht op de straal naar het raakpunt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$\overrightarrow{OP}$$ een normaalvector van de raaklijn is`,
                  text: r`normaalvector $$\binom{12}{16}$$, ofwel $$\binom{3}{4}$$`,
                  elaboration: r`De raaklijn staat loodrecht op $$OP$$, dus $$\binom{12}{16} = 4\binom{3}{4}$$ is een normaalvector.`,
                  explanation: r`Een lijn $$ax + by = c$$ heeft normaalvector $$\binom{a}{b}$$.`,
                  points: 1,
                },
                {
                  correction: r`vorm $$3x + 4y = c$$`,
                  text: r`$$3x + 4y = c$$`,
                  elaboration: r`Met normaalvector $$\binom{3}{4}$$ heeft de raaklijn een vergelijking van de vorm $$3x + 4y = c$$.`,
                  explanation: r`Alleen $$c$$ moet nog bepaald worden.`,
                  points: 1,
                },
                {
                  correction: r`$$P$$ invullen`,
                  text: r`$$c = 3 \cdot 12 + 4 \cdot 16 = 100$$`,
                  elaboration: r`$$36 + 64 = 100$$, dus de raaklijn is $$3x + 4y = 100$$.`,
                  explanation: r`Het raakpunt ligt op de raaklijn.`,
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
          pValue: 60,
          text: r`Bereken de hoek tussen de toegangsweg $$l$$ en de raaklijn aan $$c$$ in $$P$$. Rond je antwoord af op een geheel aantal graden.`,
          highlights: [r`hoek tussen weg en raaklijn`],
          tags: ['inproduct', 'hoek', 'raaklijn aan cirkel'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.3', 'Moderne Wiskunde': 'H5.3' },
          dependsOn: [{ number: 10 }],
          tips: [r`Bepaal van beide lijnen een richtingsvector.`],
          answers: [
            {
              steps: [
                {
                  correction: r`richtingsvectoren van beide lijnen`,
                  text: r`$$\binom{2}{1}$$ en $$\binom{4}{-3}$$`,
                  elaboration: r`$$l$$ heeft richtingscoëfficiënt $$\tfrac{1}{2}$$; de raaklijn heeft normaalvector $$\binom{3}{4}$$ en dus richtingsvector $$\binom{4}{-3}$$.`,
                  explanation: r`Een richtingsvector staat loodrecht op een normaalvector.`,
                  points: 0,
                },
                {
                  correction: r`gebruik van het inproduct`,
                  text: r`$$\cos \varphi = \frac{|2 \cdot 4 + 1 \cdot -3|}{\sqrt{5} \cdot 5}$$`,
                  elaboration: r`$$\cos\varphi = \frac{5}{5\sqrt{5}} = \frac{1}{\sqrt{5}}$$.`,
                  explanation: r`De absolute waarde zorgt ervoor dat je de scherpe hoek tussen de lijnen vindt.`,
                  points: 0,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer 63°`,
                  elaboration: r`$$\varphi = \arccos\frac{1}{\sqrt{5}} \approx 63{,}4°$$, afgerond 63°.`,
                  explanation: r`De hoek tussen twee lijnen is altijd hoogstens 90°.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 1, 2, 0, 1, 1, 3],
              remark: r`Een antwoord zonder berekening levert geen scorepunten op.`,
            },
          ],
        },
        {
          number: 12,
          type: 'Stel op',
          points: 4,
          minutes: 7,
          pValue: 42,
          text: r`Aan de noordwestkant van de rotonde komt een fietspad langs een rechte lijn die evenwijdig is aan $$l$$ en de cirkel $$c$$ raakt. Je kunt de uitwerkbijlage gebruiken.

Stel exact een vergelijking op van de lijn waarlangs het fietspad loopt.`,
          highlights: [r`evenwijdig aan $$l$$ en raakt $$c$$`],
          tags: ['raaklijn aan cirkel', 'afstand punt-lijn', 'cirkel'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.3', 'Moderne Wiskunde': 'H5.4' },
          appendix: {
            name: 'uitwerkbijlage12.svg',
            alt: r`Uitwerkbijlage bij vraag 12: de cirkel c en de lijn l in een assenstelsel`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 345" font-family="sans-serif" font-size="10"><line x1="20" y1="320" x2="20" y2="20" stroke="#e3e3e3"/><line x1="20" y1="320" x2="320" y2="320" stroke="#e3e3e3"/><text x="20" y="183" text-anchor="middle">-30</text><text x="166" y="324" text-anchor="end">-30</text><line x1="70" y1="320" x2="70" y2="20" stroke="#e3e3e3"/><line x1="20" y1="270" x2="320" y2="270" stroke="#e3e3e3"/><text x="70" y="183" text-anchor="middle">-20</text><text x="166" y="274" text-anchor="end">-20</text><line x1="120" y1="320" x2="120" y2="20" stroke="#e3e3e3"/><line x1="20" y1="220" x2="320" y2="220" stroke="#e3e3e3"/><text x="120" y="183" text-anchor="middle">-10</text><text x="166" y="224" text-anchor="end">-10</text><line x1="170" y1="320" x2="170" y2="20" stroke="#e3e3e3"/><line x1="20" y1="170" x2="320" y2="170" stroke="#e3e3e3"/><line x1="220" y1="320" x2="220" y2="20" stroke="#e3e3e3"/><line x1="20" y1="120" x2="320" y2="120" stroke="#e3e3e3"/><text x="220" y="183" text-anchor="middle">10</text><text x="166" y="124" text-anchor="end">10</text><line x1="270" y1="320" x2="270" y2="20" stroke="#e3e3e3"/><line x1="20" y1="70" x2="320" y2="70" stroke="#e3e3e3"/><text x="270" y="183" text-anchor="middle">20</text><text x="166" y="74" text-anchor="end">20</text><line x1="320" y1="320" x2="320" y2="20" stroke="#e3e3e3"/><line x1="20" y1="20" x2="320" y2="20" stroke="#e3e3e3"/><text x="320" y="183" text-anchor="middle">30</text><text x="166" y="24" text-anchor="end">30</text><line x1="15" y1="170" x2="325" y2="170" stroke="#000"/><line x1="170" y1="325" x2="170" y2="15" stroke="#000"/><circle cx="170" cy="170" r="100" fill="none" stroke="#333" stroke-width="2"/><line x1="20" y1="195" x2="320" y2="45" stroke="#1f5fbf" stroke-width="2"/><text x="305" y="59" fill="#1f5fbf" font-size="12">l</text><text x="240" y="250" font-size="12">c</text><text x="166" y="182" text-anchor="end">O</text><text x="170" y="340" text-anchor="middle" font-size="11">uitwerkbijlage bij vraag 12</text></svg>`,
          },
          tips: [r`Een lijn raakt een cirkel als de afstand van het middelpunt tot de lijn gelijk is aan de straal.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vorm van de evenwijdige lijn`,
                  text: r`$$y = \tfrac{1}{2}x + k$$, ofwel $$x - 2y = -2k$$`,
                  elaboration: r`Evenwijdige lijnen hebben dezelfde richtingscoëfficiënt $$\tfrac{1}{2}$$.`,
                  explanation: r`Voor de afstandsformule schrijf je de lijn in de vorm $$ax + by = c$$.`,
                  points: 1,
                },
                {
                  correction: r`afstand van $$O$$ tot de lijn gelijkstellen aan 20`,
                  text: r`$$\frac{|2k|}{\sqrt{5}} = 20$$`,
                  elaboration: r`$$d(O, l) = \frac{|0 - 0 + 2k|}{\sqrt{1^2 + 2^2}} = \frac{|2k|}{\sqrt{5}}$$.`,
                  explanation: r`De straal van de cirkel is $$\sqrt{400} = 20$$.`,
                  points: 1,
                  tips: [r`Gebruik de formule voor de afstand van een punt tot een lijn van het formuleblad.`],
                },
                {
                  correction: r`oplossen`,
                  text: r`$$k = 10\sqrt{5}$$ of $$k = -10\sqrt{5}$$`,
                  elaboration: r`$$|2k| = 20\sqrt{5}$$, dus $$|k| = 10\sqrt{5}$$.`,
                  explanation: r`Er zijn twee raaklijnen met deze richting, aan weerszijden van de cirkel.`,
                  points: 1,
                },
                {
                  correction: r`juiste keuze`,
                  text: r`$$y = \tfrac{1}{2}x + 10\sqrt{5}$$`,
                  elaboration: r`De noordwestkant ligt boven $$l$$, dus $$k > 10$$: $$k = 10\sqrt{5} \approx 22{,}4$$.`,
                  explanation: r`Op de uitwerkbijlage zie je dat de gezochte raaklijn boven de lijn $$l$$ ligt.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`substitutie van $$y = \tfrac{1}{2}x + k$$ in de cirkelvergelijking`,
                  text: r`$$1\tfrac{1}{4}x^2 + kx + k^2 - 400 = 0$$`,
                  elaboration: r`$$x^2 + \left(\tfrac{1}{2}x + k\right)^2 = 400$$ uitwerken.`,
                  explanation: r`Een raaklijn heeft precies één punt gemeen met de cirkel.`,
                  points: 1,
                },
                {
                  correction: r`discriminant gelijk aan 0`,
                  text: r`$$k^2 - 5(k^2 - 400) = 0$$`,
                  elaboration: r`$$D = k^2 - 4 \cdot 1\tfrac{1}{4} \cdot (k^2 - 400) = -4k^2 + 2000$$.`,
                  explanation: r`Eén oplossing betekent $$D = 0$$.`,
                  points: 1,
                },
                {
                  correction: r`oplossen`,
                  text: r`$$k^2 = 500$$, dus $$k = \pm 10\sqrt{5}$$`,
                  elaboration: r`$$-4k^2 + 2000 = 0$$ geeft $$k^2 = 500$$ en $$\sqrt{500} = 10\sqrt{5}$$.`,
                  explanation: r`Exact antwoord: laat de wortel staan.`,
                  points: 1,
                },
                {
                  correction: r`juiste keuze`,
                  text: r`$$y = \tfrac{1}{2}x + 10\sqrt{5}$$`,
                  elaboration: r`Het fietspad ligt aan de noordwestkant, boven $$l$$.`,
                  explanation: r`De andere raaklijn ligt aan de zuidoostkant.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Afwateringskanaal`,
      introduction: r`Een waterschap legt in een nieuwe woonwijk een afwateringskanaal aan. Het kanaal wordt bekleed met betonplaten van 10 dm breed: één plaat als bodem en aan elke kant één plaat als zijkant. De zijkanten maken allebei een hoek $$\alpha$$ met de verticaal, met $$0 \leq \alpha \leq \tfrac{1}{2}\pi$$. Figuur 2 toont een dwarsdoorsnede. Hoe groter de oppervlakte $$A$$ van de dwarsdoorsnede, hoe meer regenwater het kanaal kan afvoeren.

![Figuur 2](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: dwarsdoorsnede van het kanaal met bodem en zijkanten van 10 dm en de hoek alfa met de verticaal`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 210" font-family="sans-serif" font-size="12"><polygon points="67.7,79.4 110,170 210,170 252.3,79.4" fill="#dbe9f7" stroke="none"/><polyline points="67.7,79.4 110,170 210,170 252.3,79.4" fill="none" stroke="#333" stroke-width="3"/><line x1="210" y1="170" x2="210" y2="70" stroke="#777" stroke-dasharray="4 3"/><path d="M 210 130 A 40 40 0 0 1 226.9 133.7" fill="none" stroke="#c0392b"/><text x="219" y="120" fill="#c0392b">α</text><text x="160" y="188" text-anchor="middle">10 dm</text><text x="80.9" y="124.7" text-anchor="end">10 dm</text><text x="243.1" y="140.7">10 dm</text><text x="160" y="130" text-anchor="middle" fill="#1f5fbf">water</text></svg>`,
        },
      ],
      questions: [
        {
          number: 13,
          type: 'Toon aan',
          points: 3,
          minutes: 5,
          pValue: 67,
          text: r`Toon aan dat voor de oppervlakte van de dwarsdoorsnede geldt: $$A(\alpha) = 100\cos\alpha\,(1 + \sin\alpha)$$, met $$A$$ in dm².`,
          highlights: [r`$$A(\alpha) = 100\cos\alpha\,(1 + \sin\alpha)$$`],
          tags: ['goniometrie', 'oppervlakte'],
          domain: 'Standaardfuncties en transformaties',
          chapters: { 'Getal & Ruimte': 'H1.1', 'Moderne Wiskunde': 'H7.1' },
          tips: [r`De dwarsdoorsnede is een trapezium. Druk de hoogte en de bovenbreedte uit in $$\alpha$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`diepte van het kanaal`,
                  text: r`$$h = 10\cos\alpha$$`,
                  elaboration: r`In de rechthoekige driehoek bij een zijkant is de schuine zijde 10 en de aanliggende rechthoekszijde bij $$\alpha$$ de hoogte.`,
                  explanation: r`$$\alpha$$ is de hoek met de verticaal, dus de hoogte hoort bij de cosinus.`,
                  points: 1,
                },
                {
                  correction: r`breedte aan de bovenkant`,
                  text: r`$$10 + 20\sin\alpha$$`,
                  elaboration: r`Elke zijkant steekt $$10\sin\alpha$$ uit naar buiten.`,
                  explanation: r`De overstaande rechthoekszijde bij $$\alpha$$ is horizontaal.`,
                  points: 1,
                },
                {
                  correction: r`oppervlakte trapezium en herleiden`,
                  text: r`$$A = 100\cos\alpha\,(1 + \sin\alpha)$$`,
                  elaboration: r`$$A = \tfrac{1}{2}(10 + 10 + 20\sin\alpha) \cdot 10\cos\alpha = (10 + 10\sin\alpha) \cdot 10\cos\alpha$$.`,
                  explanation: r`Oppervlakte trapezium: gemiddelde van de evenwijdige zijden maal de hoogte.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Bereken exact',
          points: 5,
          minutes: 9,
          pValue: 37,
          text: r`Bereken exact de maximale oppervlakte van de dwarsdoorsnede.`,
          highlights: [r`maximale oppervlakte`],
          tags: ['afgeleide', 'productregel', 'extreem', 'optimaliseren'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H5.4', 'Moderne Wiskunde': 'H1.4' },
          dependsOn: [{ number: 13 }],
          tips: [r`Differentieer met de productregel en schrijf $$\cos^2\alpha$$ als $$1 - \sin^2\alpha$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$A'(\alpha)$$ met de productregel`,
                  text: r`$$A'(\alpha) = -100\sin\alpha(1 + \sin\alpha) + 100\cos^2\alpha$$`,
                  elaboration: r`$$(\cos\alpha)' = -\sin\alpha$$ en $$(1 + \sin\alpha)' = \cos\alpha$$.`,
                  explanation: r`Een maximum vind je waar de afgeleide 0 is.`,
                  points: 1,
                },
                {
                  correction: r`herleiden tot een vergelijking in $$\sin\alpha$$`,
                  text: r`$$A'(\alpha) = 100(1 - \sin\alpha - 2\sin^2\alpha)$$`,
                  elaboration: r`$$\cos^2\alpha = 1 - \sin^2\alpha$$ geeft $$-\sin\alpha - \sin^2\alpha + 1 - \sin^2\alpha$$.`,
                  explanation: r`Met alleen $$\sin\alpha$$ ontstaat een kwadratische vergelijking.`,
                  points: 1,
                  tips: [r`Stel $$p = \sin\alpha$$.`],
                },
                {
                  correction: r`oplossen van $$A'(\alpha) = 0$$`,
                  text: r`$$\sin\alpha = \tfrac{1}{2}$$, dus $$\alpha = \tfrac{1}{6}\pi$$`,
                  elaboration: r`$$2p^2 + p - 1 = 0$$ geeft $$(2p - 1)(p + 1) = 0$$, dus $$p = \tfrac{1}{2}$$ of $$p = -1$$; $$\sin\alpha = -1$$ valt buiten het domein.`,
                  explanation: r`Op $$[0, \tfrac{1}{2}\pi]$$ is $$\sin\alpha \geq 0$$.`,
                  points: 1,
                },
                {
                  correction: r`verantwoorden dat het een maximum is`,
                  text: r`$$A(0) = 100$$ en $$A\left(\tfrac{1}{2}\pi\right) = 0$$`,
                  elaboration: r`De randwaarden zijn kleiner dan $$A\left(\tfrac{1}{6}\pi\right)$$, en er is maar één nulpunt van $$A'$$, dus bij $$\alpha = \tfrac{1}{6}\pi$$ is $$A$$ maximaal.`,
                  explanation: r`Bij een functie op een gesloten interval vergelijk je het extreem met de randen.`,
                  points: 1,
                },
                {
                  correction: r`maximale oppervlakte exact`,
                  text: r`$$A_{\max} = 75\sqrt{3}$$ dm²`,
                  elaboration: r`$$A\left(\tfrac{1}{6}\pi\right) = 100 \cdot \tfrac{1}{2}\sqrt{3} \cdot \left(1 + \tfrac{1}{2}\right) = 75\sqrt{3} \approx 129{,}9$$.`,
                  explanation: r`Exacte waarden: $$\cos\tfrac{1}{6}\pi = \tfrac{1}{2}\sqrt{3}$$ en $$\sin\tfrac{1}{6}\pi = \tfrac{1}{2}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 57,
          text: r`Voor een voldoende afvoer moet de oppervlakte van de dwarsdoorsnede minstens 120 dm² zijn.

Bereken voor welke hoeken $$\alpha$$ dat het geval is. Geef de grenzen in graden, afgerond op één decimaal.`,
          highlights: [r`minstens 120 dm²`],
          tags: ['ongelijkheid', 'goniometrie'],
          domain: 'Vergelijkingen en ongelijkheden',
          chapters: { 'Getal & Ruimte': 'H2.2', 'Moderne Wiskunde': 'H7.3' },
          tips: [r`Los $$A(\alpha) = 120$$ op met de GR (in radialen of in graden) en kijk naar de grafiek.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking opstellen`,
                  text: r`$$100\cos\alpha\,(1 + \sin\alpha) = 120$$`,
                  elaboration: r`De grenzen van het gevraagde interval zijn de oplossingen van $$A(\alpha) = 120$$.`,
                  explanation: r`Deze vergelijking is niet algebraïsch op te lossen.`,
                  points: 1,
                },
                {
                  correction: r`oplossingen met de GR`,
                  text: r`$$\alpha \approx 0{,}2366$$ en $$\alpha \approx 0{,}7953$$ (radialen)`,
                  elaboration: r`Intersect van $$y_1 = 100\cos x(1 + \sin x)$$ en $$y_2 = 120$$ op $$[0, \tfrac{1}{2}\pi]$$.`,
                  explanation: r`Het maximum ligt tussen de oplossingen, bij $$\alpha = \tfrac{1}{6}\pi \approx 0{,}52$$.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar graden`,
                  text: r`$$13{,}6°$$ en $$45{,}6°$$`,
                  elaboration: r`$$0{,}2366 \cdot \tfrac{180}{\pi} \approx 13{,}6°$$ en $$0{,}7953 \cdot \tfrac{180}{\pi} \approx 45{,}6°$$.`,
                  explanation: r`De vraag vraagt om graden.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$13{,}6° \leq \alpha \leq 45{,}6°$$`,
                  elaboration: r`Tussen de oplossingen ligt de grafiek boven 120.`,
                  explanation: r`Een ongelijkheid los je op met de grafiek: waar ligt $$A$$ boven de lijn?`,
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
