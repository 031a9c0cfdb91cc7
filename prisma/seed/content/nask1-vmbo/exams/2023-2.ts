import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2023,
  term: 2,
  standardizationValue: 1.2,
  topics: [
    {
      name: r`Tropisch aquarium`,
      introduction: r`Jesse heeft een aquarium met tropische vissen. Het water moet tussen $$24\ \text{°C}$$ en $$26\ \text{°C}$$ blijven. In het aquarium werken drie apparaten. In de tabel staan hun vermogen en hoe lang ze gemiddeld per dag aan staan. Een thermometer met een NTC-weerstand meet de temperatuur van het water. Figuur 1 laat zien hoe de weerstand van de NTC afhangt van de temperatuur.

| Apparaat | Vermogen | Aan per dag |
|---|---|---|
| verwarmingselement | $$100\ \text{W}$$ | 6 uur |
| pomp met filter | $$8{,}0\ \text{W}$$ | 24 uur |
| ledlamp | $$15\ \text{W}$$ | 10 uur |

![Figuur 1: weerstand van de NTC tegen de temperatuur](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: de weerstand van de NTC daalt van ongeveer 20 kΩ bij 10 °C tot ongeveer 5 kΩ bij 40 °C`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" font-family="Arial, sans-serif" font-size="12">
<rect width="400" height="250" fill="#fff"/>
<g stroke="#ddd" stroke-width="1">
<line x1="100" y1="40" x2="100" y2="200"/><line x1="150" y1="40" x2="150" y2="200"/><line x1="200" y1="40" x2="200" y2="200"/><line x1="250" y1="40" x2="250" y2="200"/><line x1="300" y1="40" x2="300" y2="200"/><line x1="350" y1="40" x2="350" y2="200"/>
<line x1="50" y1="180" x2="350" y2="180"/><line x1="50" y1="160" x2="350" y2="160"/><line x1="50" y1="140" x2="350" y2="140"/><line x1="50" y1="120" x2="350" y2="120"/><line x1="50" y1="100" x2="350" y2="100"/><line x1="50" y1="80" x2="350" y2="80"/><line x1="50" y1="60" x2="350" y2="60"/><line x1="50" y1="40" x2="350" y2="40"/>
</g>
<line x1="50" y1="200" x2="360" y2="200" stroke="#000"/><line x1="50" y1="200" x2="50" y2="30" stroke="#000"/>
<polyline points="50,42.9 70,56.4 90,68.8 110,80.1 130,90.4 150,99.8 170,108.4 190,116.3 210,123.5 230,130.1 250,136.1 270,141.6 290,146.6 310,151.2 330,155.4 350,159.3" fill="none" stroke="#c00" stroke-width="2.5"/>
<g text-anchor="middle"><text x="50" y="216">10</text><text x="100" y="216">15</text><text x="150" y="216">20</text><text x="200" y="216">25</text><text x="250" y="216">30</text><text x="300" y="216">35</text><text x="350" y="216">40</text></g>
<g text-anchor="end"><text x="44" y="204">0</text><text x="44" y="164">5</text><text x="44" y="124">10</text><text x="44" y="84">15</text><text x="44" y="44">20</text></g>
<text x="300" y="236">T (°C)</text>
<text x="6" y="22">R (kΩ)</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 42,
          text: r`Eén kWh kost € 0,40.

Bereken hoeveel euro het aquarium per jaar (365 dagen) aan elektrische energie kost.`,
          highlights: [r`energiekosten van het aquarium`],
          tags: ['energiekosten', 'vermogen', 'energie'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.2' },
          tips: [r`Bereken voor elk apparaat de energie per dag in kWh.`, r`$$1\ \text{W} = 0{,}001\ \text{kW}$$`],
          answers: [
            {
              remark: r`Als één apparaat is vergeten, maximaal 2 scorepunten toekennen.`,
              steps: [
                {
                  correction: r`berekenen van de energie per apparaat per dag met $$E = P \cdot t$$`,
                  text: r`$$0{,}60$$; $$0{,}192$$ en $$0{,}15\ \text{kWh}$$`,
                  elaboration: r`Verwarming: $$0{,}100 \cdot 6 = 0{,}60\ \text{kWh}$$; pomp: $$0{,}0080 \cdot 24 = 0{,}192\ \text{kWh}$$; lamp: $$0{,}015 \cdot 10 = 0{,}15\ \text{kWh}$$.`,
                  explanation: r`Vermogen in kW maal tijd in h geeft energie in kWh.`,
                  points: 1,
                  tips: [r`Let op: de pomp staat 24 uur per dag aan.`],
                },
                {
                  correction: r`optellen tot de energie per dag`,
                  text: r`$$E_{\text{dag}} = 0{,}942\ \text{kWh}$$`,
                  elaboration: r`$$0{,}60 + 0{,}192 + 0{,}15 = 0{,}942\ \text{kWh}$$`,
                  explanation: r`Het totale verbruik is de som van de apparaten.`,
                  points: 1,
                  tips: [r`Tel de energie van de drie apparaten bij elkaar op.`],
                },
                {
                  correction: r`berekenen van de energie per jaar`,
                  text: r`$$E_{\text{jaar}} = 344\ \text{kWh}$$`,
                  elaboration: r`$$0{,}942 \cdot 365 = 343{,}8\ \text{kWh}$$`,
                  explanation: r`Een jaar telt 365 dagen.`,
                  points: 1,
                  tips: [r`Hoeveel dagen heeft een jaar?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`€ 138`,
                  elaboration: r`$$343{,}8 \cdot 0{,}40 = 137{,}5$$, dus ongeveer € 138 per jaar.`,
                  explanation: r`Kosten = energie × prijs per kWh.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`berekenen van de gebruikstijd per jaar per apparaat`,
                  text: r`$$2190\ \text{h}$$; $$8760\ \text{h}$$; $$3650\ \text{h}$$`,
                  elaboration: r`Verwarming $$6 \cdot 365 = 2190\ \text{h}$$, pomp $$24 \cdot 365 = 8760\ \text{h}$$, lamp $$10 \cdot 365 = 3650\ \text{h}$$.`,
                  explanation: r`Eerst de tijden per jaar, daarna de energie.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de energie per apparaat per jaar`,
                  text: r`$$219$$; $$70{,}1$$ en $$54{,}8\ \text{kWh}$$`,
                  elaboration: r`$$0{,}100 \cdot 2190 = 219\ \text{kWh}$$; $$0{,}0080 \cdot 8760 = 70{,}1\ \text{kWh}$$; $$0{,}015 \cdot 3650 = 54{,}8\ \text{kWh}$$.`,
                  explanation: r`Met $$E = P \cdot t$$ per apparaat.`,
                  points: 1,
                },
                {
                  correction: r`optellen tot de energie per jaar`,
                  text: r`$$E_{\text{jaar}} = 344\ \text{kWh}$$`,
                  elaboration: r`$$219 + 70{,}1 + 54{,}8 = 343{,}9\ \text{kWh}$$`,
                  explanation: r`Kleine verschillen door afronden zijn geen probleem.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`€ 138`,
                  elaboration: r`$$343{,}9 \cdot 0{,}40 = 137{,}6$$, dus ongeveer € 138.`,
                  explanation: r`Kosten = energie × prijs per kWh.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Bepaal',
          points: 2,
          minutes: 2,
          pValue: 70,
          text: r`Op een winterochtend is de weerstand van de NTC $$12{,}5\ \text{k}\Omega$$.

Bepaal met figuur 1 de temperatuur van het water en geef aan of die goed is voor de vissen.`,
          highlights: [r`temperatuur aflezen bij de NTC`],
          tags: ['ntc', 'weerstand', 'grafiek'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.3', Impact: 'H5.2' },
          tips: [r`Zoek $$12{,}5\ \text{k}\Omega$$ op de verticale as en ga horizontaal naar de grafiek.`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van de temperatuur`,
                  text: r`$$T = 20\ \text{°C}$$`,
                  elaboration: r`Bij $$R = 12{,}5\ \text{k}\Omega$$ hoort in figuur 1 een temperatuur van $$20\ \text{°C}$$.`,
                  explanation: r`Een aflezing tussen $$19\ \text{°C}$$ en $$21\ \text{°C}$$ is goed.`,
                  points: 1,
                  tips: [r`Ga vanaf $$12{,}5\ \text{k}\Omega$$ horizontaal naar de grafiek en dan omlaag.`],
                },
                {
                  correction: r`conclusie: te koud voor de vissen`,
                  text: r`Te koud, want lager dan $$24\ \text{°C}$$.`,
                  elaboration: r`Het water moet tussen $$24\ \text{°C}$$ en $$26\ \text{°C}$$ zijn; $$20\ \text{°C}$$ is te koud.`,
                  explanation: r`De conclusie moet passen bij de afgelezen waarde.`,
                  points: 1,
                  tips: [r`Vergelijk met de temperatuur die de vissen nodig hebben.`],
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
          pValue: 48,
          introduction: r`In de thermometer staat de NTC in serie met een stroommeter op een spanning van $$5{,}0\ \text{V}$$. De thermometer rekent de stroomsterkte om naar een temperatuur.`,
          text: r`Bereken de stroomsterkte door de NTC als het water $$25\ \text{°C}$$ is. Geef je antwoord in mA.`,
          highlights: [r`stroomsterkte door de NTC`],
          tags: ['ntc', 'wet van ohm', 'stroomsterkte'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.3', Impact: 'H5.2' },
          tips: [r`Lees eerst de weerstand bij $$25\ \text{°C}$$ af.`, r`$$1\ \text{k}\Omega = 1000\ \Omega$$`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van de weerstand bij $$25\ \text{°C}$$`,
                  text: r`$$R = 10\ \text{k}\Omega = 10\,000\ \Omega$$`,
                  elaboration: r`In figuur 1 hoort bij $$25\ \text{°C}$$ een weerstand van $$10\ \text{k}\Omega$$.`,
                  explanation: r`Omrekenen naar ohm is nodig voor de wet van Ohm.`,
                  points: 1,
                  tips: [r`Lees de weerstand af bij $$25\ \text{°C}$$ en reken om naar ohm.`],
                },
                {
                  correction: r`gebruik van $$U = I \cdot R$$`,
                  text: r`$$I = \frac{5{,}0}{10\,000}$$`,
                  elaboration: r`$$I = \frac{U}{R} = \frac{5{,}0}{10\,000}\ \text{A}$$`,
                  explanation: r`De stroommeter heeft vrijwel geen weerstand, dus over de NTC staat $$5{,}0\ \text{V}$$.`,
                  points: 1,
                  tips: [r`Welke formule verbindt spanning, stroomsterkte en weerstand?`],
                },
                {
                  correction: r`completeren van de berekening in mA`,
                  text: r`$$I = 0{,}50\ \text{mA}$$`,
                  elaboration: r`$$I = 0{,}00050\ \text{A} = 0{,}50\ \text{mA}$$`,
                  explanation: r`$$1\ \text{A} = 1000\ \text{mA}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 58,
          text: r`'s Nachts koelt het water een beetje af. Wat gebeurt er dan met de stroomsterkte door de NTC in de thermometer?

A De stroomsterkte wordt groter.
B De stroomsterkte wordt kleiner.
C De stroomsterkte blijft gelijk.`,
          highlights: [r`stroomsterkte bij afkoelen`],
          tags: ['ntc', 'weerstand', 'stroomsterkte'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.3', Impact: 'H5.2' },
          dependsOn: [{ number: 3, introduction: true }],
          tips: [r`Wat doet de weerstand van de NTC als de temperatuur daalt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de weerstand van de NTC groter wordt bij lagere temperatuur`,
                  text: r`Kouder → grotere weerstand → kleinere stroom.`,
                  elaboration: r`Volgens figuur 1 neemt de weerstand toe als de temperatuur daalt. Bij dezelfde spanning gaat er dan minder stroom door.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`De stroomsterkte wordt kleiner.`,
                  explanation: r`NTC: negatieve temperatuurcoëfficiënt, de weerstand daalt als de temperatuur stijgt.`,
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
          pValue: 53,
          text: r`Het verwarmingselement zit onderin het aquarium, vlak boven de bodem.

Leg uit waardoor het water zo overal ongeveer even warm wordt. Noem de vorm van warmtetransport die hierbij een rol speelt.`,
          highlights: [r`verwarmingselement onderin`],
          tags: ['warmtetransport', 'stroming'],
          domain: 'Warmtetransport en isolatie',
          chapters: { Nova: 'H7.3', Impact: 'H8.2' },
          tips: [r`Wat doet warm water ten opzichte van koud water?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat warm water opstijgt en koud water naar beneden zakt`,
                  text: r`Warm water stijgt op, koud water zakt.`,
                  elaboration: r`Het water bij het element wordt warm, krijgt een kleinere dichtheid en stijgt op. Kouder water stroomt naar beneden en wordt op zijn beurt verwarmd.`,
                  explanation: r`Zo ontstaat een rondgaande stroming door het hele aquarium.`,
                  points: 1,
                  tips: [r`Denk aan de dichtheid van warm water.`],
                },
                {
                  correction: r`noemen van stroming`,
                  text: r`stroming`,
                  elaboration: r`Het warmtetransport waarbij het warme water zelf zich verplaatst, heet stroming.`,
                  explanation: r`Zat het element bovenin, dan bleef het warme water boven en het koude onder.`,
                  points: 1,
                  tips: [r`Bij welke vorm van warmtetransport verplaatst de stof zelf zich?`],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Botsproef`,
      introduction: r`Voordat een nieuwe auto op de markt komt, wordt hij getest bij een botsproef. Een auto met een massa van $$1200\ \text{kg}$$ rijdt met $$50\ \text{km/h}$$ tegen een betonblok. In de auto zit een testpop met een gordel om. De voorkant van de auto is gebouwd als kreukelzone: bij de botsing wordt die over een lengte van $$0{,}60\ \text{m}$$ in elkaar gedrukt.`,
      questions: [
        {
          number: 6,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 50,
          text: r`Bereken de bewegingsenergie van de auto vlak voor de botsing.`,
          highlights: [r`bewegingsenergie van de auto`],
          tags: ['bewegingsenergie', 'snelheid'],
          domain: 'Verkeersveiligheid',
          chapters: { Nova: 'H4.4', Impact: 'H1.4' },
          tips: [r`Reken de snelheid eerst om naar m/s.`],
          answers: [
            {
              remark: r`Als met $$v = 50$$ (km/h) is gerekend, de eerste deelscore niet toekennen.`,
              steps: [
                {
                  correction: r`omrekenen van de snelheid naar m/s`,
                  text: r`$$v = 13{,}9\ \text{m/s}$$`,
                  elaboration: r`$$v = \frac{50}{3{,}6} = 13{,}9\ \text{m/s}$$`,
                  explanation: r`In de formule voor bewegingsenergie moet de snelheid in m/s.`,
                  points: 1,
                  tips: [r`Deel je door 3,6 of vermenigvuldig je met 3,6?`],
                },
                {
                  correction: r`gebruik van $$E_{\text{k}} = \tfrac{1}{2} \cdot m \cdot v^2$$`,
                  text: r`$$E_{\text{k}} = 0{,}5 \cdot 1200 \cdot 13{,}9^2$$`,
                  elaboration: r`$$m = 1200\ \text{kg}$$ en $$v = 13{,}9\ \text{m/s}$$.`,
                  explanation: r`De snelheid staat in het kwadraat.`,
                  points: 1,
                  tips: [r`Vergeet het kwadraat niet.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$E_{\text{k}} = 1{,}2 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$E_{\text{k}} = 0{,}5 \cdot 1200 \cdot 192{,}9 = 1{,}16 \cdot 10^{5} \approx 1{,}2 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`Twee significante cijfers.`,
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
          minutes: 4,
          pValue: 35,
          text: r`Bij de botsing wordt alle bewegingsenergie van de auto omgezet door de kreukelzone. De arbeid die de kracht op de kreukelzone verricht, is gelijk aan de bewegingsenergie.

Bereken de gemiddelde kracht op de kreukelzone.`,
          highlights: [r`kracht op de kreukelzone`],
          tags: ['arbeid', 'kreukelzone', 'bewegingsenergie'],
          domain: 'Verkeersveiligheid',
          chapters: { Nova: 'H4.4', Impact: 'H1.4' },
          dependsOn: [{ number: 6 }],
          tips: [r`Welke formule verbindt arbeid, kracht en verplaatsing?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$W = E_{\text{k}}$$`,
                  text: r`$$W = 1{,}16 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`De arbeid van de kracht op de kreukelzone is even groot als de bewegingsenergie uit vraag 6.`,
                  explanation: r`Alle bewegingsenergie wordt omgezet in vervorming en warmte.`,
                  points: 1,
                  tips: [r`Waar blijft de bewegingsenergie van de auto bij de botsing?`],
                },
                {
                  correction: r`gebruik van $$W = F \cdot s$$ met $$s = 0{,}60\ \text{m}$$`,
                  text: r`$$F = \frac{1{,}16 \cdot 10^{5}}{0{,}60}$$`,
                  elaboration: r`$$F = \frac{W}{s}$$ met $$s = 0{,}60\ \text{m}$$.`,
                  explanation: r`De verplaatsing is de lengte waarover de kreukelzone in elkaar gaat.`,
                  points: 1,
                  tips: [r`Over welke afstand werkt de kracht?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$F = 1{,}9 \cdot 10^{5}\ \text{N}$$`,
                  elaboration: r`$$F = \frac{115\,700}{0{,}60} = 1{,}93 \cdot 10^{5} \approx 1{,}9 \cdot 10^{5}\ \text{N}$$`,
                  explanation: r`Dat is ongeveer 16 keer de zwaartekracht op de auto.`,
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
          pValue: 46,
          text: r`Vroeger waren auto's aan de voorkant heel stijf. Bij een botsing werden ze maar een klein stukje ingedrukt.

Leg uit dat een kreukelzone de krachten bij een botsing kleiner maakt.`,
          highlights: [r`werking van de kreukelzone`],
          tags: ['kreukelzone', 'arbeid', 'veiligheid'],
          domain: 'Verkeersveiligheid',
          chapters: { Nova: 'H4.4', Impact: 'H1.4' },
          tips: [r`De bewegingsenergie is in beide gevallen even groot. Wat is er anders?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat dezelfde energie moet worden omgezet, maar over een langere afstand`,
                  text: r`Zelfde $$E_{\text{k}}$$, grotere $$s$$.`,
                  elaboration: r`Bij dezelfde snelheid en massa is de bewegingsenergie even groot. Met een kreukelzone wordt de auto over een langere afstand tot stilstand gebracht.`,
                  explanation: r`De remweg van de auto bij de botsing wordt langer.`,
                  points: 1,
                  tips: [r`Is de bewegingsenergie bij een kreukelzone anders dan bij een stijve auto?`],
                },
                {
                  correction: r`inzicht dat volgens $$W = F \cdot s$$ de kracht dan kleiner is`,
                  text: r`Grotere $$s$$ → kleinere $$F$$.`,
                  elaboration: r`$$F = \frac{W}{s}$$: bij een grotere afstand is voor dezelfde arbeid een kleinere kracht nodig.`,
                  explanation: r`Kleinere krachten op de auto betekenen ook kleinere krachten op de inzittenden.`,
                  points: 1,
                  tips: [r`Schrijf $$W = F \cdot s$$ om naar $$F$$.`],
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
          pValue: 41,
          text: r`Bij een tweede botsproef rijdt dezelfde auto met $$100\ \text{km/h}$$ in plaats van $$50\ \text{km/h}$$.

Hoeveel keer zo groot is de bewegingsenergie dan?

A 2 keer
B 3 keer
C 4 keer
D 8 keer`,
          highlights: [r`twee keer zo hard`],
          tags: ['bewegingsenergie', 'snelheid'],
          domain: 'Verkeersveiligheid',
          chapters: { Nova: 'H4.4', Impact: 'H1.4' },
          tips: [r`In de formule voor bewegingsenergie staat $$v^2$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de bewegingsenergie evenredig is met $$v^2$$`,
                  text: r`$$2^2 = 4$$`,
                  elaboration: r`Twee keer zo grote snelheid geeft $$2^2 = 4$$ keer zo veel bewegingsenergie.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`4 keer.`,
                  explanation: r`Daarom zijn botsingen bij hoge snelheid zoveel gevaarlijker.`,
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
      name: r`Tomatenkas met ledlampen`,
      introduction: r`Een tuinder kweekt tomaten in een kas. In de winter hangen er 1500 lampen boven de planten, die 's nachts 16 uur per dag branden. Vroeger gebruikte hij natriumlampen met geeloranje licht; nu hangen er ledlampen die alleen rood en blauw licht geven. Planten gebruiken vooral rood en blauw licht om te groeien. 's Avonds zie je de kas van ver als een paarse gloed boven het land. In de tabel staan gegevens van beide soorten lampen.

| Lamp | Vermogen per lamp | Rendement (deel van de energie dat licht wordt) |
|---|---|---|
| natriumlamp | $$600\ \text{W}$$ | $$30\%$$ |
| ledlamp | $$200\ \text{W}$$ | $$50\%$$ |`,
      questions: [
        {
          number: 10,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 66,
          text: r`Waarom zie je de kas 's avonds als een paarse (magenta) gloed?

A Rood en blauw licht samen zie je als magenta.
B Het glas van de kas laat alleen paars licht door.
C De tomatenplanten kaatsen paars licht terug.
D Blauw licht wordt in de lucht omgezet in paars licht.`,
          highlights: [r`paarse gloed boven de kas`],
          tags: ['kleur', 'kleurmenging'],
          domain: 'Licht en kleur',
          chapters: { Nova: 'H5.2', Impact: 'H4.1' },
          tips: [r`Welke kleur ontstaat als je rood en blauw licht mengt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht in additieve kleurmenging van rood en blauw licht`,
                  text: r`rood + blauw = magenta`,
                  elaboration: r`Als rood en blauw licht tegelijk in je oog komen, zie je magenta (paars-roze).`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord A`,
                  text: r`A`,
                  elaboration: r`De kleur ontstaat door het mengen van het licht van de lampen.`,
                  explanation: r`Het glas laat alle kleuren door; de kleur van licht verandert niet in de lucht.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 44,
          text: r`Onder de ledlampen zien de groene bladeren van de tomatenplanten er bijna zwart uit.

Leg uit hoe dat komt.`,
          highlights: [r`groene bladeren lijken zwart`],
          tags: ['kleur', 'weerkaatsing', 'absorptie'],
          domain: 'Licht en kleur',
          chapters: { Nova: 'H5.2', Impact: 'H4.1' },
          tips: [r`Welke kleur licht kaatst een groen blad terug? Zit die kleur in het licht van de lampen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een groen blad alleen groen licht terugkaatst en de andere kleuren absorbeert`,
                  text: r`Groen blad: kaatst groen terug, absorbeert rood en blauw.`,
                  elaboration: r`Een blad is groen omdat het van wit licht alleen het groene deel terugkaatst.`,
                  explanation: r`De kleur van een voorwerp is de kleur van het licht dat het terugkaatst.`,
                  points: 1,
                  tips: [r`De kleur van een voorwerp is de kleur van het licht dat het terugkaatst.`],
                },
                {
                  correction: r`inzicht dat er in het licht van de ledlampen geen groen zit, dus er wordt (bijna) niets teruggekaatst`,
                  text: r`Geen groen licht, dus niets terug: zwart.`,
                  elaboration: r`De lampen geven alleen rood en blauw; die worden geabsorbeerd. Er komt bijna geen licht van het blad in je oog, dus het lijkt zwart.`,
                  explanation: r`Precies daarom is rood en blauw licht zo nuttig: de plant neemt het op.`,
                  points: 1,
                  tips: [r`Welke kleuren licht geven de ledlampen?`],
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 57,
          text: r`Bereken hoeveel kWh elektrische energie alle ledlampen samen in één nacht gebruiken.`,
          highlights: [r`energie van de ledlampen per nacht`],
          tags: ['energie', 'vermogen'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.1' },
          tips: [r`Bereken eerst het totale vermogen in kW.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het totale vermogen`,
                  text: r`$$P = 300\ \text{kW}$$`,
                  elaboration: r`$$P = 1500 \cdot 200 = 300\,000\ \text{W} = 300\ \text{kW}$$`,
                  explanation: r`Alle lampen branden tegelijk.`,
                  points: 1,
                  tips: [r`Hoeveel kW is één lamp? En hoeveel lampen zijn er?`],
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$ met $$t = 16\ \text{h}$$`,
                  text: r`$$E = 300 \cdot 16$$`,
                  elaboration: r`$$E = P \cdot t$$ met $$P$$ in kW en $$t$$ in h.`,
                  explanation: r`Zo komt de energie direct in kWh.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$E = 4{,}8 \cdot 10^{3}\ \text{kWh}$$`,
                  elaboration: r`$$E = 300 \cdot 16 = 4800\ \text{kWh}$$`,
                  explanation: r`Dat is ongeveer wat twee huishoudens in een heel jaar gebruiken.`,
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
          minutes: 5,
          pValue: 34,
          text: r`De tuinder vergelijkt de lichtopbrengst van beide soorten lampen.

Bereken hoe groot het vermogen van een natriumlamp moet zijn om evenveel licht te geven als één ledlamp.`,
          highlights: [r`even veel licht als één ledlamp`],
          tags: ['rendement', 'vermogen'],
          domain: 'Rendement',
          chapters: { Nova: 'H2.3', Impact: 'H6.3' },
          tips: [r`Hoeveel watt aan licht geeft één ledlamp?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het lichtvermogen van één ledlamp`,
                  text: r`$$P_{\text{licht}} = 100\ \text{W}$$`,
                  elaboration: r`$$P_{\text{licht}} = 0{,}50 \cdot 200 = 100\ \text{W}$$`,
                  explanation: r`Het nuttige vermogen is rendement × opgenomen vermogen.`,
                  points: 1,
                  tips: [r`Gebruik het rendement van de ledlamp.`],
                },
                {
                  correction: r`gebruik van het rendement van de natriumlamp`,
                  text: r`$$P_{\text{natrium}} = \frac{100}{0{,}30}$$`,
                  elaboration: r`De natriumlamp moet ook $$100\ \text{W}$$ licht geven met een rendement van $$30\%$$.`,
                  explanation: r`$$\eta = \frac{P_{\text{nuttig}}}{P_{\text{in}}}$$ omgeschreven naar $$P_{\text{in}}$$.`,
                  points: 1,
                  tips: [r`Omschrijven: toegevoerd vermogen = nuttig vermogen gedeeld door het rendement.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$P = 3{,}3 \cdot 10^{2}\ \text{W}$$`,
                  elaboration: r`$$P = \frac{100}{0{,}30} = 333 \approx 3{,}3 \cdot 10^{2}\ \text{W}$$`,
                  explanation: r`De ledlamp bespaart dus ruim $$130\ \text{W}$$ per lamp voor dezelfde hoeveelheid licht.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`IJsblokjes maken`,
      introduction: r`Noor zet een ijsblokjesvorm met $$0{,}30\ \text{kg}$$ water van $$20\ \text{°C}$$ in de vriezer van $$-18\ \text{°C}$$. Met een temperatuursensor meet ze de temperatuur van het water. Figuur 2 toont haar metingen.

![Figuur 2: temperatuur van het water in de vriezer](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: temperatuur daalt van 20 °C naar 0 °C in 40 min, blijft 0 °C tot 160 min en daalt dan naar -18 °C`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" font-family="Arial, sans-serif" font-size="12">
<rect width="400" height="250" fill="#fff"/>
<g stroke="#ddd" stroke-width="1">
<line x1="100" y1="40" x2="100" y2="200"/><line x1="150" y1="40" x2="150" y2="200"/><line x1="200" y1="40" x2="200" y2="200"/><line x1="250" y1="40" x2="250" y2="200"/><line x1="300" y1="40" x2="300" y2="200"/><line x1="350" y1="40" x2="350" y2="200"/>
<line x1="50" y1="40" x2="350" y2="40"/><line x1="50" y1="80" x2="350" y2="80"/><line x1="50" y1="160" x2="350" y2="160"/><line x1="50" y1="200" x2="350" y2="200"/>
</g>
<line x1="50" y1="120" x2="360" y2="120" stroke="#000"/><line x1="50" y1="205" x2="50" y2="30" stroke="#000"/>
<path d="M50 40 Q70 100 100 120 H250 Q280 190 325 192 H350" fill="none" stroke="#06c" stroke-width="2.5"/>
<g text-anchor="middle"><text x="50" y="136">0</text><text x="100" y="136">40</text><text x="150" y="136">80</text><text x="200" y="136">120</text><text x="250" y="136">160</text><text x="300" y="136">200</text><text x="350" y="136">240</text></g>
<g text-anchor="end"><text x="44" y="44">20</text><text x="44" y="84">10</text><text x="44" y="124">0</text><text x="44" y="164">-10</text><text x="44" y="204">-20</text></g>
<text x="300" y="226">t (min)</text>
<text x="6" y="22">T (°C)</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 14,
          type: 'Bepaal',
          points: 2,
          minutes: 2,
          pValue: 69,
          text: r`Bepaal met figuur 2 hoeveel minuten het stollen van het water duurt.`,
          highlights: [r`duur van het stollen`],
          tags: ['stollen', 'faseovergang', 'grafiek'],
          domain: 'Temperatuur en faseovergangen',
          chapters: { Nova: 'H7.2', Impact: 'H2.3' },
          tips: [r`Bij welke temperatuur stolt water? Waar is de grafiek horizontaal?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het stollen plaatsvindt bij het horizontale stuk bij $$0\ \text{°C}$$`,
                  text: r`van $$t = 40\ \text{min}$$ tot $$t = 160\ \text{min}$$`,
                  elaboration: r`Tijdens het stollen blijft de temperatuur $$0\ \text{°C}$$: de grafiek loopt daar horizontaal.`,
                  explanation: r`Water stolt bij $$0\ \text{°C}$$ (het stolpunt).`,
                  points: 1,
                  tips: [r`Wat doet de temperatuur tijdens een faseovergang?`],
                },
                {
                  correction: r`completeren van de bepaling`,
                  text: r`$$120\ \text{min}$$`,
                  elaboration: r`$$160 - 40 = 120\ \text{min}$$`,
                  explanation: r`Het stollen duurt 2 uur.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Vul in',
          points: 2,
          minutes: 4,
          pValue: 60,
          text: r`Op de uitwerkbijlage staat een schema met de drie fasen en zes pijlen.

Vul op de uitwerkbijlage bij elke pijl de naam van de faseovergang in.`,
          highlights: [r`namen van de faseovergangen`],
          tags: ['faseovergang', 'stollen', 'smelten', 'verdampen'],
          domain: 'Temperatuur en faseovergangen',
          chapters: { Nova: 'H7.2', Impact: 'H2.3' },
          appendix: {
            name: 'bijlage15.svg',
            alt: r`Uitwerkbijlage bij vraag 15: de fasen vast, vloeibaar en gas met zes genummerde pijlen`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" font-family="Arial, sans-serif" font-size="13">
<rect width="400" height="260" fill="#fff"/>
<defs><marker id="m" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path d="M0 0 L10 5 L0 10 z"/></marker></defs>
<rect x="40" y="170" width="100" height="36" fill="#eef" stroke="#000"/><text x="72" y="193">vast</text>
<rect x="260" y="170" width="100" height="36" fill="#eef" stroke="#000"/><text x="280" y="193">vloeibaar</text>
<rect x="150" y="30" width="100" height="36" fill="#eef" stroke="#000"/><text x="188" y="53">gas</text>
<g stroke="#000" stroke-width="1.5" marker-end="url(#m)">
<line x1="140" y1="180" x2="258" y2="180"/>
<line x1="260" y1="198" x2="142" y2="198"/>
<line x1="330" y1="170" x2="246" y2="68"/>
<line x1="230" y1="66" x2="300" y2="168"/>
<line x1="70" y1="170" x2="154" y2="68"/>
<line x1="170" y1="66" x2="100" y2="168"/>
</g>
<g font-weight="bold"><text x="195" y="174">1</text><text x="195" y="216">2</text><text x="300" y="110">3</text><text x="250" y="134">4</text><text x="92" y="110">5</text><text x="142" y="134">6</text></g>
<text x="20" y="236">1 ........  2 ........  3 ........  4 ........  5 ........  6 ........</text>
<text x="130" y="256" font-style="italic">uitwerkbijlage bij vraag 15</text>
</svg>`,
          },
          tips: [r`Begin met de overgangen die je kent uit de keuken: smelten, stollen, verdampen.`],
          answers: [
            {
              remark: r`Ook 'desublimeren' of 'rijpen' is goed voor pijl 6.`,
              steps: [
                {
                  correction: r`1 smelten en 2 stollen`,
                  text: r`1 smelten, 2 stollen`,
                  elaboration: r`Van vast naar vloeibaar is smelten; terug is stollen.`,
                  explanation: r`Dit is wat er met de ijsblokjes in de vriezer gebeurt (2) en in een glas limonade (1).`,
                  points: 0,
                },
                {
                  correction: r`3 verdampen en 4 condenseren`,
                  text: r`3 verdampen, 4 condenseren`,
                  elaboration: r`Van vloeibaar naar gas is verdampen; terug is condenseren.`,
                  explanation: r`Condenseren zie je bij een beslagen spiegel.`,
                  points: 0,
                  tips: [r`Wat gebeurt er met waterdamp tegen een koude ruit?`],
                },
                {
                  correction: r`5 sublimeren en 6 rijpen`,
                  text: r`5 sublimeren, 6 rijpen`,
                  elaboration: r`Van vast direct naar gas is sublimeren; van gas direct naar vast is rijpen (desublimeren).`,
                  explanation: r`Rijp op het gras in de winter ontstaat zo.`,
                  points: 0,
                  tips: [r`Welke overgangen slaan de vloeibare fase over?`],
                },
              ],
              scores: [0, 0, 0, 1, 0, 1, 1, 2],
            },
          ],
        },
        {
          number: 16,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 55,
          text: r`De soortelijke warmte van water is $$4{,}18 \cdot 10^{3}\ \text{J/(kg·°C)}$$.

Bereken hoeveel warmte het water afstaat terwijl het afkoelt van $$20\ \text{°C}$$ tot $$0\ \text{°C}$$.`,
          highlights: [r`warmte bij afkoelen tot 0 °C`],
          tags: ['soortelijke warmte', 'warmte'],
          domain: 'Temperatuur en faseovergangen',
          chapters: { Nova: 'H7.1', Impact: 'H8.1' },
          tips: [r`Welke formule hoort bij warmte en temperatuurverandering?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$Q = c \cdot m \cdot \Delta T$$`,
                  text: r`$$Q = 4{,}18 \cdot 10^{3} \cdot 0{,}30 \cdot \Delta T$$`,
                  elaboration: r`$$c = 4180\ \text{J/(kg·°C)}$$ en $$m = 0{,}30\ \text{kg}$$.`,
                  explanation: r`Dezelfde formule geldt voor opwarmen en afkoelen.`,
                  points: 1,
                },
                {
                  correction: r`juiste temperatuurverandering`,
                  text: r`$$\Delta T = 20\ \text{°C}$$`,
                  elaboration: r`$$\Delta T = 20 - 0 = 20\ \text{°C}$$`,
                  explanation: r`Alleen het afkoelen tot $$0\ \text{°C}$$ telt, niet het stollen.`,
                  points: 1,
                  tips: [r`Tot welke temperatuur koelt het water af voordat het gaat stollen?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$Q = 2{,}5 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$Q = 4180 \cdot 0{,}30 \cdot 20 = 25\,080 \approx 2{,}5 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`Twee significante cijfers, zoals de massa.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 17,
          type: 'Beredeneer',
          points: 2,
          minutes: 3,
          pValue: 37,
          text: r`Tijdens het stollen staat het water steeds warmte af aan de vriezer, en toch blijft de temperatuur $$0\ \text{°C}$$.

Beredeneer waarom de temperatuur tijdens het stollen niet daalt.`,
          highlights: [r`temperatuur constant tijdens stollen`],
          tags: ['stollen', 'faseovergang', 'deeltjesmodel'],
          domain: 'Temperatuur en faseovergangen',
          chapters: { Nova: 'H7.2', Impact: 'H2.3' },
          dependsOn: [{ number: 14 }],
          tips: [r`Wat gebeurt er met de deeltjes als water ijs wordt? Komt daarbij energie vrij?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij het stollen warmte vrijkomt doordat de deeltjes zich vast aan elkaar ordenen`,
                  text: r`Bij stollen komt warmte (stolwarmte) vrij.`,
                  elaboration: r`Als de watermoleculen een vast rooster vormen, komt er energie vrij. Die stolwarmte vult de warmte aan die de vriezer wegneemt.`,
                  explanation: r`Smelten kost evenveel energie als er bij stollen vrijkomt.`,
                  points: 1,
                  tips: [r`Moet er bij stollen energie bij, of komt er energie vrij?`],
                },
                {
                  correction: r`conclusie: de afgestane warmte komt uit de faseovergang, niet uit een temperatuurdaling`,
                  text: r`Zolang er water stolt, blijft de temperatuur $$0\ \text{°C}$$.`,
                  elaboration: r`Pas als al het water ijs is geworden, komt er geen stolwarmte meer vrij en daalt de temperatuur verder.`,
                  explanation: r`Dat zie je in figuur 2 na $$t = 160\ \text{min}$$.`,
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
