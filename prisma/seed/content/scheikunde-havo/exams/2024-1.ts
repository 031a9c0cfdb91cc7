import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2024,
  term: 1,
  standardizationValue: 1.0,
  topics: [
    {
      name: r`Kunstmest uit de fabriek`,
      introduction: r`Ammoniumnitraat, $$\text{NH}_4\text{NO}_3$$, is een veelgebruikte stikstofkunstmest. In een fabriek wordt het gemaakt door ammoniak te laten reageren met een oplossing van salpeterzuur:

$$\text{NH}_3 + \text{HNO}_3 \rightarrow \text{NH}_4\text{NO}_3$$

De ontstane oplossing van ammoniumnitraat wordt in een indamper geconcentreerd. In een prilltoren worden van de hete, geconcentreerde vloeistof kleine korrels gemaakt.`,
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 67,
          text: r`Bereken het massapercentage stikstof in ammoniumnitraat.`,
          highlights: [r`massapercentage stikstof`],
          tags: ['massapercentage', 'molaire massa'],
          domain: 'Molrekenen',
          chapters: { 'Chemie Overal': 'H3.2', Pulsar: 'H2.1' },
          tips: [r`Hoeveel stikstofatomen zitten er in één formule-eenheid $$\text{NH}_4\text{NO}_3$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de molaire massa van ammoniumnitraat`,
                  text: r`$$M = 80{,}05\ \text{g/mol}$$`,
                  elaboration: r`$$2 \cdot 14{,}01 + 4 \cdot 1{,}008 + 3 \cdot 16{,}00 = 80{,}05\ \text{g/mol}$$`,
                  explanation: r`Tel alle atomen van het ammoniumion en het nitraation.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening met twee N-atomen`,
                  text: r`$$35{,}0\%$$`,
                  elaboration: r`$$\dfrac{2 \cdot 14{,}01}{80{,}05} \cdot 100\% = 35{,}0\%$$`,
                  explanation: r`Zowel het ammoniumion als het nitraation bevat een stikstofatoom.`,
                  points: 1,
                },
              ],
              remark: r`Als maar één N-atoom is meegeteld (uitkomst $$17{,}5\%$$), 1 scorepunt toekennen.`,
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 45,
          text: r`Het rendement van de productie van ammoniumnitraat, berekend op ammoniak, is $$95\%$$.

Bereken hoeveel ton ammoniak nodig is om $$1{,}0$$ ton ammoniumnitraat te maken.`,
          highlights: [r`rendement van $$95\%$$`],
          tags: ['rendement', 'molrekenen'],
          domain: 'Rendement en atoomeconomie',
          chapters: { 'Chemie Overal': 'H3.4', Pulsar: 'H7.2' },
          dependsOn: [{ number: 1 }],
          tips: [r`Bereken eerst hoeveel ammoniak nodig zou zijn bij een rendement van $$100\%$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal mol ammoniumnitraat`,
                  text: r`$$1{,}25 \cdot 10^{4}\ \text{mol}$$`,
                  elaboration: r`$$1{,}0\ \text{ton} = 1{,}0 \cdot 10^{6}\ \text{g}$$; $$n = \dfrac{1{,}0 \cdot 10^{6}}{80{,}05} = 1{,}249 \cdot 10^{4}\ \text{mol}$$`,
                  explanation: r`Een ton is $$1000\ \text{kg}$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de molverhouding $$1 : 1$$`,
                  text: r`theoretisch $$1{,}25 \cdot 10^{4}\ \text{mol}$$ $$\text{NH}_3$$`,
                  elaboration: r`Per mol ammoniumnitraat is één mol ammoniak nodig.`,
                  explanation: r`Volgens de gegeven reactievergelijking.`,
                  points: 1,
                },
                {
                  correction: r`verwerken van het rendement`,
                  text: r`$$1{,}31 \cdot 10^{4}\ \text{mol}$$ $$\text{NH}_3$$`,
                  elaboration: r`$$\dfrac{1{,}249 \cdot 10^{4}}{0{,}95} = 1{,}315 \cdot 10^{4}\ \text{mol}$$`,
                  explanation: r`Bij een lager rendement is meer beginstof nodig, dus delen door $$0{,}95$$.`,
                  points: 1,
                  tips: [r`Moet er meer of minder ammoniak worden ingezet dan theoretisch nodig is?`],
                },
                {
                  correction: r`omrekenen naar ton en completeren`,
                  text: r`$$0{,}22\ \text{ton}$$`,
                  elaboration: r`$$1{,}315 \cdot 10^{4} \cdot 17{,}03 = 2{,}24 \cdot 10^{5}\ \text{g} = 0{,}22\ \text{ton}$$`,
                  explanation: r`Twee significante cijfers, zoals $$1{,}0$$ ton.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Vul in',
          points: 3,
          minutes: 4,
          pValue: 58,
          text: r`Op de uitwerkbijlage staat een onvolledig blokschema van de productie van ammoniumnitraat.

Vul het blokschema op de uitwerkbijlage aan door bij elke genummerde pijl de naam van de stof of stoffen te zetten.`,
          appendix: {
            name: 'bijlage1.svg',
            alt: 'Uitwerkbijlage: blokschema met reactor, indamper en prilltoren en vijf genummerde pijlen zonder stofnamen',
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 220" font-family="sans-serif" font-size="12">
<defs><marker id="pijl-sk24" markerWidth="8" markerHeight="8" refX="7" refY="4" orient="auto"><path d="M0 0 L8 4 L0 8 Z" fill="#333"/></marker></defs>
<rect x="90" y="90" width="90" height="50" fill="#fff" stroke="#333" stroke-width="1.5"/><text x="112" y="120">reactor</text>
<rect x="230" y="90" width="90" height="50" fill="#fff" stroke="#333" stroke-width="1.5"/><text x="249" y="120">indamper</text>
<rect x="370" y="90" width="90" height="50" fill="#fff" stroke="#333" stroke-width="1.5"/><text x="384" y="120">prilltoren</text>
<g stroke="#333" stroke-width="1.5" marker-end="url(#pijl-sk24)">
<line x1="10" y1="100" x2="88" y2="100"/><line x1="10" y1="130" x2="88" y2="130"/>
<line x1="180" y1="115" x2="228" y2="115"/><line x1="275" y1="90" x2="275" y2="30"/><line x1="320" y1="115" x2="368" y2="115"/>
<line x1="415" y1="140" x2="415" y2="200"/>
</g>
<text x="40" y="94">1</text><text x="40" y="124">2</text><text x="200" y="108">3</text><text x="282" y="60">4</text><text x="422" y="180">5</text>
<g stroke="#999" stroke-dasharray="3 3"><line x1="10" y1="80" x2="85" y2="80"/><line x1="10" y1="160" x2="85" y2="160"/><line x1="185" y1="170" x2="230" y2="170"/><line x1="290" y1="30" x2="360" y2="30"/><line x1="340" y1="212" x2="470" y2="212"/></g>
</svg>`,
          },
          highlights: [r`blokschema`],
          tags: ['blokschema', 'industrieel proces'],
          domain: 'Rendement en atoomeconomie',
          chapters: { 'Chemie Overal': 'H3.4', Pulsar: 'H7.1' },
          tips: [r`Wat verdwijnt er in een indamper uit een oplossing?`],
          answers: [
            {
              steps: [
                {
                  correction: r`pijl 1 en 2: ammoniak en salpeterzuur (oplossing)`,
                  text: r`1 ammoniak, 2 salpeterzuur`,
                  elaboration: r`De beginstoffen gaan de reactor in; de volgorde van 1 en 2 mag ook andersom.`,
                  explanation: r`De reactor is de plek waar de reactie plaatsvindt.`,
                  points: 1,
                },
                {
                  correction: r`pijl 3: ammoniumnitraatoplossing`,
                  text: r`3 oplossing van ammoniumnitraat (in water)`,
                  elaboration: r`Omdat het salpeterzuur als oplossing wordt toegevoegd, verlaat een oplossing van ammoniumnitraat de reactor.`,
                  explanation: r`Het water uit de salpeterzuuroplossing gaat mee met het product.`,
                  points: 1,
                },
                {
                  correction: r`pijl 4: water(damp) en pijl 5: ammoniumnitraat (korrels)`,
                  text: r`4 waterdamp, 5 ammoniumnitraat`,
                  elaboration: r`In de indamper verdampt water; uit de prilltoren komen de korrels ammoniumnitraat.`,
                  explanation: r`Indampen scheidt op basis van verschil in kookpunt.`,
                  points: 1,
                  tips: [r`Welke stof heeft het laagste kookpunt in de oplossing?`],
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Leg uit',
          points: 2,
          minutes: 4,
          pValue: 41,
          text: r`Een oplossing van ammoniumnitraat in water is zwak zuur. Op zure grond mengen boeren daarom liever kalkammonsalpeter: ammoniumnitraat met kalk ($$\text{CaCO}_3$$).

Leg uit waarom een oplossing van ammoniumnitraat zuur is. Gebruik een reactievergelijking.`,
          highlights: [r`ammoniumion als zuur`],
          tags: ['zuur', 'ph', 'ammonium'],
          domain: 'Sterke en zwakke zuren en basen',
          chapters: { 'Chemie Overal': 'H5.1', Pulsar: 'H4.1' },
          tips: [r`Welk van de twee ionen kan een $$\text{H}^{\text{+}}$$ afstaan?`],
          answers: [
            {
              steps: [
                {
                  correction: r`het ammoniumion staat een $$\text{H}^{\text{+}}$$ af aan water`,
                  text: r`$$\text{NH}_4^{\text{+}} + \text{H}_2\text{O} \rightleftarrows \text{NH}_3 + \text{H}_3\text{O}^{\text{+}}$$`,
                  elaboration: r`$$\text{NH}_4^{\text{+}}$$ is een zwak zuur; het evenwicht ligt grotendeels links.`,
                  explanation: r`Een zuur is een deeltje dat een $$\text{H}^{\text{+}}$$ kan afstaan.`,
                  points: 1,
                },
                {
                  correction: r`er ontstaan $$\text{H}_3\text{O}^{\text{+}}$$ ionen, dus pH lager dan 7`,
                  text: r`$$\text{pH} < 7$$`,
                  elaboration: r`De gevormde oxoniumionen maken de oplossing zuur; het nitraation is een zeer zwakke base en doet niet mee.`,
                  explanation: r`Meer $$\text{H}_3\text{O}^{\text{+}}$$ dan $$\text{OH}^{\text{-}}$$ betekent een zure oplossing.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Hoe sterk is schoonmaakazijn?`,
      introduction: r`Op een fles schoonmaakazijn staat: '8% azijnzuur'. Twee leerlingen controleren dat. Ze verdunnen $$10{,}00\ \text{mL}$$ schoonmaakazijn met water tot $$100{,}0\ \text{mL}$$. Van deze verdunde oplossing titreren ze $$10{,}00\ \text{mL}$$ met $$0{,}100\ \text{M}$$ natronloog. Er is $$13{,}2\ \text{mL}$$ natronloog nodig. Azijnzuur, $$\text{CH}_3\text{COOH}$$, is een zwak zuur. De dichtheid van schoonmaakazijn is $$1{,}01\ \text{g/mL}$$.

| indicator | omslaggebied (pH) |
|---|---|
| methylrood | 4,2 - 6,2 |
| broomthymolblauw | 6,0 - 7,6 |
| fenolftaleïne | 8,2 - 10,0 |`,
      questions: [
        {
          number: 5,
          type: 'Geef',
          points: 2,
          minutes: 3,
          pValue: 53,
          text: r`Geef de vergelijking van de reactie die bij de titratie optreedt.`,
          highlights: [r`zwak zuur met sterke base`],
          tags: ['titratie', 'zuur-basereactie', 'reactievergelijking'],
          domain: 'Titraties',
          chapters: { 'Chemie Overal': 'H5.3', Pulsar: 'H4.3' },
          tips: [r`Een zwak zuur noteer je in de vergelijking als molecuul, niet als ionen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\text{CH}_3\text{COOH}$$ en $$\text{OH}^{\text{-}}$$ voor de pijl`,
                  text: r`$$\text{CH}_3\text{COOH} + \text{OH}^{\text{-}} \rightarrow$$`,
                  elaboration: r`Azijnzuur is grotendeels niet geïoniseerd; uit natronloog reageert het hydroxide-ion.`,
                  explanation: r`Het natriumion is een tribuneion.`,
                  points: 1,
                },
                {
                  correction: r`$$\text{CH}_3\text{COO}^{\text{-}}$$ en $$\text{H}_2\text{O}$$ na de pijl`,
                  text: r`$$\text{CH}_3\text{COOH} + \text{OH}^{\text{-}} \rightarrow \text{CH}_3\text{COO}^{\text{-}} + \text{H}_2\text{O}$$`,
                  elaboration: r`Het zuur staat één $$\text{H}^{\text{+}}$$ af aan het hydroxide-ion.`,
                  explanation: r`Een aflopende zuur-basereactie met molverhouding $$1 : 1$$.`,
                  points: 1,
                },
              ],
              remark: r`Als $$\text{H}_3\text{O}^{\text{+}} + \text{OH}^{\text{-}} \rightarrow 2\ \text{H}_2\text{O}$$ is gegeven, geen scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 4,
          minutes: 7,
          pValue: 38,
          text: r`Bereken het massapercentage azijnzuur in de schoonmaakazijn.`,
          highlights: [r`verdunningsfactor`],
          tags: ['titratie', 'massapercentage', 'molrekenen'],
          domain: 'Titraties',
          chapters: { 'Chemie Overal': 'H5.4', Pulsar: 'H4.3' },
          dependsOn: [{ number: 5 }],
          tips: [r`Welk deel van de oorspronkelijke $$10{,}00\ \text{mL}$$ azijn zit in de getitreerde portie?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal mol $$\text{OH}^{\text{-}}$$ en dus azijnzuur in de getitreerde portie`,
                  text: r`$$1{,}32 \cdot 10^{-3}\ \text{mol}$$`,
                  elaboration: r`$$13{,}2 \cdot 10^{-3}\ \text{L} \cdot 0{,}100\ \text{mol/L} = 1{,}32 \cdot 10^{-3}\ \text{mol}$$`,
                  explanation: r`Molverhouding azijnzuur : hydroxide $$= 1 : 1$$.`,
                  points: 1,
                },
                {
                  correction: r`verwerken van de verdunning`,
                  text: r`$$1{,}32 \cdot 10^{-2}\ \text{mol}$$ in $$10{,}00\ \text{mL}$$ azijn`,
                  elaboration: r`De getitreerde $$10{,}00\ \text{mL}$$ is een tiende van de $$100{,}0\ \text{mL}$$ verdunde oplossing, die alle azijnzuur uit $$10{,}00\ \text{mL}$$ schoonmaakazijn bevat.`,
                  explanation: r`Verdunnen verandert het aantal mol niet.`,
                  points: 1,
                  tips: [r`Hoeveel porties van $$10{,}00\ \text{mL}$$ zitten er in de verdunde oplossing?`],
                },
                {
                  correction: r`omrekenen naar massa azijnzuur en massa azijn`,
                  text: r`$$0{,}793\ \text{g}$$ azijnzuur in $$10{,}1\ \text{g}$$ azijn`,
                  elaboration: r`$$1{,}32 \cdot 10^{-2} \cdot 60{,}05 = 0{,}793\ \text{g}$$; $$10{,}00\ \text{mL} \cdot 1{,}01\ \text{g/mL} = 10{,}1\ \text{g}$$`,
                  explanation: r`Voor een massapercentage heb je de massa van het geheel nodig, dus de dichtheid.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$7{,}85\%$$`,
                  elaboration: r`$$\dfrac{0{,}793}{10{,}1} \cdot 100\% = 7{,}85\%$$`,
                  explanation: r`Dat komt goed overeen met de $$8\%$$ op het etiket.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Meerkeuze',
          points: 2,
          minutes: 3,
          pValue: 47,
          text: r`De leerlingen willen het eindpunt van de titratie zichtbaar maken met een indicator uit de tabel.

Welke indicator is het meest geschikt?

A methylrood
B broomthymolblauw
C fenolftaleïne`,
          highlights: [r`pH bij het equivalentiepunt`],
          tags: ['indicator', 'titratie', 'ph'],
          domain: 'Titraties',
          chapters: { 'Chemie Overal': 'H5.4', Pulsar: 'H4.3' },
          tips: [r`Welke deeltjes zitten in de oplossing op het equivalentiepunt? Zijn die zuur, neutraal of basisch?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de oplossing bij het equivalentiepunt basisch is door het acetaation`,
                  text: r`pH bij equivalentiepunt $$> 7$$`,
                  elaboration: r`Op het equivalentiepunt is er een oplossing van natriumacetaat; $$\text{CH}_3\text{COO}^{\text{-}}$$ is een zwakke base.`,
                  explanation: r`Bij een zwak zuur en een sterke base ligt het equivalentiepunt in het basische gebied.`,
                  points: 1,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`Fenolftaleïne slaat om tussen pH $$8{,}2$$ en $$10{,}0$$: antwoord C.`,
                  explanation: r`Het omslaggebied moet het equivalentiepunt bevatten.`,
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
          introduction: r`De leerlingen maken de natronloog zelf. Ze lossen $$2{,}00\ \text{g}$$ natriumhydroxide op in water en vullen aan tot $$500{,}0\ \text{mL}$$.`,
          text: r`Bereken de pH van deze natronloog bij $$298\ \text{K}$$.`,
          highlights: [r`pH van een sterke base`],
          tags: ['ph', 'molariteit', 'base'],
          domain: 'pH-berekeningen',
          chapters: { 'Chemie Overal': 'H5.2', Pulsar: 'H4.2' },
          tips: [r`Bereken eerst $$[\text{OH}^{\text{-}}]$$, dan de pOH.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van $$[\text{OH}^{\text{-}}]$$`,
                  text: r`$$[\text{OH}^{\text{-}}] = 0{,}100\ \text{mol/L}$$`,
                  elaboration: r`$$n = \dfrac{2{,}00}{40{,}00} = 0{,}0500\ \text{mol}$$; $$c = \dfrac{0{,}0500}{0{,}5000} = 0{,}100\ \text{mol/L}$$`,
                  explanation: r`Natriumhydroxide splitst volledig in $$\text{Na}^{\text{+}}$$ en $$\text{OH}^{\text{-}}$$.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de pOH`,
                  text: r`$$\text{pOH} = 1{,}000$$`,
                  elaboration: r`$$\text{pOH} = -\log(0{,}100) = 1{,}000$$`,
                  explanation: r`Drie significante cijfers geven drie decimalen.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\text{pH} + \text{pOH} = 14{,}00$$ en completeren`,
                  text: r`$$\text{pH} = 13{,}000$$`,
                  elaboration: r`$$\text{pH} = 14{,}00 - 1{,}000 = 13{,}000$$`,
                  explanation: r`Bij $$298\ \text{K}$$ is de som van pH en pOH gelijk aan 14,00.`,
                  points: 1,
                  tips: [r`Welk verband bestaat er tussen pH en pOH bij kamertemperatuur?`],
                },
              ],
              remark: r`Een antwoord $$\text{pH} = 13{,}00$$ ook goed rekenen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`De batterij van een gehoorapparaat`,
      introduction: r`Gehoorapparaten werken vaak op een zink-luchtbatterij: een knoopcel die zuurstof uit de lucht gebruikt. De negatieve elektrode bevat zinkpoeder in een basische elektrolyt. Aan de positieve kant komt lucht binnen via kleine gaatjes. De halfreacties zijn:

$$\text{Zn} + 2\ \text{OH}^{\text{-}} \rightarrow \text{ZnO} + \text{H}_2\text{O} + 2\ \text{e}^{\text{-}}$$

$$\text{O}_2 + 2\ \text{H}_2\text{O} + 4\ \text{e}^{\text{-}} \rightarrow 4\ \text{OH}^{\text{-}}$$`,
      questions: [
        {
          number: 9,
          type: 'Geef aan',
          points: 2,
          minutes: 3,
          pValue: 62,
          text: r`In figuur 1 is een doorsnede van de knoopcel getekend.

![Figuur 1: doorsnede van een zink-luchtknoopcel](figuur1.svg)

Geef aan welke kant van de knoopcel, A of B, de negatieve pool is. Geef ook aan welke stof daar de reductor is.`,
          figures: [
            {
              name: 'figuur1.svg',
              alt: 'Figuur 1: doorsnede van een zink-luchtknoopcel met kant A (bovenkant met zinkpasta) en kant B (onderkant met luchtgaatjes en luchtelektrode), gescheiden door een separator',
              svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 220" font-family="sans-serif" font-size="12">
<path d="M70 50 H250 V70 H70 Z" fill="#bbb" stroke="#333"/>
<rect x="70" y="70" width="180" height="55" fill="#cfd8dc" stroke="#333"/><text x="120" y="102">zinkpasta</text>
<rect x="70" y="125" width="180" height="8" fill="#fff" stroke="#333"/>
<rect x="70" y="133" width="180" height="22" fill="#9e9e9e" stroke="#333"/><text x="100" y="149" fill="#fff">luchtelektrode</text>
<path d="M60 40 H260 V170 H60 Z" fill="none" stroke="#333" stroke-width="3"/>
<g fill="#fff" stroke="#333"><rect x="110" y="166" width="8" height="8"/><rect x="155" y="166" width="8" height="8"/><rect x="200" y="166" width="8" height="8"/></g>
<text x="20" y="58">A</text><text x="20" y="176">B</text>
<line x1="250" y1="129" x2="290" y2="129" stroke="#333"/><text x="294" y="133">separator</text>
<line x1="200" y1="178" x2="290" y2="196" stroke="#333"/><text x="294" y="200">luchtgaatjes</text>
<text x="130" y="30">knoopcel (doorsnede)</text>
</svg>`,
            },
          ],
          highlights: [r`negatieve pool`],
          tags: ['elektrochemische cel', 'reductor'],
          domain: 'Elektrochemische cellen',
          chapters: { 'Chemie Overal': 'H7.3', Pulsar: 'H5.3' },
          tips: [r`Aan de negatieve pool komen elektronen vrij. Welke halfreactie levert elektronen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`de reductor is zink`,
                  text: r`reductor: Zn`,
                  elaboration: r`Zink staat elektronen af volgens de eerste halfreactie.`,
                  explanation: r`De reductor is het deeltje dat elektronen afstaat.`,
                  points: 1,
                },
                {
                  correction: r`de negatieve pool is kant A, waar de zinkpasta zit`,
                  text: r`kant A`,
                  elaboration: r`De elektronen ontstaan bij het zink en stromen via de stroomkring naar kant B, waar zuurstof ze opneemt.`,
                  explanation: r`De elektrode waar de reductor reageert, is de negatieve elektrode.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Geef',
          points: 2,
          minutes: 3,
          pValue: 56,
          text: r`Geef de vergelijking van de totale reactie in de zink-luchtbatterij.`,
          highlights: [r`totaalreactie`],
          tags: ['halfreactie', 'redox', 'reactievergelijking'],
          domain: 'Halfreacties',
          chapters: { 'Chemie Overal': 'H7.2', Pulsar: 'H5.2' },
          tips: [r`Met welke factor moet je de halfreactie van zink vermenigvuldigen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`de halfreactie van zink met 2 vermenigvuldigen`,
                  text: r`$$2\ \text{Zn} + 4\ \text{OH}^{\text{-}} \rightarrow 2\ \text{ZnO} + 2\ \text{H}_2\text{O} + 4\ \text{e}^{\text{-}}$$`,
                  elaboration: r`Zo worden evenveel elektronen afgestaan als de zuurstofhalfreactie opneemt.`,
                  explanation: r`Elektronen kunnen niet verdwijnen of ontstaan.`,
                  points: 1,
                },
                {
                  correction: r`optellen en wegstrepen van $$\text{OH}^{\text{-}}$$, $$\text{H}_2\text{O}$$ en elektronen`,
                  text: r`$$2\ \text{Zn} + \text{O}_2 \rightarrow 2\ \text{ZnO}$$`,
                  elaboration: r`Links en rechts staan $$4\ \text{OH}^{\text{-}}$$, $$2\ \text{H}_2\text{O}$$ en $$4\ \text{e}^{\text{-}}$$: die vallen weg.`,
                  explanation: r`Deeltjes die aan beide kanten even vaak voorkomen, streep je weg.`,
                  points: 1,
                  tips: [r`Welke deeltjes staan na het optellen aan beide kanten van de pijl?`],
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 36,
          text: r`Een knoopcel bevat $$0{,}26\ \text{g}$$ zink. Het gehoorapparaat gebruikt een constante stroom van $$1{,}0\ \text{mA}$$.

Bereken hoeveel uur het gehoorapparaat op één knoopcel kan werken als al het zink reageert.`,
          highlights: [r`lading en stroomsterkte`],
          tags: ['molrekenen', 'elektrochemische cel', 'lading'],
          domain: 'Elektrochemische cellen',
          chapters: { 'Chemie Overal': 'H7.3', Pulsar: 'H5.3' },
          dependsOn: [{ number: 9 }],
          tips: [r`Hoeveel mol elektronen levert één mol zink? En hoeveel coulomb is één mol elektronen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal mol zink`,
                  text: r`$$3{,}98 \cdot 10^{-3}\ \text{mol}$$`,
                  elaboration: r`$$n = \dfrac{0{,}26}{65{,}38} = 3{,}98 \cdot 10^{-3}\ \text{mol}$$`,
                  explanation: r`De molaire massa van zink staat in Binas.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de verhouding $$\text{Zn} : \text{e}^{\text{-}} = 1 : 2$$`,
                  text: r`$$7{,}95 \cdot 10^{-3}\ \text{mol}$$ elektronen`,
                  elaboration: r`$$2 \cdot 3{,}98 \cdot 10^{-3} = 7{,}95 \cdot 10^{-3}\ \text{mol}$$`,
                  explanation: r`Volgens de halfreactie levert elk zinkatoom twee elektronen.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$Q = n \cdot F$$`,
                  text: r`$$Q = 7{,}7 \cdot 10^{2}\ \text{C}$$`,
                  elaboration: r`$$Q = 7{,}95 \cdot 10^{-3} \cdot 9{,}65 \cdot 10^{4} = 767\ \text{C}$$`,
                  explanation: r`De constante van Faraday is de lading van één mol elektronen.`,
                  points: 1,
                  tips: [r`Kijk op het formuleblad bij redox.`],
                },
                {
                  correction: r`gebruik van $$t = \dfrac{Q}{I}$$, omrekenen naar uren en completeren`,
                  text: r`$$2{,}1 \cdot 10^{2}\ \text{h}$$`,
                  elaboration: r`$$t = \dfrac{767}{1{,}0 \cdot 10^{-3}} = 7{,}67 \cdot 10^{5}\ \text{s} = \dfrac{7{,}67 \cdot 10^{5}}{3600} = 213\ \text{h}$$`,
                  explanation: r`Stroomsterkte is lading per seconde; $$1{,}0\ \text{mA} = 1{,}0 \cdot 10^{-3}\ \text{A}$$.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`berekenen van de lading per uur`,
                  text: r`$$3{,}6\ \text{C}$$ per uur`,
                  elaboration: r`$$Q = I \cdot t = 1{,}0 \cdot 10^{-3} \cdot 3600 = 3{,}6\ \text{C}$$`,
                  explanation: r`Eerst uitrekenen wat het apparaat per uur verbruikt.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar mol elektronen per uur met $$Q = n \cdot F$$`,
                  text: r`$$3{,}73 \cdot 10^{-5}\ \text{mol}$$ elektronen per uur`,
                  elaboration: r`$$n = \dfrac{3{,}6}{9{,}65 \cdot 10^{4}} = 3{,}73 \cdot 10^{-5}\ \text{mol}$$`,
                  explanation: r`De constante van Faraday verbindt lading en aantal mol elektronen.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar mol zink per uur met $$\text{Zn} : \text{e}^{\text{-}} = 1 : 2$$`,
                  text: r`$$1{,}87 \cdot 10^{-5}\ \text{mol}$$ zink per uur`,
                  elaboration: r`$$\dfrac{3{,}73 \cdot 10^{-5}}{2} = 1{,}87 \cdot 10^{-5}\ \text{mol}$$`,
                  explanation: r`Elk zinkatoom levert twee elektronen.`,
                  points: 1,
                },
                {
                  correction: r`vergelijken met de hoeveelheid zink in de knoopcel en completeren`,
                  text: r`$$2{,}1 \cdot 10^{2}\ \text{h}$$`,
                  elaboration: r`$$\dfrac{0{,}26 / 65{,}38}{1{,}87 \cdot 10^{-5}} = \dfrac{3{,}98 \cdot 10^{-3}}{1{,}87 \cdot 10^{-5}} = 213\ \text{h}$$`,
                  explanation: r`Zelfde uitkomst als via de totale lading.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 50,
          text: r`Een nieuwe knoopcel wordt verkocht met een plakstrookje over de luchtgaatjes. Pas vlak voor gebruik haal je het strookje eraf.

Leg uit waarom de knoopcel zo lang bruikbaar blijft zolang het strookje erop zit.`,
          highlights: [r`plakstrookje over de luchtgaatjes`],
          tags: ['elektrochemische cel', 'redox'],
          domain: 'Elektrochemische cellen',
          chapters: { 'Chemie Overal': 'H7.3', Pulsar: 'H8.2' },
          dependsOn: [{ number: 9, attachments: true }],
          tips: [r`Welke oxidator heeft de batterij nodig, en waar komt die vandaan?`],
          answers: [
            {
              steps: [
                {
                  correction: r`zuurstof uit de lucht is de oxidator en komt via de luchtgaatjes binnen`,
                  text: r`oxidator $$\text{O}_2$$ via kant B`,
                  elaboration: r`De positieve elektrode (kant B in figuur 1) heeft zuurstof nodig voor de halfreactie $$\text{O}_2 + 2\ \text{H}_2\text{O} + 4\ \text{e}^{\text{-}} \rightarrow 4\ \text{OH}^{\text{-}}$$.`,
                  explanation: r`Zonder oxidator kan de redoxreactie niet verlopen.`,
                  points: 1,
                },
                {
                  correction: r`met het strookje erop komt er geen zuurstof bij, dus reageert het zink niet`,
                  text: r`geen zuurstof, geen reactie`,
                  elaboration: r`Het zink blijft daardoor onaangetast tot het strookje eraf gaat; de batterij ontlaadt niet vanzelf.`,
                  explanation: r`Zo blijft de batterij jaren houdbaar.`,
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
