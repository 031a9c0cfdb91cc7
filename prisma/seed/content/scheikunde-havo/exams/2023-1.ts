import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2023,
  term: 1,
  standardizationValue: 1.1,
  topics: [
    {
      name: r`Bakpoeder`,
      introduction: r`Een bakker laat koekdeeg rijzen met bakpoeder. Het belangrijkste bestanddeel van bakpoeder is natriumwaterstofcarbonaat, $$\text{NaHCO}_3$$. In de oven ontleedt natriumwaterstofcarbonaat. Daarbij ontstaan natriumcarbonaat, water en koolstofdioxide. Het gas maakt het deeg luchtig.`,
      questions: [
        {
          number: 1,
          type: 'Geef',
          points: 3,
          minutes: 4,
          pValue: 64,
          text: r`Geef de vergelijking van de ontleding van natriumwaterstofcarbonaat in de oven.`,
          highlights: [r`thermische ontleding`],
          tags: ['reactievergelijking', 'ontleding'],
          domain: 'Reactievergelijkingen',
          chapters: { 'Chemie Overal': 'H3.1', Pulsar: 'H2.2' },
          tips: [r`Wat is de formule van natriumcarbonaat? Denk aan de lading van het carbonaation.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\text{NaHCO}_3$$ voor de pijl`,
                  text: r`$$\text{NaHCO}_3 \rightarrow$$`,
                  elaboration: r`Er is maar één beginstof: het is een ontledingsreactie.`,
                  explanation: r`Bij een ontleding ontstaan uit één stof meerdere stoffen.`,
                  points: 1,
                },
                {
                  correction: r`$$\text{Na}_2\text{CO}_3$$, $$\text{H}_2\text{O}$$ en $$\text{CO}_2$$ na de pijl`,
                  text: r`$$\rightarrow \text{Na}_2\text{CO}_3 + \text{H}_2\text{O} + \text{CO}_2$$`,
                  elaboration: r`Natriumcarbonaat bestaat uit $$\text{Na}^{\text{+}}$$ en $$\text{CO}_3^{2\text{-}}$$, dus de verhoudingsformule is $$\text{Na}_2\text{CO}_3$$.`,
                  explanation: r`Een zout is elektrisch neutraal: twee natriumionen per carbonaation.`,
                  points: 1,
                  tips: [r`Hoeveel $$\text{Na}^{\text{+}}$$ ionen zijn nodig voor één $$\text{CO}_3^{2\text{-}}$$ ion?`],
                },
                {
                  correction: r`juiste coëfficiënten`,
                  text: r`$$2\ \text{NaHCO}_3 \rightarrow \text{Na}_2\text{CO}_3 + \text{H}_2\text{O} + \text{CO}_2$$`,
                  elaboration: r`Links twee Na nodig, dus $$2\ \text{NaHCO}_3$$. Controle: 2 Na, 2 H, 2 C en 6 O aan beide kanten.`,
                  explanation: r`Tel per atoomsoort na het plaatsen van de coëfficiënten.`,
                  points: 1,
                },
              ],
              remark: r`Toestandsaanduidingen hoeven niet te worden vermeld.`,
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 55,
          text: r`In een portie deeg zit $$5{,}0\ \text{g}$$ natriumwaterstofcarbonaat.

Bereken hoeveel liter koolstofdioxide bij de ontleding kan ontstaan. Neem aan dat het volume wordt gemeten bij $$298\ \text{K}$$ en $$p_0$$.`,
          highlights: [r`molair volume`],
          tags: ['molrekenen', 'molair volume', 'koolstofdioxide'],
          domain: 'Molrekenen',
          chapters: { 'Chemie Overal': 'H3.3', Pulsar: 'H2.3' },
          dependsOn: [{ number: 1 }],
          tips: [r`Gebruik de molverhouding uit de reactievergelijking van vraag 1.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal mol $$\text{NaHCO}_3$$`,
                  text: r`$$n = 5{,}95 \cdot 10^{-2}\ \text{mol}$$`,
                  elaboration: r`$$M = 84{,}01\ \text{g/mol}$$; $$n = \dfrac{5{,}0}{84{,}01} = 0{,}0595\ \text{mol}$$`,
                  explanation: r`Rekenen aan reacties gaat altijd via mol.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de molverhouding $$\text{NaHCO}_3 : \text{CO}_2 = 2 : 1$$`,
                  text: r`$$n_{\text{CO}_2} = 2{,}98 \cdot 10^{-2}\ \text{mol}$$`,
                  elaboration: r`$$\dfrac{0{,}0595}{2} = 0{,}0298\ \text{mol}$$`,
                  explanation: r`Per twee formule-eenheden ontstaat één molecuul koolstofdioxide.`,
                  points: 1,
                  tips: [r`Kijk naar de coëfficiënten in de vergelijking.`],
                },
                {
                  correction: r`gebruik van $$V_{\text{m}} = 24{,}5\ \text{L/mol}$$ en completeren`,
                  text: r`$$V = 0{,}73\ \text{L}$$`,
                  elaboration: r`$$V = 0{,}0298 \cdot 24{,}5 = 0{,}729\ \text{L}$$`,
                  explanation: r`Twee significante cijfers, zoals de massa van $$5{,}0\ \text{g}$$.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`massaverhouding uit de vergelijking: $$168{,}0\ \text{g}$$ $$\text{NaHCO}_3$$ geeft $$1{,}000\ \text{mol}$$ $$\text{CO}_2$$`,
                  text: r`$$168{,}0\ \text{g} \rightarrow 1\ \text{mol}$$`,
                  elaboration: r`$$2 \cdot 84{,}01 = 168{,}0\ \text{g}$$ natriumwaterstofcarbonaat levert 1 mol koolstofdioxide.`,
                  explanation: r`Een verhoudingstabel van gram naar mol werkt ook.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar $$5{,}0\ \text{g}$$`,
                  text: r`$$0{,}0298\ \text{mol}$$`,
                  elaboration: r`$$\dfrac{5{,}0}{168{,}0} = 0{,}0298\ \text{mol}$$`,
                  explanation: r`Evenredig terugrekenen.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$V_{\text{m}}$$ en completeren`,
                  text: r`$$0{,}73\ \text{L}$$`,
                  elaboration: r`$$0{,}0298 \cdot 24{,}5 = 0{,}73\ \text{L}$$`,
                  explanation: r`Het molair volume geldt voor elk gas bij deze omstandigheden.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 49,
          text: r`Voor het rijzen is alleen de koolstofdioxide nuttig.

Bereken de atoomeconomie van de ontleding van natriumwaterstofcarbonaat, met koolstofdioxide als gewenst product.`,
          highlights: [r`atoomeconomie`],
          tags: ['atoomeconomie', 'molaire massa'],
          domain: 'Rendement en atoomeconomie',
          chapters: { 'Chemie Overal': 'H3.4', Pulsar: 'H7.2' },
          dependsOn: [{ number: 1 }],
          tips: [r`Vergelijk de massa van 1 mol gewenst product met de massa van de beginstoffen volgens de vergelijking.`],
          answers: [
            {
              steps: [
                {
                  correction: r`massa's volgens de reactievergelijking`,
                  text: r`$$168{,}0\ \text{g}$$ beginstof en $$44{,}01\ \text{g}$$ $$\text{CO}_2$$`,
                  elaboration: r`$$2 \cdot 84{,}01 = 168{,}0\ \text{g}$$; $$M_{\text{CO}_2} = 44{,}01\ \text{g/mol}$$`,
                  explanation: r`De coëfficiënten bepalen welke massa's je vergelijkt.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$26{,}2\%$$`,
                  elaboration: r`$$\dfrac{44{,}01}{168{,}0} \cdot 100\% = 26{,}2\%$$`,
                  explanation: r`Bijna driekwart van de massa van het bakpoeder eindigt in natriumcarbonaat en water.`,
                  points: 1,
                },
              ],
              remark: r`Als de coëfficiënt 2 niet is gebruikt (uitkomst $$52{,}4\%$$), 1 scorepunt toekennen.`,
            },
          ],
        },
        {
          number: 4,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 46,
          text: r`Als er te veel bakpoeder in het deeg zit, smaken de koekjes zeepachtig. Dat komt doordat het natriumcarbonaat dat overblijft het deeg basisch maakt.

Leg uit waarom een oplossing van natriumcarbonaat basisch is. Gebruik een reactievergelijking.`,
          highlights: [r`carbonaation als base`],
          tags: ['base', 'ph', 'carbonaat'],
          domain: 'Sterke en zwakke zuren en basen',
          chapters: { 'Chemie Overal': 'H5.3', Pulsar: 'H4.1' },
          tips: [r`Welk ion van natriumcarbonaat kan een $$\text{H}^{\text{+}}$$ opnemen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`het carbonaation is een base en reageert met water`,
                  text: r`$$\text{CO}_3^{2\text{-}} + \text{H}_2\text{O} \rightleftarrows \text{HCO}_3^{\text{-}} + \text{OH}^{\text{-}}$$`,
                  elaboration: r`Het carbonaation neemt een $$\text{H}^{\text{+}}$$ over van een watermolecuul.`,
                  explanation: r`Een base is een deeltje dat een $$\text{H}^{\text{+}}$$ opneemt.`,
                  points: 1,
                },
                {
                  correction: r`er ontstaan $$\text{OH}^{\text{-}}$$ ionen, dus de oplossing is basisch`,
                  text: r`$$[\text{OH}^{\text{-}}] > [\text{H}_3\text{O}^{\text{+}}]$$`,
                  elaboration: r`Door de gevormde hydroxide-ionen wordt de pH groter dan 7.`,
                  explanation: r`$$\text{Na}^{\text{+}}$$ is geen zuur en geen base en doet hier niet mee.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Maagzuur en maagtabletten`,
      introduction: r`Maagsap bevat zoutzuur. Bij brandend maagzuur kun je een maagtablet nemen. Een bepaald merk maagtabletten bevat per tablet $$500\ \text{mg}$$ calciumcarbonaat, dat met het zuur reageert. In een laboratorium is de zuurgraad van een monster maagsap bepaald door $$10{,}0\ \text{mL}$$ maagsap te titreren met $$0{,}0100\ \text{M}$$ natronloog. Het verloop van de pH is gemeten met een pH-meter.`,
      questions: [
        {
          number: 5,
          type: 'Bepaal',
          points: 3,
          minutes: 5,
          pValue: 57,
          text: r`Figuur 1 toont de titratiecurve.

![Figuur 1: titratiecurve van maagsap met natronloog](figuur1.svg)

Bepaal met behulp van figuur 1 de molariteit van $$\text{H}_3\text{O}^{\text{+}}$$ in het maagsap.`,
          figures: [
            {
              name: 'figuur1.svg',
              alt: 'Figuur 1: titratiecurve; de pH stijgt langzaam van 1,5 en springt bij ongeveer 31,6 mL natronloog naar boven de 10',
              svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 270" font-family="sans-serif" font-size="11">
<path d="M50 20 V230 M80 20 V230 M110 20 V230 M140 20 V230 M170 20 V230 M200 20 V230 M230 20 V230 M260 20 V230 M290 20 V230 M320 20 V230 M350 20 V230 M50 230 H350 M50 200 H350 M50 170 H350 M50 140 H350 M50 110 H350 M50 80 H350 M50 50 H350 M50 20 H350" stroke="#ddd" fill="none"/>
<path d="M50 12 V230 H358" stroke="#333" fill="none" stroke-width="1.5"/>
<polyline points="50.0,207.5 62.0,205.9 74.0,204.4 86.0,203.1 98.0,201.8 110.0,200.5 122.0,199.2 134.0,198.0 146.0,196.7 158.0,195.3 170.0,193.8 182.0,192.2 194.0,190.2 206.0,187.9 218.0,184.6 224.0,182.4 230.0,179.0 233.0,176.5 236.0,172.5 237.2,169.8 238.4,165.3 239.0,160.7 239.3,156.2 239.6,125.0 239.9,93.8 240.2,89.3 240.8,84.8 242.0,80.3 243.2,77.7 245.0,75.1 248.0,72.3 254.0,68.9 260.0,66.8 272.0,64.1 284.0,62.3 296.0,61.0 308.0,60.0 320.0,59.2 332.0,58.5 344.0,58.0 350.0,57.7" fill="none" stroke="#036" stroke-width="2"/>
<text x="46" y="246">0</text><text x="104" y="246">10</text><text x="164" y="246">20</text><text x="224" y="246">30</text><text x="284" y="246">40</text><text x="344" y="246">50</text>
<text x="38" y="234">0</text><text x="38" y="204">2</text><text x="38" y="174">4</text><text x="38" y="144">6</text><text x="38" y="114">8</text><text x="32" y="84">10</text><text x="32" y="54">12</text><text x="32" y="24">14</text>
<text x="120" y="264">toegevoegde natronloog (mL)</text><text x="6" y="12">pH</text>
</svg>`,
            },
          ],
          highlights: [r`equivalentiepunt`],
          tags: ['titratie', 'molariteit'],
          domain: 'Titraties',
          chapters: { 'Chemie Overal': 'H5.4', Pulsar: 'H4.3' },
          tips: [r`Bij het equivalentiepunt is het steilste stuk van de curve. Hoeveel mol $$\text{OH}^{\text{-}}$$ is er dan toegevoegd?`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van het equivalentiepunt`,
                  text: r`$$31{,}6\ \text{mL}$$`,
                  elaboration: r`Het midden van de sprong ligt bij ongeveer $$31{,}6\ \text{mL}$$ natronloog.`,
                  explanation: r`Bij een sterk zuur en een sterke base ligt het equivalentiepunt bij pH 7.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het aantal mol $$\text{OH}^{\text{-}}$$ en gebruik van de molverhouding $$1 : 1$$`,
                  text: r`$$3{,}16 \cdot 10^{-4}\ \text{mol}$$ $$\text{H}_3\text{O}^{\text{+}}$$`,
                  elaboration: r`$$31{,}6 \cdot 10^{-3}\ \text{L} \cdot 0{,}0100\ \text{mol/L} = 3{,}16 \cdot 10^{-4}\ \text{mol}$$`,
                  explanation: r`$$\text{H}_3\text{O}^{\text{+}} + \text{OH}^{\text{-}} \rightarrow 2\ \text{H}_2\text{O}$$: één op één.`,
                  points: 1,
                  tips: [r`Reken milliliter eerst om naar liter.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$[\text{H}_3\text{O}^{\text{+}}] = 3{,}16 \cdot 10^{-2}\ \text{mol/L}$$`,
                  elaboration: r`$$\dfrac{3{,}16 \cdot 10^{-4}}{10{,}0 \cdot 10^{-3}} = 0{,}0316\ \text{mol/L}$$`,
                  explanation: r`Deel door het volume van het maagsap, niet door het totale volume.`,
                  points: 1,
                },
              ],
              remark: r`Een afgelezen equivalentievolume tussen $$31\ \text{mL}$$ en $$32\ \text{mL}$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 66,
          text: r`Bereken de pH van het maagsap.`,
          highlights: [r`pH uit de molariteit`],
          tags: ['ph', 'molariteit'],
          domain: 'pH-berekeningen',
          chapters: { 'Chemie Overal': 'H5.2', Pulsar: 'H4.2' },
          dependsOn: [{ number: 5 }],
          tips: [r`Welke formule verbindt de pH met $$[\text{H}_3\text{O}^{\text{+}}]$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\text{pH} = -\log [\text{H}_3\text{O}^{\text{+}}]$$`,
                  text: r`$$\text{pH} = -\log(0{,}0316)$$`,
                  elaboration: r`Invullen van de molariteit uit vraag 5.`,
                  explanation: r`Zoutzuur is een sterk zuur: alle $$\text{H}_3\text{O}^{\text{+}}$$ is vrij.`,
                  points: 1,
                },
                {
                  correction: r`completeren met het juiste aantal decimalen`,
                  text: r`$$\text{pH} = 1{,}500$$`,
                  elaboration: r`$$-\log(0{,}0316) = 1{,}500$$`,
                  explanation: r`Het aantal decimalen van de pH is gelijk aan het aantal significante cijfers van de molariteit.`,
                  points: 1,
                  tips: [r`Hoeveel significante cijfers heeft $$0{,}0316$$?`],
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Geef',
          points: 3,
          minutes: 4,
          pValue: 48,
          text: r`Geef de vergelijking van de reactie van calciumcarbonaat met het zoutzuur in de maag. Daarbij ontstaat onder andere koolstofdioxide.`,
          highlights: [r`carbonaat en zuur`],
          tags: ['reactievergelijking', 'carbonaat', 'zuur-basereactie'],
          domain: 'Reactievergelijkingen',
          chapters: { 'Chemie Overal': 'H5.3', Pulsar: 'H4.1' },
          tips: [r`Calciumcarbonaat is slecht oplosbaar: noteer het als vaste stof. Alleen $$\text{H}_3\text{O}^{\text{+}}$$ uit het zoutzuur reageert.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\text{CaCO}_3$$ en $$\text{H}_3\text{O}^{\text{+}}$$ voor de pijl`,
                  text: r`$$\text{CaCO}_3\text{(s)} + \text{H}_3\text{O}^{\text{+}}\text{(aq)} \rightarrow$$`,
                  elaboration: r`Het chloride-ion is een tribuneion en doet niet mee.`,
                  explanation: r`In een zuur-basereactie staan alleen de deeltjes die reageren.`,
                  points: 1,
                },
                {
                  correction: r`$$\text{Ca}^{2\text{+}}$$, $$\text{CO}_2$$ en $$\text{H}_2\text{O}$$ na de pijl`,
                  text: r`$$\rightarrow \text{Ca}^{2\text{+}}\text{(aq)} + \text{CO}_2\text{(g)} + \text{H}_2\text{O(l)}$$`,
                  elaboration: r`Het carbonaation neemt twee $$\text{H}^{\text{+}}$$ op; het gevormde koolzuur valt uiteen in koolstofdioxide en water.`,
                  explanation: r`$$\text{H}_2\text{CO}_3$$ is instabiel.`,
                  points: 1,
                },
                {
                  correction: r`juiste coëfficiënten`,
                  text: r`$$\text{CaCO}_3 + 2\ \text{H}_3\text{O}^{\text{+}} \rightarrow \text{Ca}^{2\text{+}} + \text{CO}_2 + 3\ \text{H}_2\text{O}$$`,
                  elaboration: r`Twee $$\text{H}_3\text{O}^{\text{+}}$$ leveren 6 H, dus 3 $$\text{H}_2\text{O}$$. Lading links $$2\text{+}$$, rechts $$2\text{+}$$.`,
                  explanation: r`Controleer ook of de lading aan beide kanten gelijk is.`,
                  points: 1,
                  tips: [r`Controleer O-atomen: links $$3 + 2 = 5$$.`],
                },
              ],
              remark: r`Als $$\text{H}^{\text{+}}$$ in plaats van $$\text{H}_3\text{O}^{\text{+}}$$ is gebruikt met kloppende coëfficiënten, dit goed rekenen.`,
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 39,
          text: r`Bereken hoeveel mL maagsap met de zuurgraad uit figuur 1 door één maagtablet kan worden geneutraliseerd.`,
          highlights: [r`$$500\ \text{mg}$$ calciumcarbonaat`],
          tags: ['molrekenen', 'molariteit', 'carbonaat'],
          domain: 'Molrekenen',
          chapters: { 'Chemie Overal': 'H3.3', Pulsar: 'H3.2' },
          dependsOn: [{ number: 5, attachments: true }, { number: 7 }],
          tips: [r`Hoeveel mol $$\text{H}_3\text{O}^{\text{+}}$$ reageert met één mol calciumcarbonaat?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal mol $$\text{CaCO}_3$$`,
                  text: r`$$4{,}995 \cdot 10^{-3}\ \text{mol}$$`,
                  elaboration: r`$$M = 100{,}1\ \text{g/mol}$$; $$n = \dfrac{0{,}500}{100{,}1} = 4{,}995 \cdot 10^{-3}\ \text{mol}$$`,
                  explanation: r`$$500\ \text{mg} = 0{,}500\ \text{g}$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de molverhouding $$\text{CaCO}_3 : \text{H}_3\text{O}^{\text{+}} = 1 : 2$$`,
                  text: r`$$9{,}99 \cdot 10^{-3}\ \text{mol}$$ $$\text{H}_3\text{O}^{\text{+}}$$`,
                  elaboration: r`$$2 \cdot 4{,}995 \cdot 10^{-3} = 9{,}99 \cdot 10^{-3}\ \text{mol}$$`,
                  explanation: r`Uit de vergelijking van vraag 7.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$V = \dfrac{n}{c}$$`,
                  text: r`$$V = \dfrac{9{,}99 \cdot 10^{-3}}{0{,}0316}$$`,
                  elaboration: r`$$V = 0{,}316\ \text{L}$$`,
                  explanation: r`De molariteit van $$\text{H}_3\text{O}^{\text{+}}$$ komt uit vraag 5.`,
                  points: 1,
                  tips: [r`Let op de eenheid: molariteit is in mol per liter.`],
                },
                {
                  correction: r`omrekenen naar mL en completeren`,
                  text: r`$$3{,}16 \cdot 10^{2}\ \text{mL}$$`,
                  elaboration: r`$$0{,}316\ \text{L} = 316\ \text{mL}$$`,
                  explanation: r`Drie significante cijfers, zoals de gegevens.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Zilver poetsen zonder poetsmiddel`,
      introduction: r`Zilveren bestek wordt na een tijd zwart door een laagje zilversulfide, $$\text{Ag}_2\text{S}$$. Op internet staat een tip: leg het bestek in een bak met heet water, wat soda en een vel aluminiumfolie, zodat het zilver de folie raakt. Na een paar minuten glanst het bestek weer. Daarbij treedt een redoxreactie op. In de tabel staat een deel van een redoxtabel.

| oxidator | reductor | $$V_0$$ (V) |
|---|---|---|
| $$\text{Ag}^{\text{+}} + \text{e}^{\text{-}}$$ | $$\text{Ag}$$ | $$+0{,}80$$ |
| $$\text{Cu}^{2\text{+}} + 2\ \text{e}^{\text{-}}$$ | $$\text{Cu}$$ | $$+0{,}34$$ |
| $$\text{Ag}_2\text{S} + 2\ \text{e}^{\text{-}}$$ | $$2\ \text{Ag} + \text{S}^{2\text{-}}$$ | $$-0{,}69$$ |
| $$\text{Zn}^{2\text{+}} + 2\ \text{e}^{\text{-}}$$ | $$\text{Zn}$$ | $$-0{,}76$$ |
| $$\text{Al}^{3\text{+}} + 3\ \text{e}^{\text{-}}$$ | $$\text{Al}$$ | $$-1{,}66$$ |`,
      questions: [
        {
          number: 9,
          type: 'Leg uit',
          points: 3,
          minutes: 5,
          pValue: 51,
          text: r`Iemand probeert het met koperfolie in plaats van aluminiumfolie. Het bestek blijft zwart.

Leg met behulp van de tabel uit waarom aluminium wel en koper niet met zilversulfide reageert.`,
          highlights: [r`sterkte van oxidator en reductor`],
          tags: ['redox', 'redoxtabel', 'reductor'],
          domain: 'Halfreacties',
          chapters: { 'Chemie Overal': 'H7.1', Pulsar: 'H5.2' },
          tips: [r`Een redoxreactie verloopt als de oxidator sterker is dan de oxidator die bij de reductor hoort. Waar staan ze in de tabel?`],
          answers: [
            {
              steps: [
                {
                  correction: r`zilversulfide is de oxidator`,
                  text: r`oxidator: $$\text{Ag}_2\text{S}$$ ($$V_0 = -0{,}69\ \text{V}$$)`,
                  elaboration: r`Zilversulfide neemt elektronen op en wordt zilver.`,
                  explanation: r`Het zwarte laagje moet weer zilver worden: dat is een reductie van $$\text{Ag}_2\text{S}$$.`,
                  points: 1,
                },
                {
                  correction: r`voor aluminium: $$V_{\text{ox}} > V_{\text{red}}$$, dus reactie`,
                  text: r`$$-0{,}69 > -1{,}66$$`,
                  elaboration: r`De $$V_0$$ van de oxidator $$\text{Ag}_2\text{S}$$ is hoger dan die van de reductor Al: de reactie verloopt.`,
                  explanation: r`Aluminium is een sterkere reductor dan zilver (met sulfide).`,
                  points: 1,
                  tips: [r`Vergelijk de $$V_0$$ van de oxidator met die van de reductor.`],
                },
                {
                  correction: r`voor koper: $$V_{\text{ox}} < V_{\text{red}}$$, dus geen reactie`,
                  text: r`$$-0{,}69 < +0{,}34$$`,
                  elaboration: r`Koper staat hoger in de tabel dan zilversulfide, dus koper is een te zwakke reductor.`,
                  explanation: r`Zonder verschil in de goede richting worden geen elektronen overgedragen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Geef',
          points: 3,
          minutes: 5,
          pValue: 44,
          text: r`Geef de vergelijking van de halfreactie van aluminium en leid daarmee de vergelijking van de totale redoxreactie af.`,
          highlights: [r`halfreacties combineren`],
          tags: ['halfreactie', 'redox', 'reactievergelijking'],
          domain: 'Halfreacties',
          chapters: { 'Chemie Overal': 'H7.2', Pulsar: 'H5.2' },
          dependsOn: [{ number: 9 }],
          tips: [r`Zorg dat er evenveel elektronen worden afgestaan als opgenomen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`halfreactie van de reductor`,
                  text: r`$$\text{Al} \rightarrow \text{Al}^{3\text{+}} + 3\ \text{e}^{\text{-}}$$`,
                  elaboration: r`Aluminium staat drie elektronen af.`,
                  explanation: r`De reductor staat elektronen af; de pijl gaat 'omgekeerd' ten opzichte van de tabel.`,
                  points: 1,
                },
                {
                  correction: r`vermenigvuldigen van de halfreacties zodat het aantal elektronen gelijk is`,
                  text: r`$$\times 2$$ en $$\times 3$$: 6 elektronen`,
                  elaboration: r`$$2\ \text{Al} \rightarrow 2\ \text{Al}^{3\text{+}} + 6\ \text{e}^{\text{-}}$$ en $$3\ \text{Ag}_2\text{S} + 6\ \text{e}^{\text{-}} \rightarrow 6\ \text{Ag} + 3\ \text{S}^{2\text{-}}$$`,
                  explanation: r`Het kleinste gemene veelvoud van 3 en 2 is 6.`,
                  points: 1,
                  tips: [r`Wat is het kleinste gemene veelvoud van 2 en 3?`],
                },
                {
                  correction: r`optellen tot de totaalvergelijking`,
                  text: r`$$3\ \text{Ag}_2\text{S} + 2\ \text{Al} \rightarrow 6\ \text{Ag} + 2\ \text{Al}^{3\text{+}} + 3\ \text{S}^{2\text{-}}$$`,
                  elaboration: r`De elektronen vallen tegen elkaar weg. Controle lading: links 0, rechts $$6\text{+} + 6\text{-} = 0$$.`,
                  explanation: r`In de totaalvergelijking staan geen elektronen.`,
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
          pValue: 42,
          text: r`Op een zwart geworden lepel zit $$25\ \text{mg}$$ zilversulfide.

Bereken hoeveel mg aluminium minstens reageert als al het zilversulfide wordt omgezet.`,
          highlights: [r`molverhouding uit de totaalreactie`],
          tags: ['molrekenen', 'redox'],
          domain: 'Molrekenen',
          chapters: { 'Chemie Overal': 'H3.3', Pulsar: 'H2.2' },
          dependsOn: [{ number: 10 }],
          tips: [r`Gebruik de verhouding $$\text{Ag}_2\text{S} : \text{Al}$$ uit de totaalvergelijking.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal mol $$\text{Ag}_2\text{S}$$`,
                  text: r`$$1{,}01 \cdot 10^{-4}\ \text{mol}$$`,
                  elaboration: r`$$M = 2 \cdot 107{,}9 + 32{,}06 = 247{,}8\ \text{g/mol}$$; $$n = \dfrac{0{,}025}{247{,}8} = 1{,}01 \cdot 10^{-4}\ \text{mol}$$`,
                  explanation: r`$$25\ \text{mg} = 0{,}025\ \text{g}$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de molverhouding $$3 : 2$$`,
                  text: r`$$6{,}73 \cdot 10^{-5}\ \text{mol}$$ Al`,
                  elaboration: r`$$\dfrac{2}{3} \cdot 1{,}01 \cdot 10^{-4} = 6{,}73 \cdot 10^{-5}\ \text{mol}$$`,
                  explanation: r`Per drie $$\text{Ag}_2\text{S}$$ reageren twee Al-atomen.`,
                  points: 1,
                  tips: [r`Is er meer of minder mol aluminium nodig dan mol zilversulfide?`],
                },
                {
                  correction: r`omrekenen naar mg en completeren`,
                  text: r`$$1{,}8\ \text{mg}$$`,
                  elaboration: r`$$6{,}73 \cdot 10^{-5} \cdot 26{,}98 = 1{,}82 \cdot 10^{-3}\ \text{g} = 1{,}8\ \text{mg}$$`,
                  explanation: r`Twee significante cijfers, zoals $$25\ \text{mg}$$.`,
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
          minutes: 4,
          pValue: 37,
          introduction: r`Een juwelier raadt aan zilver niet te poetsen met een schuurmiddel. Bij het poetsen wordt het zwarte zilversulfide van het oppervlak weggeschuurd.`,
          text: r`Leg uit waarom de methode met aluminiumfolie beter is voor het behoud van het zilver dan poetsen met een schuurmiddel.`,
          highlights: [r`behoud van zilver`],
          tags: ['redox', 'zilver'],
          domain: 'Corrosie en elektrolyse',
          chapters: { 'Chemie Overal': 'H7.1', Pulsar: 'H5.1' },
          dependsOn: [{ number: 10 }],
          tips: [r`Waar blijven de zilveratomen uit het zilversulfide bij elke methode?`],
          answers: [
            {
              steps: [
                {
                  correction: r`bij poetsen verdwijnt het zilver dat in het zilversulfide zit`,
                  text: r`zilver gaat verloren`,
                  elaboration: r`Het weggeschuurde $$\text{Ag}_2\text{S}$$ bevat zilveratomen (als ionen) die van het bestek afkomen.`,
                  explanation: r`Het zwarte laagje is ontstaan uit het zilver van het bestek zelf.`,
                  points: 0,
                },
                {
                  correction: r`bij de aluminiummethode wordt zilversulfide omgezet in zilver dat op het bestek blijft`,
                  text: r`$$\text{Ag}_2\text{S} \rightarrow \text{Ag}$$ op het oppervlak`,
                  elaboration: r`Het zilver uit de zwarte laag wordt teruggevormd als metaal op het bestek; alleen de sulfide-ionen verdwijnen in de oplossing.`,
                  explanation: r`De reductie herstelt het metaal in plaats van het weg te nemen.`,
                  points: 0,
                  tips: [r`Wat ontstaat er volgens de totaalvergelijking uit zilversulfide?`],
                },
              ],
              scores: [0, 0, 1, 2],
              remark: r`Alleen de opmerking dat poetsen zilver kost, zonder uitleg van de aluminiummethode, levert geen scorepunt op.`,
            },
          ],
        },
      ],
    },
  ],
};
