import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2023,
  term: 1,
  standardizationValue: 1.2,
  topics: [
    {
      name: 'Zeehonden in de Waddenzee',
      introduction: r`Na een verbod op de jacht en het opschonen van het water nam het aantal gewone zeehonden in de Nederlandse Waddenzee sterk toe. In 2000 werden er 3800 geteld. Onderzoekers beschrijven de groei tot 2010 met het model $$N = 3800 \cdot 1{,}09^t$$. Hierin is $$N$$ het aantal zeehonden en $$t$$ de tijd in jaren met $$t = 0$$ in 2000.

Na 2010 zijn de tellingen uit tabel 1 gedaan.

| jaar | 2010 | 2012 | 2014 | 2016 | 2018 |
|---|---|---|---|---|---|
| aantal zeehonden | 8900 | 9500 | 10100 | 10600 | 10900 |`,
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 82,
          text: r`Bereken hoeveel zeehonden er volgens het model in 2010 zijn. Rond je antwoord af op honderdtallen.`,
          highlights: ['aantal zeehonden in 2010'],
          tags: ['exponentiële groei', 'groeifactor'],
          domain: 'Exponentiële verbanden',
          chapters: { 'Getal & Ruimte': 'H5.1', 'Moderne Wiskunde': 'H4.2' },
          tips: ['Welke waarde van $$t$$ hoort bij het jaar 2010?'],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$t = 10$$`,
                  text: r`$$t = 10$$`,
                  elaboration: r`$$2010 - 2000 = 10$$`,
                  explanation: r`De tijd wordt geteld vanaf 2000.`,
                  points: 1,
                },
                {
                  correction: r`berekenen en afronden`,
                  text: r`$$N \approx 9000$$`,
                  elaboration: r`$$N = 3800 \cdot 1{,}09^{10} = 8996 \approx 9000$$`,
                  explanation: r`Afronden op honderdtallen zoals gevraagd.`,
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
          pValue: 64,
          text: r`Bereken met hoeveel procent het aantal zeehonden volgens het model per 10 jaar toeneemt.`,
          highlights: ['groeipercentage per 10 jaar'],
          tags: ['groeifactor', 'percentage'],
          domain: 'Exponentiële verbanden',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H4.1' },
          tips: ['Hoe vind je de groeifactor per 10 jaar uit de groeifactor per jaar?'],
          answers: [
            {
              remark: r`Het antwoord 10 × 9% = 90% levert geen scorepunten op.`,
              steps: [
                {
                  correction: r`inzicht dat de groeifactor per 10 jaar gelijk is aan $$1{,}09^{10}$$`,
                  text: r`$$g_{10} = 1{,}09^{10}$$`,
                  elaboration: r`Tien keer achter elkaar vermenigvuldigen met $$1{,}09$$.`,
                  explanation: r`Bij exponentiële groei worden groeifactoren vermenigvuldigd, niet opgeteld.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de groeifactor`,
                  text: r`$$g_{10} \approx 2{,}37$$`,
                  elaboration: r`$$1{,}09^{10} = 2{,}367$$`,
                  explanation: r`Met de rekenmachine.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar een percentage`,
                  text: r`toename $$137\%$$`,
                  elaboration: r`$$(2{,}367 - 1) \cdot 100\% = 137\%$$`,
                  explanation: r`Een groeifactor $$g$$ hoort bij een toename van $$(g - 1) \cdot 100\%$$.`,
                  points: 1,
                  tips: ['Welk percentage hoort bij groeifactor 1?'],
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
          pValue: 58,
          introduction: r`Stel dat de groei na 2010 volgens het model was doorgegaan.`,
          text: r`Bereken in welk jaar er dan voor het eerst meer dan 20 000 zeehonden zouden zijn geteld.`,
          highlights: ['meer dan 20 000 zeehonden'],
          tags: ['exponentiële groei', 'vergelijking'],
          domain: 'Exponentiële verbanden',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H4.3' },
          dependsOn: [{ number: 1 }],
          tips: [r`Los de vergelijking $$3800 \cdot 1{,}09^t = 20\,000$$ op met de GR.`],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van de vergelijking`,
                  text: r`$$3800 \cdot 1{,}09^t = 20\,000$$`,
                  elaboration: r`Het model gelijkstellen aan 20 000.`,
                  explanation: r`Het moment waarop het aantal de grens passeert, is de oplossing van deze vergelijking.`,
                  points: 1,
                },
                {
                  correction: r`beschrijven hoe de vergelijking met de GR wordt opgelost`,
                  text: r`$$t \approx 19{,}3$$`,
                  elaboration: r`Voer $$y_1 = 3800 \cdot 1{,}09^x$$ en $$y_2 = 20\,000$$ in; intersect geeft $$x = 19{,}27$$.`,
                  explanation: r`Met de optie snijpunt vind je de exacte oplossing.`,
                  points: 1,
                },
                {
                  correction: r`conclusie met het juiste jaar`,
                  text: r`in 2020`,
                  elaboration: r`Bij $$t = 19$$ (2019) is $$N = 19\,538$$; bij $$t = 20$$ (2020) is $$N = 21\,297$$.`,
                  explanation: r`Er wordt één keer per jaar geteld, dus de eerste telling boven 20 000 is in 2020.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`tabel van $$N$$ maken rond de grens`,
                  text: r`tabel met $$t = 19$$ en $$t = 20$$`,
                  elaboration: r`Met de tabelfunctie van de GR: $$t = 18$$ geeft $$17\,925$$, $$t = 19$$ geeft $$19\,538$$.`,
                  explanation: r`Met een tabel zoek je de eerste gehele waarde boven de grens.`,
                  points: 1,
                },
                {
                  correction: r`aflezen dat $$t = 20$$ de eerste waarde boven 20 000 is`,
                  text: r`$$t = 20$$: $$N = 21\,297$$`,
                  elaboration: r`$$3800 \cdot 1{,}09^{20} = 21\,297 > 20\,000$$`,
                  explanation: r`Beide buurwaarden vermelden laat zien dat het de eerste is.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`in 2020`,
                  elaboration: r`$$2000 + 20 = 2020$$`,
                  explanation: r`Vertalen van $$t$$ naar een jaartal.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Teken',
          points: 4,
          minutes: 6,
          pValue: 51,
          text: r`Teken op de uitwerkbijlage het toenamediagram bij tabel 1 met een stapgrootte van 2 jaar. Leg met behulp van het toenamediagram uit hoe de groei van het aantal zeehonden na 2010 verloopt.`,
          highlights: ['toenamediagram bij de tellingen'],
          tags: ['toenamediagram', 'afnemende stijging'],
          domain: 'Toenamediagrammen',
          chapters: { 'Getal & Ruimte': 'H6.1', 'Moderne Wiskunde': 'H6.1' },
          appendix: {
            name: 'uitwerkbijlage4.svg',
            alt: 'Uitwerkbijlage bij vraag 4: leeg assenstelsel voor het toenamediagram',
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 240" font-family="sans-serif" font-size="11">
<g stroke="#ccc"><line x1="50" y1="40" x2="350" y2="40"/><line x1="50" y1="80" x2="350" y2="80"/><line x1="50" y1="120" x2="350" y2="120"/><line x1="50" y1="160" x2="350" y2="160"/><line x1="125" y1="20" x2="125" y2="200"/><line x1="200" y1="20" x2="200" y2="200"/><line x1="275" y1="20" x2="275" y2="200"/></g>
<line x1="50" y1="200" x2="360" y2="200" stroke="#000"/><line x1="50" y1="200" x2="50" y2="15" stroke="#000"/>
<text x="30" y="204">0</text><text x="24" y="164">200</text><text x="24" y="124">400</text><text x="24" y="84">600</text><text x="24" y="44">800</text>
<text x="58" y="216">2010-2012</text><text x="133" y="216">2012-2014</text><text x="208" y="216">2014-2016</text><text x="283" y="216">2016-2018</text>
<text x="8" y="12">toename</text><text x="300" y="234">periode</text>
</svg>`,
          },
          tips: ['Bereken eerst de toename van elke telling ten opzichte van de vorige.'],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de toenamen`,
                  text: r`$$+600$$, $$+600$$, $$+500$$, $$+300$$`,
                  elaboration: r`$$9500 - 8900 = 600$$; $$10\,100 - 9500 = 600$$; $$10\,600 - 10\,100 = 500$$; $$10\,900 - 10\,600 = 300$$`,
                  explanation: r`Een toenamediagram toont per stap het verschil met de vorige waarde.`,
                  points: 1,
                },
                {
                  correction: r`tekenen van staafjes of streepjes op de juiste hoogte bij de juiste periode`,
                  text: r`vier staafjes: 600, 600, 500, 300`,
                  elaboration: r`Bij elke periode een staaf tot de berekende toename.`,
                  explanation: r`De toename hoort bij het interval, niet bij één jaartal.`,
                  points: 1,
                  tips: ['Zet elke toename bij het interval waarover die is gemeten.'],
                },
                {
                  correction: r`notie dat alle toenamen positief zijn, dus het aantal stijgt`,
                  text: r`Het aantal zeehonden neemt steeds toe.`,
                  elaboration: r`Alle staafjes liggen boven de horizontale as.`,
                  explanation: r`Positieve toenamen betekenen een stijgende grafiek.`,
                  points: 1,
                },
                {
                  correction: r`notie dat de toenamen (na 2014) kleiner worden: afnemende stijging`,
                  text: r`De stijging neemt af.`,
                  elaboration: r`De staafjes worden na 2014 steeds lager.`,
                  explanation: r`Bij afnemende stijging wordt de grafiek steeds minder steil, anders dan bij exponentiële groei.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Kluisjescode in het zwembad',
      introduction: r`In een nieuw zwembad hebben de kluisjes een cijferslot. De bezoeker kiest zelf een code van vier cijfers, elk van 0 tot en met 9. Zo zijn 0000, 7281 en 5555 toegestaan. De beheerder wil weten hoe veilig de codes zijn en onderzoekt hoeveel codes er van verschillende soorten zijn.`,
      questions: [
        {
          number: 5,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 80,
          text: r`Hoeveel codes zijn er als het eerste cijfer geen 0 mag zijn?

A 5040
B 9000
C 9999
D 10 000`,
          highlights: ['codes zonder 0 vooraan'],
          tags: ['wegendiagram', 'permutatie'],
          domain: 'Combinatoriek',
          chapters: { 'Getal & Ruimte': 'H4.1', 'Moderne Wiskunde': 'H2.1' },
          tips: ['Hoeveel mogelijkheden zijn er voor elke positie?'],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze: B`,
                  text: r`B`,
                  elaboration: r`$$9 \cdot 10 \cdot 10 \cdot 10 = 9000$$`,
                  explanation: r`Voor het eerste cijfer zijn er 9 keuzes, voor de andere drie elk 10.`,
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
          pValue: 72,
          text: r`Bereken hoeveel codes er zijn die uit vier verschillende cijfers bestaan.`,
          highlights: ['vier verschillende cijfers'],
          tags: ['permutatie'],
          domain: 'Combinatoriek',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H2.2' },
          tips: ['Als een cijfer al gebruikt is, hoeveel keuzes blijven er dan over?'],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het aantal keuzes per positie met één afneemt`,
                  text: r`$$10 \cdot 9 \cdot 8 \cdot 7$$`,
                  elaboration: r`Eerste cijfer 10 keuzes, tweede 9, derde 8, vierde 7.`,
                  explanation: r`De volgorde telt mee en herhaling is niet toegestaan: een permutatie.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het aantal`,
                  text: r`5040 codes`,
                  elaboration: r`$$10 \cdot 9 \cdot 8 \cdot 7 = 5040$$`,
                  explanation: r`Dit is ruim de helft van alle 10 000 codes.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 45,
          text: r`Bereken hoeveel codes er zijn waarin het cijfer 1 precies twee keer voorkomt.`,
          highlights: ['precies twee keer het cijfer 1'],
          tags: ['combinatie', 'permutatie'],
          domain: 'Combinatoriek',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H2.2' },
          tips: ['Kies eerst de plaatsen van de twee enen.', 'Hoeveel keuzes heb je voor de andere twee posities?'],
          answers: [
            {
              remark: r`Scoren met de scoretabel: het antwoord 81 (plaatsen vergeten) levert 1 scorepunt op.`,
              scores: [0, 1, 1, 2, 0, 1, 1, 3],
              steps: [
                {
                  correction: r`aantal manieren om de plaatsen van de twee enen te kiezen`,
                  text: r`$$\binom{4}{2} = 6$$`,
                  elaboration: r`De enen staan op plaats 1-2, 1-3, 1-4, 2-3, 2-4 of 3-4.`,
                  explanation: r`De twee enen zijn gelijk, dus de volgorde van de gekozen plaatsen telt niet.`,
                  points: 0,
                },
                {
                  correction: r`aantal mogelijkheden voor de andere twee posities`,
                  text: r`$$9 \cdot 9 = 81$$`,
                  elaboration: r`Op de twee overige plaatsen mag elk cijfer behalve 1 staan: 9 keuzes per plaats.`,
                  explanation: r`Precies twee keer betekent dat de andere cijfers geen 1 mogen zijn.`,
                  points: 0,
                },
                {
                  correction: r`vermenigvuldigen en completeren`,
                  text: r`486 codes`,
                  elaboration: r`$$6 \cdot 81 = 486$$`,
                  explanation: r`Bij elke keuze van plaatsen horen 81 invullingen.`,
                  points: 0,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 42,
          introduction: r`Sommige bezoekers kiezen een code met vier verschillende cijfers die van links naar rechts steeds groter worden, zoals 2579 of 0346.`,
          text: r`Toon aan dat er 210 van zulke codes zijn.`,
          highlights: ['oplopende codes'],
          tags: ['combinatie'],
          domain: 'Combinatoriek',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H2.2' },
          tips: ['Als je vier verschillende cijfers hebt gekozen, op hoeveel manieren kun je ze oplopend zetten?'],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij elke keuze van vier verschillende cijfers precies één oplopende volgorde hoort`,
                  text: r`aantal codes = aantal keuzes van 4 cijfers uit 10`,
                  elaboration: r`De cijfers 2, 5, 7, 9 leveren alleen de code 2579 op.`,
                  explanation: r`De volgorde ligt vast, dus telt alleen welke cijfers je kiest.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van het aantal combinaties`,
                  text: r`$$\binom{10}{4}$$`,
                  elaboration: r`Vier cijfers kiezen uit tien zonder op de volgorde te letten.`,
                  explanation: r`Combinaties gebruik je als de volgorde er niet toe doet.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het aantal`,
                  text: r`210`,
                  elaboration: r`$$\binom{10}{4} = \dfrac{10 \cdot 9 \cdot 8 \cdot 7}{4 \cdot 3 \cdot 2 \cdot 1} = \dfrac{5040}{24} = 210$$`,
                  explanation: r`Van de 5040 codes met verschillende cijfers is telkens één op de 24 volgordes oplopend.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Wachttijd bij de huisartsenpost',
      introduction: r`Bij een huisartsenpost in Zwolle wordt bijgehouden hoe lang patiënten in de wachtkamer zitten voordat ze worden geholpen. De wachttijd blijkt bij benadering normaal verdeeld te zijn met een gemiddelde van 24 minuten en een standaardafwijking van 7 minuten. In figuur 1 is deze verdeling weergegeven.

![Figuur 1: verdeling van de wachttijd](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: normale verdeling van de wachttijd met gemiddelde 24 minuten',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 200" font-family="sans-serif" font-size="11">
<line x1="20" y1="160" x2="345" y2="160" stroke="#000"/>
<path d="M30,159 C90,158 120,150 140,120 C160,80 170,40 180,40 C190,40 200,80 220,120 C240,150 270,158 330,159" fill="#dbe8f5" stroke="#1f4e79" stroke-width="2"/>
<line x1="180" y1="40" x2="180" y2="160" stroke="#1f4e79" stroke-dasharray="4 3"/>
<g text-anchor="middle"><text x="75" y="176">3</text><text x="110" y="176">10</text><text x="145" y="176">17</text><text x="180" y="176">24</text><text x="215" y="176">31</text><text x="250" y="176">38</text><text x="285" y="176">45</text></g>
<text x="240" y="194">wachttijd (minuten)</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 69,
          text: r`Ongeveer hoeveel procent van de patiënten wacht volgens de vuistregels tussen 17 en 38 minuten?

A 68%
B 81,5%
C 95%
D 97,5%`,
          highlights: ['vuistregels normale verdeling'],
          tags: ['normale verdeling', 'vuistregels'],
          domain: 'Normale verdeling',
          chapters: { 'Getal & Ruimte': 'H7.1', 'Moderne Wiskunde': 'H7.1' },
          tips: ['Druk 17 en 38 uit in het gemiddelde en de standaardafwijking.'],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze: B`,
                  text: r`B`,
                  elaboration: r`$$17 = \mu - \sigma$$ en $$38 = \mu + 2\sigma$$; $$34\% + 34\% + 13{,}5\% = 81{,}5\%$$`,
                  explanation: r`Tussen $$\mu$$ en $$\mu + \sigma$$ ligt 34%, tussen $$\mu + \sigma$$ en $$\mu + 2\sigma$$ ligt 13,5%.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 66,
          text: r`Bereken hoeveel procent van de patiënten langer dan 35 minuten moet wachten.`,
          highlights: ['langer dan 35 minuten wachten'],
          tags: ['normale verdeling', 'kans'],
          domain: 'Normale verdeling',
          chapters: { 'Getal & Ruimte': 'H7.2', 'Moderne Wiskunde': 'H7.2' },
          tips: ['Welke ondergrens en bovengrens voer je in bij normalcdf?'],
          answers: [
            {
              steps: [
                {
                  correction: r`beschrijven van de juiste grenzen: ondergrens 35, bovengrens heel groot`,
                  text: r`$$P(X > 35)$$ met $$\mu = 24$$ en $$\sigma = 7$$`,
                  elaboration: r`normalcdf(35; $$10^{99}$$; 24; 7)`,
                  explanation: r`Langer dan 35 minuten is de oppervlakte rechts van 35.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de kans`,
                  text: r`$$P \approx 0{,}058$$`,
                  elaboration: r`De GR geeft $$0{,}0580$$.`,
                  explanation: r`De kans is klein, want 35 ligt ruim boven het gemiddelde.`,
                  points: 1,
                },
                {
                  correction: r`omzetten naar een percentage`,
                  text: r`$$5{,}8\%$$`,
                  elaboration: r`$$0{,}058 \cdot 100\% = 5{,}8\%$$`,
                  explanation: r`Er werd naar een percentage gevraagd.`,
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
          pValue: 52,
          introduction: r`De huisartsenpost belooft dat 90% van de patiënten binnen een bepaalde tijd wordt geholpen.`,
          text: r`Bereken deze tijd in hele minuten.`,
          highlights: ['90% binnen een bepaalde tijd'],
          tags: ['normale verdeling', 'grens berekenen'],
          domain: 'Normale verdeling',
          chapters: { 'Getal & Ruimte': 'H7.3', 'Moderne Wiskunde': 'H7.2' },
          dependsOn: [{ number: 10 }],
          tips: ['Nu is de kans bekend en de grens onbekend.'],
          answers: [
            {
              remark: r`Als naar beneden is afgerond tot 32 minuten, het laatste scorepunt niet toekennen.`,
              steps: [
                {
                  correction: r`opstellen van de vergelijking $$P(X < g) = 0{,}90$$`,
                  text: r`$$P(X < g) = 0{,}90$$`,
                  elaboration: r`De linker oppervlakte tot de grens $$g$$ is 90%.`,
                  explanation: r`Binnen een tijd $$g$$ geholpen betekent een wachttijd kleiner dan $$g$$.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van $$g$$ met de GR`,
                  text: r`$$g \approx 32{,}97$$`,
                  elaboration: r`invNorm(0,90; 24; 7) $$= 32{,}97$$`,
                  explanation: r`invNorm geeft de grens bij een gegeven linker oppervlakte.`,
                  points: 1,
                  tips: ['Welke optie van de GR gebruik je als de kans gegeven is?'],
                },
                {
                  correction: r`afronden op hele minuten`,
                  text: r`33 minuten`,
                  elaboration: r`$$32{,}97 \approx 33$$`,
                  explanation: r`Bij 32 minuten zou minder dan 90% geholpen zijn.`,
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
          minutes: 4,
          pValue: 55,
          introduction: r`Om de wachttijd te verkorten wordt een nieuwe werkwijze ingevoerd met een triageverpleegkundige. Na een maand worden de wachttijden van beide werkwijzen vergeleken.

| werkwijze | gemiddelde (min) | standaardafwijking (min) |
|---|---|---|
| oud | 24 | 7 |
| nieuw | 19 | 6 |`,
          text: r`Onderzoek met behulp van de effectgrootte of het verschil in wachttijd tussen de oude en de nieuwe werkwijze gering, middelmatig of groot is.`,
          highlights: ['effectgrootte oude en nieuwe werkwijze'],
          tags: ['effectgrootte', 'groepen vergelijken'],
          domain: 'Verschillen tussen groepen',
          chapters: { 'Getal & Ruimte': 'H2.3', 'Moderne Wiskunde': 'H3.2' },
          tips: ['Zoek de formule voor de effectgrootte op het formuleblad.'],
          answers: [
            {
              steps: [
                {
                  correction: r`juist invullen van de formule voor de effectgrootte`,
                  text: r`$$E = \dfrac{24 - 19}{\tfrac{1}{2}(7 + 6)}$$`,
                  elaboration: r`Verschil van de gemiddelden gedeeld door de gemiddelde standaardafwijking.`,
                  explanation: r`De effectgrootte drukt het verschil uit in standaardafwijkingen.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van $$E$$`,
                  text: r`$$E \approx 0{,}77$$`,
                  elaboration: r`$$\dfrac{5}{6{,}5} = 0{,}77$$`,
                  explanation: r`Het teken hangt af van de volgorde; alleen $$|E|$$ telt.`,
                  points: 1,
                },
                {
                  correction: r`conclusie met de vuistregel`,
                  text: r`middelmatig verschil`,
                  elaboration: r`$$0{,}4 \le 0{,}77 \le 0{,}8$$`,
                  explanation: r`Volgens het formuleblad is $$0{,}4 \le |E| \le 0{,}8$$ een middelmatig verschil.`,
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
