import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2023,
  term: 1,
  standardizationValue: 1.0,
  topics: [
    {
      name: 'Kiemkracht van tomatenzaad',
      introduction: r`Een zadenhandel in het Westland verkoopt tomatenzaad in zakjes van 50 zaden. Op de verpakking staat dat de kiemkracht 85% is: elk zaadje kiemt met een kans van $$0{,}85$$, onafhankelijk van de andere zaadjes. Een tuinder zaait de zaden in trays en telt na twee weken hoeveel zaadjes zijn gekiemd.`,
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 71,
          text: r`Bereken de kans dat van een zakje van 50 zaden er precies 43 kiemen.`,
          highlights: ['precies 43 van de 50 zaden'],
          tags: ['binomiaal', 'kans'],
          domain: 'Binomiale verdeling',
          chapters: { 'Getal & Ruimte': 'H6.1', 'Moderne Wiskunde': 'H3.2' },
          tips: ['Welke kansverdeling hoort bij een vast aantal onafhankelijke pogingen met dezelfde kans?'],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$X$$ = aantal gekiemde zaden binomiaal verdeeld is met $$n = 50$$ en $$p = 0{,}85$$`,
                  text: r`$$X \sim B(50;\ 0{,}85)$$`,
                  elaboration: r`Vast aantal zaden, twee uitkomsten per zaadje, vaste kans, onafhankelijk.`,
                  explanation: r`Aan alle voorwaarden voor een binomiaal kansexperiment is voldaan.`,
                  points: 1,
                },
                {
                  correction: r`beschrijven van de berekening $$P(X = 43)$$`,
                  text: r`binompdf(50; 0,85; 43)`,
                  elaboration: r`$$P(X = 43) = \binom{50}{43} \cdot 0{,}85^{43} \cdot 0{,}15^{7}$$`,
                  explanation: r`Precies 43 vraagt om de kansfunctie, niet de cumulatieve.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$P \approx 0{,}157$$`,
                  elaboration: r`De GR geeft $$0{,}1575$$.`,
                  explanation: r`Drie decimalen is gebruikelijk bij kansen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 62,
          text: r`Bereken de kans dat van een zakje van 50 zaden er minstens 45 kiemen.`,
          highlights: ['minstens 45 gekiemd'],
          tags: ['binomiaal', 'complementregel'],
          domain: 'Binomiale verdeling',
          chapters: { 'Getal & Ruimte': 'H6.1', 'Moderne Wiskunde': 'H3.2' },
          dependsOn: [{ number: 1 }],
          tips: ['Binomcdf geeft de kans op hoogstens een aantal.'],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van de complementregel`,
                  text: r`$$P(X \ge 45) = 1 - P(X \le 44)$$`,
                  elaboration: r`Minstens 45 is het complement van hoogstens 44.`,
                  explanation: r`De GR berekent alleen kansen op hoogstens een aantal.`,
                  points: 1,
                  tips: ['Wat is het complement van minstens 45?'],
                },
                {
                  correction: r`berekenen van $$P(X \le 44)$$`,
                  text: r`$$P(X \le 44) \approx 0{,}781$$`,
                  elaboration: r`binomcdf(50; 0,85; 44) $$= 0{,}7806$$`,
                  explanation: r`Cumulatieve binomiale kans.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$P \approx 0{,}219$$`,
                  elaboration: r`$$1 - 0{,}7806 = 0{,}2194$$`,
                  explanation: r`Wie $$1 - P(X \le 45)$$ gebruikt, mist de uitkomst 45.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Onderzoek',
          points: 5,
          minutes: 7,
          pValue: 46,
          introduction: r`Een tuinder twijfelt aan de kiemkracht van een nieuwe partij. Hij zaait 60 zaden uit deze partij en telt 45 gekiemde zaden.`,
          text: r`Onderzoek met een significantieniveau van 5% of de tuinder op grond van dit resultaat mag concluderen dat de kiemkracht van deze partij lager is dan 85%.`,
          highlights: ['linkszijdige binomiale toets'],
          tags: ['hypothesetoets', 'binomiaal', 'overschrijdingskans'],
          domain: 'Hypothesetoetsen',
          chapters: { 'Getal & Ruimte': 'H8.1', 'Moderne Wiskunde': 'H6.2' },
          tips: ['Formuleer eerst de nulhypothese en de alternatieve hypothese.', 'Bereken de kans op 45 of minder als $$H_0$$ waar is.'],
          answers: [
            {
              remark: r`Als de conclusie niet in termen van de kiemkracht is geformuleerd, het laatste scorepunt niet toekennen.`,
              steps: [
                {
                  correction: r`formuleren van de hypothesen`,
                  text: r`$$H_0: p = 0{,}85$$ en $$H_1: p < 0{,}85$$`,
                  elaboration: r`De tuinder vermoedt een lagere kiemkans: linkszijdig toetsen.`,
                  explanation: r`$$H_0$$ is de bewering van de zadenhandel; $$H_1$$ het vermoeden van de tuinder.`,
                  points: 1,
                },
                {
                  correction: r`toetsingsgrootheid en verdeling onder $$H_0$$`,
                  text: r`$$X$$ = aantal gekiemde zaden, $$X \sim B(60;\ 0{,}85)$$`,
                  elaboration: r`Onder $$H_0$$ is het aantal gekiemde zaden binomiaal verdeeld.`,
                  explanation: r`De overschrijdingskans wordt berekend alsof $$H_0$$ waar is.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de overschrijdingskans`,
                  text: r`$$P(X \le 45) \approx 0{,}029$$`,
                  elaboration: r`binomcdf(60; 0,85; 45) $$= 0{,}0291$$`,
                  explanation: r`Bij linkszijdig toetsen hoort de kans op de waargenomen waarde of minder.`,
                  points: 1,
                },
                {
                  correction: r`vergelijken met $$\alpha$$`,
                  text: r`$$0{,}029 < 0{,}05$$`,
                  elaboration: r`De overschrijdingskans is kleiner dan het significantieniveau.`,
                  explanation: r`Dan is de uitkomst onder $$H_0$$ te onwaarschijnlijk en wordt $$H_0$$ verworpen.`,
                  points: 1,
                },
                {
                  correction: r`conclusie in de context`,
                  text: r`De kiemkracht is lager dan 85%.`,
                  elaboration: r`$$H_0$$ verwerpen: de tuinder mag concluderen dat deze partij minder goed kiemt.`,
                  explanation: r`Een conclusie moet over de kiemkracht gaan, niet alleen over $$H_0$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 41,
          text: r`Bereken bij welke aantallen gekiemde zaden de tuinder bij deze toets met 60 zaden $$H_0$$ verwerpt.`,
          highlights: ['kritiek gebied bij 60 zaden'],
          tags: ['kritiek gebied', 'hypothesetoets', 'binomiaal'],
          domain: 'Hypothesetoetsen',
          chapters: { 'Getal & Ruimte': 'H8.2', 'Moderne Wiskunde': 'H6.2' },
          dependsOn: [{ number: 3, introduction: true }],
          tips: [r`Zoek het grootste aantal $$k$$ waarvoor $$P(X \le k) \le 0{,}05$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat gezocht wordt naar de grootste $$k$$ met $$P(X \le k) \le 0{,}05$$`,
                  text: r`$$P(X \le k) \le 0{,}05$$ met $$X \sim B(60;\ 0{,}85)$$`,
                  elaboration: r`Het kritieke gebied ligt links: kleine aantallen gekiemde zaden.`,
                  explanation: r`Het kritieke gebied bevat alle uitkomsten waarbij $$H_0$$ wordt verworpen.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de kansen rond de grens`,
                  text: r`$$P(X \le 45) = 0{,}029$$; $$P(X \le 46) = 0{,}058$$`,
                  elaboration: r`Tabel van binomcdf(60; 0,85; $$x$$) op de GR.`,
                  explanation: r`Beide buurwaarden laten zien waar de grens ligt.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$H_0$$ verwerpen bij 45 of minder gekiemde zaden`,
                  elaboration: r`Kritiek gebied: $$X \le 45$$.`,
                  explanation: r`Bij 46 is de overschrijdingskans groter dan 5%.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Cafeïne in het bloed',
      introduction: r`Sanne drinkt om 8.00 uur een grote kop koffie met $$95\ \text{mg}$$ cafeïne. De cafeïne wordt snel opgenomen en daarna langzaam afgebroken, met een halveringstijd van 5 uur. Neem aan dat alle cafeïne direct na het drinken in het bloed zit. Om 13.00 uur drinkt ze nog zo'n kop. In figuur 1 is de hoeveelheid cafeïne $$A$$ in mg in haar lichaam weergegeven, met $$t$$ in uren na 8.00 uur.

![Figuur 1: hoeveelheid cafeïne in het lichaam van Sanne](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: hoeveelheid cafeïne in mg tegen de tijd in uren na 8.00 uur',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 240" font-family="sans-serif" font-size="11">
<g stroke="#ddd"><line x1="50" y1="150" x2="330" y2="150"/><line x1="50" y1="100" x2="330" y2="100"/><line x1="50" y1="50" x2="330" y2="50"/><line x1="120" y1="45" x2="120" y2="200"/><line x1="190" y1="45" x2="190" y2="200"/><line x1="260" y1="45" x2="260" y2="200"/><line x1="330" y1="45" x2="330" y2="200"/></g>
<line x1="50" y1="200" x2="340" y2="200" stroke="#000"/><line x1="50" y1="200" x2="50" y2="40" stroke="#000"/>
<polyline points="50,105 64,117 78,128 92,137 106,145 120,152 120,58 134,76 148,92 162,106 176,118 190,129 204,138 218,146 232,153 246,159 260,164 274,169 288,173 302,176 316,180 330,182" fill="none" stroke="#7b3f00" stroke-width="2"/>
<line x1="50" y1="175" x2="330" y2="175" stroke="#888" stroke-dasharray="5 3"/><text x="290" y="170" fill="#555">25 mg</text>
<g text-anchor="middle"><text x="50" y="214">0</text><text x="120" y="214">5</text><text x="190" y="214">10</text><text x="260" y="214">15</text><text x="330" y="214">20</text></g>
<g text-anchor="end"><text x="45" y="203">0</text><text x="45" y="153">50</text><text x="45" y="103">100</text><text x="45" y="53">150</text></g>
<text x="250" y="232">t (uren na 8.00 uur)</text><text x="8" y="32">A (mg)</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Toon aan',
          points: 2,
          minutes: 3,
          pValue: 68,
          text: r`Toon aan dat de groeifactor per uur van de hoeveelheid cafeïne, afgerond op drie decimalen, $$0{,}871$$ is.`,
          highlights: ['groeifactor per uur uit halveringstijd'],
          tags: ['halveringstijd', 'groeifactor'],
          domain: 'Exponentiële verbanden',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H2.1' },
          tips: ['Welke groeifactor hoort bij een periode van 5 uur?'],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de groeifactor per 5 uur $$0{,}5$$ is`,
                  text: r`$$g_{5\ \text{uur}} = 0{,}5$$`,
                  elaboration: r`In 5 uur halveert de hoeveelheid.`,
                  explanation: r`Dat is de betekenis van halveringstijd.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar groeifactor per uur`,
                  text: r`$$g = 0{,}5^{1/5} \approx 0{,}871$$`,
                  elaboration: r`$$0{,}5^{0{,}2} = 0{,}8706$$`,
                  explanation: r`Vijf keer vermenigvuldigen met $$g$$ moet $$0{,}5$$ opleveren: $$g^5 = 0{,}5$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 56,
          text: r`Bereken hoeveel mg cafeïne er om 17.00 uur in het lichaam van Sanne zit. Rond af op hele mg.`,
          highlights: ['hoeveelheid cafeïne om 17.00 uur'],
          tags: ['halveringstijd', 'exponentiële groei'],
          domain: 'Exponentiële verbanden',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H2.1' },
          dependsOn: [{ number: 5 }],
          tips: ['Bereken de bijdrage van elke kop koffie apart.'],
          answers: [
            {
              remark: r`Scoren met de scoretabel: het laatste scorepunt alleen als beide bijdragen juist zijn berekend.`,
              scores: [0, 1, 1, 2, 0, 1, 1, 3],
              steps: [
                {
                  correction: r`bijdrage van de eerste kop na 9 uur`,
                  text: r`$$95 \cdot 0{,}5^{9/5} \approx 27{,}3\ \text{mg}$$`,
                  elaboration: r`Van 8.00 tot 17.00 uur is 9 uur: $$0{,}5^{1{,}8} = 0{,}287$$.`,
                  explanation: r`De eerste kop is 9 uur lang afgebroken.`,
                  points: 0,
                },
                {
                  correction: r`bijdrage van de tweede kop na 4 uur`,
                  text: r`$$95 \cdot 0{,}5^{4/5} \approx 54{,}6\ \text{mg}$$`,
                  elaboration: r`Van 13.00 tot 17.00 uur is 4 uur: $$0{,}5^{0{,}8} = 0{,}574$$.`,
                  explanation: r`Elke kop wordt onafhankelijk van de andere afgebroken.`,
                  points: 0,
                },
                {
                  correction: r`optellen en afronden`,
                  text: r`$$82\ \text{mg}$$`,
                  elaboration: r`$$27{,}3 + 54{,}6 = 81{,}8 \approx 82$$`,
                  explanation: r`De hoeveelheden van beide koppen tellen op.`,
                  points: 0,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 43,
          introduction: r`Voor $$t \ge 5$$ geldt $$A = 95 \cdot 0{,}5^{t/5} + 95 \cdot 0{,}5^{(t-5)/5}$$.`,
          text: r`Toon aan dat deze formule te herleiden is tot $$A = 285 \cdot 0{,}5^{t/5}$$.`,
          highlights: ['herleiden van de formule voor twee koppen'],
          tags: ['herleiden', 'rekenregels machten'],
          domain: 'Rekenen met formules',
          chapters: { 'Getal & Ruimte': 'H1.1', 'Moderne Wiskunde': 'H8.1' },
          tips: ['Schrijf $$0{,}5^{(t-5)/5}$$ als product van twee machten.'],
          answers: [
            {
              steps: [
                {
                  correction: r`splitsen van de exponent`,
                  text: r`$$0{,}5^{(t-5)/5} = 0{,}5^{t/5} \cdot 0{,}5^{-1}$$`,
                  elaboration: r`$$\dfrac{t-5}{5} = \dfrac{t}{5} - 1$$ en $$a^{p-q} = a^{p} \cdot a^{-q}$$`,
                  explanation: r`Een verschil in de exponent wordt een product van machten.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat $$0{,}5^{-1} = 2$$`,
                  text: r`$$95 \cdot 0{,}5^{(t-5)/5} = 190 \cdot 0{,}5^{t/5}$$`,
                  elaboration: r`$$95 \cdot 2 = 190$$`,
                  explanation: r`De tweede kop is 5 uur later gedronken en is dus relatief twee keer zo groot.`,
                  points: 1,
                },
                {
                  correction: r`samennemen tot de gevraagde formule`,
                  text: r`$$A = 285 \cdot 0{,}5^{t/5}$$`,
                  elaboration: r`$$95 \cdot 0{,}5^{t/5} + 190 \cdot 0{,}5^{t/5} = (95 + 190) \cdot 0{,}5^{t/5}$$`,
                  explanation: r`Gelijke machten buiten haakjes halen.`,
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
          minutes: 5,
          pValue: 44,
          introduction: r`Sanne kan pas goed slapen als er minder dan $$25\ \text{mg}$$ cafeïne in haar lichaam zit.`,
          text: r`Bereken op welk tijdstip dat het geval is. Geef je antwoord in uren en minuten.`,
          highlights: ['minder dan 25 mg cafeïne'],
          tags: ['logaritme', 'halveringstijd', 'vergelijking'],
          domain: 'Logaritmen en logaritmische schaal',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H2.2' },
          dependsOn: [{ number: 7 }],
          tips: ['Gebruik de formule van vraag 7.', 'Hoe los je een exponentiële vergelijking op met een logaritme?'],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van de vergelijking`,
                  text: r`$$285 \cdot 0{,}5^{t/5} = 25$$`,
                  elaboration: r`Na de tweede kop geldt de formule van vraag 7.`,
                  explanation: r`Het moment van 25 mg ligt ruim na 13.00 uur.`,
                  points: 1,
                },
                {
                  correction: r`oplossen met een logaritme`,
                  text: r`$$\dfrac{t}{5} = {}^{0{,}5}\!\log \dfrac{25}{285}$$`,
                  elaboration: r`$$0{,}5^{t/5} = 0{,}0877$$, dus $$\dfrac{t}{5} = \dfrac{\log 0{,}0877}{\log 0{,}5} = 3{,}511$$`,
                  explanation: r`De logaritme is de inverse van de exponentiële functie.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van $$t$$`,
                  text: r`$$t \approx 17{,}55$$ uur`,
                  elaboration: r`$$t = 5 \cdot 3{,}511 = 17{,}55$$`,
                  explanation: r`$$t$$ is het aantal uren na 8.00 uur.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar een tijdstip`,
                  text: r`om 1.33 uur 's nachts`,
                  elaboration: r`$$0{,}55 \cdot 60 = 33$$ minuten; $$8.00 + 17\ \text{uur}\ 33\ \text{min} = 1.33$$ uur`,
                  explanation: r`Na middernacht begint de klok opnieuw.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`vergelijking met de oorspronkelijke somformule opstellen`,
                  text: r`$$95 \cdot 0{,}5^{t/5} + 95 \cdot 0{,}5^{(t-5)/5} = 25$$`,
                  elaboration: r`Zonder te herleiden de twee bijdragen optellen.`,
                  explanation: r`Ook zonder vraag 7 is de vergelijking op te lossen.`,
                  points: 1,
                },
                {
                  correction: r`oplossen met de GR`,
                  text: r`intersect geeft $$x \approx 17{,}55$$`,
                  elaboration: r`$$y_1$$ = somformule, $$y_2 = 25$$; zoek het snijpunt voor $$x > 5$$.`,
                  explanation: r`Het snijpunt geeft het moment waarop 25 mg wordt bereikt.`,
                  points: 1,
                },
                {
                  correction: r`interpretatie van $$t$$`,
                  text: r`17 uur en 33 minuten na 8.00 uur`,
                  elaboration: r`$$0{,}55 \cdot 60 = 33$$`,
                  explanation: r`Decimale uren omrekenen naar minuten.`,
                  points: 1,
                },
                {
                  correction: r`tijdstip`,
                  text: r`1.33 uur`,
                  elaboration: r`$$8 + 17{,}55 = 25{,}55$$ uur, dus 1.33 uur 's nachts.`,
                  explanation: r`Voorbij 24 uur is het de volgende dag.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Gewichtsklassen van eieren',
      introduction: r`Een pluimveebedrijf in Barneveld sorteert eieren op gewicht in de klassen van tabel 1. Het gewicht van de eieren is bij benadering normaal verdeeld met een gemiddelde van $$62\ \text{g}$$ en een standaardafwijking van $$4{,}5\ \text{g}$$.

| klasse | gewicht (g) |
|---|---|
| S | minder dan 53 |
| M | 53 tot 63 |
| L | 63 tot 73 |
| XL | 73 of meer |`,
      questions: [
        {
          number: 9,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 72,
          text: r`Bereken hoeveel procent van de eieren in klasse L valt.`,
          highlights: ['percentage klasse L'],
          tags: ['normale verdeling', 'kans'],
          domain: 'Normale verdeling',
          chapters: { 'Getal & Ruimte': 'H7.1', 'Moderne Wiskunde': 'H5.2' },
          tips: ['Welke grenzen horen bij klasse L?'],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste grenzen en parameters`,
                  text: r`$$P(63 < X < 73)$$ met $$\mu = 62$$, $$\sigma = 4{,}5$$`,
                  elaboration: r`Klasse L loopt van 63 tot 73 gram.`,
                  explanation: r`Bij een continue verdeling maakt $$<$$ of $$\le$$ geen verschil.`,
                  points: 1,
                },
                {
                  correction: r`berekenen met de GR`,
                  text: r`$$P \approx 0{,}405$$`,
                  elaboration: r`normalcdf(63; 73; 62; 4,5) $$= 0{,}4048$$`,
                  explanation: r`De oppervlakte onder de klokkromme tussen de grenzen.`,
                  points: 1,
                },
                {
                  correction: r`percentage`,
                  text: r`$$40{,}5\%$$`,
                  elaboration: r`$$0{,}4048 \cdot 100\% \approx 40{,}5\%$$`,
                  explanation: r`Gevraagd werd een percentage.`,
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
          minutes: 5,
          pValue: 45,
          introduction: r`Eieren worden willekeurig verpakt in dozen van 10. Het gewicht van de verpakking zelf laten we buiten beschouwing.`,
          text: r`Bereken de kans dat de 10 eieren in een doos samen minder dan $$600\ \text{g}$$ wegen.`,
          highlights: ['totaalgewicht van een doos'],
          tags: ['wortel-n-wet', 'normale verdeling', 'som'],
          domain: 'Normale verdeling',
          chapters: { 'Getal & Ruimte': 'H7.3', 'Moderne Wiskunde': 'H5.3' },
          tips: ['Welke verwachtingswaarde en standaardafwijking heeft de som van 10 gewichten?'],
          answers: [
            {
              remark: r`Als $$\sigma(S) = 10 \cdot 4{,}5$$ is gebruikt, maximaal 2 scorepunten toekennen.`,
              steps: [
                {
                  correction: r`verwachtingswaarde van de som`,
                  text: r`$$E(S) = 10 \cdot 62 = 620\ \text{g}$$`,
                  elaboration: r`Tien eieren van gemiddeld 62 gram.`,
                  explanation: r`Verwachtingswaarden tellen gewoon op.`,
                  points: 1,
                },
                {
                  correction: r`standaardafwijking van de som met de wortel-n-wet`,
                  text: r`$$\sigma(S) = \sqrt{10} \cdot 4{,}5 \approx 14{,}23\ \text{g}$$`,
                  elaboration: r`$$\sqrt{10} = 3{,}162$$; $$3{,}162 \cdot 4{,}5 = 14{,}23$$`,
                  explanation: r`Bij onafhankelijke gewichten middelen afwijkingen deels uit; de spreiding groeit met $$\sqrt{n}$$, niet met $$n$$.`,
                  points: 1,
                  tips: ['Tel je standaardafwijkingen zomaar op?'],
                },
                {
                  correction: r`berekenen van de kans`,
                  text: r`normalcdf$$(-10^{99}; 600; 620; 14{,}23)$$`,
                  elaboration: r`De GR geeft $$0{,}0799$$.`,
                  explanation: r`Minder dan 600 gram is de linkeroppervlakte.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$P \approx 0{,}080$$`,
                  elaboration: r`$$0{,}0799 \approx 0{,}080$$`,
                  explanation: r`Ongeveer één op de twaalf dozen weegt minder dan 600 gram.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken',
          points: 4,
          minutes: 5,
          pValue: 39,
          introduction: r`Het bedrijf overweegt goedkoper voer. Het gemiddelde gewicht blijft dan $$62\ \text{g}$$, maar de standaardafwijking wordt groter. Het bedrijf accepteert dat hoogstens 5% van de eieren in klasse S valt.`,
          text: r`Bereken hoe groot de standaardafwijking dan hoogstens mag zijn. Rond af op twee decimalen.`,
          highlights: ['maximale standaardafwijking'],
          tags: ['normale verdeling', 'standaardafwijking', 'z-waarde'],
          domain: 'Normale verdeling',
          chapters: { 'Getal & Ruimte': 'H7.2', 'Moderne Wiskunde': 'H5.2' },
          tips: ['Bepaal eerst de $$z$$-waarde die hoort bij een linkeroppervlakte van 5%.'],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van $$P(X < 53) = 0{,}05$$`,
                  text: r`$$P(X < 53) = 0{,}05$$ met $$\mu = 62$$`,
                  elaboration: r`Klasse S: lichter dan 53 gram.`,
                  explanation: r`De grens van 5% hoort bij de grootste toegestane spreiding.`,
                  points: 1,
                },
                {
                  correction: r`bepalen van de $$z$$-waarde`,
                  text: r`$$z \approx -1{,}645$$`,
                  elaboration: r`invNorm(0,05; 0; 1) $$= -1{,}645$$`,
                  explanation: r`Standaardiseren maakt $$\sigma$$ uitrekenbaar.`,
                  points: 1,
                },
                {
                  correction: r`vergelijking $$\dfrac{53 - 62}{\sigma} = -1{,}645$$ oplossen`,
                  text: r`$$\sigma = \dfrac{9}{1{,}645}$$`,
                  elaboration: r`$$-9 = -1{,}645 \cdot \sigma$$`,
                  explanation: r`$$Z = \dfrac{X - \mu}{\sigma}$$ uit het formuleblad.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$\sigma \le 5{,}47\ \text{g}$$`,
                  elaboration: r`$$\dfrac{9}{1{,}645} = 5{,}47$$`,
                  explanation: r`Bij een grotere $$\sigma$$ valt meer dan 5% in klasse S.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`opstellen van de vergelijking met onbekende $$\sigma$$`,
                  text: r`normalcdf$$(-10^{99}; 53; 62; \sigma) = 0{,}05$$`,
                  elaboration: r`Voer $$y_1$$ = normalcdf$$(-10^{99}; 53; 62; x)$$ in.`,
                  explanation: r`De GR kan $$\sigma$$ als variabele behandelen.`,
                  points: 1,
                },
                {
                  correction: r`voer $$y_2 = 0{,}05$$ in en bepaal het snijpunt`,
                  text: r`intersect`,
                  elaboration: r`Venster bijvoorbeeld $$0 \le x \le 10$$.`,
                  explanation: r`Het snijpunt geeft de $$\sigma$$ waarbij precies 5% in S valt.`,
                  points: 1,
                },
                {
                  correction: r`aflezen van de oplossing`,
                  text: r`$$x \approx 5{,}47$$`,
                  elaboration: r`De GR geeft $$5{,}4716$$.`,
                  explanation: r`Controle: bij $$\sigma = 4{,}5$$ is het 2,3%.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$\sigma$$ hoogstens $$5{,}47\ \text{g}$$`,
                  elaboration: r`Afronden op twee decimalen.`,
                  explanation: r`Hoogstens, omdat een grotere spreiding meer lichte eieren geeft.`,
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
