import type { ExamContent } from '../../types.ts';
const r = String.raw;

const fohnSchema = (title: string) => r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 210" font-family="Arial, sans-serif" font-size="12">
<rect x="0" y="0" width="380" height="210" fill="#fff"/>
<g stroke="#000" stroke-width="2" fill="none">
<path d="M40 86 V30 H80 M116 30 H260 V50 M260 74 V90 M260 130 V170 H40 V114 M160 30 V86 M160 114 V170"/>
<line x1="80" y1="30" x2="112" y2="14"/>
<line x1="260" y1="50" x2="274" y2="72"/>
<circle cx="40" cy="100" r="14"/>
<circle cx="160" cy="100" r="14"/>
<rect x="250" y="90" width="20" height="40"/>
</g>
<circle cx="80" cy="30" r="3"/><circle cx="116" cy="30" r="3"/><circle cx="260" cy="50" r="3"/><circle cx="260" cy="74" r="3"/>
<circle cx="160" cy="30" r="3"/><circle cx="160" cy="170" r="3"/>
<text x="34" y="105" font-size="16">~</text>
<text x="4" y="140">230 V</text>
<text x="154" y="105" font-weight="bold">M</text>
<text x="90" y="12">S1</text>
<text x="280" y="66">S2</text>
<text x="180" y="104">motor</text>
<text x="280" y="108">verwarmings-</text>
<text x="280" y="122">element</text>
<text x="120" y="200" font-style="italic">${title}</text>
</svg>`;

export const exam: ExamContent = {
  year: 2021,
  term: 2,
  standardizationValue: 1.1,
  topics: [
    {
      name: r`Haardroger`,
      introduction: r`Sanne droogt haar haar elke ochtend met een haardroger (föhn). In de haardroger zitten een kleine motor met een ventilator en een verwarmingselement. De haardroger wordt aangesloten op de netspanning van $$230\ \text{V}$$. Met schakelaar S1 zet Sanne de haardroger aan, met schakelaar S2 kiest ze voor warme lucht. In figuur 1 zie je het vereenvoudigde schakelschema.

![Figuur 1: schakelschema van de haardroger](figuur1.svg)

In de tabel staat het vermogen van de haardroger in de verschillende standen.

| Stand | Wat werkt er? | Vermogen |
|---|---|---|
| 0 | niets | $$0\ \text{W}$$ |
| 1 (koud) | alleen de motor | $$40\ \text{W}$$ |
| 2 (warm) | motor en verwarmingselement | $$1840\ \text{W}$$ |`,
      figures: [{ name: 'figuur1.svg', alt: r`Figuur 1: schakelschema van de haardroger met motor en verwarmingselement`, svg: fohnSchema('figuur 1') }],
      questions: [
        {
          number: 1,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 74,
          text: r`Sanne zet de haardroger in stand 2. Hoe groot is dan de spanning over het verwarmingselement?

