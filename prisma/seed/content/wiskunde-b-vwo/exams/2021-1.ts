import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2021,
  term: 1,
  standardizationValue: 1.1,
  topics: [
    {
      name: r`Ademhaling`,
      introduction: r`Bij rustig ademen stroomt er afwisselend lucht de longen in en uit. Voor de luchtstroom $$v$$ (in liter per seconde) bij een volwassene in rust geldt

$$v(t) = 0{,}5\sin\left(\frac{2\pi}{5}t\right)$$

Hierin is $$t$$ de tijd in seconden. Als $$v > 0$$ ademt de persoon in, als $$v < 0$$ ademt hij uit. Zie figuur 1.

![Figuur 1](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: de luchtstroom v tegen de tijd t`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 310 170" font-family="sans-serif" font-size="11">
<rect width="310" height="170" fill="white"/>
<line x1="40" y1="90" x2="300" y2="90" stroke="black"/>
<line x1="40" y1="160" x2="40" y2="20" stroke="black"/>
<polygon points="296,86 304,90 296,94" fill="black"/>
<polygon points="36,24 40,16 44,24" fill="black"/>
<polyline fill="none" stroke="#117864" stroke-width="2" points="40.0,90.0 46.2,74.5 52.5,60.6 58.8,49.5 65.0,42.4 71.2,40.0 77.5,42.4 83.8,49.5 90.0,60.6 96.2,74.5 102.5,90.0 108.8,105.5 115.0,119.4 121.2,130.5 127.5,137.6 133.8,140.0 140.0,137.6 146.2,130.5 152.5,119.4 158.8,105.5 165.0,90.0 171.2,74.5 177.5,60.6 183.8,49.5 190.0,42.4 196.2,40.0 202.5,42.4 208.8,49.5 215.0,60.6 221.2,74.5 227.5,90.0 233.8,105.5 240.0,119.4 246.2,130.5 252.5,137.6 258.8,140.0 265.0,137.6 271.2,130.5 277.5,119.4 283.8,105.5 290.0,90.0"/>
<g stroke="black"><line x1="102.5" y1="87" x2="102.5" y2="93"/><line x1="165" y1="87" x2="165" y2="93"/><line x1="227.5" y1="87" x2="227.5" y2="93"/><line x1="290" y1="87" x2="290" y2="93"/><line x1="37" y1="40" x2="43" y2="40"/><line x1="37" y1="140" x2="43" y2="140"/></g>
<text x="102.5" y="104" text-anchor="middle">2,5</text><text x="165" y="104" text-anchor="middle">5</text><text x="227.5" y="104" text-anchor="middle">7,5</text><text x="290" y="104" text-anchor="middle">10</text>
<text x="34" y="44" text-anchor="end">0,5</text><text x="34" y="144" text-anchor="end">−0,5</text>
<text x="300" y="80" text-anchor="end">t (s)</text><text x="46" y="18">v (L/s)</text>
<text x="60" y="30" fill="#117864">inademen</text><text x="112" y="156" fill="#117864">uitademen</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bereken exact',
          points: 4,
          minutes: 6,
          pValue: 59,
          text: r`Bereken exact hoeveel liter lucht de persoon per ademhaling inademt.`,
          highlights: [r`liter lucht per ademhaling`],
          tags: ['primitieve', 'sinusoïde', 'integraal'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.4', 'Moderne Wiskunde': 'H6.2' },
          tips: [r`De ingeademde hoeveelheid is de oppervlakte onder de grafiek van $$v$$ zolang $$v > 0$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de integraal van $$t = 0$$ tot $$t = 2{,}5$$`,
                  text: r`$$\int_0^{2{,}5} 0{,}5\sin\left(\frac{2\pi}{5}t\right) dt$$`,
                  elaboration: r`De periode is $$5$$ s; de eerste halve periode is $$v > 0$$.`,
                  explanation: r`Luchtstroom maal tijd geeft een hoeveelheid lucht.`,
                  points: 1,
                  tips: [r`Wanneer eindigt het inademen?`],
                },
                {
                  correction: r`een primitieve $$-\frac{5}{4\pi}\cos\left(\frac{2\pi}{5}t\right)$$`,
                  text: r`$$V(t) = -\frac{5}{4\pi}\cos\left(\frac{2\pi}{5}t\right)$$`,
                  elaboration: r`$$0{,}5 \cdot \frac{5}{2\pi} = \frac{5}{4\pi}$$`,
                  explanation: r`Een primitieve van $$\sin(ct)$$ is $$-\frac{1}{c}\cos(ct)$$.`,
                  points: 2,
                },
                {
                  correction: r`completeren`,
                  text: r`$$\frac{5}{2\pi}$$ liter`,
                  elaboration: r`$$-\frac{5}{4\pi}\cos(\pi) + \frac{5}{4\pi}\cos(0) = \frac{5}{4\pi} + \frac{5}{4\pi} = \frac{5}{2\pi}$$`,
                  explanation: r`Ongeveer $$0{,}8$$ liter per ademhaling.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Stel op',
          points: 4,
          minutes: 7,
          pValue: 42,
          introduction: r`Tijdens het sporten ademt dezelfde persoon sneller en dieper. Er geldt dan $$v(t) = a\sin(bt)$$ met $$a > 0$$ en $$b > 0$$. Een ademhaling duurt nu $$3$$ seconden en per ademhaling wordt $$1{,}5$$ liter ingeademd.`,
          text: r`Stel de formule voor de luchtstroom tijdens het sporten op. Geef $$a$$ en $$b$$ exact.`,
          highlights: [r`luchtstroom tijdens het sporten`],
          tags: ['sinusoïde', 'primitieve', 'parameter'],
          domain: 'Inverse functies en parameters',
          chapters: { 'Getal & Ruimte': 'H6.4', 'Moderne Wiskunde': 'H7.4' },
          dependsOn: [{ number: 1 }],
          tips: [r`De periode bepaalt $$b$$; de ingeademde hoeveelheid bepaalt daarna $$a$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$b = \frac{2\pi}{3}$$`,
                  text: r`$$b = \frac{2\pi}{3}$$`,
                  elaboration: r`Periode $$\frac{2\pi}{b} = 3$$.`,
                  explanation: r`Eén ademhaling is één periode.`,
                  points: 1,
                },
                {
                  correction: r`de ingeademde hoeveelheid als integraal over een halve periode`,
                  text: r`$$\int_0^{1{,}5} a\sin\left(\frac{2\pi}{3}t\right) dt = a \cdot \frac{3}{2\pi} \cdot 2 = \frac{3a}{\pi}$$`,
                  elaboration: r`Primitieve $$-\frac{3a}{2\pi}\cos\left(\frac{2\pi}{3}t\right)$$; $$\cos(\pi) = -1$$ en $$\cos(0) = 1$$.`,
                  explanation: r`Zelfde aanpak als bij vraag 1.`,
                  points: 1,
                  tips: [r`Doe hetzelfde als in vraag 1, maar met $$a$$ in plaats van $$0{,}5$$.`],
                },
                {
                  correction: r`de vergelijking $$\frac{3a}{\pi} = 1{,}5$$`,
                  text: r`$$a = \frac{1}{2}\pi$$`,
                  elaboration: r`$$3a = 1{,}5\pi$$`,
                  explanation: r`De ingeademde hoeveelheid moet $$1{,}5$$ liter zijn.`,
                  points: 1,
                },
                {
                  correction: r`de formule`,
                  text: r`$$v(t) = \frac{1}{2}\pi\sin\left(\frac{2\pi}{3}t\right)$$`,
                  elaboration: r`Invullen van $$a$$ en $$b$$.`,
                  explanation: r`De maximale luchtstroom is ongeveer $$1{,}6$$ L/s, ruim drie keer zo veel als in rust.`,
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
          pValue: 67,
          text: r`Neem weer de ademhaling in rust. Op $$t = 0$$ zit er $$2{,}5$$ liter lucht in de longen.

Leg met behulp van figuur 1 uit dat de hoeveelheid lucht in de longen maximaal is op $$t = 2{,}5$$.`,
          highlights: [r`maximale hoeveelheid lucht`],
          tags: ['afgeleide', 'extreem'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H3.4', 'Moderne Wiskunde': 'H1.1' },
          tips: [r`Wat betekent het voor de hoeveelheid lucht als $$v$$ positief of negatief is?`],
          answers: [
            {
              steps: [
                {
                  correction: r`tot $$t = 2{,}5$$ is $$v > 0$$, dus neemt de hoeveelheid lucht toe`,
                  text: r`$$0 < t < 2{,}5$$: inademen, de hoeveelheid stijgt`,
                  elaboration: r`$$v$$ is de snelheid waarmee de hoeveelheid lucht verandert.`,
                  explanation: r`De luchtstroom is de afgeleide van de hoeveelheid lucht.`,
                  points: 1,
                },
                {
                  correction: r`na $$t = 2{,}5$$ is $$v < 0$$, dus neemt de hoeveelheid af; conclusie`,
                  text: r`$$2{,}5 < t < 5$$: uitademen, dus een maximum bij $$t = 2{,}5$$`,
                  elaboration: r`De afgeleide verandert bij $$t = 2{,}5$$ van teken van $$+$$ naar $$-$$.`,
                  explanation: r`Dat is het kenmerk van een maximum.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Schets',
          points: 3,
          minutes: 5,
          pValue: 53,
          text: r`Schets op de uitwerkbijlage de grafiek van de hoeveelheid lucht $$L$$ in de longen voor $$0 \leq t \leq 10$$. Geef daarbij de coördinaten van de toppen aan.

![Uitwerkbijlage](uitwerkbijlage4.svg)`,
          highlights: [r`grafiek van de hoeveelheid lucht`],
          tags: ['sinusoïde', 'primitieve', 'grafiek'],
          domain: 'Sinusoïden en periodieke verbanden',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H3.2' },
          dependsOn: [{ number: 1 }, { number: 3 }],
          appendix: {
            name: 'uitwerkbijlage4.svg',
            alt: r`Uitwerkbijlage bij vraag 4: leeg assenstelsel voor de hoeveelheid lucht tegen de tijd`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 310 190" font-family="sans-serif" font-size="10">
<defs><pattern id="rooster4" x="40" y="40" width="25" height="20" patternUnits="userSpaceOnUse"><path d="M 25 0 L 0 0 0 20" fill="none" stroke="#d5d5d5" stroke-width="1"/></pattern></defs>
<rect width="310" height="190" fill="white"/>
<rect x="40" y="40" width="250" height="120" fill="url(#rooster4)" stroke="#d5d5d5"/>
<line x1="40" y1="160" x2="300" y2="160" stroke="black"/>
<line x1="40" y1="165" x2="40" y2="30" stroke="black"/>
<text x="40" y="174" text-anchor="middle">0</text><text x="102.5" y="174" text-anchor="middle">2,5</text><text x="165" y="174" text-anchor="middle">5</text><text x="227.5" y="174" text-anchor="middle">7,5</text><text x="290" y="174" text-anchor="middle">10</text>
<text x="36" y="164" text-anchor="end">2,0</text><text x="36" y="124" text-anchor="end">2,5</text><text x="36" y="84" text-anchor="end">3,0</text><text x="36" y="44" text-anchor="end">3,5</text>
<text x="300" y="186" text-anchor="end">t (s)</text><text x="46" y="28">L (liter)</text>
</svg>`,
          },
          tips: [r`Gebruik je antwoorden op de vragen 1 en 3: waar liggen de toppen en hoe hoog zijn ze?`],
          answers: [
            {
              steps: [
                {
                  correction: r`minima van $$2{,}5$$ L bij $$t = 0$$, $$t = 5$$ en $$t = 10$$`,
                  text: r`dalen in $$(0;\ 2{,}5)$$, $$(5;\ 2{,}5)$$ en $$(10;\ 2{,}5)$$`,
                  elaboration: r`Na elke volledige ademhaling is er evenveel lucht in- als uitgeademd.`,
                  explanation: r`De hoeveelheid keert na elke periode terug naar de beginwaarde.`,
                  points: 1,
                },
                {
                  correction: r`maxima van ongeveer $$3{,}3$$ L bij $$t = 2{,}5$$ en $$t = 7{,}5$$`,
                  text: r`toppen in $$(2{,}5;\ 3{,}3)$$ en $$(7{,}5;\ 3{,}3)$$`,
                  elaboration: r`$$2{,}5 + \frac{5}{2\pi} \approx 2{,}5 + 0{,}80 = 3{,}30$$`,
                  explanation: r`Per ademhaling komt er $$\frac{5}{2\pi}$$ liter bij (vraag 1).`,
                  points: 1,
                  tips: [r`Tel de ingeademde hoeveelheid op bij de beginwaarde.`],
                },
                {
                  correction: r`een vloeiende sinusvormige grafiek, het steilst bij $$t = 1{,}25$$, $$3{,}75$$, ...`,
                  text: r`sinusoïde met evenwichtsstand $$2{,}9$$ L en periode $$5$$ s`,
                  elaboration: r`De grafiek is het steilst waar $$v$$ extreem is, dus halverwege tussen dal en top.`,
                  explanation: r`$$L(t) = 2{,}5 + \frac{5}{4\pi}\left(1 - \cos\left(\frac{2\pi}{5}t\right)\right)$$`,
                  points: 1,
                },
              ],
              remark: r`Als de toppen juist liggen maar de grafiek hoekig is getekend, maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Tunnel`,
      introduction: r`Een tunnel onder een rivier heeft een dwarsdoorsnede die aan de bovenkant begrensd wordt door een cirkelboog. In een assenstelsel met de $$x$$-as langs het wegdek en de $$y$$-as in het midden van de tunnel ligt de boog op de cirkel met middelpunt $$(0, -3)$$ en straal $$7$$. Alle afmetingen zijn in meters. Zie figuur 2.

![Figuur 2](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: dwarsdoorsnede van de tunnel met een vrachtwagen`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 220" font-family="sans-serif" font-size="11">
<rect width="300" height="220" fill="white"/>
<path d="M55.1,190 A105,105 0 0 1 244.9,190 Z" fill="#f2f3f4" stroke="#34495e" stroke-width="3"/>
<line x1="20" y1="190" x2="285" y2="190" stroke="black" stroke-width="2"/>
<line x1="150" y1="205" x2="150" y2="110" stroke="black" stroke-dasharray="4 3"/>
<rect x="111" y="137.5" width="78" height="52.5" fill="#f5b041" stroke="#7e5109"/>
<text x="150" y="168" text-anchor="middle">vrachtwagen</text>
<text x="154" y="124">4</text>
<text x="150" y="212" text-anchor="middle">O</text>
<text x="280" y="206" text-anchor="end">x</text>
<text x="36" y="206">wegdek</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 73,
          text: r`Toon aan dat de tunnel ter hoogte van het wegdek $$4\sqrt{10}$$ m breed is en $$4$$ m hoog is.`,
          highlights: [r`breedte $$4\sqrt{10}$$ m`],
          tags: ['cirkel', 'exacte oplossing'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.2', 'Moderne Wiskunde': 'H5.1' },
          tips: [r`Stel de vergelijking van de cirkel op en vul $$y = 0$$ in.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking $$x^2 + (y + 3)^2 = 49$$`,
                  text: r`$$x^2 + (y + 3)^2 = 49$$`,
                  elaboration: r`Middelpunt $$(0, -3)$$ en straal $$7$$.`,
                  explanation: r`Standaardvorm van de cirkelvergelijking.`,
                  points: 0,
                },
                {
                  correction: r`$$y = 0$$ geeft $$x = \pm\sqrt{40} = \pm 2\sqrt{10}$$, dus breedte $$4\sqrt{10}$$`,
                  text: r`$$x^2 = 40$$, breedte $$2 \cdot 2\sqrt{10} = 4\sqrt{10}$$`,
                  elaboration: r`$$x^2 + 9 = 49$$; $$\sqrt{40} = \sqrt{4 \cdot 10} = 2\sqrt{10}$$.`,
                  explanation: r`De snijpunten met het wegdek liggen symmetrisch.`,
                  points: 0,
                },
                {
                  correction: r`hoogste punt $$(0, -3 + 7) = (0, 4)$$`,
                  text: r`hoogte $$= 7 - 3 = 4$$ m`,
                  elaboration: r`Het hoogste punt ligt recht boven het middelpunt, een straal hoger.`,
                  explanation: r`Het middelpunt ligt $$3$$ m onder het wegdek.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 0, 2, 0, 2, 1, 3],
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken exact',
          points: 4,
          minutes: 6,
          pValue: 55,
          text: r`Een vrachtwagen van $$3{,}5$$ m hoog rijdt precies in het midden van de tunnel.

Bereken exact hoe breed de vrachtwagen maximaal mag zijn.`,
          highlights: [r`maximale breedte van de vrachtwagen`],
          tags: ['cirkel', 'exacte oplossing'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.2', 'Moderne Wiskunde': 'H9.2' },
          dependsOn: [{ number: 5 }],
          tips: [r`Bij welke $$x$$ is de tunnel precies $$3{,}5$$ m hoog?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$y = 3{,}5$$ invullen in de cirkelvergelijking`,
                  text: r`$$x^2 + 6{,}5^2 = 49$$`,
                  elaboration: r`$$3{,}5 + 3 = 6{,}5$$`,
                  explanation: r`De bovenhoeken van de vrachtwagen mogen de boog net raken.`,
                  points: 1,
                },
                {
                  correction: r`$$x^2 = 6{,}75$$`,
                  text: r`$$x^2 = 49 - 42{,}25 = 6{,}75$$`,
                  elaboration: r`$$6{,}5^2 = 42{,}25$$`,
                  explanation: r`Reken exact verder, niet met een afgerond decimaal getal.`,
                  points: 1,
                },
                {
                  correction: r`$$x = \sqrt{\frac{27}{4}} = \frac{3}{2}\sqrt{3}$$`,
                  text: r`$$x = \frac{3}{2}\sqrt{3}$$`,
                  elaboration: r`$$6{,}75 = \frac{27}{4}$$ en $$\sqrt{27} = 3\sqrt{3}$$.`,
                  explanation: r`Dit is de halve breedte.`,
                  points: 1,
                  tips: [r`Schrijf $$6{,}75$$ als breuk.`],
                },
                {
                  correction: r`completeren`,
                  text: r`maximale breedte $$3\sqrt{3}$$ m`,
                  elaboration: r`$$2 \cdot \frac{3}{2}\sqrt{3} = 3\sqrt{3} \approx 5{,}20$$`,
                  explanation: r`De vrachtwagen staat symmetrisch in de tunnel.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 5,
          minutes: 9,
          pValue: 34,
          text: r`Voor de ventilatie moet de oppervlakte van de dwarsdoorsnede bekend zijn.

Bereken de oppervlakte van de dwarsdoorsnede van de tunnel boven het wegdek. Rond je antwoord af op één decimaal.`,
          highlights: [r`oppervlakte van de dwarsdoorsnede`],
          tags: ['cirkel', 'oppervlakte', 'hoek'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.2', 'Moderne Wiskunde': 'H5.1' },
          dependsOn: [{ number: 5 }],
          tips: [r`De doorsnede is een cirkelsector min een driehoek.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de middelpuntshoek berekenen`,
                  text: r`$$\cos\left(\frac{1}{2}\theta\right) = \frac{3}{7}$$, dus $$\theta \approx 2{,}256$$ rad`,
                  elaboration: r`In de driehoek met het middelpunt, de oorsprong en een snijpunt met het wegdek: aanliggende zijde $$3$$, schuine zijde $$7$$.`,
                  explanation: r`$$\frac{1}{2}\theta \approx 1{,}128$$ rad ($$64{,}6°$$).`,
                  points: 1,
                  tips: [r`Teken de stralen van het middelpunt naar de twee punten op het wegdek.`],
                },
                {
                  correction: r`oppervlakte van de sector`,
                  text: r`$$\frac{1}{2} \cdot 7^2 \cdot 2{,}256 \approx 55{,}27\ \text{m}^2$$`,
                  elaboration: r`Sectoroppervlakte $$= \frac{\theta}{2\pi} \cdot \pi r^2 = \frac{1}{2}r^2\theta$$.`,
                  explanation: r`Een evenredig deel van de cirkel.`,
                  points: 1,
                },
                {
                  correction: r`oppervlakte van de driehoek`,
                  text: r`$$\frac{1}{2} \cdot 4\sqrt{10} \cdot 3 = 6\sqrt{10} \approx 18{,}97\ \text{m}^2$$`,
                  elaboration: r`Basis $$4\sqrt{10}$$ (vraag 5), hoogte $$3$$.`,
                  explanation: r`Deze driehoek ligt onder het wegdek en hoort niet bij de tunnel.`,
                  points: 2,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer $$36{,}3\ \text{m}^2$$`,
                  elaboration: r`$$55{,}27 - 18{,}97 \approx 36{,}3$$`,
                  explanation: r`Sector min driehoek geeft het cirkelsegment.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`de boog als grafiek: $$y = -3 + \sqrt{49 - x^2}$$`,
                  text: r`$$y = -3 + \sqrt{49 - x^2}$$`,
                  elaboration: r`Los de cirkelvergelijking op naar $$y$$ (bovenste helft).`,
                  explanation: r`Zo is de oppervlakte een integraal.`,
                  points: 1,
                },
                {
                  correction: r`de integraal met de juiste grenzen`,
                  text: r`$$O = \int_{-\sqrt{40}}^{\sqrt{40}} \left(-3 + \sqrt{49 - x^2}\right) dx$$`,
                  elaboration: r`Grenzen uit vraag 5.`,
                  explanation: r`De grafiek ligt tussen de grenzen boven de $$x$$-as.`,
                  points: 2,
                },
                {
                  correction: r`beschrijven hoe de integraal met de GR wordt berekend`,
                  text: r`met de GR: $$O \approx 36{,}29$$`,
                  elaboration: r`Gebruik fnInt of de optie voor de integraal op de GR.`,
                  explanation: r`Een primitieve van $$\sqrt{49 - x^2}$$ is niet met de standaardregels te vinden.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer $$36{,}3\ \text{m}^2$$`,
                  elaboration: r`Afronden op één decimaal.`,
                  explanation: r`Beide methoden geven hetzelfde antwoord.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Robotarm`,
      introduction: r`In een fabriek verplaatst een robotarm onderdelen. De arm bestaat uit twee delen: $$OP$$ van $$4$$ dm en $$PQ$$ van $$3$$ dm, scharnierend verbonden in $$P$$. In een assenstelsel met $$O$$ in de oorsprong geldt

$$\vec{OP} = \begin{pmatrix} 4\cos \alpha \\ 4\sin \alpha \end{pmatrix} \quad \text{en} \quad \vec{PQ} = \begin{pmatrix} 3\cos \beta \\ 3\sin \beta \end{pmatrix}$$

Hierin zijn $$\alpha$$ en $$\beta$$ de hoeken die de armdelen met de positieve $$x$$-as maken. In $$Q$$ zit de grijper. Zie figuur 3.

![Figuur 3](figuur3.svg)`,
      figures: [
        {
          name: 'figuur3.svg',
          alt: r`Figuur 3: de robotarm met de armdelen OP en PQ en de hoek alfa`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 200" font-family="sans-serif" font-size="12">
<rect width="260" height="200" fill="white"/>
<line x1="30" y1="170" x2="245" y2="170" stroke="black"/>
<line x1="60" y1="190" x2="60" y2="20" stroke="black"/>
<line x1="60" y1="170" x2="110" y2="83.4" stroke="#5d6d7e" stroke-width="6" stroke-linecap="round"/>
<line x1="110" y1="83.4" x2="185" y2="83.4" stroke="#5d6d7e" stroke-width="6" stroke-linecap="round"/>
<circle cx="60" cy="170" r="5" fill="#1b2631"/><circle cx="110" cy="83.4" r="5" fill="#1b2631"/><circle cx="185" cy="83.4" r="4" fill="#c0392b"/>
<path d="M90,170 A30,30 0 0 0 75,144" fill="none" stroke="black"/>
<text x="92" y="156">α</text>
<text x="46" y="186">O</text><text x="100" y="74">P</text><text x="190" y="78">Q</text>
<text x="64" y="126">4</text><text x="144" y="100">3</text>
<text x="240" y="186" text-anchor="end">x</text><text x="66" y="26">y</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 8,
          type: 'Toon aan',
          points: 4,
          minutes: 7,
          pValue: 48,
          text: r`Toon aan dat voor de afstand van $$O$$ tot de grijper geldt: $$|OQ|^2 = 25 + 24\cos(\beta - \alpha)$$.`,
          highlights: [r`afstand van $$O$$ tot de grijper`],
          tags: ['vector', 'inproduct', 'somformule'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H9.1', 'Moderne Wiskunde': 'H5.3' },
          tips: [r`$$\vec{OQ} = \vec{OP} + \vec{PQ}$$; bereken de lengte in het kwadraat.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\vec{OQ} = \begin{pmatrix} 4\cos \alpha + 3\cos \beta \\ 4\sin \alpha + 3\sin \beta \end{pmatrix}$$`,
                  text: r`$$\vec{OQ} = \vec{OP} + \vec{PQ}$$`,
                  elaboration: r`Vectoren kop-staart optellen.`,
                  explanation: r`Zo vind je de plaats van de grijper.`,
                  points: 1,
                },
                {
                  correction: r`kwadrateren en optellen`,
                  text: r`$$|OQ|^2 = 16\cos^2 \alpha + 24\cos \alpha \cos \beta + 9\cos^2 \beta + 16\sin^2 \alpha + 24\sin \alpha \sin \beta + 9\sin^2 \beta$$`,
                  elaboration: r`$$|OQ|^2 = (4\cos \alpha + 3\cos \beta)^2 + (4\sin \alpha + 3\sin \beta)^2$$`,
                  explanation: r`Lengte van een vector in het kwadraat is de som van de kwadraten van de kentallen.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\sin^2 + \cos^2 = 1$$`,
                  text: r`$$|OQ|^2 = 16 + 9 + 24(\cos \alpha \cos \beta + \sin \alpha \sin \beta)$$`,
                  elaboration: r`$$16(\cos^2 \alpha + \sin^2 \alpha) = 16$$ en $$9(\cos^2 \beta + \sin^2 \beta) = 9$$.`,
                  explanation: r`Grondformule van de goniometrie.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de somformule $$\cos(\beta - \alpha) = \cos \beta \cos \alpha + \sin \beta \sin \alpha$$`,
                  text: r`$$|OQ|^2 = 25 + 24\cos(\beta - \alpha)$$`,
                  elaboration: r`Verschilformule van het formuleblad.`,
                  explanation: r`Dit is de gevraagde formule.`,
                  points: 1,
                  tips: [r`Zoek op het formuleblad een formule met $$\cos t \cos u + \sin t \sin u$$.`],
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`de hoek tussen $$\vec{OP}$$ en $$\vec{PQ}$$ is $$\beta - \alpha$$`,
                  text: r`$$\angle OPQ = 180° - (\beta - \alpha)$$`,
                  elaboration: r`In driehoek $$OPQ$$ is de hoek bij $$P$$ het supplement van de draaihoek tussen de armdelen.`,
                  explanation: r`Zo kun je de cosinusregel gebruiken.`,
                  points: 1,
                },
                {
                  correction: r`cosinusregel in driehoek $$OPQ$$`,
                  text: r`$$|OQ|^2 = 4^2 + 3^2 - 2 \cdot 4 \cdot 3 \cdot \cos(\angle OPQ)$$`,
                  elaboration: r`Cosinusregel van het formuleblad.`,
                  explanation: r`$$OQ$$ ligt tegenover de hoek bij $$P$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\cos(180° - x) = -\cos x$$`,
                  text: r`$$-\cos(180° - (\beta - \alpha)) = \cos(\beta - \alpha)$$`,
                  elaboration: r`Eenheidscirkel: supplementaire hoeken hebben tegengestelde cosinus.`,
                  explanation: r`Het minteken verdwijnt.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$|OQ|^2 = 25 + 24\cos(\beta - \alpha)$$`,
                  elaboration: r`$$16 + 9 = 25$$ en $$2 \cdot 4 \cdot 3 = 24$$.`,
                  explanation: r`Dezelfde formule als bij strategie 1.`,
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
          minutes: 5,
          pValue: 57,
          text: r`De grijper moet een onderdeel pakken dat $$6$$ dm van $$O$$ ligt.

Bereken de hoek $$\angle OPQ$$ tussen de twee armdelen. Rond je antwoord af op één decimaal.`,
          highlights: [r`onderdeel op $$6$$ dm van $$O$$`],
          tags: ['hoek', 'cosinusregel'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.3', 'Moderne Wiskunde': 'H5.3' },
          dependsOn: [{ number: 8 }],
          tips: [r`Gebruik de formule van vraag 8 met $$|OQ| = 6$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$25 + 24\cos(\beta - \alpha) = 36$$`,
                  text: r`$$\cos(\beta - \alpha) = \frac{11}{24}$$`,
                  elaboration: r`$$6^2 = 36$$; $$24\cos(\beta - \alpha) = 11$$.`,
                  explanation: r`Gebruik het kwadraat van de afstand.`,
                  points: 1,
                },
                {
                  correction: r`$$\beta - \alpha \approx 62{,}7°$$`,
                  text: r`$$\beta - \alpha = \cos^{-1}\left(\frac{11}{24}\right) \approx 62{,}7°$$`,
                  elaboration: r`$$\frac{11}{24} \approx 0{,}458$$`,
                  explanation: r`Dit is de hoek waarover het tweede armdeel ten opzichte van het eerste is gedraaid.`,
                  points: 1,
                },
                {
                  correction: r`$$\angle OPQ = 180° - 62{,}7°$$`,
                  text: r`$$\angle OPQ \approx 117{,}3°$$`,
                  elaboration: r`$$180 - 62{,}72 = 117{,}28$$`,
                  explanation: r`De hoek in driehoek $$OPQ$$ bij $$P$$ is het supplement.`,
                  points: 1,
                  tips: [r`Teken de situatie: welke hoek zit tussen de armdelen in de driehoek?`],
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Onderzoek',
          points: 3,
          minutes: 5,
          pValue: 50,
          text: r`Het eerste armdeel staat vast onder $$\alpha = \frac{1}{3}\pi$$. Het tweede armdeel kan vrij draaien.

Onderzoek of de grijper dan een onderdeel op de $$x$$-as kan pakken.`,
          highlights: [r`grijper op de $$x$$-as`],
          tags: ['vector', 'goniometrische vergelijking'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.1', 'Moderne Wiskunde': 'H5.2' },
          tips: [r`Wat is de $$y$$-coördinaat van $$Q$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$y_Q = 4\sin\left(\frac{1}{3}\pi\right) + 3\sin \beta = 2\sqrt{3} + 3\sin \beta$$`,
                  text: r`$$y_Q = 2\sqrt{3} + 3\sin \beta$$`,
                  elaboration: r`$$\sin\left(\frac{1}{3}\pi\right) = \frac{1}{2}\sqrt{3}$$`,
                  explanation: r`$$Q$$ ligt op de $$x$$-as als $$y_Q = 0$$.`,
                  points: 1,
                },
                {
                  correction: r`$$y_Q = 0$$ geeft $$\sin \beta = -\frac{2}{3}\sqrt{3}$$`,
                  text: r`$$\sin \beta = -\frac{2\sqrt{3}}{3} \approx -1{,}15$$`,
                  elaboration: r`$$3\sin \beta = -2\sqrt{3}$$`,
                  explanation: r`Vergelijk met het bereik van de sinus.`,
                  points: 1,
                  tips: [r`Welke waarden kan $$\sin \beta$$ aannemen?`],
                },
                {
                  correction: r`conclusie`,
                  text: r`niet mogelijk, want $$-1 \leq \sin \beta \leq 1$$`,
                  elaboration: r`$$P$$ ligt $$2\sqrt{3} \approx 3{,}46$$ dm boven de $$x$$-as en het tweede armdeel is maar $$3$$ dm lang.`,
                  explanation: r`De grijper kan de $$x$$-as dus niet bereiken.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Sprinter`,
      introduction: r`Een sprinter loopt de $$100$$ meter. Voor zijn snelheid $$v$$ (in m/s) gebruiken we het model

$$v(t) = 11\left(1 - e^{-0{,}9t}\right)$$

Hierin is $$t$$ de tijd in seconden na het startschot. Bij een wedstrijd zijn de volgende tussentijden gemeten.

| afstand (m) | 10 | 30 | 60 |
|---|---|---|---|
| tijd (s) | 1,80 | 3,80 | 6,56 |`,
      questions: [
        {
          number: 11,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 65,
          text: r`Bepaal de grootste versnelling van de sprinter volgens het model.`,
          highlights: [r`grootste versnelling`],
          tags: ['afgeleide', 'e-macht', 'versnelling'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H4.4' },
          tips: [r`De versnelling is de afgeleide van de snelheid.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$v'(t) = 9{,}9e^{-0{,}9t}$$`,
                  text: r`$$v'(t) = 11 \cdot 0{,}9e^{-0{,}9t} = 9{,}9e^{-0{,}9t}$$`,
                  elaboration: r`De afgeleide van $$-e^{-0{,}9t}$$ is $$0{,}9e^{-0{,}9t}$$.`,
                  explanation: r`Kettingregel bij de e-macht.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat $$v'$$ dalend is, dus maximaal bij $$t = 0$$`,
                  text: r`$$v'$$ is maximaal op $$t = 0$$`,
                  elaboration: r`$$e^{-0{,}9t}$$ neemt af als $$t$$ toeneemt.`,
                  explanation: r`De sprinter versnelt het hardst direct na de start.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$v'(0) = 9{,}9\ \text{m/s}^2$$`,
                  elaboration: r`$$e^0 = 1$$`,
                  explanation: r`Let op de eenheid $$\text{m/s}^2$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 52,
          text: r`Voor de afgelegde afstand $$s$$ (in m) geldt $$s(0) = 0$$ en $$s'(t) = v(t)$$.

Toon aan dat $$s(t) = 11t - \frac{110}{9}\left(1 - e^{-0{,}9t}\right)$$ en controleer met de tussentijd bij $$30$$ m dat het model goed past.`,
          highlights: [r`afgelegde afstand`],
          tags: ['primitieve', 'e-macht'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.1', 'Moderne Wiskunde': 'H6.1' },
          tips: [r`Zoek een primitieve van $$v$$ en kies de constante zo dat $$s(0) = 0$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`primitieve $$11t + \frac{110}{9}e^{-0{,}9t} + c$$`,
                  text: r`$$s(t) = 11t + \frac{11}{0{,}9}e^{-0{,}9t} + c$$`,
                  elaboration: r`Een primitieve van $$-11e^{-0{,}9t}$$ is $$\frac{-11}{-0{,}9}e^{-0{,}9t} = \frac{110}{9}e^{-0{,}9t}$$.`,
                  explanation: r`$$\frac{11}{0{,}9} = \frac{110}{9}$$`,
                  points: 1,
                  tips: [r`Deel bij het primitiveren van $$e^{-0{,}9t}$$ door $$-0{,}9$$.`],
                },
                {
                  correction: r`$$c = -\frac{110}{9}$$ uit $$s(0) = 0$$`,
                  text: r`$$0 + \frac{110}{9} + c = 0$$`,
                  elaboration: r`$$e^0 = 1$$`,
                  explanation: r`De beginvoorwaarde legt de constante vast.`,
                  points: 1,
                },
                {
                  correction: r`herschrijven tot de gegeven vorm`,
                  text: r`$$s(t) = 11t - \frac{110}{9}\left(1 - e^{-0{,}9t}\right)$$`,
                  elaboration: r`$$\frac{110}{9}e^{-0{,}9t} - \frac{110}{9} = -\frac{110}{9}\left(1 - e^{-0{,}9t}\right)$$`,
                  explanation: r`Buiten haakjes halen.`,
                  points: 1,
                },
                {
                  correction: r`controle met $$t = 3{,}80$$`,
                  text: r`$$s(3{,}80) \approx 30{,}0$$ m`,
                  elaboration: r`$$41{,}8 - 12{,}22 \cdot (1 - e^{-3{,}42}) \approx 41{,}8 - 11{,}82 = 29{,}98$$`,
                  explanation: r`De gemeten tussentijd past bij het model.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 13,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 56,
          text: r`Bereken met het model de eindtijd van de sprinter op de $$100$$ meter. Rond je antwoord af op twee decimalen.`,
          highlights: [r`eindtijd op de $$100$$ meter`],
          tags: ['e-macht', 'vergelijking'],
          domain: 'Vergelijkingen en ongelijkheden',
          chapters: { 'Getal & Ruimte': 'H2.1', 'Moderne Wiskunde': 'H4.3' },
          dependsOn: [{ number: 12 }],
          tips: [r`Los $$s(t) = 100$$ op met de GR.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de vergelijking $$s(t) = 100$$`,
                  text: r`$$11t - \frac{110}{9}\left(1 - e^{-0{,}9t}\right) = 100$$`,
                  elaboration: r`Gebruik de formule van vraag 12.`,
                  explanation: r`De eindtijd is het moment waarop $$100$$ m is afgelegd.`,
                  points: 1,
                },
                {
                  correction: r`beschrijven hoe de vergelijking met de GR wordt opgelost`,
                  text: r`$$t \approx 10{,}20$$`,
                  elaboration: r`Snijpunt van $$y_1 = 11x - \frac{110}{9}(1 - e^{-0{,}9x})$$ en $$y_2 = 100$$.`,
                  explanation: r`Deze vergelijking is niet algebraïsch op te lossen.`,
                  points: 2,
                },
                {
                  correction: r`completeren`,
                  text: r`eindtijd $$10{,}20$$ s`,
                  elaboration: r`$$t \approx 10{,}202$$`,
                  explanation: r`Aan het eind loopt de sprinter vrijwel zijn topsnelheid van $$11$$ m/s.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Meerkeuze',
          points: 2,
          minutes: 3,
          pValue: 60,
          text: r`Na hoeveel seconden heeft de sprinter volgens het model $$99\%$$ van zijn topsnelheid bereikt?

A na ongeveer $$1{,}1$$ s
B na ongeveer $$2{,}6$$ s
C na ongeveer $$5{,}1$$ s
D na ongeveer $$10{,}2$$ s`,
          highlights: [r`$$99\%$$ van de topsnelheid`],
          tags: ['e-macht', 'logaritme'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.3' },
          dependsOn: [{ number: 11 }],
          tips: [r`Wat is de topsnelheid van de sprinter volgens het model?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$1 - e^{-0{,}9t} = 0{,}99$$`,
                  text: r`$$e^{-0{,}9t} = 0{,}01$$`,
                  elaboration: r`De topsnelheid is $$11$$ m/s (de grenswaarde).`,
                  explanation: r`$$99\%$$ van $$11$$ betekent dat de factor tussen haakjes $$0{,}99$$ is.`,
                  points: 1,
                },
                {
                  correction: r`antwoord C`,
                  text: r`$$t = \frac{\ln 100}{0{,}9} \approx 5{,}1$$, dus C`,
                  elaboration: r`$$-0{,}9t = \ln 0{,}01$$`,
                  explanation: r`Daarna loopt de sprinter nagenoeg met constante snelheid.`,
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
