import type { ExamContent } from '../../types.ts';

const r = String.raw;

export const exam: ExamContent = {
  year: 2022,
  term: 1,
  standardizationValue: 0.9,
  topics: [
    {
      name: r`Schansspringen`,
      introduction: r`Bij schansspringen glijdt een springer vanuit stilstand een steile aanloop af. Aan het eind van de aanloop, bij de schansrand, springt hij af en zweeft hij naar de landingshelling. In figuur 1 staat een zijaanzicht van de schans. De aanloop maakt een hoek van $$35^\circ$$ met de horizontaal, is $$98\ \text{m}$$ lang en het hoogteverschil tussen start en schansrand is $$42\ \text{m}$$. De massa van de springer met ski's is $$65\ \text{kg}$$. Bij de schansrand heeft hij een snelheid van $$25\ \text{m/s}$$.

![Figuur 1: zijaanzicht van de schans](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: zijaanzicht van de schans met aanloop, schansrand en landingshelling`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 280" font-family="sans-serif" font-size="12"><line x1="40" y1="40" x2="200" y2="152" stroke="#000" stroke-width="3"/><line x1="200" y1="152" x2="215" y2="152" stroke="#000" stroke-width="3"/><path d="M215 180 Q260 185 300 220 T410 262" fill="none" stroke="#000" stroke-width="3"/><circle cx="40" cy="34" r="5" fill="#c00"/><text x="50" y="30">start</text><text x="150" y="172">schansrand</text><text x="320" y="218">landingshelling</text><line x1="20" y1="40" x2="20" y2="152" stroke="#555" marker-end="none"/><line x1="14" y1="40" x2="26" y2="40" stroke="#555"/><line x1="14" y1="152" x2="26" y2="152" stroke="#555"/><text x="24" y="100">42 m</text><path d="M200 152 L170 152" stroke="#888" stroke-dasharray="3 3"/><path d="M178 152 A22 22 0 0 0 182 139" fill="none" stroke="#555"/><text x="132" y="142">35°</text><path d="M215 180 Q260 230 298 224" fill="none" stroke="#36c" stroke-dasharray="5 4"/><text x="230" y="130" fill="#36c">vlucht</text></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 4,
          minutes: 5,
          pValue: 64,
          text: r`Tijdens de aanloop wordt een deel van de zwaarte-energie door wrijving omgezet in warmte. Bereken hoeveel energie er tijdens de aanloop in warmte wordt omgezet.`,
          highlights: [r`energieomzetting tijdens de aanloop`],
          tags: ['zwaarte-energie', 'kinetische energie', 'wrijving'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.2', Newton: 'H5.2' },
          tips: [r`Vergelijk de energie bij de start met de energie bij de schansrand.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E_z = m \cdot g \cdot h$$`,
                  text: r`$$E_z = 2{,}68 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$E_z = 65 \cdot 9{,}81 \cdot 42 = 2{,}68 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`Neem de schansrand als nulniveau; de springer start $$42\ \text{m}$$ hoger.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$E_k = \tfrac{1}{2} m v^2$$`,
                  text: r`$$E_k = 2{,}03 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$E_k = \tfrac{1}{2} \cdot 65 \cdot 25^2 = 2{,}03 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`Bij de start is de snelheid nul, dus alle kinetische energie bij de rand is tijdens de aanloop ontstaan.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat $$Q = E_z - E_k$$`,
                  text: r`$$Q = E_z - E_k$$`,
                  elaboration: r`Wat aan zwaarte-energie verdwijnt en niet als kinetische energie terugkomt, is in warmte omgezet.`,
                  explanation: r`Wet van behoud van energie: $$E_{z} = E_{k} + Q$$.`,
                  points: 1,
                  tips: [r`Waar blijft de zwaarte-energie die niet in bewegingsenergie is omgezet?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$Q = 6{,}5 \cdot 10^{3}\ \text{J}$$`,
                  elaboration: r`$$Q = 2{,}68 \cdot 10^{4} - 2{,}03 \cdot 10^{4} = 6{,}5 \cdot 10^{3}\ \text{J}$$`,
                  explanation: r`Twee significante cijfers, net als de gegeven hoogte en snelheid.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 60,
          text: r`Bereken de gemiddelde wrijvingskracht op de springer tijdens de aanloop.`,
          highlights: [r`gemiddelde wrijvingskracht`],
          tags: ['arbeid', 'wrijving'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.1', Newton: 'H5.1' },
          dependsOn: [{ number: 1 }],
          tips: [r`De warmte is gelijk aan de arbeid die de wrijvingskracht verricht.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$W_w = Q$$`,
                  text: r`$$W_w = 6{,}47 \cdot 10^{3}\ \text{J}$$`,
                  elaboration: r`De arbeid van de wrijvingskracht is gelijk aan de ontstane warmte uit vraag 1.`,
                  explanation: r`Wrijvingsarbeid wordt volledig in warmte omgezet.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$W = F \cdot s$$ met $$s = 98\ \text{m}$$`,
                  text: r`$$F_w = \dfrac{6{,}47 \cdot 10^{3}}{98}$$`,
                  elaboration: r`De wrijvingskracht werkt over de hele lengte van de aanloop, niet over het hoogteverschil.`,
                  explanation: r`Bij arbeid hoort de verplaatsing langs de kracht.`,
                  points: 1,
                  tips: [r`Welke afstand hoort bij de wrijvingskracht: $$42\ \text{m}$$ of $$98\ \text{m}$$?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$F_w = 66\ \text{N}$$`,
                  elaboration: r`$$F_w = 66\ \text{N}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
              remark: r`Als met $$s = 42\ \text{m}$$ is gerekend, maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 41,
          text: r`Neem aan dat de wrijvingskracht tijdens de hele aanloop $$66\ \text{N}$$ is. Bereken de versnelling van de springer op de aanloop.`,
          highlights: [r`component van de zwaartekracht langs de helling`],
          tags: ['zwaartekracht', 'helling', 'versnelling', 'resulterende kracht'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.2', Newton: 'H4.1' },
          tips: [r`Ontbind de zwaartekracht in een component langs de helling en een component loodrecht erop.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de zwaartekracht`,
                  text: r`$$F_z = 638\ \text{N}$$`,
                  elaboration: r`$$F_z = 65 \cdot 9{,}81 = 638\ \text{N}$$`,
                  explanation: r`De zwaartekracht werkt verticaal omlaag.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de component langs de helling`,
                  text: r`$$F_{z,\parallel} = 366\ \text{N}$$`,
                  elaboration: r`$$F_{z,\parallel} = F_z \cdot \sin 35^\circ = 638 \cdot 0{,}574 = 366\ \text{N}$$`,
                  explanation: r`Alleen de component langs de helling versnelt de springer; de loodrechte component wordt opgeheven door de normaalkracht.`,
                  points: 1,
                  tips: [r`Bij een helling van $$0^\circ$$ moet de component nul zijn: sinus of cosinus?`],
                },
                {
                  correction: r`berekenen van de resulterende kracht`,
                  text: r`$$F_{res} = 300\ \text{N}$$`,
                  elaboration: r`$$F_{res} = 366 - 66 = 300\ \text{N}$$`,
                  explanation: r`De wrijvingskracht werkt tegen de beweging in, dus omhoog langs de helling.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$F_{res} = m \cdot a$$ en completeren`,
                  text: r`$$a = 4{,}6\ \text{m/s}^2$$`,
                  elaboration: r`$$a = \dfrac{300}{65} = 4{,}6\ \text{m/s}^2$$`,
                  explanation: r`De versnelling is kleiner dan $$g$$, zoals te verwachten bij een helling met wrijving.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 56,
          text: r`De springer landt op een punt dat $$38\ \text{m}$$ lager ligt dan de schansrand. Toon aan dat zijn snelheid bij de landing ongeveer $$37\ \text{m/s}$$ zou zijn als er geen luchtwrijving was.`,
          highlights: [r`landingssnelheid zonder luchtwrijving`],
          tags: ['kinetische energie', 'zwaarte-energie', 'energiebehoud'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.2', Newton: 'H5.2' },
          tips: [r`Tijdens de vlucht wordt zwaarte-energie omgezet in kinetische energie.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$\tfrac{1}{2} m v_{land}^2 = \tfrac{1}{2} m v_{rand}^2 + m g h$$`,
                  text: r`$$\tfrac{1}{2} v_{land}^2 = \tfrac{1}{2} v_{rand}^2 + g h$$`,
                  elaboration: r`Zonder wrijving blijft de totale mechanische energie behouden; de massa valt weg.`,
                  explanation: r`De springer heeft bij de rand al kinetische energie; daar komt de omgezette zwaarte-energie bij.`,
                  points: 1,
                  tips: [r`Vergeet de kinetische energie bij de schansrand niet.`],
                },
                {
                  correction: r`invullen van de gegevens`,
                  text: r`$$v_{land}^2 = 25^2 + 2 \cdot 9{,}81 \cdot 38$$`,
                  elaboration: r`$$v_{land}^2 = 625 + 746 = 1371\ \text{m}^2/\text{s}^2$$`,
                  explanation: r`Vermenigvuldig beide kanten met 2 om $$v^2$$ vrij te maken.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$v_{land} = 37{,}0\ \text{m/s}$$`,
                  elaboration: r`$$v_{land} = \sqrt{1371} = 37{,}0\ \text{m/s} \approx 37\ \text{m/s}$$`,
                  explanation: r`Bij een toon-aan-vraag geef je de uitkomst in één cijfer meer dan gevraagd.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`berekenen van de kinetische energie bij de schansrand en de zwaarte-energie over $$38\ \text{m}$$`,
                  text: r`$$E_k = 2{,}03 \cdot 10^{4}\ \text{J}$$ en $$E_z = 2{,}42 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$E_z = 65 \cdot 9{,}81 \cdot 38 = 2{,}42 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`Alle zwaarte-energie wordt zonder wrijving kinetische energie.`,
                  points: 1,
                },
                {
                  correction: r`optellen tot de kinetische energie bij de landing`,
                  text: r`$$E_{k,land} = 4{,}46 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$E_{k,land} = 2{,}03 \cdot 10^{4} + 2{,}42 \cdot 10^{4} = 4{,}46 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`Energiebehoud tussen schansrand en landingspunt.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar de snelheid`,
                  text: r`$$v = 37{,}0\ \text{m/s}$$`,
                  elaboration: r`$$v = \sqrt{\dfrac{2 \cdot 4{,}46 \cdot 10^{4}}{65}} = 37{,}0\ \text{m/s}$$`,
                  explanation: r`Dezelfde uitkomst als met de vergelijking zonder massa.`,
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
          minutes: 2,
          pValue: 73,
          text: r`Tijdens de aanloop zit de springer zo diep mogelijk gehurkt. Leg uit dat hij daardoor met een grotere snelheid bij de schansrand aankomt.`,
          highlights: [r`gehurkte houding in de aanloop`],
          tags: ['luchtweerstand', 'wrijving', 'kinetische energie'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.2', Newton: 'H3.3' },
          tips: [r`Welke kracht hangt af van de houding van de springer?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het frontale oppervlak en dus de luchtwrijving kleiner wordt`,
                  text: r`kleinere luchtwrijving`,
                  elaboration: r`Gehurkt biedt de springer een kleiner frontaal oppervlak aan de lucht.`,
                  explanation: r`De luchtwrijving hangt af van het oppervlak dat de lucht opzij moet duwen.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat er dan minder energie in warmte wordt omgezet, dus meer kinetische energie overblijft`,
                  text: r`minder warmte, meer $$E_k$$`,
                  elaboration: r`De wrijvingsarbeid $$W = F_w \cdot s$$ is kleiner, dus van dezelfde zwaarte-energie wordt meer kinetische energie.`,
                  explanation: r`Meer kinetische energie bij de rand betekent een grotere afsprongsnelheid.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Voetgangersbrug die slingert`,
      introduction: r`Een nieuwe voetgangersbrug over een rivier begint bij drukte zijwaarts te slingeren. Met een sensor wordt de zijwaartse uitwijking $$u$$ van het midden van het brugdek gemeten. In figuur 2 staat de gemeten $$(u,t)$$-grafiek op een druk moment. Een voetganger zet gemiddeld $$1{,}9$$ stappen per seconde en duwt bij elke stap het brugdek een klein beetje opzij: afwisselend naar links en naar rechts.

![Figuur 2: zijwaartse uitwijking van het brugdek](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: (u,t)-grafiek van de zijwaartse trilling van het brugdek`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 270" font-family="sans-serif" font-size="12"><defs><pattern id="g221a" x="50" y="30" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="#d8d8d8" stroke-width="1"/></pattern></defs><rect x="50" y="30" width="320" height="200" fill="url(#g221a)" stroke="#999"/><line x1="50" y1="130" x2="380" y2="130" stroke="#000"/><line x1="50" y1="235" x2="50" y2="22" stroke="#000"/><polyline points="50,130.0 54,106.4 58,84.9 62,67.5 66,55.5 70,50.2 74,52.0 78,60.7 82,75.6 86,95.3 90,118.1 94,141.9 98,164.7 102,184.4 106,199.3 110,208.0 114,209.8 118,204.5 122,192.5 126,175.1 130,153.6 134,130.0 138,106.4 142,84.9 146,67.5 150,55.5 154,50.2 158,52.0 162,60.7 166,75.6 170,95.3 174,118.1 178,141.9 182,164.7 186,184.4 190,199.3 194,208.0 198,209.8 202,204.5 206,192.5 210,175.1 214,153.6 218,130.0 222,106.4 226,84.9 230,67.5 234,55.5 238,50.2 242,52.0 246,60.7 250,75.6 254,95.3 258,118.1 262,141.9 266,164.7 270,184.4 274,199.3 278,208.0 282,209.8 286,204.5 290,192.5 294,175.1 298,153.6 302,130.0 306,106.4 310,84.9 314,67.5 318,55.5 322,50.2 326,52.0 330,60.7 334,75.6 338,95.3 342,118.1 346,141.9 350,164.7 354,184.4 358,199.3 362,208.0 366,209.8 370,204.5" fill="none" stroke="#c00" stroke-width="2"/><g text-anchor="middle"><text x="50" y="248">0</text><text x="130" y="248">1,0</text><text x="210" y="248">2,0</text><text x="290" y="248">3,0</text><text x="370" y="248">4,0</text><text x="210" y="264">t (s)</text></g><g text-anchor="end"><text x="44" y="34">5</text><text x="44" y="94">2</text><text x="44" y="134">0</text><text x="44" y="174">-2</text><text x="44" y="234">-5</text></g><text x="10" y="18">u (cm)</text></svg>`,
        },
      ],
      questions: [
        {
          number: 6,
          type: 'Bepaal',
          points: 3,
          minutes: 3,
          pValue: 70,
          text: r`Bepaal met behulp van figuur 2 de frequentie van de zijwaartse trilling van het brugdek.`,
          highlights: [r`frequentie uit de (u,t)-grafiek`],
          tags: ['trillingstijd', 'frequentie', 'grafiek'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.1', Newton: 'H6.1' },
          tips: [r`Lees de tijd van meerdere trillingen tegelijk af; dat is nauwkeuriger.`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van de tijd voor een aantal volledige trillingen`,
                  text: r`$$3T = 3{,}15\ \text{s}$$`,
                  elaboration: r`Drie volledige trillingen duren van $$t = 0$$ tot $$t = 3{,}15\ \text{s}$$.`,
                  explanation: r`Meerdere trillingen tegelijk aflezen verkleint de afleesfout per trilling.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de trillingstijd`,
                  text: r`$$T = 1{,}05\ \text{s}$$`,
                  elaboration: r`$$T = \dfrac{3{,}15}{3} = 1{,}05\ \text{s}$$`,
                  explanation: r`De trillingstijd is de tijd voor één volledige trilling.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$f = \dfrac{1}{T}$$ en completeren`,
                  text: r`$$f = 0{,}95\ \text{Hz}$$`,
                  elaboration: r`$$f = \dfrac{1}{1{,}05} = 0{,}95\ \text{Hz}$$`,
                  explanation: r`De frequentie is het aantal trillingen per seconde.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$0{,}93\ \text{Hz}$$ en $$0{,}97\ \text{Hz}$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 7,
          type: 'Leg uit',
          points: 3,
          minutes: 4,
          pValue: 48,
          text: r`Leg met behulp van de gegevens in de inleiding uit waarom de brug bij drukte zo sterk gaat slingeren.`,
          highlights: [r`resonantie door voetgangers`],
          tags: ['resonantie', 'eigenfrequentie', 'frequentie'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.1', Newton: 'H6.3' },
          dependsOn: [{ number: 6 }],
          tips: [r`Hoe vaak per seconde duwt een voetganger het dek naar links?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de zijwaartse duw een frequentie heeft van de helft van de stapfrequentie`,
                  text: r`$$f_{duw} = 0{,}95\ \text{Hz}$$`,
                  elaboration: r`Na twee stappen is de duw weer naar dezelfde kant: $$f = \dfrac{1{,}9}{2} = 0{,}95\ \text{Hz}$$.`,
                  explanation: r`Eén volledige zijwaartse duwbeweging (links én rechts) kost twee stappen.`,
                  points: 0,
                  tips: [r`Na hoeveel stappen duwt een voetganger weer naar dezelfde kant?`],
                },
                {
                  correction: r`inzicht dat deze frequentie gelijk is aan de eigenfrequentie van de brug`,
                  text: r`$$f_{duw} = f_{eigen}$$`,
                  elaboration: r`Volgens vraag 6 trilt het dek met $$0{,}95\ \text{Hz}$$: dat is de eigenfrequentie.`,
                  explanation: r`Een vrij trillend voorwerp trilt in zijn eigenfrequentie.`,
                  points: 0,
                },
                {
                  correction: r`conclusie dat er resonantie optreedt, zodat de amplitude steeds groter wordt`,
                  text: r`resonantie`,
                  elaboration: r`Elke duw komt steeds op het juiste moment, zodat de brug steeds meer energie opneemt en de amplitude groeit.`,
                  explanation: r`Bij resonantie wordt energie het efficiëntst aan een trillend systeem overgedragen.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 0, 1, 1, 2, 1, 3],
              remark: r`Alleen het woord resonantie zonder vergelijking van frequenties levert 1 scorepunt op.`,
            },
          ],
        },
        {
          number: 8,
          type: 'Bepaal',
          points: 3,
          minutes: 5,
          pValue: 38,
          text: r`Bepaal met behulp van figuur 2 de maximale zijwaartse snelheid van het brugdek.`,
          highlights: [r`raaklijn in de (u,t)-grafiek`],
          tags: ['snelheid', 'raaklijn', 'grafiek'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.1', Newton: 'H6.1' },
          tips: [r`Waar in de grafiek is de helling het grootst?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de snelheid maximaal is bij de evenwichtsstand en tekenen van de raaklijn daar`,
                  text: r`raaklijn bij $$u = 0$$, bijvoorbeeld op $$t = 0$$`,
                  elaboration: r`De grafiek is het steilst bij de doorgangen door $$u = 0$$.`,
                  explanation: r`De snelheid is de helling van de $$(u,t)$$-grafiek.`,
                  points: 1,
                  tips: [r`De snelheid is de steilheid van de grafiek.`],
                },
                {
                  correction: r`bepalen van de helling van de raaklijn`,
                  text: r`$$\dfrac{\Delta u}{\Delta t} = \dfrac{0{,}050\ \text{m}}{0{,}21\ \text{s}}$$`,
                  elaboration: r`De raaklijn in de oorsprong gaat bijvoorbeeld door $$(0{,}21\ \text{s};\ 5{,}0\ \text{cm})$$.`,
                  explanation: r`Kies twee punten ver uit elkaar op de raaklijn en reken de centimeters om naar meter.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$v_{max} = 0{,}24\ \text{m/s}$$`,
                  elaboration: r`$$v_{max} = \dfrac{0{,}050}{0{,}21} = 0{,}24\ \text{m/s}$$`,
                  explanation: r`Dat is ongeveer $$0{,}9\ \text{km/h}$$: voor een brug een grote zijwaartse snelheid.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$0{,}20\ \text{m/s}$$ en $$0{,}28\ \text{m/s}$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 9,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 67,
          text: r`Onder het brugdek worden dempers geplaatst. Daarna wordt de brug met één flinke duw in trilling gebracht. Wat is het belangrijkste verschil met de trilling zonder dempers?

A De trillingstijd wordt veel groter.
B De amplitude neemt na de duw veel sneller af.
C De eigenfrequentie wordt gelijk aan de stapfrequentie.
D De brug kan helemaal niet meer trillen.`,
          highlights: [r`demping van de trilling`],
          tags: ['demping', 'amplitude'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.1', Newton: 'H6.3' },
          tips: [r`Een demper zet trillingsenergie om in warmte.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een demper energie aan de trilling onttrekt`,
                  text: r`trillingsenergie wordt warmte`,
                  elaboration: r`Door de dempers verliest het dek bij elke trilling energie.`,
                  explanation: r`Minder energie in de trilling betekent een kleinere amplitude.`,
                  points: 0,
                },
                {
                  correction: r`juiste antwoord`,
                  text: r`B`,
                  elaboration: r`De brug trilt nog wel, met ongeveer dezelfde trillingstijd, maar de uitwijking sterft snel uit.`,
                  explanation: r`Demping verandert de eigenfrequentie nauwelijks, maar beperkt de opbouw van een grote amplitude.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Rookmelder`,
      introduction: r`Sommige rookmelders bevatten een kleine radioactieve bron met americium-241. Deze bron zendt $$\alpha$$-straling uit in een kamertje met lucht tussen twee elektroden. De $$\alpha$$-deeltjes ioniseren de lucht, waardoor er een kleine stroom tussen de elektroden loopt. Komt er rook in het kamertje, dan hechten de ionen zich aan rookdeeltjes, wordt de stroom kleiner en gaat het alarm af. De activiteit van de bron is $$37\ \text{kBq}$$.`,
      questions: [
        {
          number: 10,
          type: 'Vul in',
          points: 2,
          minutes: 3,
          pValue: 66,
          text: r`Vul de vervalvergelijking van americium-241 aan: $$ {}^{241}_{95}\text{Am} \rightarrow \ldots + \ldots $$`,
          highlights: [r`alfaverval van americium-241`],
          tags: ['vervalvergelijking', 'alfastraling'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          tips: [r`Massagetal en atoomnummer moeten links en rechts van de pijl gelijk zijn.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\alpha$$-deeltje rechts van de pijl`,
                  text: r`$$ {}^{4}_{2}\text{He} $$`,
                  elaboration: r`Bij $$\alpha$$-verval wordt een heliumkern uitgezonden.`,
                  explanation: r`Een $$\alpha$$-deeltje bestaat uit twee protonen en twee neutronen.`,
                  points: 1,
                },
                {
                  correction: r`juiste dochterkern met behoud van massagetal en lading`,
                  text: r`$$ {}^{241}_{95}\text{Am} \rightarrow {}^{237}_{93}\text{Np} + {}^{4}_{2}\text{He} $$`,
                  elaboration: r`Massagetal $$241 - 4 = 237$$, atoomnummer $$95 - 2 = 93$$: neptunium.`,
                  explanation: r`Het element volgt uit het atoomnummer in het periodiek systeem.`,
                  points: 1,
                  tips: [r`Zoek in het informatieboek welk element atoomnummer 93 heeft.`],
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 55,
          text: r`De halveringstijd van americium-241 is $$432\ \text{jaar}$$. Een rookmelder gaat ongeveer tien jaar mee. Toon aan dat de activiteit van de bron in tien jaar met minder dan $$2\%$$ afneemt.`,
          highlights: [r`afname van de activiteit in tien jaar`],
          tags: ['halveringstijd', 'activiteit'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.3', Newton: 'H7.2' },
          tips: [r`Welk deel van de halveringstijd is tien jaar?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$A(t) = A(0) \cdot \left(\tfrac{1}{2}\right)^{t/t_{1/2}}$$`,
                  text: r`$$\dfrac{A(t)}{A(0)} = \left(\tfrac{1}{2}\right)^{10/432}$$`,
                  elaboration: r`$$\dfrac{t}{t_{1/2}} = \dfrac{10}{432} = 0{,}0231$$`,
                  explanation: r`Tijd en halveringstijd staan beide in jaren.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het overgebleven deel`,
                  text: r`$$\dfrac{A(t)}{A(0)} = 0{,}984$$`,
                  elaboration: r`$$\left(\tfrac{1}{2}\right)^{0{,}0231} = 0{,}984$$`,
                  explanation: r`Na tien jaar is nog $$98{,}4\%$$ van de activiteit over.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`afname $$1{,}6\% < 2\%$$`,
                  elaboration: r`$$100\% - 98{,}4\% = 1{,}6\%$$`,
                  explanation: r`De melder blijft daardoor zijn hele levensduur even gevoelig.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`berekenen van de activiteit na tien jaar`,
                  text: r`$$A = 36{,}4\ \text{kBq}$$`,
                  elaboration: r`$$A = 37 \cdot \left(\tfrac{1}{2}\right)^{10/432} = 36{,}4\ \text{kBq}$$`,
                  explanation: r`De formule voor de activiteit rechtstreeks met de beginactiviteit.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de afname`,
                  text: r`$$\Delta A = 0{,}6\ \text{kBq}$$`,
                  elaboration: r`$$\Delta A = 37 - 36{,}4 = 0{,}6\ \text{kBq}$$`,
                  explanation: r`De afname is het verschil tussen begin- en eindactiviteit.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar een percentage en conclusie`,
                  text: r`$$1{,}6\% < 2\%$$`,
                  elaboration: r`$$\dfrac{0{,}59}{37} \cdot 100\% = 1{,}6\%$$`,
                  explanation: r`Reken met niet-afgeronde tussenwaarden om afrondingsfouten te voorkomen.`,
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
          pValue: 62,
          text: r`Een rookmelder aan het plafond is voor de bewoners geen stralingsrisico. Als iemand de bron zou inslikken, is dat wel gevaarlijk. Leg beide uitspraken uit.`,
          highlights: [r`doordringend vermogen van alfastraling`, r`inwendige besmetting`],
          tags: ['alfastraling', 'ioniserend vermogen', 'doordringend vermogen'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.2', Newton: 'H7.3' },
          tips: [r`Vergelijk het doordringend vermogen en het ioniserend vermogen van $$\alpha$$-straling.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$\alpha$$-straling een zeer klein doordringend vermogen heeft`,
                  text: r`$$\alpha$$-straling komt niet buiten de melder`,
                  elaboration: r`De $$\alpha$$-deeltjes komen in lucht maar enkele centimeters ver en worden door het omhulsel en de dode huidlaag tegengehouden.`,
                  explanation: r`Daarom bereikt vrijwel geen straling de bewoners.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat $$\alpha$$-straling binnen in het lichaam door het grote ioniserend vermogen veel schade doet`,
                  text: r`ingeslikt: grote schade aan weefsel dichtbij`,
                  elaboration: r`In het lichaam geven de $$\alpha$$-deeltjes al hun energie af in een klein volume levend weefsel.`,
                  explanation: r`Daarom heeft $$\alpha$$-straling ook een hoge weegfactor $$w_R = 20$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 13,
          type: 'Bereken',
          points: 4,
          minutes: 7,
          pValue: 33,
          introduction: r`Een $$\alpha$$-deeltje uit americium-241 heeft een energie van $$5{,}5\ \text{MeV}$$. Voor het vormen van één ionenpaar in lucht is gemiddeld $$34\ \text{eV}$$ nodig. Van alle uitgezonden $$\alpha$$-deeltjes komt $$40\%$$ in het kamertje terecht en geeft daar al zijn energie af. Alle gevormde ionen bereiken een elektrode; per ionenpaar stroomt er dan één elementaire lading $$e$$ door de schakeling.`,
          text: r`Bereken de stroomsterkte tussen de elektroden als er geen rook in het kamertje is.`,
          highlights: [r`ionisatiestroom in de rookmelder`],
          tags: ['activiteit', 'stroomsterkte', 'ioniserend vermogen'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.2', Newton: 'H7.1' },
          tips: [r`Hoeveel ionenparen maakt één $$\alpha$$-deeltje?`, r`Stroomsterkte is lading per seconde.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal ionenparen per $$\alpha$$-deeltje`,
                  text: r`$$1{,}6 \cdot 10^{5}$$ ionenparen`,
                  elaboration: r`$$n = \dfrac{5{,}5 \cdot 10^{6}}{34} = 1{,}62 \cdot 10^{5}$$`,
                  explanation: r`Beide energieën staan in elektronvolt, dus omrekenen naar joule is niet nodig.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het aantal $$\alpha$$-deeltjes per seconde in het kamertje`,
                  text: r`$$1{,}48 \cdot 10^{4}\ \text{s}^{-1}$$`,
                  elaboration: r`$$0{,}40 \cdot 3{,}7 \cdot 10^{4} = 1{,}48 \cdot 10^{4}$$ deeltjes per seconde`,
                  explanation: r`Een activiteit van $$37\ \text{kBq}$$ betekent $$3{,}7 \cdot 10^{4}$$ vervallen per seconde.`,
                  points: 1,
                  tips: [r`Wat betekent $$1\ \text{Bq}$$?`],
                },
                {
                  correction: r`berekenen van de lading per seconde met $$e = 1{,}602 \cdot 10^{-19}\ \text{C}$$`,
                  text: r`$$I = 1{,}48 \cdot 10^{4} \cdot 1{,}62 \cdot 10^{5} \cdot 1{,}602 \cdot 10^{-19}$$`,
                  elaboration: r`Per seconde ontstaan $$1{,}48 \cdot 10^{4} \cdot 1{,}62 \cdot 10^{5} = 2{,}4 \cdot 10^{9}$$ ionenparen.`,
                  explanation: r`Elk ionenpaar levert één elementaire lading aan de stroom.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$I = 3{,}8 \cdot 10^{-10}\ \text{A}$$`,
                  elaboration: r`$$I = 3{,}8 \cdot 10^{-10}\ \text{A}$$`,
                  explanation: r`Een heel kleine stroom; de melder heeft daarom een gevoelige versterker.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Achterruitverwarming`,
      introduction: r`Om een beslagen of bevroren achterruit van een auto snel vrij te maken, zijn op de ruit dunne geleidende strips van zilverpasta aangebracht. De strips lopen horizontaal over de ruit en zijn aan beide kanten verbonden met een verticale aansluitstrook. Zo staan alle strips parallel aan de accuspanning van $$12{,}0\ \text{V}$$. In tabel 1 staan gegevens van de verwarming.

**Tabel 1**

| grootheid | waarde |
|---|---|
| aantal strips | $$12$$ |
| lengte van een strip | $$1{,}10\ \text{m}$$ |
| breedte van een strip | $$0{,}80\ \text{mm}$$ |
| dikte van een strip | $$10\ \mu\text{m}$$ |
| soortelijke weerstand zilverpasta | $$8{,}7 \cdot 10^{-8}\ \Omega\,\text{m}$$ |`,
      questions: [
        {
          number: 14,
          type: 'Bereken',
          points: 4,
          minutes: 5,
          pValue: 46,
          text: r`Bereken de weerstand van één strip.`,
          highlights: [r`weerstand van een dunne strip`],
          tags: ['soortelijke weerstand', 'weerstand', 'doorsnede'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.1', Newton: 'H2.2' },
          tips: [r`De doorsnede van een strip is een rechthoek: breedte maal dikte.`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van breedte en dikte naar meter`,
                  text: r`$$0{,}80 \cdot 10^{-3}\ \text{m}$$ en $$10 \cdot 10^{-6}\ \text{m}$$`,
                  elaboration: r`$$0{,}80\ \text{mm} = 8{,}0 \cdot 10^{-4}\ \text{m}$$ en $$10\ \mu\text{m} = 1{,}0 \cdot 10^{-5}\ \text{m}$$`,
                  explanation: r`De soortelijke weerstand staat in $$\Omega\,\text{m}$$, dus alle lengtes in meter.`,
                  points: 1,
                  tips: [r`Hoeveel meter is één micrometer?`],
                },
                {
                  correction: r`berekenen van de doorsnede`,
                  text: r`$$A = 8{,}0 \cdot 10^{-9}\ \text{m}^2$$`,
                  elaboration: r`$$A = 8{,}0 \cdot 10^{-4} \cdot 1{,}0 \cdot 10^{-5} = 8{,}0 \cdot 10^{-9}\ \text{m}^2$$`,
                  explanation: r`De stroom loopt door deze rechthoekige doorsnede.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$R = \rho \cdot \dfrac{\ell}{A}$$`,
                  text: r`$$R = 8{,}7 \cdot 10^{-8} \cdot \dfrac{1{,}10}{8{,}0 \cdot 10^{-9}}$$`,
                  elaboration: r`Invullen met $$\ell = 1{,}10\ \text{m}$$.`,
                  explanation: r`Een langere en dunnere geleider heeft een grotere weerstand.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$R = 12\ \Omega$$`,
                  elaboration: r`$$R = 11{,}96\ \Omega \approx 12\ \Omega$$`,
                  explanation: r`Twee significante cijfers, net als de breedte en de dikte.`,
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
          pValue: 58,
          text: r`Bereken het totale elektrische vermogen van de achterruitverwarming.`,
          highlights: [r`vermogen van parallelle strips`],
          tags: ['vermogen', 'parallelschakeling', 'stroomsterkte'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H2.2', Newton: 'H2.3' },
          dependsOn: [{ number: 14 }],
          tips: [r`Welke spanning staat over elke strip?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat over elke strip $$12{,}0\ \text{V}$$ staat en berekenen van de stroom per strip`,
                  text: r`$$I = 1{,}0\ \text{A}$$`,
                  elaboration: r`$$I = \dfrac{U}{R} = \dfrac{12{,}0}{12} = 1{,}0\ \text{A}$$`,
                  explanation: r`Bij een parallelschakeling staat over elke tak de volledige spanning.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = U \cdot I$$ per strip`,
                  text: r`$$P_{strip} = 12\ \text{W}$$`,
                  elaboration: r`$$P = 12{,}0 \cdot 1{,}0 = 12\ \text{W}$$`,
                  explanation: r`Elke strip zet evenveel elektrische energie per seconde om in warmte.`,
                  points: 1,
                },
                {
                  correction: r`vermenigvuldigen met het aantal strips`,
                  text: r`$$P = 1{,}4 \cdot 10^{2}\ \text{W}$$`,
                  elaboration: r`$$P = 12 \cdot 12 = 144\ \text{W} \approx 1{,}4 \cdot 10^{2}\ \text{W}$$`,
                  explanation: r`Bij een parallelschakeling tellen de vermogens van de takken op.`,
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
          pValue: 63,
          text: r`Door een kras in de ruit is één strip onderbroken. Leg uit wat dit betekent voor de warmteontwikkeling in de andere strips en voor de stroom uit de accu.`,
          highlights: [r`onderbroken strip in een parallelschakeling`],
          tags: ['parallelschakeling', 'stroomsterkte'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.2', Newton: 'H2.2' },
          tips: [r`Verandert de spanning over de andere strips?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de spanning over de andere strips gelijk blijft, zodat die even warm worden`,
                  text: r`andere strips: ongewijzigd`,
                  elaboration: r`Over elke overgebleven strip staat nog steeds $$12{,}0\ \text{V}$$, dus stroom en vermogen per strip blijven gelijk.`,
                  explanation: r`Parallelle takken werken onafhankelijk van elkaar.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de totale stroom uit de accu kleiner wordt`,
                  text: r`totale stroom $$11\ \text{A}$$ in plaats van $$12\ \text{A}$$`,
                  elaboration: r`Er lopen nog maar 11 takstromen van $$1{,}0\ \text{A}$$.`,
                  explanation: r`De hoofdstroom is de som van de takstromen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 17,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 44,
          text: r`Op een winterochtend is de ruit $$-5{,}0\ \text{°C}$$. De glazen ruit heeft een massa van $$6{,}0\ \text{kg}$$; de soortelijke warmte van het glas is $$0{,}80 \cdot 10^{3}\ \text{J kg}^{-1}\,\text{K}^{-1}$$. Slechts $$60\%$$ van de ontwikkelde warmte gaat naar het glas. Bereken hoe lang het duurt voordat de ruit $$5{,}0\ \text{°C}$$ is.`,
          highlights: [r`opwarmen van de ruit`],
          tags: ['soortelijke warmte', 'rendement', 'vermogen'],
          domain: 'Stoffen en materialen',
          chapters: { Nova: 'H6.2', Newton: 'H1.2' },
          dependsOn: [{ number: 15 }],
          tips: [r`Gebruik het vermogen uit vraag 15. Als je dat niet hebt gevonden, reken dan met $$150\ \text{W}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$Q = c \cdot m \cdot \Delta T$$`,
                  text: r`$$Q = 4{,}8 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$Q = 0{,}80 \cdot 10^{3} \cdot 6{,}0 \cdot (5{,}0 - (-5{,}0)) = 4{,}8 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`Het temperatuurverschil is $$10\ \text{K}$$.`,
                  points: 1,
                  tips: [r`Let op het minteken bij het temperatuurverschil.`],
                },
                {
                  correction: r`gebruik van het rendement`,
                  text: r`$$P_{glas} = 86\ \text{W}$$`,
                  elaboration: r`$$P_{glas} = 0{,}60 \cdot 144 = 86{,}4\ \text{W}$$`,
                  explanation: r`De rest van de warmte gaat naar de lucht en de carrosserie.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = \dfrac{E}{t}$$ en completeren`,
                  text: r`$$t = 5{,}6 \cdot 10^{2}\ \text{s}$$`,
                  elaboration: r`$$t = \dfrac{4{,}8 \cdot 10^{4}}{86{,}4} = 556\ \text{s} \approx 5{,}6 \cdot 10^{2}\ \text{s}$$ (ruim 9 minuten)`,
                  explanation: r`Het resultaat heeft twee significante cijfers.`,
                  points: 1,
                },
              ],
              remark: r`Bij rekenen met $$150\ \text{W}$$ is de uitkomst $$5{,}3 \cdot 10^{2}\ \text{s}$$; dit goed rekenen.`,
            },
          ],
        },
      ],
    },
  ],
};
