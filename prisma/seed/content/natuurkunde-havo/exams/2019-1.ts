import type { ExamContent } from '../../types.ts';

const r = String.raw;

export const exam: ExamContent = {
  year: 2019,
  term: 1,
  standardizationValue: 1.0,
  topics: [
    {
      name: r`Handboogschieten`,
      introduction: r`Bij handboogschieten trekt een schutter de pees van de boog naar achteren en laat dan de pijl los. De boog werkt daarbij als een veer. Met een krachtmeter is gemeten hoe groot de kracht op de pees is bij verschillende uittrekkingen $$u$$; het resultaat staat in figuur 1. Een pijl heeft een massa van $$25\ \text{g}$$. Bij het schieten trekt de schutter de pees $$0{,}50\ \text{m}$$ uit.

![Figuur 1: de kracht op de pees als functie van de uittrekking](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: (F,u)-diagram van de boog; een rechte lijn van de oorsprong tot 140 N bij 0,50 m`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 290" font-family="sans-serif" font-size="12"><defs><pattern id="g191a" x="60" y="40" width="50" height="25" patternUnits="userSpaceOnUse"><path d="M50 0H0V25" fill="none" stroke="#ddd"/></pattern></defs><rect x="60" y="40" width="300" height="200" fill="url(#g191a)" stroke="#999"/><line x1="60" y1="240" x2="380" y2="240" stroke="#000"/><line x1="60" y1="240" x2="60" y2="30" stroke="#000"/><line x1="60" y1="240" x2="310" y2="65" stroke="#c00" stroke-width="2.5"/><g text-anchor="middle"><text x="60" y="256">0</text><text x="110" y="256">0,10</text><text x="160" y="256">0,20</text><text x="210" y="256">0,30</text><text x="260" y="256">0,40</text><text x="310" y="256">0,50</text><text x="360" y="256">0,60</text><text x="220" y="280">u (m)</text></g><g text-anchor="end"><text x="54" y="244">0</text><text x="54" y="194">40</text><text x="54" y="144">80</text><text x="54" y="94">120</text><text x="54" y="44">160</text></g><text x="14" y="24">F (N)</text></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bepaal',
          points: 2,
          minutes: 2,
          pValue: 77,
          text: r`Bepaal met figuur 1 de veerconstante van de boog.`,
          highlights: [r`veerconstante van de boog`],
          tags: ['veerconstante', 'grafiek'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H6.1', Newton: 'H1.3' },
          tips: [r`De veerconstante is de steilheid van de $$(F,u)$$-grafiek.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$F = C \cdot u$$ met een afgelezen punt`,
                  text: r`$$F = 140\ \text{N}$$ bij $$u = 0{,}50\ \text{m}$$`,
                  elaboration: r`Kies een punt op de lijn dat ver van de oorsprong ligt.`,
                  explanation: r`De grafiek is een rechte lijn door de oorsprong, dus $$F$$ is evenredig met $$u$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de bepaling`,
                  text: r`$$C = 2{,}8 \cdot 10^{2}\ \text{N/m}$$`,
                  elaboration: r`$$C = \dfrac{140}{0{,}50} = 280\ \text{N/m}$$`,
                  explanation: r`Twee significante cijfers door de afleesnauwkeurigheid.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 58,
          text: r`Bepaal met figuur 1 de energie die in de boog is opgeslagen als de pees $$0{,}50\ \text{m}$$ is uitgetrokken.`,
          highlights: [r`opgeslagen veerenergie`],
          tags: ['arbeid', 'veerenergie', 'grafiek'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.1', Newton: 'H5.1' },
          tips: [r`De schutter verricht arbeid met een kracht die niet constant is. Wat stelt de oppervlakte onder de grafiek voor?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de energie gelijk is aan de oppervlakte onder de $$(F,u)$$-grafiek`,
                  text: r`$$E_{veer} = W = \text{oppervlakte}$$`,
                  elaboration: r`De arbeid van de schutter wordt als veerenergie in de boog opgeslagen.`,
                  explanation: r`Bij een variabele kracht is de arbeid de oppervlakte onder de $$(F,s)$$-grafiek.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de oppervlakte van de driehoek`,
                  text: r`$$E = \tfrac{1}{2} \cdot 0{,}50 \cdot 140$$`,
                  elaboration: r`De oppervlakte onder een rechte lijn door de oorsprong is een driehoek.`,
                  explanation: r`Gemiddelde kracht $$70\ \text{N}$$ maal de uittrekking geeft hetzelfde.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de bepaling`,
                  text: r`$$E = 35\ \text{J}$$`,
                  elaboration: r`$$E = 35\ \text{J}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
              remark: r`Als de kandidaat $$W = F \cdot s = 140 \cdot 0{,}50 = 70\ \text{J}$$ berekent, maximaal 1 scorepunt toekennen.`,
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 55,
          text: r`Van de opgeslagen energie wordt $$80\%$$ omgezet in kinetische energie van de pijl. Bereken de snelheid waarmee de pijl de boog verlaat.`,
          highlights: [r`snelheid van de pijl`],
          tags: ['kinetische energie', 'rendement', 'snelheid'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.2', Newton: 'H5.2' },
          dependsOn: [{ number: 2 }],
          tips: [r`Reken de massa van de pijl om naar kilogram.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de kinetische energie van de pijl`,
                  text: r`$$E_k = 28\ \text{J}$$`,
                  elaboration: r`$$E_k = 0{,}80 \cdot 35 = 28\ \text{J}$$`,
                  explanation: r`De rest van de energie gaat naar de beweging van de boog zelf en naar trillingen.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$E_k = \tfrac{1}{2} m v^2$$ met $$m = 0{,}025\ \text{kg}$$`,
                  text: r`$$v = \sqrt{\dfrac{2 \cdot 28}{0{,}025}}$$`,
                  elaboration: r`$$v^2 = \dfrac{2 E_k}{m}$$`,
                  explanation: r`Let op: $$25\ \text{g} = 0{,}025\ \text{kg}$$.`,
                  points: 1,
                  tips: [r`Schrijf de formule eerst om naar $$v$$.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$v = 47\ \text{m/s}$$`,
                  elaboration: r`$$v = \sqrt{2240} = 47{,}3\ \text{m/s}$$`,
                  explanation: r`Twee significante cijfers.`,
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
          pValue: 50,
          text: r`De pijl treft een doel van geperst schuim en dringt er $$6{,}0\ \text{cm}$$ in door. Bereken de gemiddelde kracht van het schuim op de pijl.`,
          highlights: [r`gemiddelde remkracht in het doel`],
          tags: ['arbeid', 'kinetische energie', 'wrijving'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.1', Newton: 'H5.1' },
          dependsOn: [{ number: 3 }],
          tips: [r`Al de kinetische energie van de pijl wordt in het schuim omgezet. Welke arbeid hoort daarbij?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de arbeid van de remkracht gelijk is aan de kinetische energie`,
                  text: r`$$F \cdot s = E_k = 28\ \text{J}$$`,
                  elaboration: r`Neem aan dat de pijl met dezelfde snelheid aankomt als bij het verlaten van de boog.`,
                  explanation: r`De pijl komt in het doel tot stilstand.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$W = F \cdot s$$ met $$s = 0{,}060\ \text{m}$$`,
                  text: r`$$F = \dfrac{28}{0{,}060}$$`,
                  elaboration: r`$$6{,}0\ \text{cm} = 0{,}060\ \text{m}$$`,
                  explanation: r`Gemiddelde kracht maal remweg is de arbeid.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$F = 4{,}7 \cdot 10^{2}\ \text{N}$$`,
                  elaboration: r`$$F = 467\ \text{N}$$`,
                  explanation: r`Veel groter dan de kracht waarmee de boog de pijl versnelde, want de remweg is veel korter.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Zonnepanelen op het schooldak`,
      introduction: r`Een school heeft $$120$$ zonnepanelen op het platte dak gelegd. Elk paneel heeft een oppervlakte van $$1{,}65\ \text{m}^2$$. Leerlingen meten bij één paneel de stroomsterkte bij verschillende spanningen, door het paneel aan te sluiten op een regelbare weerstand. Tijdens de meting valt er $$850\ \text{W}$$ zonlicht per $$\text{m}^2$$ op het paneel.`,
      questions: [
        {
          number: 5,
          type: 'Vul in',
          points: 3,
          minutes: 5,
          pValue: 62,
          text: r`De meetresultaten staan in de tabel op de uitwerkbijlage. Vul de laatste kolom van de tabel in en geef aan bij welke spanning het paneel het grootste vermogen levert.

![Uitwerkbijlage bij vraag 5](bijlage5.svg)`,
          highlights: [r`maximaal vermogen van het paneel`],
          tags: ['vermogen', 'zonnepaneel', 'tabel'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H2.1', Newton: 'H2.3' },
          appendix: {
            name: 'bijlage5.svg',
            alt: r`Uitwerkbijlage: tabel met spanning U, stroomsterkte I en een lege kolom voor het vermogen P`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 330 340" font-family="sans-serif" font-size="13"><g fill="none" stroke="#333"><rect x="20" y="10" width="290" height="320"/><line x1="110" y1="10" x2="110" y2="330"/><line x1="200" y1="10" x2="200" y2="330"/><line x1="20" y1="42" x2="310" y2="42"/><line x1="20" y1="74" x2="310" y2="74"/><line x1="20" y1="106" x2="310" y2="106"/><line x1="20" y1="138" x2="310" y2="138"/><line x1="20" y1="170" x2="310" y2="170"/><line x1="20" y1="202" x2="310" y2="202"/><line x1="20" y1="234" x2="310" y2="234"/><line x1="20" y1="266" x2="310" y2="266"/><line x1="20" y1="298" x2="310" y2="298"/></g><g text-anchor="middle"><text x="65" y="31">U (V)</text><text x="155" y="31">I (A)</text><text x="255" y="31">P (W)</text><text x="65" y="63">0</text><text x="155" y="63">9,20</text><text x="65" y="95">10,0</text><text x="155" y="95">9,15</text><text x="65" y="127">20,0</text><text x="155" y="127">9,05</text><text x="65" y="159">25,0</text><text x="155" y="159">8,90</text><text x="65" y="191">30,0</text><text x="155" y="191">8,50</text><text x="65" y="223">32,0</text><text x="155" y="223">8,10</text><text x="65" y="255">34,0</text><text x="155" y="255">7,20</text><text x="65" y="287">36,0</text><text x="155" y="287">5,00</text><text x="65" y="319">38,0</text><text x="155" y="319">1,50</text></g></svg>`,
          },
          tips: [r`Welke formule geeft het elektrisch vermogen uit spanning en stroomsterkte?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$P = U \cdot I$$`,
                  text: r`$$P = U \cdot I$$ per rij`,
                  elaboration: r`Bijvoorbeeld bij $$30{,}0\ \text{V}$$: $$P = 30{,}0 \cdot 8{,}50 = 255\ \text{W}$$.`,
                  explanation: r`Het paneel levert het vermogen aan de regelbare weerstand.`,
                  points: 1,
                },
                {
                  correction: r`kolom juist ingevuld`,
                  text: r`$$0;\ 91{,}5;\ 181;\ 223;\ 255;\ 259;\ 245;\ 180;\ 57{,}0\ \text{W}$$`,
                  elaboration: r`Van boven naar beneden: $$0$$, $$91{,}5$$, $$181$$, $$223$$, $$255$$, $$259$$, $$245$$, $$180$$ en $$57{,}0\ \text{W}$$.`,
                  explanation: r`Bij kortsluiting ($$U = 0$$) en bij open klemmen ($$I \approx 0$$) is het vermogen nul.`,
                  points: 1,
                  tips: [r`Controleer of je uitkomsten eerst stijgen en daarna dalen.`],
                },
                {
                  correction: r`conclusie`,
                  text: r`maximaal bij $$U = 32{,}0\ \text{V}$$, $$P = 259\ \text{W}$$`,
                  elaboration: r`De grootste waarde in de kolom staat bij $$32{,}0\ \text{V}$$.`,
                  explanation: r`Een omvormer regelt de spanning zo dat het paneel in dit punt werkt.`,
                  points: 1,
                },
              ],
              remark: r`Bij één rekenfout in de kolom het tweede scorepunt niet toekennen; de conclusie consequent beoordelen.`,
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 56,
          text: r`Bereken het rendement van het paneel bij het maximale vermogen.`,
          highlights: [r`rendement van het zonnepaneel`],
          tags: ['rendement', 'zonnepaneel', 'vermogen'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H4.3', Newton: 'H5.3' },
          dependsOn: [{ number: 5, appendixes: true }],
          tips: [r`Hoeveel zonlichtvermogen valt er op het hele paneel?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het opvallende vermogen`,
                  text: r`$$P_{in} = 1{,}40 \cdot 10^{3}\ \text{W}$$`,
                  elaboration: r`$$P_{in} = 850 \cdot 1{,}65 = 1{,}40 \cdot 10^{3}\ \text{W}$$`,
                  explanation: r`De instraling is vermogen per vierkante meter.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\eta = \dfrac{P_{nuttig}}{P_{in}} \cdot 100\%$$`,
                  text: r`$$\eta = \dfrac{259}{1{,}40 \cdot 10^{3}} \cdot 100\%$$`,
                  elaboration: r`Het nuttige vermogen is het maximale elektrische vermogen uit vraag 5.`,
                  explanation: r`Rendement is nuttig vermogen gedeeld door toegevoerd vermogen.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\eta = 18{,}5\%$$`,
                  elaboration: r`$$\eta = 0{,}185 \cdot 100\% = 18{,}5\%$$`,
                  explanation: r`Drie significante cijfers, zoals de gegevens.`,
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
          minutes: 6,
          pValue: 43,
          introduction: r`Op het dak valt in een jaar gemiddeld $$1{,}0 \cdot 10^{3}\ \text{kWh}$$ zonne-energie per $$\text{m}^2$$. De school verbruikt per jaar $$95\ 000\ \text{kWh}$$ elektrische energie. Neem aan dat het rendement van de panelen het hele jaar gelijk is aan het rendement uit vraag 6.`,
          text: r`Bereken welk percentage van het jaarverbruik van de school de panelen opwekken.`,
          highlights: [r`percentage van het jaarverbruik`],
          tags: ['rendement', 'zonnepaneel', 'kilowattuur'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H8.4', Newton: 'H5.3' },
          dependsOn: [{ number: 6 }],
          tips: [r`Bereken eerst de totale oppervlakte van alle panelen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de totale oppervlakte`,
                  text: r`$$A = 198\ \text{m}^2$$`,
                  elaboration: r`$$A = 120 \cdot 1{,}65 = 198\ \text{m}^2$$`,
                  explanation: r`Alle panelen vangen zonlicht op.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de opvallende zonne-energie`,
                  text: r`$$E_{zon} = 1{,}98 \cdot 10^{5}\ \text{kWh}$$`,
                  elaboration: r`$$E_{zon} = 198 \cdot 1{,}0 \cdot 10^{3} = 1{,}98 \cdot 10^{5}\ \text{kWh}$$`,
                  explanation: r`Je kunt gewoon in kWh blijven rekenen.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van het rendement`,
                  text: r`$$E_{el} = 3{,}66 \cdot 10^{4}\ \text{kWh}$$`,
                  elaboration: r`$$E_{el} = 0{,}185 \cdot 1{,}98 \cdot 10^{5} = 3{,}66 \cdot 10^{4}\ \text{kWh}$$`,
                  explanation: r`Alleen het rendementsdeel wordt elektrische energie.`,
                  points: 1,
                  tips: [r`Vermenigvuldig met het rendement als decimaal getal.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$39\%$$`,
                  elaboration: r`$$\dfrac{3{,}66 \cdot 10^{4}}{95\ 000} \cdot 100\% = 38{,}5\% \approx 39\%$$`,
                  explanation: r`Twee significante cijfers, zoals de jaarlijkse instraling.`,
                  points: 1,
                },
              ],
              remark: r`Een uitkomst van $$38\%$$ of $$39\%$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 8,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 60,
          text: r`De panelen zijn in groepen van tien in serie aangesloten op een omvormer. Welke bewering over zo'n groep bij maximaal vermogen is juist?
A De spanning is $$32\ \text{V}$$ en de stroomsterkte $$81\ \text{A}$$.
B De spanning is $$320\ \text{V}$$ en de stroomsterkte $$8{,}1\ \text{A}$$.
C De spanning is $$320\ \text{V}$$ en de stroomsterkte $$81\ \text{A}$$.
D De spanning is $$32\ \text{V}$$ en de stroomsterkte $$8{,}1\ \text{A}$$.`,
          highlights: [r`panelen in serie`],
          tags: ['serieschakeling', 'spanning', 'stroomsterkte'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.2', Newton: 'H2.2' },
          tips: [r`Wat geldt in een serieschakeling voor de stroomsterkte, en wat voor de spanningen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze`,
                  text: r`antwoord B`,
                  elaboration: r`In serie tellen de spanningen op ($$10 \cdot 32 = 320\ \text{V}$$) en is de stroomsterkte overal gelijk ($$8{,}1\ \text{A}$$).`,
                  explanation: r`Een hoge spanning bij een kleine stroom beperkt het verlies in de kabels.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Aardbevingen in Groningen`,
      introduction: r`Door de gaswinning ontstaan in Groningen lichte aardbevingen op ongeveer $$3\ \text{km}$$ diepte. Bij een beving ontstaan twee soorten golven: P-golven (longitudinaal) met in de bodem een snelheid van $$3{,}0\ \text{km/s}$$ en S-golven (transversaal) met een snelheid van $$1{,}5\ \text{km/s}$$. Een seismometer registreert de trillingen van de grond. Figuur 2 toont het signaal van een seismometer bij een beving; $$t = 0$$ is het moment van de beving.

![Figuur 2: seismogram met de aankomst van de P-golf en de S-golf](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: seismogram van 0 tot 4 s; kleine trillingen vanaf 0,9 s (P-golf), grote trillingen vanaf 2,1 s (S-golf)`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 470 190" font-family="sans-serif" font-size="12"><g stroke="#ddd"><line x1="90" y1="20" x2="90" y2="160"/><line x1="140" y1="20" x2="140" y2="160"/><line x1="190" y1="20" x2="190" y2="160"/><line x1="240" y1="20" x2="240" y2="160"/><line x1="290" y1="20" x2="290" y2="160"/><line x1="340" y1="20" x2="340" y2="160"/><line x1="390" y1="20" x2="390" y2="160"/><line x1="440" y1="20" x2="440" y2="160"/></g><line x1="40" y1="160" x2="450" y2="160" stroke="#000"/><line x1="40" y1="20" x2="40" y2="160" stroke="#000"/><polyline fill="none" stroke="#06c" stroke-width="1.5" points="40,90.0 41,90.0 42,90.0 43,90.0 44,90.0 45,90.0 46,90.0 47,90.0 48,90.0 49,90.0 50,90.0 51,90.0 52,90.0 53,90.0 54,90.0 55,90.0 56,90.0 57,90.0 58,90.0 59,90.0 60,90.0 61,90.0 62,90.0 63,90.0 64,90.0 65,90.0 66,90.0 67,90.0 68,90.0 69,90.0 70,90.0 71,90.0 72,90.0 73,90.0 74,90.0 75,90.0 76,90.0 77,90.0 78,90.0 79,90.0 80,90.0 81,90.0 82,90.0 83,90.0 84,90.0 85,90.0 86,90.0 87,90.0 88,90.0 89,90.0 90,90.0 91,90.0 92,90.0 93,90.0 94,90.0 95,90.0 96,90.0 97,90.0 98,90.0 99,90.0 100,90.0 101,90.0 102,90.0 103,90.0 104,90.0 105,90.0 106,90.0 107,90.0 108,90.0 109,90.0 110,90.0 111,90.0 112,90.0 113,90.0 114,90.0 115,90.0 116,90.0 117,90.0 118,90.0 119,90.0 120,90.0 121,90.0 122,90.0 123,90.0 124,90.0 125,90.0 126,90.0 127,90.0 128,90.0 129,90.0 130,90.0 131,83.6 132,79.4 133,78.5 134,81.2 135,86.5 136,92.8 137,98.0 138,100.7 139,100.0 140,96.3 141,90.7 142,85.0 143,81.0 144,79.9 145,81.9 146,86.4 147,91.8 148,96.6 149,99.3 150,99.0 151,95.9 152,91.2 153,86.1 154,82.4 155,81.1 156,82.6 157,86.3 158,91.1 159,95.4 160,98.0 161,98.0 162,95.6 163,91.5 164,87.1 165,83.6 166,82.2 167,83.3 168,86.3 169,90.5 170,94.4 171,96.8 172,97.1 173,95.2 174,91.8 175,87.8 176,84.7 177,83.2 178,83.9 179,86.4 180,90.0 181,93.5 182,95.8 183,96.3 184,94.8 185,91.9 186,88.5 187,85.6 188,84.1 189,84.5 190,86.6 191,89.6 192,92.7 193,94.9 194,95.6 195,94.5 196,92.0 197,89.0 198,86.4 199,84.9 200,85.1 201,86.7 202,89.4 203,92.1 204,94.2 205,94.9 206,94.1 207,92.0 208,89.4 209,87.0 210,85.6 211,85.6 212,86.9 213,89.2 214,91.6 215,93.5 216,94.3 217,93.7 218,92.0 219,89.7 220,87.6 221,86.3 222,86.1 223,87.1 224,89.0 225,91.2 226,92.9 227,93.7 228,93.3 229,92.0 230,90.0 231,88.1 232,86.8 233,86.5 234,87.3 235,88.9 236,90.8 237,92.4 238,93.2 239,93.0 240,91.9 241,90.2 242,88.5 243,87.3 244,87.0 245,87.6 246,88.9 247,90.6 248,92.0 249,92.8 250,92.7 251,80.7 252,69.1 253,58.8 254,51.1 255,46.4 256,45.2 257,47.4 258,52.4 259,59.7 260,68.2 261,77.4 262,86.6 263,95.5 264,103.7 265,111.2 266,117.7 267,122.9 268,126.5 269,128.0 270,127.1 271,123.5 272,117.4 273,109.2 274,99.5 275,89.3 276,79.5 277,71.0 278,64.2 279,59.7 280,57.3 281,57.1 282,58.6 283,61.6 284,65.9 285,71.3 286,77.6 287,84.6 288,92.2 289,100.0 290,107.4 291,113.9 292,118.7 293,121.5 294,121.9 295,119.9 296,115.7 297,109.9 298,103.0 299,95.7 300,88.5 301,81.9 302,76.2 303,71.5 304,67.9 305,65.4 306,64.1 307,64.1 308,65.7 309,68.7 310,73.3 311,79.1 312,85.8 313,92.9 314,99.8 315,105.8 316,110.4 317,113.4 318,114.6 319,114.1 320,112.1 321,108.9 322,104.9 323,100.4 324,95.5 325,90.4 326,85.2 327,80.3 328,75.7 329,71.9 330,69.2 331,67.8 332,67.9 333,69.7 334,72.9 335,77.4 336,82.6 337,88.2 338,93.5 339,98.3 340,102.3 341,105.3 342,107.3 343,108.3 344,108.4 345,107.5 346,105.7 347,103.0 348,99.6 349,95.4 350,90.8 351,86.0 352,81.4 353,77.5 354,74.4 355,72.6 356,72.0 357,72.8 358,74.7 359,77.5 360,80.9 361,84.6 362,88.4 363,92.2 364,95.7 365,98.8 366,101.5 367,103.6 368,105.0 369,105.4 370,104.9 371,103.4 372,100.9 373,97.6 374,93.8 375,89.8 376,85.9 377,82.5 378,79.7 379,77.8 380,76.7 381,76.5 382,77.1 383,78.3 384,80.1 385,82.3 386,85.0 387,88.0 388,91.1 389,94.2 390,97.2 391,99.7 392,101.6 393,102.7 394,102.8 395,102.0 396,100.4 397,98.1 398,95.4 399,92.5 400,89.6 401,86.8 402,84.4 403,82.4 404,80.9 405,79.8 406,79.3 407,79.4 408,80.1 409,81.4 410,83.3 411,85.7 412,88.4 413,91.2 414,93.9 415,96.3 416,98.2 417,99.4 418,99.9 419,99.8 420,99.0 421,97.8 422,96.2 423,94.3 424,92.2 425,90.1 426,88.0 427,85.9 428,84.1 429,82.6 430,81.5 431,81.0 432,81.1 433,81.8 434,83.1 435,84.9 436,87.0 437,89.2 438,91.3 439,93.3 440,95.0"/><g text-anchor="middle"><text x="40" y="176">0</text><text x="90" y="176">0,5</text><text x="140" y="176">1,0</text><text x="190" y="176">1,5</text><text x="240" y="176">2,0</text><text x="290" y="176">2,5</text><text x="340" y="176">3,0</text><text x="390" y="176">3,5</text><text x="440" y="176">4,0</text><text x="250" y="189">t (s)</text></g><text x="128" y="40">P</text><text x="255" y="30">S</text></svg>`,
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Leg uit',
          points: 2,
          minutes: 2,
          pValue: 65,
          text: r`Leg uit wat het verschil is tussen een longitudinale en een transversale golf. Gebruik in je antwoord de trillingsrichting van de bodemdeeltjes.`,
          highlights: [r`longitudinaal en transversaal`],
          tags: ['longitudinale golf', 'transversale golf'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          tips: [r`Vergelijk de trillingsrichting met de richting waarin de golf zich voortplant.`],
          answers: [
            {
              steps: [
                {
                  correction: r`longitudinaal juist beschreven`,
                  text: r`longitudinaal: deeltjes trillen evenwijdig aan de voortplantingsrichting`,
                  elaboration: r`Bij een P-golf wordt de bodem afwisselend samengedrukt en uitgerekt.`,
                  explanation: r`Zoals geluid in lucht.`,
                  points: 1,
                },
                {
                  correction: r`transversaal juist beschreven`,
                  text: r`transversaal: deeltjes trillen loodrecht op de voortplantingsrichting`,
                  elaboration: r`Bij een S-golf schuift de bodem heen en weer dwars op de looprichting.`,
                  explanation: r`Zoals een golf in een touw.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Bepaal',
          points: 4,
          minutes: 6,
          pValue: 36,
          text: r`Bepaal met figuur 2 de afstand van de seismometer tot het punt waar de beving ontstond (het hypocentrum).`,
          highlights: [r`afstand tot het hypocentrum`],
          tags: ['golfsnelheid', 'afstand', 'grafiek'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          tips: [r`Lees het tijdsverschil tussen de aankomst van de P-golf en de S-golf af.`, r`Beide golven leggen dezelfde afstand af.`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van de aankomsttijden`,
                  text: r`$$t_P = 0{,}9\ \text{s}$$ en $$t_S = 2{,}1\ \text{s}$$`,
                  elaboration: r`De P-golf komt aan bij de eerste kleine uitslag, de S-golf bij de grote uitslag.`,
                  explanation: r`De snellere P-golf komt altijd eerst aan.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat beide golven dezelfde afstand afleggen`,
                  text: r`$$t_S - t_P = \dfrac{d}{v_S} - \dfrac{d}{v_P}$$`,
                  elaboration: r`Het tijdsverschil $$1{,}2\ \text{s}$$ ontstaat doordat de S-golf langzamer is over dezelfde afstand $$d$$.`,
                  explanation: r`Het tijdsverschil is goed af te lezen, ook als het tijdstip van de beving niet nauwkeurig bekend is.`,
                  points: 1,
                },
                {
                  correction: r`invullen van de snelheden`,
                  text: r`$$\dfrac{d}{1{,}5 \cdot 10^{3}} - \dfrac{d}{3{,}0 \cdot 10^{3}} = 1{,}2\ \text{s}$$`,
                  elaboration: r`$$d \cdot (6{,}67 - 3{,}33) \cdot 10^{-4} = d \cdot 3{,}33 \cdot 10^{-4} = 1{,}2$$`,
                  explanation: r`Snelheden in m/s geven de afstand in meter.`,
                  points: 1,
                  tips: [r`Schrijf de looptijd van elke golf als afstand gedeeld door snelheid.`],
                },
                {
                  correction: r`completeren van de bepaling`,
                  text: r`$$d = 3{,}6\ \text{km}$$`,
                  elaboration: r`$$d = \dfrac{1{,}2}{3{,}33 \cdot 10^{-4}} = 3{,}6 \cdot 10^{3}\ \text{m}$$`,
                  explanation: r`Dit past bij een beving op ongeveer $$3\ \text{km}$$ diepte vlak bij de seismometer.`,
                  points: 1,
                },
              ],
              remark: r`Een afstand tussen $$3{,}3\ \text{km}$$ en $$3{,}9\ \text{km}$$ goed rekenen. Als de afstand met alleen de P-golf ($$2{,}7\ \text{km}$$) of alleen de S-golf ($$3{,}2\ \text{km}$$) is berekend, maximaal 3 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 70,
          text: r`De S-golf in figuur 2 heeft een frequentie van $$4{,}0\ \text{Hz}$$. Bereken de golflengte van de S-golf.`,
          highlights: [r`golflengte van de S-golf`],
          tags: ['golflengte', 'frequentie'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          tips: [r`Gebruik de snelheid van de S-golf in meter per seconde.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$v = f \cdot \lambda$$`,
                  text: r`$$\lambda = \dfrac{1{,}5 \cdot 10^{3}}{4{,}0}$$`,
                  elaboration: r`$$1{,}5\ \text{km/s} = 1{,}5 \cdot 10^{3}\ \text{m/s}$$`,
                  explanation: r`Golflengte is de afstand die de golf in één trillingstijd aflegt.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\lambda = 3{,}8 \cdot 10^{2}\ \text{m}$$`,
                  elaboration: r`$$\lambda = 375\ \text{m} \approx 3{,}8 \cdot 10^{2}\ \text{m}$$`,
                  explanation: r`Twee significante cijfers.`,
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
          minutes: 3,
          pValue: 52,
          text: r`Sommige huizen trillen bij een beving veel sterker dan andere, ook als ze even ver van het hypocentrum staan. Leg uit hoe dat komt. Gebruik het begrip eigenfrequentie.`,
          highlights: [r`eigenfrequentie van een huis`],
          tags: ['resonantie', 'eigenfrequentie', 'frequentie'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.1', Newton: 'H6.3' },
          dependsOn: [{ number: 11 }],
          tips: [r`Wat gebeurt er als een voorwerp wordt aangestoten met zijn eigen frequentie?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat elk huis een eigen eigenfrequentie heeft`,
                  text: r`huizen verschillen in eigenfrequentie`,
                  elaboration: r`De eigenfrequentie hangt af van bouw, massa en stijfheid van het huis.`,
                  explanation: r`Een huis is een trillend systeem.`,
                  points: 0,
                },
                {
                  correction: r`inzicht in resonantie`,
                  text: r`als de frequentie van de bodemtrilling gelijk is aan de eigenfrequentie, treedt resonantie op`,
                  elaboration: r`Een huis met een eigenfrequentie van ongeveer $$4\ \text{Hz}$$ krijgt bij elke trilling energie erbij en gaat sterk meetrillen.`,
                  explanation: r`Bij resonantie wordt de amplitude groot.`,
                  points: 0,
                },
              ],
              scores: [0, 0, 1, 2],
            },
          ],
        },
      ],
    },
    {
      name: r`Het veenlijk`,
      introduction: r`In een veengebied in Drenthe wordt bij het afgraven van turf een goed bewaard lichaam gevonden. Archeologen willen weten hoe oud het is en laten een stukje haar onderzoeken met de koolstof-14-methode. Levend materiaal bevat koolstof-14 in een vaste verhouding; na de dood wordt er geen nieuwe koolstof-14 meer opgenomen. Koolstof-14 is een bètastraler met een halveringstijd van $$5730$$ jaar.`,
      questions: [
        {
          number: 13,
          type: 'Geef',
          points: 3,
          minutes: 3,
          pValue: 66,
          text: r`Geef de vervalvergelijking van koolstof-14.`,
          highlights: [r`bètaverval van koolstof-14`],
          tags: ['vervalreactie', 'bètastraling'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          tips: [r`Welk deeltje wordt uitgezonden door een bètastraler?`],
          answers: [
            {
              steps: [
                {
                  correction: r`elektron rechts van de pijl`,
                  text: r`$$ {}^{0}_{-1}\text{e}$$`,
                  elaboration: r`Bij $$\beta^-$$-verval ontstaat een elektron.`,
                  explanation: r`Een neutron in de kern verandert in een proton.`,
                  points: 1,
                },
                {
                  correction: r`N als vervalproduct`,
                  text: r`$$\text{N}$$`,
                  elaboration: r`Het atoomnummer stijgt van $$6$$ naar $$7$$: stikstof.`,
                  explanation: r`Stikstof-14 is stabiel.`,
                  points: 1,
                },
                {
                  correction: r`aantal nucleonen en lading kloppen`,
                  text: r`$$ {}^{14}_{6}\text{C} \rightarrow {}^{14}_{7}\text{N} + {}^{0}_{-1}\text{e}$$`,
                  elaboration: r`Massagetallen: $$14 = 14 + 0$$; lading: $$6 = 7 - 1$$.`,
                  explanation: r`Behoud van nucleonen en lading.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 40,
          introduction: r`In levend materiaal is de activiteit van koolstof-14 $$0{,}23\ \text{Bq}$$ per gram koolstof. In het haar van het veenlijk meet het laboratorium $$0{,}098\ \text{Bq}$$ per gram koolstof.`,
          text: r`Bereken hoeveel jaar geleden deze persoon is overleden.`,
          highlights: [r`ouderdom met koolstof-14`],
          tags: ['halveringstijd', 'activiteit', 'datering'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.2' },
          tips: [r`Welk deel van de oorspronkelijke activiteit is er nog over?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de verhouding van de activiteiten`,
                  text: r`$$\dfrac{A}{A_0} = 0{,}426$$`,
                  elaboration: r`$$\dfrac{0{,}098}{0{,}23} = 0{,}426$$`,
                  explanation: r`De activiteit per gram koolstof is een maat voor de hoeveelheid koolstof-14.`,
                  points: 1,
                },
                {
                  correction: r`opstellen van $$\left(\tfrac{1}{2}\right)^{n} = 0{,}426$$`,
                  text: r`$$\left(\tfrac{1}{2}\right)^{n} = 0{,}426$$`,
                  elaboration: r`Met $$n = \dfrac{t}{t_{1/2}}$$ het aantal halveringstijden.`,
                  explanation: r`Toepassing van $$A(t) = A(0) \cdot \left(\tfrac{1}{2}\right)^{t/t_{1/2}}$$.`,
                  points: 1,
                },
                {
                  correction: r`oplossen van $$n$$`,
                  text: r`$$n = 1{,}23$$`,
                  elaboration: r`$$n = \dfrac{\log 0{,}426}{\log 0{,}5} = 1{,}23$$`,
                  explanation: r`Iets meer dan één halveringstijd, want er is iets minder dan de helft over.`,
                  points: 1,
                  tips: [r`Probeer waarden van $$n$$ of gebruik de logaritme.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$t = 7{,}1 \cdot 10^{3}\ \text{jaar}$$`,
                  elaboration: r`$$t = 1{,}23 \cdot 5730 = 7{,}05 \cdot 10^{3}\ \text{jaar}$$`,
                  explanation: r`Twee significante cijfers, zoals de gemeten activiteiten.`,
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
          pValue: 48,
          text: r`Voor fossielen van enkele miljoenen jaren oud is de koolstof-14-methode niet bruikbaar. Leg uit waarom niet.`,
          highlights: [r`te oud voor koolstof-14`],
          tags: ['halveringstijd', 'activiteit', 'datering'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.2' },
          dependsOn: [{ number: 14, introduction: true }],
          tips: [r`Hoeveel halveringstijden zitten er in een miljoen jaar?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat er heel veel halveringstijden verstreken zijn`,
                  text: r`een miljoen jaar is ongeveer 175 halveringstijden`,
                  elaboration: r`$$\dfrac{1{,}0 \cdot 10^{6}}{5730} = 175$$`,
                  explanation: r`Na elke halveringstijd halveert de activiteit opnieuw.`,
                  points: 1,
                },
                {
                  correction: r`conclusie over de meetbaarheid`,
                  text: r`de activiteit is dan vrijwel nul en niet meer te meten naast de achtergrondstraling`,
                  elaboration: r`$$0{,}5^{175}$$ is onvoorstelbaar klein: er is praktisch geen koolstof-14 meer over.`,
                  explanation: r`Voor zulke ouderdommen gebruikt men isotopen met een veel langere halveringstijd.`,
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
