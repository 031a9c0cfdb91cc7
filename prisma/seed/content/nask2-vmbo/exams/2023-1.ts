import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2023,
  term: 1,
  standardizationValue: 1.2,
  topics: [
    {
      name: r`Ontkalken van de waterkoker`,
      introduction: r`In de waterkoker van Femke zit een witte laag kalkaanslag. Kalk bestaat vooral uit calciumcarbonaat. Femke giet schoonmaakazijn in de waterkoker en ziet dat er gasbelletjes ontstaan. Na een uur is de kalklaag verdwenen.

In de tabel staat de pH van een aantal middelen die Femke in huis heeft.

| middel | pH |
|---|---|
| schoonmaakazijn | 2,5 |
| citroensap | 2,3 |
| kraanwater | 7,5 |
| groene zeep | 10 |
| gootsteenontstopper | 13 |`,
      questions: [
        {
          number: 1,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 78,
          text: r`Welk gas ontstaat er bij het ontkalken van de waterkoker?

A waterstof
B koolstofdioxide
C zuurstof
D stikstof`,
          highlights: [r`gasbelletjes bij het ontkalken`],
          tags: ['kalk', 'koolstofdioxide', 'zuren'],
          domain: 'Kenmerken van reacties',
          chapters: { Nova: 'H6.3', Impact: 'H6.1' },
          tips: [r`Kijk naar de naam calciumcarbonaat: welke atomen zitten er in een carbonaat?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een carbonaat met een zuur reageert onder vorming van een gas met koolstof- en zuurstofatomen`,
                  text: r`kalk (calciumcarbonaat) + zuur $$\rightarrow$$ onder andere koolstofdioxide`,
                  elaboration: r`Calciumcarbonaat bevat koolstof- en zuurstofatomen. Bij de reactie met azijnzuur komt dit vrij als het gas koolstofdioxide.`,
                  explanation: r`Dit is de redenering achter de keuze; er wordt alleen een punt gegeven voor het juiste antwoord.`,
                  points: 0,
                  tips: [r`Waterstof, stikstof en zuurstof: welke van deze gassen kan uit een carbonaat komen?`],
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Het gas dat ontstaat is koolstofdioxide: antwoord B.`,
                  explanation: r`Stikstof komt niet voor in kalk of azijn; waterstof ontstaat wel als een zuur met een onedel metaal reageert, niet met kalk.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Beschrijf',
          points: 2,
          minutes: 3,
          pValue: 64,
          text: r`Femke wil aantonen welk gas er ontstaat. Ze heeft helder kalkwater.

Beschrijf hoe Femke met kalkwater kan aantonen dat het gas koolstofdioxide is. Geef ook aan wat ze dan waarneemt.`,
          highlights: [r`aantonen met kalkwater`],
          tags: ['koolstofdioxide', 'kalkwater'],
          domain: 'Kenmerken van reacties',
          chapters: { Nova: 'H4.1', Impact: 'H4.1' },
          tips: [r`Een aantoningsmiddel moet in contact komen met het gas. Hoe breng je het gas bij het kalkwater?`],
          answers: [
            {
              steps: [
                {
                  correction: r`het gas door (of boven) helder kalkwater leiden`,
                  text: r`het gas met een slangetje door helder kalkwater laten borrelen`,
                  elaboration: r`Femke vangt het gas op, bijvoorbeeld met een erlenmeyer met een stop en een slangetje, en leidt het gas door een buis met helder kalkwater.`,
                  explanation: r`Het kalkwater kan alleen reageren als het gas er echt mee in contact komt.`,
                  points: 1,
                  tips: [r`Denk aan een proefopstelling met een stop en een slangetje.`],
                },
                {
                  correction: r`het kalkwater wordt troebel, dus het gas is koolstofdioxide`,
                  text: r`kalkwater wordt troebel (wit)`,
                  elaboration: r`Als het kalkwater troebel wordt, is aangetoond dat het gas koolstofdioxide is.`,
                  explanation: r`Kalkwater is het aantoningsmiddel voor koolstofdioxide: er ontstaat een wit neerslag.`,
                  points: 1,
                },
              ],
              remark: r`Als alleen 'kalkwater wordt troebel' is genoemd zonder te beschrijven hoe het gas bij het kalkwater komt, 1 scorepunt toekennen.`,
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken',
          points: 2,
          minutes: 4,
          pValue: 55,
          text: r`Bij de reactie van $$10{,}0\ \text{g}$$ calciumcarbonaat met azijnzuur ontstaat $$4{,}4\ \text{g}$$ koolstofdioxide. In de waterkoker van Femke zat $$3{,}5\ \text{g}$$ kalk. Neem aan dat kalk alleen uit calciumcarbonaat bestaat.

Bereken hoeveel gram koolstofdioxide er ontstaat bij het ontkalken van de waterkoker.`,
          highlights: [r`vaste massaverhouding`],
          tags: ['massaverhouding', 'koolstofdioxide', 'kalk'],
          domain: 'Massaverhoudingen',
          chapters: { Nova: 'H4.3', Impact: 'H4.3' },
          tips: [r`Maak een verhoudingstabel met calciumcarbonaat in de ene rij en koolstofdioxide in de andere.`],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van de verhouding $$10{,}0\ \text{g}$$ calciumcarbonaat : $$4{,}4\ \text{g}$$ koolstofdioxide`,
                  text: r`$$10{,}0 : 4{,}4 = 3{,}5 : x$$`,
                  elaboration: r`Verhoudingstabel: bovenste rij calciumcarbonaat $$10{,}0\ \text{g}$$ en $$3{,}5\ \text{g}$$; onderste rij koolstofdioxide $$4{,}4\ \text{g}$$ en $$x$$.`,
                  explanation: r`Bij een reactie reageren de stoffen altijd in een vaste massaverhouding.`,
                  points: 1,
                  tips: [r`Welke getallen horen bij dezelfde stof?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$x = 1{,}5\ \text{g}$$ koolstofdioxide`,
                  elaboration: r`$$x = \dfrac{3{,}5 \cdot 4{,}4}{10{,}0} = 1{,}54\ \text{g} \approx 1{,}5\ \text{g}$$`,
                  explanation: r`Kruislings vermenigvuldigen geeft de onbekende massa.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`berekenen hoeveel gram koolstofdioxide per gram calciumcarbonaat ontstaat`,
                  text: r`$$0{,}44\ \text{g}$$ koolstofdioxide per gram calciumcarbonaat`,
                  elaboration: r`$$\dfrac{4{,}4\ \text{g}}{10{,}0\ \text{g}} = 0{,}44$$`,
                  explanation: r`Eerst terugrekenen naar één gram maakt de tweede stap eenvoudig.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$1{,}5\ \text{g}$$ koolstofdioxide`,
                  elaboration: r`$$3{,}5 \cdot 0{,}44 = 1{,}54\ \text{g} \approx 1{,}5\ \text{g}$$`,
                  explanation: r`Met de massa per gram vermenigvuldig je met de werkelijke massa kalk.`,
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
          pValue: 61,
          text: r`De schoonmaakazijn van Femke is op. Ze twijfelt tussen citroensap en groene zeep.

Leg met behulp van de tabel uit welk van deze twee middelen Femke kan gebruiken om de waterkoker te ontkalken.`,
          highlights: [r`pH uit de tabel`, r`zuur reageert met kalk`],
          tags: ['ph', 'zuren', 'kalk'],
          domain: 'Zure en basische oplossingen',
          chapters: { Nova: 'H6.1', Impact: 'H6.2' },
          tips: [r`Waarom werkt schoonmaakazijn? Kijk naar de pH.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat kalk reageert met een zure oplossing`,
                  text: r`kalk lost op in een zuur`,
                  elaboration: r`Schoonmaakazijn heeft pH $$2{,}5$$ en is dus zuur; de zure oplossing reageert met calciumcarbonaat.`,
                  explanation: r`Ontkalken werkt doordat een zuur met kalk reageert.`,
                  points: 1,
                },
                {
                  correction: r`conclusie: citroensap (pH $$2{,}3$$, zuur) is geschikt, groene zeep (pH $$10$$, basisch) niet`,
                  text: r`citroensap`,
                  elaboration: r`Citroensap heeft pH $$2{,}3 < 7$$ en is zuur, dus het ontkalkt. Groene zeep heeft pH $$10 > 7$$ en is basisch.`,
                  explanation: r`Alleen een oplossing met pH onder 7 is zuur.`,
                  points: 1,
                  tips: [r`Bij welke pH is een oplossing zuur?`],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Barbecue met houtskool`,
      introduction: r`Tim steekt op een zomeravond een kogelbarbecue aan. Hij legt houtskool op het rooster, met daartussen een paar aanmaakblokjes. Houtskool bestaat vrijwel helemaal uit koolstof. Onder in de ketel zitten luchtgaten die Tim open en dicht kan schuiven. Figuur 1 is een doorsnede van de barbecue.

![Figuur 1: doorsnede van de kogelbarbecue](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: doorsnede van de kogelbarbecue met deksel, houtskool en luchtgaten',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 240" font-family="sans-serif" font-size="12">
<path d="M80 100 A100 100 0 0 0 280 100 Z" fill="#ddd" stroke="#333" stroke-width="2"/>
<path d="M80 96 A100 70 0 0 1 280 96" fill="none" stroke="#333" stroke-width="2" stroke-dasharray="6 4"/>
<line x1="95" y1="120" x2="265" y2="120" stroke="#333" stroke-width="2"/>
<circle cx="130" cy="112" r="7" fill="#444"/><circle cx="150" cy="113" r="7" fill="#444"/><circle cx="170" cy="112" r="7" fill="#444"/>
<circle cx="190" cy="113" r="7" fill="#444"/><circle cx="210" cy="112" r="7" fill="#444"/><circle cx="230" cy="113" r="7" fill="#444"/>
<rect x="158" y="192" width="16" height="8" fill="#fff" stroke="#333"/><rect x="186" y="192" width="16" height="8" fill="#fff" stroke="#333"/>
<line x1="140" y1="190" x2="110" y2="235" stroke="#333" stroke-width="2"/><line x1="220" y1="190" x2="250" y2="235" stroke="#333" stroke-width="2"/>
<line x1="240" y1="110" x2="300" y2="80" stroke="#333"/><text x="302" y="78">houtskool</text>
<line x1="260" y1="120" x2="300" y2="130" stroke="#333"/><text x="302" y="134">rooster</text>
<line x1="202" y1="196" x2="300" y2="190" stroke="#333"/><text x="302" y="194">luchtgaten</text>
<text x="150" y="22">deksel (open)</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Noem',
          points: 2,
          minutes: 3,
          pValue: 72,
          text: r`Voor een verbranding moet aan drie voorwaarden zijn voldaan.

Noem deze drie voorwaarden. Geef ook aan welke voorwaarde Tim regelt met de luchtgaten.`,
          highlights: [r`voorwaarden voor verbranding`],
          tags: ['branddriehoek', 'verbranding'],
          domain: 'Verbrandingsvoorwaarden',
          chapters: { Nova: 'H5.1', Impact: 'H5.1' },
          tips: [r`Denk aan de branddriehoek.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de drie voorwaarden: brandstof, zuurstof (lucht) en ontbrandingstemperatuur`,
                  text: r`brandstof, zuurstof, ontbrandingstemperatuur`,
                  elaboration: r`De brandstof is de houtskool, de zuurstof komt uit de lucht en de aanmaakblokjes zorgen dat de ontbrandingstemperatuur wordt bereikt.`,
                  explanation: r`Dit zijn de drie hoeken van de branddriehoek; ontbreekt er één, dan stopt de verbranding.`,
                  points: 1,
                },
                {
                  correction: r`de luchtgaten regelen de toevoer van zuurstof`,
                  text: r`zuurstof`,
                  elaboration: r`Door de luchtgaten stroomt lucht, en dus zuurstof, naar de houtskool.`,
                  explanation: r`Meer zuurstof laat de houtskool feller branden.`,
                  points: 1,
                  tips: [r`Wat komt er door een gat onder in de ketel naar binnen?`],
                },
              ],
              remark: r`Voor 'warmte' of 'hitte' in plaats van ontbrandingstemperatuur geen scorepunt aftrekken.`,
            },
          ],
        },
        {
          number: 6,
          type: 'Geef',
          points: 3,
          minutes: 4,
          pValue: 46,
          text: r`Als er te weinig zuurstof is, verbrandt houtskool onvolledig. Er ontstaat dan koolstofmonoxide ($$\text{CO}$$).

Geef de reactievergelijking van de onvolledige verbranding van koolstof waarbij alleen koolstofmonoxide ontstaat.`,
          highlights: [r`onvolledige verbranding`, r`koolstofmonoxide`],
          tags: ['reactievergelijking', 'koolstofmonoxide', 'verbranding'],
          domain: 'Reactievergelijkingen',
          chapters: { Nova: 'H5.3', Impact: 'H5.2' },
          tips: [r`Zuurstof bestaat uit moleculen van twee atomen.`, r`Tel daarna de atomen links en rechts van de pijl.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\text{C}$$ en $$\text{O}_2$$ voor de pijl`,
                  text: r`$$\text{C} + \text{O}_2 \rightarrow$$`,
                  elaboration: r`De beginstoffen zijn koolstof ($$\text{C}$$) en zuurstof ($$\text{O}_2$$).`,
                  explanation: r`Koolstof schrijf je als los atoom; zuurstof is een twee-atomig molecuul.`,
                  points: 1,
                },
                {
                  correction: r`$$\text{CO}$$ na de pijl`,
                  text: r`$$\rightarrow \text{CO}$$`,
                  elaboration: r`Het enige reactieproduct is koolstofmonoxide, $$\text{CO}$$.`,
                  explanation: r`Bij onvolledige verbranding krijgt elk koolstofatoom maar één zuurstofatoom.`,
                  points: 1,
                },
                {
                  correction: r`juiste coëfficiënten`,
                  text: r`$$2\ \text{C} + \text{O}_2 \rightarrow 2\ \text{CO}$$`,
                  elaboration: r`Rechts staat één O-atoom, links twee. Zet een 2 voor $$\text{CO}$$; dan zijn er rechts twee C-atomen, dus ook een 2 voor $$\text{C}$$.`,
                  explanation: r`Atomen verdwijnen niet bij een reactie: links en rechts van de pijl staan evenveel atomen van elke soort.`,
                  points: 1,
                  tips: [r`Begin met het kloppend maken van de zuurstofatomen.`],
                },
              ],
              remark: r`Als de reactievergelijking in woorden is gegeven, maximaal 1 scorepunt toekennen.`,
            },
          ],
        },
        {
          number: 7,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 58,
          text: r`Op de verpakking van de houtskool staat: 'Nooit gebruiken in een tent of een afgesloten ruimte.'

Leg uit waarom het gevaarlijk is om de barbecue in een tent te gebruiken.`,
          highlights: [r`zuurstoftekort in een tent`],
          tags: ['koolstofmonoxide', 'verbranding'],
          domain: 'Verbrandingsproducten',
          chapters: { Nova: 'H5.3', Impact: 'H5.3' },
          tips: [r`Wat gebeurt er met de hoeveelheid zuurstof in een kleine, dichte ruimte?`],
          answers: [
            {
              steps: [
                {
                  correction: r`in een afgesloten ruimte raakt de zuurstof op, waardoor de verbranding onvolledig wordt`,
                  text: r`zuurstoftekort $$\rightarrow$$ onvolledige verbranding`,
                  elaboration: r`In een tent wordt de lucht niet ververst. De houtskool verbruikt de zuurstof, zodat de koolstof onvolledig gaat verbranden.`,
                  explanation: r`Onvolledige verbranding treedt op bij te weinig zuurstof.`,
                  points: 1,
                },
                {
                  correction: r`er ontstaat koolstofmonoxide, een giftig gas dat je niet ruikt of ziet`,
                  text: r`koolstofmonoxide is giftig en reukloos`,
                  elaboration: r`Bij onvolledige verbranding ontstaat koolstofmonoxide. Je merkt dit gas niet op, maar het is zeer giftig.`,
                  explanation: r`Koolstofmonoxide hindert het zuurstoftransport in het bloed.`,
                  points: 1,
                  tips: [r`Welk gas ontstaat bij onvolledige verbranding van koolstof?`],
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 80,
          text: r`Na het eten wil Tim de barbecue doven. Hij sluit het deksel en schuift de luchtgaten dicht.

Welke voorwaarde voor verbranding neemt Tim hiermee weg?

A de brandstof
B de zuurstof
C de ontbrandingstemperatuur
D de brandstof en de ontbrandingstemperatuur`,
          highlights: [r`barbecue doven`],
          tags: ['branddriehoek', 'brandbestrijding'],
          domain: 'Brandbestrijding',
          chapters: { Nova: 'H5.4', Impact: 'H5.3' },
          dependsOn: [{ number: 5 }],
          tips: [r`Wat komt er niet meer bij de houtskool als alles dicht zit?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat met deksel en luchtgaten dicht geen verse lucht meer bij de houtskool komt`,
                  text: r`geen lucht meer toegevoerd`,
                  elaboration: r`De houtskool is er nog en is ook nog heet; alleen de luchttoevoer stopt.`,
                  explanation: r`Redenering achter de keuze; het punt wordt voor het juiste antwoord gegeven.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Tim neemt de zuurstof weg: antwoord B.`,
                  explanation: r`Zonder zuurstof kan de verbranding niet doorgaan.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Een nieuwe dakgoot`,
      introduction: r`Bij de verbouwing van een oud huis moet de dakgoot worden vervangen. De aannemer kan kiezen uit een goot van koper, van zink of van gegalvaniseerd staal. Koper wordt na een paar jaar groen door corrosie, een stalen goot kan gaan roesten. Voor de hoeken en naden gebruikt de aannemer soms een legering.`,
      questions: [
        {
          number: 9,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 67,
          text: r`Om te onderzoeken wanneer ijzer roest, doet Sanne een proef met drie ijzeren spijkers (figuur 2). Buis 1 bevat droge lucht, buis 2 uitgekookt water met een laagje olie erop en in buis 3 staat de spijker half in kraanwater.

![Figuur 2: drie reageerbuizen met een ijzeren spijker](figuur2.svg)

In welke buis is de spijker na een week het meest gaan roesten?

A buis 1
B buis 2
C buis 3
D in alle buizen evenveel`,
          figures: [
            {
              name: 'figuur2.svg',
              alt: 'Figuur 2: drie reageerbuizen met een ijzeren spijker in droge lucht, in uitgekookt water onder olie en half in kraanwater',
              svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 220" font-family="sans-serif" font-size="12">
<g fill="none" stroke="#333" stroke-width="2">
<path d="M40 30 V170 A20 20 0 0 0 80 170 V30"/><path d="M150 30 V170 A20 20 0 0 0 190 170 V30"/><path d="M260 30 V170 A20 20 0 0 0 300 170 V30"/>
</g>
<rect x="42" y="150" width="36" height="38" fill="#eee"/><text x="46" y="172" font-size="9">CaCl₂</text>
<rect x="42" y="26" width="36" height="10" fill="#999"/>
<rect x="152" y="70" width="36" height="118" fill="#cde"/><rect x="152" y="60" width="36" height="10" fill="#ec6"/>
<rect x="262" y="120" width="36" height="68" fill="#cde"/>
<line x1="60" y1="50" x2="60" y2="140" stroke="#555" stroke-width="4"/><line x1="170" y1="80" x2="170" y2="170" stroke="#555" stroke-width="4"/><line x1="280" y1="80" x2="280" y2="170" stroke="#555" stroke-width="4"/>
<text x="50" y="212">buis 1</text><text x="160" y="212">buis 2</text><text x="270" y="212">buis 3</text>
<text x="10" y="16">droge lucht + stop</text><text x="195" y="64">olie</text><text x="195" y="110">uitgekookt water</text><text x="305" y="150">kraanwater</text>
</svg>`,
            },
          ],
          highlights: [r`roesten van ijzer`],
          tags: ['corrosie', 'roest'],
          domain: 'Corrosie',
          chapters: { Nova: 'H8.2', Impact: 'H1.2' },
          tips: [r`Voor roesten zijn twee stoffen nodig. In welke buis zijn ze allebei aanwezig?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat ijzer roest als zowel water als zuurstof aanwezig is`,
                  text: r`water + zuurstof nodig`,
                  elaboration: r`In buis 1 is geen water, in buis 2 is de zuurstof uit het water gekookt en houdt de olie nieuwe lucht tegen. Alleen in buis 3 zijn water en lucht samen bij de spijker.`,
                  explanation: r`De redenering bepaalt de keuze; het punt wordt voor het juiste antwoord gegeven.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`De spijker in buis 3 roest het meest: antwoord C.`,
                  explanation: r`Vooral op de grens van water en lucht roest ijzer snel.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 52,
          introduction: r`Een stalen dakgoot wordt gegalvaniseerd: het staal krijgt een dun laagje zink. Staal bestaat vooral uit ijzer.`,
          text: r`Leg met behulp van de proef van Sanne uit hoe het zinklaagje voorkomt dat de stalen dakgoot roest.`,
          highlights: [r`gegalvaniseerd staal`],
          tags: ['corrosie', 'roest'],
          domain: 'Corrosie',
          chapters: { Nova: 'H8.2', Impact: 'H1.2' },
          dependsOn: [{ number: 9, attachments: true }],
          tips: [r`Wat houdt het laagje olie in buis 2 tegen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`uit de proef volgt dat ijzer alleen roest als water en zuurstof er samen bij kunnen`,
                  text: r`roesten vraagt water én zuurstof`,
                  elaboration: r`In buis 1 en buis 2 roest de spijker nauwelijks, omdat water of zuurstof ontbreekt.`,
                  explanation: r`De proef laat zien welke stoffen bij het roesten betrokken zijn.`,
                  points: 1,
                },
                {
                  correction: r`het zinklaagje sluit het ijzer af van water en zuurstof (lucht)`,
                  text: r`zink schermt het ijzer af`,
                  elaboration: r`Het zink bedekt het ijzer, net als de olie in buis 2. Water en zuurstof kunnen dan niet bij het ijzer komen, dus het ijzer roest niet.`,
                  explanation: r`Een beschermlaag werkt door de stoffen die voor corrosie nodig zijn weg te houden.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Vul in',
          points: 2,
          minutes: 3,
          pValue: 49,
          text: r`Op de uitwerkbijlage staat een tabel met drie legeringen.

Vul in de tabel op de uitwerkbijlage in uit welke twee hoofdbestanddelen elke legering bestaat.`,
          appendix: {
            name: 'bijlage1.svg',
            alt: 'Uitwerkbijlage: tabel met de legeringen messing, brons en staal en lege vakken voor de hoofdbestanddelen',
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 170" font-family="sans-serif" font-size="13">
<g fill="none" stroke="#333" stroke-width="1.5">
<rect x="20" y="20" width="320" height="130"/>
<line x1="20" y1="52" x2="340" y2="52"/><line x1="20" y1="85" x2="340" y2="85"/><line x1="20" y1="118" x2="340" y2="118"/>
<line x1="120" y1="20" x2="120" y2="150"/><line x1="230" y1="20" x2="230" y2="150"/>
</g>
<text x="30" y="41" font-weight="bold">legering</text><text x="128" y="41" font-weight="bold">bestanddeel 1</text><text x="238" y="41" font-weight="bold">bestanddeel 2</text>
<text x="30" y="74">messing</text><text x="30" y="107">brons</text><text x="30" y="140">staal</text>
</svg>`,
          },
          highlights: [r`legeringen`],
          tags: ['legering', 'metalen'],
          domain: 'Legeringen en ertsen',
          chapters: { Nova: 'H8.3', Impact: 'H1.1' },
          tips: [r`Een legering is een mengsel van metalen; bij één van de drie is een bestanddeel géén metaal.`],
          answers: [
            {
              steps: [
                {
                  correction: r`messing: koper en zink`,
                  text: r`koper, zink`,
                  elaboration: r`Messing is de gele legering van koper en zink, bekend van deurklinken en kranen.`,
                  explanation: r`Zink maakt koper harder en goedkoper.`,
                  points: 0,
                },
                {
                  correction: r`brons: koper en tin`,
                  text: r`koper, tin`,
                  elaboration: r`Brons bestaat uit koper met tin, bekend van beelden en medailles.`,
                  explanation: r`Tin maakt koper harder en beter bestand tegen corrosie.`,
                  points: 0,
                  tips: [r`Denk aan een bronzen medaille: welk metaal is oranjebruin van kleur?`],
                },
                {
                  correction: r`staal: ijzer en koolstof`,
                  text: r`ijzer, koolstof`,
                  elaboration: r`Staal is ijzer met een klein beetje koolstof.`,
                  explanation: r`Een kleine hoeveelheid koolstof maakt ijzer veel sterker.`,
                  points: 0,
                },
              ],
              scores: [0, 0, 0, 1, 0, 1, 1, 2],
              remark: r`Drie legeringen juist: 2 scorepunten; twee juist: 1 scorepunt; één of geen juist: 0 scorepunten.`,
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 43,
          text: r`De koperen dakgoot heeft een massa van $$19{,}6\ \text{kg}$$. De dichtheid van koper is $$8{,}96\ \text{g/cm}^3$$.

Bereken het volume van het koper in $$\text{cm}^3$$.`,
          highlights: [r`dichtheid van koper`],
          tags: ['dichtheid', 'metalen'],
          domain: 'Eigenschappen van metalen',
          chapters: { Nova: 'H1.2', Impact: 'H2.1' },
          tips: [r`Let op de eenheden: de dichtheid is gegeven in gram per kubieke centimeter.`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van kg naar g`,
                  text: r`$$m = 19\,600\ \text{g}$$`,
                  elaboration: r`$$19{,}6\ \text{kg} = 19{,}6 \cdot 1000 = 19\,600\ \text{g}$$`,
                  explanation: r`De eenheid van massa moet passen bij de eenheid van de dichtheid.`,
                  points: 1,
                  tips: [r`Hoeveel gram is één kilogram?`],
                },
                {
                  correction: r`gebruik van $$\rho = \dfrac{m}{V}$$, dus $$V = \dfrac{m}{\rho}$$`,
                  text: r`$$V = \dfrac{19\,600}{8{,}96}$$`,
                  elaboration: r`De formule omschrijven: $$V = \dfrac{m}{\rho}$$.`,
                  explanation: r`Het volume is de massa gedeeld door de dichtheid.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$V = 2{,}19 \cdot 10^{3}\ \text{cm}^3$$ (ongeveer $$2188\ \text{cm}^3$$)`,
                  elaboration: r`$$V = \dfrac{19\,600\ \text{g}}{8{,}96\ \text{g/cm}^3} = 2187{,}5\ \text{cm}^3$$`,
                  explanation: r`Afronden op drie significante cijfers past bij de gegevens.`,
                  points: 1,
                },
              ],
              remark: r`Als niet is omgerekend van kg naar g, maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
      ],
    },
  ],
};
