import type { ExamContent } from '../../types.ts';
const r = String.raw;

const kruiwagen = (extra: string) => r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 230" font-family="Arial, sans-serif" font-size="12">
<rect x="0" y="0" width="420" height="230" fill="#fff"/>
<line x1="10" y1="200" x2="410" y2="200" stroke="#000" stroke-width="1.5"/>
<circle cx="80" cy="170" r="30" fill="none" stroke="#000" stroke-width="3"/>
<circle cx="80" cy="170" r="4" fill="#000"/>
<polygon points="70,110 220,110 200,150 95,150" fill="#cfd8dc" stroke="#000" stroke-width="2"/>
<path d="M 80 108 Q 145 80 210 108" fill="#d7b98e" stroke="#8d6e63" stroke-width="1.5"/>
<line x1="80" y1="170" x2="120" y2="150" stroke="#000" stroke-width="2"/>
<line x1="120" y1="150" x2="360" y2="120" stroke="#000" stroke-width="3"/>
<line x1="190" y1="150" x2="200" y2="198" stroke="#000" stroke-width="3"/>
<circle cx="160" cy="125" r="4" fill="#c00"/>
<text x="165" y="110">Z</text>
<line x1="160" y1="125" x2="160" y2="190" stroke="#c00" stroke-width="2"/>
<polyline points="154,180 160,190 166,180" fill="none" stroke="#c00" stroke-width="2"/>
<text x="166" y="188" fill="#c00">F<tspan font-size="9" dy="3">z</tspan></text>
<line x1="360" y1="120" x2="360" y2="70" stroke="#06c" stroke-width="2"/>
<polyline points="354,80 360,70 366,80" fill="none" stroke="#06c" stroke-width="2"/>
<text x="366" y="82" fill="#06c">F<tspan font-size="9" dy="3">hand</tspan></text>
<text x="36" y="222">wiel (as)</text>
<text x="300" y="148">handvat</text>
${extra}
</svg>`;

export const exam: ExamContent = {
  year: 2018,
  term: 1,
  standardizationValue: 1.3,
  topics: [
    {
      name: r`Zonnepanelen op het schooldak`,
      introduction: r`Het Waterland College heeft zonnepanelen op het platte dak van de gymzaal laten leggen. Een leerling van 4 gt zoekt de gegevens op voor een werkstuk. Zie de tabel.

| gegeven | waarde |
|---|---|
| aantal panelen | $$120$$ |
| oppervlakte van één paneel | $$1{,}6\ \text{m}^2$$ |
| vermogen van één paneel bij volle zon | $$280\ \text{W}$$ |
| opbrengst van één paneel per jaar | $$250\ \text{kWh}$$ |
| prijs van elektriciteit voor de school | $$€\ 0{,}21$$ per kWh |`,
      questions: [
        {
          number: 1,
          type: 'Meerkeuze',
          points: 1,
          minutes: 1,
          pValue: 83,
          text: r`Welke energieomzetting vindt plaats in een zonnepaneel?
