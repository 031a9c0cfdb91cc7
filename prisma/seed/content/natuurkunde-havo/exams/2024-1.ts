import type { ExamContent } from '../../types.ts';

const r = String.raw;

export const exam: ExamContent = {
  year: 2024,
  term: 1,
  standardizationValue: 0.8,
  topics: [
    {
      name: r`Polsstokhoogspringen`,
      introduction: r`Een polsstokhoogspringer met een massa van $$75\ \text{kg}$$ bereikt aan het eind van zijn aanloop een snelheid van $$9{,}5\ \text{m/s}$$. Hij plant de stok in de insteekbak; de stok buigt door en strekt zich daarna weer, waardoor de springer omhoog wordt gelanceerd. In een laboratorium is gemeten hoeveel kracht er nodig is om de stok een bepaalde uitwijking $$u$$ te geven. Het resultaat staat in figuur 1. Neem als nulniveau voor de zwaarte-energie de hoogte van het zwaartepunt tijdens de aanloop.

![Figuur 1: kracht tegen uitwijking van de stok](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: (F,u)-diagram van de polsstok: een rechte lijn van de oorsprong tot 2,5 kN bij 1,2 m`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 270" font-family="sans-serif" font-size="12"><defs><pattern id="g241a" x="50" y="50" width="20" height="15" patternUnits="userSpaceOnUse"><path d="M20 0H0V15" fill="none" stroke="#d8d8d8" stroke-width="1"/></pattern></defs><rect x="50" y="50" width="280" height="180" fill="url(#g241a)" stroke="#999"/><line x1="50" y1="230" x2="340" y2="230" stroke="#000"/><line x1="50" y1="230" x2="50" y2="40" stroke="#000"/><line x1="50" y1="230" x2="290" y2="80" stroke="#c00" stroke-width="2.5"/><g text-anchor="middle"><text x="50" y="246">0</text><text x="90" y="246">0,2</text><text x="130" y="246">0,4</text><text x="170" y="246">0,6</text><text x="210" y="246">0,8</text><text x="250" y="246">1,0</text><text x="290" y="246">1,2</text><text x="330" y="246">1,4</text><text x="190" y="264">u (m)</text></g><g text-anchor="end"><text x="44" y="234">0</text><text x="44" y="174">1,0</text><text x="44" y="114">2,0</text><text x="44" y="54">3,0</text></g><text x="12" y="32">F (kN)</text></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 70,
          text: r`Toon aan dat het zwaartepunt van de springer hoogstens $$4{,}6\ \text{m}$$ boven het nulniveau kan komen als alleen de kinetische energie van de aanloop wordt omgezet in zwaarte-energie.`,
          highlights: [r`maximale stijghoogte uit de aanloopsnelheid`],
          tags: ['kinetische energie', 'zwaarte-energie', 'energiebehoud'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.2', Newton: 'H5.2' },
          tips: [r`Stel de kinetische energie aan het eind van de aanloop gelijk aan de zwaarte-energie in het hoogste punt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E_k = \tfrac{1}{2} m v^2$$`,
                  text: r`$$E_k = 3{,}38 \cdot 10^{3}\ \text{J}$$`,
                  elaboration: r`$$E_k = \tfrac{1}{2} \cdot 75 \cdot 9{,}5^2 = 3{,}38 \cdot 10^{3}\ \text{J}$$`,
                  explanation: r`Dit is alle energie die de springer uit de aanloop meeneemt.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$E_z = m \cdot g \cdot h$$`,
                  text: r`$$75 \cdot 9{,}81 \cdot h = 3{,}38 \cdot 10^{3}$$`,
                  elaboration: r`Alle kinetische energie wordt zwaarte-energie.`,
                  explanation: r`In het ideale geval staat de springer boven de lat vrijwel stil.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$h = 4{,}60\ \text{m}$$`,
                  elaboration: r`$$h = \dfrac{3{,}38 \cdot 10^{3}}{75 \cdot 9{,}81} = 4{,}60\ \text{m}$$`,
                  explanation: r`Bij een toon-aan-vraag één cijfer meer laten zien dan gevraagd.`,
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
          minutes: 3,
          pValue: 68,
          text: r`Bepaal met behulp van figuur 1 de veerconstante van de stok.`,
          highlights: [r`veerconstante uit het (F,u)-diagram`],
          tags: ['veerconstante', 'veerkracht', 'grafiek'],
          domain: 'Stoffen en materialen',
          chapters: { Nova: 'H6.1', Newton: 'H1.3' },
          tips: [r`Kies een punt ver weg op de lijn en gebruik $$F = C \cdot u$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van een punt op de lijn`,
                  text: r`$$F = 2{,}5\ \text{kN}$$ bij $$u = 1{,}2\ \text{m}$$`,
                  elaboration: r`Het eindpunt van de lijn ligt bij $$(1{,}2\ \text{m};\ 2{,}5\ \text{kN})$$.`,
                  explanation: r`Een punt ver van de oorsprong geeft de kleinste relatieve afleesfout.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$F = C \cdot u$$ en completeren`,
                  text: r`$$C = 2{,}1 \cdot 10^{3}\ \text{N/m}$$`,
                  elaboration: r`$$C = \dfrac{2{,}5 \cdot 10^{3}}{1{,}2} = 2{,}1 \cdot 10^{3}\ \text{N/m}$$`,
                  explanation: r`De veerconstante is de helling van de rechte lijn.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$2{,}0 \cdot 10^{3}\ \text{N/m}$$ en $$2{,}2 \cdot 10^{3}\ \text{N/m}$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 3,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 49,
          text: r`Bij de sprong buigt de stok door tot een uitwijking van $$1{,}2\ \text{m}$$. Bepaal met behulp van figuur 1 hoeveel energie er dan in de gebogen stok is opgeslagen.`,
          highlights: [r`veerenergie als oppervlakte`],
          tags: ['veerenergie', 'arbeid', 'grafiek'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.1', Newton: 'H5.1' },
          dependsOn: [{ number: 2 }],
          tips: [r`De arbeid die nodig is om de stok te buigen, vind je als oppervlakte onder het $$(F,u)$$-diagram.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de opgeslagen energie gelijk is aan de oppervlakte onder de grafiek`,
                  text: r`$$E_{veer} = \text{oppervlakte onder } (F,u)$$`,
                  elaboration: r`Bij elke kleine extra uitwijking $$\Delta u$$ is de arbeid $$F \cdot \Delta u$$; samen is dat de oppervlakte.`,
                  explanation: r`De kracht is niet constant, dus $$W = F \cdot s$$ mag niet direct worden gebruikt.`,
                  points: 1,
                  tips: [r`Waarom mag je hier niet gewoon $$2{,}5\ \text{kN} \cdot 1{,}2\ \text{m}$$ nemen?`],
                },
                {
                  correction: r`berekenen van de oppervlakte van de driehoek`,
                  text: r`$$E_{veer} = \tfrac{1}{2} \cdot 2{,}5 \cdot 10^{3} \cdot 1{,}2$$`,
                  elaboration: r`De grafiek is een rechte lijn door de oorsprong, dus het gebied is een driehoek.`,
                  explanation: r`Oppervlakte driehoek $$= \tfrac{1}{2} \cdot$$ basis $$\cdot$$ hoogte.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$E_{veer} = 1{,}5 \cdot 10^{3}\ \text{J}$$`,
                  elaboration: r`$$E_{veer} = 1{,}5 \cdot 10^{3}\ \text{J}$$`,
                  explanation: r`Bijna de helft van de kinetische energie uit vraag 1 zit tijdelijk in de stok.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Vul in',
          points: 3,
          minutes: 4,
          pValue: 55,
          text: r`Op de uitwerkbijlage staat een tabel met drie momenten tijdens de sprong. Vul in de tabel op de uitwerkbijlage met een kruisje in welke energiesoorten de springer (met stok) op elk moment heeft. Gebruik het nulniveau uit de inleiding.`,
          highlights: [r`energieomzettingen tijdens de sprong`],
          tags: ['kinetische energie', 'zwaarte-energie', 'veerenergie'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.2', Newton: 'H5.2' },
          appendix: {
            name: 'bijlage4.svg',
            alt: r`Uitwerkbijlage bij vraag 4: lege tabel met drie momenten van de sprong en de kolommen kinetische energie, zwaarte-energie en veerenergie`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 170" font-family="sans-serif" font-size="12"><g fill="none" stroke="#000"><rect x="10" y="10" width="460" height="150"/><line x1="10" y1="45" x2="470" y2="45"/><line x1="10" y1="83" x2="470" y2="83"/><line x1="10" y1="121" x2="470" y2="121"/><line x1="220" y1="10" x2="220" y2="160"/><line x1="303" y1="10" x2="303" y2="160"/><line x1="386" y1="10" x2="386" y2="160"/></g><text x="18" y="32" font-weight="bold">moment</text><text x="228" y="25">kinetische</text><text x="228" y="39">energie</text><text x="311" y="25">zwaarte-</text><text x="311" y="39">energie</text><text x="394" y="25">veer-</text><text x="394" y="39">energie</text><text x="18" y="68">1 eind van de aanloop</text><text x="18" y="106">2 stok maximaal gebogen</text><text x="18" y="144">3 boven de lat, stok losgelaten</text></svg>`,
          },
          tips: [r`Beweegt de springer nog als de stok maximaal gebogen is?`],
          answers: [
            {
              steps: [
                {
                  correction: r`moment 1: alleen kinetische energie`,
                  text: r`1: $$E_k$$`,
                  elaboration: r`Aan het eind van de aanloop is het zwaartepunt op het nulniveau en is de stok nog recht.`,
                  explanation: r`Alle energie zit in de beweging.`,
                  points: 1,
                },
                {
                  correction: r`moment 2: kinetische energie, zwaarte-energie en veerenergie`,
                  text: r`2: $$E_k$$, $$E_z$$ en $$E_{veer}$$`,
                  elaboration: r`De springer beweegt nog, is al wat gestegen en de stok is gebogen.`,
                  explanation: r`Bij maximale buiging is de stok zelf even in rust, maar de springer niet.`,
                  points: 1,
                  tips: [r`Is het zwaartepunt van de springer bij maximale buiging al gestegen?`],
                },
                {
                  correction: r`moment 3: zwaarte-energie en (een beetje) kinetische energie, geen veerenergie`,
                  text: r`3: $$E_z$$ en $$E_k$$`,
                  elaboration: r`Boven de lat heeft de springer veel zwaarte-energie en nog een kleine horizontale snelheid; de stok is losgelaten.`,
                  explanation: r`Zonder horizontale snelheid zou hij niet over de lat komen.`,
                  points: 1,
                },
              ],
              remark: r`Per regel alleen een scorepunt als alle drie de kolommen juist zijn ingevuld. Bij moment 3 ook goed rekenen als alleen zwaarte-energie is aangekruist.`,
            },
          ],
        },
        {
          number: 5,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 37,
          text: r`Vanuit het hoogste punt, waar zijn snelheid verwaarloosbaar is, valt de springer op de landingsmat. Zijn zwaartepunt daalt $$4{,}8\ \text{m}$$ tot hij de mat raakt; daarna duwt hij de mat nog $$0{,}60\ \text{m}$$ in tot hij stilligt. Bereken de gemiddelde kracht van de mat op de springer tijdens het indrukken.`,
          highlights: [r`remkracht van de landingsmat`],
          tags: ['arbeid', 'zwaarte-energie', 'remkracht'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.1', Newton: 'H5.1' },
          tips: [r`Over welke totale hoogte verliest de springer zwaarte-energie?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de totale daling $$5{,}4\ \text{m}$$ is`,
                  text: r`$$h = 4{,}8 + 0{,}60 = 5{,}4\ \text{m}$$`,
                  elaboration: r`Ook tijdens het indrukken van de mat daalt het zwaartepunt nog.`,
                  explanation: r`In het begin en aan het eind is de snelheid nul.`,
                  points: 1,
                  tips: [r`Stopt de zwaartekracht met arbeid verrichten zodra de springer de mat raakt?`],
                },
                {
                  correction: r`berekenen van de afname van zwaarte-energie`,
                  text: r`$$\Delta E_z = 3{,}97 \cdot 10^{3}\ \text{J}$$`,
                  elaboration: r`$$\Delta E_z = 75 \cdot 9{,}81 \cdot 5{,}4 = 3{,}97 \cdot 10^{3}\ \text{J}$$`,
                  explanation: r`Deze energie wordt volledig door de mat opgenomen.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$W = F \cdot s$$ met $$s = 0{,}60\ \text{m}$$`,
                  text: r`$$F \cdot 0{,}60 = 3{,}97 \cdot 10^{3}$$`,
                  elaboration: r`De arbeid van de matkracht is gelijk aan de opgenomen energie.`,
                  explanation: r`De matkracht werkt alleen over de indrukking.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$F = 6{,}6 \cdot 10^{3}\ \text{N}$$`,
                  elaboration: r`$$F = \dfrac{3{,}97 \cdot 10^{3}}{0{,}60} = 6{,}6 \cdot 10^{3}\ \text{N}$$`,
                  explanation: r`Dat is ongeveer negen keer zijn gewicht; een dikke mat maakt de kracht kleiner.`,
                  points: 1,
                },
              ],
              remark: r`Als met een daling van $$4{,}8\ \text{m}$$ is gerekend (uitkomst $$5{,}9 \cdot 10^{3}\ \text{N}$$), maximaal 3 scorepunten toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Gehoortest`,
      introduction: r`Bij een gehoortest krijgt een persoon via een koptelefoon tonen van verschillende frequenties te horen. Voor elke frequentie wordt het geluidsniveau in stappen van $$5\ \text{dB}$$ verhoogd tot de persoon de toon net hoort: dat is zijn gehoordrempel bij die frequentie. In figuur 2 staat de gehoordrempel van iemand met een normaal gehoor en van een geteste persoon die jarenlang in een lawaaiige fabriek heeft gewerkt. De geluidssnelheid in lucht is $$343\ \text{m/s}$$.

![Figuur 2: gehoordrempel als functie van de frequentie](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: gehoordrempel in dB tegen de frequentie van 125 Hz tot 8000 Hz, voor een normaal gehoor en voor de geteste persoon`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 280" font-family="sans-serif" font-size="12"><defs><pattern id="g241b" x="60" y="50" width="50" height="15" patternUnits="userSpaceOnUse"><path d="M50 0H0V15" fill="none" stroke="#d8d8d8" stroke-width="1"/></pattern></defs><rect x="60" y="50" width="300" height="180" fill="url(#g241b)" stroke="#999"/><line x1="60" y1="230" x2="370" y2="230" stroke="#000"/><line x1="60" y1="230" x2="60" y2="40" stroke="#000"/><polyline points="60,155 110,185 160,206 210,215 260,221 310,230 360,194" fill="none" stroke="#36c" stroke-width="2"/><polyline points="60,155 110,185 160,200 210,206 260,170 310,95 360,110" fill="none" stroke="#c00" stroke-width="2" stroke-dasharray="6 3"/><g fill="#c00"><circle cx="60" cy="155" r="3"/><circle cx="110" cy="185" r="3"/><circle cx="160" cy="200" r="3"/><circle cx="210" cy="206" r="3"/><circle cx="260" cy="170" r="3"/><circle cx="310" cy="95" r="3"/><circle cx="360" cy="110" r="3"/></g><g text-anchor="middle"><text x="60" y="246">125</text><text x="110" y="246">250</text><text x="160" y="246">500</text><text x="210" y="246">1000</text><text x="260" y="246">2000</text><text x="310" y="246">4000</text><text x="360" y="246">8000</text><text x="210" y="266">f (Hz)</text></g><g text-anchor="end"><text x="54" y="234">0</text><text x="54" y="174">20</text><text x="54" y="114">40</text><text x="54" y="54">60</text></g><text x="12" y="32">L (dB)</text><text x="232" y="234" fill="#36c" font-size="11">normaal gehoor</text><text x="268" y="86" fill="#c00" font-size="11">geteste persoon</text></svg>`,
        },
      ],
      questions: [
        {
          number: 6,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 77,
          text: r`Bereken de golflengte in lucht van de toon van $$4000\ \text{Hz}$$.`,
          highlights: [r`golflengte van een testtoon`],
          tags: ['golflengte', 'geluidssnelheid', 'frequentie'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          tips: [r`Welke formule verbindt golfsnelheid, frequentie en golflengte?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$v = f \cdot \lambda$$`,
                  text: r`$$\lambda = \dfrac{343}{4000}$$`,
                  elaboration: r`$$\lambda = \dfrac{v}{f}$$`,
                  explanation: r`De toon plant zich met de geluidssnelheid door de lucht voort.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$\lambda = 8{,}6 \cdot 10^{-2}\ \text{m}$$`,
                  elaboration: r`$$\lambda = 0{,}0858\ \text{m} = 8{,}6\ \text{cm}$$`,
                  explanation: r`Twee significante cijfers is voldoende.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 52,
          text: r`Bepaal met behulp van figuur 2 hoeveel keer zo groot de geluidsintensiteit van een toon van $$4000\ \text{Hz}$$ minstens moet zijn voor de geteste persoon, vergeleken met iemand met een normaal gehoor.`,
          highlights: [r`gehoorverlies bij 4000 Hz`],
          tags: ['geluidsniveau', 'geluidsintensiteit', 'decibel'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          tips: [r`Lees bij $$4000\ \text{Hz}$$ beide gehoordrempels af.`, r`Elke $$10\ \text{dB}$$ betekent een factor 10 in intensiteit.`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van beide gehoordrempels`,
                  text: r`$$45\ \text{dB}$$ en $$0\ \text{dB}$$`,
                  elaboration: r`Bij $$4000\ \text{Hz}$$: geteste persoon $$45\ \text{dB}$$, normaal gehoor $$0\ \text{dB}$$.`,
                  explanation: r`Het gehoorverlies is het verschil van de twee drempels.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen van het verschil naar een verhouding van intensiteiten`,
                  text: r`$$\dfrac{I_1}{I_2} = 10^{45/10}$$`,
                  elaboration: r`$$\Delta L = 10 \cdot \log\left(\dfrac{I_1}{I_2}\right) = 45$$, dus $$\dfrac{I_1}{I_2} = 10^{4{,}5}$$`,
                  explanation: r`Het verschil van twee geluidsniveaus hoort bij het quotiënt van de intensiteiten.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$3{,}2 \cdot 10^{4}$$ keer zo groot`,
                  elaboration: r`$$10^{4{,}5} = 3{,}2 \cdot 10^{4}$$`,
                  explanation: r`Een klein ogend verschil in decibel is een enorme factor in intensiteit.`,
                  points: 1,
                },
              ],
              remark: r`Het antwoord $$45\ \text{dB}$$ zonder omrekening naar een factor levert 1 scorepunt op.`,
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 48,
          text: r`Bereken met welke factor de geluidsintensiteit toeneemt bij elke stap van $$5\ \text{dB}$$.`,
          highlights: [r`stap van 5 dB`],
          tags: ['geluidsniveau', 'geluidsintensiteit', 'decibel'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          tips: [r`Schrijf $$\Delta L = 10 \cdot \log\left(\dfrac{I_2}{I_1}\right)$$ op en vul $$\Delta L$$ in.`],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van de vergelijking`,
                  text: r`$$5 = 10 \cdot \log\left(\dfrac{I_2}{I_1}\right)$$`,
                  elaboration: r`Dus $$\log\left(\dfrac{I_2}{I_1}\right) = 0{,}5$$.`,
                  explanation: r`Het verschil in geluidsniveau hangt alleen af van de verhouding van de intensiteiten.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`factor $$3{,}2$$`,
                  elaboration: r`$$\dfrac{I_2}{I_1} = 10^{0{,}5} = 3{,}2$$`,
                  explanation: r`Twee stappen ($$10\ \text{dB}$$) geven samen een factor 10.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 9,
          type: 'Beredeneer',
          points: 3,
          minutes: 4,
          pValue: 45,
          text: r`De geteste persoon staat in het park bij een merel die zingt met tonen rond $$4000\ \text{Hz}$$. Op de plaats van de persoon is de intensiteit van de zang $$1{,}0 \cdot 10^{-8}\ \text{W/m}^2$$. Beredeneer met een berekening en figuur 2 of de persoon de merel kan horen.`,
          highlights: [r`intensiteit vergelijken met de gehoordrempel`],
          tags: ['geluidsniveau', 'gehoordrempel', 'geluidsintensiteit'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          dependsOn: [{ number: 7 }],
          tips: [r`Reken de intensiteit om naar een geluidsniveau in decibel.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$L = 10 \cdot \log\left(\dfrac{I}{I_0}\right)$$`,
                  text: r`$$L = 10 \cdot \log\left(\dfrac{1{,}0 \cdot 10^{-8}}{1{,}0 \cdot 10^{-12}}\right)$$`,
                  elaboration: r`$$\dfrac{I}{I_0} = 1{,}0 \cdot 10^{4}$$`,
                  explanation: r`$$I_0 = 1{,}0 \cdot 10^{-12}\ \text{W/m}^2$$ is de gehoordrempel bij $$1\ \text{kHz}$$.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het geluidsniveau`,
                  text: r`$$L = 40\ \text{dB}$$`,
                  elaboration: r`$$L = 10 \cdot 4{,}0 = 40\ \text{dB}$$`,
                  explanation: r`De logaritme van $$10^{4}$$ is 4.`,
                  points: 1,
                },
                {
                  correction: r`vergelijken met de gehoordrempel en conclusie`,
                  text: r`$$40\ \text{dB} < 45\ \text{dB}$$: niet hoorbaar`,
                  elaboration: r`De gehoordrempel van de persoon bij $$4000\ \text{Hz}$$ is $$45\ \text{dB}$$, dus hij hoort de merel niet.`,
                  explanation: r`Iemand met een normaal gehoor (drempel $$0\ \text{dB}$$) hoort de merel wel.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Brachytherapie`,
      introduction: r`Bij brachytherapie wordt een tumor van dichtbij bestraald. Via een dun slangetje schuift een apparaat een kleine bron met iridium-192 tot vlak bij de tumor en trekt hem na de behandeling weer terug in een loden container. Iridium-192 zendt $$\beta^{-}$$- en $$\gamma$$-straling uit; de halveringstijd is $$74\ \text{dagen}$$. Een nieuwe bron heeft een activiteit van $$370\ \text{GBq}$$.`,
      questions: [
        {
          number: 10,
          type: 'Vul in',
          points: 2,
          minutes: 3,
          pValue: 63,
          text: r`Vul de vervalvergelijking van het $$\beta^{-}$$-verval van iridium-192 aan: $$ {}^{192}_{77}\text{Ir} \rightarrow \ldots + \ldots $$`,
          highlights: [r`bèta-min-verval van iridium-192`],
          tags: ['vervalvergelijking', 'bètastraling'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          tips: [r`Zoek in het informatieboek het element met atoomnummer 78.`],
          answers: [
            {
              steps: [
                {
                  correction: r`elektron rechts van de pijl`,
                  text: r`$$ {}^{0}_{-1}\text{e} $$`,
                  elaboration: r`Bij $$\beta^{-}$$-verval wordt een elektron uitgezonden.`,
                  explanation: r`Een neutron in de kern verandert in een proton.`,
                  points: 1,
                },
                {
                  correction: r`juiste dochterkern`,
                  text: r`$$ {}^{192}_{77}\text{Ir} \rightarrow {}^{192}_{78}\text{Pt} + {}^{0}_{-1}\text{e} $$`,
                  elaboration: r`Massagetal 192; atoomnummer $$77 + 1 = 78$$: platina.`,
                  explanation: r`Behoud van massagetal en lading.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 42,
          text: r`Met een nieuwe bron duurt een behandeling $$10\ \text{minuten}$$. Voor dezelfde dosis moet de behandeling langer duren als de activiteit kleiner is. Bereken hoe lang dezelfde behandeling duurt met een bron die $$90\ \text{dagen}$$ oud is. Neem aan dat de activiteit tijdens één behandeling constant is.`,
          highlights: [r`behandeltijd bij een oudere bron`],
          tags: ['halveringstijd', 'activiteit', 'dosis'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.2' },
          tips: [r`De dosis is evenredig met de activiteit maal de behandeltijd.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$A(t) = A(0) \cdot \left(\tfrac{1}{2}\right)^{t/t_{1/2}}$$`,
                  text: r`$$A = 370 \cdot \left(\tfrac{1}{2}\right)^{90/74}$$`,
                  elaboration: r`$$\dfrac{90}{74} = 1{,}22$$`,
                  explanation: r`Iets meer dan één halveringstijd.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de activiteit na 90 dagen`,
                  text: r`$$A = 1{,}6 \cdot 10^{2}\ \text{GBq}$$`,
                  elaboration: r`$$A = 370 \cdot 0{,}430 = 159\ \text{GBq}$$`,
                  explanation: r`Er is nog $$43\%$$ van de oorspronkelijke activiteit over.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de behandeltijd omgekeerd evenredig is met de activiteit`,
                  text: r`$$t = 10 \cdot \dfrac{370}{159}$$`,
                  elaboration: r`Bij een kleinere activiteit komen er per seconde minder deeltjes vrij, dus is meer tijd nodig.`,
                  explanation: r`Gelijke dosis betekent gelijk aantal vervallen: $$A \cdot t$$ constant.`,
                  points: 1,
                  tips: [r`Wat moet er gelijk blijven: de activiteit, de tijd, of het product van beide?`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$t = 23\ \text{min}$$`,
                  elaboration: r`$$t = 10 \cdot 2{,}33 = 23\ \text{min}$$`,
                  explanation: r`Daarom vervangen ziekenhuizen de bron na een paar maanden.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 54,
          introduction: r`Tussen de behandelingen zit de bron in een loden container met een wanddikte van $$3{,}0\ \text{cm}$$. De halveringsdikte van lood voor de $$\gamma$$-straling van iridium-192 is $$3{,}0\ \text{mm}$$.`,
          text: r`Toon aan dat de loden wand minder dan $$0{,}1\%$$ van de $$\gamma$$-straling doorlaat.`,
          highlights: [r`afscherming met lood`],
          tags: ['halveringsdikte', 'stralingsbescherming', 'gammastraling'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.3' },
          tips: [r`Let op de eenheden: de wanddikte staat in centimeter, de halveringsdikte in millimeter.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal halveringsdiktes`,
                  text: r`$$\dfrac{d}{d_{1/2}} = 10$$`,
                  elaboration: r`$$\dfrac{30\ \text{mm}}{3{,}0\ \text{mm}} = 10$$`,
                  explanation: r`Eerst beide diktes in dezelfde eenheid.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$I = I_0 \cdot \left(\tfrac{1}{2}\right)^{d/d_{1/2}}$$`,
                  text: r`$$\dfrac{I}{I_0} = \left(\tfrac{1}{2}\right)^{10}$$`,
                  elaboration: r`$$\left(\tfrac{1}{2}\right)^{10} = \dfrac{1}{1024} = 9{,}8 \cdot 10^{-4}$$`,
                  explanation: r`Na elke halveringsdikte is de intensiteit gehalveerd.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$0{,}098\% < 0{,}1\%$$`,
                  elaboration: r`$$9{,}8 \cdot 10^{-4} = 0{,}098\%$$`,
                  explanation: r`De $$\beta^{-}$$-straling wordt al door de eerste millimeters lood tegengehouden.`,
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
          pValue: 56,
          text: r`Tijdens één behandeling absorbeert de tumor, met een massa van $$25\ \text{g}$$, in totaal $$0{,}050\ \text{J}$$ stralingsenergie. Voor de straling van iridium-192 geldt $$w_R = 1$$. Bereken de equivalente dosis die de tumor tijdens één behandeling ontvangt.`,
          highlights: [r`dosis in de tumor`],
          tags: ['dosis', 'gammastraling'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.3' },
          tips: [r`Reken de massa om naar kilogram.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$H = w_R \cdot \dfrac{E_{str}}{m}$$`,
                  text: r`$$H = 1 \cdot \dfrac{0{,}050}{m}$$`,
                  elaboration: r`De equivalente dosis is energie per kilogram maal de weegfactor.`,
                  explanation: r`Voor $$\beta$$- en $$\gamma$$-straling is de weegfactor 1.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen van de massa`,
                  text: r`$$m = 0{,}025\ \text{kg}$$`,
                  elaboration: r`$$25\ \text{g} = 0{,}025\ \text{kg}$$`,
                  explanation: r`In de formule staat de massa in kilogram.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$H = 2{,}0\ \text{Sv}$$`,
                  elaboration: r`$$H = \dfrac{0{,}050}{0{,}025} = 2{,}0\ \text{Sv}$$`,
                  explanation: r`Een zeer hoge dosis, maar alleen op de tumor gericht; het weefsel eromheen ontvangt veel minder.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Föhn`,
      introduction: r`Een föhn blaast met een ventilator lucht langs twee gelijke verwarmingselementen. De ventilatormotor en de verwarmingselementen staan parallel aan de netspanning van $$230\ \text{V}$$. In stand 1 is één verwarmingselement ingeschakeld, in stand 2 allebei. In tabel 1 staan gegevens van de föhn.

**Tabel 1**

| onderdeel | gegeven |
|---|---|
| ventilatormotor | $$60\ \text{W}$$ |
| elk verwarmingselement | $$900\ \text{W}$$ |
| luchtstroom door de föhn | $$0{,}020\ \text{kg}$$ per seconde |
| soortelijke warmte van lucht | $$1{,}0 \cdot 10^{3}\ \text{J kg}^{-1}\,\text{K}^{-1}$$ |`,
      questions: [
        {
          number: 14,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 64,
          text: r`Bereken de weerstand van één verwarmingselement.`,
          highlights: [r`weerstand van een verwarmingselement`],
          tags: ['weerstand', 'vermogen', 'stroomsterkte'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.1', Newton: 'H2.2' },
          tips: [r`Bereken eerst de stroomsterkte door het element.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat over elk element $$230\ \text{V}$$ staat`,
                  text: r`$$U = 230\ \text{V}$$`,
                  elaboration: r`Alle onderdelen staan parallel aan de netspanning.`,
                  explanation: r`In een parallelschakeling staat over elke tak dezelfde spanning.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = U \cdot I$$`,
                  text: r`$$I = 3{,}91\ \text{A}$$`,
                  elaboration: r`$$I = \dfrac{900}{230} = 3{,}91\ \text{A}$$`,
                  explanation: r`Het vermogen geldt bij netspanning.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$U = I \cdot R$$ en completeren`,
                  text: r`$$R = 59\ \Omega$$`,
                  elaboration: r`$$R = \dfrac{230}{3{,}91} = 58{,}8\ \Omega \approx 59\ \Omega$$`,
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
          points: 2,
          minutes: 3,
          pValue: 69,
          text: r`Bereken de totale stroomsterkte die de föhn in stand 2 uit het stopcontact opneemt.`,
          highlights: [r`totale stroom in stand 2`],
          tags: ['parallelschakeling', 'stroomsterkte', 'vermogen'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H2.2', Newton: 'H2.3' },
          tips: [r`Tel eerst alle vermogens op.`],
          answers: [
            {
              steps: [
                {
                  correction: r`optellen van de vermogens`,
                  text: r`$$P = 1860\ \text{W}$$`,
                  elaboration: r`$$P = 60 + 2 \cdot 900 = 1860\ \text{W}$$`,
                  explanation: r`In een parallelschakeling tellen de vermogens van de takken op.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = U \cdot I$$ en completeren`,
                  text: r`$$I = 8{,}1\ \text{A}$$`,
                  elaboration: r`$$I = \dfrac{1860}{230} = 8{,}1\ \text{A}$$`,
                  explanation: r`Dit is ook de som van de takstromen.`,
                  points: 1,
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
          pValue: 47,
          text: r`Neem aan dat alle warmte van de verwarmingselementen in stand 2 aan de lucht wordt afgegeven. Bereken hoeveel graden de lucht in de föhn in temperatuur stijgt.`,
          highlights: [r`temperatuurstijging van de luchtstroom`],
          tags: ['soortelijke warmte', 'vermogen'],
          domain: 'Stoffen en materialen',
          chapters: { Nova: 'H6.2', Newton: 'H1.2' },
          tips: [r`Bekijk wat er in één seconde gebeurt: hoeveel warmte, hoeveel lucht?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat per seconde $$1800\ \text{J}$$ aan $$0{,}020\ \text{kg}$$ lucht wordt afgegeven`,
                  text: r`$$Q = 1800\ \text{J}$$ per $$0{,}020\ \text{kg}$$`,
                  elaboration: r`Twee elementen van $$900\ \text{W}$$ leveren samen $$1800\ \text{J}$$ per seconde.`,
                  explanation: r`Het motorvermogen telt niet mee: dat is niet als warmte van de elementen gegeven.`,
                  points: 1,
                  tips: [r`Hoeveel joule leveren de elementen in één seconde?`],
                },
                {
                  correction: r`gebruik van $$Q = c \cdot m \cdot \Delta T$$`,
                  text: r`$$1800 = 1{,}0 \cdot 10^{3} \cdot 0{,}020 \cdot \Delta T$$`,
                  elaboration: r`$$\Delta T = \dfrac{Q}{c \cdot m}$$`,
                  explanation: r`De warmte wordt gebruikt om de lucht op te warmen.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$\Delta T = 90\ \text{K}$$`,
                  elaboration: r`$$\Delta T = \dfrac{1800}{20} = 90\ \text{K}$$`,
                  explanation: r`Lucht van $$20\ \text{°C}$$ komt er dus met ongeveer $$110\ \text{°C}$$ uit: niet te dichtbij houden!`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 17,
          type: 'Beredeneer',
          points: 3,
          minutes: 5,
          pValue: 36,
          text: r`De fabrikant wil dezelfde föhn ook verkopen in een land met een netspanning van $$120\ \text{V}$$. De verwarmingselementen moeten daar hetzelfde vermogen hebben. De elementen worden gemaakt van dezelfde draad. Beredeneer of de draad van een element daarvoor langer of korter moet worden, en met welke factor.`,
          highlights: [r`vermogen bij een andere netspanning`],
          tags: ['weerstand', 'vermogen', 'soortelijke weerstand'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.1', Newton: 'H2.2' },
          dependsOn: [{ number: 14 }],
          tips: [r`Combineer $$P = U \cdot I$$ en $$U = I \cdot R$$ tot een formule met alleen $$P$$, $$U$$ en $$R$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$P = \dfrac{U^2}{R}$$, dus bij gelijk $$P$$ is $$R$$ evenredig met $$U^2$$`,
                  text: r`$$R \propto U^2$$`,
                  elaboration: r`$$P = U \cdot I = U \cdot \dfrac{U}{R} = \dfrac{U^2}{R}$$`,
                  explanation: r`Bij een kleinere spanning hoort bij hetzelfde vermogen een kleinere weerstand.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de factor`,
                  text: r`factor $$0{,}27$$`,
                  elaboration: r`$$\left(\dfrac{120}{230}\right)^2 = 0{,}27$$`,
                  explanation: r`De nieuwe weerstand is $$0{,}27 \cdot 58{,}8 = 16\ \Omega$$.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat bij dezelfde draad $$R \propto \ell$$ en conclusie`,
                  text: r`draad $$0{,}27$$ keer zo lang: korter`,
                  elaboration: r`Uit $$R = \rho \cdot \dfrac{\ell}{A}$$ met gelijke $$\rho$$ en $$A$$ volgt dat de lengte met dezelfde factor verandert.`,
                  explanation: r`De draad moet dus ongeveer een kwart van de oorspronkelijke lengte krijgen.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`berekenen van de benodigde stroomsterkte bij $$120\ \text{V}$$`,
                  text: r`$$I = 7{,}5\ \text{A}$$`,
                  elaboration: r`$$I = \dfrac{900}{120} = 7{,}5\ \text{A}$$`,
                  explanation: r`Hetzelfde vermogen bij een lagere spanning vraagt een grotere stroom.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de nieuwe weerstand en de factor`,
                  text: r`$$R = 16\ \Omega$$; factor $$0{,}27$$`,
                  elaboration: r`$$R = \dfrac{120}{7{,}5} = 16\ \Omega$$ en $$\dfrac{16}{58{,}8} = 0{,}27$$`,
                  explanation: r`Vergelijk met de weerstand uit vraag 14.`,
                  points: 1,
                },
                {
                  correction: r`conclusie met $$R = \rho \cdot \dfrac{\ell}{A}$$`,
                  text: r`draad korter, factor $$0{,}27$$`,
                  elaboration: r`Bij dezelfde draad is de weerstand evenredig met de lengte.`,
                  explanation: r`Zelfde conclusie als strategie 1.`,
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
