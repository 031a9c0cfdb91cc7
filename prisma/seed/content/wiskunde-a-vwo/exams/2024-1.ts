import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2024,
  term: 1,
  standardizationValue: 1.3,
  topics: [
    {
      name: 'Vulmachine voor hagelslag',
      introduction: r`Een fabriek in Zaandam vult pakken hagelslag met een machine. Op elk pak staat een inhoud van $$400\ \text{g}$$. Het vulgewicht is normaal verdeeld. Het gemiddelde vulgewicht $$\mu$$ kan op de machine worden ingesteld; de standaardafwijking is altijd $$6\ \text{g}$$.`,
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 74,
          introduction: r`De machine staat ingesteld op $$\mu = 410\ \text{g}$$.`,
          text: r`Bereken hoeveel procent van de pakken minder dan $$400\ \text{g}$$ hagelslag bevat.`,
          highlights: ['pakken onder 400 gram'],
          tags: ['normale verdeling', 'kans'],
          domain: 'Normale verdeling',
          chapters: { 'Getal & Ruimte': 'H7.1', 'Moderne Wiskunde': 'H5.2' },
          tips: ['Welke ondergrens gebruik je voor minder dan 400 gram?'],
          answers: [
            {
              remark: r`Scoren met de scoretabel: het derde scorepunt alleen als de kans met de juiste grenzen is berekend.`,
              scores: [0, 1, 1, 2, 0, 1, 1, 3],
              steps: [
                {
                  correction: r`juiste grenzen en parameters`,
                  text: r`$$P(X < 400)$$ met $$\mu = 410$$, $$\sigma = 6$$`,
                  elaboration: r`Ondergrens $$-10^{99}$$, bovengrens 400.`,
                  explanation: r`Minder dan 400 gram is de linkerstaart.`,
                  points: 0,
                },
                {
                  correction: r`berekenen met de GR`,
                  text: r`$$P \approx 0{,}0478$$`,
                  elaboration: r`normalcdf$$(-10^{99}; 400; 410; 6) = 0{,}0478$$`,
                  explanation: r`400 ligt $$\tfrac{10}{6} \approx 1{,}67$$ standaardafwijking onder het gemiddelde.`,
                  points: 0,
                },
                {
                  correction: r`percentage`,
                  text: r`$$4{,}8\%$$`,
                  elaboration: r`$$0{,}0478 \cdot 100\% \approx 4{,}8\%$$`,
                  explanation: r`Gevraagd werd een percentage.`,
                  points: 0,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 58,
          introduction: r`De fabriek wil dat hoogstens 1% van de pakken minder dan $$400\ \text{g}$$ bevat.`,
          text: r`Bereken op welk gemiddelde de machine minstens moet worden ingesteld. Rond af op één decimaal.`,
          highlights: ['instelling voor hoogstens 1%'],
          tags: ['normale verdeling', 'z-waarde'],
          domain: 'Normale verdeling',
          chapters: { 'Getal & Ruimte': 'H7.2', 'Moderne Wiskunde': 'H5.2' },
          dependsOn: [{ number: 1 }],
          tips: ['Welke $$z$$-waarde hoort bij een linkeroppervlakte van 1%?'],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de $$z$$-waarde`,
                  text: r`$$z \approx -2{,}326$$`,
                  elaboration: r`invNorm(0,01; 0; 1) $$= -2{,}326$$`,
                  explanation: r`Bij de standaardnormale verdeling ligt 1% links van $$-2{,}326$$.`,
                  points: 1,
                },
                {
                  correction: r`opstellen van $$\dfrac{400 - \mu}{6} = -2{,}326$$`,
                  text: r`$$400 - \mu = -13{,}96$$`,
                  elaboration: r`$$-2{,}326 \cdot 6 = -13{,}96$$`,
                  explanation: r`Standaardiseren met $$Z = \dfrac{X - \mu}{\sigma}$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren en juist afronden`,
                  text: r`$$\mu = 414{,}0\ \text{g}$$`,
                  elaboration: r`$$\mu = 400 + 13{,}96 = 413{,}96 \approx 414{,}0$$`,
                  explanation: r`Naar boven afronden, want bij een lager gemiddelde is het meer dan 1%.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`vergelijking met onbekende $$\mu$$`,
                  text: r`normalcdf$$(-10^{99}; 400; \mu; 6) = 0{,}01$$`,
                  elaboration: r`$$y_1$$ = normalcdf$$(-10^{99}; 400; x; 6)$$ en $$y_2 = 0{,}01$$.`,
                  explanation: r`Met de GR de onbekende $$\mu$$ als variabele invoeren.`,
                  points: 1,
                },
                {
                  correction: r`snijpunt bepalen`,
                  text: r`$$x \approx 413{,}96$$`,
                  elaboration: r`intersect met venster $$400 \le x \le 430$$.`,
                  explanation: r`Het snijpunt geeft precies 1% onder 400 gram.`,
                  points: 1,
                },
                {
                  correction: r`afronden`,
                  text: r`$$414{,}0\ \text{g}$$`,
                  elaboration: r`Naar boven afronden op één decimaal.`,
                  explanation: r`Minstens dit gemiddelde.`,
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
          pValue: 42,
          introduction: r`De machine staat weer ingesteld op $$\mu = 410\ \text{g}$$. Bij een controle worden 25 willekeurige pakken gewogen. Het gemiddelde vulgewicht van deze pakken is $$407{,}6\ \text{g}$$. De kwaliteitsmanager wil weten of de machine ontregeld is; dat kan zowel te veel als te weinig vullen betekenen.`,
          text: r`Onderzoek met een significantieniveau van 5% of de kwaliteitsmanager mag concluderen dat de machine ontregeld is.`,
          highlights: ['tweezijdige toets op het gemiddelde'],
          tags: ['hypothesetoets', 'wortel-n-wet', 'overschrijdingskans'],
          domain: 'Hypothesetoetsen',
          chapters: { 'Getal & Ruimte': 'H8.3', 'Moderne Wiskunde': 'H6.3' },
          tips: ['Is het een linkszijdige, rechtszijdige of tweezijdige toets?', 'Welke standaardafwijking heeft het gemiddelde van 25 pakken?'],
          answers: [
            {
              steps: [
                {
                  correction: r`hypothesen tweezijdig formuleren`,
                  text: r`$$H_0: \mu = 410$$; $$H_1: \mu \ne 410$$`,
                  elaboration: r`Ontregeld kan in beide richtingen zijn.`,
                  explanation: r`Bij tweezijdig toetsen wordt $$\alpha$$ verdeeld over beide staarten.`,
                  points: 1,
                },
                {
                  correction: r`standaardafwijking van het steekproefgemiddelde`,
                  text: r`$$\sigma(\bar{X}) = \dfrac{6}{\sqrt{25}} = 1{,}2$$`,
                  elaboration: r`$$\sqrt{25} = 5$$`,
                  explanation: r`Volgens de wortel-n-wet wordt de spreiding van een gemiddelde kleiner.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de overschrijdingskans`,
                  text: r`$$P(\bar{X} \le 407{,}6) \approx 0{,}023$$`,
                  elaboration: r`normalcdf$$(-10^{99}; 407{,}6; 410; 1{,}2) = 0{,}0228$$`,
                  explanation: r`De waarneming ligt links van 410, dus de linkerstaart.`,
                  points: 1,
                },
                {
                  correction: r`vergelijken met $$\tfrac{1}{2}\alpha$$`,
                  text: r`$$0{,}023 < 0{,}025$$`,
                  elaboration: r`Bij tweezijdig toetsen vergelijken met $$0{,}025$$.`,
                  explanation: r`Elke staart krijgt de helft van het significantieniveau.`,
                  points: 1,
                },
                {
                  correction: r`conclusie in de context`,
                  text: r`$$H_0$$ verwerpen: de machine is ontregeld.`,
                  elaboration: r`De manager mag concluderen dat de machine niet meer gemiddeld 410 gram vult.`,
                  explanation: r`Een conclusie moet over de machine gaan.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 63,
          text: r`Bij een volgende controle worden 100 pakken gewogen in plaats van 25. Hoe groot is dan de standaardafwijking van het gemiddelde vulgewicht?

A $$0{,}3\ \text{g}$$
B $$0{,}6\ \text{g}$$
C $$1{,}2\ \text{g}$$
D $$2{,}4\ \text{g}$$`,
          highlights: ['steekproefgrootte en spreiding'],
          tags: ['wortel-n-wet', 'standaardafwijking'],
          domain: 'Normale verdeling',
          chapters: { 'Getal & Ruimte': 'H7.3', 'Moderne Wiskunde': 'H5.3' },
          dependsOn: [{ number: 3, introduction: true }],
          tips: [r`Gebruik $$\sigma(\bar{X}) = \sigma / \sqrt{n}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze: B`,
                  text: r`B`,
                  elaboration: r`$$\dfrac{6}{\sqrt{100}} = \dfrac{6}{10} = 0{,}6\ \text{g}$$`,
                  explanation: r`Vier keer zoveel pakken halveert de standaardafwijking van het gemiddelde (A ontstaat door door 20 te delen).`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Laadpalen voor elektrische auto’s',
      introduction: r`Het aantal openbare laadpalen in een Nederlandse provincie groeide sinds 2015 snel. Begin 2015 waren er 6000. Een onderzoeksbureau gebruikt het model $$N = 6000 \cdot 1{,}35^t$$, met $$N$$ het aantal laadpalen en $$t$$ de tijd in jaren met $$t = 0$$ begin 2015.`,
      questions: [
        {
          number: 5,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 66,
          text: r`Bereken de verdubbelingstijd van het aantal laadpalen volgens dit model. Rond af op één decimaal.`,
          highlights: ['verdubbelingstijd laadpalen'],
          tags: ['verdubbelingstijd', 'logaritme'],
          domain: 'Exponentiële verbanden',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H2.2' },
          tips: ['Voor de verdubbelingstijd $$T$$ geldt $$1{,}35^T = 2$$.'],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van $$1{,}35^T = 2$$`,
                  text: r`$$1{,}35^T = 2$$`,
                  elaboration: r`De beginwaarde valt weg: verdubbelen betekent groeifactor 2.`,
                  explanation: r`De verdubbelingstijd hangt alleen van de groeifactor af.`,
                  points: 1,
                },
                {
                  correction: r`oplossen met een logaritme`,
                  text: r`$$T = \dfrac{\log 2}{\log 1{,}35}$$`,
                  elaboration: r`$$T = {}^{1{,}35}\!\log 2 = \dfrac{0{,}3010}{0{,}1303}$$`,
                  explanation: r`Logaritme als inverse van de macht.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$T \approx 2{,}3$$ jaar`,
                  elaboration: r`$$\dfrac{0{,}3010}{0{,}1303} = 2{,}31$$`,
                  explanation: r`Iets meer dan twee jaar en drie maanden.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 69,
          text: r`Bereken het groeipercentage per maand volgens dit model. Rond af op één decimaal.`,
          highlights: ['groeipercentage per maand'],
          tags: ['groeifactor', 'percentage'],
          domain: 'Exponentiële verbanden',
          chapters: { 'Getal & Ruimte': 'H4.1', 'Moderne Wiskunde': 'H2.1' },
          tips: ['Een jaar heeft 12 maanden: welke groeifactor per maand geeft na 12 maanden $$1{,}35$$?'],
          answers: [
            {
              steps: [
                {
                  correction: r`groeifactor per maand`,
                  text: r`$$g_{\text{maand}} = 1{,}35^{1/12} \approx 1{,}0253$$`,
                  elaboration: r`$$1{,}35^{0{,}0833} = 1{,}02533$$`,
                  explanation: r`$$g_{\text{maand}}^{12} = g_{\text{jaar}}$$.`,
                  points: 1,
                },
                {
                  correction: r`omzetten naar percentage`,
                  text: r`$$2{,}5\%$$ per maand`,
                  elaboration: r`$$(1{,}0253 - 1) \cdot 100\% \approx 2{,}5\%$$`,
                  explanation: r`Niet $$35\% / 12 = 2{,}9\%$$: groeipercentages mag je niet delen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Teken',
          points: 3,
          minutes: 5,
          pValue: 52,
          introduction: r`Op de uitwerkbijlage staat een assenstelsel met een logaritmische schaalverdeling op de verticale as.`,
          text: r`Teken in dit assenstelsel de grafiek van $$N$$ voor de periode van begin 2015 tot begin 2023.`,
          highlights: ['grafiek op logaritmische schaal'],
          tags: ['logaritmische schaal', 'exponentiële groei'],
          domain: 'Logaritmen en logaritmische schaal',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H2.3' },
          appendix: {
            name: 'uitwerkbijlage7.svg',
            alt: 'Uitwerkbijlage bij vraag 7: assenstelsel met logaritmische verticale as van 1000 tot 100 000 en jaren 2015 tot 2023',
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 370 240" font-family="sans-serif" font-size="10">
<line x1="60" y1="200.0" x2="340" y2="200.0" stroke="#999"/><line x1="60" y1="175.9" x2="340" y2="175.9" stroke="#ddd"/><line x1="60" y1="161.8" x2="340" y2="161.8" stroke="#ddd"/><line x1="60" y1="151.8" x2="340" y2="151.8" stroke="#ddd"/><line x1="60" y1="144.1" x2="340" y2="144.1" stroke="#ddd"/><line x1="60" y1="137.7" x2="340" y2="137.7" stroke="#ddd"/><line x1="60" y1="132.4" x2="340" y2="132.4" stroke="#ddd"/><line x1="60" y1="127.8" x2="340" y2="127.8" stroke="#ddd"/><line x1="60" y1="123.7" x2="340" y2="123.7" stroke="#ddd"/><line x1="60" y1="120.0" x2="340" y2="120.0" stroke="#999"/><line x1="60" y1="95.9" x2="340" y2="95.9" stroke="#ddd"/><line x1="60" y1="81.8" x2="340" y2="81.8" stroke="#ddd"/><line x1="60" y1="71.8" x2="340" y2="71.8" stroke="#ddd"/><line x1="60" y1="64.1" x2="340" y2="64.1" stroke="#ddd"/><line x1="60" y1="57.7" x2="340" y2="57.7" stroke="#ddd"/><line x1="60" y1="52.4" x2="340" y2="52.4" stroke="#ddd"/><line x1="60" y1="47.8" x2="340" y2="47.8" stroke="#ddd"/><line x1="60" y1="43.7" x2="340" y2="43.7" stroke="#ddd"/><line x1="60" y1="40" x2="340" y2="40" stroke="#999"/>
<g stroke="#eee"><line x1="95" y1="40" x2="95" y2="200"/><line x1="130" y1="40" x2="130" y2="200"/><line x1="165" y1="40" x2="165" y2="200"/><line x1="200" y1="40" x2="200" y2="200"/><line x1="235" y1="40" x2="235" y2="200"/><line x1="270" y1="40" x2="270" y2="200"/><line x1="305" y1="40" x2="305" y2="200"/><line x1="340" y1="40" x2="340" y2="200"/></g>
<line x1="60" y1="200" x2="60" y2="35" stroke="#000"/><line x1="60" y1="200" x2="345" y2="200" stroke="#000"/>
<g text-anchor="end"><text x="56" y="203">1 000</text><text x="56" y="123">10 000</text><text x="56" y="43">100 000</text><text x="56" y="164">4 000</text><text x="56" y="84">40 000</text></g>
<g text-anchor="middle"><text x="60" y="214">2015</text><text x="130" y="214">2017</text><text x="200" y="214">2019</text><text x="270" y="214">2021</text><text x="340" y="214">2023</text></g>
<text x="290" y="232">jaar (begin)</text><text x="6" y="28">aantal laadpalen</text>
</svg>`,
          },
          tips: ['Hoe ziet de grafiek van een exponentieel verband eruit op een logaritmische schaal?', 'Bereken $$N$$ voor twee tijdstippen.'],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van twee punten`,
                  text: r`$$(2015;\ 6000)$$ en $$(2023;\ 66\,194)$$`,
                  elaboration: r`$$N(8) = 6000 \cdot 1{,}35^8 = 66\,194$$`,
                  explanation: r`Twee punten zijn genoeg als de grafiek een rechte lijn is.`,
                  points: 1,
                },
                {
                  correction: r`juist intekenen van de punten op de logaritmische schaal`,
                  text: r`6000 op de hulplijn van 6000; 66 194 net boven de hulplijn van 60 000`,
                  elaboration: r`Op de verticale as ligt 6000 op de vijfde hulplijn boven 1000 (2000, 3000, 4000, 5000, 6000).`,
                  explanation: r`Op een logaritmische as zijn de afstanden tussen de hulplijnen niet gelijk.`,
                  points: 1,
                  tips: ['Tel de hulplijnen vanaf 1000 af: 2000, 3000, ...'],
                },
                {
                  correction: r`verbinden tot een rechte lijn`,
                  text: r`rechte lijn van 2015 tot 2023`,
                  elaboration: r`Een liniaal langs de twee punten leggen.`,
                  explanation: r`Bij exponentiële groei is $$\log N$$ lineair in $$t$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 47,
          text: r`Leg uit waarom de grafiek die je op de uitwerkbijlage hebt getekend een rechte lijn is.`,
          highlights: ['rechte lijn op logaritmisch papier'],
          tags: ['logaritmische schaal', 'logaritme'],
          domain: 'Logaritmen en logaritmische schaal',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H2.3' },
          dependsOn: [{ number: 7, appendixes: true }],
          tips: [r`Wat gebeurt er met $$\log N$$ als $$t$$ met 1 toeneemt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`notie dat $$N$$ elk jaar met dezelfde factor $$1{,}35$$ wordt vermenigvuldigd`,
                  text: r`gelijke tijdstappen → gelijke vermenigvuldigingsfactor`,
                  elaboration: r`$$N(t+1) = 1{,}35 \cdot N(t)$$`,
                  explanation: r`Dat is de kern van exponentiële groei.`,
                  points: 1,
                },
                {
                  correction: r`notie dat vermenigvuldigen met een vaste factor op een logaritmische as een vaste afstand omhoog is`,
                  text: r`$$\log N$$ neemt elk jaar met $$\log 1{,}35$$ toe`,
                  elaboration: r`$$\log N = \log 6000 + t \cdot \log 1{,}35$$ is een lineaire formule in $$t$$.`,
                  explanation: r`Een logaritmische as zet vermenigvuldigen om in optellen.`,
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
          minutes: 4,
          pValue: 49,
          text: r`Bereken met hoeveel laadpalen per jaar het aantal volgens het model begin 2020 toeneemt. Rond af op honderdtallen.`,
          highlights: ['toenamesnelheid begin 2020'],
          tags: ['helling', 'afgeleide', 'exponentiële groei'],
          domain: 'Toenamen en hellingen',
          chapters: { 'Getal & Ruimte': 'H5.1', 'Moderne Wiskunde': 'H4.1' },
          tips: ['De toenamesnelheid op één moment is de helling van de grafiek.'],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de helling van de grafiek op $$t = 5$$ gevraagd wordt`,
                  text: r`$$\left[\dfrac{dN}{dt}\right]_{t=5}$$`,
                  elaboration: r`Begin 2020 hoort bij $$t = 5$$.`,
                  explanation: r`Een toename per jaar op één moment is een momentane snelheid.`,
                  points: 1,
                },
                {
                  correction: r`berekenen met de GR`,
                  text: r`helling $$\approx 8074$$`,
                  elaboration: r`dy/dx bij $$x = 5$$ van $$y_1 = 6000 \cdot 1{,}35^x$$ geeft $$8074$$.`,
                  explanation: r`De GR benadert de helling met een heel klein interval.`,
                  points: 1,
                },
                {
                  correction: r`afronden met eenheid`,
                  text: r`ongeveer 8100 laadpalen per jaar`,
                  elaboration: r`$$8074 \approx 8100$$`,
                  explanation: r`Afronden op honderdtallen zoals gevraagd.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Blinde smaaktest met cola',
      introduction: r`Tim beweert dat hij zijn favoriete colamerk blind kan herkennen. Om dat te testen krijgt hij per ronde drie bekers: één met zijn favoriete merk en twee met andere merken, in willekeurige volgorde. Hij moet aanwijzen welke beker zijn favoriete merk bevat. Als Tim alleen gokt, wijst hij per ronde met kans $$\tfrac{1}{3}$$ de juiste beker aan.`,
      questions: [
        {
          number: 10,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 65,
          introduction: r`Er worden 12 rondes gespeeld.`,
          text: r`Bereken de kans dat iemand die alleen gokt minstens 6 keer de juiste beker aanwijst.`,
          highlights: ['minstens 6 goed door gokken'],
          tags: ['binomiaal', 'complementregel'],
          domain: 'Binomiale verdeling',
          chapters: { 'Getal & Ruimte': 'H6.1', 'Moderne Wiskunde': 'H3.2' },
          tips: [r`$$P(X \ge 6) = 1 - P(X \le 5)$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`binomiale verdeling met juiste parameters`,
                  text: r`$$X \sim B(12;\ \tfrac{1}{3})$$`,
                  elaboration: r`12 onafhankelijke rondes met kans $$\tfrac{1}{3}$$ op goed.`,
                  explanation: r`De bekers worden elke ronde opnieuw geschud.`,
                  points: 1,
                },
                {
                  correction: r`complementregel`,
                  text: r`$$1 - P(X \le 5)$$`,
                  elaboration: r`binomcdf(12; 1/3; 5) $$= 0{,}8223$$`,
                  explanation: r`De GR geeft kansen op hoogstens een aantal.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$P \approx 0{,}178$$`,
                  elaboration: r`$$1 - 0{,}8223 = 0{,}1777$$`,
                  explanation: r`Zo'n resultaat komt door gokken nog vrij vaak voor.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Onderzoek',
          points: 5,
          minutes: 7,
          pValue: 44,
          introduction: r`Bij de test met 12 rondes wijst Tim 7 keer de juiste beker aan.`,
          text: r`Onderzoek met een significantieniveau van 5% of dit resultaat voldoende bewijs is voor de bewering dat Tim zijn favoriete merk kan herkennen.`,
          highlights: ['rechtszijdige binomiale toets'],
          tags: ['hypothesetoets', 'binomiaal', 'overschrijdingskans'],
          domain: 'Hypothesetoetsen',
          chapters: { 'Getal & Ruimte': 'H8.1', 'Moderne Wiskunde': 'H6.2' },
          dependsOn: [{ number: 10 }],
          tips: [r`Als Tim het merk herkent, is zijn kans op goed groter dan $$\tfrac{1}{3}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`hypothesen`,
                  text: r`$$H_0: p = \tfrac{1}{3}$$; $$H_1: p > \tfrac{1}{3}$$`,
                  elaboration: r`$$H_0$$: Tim gokt; $$H_1$$: Tim herkent het merk (beter dan gokken).`,
                  explanation: r`Rechtszijdig, want herkennen geeft meer goede antwoorden.`,
                  points: 1,
                },
                {
                  correction: r`overschrijdingskans formuleren`,
                  text: r`$$P(X \ge 7)$$ met $$X \sim B(12;\ \tfrac{1}{3})$$`,
                  elaboration: r`$$P(X \ge 7) = 1 - P(X \le 6)$$`,
                  explanation: r`De kans op het waargenomen resultaat of nog extremer onder $$H_0$$.`,
                  points: 1,
                },
                {
                  correction: r`berekenen`,
                  text: r`$$P(X \ge 7) \approx 0{,}066$$`,
                  elaboration: r`$$1 - $$ binomcdf(12; 1/3; 6) $$= 0{,}0664$$`,
                  explanation: r`Met de GR.`,
                  points: 1,
                },
                {
                  correction: r`vergelijken met $$\alpha$$`,
                  text: r`$$0{,}066 > 0{,}05$$`,
                  elaboration: r`De overschrijdingskans is groter dan het significantieniveau.`,
                  explanation: r`Dan is het resultaat onder $$H_0$$ niet onwaarschijnlijk genoeg.`,
                  points: 1,
                },
                {
                  correction: r`conclusie in de context`,
                  text: r`$$H_0$$ niet verwerpen: onvoldoende bewijs.`,
                  elaboration: r`Met 7 van de 12 goed is niet aangetoond dat Tim zijn merk herkent.`,
                  explanation: r`Niet verwerpen betekent niet dat $$H_0$$ bewezen is.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Onderzoek',
          points: 3,
          minutes: 5,
          pValue: 40,
          introduction: r`Tim vindt de test te kort en doet een nieuwe test van 24 rondes. Hij wijst nu 14 keer de juiste beker aan: een vergelijkbaar deel als bij de eerste test.`,
          text: r`Onderzoek of de conclusie van vraag 11 bij deze nieuwe test, ook met een significantieniveau van 5%, anders uitvalt.`,
          highlights: ['langere test, zelfde aandeel'],
          tags: ['hypothesetoets', 'binomiaal', 'steekproefgrootte'],
          domain: 'Hypothesetoetsen',
          chapters: { 'Getal & Ruimte': 'H8.1', 'Moderne Wiskunde': 'H8.2' },
          dependsOn: [{ number: 11, introduction: true }],
          tips: ['Gebruik dezelfde hypothesen, maar nu met $$n = 24$$.'],
          answers: [
            {
              steps: [
                {
                  correction: r`overschrijdingskans met $$n = 24$$`,
                  text: r`$$P(X \ge 14)$$ met $$X \sim B(24;\ \tfrac{1}{3})$$`,
                  elaboration: r`$$1 - $$ binomcdf(24; 1/3; 13)`,
                  explanation: r`Dezelfde toets met een grotere steekproef.`,
                  points: 1,
                },
                {
                  correction: r`berekenen`,
                  text: r`$$P \approx 0{,}010$$`,
                  elaboration: r`De GR geeft $$0{,}0103$$.`,
                  explanation: r`Bij een grotere steekproef is hetzelfde aandeel veel onwaarschijnlijker onder $$H_0$$.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`Nu wel $$H_0$$ verwerpen; de conclusie valt anders uit.`,
                  elaboration: r`$$0{,}010 < 0{,}05$$: Tim herkent zijn merk waarschijnlijk wel.`,
                  explanation: r`Een grotere steekproef maakt een toets gevoeliger.`,
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
