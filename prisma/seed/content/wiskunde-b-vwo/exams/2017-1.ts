import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2017,
  term: 1,
  standardizationValue: 0.9,
  topics: [
    {
      name: r`Glijbaan`,
      introduction: r`Een speeltuin krijgt een nieuwe glijbaan. Het zijaanzicht van de glijbaan wordt beschreven door de grafiek van

$$f(x) = 3 - 0{,}3x^2 + 0{,}04x^3 \quad \text{met } 0 \leq x \leq 5$$

Hierin is $$x$$ de horizontale afstand tot het begin van de glijbaan en $$f(x)$$ de hoogte boven de grond, beide in meters. Zie figuur 1.

![Figuur 1](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: het zijaanzicht van de glijbaan`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 230" font-family="sans-serif" font-size="11">
<rect width="320" height="230" fill="white"/>
<line x1="40" y1="190" x2="300" y2="190" stroke="black"/>
<line x1="40" y1="190" x2="40" y2="30" stroke="black"/>
<polygon points="296,186 304,190 296,194" fill="black"/>
<polygon points="36,34 40,26 44,34" fill="black"/>
<g stroke="#ccc"><line x1="80" y1="190" x2="80" y2="50"/><line x1="120" y1="190" x2="120" y2="50"/><line x1="160" y1="190" x2="160" y2="50"/><line x1="200" y1="190" x2="200" y2="50"/><line x1="240" y1="190" x2="240" y2="50"/><line x1="40" y1="150" x2="280" y2="150"/><line x1="40" y1="110" x2="280" y2="110"/><line x1="40" y1="70" x2="280" y2="70"/></g>
<polyline fill="none" stroke="#c0392b" stroke-width="3" points="40.0,70.0 50.0,70.7 60.0,72.8 70.0,76.1 80.0,80.4 90.0,85.6 100.0,91.6 110.0,98.2 120.0,105.2 130.0,112.5 140.0,120.0 150.0,127.5 160.0,134.8 170.0,141.8 180.0,148.4 190.0,154.4 200.0,159.6 210.0,163.9 220.0,167.2 230.0,169.3 240.0,170.0"/>
<line x1="40" y1="70" x2="40" y2="190" stroke="#555" stroke-width="4"/>
<line x1="240" y1="170" x2="240" y2="190" stroke="#555" stroke-width="4"/>
<text x="36" y="194" text-anchor="end">0</text><text x="80" y="204" text-anchor="middle">1</text><text x="120" y="204" text-anchor="middle">2</text><text x="160" y="204" text-anchor="middle">3</text><text x="200" y="204" text-anchor="middle">4</text><text x="240" y="204" text-anchor="middle">5</text>
<text x="34" y="154" text-anchor="end">1</text><text x="34" y="114" text-anchor="end">2</text><text x="34" y="74" text-anchor="end">3</text>
<text x="300" y="218" text-anchor="end">x (m)</text><text x="46" y="24">hoogte (m)</text>
<text x="150" y="100" fill="#c0392b">glijbaan</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 78,
          text: r`Een glijbaan moet aan het begin en aan het eind horizontaal lopen, zodat kinderen rustig kunnen gaan zitten en veilig uitglijden.

Toon aan dat de glijbaan van figuur 1 zowel bij $$x = 0$$ als bij $$x = 5$$ horizontaal loopt.`,
          highlights: [r`horizontaal begin en eind`],
          tags: ['afgeleide', 'raaklijn'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H3.1', 'Moderne Wiskunde': 'H1.2' },
          tips: [r`Wat weet je van de helling van de grafiek op een plek waar de glijbaan horizontaal loopt?`],
          answers: [
            {
              remark: r`Alleen de afgeleide invullen zonder de conclusie te noemen levert hoogstens 2 scorepunten op.`,
              steps: [
                {
                  correction: r`$$f'(x) = -0{,}6x + 0{,}12x^2$$`,
                  text: r`$$f'(x) = -0{,}6x + 0{,}12x^2 = 0{,}12x(x - 5)$$`,
                  elaboration: r`Differentieer term voor term: de afgeleide van $$3$$ is $$0$$, van $$-0{,}3x^2$$ is $$-0{,}6x$$ en van $$0{,}04x^3$$ is $$0{,}12x^2$$.`,
                  explanation: r`De afgeleide geeft in elk punt de helling van de glijbaan; horizontaal betekent helling $$0$$.`,
                  points: 0,
                  tips: [r`Gebruik de regel: de afgeleide van $$ax^n$$ is $$n \cdot ax^{n-1}$$.`],
                },
                {
                  correction: r`$$f'(0) = 0$$`,
                  text: r`$$f'(0) = 0$$, dus de glijbaan begint horizontaal`,
                  elaboration: r`$$f'(0) = -0{,}6 \cdot 0 + 0{,}12 \cdot 0^2 = 0$$`,
                  explanation: r`Een helling van $$0$$ betekent dat de raaklijn horizontaal is.`,
                  points: 0,
                },
                {
                  correction: r`$$f'(5) = 0$$ en de conclusie`,
                  text: r`$$f'(5) = 0$$, dus de glijbaan eindigt horizontaal`,
                  elaboration: r`$$f'(5) = -0{,}6 \cdot 5 + 0{,}12 \cdot 25 = -3 + 3 = 0$$`,
                  explanation: r`Ook aan het eind is de raaklijn horizontaal, dus beide eisen zijn aangetoond.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 0, 2, 0, 2, 1, 3],
            },
          ],
        },
        {
          number: 2,
          type: 'Onderzoek',
          points: 4,
          minutes: 6,
          pValue: 61,
          text: r`Volgens een veiligheidsnorm mag de hellingshoek van een glijbaan voor jonge kinderen nergens groter zijn dan $$40°$$.

Onderzoek of de glijbaan aan deze norm voldoet.`,
          highlights: [r`steilste punt van de glijbaan`, r`hellingshoek van hoogstens $$40°$$`],
          tags: ['afgeleide', 'buigpunt', 'hoek'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H3.4', 'Moderne Wiskunde': 'H1.4' },
          tips: [r`Op welke plaats van de grafiek is de helling het grootst?`, r`Hoe hangt de hellingshoek samen met de richtingscoëfficiënt van de raaklijn?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de helling extreem is waar $$f''(x) = 0$$`,
                  text: r`$$f''(x) = -0{,}6 + 0{,}24x = 0$$ geeft $$x = 2{,}5$$`,
                  elaboration: r`$$f''(x) = -0{,}6 + 0{,}24x$$; $$-0{,}6 + 0{,}24x = 0$$ geeft $$x = 2{,}5$$.`,
                  explanation: r`Het steilste punt is het buigpunt: daar heeft de afgeleide een extreme waarde.`,
                  points: 1,
                  tips: [r`Differentieer $$f'$$ nog een keer.`],
                },
                {
                  correction: r`$$f'(2{,}5) = -0{,}75$$`,
                  text: r`$$f'(2{,}5) = -0{,}75$$`,
                  elaboration: r`$$f'(2{,}5) = -0{,}6 \cdot 2{,}5 + 0{,}12 \cdot 6{,}25 = -1{,}5 + 0{,}75 = -0{,}75$$`,
                  explanation: r`De richtingscoëfficiënt van de raaklijn in het buigpunt is $$-0{,}75$$: de glijbaan daalt daar $$0{,}75\ \text{m}$$ per meter.`,
                  points: 1,
                },
                {
                  correction: r`de hoek berekenen met $$\tan \alpha = 0{,}75$$`,
                  text: r`$$\alpha \approx 36{,}9°$$`,
                  elaboration: r`$$\tan \alpha = 0{,}75$$ geeft $$\alpha = \tan^{-1}(0{,}75) \approx 36{,}9°$$.`,
                  explanation: r`De tangens van de hellingshoek is de absolute waarde van de richtingscoëfficiënt.`,
                  points: 1,
                  tips: [r`Teken een rechthoekige driehoek met horizontaal $$1$$ en verticaal $$0{,}75$$.`],
                },
                {
                  correction: r`conclusie`,
                  text: r`De grootste hellingshoek is ongeveer $$37°$$, dus de glijbaan voldoet aan de norm.`,
                  elaboration: r`$$36{,}9° < 40°$$`,
                  explanation: r`Omdat de hellingshoek in het buigpunt maximaal is, is hij overal elders kleiner.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken exact',
          points: 5,
          minutes: 9,
          pValue: 34,
          introduction: r`De fabrikant maakt ook glijbanen met dezelfde hoogte, maar met een andere horizontale lengte $$L$$ (in meters). Het zijaanzicht van zo'n glijbaan is de grafiek van

$$f_L(x) = 3 - \frac{7{,}5x^2}{L^2} + \frac{5x^3}{L^3} \quad \text{met } 0 \leq x \leq L$$

Voor $$L = 5$$ krijg je de glijbaan van figuur 1.`,
          text: r`Voor peuters mag de hellingshoek nergens groter zijn dan $$30°$$.

Bereken exact de kleinste waarde van $$L$$ waarvoor de glijbaan hieraan voldoet.`,
          highlights: [r`kleinste lengte $$L$$`, r`hellingshoek hoogstens $$30°$$`],
          tags: ['afgeleide', 'parameter', 'buigpunt', 'exacte oplossing'],
          domain: 'Inverse functies en parameters',
          chapters: { 'Getal & Ruimte': 'H2.3', 'Moderne Wiskunde': 'H7.4' },
          dependsOn: [{ number: 2 }],
          tips: [r`Bereken eerst, uitgedrukt in $$L$$, de grootste helling van de glijbaan.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$f_L'(x) = -\frac{15x}{L^2} + \frac{15x^2}{L^3}$$`,
                  text: r`$$f_L'(x) = -\frac{15x}{L^2} + \frac{15x^2}{L^3}$$`,
                  elaboration: r`Bij het differentiëren naar $$x$$ is $$L$$ een constante: $$\frac{7{,}5}{L^2} \cdot 2x = \frac{15x}{L^2}$$ en $$\frac{5}{L^3} \cdot 3x^2 = \frac{15x^2}{L^3}$$.`,
                  explanation: r`De parameter $$L$$ gedraagt zich als een getal.`,
                  points: 1,
                  tips: [r`Behandel $$L$$ als een gewoon getal.`],
                },
                {
                  correction: r`het steilste punt ligt bij $$x = \frac{1}{2}L$$ en daar is de helling $$-\frac{3{,}75}{L}$$`,
                  text: r`$$f_L'\left(\tfrac{1}{2}L\right) = -\frac{3{,}75}{L}$$`,
                  elaboration: r`$$f_L''(x) = -\frac{15}{L^2} + \frac{30x}{L^3} = 0$$ geeft $$x = \frac{1}{2}L$$. Invullen: $$-\frac{15 \cdot \frac{1}{2}L}{L^2} + \frac{15 \cdot \frac{1}{4}L^2}{L^3} = -\frac{7{,}5}{L} + \frac{3{,}75}{L} = -\frac{3{,}75}{L}$$.`,
                  explanation: r`Net als bij vraag 2 is de glijbaan het steilst in het buigpunt, nu precies halverwege.`,
                  points: 2,
                },
                {
                  correction: r`de vergelijking $$\frac{3{,}75}{L} = \tan 30° = \frac{1}{3}\sqrt{3}$$`,
                  text: r`$$\frac{3{,}75}{L} = \frac{1}{3}\sqrt{3}$$`,
                  elaboration: r`Een hellingshoek van $$30°$$ hoort bij een helling van $$\tan 30° = \frac{1}{\sqrt{3}} = \frac{1}{3}\sqrt{3}$$.`,
                  explanation: r`Voor een exacte berekening gebruik je de exacte waarde van $$\tan 30°$$.`,
                  points: 1,
                  tips: [r`Welke exacte waarde heeft $$\tan 30°$$?`],
                },
                {
                  correction: r`completeren: $$L = 3{,}75\sqrt{3}$$`,
                  text: r`$$L = 3{,}75\sqrt{3}$$ (ongeveer $$6{,}50\ \text{m}$$)`,
                  elaboration: r`$$L = \frac{3 \cdot 3{,}75}{\sqrt{3}} = \frac{11{,}25}{\sqrt{3}} = 3{,}75\sqrt{3}$$. Omdat de helling afneemt als $$L$$ groter wordt, is dit de kleinste waarde.`,
                  explanation: r`Een langere glijbaan met dezelfde hoogte is minder steil.`,
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
          minutes: 6,
          pValue: 66,
          text: r`De zijkant van de glijbaan van figuur 1 wordt dichtgemaakt met een plaat. De plaat wordt begrensd door de grafiek van $$f$$, de $$x$$-as en de lijnen $$x = 0$$ en $$x = 5$$.

Bereken exact de oppervlakte van deze plaat.`,
          highlights: [r`oppervlakte van de zijplaat`],
          tags: ['primitieve', 'oppervlakte'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.2', 'Moderne Wiskunde': 'H6.2' },
          tips: [r`Schrijf de oppervlakte als een integraal.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de oppervlakte is $$\int_0^5 f(x)\, dx$$`,
                  text: r`$$O = \int_0^5 (3 - 0{,}3x^2 + 0{,}04x^3)\, dx$$`,
                  elaboration: r`De grafiek ligt op het hele interval boven de $$x$$-as, dus de oppervlakte is de integraal van $$f$$ van $$0$$ tot $$5$$.`,
                  explanation: r`Omdat $$f(x) > 0$$ op $$[0, 5]$$ hoeft er niets te worden gesplitst.`,
                  points: 1,
                },
                {
                  correction: r`een primitieve $$F(x) = 3x - 0{,}1x^3 + 0{,}01x^4$$`,
                  text: r`$$F(x) = 3x - 0{,}1x^3 + 0{,}01x^4$$`,
                  elaboration: r`Een primitieve van $$x^n$$ is $$\frac{1}{n+1}x^{n+1}$$: $$0{,}3 \cdot \frac{1}{3} = 0{,}1$$ en $$0{,}04 \cdot \frac{1}{4} = 0{,}01$$.`,
                  explanation: r`Controleer door $$F$$ te differentiëren: je moet $$f$$ terugkrijgen.`,
                  points: 2,
                  tips: [r`Controleer je primitieve door haar te differentiëren.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$O = 8\tfrac{3}{4}\ \text{m}^2$$`,
                  elaboration: r`$$F(5) - F(0) = 15 - 12{,}5 + 6{,}25 - 0 = 8{,}75$$`,
                  explanation: r`$$8{,}75 = 8\tfrac{3}{4}$$ is een exacte waarde.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Medicijn in het bloed`,
      introduction: r`Een patiënt slikt een tablet met een pijnstiller. Het middel komt via de maag in het bloed en wordt daarna door de lever afgebroken. De concentratie van de pijnstiller in het bloed wordt beschreven door

$$C(t) = 12\left(e^{-0{,}25t} - e^{-t}\right)$$

Hierin is $$C$$ de concentratie in mg/L en $$t$$ de tijd in uren na het innemen van het tablet.`,
      questions: [
        {
          number: 5,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 58,
          text: r`Toon aan dat de concentratie maximaal is op het tijdstip $$t = \frac{4}{3}\ln 4$$.`,
          highlights: [r`tijdstip van de maximale concentratie`],
          tags: ['e-macht', 'afgeleide', 'extreem'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H4.4' },
          tips: [r`Los $$C'(t) = 0$$ algebraïsch op; deel daarbij door een e-macht.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$C'(t) = 12\left(-0{,}25e^{-0{,}25t} + e^{-t}\right)$$`,
                  text: r`$$C'(t) = -3e^{-0{,}25t} + 12e^{-t}$$`,
                  elaboration: r`Met de kettingregel: de afgeleide van $$e^{-0{,}25t}$$ is $$-0{,}25e^{-0{,}25t}$$ en die van $$e^{-t}$$ is $$-e^{-t}$$.`,
                  explanation: r`Bij een maximum is de afgeleide nul.`,
                  points: 1,
                  tips: [r`Wat is de afgeleide van $$e^{kt}$$?`],
                },
                {
                  correction: r`$$C'(t) = 0$$ herleiden tot $$e^{-0{,}75t} = \frac{1}{4}$$`,
                  text: r`$$e^{-0{,}75t} = \frac{1}{4}$$`,
                  elaboration: r`$$12e^{-t} = 3e^{-0{,}25t}$$ geeft $$\frac{e^{-t}}{e^{-0{,}25t}} = \frac{1}{4}$$, dus $$e^{-0{,}75t} = \frac{1}{4}$$.`,
                  explanation: r`Door te delen door $$e^{-0{,}25t}$$ (dat is nooit nul) houd je één e-macht over.`,
                  points: 1,
                },
                {
                  correction: r`beide kanten van de ln nemen en herleiden`,
                  text: r`$$t = \frac{\ln 4}{0{,}75} = \frac{4}{3}\ln 4$$`,
                  elaboration: r`$$-0{,}75t = \ln \frac{1}{4} = -\ln 4$$, dus $$t = \frac{\ln 4}{0{,}75} = \frac{4}{3}\ln 4$$.`,
                  explanation: r`$$\ln \frac{1}{4} = -\ln 4$$ volgt uit de rekenregels voor logaritmen.`,
                  points: 1,
                },
                {
                  correction: r`aantonen dat het om een maximum gaat`,
                  text: r`$$C'$$ verandert daar van positief naar negatief`,
                  elaboration: r`Bijvoorbeeld $$C'(1) \approx 2{,}08 > 0$$ en $$C'(2) \approx -0{,}20 < 0$$, of: de grafiek van $$C$$ op de GR heeft daar een top.`,
                  explanation: r`Een nulpunt van de afgeleide kan ook een minimum zijn; daarom moet je het controleren.`,
                  points: 1,
                  tips: [r`Kijk naar het teken van $$C'$$ vlak voor en vlak na dit tijdstip.`],
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken exact',
          points: 4,
          minutes: 7,
          pValue: 39,
          text: r`Bereken exact de maximale concentratie. Schrijf je antwoord zo eenvoudig mogelijk.`,
          highlights: [r`maximale concentratie exact`],
          tags: ['e-macht', 'logaritme', 'exacte oplossing'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H9.2' },
          dependsOn: [{ number: 5 }],
          tips: [r`Schrijf $$e^{-0{,}25 \cdot \frac{4}{3}\ln 4}$$ als een macht van $$4$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$t = \frac{4}{3}\ln 4$$ invullen in $$C$$`,
                  text: r`$$C = 12\left(e^{-\frac{1}{3}\ln 4} - e^{-\frac{4}{3}\ln 4}\right)$$`,
                  elaboration: r`$$-0{,}25 \cdot \frac{4}{3}\ln 4 = -\frac{1}{3}\ln 4$$`,
                  explanation: r`Het maximum van vraag 5 vul je in de oorspronkelijke formule in.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$e^{p \ln a} = a^{p}$$`,
                  text: r`$$C = 12\left(4^{-\frac{1}{3}} - 4^{-\frac{4}{3}}\right)$$`,
                  elaboration: r`$$e^{-\frac{1}{3}\ln 4} = e^{\ln 4^{-1/3}} = 4^{-\frac{1}{3}}$$ en evenzo $$e^{-\frac{4}{3}\ln 4} = 4^{-\frac{4}{3}}$$.`,
                  explanation: r`$$e$$ en $$\ln$$ heffen elkaar op.`,
                  points: 1,
                  tips: [r`Gebruik $$p \cdot \ln a = \ln a^{p}$$.`],
                },
                {
                  correction: r`buiten haakjes brengen: $$12 \cdot 4^{-\frac{1}{3}} \cdot \frac{3}{4}$$`,
                  text: r`$$C = 9 \cdot 4^{-\frac{1}{3}} = \frac{9}{\sqrt[3]{4}}$$`,
                  elaboration: r`$$4^{-\frac{4}{3}} = 4^{-\frac{1}{3}} \cdot \frac{1}{4}$$, dus $$C = 12 \cdot 4^{-\frac{1}{3}}\left(1 - \frac{1}{4}\right) = 9 \cdot 4^{-\frac{1}{3}}$$.`,
                  explanation: r`Door de gemeenschappelijke factor buiten haakjes te halen vereenvoudig je de uitdrukking.`,
                  points: 1,
                },
                {
                  correction: r`vereenvoudigen tot $$4\tfrac{1}{2}\sqrt[3]{2}$$ mg/L`,
                  text: r`$$C_{max} = 4\tfrac{1}{2}\sqrt[3]{2} \approx 5{,}67\ \text{mg/L}$$`,
                  elaboration: r`$$\frac{9}{\sqrt[3]{4}} = \frac{9\sqrt[3]{2}}{\sqrt[3]{4}\sqrt[3]{2}} = \frac{9\sqrt[3]{2}}{2}$$`,
                  explanation: r`Vermenigvuldig teller en noemer met $$\sqrt[3]{2}$$, zodat de noemer $$\sqrt[3]{8} = 2$$ wordt.`,
                  points: 1,
                },
              ],
              remark: r`Het antwoord $$\frac{9}{\sqrt[3]{4}}$$ of $$9 \cdot 4^{-1/3}$$ mag ook volledig goed gerekend worden.`,
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 63,
          text: r`De pijnstiller werkt zolang de concentratie minstens $$3\ \text{mg/L}$$ is.

Bereken hoeveel minuten de pijnstiller werkt. Rond je antwoord af op hele minuten.`,
          highlights: [r`concentratie minstens $$3\ \text{mg/L}$$`],
          tags: ['e-macht', 'ongelijkheid'],
          domain: 'Vergelijkingen en ongelijkheden',
          chapters: { 'Getal & Ruimte': 'H2.2', 'Moderne Wiskunde': 'H4.1' },
          tips: [r`De vergelijking $$C(t) = 3$$ heeft twee oplossingen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de vergelijking $$12\left(e^{-0{,}25t} - e^{-t}\right) = 3$$ opstellen`,
                  text: r`$$12\left(e^{-0{,}25t} - e^{-t}\right) = 3$$`,
                  elaboration: r`De grenzen van de werkzame periode zijn de tijdstippen waarop de concentratie precies $$3\ \text{mg/L}$$ is.`,
                  explanation: r`Tussen de twee snijpunten ligt de grafiek boven de lijn $$C = 3$$.`,
                  points: 1,
                },
                {
                  correction: r`beschrijven hoe deze vergelijking met de GR wordt opgelost`,
                  text: r`$$t \approx 0{,}436$$ en $$t \approx 5{,}479$$`,
                  elaboration: r`Voer $$y_1 = 12(e^{-0{,}25x} - e^{-x})$$ en $$y_2 = 3$$ in en bepaal met de optie snijpunt beide snijpunten.`,
                  explanation: r`Deze vergelijking is niet algebraïsch op te lossen, dus gebruik je de GR.`,
                  points: 2,
                  tips: [r`Zoek één snijpunt links en één rechts van het maximum.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`ongeveer $$303$$ minuten`,
                  elaboration: r`$$5{,}479 - 0{,}436 = 5{,}043$$ uur en $$5{,}043 \cdot 60 \approx 303$$ minuten.`,
                  explanation: r`Rond pas aan het eind af, anders wordt het antwoord onnauwkeurig.`,
                  points: 1,
                },
              ],
              remark: r`Als de tijd in uren is gegeven en niet is omgerekend naar minuten, maximaal 3 scorepunten toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Reuzenrad`,
      introduction: r`Op een kermis staat een reuzenrad. Tijdens een rit draait het rad met constante snelheid rond. Een bezoeker heeft de hoogte van haar gondel boven de grond om de twee minuten gemeten, te beginnen op het moment dat de gondel in het laagste punt is. Zie de tabel.

| $$t$$ (min) | 0 | 2 | 4 | 6 | 8 | 10 | 12 | 14 | 16 |
|---|---|---|---|---|---|---|---|---|---|
| $$h$$ (m) | 5,0 | 12,3 | 30,0 | 47,7 | 55,0 | 47,7 | 30,0 | 12,3 | 5,0 |`,
      questions: [
        {
          number: 8,
          type: 'Stel op',
          points: 4,
          minutes: 6,
          pValue: 70,
          text: r`De hoogte $$h$$ is een sinusoïde van de tijd $$t$$.

Stel met behulp van de tabel een formule op van de vorm $$h = a + b\cos(ct)$$.`,
          highlights: [r`formule van de sinusoïde`],
          tags: ['sinusoïde', 'periode', 'amplitude'],
          domain: 'Sinusoïden en periodieke verbanden',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H3.2' },
          tips: [r`Bepaal uit de tabel de evenwichtsstand, de amplitude en de periode.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$a = 30$$`,
                  text: r`evenwichtsstand $$a = \frac{5 + 55}{2} = 30$$`,
                  elaboration: r`De laagste hoogte is $$5\ \text{m}$$ en de hoogste $$55\ \text{m}$$; het gemiddelde is $$30$$.`,
                  explanation: r`De evenwichtsstand ligt midden tussen maximum en minimum.`,
                  points: 1,
                },
                {
                  correction: r`$$b = -25$$`,
                  text: r`amplitude $$25$$, en $$b = -25$$`,
                  elaboration: r`Amplitude $$= 55 - 30 = 25$$. Op $$t = 0$$ is de gondel in het laagste punt, dus de cosinus moet met een minteken beginnen.`,
                  explanation: r`$$\cos(0) = 1$$: met $$b = -25$$ begint de grafiek in het minimum.`,
                  points: 1,
                  tips: [r`Begint de grafiek bij $$t = 0$$ in een top of in een dal?`],
                },
                {
                  correction: r`$$c = \frac{2\pi}{16} = \frac{\pi}{8}$$`,
                  text: r`periode $$16$$ minuten, $$c = \frac{\pi}{8}$$`,
                  elaboration: r`Na $$16$$ minuten is de gondel weer in het laagste punt; $$c = \frac{2\pi}{\text{periode}} = \frac{2\pi}{16}$$.`,
                  explanation: r`Bij $$\cos(ct)$$ hoort de periode $$\frac{2\pi}{c}$$.`,
                  points: 1,
                },
                {
                  correction: r`de formule compleet`,
                  text: r`$$h = 30 - 25\cos\left(\frac{\pi}{8}t\right)$$`,
                  elaboration: r`Controle met $$t = 2$$: $$30 - 25\cos\left(\frac{\pi}{4}\right) = 30 - 17{,}7 = 12{,}3$$. Klopt met de tabel.`,
                  explanation: r`Een controle met een waarde uit de tabel vangt tekenfouten op.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 9,
          type: 'Bereken',
          points: 4,
          minutes: 7,
          pValue: 52,
          introduction: r`Voor de hoogte van de gondel geldt $$h = 30 - 25\cos\left(\frac{\pi}{8}t\right)$$.`,
          text: r`Vanaf een hoogte van $$45\ \text{m}$$ kun je de zee zien.

Bereken hoeveel minuten per omwenteling je vanuit de gondel de zee kunt zien. Rond je antwoord af op één decimaal.`,
          highlights: [r`hoger dan $$45\ \text{m}$$`],
          tags: ['sinusoïde', 'goniometrische vergelijking', 'ongelijkheid'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H3.3' },
          dependsOn: [{ number: 8 }],
          tips: [r`Los eerst de vergelijking $$h = 45$$ op binnen één periode.`],
          answers: [
            {
              steps: [
                {
                  correction: r`herleiden tot $$\cos\left(\frac{\pi}{8}t\right) = -0{,}6$$`,
                  text: r`$$\cos\left(\frac{\pi}{8}t\right) = -0{,}6$$`,
                  elaboration: r`$$30 - 25\cos\left(\frac{\pi}{8}t\right) = 45$$ geeft $$-25\cos\left(\frac{\pi}{8}t\right) = 15$$.`,
                  explanation: r`Eerst isoleer je de cosinus.`,
                  points: 1,
                },
                {
                  correction: r`beide oplossingen in de eerste periode`,
                  text: r`$$\frac{\pi}{8}t \approx 2{,}214$$ of $$\frac{\pi}{8}t \approx 2\pi - 2{,}214 \approx 4{,}069$$`,
                  elaboration: r`$$\cos^{-1}(-0{,}6) \approx 2{,}214$$; de tweede oplossing is $$2\pi - 2{,}214$$.`,
                  explanation: r`De cosinus neemt elke waarde twee keer aan per periode, symmetrisch ten opzichte van $$\pi$$.`,
                  points: 1,
                  tips: [r`Teken de eenheidscirkel: bij welke twee hoeken is de cosinus $$-0{,}6$$?`],
                },
                {
                  correction: r`omrekenen naar tijdstippen`,
                  text: r`$$t \approx 5{,}64$$ en $$t \approx 10{,}36$$`,
                  elaboration: r`$$t = \frac{8}{\pi} \cdot 2{,}214 \approx 5{,}64$$ en $$t = \frac{8}{\pi} \cdot 4{,}069 \approx 10{,}36$$.`,
                  explanation: r`Tussen deze tijdstippen is de gondel hoger dan $$45\ \text{m}$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer $$4{,}7$$ minuten`,
                  elaboration: r`$$10{,}36 - 5{,}64 = 4{,}72 \approx 4{,}7$$ minuten.`,
                  explanation: r`De tijd boven $$45\ \text{m}$$ is het verschil van de twee tijdstippen.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`de vergelijking $$30 - 25\cos\left(\frac{\pi}{8}t\right) = 45$$ opstellen`,
                  text: r`$$30 - 25\cos\left(\frac{\pi}{8}t\right) = 45$$`,
                  elaboration: r`Voer $$y_1 = 30 - 25\cos\left(\frac{\pi}{8}x\right)$$ en $$y_2 = 45$$ in op de GR met venster $$0 \leq x \leq 16$$.`,
                  explanation: r`De snijpunten geven begin en eind van het uitzicht.`,
                  points: 1,
                },
                {
                  correction: r`beschrijven hoe de snijpunten met de GR worden gevonden`,
                  text: r`$$t \approx 5{,}64$$ en $$t \approx 10{,}36$$`,
                  elaboration: r`Met de optie snijpunt vind je $$x \approx 5{,}639$$ en $$x \approx 10{,}361$$.`,
                  explanation: r`Werk in radialen op de GR.`,
                  points: 2,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer $$4{,}7$$ minuten`,
                  elaboration: r`$$10{,}361 - 5{,}639 \approx 4{,}7$$`,
                  explanation: r`Het verschil is de gevraagde tijd.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Meerkeuze',
          points: 2,
          minutes: 2,
          pValue: 74,
          text: r`Op welke hoogte stijgt de gondel het snelst?

A op $$5\ \text{m}$$
B op $$30\ \text{m}$$
C op $$42{,}5\ \text{m}$$
D op $$55\ \text{m}$$`,
          highlights: [r`het snelst stijgen`],
          tags: ['sinusoïde', 'snelheid'],
          domain: 'Sinusoïden en periodieke verbanden',
          chapters: { 'Getal & Ruimte': 'H5.4', 'Moderne Wiskunde': 'H3.2' },
          tips: [r`Waar is de grafiek van een sinusoïde het steilst?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de stijging maximaal is op de evenwichtsstand`,
                  text: r`de grafiek is het steilst bij de evenwichtsstand $$h = 30$$`,
                  elaboration: r`Een sinusoïde is het steilst in de punten halverwege een dal en een top.`,
                  explanation: r`Daar liggen de buigpunten van de grafiek.`,
                  points: 1,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Op $$30\ \text{m}$$ hoogte, op $$t = 4$$ minuten, stijgt de gondel het snelst.`,
                  explanation: r`Op $$5\ \text{m}$$ en $$55\ \text{m}$$ staat de gondel verticaal even stil.`,
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
          minutes: 5,
          pValue: 56,
          text: r`Bereken exact de grootste verticale snelheid van de gondel in m/min.`,
          highlights: [r`grootste verticale snelheid`],
          tags: ['afgeleide', 'sinusoïde', 'snelheid'],
          domain: 'Sinusoïden en periodieke verbanden',
          chapters: { 'Getal & Ruimte': 'H5.4', 'Moderne Wiskunde': 'H1.3' },
          dependsOn: [{ number: 9, introduction: true }],
          tips: [r`De verticale snelheid is de afgeleide van $$h$$ naar $$t$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$h'(t) = 25 \cdot \frac{\pi}{8}\sin\left(\frac{\pi}{8}t\right)$$`,
                  text: r`$$h'(t) = \frac{25\pi}{8}\sin\left(\frac{\pi}{8}t\right)$$`,
                  elaboration: r`De afgeleide van $$\cos(ct)$$ is $$-c\sin(ct)$$, dus $$-25\cos\left(\frac{\pi}{8}t\right)$$ wordt $$25 \cdot \frac{\pi}{8}\sin\left(\frac{\pi}{8}t\right)$$.`,
                  explanation: r`Kettingregel: vermenigvuldig met de afgeleide van de binnenfunctie $$\frac{\pi}{8}t$$.`,
                  points: 2,
                  tips: [r`Vergeet de kettingregel niet.`],
                },
                {
                  correction: r`maximum bij $$\sin = 1$$`,
                  text: r`$$\frac{25\pi}{8}\ \text{m/min}$$`,
                  elaboration: r`De grootste waarde van $$\sin\left(\frac{\pi}{8}t\right)$$ is $$1$$ (bij $$t = 4$$), dus de grootste snelheid is $$\frac{25\pi}{8} \approx 9{,}8\ \text{m/min}$$.`,
                  explanation: r`Dit past bij vraag 10: de grootste snelheid op $$t = 4$$, op $$30\ \text{m}$$ hoogte.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Zendmast`,
      introduction: r`Een telecombedrijf plaatst een zendmast op een boerenerf. In een assenstelsel met eenheden in kilometers staat de mast in punt $$M(6, 4)$$. Het signaal is goed te ontvangen binnen de cirkel $$c$$ met middelpunt $$M$$ en straal $$5$$. Een provinciale weg ligt op de lijn $$l$$: $$3x + 4y = 49$$ en een fietspad ligt op de lijn $$m$$: $$y = 2x - 4$$. Zie figuur 2.

![Figuur 2](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: het bereik van de zendmast met de weg l en het fietspad m`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 250" font-family="sans-serif" font-size="11">
<rect width="300" height="250" fill="white"/>
<line x1="30" y1="230" x2="290" y2="230" stroke="black"/>
<line x1="30" y1="240" x2="30" y2="20" stroke="black"/>
<circle cx="120" cy="170" r="75" fill="#eaf2fb" stroke="#2c6fbb" stroke-width="2"/>
<circle cx="120" cy="170" r="3" fill="black"/>
<text x="125" y="184">M</text>
<line x1="60" y1="68.75" x2="270" y2="226.25" stroke="#333" stroke-width="2"/>
<text x="52" y="66">l</text>
<line x1="60" y1="230" x2="150" y2="50" stroke="#2a8a3a" stroke-width="2" stroke-dasharray="6 3"/>
<text x="154" y="52" fill="#2a8a3a">m</text>
<text x="200" y="110" fill="#2c6fbb">c</text>
<text x="286" y="244" text-anchor="end">x</text><text x="36" y="26">y</text>
<text x="26" y="244" text-anchor="end">O</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 12,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 72,
          text: r`Toon aan dat de afstand van de mast tot de weg $$3$$ km is.`,
          highlights: [r`afstand van $$M$$ tot $$l$$`],
          tags: ['afstand', 'cirkel'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.1', 'Moderne Wiskunde': 'H5.4' },
          tips: [r`Gebruik de formule voor de afstand van een punt tot een lijn.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van de formule $$d(P, l) = \frac{|ap_1 + bp_2 - c|}{\sqrt{a^2 + b^2}}$$`,
                  text: r`$$d(M, l) = \frac{|3 \cdot 6 + 4 \cdot 4 - 49|}{\sqrt{3^2 + 4^2}}$$`,
                  elaboration: r`Met $$a = 3$$, $$b = 4$$, $$c = 49$$ en $$P = M(6, 4)$$.`,
                  explanation: r`De formule staat op het formuleblad.`,
                  points: 2,
                  tips: [r`Schrijf de vergelijking van $$l$$ in de vorm $$ax + by = c$$.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$d(M, l) = \frac{15}{5} = 3$$`,
                  elaboration: r`$$|18 + 16 - 49| = |-15| = 15$$ en $$\sqrt{25} = 5$$.`,
                  explanation: r`De afstand is $$3$$ km, kleiner dan de straal $$5$$: de weg loopt door het ontvangstgebied.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`de loodlijn $$k$$ vanuit $$M$$ op $$l$$ opstellen`,
                  text: r`$$k$$: $$(x, y) = (6, 4) + t(3, 4)$$`,
                  elaboration: r`Een normaalvector van $$l$$ is $$(3, 4)$$; die is de richtingsvector van de loodlijn.`,
                  explanation: r`De kortste afstand meet je langs de loodlijn.`,
                  points: 1,
                },
                {
                  correction: r`het voetpunt berekenen`,
                  text: r`voetpunt $$(7{,}8;\ 6{,}4)$$`,
                  elaboration: r`$$3(6 + 3t) + 4(4 + 4t) = 49$$ geeft $$34 + 25t = 49$$, dus $$t = 0{,}6$$.`,
                  explanation: r`Het voetpunt is het snijpunt van loodlijn en weg.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`afstand $$= 0{,}6 \cdot |(3, 4)| = 3$$`,
                  elaboration: r`$$|(3, 4)| = 5$$ en $$0{,}6 \cdot 5 = 3$$.`,
                  explanation: r`De lengte van $$t$$ keer de richtingsvector is de afstand.`,
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
          minutes: 4,
          pValue: 65,
          text: r`Bereken exact de lengte van het deel van de weg dat binnen het ontvangstgebied ligt.`,
          highlights: [r`deel van de weg binnen de cirkel`],
          tags: ['cirkel', 'afstand'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.2', 'Moderne Wiskunde': 'H5.1' },
          dependsOn: [{ number: 12 }],
          tips: [r`Teken de straal naar een snijpunt en de loodlijn vanuit $$M$$; welke driehoek ontstaat er?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht in de rechthoekige driehoek met schuine zijde $$5$$ en rechthoekszijde $$3$$`,
                  text: r`halve koorde $$= \sqrt{5^2 - 3^2}$$`,
                  elaboration: r`De loodlijn vanuit $$M$$ deelt de koorde middendoor; de straal naar een snijpunt is de schuine zijde.`,
                  explanation: r`Stelling van Pythagoras in de driehoek met straal, afstand en halve koorde.`,
                  points: 2,
                },
                {
                  correction: r`completeren`,
                  text: r`lengte $$= 2 \cdot 4 = 8$$ km`,
                  elaboration: r`$$\sqrt{25 - 9} = 4$$, dus de koorde is $$8$$ km.`,
                  explanation: r`Ter controle: de snijpunten zijn $$(11, 4)$$ en $$(4{,}6;\ 8{,}8)$$ en die liggen $$8$$ km uit elkaar.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Stel op',
          points: 3,
          minutes: 5,
          pValue: 60,
          text: r`Het punt $$A(9, 8)$$ ligt op de cirkel $$c$$. De lijn $$k$$ raakt $$c$$ in $$A$$.

Stel een vergelijking op van $$k$$ en toon aan dat $$k$$ evenwijdig is aan de weg $$l$$.`,
          highlights: [r`raaklijn in $$A$$`],
          tags: ['raaklijn', 'cirkel', 'vector'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.3', 'Moderne Wiskunde': 'H5.4' },
          tips: [r`Een raaklijn aan een cirkel staat loodrecht op de straal naar het raakpunt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\vec{MA} = (3, 4)$$ is een normaalvector van $$k$$`,
                  text: r`$$\vec{MA} = \begin{pmatrix} 3 \\ 4 \end{pmatrix}$$`,
                  elaboration: r`$$\vec{MA} = (9 - 6,\ 8 - 4) = (3, 4)$$.`,
                  explanation: r`De raaklijn staat loodrecht op de straal $$MA$$.`,
                  points: 1,
                  tips: [r`Welke vector staat loodrecht op $$k$$?`],
                },
                {
                  correction: r`de vergelijking van $$k$$`,
                  text: r`$$k$$: $$3x + 4y = 59$$`,
                  elaboration: r`$$3x + 4y = c$$ door $$A(9, 8)$$: $$c = 27 + 32 = 59$$.`,
                  explanation: r`Met normaalvector $$(a, b)$$ heeft de lijn een vergelijking $$ax + by = c$$.`,
                  points: 1,
                },
                {
                  correction: r`conclusie over evenwijdigheid`,
                  text: r`$$k$$ en $$l$$ hebben dezelfde normaalvector $$(3, 4)$$, dus $$k \parallel l$$`,
                  elaboration: r`$$l$$: $$3x + 4y = 49$$ en $$k$$: $$3x + 4y = 59$$ verschillen alleen in het rechterlid.`,
                  explanation: r`Lijnen met dezelfde normaalvector (of dezelfde richtingscoëfficiënt $$-\frac{3}{4}$$) zijn evenwijdig.`,
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
          minutes: 5,
          pValue: 57,
          text: r`Het fietspad $$m$$ kruist de weg $$l$$.

Bereken de hoek tussen $$l$$ en $$m$$. Rond je antwoord af op hele graden.`,
          highlights: [r`hoek tussen weg en fietspad`],
          tags: ['inproduct', 'hoek', 'vector'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.3', 'Moderne Wiskunde': 'H5.3' },
          tips: [r`Kies bij elke lijn een richtingsvector en gebruik het inproduct.`],
          answers: [
            {
              steps: [
                {
                  correction: r`richtingsvectoren $$(4, -3)$$ en $$(1, 2)$$`,
                  text: r`$$\vec{r}_l = \begin{pmatrix} 4 \\ -3 \end{pmatrix}$$, $$\vec{r}_m = \begin{pmatrix} 1 \\ 2 \end{pmatrix}$$`,
                  elaboration: r`Bij $$3x + 4y = 49$$ hoort de richtingsvector $$(4, -3)$$; bij $$y = 2x - 4$$ hoort $$(1, 2)$$.`,
                  explanation: r`Een richtingsvector staat loodrecht op de normaalvector $$(3, 4)$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van het inproduct`,
                  text: r`$$\cos \varphi = \frac{|4 \cdot 1 + (-3) \cdot 2|}{5 \cdot \sqrt{5}} = \frac{2}{5\sqrt{5}}$$`,
                  elaboration: r`$$|\vec{r}_l| = 5$$ en $$|\vec{r}_m| = \sqrt{5}$$; het inproduct is $$4 - 6 = -2$$.`,
                  explanation: r`De hoek tussen twee lijnen is hoogstens $$90°$$, daarom neem je de absolute waarde.`,
                  points: 1,
                  tips: [r`De hoek tussen twee lijnen is nooit stomp.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$\varphi \approx 80°$$`,
                  elaboration: r`$$\cos \varphi \approx 0{,}179$$ geeft $$\varphi \approx 79{,}7° \approx 80°$$.`,
                  explanation: r`Zonder absolute waarde vind je $$100°$$; de hoek tussen de lijnen is dan $$180° - 100° = 80°$$.`,
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
