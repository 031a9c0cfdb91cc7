import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2024,
  term: 1,
  standardizationValue: 0.9,
  topics: [
    {
      name: r`Zeezout uit de zoutpan`,
      introduction: r`Aan de Franse kust wordt zeezout gewonnen in zoutpannen. Bij vloed stroomt zeewater in een reeks ondiepe bassins. Zon en wind laten het water langzaam verdwijnen, tot er in het laatste bassin zoutkristallen achterblijven. Die worden met een hark bijeengeschoven. Zeewater bevat gemiddeld $$35\ \text{g}$$ zout per liter.

![Figuur 1: schema van een zoutpan](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: schema van een zoutpan, van de zee via twee bassins naar het kristallisatiebassin',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 150" font-family="sans-serif" font-size="12">
<rect x="10" y="40" width="60" height="80" fill="#9cd" stroke="#333"/><text x="25" y="85">zee</text>
<rect x="100" y="60" width="70" height="40" fill="#bde" stroke="#333"/><text x="108" y="125">bassin 1</text>
<rect x="200" y="60" width="70" height="40" fill="#d5ecf5" stroke="#333"/><text x="208" y="125">bassin 2</text>
<rect x="300" y="60" width="70" height="40" fill="#f4f4f4" stroke="#333"/><text x="296" y="125">kristallisatie-</text><text x="310" y="140">bassin</text>
<g stroke="#333" stroke-width="2" fill="#333"><line x1="70" y1="80" x2="96" y2="80"/><line x1="170" y1="80" x2="196" y2="80"/><line x1="270" y1="80" x2="296" y2="80"/>
<path d="M96 76 L100 80 L96 84 Z"/><path d="M196 76 L200 80 L196 84 Z"/><path d="M296 76 L300 80 L296 84 Z"/></g>
<g fill="#fff" stroke="#999"><rect x="315" y="88" width="6" height="6"/><rect x="330" y="90" width="6" height="6"/><rect x="345" y="87" width="6" height="6"/></g>
<circle cx="200" cy="22" r="12" fill="#fd4" stroke="#c90"/><text x="220" y="26">zon en wind</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Noem',
          points: 2,
          minutes: 3,
          pValue: 66,
          text: r`In de zoutpan wordt zout van water gescheiden.

Noem de naam van deze scheidingsmethode. Noem ook de stofeigenschap waarin zout en water verschillen en waarop deze scheiding berust.`,
          highlights: [r`scheidingsmethode in de zoutpan`],
          tags: ['scheidingsmethode', 'indampen', 'kookpunt'],
          domain: 'Mengsels en scheidingsmethoden',
          chapters: { Nova: 'H2.2', Impact: 'H2.2' },
          tips: [r`Welke stof verdwijnt uit het bassin en welke blijft achter?`],
          answers: [
            {
              steps: [
                {
                  correction: r`indampen`,
                  text: r`indampen`,
                  elaboration: r`Het water verdampt en het zout blijft als vaste stof achter: dat is indampen.`,
                  explanation: r`Bij indampen vang je het verdampte water niet op, bij destilleren wel.`,
                  points: 1,
                },
                {
                  correction: r`verschil in kookpunt (vluchtigheid)`,
                  text: r`kookpunt`,
                  elaboration: r`Water heeft een veel lager kookpunt dan zout en verdampt dus veel makkelijker.`,
                  explanation: r`Elke scheidingsmethode maakt gebruik van een verschil in een stofeigenschap.`,
                  points: 1,
                  tips: [r`Bij welke temperatuur gaat water over in damp, en zout?`],
                },
              ],
              remark: r`Als 'destilleren' is genoemd, voor de eerste stap geen scorepunt toekennen.`,
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 44,
          text: r`Een zoutboer oogst in één seizoen $$1500\ \text{kg}$$ zout.

Bereken hoeveel $$\text{m}^3$$ zeewater hij daarvoor minstens in zijn zoutpan moet laten stromen.`,
          highlights: [r`$$35\ \text{g}$$ zout per liter`],
          tags: ['concentratie', 'oplossing'],
          domain: 'Oplossingen en concentratie',
          chapters: { Nova: 'H7.1', Impact: 'H3.1' },
          tips: [r`Reken eerst uit hoeveel liter zeewater nodig is en reken pas aan het eind om naar kubieke meter.`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van kg naar g`,
                  text: r`$$1\,500\,000\ \text{g}$$ zout`,
                  elaboration: r`$$1500\ \text{kg} = 1500 \cdot 1000 = 1{,}5 \cdot 10^{6}\ \text{g}$$`,
                  explanation: r`De concentratie is gegeven in gram per liter.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$c = \dfrac{m}{V}$$, dus $$V = \dfrac{m}{c}$$`,
                  text: r`$$V = 4{,}29 \cdot 10^{4}\ \text{L}$$`,
                  elaboration: r`$$V = \dfrac{1\,500\,000\ \text{g}}{35\ \text{g/L}} = 42\,857\ \text{L}$$`,
                  explanation: r`Elke liter zeewater levert $$35\ \text{g}$$ zout.`,
                  points: 1,
                  tips: [r`Hoeveel liter heb je nodig als elke liter $$35\ \text{g}$$ oplevert?`],
                },
                {
                  correction: r`omrekenen van L naar $$\text{m}^3$$ en completeren`,
                  text: r`$$43\ \text{m}^3$$`,
                  elaboration: r`$$1\ \text{m}^3 = 1000\ \text{L}$$, dus $$\dfrac{42\,857}{1000} = 42{,}9 \approx 43\ \text{m}^3$$`,
                  explanation: r`Dit is een minimum: in werkelijkheid blijft er ook zout in het restwater achter.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord van $$42{,}9\ \text{m}^3$$ ook goed rekenen.`,
            },
          ],
        },
        {
          number: 3,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 74,
          text: r`Zeewater is helder. Er zitten veel verschillende zouten in opgelost.

Welke naam past het best bij zeewater?

A een zuivere stof
B een oplossing
C een suspensie
D een emulsie`,
          highlights: [r`soort mengsel`],
          tags: ['oplossing', 'mengsel'],
          domain: 'Mengsels en scheidingsmethoden',
          chapters: { Nova: 'H2.1', Impact: 'H2.2' },
          tips: [r`Een suspensie en een emulsie zijn troebel.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een helder mengsel van een opgeloste vaste stof in water een oplossing is`,
                  text: r`helder mengsel met opgeloste stof`,
                  elaboration: r`Zeewater bevat meerdere stoffen, dus het is geen zuivere stof. Het is helder, dus geen suspensie of emulsie.`,
                  explanation: r`De redenering bepaalt de keuze; het scorepunt is voor het juiste antwoord.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Zeewater is een oplossing: antwoord B.`,
                  explanation: r`In een oplossing zijn de deeltjes van de opgeloste stof zo klein dat je ze niet ziet.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 57,
          introduction: r`Op een zeilschip wordt drinkwater gemaakt uit zeewater. Het zeewater wordt verhit, de waterdamp wordt in een koeler weer vloeibaar gemaakt en opgevangen.`,
          text: r`Leg uit waarom het opgevangen water geen zout bevat.`,
          highlights: [r`destilleren van zeewater`],
          tags: ['destilleren', 'kookpunt', 'scheidingsmethode'],
          domain: 'Drinkwater en waterzuivering',
          chapters: { Nova: 'H7.2', Impact: 'H3.2' },
          tips: [r`Welke stof gaat bij het verhitten over in de gasfase?`],
          answers: [
            {
              steps: [
                {
                  correction: r`alleen water verdampt bij het verhitten, het zout niet`,
                  text: r`water verdampt, zout blijft achter`,
                  elaboration: r`Het kookpunt van water is $$100\ \text{°C}$$; zout kookt pas bij een veel hogere temperatuur en blijft in de ketel.`,
                  explanation: r`Het verschil in kookpunt scheidt de stoffen.`,
                  points: 1,
                },
                {
                  correction: r`de waterdamp condenseert in de koeler tot zuiver water`,
                  text: r`het destillaat is zuiver water`,
                  elaboration: r`In de koeler wordt de waterdamp weer vloeibaar. Omdat er geen zout is meegekomen, bevat het destillaat geen zout.`,
                  explanation: r`Deze methode heet destilleren.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Het zwembad`,
      introduction: r`In het zwembad wordt het water ontsmet met een chlooroplossing. Het chloor werkt het best als de pH van het water tussen $$7{,}2$$ en $$7{,}6$$ ligt. De badmeester controleert de pH een paar keer per dag met een indicator. In de tabel staan enkele indicatoren.

| indicator | kleur bij lage pH | omslaggebied (pH) | kleur bij hoge pH |
|---|---|---|---|
| methyloranje | rood | 3,1 - 4,4 | geel |
| broomthymolblauw | geel | 6,0 - 7,6 | blauw |
| fenolrood | geel | 6,6 - 8,0 | rood |
| fenolftaleïne | kleurloos | 8,2 - 10,0 | roze |`,
      questions: [
        {
          number: 5,
          type: 'Bepaal',
          points: 2,
          minutes: 3,
          pValue: 62,
          text: r`De badmeester doet een paar druppels fenolrood bij een monster zwembadwater. Het monster kleurt geel.

Bepaal met behulp van de tabel of de pH van het zwembadwater te hoog of te laag is.`,
          highlights: [r`fenolrood kleurt geel`],
          tags: ['indicator', 'ph'],
          domain: 'pH en indicatoren',
          chapters: { Nova: 'H6.2', Impact: 'H6.2' },
          tips: [r`Geel is bij fenolrood de kleur aan één kant van het omslaggebied. Welke kant?`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen dat fenolrood geel is bij een pH lager dan $$6{,}6$$`,
                  text: r`pH $$< 6{,}6$$`,
                  elaboration: r`Fenolrood is geel bij lage pH, dus onder het omslaggebied: pH kleiner dan $$6{,}6$$.`,
                  explanation: r`Onder het omslaggebied heeft een indicator de kleur 'bij lage pH'.`,
                  points: 1,
                },
                {
                  correction: r`conclusie: de pH is te laag`,
                  text: r`te laag`,
                  elaboration: r`Een pH onder $$6{,}6$$ ligt onder de gewenste $$7{,}2$$ tot $$7{,}6$$: het water is te zuur.`,
                  explanation: r`De conclusie volgt uit de vergelijking met het gewenste gebied.`,
                  points: 1,
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
          pValue: 70,
          text: r`De badmeester wil de pH van het zwembadwater weer op de goede waarde brengen.

Welke oplossing kan hij daarvoor het best aan het water toevoegen?

A zoutzuur
B natronloog
C keukenzoutoplossing
D azijn`,
          highlights: [r`pH verhogen`],
          tags: ['neutraliseren', 'ph'],
          domain: 'Neutraliseren',
          chapters: { Nova: 'H6.3', Impact: 'H6.3' },
          dependsOn: [{ number: 5 }],
          tips: [r`Moet de pH omhoog of omlaag? Welke soort oplossing doet dat?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de pH omhoog moet, dus dat er een basische oplossing nodig is`,
                  text: r`een base toevoegen`,
                  elaboration: r`Zoutzuur en azijn zijn zuur en verlagen de pH verder; keukenzoutoplossing is neutraal. Natronloog is basisch.`,
                  explanation: r`De redenering bepaalt de keuze; het scorepunt is voor het juiste antwoord.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Natronloog verhoogt de pH: antwoord B.`,
                  explanation: r`Een base neutraliseert een deel van het zuur.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 48,
          text: r`In een zure oplossing zitten veel $$\text{H}^{\text{+}}$$ ionen. Natronloog bevat $$\text{OH}^{\text{-}}$$ ionen.

Leg uit, met behulp van een reactievergelijking, waardoor de pH stijgt als natronloog aan zuur water wordt toegevoegd.`,
          highlights: [r`$$\text{H}^{\text{+}}$$ en $$\text{OH}^{\text{-}}$$ ionen`],
          tags: ['neutraliseren', 'ph', 'reactievergelijking'],
          domain: 'Neutraliseren',
          chapters: { Nova: 'H6.3', Impact: 'H6.3' },
          tips: [r`Welke stof ontstaat er als een $$\text{H}^{\text{+}}$$ ion en een $$\text{OH}^{\text{-}}$$ ion samenkomen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste vergelijking van de neutralisatie`,
                  text: r`$$\text{H}^{\text{+}} + \text{OH}^{\text{-}} \rightarrow \text{H}_2\text{O}$$`,
                  elaboration: r`De $$\text{OH}^{\text{-}}$$ ionen uit natronloog reageren met de $$\text{H}^{\text{+}}$$ ionen tot water.`,
                  explanation: r`Dit is de kern van elke neutralisatie.`,
                  points: 1,
                  tips: [r`Tel de atomen: één H plus één OH.`],
                },
                {
                  correction: r`er blijven minder $$\text{H}^{\text{+}}$$ ionen over, dus het water wordt minder zuur en de pH stijgt`,
                  text: r`minder $$\text{H}^{\text{+}}$$, pH hoger`,
                  elaboration: r`Doordat $$\text{H}^{\text{+}}$$ ionen worden weggenomen, daalt de zuurgraad en stijgt de pH richting 7.`,
                  explanation: r`Hoe minder $$\text{H}^{\text{+}}$$ ionen, hoe hoger de pH.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 39,
          introduction: r`Soms is de pH juist te hoog. Dan gebruikt de badmeester pH-min, een sterk zure vloeistof met pH $$1{,}0$$. Voor een test verdunt hij $$10\ \text{mL}$$ pH-min met water tot $$1{,}0\ \text{L}$$.`,
          text: r`Bereken de pH van de verdunde oplossing.`,
          highlights: [r`verdunnen van een zuur`],
          tags: ['ph', 'verdunnen'],
          domain: 'Zure en basische oplossingen',
          chapters: { Nova: 'H6.2', Impact: 'H6.2' },
          tips: [r`Hoeveel keer is de oplossing verdund?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de verdunningsfactor`,
                  text: r`100 keer verdund`,
                  elaboration: r`$$\dfrac{1000\ \text{mL}}{10\ \text{mL}} = 100$$, dat is twee keer tien keer verdunnen.`,
                  explanation: r`Eerst moet je weten hoe vaak de oplossing tien keer is verdund.`,
                  points: 1,
                  tips: [r`Hoeveel mL is $$1{,}0\ \text{L}$$?`],
                },
                {
                  correction: r`gebruik van: tien keer verdunnen geeft een pH die 1 hoger is`,
                  text: r`pH $$= 3{,}0$$`,
                  elaboration: r`$$1{,}0 + 1 + 1 = 3{,}0$$`,
                  explanation: r`Bij elke verdunning met een factor tien stijgt de pH van een zure oplossing met 1.`,
                  points: 1,
                },
              ],
              remark: r`Als de verdunningsfactor 100 als een pH-stijging van 100 is verwerkt, 1 scorepunt toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Koken op de camping`,
      introduction: r`Daan kookt op de camping op een klein gasstel. Het gasbusje bevat butaan, $$\text{C}_4\text{H}_{10}$$. Met een draaiknop regelt Daan hoeveel gas er naar de brander stroomt. Bij een goede luchttoevoer brandt het gas met een blauwe vlam.`,
      questions: [
        {
          number: 9,
          type: 'Geef aan',
          points: 2,
          minutes: 3,
          pValue: 59,
          text: r`Daan onderzoekt op school de verbranding van butaan met de opstelling van figuur 2. In de U-buis in het ijswater verschijnt een kleurloze vloeistof die wit kopersulfaat blauw kleurt. Het kalkwater wordt troebel.

![Figuur 2: proefopstelling voor het onderzoeken van verbrandingsproducten](figuur2.svg)

Geef aan welke twee verbrandingsproducten met deze proef zijn aangetoond. Geef ook aan welke twee atoomsoorten daarom zeker in butaan voorkomen.`,
          figures: [
            {
              name: 'figuur2.svg',
              alt: 'Figuur 2: trechter boven een gasvlam, verbonden met een U-buis in ijswater en een buis met kalkwater, met een pomp aan het eind',
              svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 220" font-family="sans-serif" font-size="12">
<path d="M40 180 Q45 150 50 180 Z" fill="#48f"/><rect x="40" y="180" width="20" height="30" fill="#888"/><text x="20" y="215">butaan</text>
<path d="M25 140 L75 140 L55 115 L55 60" fill="none" stroke="#333" stroke-width="2"/><path d="M45 60 L45 115 L25 140" fill="none" stroke="#333" stroke-width="2"/>
<path d="M50 60 L50 40 L140 40 L140 150 A15 15 0 0 0 170 150 L170 40 L240 40 L240 150" fill="none" stroke="#333" stroke-width="2"/>
<rect x="120" y="100" width="70" height="80" fill="#def" stroke="#333"/><text x="122" y="195">ijswater</text>
<rect x="222" y="110" width="36" height="80" fill="#eee" stroke="#333"/><rect x="224" y="140" width="32" height="48" fill="#f5f5e0"/><text x="214" y="205">kalkwater</text>
<path d="M258 120 L300 120" stroke="#333" stroke-width="2"/><circle cx="320" cy="120" r="18" fill="#fff" stroke="#333" stroke-width="2"/><text x="306" y="124">pomp</text>
<text x="70" y="160">trechter</text><text x="130" y="30">U-buis</text>
</svg>`,
            },
          ],
          highlights: [r`verbrandingsproducten aantonen`],
          tags: ['verbranding', 'koolstofdioxide', 'kalkwater'],
          domain: 'Verbrandingsproducten',
          chapters: { Nova: 'H5.2', Impact: 'H5.2' },
          tips: [r`Wit kopersulfaat en kalkwater zijn allebei aantoningsmiddelen. Voor welke stoffen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`water en koolstofdioxide`,
                  text: r`water (kopersulfaat) en koolstofdioxide (kalkwater)`,
                  elaboration: r`Wit kopersulfaat wordt blauw door water; kalkwater wordt troebel door koolstofdioxide.`,
                  explanation: r`Elk aantoningsmiddel reageert op één bepaalde stof.`,
                  points: 1,
                },
                {
                  correction: r`koolstof en waterstof`,
                  text: r`C en H`,
                  elaboration: r`Het C-atoom in koolstofdioxide en de H-atomen in water moeten uit de brandstof komen. De O-atomen kunnen ook uit de lucht komen.`,
                  explanation: r`Atomen ontstaan en verdwijnen niet bij een reactie.`,
                  points: 1,
                  tips: [r`Uit welke stof komen de zuurstofatomen ook nog?`],
                },
              ],
              remark: r`Als ook zuurstof als atoomsoort van butaan is genoemd, de tweede stap niet toekennen.`,
            },
          ],
        },
        {
          number: 10,
          type: 'Geef',
          points: 3,
          minutes: 4,
          pValue: 38,
          text: r`Geef de reactievergelijking van de volledige verbranding van butaan.`,
          highlights: [r`volledige verbranding van butaan`],
          tags: ['reactievergelijking', 'verbranding'],
          domain: 'Reactievergelijkingen',
          chapters: { Nova: 'H4.2', Impact: 'H4.2' },
          dependsOn: [{ number: 9, attachments: true }],
          tips: [r`Gebruik de verbrandingsproducten uit de proef van figuur 2.`, r`Maak eerst C, dan H en als laatste O kloppend.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\text{C}_4\text{H}_{10}$$ en $$\text{O}_2$$ voor de pijl`,
                  text: r`$$\text{C}_4\text{H}_{10} + \text{O}_2 \rightarrow$$`,
                  elaboration: r`Butaan reageert met zuurstof uit de lucht.`,
                  explanation: r`Bij een verbranding is zuurstof altijd een beginstof.`,
                  points: 1,
                },
                {
                  correction: r`$$\text{CO}_2$$ en $$\text{H}_2\text{O}$$ na de pijl`,
                  text: r`$$\rightarrow \text{CO}_2 + \text{H}_2\text{O}$$`,
                  elaboration: r`Bij volledige verbranding ontstaan koolstofdioxide en water.`,
                  explanation: r`Dit zijn de stoffen die in de proef zijn aangetoond.`,
                  points: 1,
                },
                {
                  correction: r`juiste coëfficiënten`,
                  text: r`$$2\ \text{C}_4\text{H}_{10} + 13\ \text{O}_2 \rightarrow 8\ \text{CO}_2 + 10\ \text{H}_2\text{O}$$`,
                  elaboration: r`Met $$2\ \text{C}_4\text{H}_{10}$$: 8 C-atomen geeft $$8\ \text{CO}_2$$, 20 H-atomen geeft $$10\ \text{H}_2\text{O}$$. Rechts zijn dan $$16 + 10 = 26$$ O-atomen, dus $$13\ \text{O}_2$$.`,
                  explanation: r`Met een oneven aantal O-atomen rechts verdubbel je alles, zodat je geen halve moleculen krijgt.`,
                  points: 1,
                  tips: [r`Kom je uit op een half zuurstofmolecuul? Vermenigvuldig dan alle coëfficiënten met 2.`],
                },
              ],
              remark: r`De vergelijking $$\text{C}_4\text{H}_{10} + 6\tfrac{1}{2}\ \text{O}_2 \rightarrow 4\ \text{CO}_2 + 5\ \text{H}_2\text{O}$$ ook goed rekenen.`,
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 35,
          text: r`Een vol busje bevat $$190\ \text{g}$$ butaan. Bij de verbranding van $$1{,}0\ \text{g}$$ butaan komt $$45{,}7\ \text{kJ}$$ vrij. Het gasstel heeft een rendement van $$40\%$$. Om een pan met $$1{,}0\ \text{L}$$ water aan de kook te brengen is $$335\ \text{kJ}$$ nodig.

Bereken hoe vaak Daan met één busje een pan met $$1{,}0\ \text{L}$$ water aan de kook kan brengen.`,
          highlights: [r`rendement van het gasstel`],
          tags: ['rendement', 'verbranding', 'energie'],
          domain: 'Verbrandingsproducten',
          chapters: { Nova: 'H5.2', Impact: 'H5.2' },
          tips: [r`Niet alle energie van het gas komt in het water terecht.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E = m \cdot \text{stookwaarde}$$`,
                  text: r`$$E = 8{,}68 \cdot 10^{3}\ \text{kJ}$$`,
                  elaboration: r`$$E = 190 \cdot 45{,}7 = 8683\ \text{kJ}$$`,
                  explanation: r`Dit is alle energie die bij de verbranding van het busje vrijkomt.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van het rendement`,
                  text: r`$$E_{\text{nuttig}} = 3{,}47 \cdot 10^{3}\ \text{kJ}$$`,
                  elaboration: r`$$E_{\text{nuttig}} = 0{,}40 \cdot 8683 = 3473\ \text{kJ}$$`,
                  explanation: r`Slechts $$40\%$$ van de energie gaat naar het water; de rest verwarmt de lucht.`,
                  points: 1,
                  tips: [r`Hoeveel is $$40\%$$ van de vrijgekomen energie?`],
                },
                {
                  correction: r`completeren van de berekening en afronden naar beneden`,
                  text: r`10 keer`,
                  elaboration: r`$$\dfrac{3473}{335} = 10{,}4$$, dus 10 keer.`,
                  explanation: r`Een elfde pan komt niet meer helemaal aan de kook.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`berekenen van de energie die het gas per pan moet leveren`,
                  text: r`$$838\ \text{kJ}$$ per pan`,
                  elaboration: r`$$\dfrac{335}{0{,}40} = 837{,}5\ \text{kJ}$$`,
                  explanation: r`Door het rendement moet het gas meer energie leveren dan het water opneemt.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de energie in het busje`,
                  text: r`$$8683\ \text{kJ}$$`,
                  elaboration: r`$$190 \cdot 45{,}7 = 8683\ \text{kJ}$$`,
                  explanation: r`Alle energie uit de verbranding van het busje.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`10 keer`,
                  elaboration: r`$$\dfrac{8683}{837{,}5} = 10{,}4$$, dus 10 keer.`,
                  explanation: r`Alleen hele pannen tellen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 63,
          text: r`Daan draait de luchttoevoer van de brander bijna dicht. De vlam wordt geel en onder de pan ontstaat een zwarte aanslag: roet.

Uit welke stof bestaat roet?

A koolstof
B koolstofdioxide
C waterdamp
D zuurstof`,
          highlights: [r`gele vlam en roet`],
          tags: ['verbranding', 'roet'],
          domain: 'Verbrandingsproducten',
          chapters: { Nova: 'H5.3', Impact: 'H5.2' },
          tips: [r`Roet is een zwarte vaste stof. Welke van de vier stoffen is bij kamertemperatuur vast?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij zuurstoftekort een deel van de koolstof niet verbrandt`,
                  text: r`onvolledige verbranding`,
                  elaboration: r`Bij te weinig zuurstof verbranden niet alle koolstofatomen; zij blijven over als zwarte, vaste koolstof.`,
                  explanation: r`De redenering bepaalt de keuze; het scorepunt is voor het juiste antwoord.`,
                  points: 0,
                },
                {
                  correction: r`antwoord A`,
                  text: r`A`,
                  elaboration: r`Roet is koolstof: antwoord A.`,
                  explanation: r`Koolstofdioxide, waterdamp en zuurstof zijn kleurloze gassen.`,
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