A warmte → elektrische energie
B stralingsenergie → elektrische energie
C stralingsenergie → chemische energie
D elektrische energie → stralingsenergie`,
          highlights: [r`energieomzetting in een zonnepaneel`],
          tags: ['energieomzetting', 'zonne-energie'],
          domain: 'Energiebronnen en duurzaamheid',
          chapters: { Nova: 'H2.4', Impact: 'H6.4' },
          tips: [r`Wat valt er op het paneel, en wat komt er uit de kabels?`],
          answers: [
            {
              scores: [0, 0, 1, 1],
              steps: [
                {
                  correction: r`inzicht dat licht (straling) wordt omgezet in elektrische energie`,
                  text: r`licht in, elektriciteit uit`,
                  elaboration: r`Het zonlicht brengt stralingsenergie; het paneel levert elektrische energie aan het net.`,
                  explanation: r`Chemische energie hoort bij planten of accu's; warmte is hier een verlies, niet de bron.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Stralingsenergie → elektrische energie.`,
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
          points: 3,
          minutes: 4,
          pValue: 46,
          text: r`Bij volle zon valt er op elke vierkante meter $$1000\ \text{W}$$ aan zonlicht. Bereken het rendement van één zonnepaneel.`,
          highlights: [r`rendement van één zonnepaneel`],
          tags: ['rendement', 'zonne-energie', 'vermogen'],
          domain: 'Rendement',
          chapters: { Nova: 'H2.3', Impact: 'H6.3' },
          tips: [r`Hoeveel vermogen aan zonlicht valt er op het hele paneel?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het opvallende vermogen`,
                  text: r`$$P_{\text{in}} = 1600\ \text{W}$$`,
                  elaboration: r`$$P_{\text{in}} = 1{,}6 \cdot 1000 = 1600\ \text{W}$$`,
                  explanation: r`Elke m² krijgt $$1000\ \text{W}$$; het paneel is $$1{,}6\ \text{m}^2$$.`,
                  points: 1,
                  tips: [r`Vermenigvuldig met de oppervlakte.`],
                },
                {
                  correction: r`gebruik van $$\eta = \frac{P_{\text{nuttig}}}{P_{\text{in}}} \cdot 100\%$$`,
                  text: r`$$\eta = \frac{280}{1600} \cdot 100\%$$`,
                  elaboration: r`Het nuttige vermogen is het elektrische vermogen: $$280\ \text{W}$$.`,
                  explanation: r`Rendement is het nuttige deel van wat erin gaat.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\eta = 18\%$$`,
                  elaboration: r`$$\frac{280}{1600} \cdot 100\% = 17{,}5\% \approx 18\%$$`,
                  explanation: r`$$17{,}5\%$$ is ook goed.`,
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
          pValue: 58,
          text: r`Bereken hoeveel euro de school per jaar bespaart doordat ze de elektriciteit van de panelen niet hoeft te kopen.`,
          highlights: [r`besparing per jaar`],
          tags: ['kilowattuur', 'energiekosten', 'zonne-energie'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.2' },
          tips: [r`Bereken eerst de opbrengst van alle panelen samen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de totale jaaropbrengst`,
                  text: r`$$E = 30\ 000\ \text{kWh}$$`,
                  elaboration: r`$$120 \cdot 250 = 30\ 000\ \text{kWh}$$`,
                  explanation: r`Elk paneel levert $$250\ \text{kWh}$$ per jaar.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van kosten $$= E \cdot$$ prijs per kWh`,
                  text: r`$$30\ 000 \cdot 0{,}21$$`,
                  elaboration: r`De besparing is de energie maal de prijs per kWh.`,
                  explanation: r`Elke kWh van het dak hoeft de school niet te kopen.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$€\ 6300$$`,
                  elaboration: r`$$30\ 000 \cdot 0{,}21 = 6300$$, dus $$€\ 6300$$ per jaar.`,
                  explanation: r`Geldbedragen geef je in hele euro's of in centen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Noem',
          points: 2,
          minutes: 2,
          pValue: 72,
          text: r`Noem twee voordelen van elektriciteit uit zonnepanelen ten opzichte van elektriciteit uit een kolencentrale.`,
          highlights: [r`voordelen van zonne-energie`],
          tags: ['zonne-energie', 'duurzame energie'],
          domain: 'Energiebronnen en duurzaamheid',
          chapters: { Nova: 'H2.4', Impact: 'H6.4' },
          tips: [r`Denk aan de brandstof en aan wat er de lucht in gaat.`],
          answers: [
            {
              steps: [
                {
                  correction: r`een juist voordeel over de energiebron`,
                  text: r`De zon raakt niet op (duurzaam).`,
                  elaboration: r`Zonlicht is een duurzame energiebron; steenkool is een fossiele brandstof die opraakt.`,
                  explanation: r`Ook goed: je hoeft geen brandstof te kopen.`,
                  points: 1,
                },
                {
                  correction: r`een juist voordeel over het milieu`,
                  text: r`Geen uitstoot van $$\text{CO}_2$$.`,
                  elaboration: r`Bij het opwekken komen geen $$\text{CO}_2$$, roet of zwaveldioxide vrij.`,
                  explanation: r`Minder $$\text{CO}_2$$ betekent minder versterking van het broeikaseffect.`,
                  points: 1,
                },
              ],
              remark: r`'Goedkoper' alleen goed rekenen als het wordt uitgelegd (geen brandstofkosten).`,
            },
          ],
        },
      ],
    },
    {
      name: r`Remmen voor het zebrapad`,
      introduction: r`Een vrachtwagen rijdt met $$15\ \text{m/s}$$ ($$54\ \text{km/h}$$) door een dorp. Op $$40\ \text{m}$$ voor een zebrapad ziet de chauffeur een kind oversteken. Hij remt zo hard mogelijk. In figuur 1 zie je het snelheid-tijddiagram vanaf het moment dat de chauffeur het kind ziet.

![Figuur 1: snelheid-tijddiagram van de remmende vrachtwagen](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: v,t-diagram: 15 m/s constant van 0 tot 0,8 s, daarna rechte lijn naar 0 m/s bij 3,8 s',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" font-family="Arial, sans-serif" font-size="11">
<rect x="0" y="0" width="400" height="250" fill="#fff"/>
<g stroke="#e0e0e0" stroke-width="1">
<line x1="110" y1="30" x2="110" y2="200"/><line x1="170" y1="30" x2="170" y2="200"/><line x1="230" y1="30" x2="230" y2="200"/>
<line x1="290" y1="30" x2="290" y2="200"/><line x1="350" y1="30" x2="350" y2="200"/>
<line x1="50" y1="160" x2="370" y2="160"/><line x1="50" y1="120" x2="370" y2="120"/><line x1="50" y1="80" x2="370" y2="80"/><line x1="50" y1="40" x2="370" y2="40"/>
</g>
<line x1="50" y1="200" x2="375" y2="200" stroke="#000" stroke-width="1.5"/>
<line x1="50" y1="200" x2="50" y2="25" stroke="#000" stroke-width="1.5"/>
<text x="50" y="215" text-anchor="middle">0</text><text x="110" y="215" text-anchor="middle">1</text><text x="170" y="215" text-anchor="middle">2</text>
<text x="230" y="215" text-anchor="middle">3</text><text x="290" y="215" text-anchor="middle">4</text><text x="350" y="215" text-anchor="middle">5</text>
<text x="44" y="204" text-anchor="end">0</text><text x="44" y="164" text-anchor="end">4</text><text x="44" y="124" text-anchor="end">8</text>
<text x="44" y="84" text-anchor="end">12</text><text x="44" y="44" text-anchor="end">16</text>
<text x="210" y="238" text-anchor="middle">t (s)</text>
<text x="16" y="115" transform="rotate(-90 16 115)" text-anchor="middle">v (m/s)</text>
<polyline fill="none" stroke="#c00" stroke-width="2.5" points="50,50 98,50 278,200"/>
</svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Bepaal',
          points: 2,
          minutes: 3,
          pValue: 60,
          text: r`Bepaal met figuur 1 de reactietijd van de chauffeur en de reactieafstand.`,
          highlights: [r`reactietijd`, r`reactieafstand`],
          tags: ['reactietijd', 'stopafstand', 'snelheid'],
          domain: 'Verkeersveiligheid',
          chapters: { Nova: 'H4.4', Impact: 'H1.4' },
          tips: [r`Tijdens de reactietijd verandert de snelheid nog niet.`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van de reactietijd`,
                  text: r`$$t_{\text{r}} = 0{,}8\ \text{s}$$`,
                  elaboration: r`De snelheid blijft $$15\ \text{m/s}$$ tot $$t = 0{,}8\ \text{s}$$; daarna begint het remmen.`,
                  explanation: r`Tijdens de reactietijd rijdt de vrachtwagen met constante snelheid door.`,
                  points: 1,
                  tips: [r`Zoek het horizontale stuk van de grafiek.`],
                },
                {
                  correction: r`berekenen van de reactieafstand met $$s = v \cdot t$$`,
                  text: r`$$s_{\text{reactie}} = 12\ \text{m}$$`,
                  elaboration: r`$$s = 15 \cdot 0{,}8 = 12\ \text{m}$$`,
                  explanation: r`Bij constante snelheid is afstand = snelheid × tijd (de oppervlakte van de rechthoek).`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Bepaal',
          points: 3,
          minutes: 5,
          pValue: 39,
          text: r`Bepaal met figuur 1 de remweg van de vrachtwagen.`,
          highlights: [r`remweg`],
          tags: ['remweg', 'snelheid'],
          domain: 'Verkeersveiligheid',
          chapters: { Nova: 'H4.3', Impact: 'H1.4' },
          tips: [r`De afgelegde afstand is de oppervlakte onder de v,t-grafiek.`, r`Welke vorm heeft het stuk onder de grafiek tijdens het remmen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van de remtijd`,
                  text: r`$$t_{\text{rem}} = 3{,}0\ \text{s}$$`,
                  elaboration: r`Het remmen duurt van $$0{,}8\ \text{s}$$ tot $$3{,}8\ \text{s}$$: $$3{,}0\ \text{s}$$.`,
                  explanation: r`De remtijd begint pas na de reactietijd.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de remweg de oppervlakte van de driehoek is (of gebruik van de gemiddelde snelheid $$7{,}5\ \text{m/s}$$)`,
                  text: r`$$s_{\text{rem}} = \tfrac{1}{2} \cdot 15 \cdot 3{,}0$$`,
                  elaboration: r`De gemiddelde snelheid tijdens het remmen is $$\frac{15 + 0}{2} = 7{,}5\ \text{m/s}$$.`,
                  explanation: r`Bij gelijkmatig remmen is de gemiddelde snelheid de helft van de beginsnelheid.`,
                  points: 1,
                  tips: [r`Wat is de oppervlakte van een driehoek?`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$s_{\text{rem}} = 23\ \text{m}$$ ($$22{,}5\ \text{m}$$)`,
                  elaboration: r`$$7{,}5 \cdot 3{,}0 = 22{,}5\ \text{m}$$`,
                  explanation: r`Een antwoord tussen $$22\ \text{m}$$ en $$23\ \text{m}$$ is goed.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Toon aan',
          points: 2,
          minutes: 2,
          pValue: 62,
          text: r`Toon aan dat de vrachtwagen op tijd stilstaat voor het zebrapad.`,
          highlights: [r`op tijd stilstaan`],
          tags: ['stopafstand', 'remweg'],
          domain: 'Verkeersveiligheid',
          chapters: { Nova: 'H4.4', Impact: 'H1.4' },
          dependsOn: [{ number: 5 }, { number: 6 }],
          tips: [r`Uit welke twee afstanden bestaat de stopafstand?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$s_{\text{stop}} = s_{\text{reactie}} + s_{\text{rem}}$$`,
                  text: r`$$s_{\text{stop}} = 35\ \text{m}$$`,
                  elaboration: r`$$12 + 22{,}5 = 34{,}5\ \text{m}$$`,
                  explanation: r`De vrachtwagen rijdt eerst door tijdens de reactietijd en remt daarna af.`,
                  points: 1,
                },
                {
                  correction: r`vergelijken met $$40\ \text{m}$$ en conclusie`,
                  text: r`$$34{,}5\ \text{m} < 40\ \text{m}$$`,
                  elaboration: r`De stopafstand is kleiner dan de afstand tot het zebrapad, dus hij staat ruim $$5\ \text{m}$$ ervoor stil.`,
                  explanation: r`Bij een 'toon aan' moet de vergelijking zichtbaar zijn.`,
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
          pValue: 54,
          text: r`Stel dat de chauffeur op het moment dat het kind oversteekt op zijn telefoon kijkt. Wat gebeurt er dan met de reactieafstand en met de remweg?
A De reactieafstand wordt groter, de remweg blijft gelijk.
B De reactieafstand blijft gelijk, de remweg wordt groter.
C Beide worden groter.
D Beide blijven gelijk.`,
          highlights: [r`afgeleid door de telefoon`],
          tags: ['reactietijd', 'remweg', 'stopafstand'],
          domain: 'Verkeersveiligheid',
          chapters: { Nova: 'H4.4', Impact: 'H1.4' },
          dependsOn: [{ number: 5 }],
          tips: [r`Verandert de telefoon iets aan de remmen of aan de weg?`],
          answers: [
            {
              scores: [0, 0, 1, 1],
              steps: [
                {
                  correction: r`inzicht dat alleen de reactietijd langer wordt`,
                  text: r`Langere reactietijd, zelfde remvertraging.`,
                  elaboration: r`Door de afleiding reageert de chauffeur later. Als hij eenmaal remt, remt de vrachtwagen net zo hard als anders.`,
                  explanation: r`De remweg hangt af van snelheid, remmen en wegdek, niet van de aandacht van de chauffeur.`,
                  points: 0,
                },
                {
                  correction: r`antwoord A`,
                  text: r`A`,
                  elaboration: r`De reactieafstand wordt groter, de remweg blijft gelijk.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
                  points: 0,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Koptelefoon`,
      introduction: r`Emma luistert in de trein vaak muziek met een koptelefoon. Een app op haar telefoon meet het geluidsniveau bij haar oor. De Gezondheidsraad geeft aan hoe lang je per dag maximaal naar een bepaald geluidsniveau kunt luisteren zonder kans op gehoorschade. Zie de tabel.

| geluidsniveau | maximale tijd per dag |
|---|---|
| $$80\ \text{dB}$$ | $$8$$ uur |
| $$83\ \text{dB}$$ | $$4$$ uur |
| $$86\ \text{dB}$$ | $$2$$ uur |
| $$89\ \text{dB}$$ | $$1$$ uur |
| $$92\ \text{dB}$$ | $$30$$ minuten |
| $$95\ \text{dB}$$ | $$15$$ minuten |`,
      questions: [
        {
          number: 9,
          type: 'Beredeneer',
          points: 2,
          minutes: 3,
          pValue: 68,
          text: r`Emma reist elke dag $$40$$ minuten heen en $$40$$ minuten terug. De app meet $$89\ \text{dB}$$. Beredeneer met de tabel of Emma kans loopt op gehoorschade.`,
          highlights: [r`89 dB`, r`kans op gehoorschade`],
          tags: ['decibel', 'gehoorschade'],
          domain: 'Geluidsniveau en gehoor',
          chapters: { Nova: 'H6.3', Impact: 'H3.3' },
          tips: [r`Tel de luistertijd per dag bij elkaar op.`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de totale luistertijd en de toegestane tijd`,
                  text: r`$$80\ \text{min}$$ tegen maximaal $$60\ \text{min}$$`,
                  elaboration: r`$$40 + 40 = 80$$ minuten per dag. Bij $$89\ \text{dB}$$ mag het maximaal $$1$$ uur zijn.`,
                  explanation: r`De dosis geldt voor het hele geluid van een dag samen.`,
                  points: 1,
                },
                {
                  correction: r`consequente conclusie`,
                  text: r`Ja, ze loopt kans op gehoorschade.`,
                  elaboration: r`$$80\ \text{min} > 60\ \text{min}$$, dus ze luistert te lang bij dit niveau.`,
                  explanation: r`Alleen een conclusie met vergelijking levert het punt op.`,
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
          pValue: 49,
          text: r`Uit de tabel volgt een regel. Wat gebeurt er met de maximale luistertijd als het geluidsniveau $$3\ \text{dB}$$ hoger wordt?
A De tijd wordt $$3$$ uur korter.
B De tijd wordt $$2$$ keer zo lang.
C De tijd wordt $$2$$ keer zo kort.
D De tijd wordt $$3$$ keer zo kort.`,
          highlights: [r`3 dB hoger`],
          tags: ['decibel', 'gehoorschade'],
          domain: 'Geluidsniveau en gehoor',
          chapters: { Nova: 'H6.3', Impact: 'H3.3' },
          tips: [r`Vergelijk twee regels van de tabel die $$3\ \text{dB}$$ verschillen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van een patroon in de tabel`,
                  text: r`$$80 \to 83\ \text{dB}$$: $$8 \to 4$$ uur`,
                  elaboration: r`Bij elke $$3\ \text{dB}$$ meer halveert de tijd: $$8$$, $$4$$, $$2$$, $$1$$ uur, $$30$$ min, $$15$$ min.`,
                  explanation: r`$$3\ \text{dB}$$ meer betekent twee keer zoveel geluidsenergie per seconde.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`De tijd wordt twee keer zo kort (halveert).`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
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
          minutes: 3,
          pValue: 57,
          text: r`Hieronder staan drie maatregelen tegen gehoorschade. Vul voor elke maatregel in of hij werkt bij de bron, tijdens de overdracht of bij de ontvanger.

| maatregel | bron / overdracht / ontvanger |
|---|---|
| 1 Emma zet de muziek zachter. | ... |
| 2 Emma draagt oordopjes bij een concert. | ... |
| 3 De trein krijgt dubbel glas, zodat het minder lawaaiig is en Emma minder hard hoeft te zetten. | ... |`,
          highlights: [r`bron, overdracht of ontvanger`],
          tags: ['geluidshinder', 'gehoorschade'],
          domain: 'Geluidsniveau en gehoor',
          chapters: { Nova: 'H6.3', Impact: 'H3.3' },
          tips: [r`De bron maakt het geluid, de ontvanger hoort het, de overdracht is alles daartussen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`maatregel 1: bron`,
                  text: r`1: bron`,
                  elaboration: r`De koptelefoon maakt het geluid; zachter zetten maakt minder geluid bij de bron.`,
                  explanation: r`Maatregelen bij de bron zijn het meest effectief.`,
                  points: 1,
                },
                {
                  correction: r`maatregel 2: ontvanger`,
                  text: r`2: ontvanger`,
                  elaboration: r`Oordopjes zitten in het oor van Emma zelf.`,
                  explanation: r`De ontvanger beschermt zichzelf.`,
                  points: 1,
                },
                {
                  correction: r`maatregel 3: overdracht`,
                  text: r`3: overdracht`,
                  elaboration: r`Dubbel glas houdt het lawaai van buiten tegen op weg naar Emma.`,
                  explanation: r`Het glas zit tussen de bron (trein, wielen, rails) en de ontvanger.`,
                  points: 1,
                  tips: [r`Welke geluidsbron wordt hier tegengehouden, en waar zit het glas?`],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Kruiwagen`,
      introduction: r`Jesse helpt zijn oom bij het aanleggen van een tuin. Hij vervoert zand met een kruiwagen. Een kruiwagen is een hefboom. In figuur 2 is de kruiwagen met zand schematisch getekend. Z is het zwaartepunt van kruiwagen en zand samen. De zwaartekracht op kruiwagen en zand is $$700\ \text{N}$$.

![Figuur 2: kruiwagen met zand](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: 'Figuur 2: kruiwagen met wiel, bak met zand, zwaartepunt Z met zwaartekracht omlaag en handkracht omhoog bij het handvat',
          svg: kruiwagen(''),
        },
      ],
      questions: [
        {
          number: 12,
          type: 'Meerkeuze',
          points: 1,
          minutes: 1,
          pValue: 75,
          text: r`Waar ligt het draaipunt van de kruiwagen als Jesse de handvatten optilt?
A bij de handvatten
B in het zwaartepunt Z
C in de as van het wiel
D bij de steunpoot onder de bak`,
          highlights: [r`draaipunt`],
          tags: ['hefboom', 'draaipunt'],
          domain: 'Hefbomen',
          chapters: { Nova: 'H3.4', Impact: 'H7.1' },
          tips: [r`Welk punt van de kruiwagen blijft op zijn plaats als de handvatten omhoog gaan?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de kruiwagen om de wielas kantelt`,
                  text: r`De kruiwagen draait om de wielas.`,
                  elaboration: r`Bij het optillen komt de steunpoot los van de grond; alleen het wiel blijft staan en de kruiwagen draait om de as.`,
                  explanation: r`Het draaipunt is het punt waar de hefboom omheen draait.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`In de as van het wiel.`,
                  explanation: r`Alleen de juiste letter levert het scorepunt op.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 13,
          type: 'Teken',
          points: 2,
          minutes: 3,
          pValue: 51,
          text: r`Teken in de figuur op de uitwerkbijlage de arm van de zwaartekracht en de arm van de handkracht. Geef ze aan met $$r_{\text{z}}$$ en $$r_{\text{hand}}$$.`,
          highlights: [r`arm van een kracht`],
          tags: ['hefboom', 'arm'],
          domain: 'Hefbomen',
          chapters: { Nova: 'H3.4', Impact: 'H7.1' },
          appendix: {
            name: 'uitwerkbijlage13.svg',
            alt: 'Uitwerkbijlage bij vraag 13: de kruiwagen met zwaartekracht en handkracht, met een lege stippellijn door de wielas',
            svg: kruiwagen(r`<line x1="80" y1="20" x2="80" y2="200" stroke="#666" stroke-width="1" stroke-dasharray="4,4"/>`),
          },
          tips: [r`De arm is de kortste afstand van het draaipunt tot de werklijn van de kracht.`],
          answers: [
            {
              steps: [
                {
                  correction: r`arm van de zwaartekracht juist getekend`,
                  text: r`$$r_{\text{z}}$$: horizontaal van de wielas tot de werklijn door Z`,
                  elaboration: r`De zwaartekracht werkt verticaal; de arm is de horizontale afstand van de as tot de verticale lijn door Z.`,
                  explanation: r`De arm staat altijd loodrecht op de werklijn van de kracht.`,
                  points: 1,
                  tips: [r`Trek eerst de werklijn van de kracht door.`],
                },
                {
                  correction: r`arm van de handkracht juist getekend`,
                  text: r`$$r_{\text{hand}}$$: horizontaal van de wielas tot de werklijn bij het handvat`,
                  elaboration: r`Ook de handkracht is verticaal, dus ook deze arm is horizontaal.`,
                  explanation: r`Een schuine lijn langs de boom van de kruiwagen is geen arm.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 48,
          text: r`De arm van de zwaartekracht is $$0{,}40\ \text{m}$$ en de arm van de handkracht $$1{,}40\ \text{m}$$. Bereken hoe groot de kracht is die Jesse omhoog moet uitoefenen.`,
          highlights: [r`kracht die Jesse uitoefent`],
          tags: ['hefboom', 'moment', 'zwaartekracht'],
          domain: 'Hefbomen',
          chapters: { Nova: 'H3.4', Impact: 'H7.1' },
          dependsOn: [{ number: 13, appendixes: true }],
          tips: [r`Gebruik de hefboomwet.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$F_1 \cdot r_1 = F_2 \cdot r_2$$`,
                  text: r`$$700 \cdot 0{,}40 = F \cdot 1{,}40$$`,
                  elaboration: r`Moment van de zwaartekracht = moment van de handkracht.`,
                  explanation: r`De kruiwagen is in evenwicht: de momenten linksom en rechtsom zijn even groot.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het moment`,
                  text: r`$$280\ \text{Nm}$$`,
                  elaboration: r`$$700 \cdot 0{,}40 = 280\ \text{Nm}$$`,
                  explanation: r`Een moment is kracht maal arm.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$F = 200\ \text{N}$$`,
                  elaboration: r`$$F = \frac{280}{1{,}40} = 200\ \text{N}$$`,
                  explanation: r`Door de lange arm hoeft Jesse maar een klein deel van de zwaartekracht te leveren.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 53,
          introduction: r`De volgende keer moet Jesse een paar zware tegels vervoeren. Hij twijfelt of hij ze voorin de bak (dicht bij het wiel) of achterin de bak (dicht bij de handvatten) moet leggen.`,
          text: r`Leg met de hefboomwet uit waar Jesse de tegels het beste kan leggen.`,
          highlights: [r`voorin of achterin`],
          tags: ['hefboom', 'arm', 'moment'],
          domain: 'Hefbomen',
          chapters: { Nova: 'H3.4', Impact: 'H7.1' },
          dependsOn: [{ number: 14 }],
          tips: [r`Wat gebeurt er met de arm van de zwaartekracht als de tegels dichter bij het wiel liggen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de arm van de zwaartekracht kleiner wordt als de tegels voorin liggen`,
                  text: r`Voorin: kleinere $$r_{\text{z}}$$.`,
                  elaboration: r`Het zwaartepunt komt dichter bij de wielas te liggen.`,
                  explanation: r`De arm is de afstand van het draaipunt tot de werklijn.`,
                  points: 1,
                },
                {
                  correction: r`conclusie met de hefboomwet`,
                  text: r`Voorin leggen: dan is minder handkracht nodig.`,
                  elaboration: r`Bij een kleiner moment van de zwaartekracht ($$F_{\text{z}} \cdot r_{\text{z}}$$) en dezelfde handarm is de handkracht kleiner.`,
                  explanation: r`Een antwoord zonder verwijzing naar arm of moment levert dit punt niet op.`,
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
