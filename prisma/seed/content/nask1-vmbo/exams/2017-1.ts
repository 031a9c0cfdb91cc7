import type { ExamContent } from '../../types.ts';
const r = String.raw;

const tuinhuisSchakeling = r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 230" font-family="Arial, sans-serif" font-size="13">
<rect x="0" y="0" width="360" height="230" fill="#ffffff"/>
<g stroke="#000" stroke-width="2" fill="none">
<line x1="40" y1="30" x2="40" y2="98"/>
<line x1="40" y1="112" x2="40" y2="200"/>
<line x1="40" y1="30" x2="90" y2="30"/>
<rect x="90" y="23" width="44" height="14" fill="#fff"/>
<line x1="90" y1="30" x2="134" y2="30"/>
<line x1="134" y1="30" x2="320" y2="30"/>
<line x1="40" y1="200" x2="320" y2="200"/>
<line x1="200" y1="30" x2="200" y2="62"/>
<line x1="200" y1="62" x2="186" y2="88"/>
<line x1="200" y1="90" x2="200" y2="126"/>
<circle cx="200" cy="140" r="14" fill="#fff"/>
<line x1="190" y1="130" x2="210" y2="150"/>
<line x1="210" y1="130" x2="190" y2="150"/>
<line x1="200" y1="154" x2="200" y2="200"/>
<line x1="320" y1="30" x2="320" y2="62"/>
<line x1="320" y1="62" x2="306" y2="88"/>
<line x1="320" y1="90" x2="320" y2="126"/>
<circle cx="320" cy="140" r="14" fill="#fff"/>
<line x1="310" y1="130" x2="330" y2="150"/>
<line x1="330" y1="130" x2="310" y2="150"/>
<line x1="320" y1="154" x2="320" y2="200"/>
</g>
<line x1="22" y1="98" x2="58" y2="98" stroke="#000" stroke-width="2"/>
<line x1="31" y1="112" x2="49" y2="112" stroke="#000" stroke-width="5"/>
<circle cx="200" cy="62" r="3" fill="#000"/>
<circle cx="200" cy="90" r="3" fill="#000"/>
<circle cx="320" cy="62" r="3" fill="#000"/>
<circle cx="320" cy="90" r="3" fill="#000"/>
<circle cx="200" cy="30" r="3" fill="#000"/>
<circle cx="200" cy="200" r="3" fill="#000"/>
<text x="64" y="110">12 V</text>
<text x="88" y="54">zekering</text>
<text x="210" y="80">S1</text>
<text x="330" y="80">S2</text>
<text x="222" y="145">L1</text>
<text x="280" y="145">L2</text>
</svg>`;

export const exam: ExamContent = {
  year: 2017,
  term: 1,
  standardizationValue: 1.1,
  topics: [
    {
      name: r`Met de e-bike naar school`,
      introduction: r`Sanne woont op het platteland en fietst elke dag $$9{,}0\ \text{km}$$ naar school. Ze heeft een elektrische fiets (e-bike) gekocht. Een elektromotor in het voorwiel helpt bij het trappen, zolang de fiets niet harder gaat dan $$25\ \text{km/h}$$. De motor haalt zijn energie uit een oplaadbare accu op de bagagedrager. In de tabel staan enkele gegevens van de e-bike.

| eigenschap | waarde |
|---|---|
| spanning van de accu | $$36\ \text{V}$$ |
| energie in een volle accu | $$0{,}40\ \text{kWh}$$ |
| vermogen van de motor (maximaal) | $$250\ \text{W}$$ |
| massa van de fiets | $$23\ \text{kg}$$ |
| actieradius (afstand op één volle accu) | $$60\ \text{km}$$ |`,
      questions: [
        {
          number: 1,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 78,
          text: r`Tijdens het fietsen levert de accu energie aan de motor. Welke energieomzetting vindt plaats in de accu?
