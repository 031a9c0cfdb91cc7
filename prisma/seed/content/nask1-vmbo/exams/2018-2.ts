import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2018,
  term: 2,
  standardizationValue: 1.0,
  topics: [
    {
      name: r`Elektrische tandenborstel`,
      introduction: r`Een elektrische tandenborstel wordt opgeladen in een houder die in het stopcontact ($$230\ \text{V}$$) zit. De borstel en de houder hebben geen metalen contactpunten. In de houder zit een spoel met $$2300$$ windingen, in het handvat van de borstel een spoel met $$30$$ windingen. Als de borstel in de houder staat, vormen de twee spoelen samen een transformator. Een schakeling in het handvat laadt daarmee de accu op.`,
      questions: [
        {
          number: 1,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 51,
          text: r`De spoel in de houder is aangesloten op wisselspanning. Waarom werkt de oplader niet op gelijkspanning?
A Gelijkspanning is te hoog voor de spoel in het handvat.
B Alleen een veranderend magnetisch veld wekt een spanning op in de tweede spoel.
C Gelijkspanning geeft geen magnetisch veld in een spoel.
D Bij gelijkspanning gaat er geen stroom door de eerste spoel.`,
          highlights: [r`wisselspanning`],
          tags: ['transformator', 'inductie'],
          domain: 'Magnetisme en opwekking',
          chapters: { Nova: 'H8.4', Impact: 'H9.4' },
          tips: [r`Wanneer ontstaat er een inductiespanning in een spoel?`],
          answers: [
            {
              scores: [0, 0, 1, 1],
              steps: [
                {
                  correction: r`inzicht dat inductie een veranderend magnetisch veld vraagt`,
                  text: r`Alleen een veranderend veld geeft inductiespanning.`,
                  elaboration: r`Gelijkstroom geeft wel een magnetisch veld, maar dat verandert niet. Dan wordt er in de tweede spoel niets opgewekt.`,
                  explanation: r`Daarom is C onjuist: ook gelijkstroom maakt een spoel magnetisch.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Alleen een veranderend magnetisch veld wekt een spanning op.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
                  points: 0,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 62,
          text: r`Bereken de spanning over de spoel in het handvat.`,
          highlights: [r`spanning over de secundaire spoel`],
          tags: ['transformator', 'spanning'],
          domain: 'Magnetisme en opwekking',
          chapters: { Nova: 'H8.4', Impact: 'H9.4' },
          tips: [r`Welke spoel is de primaire en welke de secundaire spoel?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\frac{U_{\text{p}}}{U_{\text{s}}} = \frac{N_{\text{p}}}{N_{\text{s}}}$$`,
                  text: r`$$\frac{230}{U_{\text{s}}} = \frac{2300}{30}$$`,
                  elaboration: r`Primair: $$230\ \text{V}$$ en $$2300$$ windingen; secundair: $$30$$ windingen.`,
                  explanation: r`De spanningen verhouden zich als de aantallen windingen.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$U_{\text{s}} = 3{,}0\ \text{V}$$`,
                  elaboration: r`$$U_{\text{s}} = 230 \cdot \frac{30}{2300} = 3{,}0\ \text{V}$$`,
                  explanation: r`Minder windingen aan de secundaire kant: de spanning wordt omlaag getransformeerd.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 64,
          text: r`De tandenborstel wordt in de badkamer gebruikt. Leg uit waarom het voor de veiligheid een voordeel is dat de borstel en de houder geen metalen contactpunten hebben.`,
          highlights: [r`geen metalen contactpunten`],
          tags: ['veiligheid', 'transformator'],
          domain: 'Elektriciteit in huis',
          chapters: { Nova: 'H8.1', Impact: 'H5.4' },
          tips: [r`Wat kan er gebeuren als water of een natte hand een metalen contact raakt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat (nat) water stroom geleidt`,
                  text: r`Water kan een geleidende verbinding maken.`,
                  elaboration: r`In een badkamer zijn handen en borstel vaak nat. Via water kan stroom van een contact naar je hand lopen.`,
                  explanation: r`Kraanwater bevat opgeloste zouten en geleidt daardoor stroom.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat er zonder contactpunten geen stroom via de gebruiker kan lopen (kans op schok of kortsluiting vervalt)`,
                  text: r`Geen blank metaal, dus geen schok of kortsluiting.`,
                  elaboration: r`De energie gaat via het magnetisch veld door de kunststof heen; er zit nergens een aanraakbaar contact.`,
                  explanation: r`De houder kan helemaal dicht en waterdicht worden gemaakt.`,
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
          pValue: 47,
          text: r`De houder blijft altijd in het stopcontact zitten en neemt dag en nacht een vermogen op van $$1{,}5\ \text{W}$$. De elektriciteit kost $$€\ 0{,}22$$ per kWh. Bereken de kosten van dit verbruik per jaar (365 dagen).`,
          highlights: [r`sluipverbruik per jaar`],
          tags: ['kilowattuur', 'energiekosten', 'sluipverbruik'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.2' },
          tips: [r`Reken het vermogen om naar kW en de tijd naar uren.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal uren per jaar`,
                  text: r`$$t = 8760\ \text{h}$$`,
                  elaboration: r`$$365 \cdot 24 = 8760\ \text{h}$$`,
                  explanation: r`Met kW en uren krijg je de energie direct in kWh.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$`,
                  text: r`$$E = 13\ \text{kWh}$$`,
                  elaboration: r`$$E = 0{,}0015 \cdot 8760 = 13{,}1\ \text{kWh}$$`,
                  explanation: r`$$1{,}5\ \text{W} = 0{,}0015\ \text{kW}$$.`,
                  points: 1,
                  tips: [r`Hoeveel watt is één kilowatt?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$€\ 2{,}89$$`,
                  elaboration: r`$$13{,}1 \cdot 0{,}22 = 2{,}89$$, dus ongeveer $$€\ 2{,}90$$ per jaar.`,
                  explanation: r`Klein per apparaat, maar veel apparaten samen geven een flink sluipverbruik.`,
                  points: 1,
                },
              ],
              remark: r`Als in W en uren is gerekend zonder omrekenen naar kWh (uitkomst €2890), het tweede scorepunt niet toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Schaatsen op natuurijs`,
      introduction: r`Na een koude week ligt er ijs op de sloten in Friesland. Lieke (massa $$60\ \text{kg}$$) gaat schaatsen. Het deel van een schaatsijzer dat het ijs raakt, is $$30\ \text{cm}$$ lang en $$1{,}0\ \text{mm}$$ breed. Zie figuur 1.

![Figuur 1: onderkant van een schaatsijzer](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: schaatsijzer met een contactvlak van 30 cm lang en 1,0 mm breed',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 170" font-family="Arial, sans-serif" font-size="12">
<rect x="0" y="0" width="420" height="170" fill="#fff"/>
<path d="M 60 40 L 330 40 Q 360 40 360 70 L 60 70 Z" fill="#333"/>
<line x1="90" y1="70" x2="90" y2="98" stroke="#777" stroke-width="4"/>
<line x1="300" y1="70" x2="300" y2="98" stroke="#777" stroke-width="4"/>
<path d="M 40 110 L 350 110 Q 385 108 392 92" fill="none" stroke="#777" stroke-width="5"/>
<rect x="40" y="98" width="310" height="12" fill="#bbb" stroke="#555"/>
<rect x="20" y="110" width="390" height="30" fill="#d6ecfa"/>
<line x1="40" y1="150" x2="350" y2="150" stroke="#000"/>
<line x1="40" y1="145" x2="40" y2="155" stroke="#000"/><line x1="350" y1="145" x2="350" y2="155" stroke="#000"/>
<text x="195" y="165" text-anchor="middle">30 cm</text>
<text x="30" y="130">ijs</text>
<text x="250" y="92">breedte ijzer: 1,0 mm</text>
<text x="150" y="32">schoen</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 79,
          text: r`Bereken de zwaartekracht op Lieke.`,
          highlights: [r`zwaartekracht op Lieke`],
          tags: ['zwaartekracht'],
          domain: 'Krachten en druk',
          chapters: { Nova: 'H3.1', Impact: 'H1.3' },
          tips: [r`Welke formule hoort bij zwaartekracht?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$F_{\text{z}} = m \cdot g$$`,
                  text: r`$$F_{\text{z}} = 60 \cdot 9{,}8$$`,
                  elaboration: r`$$m = 60\ \text{kg}$$ en $$g = 9{,}8\ \text{N/kg}$$.`,
                  explanation: r`Op aarde trekt de zwaartekracht met $$9{,}8\ \text{N}$$ aan elke kilogram.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$F_{\text{z}} = 5{,}9 \cdot 10^{2}\ \text{N}$$`,
                  elaboration: r`$$60 \cdot 9{,}8 = 588\ \text{N} \approx 5{,}9 \cdot 10^{2}\ \text{N}$$`,
                  explanation: r`Ook goed: $$588\ \text{N}$$ of (met $$g = 10$$) $$600\ \text{N}$$.`,
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
          minutes: 5,
          pValue: 36,
          text: r`Lieke staat even stil op één schaats. Bereken de druk van het schaatsijzer op het ijs in $$\text{N/m}^2$$.`,
          highlights: [r`druk op het ijs`],
          tags: ['druk', 'oppervlakte', 'zwaartekracht'],
          domain: 'Krachten en druk',
          chapters: { Nova: 'H3.3', Impact: 'H7.3' },
          dependsOn: [{ number: 5 }],
          tips: [r`Reken de lengte en de breedte eerst om naar meter.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de oppervlakte in $$\text{m}^2$$`,
                  text: r`$$A = 3{,}0 \cdot 10^{-4}\ \text{m}^2$$`,
                  elaboration: r`$$A = 0{,}30\ \text{m} \cdot 0{,}0010\ \text{m} = 0{,}00030\ \text{m}^2$$`,
                  explanation: r`Druk in $$\text{N/m}^2$$ vraagt een oppervlakte in $$\text{m}^2$$.`,
                  points: 1,
                  tips: [r`$$1\ \text{mm} = 0{,}001\ \text{m}$$`],
                },
                {
                  correction: r`gebruik van $$p = \frac{F}{A}$$`,
                  text: r`$$p = \frac{588}{3{,}0 \cdot 10^{-4}}$$`,
                  elaboration: r`De kracht op het ijs is de zwaartekracht op Lieke: $$588\ \text{N}$$.`,
                  explanation: r`Druk is kracht per oppervlakte.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$p = 2{,}0 \cdot 10^{6}\ \text{N/m}^2$$`,
                  elaboration: r`$$\frac{588}{0{,}00030} = 1{,}96 \cdot 10^{6} \approx 2{,}0 \cdot 10^{6}\ \text{N/m}^2$$`,
                  explanation: r`Een enorme druk op een klein oppervlak: daardoor smelt het ijs onder de schaats een heel klein beetje.`,
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
          pValue: 58,
          introduction: r`Op een plek is het ijs dun. Een reddingsbrigade adviseert: 'Zakt iemand door het ijs? Ga dan plat op het ijs liggen en schuif naar de persoon toe.'`,
          text: r`Leg uit waarom je minder snel door het ijs zakt als je plat op het ijs ligt dan als je erop staat.`,
          highlights: [r`plat op het ijs liggen`],
          tags: ['druk', 'oppervlakte'],
          domain: 'Krachten en druk',
          chapters: { Nova: 'H3.3', Impact: 'H7.3' },
          tips: [r`Verandert de kracht op het ijs als je gaat liggen? En de oppervlakte?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de kracht gelijk blijft maar de oppervlakte veel groter wordt`,
                  text: r`Zelfde $$F$$, grotere $$A$$.`,
                  elaboration: r`Je gewicht verandert niet, maar het verdeelt zich over je hele lichaam in plaats van over twee voeten.`,
                  explanation: r`De zwaartekracht hangt alleen van je massa af.`,
                  points: 1,
                },
                {
                  correction: r`conclusie met $$p = \frac{F}{A}$$`,
                  text: r`De druk op het ijs wordt kleiner.`,
                  elaboration: r`Bij een grotere $$A$$ en dezelfde $$F$$ wordt $$p = \frac{F}{A}$$ kleiner, dus het ijs breekt minder snel.`,
                  explanation: r`Het ijs bezwijkt als de druk te groot wordt.`,
                  points: 1,
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
          pValue: 55,
          text: r`IJs heeft een dichtheid van $$0{,}92\ \text{g/cm}^3$$, water van $$1{,}00\ \text{g/cm}^3$$. Wat is daarvan een gevolg?
A IJs zinkt naar de bodem van de sloot.
B Een sloot bevriest van boven naar beneden.
C Water zet uit als het warmer wordt dan $$0\ \text{°C}$$.
D Een kilogram ijs heeft een kleiner volume dan een kilogram water.`,
          highlights: [r`dichtheid van ijs`],
          tags: ['dichtheid', 'drijven'],
          domain: 'Dichtheid',
          chapters: { Nova: 'H7.4', Impact: 'H2.2' },
          tips: [r`Een stof met een kleinere dichtheid dan water...`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat ijs drijft omdat het een kleinere dichtheid heeft`,
                  text: r`$$0{,}92 < 1{,}00$$: ijs drijft.`,
                  elaboration: r`Het ijs dat zich vormt blijft bovenop liggen, zodat de sloot van boven naar beneden bevriest.`,
                  explanation: r`D is onjuist: bij een kleinere dichtheid hoort juist een groter volume per kilogram.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Een sloot bevriest van boven naar beneden.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Licht op het toneel`,
      introduction: r`De toneelgroep van de school speelt een musical in de aula. Boven het podium hangen twintig spots. Met gekleurde filters en door spots te combineren krijgt het toneel verschillende kleuren. De school wil de oude halogeenspots vervangen door ledspots. In de tabel staan gegevens.

| spot | vermogen | rendement (licht) |
|---|---|---|
| halogeenspot | $$500\ \text{W}$$ | $$5\%$$ |
| ledspot | $$80\ \text{W}$$ | $$30\%$$ |`,
      questions: [
        {
          number: 9,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 70,
          text: r`Voor een witte spot wordt een rood filter geplaatst. Wat doet het filter?
A Het kleurt het witte licht rood.
B Het laat alleen rood licht door en houdt de andere kleuren tegen.
C Het houdt rood licht tegen en laat de andere kleuren door.
D Het zet groen en blauw licht om in rood licht.`,
          highlights: [r`rood filter`],
          tags: ['kleurfilter', 'kleur'],
          domain: 'Licht en kleur',
          chapters: { Nova: 'H5.2', Impact: 'H4.1' },
          tips: [r`Wit licht is een mengsel van kleuren. Kan een filter kleur toevoegen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een filter kleuren tegenhoudt en niets toevoegt`,
                  text: r`Filter = doorlaten of tegenhouden.`,
                  elaboration: r`Wit licht bevat alle kleuren. Het rode filter laat alleen het rode deel door; de rest wordt geabsorbeerd.`,
                  explanation: r`Daarom wordt het licht achter het filter ook zwakker.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Alleen rood licht gaat door.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
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
          text: r`Een actrice draagt een jurk die in wit licht rood is. In een scène wordt zij alleen met groen licht beschenen. Leg uit welke kleur de jurk dan lijkt te hebben.`,
          highlights: [r`rode jurk in groen licht`],
          tags: ['kleur', 'weerkaatsing'],
          domain: 'Licht en kleur',
          chapters: { Nova: 'H5.2', Impact: 'H4.1' },
          dependsOn: [{ number: 9 }],
          tips: [r`Welke kleur licht kaatst een rode stof terug, en welke kleur valt erop?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een rode stof alleen rood licht weerkaatst en de andere kleuren absorbeert`,
                  text: r`Rode stof kaatst alleen rood terug.`,
                  elaboration: r`In wit licht kaatst de jurk het rode deel terug; groen en blauw worden geabsorbeerd.`,
                  explanation: r`De kleur van een voorwerp is de kleur licht die het terugkaatst.`,
                  points: 1,
                },
                {
                  correction: r`conclusie: de jurk lijkt zwart (donker)`,
                  text: r`zwart`,
                  elaboration: r`Er valt geen rood licht op de jurk; het groene licht wordt geabsorbeerd. Er komt vrijwel geen licht van de jurk: hij lijkt zwart.`,
                  explanation: r`'Groen' of 'bruin' is fout.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Geef aan',
          points: 2,
          minutes: 2,
          pValue: 60,
          text: r`Drie spots met een rood, een groen en een blauw filter schijnen op dezelfde plek van een wit scherm. Geef aan welke kleur je ziet als alleen rood en groen aanstaan, en welke als alle drie aanstaan.`,
          highlights: [r`kleuren mengen`],
          tags: ['kleur', 'kleurmenging'],
          domain: 'Licht en kleur',
          chapters: { Nova: 'H5.2', Impact: 'H4.1' },
          tips: [r`Bij het mengen van gekleurd licht tel je kleuren op: dat is anders dan verf mengen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`rood + groen: geel`,
                  text: r`geel`,
                  elaboration: r`Rood en groen licht samen geven geel licht.`,
                  explanation: r`Optellende kleurmenging; bij verf zou je bruin krijgen.`,
                  points: 1,
                  tips: [r`Denk aan de pixels van een beeldscherm.`],
                },
                {
                  correction: r`rood + groen + blauw: wit`,
                  text: r`wit`,
                  elaboration: r`De drie primaire lichtkleuren samen geven wit licht.`,
                  explanation: r`Zo maakt ook een beeldscherm wit.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Toon aan',
          points: 2,
          minutes: 3,
          pValue: 50,
          text: r`Toon met de tabel aan dat een ledspot ongeveer evenveel licht geeft als een halogeenspot.`,
          highlights: [r`evenveel licht`],
          tags: ['rendement', 'vermogen', 'led'],
          domain: 'Rendement',
          chapters: { Nova: 'H2.3', Impact: 'H6.3' },
          tips: [r`Bereken voor beide spots het vermogen dat als licht naar buiten komt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het lichtvermogen van de halogeenspot`,
                  text: r`$$P_{\text{licht}} = 25\ \text{W}$$`,
                  elaboration: r`$$0{,}05 \cdot 500 = 25\ \text{W}$$`,
                  explanation: r`Het nuttige vermogen is rendement maal opgenomen vermogen.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het lichtvermogen van de ledspot en vergelijken`,
                  text: r`$$P_{\text{licht}} = 24\ \text{W} \approx 25\ \text{W}$$`,
                  elaboration: r`$$0{,}30 \cdot 80 = 24\ \text{W}$$; dat is bijna gelijk aan $$25\ \text{W}$$.`,
                  explanation: r`De ledspot zet veel minder energie om in warmte.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 13,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 42,
          text: r`Alle twintig spots worden per jaar $$180$$ uur gebruikt. Bereken hoeveel kWh de school per jaar bespaart door alle halogeenspots te vervangen door ledspots.`,
          highlights: [r`besparing in kWh`],
          tags: ['kilowattuur', 'vermogen', 'led'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.2' },
          dependsOn: [{ number: 12 }],
          tips: [r`Hoeveel vermogen scheelt het per spot?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het verschil in vermogen voor twintig spots`,
                  text: r`$$\Delta P = 8{,}4\ \text{kW}$$`,
                  elaboration: r`$$20 \cdot (500 - 80) = 8400\ \text{W} = 8{,}4\ \text{kW}$$`,
                  explanation: r`Het verschil in vermogen is wat je per uur bespaart.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$ met $$P$$ in kW en $$t$$ in h`,
                  text: r`$$E = 8{,}4 \cdot 180$$`,
                  elaboration: r`De besparing per jaar is het bespaarde vermogen maal de gebruiksduur.`,
                  explanation: r`Met kW en uur krijg je kWh.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$E = 1{,}5 \cdot 10^{3}\ \text{kWh}$$`,
                  elaboration: r`$$8{,}4 \cdot 180 = 1512\ \text{kWh} \approx 1{,}5 \cdot 10^{3}\ \text{kWh}$$`,
                  explanation: r`$$1512\ \text{kWh}$$ is ook goed.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`berekenen van het verbruik van de halogeenspots`,
                  text: r`$$E_{\text{halogeen}} = 1800\ \text{kWh}$$`,
                  elaboration: r`$$20 \cdot 0{,}500 \cdot 180 = 1800\ \text{kWh}$$`,
                  explanation: r`Eerst elk type apart uitrekenen mag ook.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het verbruik van de ledspots`,
                  text: r`$$E_{\text{led}} = 288\ \text{kWh}$$`,
                  elaboration: r`$$20 \cdot 0{,}080 \cdot 180 = 288\ \text{kWh}$$`,
                  explanation: r`Zelfde aantal spots en uren.`,
                  points: 1,
                },
                {
                  correction: r`verschil berekenen`,
                  text: r`$$1{,}5 \cdot 10^{3}\ \text{kWh}$$`,
                  elaboration: r`$$1800 - 288 = 1512\ \text{kWh}$$`,
                  explanation: r`De besparing is het verschil in verbruik.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`De tijdrit`,
      introduction: r`Bij een wielerronde rijden de renners een tijdrit van $$24\ \text{km}$$. Ze starten één voor één. Met gps worden de eerste tien minuten van twee renners, A en B, vastgelegd. Zie figuur 2.

![Figuur 2: afstand-tijddiagram van renner A en renner B](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: 'Figuur 2: s,t-diagram; renner A rechte lijn van 0 naar 8,0 km in 10 min, renner B rechte lijn van 0 naar 7,0 km in 10 min',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" font-family="Arial, sans-serif" font-size="11">
<rect x="0" y="0" width="400" height="260" fill="#fff"/>
<g stroke="#e0e0e0" stroke-width="1">
<line x1="110" y1="20" x2="110" y2="210"/><line x1="170" y1="20" x2="170" y2="210"/><line x1="230" y1="20" x2="230" y2="210"/>
<line x1="290" y1="20" x2="290" y2="210"/><line x1="350" y1="20" x2="350" y2="210"/>
<line x1="50" y1="172" x2="360" y2="172"/><line x1="50" y1="134" x2="360" y2="134"/><line x1="50" y1="96" x2="360" y2="96"/>
<line x1="50" y1="58" x2="360" y2="58"/><line x1="50" y1="20" x2="360" y2="20"/>
</g>
<line x1="50" y1="210" x2="365" y2="210" stroke="#000" stroke-width="1.5"/>
<line x1="50" y1="210" x2="50" y2="15" stroke="#000" stroke-width="1.5"/>
<text x="50" y="225" text-anchor="middle">0</text><text x="110" y="225" text-anchor="middle">2</text><text x="170" y="225" text-anchor="middle">4</text>
<text x="230" y="225" text-anchor="middle">6</text><text x="290" y="225" text-anchor="middle">8</text><text x="350" y="225" text-anchor="middle">10</text>
<text x="44" y="214" text-anchor="end">0</text><text x="44" y="176" text-anchor="end">2</text><text x="44" y="138" text-anchor="end">4</text>
<text x="44" y="100" text-anchor="end">6</text><text x="44" y="62" text-anchor="end">8</text><text x="44" y="24" text-anchor="end">10</text>
<text x="205" y="248" text-anchor="middle">t (min)</text>
<text x="16" y="115" transform="rotate(-90 16 115)" text-anchor="middle">s (km)</text>
<line x1="50" y1="210" x2="350" y2="58" stroke="#c00" stroke-width="2.5"/>
<line x1="50" y1="210" x2="350" y2="77" stroke="#06c" stroke-width="2.5"/>
<text x="318" y="56" fill="#c00">A</text>
<text x="352" y="90" fill="#06c">B</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 14,
          type: 'Leg uit',
          points: 1,
          minutes: 2,
          pValue: 73,
          text: r`Leg uit hoe je in figuur 2 ziet dat renner A sneller rijdt dan renner B.`,
          highlights: [r`steilheid van de grafiek`],
          tags: ['snelheid', 'afstand-tijddiagram'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.2', Impact: 'H1.2' },
          tips: [r`Wie legt in dezelfde tijd de grootste afstand af?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de grafiek van A steiler loopt`,
                  text: r`Lijn A is steiler.`,
                  elaboration: r`De lijn van A stijgt sneller: A legt per minuut meer afstand af.`,
                  explanation: r`In een s,t-diagram hoort een steilere lijn bij een grotere snelheid.`,
                  points: 1,
                },
                {
                  correction: r`ondersteunende waarneming (geen apart scorepunt)`,
                  text: r`Na $$10$$ min: A $$8{,}0\ \text{km}$$, B $$7{,}0\ \text{km}$$.`,
                  elaboration: r`Aflezen bij $$t = 10$$ min laat hetzelfde zien.`,
                  explanation: r`Ook een antwoord met alleen deze vergelijking is goed.`,
                  points: 0,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 48,
          text: r`Bepaal met figuur 2 de snelheid van renner A in $$\text{km/h}$$.`,
          highlights: [r`snelheid van renner A`],
          tags: ['snelheid', 'afstand-tijddiagram'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.2', Impact: 'H1.2' },
          tips: [r`Lees een punt af dat precies op de rasterlijnen ligt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van afstand en tijd`,
                  text: r`$$s = 8{,}0\ \text{km}$$ in $$t = 10\ \text{min}$$`,
                  elaboration: r`Bij $$t = 10$$ min staat lijn A op $$8{,}0\ \text{km}$$.`,
                  explanation: r`Een goed af te lezen punt geeft de nauwkeurigste uitkomst.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen van de tijd naar uren en gebruik van $$v = \frac{s}{t}$$`,
                  text: r`$$v = \frac{8{,}0}{0{,}1667}$$`,
                  elaboration: r`$$10\ \text{min} = \frac{10}{60} = 0{,}1667\ \text{h}$$`,
                  explanation: r`Voor km/h moet de tijd in uren.`,
                  points: 1,
                  tips: [r`Welk deel van een uur is tien minuten?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$v = 48\ \text{km/h}$$`,
                  elaboration: r`$$\frac{8{,}0}{0{,}1667} = 48\ \text{km/h}$$`,
                  explanation: r`Controle: $$8{,}0\ \text{km}$$ in $$10$$ min is $$6 \cdot 8{,}0 = 48\ \text{km}$$ in een uur.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 16,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 55,
          text: r`Renner A houdt deze snelheid de hele tijdrit vol. Bereken zijn eindtijd in minuten.`,
          highlights: [r`eindtijd van renner A`],
          tags: ['snelheid'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.1', Impact: 'H1.1' },
          dependsOn: [{ number: 15 }],
          tips: [r`Gebruik de snelheid uit vraag 15 en de lengte van de tijdrit.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$t = \frac{s}{v}$$`,
                  text: r`$$t = \frac{24}{48}\ \text{h}$$`,
                  elaboration: r`$$t = \frac{s}{v} = \frac{24\ \text{km}}{48\ \text{km/h}} = 0{,}50\ \text{h}$$`,
                  explanation: r`Snelheidsformule omgeschreven naar tijd.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar minuten`,
                  text: r`$$t = 30\ \text{min}$$`,
                  elaboration: r`$$0{,}50 \cdot 60 = 30\ \text{min}$$`,
                  explanation: r`Een doorgerekende fout uit vraag 15 wordt niet opnieuw aangerekend.`,
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
