import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2019,
  term: 2,
  standardizationValue: 1.3,
  topics: [
    {
      name: r`Geluid op een festival`,
      introduction: r`Op een festival meet de organisatie het geluidsniveau rond het podium. Voor het geluidsniveau $$L$$ (in dB) geldt

$$L = 10 \cdot \log\left(\frac{I}{10^{-12}}\right)$$

Hierin is $$I$$ de geluidsintensiteit in $$\text{W/m}^2$$. Op afstand $$r$$ (in m) van een luidspreker met geluidsvermogen $$P$$ (in W) geldt $$I = \frac{P}{4\pi r^2}$$. We nemen aan dat het geluid zich gelijkmatig in alle richtingen verspreidt.`,
      questions: [
        {
          number: 1,
          type: 'Toon aan',
          points: 3,
          minutes: 5,
          pValue: 64,
          text: r`Toon aan dat het geluidsniveau ongeveer $$6$$ dB daalt als je twee keer zo ver van de luidspreker gaat staan.`,
          highlights: [r`twee keer zo ver`, r`ongeveer $$6$$ dB lager`],
          tags: ['logaritme', 'geluidsniveau'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H4.2' },
          tips: [r`Wat gebeurt er met $$I$$ als $$r$$ twee keer zo groot wordt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$I$$ wordt $$\frac{1}{4}$$ keer zo groot`,
                  text: r`$$I_2 = \frac{P}{4\pi(2r)^2} = \frac{1}{4}I_1$$`,
                  elaboration: r`$$(2r)^2 = 4r^2$$`,
                  explanation: r`De intensiteit is omgekeerd evenredig met het kwadraat van de afstand.`,
                  points: 0,
                },
                {
                  correction: r`$$L_2 - L_1 = 10\log\left(\frac{I_2}{I_1}\right)$$`,
                  text: r`$$L_2 - L_1 = 10\log\left(\frac{1}{4}\right)$$`,
                  elaboration: r`$$10\log\frac{I_2}{10^{-12}} - 10\log\frac{I_1}{10^{-12}} = 10\log\frac{I_2}{I_1}$$`,
                  explanation: r`Rekenregel: $$\log a - \log b = \log \frac{a}{b}$$.`,
                  points: 0,
                  tips: [r`Gebruik de verschilregel voor logaritmen.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$10\log\left(\frac{1}{4}\right) \approx -6{,}0$$ dB`,
                  elaboration: r`$$\log 0{,}25 \approx -0{,}602$$`,
                  explanation: r`Het niveau daalt dus ongeveer $$6$$ dB.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 1, 2, 0, 1, 1, 3],
              remark: r`Als alleen met getallenvoorbeelden (een gekozen $$P$$ en $$r$$) is gewerkt, maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 2,
          type: 'Meerkeuze',
          points: 2,
          minutes: 2,
          pValue: 58,
          text: r`Naast de luidspreker wordt een tweede, identieke luidspreker gezet. Hoeveel neemt het geluidsniveau op dezelfde plek ongeveer toe?

A $$2$$ dB
B $$3$$ dB
C $$6$$ dB
D het niveau verdubbelt`,
          highlights: [r`tweede identieke luidspreker`],
          tags: ['logaritme', 'geluidsniveau'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H4.2' },
          dependsOn: [{ number: 1 }],
          tips: [r`Twee luidsprekers geven samen twee keer zoveel intensiteit.`],
          answers: [
            {
              steps: [
                {
                  correction: r`toename $$= 10\log 2$$`,
                  text: r`$$10\log 2 \approx 3{,}0$$`,
                  elaboration: r`$$I$$ verdubbelt, dus $$L$$ neemt toe met $$10\log\frac{2I}{I} = 10\log 2$$.`,
                  explanation: r`Intensiteiten mag je optellen, geluidsniveaus niet.`,
                  points: 1,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`$$10 \cdot 0{,}301 \approx 3$$ dB`,
                  explanation: r`Een verdubbeling van het niveau (D) zou een enorme toename van de intensiteit betekenen.`,
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
          pValue: 49,
          text: r`Een luidspreker heeft een geluidsvermogen van $$5$$ W. Bezoekers mogen zonder gehoorbescherming alleen staan waar het geluidsniveau lager is dan $$85$$ dB.

Bereken vanaf welke afstand tot de luidspreker dat het geval is. Rond je antwoord af op één decimaal.`,
          highlights: [r`geluidsniveau lager dan $$85$$ dB`],
          tags: ['logaritme', 'geluidsniveau', 'ongelijkheid'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H4.2' },
          tips: [r`Bereken eerst de intensiteit die bij $$85$$ dB hoort.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\frac{I}{10^{-12}} = 10^{8{,}5}$$`,
                  text: r`$$I = 10^{-3{,}5} \approx 3{,}16 \cdot 10^{-4}\ \text{W/m}^2$$`,
                  elaboration: r`$$10\log\frac{I}{10^{-12}} = 85$$ geeft $$\log\frac{I}{10^{-12}} = 8{,}5$$.`,
                  explanation: r`De definitie van de logaritme: $$\log a = b \Leftrightarrow a = 10^b$$.`,
                  points: 1,
                },
                {
                  correction: r`de vergelijking $$\frac{5}{4\pi r^2} = 10^{-3{,}5}$$`,
                  text: r`$$r^2 = \frac{5}{4\pi \cdot 10^{-3{,}5}}$$`,
                  elaboration: r`$$r^2 = \frac{5}{4\pi \cdot 3{,}162 \cdot 10^{-4}} \approx 1258$$`,
                  explanation: r`Verder weg is de intensiteit kleiner.`,
                  points: 2,
                  tips: [r`Los de vergelijking op naar $$r^2$$.`],
                },
                {
                  correction: r`completeren`,
                  text: r`vanaf ongeveer $$35{,}5$$ m`,
                  elaboration: r`$$r = \sqrt{1258} \approx 35{,}5$$`,
                  explanation: r`Op grotere afstand is het niveau lager dan $$85$$ dB.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 45,
          text: r`Het geluidsniveau kan worden geschreven als $$L = 10\log P - 20\log r + c$$.

Toon dit aan en bereken $$c$$ in één decimaal.`,
          highlights: [r`$$L$$ uitgedrukt in $$P$$ en $$r$$`],
          tags: ['logaritme', 'rekenregels'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H9.1' },
          tips: [r`Vul $$I = \frac{P}{4\pi r^2}$$ in en splits de logaritme.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$L = 10\log I + 120$$`,
                  text: r`$$L = 10\log I - 10\log 10^{-12} = 10\log I + 120$$`,
                  elaboration: r`$$\log 10^{-12} = -12$$`,
                  explanation: r`Verschilregel voor logaritmen.`,
                  points: 1,
                },
                {
                  correction: r`$$\log I = \log P - \log(4\pi) - 2\log r$$`,
                  text: r`$$\log\frac{P}{4\pi r^2} = \log P - \log(4\pi) - 2\log r$$`,
                  elaboration: r`$$\log r^2 = 2\log r$$`,
                  explanation: r`Product-, quotiënt- en machtsregel voor logaritmen.`,
                  points: 1,
                  tips: [r`Gebruik $$\log a^{p} = p\log a$$.`],
                },
                {
                  correction: r`combineren`,
                  text: r`$$L = 10\log P - 20\log r + 120 - 10\log(4\pi)$$`,
                  elaboration: r`Vermenigvuldig met $$10$$ en tel $$120$$ op.`,
                  explanation: r`De constante termen vormen samen $$c$$.`,
                  points: 1,
                },
                {
                  correction: r`$$c$$ berekenen`,
                  text: r`$$c = 120 - 10\log(4\pi) \approx 109{,}0$$`,
                  elaboration: r`$$\log(4\pi) \approx 1{,}099$$`,
                  explanation: r`Let op: $$c$$ hangt niet af van $$P$$ of $$r$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Wijnglas`,
      introduction: r`Een ontwerper maakt een wijnglas. De binnenkant van de kelk ontstaat door de grafiek van $$y = \frac{1}{10}x^4$$ met $$0 \leq y \leq 8$$ te wentelen om de $$y$$-as. Hierin zijn $$x$$ en $$y$$ in cm; $$y$$ is de hoogte boven het laagste punt van de kelk. Zie figuur 1.

![Figuur 1](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: doorsnede van het wijnglas met de grafiek van y = x^4/10`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 260" font-family="sans-serif" font-size="11">
<rect width="300" height="260" fill="white"/>
<polyline fill="#f5e6ea" stroke="#7b241c" stroke-width="2" points="105.2,50.1 108.1,79.0 111.1,102.4 114.1,120.9 117.1,135.3 120.1,146.3 123.1,154.5 126.1,160.3 129.1,164.3 132.1,166.9 135.1,168.5 138.0,169.4 141.0,169.8 144.0,170.0 147.0,170.0 150.0,170.0 153.0,170.0 156.0,170.0 159.0,169.8 162.0,169.4 164.9,168.5 167.9,166.9 170.9,164.3 173.9,160.3 176.9,154.5 179.9,146.3 182.9,135.3 185.9,120.9 188.9,102.4 191.9,79.0 194.8,50.1"/>
<line x1="150" y1="172" x2="150" y2="235" stroke="#7b241c" stroke-width="4"/>
<ellipse cx="150" cy="238" rx="40" ry="5" fill="none" stroke="#7b241c" stroke-width="2"/>
<line x1="150" y1="175" x2="150" y2="30" stroke="black" stroke-dasharray="4 3"/>
<polygon points="146,34 150,26 154,34" fill="black"/>
<line x1="60" y1="170" x2="250" y2="170" stroke="black"/>
<text x="156" y="34">y</text><text x="244" y="184">x</text>
<line x1="90" y1="50" x2="210" y2="50" stroke="#999" stroke-dasharray="3 3"/>
<text x="214" y="54">y = 8</text>
<text x="196" y="110" fill="#7b241c">kelk</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Toon aan',
          points: 4,
          minutes: 7,
          pValue: 50,
          text: r`Als het glas tot hoogte $$h$$ gevuld is, is de inhoud van de wijn $$V(h)$$ (in $$\text{cm}^3$$).

Toon aan dat $$V(h) = \frac{2}{3}\pi\sqrt{10} \cdot h^{1{,}5}$$.`,
          highlights: [r`inhoud bij vulhoogte $$h$$`],
          tags: ['omwentelingslichaam', 'primitieve', 'inverse functie'],
          domain: 'Inhoud van omwentelingslichamen',
          chapters: { 'Getal & Ruimte': 'H6.3', 'Moderne Wiskunde': 'H6.3' },
          tips: [r`Bij wentelen om de $$y$$-as heb je $$x^2$$ uitgedrukt in $$y$$ nodig.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$x^2 = \sqrt{10y}$$`,
                  text: r`$$x^4 = 10y$$, dus $$x^2 = \sqrt{10y} = \sqrt{10} \cdot y^{0{,}5}$$`,
                  elaboration: r`Vermenigvuldig met $$10$$ en neem de wortel.`,
                  explanation: r`Voor de formule om de $$y$$-as heb je $$(g(y))^2 = x^2$$ nodig.`,
                  points: 1,
                  tips: [r`Je hoeft $$x$$ zelf niet uit te rekenen, alleen $$x^2$$.`],
                },
                {
                  correction: r`$$V(h) = \pi \int_0^h \sqrt{10} \cdot y^{0{,}5}\, dy$$`,
                  text: r`$$V(h) = \pi\sqrt{10}\int_0^h y^{0{,}5}\, dy$$`,
                  elaboration: r`Formule voor een omwentelingslichaam om de $$y$$-as.`,
                  explanation: r`De wijn vult het lichaam van $$y = 0$$ tot $$y = h$$.`,
                  points: 1,
                },
                {
                  correction: r`primitieve $$\frac{2}{3}y^{1{,}5}$$`,
                  text: r`$$\left[\frac{2}{3}y^{1{,}5}\right]_0^h = \frac{2}{3}h^{1{,}5}$$`,
                  elaboration: r`Een primitieve van $$y^{0{,}5}$$ is $$\frac{1}{1{,}5}y^{1{,}5}$$.`,
                  explanation: r`$$\frac{1}{1{,}5} = \frac{2}{3}$$`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$V(h) = \frac{2}{3}\pi\sqrt{10} \cdot h^{1{,}5}$$`,
                  elaboration: r`$$\pi\sqrt{10} \cdot \frac{2}{3}h^{1{,}5}$$`,
                  explanation: r`Bij een vol glas ($$h = 8$$) is dat ongeveer $$150\ \text{cm}^3$$.`,
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
          pValue: 44,
          text: r`Bereken exact tot welke hoogte het glas gevuld is als het half vol is.`,
          highlights: [r`half vol glas`],
          tags: ['machtsfunctie', 'exacte oplossing'],
          domain: 'Vergelijkingen en ongelijkheden',
          chapters: { 'Getal & Ruimte': 'H2.1', 'Moderne Wiskunde': 'H7.3' },
          dependsOn: [{ number: 5 }],
          tips: [r`Een half vol glas bevat de helft van $$V(8)$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de vergelijking $$V(h) = \frac{1}{2}V(8)$$`,
                  text: r`$$h^{1{,}5} = \frac{1}{2} \cdot 8^{1{,}5}$$`,
                  elaboration: r`De factor $$\frac{2}{3}\pi\sqrt{10}$$ valt aan beide kanten weg.`,
                  explanation: r`Half vol betekent de helft van de inhoud, niet de helft van de hoogte.`,
                  points: 1,
                },
                {
                  correction: r`machtsverheffen tot de macht $$\frac{2}{3}$$`,
                  text: r`$$h = 8 \cdot \left(\frac{1}{2}\right)^{\frac{2}{3}}$$`,
                  elaboration: r`$$\left(h^{1{,}5}\right)^{\frac{2}{3}} = h$$`,
                  explanation: r`Zo maak je de macht $$1{,}5$$ ongedaan.`,
                  points: 1,
                  tips: [r`Welke macht maakt $$h^{1{,}5}$$ weer tot $$h$$?`],
                },
                {
                  correction: r`herschrijven`,
                  text: r`$$h = \frac{8}{\sqrt[3]{4}}$$`,
                  elaboration: r`$$\left(\frac{1}{2}\right)^{\frac{2}{3}} = \frac{1}{\sqrt[3]{4}}$$`,
                  explanation: r`$$2^{\frac{2}{3}} = \sqrt[3]{2^2}$$`,
                  points: 1,
                },
                {
                  correction: r`vereenvoudigen`,
                  text: r`$$h = 4\sqrt[3]{2}$$ cm`,
                  elaboration: r`$$\frac{8}{\sqrt[3]{4}} = \frac{8\sqrt[3]{2}}{\sqrt[3]{8}} = 4\sqrt[3]{2} \approx 5{,}04$$`,
                  explanation: r`Het glas is dus al half vol als de wijn op ongeveer $$63\%$$ van de hoogte staat.`,
                  points: 1,
                },
              ],
              remark: r`Het antwoord $$\frac{8}{\sqrt[3]{4}}$$ of $$2^{7/3}$$ mag ook volledig goed gerekend worden.`,
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 4,
          minutes: 7,
          pValue: 33,
          introduction: r`Een ober schenkt wijn in het glas met een constante snelheid van $$10\ \text{cm}^3$$ per seconde.`,
          text: r`Bereken met welke snelheid (in cm/s) het wijnniveau stijgt op het moment dat de wijn $$4$$ cm hoog staat. Rond je antwoord af op twee decimalen.`,
          highlights: [r`stijgsnelheid van het wijnniveau`],
          tags: ['afgeleide', 'kettingregel', 'snelheid'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H3.3', 'Moderne Wiskunde': 'H1.3' },
          dependsOn: [{ number: 5 }],
          tips: [r`Gebruik $$\frac{dV}{dt} = \frac{dV}{dh} \cdot \frac{dh}{dt}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\frac{dV}{dh} = \pi\sqrt{10} \cdot h^{0{,}5}$$`,
                  text: r`$$\frac{dV}{dh} = \pi\sqrt{10} \cdot \sqrt{h}$$`,
                  elaboration: r`$$\frac{2}{3} \cdot 1{,}5 = 1$$`,
                  explanation: r`De toename van de inhoud per cm hoogte.`,
                  points: 1,
                },
                {
                  correction: r`$$\frac{dV}{dh}$$ bij $$h = 4$$`,
                  text: r`$$\frac{dV}{dh} = 2\pi\sqrt{10} \approx 19{,}87\ \text{cm}^2$$`,
                  elaboration: r`$$\sqrt{4} = 2$$`,
                  explanation: r`Dit is de oppervlakte van het wijnoppervlak op die hoogte.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de kettingregel`,
                  text: r`$$\frac{dh}{dt} = \frac{10}{19{,}87}$$`,
                  elaboration: r`$$10 = 19{,}87 \cdot \frac{dh}{dt}$$`,
                  explanation: r`$$\frac{dV}{dt} = 10$$ is gegeven.`,
                  points: 1,
                  tips: [r`Welke afgeleide is gegeven en welke zoek je?`],
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer $$0{,}50$$ cm/s`,
                  elaboration: r`$$\frac{10}{19{,}87} \approx 0{,}503$$`,
                  explanation: r`Hoger in de kelk stijgt het niveau langzamer, omdat het glas daar breder is.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Ventiel van een fietswiel`,
      introduction: r`Een fietser rijdt met constante snelheid van $$3$$ m/s. Het ventiel van het voorwiel zit op $$2{,}5$$ dm van de as; het wiel heeft een straal van $$3$$ dm. In een assenstelsel met de $$x$$-as langs de weg wordt de baan van het ventiel beschreven door

$$x(t) = 30t - 2{,}5\sin(10t) \quad \text{en} \quad y(t) = 3 - 2{,}5\cos(10t)$$

Hierin zijn $$x$$ en $$y$$ in dm en $$t$$ in seconden. Zie figuur 2.

![Figuur 2](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: de baan van het ventiel en het wiel op de weg`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 175" font-family="sans-serif" font-size="11">
<rect width="300" height="175" fill="white"/>
<line x1="10" y1="160" x2="295" y2="160" stroke="black" stroke-width="2"/>
<polyline fill="none" stroke="#2e86c1" stroke-width="2" points="20.0,150.0 20.8,149.4 21.6,147.8 22.6,145.0 23.9,141.3 25.5,136.6 27.4,131.1 29.8,124.9 32.7,118.1 36.1,111.0 40.1,103.5 44.6,96.0 49.7,88.6 55.3,81.5 61.4,74.8 68.0,68.6 75.1,63.1 82.6,58.5 90.3,54.8 98.3,52.1 106.5,50.5 114.7,50.0 122.9,50.6 131.1,52.4 139.1,55.2 146.8,59.0 154.2,63.7 161.2,69.2 167.8,75.5 173.9,82.3 179.4,89.5 184.5,96.9 188.9,104.4 192.8,111.8 196.1,118.9 199.0,125.6 201.3,131.7 203.2,137.2 204.8,141.7 206.0,145.4 207.0,148.0 207.8,149.6 208.6,150.0 209.3,149.3 210.2,147.5 211.2,144.7 212.5,140.8 214.2,136.0 216.2,130.4 218.6,124.1 221.6,117.3 225.0,110.1 229.0,102.7 233.6,95.2 238.8,87.8 244.4,80.7 250.6,74.0 257.3,67.9 264.4,62.6 271.9,58.0 279.7,54.4"/>
<circle cx="170" cy="100" r="60" fill="none" stroke="#555" stroke-width="1.5"/>
<circle cx="170" cy="100" r="3" fill="#555"/>
<line x1="170" y1="100" x2="194" y2="114.2" stroke="#555"/>
<circle cx="194" cy="114.2" r="4" fill="#c0392b"/>
<text x="200" y="124" fill="#c0392b">ventiel</text>
<text x="286" y="174" text-anchor="end">x (dm)</text>
<text x="30" y="40" fill="#2e86c1">baan van het ventiel</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 8,
          type: 'Toon aan',
          points: 3,
          minutes: 5,
          pValue: 62,
          text: r`Voor de snelheid $$v$$ van het ventiel (in dm/s) geldt $$v^2 = \left(x'(t)\right)^2 + \left(y'(t)\right)^2$$.

Toon aan dat $$v^2 = 1525 - 1500\cos(10t)$$.`,
          highlights: [r`snelheid van het ventiel`],
          tags: ['bewegingsvergelijking', 'snelheid', 'afgeleide'],
          domain: 'Bewegingsvergelijkingen',
          chapters: { 'Getal & Ruimte': 'H9.4', 'Moderne Wiskunde': 'H8.2' },
          tips: [r`Differentieer $$x(t)$$ en $$y(t)$$ en gebruik $$\sin^2 + \cos^2 = 1$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$x'(t) = 30 - 25\cos(10t)$$ en $$y'(t) = 25\sin(10t)$$`,
                  text: r`$$x'(t) = 30 - 25\cos(10t)$$, $$y'(t) = 25\sin(10t)$$`,
                  elaboration: r`Kettingregel: $$2{,}5 \cdot 10 = 25$$.`,
                  explanation: r`De componenten van de snelheidsvector.`,
                  points: 1,
                },
                {
                  correction: r`kwadrateren en optellen`,
                  text: r`$$v^2 = 900 - 1500\cos(10t) + 625\cos^2(10t) + 625\sin^2(10t)$$`,
                  elaboration: r`$$(30 - 25\cos(10t))^2 = 900 - 1500\cos(10t) + 625\cos^2(10t)$$`,
                  explanation: r`Werk het kwadraat van het verschil zorgvuldig uit.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\sin^2 + \cos^2 = 1$$`,
                  text: r`$$v^2 = 900 + 625 - 1500\cos(10t) = 1525 - 1500\cos(10t)$$`,
                  elaboration: r`$$625(\cos^2(10t) + \sin^2(10t)) = 625$$`,
                  explanation: r`Grondformule van de goniometrie.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 9,
          type: 'Toon aan',
          points: 4,
          minutes: 7,
          pValue: 41,
          text: r`Toon met behulp van een verdubbelingsformule aan dat $$v^2 = 25 + 3000\sin^2(5t)$$ en toon daarmee aan dat het ventiel het langzaamst gaat als het in het laagste punt is. Geef ook die kleinste snelheid in m/s.`,
          highlights: [r`langzaamst in het laagste punt`],
          tags: ['verdubbelingsformule', 'snelheid', 'bewegingsvergelijking'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H9.2', 'Moderne Wiskunde': 'H3.4' },
          dependsOn: [{ number: 8 }],
          tips: [r`Schrijf $$\cos(10t)$$ als $$\cos(2 \cdot 5t)$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\cos(10t) = 1 - 2\sin^2(5t)$$`,
                  text: r`$$v^2 = 1525 - 1500\left(1 - 2\sin^2(5t)\right)$$`,
                  elaboration: r`Verdubbelingsformule met $$t$$ vervangen door $$5t$$.`,
                  explanation: r`Kies de vorm met $$\sin^2$$, want die komt in het antwoord voor.`,
                  points: 1,
                  tips: [r`Welke van de drie vormen van $$\cos(2t)$$ heb je nodig?`],
                },
                {
                  correction: r`herleiden`,
                  text: r`$$v^2 = 25 + 3000\sin^2(5t)$$`,
                  elaboration: r`$$1525 - 1500 + 3000\sin^2(5t)$$`,
                  explanation: r`Haakjes wegwerken.`,
                  points: 1,
                },
                {
                  correction: r`minimum bij $$\sin(5t) = 0$$ en dat is het laagste punt`,
                  text: r`$$\sin(5t) = 0$$ geeft $$\cos(10t) = 1$$, dus $$y = 3 - 2{,}5 = 0{,}5$$: het laagste punt`,
                  elaboration: r`$$\sin^2(5t) \geq 0$$, dus $$v^2 \geq 25$$, met gelijkheid als $$\sin(5t) = 0$$.`,
                  explanation: r`In het laagste punt is $$y$$ minimaal.`,
                  points: 1,
                },
                {
                  correction: r`de kleinste snelheid`,
                  text: r`$$v = \sqrt{25} = 5$$ dm/s $$= 0{,}5$$ m/s`,
                  elaboration: r`$$5$$ dm/s $$= 0{,}5$$ m/s`,
                  explanation: r`Het ventiel gaat in het laagste punt veel langzamer dan de fiets.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Bereken',
          points: 4,
          minutes: 7,
          pValue: 39,
          text: r`Bereken hoeveel procent van de tijd de snelheid van het ventiel groter is dan $$4$$ m/s.`,
          highlights: [r`sneller dan $$4$$ m/s`],
          tags: ['goniometrische vergelijking', 'snelheid', 'ongelijkheid'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H3.3' },
          dependsOn: [{ number: 8 }],
          tips: [r`Reken $$4$$ m/s om naar dm/s en werk met $$v^2$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de ongelijkheid $$1525 - 1500\cos(10t) > 1600$$`,
                  text: r`$$\cos(10t) < -0{,}05$$`,
                  elaboration: r`$$4$$ m/s $$= 40$$ dm/s en $$40^2 = 1600$$; $$-1500\cos(10t) > 75$$.`,
                  explanation: r`Bij het delen door een negatief getal klapt het ongelijkheidsteken om.`,
                  points: 1,
                },
                {
                  correction: r`de grenzen binnen één periode`,
                  text: r`$$10t \approx 1{,}621$$ en $$10t \approx 2\pi - 1{,}621 \approx 4{,}662$$`,
                  elaboration: r`$$\cos^{-1}(-0{,}05) \approx 1{,}621$$`,
                  explanation: r`Tussen deze waarden is de cosinus kleiner dan $$-0{,}05$$.`,
                  points: 1,
                  tips: [r`Teken de eenheidscirkel en markeer waar $$\cos < -0{,}05$$.`],
                },
                {
                  correction: r`het deel van de periode`,
                  text: r`$$\frac{4{,}662 - 1{,}621}{2\pi} \approx 0{,}484$$`,
                  elaboration: r`Eén periode van $$10t$$ is $$2\pi$$.`,
                  explanation: r`De verhouding is hetzelfde voor elke omwenteling.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer $$48\%$$`,
                  elaboration: r`$$0{,}484 \cdot 100\% \approx 48\%$$`,
                  explanation: r`Net iets minder dan de helft van de tijd.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Dakgoot`,
      introduction: r`Een fabrikant zet dakgoten van een strook zink van $$30$$ cm breed. De strook wordt twee keer gebogen, zodat een bodem van $$10$$ cm ontstaat met twee zijkanten van $$10$$ cm. Beide zijkanten maken een hoek $$\theta$$ met de verticaal, met $$0 \leq \theta \leq \frac{1}{2}\pi$$. De dwarsdoorsnede is een symmetrisch trapezium. Zie figuur 3.

![Figuur 3](figuur3.svg)`,
      figures: [
        {
          name: 'figuur3.svg',
          alt: r`Figuur 3: dwarsdoorsnede van de dakgoot met de hoek theta`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 180" font-family="sans-serif" font-size="11">
<rect width="300" height="180" fill="white"/>
<polygon points="70,80.7 110,150 190,150 230,80.7" fill="#d6eaf8" stroke="none"/>
<polyline points="70,80.7 110,150 190,150 230,80.7" fill="none" stroke="#566573" stroke-width="4"/>
<line x1="110" y1="150" x2="110" y2="70" stroke="#999" stroke-dasharray="4 3"/>
<line x1="70" y1="80.7" x2="230" y2="80.7" stroke="#999" stroke-dasharray="4 3"/>
<path d="M110,120 A30,30 0 0 0 95,124" fill="none" stroke="black"/>
<text x="96" y="114">θ</text>
<text x="150" y="166" text-anchor="middle">10</text>
<text x="74" y="124">10</text><text x="216" y="124">10</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 11,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 55,
          text: r`Toon aan dat voor de oppervlakte $$A$$ van de dwarsdoorsnede (in $$\text{cm}^2$$) geldt: $$A(\theta) = 100\cos \theta + 50\sin(2\theta)$$.`,
          highlights: [r`oppervlakte van de dwarsdoorsnede`],
          tags: ['verdubbelingsformule', 'oppervlakte', 'goniometrie'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H9.2', 'Moderne Wiskunde': 'H3.4' },
          tips: [r`Verdeel het trapezium in een rechthoek en twee rechthoekige driehoeken.`],
          answers: [
            {
              steps: [
                {
                  correction: r`hoogte $$10\cos \theta$$ en uitsteek $$10\sin \theta$$`,
                  text: r`hoogte $$= 10\cos \theta$$, horizontale uitsteek $$= 10\sin \theta$$`,
                  elaboration: r`In de rechthoekige driehoek met schuine zijde $$10$$ en hoek $$\theta$$ bij de verticaal.`,
                  explanation: r`De aanliggende zijde van $$\theta$$ is verticaal.`,
                  points: 1,
                  tips: [r`Welke zijde ligt aan de hoek $$\theta$$ en welke ertegenover?`],
                },
                {
                  correction: r`oppervlakte rechthoek en driehoeken`,
                  text: r`$$A = 10 \cdot 10\cos \theta + 2 \cdot \frac{1}{2} \cdot 10\sin \theta \cdot 10\cos \theta$$`,
                  elaboration: r`Rechthoek: $$100\cos \theta$$; twee driehoeken samen: $$100\sin \theta \cos \theta$$.`,
                  explanation: r`Het trapezium bestaat uit deze drie delen.`,
                  points: 2,
                },
                {
                  correction: r`gebruik van $$\sin(2\theta) = 2\sin \theta \cos \theta$$`,
                  text: r`$$A(\theta) = 100\cos \theta + 50\sin(2\theta)$$`,
                  elaboration: r`$$100\sin \theta \cos \theta = 50 \cdot 2\sin \theta \cos \theta$$`,
                  explanation: r`Verdubbelingsformule van het formuleblad.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken exact',
          points: 5,
          minutes: 9,
          pValue: 36,
          text: r`Bereken exact de maximale oppervlakte van de dwarsdoorsnede.`,
          highlights: [r`maximale oppervlakte`],
          tags: ['afgeleide', 'extreem', 'verdubbelingsformule', 'exacte oplossing'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H5.4', 'Moderne Wiskunde': 'H9.2' },
          dependsOn: [{ number: 11 }],
          tips: [r`Schrijf $$A'(\theta) = 0$$ als een kwadratische vergelijking in $$\sin \theta$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$A'(\theta) = -100\sin \theta + 100\cos(2\theta)$$`,
                  text: r`$$A'(\theta) = -100\sin \theta + 100\cos(2\theta)$$`,
                  elaboration: r`Kettingregel: $$50 \cdot 2\cos(2\theta)$$.`,
                  explanation: r`Bij een maximum is de afgeleide nul.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\cos(2\theta) = 1 - 2\sin^2 \theta$$`,
                  text: r`$$2\sin^2 \theta + \sin \theta - 1 = 0$$`,
                  elaboration: r`$$-\sin \theta + 1 - 2\sin^2 \theta = 0$$`,
                  explanation: r`Nu staat er een kwadratische vergelijking in $$\sin \theta$$.`,
                  points: 1,
                  tips: [r`Stel $$u = \sin \theta$$.`],
                },
                {
                  correction: r`oplossen: $$\sin \theta = \frac{1}{2}$$`,
                  text: r`$$(2\sin \theta - 1)(\sin \theta + 1) = 0$$, dus $$\theta = \frac{1}{6}\pi$$`,
                  elaboration: r`$$\sin \theta = -1$$ valt af op $$[0, \frac{1}{2}\pi]$$.`,
                  explanation: r`$$A$$ is $$100$$ bij $$\theta = 0$$ en $$0$$ bij $$\theta = \frac{1}{2}\pi$$, dus bij $$\frac{1}{6}\pi$$ ligt een maximum.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$A_{max} = 75\sqrt{3}\ \text{cm}^2$$`,
                  elaboration: r`$$A\left(\frac{1}{6}\pi\right) = 100 \cdot \frac{1}{2}\sqrt{3} + 50 \cdot \frac{1}{2}\sqrt{3} = 75\sqrt{3}$$`,
                  explanation: r`Ongeveer $$129{,}9\ \text{cm}^2$$: de goot is dan een halve regelmatige zeshoek.`,
                  points: 2,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`$$A'(\theta) = 0$$ herleiden tot $$\cos(2\theta) = \sin \theta$$`,
                  text: r`$$\cos(2\theta) = \cos\left(\frac{1}{2}\pi - \theta\right)$$`,
                  elaboration: r`$$A'(\theta) = -100\sin \theta + 100\cos(2\theta) = 0$$ en $$\sin \theta = \cos\left(\frac{1}{2}\pi - \theta\right)$$.`,
                  explanation: r`Door beide kanten als cosinus te schrijven ontstaat een vergelijking van de vorm $$\cos A = \cos B$$.`,
                  points: 2,
                },
                {
                  correction: r`$$2\theta = \frac{1}{2}\pi - \theta + k \cdot 2\pi$$ of $$2\theta = -\frac{1}{2}\pi + \theta + k \cdot 2\pi$$`,
                  text: r`$$\theta = \frac{1}{6}\pi + k \cdot \frac{2}{3}\pi$$ of $$\theta = -\frac{1}{2}\pi + k \cdot 2\pi$$`,
                  elaboration: r`Op $$[0, \frac{1}{2}\pi]$$ blijft alleen $$\theta = \frac{1}{6}\pi$$ over.`,
                  explanation: r`$$\cos A = \cos B$$ geeft $$A = B + k \cdot 2\pi$$ of $$A = -B + k \cdot 2\pi$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$A_{max} = 75\sqrt{3}\ \text{cm}^2$$`,
                  elaboration: r`$$100 \cdot \frac{1}{2}\sqrt{3} + 50 \cdot \frac{1}{2}\sqrt{3} = 75\sqrt{3}$$`,
                  explanation: r`Randwaarden $$A(0) = 100$$ en $$A(\frac{1}{2}\pi) = 0$$ zijn kleiner, dus dit is het maximum.`,
                  points: 2,
                },
              ],
            },
          ],
        },
        {
          number: 13,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 57,
          text: r`Voor een bepaald dak is een doorsnede van $$120\ \text{cm}^2$$ voldoende.

Bereken bij welke hoeken $$\theta$$ de oppervlakte precies $$120\ \text{cm}^2$$ is. Rond je antwoorden af op hele graden.`,
          highlights: [r`oppervlakte $$120\ \text{cm}^2$$`],
          tags: ['goniometrische vergelijking', 'oppervlakte'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H3.3' },
          dependsOn: [{ number: 11 }],
          tips: [r`Los de vergelijking met de GR op; zet de GR in graden of reken om.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de vergelijking $$100\cos \theta + 50\sin(2\theta) = 120$$`,
                  text: r`$$100\cos \theta + 50\sin(2\theta) = 120$$`,
                  elaboration: r`Gebruik de formule van vraag 11.`,
                  explanation: r`Omdat het maximum $$129{,}9$$ is, zijn er twee oplossingen.`,
                  points: 1,
                },
                {
                  correction: r`beschrijven hoe de vergelijking met de GR wordt opgelost`,
                  text: r`$$\theta \approx 0{,}237$$ of $$\theta \approx 0{,}795$$ rad`,
                  elaboration: r`Snijpunten van $$y_1 = 100\cos x + 50\sin(2x)$$ en $$y_2 = 120$$ op $$[0; 1{,}57]$$.`,
                  explanation: r`Eén oplossing links en één rechts van het maximum bij $$\frac{1}{6}\pi$$.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar graden`,
                  text: r`$$\theta \approx 14°$$ of $$\theta \approx 46°$$`,
                  elaboration: r`$$0{,}237 \cdot \frac{180}{\pi} \approx 13{,}6°$$ en $$0{,}795 \cdot \frac{180}{\pi} \approx 45{,}6°$$`,
                  explanation: r`Afgerond op hele graden.`,
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
