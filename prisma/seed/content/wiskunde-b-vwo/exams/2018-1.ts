import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2018,
  term: 1,
  standardizationValue: 1.0,
  topics: [
    {
      name: r`Touwbrug in een klimpark`,
      introduction: r`In een klimpark hangt een touwbrug tussen twee bomen die $$20$$ m uit elkaar staan. De vorm van de brug is een kettinglijn. In een assenstelsel met de $$x$$-as langs de grond en de $$y$$-as midden tussen de bomen wordt de brug beschreven door

$$h(x) = 5\left(e^{0{,}1x} + e^{-0{,}1x}\right) - 7 \quad \text{met } -10 \leq x \leq 10$$

Hierin zijn $$x$$ en $$h(x)$$ in meters.`,
      questions: [
        {
          number: 1,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 75,
          text: r`Toon aan dat het laagste punt van de brug precies midden tussen de bomen ligt en bereken de hoogte van dat punt.`,
          highlights: [r`laagste punt van de brug`],
          tags: ['e-macht', 'afgeleide', 'extreem'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H4.4' },
          tips: [r`Los $$h'(x) = 0$$ op.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$h'(x) = 0{,}5e^{0{,}1x} - 0{,}5e^{-0{,}1x}$$`,
                  text: r`$$h'(x) = 0{,}5\left(e^{0{,}1x} - e^{-0{,}1x}\right)$$`,
                  elaboration: r`Kettingregel: de afgeleide van $$e^{0{,}1x}$$ is $$0{,}1e^{0{,}1x}$$ en die van $$e^{-0{,}1x}$$ is $$-0{,}1e^{-0{,}1x}$$; vermenigvuldig met $$5$$.`,
                  explanation: r`In het laagste punt is de raaklijn horizontaal.`,
                  points: 1,
                },
                {
                  correction: r`$$h'(x) = 0$$ geeft $$x = 0$$`,
                  text: r`$$e^{0{,}1x} = e^{-0{,}1x}$$, dus $$0{,}1x = -0{,}1x$$ en $$x = 0$$`,
                  elaboration: r`Gelijke e-machten hebben gelijke exponenten. Links van $$0$$ is $$h' < 0$$ en rechts is $$h' > 0$$: een minimum.`,
                  explanation: r`$$x = 0$$ is precies midden tussen de bomen bij $$x = -10$$ en $$x = 10$$.`,
                  points: 1,
                },
                {
                  correction: r`de hoogte $$h(0) = 3$$`,
                  text: r`$$h(0) = 5(1 + 1) - 7 = 3$$ m`,
                  elaboration: r`$$e^0 = 1$$`,
                  explanation: r`Het laagste punt van de brug hangt $$3$$ m boven de grond.`,
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
          minutes: 7,
          pValue: 45,
          text: r`Bereken exact de plaatsen waar de brug $$5{,}5$$ m hoog is.`,
          highlights: [r`brug $$5{,}5$$ m hoog`],
          tags: ['e-macht', 'exacte oplossing', 'kwadratische vergelijking'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H9.2' },
          tips: [r`Stel $$u = e^{0{,}1x}$$; dan is $$e^{-0{,}1x} = \frac{1}{u}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`herleiden tot $$e^{0{,}1x} + e^{-0{,}1x} = 2{,}5$$`,
                  text: r`$$e^{0{,}1x} + e^{-0{,}1x} = 2{,}5$$`,
                  elaboration: r`$$5\left(e^{0{,}1x} + e^{-0{,}1x}\right) = 12{,}5$$`,
                  explanation: r`Eerst de constante termen naar de andere kant.`,
                  points: 1,
                },
                {
                  correction: r`met $$u = e^{0{,}1x}$$ een kwadratische vergelijking opstellen`,
                  text: r`$$2u^2 - 5u + 2 = 0$$`,
                  elaboration: r`$$u + \frac{1}{u} = 2{,}5$$; vermenigvuldig met $$2u$$: $$2u^2 + 2 = 5u$$.`,
                  explanation: r`Met een substitutie wordt de exponentiële vergelijking kwadratisch.`,
                  points: 1,
                  tips: [r`Vermenigvuldig beide kanten met $$u$$.`],
                },
                {
                  correction: r`$$u = 2$$ of $$u = \frac{1}{2}$$`,
                  text: r`$$(2u - 1)(u - 2) = 0$$`,
                  elaboration: r`Ontbinden, of de abc-formule: $$u = \frac{5 \pm 3}{4}$$.`,
                  explanation: r`Beide oplossingen zijn positief en dus toegestaan, want $$e^{0{,}1x} > 0$$.`,
                  points: 1,
                },
                {
                  correction: r`terug naar $$x$$`,
                  text: r`$$x = 10\ln 2$$ of $$x = -10\ln 2$$`,
                  elaboration: r`$$e^{0{,}1x} = 2$$ geeft $$0{,}1x = \ln 2$$; $$e^{0{,}1x} = \frac{1}{2}$$ geeft $$0{,}1x = -\ln 2$$.`,
                  explanation: r`Dat is ongeveer $$6{,}9$$ m links en rechts van het midden, symmetrisch zoals verwacht.`,
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
          pValue: 62,
          text: r`Bereken de hoek die de brug bij de bomen met de horizontaal maakt. Rond je antwoord af op hele graden.`,
          highlights: [r`hoek bij de bomen`],
          tags: ['afgeleide', 'e-macht', 'hoek'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H4.4' },
          dependsOn: [{ number: 1 }],
          tips: [r`De helling van de raaklijn is de tangens van de gevraagde hoek.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$h'(10)$$ berekenen`,
                  text: r`$$h'(10) = 0{,}5(e - e^{-1}) \approx 1{,}175$$`,
                  elaboration: r`Gebruik de afgeleide uit vraag 1 met $$x = 10$$.`,
                  explanation: r`Door de symmetrie is de hoek bij de linkerboom even groot.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\tan \alpha = h'(10)$$`,
                  text: r`$$\alpha = \tan^{-1}(1{,}175)$$`,
                  elaboration: r`De richtingscoëfficiënt is de tangens van de hellingshoek.`,
                  explanation: r`Rechthoekige driehoek met horizontaal $$1$$ en verticaal $$1{,}175$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$\alpha \approx 50°$$`,
                  elaboration: r`$$\tan^{-1}(1{,}1752) \approx 49{,}6°$$`,
                  explanation: r`Afgerond op hele graden: $$50°$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Bereken exact',
          points: 4,
          minutes: 7,
          pValue: 49,
          introduction: r`Onder de brug wordt aan weerszijden een vangnet gespannen. Een net wordt begrensd door de brug, de grond en de twee bomen.`,
          text: r`Bereken exact de oppervlakte van één vangnet.`,
          highlights: [r`oppervlakte van het vangnet`],
          tags: ['primitieve', 'oppervlakte', 'e-macht'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.4', 'Moderne Wiskunde': 'H6.2' },
          tips: [r`Een primitieve van $$e^{cx}$$ is $$\frac{1}{c}e^{cx}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$O = \int_{-10}^{10} h(x)\, dx$$`,
                  text: r`$$O = \int_{-10}^{10} \left(5e^{0{,}1x} + 5e^{-0{,}1x} - 7\right) dx$$`,
                  elaboration: r`De brug ligt overal boven de grond, want het laagste punt is $$3$$ m hoog.`,
                  explanation: r`De oppervlakte tussen een grafiek boven de $$x$$-as en de $$x$$-as is de integraal.`,
                  points: 1,
                },
                {
                  correction: r`een primitieve $$H(x) = 50e^{0{,}1x} - 50e^{-0{,}1x} - 7x$$`,
                  text: r`$$H(x) = 50e^{0{,}1x} - 50e^{-0{,}1x} - 7x$$`,
                  elaboration: r`$$5 \cdot \frac{1}{0{,}1} = 50$$ en $$5 \cdot \frac{1}{-0{,}1} = -50$$.`,
                  explanation: r`Controleer: $$H'(x) = 5e^{0{,}1x} + 5e^{-0{,}1x} - 7$$.`,
                  points: 2,
                  tips: [r`Let op het minteken bij de primitieve van $$e^{-0{,}1x}$$.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$O = 100e - \frac{100}{e} - 140\ \text{m}^2$$`,
                  elaboration: r`$$H(10) - H(-10) = (50e - 50e^{-1} - 70) - (50e^{-1} - 50e + 70) = 100e - 100e^{-1} - 140$$`,
                  explanation: r`Dat is ongeveer $$95\ \text{m}^2$$.`,
                  points: 1,
                },
              ],
              remark: r`Als alleen een afgerond antwoord ($$95\ \text{m}^2$$) is gegeven, maximaal 3 scorepunten toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Daglengte`,
      introduction: r`De daglengte is de tijd tussen zonsopkomst en zonsondergang. Voor een plaats in het midden van Nederland geldt bij benadering

$$L(t) = 12{,}2 + 4{,}4\sin\left(\frac{2\pi}{365}(t - 81)\right)$$

Hierin is $$L$$ de daglengte in uren en $$t$$ het dagnummer, met $$t = 1$$ op 1 januari. We gaan uit van een jaar van $$365$$ dagen.`,
      questions: [
        {
          number: 5,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 56,
          text: r`Bereken op hoeveel dagen per jaar de daglengte meer dan $$16$$ uur is.`,
          highlights: [r`daglengte meer dan $$16$$ uur`],
          tags: ['sinusoïde', 'goniometrische vergelijking', 'ongelijkheid'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H3.3' },
          tips: [r`Los $$L(t) = 16$$ op en bekijk tussen welke dagen $$L$$ groter is.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de vergelijking $$L(t) = 16$$ herleiden`,
                  text: r`$$\sin\left(\frac{2\pi}{365}(t - 81)\right) = \frac{3{,}8}{4{,}4} \approx 0{,}8636$$`,
                  elaboration: r`$$4{,}4\sin(\dots) = 16 - 12{,}2 = 3{,}8$$`,
                  explanation: r`Eerst de sinus vrijmaken.`,
                  points: 1,
                },
                {
                  correction: r`beide oplossingen voor het argument`,
                  text: r`argument $$\approx 1{,}042$$ of $$\approx \pi - 1{,}042 \approx 2{,}099$$`,
                  elaboration: r`$$\sin^{-1}(0{,}8636) \approx 1{,}042$$`,
                  explanation: r`De sinus neemt elke waarde tussen $$-1$$ en $$1$$ twee keer aan per periode.`,
                  points: 1,
                  tips: [r`Een sinusvergelijking heeft per periode twee oplossingen.`],
                },
                {
                  correction: r`omrekenen naar dagnummers`,
                  text: r`$$t \approx 141{,}6$$ en $$t \approx 203{,}0$$`,
                  elaboration: r`$$t = 81 + \frac{365}{2\pi} \cdot 1{,}042 \approx 141{,}6$$ en $$t = 81 + \frac{365}{2\pi} \cdot 2{,}099 \approx 203{,}0$$.`,
                  explanation: r`Tussen deze dagen is de daglengte meer dan $$16$$ uur.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`ongeveer $$61$$ dagen`,
                  elaboration: r`$$203{,}0 - 141{,}6 \approx 61{,}4$$; dat zijn de dagen $$142$$ tot en met $$203$$, afgerond $$61$$ dagen.`,
                  explanation: r`Het gaat om hele dagen.`,
                  points: 1,
                },
              ],
              remark: r`Het antwoord $$62$$ dagen mag ook goed gerekend worden.`,
            },
          ],
        },
        {
          number: 6,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 60,
          text: r`Toon aan dat voor elke $$t$$ geldt: $$L(t) + L(t + 182{,}5) = 24{,}4$$.`,
          highlights: [r`dagen die een half jaar uit elkaar liggen`],
          tags: ['sinusoïde', 'symmetrie'],
          domain: 'Sinusoïden en periodieke verbanden',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H9.1' },
          tips: [r`Welk getal wordt bij het argument van de sinus opgeteld als $$t$$ met $$182{,}5$$ toeneemt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`het argument neemt toe met $$\pi$$`,
                  text: r`$$\frac{2\pi}{365} \cdot 182{,}5 = \pi$$`,
                  elaboration: r`$$L(t + 182{,}5) = 12{,}2 + 4{,}4\sin\left(\frac{2\pi}{365}(t - 81) + \pi\right)$$`,
                  explanation: r`Een half jaar is een halve periode.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\sin(\alpha + \pi) = -\sin \alpha$$`,
                  text: r`$$L(t + 182{,}5) = 12{,}2 - 4{,}4\sin\left(\frac{2\pi}{365}(t - 81)\right)$$`,
                  elaboration: r`Op de eenheidscirkel ligt de hoek $$\alpha + \pi$$ tegenover $$\alpha$$.`,
                  explanation: r`Na een halve periode staat de sinus precies aan de andere kant van de evenwichtsstand.`,
                  points: 1,
                  tips: [r`Teken $$\alpha$$ en $$\alpha + \pi$$ op de eenheidscirkel.`],
                },
                {
                  correction: r`optellen en conclusie`,
                  text: r`$$L(t) + L(t + 182{,}5) = 12{,}2 + 12{,}2 = 24{,}4$$`,
                  elaboration: r`De sinustermen heffen elkaar op.`,
                  explanation: r`Een lange zomerdag hoort dus bij een even korte winterdag.`,
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
          minutes: 4,
          pValue: 57,
          text: r`Bereken exact met hoeveel minuten per dag de daglengte maximaal toeneemt.`,
          highlights: [r`maximale toename in minuten per dag`],
          tags: ['afgeleide', 'sinusoïde', 'exacte oplossing'],
          domain: 'Sinusoïden en periodieke verbanden',
          chapters: { 'Getal & Ruimte': 'H5.4', 'Moderne Wiskunde': 'H1.3' },
          tips: [r`Bereken de afgeleide van $$L$$ en let op de eenheden.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$L'(t) = 4{,}4 \cdot \frac{2\pi}{365}\cos\left(\frac{2\pi}{365}(t - 81)\right)$$`,
                  text: r`$$L'(t) = \frac{8{,}8\pi}{365}\cos\left(\frac{2\pi}{365}(t - 81)\right)$$`,
                  elaboration: r`Kettingregel met binnenfunctie $$\frac{2\pi}{365}(t - 81)$$.`,
                  explanation: r`$$L'$$ geeft de toename van de daglengte in uren per dag.`,
                  points: 1,
                },
                {
                  correction: r`maximum bij $$\cos = 1$$`,
                  text: r`$$\frac{8{,}8\pi}{365}$$ uur per dag`,
                  elaboration: r`Het maximum van de cosinus is $$1$$ (bij $$t = 81$$).`,
                  explanation: r`Rond 21 maart neemt de daglengte het snelst toe.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar minuten`,
                  text: r`$$\frac{528\pi}{365}$$ minuten per dag`,
                  elaboration: r`$$60 \cdot \frac{8{,}8\pi}{365} = \frac{528\pi}{365} \approx 4{,}5$$`,
                  explanation: r`Een uur is $$60$$ minuten.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Meerkeuze',
          points: 2,
          minutes: 3,
          pValue: 64,
          text: r`Op welke dag neemt de daglengte volgens de formule het snelst af?

A dag $$81$$
B dag $$172$$
C dag $$264$$
D dag $$355$$`,
          highlights: [r`snelste afname`],
          tags: ['sinusoïde', 'afgeleide'],
          domain: 'Sinusoïden en periodieke verbanden',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H3.2' },
          dependsOn: [{ number: 7 }],
          tips: [r`Waar is de grafiek van een sinusoïde het steilst dalend?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de grafiek dalend door de evenwichtsstand gaat als het argument $$\pi$$ is`,
                  text: r`$$\frac{2\pi}{365}(t - 81) = \pi$$ geeft $$t = 263{,}5$$`,
                  elaboration: r`Daar is $$\cos(\pi) = -1$$, dus $$L'$$ minimaal.`,
                  explanation: r`Een halve periode na de snelste toename volgt de snelste afname.`,
                  points: 1,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`Dag $$264$$ is rond 21 september.`,
                  explanation: r`Dag $$81$$ geeft de snelste toename, dagen $$172$$ en $$355$$ liggen bij de top en het dal.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Vijver met brug`,
      introduction: r`Een tuinarchitect ontwerpt een ronde vijver. In een bovenaanzicht is de rand van de vijver een cirkel met middelpunt $$M$$ en middellijn $$AB$$. Het punt $$C$$ ligt op de cirkel. Een loopbrug gaat van $$C$$ loodrecht naar $$AB$$ en komt daar uit in punt $$D$$. De raaklijnen aan de cirkel in $$A$$ en in $$C$$ snijden elkaar in $$T$$, waar een bankje staat. Zie figuur 1.

![Figuur 1](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: de vijver met middellijn AB, punt C, voetpunt D en het snijpunt T van de raaklijnen`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 230" font-family="sans-serif" font-size="12">
<rect width="300" height="230" fill="white"/>
<circle cx="150" cy="120" r="80" fill="#e6f3f7" stroke="#1f6f8b" stroke-width="2"/>
<line x1="70" y1="120" x2="230" y2="120" stroke="black"/>
<line x1="102" y1="56" x2="102" y2="120" stroke="#a0522d" stroke-width="3"/>
<line x1="70" y1="20" x2="70" y2="210" stroke="#555" stroke-dasharray="5 3"/>
<line x1="38" y1="104" x2="182" y2="-4" stroke="#555" stroke-dasharray="5 3"/>
<line x1="70" y1="120" x2="102" y2="56" stroke="#999"/>
<line x1="102" y1="56" x2="230" y2="120" stroke="#999"/>
<circle cx="150" cy="120" r="2.5" fill="black"/><circle cx="70" cy="120" r="2.5" fill="black"/><circle cx="230" cy="120" r="2.5" fill="black"/><circle cx="102" cy="56" r="2.5" fill="black"/><circle cx="102" cy="120" r="2.5" fill="black"/><circle cx="70" cy="80" r="2.5" fill="black"/>
<text x="150" y="136" text-anchor="middle">M</text><text x="58" y="136">A</text><text x="234" y="136">B</text><text x="104" y="50">C</text><text x="104" y="136">D</text><text x="56" y="78">T</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Bewijs',
          points: 4,
          minutes: 7,
          pValue: 46,
          text: r`Bewijs dat $$\angle ACD = \angle ABC$$. Je kunt de figuur op de uitwerkbijlage gebruiken.

![Uitwerkbijlage](uitwerkbijlage9.svg)`,
          highlights: [r`$$\angle ACD = \angle ABC$$`],
          tags: ['bewijs', 'cirkel', 'hoek', 'thales'],
          domain: 'Meetkundige bewijzen',
          chapters: { 'Getal & Ruimte': 'H10.1', 'Moderne Wiskunde': 'H2.1' },
          appendix: {
            name: 'uitwerkbijlage9.svg',
            alt: r`Uitwerkbijlage bij vraag 9: de cirkel met de punten A, B, C, D en M`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" font-family="sans-serif" font-size="12">
<rect width="300" height="200" fill="white"/>
<circle cx="150" cy="120" r="80" fill="none" stroke="#1f6f8b" stroke-width="1.5"/>
<line x1="70" y1="120" x2="230" y2="120" stroke="black"/>
<line x1="102" y1="56" x2="102" y2="120" stroke="black"/>
<line x1="70" y1="120" x2="102" y2="56" stroke="black"/>
<line x1="102" y1="56" x2="230" y2="120" stroke="black"/>
<polyline points="102,112 110,112 110,120" fill="none" stroke="black"/>
<text x="150" y="136" text-anchor="middle">M</text><text x="58" y="136">A</text><text x="234" y="136">B</text><text x="98" y="50">C</text><text x="98" y="136">D</text>
<text x="20" y="20" font-size="11">Gebruik deze figuur om hoeken te markeren.</text>
</svg>`,
          },
          tips: [r`Welke hoek is $$\angle ACB$$, omdat $$AB$$ een middellijn is?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\angle ACB = 90°$$ (stelling van Thales)`,
                  text: r`$$\angle ACB = 90°$$`,
                  elaboration: r`$$C$$ ligt op de cirkel met middellijn $$AB$$.`,
                  explanation: r`Een omtrekshoek op een middellijn is recht.`,
                  points: 1,
                  tips: [r`Wat weet je van een omtrekshoek die op een middellijn staat?`],
                },
                {
                  correction: r`in driehoek $$ABC$$: $$\angle ABC = 90° - \angle CAB$$`,
                  text: r`$$\angle ABC = 90° - \angle CAD$$`,
                  elaboration: r`Hoekensom in driehoek $$ABC$$: $$\angle CAB + 90° + \angle ABC = 180°$$; $$\angle CAB = \angle CAD$$.`,
                  explanation: r`$$D$$ ligt op $$AB$$, dus dit is dezelfde hoek.`,
                  points: 1,
                },
                {
                  correction: r`in driehoek $$ACD$$: $$\angle ACD = 90° - \angle CAD$$`,
                  text: r`$$\angle ACD = 90° - \angle CAD$$`,
                  elaboration: r`$$\angle ADC = 90°$$ omdat $$CD \perp AB$$; hoekensom in driehoek $$ACD$$.`,
                  explanation: r`Beide hoeken zijn het complement van dezelfde hoek.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$\angle ACD = \angle ABC$$`,
                  elaboration: r`Beide zijn gelijk aan $$90° - \angle CAD$$.`,
                  explanation: r`Een bewijs sluit af met de te bewijzen uitspraak.`,
                  points: 1,
                },
              ],
              remark: r`Voor een bewijs zonder vermelding van de stelling van Thales of de hoekensom maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 10,
          type: 'Bewijs',
          points: 3,
          minutes: 5,
          pValue: 52,
          text: r`Bewijs dat de punten $$A$$, $$M$$, $$C$$ en $$T$$ op één cirkel liggen.`,
          highlights: [r`vier punten op één cirkel`],
          tags: ['bewijs', 'koordenvierhoek', 'raaklijn'],
          domain: 'Meetkundige bewijzen',
          chapters: { 'Getal & Ruimte': 'H10.2', 'Moderne Wiskunde': 'H2.3' },
          tips: [r`Hoe staat een raaklijn ten opzichte van de straal naar het raakpunt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\angle TAM = 90°$$ en $$\angle TCM = 90°$$`,
                  text: r`$$TA \perp MA$$ en $$TC \perp MC$$`,
                  elaboration: r`$$TA$$ raakt de cirkel in $$A$$ en $$TC$$ raakt in $$C$$.`,
                  explanation: r`Een raaklijn staat loodrecht op de straal naar het raakpunt.`,
                  points: 1,
                },
                {
                  correction: r`de overstaande hoeken van vierhoek $$AMCT$$ zijn samen $$180°$$`,
                  text: r`$$\angle TAM + \angle TCM = 180°$$`,
                  elaboration: r`$$90° + 90° = 180°$$; de hoeken bij $$A$$ en $$C$$ liggen tegenover elkaar.`,
                  explanation: r`Dit is het kenmerk van een koordenvierhoek.`,
                  points: 1,
                  tips: [r`Wanneer is een vierhoek een koordenvierhoek?`],
                },
                {
                  correction: r`conclusie met de stelling van de koordenvierhoek`,
                  text: r`$$AMCT$$ is een koordenvierhoek`,
                  elaboration: r`Omdat de overstaande hoeken samen $$180°$$ zijn, liggen de hoekpunten op één cirkel.`,
                  explanation: r`Die cirkel heeft $$MT$$ als middellijn.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`$$\angle TAM = 90°$$, dus $$A$$ ligt op de cirkel met middellijn $$MT$$`,
                  text: r`$$A$$ op de Thalescirkel van $$MT$$`,
                  elaboration: r`$$TA \perp MA$$ omdat $$TA$$ raaklijn is.`,
                  explanation: r`Omgekeerde stelling van Thales.`,
                  points: 1,
                },
                {
                  correction: r`$$\angle TCM = 90°$$, dus $$C$$ ligt op dezelfde cirkel`,
                  text: r`$$C$$ op de Thalescirkel van $$MT$$`,
                  elaboration: r`$$TC \perp MC$$ omdat $$TC$$ raaklijn is.`,
                  explanation: r`Ook hier de omgekeerde stelling van Thales.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$A$$, $$M$$, $$C$$ en $$T$$ liggen op de cirkel met middellijn $$MT$$`,
                  elaboration: r`$$M$$ en $$T$$ liggen als eindpunten van de middellijn vanzelf op die cirkel.`,
                  explanation: r`Alle vier punten liggen op dezelfde cirkel.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken exact',
          points: 4,
          minutes: 6,
          pValue: 43,
          text: r`In werkelijkheid is $$AB = 10$$ m en $$AD = 2$$ m.

Bereken exact de lengte van de loopbrug $$CD$$.`,
          highlights: [r`lengte van de loopbrug`],
          tags: ['gelijkvormigheid', 'cirkel', 'exacte oplossing'],
          domain: 'Meetkundige bewijzen',
          chapters: { 'Getal & Ruimte': 'H10.3', 'Moderne Wiskunde': 'H2.2' },
          dependsOn: [{ number: 9, appendixes: true }],
          tips: [r`Gebruik het resultaat van vraag 9 om twee gelijkvormige driehoeken te vinden.`],
          answers: [
            {
              steps: [
                {
                  correction: r`driehoek $$ADC$$ is gelijkvormig met driehoek $$CDB$$`,
                  text: r`$$\triangle ADC \sim \triangle CDB$$`,
                  elaboration: r`$$\angle ADC = \angle CDB = 90°$$ en $$\angle ACD = \angle CBD$$ (vraag 9).`,
                  explanation: r`Twee paren gelijke hoeken geven gelijkvormigheid (hh).`,
                  points: 1,
                },
                {
                  correction: r`de verhoudingsvergelijking $$\frac{AD}{CD} = \frac{CD}{DB}$$`,
                  text: r`$$CD^2 = AD \cdot DB$$`,
                  elaboration: r`Corresponderende zijden: $$AD$$ hoort bij $$CD$$ en $$CD$$ hoort bij $$DB$$.`,
                  explanation: r`Zet de zijden tegenover gelijke hoeken bij elkaar.`,
                  points: 1,
                  tips: [r`Maak een verhoudingstabel van de twee driehoeken.`],
                },
                {
                  correction: r`$$DB = 8$$ invullen`,
                  text: r`$$CD^2 = 2 \cdot 8 = 16$$`,
                  elaboration: r`$$DB = AB - AD = 10 - 2 = 8$$`,
                  explanation: r`$$D$$ ligt tussen $$A$$ en $$B$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$CD = 4$$ m`,
                  elaboration: r`$$CD = \sqrt{16} = 4$$`,
                  explanation: r`Controle met Pythagoras: $$MC = 5$$, $$MD = 3$$, dus $$CD = \sqrt{25 - 9} = 4$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Papieren trechter`,
      introduction: r`Een laborant maakt een trechter uit een cirkelvormig vel filterpapier met straal $$10$$ cm. Ze knipt er een sector uit en plakt de rechte randen van de rest aan elkaar, zodat een kegel ontstaat. De schuine zijde van de kegel is dan $$10$$ cm. De hoogte van de kegel noemen we $$h$$ en de straal van de grondcirkel $$r$$, beide in cm. Zie figuur 2.

![Figuur 2](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: het vel papier met de uitgeknipte sector en de kegel die ontstaat`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" font-family="sans-serif" font-size="11">
<rect width="320" height="200" fill="white"/>
<path d="M80,110 L134.5,74.6 A65,65 0 1 0 134.5,145.4 Z" fill="#fdf3d8" stroke="#8a6d1f" stroke-width="2"/>
<path d="M80,110 L134.5,74.6 A65,65 0 0 1 134.5,145.4 Z" fill="none" stroke="#8a6d1f" stroke-dasharray="4 3"/>
<text x="60" y="106">10</text>
<text x="126" y="114">uitknippen</text>
<path d="M210,40 L290,40 L250,160 Z" fill="#fdf3d8" stroke="#8a6d1f" stroke-width="2"/>
<ellipse cx="250" cy="40" rx="40" ry="8" fill="#fbe9b7" stroke="#8a6d1f" stroke-width="2"/>
<line x1="250" y1="40" x2="250" y2="160" stroke="#555" stroke-dasharray="4 3"/>
<line x1="250" y1="40" x2="290" y2="40" stroke="#555"/>
<text x="256" y="105">h</text><text x="266" y="36">r</text><text x="280" y="110">10</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 12,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 70,
          text: r`Toon aan dat voor de inhoud $$I$$ van de trechter (in $$\text{cm}^3$$) geldt: $$I = \frac{\pi}{3}\left(100h - h^3\right)$$.`,
          highlights: [r`inhoud van de trechter`],
          tags: ['kegel', 'inhoud', 'stelling van pythagoras'],
          domain: 'Standaardfuncties en transformaties',
          chapters: { 'Getal & Ruimte': 'H1.1', 'Moderne Wiskunde': 'H7.1' },
          tips: [r`Welk verband is er tussen $$r$$, $$h$$ en de schuine zijde?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$r^2 = 100 - h^2$$`,
                  text: r`$$r^2 + h^2 = 10^2$$`,
                  elaboration: r`In de kegel vormen $$r$$, $$h$$ en de schuine zijde een rechthoekige driehoek.`,
                  explanation: r`Stelling van Pythagoras.`,
                  points: 0,
                },
                {
                  correction: r`gebruik van $$I = \frac{1}{3}\pi r^2 h$$`,
                  text: r`$$I = \frac{1}{3}\pi r^2 h$$`,
                  elaboration: r`De inhoudsformule van een kegel staat op het formuleblad.`,
                  explanation: r`Grondvlak maal hoogte gedeeld door drie.`,
                  points: 0,
                },
                {
                  correction: r`invullen en herleiden`,
                  text: r`$$I = \frac{1}{3}\pi(100 - h^2)h = \frac{\pi}{3}(100h - h^3)$$`,
                  elaboration: r`Vervang $$r^2$$ door $$100 - h^2$$ en werk de haakjes uit.`,
                  explanation: r`Zo hangt $$I$$ alleen nog van $$h$$ af.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 1, 2, 0, 2, 1, 3],
            },
          ],
        },
        {
          number: 13,
          type: 'Bereken exact',
          points: 5,
          minutes: 8,
          pValue: 47,
          text: r`Bereken exact de maximale inhoud van de trechter.`,
          highlights: [r`maximale inhoud`],
          tags: ['afgeleide', 'extreem', 'exacte oplossing'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H3.4', 'Moderne Wiskunde': 'H1.4' },
          dependsOn: [{ number: 12 }],
          tips: [r`Bereken eerst exact de waarde van $$h$$ waarvoor $$I$$ maximaal is.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$I'(h) = \frac{\pi}{3}(100 - 3h^2)$$`,
                  text: r`$$I'(h) = \frac{\pi}{3}(100 - 3h^2)$$`,
                  elaboration: r`Differentieer $$100h - h^3$$ naar $$h$$.`,
                  explanation: r`$$\frac{\pi}{3}$$ is een constante factor.`,
                  points: 1,
                },
                {
                  correction: r`$$I'(h) = 0$$ geeft $$h = \frac{10}{\sqrt{3}}$$`,
                  text: r`$$h = \sqrt{\frac{100}{3}} = \frac{10}{3}\sqrt{3}$$`,
                  elaboration: r`$$3h^2 = 100$$, en $$h > 0$$.`,
                  explanation: r`Alleen een positieve hoogte is zinvol; het tekenschema van $$I'$$ (van $$+$$ naar $$-$$) laat zien dat het een maximum is.`,
                  points: 1,
                  tips: [r`Laat zien dat het een maximum is, bijvoorbeeld met een tekenschema.`],
                },
                {
                  correction: r`$$r^2 = \frac{200}{3}$$`,
                  text: r`$$r^2 = 100 - \frac{100}{3} = \frac{200}{3}$$`,
                  elaboration: r`$$h^2 = \frac{100}{3}$$`,
                  explanation: r`Handig voor het invullen in $$\frac{1}{3}\pi r^2 h$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$I_{max} = \frac{2000\pi}{27}\sqrt{3}\ \text{cm}^3$$`,
                  elaboration: r`$$I = \frac{1}{3}\pi \cdot \frac{200}{3} \cdot \frac{10}{\sqrt{3}} = \frac{2000\pi}{9\sqrt{3}} = \frac{2000\pi\sqrt{3}}{27}$$`,
                  explanation: r`Dat is ongeveer $$403\ \text{cm}^3$$.`,
                  points: 2,
                },
              ],
              remark: r`Het antwoord $$\frac{2000\pi}{9\sqrt{3}}$$ mag ook goed gerekend worden.`,
            },
          ],
        },
        {
          number: 14,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 41,
          text: r`Bereken hoeveel graden de hoek van de sector is die overblijft als de trechter de maximale inhoud heeft. Rond je antwoord af op hele graden.`,
          highlights: [r`hoek van de overgebleven sector`],
          tags: ['kegel', 'booglengte', 'hoek'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H3.4', 'Moderne Wiskunde': 'H9.3' },
          dependsOn: [{ number: 13 }],
          tips: [r`De rand van de overgebleven sector wordt de omtrek van de grondcirkel.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$r = \sqrt{\frac{200}{3}} \approx 8{,}165$$`,
                  text: r`$$r \approx 8{,}165$$ cm`,
                  elaboration: r`Uit vraag 13: $$r^2 = \frac{200}{3}$$.`,
                  explanation: r`De straal van de grondcirkel bepaalt de benodigde booglengte.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de booglengte gelijk is aan $$2\pi r$$`,
                  text: r`booglengte $$= 2\pi \cdot 8{,}165 \approx 51{,}30$$ cm`,
                  elaboration: r`De gebogen rand van de sector vormt na het plakken de rand van de grondcirkel.`,
                  explanation: r`Lengte blijft behouden bij het vouwen.`,
                  points: 1,
                  tips: [r`Welke lengte verandert niet bij het oprollen?`],
                },
                {
                  correction: r`de hoek via de verhouding met de omtrek $$20\pi$$`,
                  text: r`$$\frac{51{,}30}{20\pi} \cdot 360°$$`,
                  elaboration: r`De hele cirkel met straal $$10$$ heeft omtrek $$20\pi \approx 62{,}83$$ cm.`,
                  explanation: r`De sectorhoek is evenredig met de booglengte.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer $$294°$$`,
                  elaboration: r`$$\frac{51{,}30}{62{,}83} \cdot 360° \approx 293{,}9°$$`,
                  explanation: r`Er wordt dus een sector van ongeveer $$66°$$ uitgeknipt.`,
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
