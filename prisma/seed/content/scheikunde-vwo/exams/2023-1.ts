import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2023,
  term: 1,
  standardizationValue: 1.1,
  topics: [
    {
      name: 'Waterstof uit ammoniak',
      introduction: r`Waterstof is lastig te vervoeren: het gas moet sterk worden samengeperst of vloeibaar worden gemaakt bij $$-253\ \text{°C}$$. Een alternatief is om ammoniak te vervoeren en die pas bij het tankstation te ontleden (kraken). Bij het kraken stelt zich het volgende evenwicht in:

$$2\ \text{NH}_3\text{(g)} \rightleftarrows \text{N}_2\text{(g)} + 3\ \text{H}_2\text{(g)}$$

In tabel 1 staat het percentage ammoniak dat bij evenwicht is omgezet, bij verschillende temperaturen en twee drukken.

| temperatuur (°C) | omgezet bij $$1\ \text{bar}$$ (%) | omgezet bij $$10\ \text{bar}$$ (%) |
|---|---|---|
| 200 | 89 | 62 |
| 300 | 97,8 | 88 |
| 400 | 99,5 | 97 |
| 500 | 99,9 | 99,2 |`,
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 68,
          text: r`Bereken de reactiewarmte in $$\text{J}$$ per mol ontlede ammoniak. Gebruik vormingswarmten uit Binas-tabel 57.`,
          highlights: ['reactiewarmte per mol ammoniak'],
          tags: ['reactiewarmte', 'vormingswarmte'],
          domain: 'Reactiewarmte',
          chapters: { 'Chemie Overal': 'H7.2', Nova: 'H3.1' },
          tips: ['Welke vormingswarmte hebben elementen zoals stikstof en waterstof?', 'Let op: de vergelijking gaat uit van 2 mol ammoniak.'],
          answers: [
            {
              remark: r`Als het antwoord niet per mol ammoniak is omgerekend, maximaal 2 scorepunten toekennen.`,
              steps: [
                {
                  correction: r`juiste vormingswarmte van ammoniak en inzicht dat de vormingswarmte van $$\text{N}_2$$ en $$\text{H}_2$$ nul is`,
                  text: r`$$E_v(\text{NH}_3) = -0{,}459 \cdot 10^{5}\ \text{J mol}^{-1}$$`,
                  elaboration: r`Binas 57: ammoniak (g) $$-0{,}459 \cdot 10^{5}\ \text{J mol}^{-1}$$; stikstof en waterstof zijn elementen: $$0\ \text{J mol}^{-1}$$.`,
                  explanation: r`Elementen in hun standaardtoestand hebben per definitie vormingswarmte nul.`,
                  points: 1,
                  tips: ['Zoek ammoniak als gas op, niet als oplossing.'],
                },
                {
                  correction: r`juiste toepassing van $$\Delta E = \sum E_{\text{producten}} - \sum E_{\text{beginstoffen}}$$`,
                  text: r`$$\Delta E = +0{,}918 \cdot 10^{5}\ \text{J}$$ per 2 mol $$\text{NH}_3$$`,
                  elaboration: r`$$\Delta E = (0 + 3 \times 0) - 2 \times (-0{,}459 \cdot 10^{5}) = +0{,}918 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`De ontleding is de omgekeerde vormingsreactie, dus het teken klapt om.`,
                  points: 1,
                },
                {
                  correction: r`omrekening naar 1 mol ammoniak met juist teken`,
                  text: r`$$\Delta E = +0{,}459 \cdot 10^{5}\ \text{J}$$ per mol $$\text{NH}_3$$`,
                  elaboration: r`$$\dfrac{+0{,}918 \cdot 10^{5}}{2} = +0{,}459 \cdot 10^{5}\ \text{J mol}^{-1}$$`,
                  explanation: r`Het plusteken geeft aan dat de reactie endotherm is: er moet warmte worden toegevoerd.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Leg uit',
          points: 3,
          minutes: 4,
          pValue: 55,
          text: r`Leg aan de hand van tabel 1 uit dat de gegevens in de tabel in overeenstemming zijn met je antwoord op vraag 1 én met het aantal gasdeeltjes links en rechts van de evenwichtspijl.`,
          highlights: ['verschuiving bij hogere temperatuur en lagere druk'],
          tags: ['evenwicht', 'reactiewarmte'],
          domain: 'Verschuiving van evenwichten',
          chapters: { 'Chemie Overal': 'H3.3', Nova: 'H4.3' },
          dependsOn: [{ number: 1 }],
          tips: ['Naar welke kant verschuift een evenwicht als je de temperatuur verhoogt?'],
          answers: [
            {
              steps: [
                {
                  correction: r`notie dat bij hogere temperatuur meer ammoniak is omgezet, zodat de endotherme reactie naar rechts wordt bevorderd`,
                  text: r`Hogere temperatuur → evenwicht naar rechts → reactie naar rechts is endotherm.`,
                  elaboration: r`Bij $$1\ \text{bar}$$ stijgt het omgezette percentage van 89% bij $$200\ \text{°C}$$ naar 99,9% bij $$500\ \text{°C}$$.`,
                  explanation: r`Bij temperatuurverhoging verschuift een evenwicht naar de endotherme kant; dat klopt met het positieve teken van vraag 1.`,
                  points: 1,
                },
                {
                  correction: r`notie dat rechts meer gasdeeltjes staan dan links (4 tegen 2)`,
                  text: r`Links 2 mol gas, rechts $$1 + 3 = 4$$ mol gas.`,
                  elaboration: r`Bij drukverlaging verschuift het evenwicht naar de kant met de meeste gasdeeltjes, hier naar rechts.`,
                  explanation: r`Het systeem compenseert de lagere druk door meer deeltjes te vormen.`,
                  points: 1,
                },
                {
                  correction: r`conclusie dat bij $$1\ \text{bar}$$ bij elke temperatuur een hoger percentage is omgezet dan bij $$10\ \text{bar}$$`,
                  text: r`Bij lagere druk is telkens meer omgezet, dus de tabel klopt.`,
                  elaboration: r`Bij $$200\ \text{°C}$$: 89% bij $$1\ \text{bar}$$ tegen 62% bij $$10\ \text{bar}$$; bij de andere temperaturen net zo.`,
                  explanation: r`Beide trends in de tabel moeten worden gekoppeld aan een principe.`,
                  points: 1,
                  tips: ['Vergelijk de twee kolommen in dezelfde rij.'],
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
          pValue: 47,
          introduction: r`In een laboratoriumproef wordt $$1{,}00\ \text{mol}$$ ammoniak in een afgesloten vat van $$2{,}0\ \text{L}$$ verwarmd tot $$650\ \text{°C}$$. Als het evenwicht zich heeft ingesteld, is nog $$0{,}10\ \text{mol}$$ ammoniak aanwezig.`,
          text: r`Bereken de waarde van de evenwichtsconstante $$K$$ bij deze temperatuur.`,
          highlights: ['evenwichtsconstante uit evenwichtshoeveelheden'],
          tags: ['evenwichtsconstante', 'molariteit'],
          domain: 'Evenwichtsvoorwaarde',
          chapters: { 'Chemie Overal': 'H3.2', Nova: 'H4.2' },
          tips: ['Maak een tabel met begin, omgezet en evenwicht (BOE).', 'In de evenwichtsvoorwaarde staan concentraties, geen hoeveelheden in mol.'],
          answers: [
            {
              remark: r`Een antwoord met meer dan twee significante cijfers goed rekenen; de druk hoeft niet te worden omgerekend.`,
              steps: [
                {
                  correction: r`juiste evenwichtsvoorwaarde`,
                  text: r`$$K = \dfrac{[\text{N}_2] \cdot [\text{H}_2]^3}{[\text{NH}_3]^2}$$`,
                  elaboration: r`De coëfficiënten uit de reactievergelijking worden exponenten; producten in de teller.`,
                  explanation: r`Alle stoffen zijn gassen, dus ze komen alle drie in de evenwichtsvoorwaarde voor.`,
                  points: 1,
                },
                {
                  correction: r`berekening van de evenwichtshoeveelheden $$\text{N}_2$$ en $$\text{H}_2$$ met de molverhouding`,
                  text: r`$$0{,}45\ \text{mol N}_2$$ en $$1{,}35\ \text{mol H}_2$$`,
                  elaboration: r`Omgezet: $$1{,}00 - 0{,}10 = 0{,}90\ \text{mol NH}_3$$; dit geeft $$\tfrac{1}{2} \times 0{,}90 = 0{,}45\ \text{mol N}_2$$ en $$\tfrac{3}{2} \times 0{,}90 = 1{,}35\ \text{mol H}_2$$.`,
                  explanation: r`De molverhouding $$\text{NH}_3 : \text{N}_2 : \text{H}_2 = 2 : 1 : 3$$.`,
                  points: 1,
                  tips: ['Hoeveel mol ammoniak is er omgezet?'],
                },
                {
                  correction: r`omrekening naar concentraties door te delen door $$2{,}0\ \text{L}$$`,
                  text: r`$$[\text{NH}_3] = 0{,}050$$; $$[\text{N}_2] = 0{,}225$$; $$[\text{H}_2] = 0{,}675\ \text{mol L}^{-1}$$`,
                  elaboration: r`$$\dfrac{0{,}10}{2{,}0} = 0{,}050$$, $$\dfrac{0{,}45}{2{,}0} = 0{,}225$$ en $$\dfrac{1{,}35}{2{,}0} = 0{,}675\ \text{mol L}^{-1}$$`,
                  explanation: r`De evenwichtsvoorwaarde is opgesteld in molariteiten.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$K = 28$$`,
                  elaboration: r`$$K = \dfrac{0{,}225 \times 0{,}675^3}{0{,}050^2} = \dfrac{0{,}0692}{0{,}0025} = 27{,}7 \approx 28$$`,
                  explanation: r`Twee significante cijfers, zoals in $$2{,}0\ \text{L}$$ en $$0{,}10\ \text{mol}$$.`,
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
          minutes: 5,
          pValue: 58,
          introduction: r`De tank van een personenauto op waterstof bevat $$5{,}0\ \text{kg}$$ waterstof. In de kraakinstallatie van het tankstation wordt 95% van de ammoniak omgezet; de rest wordt niet hergebruikt.`,
          text: r`Bereken hoeveel kg ammoniak nodig is om deze tank één keer te vullen.`,
          highlights: ['massa ammoniak voor één tankbeurt'],
          tags: ['rendement', 'molverhouding'],
          domain: 'Stoichiometrie',
          chapters: { 'Chemie Overal': 'H2.2', Nova: 'H3.3' },
          tips: ['Reken eerst de massa waterstof om naar mol.'],
          answers: [
            {
              steps: [
                {
                  correction: r`berekening van het aantal mol $$\text{H}_2$$`,
                  text: r`$$n(\text{H}_2) = 2{,}48 \cdot 10^{3}\ \text{mol}$$`,
                  elaboration: r`$$n = \dfrac{5{,}0 \cdot 10^{3}\ \text{g}}{2{,}016\ \text{g mol}^{-1}} = 2{,}48 \cdot 10^{3}\ \text{mol}$$`,
                  explanation: r`Rekenen aan reacties gaat altijd via mol.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de molverhouding $$\text{NH}_3 : \text{H}_2 = 2 : 3$$ en omrekening naar massa`,
                  text: r`$$m(\text{NH}_3) = 28{,}2\ \text{kg}$$ bij volledige omzetting`,
                  elaboration: r`$$n(\text{NH}_3) = \tfrac{2}{3} \times 2{,}48 \cdot 10^{3} = 1{,}65 \cdot 10^{3}\ \text{mol}$$; $$1{,}65 \cdot 10^{3} \times 17{,}03 = 2{,}82 \cdot 10^{4}\ \text{g}$$`,
                  explanation: r`Uit 2 mol ammoniak ontstaat 3 mol waterstof.`,
                  points: 1,
                  tips: ['Kijk naar de coëfficiënten in de vergelijking.'],
                },
                {
                  correction: r`verwerking van de omzetting van 95% en completeren`,
                  text: r`$$m = 30\ \text{kg}$$ ($$3{,}0 \cdot 10^{1}\ \text{kg}$$)`,
                  elaboration: r`$$\dfrac{28{,}2}{0{,}95} = 29{,}6\ \text{kg} \approx 30\ \text{kg}$$`,
                  explanation: r`Omdat maar 95% wordt omgezet, is meer ammoniak nodig: delen door 0,95, niet vermenigvuldigen.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`opstellen van de massaverhouding ammoniak : waterstof`,
                  text: r`$$34{,}06\ \text{g NH}_3$$ levert $$6{,}048\ \text{g H}_2$$`,
                  elaboration: r`$$2 \times 17{,}03 = 34{,}06\ \text{g}$$ en $$3 \times 2{,}016 = 6{,}048\ \text{g}$$`,
                  explanation: r`Een massaverhouding uit de vergelijking maakt de omrekening naar mol overbodig.`,
                  points: 1,
                },
                {
                  correction: r`toepassen van de massaverhouding op $$5{,}0\ \text{kg}$$`,
                  text: r`$$28{,}2\ \text{kg NH}_3$$`,
                  elaboration: r`$$5{,}0 \times \dfrac{34{,}06}{6{,}048} = 28{,}2\ \text{kg}$$`,
                  explanation: r`Een verhoudingstabel werkt ook in kilogrammen.`,
                  points: 1,
                },
                {
                  correction: r`verwerking van 95% en completeren`,
                  text: r`$$30\ \text{kg}$$`,
                  elaboration: r`$$\dfrac{28{,}2}{0{,}95} = 29{,}6 \approx 30\ \text{kg}$$`,
                  explanation: r`Het niet-omgezette deel gaat verloren.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Zink-luchtbatterij in een hoorapparaat',
      introduction: r`Hoorapparaten werken vaak op een knoopcel van het type zink-luchtbatterij. De negatieve elektrode bestaat uit zinkpoeder in een gel van kaliumhydroxide-oplossing. Aan de positieve elektrode reageert zuurstof uit de lucht, die via kleine gaatjes binnenkomt. Voor gebruik zit er een sticker over de gaatjes. Figuur 1 toont een doorsnede van de cel; tabel 2 geeft de standaardelektrodepotentialen.

![Figuur 1: doorsnede van een zink-luchtknoopcel](figuur1.svg)

| halfreactie | $$V_0$$ (V) |
|---|---|
| $$\text{O}_2 + 2\ \text{H}_2\text{O} + 4\ e^- \rightarrow 4\ \text{OH}^-$$ | $$+0{,}40$$ |
| $$\text{ZnO} + \text{H}_2\text{O} + 2\ e^- \rightarrow \text{Zn} + 2\ \text{OH}^-$$ | $$-1{,}26$$ |`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: doorsnede van een zink-luchtknoopcel',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 200" font-family="sans-serif" font-size="12">
<rect x="60" y="40" width="200" height="110" rx="14" fill="#e6e6e6" stroke="#333" stroke-width="2"/>
<rect x="72" y="52" width="176" height="60" fill="#b8c7d9" stroke="#333"/>
<rect x="72" y="116" width="176" height="10" fill="#ffffff" stroke="#333"/>
<rect x="72" y="128" width="176" height="14" fill="#555"/>
<g fill="#fff" stroke="#333"><circle cx="110" cy="150" r="4"/><circle cx="160" cy="150" r="4"/><circle cx="210" cy="150" r="4"/></g>
<line x1="248" y1="80" x2="285" y2="70" stroke="#333"/><text x="288" y="72">zinkpoeder in KOH-gel</text>
<line x1="248" y1="121" x2="285" y2="115" stroke="#333"/><text x="288" y="118">scheidingslaag</text>
<line x1="248" y1="135" x2="285" y2="140" stroke="#333"/><text x="288" y="143">koolstof (+)</text>
<line x1="160" y1="155" x2="160" y2="178" stroke="#333"/><text x="120" y="192">luchtgaatjes</text>
<text x="120" y="30">negatieve pool (−)</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Geef',
          points: 2,
          minutes: 3,
          pValue: 62,
          text: r`Geef de vergelijking van de halfreactie die optreedt aan de negatieve elektrode tijdens stroomlevering.`,
          highlights: ['halfreactie aan de negatieve elektrode'],
          tags: ['halfreactie', 'reductor'],
          domain: 'Elektrochemische cellen',
          chapters: { 'Chemie Overal': 'H6.2', Nova: 'H6.2' },
          tips: ['Aan de negatieve elektrode staat de reductor elektronen af.'],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\text{Zn}$$ en $$\text{OH}^-$$ voor de pijl en $$\text{ZnO}$$, $$\text{H}_2\text{O}$$ en $$e^-$$ na de pijl`,
                  text: r`$$\text{Zn} + \text{OH}^- \rightarrow \text{ZnO} + \text{H}_2\text{O} + e^-$$ (nog niet kloppend)`,
                  elaboration: r`De halfreactie uit tabel 2 verloopt hier in omgekeerde richting.`,
                  explanation: r`Zink is de reductor; in de stroomleverende cel staat zink elektronen af.`,
                  points: 1,
                },
                {
                  correction: r`juiste coëfficiënten en ladingsbalans`,
                  text: r`$$\text{Zn} + 2\ \text{OH}^- \rightarrow \text{ZnO} + \text{H}_2\text{O} + 2\ e^-$$`,
                  elaboration: r`Links lading $$2-$$, rechts $$2-$$; O en H kloppen ook.`,
                  explanation: r`Een halfreactie moet zowel voor atomen als voor lading kloppen.`,
                  points: 1,
                  tips: ['Controleer de lading aan beide kanten van de pijl.'],
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 74,
          text: r`Wat is de bronspanning van deze cel onder standaardomstandigheden?

A $$0{,}86\ \text{V}$$
B $$1{,}26\ \text{V}$$
C $$1{,}66\ \text{V}$$
D $$3{,}32\ \text{V}$$`,
          highlights: ['bronspanning uit standaardelektrodepotentialen'],
          tags: ['bronspanning', 'halfreactie'],
          domain: 'Elektrochemische cellen',
          chapters: { 'Chemie Overal': 'H6.2', Nova: 'H6.2' },
          tips: ['De bronspanning is het verschil tussen de $$V_0$$ van oxidator en reductor.'],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze: C`,
                  text: r`C`,
                  elaboration: r`$$\Delta V_0 = V_{0,\text{ox}} - V_{0,\text{red}} = 0{,}40 - (-1{,}26) = 1{,}66\ \text{V}$$`,
                  explanation: r`Het aantal elektronen in de halfreacties heeft geen invloed op de spanning; D ontstaat door ten onrechte te verdubbelen.`,
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
          minutes: 6,
          pValue: 41,
          introduction: r`Een knoopcel bevat $$0{,}28\ \text{g}$$ zink. Tijdens gebruik wordt 85% van het zink omgezet voordat de spanning te laag wordt. Het hoorapparaat gebruikt een constante stroom van $$1{,}2\ \text{mA}$$.`,
          text: r`Bereken hoeveel uur het hoorapparaat op één knoopcel werkt.`,
          highlights: ['gebruiksduur van een knoopcel'],
          tags: ['lading', 'halfreactie', 'molverhouding'],
          domain: 'Elektrochemische cellen',
          chapters: { 'Chemie Overal': 'H6.2', Nova: 'H6.2' },
          dependsOn: [{ number: 5 }],
          tips: ['Hoeveel mol elektronen levert één mol zink?', r`Gebruik $$Q = n_e \cdot F$$ en $$Q = I \cdot t$$.`],
          answers: [
            {
              remark: r`Deze vraag wordt gescoord met de scoretabel: de laatste stap levert alleen een punt op als de elektronenverhouding juist is gebruikt.`,
              scores: [0, 1, 1, 2, 0, 2, 1, 3],
              steps: [
                {
                  correction: r`berekening van het aantal mol omgezet zink en gebruik van de verhouding $$\text{Zn} : e^- = 1 : 2$$`,
                  text: r`$$n_e = 7{,}28 \cdot 10^{-3}\ \text{mol}$$`,
                  elaboration: r`$$n(\text{Zn}) = 0{,}85 \times \dfrac{0{,}28}{65{,}38} = 3{,}64 \cdot 10^{-3}\ \text{mol}$$; $$n_e = 2 \times 3{,}64 \cdot 10^{-3} = 7{,}28 \cdot 10^{-3}\ \text{mol}$$`,
                  explanation: r`Uit de halfreactie van vraag 5 volgt dat elk zinkatoom twee elektronen afstaat.`,
                  points: 0,
                },
                {
                  correction: r`berekening van de lading met de constante van Faraday`,
                  text: r`$$Q = 7{,}0 \cdot 10^{2}\ \text{C}$$`,
                  elaboration: r`$$Q = 7{,}28 \cdot 10^{-3} \times 9{,}65 \cdot 10^{4} = 7{,}03 \cdot 10^{2}\ \text{C}$$`,
                  explanation: r`De constante van Faraday is de lading van één mol elektronen.`,
                  points: 0,
                  tips: ['Zoek de constante van Faraday op in Binas-tabel 7.'],
                },
                {
                  correction: r`berekening van de tijd met $$t = Q / I$$ en omrekening naar uren`,
                  text: r`$$t = 1{,}6 \cdot 10^{2}\ \text{h}$$`,
                  elaboration: r`$$t = \dfrac{7{,}03 \cdot 10^{2}}{1{,}2 \cdot 10^{-3}} = 5{,}9 \cdot 10^{5}\ \text{s}$$; $$\dfrac{5{,}9 \cdot 10^{5}}{3600} = 1{,}6 \cdot 10^{2}\ \text{h}$$`,
                  explanation: r`Stroomsterkte is lading per seconde; $$1\ \text{h} = 3600\ \text{s}$$.`,
                  points: 0,
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
          pValue: 64,
          text: r`Leg uit waarom de knoopcel geen stroom levert zolang de sticker over de luchtgaatjes zit.`,
          highlights: ['sticker over de luchtgaatjes'],
          tags: ['halfreactie', 'oxidator'],
          domain: 'Elektrochemische cellen',
          chapters: { 'Chemie Overal': 'H6.1', Nova: 'H6.2' },
          tips: ['Welke stof is de oxidator in deze cel, en waar komt die vandaan?'],
          answers: [
            {
              steps: [
                {
                  correction: r`notie dat zuurstof uit de lucht de oxidator is aan de positieve elektrode`,
                  text: r`De oxidator $$\text{O}_2$$ komt van buiten de cel.`,
                  elaboration: r`Aan de positieve elektrode verloopt $$\text{O}_2 + 2\ \text{H}_2\text{O} + 4\ e^- \rightarrow 4\ \text{OH}^-$$.`,
                  explanation: r`In een zink-luchtcel is de oxidator niet in de cel opgeslagen.`,
                  points: 1,
                },
                {
                  correction: r`conclusie dat zonder zuurstof de halfreactie aan de positieve elektrode niet kan verlopen, zodat er geen elektronen stromen`,
                  text: r`Geen $$\text{O}_2$$ → geen elektronenopname → geen stroom.`,
                  elaboration: r`Zink kan alleen elektronen afstaan als ze aan de andere elektrode worden opgenomen.`,
                  explanation: r`Een stroomkring vereist dat beide halfreacties tegelijk verlopen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Biodiesel uit frituurvet',
      introduction: r`Gebruikt frituurvet van snackbars kan worden omgezet tot biodiesel. Frituurvet bestaat vooral uit triglyceriden, zoals trioleïne ($$\text{C}_{57}\text{H}_{104}\text{O}_6$$). Bij een omestering reageert een triglyceride met methanol tot glycerol ($$\text{C}_3\text{H}_8\text{O}_3$$) en methylesters van vetzuren. Uit trioleïne ontstaat zo methyloleaat ($$\text{C}_{19}\text{H}_{36}\text{O}_2$$). Als katalysator wordt kaliumhydroxide gebruikt. Na de reactie ontstaan twee vloeistoflagen: een bovenlaag met biodiesel en een onderlaag met glycerol en het grootste deel van de overgebleven methanol.`,
      questions: [
        {
          number: 9,
          type: 'Geef',
          points: 2,
          minutes: 3,
          pValue: 66,
          text: r`Geef de vergelijking van de omestering van trioleïne met methanol. Gebruik molecuulformules.`,
          highlights: ['omestering van trioleïne'],
          tags: ['reactievergelijking', 'ester'],
          domain: 'Reactietypen in de koolstofchemie',
          chapters: { 'Chemie Overal': 'H5.2', Nova: 'H2.3' },
          tips: ['Een triglyceride bevat drie estergroepen.'],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste formules voor en na de pijl`,
                  text: r`$$\text{C}_{57}\text{H}_{104}\text{O}_6 + \text{CH}_3\text{OH} \rightarrow \text{C}_{19}\text{H}_{36}\text{O}_2 + \text{C}_3\text{H}_8\text{O}_3$$`,
                  elaboration: r`Beginstoffen: trioleïne en methanol; producten: methyloleaat en glycerol.`,
                  explanation: r`De katalysator KOH wordt niet verbruikt en staat daarom niet in de vergelijking.`,
                  points: 1,
                },
                {
                  correction: r`juiste coëfficiënten`,
                  text: r`$$\text{C}_{57}\text{H}_{104}\text{O}_6 + 3\ \text{CH}_3\text{OH} \rightarrow 3\ \text{C}_{19}\text{H}_{36}\text{O}_2 + \text{C}_3\text{H}_8\text{O}_3$$`,
                  elaboration: r`C: $$57 + 3 = 3 \times 19 + 3$$; H: $$104 + 12 = 3 \times 36 + 8$$; O: $$6 + 3 = 3 \times 2 + 3$$.`,
                  explanation: r`Elke estergroep reageert met één methanolmolecuul.`,
                  points: 1,
                  tips: ['Tel per atoomsoort links en rechts.'],
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 57,
          text: r`Bereken de atoomeconomie van de productie van methyloleaat volgens deze omestering.`,
          highlights: ['atoomeconomie van biodiesel'],
          tags: ['atoomeconomie', 'molaire massa'],
          domain: 'Rendement en atoomeconomie',
          chapters: { 'Chemie Overal': 'H2.3', Nova: 'H8.2' },
          dependsOn: [{ number: 9 }],
          tips: ['Gebruik de coëfficiënten uit de vergelijking van vraag 9.'],
          answers: [
            {
              steps: [
                {
                  correction: r`berekening van de molaire massa's`,
                  text: r`$$M = 885{,}4$$; $$32{,}04$$; $$296{,}5\ \text{g mol}^{-1}$$`,
                  elaboration: r`Trioleïne: $$57 \times 12{,}01 + 104 \times 1{,}008 + 6 \times 16{,}00 = 885{,}4$$; methyloleaat: $$19 \times 12{,}01 + 36 \times 1{,}008 + 2 \times 16{,}00 = 296{,}5$$`,
                  explanation: r`Atoommassa's staan in Binas-tabel 99.`,
                  points: 1,
                },
                {
                  correction: r`juiste massa's volgens de coëfficiënten`,
                  text: r`gewenst: $$889{,}4\ \text{g}$$; beginstoffen: $$981{,}5\ \text{g}$$`,
                  elaboration: r`$$3 \times 296{,}5 = 889{,}4$$ en $$885{,}4 + 3 \times 32{,}04 = 981{,}5$$`,
                  explanation: r`De atoomeconomie gaat uit van de kloppende vergelijking.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`atoomeconomie $$= 90{,}6\%$$`,
                  elaboration: r`$$\dfrac{889{,}4}{981{,}5} \times 100\% = 90{,}6\%$$`,
                  explanation: r`De rest van de massa komt terecht in het bijproduct glycerol.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Vul in',
          points: 3,
          minutes: 5,
          pValue: 49,
          introduction: r`Op de uitwerkbijlage staat een onvolledig blokschema van de productie. In reactor R vindt de omestering plaats, in scheidingsruimte S1 worden de twee lagen gescheiden en in S2 wordt methanol afgedestilleerd uit de onderlaag.`,
          text: r`Vul het blokschema op de uitwerkbijlage aan: zet de namen van de stoffen bij de stofstromen en teken de terugvoer (recycling) van methanol.`,
          highlights: ['blokschema met terugvoer van methanol'],
          tags: ['blokschema', 'scheidingsmethode'],
          domain: "Blokschema's en procesontwerp",
          chapters: { 'Chemie Overal': 'H9.1', Nova: 'H8.1' },
          appendix: {
            name: 'uitwerkbijlage11.svg',
            alt: 'Uitwerkbijlage bij vraag 11: onvolledig blokschema van de biodieselproductie',
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 200" font-family="sans-serif" font-size="13">
<defs><marker id="p" markerWidth="8" markerHeight="8" refX="7" refY="4" orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="#333"/></marker></defs>
<rect x="90" y="70" width="60" height="50" fill="none" stroke="#333" stroke-width="2"/><text x="113" y="100">R</text>
<rect x="200" y="70" width="60" height="50" fill="none" stroke="#333" stroke-width="2"/><text x="220" y="100">S1</text>
<rect x="310" y="130" width="60" height="50" fill="none" stroke="#333" stroke-width="2"/><text x="330" y="160">S2</text>
<line x1="20" y1="85" x2="90" y2="85" stroke="#333" marker-end="url(#p)"/><text x="20" y="78">........</text>
<line x1="20" y1="105" x2="90" y2="105" stroke="#333" marker-end="url(#p)"/><text x="20" y="122">........</text>
<line x1="150" y1="95" x2="200" y2="95" stroke="#333" marker-end="url(#p)"/>
<line x1="260" y1="80" x2="400" y2="80" stroke="#333" marker-end="url(#p)"/><text x="300" y="72">........</text>
<line x1="230" y1="120" x2="230" y2="155" stroke="#333"/><line x1="230" y1="155" x2="310" y2="155" stroke="#333" marker-end="url(#p)"/>
<line x1="370" y1="155" x2="410" y2="155" stroke="#333" marker-end="url(#p)"/><text x="372" y="195">........</text>
</svg>`,
          },
          tips: ['Welke stof komt uit S2 als destillaat en waar kan die opnieuw worden gebruikt?'],
          answers: [
            {
              remark: r`Als de katalysator KOH bij de invoer is vermeld, dit niet fout rekenen.`,
              steps: [
                {
                  correction: r`frituurvet (trioleïne) en methanol als invoer van R`,
                  text: r`Invoer R: frituurvet en methanol`,
                  elaboration: r`De twee pijlen links van R worden gelabeld met frituurvet en methanol.`,
                  explanation: r`Dit zijn de beginstoffen van de omestering.`,
                  points: 1,
                },
                {
                  correction: r`biodiesel als uitvoer van S1 en glycerol als uitvoer van S2`,
                  text: r`S1 → biodiesel; S2 → glycerol`,
                  elaboration: r`De bovenlaag (biodiesel) verlaat S1; uit de onderlaag blijft in S2 glycerol achter.`,
                  explanation: r`In S1 worden de niet-mengbare lagen gescheiden (bezinken/afschenken).`,
                  points: 1,
                },
                {
                  correction: r`een stofstroom methanol van S2 terug naar R`,
                  text: r`Methanol: S2 → R`,
                  elaboration: r`Een pijl vanuit S2 naar de invoer van R met het label methanol.`,
                  explanation: r`Methanol wordt in overmaat gebruikt; hergebruik bespaart grondstof en maakt het proces duurzamer.`,
                  points: 1,
                  tips: ['Welke stof heeft het laagste kookpunt in de onderlaag?'],
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Meerkeuze',
          points: 2,
          minutes: 3,
          pValue: 52,
          introduction: r`Gebruikt frituurvet bevat ook vrije vetzuren, zoals oliezuur ($$\text{C}_{17}\text{H}_{33}\text{COOH}$$). Deze reageren met de katalysator kaliumhydroxide.`,
          text: r`Welke stof ontstaat daarbij, en wat is het gevolg voor de productie van biodiesel?

A kaliumoleaat (zeep); er is meer katalysator nodig en de scheiding van de lagen verloopt slechter
B kaliumoleaat (zeep); de omestering verloopt sneller
C methyloleaat; de opbrengst aan biodiesel stijgt
D glycerol; de onderlaag wordt groter`,
          highlights: ['vrije vetzuren en katalysator'],
          tags: ['zuur-basereactie', 'ester'],
          domain: 'Reactietypen in de koolstofchemie',
          chapters: { 'Chemie Overal': 'H5.2', Nova: 'H7.2' },
          tips: ['Een vetzuur is een zuur, kaliumhydroxide een base.'],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een zuur-basereactie optreedt waarbij een zout (zeep) ontstaat`,
                  text: r`$$\text{C}_{17}\text{H}_{33}\text{COOH} + \text{OH}^- \rightarrow \text{C}_{17}\text{H}_{33}\text{COO}^- + \text{H}_2\text{O}$$`,
                  elaboration: r`Het oleaation vormt met $$\text{K}^+$$ kaliumoleaat: een zeep.`,
                  explanation: r`Methyloleaat ontstaat alleen met methanol; het vrije vetzuur wordt geneutraliseerd.`,
                  points: 1,
                },
                {
                  correction: r`juiste keuze: A`,
                  text: r`A`,
                  elaboration: r`Katalysator wordt verbruikt en zeep werkt als emulgator, zodat de lagen moeilijker scheiden.`,
                  explanation: r`Zeep heeft een hydrofiel en een hydrofoob deel en stabiliseert een emulsie.`,
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
