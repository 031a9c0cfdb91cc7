import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2024,
  term: 1,
  standardizationValue: 0.9,
  topics: [
    {
      name: 'Methanol uit koolstofdioxide',
      introduction: r`Bij een fabriek in de Rotterdamse haven wordt koolstofdioxide uit rookgassen afgevangen en met groene waterstof omgezet tot methanol. In de reactor stelt zich bij $$250\ \text{°C}$$ en $$50\ \text{bar}$$ met een koperkatalysator het volgende evenwicht in:

$$\text{CO}_2\text{(g)} + 3\ \text{H}_2\text{(g)} \rightleftarrows \text{CH}_3\text{OH(g)} + \text{H}_2\text{O(g)}$$

Figuur 1 toont een vereenvoudigd blokschema. In koeler K condenseren methanol en water; de gassen die niet hebben gereageerd worden teruggevoerd naar reactor R. In destillatiekolom D wordt methanol van water gescheiden.

![Figuur 1: blokschema van de methanolfabriek](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: blokschema van de methanolfabriek',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 190" font-family="sans-serif" font-size="13">
<defs><marker id="a" markerWidth="8" markerHeight="8" refX="7" refY="4" orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="#333"/></marker></defs>
<rect x="100" y="70" width="60" height="50" fill="#eef" stroke="#333" stroke-width="2"/><text x="124" y="100">R</text>
<rect x="210" y="70" width="60" height="50" fill="#eef" stroke="#333" stroke-width="2"/><text x="234" y="100">K</text>
<rect x="320" y="110" width="60" height="50" fill="#eef" stroke="#333" stroke-width="2"/><text x="344" y="140">D</text>
<line x1="20" y1="85" x2="100" y2="85" stroke="#333" marker-end="url(#a)"/><text x="20" y="78">CO₂</text>
<line x1="20" y1="105" x2="100" y2="105" stroke="#333" marker-end="url(#a)"/><text x="20" y="122">H₂</text>
<line x1="160" y1="95" x2="210" y2="95" stroke="#333" marker-end="url(#a)"/>
<polyline points="240,70 240,30 130,30 130,70" fill="none" stroke="#333" marker-end="url(#a)"/><text x="140" y="24">CO₂ en H₂ (terugvoer)</text>
<polyline points="240,120 240,135 320,135" fill="none" stroke="#333" marker-end="url(#a)"/><text x="246" y="152">vloeistof</text>
<line x1="380" y1="125" x2="430" y2="125" stroke="#333" marker-end="url(#a)"/><text x="385" y="115">methanol</text>
<polyline points="350,160 350,180 430,180" fill="none" stroke="#333" marker-end="url(#a)"/><text x="385" y="174">water</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Geef',
          points: 2,
          minutes: 2,
          pValue: 78,
          text: r`Geef de evenwichtsvoorwaarde voor het evenwicht in de reactor.`,
          highlights: ['evenwichtsvoorwaarde methanolsynthese'],
          tags: ['evenwichtsconstante', 'evenwicht'],
          domain: 'Evenwichtsvoorwaarde',
          chapters: { 'Chemie Overal': 'H3.2', Nova: 'H4.2' },
          tips: ['Alle stoffen zijn hier gassen.'],
          answers: [
            {
              steps: [
                {
                  correction: r`producten in de teller en beginstoffen in de noemer`,
                  text: r`$$K = \dfrac{[\text{CH}_3\text{OH}] \cdot [\text{H}_2\text{O}]}{[\text{CO}_2] \cdot [\text{H}_2]}$$ (nog zonder exponent)`,
                  elaboration: r`Concentraties van de stoffen rechts van de pijl boven de deelstreep.`,
                  explanation: r`Omdat de reactie bij $$250\ \text{°C}$$ verloopt, is ook water een gas en staat het in de evenwichtsvoorwaarde.`,
                  points: 1,
                },
                {
                  correction: r`juiste exponent 3 bij $$[\text{H}_2]$$`,
                  text: r`$$K = \dfrac{[\text{CH}_3\text{OH}] \cdot [\text{H}_2\text{O}]}{[\text{CO}_2] \cdot [\text{H}_2]^3}$$`,
                  elaboration: r`De coëfficiënt 3 van waterstof wordt de exponent.`,
                  explanation: r`Coëfficiënten in de reactievergelijking worden exponenten in de evenwichtsvoorwaarde.`,
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
          minutes: 4,
          pValue: 63,
          text: r`Bereken de reactiewarmte in $$\text{J}$$ per mol gevormde methanol. Gebruik vormingswarmten uit Binas-tabel 57.`,
          highlights: ['reactiewarmte methanolsynthese'],
          tags: ['reactiewarmte', 'vormingswarmte'],
          domain: 'Reactiewarmte',
          chapters: { 'Chemie Overal': 'H7.2', Nova: 'H3.1' },
          tips: ['Let op de fase: methanol en water zijn hier gasvormig.'],
          answers: [
            {
              remark: r`Als vormingswarmten van vloeibaar water of vloeibare methanol zijn gebruikt, maximaal 2 scorepunten toekennen.`,
              steps: [
                {
                  correction: r`juiste vormingswarmten van $$\text{CO}_2$$, $$\text{CH}_3\text{OH(g)}$$ en $$\text{H}_2\text{O(g)}$$`,
                  text: r`$$-3{,}935$$; $$-2{,}01$$; $$-2{,}42\ (\cdot 10^{5}\ \text{J mol}^{-1})$$`,
                  elaboration: r`Binas 57: koolstofdioxide $$-3{,}935 \cdot 10^{5}$$, methanol (g) $$-2{,}01 \cdot 10^{5}$$, water (g) $$-2{,}42 \cdot 10^{5}\ \text{J mol}^{-1}$$; waterstof 0.`,
                  explanation: r`De fase doet ertoe: verdampen kost energie, dus gasvormige stoffen hebben een minder negatieve vormingswarmte.`,
                  points: 1,
                  tips: ['Welke vormingswarmte heeft het element waterstof?'],
                },
                {
                  correction: r`juiste toepassing van $$\Delta E = \sum E_{\text{producten}} - \sum E_{\text{beginstoffen}}$$`,
                  text: r`$$\Delta E = (-2{,}01 - 2{,}42) - (-3{,}935)\ (\cdot 10^{5}\ \text{J})$$`,
                  elaboration: r`Producten: $$-4{,}43 \cdot 10^{5}\ \text{J}$$; beginstoffen: $$-3{,}935 \cdot 10^{5}\ \text{J}$$.`,
                  explanation: r`De coëfficiënten van methanol en water zijn 1, dus dit is meteen per mol methanol.`,
                  points: 1,
                },
                {
                  correction: r`completeren met juist teken en significantie`,
                  text: r`$$\Delta E = -0{,}50 \cdot 10^{5}\ \text{J}$$ per mol methanol`,
                  elaboration: r`$$-4{,}43 + 3{,}935 = -0{,}495 \approx -0{,}50\ (\cdot 10^{5}\ \text{J})$$`,
                  explanation: r`Het minteken betekent dat de reactie exotherm is.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Leg uit',
          points: 3,
          minutes: 4,
          pValue: 46,
          introduction: r`Uit het antwoord op vraag 2 volgt dat de ligging van het evenwicht bij een lagere temperatuur gunstiger is. Toch werkt men bij $$250\ \text{°C}$$ en een hoge druk.`,
          text: r`Leg uit waarom een lagere temperatuur een gunstiger evenwichtsligging geeft, waarom men toch niet bij een lagere temperatuur werkt, en waarom een hoge druk gunstig is.`,
          highlights: ['compromis tussen snelheid en ligging'],
          tags: ['evenwicht', 'reactiesnelheid'],
          domain: 'Verschuiving van evenwichten',
          chapters: { 'Chemie Overal': 'H3.3', Nova: 'H4.3' },
          dependsOn: [{ number: 2 }],
          tips: ['Denk aan twee dingen: de ligging van het evenwicht én de snelheid waarmee het zich instelt.', 'Tel de gasdeeltjes links en rechts.'],
          answers: [
            {
              steps: [
                {
                  correction: r`notie dat de reactie naar rechts exotherm is, zodat bij een lagere temperatuur het evenwicht naar rechts verschuift`,
                  text: r`Exotherm → lagere temperatuur → meer methanol bij evenwicht.`,
                  elaboration: r`Bij temperatuurdaling wordt de exotherme reactie bevorderd.`,
                  explanation: r`Het evenwicht verschuift naar de kant waar warmte vrijkomt.`,
                  points: 1,
                },
                {
                  correction: r`notie dat bij een lagere temperatuur de reactiesnelheid (te) klein is`,
                  text: r`Bij lage temperatuur stelt het evenwicht zich te langzaam in.`,
                  elaboration: r`Bij lagere temperatuur hebben minder botsingen voldoende energie (activeringsenergie), ook met katalysator.`,
                  explanation: r`In de industrie telt de productie per uur, niet alleen de evenwichtsligging.`,
                  points: 1,
                },
                {
                  correction: r`notie dat rechts minder gasdeeltjes staan (2 tegen 4), zodat hoge druk het evenwicht naar rechts verschuift`,
                  text: r`Links 4 mol gas, rechts 2 mol gas: hoge druk → naar rechts.`,
                  elaboration: r`Bij drukverhoging verschuift het evenwicht naar de kant met de minste gasdeeltjes.`,
                  explanation: r`Een hogere druk verhoogt bovendien de concentraties en dus de reactiesnelheid.`,
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
          pValue: 54,
          introduction: r`De fabriek produceert $$5{,}0 \cdot 10^{4}$$ ton methanol per jaar. Door de terugvoer wordt uiteindelijk 98% van het ingevoerde koolstofdioxide omgezet tot methanol.`,
          text: r`Bereken hoeveel ton koolstofdioxide per jaar moet worden ingevoerd.`,
          highlights: ['jaarlijkse invoer koolstofdioxide'],
          tags: ['rendement', 'molverhouding', 'blokschema'],
          domain: 'Rendement en atoomeconomie',
          chapters: { 'Chemie Overal': 'H9.3', Nova: 'H8.2' },
          tips: [r`$$1\ \text{ton} = 10^{6}\ \text{g}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekening van het aantal mol methanol`,
                  text: r`$$n = 1{,}56 \cdot 10^{9}\ \text{mol}$$`,
                  elaboration: r`$$\dfrac{5{,}0 \cdot 10^{10}\ \text{g}}{32{,}04\ \text{g mol}^{-1}} = 1{,}56 \cdot 10^{9}\ \text{mol}$$`,
                  explanation: r`Omrekenen van ton naar gram: $$5{,}0 \cdot 10^{4} \times 10^{6}\ \text{g}$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de molverhouding $$1 : 1$$ en verwerking van 98%`,
                  text: r`$$n(\text{CO}_2) = 1{,}59 \cdot 10^{9}\ \text{mol}$$`,
                  elaboration: r`$$\dfrac{1{,}56 \cdot 10^{9}}{0{,}98} = 1{,}59 \cdot 10^{9}\ \text{mol}$$`,
                  explanation: r`Per mol methanol is één mol $$\text{CO}_2$$ nodig; er moet iets meer worden ingevoerd dan er reageert.`,
                  points: 1,
                },
                {
                  correction: r`omrekening naar ton en completeren`,
                  text: r`$$7{,}0 \cdot 10^{4}\ \text{ton}$$`,
                  elaboration: r`$$1{,}59 \cdot 10^{9} \times 44{,}01 = 7{,}0 \cdot 10^{10}\ \text{g} = 7{,}0 \cdot 10^{4}\ \text{ton}$$`,
                  explanation: r`Twee significante cijfers, zoals in de productie van $$5{,}0 \cdot 10^{4}$$ ton.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Printplaten etsen',
      introduction: r`Een printplaat is een plaat kunststof met een dunne laag koper. Na het aanbrengen van een beschermlaak op de gewenste geleidersporen wordt het onbeschermde koper weggeëtst met een oplossing van ijzer(III)chloride. Daarbij worden $$\text{Fe}^{3\text{+}}$$-ionen omgezet tot $$\text{Fe}^{2\text{+}}$$-ionen. De gebruikte etsvloeistof kan worden geregenereerd met waterstofperoxide in zuur milieu. Tabel 1 geeft enkele standaardelektrodepotentialen.

| halfreactie | $$V_0$$ (V) |
|---|---|
| $$\text{H}_2\text{O}_2 + 2\ \text{H}^+ + 2\ e^- \rightarrow 2\ \text{H}_2\text{O}$$ | $$+1{,}78$$ |
| $$\text{Fe}^{3\text{+}} + e^- \rightarrow \text{Fe}^{2\text{+}}$$ | $$+0{,}77$$ |
| $$\text{Cu}^{2\text{+}} + 2\ e^- \rightarrow \text{Cu}$$ | $$+0{,}34$$ |`,
      questions: [
        {
          number: 5,
          type: 'Leg uit',
          points: 3,
          minutes: 4,
          pValue: 61,
          text: r`Leg met behulp van tabel 1 uit dat ijzer(III)ionen koper kunnen oxideren en geef de vergelijking van de totale redoxreactie.`,
          highlights: ['ijzer(III) oxideert koper'],
          tags: ['redoxreactie', 'halfreactie', 'oxidator'],
          domain: 'Redoxreacties',
          chapters: { 'Chemie Overal': 'H6.1', Nova: 'H6.1' },
          tips: ['Een redoxreactie verloopt als de oxidator sterker is dan de oxidator die uit de reductor ontstaat.'],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking van $$V_0$$ van de oxidator $$\text{Fe}^{3\text{+}}$$ met die van het koppel $$\text{Cu}^{2\text{+}}/\text{Cu}$$`,
                  text: r`$$V_0(\text{Fe}^{3\text{+}}) = 0{,}77\ \text{V} > V_0(\text{Cu}^{2\text{+}}) = 0{,}34\ \text{V}$$`,
                  elaboration: r`$$\Delta V_0 = 0{,}77 - 0{,}34 = +0{,}43\ \text{V} > 0$$`,
                  explanation: r`Een positieve $$\Delta V_0$$ betekent dat de reactie kan verlopen.`,
                  points: 1,
                },
                {
                  correction: r`juiste halfreacties met elektronenbalans`,
                  text: r`$$\text{Fe}^{3\text{+}} + e^- \rightarrow \text{Fe}^{2\text{+}}$$ (×2) en $$\text{Cu} \rightarrow \text{Cu}^{2\text{+}} + 2\ e^-$$ (×1)`,
                  elaboration: r`Koper staat twee elektronen af; er zijn dus twee ijzer(III)ionen nodig.`,
                  explanation: r`Het aantal afgestane en opgenomen elektronen moet gelijk zijn.`,
                  points: 1,
                },
                {
                  correction: r`juiste totale vergelijking`,
                  text: r`$$2\ \text{Fe}^{3\text{+}} + \text{Cu} \rightarrow 2\ \text{Fe}^{2\text{+}} + \text{Cu}^{2\text{+}}$$`,
                  elaboration: r`Optellen van de halfreacties; de elektronen vallen weg.`,
                  explanation: r`Ook de lading klopt: links $$6+$$, rechts $$4+ + 2+ = 6+$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 4,
          minutes: 7,
          pValue: 39,
          introduction: r`Een printplaat van $$10{,}0\ \text{cm}$$ bij $$16{,}0\ \text{cm}$$ is bedekt met een koperlaag van $$35\ \mu\text{m}$$ dik. Van dit koper wordt 70% weggeëtst. De dichtheid van koper is $$8{,}96\ \text{g cm}^{-3}$$.`,
          text: r`Bereken hoeveel mL etsvloeistof met $$[\text{Fe}^{3\text{+}}] = 1{,}5\ \text{mol L}^{-1}$$ minimaal nodig is.`,
          highlights: ['volume etsvloeistof voor één printplaat'],
          tags: ['molariteit', 'dichtheid', 'molverhouding'],
          domain: 'Stoichiometrie',
          chapters: { 'Chemie Overal': 'H2.2', Nova: 'H3.3' },
          dependsOn: [{ number: 5 }],
          tips: [r`Bereken eerst het volume koper dat wordt weggeëtst, in $$\text{cm}^3$$.`, 'Gebruik de molverhouding uit de vergelijking van vraag 5.'],
          answers: [
            {
              steps: [
                {
                  correction: r`berekening van het volume weggeëtst koper`,
                  text: r`$$V = 0{,}392\ \text{cm}^3$$`,
                  elaboration: r`$$35\ \mu\text{m} = 3{,}5 \cdot 10^{-3}\ \text{cm}$$; $$V = 10{,}0 \times 16{,}0 \times 3{,}5 \cdot 10^{-3} \times 0{,}70 = 0{,}392\ \text{cm}^3$$`,
                  explanation: r`Eerst micrometer omrekenen naar centimeter, zodat de dichtheid in $$\text{g cm}^{-3}$$ bruikbaar is.`,
                  points: 1,
                  tips: [r`$$1\ \mu\text{m} = 10^{-4}\ \text{cm}$$.`],
                },
                {
                  correction: r`omrekening naar massa en mol koper`,
                  text: r`$$m = 3{,}51\ \text{g}$$; $$n(\text{Cu}) = 5{,}53 \cdot 10^{-2}\ \text{mol}$$`,
                  elaboration: r`$$m = 0{,}392 \times 8{,}96 = 3{,}51\ \text{g}$$; $$n = \dfrac{3{,}51}{63{,}55} = 5{,}53 \cdot 10^{-2}\ \text{mol}$$`,
                  explanation: r`Via de dichtheid naar massa, via de molaire massa naar mol.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de molverhouding $$\text{Fe}^{3\text{+}} : \text{Cu} = 2 : 1$$`,
                  text: r`$$n(\text{Fe}^{3\text{+}}) = 0{,}111\ \text{mol}$$`,
                  elaboration: r`$$2 \times 5{,}53 \cdot 10^{-2} = 0{,}111\ \text{mol}$$`,
                  explanation: r`Per koperatoom zijn twee ijzer(III)ionen nodig.`,
                  points: 1,
                },
                {
                  correction: r`berekening van het volume en completeren`,
                  text: r`$$V = 74\ \text{mL}$$`,
                  elaboration: r`$$V = \dfrac{0{,}111}{1{,}5} = 0{,}074\ \text{L} = 74\ \text{mL}$$`,
                  explanation: r`Twee significante cijfers, zoals in $$1{,}5\ \text{mol L}^{-1}$$ en $$35\ \mu\text{m}$$.`,
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
          minutes: 5,
          pValue: 56,
          introduction: r`Om te weten wanneer de etsvloeistof moet worden geregenereerd, bepaalt een laborant het gehalte $$\text{Fe}^{2\text{+}}$$. Zij titreert $$10{,}00\ \text{mL}$$ aangezuurde etsvloeistof met een kaliumpermanganaatoplossing van $$0{,}0200\ \text{mol L}^{-1}$$. Daarbij verloopt:

$$\text{MnO}_4^- + 8\ \text{H}^+ + 5\ \text{Fe}^{2\text{+}} \rightarrow \text{Mn}^{2\text{+}} + 5\ \text{Fe}^{3\text{+}} + 4\ \text{H}_2\text{O}$$

Bij het eindpunt is $$12{,}40\ \text{mL}$$ permanganaatoplossing toegevoegd.`,
          text: r`Bereken de $$[\text{Fe}^{2\text{+}}]$$ in de etsvloeistof.`,
          highlights: ['redoxtitratie met permanganaat'],
          tags: ['titratie', 'molariteit', 'molverhouding'],
          domain: 'Titraties',
          chapters: { 'Chemie Overal': 'H4.4', Nova: 'H5.3' },
          tips: [r`Hoeveel mol $$\text{Fe}^{2\text{+}}$$ reageert met één mol permanganaat?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekening van het aantal mmol permanganaat`,
                  text: r`$$n(\text{MnO}_4^-) = 0{,}2480\ \text{mmol}$$`,
                  elaboration: r`$$12{,}40\ \text{mL} \times 0{,}0200\ \text{mmol mL}^{-1} = 0{,}2480\ \text{mmol}$$`,
                  explanation: r`Rekenen in mmol en mL voorkomt machten van tien.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de molverhouding $$\text{MnO}_4^- : \text{Fe}^{2\text{+}} = 1 : 5$$`,
                  text: r`$$n(\text{Fe}^{2\text{+}}) = 1{,}240\ \text{mmol}$$`,
                  elaboration: r`$$5 \times 0{,}2480 = 1{,}240\ \text{mmol}$$`,
                  explanation: r`Permanganaat neemt vijf elektronen op, elk ijzer(II)ion staat er één af.`,
                  points: 1,
                },
                {
                  correction: r`delen door het volume van het monster en completeren`,
                  text: r`$$[\text{Fe}^{2\text{+}}] = 0{,}124\ \text{mol L}^{-1}$$`,
                  elaboration: r`$$\dfrac{1{,}240\ \text{mmol}}{10{,}00\ \text{mL}} = 0{,}124\ \text{mol L}^{-1}$$`,
                  explanation: r`Drie significante cijfers, zoals in $$0{,}0200\ \text{mol L}^{-1}$$.`,
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
          pValue: 48,
          text: r`Bij het regenereren reageert waterstofperoxide met $$\text{Fe}^{2\text{+}}$$ in zuur milieu. Welke uitspraak is juist?

A Waterstofperoxide is de oxidator; de pH daalt.
B Waterstofperoxide is de oxidator; de pH stijgt.
C Waterstofperoxide is de reductor; de pH daalt.
D Waterstofperoxide is de reductor; de pH stijgt.`,
          highlights: ['regeneratie met waterstofperoxide'],
          tags: ['redoxreactie', 'oxidator', 'pH'],
          domain: 'Redoxreacties',
          chapters: { 'Chemie Overal': 'H6.1', Nova: 'H6.1' },
          tips: [r`Stel de totale vergelijking op: wordt $$\text{H}^+$$ verbruikt of gevormd?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$\text{H}_2\text{O}_2$$ elektronen opneemt en dus oxidator is`,
                  text: r`$$\text{H}_2\text{O}_2$$ is de oxidator.`,
                  elaboration: r`$$\text{Fe}^{2\text{+}}$$ wordt geoxideerd tot $$\text{Fe}^{3\text{+}}$$; de elektronen worden opgenomen door waterstofperoxide.`,
                  explanation: r`Bij regeneratie moet ijzer(II) terug naar ijzer(III): daar is een oxidator voor nodig.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat $$\text{H}^+$$ wordt verbruikt, dus de pH stijgt: keuze B`,
                  text: r`B`,
                  elaboration: r`$$2\ \text{Fe}^{2\text{+}} + \text{H}_2\text{O}_2 + 2\ \text{H}^+ \rightarrow 2\ \text{Fe}^{3\text{+}} + 2\ \text{H}_2\text{O}$$`,
                  explanation: r`Minder $$\text{H}^+$$ betekent een lagere $$[\text{H}_3\text{O}^+]$$ en dus een hogere pH.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Bioplastic uit melkzuur',
      introduction: r`Polymelkzuur (PLA) is een kunststof die wordt gemaakt uit melkzuur. Melkzuur ontstaat bij de vergisting van suikers uit maïs of suikerbiet. Figuur 2 toont de structuurformule van melkzuur (2-hydroxypropaanzuur). Bij de vorming van PLA reageren de hydroxylgroep van het ene molecuul en de carboxylgroep van een ander molecuul met elkaar, waarbij water ontstaat. PLA wordt onder meer gebruikt voor wegwerpbekers en 3D-printfilament.

![Figuur 2: structuurformule van melkzuur](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: 'Figuur 2: structuurformule van melkzuur',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 170" font-family="sans-serif" font-size="18">
<text x="30" y="92">H₃C</text><line x1="72" y1="86" x2="110" y2="86" stroke="#000" stroke-width="2"/>
<text x="112" y="92">C</text><line x1="118" y1="72" x2="118" y2="46" stroke="#000" stroke-width="2"/><text x="112" y="40">H</text>
<line x1="118" y1="96" x2="118" y2="122" stroke="#000" stroke-width="2"/><text x="106" y="142">OH</text>
<line x1="128" y1="86" x2="166" y2="86" stroke="#000" stroke-width="2"/><text x="168" y="92">C</text>
<line x1="172" y1="72" x2="172" y2="46" stroke="#000" stroke-width="2"/><line x1="178" y1="72" x2="178" y2="46" stroke="#000" stroke-width="2"/><text x="168" y="40">O</text>
<line x1="184" y1="86" x2="220" y2="86" stroke="#000" stroke-width="2"/><text x="222" y="92">O</text><line x1="238" y1="86" x2="262" y2="86" stroke="#000" stroke-width="2"/><text x="264" y="92">H</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 67,
          text: r`Leg aan de hand van figuur 2 uit of melkzuur spiegelbeeldisomerie vertoont.`,
          highlights: ['asymmetrisch koolstofatoom in melkzuur'],
          tags: ['stereo-isomerie', 'structuurformule'],
          domain: 'Structuurformules en isomerie',
          chapters: { 'Chemie Overal': 'H5.3', Nova: 'H2.1' },
          tips: ['Zoek een koolstofatoom met vier verschillende groepen eraan.'],
          answers: [
            {
              steps: [
                {
                  correction: r`notie dat het middelste C-atoom vier verschillende groepen draagt`,
                  text: r`C-2 draagt $$\text{H}$$, $$\text{OH}$$, $$\text{CH}_3$$ en $$\text{COOH}$$.`,
                  elaboration: r`Het tweede koolstofatoom is dus een asymmetrisch koolstofatoom.`,
                  explanation: r`Een asymmetrisch C-atoom maakt twee niet-overdekbare spiegelbeelden mogelijk.`,
                  points: 1,
                },
                {
                  correction: r`conclusie: ja, melkzuur vertoont spiegelbeeldisomerie`,
                  text: r`Er bestaan twee spiegelbeeldisomeren (L- en D-melkzuur).`,
                  elaboration: r`De twee vormen zijn elkaars spiegelbeeld en kunnen niet op elkaar worden gelegd.`,
                  explanation: r`Bij de vergisting ontstaat vooral één van beide isomeren; dat beïnvloedt de eigenschappen van PLA.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 71,
          text: r`Welk type polymerisatie treedt op bij de vorming van PLA, en wat voor kunststof is PLA?

A additiepolymerisatie; thermoharder
B additiepolymerisatie; thermoplast
C condensatiepolymerisatie; thermoharder
D condensatiepolymerisatie; thermoplast`,
          highlights: ['polymerisatietype van PLA'],
          tags: ['polymeer', 'condensatiepolymerisatie'],
          domain: 'Polymeren',
          chapters: { 'Chemie Overal': 'H8.1', Nova: 'H7.1' },
          tips: ['Ontstaat er bij de koppeling een klein molecuul?'],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze: D`,
                  text: r`D`,
                  elaboration: r`Er ontstaat water bij elke koppeling (condensatie). Melkzuur heeft één OH- en één COOH-groep, dus ontstaan lange onvertakte ketens zonder crosslinks: een thermoplast.`,
                  explanation: r`Een thermoharder vereist monomeren met drie of meer reactieve groepen, zodat een netwerk ontstaat.`,
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
          minutes: 5,
          pValue: 44,
          text: r`Bereken hoeveel gram water ontstaat bij de productie van $$1{,}00\ \text{kg}$$ PLA. Neem aan dat de ketens zo lang zijn dat de eindgroepen te verwaarlozen zijn.`,
          highlights: ['water bij de vorming van PLA'],
          tags: ['polymeer', 'molaire massa', 'condensatiepolymerisatie'],
          domain: 'Polymeren',
          chapters: { 'Chemie Overal': 'H8.1', Nova: 'H7.1' },
          dependsOn: [{ number: 10 }],
          tips: ['Wat is de molecuulformule van één eenheid in de PLA-keten?'],
          answers: [
            {
              remark: r`Scoren met de scoretabel: het laatste scorepunt alleen als zowel de eenheid als de verhouding juist zijn.`,
              scores: [0, 1, 1, 2, 0, 1, 1, 3],
              steps: [
                {
                  correction: r`juiste molaire massa van de repeterende eenheid $$\text{C}_3\text{H}_4\text{O}_2$$`,
                  text: r`$$M = 72{,}06\ \text{g mol}^{-1}$$`,
                  elaboration: r`Melkzuur $$\text{C}_3\text{H}_6\text{O}_3$$ ($$90{,}08$$) min water ($$18{,}02$$) geeft $$72{,}06\ \text{g mol}^{-1}$$.`,
                  explanation: r`Elke eenheid in de keten is een melkzuurmolecuul dat één watermolecuul heeft afgestaan.`,
                  points: 0,
                },
                {
                  correction: r`inzicht dat per eenheid één molecuul water ontstaat`,
                  text: r`$$n(\text{H}_2\text{O}) = n(\text{eenheden})$$`,
                  elaboration: r`Bij elke koppeling ontstaat één $$\text{H}_2\text{O}$$; bij lange ketens is het aantal koppelingen gelijk aan het aantal eenheden.`,
                  explanation: r`De eindgroepen zijn verwaarloosd.`,
                  points: 0,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$2{,}50 \cdot 10^{2}\ \text{g}$$ water`,
                  elaboration: r`$$\dfrac{1{,}00 \cdot 10^{3}}{72{,}06} = 13{,}9\ \text{mol}$$; $$13{,}9 \times 18{,}02 = 2{,}50 \cdot 10^{2}\ \text{g}$$`,
                  explanation: r`Drie significante cijfers, zoals in $$1{,}00\ \text{kg}$$.`,
                  points: 0,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 50,
          text: r`Bereken de pH van een oplossing van $$0{,}10\ \text{mol L}^{-1}$$ melkzuur bij $$298\ \text{K}$$. De $$K_z$$ van melkzuur is $$1{,}4 \cdot 10^{-4}$$.`,
          highlights: ['pH van een zwak zuur'],
          tags: ['pH', 'zwak zuur'],
          domain: 'pH-berekeningen',
          chapters: { 'Chemie Overal': 'H4.2', Nova: 'H5.2' },
          tips: ['Melkzuur is een zwak zuur: stel de evenwichtsvoorwaarde op.'],
          answers: [
            {
              remark: r`Ook de benadering $$[\text{HZ}] \approx 0{,}10$$ is juist; die geeft pH $$= 2{,}43$$.`,
              steps: [
                {
                  correction: r`juiste $$K_z$$-expressie met $$[\text{H}_3\text{O}^+] = [\text{Z}^-] = x$$`,
                  text: r`$$\dfrac{x^2}{0{,}10 - x} = 1{,}4 \cdot 10^{-4}$$`,
                  elaboration: r`Uit $$\text{HZ} + \text{H}_2\text{O} \rightleftarrows \text{H}_3\text{O}^+ + \text{Z}^-$$ ontstaan evenveel $$\text{H}_3\text{O}^+$$ als $$\text{Z}^-$$.`,
                  explanation: r`Een zwak zuur splitst maar voor een klein deel.`,
                  points: 1,
                },
                {
                  correction: r`berekening van $$[\text{H}_3\text{O}^+]$$`,
                  text: r`$$x = 3{,}7 \cdot 10^{-3}\ \text{mol L}^{-1}$$`,
                  elaboration: r`Met $$0{,}10 - x \approx 0{,}10$$: $$x = \sqrt{1{,}4 \cdot 10^{-5}} = 3{,}7 \cdot 10^{-3}$$`,
                  explanation: r`De benadering is toegestaan omdat $$x$$ klein is ten opzichte van $$0{,}10$$.`,
                  points: 1,
                  tips: ['Mag je $$x$$ in de noemer verwaarlozen?'],
                },
                {
                  correction: r`berekening van de pH en completeren`,
                  text: r`pH $$= 2{,}43$$`,
                  elaboration: r`$$\text{pH} = -\log(3{,}74 \cdot 10^{-3}) = 2{,}43$$`,
                  explanation: r`Twee decimalen, omdat $$K_z$$ en de concentratie in twee significante cijfers zijn gegeven.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`juiste $$K_z$$-expressie zonder benadering`,
                  text: r`$$x^2 + 1{,}4 \cdot 10^{-4}\,x - 1{,}4 \cdot 10^{-5} = 0$$`,
                  elaboration: r`Uitwerken van $$x^2 = 1{,}4 \cdot 10^{-4}(0{,}10 - x)$$.`,
                  explanation: r`Exact oplossen geeft een iets kleinere $$[\text{H}_3\text{O}^+]$$.`,
                  points: 1,
                },
                {
                  correction: r`oplossen met de abc-formule`,
                  text: r`$$x = 3{,}67 \cdot 10^{-3}\ \text{mol L}^{-1}$$`,
                  elaboration: r`$$x = \dfrac{-1{,}4 \cdot 10^{-4} + \sqrt{(1{,}4 \cdot 10^{-4})^2 + 5{,}6 \cdot 10^{-5}}}{2} = 3{,}67 \cdot 10^{-3}$$`,
                  explanation: r`Alleen de positieve oplossing heeft betekenis.`,
                  points: 1,
                },
                {
                  correction: r`berekening van de pH`,
                  text: r`pH $$= 2{,}44$$`,
                  elaboration: r`$$-\log(3{,}67 \cdot 10^{-3}) = 2{,}44$$`,
                  explanation: r`Het verschil met de benadering valt binnen de nauwkeurigheid.`,
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
