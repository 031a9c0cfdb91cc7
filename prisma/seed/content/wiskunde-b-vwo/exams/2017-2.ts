import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2017,
  term: 2,
  standardizationValue: 1.2,
  topics: [
    {
      name: r`Bloemenvaas`,
      introduction: r`Een glasblazer maakt een bolle vaas. De binnenkant van de vaas ontstaat door het vlakdeel tussen de grafiek van

$$f(x) = 6 - 2\cos\left(\frac{\pi}{10}x\right) \quad \text{met } 0 \leq x \leq 20$$

en de $$x$$-as te wentelen om de $$x$$-as. Hierbij zijn $$x$$ en $$f(x)$$ in centimeters. De bodem van de vaas ligt bij $$x = 0$$ en de opening bij $$x = 20$$. In figuur 1 ligt de vaas op zijn kant. De dikte van het glas laten we buiten beschouwing.

![Figuur 1](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: doorsnede van de vaas, gewenteld om de x-as`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" font-family="sans-serif" font-size="11">
<rect width="320" height="240" fill="white"/>
<line x1="20" y1="120" x2="305" y2="120" stroke="black"/>
<polygon points="300,116 308,120 300,124" fill="black"/>
<line x1="40" y1="230" x2="40" y2="10" stroke="black"/>
<polygon points="36,14 40,6 44,14" fill="black"/>
<path d="M40,72 L46.0,71.7 52.0,70.8 58.0,69.4 64.0,67.4 70.0,65.0 76.0,62.1 82.0,58.9 88.0,55.4 94.0,51.8 100.0,48.0 106.0,44.2 112.0,40.6 118.0,37.1 124.0,33.9 130.0,31.0 136.0,28.6 142.0,26.6 148.0,25.2 154.0,24.3 160.0,24.0 166.0,24.3 172.0,25.2 178.0,26.6 184.0,28.6 190.0,31.0 196.0,33.9 202.0,37.1 208.0,40.6 214.0,44.2 220.0,48.0 226.0,51.8 232.0,55.4 238.0,58.9 244.0,62.1 250.0,65.0 256.0,67.4 262.0,69.4 268.0,70.8 274.0,71.7 280.0,72.0 L280,168 L274.0,168.3 268.0,169.2 262.0,170.6 256.0,172.6 250.0,175.0 244.0,177.9 238.0,181.1 232.0,184.6 226.0,188.2 220.0,192.0 214.0,195.8 208.0,199.4 202.0,202.9 196.0,206.1 190.0,209.0 184.0,211.4 178.0,213.4 172.0,214.8 166.0,215.7 160.0,216.0 154.0,215.7 148.0,214.8 142.0,213.4 136.0,211.4 130.0,209.0 124.0,206.1 118.0,202.9 112.0,199.4 106.0,195.8 100.0,192.0 94.0,188.2 88.0,184.6 82.0,181.1 76.0,177.9 70.0,175.0 64.0,172.6 58.0,170.6 52.0,169.2 46.0,168.3 40.0,168.0 Z" fill="#e8f4fa" stroke="#1f6f8b" stroke-width="2"/>
<line x1="40" y1="72" x2="40" y2="168" stroke="#1f6f8b" stroke-width="4"/>
<text x="160" y="18" text-anchor="middle" fill="#1f6f8b">grafiek van f</text>
<text x="46" y="136">bodem</text>
<text x="276" y="136" text-anchor="end">opening</text>
<text x="280" y="110" text-anchor="middle">20</text><text x="160" y="110" text-anchor="middle">10</text>
<text x="300" y="134">x</text><text x="46" y="12">y</text>
<text x="36" y="116" text-anchor="end">O</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bereken exact',
          points: 3,
          minutes: 5,
          pValue: 68,
          text: r`Bereken exact op welke afstanden van de bodem de binnendiameter van de vaas $$10$$ cm is.`,
          highlights: [r`binnendiameter van $$10$$ cm`],
          tags: ['goniometrische vergelijking', 'exacte oplossing'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H3.3' },
          tips: [r`Een diameter van $$10$$ cm hoort bij welke waarde van $$f(x)$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`de vergelijking $$6 - 2\cos\left(\frac{\pi}{10}x\right) = 5$$`,
                  text: r`$$\cos\left(\frac{\pi}{10}x\right) = \frac{1}{2}$$`,
                  elaboration: r`De straal is de helft van de diameter, dus $$f(x) = 5$$. Dan $$-2\cos\left(\frac{\pi}{10}x\right) = -1$$.`,
                  explanation: r`$$f(x)$$ is de straal van de doorsnede op afstand $$x$$ van de bodem.`,
                  points: 1,
                },
                {
                  correction: r`$$\frac{\pi}{10}x = \frac{1}{3}\pi + k \cdot 2\pi$$ of $$\frac{\pi}{10}x = -\frac{1}{3}\pi + k \cdot 2\pi$$`,
                  text: r`$$x = \frac{10}{3} + 20k$$ of $$x = -\frac{10}{3} + 20k$$`,
                  elaboration: r`$$\cos \alpha = \frac{1}{2}$$ geeft $$\alpha = \pm\frac{1}{3}\pi + k \cdot 2\pi$$; vermenigvuldig met $$\frac{10}{\pi}$$.`,
                  explanation: r`Een cosinusvergelijking heeft twee reeksen oplossingen, symmetrisch ten opzichte van $$0$$.`,
                  points: 1,
                  tips: [r`Bij welke hoek in het eerste kwadrant is de cosinus $$\frac{1}{2}$$?`],
                },
                {
                  correction: r`de oplossingen op het interval $$[0, 20]$$`,
                  text: r`$$x = 3\tfrac{1}{3}$$ cm en $$x = 16\tfrac{2}{3}$$ cm`,
                  elaboration: r`Met $$k = 0$$ uit de eerste reeks: $$\frac{10}{3}$$; met $$k = 1$$ uit de tweede reeks: $$20 - \frac{10}{3} = \frac{50}{3}$$.`,
                  explanation: r`Alleen oplossingen tussen bodem en opening tellen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Toon aan',
          points: 5,
          minutes: 10,
          pValue: 41,
          text: r`Toon met behulp van primitiveren aan dat de inhoud van de vaas $$760\pi\ \text{cm}^3$$ is.`,
          highlights: [r`inhoud $$760\pi\ \text{cm}^3$$`],
          tags: ['omwentelingslichaam', 'primitieve', 'verdubbelingsformule'],
          domain: 'Inhoud van omwentelingslichamen',
          chapters: { 'Getal & Ruimte': 'H6.3', 'Moderne Wiskunde': 'H6.3' },
          tips: [r`Werk het kwadraat uit en gebruik een verdubbelingsformule om $$\cos^2$$ te kunnen primitiveren.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$I = \pi \int_0^{20} \left(6 - 2\cos\left(\frac{\pi}{10}x\right)\right)^2 dx$$`,
                  text: r`$$I = \pi \int_0^{20} \left(36 - 24\cos\left(\frac{\pi}{10}x\right) + 4\cos^2\left(\frac{\pi}{10}x\right)\right) dx$$`,
                  elaboration: r`Formule voor de inhoud van een omwentelingslichaam om de $$x$$-as, daarna het kwadraat uitwerken.`,
                  explanation: r`$$(a - b)^2 = a^2 - 2ab + b^2$$ met $$a = 6$$ en $$b = 2\cos\left(\frac{\pi}{10}x\right)$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\cos^2 t = \frac{1}{2} + \frac{1}{2}\cos(2t)$$`,
                  text: r`$$4\cos^2\left(\frac{\pi}{10}x\right) = 2 + 2\cos\left(\frac{\pi}{5}x\right)$$`,
                  elaboration: r`Uit $$\cos(2t) = 2\cos^2 t - 1$$ volgt $$\cos^2 t = \frac{1}{2} + \frac{1}{2}\cos(2t)$$.`,
                  explanation: r`Een kwadraat van een cosinus kun je niet direct primitiveren; na herschrijven wel.`,
                  points: 1,
                  tips: [r`Kijk op het formuleblad bij de verdubbelingsformules.`],
                },
                {
                  correction: r`een juiste primitieve`,
                  text: r`$$F(x) = 38x - \frac{240}{\pi}\sin\left(\frac{\pi}{10}x\right) + \frac{10}{\pi}\sin\left(\frac{\pi}{5}x\right)$$`,
                  elaboration: r`De integrand is $$38 - 24\cos\left(\frac{\pi}{10}x\right) + 2\cos\left(\frac{\pi}{5}x\right)$$. Een primitieve van $$\cos(cx)$$ is $$\frac{1}{c}\sin(cx)$$.`,
                  explanation: r`$$24 \cdot \frac{10}{\pi} = \frac{240}{\pi}$$ en $$2 \cdot \frac{5}{\pi} = \frac{10}{\pi}$$.`,
                  points: 2,
                  tips: [r`Bij het primitiveren van $$\cos(cx)$$ deel je door $$c$$.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$I = \pi(F(20) - F(0)) = 760\pi$$`,
                  elaboration: r`$$\sin(2\pi) = \sin(4\pi) = \sin(0) = 0$$, dus $$F(20) - F(0) = 38 \cdot 20 = 760$$.`,
                  explanation: r`Alle sinustermen vallen weg omdat over hele perioden wordt geïntegreerd.`,
                  points: 1,
                },
              ],
              remark: r`Als de inhoud alleen met de GR is berekend, geen scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 3,
          type: 'Beredeneer',
          points: 3,
          minutes: 4,
          pValue: 48,
          text: r`Beredeneer zonder te integreren dat de vaas precies half vol is als het water $$10$$ cm hoog staat.`,
          highlights: [r`half vol bij $$10$$ cm`],
          tags: ['omwentelingslichaam', 'symmetrie', 'sinusoïde'],
          domain: 'Inhoud van omwentelingslichamen',
          chapters: { 'Getal & Ruimte': 'H6.3', 'Moderne Wiskunde': 'H9.1' },
          dependsOn: [{ number: 2 }],
          tips: [r`Bekijk de grafiek van $$f$$: welke symmetrie zie je?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de grafiek van $$f$$ symmetrisch is in de lijn $$x = 10$$`,
                  text: r`$$f(10 - a) = f(10 + a)$$`,
                  elaboration: r`$$x = 10$$ is de plaats van de top van de sinusoïde: $$\cos(\pi - t) = \cos(\pi + t)$$.`,
                  explanation: r`Een sinusoïde is symmetrisch in elke verticale lijn door een top.`,
                  points: 1,
                  tips: [r`Waar ligt de top van de grafiek?`],
                },
                {
                  correction: r`dus de delen voor $$0 \leq x \leq 10$$ en $$10 \leq x \leq 20$$ hebben dezelfde inhoud`,
                  text: r`beide helften zijn spiegelbeelden`,
                  elaboration: r`Door spiegeling in het vlak $$x = 10$$ gaat het onderste deel van de vaas over in het bovenste deel.`,
                  explanation: r`Gespiegelde lichamen hebben dezelfde inhoud.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`bij een waterhoogte van $$10$$ cm zit er $$380\pi\ \text{cm}^3$$ in de vaas: precies de helft`,
                  elaboration: r`$$\frac{1}{2} \cdot 760\pi = 380\pi$$`,
                  explanation: r`De totale inhoud is verdeeld in twee gelijke delen.`,
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
          pValue: 55,
          text: r`De vaas staat rechtop op zijn bodem. Er wordt $$1$$ liter water in gegoten.

Bereken hoe hoog het water in de vaas staat. Geef je antwoord in millimeters nauwkeurig.`,
          highlights: [r`$$1$$ liter water`],
          tags: ['omwentelingslichaam', 'integraal'],
          domain: 'Inhoud van omwentelingslichamen',
          chapters: { 'Getal & Ruimte': 'H6.3', 'Moderne Wiskunde': 'H6.3' },
          tips: [r`De waterhoogte $$h$$ is de bovengrens van een integraal.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de vergelijking $$\pi \int_0^{h} (f(x))^2 dx = 1000$$`,
                  text: r`$$\pi \int_0^{h} \left(6 - 2\cos\left(\frac{\pi}{10}x\right)\right)^2 dx = 1000$$`,
                  elaboration: r`$$1$$ liter $$= 1000\ \text{cm}^3$$; het water vult het omwentelingslichaam van $$x = 0$$ tot $$x = h$$.`,
                  explanation: r`Omdat $$380\pi \approx 1194 > 1000$$ ligt $$h$$ onder $$10$$ cm.`,
                  points: 1,
                  tips: [r`Reken de liter eerst om naar $$\text{cm}^3$$.`],
                },
                {
                  correction: r`beschrijven hoe de vergelijking met de GR wordt opgelost`,
                  text: r`$$h \approx 9{,}03$$`,
                  elaboration: r`Voer $$y_1 = \pi \cdot \text{fnInt}((6 - 2\cos(\pi X/10))^2, X, 0, x)$$ en $$y_2 = 1000$$ in en bepaal het snijpunt; of gebruik de primitieve van vraag 2: $$38\pi h - 240\sin\left(\frac{\pi}{10}h\right) + 10\sin\left(\frac{\pi}{5}h\right) = 1000$$.`,
                  explanation: r`Deze vergelijking is niet algebraïsch op te lossen.`,
                  points: 2,
                },
                {
                  correction: r`completeren`,
                  text: r`het water staat ongeveer $$90$$ mm hoog`,
                  elaboration: r`$$9{,}03$$ cm $$\approx 90$$ mm`,
                  explanation: r`Let op de gevraagde eenheid.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Getijdenhaven`,
      introduction: r`In een zeehaven varieert de waterdiepte door eb en vloed. Op een bepaalde dag geldt voor de waterdiepte bij de havenmond

$$D(t) = 4{,}5 + 1{,}8\sin\left(\frac{2\pi}{12{,}4}(t - 3)\right)$$

Hierin is $$D$$ de waterdiepte in meters en $$t$$ de tijd in uren na middernacht.`,
      questions: [
        {
          number: 5,
          type: 'Bereken',
          points: 4,
          minutes: 7,
          pValue: 53,
          introduction: r`Een vrachtschip heeft een diepgang van $$5{,}2$$ m. Het schip mag de haven alleen binnenvaren als er minstens $$0{,}6$$ m water onder de kiel staat.`,
          text: r`Bereken hoe lang het schip per getijdenperiode de haven binnen kan varen. Geef je antwoord in uren en minuten.`,
          highlights: [r`waterdiepte minstens $$5{,}8$$ m`],
          tags: ['sinusoïde', 'goniometrische vergelijking', 'ongelijkheid'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H3.3' },
          tips: [r`Hoe diep moet het water minstens zijn?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$D(t) \geq 5{,}8$$ moet gelden`,
                  text: r`$$4{,}5 + 1{,}8\sin\left(\frac{2\pi}{12{,}4}(t - 3)\right) = 5{,}8$$`,
                  elaboration: r`$$5{,}2 + 0{,}6 = 5{,}8$$ m`,
                  explanation: r`Diepgang plus de vereiste ruimte onder de kiel.`,
                  points: 1,
                },
                {
                  correction: r`oplossen van de vergelijking`,
                  text: r`$$t \approx 4{,}59$$ en $$t \approx 7{,}61$$`,
                  elaboration: r`$$\sin\left(\frac{2\pi}{12{,}4}(t - 3)\right) = \frac{1{,}3}{1{,}8} \approx 0{,}722$$ geeft $$\frac{2\pi}{12{,}4}(t - 3) \approx 0{,}807$$ of $$\pi - 0{,}807 \approx 2{,}335$$, dus $$t \approx 3 + 1{,}593 = 4{,}59$$ of $$t \approx 3 + 4{,}608 = 7{,}61$$.`,
                  explanation: r`Tussen deze tijdstippen is de waterdiepte groter dan $$5{,}8$$ m.`,
                  points: 2,
                  tips: [r`Met de GR kun je de grafiek van $$D$$ snijden met de lijn $$y = 5{,}8$$.`],
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer $$3$$ uur en $$1$$ minuut`,
                  elaboration: r`$$7{,}607 - 4{,}593 = 3{,}015$$ uur; $$0{,}015 \cdot 60 \approx 1$$ minuut.`,
                  explanation: r`Rond pas aan het eind af.`,
                  points: 1,
                },
              ],
              remark: r`Als het antwoord $$3{,}0$$ uur is gegeven zonder omrekening naar uren en minuten, maximaal 3 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 6,
          type: 'Meerkeuze',
          points: 2,
          minutes: 3,
          pValue: 47,
          text: r`De formule van $$D$$ kan ook met een cosinus worden geschreven. Welke formule beschrijft dezelfde grafiek als $$D$$?

A $$4{,}5 + 1{,}8\cos\left(\frac{2\pi}{12{,}4}(t - 6{,}1)\right)$$
B $$4{,}5 + 1{,}8\cos\left(\frac{2\pi}{12{,}4}(t - 3{,}1)\right)$$
C $$4{,}5 - 1{,}8\cos\left(\frac{2\pi}{12{,}4}(t - 6{,}1)\right)$$
D $$4{,}5 + 1{,}8\cos\left(\frac{2\pi}{12{,}4}(t + 3{,}1)\right)$$`,
          highlights: [r`dezelfde grafiek met een cosinus`],
          tags: ['sinusoïde', 'transformatie'],
          domain: 'Sinusoïden en periodieke verbanden',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H3.2' },
          tips: [r`Op welk tijdstip is het hoogwater? Een cosinus begint in een top.`],
          answers: [
            {
              steps: [
                {
                  correction: r`het eerste hoogwater na $$t = 3$$ ligt een kwart periode later`,
                  text: r`hoogwater op $$t = 3 + 3{,}1 = 6{,}1$$`,
                  elaboration: r`Een kwart van de periode is $$\frac{12{,}4}{4} = 3{,}1$$ uur. De sinus start bij $$t = 3$$ stijgend door de evenwichtsstand.`,
                  explanation: r`Een cosinus met positieve amplitude begint in een top, dus de verschuiving is het tijdstip van hoogwater.`,
                  points: 1,
                },
                {
                  correction: r`antwoord A`,
                  text: r`A`,
                  elaboration: r`$$\cos(\alpha - \frac{1}{2}\pi) = \sin \alpha$$ met $$\alpha = \frac{2\pi}{12{,}4}(t - 3)$$.`,
                  explanation: r`B en D hebben de verkeerde verschuiving, C heeft het verkeerde teken.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 50,
          text: r`Bereken hoeveel centimeter per minuut het water maximaal stijgt. Rond je antwoord af op één decimaal.`,
          highlights: [r`maximale stijgsnelheid`],
          tags: ['afgeleide', 'sinusoïde', 'snelheid'],
          domain: 'Sinusoïden en periodieke verbanden',
          chapters: { 'Getal & Ruimte': 'H5.4', 'Moderne Wiskunde': 'H1.3' },
          tips: [r`De stijgsnelheid is de afgeleide van $$D$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$D'(t) = 1{,}8 \cdot \frac{2\pi}{12{,}4}\cos\left(\frac{2\pi}{12{,}4}(t - 3)\right)$$`,
                  text: r`$$D'(t) = \frac{3{,}6\pi}{12{,}4}\cos\left(\frac{2\pi}{12{,}4}(t - 3)\right)$$`,
                  elaboration: r`De afgeleide van $$\sin(u)$$ is $$\cos(u) \cdot u'$$ met $$u' = \frac{2\pi}{12{,}4}$$.`,
                  explanation: r`Kettingregel.`,
                  points: 2,
                },
                {
                  correction: r`het maximum van $$D'$$`,
                  text: r`$$D'_{max} = \frac{3{,}6\pi}{12{,}4} \approx 0{,}912$$ m per uur`,
                  elaboration: r`De cosinus is hoogstens $$1$$.`,
                  explanation: r`Het water stijgt het snelst als de diepte de evenwichtsstand stijgend passeert.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar cm per minuut`,
                  text: r`ongeveer $$1{,}5$$ cm per minuut`,
                  elaboration: r`$$0{,}912$$ m/h $$= 91{,}2$$ cm per $$60$$ minuten $$\approx 1{,}5$$ cm/min`,
                  explanation: r`$$t$$ is in uren en $$D$$ in meters; de vraag vraagt cm per minuut.`,
                  points: 1,
                  tips: [r`In welke eenheden staan $$t$$ en $$D$$?`],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Aardbevingen`,
      introduction: r`Seismologen houden bij hoeveel aardbevingen er in een gebied voorkomen. In de tabel staat voor een bepaalde regio het gemiddelde aantal aardbevingen $$N$$ per jaar met een kracht van minstens $$M$$ op de schaal van Richter.

| $$M$$ | 2 | 3 | 4 | 5 |
|---|---|---|---|---|
| $$N$$ (per jaar) | 1600 | 200 | 25 | 3,2 |

Voor de energie $$E$$ (in joule) die bij een aardbeving met kracht $$M$$ vrijkomt, geldt bij benadering $$\log E = 4{,}8 + 1{,}5M$$.`,
      questions: [
        {
          number: 8,
          type: 'Stel op',
          points: 4,
          minutes: 6,
          pValue: 55,
          text: r`Er is een lineair verband tussen $$\log N$$ en $$M$$.

Stel met behulp van de waarden bij $$M = 2$$ en $$M = 5$$ een formule op van de vorm $$\log N = a + bM$$. Rond $$a$$ en $$b$$ af op twee decimalen.`,
          highlights: [r`lineair verband tussen $$\log N$$ en $$M$$`],
          tags: ['logaritme', 'lineair verband'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H4.2' },
          tips: [r`Bereken eerst $$\log 1600$$ en $$\log 3{,}2$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\log 1600 \approx 3{,}204$$ en $$\log 3{,}2 \approx 0{,}505$$`,
                  text: r`punten $$(2;\ 3{,}204)$$ en $$(5;\ 0{,}505)$$`,
                  elaboration: r`Neem bij beide waarden van $$N$$ de logaritme met grondtal $$10$$.`,
                  explanation: r`In een assenstelsel met $$\log N$$ verticaal liggen de punten op een rechte lijn.`,
                  points: 1,
                },
                {
                  correction: r`de richtingscoëfficiënt $$b$$`,
                  text: r`$$b = \frac{0{,}505 - 3{,}204}{5 - 2} \approx -0{,}90$$`,
                  elaboration: r`$$\frac{-2{,}699}{3} \approx -0{,}8997$$`,
                  explanation: r`$$b$$ is de helling van de lijn door beide punten.`,
                  points: 1,
                },
                {
                  correction: r`$$a$$ berekenen`,
                  text: r`$$a \approx 5{,}00$$`,
                  elaboration: r`$$3{,}204 = a - 0{,}8997 \cdot 2$$ geeft $$a \approx 5{,}004$$.`,
                  explanation: r`Vul een van de punten in de lineaire formule in.`,
                  points: 1,
                  tips: [r`Vul het punt bij $$M = 2$$ in.`],
                },
                {
                  correction: r`de formule`,
                  text: r`$$\log N = 5{,}00 - 0{,}90M$$`,
                  elaboration: r`Controle bij $$M = 3$$: $$\log N = 2{,}30$$, dus $$N \approx 200$$. Dat klopt met de tabel.`,
                  explanation: r`Een controle met een tussenliggende waarde bevestigt het lineaire verband.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 9,
          type: 'Bereken exact',
          points: 3,
          minutes: 4,
          pValue: 62,
          introduction: r`Neem in de rest van deze opgave $$\log N = 5 - 0{,}9M$$.`,
          text: r`Bereken exact voor welke kracht $$M$$ er gemiddeld één aardbeving per jaar is.`,
          highlights: [r`één aardbeving per jaar`],
          tags: ['logaritme', 'exacte oplossing'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H9.2' },
          dependsOn: [{ number: 8 }],
          tips: [r`Wat is $$\log 1$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$N = 1$$ geeft $$\log N = 0$$`,
                  text: r`$$5 - 0{,}9M = 0$$`,
                  elaboration: r`$$\log 1 = 0$$ omdat $$10^0 = 1$$.`,
                  explanation: r`Eén aardbeving per jaar betekent $$N = 1$$.`,
                  points: 1,
                },
                {
                  correction: r`oplossen`,
                  text: r`$$M = \frac{5}{0{,}9} = \frac{50}{9}$$`,
                  elaboration: r`$$0{,}9M = 5$$, dus $$M = \frac{50}{9} = 5\tfrac{5}{9}$$.`,
                  explanation: r`Exact betekent: een breuk, geen afgerond decimaal getal.`,
                  points: 2,
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
          pValue: 66,
          text: r`Toon aan dat bij een aardbeving die één eenheid sterker is ongeveer $$32$$ keer zoveel energie vrijkomt.`,
          highlights: [r`één eenheid sterker`, r`$$32$$ keer zoveel energie`],
          tags: ['logaritme', 'groeifactor'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H4.2' },
          tips: [r`Schrijf $$E$$ als macht van $$10$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\frac{E_{M+1}}{E_M} = \frac{10^{4{,}8 + 1{,}5(M+1)}}{10^{4{,}8 + 1{,}5M}} = 10^{1{,}5}$$`,
                  text: r`de verhouding is $$10^{1{,}5}$$`,
                  elaboration: r`Uit $$\log E = 4{,}8 + 1{,}5M$$ volgt $$E = 10^{4{,}8 + 1{,}5M}$$. Bij het delen trek je de exponenten af: $$1{,}5(M + 1) - 1{,}5M = 1{,}5$$.`,
                  explanation: r`Bij een logaritmische schaal hoort een vaste vermenigvuldigingsfactor bij een vaste toename.`,
                  points: 0,
                  tips: [r`Gebruik $$\frac{10^a}{10^b} = 10^{a-b}$$.`],
                },
                {
                  correction: r`$$10^{1{,}5} \approx 31{,}6 \approx 32$$`,
                  text: r`$$10^{1{,}5} \approx 31{,}6$$`,
                  elaboration: r`$$10^{1{,}5} = 10\sqrt{10} \approx 31{,}6$$`,
                  explanation: r`Afgerond is dat ongeveer $$32$$.`,
                  points: 0,
                },
              ],
              scores: [0, 2, 0, 3],
              remark: r`Als alleen met twee concrete waarden van $$M$$ is gerekend zonder algemene redenering, maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 11,
          type: 'Stel op',
          points: 4,
          minutes: 8,
          pValue: 36,
          text: r`Door beide formules te combineren kun je de energie $$E$$ van een aardbeving uitdrukken in het aantal $$N$$ aardbevingen per jaar van minstens die kracht.

Stel een formule op van de vorm $$E = c \cdot N^{k}$$. Geef $$k$$ exact en $$c$$ in wetenschappelijke notatie met twee decimalen.`,
          highlights: [r`$$E$$ uitgedrukt in $$N$$`],
          tags: ['logaritme', 'machtsfunctie'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H4.2' },
          dependsOn: [{ number: 9, introduction: true }, { number: 10 }],
          tips: [r`Druk eerst $$M$$ uit in $$\log N$$ en vul dat in bij $$\log E$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$M$$ uitdrukken in $$\log N$$`,
                  text: r`$$M = \frac{5 - \log N}{0{,}9}$$`,
                  elaboration: r`$$0{,}9M = 5 - \log N$$`,
                  explanation: r`Zo kun je $$M$$ elimineren.`,
                  points: 1,
                },
                {
                  correction: r`invullen in de formule voor $$\log E$$`,
                  text: r`$$\log E = \frac{197}{15} - \frac{5}{3}\log N$$`,
                  elaboration: r`$$\log E = 4{,}8 + \frac{1{,}5}{0{,}9}(5 - \log N) = 4{,}8 + \frac{25}{3} - \frac{5}{3}\log N$$ en $$4{,}8 + \frac{25}{3} = \frac{72 + 125}{15} = \frac{197}{15}$$.`,
                  explanation: r`$$\frac{1{,}5}{0{,}9} = \frac{5}{3}$$`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de rekenregels voor logaritmen`,
                  text: r`$$E = 10^{197/15} \cdot N^{-\frac{5}{3}}$$`,
                  elaboration: r`$$-\frac{5}{3}\log N = \log N^{-\frac{5}{3}}$$, dus $$\log E = \log\left(10^{197/15} \cdot N^{-\frac{5}{3}}\right)$$.`,
                  explanation: r`$$p \cdot \log a = \log a^{p}$$ en $$\log a + \log b = \log(ab)$$.`,
                  points: 1,
                  tips: [r`Schrijf ook $$\frac{197}{15}$$ als logaritme van een getal.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$E \approx 1{,}36 \cdot 10^{13} \cdot N^{-\frac{5}{3}}$$`,
                  elaboration: r`$$10^{13{,}133} \approx 1{,}36 \cdot 10^{13}$$ en $$k = -\frac{5}{3}$$.`,
                  explanation: r`Hoe zeldzamer een aardbeving (kleine $$N$$), hoe meer energie.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Lichtshow met drones`,
      introduction: r`Bij een lichtshow vliegt een drone in een horizontaal vlak een liggende acht. In een assenstelsel met eenheden in meters wordt de plaats van de drone beschreven door

$$x(t) = 8\sin t \quad \text{en} \quad y(t) = 4\sin(2t) \quad \text{met } 0 \leq t \leq 2\pi$$

Hierin is $$t$$ de tijd in seconden. Zie figuur 2.

![Figuur 2](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: de baan van de drone, een liggende acht`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 220" font-family="sans-serif" font-size="11">
<rect width="300" height="220" fill="white"/>
<line x1="20" y1="120" x2="285" y2="120" stroke="black"/>
<line x1="150" y1="205" x2="150" y2="20" stroke="black"/>
<polygon points="280,116 288,120 280,124" fill="black"/>
<polygon points="146,24 150,16 154,24" fill="black"/>
<polyline fill="none" stroke="#8e44ad" stroke-width="2.5" points="150.0,120.0 164.6,105.5 179.0,92.0 192.9,80.4 206.0,71.5 218.2,65.9 229.2,64.0 238.9,65.9 247.0,71.5 253.5,80.4 258.2,92.0 261.0,105.5 262.0,120.0 261.0,134.5 258.2,148.0 253.5,159.6 247.0,168.5 238.9,174.1 229.2,176.0 218.2,174.1 206.0,168.5 192.9,159.6 179.0,148.0 164.6,134.5 150.0,120.0 135.4,105.5 121.0,92.0 107.1,80.4 94.0,71.5 81.8,65.9 70.8,64.0 61.1,65.9 53.0,71.5 46.5,80.4 41.8,92.0 39.0,105.5 38.0,120.0 39.0,134.5 41.8,148.0 46.5,159.6 53.0,168.5 61.1,174.1 70.8,176.0 81.8,174.1 94.0,168.5 107.1,159.6 121.0,148.0 135.4,134.5 150.0,120.0"/>
<polygon points="160,106 168,102 166,110" fill="#8e44ad"/>
<text x="262" y="134">8</text><text x="30" y="134">−8</text><text x="154" y="68">4</text><text x="154" y="186">−4</text>
<text x="282" y="134">x</text><text x="156" y="26">y</text><text x="140" y="134">O</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 12,
          type: 'Toon aan',
          points: 4,
          minutes: 7,
          pValue: 44,
          text: r`Toon aan dat voor elk punt van de baan geldt: $$64y^2 = x^2(64 - x^2)$$.`,
          highlights: [r`vergelijking van de baan zonder $$t$$`],
          tags: ['bewegingsvergelijking', 'verdubbelingsformule'],
          domain: 'Bewegingsvergelijkingen',
          chapters: { 'Getal & Ruimte': 'H9.2', 'Moderne Wiskunde': 'H8.1' },
          tips: [r`Schrijf $$\sin(2t)$$ met een verdubbelingsformule.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\sin(2t) = 2\sin t \cos t$$`,
                  text: r`$$y = 8\sin t \cos t = x\cos t$$`,
                  elaboration: r`$$y = 4 \cdot 2\sin t \cos t = 8\sin t \cdot \cos t$$ en $$8\sin t = x$$.`,
                  explanation: r`Zo komt $$x$$ in de uitdrukking voor $$y$$ terecht.`,
                  points: 1,
                },
                {
                  correction: r`kwadrateren en gebruik van $$\cos^2 t = 1 - \sin^2 t$$`,
                  text: r`$$y^2 = x^2(1 - \sin^2 t)$$`,
                  elaboration: r`$$y^2 = x^2\cos^2 t = x^2(1 - \sin^2 t)$$`,
                  explanation: r`De grondformule $$\sin^2 t + \cos^2 t = 1$$ elimineert de cosinus.`,
                  points: 1,
                  tips: [r`Welke formule verbindt $$\sin^2 t$$ en $$\cos^2 t$$?`],
                },
                {
                  correction: r`$$\sin t = \frac{x}{8}$$ invullen`,
                  text: r`$$y^2 = x^2\left(1 - \frac{x^2}{64}\right)$$`,
                  elaboration: r`$$\sin^2 t = \frac{x^2}{64}$$`,
                  explanation: r`Nu staat er alleen nog $$x$$ en $$y$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$64y^2 = x^2(64 - x^2)$$`,
                  elaboration: r`Beide kanten vermenigvuldigen met $$64$$.`,
                  explanation: r`Dit is de gevraagde vergelijking.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 13,
          type: 'Bereken exact',
          points: 3,
          minutes: 5,
          pValue: 58,
          text: r`Bereken exact de coördinaten van de punten van de baan die het verst van de $$x$$-as liggen.`,
          highlights: [r`verst van de $$x$$-as`],
          tags: ['bewegingsvergelijking', 'extreem', 'exacte oplossing'],
          domain: 'Bewegingsvergelijkingen',
          chapters: { 'Getal & Ruimte': 'H9.3', 'Moderne Wiskunde': 'H8.1' },
          tips: [r`Wanneer is $$|y(t)|$$ zo groot mogelijk?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$|y| = 4$$ als $$\sin(2t) = \pm 1$$`,
                  text: r`$$2t = \frac{1}{2}\pi + k \cdot \pi$$`,
                  elaboration: r`$$\sin(2t) = 1$$ of $$\sin(2t) = -1$$ geeft $$2t = \frac{1}{2}\pi + k\pi$$.`,
                  explanation: r`De grootste afstand tot de $$x$$-as is de amplitude $$4$$.`,
                  points: 1,
                },
                {
                  correction: r`de waarden van $$t$$`,
                  text: r`$$t = \frac{1}{4}\pi,\ \frac{3}{4}\pi,\ \frac{5}{4}\pi,\ \frac{7}{4}\pi$$`,
                  elaboration: r`$$t = \frac{1}{4}\pi + k \cdot \frac{1}{2}\pi$$ op $$[0, 2\pi]$$.`,
                  explanation: r`Er zijn vier punten: in elk kwadrant één.`,
                  points: 1,
                },
                {
                  correction: r`de coördinaten`,
                  text: r`$$(4\sqrt{2}, 4)$$, $$(4\sqrt{2}, -4)$$, $$(-4\sqrt{2}, 4)$$ en $$(-4\sqrt{2}, -4)$$`,
                  elaboration: r`$$x = 8\sin\left(\frac{1}{4}\pi\right) = 8 \cdot \frac{1}{2}\sqrt{2} = 4\sqrt{2}$$, enzovoort.`,
                  explanation: r`Vul elke $$t$$ in beide coördinaatfuncties in.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`uitgaan van $$y^2 = \frac{1}{64}x^2(64 - x^2)$$ uit vraag 12`,
                  text: r`$$y^2 = x^2 - \frac{1}{64}x^4$$`,
                  elaboration: r`$$y^2$$ is maximaal waar $$|y|$$ maximaal is.`,
                  explanation: r`Je gebruikt de baanvergelijking in plaats van de parametervoorstelling.`,
                  points: 1,
                },
                {
                  correction: r`afgeleide naar $$x$$ gelijk aan nul`,
                  text: r`$$2x - \frac{1}{16}x^3 = 0$$ geeft $$x^2 = 32$$`,
                  elaboration: r`$$x\left(2 - \frac{1}{16}x^2\right) = 0$$; $$x = 0$$ geeft $$y = 0$$ (minimum), dus $$x^2 = 32$$, $$x = \pm 4\sqrt{2}$$.`,
                  explanation: r`$$x = 0$$ hoort bij de oorsprong, niet bij een maximum.`,
                  points: 1,
                },
                {
                  correction: r`de coördinaten`,
                  text: r`$$(\pm 4\sqrt{2}, \pm 4)$$`,
                  elaboration: r`$$y^2 = 32 - \frac{1024}{64} = 16$$, dus $$y = \pm 4$$.`,
                  explanation: r`Alle vier combinaties liggen op de baan.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 51,
          text: r`De drone komt twee keer door de oorsprong $$O$$.

Toon aan dat de baan zichzelf in $$O$$ loodrecht snijdt.`,
          highlights: [r`loodrecht snijden in $$O$$`],
          tags: ['bewegingsvergelijking', 'snelheid', 'inproduct'],
          domain: 'Bewegingsvergelijkingen',
          chapters: { 'Getal & Ruimte': 'H9.4', 'Moderne Wiskunde': 'H8.2' },
          tips: [r`De richting van de baan wordt gegeven door de snelheidsvector.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de drone is in $$O$$ op $$t = 0$$ en $$t = \pi$$`,
                  text: r`$$t = 0$$ en $$t = \pi$$`,
                  elaboration: r`$$8\sin t = 0$$ geeft $$t = 0$$, $$t = \pi$$ of $$t = 2\pi$$; daar is ook $$y = 0$$. $$t = 2\pi$$ is hetzelfde moment in de baan als $$t = 0$$.`,
                  explanation: r`Eerst bepaal je wanneer de drone door $$O$$ komt.`,
                  points: 1,
                },
                {
                  correction: r`de snelheidsvector $$(8\cos t, 8\cos(2t))$$`,
                  text: r`$$\vec{v}(t) = \begin{pmatrix} 8\cos t \\ 8\cos(2t) \end{pmatrix}$$`,
                  elaboration: r`Differentieer $$x(t)$$ en $$y(t)$$ afzonderlijk; bij $$y$$ met de kettingregel.`,
                  explanation: r`De snelheidsvector ligt langs de raaklijn aan de baan.`,
                  points: 1,
                  tips: [r`Differentieer beide coördinaten naar $$t$$.`],
                },
                {
                  correction: r`$$\vec{v}(0) = (8, 8)$$ en $$\vec{v}(\pi) = (-8, 8)$$`,
                  text: r`$$\vec{v}(0) = \begin{pmatrix} 8 \\ 8 \end{pmatrix}$$, $$\vec{v}(\pi) = \begin{pmatrix} -8 \\ 8 \end{pmatrix}$$`,
                  elaboration: r`$$\cos 0 = 1$$, $$\cos \pi = -1$$ en $$\cos(2\pi) = 1$$.`,
                  explanation: r`Dit zijn de richtingen van de twee takken door $$O$$.`,
                  points: 1,
                },
                {
                  correction: r`inproduct is $$0$$, dus loodrecht`,
                  text: r`$$\vec{v}(0) \cdot \vec{v}(\pi) = -64 + 64 = 0$$`,
                  elaboration: r`$$8 \cdot (-8) + 8 \cdot 8 = 0$$`,
                  explanation: r`Vectoren met inproduct $$0$$ staan loodrecht op elkaar.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Teken',
          points: 3,
          minutes: 5,
          pValue: 59,
          text: r`Op $$t = \frac{1}{6}\pi$$ is de drone in punt $$P$$.

Teken in de figuur op de uitwerkbijlage de snelheidsvector van de drone in $$P$$. Gebruik de schaal: $$1$$ hokje komt overeen met $$2$$ m/s. Licht je werkwijze toe.

![Uitwerkbijlage](uitwerkbijlage15.svg)`,
          highlights: [r`snelheidsvector in $$P$$`],
          tags: ['bewegingsvergelijking', 'snelheid', 'vector'],
          domain: 'Bewegingsvergelijkingen',
          chapters: { 'Getal & Ruimte': 'H9.4', 'Moderne Wiskunde': 'H8.2' },
          dependsOn: [{ number: 14 }],
          appendix: {
            name: 'uitwerkbijlage15.svg',
            alt: r`Uitwerkbijlage bij vraag 15: de baan van de drone op roosterpapier met het punt P`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 210" font-family="sans-serif" font-size="10">
<defs><pattern id="rooster" x="24" y="22" width="14" height="14" patternUnits="userSpaceOnUse"><path d="M 14 0 L 0 0 0 14" fill="none" stroke="#d5d5d5" stroke-width="1"/></pattern></defs>
<rect width="300" height="210" fill="white"/>
<rect x="24" y="22" width="252" height="168" fill="url(#rooster)" stroke="#d5d5d5"/>
<line x1="24" y1="120" x2="276" y2="120" stroke="black"/>
<line x1="150" y1="22" x2="150" y2="190" stroke="black"/>
<polyline fill="none" stroke="#8e44ad" stroke-width="2" points="150.0,120.0 164.6,105.5 179.0,92.0 192.9,80.4 206.0,71.5 218.2,65.9 229.2,64.0 238.9,65.9 247.0,71.5 253.5,80.4 258.2,92.0 261.0,105.5 262.0,120.0 261.0,134.5 258.2,148.0 253.5,159.6 247.0,168.5 238.9,174.1 229.2,176.0 218.2,174.1 206.0,168.5 192.9,159.6 179.0,148.0 164.6,134.5 150.0,120.0 135.4,105.5 121.0,92.0 107.1,80.4 94.0,71.5 81.8,65.9 70.8,64.0 61.1,65.9 53.0,71.5 46.5,80.4 41.8,92.0 39.0,105.5 38.0,120.0 39.0,134.5 41.8,148.0 46.5,159.6 53.0,168.5 61.1,174.1 70.8,176.0 81.8,174.1 94.0,168.5 107.1,159.6 121.0,148.0 135.4,134.5 150.0,120.0"/>
<circle cx="206" cy="71.5" r="3" fill="black"/>
<text x="198" y="66">P</text>
<text x="175" y="132">2</text><text x="154" y="95">2</text>
<text x="272" y="132">x</text><text x="154" y="32">y</text><text x="140" y="132">O</text>
<text x="24" y="204">1 hokje = 1 m (plaats) en 2 m/s (snelheid)</text>
</svg>`,
          },
          tips: [r`Bereken de coördinaten van $$P$$ en de componenten van de snelheidsvector op $$t = \frac{1}{6}\pi$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de snelheidsvector op $$t = \frac{1}{6}\pi$$`,
                  text: r`$$\vec{v} = \begin{pmatrix} 4\sqrt{3} \\ 4 \end{pmatrix} \approx \begin{pmatrix} 6{,}93 \\ 4 \end{pmatrix}$$`,
                  elaboration: r`$$8\cos\left(\frac{1}{6}\pi\right) = 8 \cdot \frac{1}{2}\sqrt{3} = 4\sqrt{3}$$ en $$8\cos\left(\frac{1}{3}\pi\right) = 8 \cdot \frac{1}{2} = 4$$.`,
                  explanation: r`Gebruik de snelheidsvector van vraag 14.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar hokjes`,
                  text: r`$$3{,}46$$ hokjes naar rechts en $$2$$ hokjes omhoog`,
                  elaboration: r`$$6{,}93 : 2 \approx 3{,}46$$ en $$4 : 2 = 2$$.`,
                  explanation: r`Eén hokje stelt $$2$$ m/s voor.`,
                  points: 1,
                  tips: [r`Deel beide componenten door de schaalfactor.`],
                },
                {
                  correction: r`de pijl vanuit $$P(4;\ 3{,}46)$$ getekend, rakend aan de baan`,
                  text: r`pijl van $$P(4;\ 3{,}46)$$ naar ongeveer $$(7{,}46;\ 5{,}46)$$`,
                  elaboration: r`$$P = (8\sin\frac{1}{6}\pi,\ 4\sin\frac{1}{3}\pi) = (4,\ 2\sqrt{3})$$. Het eindpunt is $$(4 + 3{,}46;\ 3{,}46 + 2)$$.`,
                  explanation: r`De snelheidsvector begint in $$P$$ en raakt daar aan de baan.`,
                  points: 1,
                },
              ],
              remark: r`Als de pijl op een andere schaal juist is getekend, 2 scorepunten toekennen.`,
            },
          ],
        },
      ],
    },
  ],
};