A kleiner dan $$230\ \text{V}$$, want de spanning wordt verdeeld over motor en verwarmingselement
B precies $$230\ \text{V}$$
C groter dan $$230\ \text{V}$$, want het verwarmingselement heeft het grootste vermogen
D $$0\ \text{V}$$, want de stroom gaat alleen door de motor`,
          highlights: [r`spanning over het verwarmingselement`],
          tags: ['spanning', 'parallelschakeling'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.4', Impact: 'H5.3' },
          tips: [r`Zijn de motor en het verwarmingselement in serie of parallel geschakeld?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat motor en verwarmingselement parallel geschakeld zijn`,
                  text: r`Het verwarmingselement zit in een eigen tak, naast de motor.`,
                  elaboration: r`In figuur 1 splitst de stroom zich na S1 in twee takken: één door de motor en één door S2 en het verwarmingselement. Dat is een parallelschakeling.`,
                  explanation: r`Bij een parallelschakeling staat over elke tak dezelfde spanning als over de spanningsbron.`,
                  points: 0,
                  tips: [r`Volg de stroom vanaf de bron: moet hij door beide onderdelen, of kan hij kiezen?`],
                },
                {
                  correction: r`juiste antwoord: B`,
                  text: r`B`,
                  elaboration: r`Over elke tak staat de volledige netspanning, dus $$U_{\text{element}} = 230\ \text{V}$$.`,
                  explanation: r`Antwoord A zou gelden bij een serieschakeling; het vermogen verandert niets aan de spanning over een tak.`,
                  points: 0,
                },
              ],
              scores: [0, 0, 1, 1],
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 58,
          text: r`Bereken de stroomsterkte door het verwarmingselement als de haardroger in stand 2 staat.`,
          highlights: [r`stroomsterkte door het verwarmingselement`],
          tags: ['stroomsterkte', 'vermogen'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.1' },
          tips: [r`Welk deel van de $$1840\ \text{W}$$ hoort bij het verwarmingselement?`, r`Welke formule verbindt vermogen, spanning en stroomsterkte?`],
          answers: [
            {
              remark: r`Als met $$1840\ \text{W}$$ is gerekend ($$I = 8{,}0\ \text{A}$$), de eerste deelscore niet toekennen.`,
              steps: [
                {
                  correction: r`inzicht dat het vermogen van het verwarmingselement $$1840 - 40 = 1800\ \text{W}$$ is`,
                  text: r`$$P_{\text{element}} = 1800\ \text{W}$$`,
                  elaboration: r`In stand 2 werken motor en element samen: $$P_{\text{element}} = 1840 - 40 = 1800\ \text{W}$$.`,
                  explanation: r`Bij een parallelschakeling tellen de vermogens van de takken op tot het totale vermogen.`,
                  points: 1,
                  tips: [r`Het vermogen in stand 2 is dat van motor én element samen.`],
                },
                {
                  correction: r`gebruik van $$P = U \cdot I$$`,
                  text: r`$$I = \frac{P}{U}$$`,
                  elaboration: r`$$P = U \cdot I$$ omschrijven geeft $$I = \frac{P}{U} = \frac{1800}{230}$$.`,
                  explanation: r`Vermogen en spanning zijn bekend; de stroomsterkte is de onbekende.`,
                  points: 1,
                  tips: [r`Je kent het vermogen en de spanning; welke grootheid zoek je?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$I = 7{,}8\ \text{A}$$`,
                  elaboration: r`$$I = \frac{1800}{230} = 7{,}83 \approx 7{,}8\ \text{A}$$`,
                  explanation: r`De spanning over het element is de volledige netspanning van $$230\ \text{V}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Teken',
          points: 2,
          minutes: 3,
          pValue: 62,
          text: r`Sanne wil met een spanningsmeter controleren of over het verwarmingselement echt de netspanning staat. Op de uitwerkbijlage staat het schakelschema nog een keer.

Teken in het schema op de uitwerkbijlage hoe de spanningsmeter moet worden aangesloten. Gebruik het juiste symbool.`,
          highlights: [r`spanningsmeter aansluiten`],
          tags: ['spanning', 'meetinstrument'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.2', Impact: 'H5.1' },
          appendix: { name: 'bijlage3.svg', alt: r`Uitwerkbijlage bij vraag 3: schakelschema van de haardroger`, svg: fohnSchema('uitwerkbijlage bij vraag 3') },
          tips: [r`Wordt een spanningsmeter in serie of parallel met het onderdeel aangesloten?`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste symbool van de spanningsmeter (cirkel met de letter V)`,
                  text: r`Een cirkel met de letter V.`,
                  elaboration: r`De spanningsmeter wordt getekend als een cirkel met daarin een V; een cirkel met een A is een stroommeter.`,
                  explanation: r`Het symbool laat zien welk meetinstrument bedoeld is.`,
                  points: 1,
                  tips: [r`Welke letter staat in het symbool van een spanningsmeter?`],
                },
                {
                  correction: r`spanningsmeter parallel over het verwarmingselement aangesloten`,
                  text: r`De meter is met twee draden aangesloten aan de boven- en onderkant van het verwarmingselement.`,
                  elaboration: r`Eén draad van de meter gaat naar het punt tussen S2 en het element, de andere naar het punt onder het element.`,
                  explanation: r`Een spanningsmeter meet het verschil tussen twee punten en staat daarom parallel over het onderdeel.`,
                  points: 1,
                  tips: [r`Een spanningsmeter mag de stroomkring niet onderbreken.`],
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
          pValue: 47,
          text: r`Het verwarmingselement mag nooit aan staan zonder dat de ventilator draait, anders raakt het oververhit.

Leg met behulp van figuur 1 uit dat het verwarmingselement niet aan kan staan als de motor uit staat.`,
          highlights: [r`element nooit aan zonder motor`],
          tags: ['schakelaar', 'parallelschakeling', 'veiligheid'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.1', Impact: 'H5.3' },
          tips: [r`Kijk waar S1 zit en waar S2 zit: in de hoofdstroom of in een tak?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat S1 in de hoofdleiding zit, vóór de splitsing`,
                  text: r`Als S1 open is, werken motor en element allebei niet.`,
                  elaboration: r`Alle stroom moet door S1. Staat S1 open, dan gaat er door geen enkele tak stroom.`,
                  explanation: r`Een schakelaar in de hoofdleiding schakelt de hele schakeling.`,
                  points: 1,
                  tips: [r`Wat gebeurt er met beide takken als S1 openstaat?`],
                },
                {
                  correction: r`inzicht dat de motor altijd draait als S1 gesloten is, en S2 alleen de tak van het element schakelt`,
                  text: r`Het element kan alleen aan als S1 dicht is, en dan draait de motor altijd.`,
                  elaboration: r`S2 zit alleen in de tak van het verwarmingselement. Het element krijgt dus alleen stroom als S1 én S2 gesloten zijn, en zodra S1 gesloten is, draait de motor.`,
                  explanation: r`Er is geen schakelaar die alleen de motor uitzet, dus element aan zonder motor is onmogelijk.`,
                  points: 1,
                  tips: [r`Welke tak schakelt S2, en wat gebeurt er met de motor zodra S1 dicht is?`],
                },
              ],
            },
          ],
        },
        {
          number: 5,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 51,
          text: r`Sanne gebruikt de haardroger elke dag 6 minuten in stand 2. Eén kWh kost € 0,40.

Bereken hoeveel euro het gebruik van de haardroger in stand 2 per jaar (365 dagen) kost.`,
          highlights: [r`energiekosten per jaar`],
          tags: ['energiekosten', 'vermogen', 'energie'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.2' },
          tips: [r`Reken het vermogen om naar kW en de tijd naar uren.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de gebruikstijd per jaar in uren`,
                  text: r`$$t = 36{,}5\ \text{h}$$`,
                  elaboration: r`$$6\ \text{min} = 0{,}1\ \text{h}$$ per dag, dus $$t = 0{,}1 \cdot 365 = 36{,}5\ \text{h}$$.`,
                  explanation: r`Voor energie in kWh moet de tijd in uren staan.`,
                  points: 1,
                  tips: [r`Hoeveel uur is 6 minuten?`],
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$ met $$P = 1{,}84\ \text{kW}$$`,
                  text: r`$$E = 67{,}2\ \text{kWh}$$`,
                  elaboration: r`$$E = P \cdot t = 1{,}84 \cdot 36{,}5 = 67{,}2\ \text{kWh}$$`,
                  explanation: r`In stand 2 verbruiken motor en element samen $$1840\ \text{W} = 1{,}84\ \text{kW}$$.`,
                  points: 1,
                  tips: [r`Het vermogen in stand 2 vind je in de tabel; zet het om naar kW.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`€ 27`,
                  elaboration: r`$$\text{kosten} = 67{,}2 \cdot 0{,}40 = 26{,}9$$, dus ongeveer € 27 per jaar.`,
                  explanation: r`Energiekosten = energie in kWh × prijs per kWh.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`berekenen van de energie per dag`,
                  text: r`$$E_{\text{dag}} = 0{,}184\ \text{kWh}$$`,
                  elaboration: r`$$E_{\text{dag}} = 1{,}84\ \text{kW} \cdot 0{,}1\ \text{h} = 0{,}184\ \text{kWh}$$`,
                  explanation: r`Eerst per dag rekenen en daarna met 365 vermenigvuldigen geeft hetzelfde antwoord.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de kosten per dag`,
                  text: r`€ 0,0736 per dag`,
                  elaboration: r`$$0{,}184 \cdot 0{,}40 = 0{,}0736$$ euro per dag.`,
                  explanation: r`Kosten = energie × prijs per kWh.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`€ 27`,
                  elaboration: r`$$0{,}0736 \cdot 365 = 26{,}9$$, dus ongeveer € 27 per jaar.`,
                  explanation: r`Een jaar telt 365 dagen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Skatebaan`,
      introduction: r`Daan oefent op een halfpipe in het skatepark. Daan heeft samen met zijn skateboard een massa van $$55\ \text{kg}$$. Hij start stil op de rand A, $$3{,}2\ \text{m}$$ boven de bodem. Hij rolt naar beneden, door het laagste punt B en omhoog aan de andere kant. Figuur 2 laat de halfpipe van opzij zien.

![Figuur 2: de halfpipe van opzij gezien](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: halfpipe met startpunt A op 3,2 m hoogte, laagste punt B en punt C aan de overkant`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 210" font-family="Arial, sans-serif" font-size="13">
<rect width="380" height="210" fill="#fff"/>
<path d="M70 40 Q70 170 160 170 H240 Q330 170 330 40" fill="none" stroke="#333" stroke-width="3"/>
<line x1="20" y1="180" x2="360" y2="180" stroke="#999" stroke-width="1"/>
<line x1="45" y1="40" x2="45" y2="170" stroke="#000" marker-start="url(#p)" marker-end="url(#p)"/>
<defs><marker id="p" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z"/></marker></defs>
<line x1="40" y1="40" x2="70" y2="40" stroke="#000" stroke-dasharray="3 3"/>
<line x1="40" y1="170" x2="160" y2="170" stroke="#000" stroke-dasharray="3 3"/>
<text x="4" y="110">3,2 m</text>
<circle cx="70" cy="40" r="4" fill="#c00"/><text x="78" y="38">A</text>
<circle cx="200" cy="170" r="4" fill="#c00"/><text x="196" y="160">B</text>
<circle cx="322" cy="80" r="4" fill="#c00"/><text x="306" y="84">C</text>
<text x="150" y="200" font-style="italic">figuur 2</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 6,
          type: 'Vul in',
          points: 2,
          minutes: 2,
          pValue: 72,
          text: r`Neem de volgende zinnen over en vul de ontbrekende woorden in.

Als Daan van A naar B rolt, wordt ...-energie omgezet in ...-energie. Door de wrijving wordt een deel van de energie omgezet in ... .`,
          highlights: [r`energieomzetting van A naar B`],
          tags: ['energieomzetting', 'zwaarte-energie', 'bewegingsenergie'],
          domain: 'Energieomzettingen',
          chapters: { Nova: 'H2.1', Impact: 'H6.1' },
          tips: [r`Wat verandert er tussen A en B: de hoogte, de snelheid, of allebei?`],
          answers: [
            {
              steps: [
                {
                  correction: r`zwaarte-energie wordt omgezet in bewegingsenergie`,
                  text: r`zwaarte-energie → bewegingsenergie`,
                  elaboration: r`Daan verliest hoogte (minder zwaarte-energie) en krijgt snelheid (meer bewegingsenergie).`,
                  explanation: r`Zwaarte-energie hangt af van de hoogte, bewegingsenergie van de snelheid.`,
                  points: 1,
                  tips: [r`Bij welke energiesoort hoort hoogte?`],
                },
                {
                  correction: r`warmte`,
                  text: r`warmte`,
                  elaboration: r`Wrijving tussen wieltjes en baan en luchtweerstand zetten een deel van de energie om in warmte.`,
                  explanation: r`Energie gaat niet verloren, maar wordt omgezet in een vorm die je niet meer kunt gebruiken.`,
                  points: 1,
                  tips: [r`Hoe merk je aan de wieltjes dat er wrijving is geweest?`],
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 66,
          text: r`Bereken de zwaarte-energie van Daan in punt A ten opzichte van de bodem B.`,
          highlights: [r`zwaarte-energie in punt A`],
          tags: ['zwaarte-energie'],
          domain: 'Energieomzettingen',
          chapters: { Nova: 'H2.1', Impact: 'H7.2' },
          tips: [r`Welke drie grootheden heb je nodig voor de zwaarte-energie?`],
          answers: [
            {
              remark: r`Als de eenheid ontbreekt of fout is, het laatste scorepunt niet toekennen.`,
              steps: [
                {
                  correction: r`gebruik van $$E_{\text{z}} = m \cdot g \cdot h$$`,
                  text: r`$$E_{\text{z}} = m \cdot g \cdot h$$`,
                  elaboration: r`De formule van het formuleblad: $$E_{\text{z}} = m \cdot g \cdot h$$ met $$g = 9{,}8\ \text{N/kg}$$.`,
                  explanation: r`Zwaarte-energie hangt af van massa en hoogte.`,
                  points: 1,
                  tips: [r`Welke formule op het formuleblad bevat de hoogte?`],
                },
                {
                  correction: r`juist invullen van de gegevens`,
                  text: r`$$E_{\text{z}} = 55 \cdot 9{,}8 \cdot 3{,}2$$`,
                  elaboration: r`$$m = 55\ \text{kg}$$, $$g = 9{,}8\ \text{N/kg}$$ en $$h = 3{,}2\ \text{m}$$.`,
                  explanation: r`De hoogte wordt gemeten ten opzichte van het laagste punt B.`,
                  points: 1,
                  tips: [r`Welke hoogte gebruik je: die van A boven B.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$E_{\text{z}} = 1{,}7 \cdot 10^{3}\ \text{J}$$`,
                  elaboration: r`$$E_{\text{z}} = 55 \cdot 9{,}8 \cdot 3{,}2 = 1724{,}8 \approx 1{,}7 \cdot 10^{3}\ \text{J}$$`,
                  explanation: r`De gegevens hebben twee significante cijfers, dus het antwoord ook.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 4,
          minutes: 5,
          pValue: 38,
          text: r`Neem aan dat er geen wrijving is.

Bereken de snelheid van Daan in punt B. Geef je antwoord in m/s.`,
          highlights: [r`snelheid in het laagste punt`],
          tags: ['bewegingsenergie', 'snelheid', 'energieomzetting'],
          domain: 'Energieomzettingen',
          chapters: { Nova: 'H2.1', Impact: 'H6.1' },
          dependsOn: [{ number: 7 }],
          tips: [r`Hoeveel bewegingsenergie heeft Daan in B als er geen wrijving is?`, r`Schrijf $$E_{\text{k}} = \tfrac{1}{2} \cdot m \cdot v^2$$ om naar $$v^2$$.`],
          answers: [
            {
              remark: r`Als de kandidaat met $$E_{\text{z}} = 1{,}7 \cdot 10^{3}\ \text{J}$$ rekent en op $$7{,}9\ \text{m/s}$$ uitkomt, geen punten aftrekken.`,
              steps: [
                {
                  correction: r`inzicht dat $$E_{\text{k}}$$ in B gelijk is aan $$E_{\text{z}}$$ in A`,
                  text: r`$$E_{\text{k}} = 1{,}72 \cdot 10^{3}\ \text{J}$$`,
                  elaboration: r`Zonder wrijving wordt alle zwaarte-energie omgezet in bewegingsenergie: $$E_{\text{k}} = 1725\ \text{J}$$.`,
                  explanation: r`Wet van behoud van energie.`,
                  points: 1,
                  tips: [r`Waar blijft de zwaarte-energie als er geen wrijving is?`],
                },
                {
                  correction: r`gebruik van $$E_{\text{k}} = \tfrac{1}{2} \cdot m \cdot v^2$$`,
                  text: r`$$1725 = \tfrac{1}{2} \cdot 55 \cdot v^2$$`,
                  elaboration: r`Invullen: $$1725 = 0{,}5 \cdot 55 \cdot v^2 = 27{,}5 \cdot v^2$$.`,
                  explanation: r`Bewegingsenergie hangt af van massa en snelheid.`,
                  points: 1,
                  tips: [r`Welke formule bevat de snelheid in het kwadraat?`],
                },
                {
                  correction: r`berekenen van $$v^2$$`,
                  text: r`$$v^2 = 62{,}7$$`,
                  elaboration: r`$$v^2 = \frac{1725}{27{,}5} = 62{,}7\ \text{m}^2\text{/s}^2$$`,
                  explanation: r`Eerst $$v^2$$ vrijmaken, daarna de wortel nemen.`,
                  points: 1,
                  tips: [r`Deel de energie door $$\tfrac{1}{2} \cdot m$$.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$v = 7{,}9\ \text{m/s}$$`,
                  elaboration: r`$$v = \sqrt{62{,}7} = 7{,}9\ \text{m/s}$$ (dat is ongeveer $$28\ \text{km/h}$$).`,
                  explanation: r`De wortel geeft de snelheid zelf.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 9,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 81,
          text: r`In werkelijkheid komt Daan aan de overkant niet verder dan punt C, dat lager ligt dan A.

Wat is daarvan de oorzaak?

A De zwaartekracht op Daan is aan de overkant groter.
B Een deel van de energie is omgezet in warmte.
C De massa van Daan is onderweg kleiner geworden.
D Bewegingsenergie kan niet worden omgezet in zwaarte-energie.`,
          highlights: [r`lager uitkomen aan de overkant`],
          tags: ['wrijving', 'energieomzetting'],
          domain: 'Energieomzettingen',
          chapters: { Nova: 'H2.3', Impact: 'H6.3' },
          tips: [r`Wat doet wrijving met een deel van de energie?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat door wrijving energie wordt omgezet in warmte`,
                  text: r`Er is minder energie over om omhoog te gaan.`,
                  elaboration: r`Door wrijving en luchtweerstand is onderweg een deel van de energie omgezet in warmte; er blijft minder over om zwaarte-energie te worden.`,
                  explanation: r`Minder zwaarte-energie betekent een kleinere hoogte.`,
                  points: 0,
                },
                {
                  correction: r`juiste antwoord: B`,
                  text: r`B`,
                  elaboration: r`Alleen B noemt de werkelijke oorzaak.`,
                  explanation: r`A en C zijn natuurkundig onjuist; D is onjuist, want Daan komt wel omhoog.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Onweer`,
      introduction: r`Op een warme zomeravond zit Lotte op de camping als er een onweersbui aankomt. Bij elke bliksemflits telt ze de seconden tot ze de donder hoort. Het licht van de flits bereikt haar vrijwel meteen, het geluid komt later aan. Gebruik voor de geluidssnelheid $$343\ \text{m/s}$$.`,
      questions: [
        {
          number: 10,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 70,
          text: r`Bij een flits hoort Lotte de donder $$4{,}5\ \text{s}$$ na de flits.

Bereken hoe ver de bliksem van Lotte af was.`,
          highlights: [r`afstand tot de bliksem`],
          tags: ['geluidssnelheid', 'snelheid'],
          domain: 'Trillingen en toonhoogte',
          chapters: { Nova: 'H6.1', Impact: 'H3.1' },
          tips: [r`Welke formule verbindt snelheid, afstand en tijd?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$v = \frac{s}{t}$$`,
                  text: r`$$s = v \cdot t$$`,
                  elaboration: r`$$v = \frac{s}{t}$$ omschrijven geeft $$s = v \cdot t$$.`,
                  explanation: r`De afstand is de onbekende.`,
                  points: 1,
                  tips: [r`Schrijf de formule zo dat de afstand links van het =-teken staat.`],
                },
                {
                  correction: r`inzicht dat de tijd van het licht verwaarloosd kan worden`,
                  text: r`$$t = 4{,}5\ \text{s}$$ is de looptijd van het geluid`,
                  elaboration: r`Het licht komt vrijwel meteen aan, dus de $$4{,}5\ \text{s}$$ is de tijd die het geluid onderweg is.`,
                  explanation: r`Licht gaat ongeveer een miljoen keer sneller dan geluid.`,
                  points: 1,
                  tips: [r`Hoe lang doet het licht over deze afstand?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$s = 1{,}5 \cdot 10^{3}\ \text{m}$$`,
                  elaboration: r`$$s = 343 \cdot 4{,}5 = 1543{,}5 \approx 1{,}5 \cdot 10^{3}\ \text{m}$$ (ongeveer $$1{,}5\ \text{km}$$).`,
                  explanation: r`Twee significante cijfers, zoals de gemeten tijd.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Toon aan',
          points: 2,
          minutes: 3,
          pValue: 63,
          text: r`Lotte gebruikt een vuistregel: 'Het aantal seconden tussen flits en donder gedeeld door drie, is de afstand tot de bliksem in kilometer.'

Toon met een berekening aan dat deze vuistregel klopt.`,
          highlights: [r`vuistregel: seconden gedeeld door drie`],
          tags: ['geluidssnelheid', 'snelheid'],
          domain: 'Trillingen en toonhoogte',
          chapters: { Nova: 'H6.1', Impact: 'H3.1' },
          tips: [r`Hoe ver komt het geluid in $$3\ \text{s}$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de afstand die geluid in 3 s aflegt`,
                  text: r`$$s = 1029\ \text{m}$$`,
                  elaboration: r`$$s = v \cdot t = 343 \cdot 3 = 1029\ \text{m}$$`,
                  explanation: r`Volgens de vuistregel hoort bij 3 seconden precies 1 kilometer.`,
                  points: 1,
                  tips: [r`Gebruik de geluidssnelheid en een tijd van precies 3 seconden.`],
                },
                {
                  correction: r`conclusie dat dit ongeveer 1 km is`,
                  text: r`$$1029\ \text{m} \approx 1\ \text{km}$$, dus de vuistregel klopt`,
                  elaboration: r`$$1029\ \text{m} = 1{,}03\ \text{km}$$; dat is bijna precies 1 km. Elke 3 seconden hoort dus bij 1 km.`,
                  explanation: r`Bij een 'toon aan'-vraag moet de berekening uitkomen op de gegeven bewering.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`berekenen van de tijd die geluid over 1 km doet`,
                  text: r`$$t = 2{,}9\ \text{s}$$`,
                  elaboration: r`$$t = \frac{s}{v} = \frac{1000}{343} = 2{,}9\ \text{s}$$`,
                  explanation: r`Omgekeerd rekenen: hoe lang duurt 1 km?`,
                  points: 1,
                },
                {
                  correction: r`conclusie dat dit ongeveer 3 s is`,
                  text: r`$$2{,}9\ \text{s} \approx 3\ \text{s}$$, dus de vuistregel klopt`,
                  elaboration: r`Per kilometer ongeveer 3 seconden: het aantal seconden delen door 3 geeft de afstand in km.`,
                  explanation: r`Beide manieren laten hetzelfde verband zien.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Bepaal',
          points: 4,
          minutes: 6,
          pValue: 34,
          introduction: r`Lotte schrijft een kwartier lang op hoeveel seconden er tussen flits en donder zitten.

| Tijdstip | Tijd tussen flits en donder (s) |
|---|---|
| 21:02 | 12 |
| 21:06 | 9 |
| 21:10 | 6 |
| 21:14 | 3 |`,
          text: r`Bepaal met welke snelheid de onweersbui naar Lotte toe komt. Geef je antwoord in km/h.`,
          highlights: [r`snelheid van de onweersbui`],
          tags: ['snelheid', 'geluidssnelheid'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.1', Impact: 'H1.1' },
          dependsOn: [{ number: 10 }],
          tips: [r`Bereken eerst hoe ver de bui om 21:02 en om 21:14 weg was.`, r`Hoeveel uur is 12 minuten?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de afstanden om 21:02 en 21:14`,
                  text: r`$$4116\ \text{m}$$ en $$1029\ \text{m}$$`,
                  elaboration: r`$$s_1 = 343 \cdot 12 = 4116\ \text{m}$$ en $$s_2 = 343 \cdot 3 = 1029\ \text{m}$$`,
                  explanation: r`Zelfde methode als bij vraag 10.`,
                  points: 1,
                  tips: [r`Gebruik de methode van vraag 10 voor elk tijdstip.`],
                },
                {
                  correction: r`berekenen van de afgelegde afstand van de bui`,
                  text: r`$$\Delta s = 3087\ \text{m} = 3{,}09\ \text{km}$$`,
                  elaboration: r`$$\Delta s = 4116 - 1029 = 3087\ \text{m}$$`,
                  explanation: r`De bui is in die tijd zoveel dichterbij gekomen.`,
                  points: 1,
                  tips: [r`Hoeveel dichter bij is de bui gekomen tussen de eerste en de laatste meting?`],
                },
                {
                  correction: r`bepalen van de tijdsduur`,
                  text: r`$$t = 12\ \text{min} = 0{,}20\ \text{h}$$`,
                  elaboration: r`Van 21:02 tot 21:14 is $$12\ \text{min} = \frac{12}{60} = 0{,}20\ \text{h}$$.`,
                  explanation: r`Voor km/h moet de tijd in uren.`,
                  points: 1,
                  tips: [r`Reken het aantal minuten om naar uren.`],
                },
                {
                  correction: r`completeren van de bepaling`,
                  text: r`$$v = 15\ \text{km/h}$$`,
                  elaboration: r`$$v = \frac{3{,}09}{0{,}20} = 15{,}4 \approx 15\ \text{km/h}$$`,
                  explanation: r`In m/s: $$\frac{3087}{720} = 4{,}3\ \text{m/s}$$, en $$4{,}3 \cdot 3{,}6 = 15\ \text{km/h}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 13,
          type: 'Beredeneer',
          points: 2,
          minutes: 3,
          pValue: 45,
          text: r`Beredeneer met behulp van de tabel of de onweersbui tussen 21:02 en 21:14 met een constante snelheid dichterbij kwam.`,
          highlights: [r`constante snelheid van de bui`],
          tags: ['snelheid'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.2', Impact: 'H1.2' },
          dependsOn: [{ number: 12, introduction: true }],
          tips: [r`Kijk hoeveel de tijd tussen flits en donder per 4 minuten kleiner wordt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de tijd elke 4 minuten met 3 s afneemt`,
                  text: r`Elke 4 minuten 3 s minder, dus elke 4 minuten ongeveer 1 km dichterbij.`,
                  elaboration: r`$$12 \to 9 \to 6 \to 3$$: steeds $$3\ \text{s}$$ minder, dat is steeds $$343 \cdot 3 = 1029\ \text{m}$$ dichterbij.`,
                  explanation: r`De afstand is evenredig met de tijd tussen flits en donder.`,
                  points: 1,
                  tips: [r`Met hoeveel seconden neemt de tijd tussen flits en donder steeds af?`],
                },
                {
                  correction: r`conclusie: gelijke afstanden in gelijke tijden, dus constante snelheid`,
                  text: r`Ja, de snelheid was constant.`,
                  elaboration: r`In gelijke tijdsduren (4 min) legt de bui gelijke afstanden af. Dat betekent een constante snelheid.`,
                  explanation: r`Bij een constante snelheid neemt de afstand elke tijdseenheid evenveel af.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Meerkeuze',
          points: 1,
          minutes: 1,
          pValue: 78,
          text: r`Als de bliksem ver weg is, hoort Lotte een laag gerommel.

Wat betekent 'laag' bij dit geluid?

A Het geluid heeft een lage frequentie.
B Het geluid heeft een laag geluidsniveau.
C Het geluid heeft een kleine snelheid.
D Het geluid heeft een korte trillingstijd.`,
          highlights: [r`laag gerommel`],
          tags: ['frequentie', 'toonhoogte'],
          domain: 'Trillingen en toonhoogte',
          chapters: { Nova: 'H6.2', Impact: 'H3.2' },
          tips: [r`Bij een lage toon hoort een lage ... ?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat toonhoogte bepaald wordt door de frequentie`,
                  text: r`Laag = lage toon = lage frequentie.`,
                  elaboration: r`Hoe lager de frequentie, hoe lager de toon. Een lage frequentie hoort bij een lange trillingstijd.`,
                  explanation: r`Geluidsniveau gaat over hard of zacht, niet over hoog of laag.`,
                  points: 0,
                },
                {
                  correction: r`juiste antwoord: A`,
                  text: r`A`,
                  elaboration: r`Een lage toon heeft een lage frequentie.`,
                  explanation: r`D is fout: een lage toon heeft juist een lange trillingstijd.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Munt uit de metaaldetector`,
      introduction: r`Youssef zoekt met zijn metaaldetector op een akker naar oude voorwerpen. Hij vindt een kleine, grijze munt. Hij wil weten of de munt van zilver is. Daarvoor bepaalt hij de dichtheid van de munt. In de tabel staan de dichtheden van enkele metalen.

| Metaal | Dichtheid (g/cm³) |
|---|---|
| tin | 7,3 |
| koper | 8,96 |
| zilver | 10,5 |
| lood | 11,3 |
| goud | 19,3 |`,
      questions: [
        {
          number: 15,
          type: 'Beschrijf',
          points: 2,
          minutes: 3,
          pValue: 67,
          text: r`Youssef heeft een maatcilinder met water. Beschrijf hoe hij met de maatcilinder het volume van de munt bepaalt.`,
          highlights: [r`volume bepalen met een maatcilinder`],
          tags: ['volume', 'dichtheid'],
          domain: 'Dichtheid',
          chapters: { Nova: 'H7.4', Impact: 'H2.2' },
          tips: [r`Wat gebeurt er met het waterniveau als je de munt in het water laat zakken?`],
          answers: [
            {
              steps: [
                {
                  correction: r`het waterniveau aflezen vóór en na het onderdompelen van de munt`,
                  text: r`Stand aflezen, munt erin, nieuwe stand aflezen.`,
                  elaboration: r`Lees eerst af hoeveel water er in de maatcilinder zit. Laat de munt in het water zakken, zodat hij helemaal onder water is, en lees de nieuwe stand af.`,
                  explanation: r`De munt duwt evenveel water opzij als zijn eigen volume.`,
                  points: 1,
                  tips: [r`Je hebt twee aflezingen nodig.`],
                },
                {
                  correction: r`het volume is het verschil van de twee standen`,
                  text: r`$$V = \text{stand}_{\text{na}} - \text{stand}_{\text{voor}}$$`,
                  elaboration: r`Het verschil tussen de twee standen in mL is het volume van de munt in $$\text{cm}^3$$ ($$1\ \text{mL} = 1\ \text{cm}^3$$).`,
                  explanation: r`Dit heet de onderdompelmethode; die werkt ook voor voorwerpen met een onregelmatige vorm.`,
                  points: 1,
                  tips: [r`Welk volume water duwt de munt opzij?`],
                },
              ],
            },
          ],
        },
        {
          number: 16,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 55,
          text: r`De munt heeft een massa van $$12{,}6\ \text{g}$$. Het water in de maatcilinder stijgt van $$20{,}0\ \text{mL}$$ naar $$21{,}2\ \text{mL}$$.

Bereken de dichtheid van de munt en geef aan van welk metaal uit de tabel de munt waarschijnlijk is.`,
          highlights: [r`dichtheid van de munt`],
          tags: ['dichtheid', 'volume'],
          domain: 'Dichtheid',
          chapters: { Nova: 'H7.4', Impact: 'H2.2' },
          dependsOn: [{ number: 15 }],
          tips: [r`Welke formule verbindt dichtheid, massa en volume?`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van het volume van de munt`,
                  text: r`$$V = 1{,}2\ \text{cm}^3$$`,
                  elaboration: r`$$V = 21{,}2 - 20{,}0 = 1{,}2\ \text{mL} = 1{,}2\ \text{cm}^3$$`,
                  explanation: r`Het gestegen volume water is het volume van de munt.`,
                  points: 1,
                  tips: [r`Trek de twee standen van de maatcilinder van elkaar af.`],
                },
                {
                  correction: r`gebruik van $$\rho = \frac{m}{V}$$`,
                  text: r`$$\rho = \frac{12{,}6}{1{,}2}$$`,
                  elaboration: r`$$\rho = \frac{m}{V} = \frac{12{,}6\ \text{g}}{1{,}2\ \text{cm}^3}$$`,
                  explanation: r`Met massa in g en volume in cm³ krijg je de dichtheid in g/cm³, net als in de tabel.`,
                  points: 1,
                  tips: [r`Gebruik dezelfde eenheden als de tabel.`],
                },
                {
                  correction: r`completeren van de berekening en conclusie`,
                  text: r`$$\rho = 10{,}5\ \text{g/cm}^3$$: zilver`,
                  elaboration: r`$$\rho = 10{,}5\ \text{g/cm}^3$$. Dat komt overeen met zilver in de tabel.`,
                  explanation: r`Een stof herken je aan zijn dichtheid.`,
                  points: 1,
                  tips: [r`Zoek je uitkomst op in de tabel met dichtheden.`],
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
          pValue: 49,
          text: r`Een metaaldetector reageert ook op zilver en koper, terwijl die metalen niet magnetisch zijn.

Welke eigenschap van metalen gebruikt de metaaldetector?

A Metalen hebben een grote dichtheid.
B Metalen geleiden elektrische stroom.
C Metalen zijn hard.
D Metalen hebben een hoog smeltpunt.`,
          highlights: [r`eigenschap die de metaaldetector gebruikt`],
          tags: ['geleiding', 'materiaaleigenschappen'],
          domain: 'Eigenschappen van materialen',
          chapters: { Nova: 'H7', Impact: 'H2.1' },
          tips: [r`Een metaaldetector werkt met een spoel en elektrische stroom.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de detector werkt met elektrische stromen in het metaal`,
                  text: r`In een geleider ontstaat een stroom die de detector merkt.`,
                  elaboration: r`De spoel van de detector maakt een wisselend magnetisch veld. In een voorwerp dat stroom geleidt, gaat daardoor een kleine stroom lopen, die de detector weer oppikt.`,
                  explanation: r`Daarom reageert de detector op alle metalen, ook als ze niet magnetisch zijn.`,
                  points: 0,
                },
                {
                  correction: r`juiste antwoord: B`,
                  text: r`B`,
                  elaboration: r`Alle metalen zijn goede elektrische geleiders.`,
                  explanation: r`Dichtheid, hardheid en smeltpunt heeft de detector niet nodig.`,
                  points: 0,
                },
              ],
              scores: [0, 0, 1, 1],
            },
          ],
        },
      ],
    },
  ],
};
