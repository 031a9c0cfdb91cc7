import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2018,
  term: 2,
  standardizationValue: 1.1,
  topics: [
    {
      name: r`Afkoelende thee`,
      introduction: r`Een kop thee koelt af in een kamer van $$20\ \text{°C}$$. Direct na het zetten is de thee $$90\ \text{°C}$$. Voor de temperatuur $$T$$ van de thee (in $$\text{°C}$$) geldt

$$T(t) = 20 + 70e^{-0{,}05t}$$

Hierin is $$t$$ de tijd in minuten na het zetten.`,
      questions: [
        {
          number: 1,
          type: 'Bereken exact',
          points: 3,
          minutes: 4,
          pValue: 76,
          text: r`Bereken exact na hoeveel minuten de thee is afgekoeld tot $$55\ \text{°C}$$.`,
          highlights: [r`afgekoeld tot $$55\ \text{°C}$$`],
          tags: ['e-macht', 'logaritme', 'exacte oplossing'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.3' },
          tips: [r`Maak eerst de e-macht vrij.`],
          answers: [
            {
              steps: [
                {
                  correction: r`herleiden tot $$e^{-0{,}05t} = \frac{1}{2}$$`,
                  text: r`$$e^{-0{,}05t} = \frac{1}{2}$$`,
                  elaboration: r`$$70e^{-0{,}05t} = 35$$`,
                  explanation: r`Het temperatuurverschil met de kamer is gehalveerd.`,
                  points: 1,
                },
                {
                  correction: r`de ln nemen`,
                  text: r`$$-0{,}05t = \ln \frac{1}{2} = -\ln 2$$`,
                  elaboration: r`$$\ln\left(e^{-0{,}05t}\right) = -0{,}05t$$`,
                  explanation: r`De natuurlijke logaritme is de inverse van de e-macht.`,
                  points: 1,
                  tips: [r`Welke functie maakt een e-macht ongedaan?`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$t = 20\ln 2$$`,
                  elaboration: r`$$t = \frac{\ln 2}{0{,}05} = 20\ln 2 \approx 13{,}9$$ minuten`,
                  explanation: r`Exact: laat $$\ln 2$$ staan.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 63,
          text: r`Toon aan dat de snelheid waarmee de thee afkoelt evenredig is met het verschil tussen de temperatuur van de thee en die van de kamer.`,
          highlights: [r`afkoelsnelheid evenredig met temperatuurverschil`],
          tags: ['afgeleide', 'e-macht'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H4.4' },
          tips: [r`Druk $$T'(t)$$ uit in $$T(t) - 20$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$T'(t) = -3{,}5e^{-0{,}05t}$$`,
                  text: r`$$T'(t) = 70 \cdot -0{,}05e^{-0{,}05t} = -3{,}5e^{-0{,}05t}$$`,
                  elaboration: r`Kettingregel bij de e-macht; de constante $$20$$ valt weg.`,
                  explanation: r`$$T'$$ is de verandering van de temperatuur per minuut.`,
                  points: 1,
                },
                {
                  correction: r`$$T(t) - 20 = 70e^{-0{,}05t}$$`,
                  text: r`$$T(t) - 20 = 70e^{-0{,}05t}$$`,
                  elaboration: r`Trek $$20$$ af van de formule.`,
                  explanation: r`Dit is het temperatuurverschil met de kamer.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$T'(t) = -0{,}05\left(T(t) - 20\right)$$`,
                  elaboration: r`$$-3{,}5e^{-0{,}05t} = -0{,}05 \cdot 70e^{-0{,}05t}$$`,
                  explanation: r`De afgeleide is een constante ($$-0{,}05$$) maal het temperatuurverschil, dus evenredig.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken exact',
          points: 3,
          minutes: 5,
          pValue: 55,
          text: r`Bereken exact op welk moment de temperatuur met $$1\ \text{°C}$$ per minuut daalt.`,
          highlights: [r`daling van $$1\ \text{°C}$$ per minuut`],
          tags: ['afgeleide', 'e-macht', 'exacte oplossing'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H9.2' },
          dependsOn: [{ number: 2 }],
          tips: [r`Een daling van $$1\ \text{°C}$$ per minuut betekent $$T'(t) = -1$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de vergelijking $$-3{,}5e^{-0{,}05t} = -1$$`,
                  text: r`$$e^{-0{,}05t} = \frac{2}{7}$$`,
                  elaboration: r`$$\frac{1}{3{,}5} = \frac{2}{7}$$`,
                  explanation: r`Gebruik de afgeleide van vraag 2.`,
                  points: 1,
                },
                {
                  correction: r`de ln nemen`,
                  text: r`$$-0{,}05t = \ln \frac{2}{7}$$`,
                  elaboration: r`$$\ln \frac{2}{7} = -\ln \frac{7}{2}$$`,
                  explanation: r`Rekenregel: $$\ln \frac{1}{a} = -\ln a$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$t = 20\ln \frac{7}{2}$$`,
                  elaboration: r`$$t = \frac{\ln 3{,}5}{0{,}05} = 20\ln 3{,}5 \approx 25{,}1$$ minuten`,
                  explanation: r`Daarna koelt de thee langzamer af.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Stel op',
          points: 4,
          minutes: 7,
          pValue: 51,
          introduction: r`Een leerling doet zelf een meting met een kop koffie in een thermosbeker. De kamertemperatuur is weer $$20\ \text{°C}$$.

| $$t$$ (min) | 0 | 10 | 20 |
|---|---|---|---|
| $$T$$ ($$\text{°C}$$) | 85 | 60 | 44,6 |`,
          text: r`Stel met behulp van de tabel een formule op van de vorm $$T = 20 + b \cdot e^{-kt}$$. Rond $$k$$ af op drie decimalen en laat zien dat de waarde bij $$t = 20$$ bij je formule past.`,
          highlights: [r`formule bij de meting`],
          tags: ['e-macht', 'logaritme', 'groeifactor'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.1', 'Moderne Wiskunde': 'H4.1' },
          tips: [r`Welke waarde van $$b$$ hoort bij $$t = 0$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$b = 65$$`,
                  text: r`$$b = 85 - 20 = 65$$`,
                  elaboration: r`Bij $$t = 0$$ is $$e^0 = 1$$, dus $$85 = 20 + b$$.`,
                  explanation: r`$$b$$ is het beginverschil met de kamertemperatuur.`,
                  points: 1,
                },
                {
                  correction: r`de vergelijking $$20 + 65e^{-10k} = 60$$`,
                  text: r`$$e^{-10k} = \frac{40}{65}$$`,
                  elaboration: r`$$65e^{-10k} = 40$$`,
                  explanation: r`Gebruik het meetpunt bij $$t = 10$$.`,
                  points: 1,
                },
                {
                  correction: r`$$k$$ berekenen`,
                  text: r`$$k = \frac{1}{10}\ln \frac{65}{40} \approx 0{,}049$$`,
                  elaboration: r`$$-10k = \ln \frac{40}{65}$$, dus $$k = \frac{\ln 1{,}625}{10} \approx 0{,}0486$$.`,
                  explanation: r`De koffie koelt iets langzamer af dan de thee.`,
                  points: 1,
                  tips: [r`Neem van beide kanten de natuurlijke logaritme.`],
                },
                {
                  correction: r`controle met $$t = 20$$`,
                  text: r`$$T(20) = 20 + 65e^{-0{,}0486 \cdot 20} \approx 44{,}6$$`,
                  elaboration: r`$$e^{-0{,}971} \approx 0{,}379$$ en $$20 + 65 \cdot 0{,}379 \approx 44{,}6$$.`,
                  explanation: r`Het derde meetpunt bevestigt het model.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Vuurtoren`,
      introduction: r`Een vuurtoren staat op een eilandje op $$2$$ km afstand van een rechte kust. De lichtbundel draait rond en maakt elke $$12$$ seconden één volledige omwenteling. Op de kust ontstaat een lichtvlek die langs de kust beweegt. Het punt $$P$$ is het punt van de kust dat het dichtst bij de vuurtoren ligt. De hoek tussen de lichtbundel en de lijn van de vuurtoren naar $$P$$ noemen we $$\varphi$$ (in radialen). Voor de afstand $$s$$ (in km) van de lichtvlek tot $$P$$ geldt $$s = 2\tan \varphi$$. Zie figuur 1.

![Figuur 1](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: bovenaanzicht van de vuurtoren, de kust en de lichtvlek`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" font-family="sans-serif" font-size="11">
<rect width="300" height="200" fill="white"/>
<rect x="0" y="0" width="300" height="40" fill="#f3e7c9"/>
<line x1="0" y1="40" x2="300" y2="40" stroke="#8a6d1f" stroke-width="2"/>
<text x="10" y="26">kust</text>
<circle cx="150" cy="160" r="6" fill="#c0392b"/>
<text x="160" y="178">vuurtoren</text>
<line x1="150" y1="160" x2="150" y2="40" stroke="#555" stroke-dasharray="5 3"/>
<polygon points="150,160 245,40 256,40" fill="#f7dc6f" opacity="0.8"/>
<line x1="150" y1="160" x2="250.7" y2="40" stroke="#d4ac0d" stroke-width="2"/>
<circle cx="250.7" cy="40" r="4" fill="#d4ac0d"/>
<path d="M150,120 A40,40 0 0 1 175.7,129.4" fill="none" stroke="black"/>
<text x="158" y="114">φ</text>
<text x="140" y="56" text-anchor="end">P</text>
<text x="200" y="54">s</text>
<text x="130" y="104" text-anchor="end">2 km</text>
<text x="256" y="56">lichtvlek</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 62,
          text: r`Toon met behulp van de quotiëntregel aan dat $$\frac{ds}{d\varphi} = \frac{2}{\cos^2 \varphi}$$.`,
          highlights: [r`afgeleide van $$2\tan \varphi$$`],
          tags: ['afgeleide', 'quotiëntregel', 'tangens'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H5.4', 'Moderne Wiskunde': 'H1.2' },
          tips: [r`Schrijf $$\tan \varphi = \frac{\sin \varphi}{\cos \varphi}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$s = \frac{2\sin \varphi}{\cos \varphi}$$`,
                  text: r`$$s = \frac{2\sin \varphi}{\cos \varphi}$$`,
                  elaboration: r`Definitie van de tangens.`,
                  explanation: r`Zo ontstaat een quotiënt van twee functies die je kunt differentiëren.`,
                  points: 1,
                },
                {
                  correction: r`juist gebruik van de quotiëntregel`,
                  text: r`$$\frac{ds}{d\varphi} = \frac{2\cos \varphi \cdot \cos \varphi - 2\sin \varphi \cdot -\sin \varphi}{\cos^2 \varphi}$$`,
                  elaboration: r`Teller $$t = 2\sin \varphi$$ met $$t' = 2\cos \varphi$$; noemer $$n = \cos \varphi$$ met $$n' = -\sin \varphi$$.`,
                  explanation: r`Quotiëntregel: $$\frac{t'n - tn'}{n^2}$$.`,
                  points: 1,
                  tips: [r`Let op het minteken van de afgeleide van $$\cos \varphi$$.`],
                },
                {
                  correction: r`gebruik van $$\sin^2 \varphi + \cos^2 \varphi = 1$$`,
                  text: r`$$\frac{ds}{d\varphi} = \frac{2(\cos^2 \varphi + \sin^2 \varphi)}{\cos^2 \varphi} = \frac{2}{\cos^2 \varphi}$$`,
                  elaboration: r`De teller is $$2\cos^2 \varphi + 2\sin^2 \varphi = 2$$.`,
                  explanation: r`De grondformule van de goniometrie.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Meerkeuze',
          points: 2,
          minutes: 2,
          pValue: 71,
          text: r`De bundel draait met constante snelheid. Waar beweegt de lichtvlek het langzaamst langs de kust?

A in het punt $$P$$
B op $$2$$ km afstand van $$P$$
C overal even snel, want de bundel draait met constante snelheid
D steeds langzamer naarmate de vlek verder van $$P$$ is`,
          highlights: [r`langzaamste lichtvlek`],
          tags: ['afgeleide', 'tangens', 'snelheid'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H5.4', 'Moderne Wiskunde': 'H1.1' },
          tips: [r`Voor welke $$\varphi$$ is $$\frac{2}{\cos^2 \varphi}$$ het kleinst?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\frac{2}{\cos^2 \varphi}$$ is minimaal als $$\cos^2 \varphi = 1$$, dus $$\varphi = 0$$`,
                  text: r`minimum bij $$\varphi = 0$$`,
                  elaboration: r`$$\cos^2 \varphi \leq 1$$, dus $$\frac{2}{\cos^2 \varphi} \geq 2$$ met gelijkheid bij $$\varphi = 0$$.`,
                  explanation: r`Bij $$\varphi = 0$$ staat de lichtvlek in $$P$$.`,
                  points: 1,
                },
                {
                  correction: r`antwoord A`,
                  text: r`A`,
                  elaboration: r`Verder van $$P$$ wordt $$\cos \varphi$$ kleiner en de snelheid groter.`,
                  explanation: r`Daarom zijn C en D onjuist.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken exact',
          points: 3,
          minutes: 5,
          pValue: 48,
          text: r`Bereken exact de snelheid van de lichtvlek in km/s op het moment dat $$\varphi = \frac{1}{3}\pi$$.`,
          highlights: [r`snelheid van de lichtvlek`],
          tags: ['afgeleide', 'kettingregel', 'snelheid'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H3.3', 'Moderne Wiskunde': 'H1.3' },
          dependsOn: [{ number: 5 }],
          tips: [r`Hoeveel radialen draait de bundel per seconde?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\frac{d\varphi}{dt} = \frac{2\pi}{12} = \frac{\pi}{6}$$ rad/s`,
                  text: r`$$\varphi = \frac{\pi}{6}t$$`,
                  elaboration: r`Een omwenteling van $$2\pi$$ radialen duurt $$12$$ seconden.`,
                  explanation: r`De hoek neemt gelijkmatig toe.`,
                  points: 1,
                },
                {
                  correction: r`kettingregel: $$\frac{ds}{dt} = \frac{2}{\cos^2 \varphi} \cdot \frac{\pi}{6}$$`,
                  text: r`$$\frac{ds}{dt} = \frac{\pi}{3\cos^2 \varphi}$$`,
                  elaboration: r`$$\frac{ds}{dt} = \frac{ds}{d\varphi} \cdot \frac{d\varphi}{dt}$$`,
                  explanation: r`De snelheid is de afgeleide naar de tijd, niet naar de hoek.`,
                  points: 1,
                  tips: [r`Je weet $$\frac{ds}{d\varphi}$$ al; hoe kom je naar $$\frac{ds}{dt}$$?`],
                },
                {
                  correction: r`completeren met $$\cos \frac{1}{3}\pi = \frac{1}{2}$$`,
                  text: r`$$\frac{ds}{dt} = \frac{4\pi}{3}$$ km/s`,
                  elaboration: r`$$\cos^2 \frac{1}{3}\pi = \frac{1}{4}$$, dus $$\frac{\pi}{3} \cdot 4 = \frac{4\pi}{3}$$.`,
                  explanation: r`Dat is ruim $$4$$ km per seconde.`,
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
          pValue: 44,
          text: r`Bereken hoeveel seconden per omwenteling de lichtvlek zich binnen $$5$$ km van $$P$$ bevindt. Rond je antwoord af op één decimaal.`,
          highlights: [r`binnen $$5$$ km van $$P$$`],
          tags: ['tangens', 'goniometrische vergelijking'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H3.3' },
          dependsOn: [{ number: 7 }],
          tips: [r`Voor welke hoeken $$\varphi$$ geldt $$2\tan \varphi = 5$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\tan \varphi = 2{,}5$$ geeft $$\varphi \approx 1{,}190$$`,
                  text: r`$$\varphi = \tan^{-1}(2{,}5) \approx 1{,}190$$ rad`,
                  elaboration: r`$$2\tan \varphi = 5$$`,
                  explanation: r`Dit is de hoek waarbij de vlek $$5$$ km rechts van $$P$$ is.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat $$-1{,}190 \leq \varphi \leq 1{,}190$$`,
                  text: r`hoekbereik $$2 \cdot 1{,}190 = 2{,}381$$ rad`,
                  elaboration: r`Links van $$P$$ geldt hetzelfde door symmetrie.`,
                  explanation: r`De vlek gaat van $$5$$ km links naar $$5$$ km rechts van $$P$$.`,
                  points: 1,
                  tips: [r`Denk ook aan de vlek links van $$P$$.`],
                },
                {
                  correction: r`omrekenen naar tijd met $$\frac{\pi}{6}$$ rad/s`,
                  text: r`$$t = \frac{2{,}381}{\pi / 6}$$`,
                  elaboration: r`$$\frac{2{,}381 \cdot 6}{\pi} \approx 4{,}547$$`,
                  explanation: r`Tijd is hoek gedeeld door hoeksnelheid.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer $$4{,}5$$ s`,
                  elaboration: r`$$4{,}547 \approx 4{,}5$$`,
                  explanation: r`Van elke $$12$$ seconden is de vlek dus iets meer dan een derde van de tijd dicht bij $$P$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Zeilwedstrijd`,
      introduction: r`Tijdens een zeilwedstrijd varen boten op een meer. In een assenstelsel met eenheden in kilometers start boot 1 op $$t = 0$$ in de oorsprong en vaart met constante snelheidsvector $$\begin{pmatrix} 3 \\ 4 \end{pmatrix}$$ km/h. Boot 2 start op hetzelfde moment in $$C(20, 0)$$ met snelheidsvector $$\begin{pmatrix} -2 \\ 3 \end{pmatrix}$$ km/h. Bij $$B(10, 5)$$ ligt een boei. Hierin is $$t$$ de tijd in uren.`,
      questions: [
        {
          number: 9,
          type: 'Bereken exact',
          points: 4,
          minutes: 6,
          pValue: 58,
          text: r`Bereken exact op welk moment boot 1 het dichtst bij de boei is en hoe groot de afstand dan is.`,
          highlights: [r`kleinste afstand tot de boei`],
          tags: ['vector', 'inproduct', 'afstand'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.2', 'Moderne Wiskunde': 'H5.3' },
          tips: [r`Op het moment van de kleinste afstand staat de verbindingsvector loodrecht op de vaarrichting.`],
          answers: [
            {
              steps: [
                {
                  correction: r`positie $$(3t, 4t)$$ en verbindingsvector $$(10 - 3t, 5 - 4t)$$`,
                  text: r`$$\vec{PB} = \begin{pmatrix} 10 - 3t \\ 5 - 4t \end{pmatrix}$$`,
                  elaboration: r`Boot 1 is op tijdstip $$t$$ in $$P(3t, 4t)$$.`,
                  explanation: r`De verbindingsvector loopt van de boot naar de boei.`,
                  points: 1,
                },
                {
                  correction: r`inproduct met $$(3, 4)$$ gelijk aan nul`,
                  text: r`$$3(10 - 3t) + 4(5 - 4t) = 0$$`,
                  elaboration: r`$$30 - 9t + 20 - 16t = 0$$, dus $$50 = 25t$$.`,
                  explanation: r`Loodrecht betekent inproduct $$0$$.`,
                  points: 1,
                  tips: [r`Wanneer is het inproduct van twee vectoren nul?`],
                },
                {
                  correction: r`$$t = 2$$`,
                  text: r`$$t = 2$$ uur, boot 1 in $$(6, 8)$$`,
                  elaboration: r`$$t = \frac{50}{25} = 2$$`,
                  explanation: r`Na twee uur varen is de boot het dichtst bij de boei.`,
                  points: 1,
                },
                {
                  correction: r`de afstand`,
                  text: r`afstand $$= 5$$ km`,
                  elaboration: r`$$\vec{PB} = (4, -3)$$ en $$\sqrt{16 + 9} = 5$$.`,
                  explanation: r`Controle: $$(4, -3) \cdot (3, 4) = 12 - 12 = 0$$.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`het kwadraat van de afstand als functie van $$t$$`,
                  text: r`$$d^2 = (10 - 3t)^2 + (5 - 4t)^2 = 25t^2 - 100t + 125$$`,
                  elaboration: r`$$100 - 60t + 9t^2 + 25 - 40t + 16t^2$$`,
                  explanation: r`De afstand is minimaal waar het kwadraat minimaal is.`,
                  points: 1,
                },
                {
                  correction: r`minimum bepalen`,
                  text: r`$$50t - 100 = 0$$ geeft $$t = 2$$`,
                  elaboration: r`Afgeleide nul, of de top van de dalparabool: $$t = \frac{100}{2 \cdot 25}$$.`,
                  explanation: r`Een dalparabool heeft haar minimum in de top.`,
                  points: 2,
                },
                {
                  correction: r`de afstand`,
                  text: r`$$d = \sqrt{100 - 200 + 125} = 5$$ km`,
                  elaboration: r`$$d^2 = 25 \cdot 4 - 200 + 125 = 25$$`,
                  explanation: r`Het tijdstip is $$t = 2$$ uur.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Onderzoek',
          points: 5,
          minutes: 9,
          pValue: 37,
          text: r`De wedstrijdleiding wil dat boten elkaar niet dichter naderen dan $$4$$ km.

Onderzoek of boot 1 en boot 2 aan deze eis voldoen.`,
          highlights: [r`niet dichter dan $$4$$ km`],
          tags: ['vector', 'afstand', 'extreem'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.3', 'Moderne Wiskunde': 'H5.2' },
          dependsOn: [{ number: 9 }],
          tips: [r`Stel een vector op van boot 1 naar boot 2 als functie van $$t$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`het verschil van de posities`,
                  text: r`$$\begin{pmatrix} 20 - 2t \\ 3t \end{pmatrix} - \begin{pmatrix} 3t \\ 4t \end{pmatrix} = \begin{pmatrix} 20 - 5t \\ -t \end{pmatrix}$$`,
                  elaboration: r`Boot 2 is op tijdstip $$t$$ in $$(20 - 2t, 3t)$$.`,
                  explanation: r`De afstand tussen de boten is de lengte van deze vector.`,
                  points: 1,
                },
                {
                  correction: r`$$d^2 = (20 - 5t)^2 + t^2 = 26t^2 - 200t + 400$$`,
                  text: r`$$d^2 = 26t^2 - 200t + 400$$`,
                  elaboration: r`$$400 - 200t + 25t^2 + t^2$$`,
                  explanation: r`Werken met $$d^2$$ voorkomt een wortel.`,
                  points: 1,
                },
                {
                  correction: r`het minimum van $$d^2$$`,
                  text: r`$$t = \frac{200}{52} = \frac{50}{13} \approx 3{,}85$$`,
                  elaboration: r`$$\frac{d}{dt}(d^2) = 52t - 200 = 0$$`,
                  explanation: r`De boten komen na bijna vier uur het dichtst bij elkaar.`,
                  points: 1,
                  tips: [r`Differentieer $$d^2$$ naar $$t$$.`],
                },
                {
                  correction: r`de minimale afstand en de conclusie`,
                  text: r`$$d_{min} \approx 3{,}92$$ km $$< 4$$ km, dus de eis wordt niet gehaald`,
                  elaboration: r`$$d^2 = 26 \cdot \left(\frac{50}{13}\right)^2 - 200 \cdot \frac{50}{13} + 400 = 400 - \frac{5000}{13} = \frac{200}{13} \approx 15{,}38$$, dus $$d \approx 3{,}92$$.`,
                  explanation: r`Een kleinere afstand dan $$4$$ km betekent dat de boten te dicht bij elkaar komen.`,
                  points: 2,
                },
              ],
              remark: r`Als alleen met de GR de minimale afstand is bepaald met een juiste beschrijving, hiervoor geen punten aftrekken.`,
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 66,
          text: r`Bereken de hoek tussen de koersen van de twee boten. Rond je antwoord af op hele graden.`,
          highlights: [r`hoek tussen de koersen`],
          tags: ['inproduct', 'hoek', 'vector'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.2', 'Moderne Wiskunde': 'H5.3' },
          tips: [r`Gebruik het inproduct van de twee snelheidsvectoren.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inproduct en lengtes`,
                  text: r`$$\vec{v}_1 \cdot \vec{v}_2 = -6 + 12 = 6$$, $$|\vec{v}_1| = 5$$, $$|\vec{v}_2| = \sqrt{13}$$`,
                  elaboration: r`$$3 \cdot -2 + 4 \cdot 3 = 6$$ en $$\sqrt{4 + 9} = \sqrt{13}$$.`,
                  explanation: r`Dit zijn de gegevens voor de formule van het formuleblad.`,
                  points: 1,
                },
                {
                  correction: r`$$\cos \varphi = \frac{6}{5\sqrt{13}}$$`,
                  text: r`$$\cos \varphi \approx 0{,}333$$`,
                  elaboration: r`$$\frac{6}{5 \cdot 3{,}606} \approx 0{,}3328$$`,
                  explanation: r`$$\vec{a} \cdot \vec{b} = |\vec{a}| \cdot |\vec{b}| \cdot \cos \varphi$$`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$\varphi \approx 71°$$`,
                  elaboration: r`$$\cos^{-1}(0{,}3328) \approx 70{,}6°$$`,
                  explanation: r`Afgerond op hele graden $$71°$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Houten tol`,
      introduction: r`Een houtdraaier maakt een tol. De vorm ontstaat door het vlakdeel tussen de grafiek van

$$f(x) = \tfrac{1}{2}x\sqrt{6 - x} \quad \text{met } 0 \leq x \leq 6$$

en de $$x$$-as te wentelen om de $$x$$-as. Hierin zijn $$x$$ en $$f(x)$$ in centimeters. De punt van de tol zit bij $$x = 0$$; bij $$x = 6$$ wordt later een steeltje bevestigd. Zie figuur 2.

![Figuur 2](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: de tol als omwentelingslichaam van de grafiek van f`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 200" font-family="sans-serif" font-size="11">
<rect width="280" height="200" fill="white"/>
<line x1="20" y1="100" x2="265" y2="100" stroke="black"/>
<polygon points="260,96 268,100 260,104" fill="black"/>
<polygon fill="#f0d9b5" stroke="#8b5a2b" stroke-width="2" points="40.0,100.0 47.5,91.0 55.0,82.4 62.5,74.2 70.0,66.5 77.5,59.1 85.0,52.3 92.5,45.9 100.0,40.0 107.5,34.6 115.0,29.8 122.5,25.6 130.0,22.1 137.5,19.2 145.0,17.0 152.5,15.6 160.0,15.1 167.5,15.7 175.0,17.3 182.5,20.3 190.0,25.0 197.5,31.8 205.0,41.7 212.5,56.9 217.0,72.0 220.0,100.0 217.0,128.0 212.5,143.1 205.0,158.3 197.5,168.2 190.0,175.0 182.5,179.7 175.0,182.7 167.5,184.3 160.0,184.9 152.5,184.4 145.0,183.0 137.5,180.8 130.0,177.9 122.5,174.4 115.0,170.2 107.5,165.4 100.0,160.0 92.5,154.1 85.0,147.7 77.5,140.9 70.0,133.5 62.5,125.8 55.0,117.6 47.5,109.0"/>
<rect x="220" y="95" width="28" height="10" fill="#8b5a2b"/>
<ellipse cx="160" cy="100" rx="8" ry="85" fill="none" stroke="#8b5a2b" stroke-dasharray="4 3"/>
<text x="36" y="116" text-anchor="end">O</text><text x="222" y="116">6</text>
<text x="262" y="116">x</text>
<text x="100" y="30" fill="#8b5a2b">grafiek van f</text>
<text x="232" y="90">steeltje</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 12,
          type: 'Bereken exact',
          points: 5,
          minutes: 8,
          pValue: 45,
          text: r`Bereken exact de grootste diameter van de tol.`,
          highlights: [r`grootste diameter`],
          tags: ['afgeleide', 'productregel', 'wortelfunctie', 'extreem'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H3.2', 'Moderne Wiskunde': 'H1.2' },
          tips: [r`Gebruik de productregel en de kettingregel.`],
          answers: [
            {
              steps: [
                {
                  correction: r`productregel en kettingregel juist toegepast`,
                  text: r`$$f'(x) = \frac{1}{2}\sqrt{6 - x} - \frac{x}{4\sqrt{6 - x}}$$`,
                  elaboration: r`$$\frac{1}{2}x$$ geeft $$\frac{1}{2}$$; $$\sqrt{6 - x}$$ geeft $$\frac{1}{2\sqrt{6 - x}} \cdot -1$$.`,
                  explanation: r`De afgeleide van $$\sqrt{u}$$ is $$\frac{u'}{2\sqrt{u}}$$.`,
                  points: 2,
                  tips: [r`Wat is de afgeleide van $$\sqrt{6 - x}$$?`],
                },
                {
                  correction: r`$$f'(x) = 0$$ oplossen`,
                  text: r`$$x = 4$$`,
                  elaboration: r`Vermenigvuldig met $$4\sqrt{6 - x}$$: $$2(6 - x) - x = 0$$, dus $$12 - 3x = 0$$.`,
                  explanation: r`$$f' > 0$$ voor $$x < 4$$ en $$f' < 0$$ voor $$4 < x < 6$$: een maximum.`,
                  points: 1,
                },
                {
                  correction: r`$$f(4) = 2\sqrt{2}$$`,
                  text: r`grootste straal $$f(4) = \frac{1}{2} \cdot 4 \cdot \sqrt{2} = 2\sqrt{2}$$`,
                  elaboration: r`$$\sqrt{6 - 4} = \sqrt{2}$$`,
                  explanation: r`$$f(x)$$ is de straal van de doorsnede.`,
                  points: 1,
                },
                {
                  correction: r`de diameter`,
                  text: r`$$4\sqrt{2}$$ cm`,
                  elaboration: r`Diameter $$= 2 \cdot 2\sqrt{2} = 4\sqrt{2} \approx 5{,}7$$ cm`,
                  explanation: r`De vraag gaat over de diameter, niet de straal.`,
                  points: 1,
                },
              ],
              remark: r`Als als eindantwoord de straal $$2\sqrt{2}$$ is gegeven, maximaal 4 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 13,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 59,
          text: r`Toon aan dat de inhoud van de tol $$27\pi\ \text{cm}^3$$ is.`,
          highlights: [r`inhoud $$27\pi\ \text{cm}^3$$`],
          tags: ['omwentelingslichaam', 'primitieve'],
          domain: 'Inhoud van omwentelingslichamen',
          chapters: { 'Getal & Ruimte': 'H6.3', 'Moderne Wiskunde': 'H6.3' },
          tips: [r`Bij $$(f(x))^2$$ verdwijnt de wortel.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$I = \pi \int_0^6 \frac{1}{4}x^2(6 - x)\, dx$$`,
                  text: r`$$(f(x))^2 = \frac{1}{4}x^2(6 - x) = \frac{3}{2}x^2 - \frac{1}{4}x^3$$`,
                  elaboration: r`$$\left(\frac{1}{2}x\sqrt{6 - x}\right)^2 = \frac{1}{4}x^2(6 - x)$$`,
                  explanation: r`Formule voor het omwentelingslichaam om de $$x$$-as.`,
                  points: 1,
                },
                {
                  correction: r`een primitieve`,
                  text: r`$$F(x) = \frac{1}{2}x^3 - \frac{1}{16}x^4$$`,
                  elaboration: r`$$\frac{3}{2} \cdot \frac{1}{3} = \frac{1}{2}$$ en $$\frac{1}{4} \cdot \frac{1}{4} = \frac{1}{16}$$.`,
                  explanation: r`Een primitieve van $$x^n$$ is $$\frac{1}{n+1}x^{n+1}$$.`,
                  points: 1,
                },
                {
                  correction: r`invullen van de grenzen`,
                  text: r`$$F(6) - F(0) = 108 - 81 = 27$$`,
                  elaboration: r`$$\frac{1}{2} \cdot 216 = 108$$ en $$\frac{1}{16} \cdot 1296 = 81$$.`,
                  explanation: r`$$F(0) = 0$$.`,
                  points: 1,
                  tips: [r`Reken $$6^3$$ en $$6^4$$ zorgvuldig uit.`],
                },
                {
                  correction: r`conclusie`,
                  text: r`$$I = 27\pi\ \text{cm}^3$$`,
                  elaboration: r`$$I = \pi \cdot 27$$`,
                  explanation: r`Ongeveer $$85\ \text{cm}^3$$ hout.`,
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
          minutes: 6,
          pValue: 42,
          text: r`Bereken de tophoek van de punt van de tol, dat is de hoek tussen de twee raaklijnen in $$O$$ aan de omtrek van de doorsnede. Rond je antwoord af op hele graden.`,
          highlights: [r`tophoek van de punt`],
          tags: ['raaklijn', 'afgeleide', 'hoek'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H3.1', 'Moderne Wiskunde': 'H1.1' },
          dependsOn: [{ number: 12 }],
          tips: [r`Bereken de hoek die de raaklijn in $$O$$ met de $$x$$-as maakt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$f'(0) = \frac{1}{2}\sqrt{6}$$`,
                  text: r`$$f'(0) = \frac{1}{2}\sqrt{6} \approx 1{,}225$$`,
                  elaboration: r`In de afgeleide van vraag 12 valt de tweede term weg bij $$x = 0$$.`,
                  explanation: r`Dit is de helling van de raaklijn aan de bovenkant van de punt.`,
                  points: 1,
                },
                {
                  correction: r`de hoek met de $$x$$-as`,
                  text: r`$$\alpha = \tan^{-1}(1{,}225) \approx 50{,}8°$$`,
                  elaboration: r`$$\tan \alpha = f'(0)$$`,
                  explanation: r`De richtingscoëfficiënt is de tangens van de hellingshoek.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de tophoek $$2\alpha$$ is`,
                  text: r`tophoek $$= 2\alpha$$`,
                  elaboration: r`De onderkant van de doorsnede is het spiegelbeeld in de $$x$$-as.`,
                  explanation: r`Beide raaklijnen maken dezelfde hoek met de as.`,
                  points: 1,
                  tips: [r`Gebruik de symmetrie in de $$x$$-as.`],
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer $$102°$$`,
                  elaboration: r`$$2 \cdot 50{,}77° \approx 101{,}5°$$`,
                  explanation: r`Een stompe punt: de tol kan goed draaien.`,
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