A chemische energie → elektrische energie
B elektrische energie → chemische energie
C bewegingsenergie → elektrische energie
D elektrische energie → bewegingsenergie`,
          highlights: [r`energieomzetting in de accu`],
          tags: ['energieomzetting', 'accu'],
          domain: 'Energieomzettingen',
          chapters: { Nova: 'H2.1', Impact: 'H6.1' },
          tips: [r`Let op: de vraag gaat over de accu, niet over de motor.`],
          answers: [
            {
              scores: [0, 0, 1, 1],
              steps: [
                {
                  correction: r`inzicht dat in een accu energie is opgeslagen in stoffen (chemische energie)`,
                  text: r`In de accu zit chemische energie.`,
                  elaboration: r`In een geladen accu is de energie opgeslagen in de stoffen van de accu. Dat heet chemische energie.`,
                  explanation: r`Deze denkstap levert geen apart scorepunt op, maar is nodig om de juiste letter te kiezen.`,
                  points: 0,
                  tips: [r`Welke vorm van energie zit er in een batterij of accu?`],
                },
                {
                  correction: r`antwoord A`,
                  text: r`A`,
                  elaboration: r`Bij het ontladen zet de accu chemische energie om in elektrische energie; de motor maakt daar daarna bewegingsenergie van.`,
                  explanation: r`B hoort bij het opladen, C bij een dynamo en D bij de motor.`,
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
          pValue: 72,
          text: r`Bereken de stroomsterkte door de motor als de motor zijn maximale vermogen levert.`,
          highlights: [r`stroomsterkte door de motor`],
          tags: ['stroomsterkte', 'vermogen'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.1' },
          tips: [r`Zoek in de tabel de spanning en het vermogen op.`, r`Welke formule verbindt vermogen, spanning en stroomsterkte?`],
          answers: [
            {
              remark: r`Als de eenheid ontbreekt of fout is, het laatste scorepunt niet toekennen.`,
              steps: [
                {
                  correction: r`gebruik van $$P = U \cdot I$$`,
                  text: r`$$250 = 36 \cdot I$$`,
                  elaboration: r`$$P = U \cdot I$$ met $$P = 250\ \text{W}$$ en $$U = 36\ \text{V}$$ geeft $$250 = 36 \cdot I$$.`,
                  explanation: r`Het vermogen van een elektrisch apparaat is het product van spanning en stroomsterkte.`,
                  points: 1,
                  tips: [r`Schrijf eerst de formule op en vul dan de bekende waarden in.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$I = 6{,}9\ \text{A}$$`,
                  elaboration: r`$$I = \frac{250}{36} = 6{,}94... \approx 6{,}9\ \text{A}$$`,
                  explanation: r`De gegevens hebben twee significante cijfers, dus het antwoord ook.`,
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
          minutes: 4,
          pValue: 61,
          text: r`Sanne doet op een ochtend $$24$$ minuten over de rit van $$9{,}0\ \text{km}$$ naar school. Bereken haar gemiddelde snelheid in $$\text{km/h}$$.`,
          highlights: [r`gemiddelde snelheid in km/h`],
          tags: ['snelheid'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.1', Impact: 'H1.1' },
          tips: [r`De snelheid moet in km/h: in welke eenheid moet de tijd dan staan?`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van de tijd naar uren`,
                  text: r`$$t = 0{,}40\ \text{h}$$`,
                  elaboration: r`$$24\ \text{min} = \frac{24}{60}\ \text{h} = 0{,}40\ \text{h}$$`,
                  explanation: r`De afstand staat in km; om de snelheid in km/h te krijgen moet de tijd in uren.`,
                  points: 1,
                  tips: [r`Hoeveel minuten zitten er in een uur?`],
                },
                {
                  correction: r`gebruik van $$v = \frac{s}{t}$$`,
                  text: r`$$v = \frac{9{,}0}{0{,}40}$$`,
                  elaboration: r`$$v = \frac{s}{t} = \frac{9{,}0\ \text{km}}{0{,}40\ \text{h}}$$`,
                  explanation: r`Gemiddelde snelheid is de totale afstand gedeeld door de totale tijd.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$v = 23\ \text{km/h}$$ (of $$22{,}5\ \text{km/h}$$)`,
                  elaboration: r`$$v = 22{,}5\ \text{km/h} \approx 23\ \text{km/h}$$`,
                  explanation: r`Een antwoord van $$22{,}5\ \text{km/h}$$ wordt ook goed gerekend.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`omrekenen naar meter en seconde`,
                  text: r`$$s = 9000\ \text{m}$$, $$t = 1440\ \text{s}$$`,
                  elaboration: r`$$9{,}0\ \text{km} = 9000\ \text{m}$$ en $$24 \cdot 60 = 1440\ \text{s}$$`,
                  explanation: r`Rekenen in SI-eenheden geeft eerst een snelheid in m/s.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$v = \frac{s}{t}$$`,
                  text: r`$$v = 6{,}25\ \text{m/s}$$`,
                  elaboration: r`$$v = \frac{9000}{1440} = 6{,}25\ \text{m/s}$$`,
                  explanation: r`Gemiddelde snelheid is de totale afstand gedeeld door de totale tijd.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar km/h en completeren`,
                  text: r`$$v = 23\ \text{km/h}$$`,
                  elaboration: r`$$6{,}25 \cdot 3{,}6 = 22{,}5\ \text{km/h} \approx 23\ \text{km/h}$$`,
                  explanation: r`Van m/s naar km/h vermenigvuldig je met $$3{,}6$$.`,
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
          pValue: 44,
          text: r`Sanne laadt de lege accu helemaal op. De oplader heeft een rendement van $$85\%$$. Eén kWh kost $$€\ 0{,}22$$. Bereken wat het opladen van de lege accu kost.`,
          highlights: [r`rendement van de oplader`, r`kosten van het opladen`],
          tags: ['rendement', 'energiekosten', 'kilowattuur'],
          domain: 'Rendement',
          chapters: { Nova: 'H2.3', Impact: 'H6.3' },
          tips: [r`Haalt de oplader meer of minder energie uit het stopcontact dan er in de accu terechtkomt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\eta = \frac{E_{\text{nuttig}}}{E_{\text{in}}} \cdot 100\%$$`,
                  text: r`$$85 = \frac{0{,}40}{E_{\text{in}}} \cdot 100$$`,
                  elaboration: r`De nuttige energie is de energie die in de accu komt: $$0{,}40\ \text{kWh}$$.`,
                  explanation: r`Een deel van de energie uit het stopcontact gaat in de oplader verloren als warmte.`,
                  points: 1,
                  tips: [r`Welke energie is hier nuttig: die uit het stopcontact of die in de accu?`],
                },
                {
                  correction: r`berekenen van de energie uit het stopcontact`,
                  text: r`$$E_{\text{in}} = 0{,}47\ \text{kWh}$$`,
                  elaboration: r`$$E_{\text{in}} = \frac{0{,}40}{0{,}85} = 0{,}47\ \text{kWh}$$`,
                  explanation: r`Door het verlies moet er meer energie uit het stopcontact komen dan er in de accu komt.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\text{kosten} = €\ 0{,}10$$`,
                  elaboration: r`$$0{,}47 \cdot 0{,}22 = 0{,}10$$, dus het opladen kost $$€\ 0{,}10$$.`,
                  explanation: r`Kosten = energie in kWh × prijs per kWh.`,
                  points: 1,
                },
              ],
              remark: r`Als met $$0{,}40\ \text{kWh}$$ is gerekend (rendement vergeten), uitkomst $$€\ 0{,}09$$: maximaal 1 scorepunt.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Licht in het tuinhuis`,
      introduction: r`Bij het tuinhuis van de familie Bakker ligt geen aansluiting op het elektriciteitsnet. Op het dak ligt een klein zonnepaneel dat overdag een accu van $$12\ \text{V}$$ oplaadt. 's Avonds geeft de accu stroom aan twee lampen. Op elke lamp staat $$12\ \text{V}/18\ \text{W}$$. In figuur 1 zie je het schakelschema.

![Figuur 1: schakelschema van de verlichting in het tuinhuis](figuur1.svg)`,
      figures: [{ name: 'figuur1.svg', alt: 'Figuur 1: schakelschema met accu, zekering, schakelaars S1 en S2 en lampen L1 en L2', svg: tuinhuisSchakeling }],
      questions: [
        {
          number: 5,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 66,
          text: r`De lampen zijn parallel geschakeld. Leg met behulp van figuur 1 uit waarom dat voor het tuinhuis handiger is dan een serieschakeling. Geef twee redenen.`,
          highlights: [r`parallel geschakeld`],
          tags: ['parallelschakeling', 'serieschakeling'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.4', Impact: 'H5.3' },
          tips: [r`Kijk wat er gebeurt als je bij een serieschakeling één lamp uitzet.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat elke lamp afzonderlijk aan en uit kan`,
                  text: r`Met S1 en S2 kan elke lamp los worden aan- en uitgezet.`,
                  elaboration: r`Elke lamp zit in een eigen tak met een eigen schakelaar. Als L1 uitgaat (of kapot gaat), blijft L2 branden.`,
                  explanation: r`In een serieschakeling gaan alle lampen tegelijk uit als de kring ergens onderbroken wordt.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat elke lamp de volle spanning van 12 V krijgt`,
                  text: r`Over elke lamp staat $$12\ \text{V}$$, dus ze branden normaal.`,
                  elaboration: r`Bij parallelschakeling is de spanning over elke tak gelijk aan de spanning van de accu. In serie zou elke lamp maar $$6\ \text{V}$$ krijgen en zwak branden.`,
                  explanation: r`De lampen zijn gemaakt voor $$12\ \text{V}$$.`,
                  points: 1,
                  tips: [r`Hoe verdeelt de spanning zich over lampen in serie?`],
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 58,
          text: r`Beide lampen branden. Bereken de stroomsterkte door de zekering.`,
          highlights: [r`stroomsterkte door de zekering`],
          tags: ['stroomsterkte', 'parallelschakeling', 'vermogen'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.4', Impact: 'H5.3' },
          tips: [r`Bereken eerst de stroomsterkte door één lamp.`, r`Hoe tel je stromen in parallelle takken op?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$P = U \cdot I$$ voor één lamp`,
                  text: r`$$I_{\text{lamp}} = 1{,}5\ \text{A}$$`,
                  elaboration: r`$$I = \frac{P}{U} = \frac{18}{12} = 1{,}5\ \text{A}$$`,
                  explanation: r`Elke lamp staat op zijn eigen spanning van $$12\ \text{V}$$ en levert dan $$18\ \text{W}$$.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de stromen door de takken opgeteld moeten worden`,
                  text: r`$$I_{\text{tot}} = 1{,}5 + 1{,}5$$`,
                  elaboration: r`Alle stroom door L1 en L2 gaat samen door de zekering in de hoofdstroom.`,
                  explanation: r`Bij een parallelschakeling is de totale stroom de som van de stromen door de takken.`,
                  points: 1,
                  tips: [r`Zit de zekering in een tak of in de hoofdstroom?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$I_{\text{tot}} = 3{,}0\ \text{A}$$`,
                  elaboration: r`$$1{,}5 + 1{,}5 = 3{,}0\ \text{A}$$`,
                  explanation: r`Ook goed: eerst het totale vermogen $$36\ \text{W}$$ en dan $$\frac{36}{12} = 3{,}0\ \text{A}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 63,
          text: r`Bereken de weerstand van één brandende lamp.`,
          highlights: [r`weerstand van één lamp`],
          tags: ['weerstand'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.3', Impact: 'H5.2' },
          dependsOn: [{ number: 6 }],
          tips: [r`Gebruik de stroomsterkte door één lamp uit de vorige vraag.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$U = I \cdot R$$`,
                  text: r`$$12 = 1{,}5 \cdot R$$`,
                  elaboration: r`$$U = I \cdot R$$ met $$U = 12\ \text{V}$$ en $$I = 1{,}5\ \text{A}$$.`,
                  explanation: r`De wet van Ohm verbindt spanning, stroomsterkte en weerstand.`,
                  points: 1,
                  tips: [r`Gebruik de stroom door één lamp, niet de totale stroom.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$R = 8{,}0\ \Omega$$`,
                  elaboration: r`$$R = \frac{12}{1{,}5} = 8{,}0\ \Omega$$`,
                  explanation: r`Met de totale stroom van $$3{,}0\ \text{A}$$ vind je de vervangingsweerstand ($$4{,}0\ \Omega$$), niet die van één lamp.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Teken',
          points: 2,
          minutes: 4,
          pValue: 55,
          introduction: r`Meneer Bakker wil controleren of de accu nog goed is. Hij wil de spanning over lamp L2 meten en tegelijk de totale stroomsterkte.`,
          text: r`Teken in het schakelschema op de uitwerkbijlage een spanningsmeter die de spanning over L2 meet en een stroommeter die de totale stroomsterkte meet. Gebruik de juiste symbolen.`,
          highlights: [r`spanningsmeter over L2`, r`stroommeter in de hoofdstroom`],
          tags: ['spanning', 'stroomsterkte'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.2', Impact: 'H5.1' },
          appendix: { name: 'uitwerkbijlage8.svg', alt: 'Uitwerkbijlage bij vraag 8: het schakelschema van het tuinhuis', svg: tuinhuisSchakeling },
          tips: [r`Een spanningsmeter sluit je anders aan dan een stroommeter: welke in serie en welke parallel?`],
          answers: [
            {
              steps: [
                {
                  correction: r`spanningsmeter (V in een cirkel) parallel over L2 getekend`,
                  text: r`V-meter met de ene draad boven en de andere onder L2.`,
                  elaboration: r`Teken een cirkel met V naast L2 en verbind de aansluitingen met de draad vlak boven en vlak onder de lamp.`,
                  explanation: r`Een spanningsmeter meet het verschil tussen twee punten, dus hij komt parallel over het onderdeel.`,
                  points: 1,
                  tips: [r`Tussen welke twee punten wil je het spanningsverschil weten?`],
                },
                {
                  correction: r`stroommeter (A in een cirkel) in serie in de hoofdstroom getekend`,
                  text: r`A-meter in de draad tussen accu en splitsing.`,
                  elaboration: r`Onderbreek de draad tussen de accu en het eerste splitspunt en teken daar een cirkel met A.`,
                  explanation: r`Alle stroom moet door de stroommeter gaan; dat kan alleen in de hoofdstroom, vóór de splitsing.`,
                  points: 1,
                },
              ],
              remark: r`Als de stroommeter in een van de takken is getekend, het tweede scorepunt niet toekennen.`,
            },
          ],
        },
        {
          number: 9,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 52,
          text: r`De zekering moet doorsmelten als er een kortsluiting ontstaat, maar niet als beide lampen branden. Welke zekering is het meest geschikt?
A $$1\ \text{A}$$
B $$2\ \text{A}$$
C $$4\ \text{A}$$
D $$20\ \text{A}$$`,
          highlights: [r`geschikte zekering`],
          tags: ['zekering', 'stroomsterkte'],
          domain: 'Elektriciteit in huis',
          chapters: { Nova: 'H8.1', Impact: 'H5.4' },
          dependsOn: [{ number: 6 }],
          tips: [r`Hoe groot is de stroom als alles normaal brandt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de zekering iets boven de normale stroom van $$3{,}0\ \text{A}$$ moet liggen`,
                  text: r`Grenswaarde net boven $$3{,}0\ \text{A}$$.`,
                  elaboration: r`Bij $$1\ \text{A}$$ of $$2\ \text{A}$$ smelt de zekering al bij normaal gebruik. Bij $$20\ \text{A}$$ kunnen de draden al heet worden voordat hij doorsmelt.`,
                  explanation: r`Een zekering beschermt de draden tegen een te grote stroom.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`$$4\ \text{A}$$ is de kleinste waarde die groter is dan $$3{,}0\ \text{A}$$.`,
                  explanation: r`De zekering moet zo laag mogelijk zijn, maar boven de normale stroom.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Vleermuizen`,
      introduction: r`Vleermuizen jagen 's nachts op insecten. Ze zien in het donker weinig, maar ze gebruiken geluid. Een dwergvleermuis zendt korte geluidspulsen uit met een frequentie van $$45\ \text{kHz}$$. Als een puls een insect raakt, kaatst een deel van het geluid terug. Uit de tijd tussen puls en echo weet de vleermuis hoe ver het insect weg is.`,
      questions: [
        {
          number: 10,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 74,
          text: r`Kan een mens de pulsen van de dwergvleermuis horen?
A Ja, want $$45\ \text{kHz}$$ ligt binnen het gehoorbereik van de mens.
B Nee, want $$45\ \text{kHz}$$ is lager dan de laagste toon die een mens hoort.
C Nee, want $$45\ \text{kHz}$$ is hoger dan de hoogste toon die een mens hoort.
D Nee, want geluid van een vleermuis heeft geen tussenstof nodig.`,
          highlights: [r`gehoorbereik van de mens`],
          tags: ['frequentie', 'gehoorgrens'],
          domain: 'Trillingen en toonhoogte',
          chapters: { Nova: 'H6.2', Impact: 'H3.2' },
          tips: [r`Tussen welke frequenties kan een mens horen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een mens hoort van ongeveer $$20\ \text{Hz}$$ tot $$20\ \text{kHz}$$`,
                  text: r`Gehoorbereik: $$20\ \text{Hz}$$ – $$20\ 000\ \text{Hz}$$.`,
                  elaboration: r`$$45\ \text{kHz} = 45\ 000\ \text{Hz}$$, dat is meer dan $$20\ 000\ \text{Hz}$$: ultrasoon geluid.`,
                  explanation: r`Geluid boven de gehoorgrens heet ultrasoon.`,
                  points: 0,
                  tips: [r`Reken kHz om naar Hz.`],
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`De toon is te hoog voor het menselijk oor.`,
                  explanation: r`D is onjuist: geluid heeft altijd een tussenstof nodig.`,
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
          pValue: 47,
          introduction: r`Onderzoekers nemen het geluid van een vleermuis op met een ultrasone microfoon. Figuur 2 toont het beeld op een oscilloscoop: links de uitgezonden puls, rechts de echo van een mot.

![Figuur 2: oscilloscoopbeeld van puls en echo](figuur2.svg)`,
          text: r`De tijdbasis van de oscilloscoop staat op $$2\ \text{ms}$$ per hokje. De geluidssnelheid in lucht is $$343\ \text{m/s}$$. Bereken hoe ver de mot van de vleermuis af is.`,
          highlights: [r`echo van een mot`, r`tijdbasis 2 ms per hokje`],
          tags: ['echo', 'geluidssnelheid'],
          domain: 'Trillingen en toonhoogte',
          chapters: { Nova: 'H6.1', Impact: 'H3.1' },
          figures: [
            {
              name: 'figuur2.svg',
              alt: 'Figuur 2: oscilloscoopbeeld met een puls bij hokje 1 en een kleinere echo bij hokje 7',
              svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 210" font-family="Arial, sans-serif" font-size="12">
<rect x="0" y="0" width="340" height="210" fill="#fff"/>
<rect x="20" y="10" width="300" height="180" fill="#f4f8f4" stroke="#000" stroke-width="2"/>
<g stroke="#9bb59b" stroke-width="1">
<line x1="50" y1="10" x2="50" y2="190"/><line x1="80" y1="10" x2="80" y2="190"/><line x1="110" y1="10" x2="110" y2="190"/>
<line x1="140" y1="10" x2="140" y2="190"/><line x1="170" y1="10" x2="170" y2="190"/><line x1="200" y1="10" x2="200" y2="190"/>
<line x1="230" y1="10" x2="230" y2="190"/><line x1="260" y1="10" x2="260" y2="190"/><line x1="290" y1="10" x2="290" y2="190"/>
<line x1="20" y1="40" x2="320" y2="40"/><line x1="20" y1="70" x2="320" y2="70"/><line x1="20" y1="100" x2="320" y2="100"/>
<line x1="20" y1="130" x2="320" y2="130"/><line x1="20" y1="160" x2="320" y2="160"/>
</g>
<polyline fill="none" stroke="#c00" stroke-width="2" points="20,100 46,100 48,40 50,160 52,45 54,155 56,55 58,145 60,100 230,100 226,100 228,82 230,118 232,85 234,115 236,100 320,100"/>
<text x="36" y="205">puls</text>
<text x="220" y="205">echo</text>
</svg>`,
            },
          ],
          tips: [r`Tel het aantal hokjes tussen het begin van de puls en het begin van de echo.`, r`Welke afstand legt het geluid af: heen, of heen en terug?`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de tijd tussen puls en echo`,
                  text: r`$$t = 12\ \text{ms} = 0{,}012\ \text{s}$$`,
                  elaboration: r`Tussen puls en echo zitten $$6$$ hokjes: $$6 \cdot 2\ \text{ms} = 12\ \text{ms}$$.`,
                  explanation: r`De tijdbasis geeft aan hoeveel tijd bij één hokje hoort.`,
                  points: 1,
                  tips: [r`Reken ms om naar s voordat je verder rekent.`],
                },
                {
                  correction: r`gebruik van $$s = v \cdot t$$`,
                  text: r`$$s = 4{,}1\ \text{m}$$ (heen en terug)`,
                  elaboration: r`$$s = 343 \cdot 0{,}012 = 4{,}1\ \text{m}$$`,
                  explanation: r`In de gemeten tijd gaat het geluid naar de mot en weer terug.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de afstand gedeeld moet worden door 2 en completeren`,
                  text: r`afstand $$= 2{,}1\ \text{m}$$`,
                  elaboration: r`$$\frac{4{,}1}{2} = 2{,}1\ \text{m}$$`,
                  explanation: r`De afstand tot de mot is de helft van de weg die het geluid aflegt.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 50,
          text: r`Bereken de trillingstijd van het geluid van de dwergvleermuis.`,
          highlights: [r`trillingstijd`],
          tags: ['frequentie', 'trillingstijd'],
          domain: 'Trillingen en toonhoogte',
          chapters: { Nova: 'H6.2', Impact: 'H3.2' },
          tips: [r`Hoe hangen frequentie en trillingstijd met elkaar samen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$f = \frac{1}{T}$$ met $$f$$ in Hz`,
                  text: r`$$T = \frac{1}{45\ 000}$$`,
                  elaboration: r`$$45\ \text{kHz} = 45\ 000\ \text{Hz}$$, dus $$T = \frac{1}{f} = \frac{1}{45\ 000}$$.`,
                  explanation: r`Frequentie is het aantal trillingen per seconde; de trillingstijd is de tijd van één trilling.`,
                  points: 1,
                  tips: [r`Reken eerst kHz om naar Hz.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$T = 2{,}2 \cdot 10^{-5}\ \text{s}$$`,
                  elaboration: r`$$T = 0{,}000022\ \text{s} = 2{,}2 \cdot 10^{-5}\ \text{s}$$ ($$= 0{,}022\ \text{ms}$$)`,
                  explanation: r`Een zeer hoge frequentie hoort bij een zeer korte trillingstijd.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 13,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 56,
          text: r`De vleermuis vliegt met een snelheid van $$5{,}0\ \text{m/s}$$ recht op de mot af. Neem aan dat de mot stilhangt. Bereken na hoeveel seconden de vleermuis de mot bereikt.`,
          highlights: [r`tijd tot de vleermuis de mot bereikt`],
          tags: ['snelheid'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.1', Impact: 'H1.1' },
          dependsOn: [{ number: 11, introduction: true, attachments: true }],
          tips: [r`Gebruik de afstand tot de mot uit vraag 11.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$v = \frac{s}{t}$$ met $$s = 2{,}1\ \text{m}$$`,
                  text: r`$$5{,}0 = \frac{2{,}1}{t}$$`,
                  elaboration: r`De afstand is $$2{,}1\ \text{m}$$ en de snelheid $$5{,}0\ \text{m/s}$$.`,
                  explanation: r`De vleermuis legt alleen de enkele afstand af, niet heen en terug.`,
                  points: 1,
                  tips: [r`Gebruik hier niet de afstand heen en terug.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$t = 0{,}41\ \text{s}$$`,
                  elaboration: r`$$t = \frac{2{,}1}{5{,}0} = 0{,}41\ \text{s}$$ (met $$2{,}06\ \text{m}$$)`,
                  explanation: r`Een doorgerekende fout uit vraag 11 wordt hier niet opnieuw aangerekend.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Kaarsen gieten`,
      introduction: r`Mila maakt kaarsen van stearine. Ze smelt stearinekorrels in een pannetje au bain-marie en giet de vloeibare stearine in een mal met een lont. Tijdens het afkoelen meet ze elke minuut de temperatuur. Figuur 3 toont haar metingen.

![Figuur 3: temperatuur van de stearine tijdens het afkoelen](figuur3.svg)`,
      figures: [
        {
          name: 'figuur3.svg',
          alt: 'Figuur 3: temperatuur-tijddiagram van afkoelende stearine met een horizontaal stuk bij 55 °C van 6 tot 14 minuten',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 260" font-family="Arial, sans-serif" font-size="11">
<rect x="0" y="0" width="380" height="260" fill="#fff"/>
<g stroke="#ddd" stroke-width="1">
<line x1="60" y1="30" x2="60" y2="210"/><line x1="120" y1="30" x2="120" y2="210"/><line x1="180" y1="30" x2="180" y2="210"/>
<line x1="240" y1="30" x2="240" y2="210"/><line x1="300" y1="30" x2="300" y2="210"/><line x1="360" y1="30" x2="360" y2="210"/>
<line x1="60" y1="30" x2="360" y2="30"/><line x1="60" y1="66" x2="360" y2="66"/><line x1="60" y1="102" x2="360" y2="102"/>
<line x1="60" y1="138" x2="360" y2="138"/><line x1="60" y1="174" x2="360" y2="174"/>
</g>
<line x1="60" y1="210" x2="365" y2="210" stroke="#000" stroke-width="1.5"/>
<line x1="60" y1="210" x2="60" y2="22" stroke="#000" stroke-width="1.5"/>
<text x="56" y="226" text-anchor="middle">0</text><text x="120" y="226" text-anchor="middle">4</text><text x="180" y="226" text-anchor="middle">8</text>
<text x="240" y="226" text-anchor="middle">12</text><text x="300" y="226" text-anchor="middle">16</text><text x="360" y="226" text-anchor="middle">20</text>
<text x="52" y="214" text-anchor="end">20</text><text x="52" y="178" text-anchor="end">35</text><text x="52" y="142" text-anchor="end">50</text>
<text x="52" y="106" text-anchor="end">65</text><text x="52" y="70" text-anchor="end">80</text><text x="52" y="34" text-anchor="end">95</text>
<text x="210" y="246" text-anchor="middle">tijd (min)</text>
<text x="14" y="120" transform="rotate(-90 14 120)" text-anchor="middle">temperatuur (°C)</text>
<polyline fill="none" stroke="#c00" stroke-width="2" points="60,54 75,78 90,99 105,112 120,121 135,125 150,126 180,126 210,126 240,126 270,126 285,134 300,144 315,153 330,162 345,170 360,178"/>
</svg>`,
        },
      ],
      questions: [
        {
          number: 14,
          type: 'Bepaal',
          points: 2,
          minutes: 3,
          pValue: 69,
          text: r`Bepaal met figuur 3 het stolpunt van stearine en hoe lang het stollen duurt.`,
          highlights: [r`stolpunt van stearine`],
          tags: ['stolpunt', 'faseovergang'],
          domain: 'Temperatuur en faseovergangen',
          chapters: { Nova: 'H7.2', Impact: 'H2.3' },
          tips: [r`Wat gebeurt er met de temperatuur zolang een stof aan het stollen is?`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van de temperatuur van het horizontale deel`,
                  text: r`stolpunt $$= 55\ \text{°C}$$`,
                  elaboration: r`Van $$6$$ tot $$14$$ minuten blijft de temperatuur gelijk op $$55\ \text{°C}$$.`,
                  explanation: r`Tijdens het stollen blijft de temperatuur constant, omdat de stof bij het vast worden warmte afgeeft.`,
                  points: 1,
                  tips: [r`Zoek het stuk van de grafiek dat horizontaal loopt.`],
                },
                {
                  correction: r`bepalen van de duur van het stollen`,
                  text: r`$$8\ \text{min}$$`,
                  elaboration: r`$$14 - 6 = 8\ \text{min}$$`,
                  explanation: r`Het horizontale stuk begint bij $$6\ \text{min}$$ en eindigt bij $$14\ \text{min}$$.`,
                  points: 1,
                },
              ],
              remark: r`Voor het stolpunt een waarde tussen $$54\ \text{°C}$$ en $$56\ \text{°C}$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 15,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 71,
          text: r`Een afgekoelde kaars heeft een massa van $$180\ \text{g}$$ en een volume van $$200\ \text{cm}^3$$. Bereken de dichtheid van stearine.`,
          highlights: [r`dichtheid van stearine`],
          tags: ['dichtheid'],
          domain: 'Dichtheid',
          chapters: { Nova: 'H7.4', Impact: 'H2.2' },
          tips: [r`Dichtheid is massa per volume.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\rho = \frac{m}{V}$$`,
                  text: r`$$\rho = \frac{180}{200}$$`,
                  elaboration: r`$$\rho = \frac{m}{V} = \frac{180\ \text{g}}{200\ \text{cm}^3}$$`,
                  explanation: r`Met massa in g en volume in cm³ krijg je de dichtheid in g/cm³.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\rho = 0{,}90\ \text{g/cm}^3$$`,
                  elaboration: r`$$\frac{180}{200} = 0{,}90\ \text{g/cm}^3$$ ($$= 900\ \text{kg/m}^3$$)`,
                  explanation: r`Twee significante cijfers, net als de gegevens.`,
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
          pValue: 64,
          introduction: r`Mila wil drijfkaarsjes maken voor in een schaal met water. De dichtheid van water is $$1{,}00\ \text{g/cm}^3$$.`,
          text: r`Leg uit of een kaarsje van stearine in water blijft drijven.`,
          highlights: [r`drijven of zinken`],
          tags: ['dichtheid', 'drijven'],
          domain: 'Dichtheid',
          chapters: { Nova: 'H7.4', Impact: 'H2.2' },
          dependsOn: [{ number: 15 }],
          tips: [r`Vergelijk de dichtheid van stearine met die van water.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijken van de dichtheden`,
                  text: r`$$0{,}90\ \text{g/cm}^3 < 1{,}00\ \text{g/cm}^3$$`,
                  elaboration: r`Stearine heeft een kleinere dichtheid dan water.`,
                  explanation: r`Een voorwerp drijft als zijn dichtheid kleiner is dan die van de vloeistof.`,
                  points: 1,
                  tips: [r`Welke stof is 'lichter per cm³'?`],
                },
                {
                  correction: r`consequente conclusie`,
                  text: r`Het kaarsje blijft drijven.`,
                  elaboration: r`Omdat $$\rho_{\text{stearine}} < \rho_{\text{water}}$$, drijft het kaarsje.`,
                  explanation: r`Een conclusie zonder vergelijking van dichtheden levert geen scorepunt op.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 17,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 80,
          text: r`Als de kaars brandt, wordt de stearine bij de lont eerst vloeibaar en daarna gasvormig. Hoe heten deze twee faseovergangen, in de juiste volgorde?
A stollen – verdampen
B smelten – verdampen
C smelten – condenseren
D stollen – sublimeren`,
          highlights: [r`faseovergangen bij een brandende kaars`],
          tags: ['faseovergang'],
          domain: 'Temperatuur en faseovergangen',
          chapters: { Nova: 'H7.2', Impact: 'H2.3' },
          tips: [r`Van vast naar vloeibaar, en daarna van vloeibaar naar gas.`],
          answers: [
            {
              steps: [
                {
                  correction: r`benoemen van de faseovergangen`,
                  text: r`vast → vloeibaar: smelten; vloeibaar → gas: verdampen`,
                  elaboration: r`Eerst smelt de vaste stearine, daarna verdampt de vloeibare stearine in de vlam.`,
                  explanation: r`Condenseren is gas → vloeibaar, stollen is vloeibaar → vast.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Smelten – verdampen.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
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
