import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2022,
  term: 1,
  standardizationValue: 0.9,
  topics: [
    {
      name: r`Kerstverlichting`,
      introduction: r`Bij de familie Bakker hangt elk jaar het oude kerstsnoer van opa in de boom. Het snoer heeft 20 gelijke gloeilampjes die in serie zijn geschakeld en wordt direct aangesloten op $$230\ \text{V}$$. Dit jaar hebben ze ook een nieuw ledsnoer gekocht. In de tabel staan gegevens van beide snoeren.

| | oud snoer | ledsnoer |
|---|---|---|
| aantal lampjes | 20 | 80 |
| soort lampje | gloeilampje | led |
| stroomsterkte door het snoer | $$0{,}15\ \text{A}$$ | – |
| totaal vermogen | ? | $$4{,}8\ \text{W}$$ |`,
      questions: [
        {
          number: 1,
          type: 'Meerkeuze',
          points: 1,
          minutes: 1,
          pValue: 82,
          text: r`Eén gloeilampje van het oude snoer gaat kapot: de gloeidraad breekt. Wat gebeurt er met de andere lampjes?

A Alleen het kapotte lampje gaat uit.
B Alle lampjes gaan uit.
C De andere lampjes gaan feller branden.
D De andere lampjes gaan zwakker branden.`,
          highlights: [r`kapot lampje in een serieschakeling`],
          tags: ['serieschakeling', 'stroomkring'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.4', Impact: 'H5.3' },
          tips: [r`Kan de stroom bij een serieschakeling om het kapotte lampje heen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de stroomkring bij een serieschakeling onderbroken wordt`,
                  text: r`Er is maar één weg voor de stroom; die is nu onderbroken.`,
                  elaboration: r`Bij een serieschakeling gaat dezelfde stroom door alle lampjes na elkaar. Een gebroken gloeidraad onderbreekt de hele kring.`,
                  explanation: r`Deze denkstap levert geen apart punt op, maar is nodig voor de juiste keuze.`,
                  points: 0,
                  tips: [r`Volg de stroom door het snoer.`],
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Zonder stroom branden alle lampjes niet meer.`,
                  explanation: r`A zou gelden bij een parallelschakeling.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 71,
          text: r`Bereken de spanning over één gloeilampje van het oude snoer.`,
          highlights: [r`spanning over één lampje`],
          tags: ['spanning', 'serieschakeling'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.4', Impact: 'H5.3' },
          tips: [r`Hoe verdeelt de spanning zich over gelijke lampjes in serie?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de spanning gelijk verdeeld wordt over de 20 lampjes`,
                  text: r`$$U_{\text{lampje}} = \frac{U_{\text{tot}}}{20}$$`,
                  elaboration: r`Bij een serieschakeling is de totale spanning de som van de spanningen over de lampjes. De lampjes zijn gelijk, dus elk krijgt een even groot deel.`,
                  explanation: r`$$U_{\text{tot}} = U_1 + U_2 + \dots + U_{20}$$`,
                  points: 1,
                  tips: [r`Alle lampjes zijn gelijk: krijgen ze dan ook een gelijk deel van de spanning?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$U = 11{,}5\ \text{V}$$`,
                  elaboration: r`$$U = \frac{230}{20} = 11{,}5\ \text{V}$$`,
                  explanation: r`Elk lampje is dus gemaakt voor een lage spanning.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 57,
          text: r`Bereken de weerstand van één gloeilampje als het brandt.`,
          highlights: [r`weerstand van één gloeilampje`],
          tags: ['weerstand', 'wet van ohm'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.3', Impact: 'H5.2' },
          dependsOn: [{ number: 2 }],
          tips: [r`Welke stroomsterkte gaat er door één lampje in een serieschakeling?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat door elk lampje $$0{,}15\ \text{A}$$ gaat`,
                  text: r`$$I = 0{,}15\ \text{A}$$`,
                  elaboration: r`In een serieschakeling is de stroomsterkte overal gelijk: $$0{,}15\ \text{A}$$ door elk lampje.`,
                  explanation: r`Er is maar één weg voor de stroom.`,
                  points: 1,
                  tips: [r`Splitst de stroom zich ergens?`],
                },
                {
                  correction: r`gebruik van $$U = I \cdot R$$`,
                  text: r`$$R = \frac{U}{I}$$`,
                  elaboration: r`$$R = \frac{U}{I} = \frac{11{,}5}{0{,}15}$$`,
                  explanation: r`De spanning over één lampje komt uit vraag 2.`,
                  points: 1,
                  tips: [r`Welke formule verbindt spanning, stroomsterkte en weerstand?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$R = 77\ \Omega$$`,
                  elaboration: r`$$R = 76{,}7 \approx 77\ \Omega$$`,
                  explanation: r`Twee significante cijfers, zoals de stroomsterkte.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`berekenen van de totale weerstand van het snoer`,
                  text: r`$$R_{\text{tot}} = 1{,}53 \cdot 10^{3}\ \Omega$$`,
                  elaboration: r`$$R_{\text{tot}} = \frac{230}{0{,}15} = 1533\ \Omega$$`,
                  explanation: r`Over het hele snoer staat $$230\ \text{V}$$.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de totale weerstand de som is van 20 gelijke weerstanden`,
                  text: r`$$R_{\text{lampje}} = \frac{R_{\text{tot}}}{20}$$`,
                  elaboration: r`$$R_{\text{tot}} = R_1 + R_2 + \dots + R_{20} = 20 \cdot R_{\text{lampje}}$$`,
                  explanation: r`Bij serie tellen weerstanden op.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$R = 77\ \Omega$$`,
                  elaboration: r`$$R = \frac{1533}{20} = 76{,}7 \approx 77\ \Omega$$`,
                  explanation: r`Beide strategieën geven dezelfde uitkomst.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 39,
          text: r`In december branden de kerstlampjes 31 dagen lang elke dag 6 uur. De familie vervangt het oude snoer door het ledsnoer. Eén kWh kost € 0,40.

Bereken hoeveel euro de familie in december bespaart.`,
          highlights: [r`besparing met het ledsnoer`],
          tags: ['energiekosten', 'vermogen', 'energie'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.2' },
          tips: [r`Bereken eerst het vermogen van het oude snoer.`, r`Het verschil in vermogen bepaalt de besparing.`],
          answers: [
            {
              remark: r`Als alleen de kosten van het oude snoer zijn berekend (€ 2,57), maximaal 2 scorepunten toekennen.`,
              steps: [
                {
                  correction: r`berekenen van het vermogen van het oude snoer`,
                  text: r`$$P_{\text{oud}} = 34{,}5\ \text{W}$$`,
                  elaboration: r`$$P = U \cdot I = 230 \cdot 0{,}15 = 34{,}5\ \text{W}$$`,
                  explanation: r`Het vermogen van het oude snoer staat niet in de tabel.`,
                  points: 1,
                  tips: [r`Gebruik $$P = U \cdot I$$ voor het hele snoer.`],
                },
                {
                  correction: r`berekenen van de brandtijd in uren`,
                  text: r`$$t = 186\ \text{h}$$`,
                  elaboration: r`$$t = 31 \cdot 6 = 186\ \text{h}$$`,
                  explanation: r`Met vermogen in kW en tijd in h krijg je de energie in kWh.`,
                  points: 1,
                  tips: [r`Hoeveel uur branden de lampjes in heel december?`],
                },
                {
                  correction: r`berekenen van het verschil in energieverbruik`,
                  text: r`$$\Delta E = 5{,}52\ \text{kWh}$$`,
                  elaboration: r`$$E_{\text{oud}} = 0{,}0345 \cdot 186 = 6{,}42\ \text{kWh}$$ en $$E_{\text{led}} = 0{,}0048 \cdot 186 = 0{,}89\ \text{kWh}$$, dus $$\Delta E = 6{,}42 - 0{,}89 = 5{,}52\ \text{kWh}$$.`,
                  explanation: r`Je kunt ook meteen het verschil in vermogen ($$29{,}7\ \text{W}$$) met de tijd vermenigvuldigen.`,
                  points: 1,
                  tips: [r`Bereken de energie van beide snoeren, of reken meteen met het verschil in vermogen.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`€ 2,21`,
                  elaboration: r`$$5{,}52 \cdot 0{,}40 = 2{,}21$$, dus de familie bespaart ongeveer € 2,21.`,
                  explanation: r`Besparing = bespaarde energie × prijs per kWh.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 5,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 60,
          text: r`Het ledsnoer geeft ongeveer evenveel licht als het oude snoer, maar heeft een veel kleiner vermogen.

Leg dit uit met het begrip rendement.`,
          highlights: [r`rendement van led en gloeilamp`],
          tags: ['rendement', 'led'],
          domain: 'Rendement',
          chapters: { Nova: 'H2.3', Impact: 'H6.3' },
          tips: [r`Welke energiesoorten komen er uit een gloeilampje?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een gloeilampje het grootste deel van de elektrische energie omzet in warmte`,
                  text: r`Gloeilamp: veel warmte, weinig licht.`,
                  elaboration: r`Een gloeilampje wordt heet; het grootste deel van de elektrische energie wordt warmte en maar een klein deel licht.`,
                  explanation: r`Warmte is hier geen nuttige energie.`,
                  points: 1,
                  tips: [r`Voel je weleens aan een brandend gloeilampje?`],
                },
                {
                  correction: r`inzicht dat een led een groter rendement heeft, dus voor evenveel licht minder elektrische energie nodig heeft`,
                  text: r`Led: groter rendement, dus kleiner vermogen voor hetzelfde licht.`,
                  elaboration: r`Een led zet een veel groter deel van de elektrische energie om in licht. Voor dezelfde hoeveelheid licht is dus minder elektrische energie per seconde nodig.`,
                  explanation: r`Rendement = nuttige energie gedeeld door de toegevoerde energie.`,
                  points: 1,
                  tips: [r`Wat betekent een groter rendement voor de hoeveelheid licht per joule?`],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Snoeischaar`,
      introduction: r`Fatima snoeit de struiken in haar tuin met een snoeischaar. De twee delen van de schaar draaien om een scharnier S. Fatima knijpt met haar hand in de handvatten; een tak zit tussen de messen. In figuur 1 zie je de snoeischaar schematisch van bovenaf, met de afstanden tot het scharnier.

![Figuur 1: snoeischaar van bovenaf gezien](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: snoeischaar met scharnier S; de tak zit op 2,0 cm en de hand op 16 cm van het scharnier`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 210" font-family="Arial, sans-serif" font-size="13">
<rect width="420" height="210" fill="#fff"/>
<defs><marker id="a" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path d="M0 0 L10 5 L0 10 z"/></marker></defs>
<line x1="30" y1="88" x2="380" y2="148" stroke="#555" stroke-width="6" stroke-linecap="round"/>
<line x1="30" y1="112" x2="380" y2="52" stroke="#888" stroke-width="6" stroke-linecap="round"/>
<rect x="250" y="63.3" width="135" height="22" rx="8" fill="#c33" transform="rotate(-9.73 250 74.3)"/>
<rect x="250" y="114.7" width="135" height="22" rx="8" fill="#c33" transform="rotate(9.73 250 125.7)"/>
<circle cx="62" cy="100" r="8" fill="#8b5a2b"/>
<text x="44" y="74">tak</text>
<circle cx="100" cy="100" r="6" fill="#fff" stroke="#000" stroke-width="2"/>
<text x="96" y="128">S</text>
<line x1="388" y1="14" x2="388" y2="40" stroke="#06c" stroke-width="2" marker-end="url(#a)"/>
<line x1="388" y1="186" x2="388" y2="160" stroke="#06c" stroke-width="2" marker-end="url(#a)"/>
<text x="370" y="30" fill="#06c">F</text><text x="370" y="184" fill="#06c">F</text>
<line x1="65" y1="196" x2="100" y2="196" stroke="#000"/><line x1="65" y1="190" x2="65" y2="202" stroke="#000"/><line x1="100" y1="190" x2="100" y2="202" stroke="#000"/>
<text x="58" y="186" font-size="12">2,0 cm</text>
<line x1="100" y1="196" x2="380" y2="196" stroke="#000" stroke-dasharray="4 3"/><line x1="380" y1="190" x2="380" y2="202" stroke="#000"/>
<text x="230" y="188" font-size="12">16 cm</text>
<text x="270" y="104">handvatten</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 6,
          type: 'Meerkeuze',
          points: 1,
          minutes: 1,
          pValue: 77,
          text: r`Beide delen van de snoeischaar zijn hefbomen. Waar ligt het draaipunt van deze hefbomen?

A bij de handvatten
B bij de tak
C bij het scharnier S
D bij de punt van de messen`,
          highlights: [r`draaipunt van de snoeischaar`],
          tags: ['hefboom', 'draaipunt'],
          domain: 'Hefbomen',
          chapters: { Nova: 'H3.4', Impact: 'H7.1' },
          tips: [r`Om welk punt draaien de twee delen van de schaar?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het draaipunt het punt is waar beide delen om draaien`,
                  text: r`De delen draaien om het scharnier.`,
                  elaboration: r`Als Fatima knijpt, bewegen de handvatten naar elkaar toe en de messen ook. Alleen het scharnier S blijft op zijn plaats.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`Het draaipunt is het scharnier S.`,
                  explanation: r`De krachten van hand en tak werken aan weerszijden van het draaipunt: een tweezijdige hefboom.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 4,
          minutes: 5,
          pValue: 45,
          text: r`Fatima knijpt met een kracht van $$120\ \text{N}$$ op de handvatten.

Bereken de kracht die een mes op de tak uitoefent.`,
          highlights: [r`kracht van het mes op de tak`],
          tags: ['hefboom', 'moment'],
          domain: 'Hefbomen',
          chapters: { Nova: 'H3.4', Impact: 'H7.1' },
          tips: [r`Gebruik de hefboomwet: welke arm hoort bij welke kracht?`],
          answers: [
            {
              remark: r`Als de afstanden in cm zijn ingevuld, is dat goed: de eenheden vallen tegen elkaar weg.`,
              steps: [
                {
                  correction: r`gebruik van de hefboomwet $$F_1 \cdot r_1 = F_2 \cdot r_2$$`,
                  text: r`$$F_{\text{hand}} \cdot r_{\text{hand}} = F_{\text{tak}} \cdot r_{\text{tak}}$$`,
                  elaboration: r`Het moment van de handkracht is even groot als het moment van de kracht op de tak.`,
                  explanation: r`Bij evenwicht om het draaipunt zijn de momenten gelijk.`,
                  points: 1,
                  tips: [r`Bij evenwicht zijn de momenten aan beide kanten van het draaipunt gelijk.`],
                },
                {
                  correction: r`juiste armen: $$16\ \text{cm}$$ voor de hand en $$2{,}0\ \text{cm}$$ voor de tak`,
                  text: r`$$r_{\text{hand}} = 0{,}16\ \text{m}$$, $$r_{\text{tak}} = 0{,}020\ \text{m}$$`,
                  elaboration: r`De armen zijn de afstanden tot het scharnier S.`,
                  explanation: r`Een arm meet je altijd vanaf het draaipunt.`,
                  points: 1,
                  tips: [r`Meet je de arm vanaf het scharnier of vanaf het eind van de schaar?`],
                },
                {
                  correction: r`berekenen van het moment van de handkracht`,
                  text: r`$$M = 19{,}2\ \text{N·m}$$`,
                  elaboration: r`$$M = 120 \cdot 0{,}16 = 19{,}2\ \text{N·m}$$`,
                  explanation: r`Moment = kracht × arm.`,
                  points: 1,
                  tips: [r`Moment is kracht maal arm.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$F_{\text{tak}} = 9{,}6 \cdot 10^{2}\ \text{N}$$`,
                  elaboration: r`$$F_{\text{tak}} = \frac{19{,}2}{0{,}020} = 960\ \text{N} = 9{,}6 \cdot 10^{2}\ \text{N}$$`,
                  explanation: r`De arm van de hand is 8 keer zo groot, dus de kracht op de tak is 8 keer zo groot.`,
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
          pValue: 57,
          text: r`Een dikke tak krijgt Fatima niet doorgeknipt met de punt van de messen. Als ze de tak zo ver mogelijk naar het scharnier schuift, lukt het wel.

Leg uit waardoor dit lukt.`,
          highlights: [r`tak dicht bij het scharnier`],
          tags: ['hefboom', 'moment'],
          domain: 'Hefbomen',
          chapters: { Nova: 'H3.4', Impact: 'H7.1' },
          tips: [r`Welke arm verandert er als de tak dichter bij het scharnier zit?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de arm van de kracht op de tak kleiner wordt`,
                  text: r`Tak dichter bij S: kleinere arm.`,
                  elaboration: r`De afstand van de tak tot het scharnier wordt kleiner; de arm van de hand blijft even groot.`,
                  explanation: r`Het moment dat Fatima maakt, blijft hetzelfde.`,
                  points: 1,
                  tips: [r`Wat gebeurt er met de afstand tussen tak en scharnier?`],
                },
                {
                  correction: r`inzicht dat bij hetzelfde moment de kracht op de tak dan groter is`,
                  text: r`Grotere kracht op de tak.`,
                  elaboration: r`Uit $$F_{\text{hand}} \cdot r_{\text{hand}} = F_{\text{tak}} \cdot r_{\text{tak}}$$ volgt: een kleinere $$r_{\text{tak}}$$ geeft een grotere $$F_{\text{tak}}$$.`,
                  explanation: r`Met dezelfde handkracht drukken de messen dan harder op de tak.`,
                  points: 1,
                  tips: [r`Het moment van de hand blijft gelijk; wat moet er dan met de kracht op de tak gebeuren?`],
                },
              ],
            },
          ],
        },
        {
          number: 9,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 31,
          text: r`De scherpe rand van het mes raakt de tak over een oppervlakte van $$0{,}10\ \text{cm}^2$$.

Bereken de druk van het mes op de tak. Geef je antwoord in Pa.`,
          highlights: [r`druk van het mes op de tak`],
          tags: ['druk', 'hefboom'],
          domain: 'Krachten en druk',
          chapters: { Nova: 'H3.3', Impact: 'H7.3' },
          dependsOn: [{ number: 7 }],
          tips: [r`Hoeveel $$\text{m}^2$$ is $$1\ \text{cm}^2$$?`, r`Gebruik de kracht uit vraag 7.`],
          answers: [
            {
              remark: r`Als met de handkracht van $$120\ \text{N}$$ is gerekend ($$1{,}2 \cdot 10^{7}\ \text{Pa}$$), de eerste deelscore niet toekennen.`,
              steps: [
                {
                  correction: r`inzicht dat de kracht van het mes op de tak moet worden gebruikt`,
                  text: r`$$F = 960\ \text{N}$$`,
                  elaboration: r`De kracht op de tak is $$960\ \text{N}$$ (vraag 7), niet de handkracht.`,
                  explanation: r`De druk gaat over het contact tussen mes en tak.`,
                  points: 1,
                  tips: [r`Welke kracht werkt er tussen mes en tak: die van de hand of die uit vraag 7?`],
                },
                {
                  correction: r`omrekenen van de oppervlakte naar $$\text{m}^2$$`,
                  text: r`$$A = 1{,}0 \cdot 10^{-5}\ \text{m}^2$$`,
                  elaboration: r`$$1\ \text{cm}^2 = 1 \cdot 10^{-4}\ \text{m}^2$$, dus $$0{,}10\ \text{cm}^2 = 1{,}0 \cdot 10^{-5}\ \text{m}^2$$.`,
                  explanation: r`Voor druk in Pa moet de oppervlakte in $$\text{m}^2$$.`,
                  points: 1,
                  tips: [r`Een vierkante centimeter is $$0{,}01\ \text{m} \times 0{,}01\ \text{m}$$.`],
                },
                {
                  correction: r`gebruik van $$p = \frac{F}{A}$$`,
                  text: r`$$p = \frac{960}{1{,}0 \cdot 10^{-5}}$$`,
                  elaboration: r`$$p = \frac{F}{A} = \frac{960}{0{,}000010}$$`,
                  explanation: r`Druk is kracht per oppervlakte.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$p = 9{,}6 \cdot 10^{7}\ \text{Pa}$$`,
                  elaboration: r`$$p = 9{,}6 \cdot 10^{7}\ \text{Pa}$$`,
                  explanation: r`Een scherp mes heeft een heel kleine oppervlakte en geeft dus een enorme druk.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Postzegels bekijken`,
      introduction: r`Ayoub verzamelt postzegels. Om kleine details te zien gebruikt hij een loep: een bolle lens met een brandpuntsafstand van $$5{,}0\ \text{cm}$$. Als hij de loep dicht bij een postzegel houdt, ziet hij een vergroot beeld.`,
      questions: [
        {
          number: 10,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 69,
          text: r`Bereken de sterkte van de loep.`,
          highlights: [r`sterkte van de loep`],
          tags: ['lenssterkte', 'brandpuntsafstand', 'lens'],
          domain: 'Lenzen en beeldvorming',
          chapters: { Nova: 'H5.3', Impact: 'H4.2' },
          tips: [r`In welke eenheid moet de brandpuntsafstand staan om de sterkte in dioptrie te krijgen?`],
          answers: [
            {
              remark: r`Als met $$f = 5{,}0$$ (in cm) is gerekend ($$S = 0{,}20$$), maximaal 1 scorepunt toekennen.`,
              steps: [
                {
                  correction: r`gebruik van $$S = \frac{1}{f}$$ met $$f$$ in meter`,
                  text: r`$$f = 0{,}050\ \text{m}$$`,
                  elaboration: r`$$5{,}0\ \text{cm} = 0{,}050\ \text{m}$$ en $$S = \frac{1}{f}$$.`,
                  explanation: r`De dioptrie is gedefinieerd met de brandpuntsafstand in meter.`,
                  points: 1,
                  tips: [r`Zet de brandpuntsafstand eerst om naar meter.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$S = 20\ \text{dpt}$$`,
                  elaboration: r`$$S = \frac{1}{0{,}050} = 20\ \text{dpt}$$`,
                  explanation: r`Een bolle lens heeft een positieve sterkte.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Teken',
          points: 3,
          minutes: 6,
          pValue: 35,
          text: r`Op de uitwerkbijlage zie je de loep, de brandpunten F en een pijl die een detail van de postzegel voorstelt. De postzegel ligt binnen de brandpuntsafstand.

Construeer op de uitwerkbijlage het beeld van de pijl. Teken hiervoor twee constructiestralen.`,
          highlights: [r`beeld van de loep construeren`],
          tags: ['lens', 'constructiestralen', 'virtueel beeld'],
          domain: 'Lenzen en beeldvorming',
          chapters: { Nova: 'H5.3', Impact: 'H4.2' },
          appendix: {
            name: 'bijlage11.svg',
            alt: r`Uitwerkbijlage bij vraag 11: bolle lens met brandpunten en een pijl binnen de brandpuntsafstand`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 210" font-family="Arial, sans-serif" font-size="13">
<rect width="400" height="210" fill="#fff"/>
<defs><marker id="h" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z"/></marker></defs>
<line x1="10" y1="110" x2="390" y2="110" stroke="#000" stroke-width="1"/>
<line x1="200" y1="25" x2="200" y2="185" stroke="#06c" stroke-width="2" marker-start="url(#h)" marker-end="url(#h)"/>
<circle cx="120" cy="110" r="3"/><text x="114" y="128">F</text>
<circle cx="280" cy="110" r="3"/><text x="275" y="128">F</text>
<line x1="152" y1="110" x2="152" y2="80" stroke="#c00" stroke-width="3" marker-end="url(#h)"/>
<text x="92" y="78" fill="#c00">voorwerp</text>
<text x="208" y="40" fill="#06c">lens</text>
<text x="150" y="205" font-style="italic">uitwerkbijlage bij vraag 11</text>
</svg>`,
          },
          tips: [r`Hoe loopt een lichtstraal die evenwijdig aan de hoofdas op de lens valt?`, r`Het beeld van een loep vind je door stralen naar achteren te verlengen.`],
          answers: [
            {
              remark: r`Het beeld ligt aan dezelfde kant als de pijl, op $$7{,}5\ \text{cm}$$ van de lens, rechtop en $$2{,}5$$ keer zo groot.`,
              steps: [
                {
                  correction: r`straal evenwijdig aan de hoofdas die na de lens door het brandpunt rechts gaat`,
                  text: r`Evenwijdige straal → door F rechts.`,
                  elaboration: r`Teken vanaf de punt van de pijl een straal evenwijdig aan de hoofdas naar de lens, en vanaf de lens verder door het brandpunt F aan de rechterkant.`,
                  explanation: r`Een bolle lens buigt evenwijdige stralen naar het brandpunt.`,
                  points: 0,
                  tips: [r`Een straal evenwijdig aan de hoofdas gaat na de lens door een bijzonder punt.`],
                },
                {
                  correction: r`straal door het midden van de lens die rechtdoor gaat`,
                  text: r`Middelpuntsstraal gaat rechtdoor.`,
                  elaboration: r`Teken vanaf de punt van de pijl een rechte lijn door het midden van de lens.`,
                  explanation: r`Door het optisch midden gaat een straal onafgebroken door.`,
                  points: 0,
                  tips: [r`Welke straal wordt niet afgebogen?`],
                },
                {
                  correction: r`beide stralen naar achteren verlengd (stippellijn) en het beeld getekend op het snijpunt`,
                  text: r`Beeld links van de lens, rechtop en vergroot.`,
                  elaboration: r`Na de lens lopen de stralen uit elkaar. Verleng ze met stippellijnen naar links; ze snijden elkaar links van de lens. Teken daar een rechtopstaande, grotere pijl.`,
                  explanation: r`Dit is een virtueel beeld: je oog ziet de stralen van daar komen.`,
                  points: 0,
                  tips: [r`Lopen de stralen na de lens naar elkaar toe of van elkaar af?`],
                },
              ],
              scores: [0, 1, 1, 2, 0, 1, 1, 3],
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 42,
          introduction: r`Ayoub houdt de loep tussen een lamp aan het plafond en een vel papier op tafel. De lamp is $$1{,}30\ \text{m}$$ van de loep. Als hij de loep op de goede hoogte houdt, ziet hij een scherp beeld van de lamp op het papier.`,
          text: r`Bereken de afstand tussen de loep en het papier. Geef je antwoord in cm.`,
          highlights: [r`beeldafstand van de lamp`],
          tags: ['lenzenformule', 'beeldafstand', 'lens'],
          domain: 'Lenzen en beeldvorming',
          chapters: { Nova: 'H5.3', Impact: 'H4.2' },
          tips: [r`Welke formule verbindt $$f$$, $$v$$ en $$b$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van de lenzenformule $$\frac{1}{f} = \frac{1}{v} + \frac{1}{b}$$`,
                  text: r`$$\frac{1}{b} = \frac{1}{f} - \frac{1}{v}$$`,
                  elaboration: r`Omschrijven naar de onbekende beeldafstand: $$\frac{1}{b} = \frac{1}{f} - \frac{1}{v}$$.`,
                  explanation: r`De brandpuntsafstand en de voorwerpsafstand zijn bekend.`,
                  points: 1,
                  tips: [r`Welke formule verbindt $$f$$, $$v$$ en $$b$$?`],
                },
                {
                  correction: r`invullen met dezelfde eenheden`,
                  text: r`$$\frac{1}{b} = \frac{1}{0{,}050} - \frac{1}{1{,}30} = 19{,}2$$`,
                  elaboration: r`$$\frac{1}{b} = 20 - 0{,}769 = 19{,}23\ \text{m}^{-1}$$`,
                  explanation: r`Reken alles in meter (of alles in cm).`,
                  points: 1,
                  tips: [r`Let op: $$f$$ staat in cm, $$v$$ in m.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$b = 5{,}2\ \text{cm}$$`,
                  elaboration: r`$$b = \frac{1}{19{,}23} = 0{,}0520\ \text{m} = 5{,}2\ \text{cm}$$`,
                  explanation: r`Het beeld ligt net iets verder dan het brandpunt, omdat de lamp ver weg is.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 13,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 53,
          text: r`Hoe ziet het beeld van de lamp op het papier eruit?

A rechtop en vergroot
B rechtop en verkleind
C omgekeerd en vergroot
D omgekeerd en verkleind`,
          highlights: [r`eigenschappen van het beeld`],
          tags: ['vergroting', 'lens'],
          domain: 'Lenzen en beeldvorming',
          chapters: { Nova: 'H5.3', Impact: 'H4.2' },
          dependsOn: [{ number: 12, introduction: true }],
          tips: [r`Vergelijk de beeldafstand met de voorwerpsafstand.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een beeld op een scherm omgekeerd is en dat $$N = \frac{b}{v} < 1$$`,
                  text: r`$$N = \frac{0{,}052}{1{,}30} = 0{,}040$$`,
                  elaboration: r`Een beeld dat je op papier opvangt, is altijd omgekeerd. De vergroting is $$N = \frac{b}{v} = 0{,}040$$, dus het beeld is 25 keer kleiner.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord D`,
                  text: r`D`,
                  elaboration: r`Omgekeerd en verkleind.`,
                  explanation: r`A hoort bij de loep uit vraag 11: daar ligt het voorwerp binnen de brandpuntsafstand.`,
                  points: 0,
                },
              ],
              scores: [0, 0, 1, 1],
            },
          ],
        },
      ],
    },
    {
      name: r`Chocolademelk`,
      introduction: r`Emma maakt op een koude winterdag chocolademelk. Ze verwarmt $$0{,}25\ \text{kg}$$ melk in de magnetron van $$7\ \text{°C}$$ tot $$67\ \text{°C}$$. De soortelijke warmte van melk is $$3{,}9 \cdot 10^{3}\ \text{J/(kg·°C)}$$. Daarna giet ze de chocolademelk in een grote mok en roert ze er cacao door.`,
      questions: [
        {
          number: 14,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 61,
          text: r`Bereken hoeveel warmte de melk opneemt.`,
          highlights: [r`warmte die de melk opneemt`],
          tags: ['soortelijke warmte', 'warmte'],
          domain: 'Temperatuur en faseovergangen',
          chapters: { Nova: 'H7.1', Impact: 'H8.1' },
          tips: [r`Hoe groot is de temperatuurstijging?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de temperatuurstijging`,
                  text: r`$$\Delta T = 60\ \text{°C}$$`,
                  elaboration: r`$$\Delta T = 67 - 7 = 60\ \text{°C}$$`,
                  explanation: r`In de formule staat het temperatuurverschil, niet de eindtemperatuur.`,
                  points: 1,
                  tips: [r`Van welke temperatuur naar welke temperatuur wordt de melk verwarmd?`],
                },
                {
                  correction: r`gebruik van $$Q = c \cdot m \cdot \Delta T$$`,
                  text: r`$$Q = 3{,}9 \cdot 10^{3} \cdot 0{,}25 \cdot 60$$`,
                  elaboration: r`$$Q = c \cdot m \cdot \Delta T$$ met $$c = 3900\ \text{J/(kg·°C)}$$, $$m = 0{,}25\ \text{kg}$$.`,
                  explanation: r`De soortelijke warmte geeft aan hoeveel joule 1 kg melk nodig heeft voor 1 °C.`,
                  points: 1,
                  tips: [r`Welke formule bevat de soortelijke warmte?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$Q = 5{,}9 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$Q = 3900 \cdot 0{,}25 \cdot 60 = 58\,500 \approx 5{,}9 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`Twee significante cijfers.`,
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
          minutes: 4,
          pValue: 46,
          text: r`De magnetron neemt een elektrisch vermogen van $$1{,}1\ \text{kW}$$ op. Emma verwarmt de melk $$75\ \text{s}$$ lang.

Bereken het rendement van de magnetron bij het verwarmen van de melk.`,
          highlights: [r`rendement van de magnetron`],
          tags: ['rendement', 'vermogen', 'energie'],
          domain: 'Rendement',
          chapters: { Nova: 'H2.3', Impact: 'H6.3' },
          dependsOn: [{ number: 14 }],
          tips: [r`Welke energie is nuttig en welke energie gaat erin?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de elektrische energie met $$E = P \cdot t$$`,
                  text: r`$$E_{\text{in}} = 8{,}25 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$E = P \cdot t = 1100 \cdot 75 = 82\,500\ \text{J}$$`,
                  explanation: r`Met P in W en t in s krijg je de energie in J, net als de warmte.`,
                  points: 1,
                  tips: [r`Reken het vermogen om naar watt.`],
                },
                {
                  correction: r`gebruik van $$\eta = \frac{E_{\text{nuttig}}}{E_{\text{in}}} \cdot 100\%$$ met de warmte als nuttige energie`,
                  text: r`$$\eta = \frac{58\,500}{82\,500} \cdot 100\%$$`,
                  elaboration: r`Nuttig is de warmte die de melk opneemt (vraag 14).`,
                  explanation: r`De rest van de energie verwarmt de beker, de lucht en de magnetron zelf.`,
                  points: 1,
                  tips: [r`Welke energie wil Emma hebben: de elektrische energie of de warmte in de melk?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\eta = 71\%$$`,
                  elaboration: r`$$\eta = 0{,}709 \cdot 100\% = 71\%$$`,
                  explanation: r`Een rendement is altijd kleiner dan $$100\%$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 16,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 62,
          text: r`Emma roert de chocolademelk met een metalen lepel. Na een halve minuut is het handvat van de lepel heet. Met een houten lepel heeft ze daar geen last van.

Leg dit uit. Gebruik de naam van de vorm van warmtetransport die hier optreedt.`,
          highlights: [r`hete metalen lepel`],
          tags: ['warmtetransport', 'geleiding'],
          domain: 'Warmtetransport en isolatie',
          chapters: { Nova: 'H7.3', Impact: 'H8.2' },
          tips: [r`Hoe komt de warmte van de melk in het handvat terecht?`],
          answers: [
            {
              steps: [
                {
                  correction: r`noemen van geleiding als vorm van warmtetransport`,
                  text: r`geleiding`,
                  elaboration: r`De warmte gaat door het materiaal van de lepel heen van het warme uiteinde naar het handvat. Dat heet geleiding.`,
                  explanation: r`Bij geleiding geven de deeltjes van het materiaal de warmte aan elkaar door; het materiaal zelf beweegt niet mee.`,
                  points: 1,
                  tips: [r`Beweegt het materiaal van de lepel mee met de warmte?`],
                },
                {
                  correction: r`inzicht dat metaal een goede warmtegeleider is en hout een slechte`,
                  text: r`Metaal geleidt warmte goed, hout slecht.`,
                  elaboration: r`In metaal gaat warmte snel door, dus het handvat wordt snel heet. Hout is een isolator, dus het handvat blijft koel.`,
                  explanation: r`Daarom hebben pannen vaak een handvat van hout of kunststof.`,
                  points: 1,
                  tips: [r`Welk van de twee materialen is een isolator?`],
                },
              ],
            },
          ],
        },
        {
          number: 17,
          type: 'Meerkeuze',
          points: 1,
          minutes: 1,
          pValue: 55,
          text: r`Emma legt een schoteltje op de mok, zodat de chocolademelk langer warm blijft. Welke vorm van warmtetransport gaat het schoteltje vooral tegen?

A geleiding
B stroming
C straling`,
          highlights: [r`schoteltje op de mok`],
          tags: ['warmtetransport', 'stroming'],
          domain: 'Warmtetransport en isolatie',
          chapters: { Nova: 'H7.3', Impact: 'H8.2' },
          tips: [r`Wat doet warme lucht en damp boven een open mok?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat warme lucht en damp boven de mok opstijgen`,
                  text: r`Zonder schoteltje stijgt warme lucht op en stroomt koude lucht aan.`,
                  elaboration: r`Boven de open mok wordt lucht opgewarmd. Die stijgt op en neemt warmte mee: dat is stroming. Het schoteltje sluit de mok af.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Het schoteltje gaat vooral stroming tegen.`,
                  explanation: r`Geleiding door de wand van de mok gaat gewoon door.`,
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
