import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2024,
  term: 1,
  standardizationValue: 0.8,
  topics: [
    {
      name: r`PET-scan`,
      introduction: r`Bij een PET-scan krijgt een patiënt een suikeroplossing ingespoten waarin de radioactieve isotoop fluor-18 is ingebouwd. Fluor-18 vervalt onder uitzending van een positron. Het positron annihileert vrijwel direct met een elektron uit het weefsel. Daarbij ontstaan twee fotonen die in tegengestelde richting worden uitgezonden en door een ring van detectoren rond de patiënt worden opgevangen. Fluor-18 wordt in een cyclotron gemaakt en heeft een halveringstijd van $$110\ \text{min}$$.`,
      questions: [
        {
          number: 1,
          type: 'Geef',
          points: 3,
          minutes: 4,
          pValue: 68,
          text: r`Geef de vervalvergelijking van fluor-18.`,
          highlights: [r`positronverval`],
          tags: ['vervalvergelijking', 'positron'],
          domain: 'Kern- en deeltjesprocessen',
          chapters: { Nova: 'H8.1', 'Systematische Natuurkunde': 'H5.1' },
          tips: [r`Bij positronverval verandert een proton in de kern in een neutron.`],
          answers: [
            {
              steps: [
                {
                  correction: r`fluor-18 voor de pijl en een positron na de pijl`,
                  text: r`$$ {}^{18}_{9}\text{F} \rightarrow \ldots + {}^{0}_{1}\text{e}$$`,
                  elaboration: r`Fluor heeft atoomnummer 9 (Binas). Het positron heeft massagetal 0 en ladingsgetal $$+1$$.`,
                  explanation: r`Het uitgezonden deeltje volgt uit de inleiding.`,
                  points: 1,
                },
                {
                  correction: r`zuurstof-18 als dochterkern`,
                  text: r`$$ {}^{18}_{8}\text{O}$$`,
                  elaboration: r`Massagetal blijft 18, ladingsgetal wordt $$9 - 1 = 8$$: dat is zuurstof.`,
                  explanation: r`Behoud van massagetal en van lading bepaalt de dochterkern.`,
                  points: 1,
                  tips: [r`Tel links en rechts de massagetallen en de ladingsgetallen.`],
                },
                {
                  correction: r`een neutrino na de pijl en de vergelijking kloppend`,
                  text: r`$$ {}^{18}_{9}\text{F} \rightarrow {}^{18}_{8}\text{O} + {}^{0}_{1}\text{e} + \nu_{\text{e}}$$`,
                  elaboration: r`Bij $$\beta^{\text{+}}$$-verval ontstaat ook een elektronneutrino.`,
                  explanation: r`Het leptongetal moet behouden blijven: het positron is een antilepton, het neutrino een lepton.`,
                  points: 1,
                },
              ],
              remark: r`Als het neutrino ontbreekt, het derde scorepunt niet toekennen.`,
            },
          ],
        },
        {
          number: 2,
          type: 'Toon aan',
          points: 3,
          minutes: 5,
          pValue: 60,
          text: r`Neem aan dat het positron en het elektron vrijwel stilstaan als ze annihileren.

Toon aan dat elk van de twee fotonen een energie van $$511\ \text{keV}$$ heeft.`,
          highlights: [r`annihilatie`, r`$$E = mc^2$$`],
          tags: ['annihilatie', 'massa-energie', 'fotonenergie'],
          domain: 'Kern- en deeltjesprocessen',
          chapters: { Nova: 'H8.4', 'Systematische Natuurkunde': 'H5.3' },
          tips: [r`Welke massa verdwijnt er bij de annihilatie, en over hoeveel fotonen wordt de energie verdeeld?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E = mc^2$$ met de massa van één elektron`,
                  text: r`$$E = 9{,}109 \cdot 10^{-31} \cdot (2{,}998 \cdot 10^{8})^2$$`,
                  elaboration: r`Elektron en positron hebben dezelfde massa; samen is de energie $$2 m_{\text{e}} c^2$$.`,
                  explanation: r`Omdat de deeltjes stilstaan, is er geen kinetische energie bij te tellen.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de energie gelijk over twee fotonen wordt verdeeld`,
                  text: r`$$E_{\text{f}} = m_{\text{e}} c^2$$ per foton`,
                  elaboration: r`Door behoud van impuls hebben de twee fotonen tegengestelde richting en even grote energie.`,
                  explanation: r`De totale impuls was nul, dus de impulsen van de fotonen heffen elkaar op.`,
                  points: 1,
                  tips: [r`Hoe groot is de totale impuls vóór de annihilatie?`],
                },
                {
                  correction: r`completeren en omrekenen naar keV`,
                  text: r`$$E_{\text{f}} = 511\ \text{keV}$$`,
                  elaboration: r`$$E_{\text{f}} = 8{,}187 \cdot 10^{-14}\ \text{J} = \dfrac{8{,}187 \cdot 10^{-14}}{1{,}602 \cdot 10^{-19}} = 5{,}11 \cdot 10^{5}\ \text{eV} = 511\ \text{keV}$$`,
                  explanation: r`Een uitkomst in drie significante cijfers laat zien dat het klopt.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 47,
          text: r`Het cyclotron levert het fluor-18 om 7.30 uur af. De patiënt moet om 10.15 uur een dosis met een activiteit van $$250\ \text{MBq}$$ ingespoten krijgen.

Bereken de activiteit die de dosis om 7.30 uur minstens moet hebben.`,
          highlights: [r`halveringstijd van $$110\ \text{min}$$`],
          tags: ['halveringstijd', 'activiteit'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H8.2', 'Systematische Natuurkunde': 'H5.2' },
          tips: [r`Hoeveel halveringstijden zitten er tussen 7.30 uur en 10.15 uur?`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de verstreken tijd`,
                  text: r`$$t = 165\ \text{min}$$`,
                  elaboration: r`Van 7.30 uur tot 10.15 uur is 2 uur en 45 minuten.`,
                  explanation: r`De tijd moet in dezelfde eenheid als de halveringstijd.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het aantal halveringstijden`,
                  text: r`$$\dfrac{t}{t_{1/2}} = 1{,}5$$`,
                  elaboration: r`$$\dfrac{165}{110} = 1{,}5$$`,
                  explanation: r`Het aantal halveringstijden hoeft geen geheel getal te zijn.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$A = A_0 \left(\tfrac{1}{2}\right)^{t/t_{1/2}}$$`,
                  text: r`$$250 = A_0 \cdot 0{,}354$$`,
                  elaboration: r`$$\left(\tfrac{1}{2}\right)^{1{,}5} = 0{,}354$$`,
                  explanation: r`De activiteit neemt af volgens dezelfde wet als het aantal kernen.`,
                  points: 1,
                  tips: [r`Is de beginactiviteit groter of kleiner dan $$250\ \text{MBq}$$?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$A_0 = 7{,}1 \cdot 10^{2}\ \text{MBq}$$`,
                  elaboration: r`$$A_0 = \dfrac{250}{0{,}354} = 707\ \text{MBq}$$`,
                  explanation: r`Dit is het minimum; het ziekenhuis bestelt in de praktijk wat meer.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`bepalen van de verstreken tijd`,
                  text: r`$$165\ \text{min}$$`,
                  elaboration: r`Van 7.30 uur tot 10.15 uur is 165 minuten.`,
                  explanation: r`Eerst de tijdsduur, dan terugrekenen.`,
                  points: 1,
                },
                {
                  correction: r`terugrekenen over één halveringstijd`,
                  text: r`$$500\ \text{MBq}$$ om 8.25 uur`,
                  elaboration: r`$$110\ \text{min}$$ vóór 10.15 uur (om 8.25 uur) was de activiteit $$2 \cdot 250 = 500\ \text{MBq}$$.`,
                  explanation: r`Terug in de tijd verdubbelt de activiteit per halveringstijd.`,
                  points: 1,
                },
                {
                  correction: r`de resterende halve halveringstijd verwerken met een factor $$\sqrt{2}$$`,
                  text: r`factor $$2^{0{,}5} = 1{,}41$$`,
                  elaboration: r`De overige $$55\ \text{min}$$ is een halve halveringstijd.`,
                  explanation: r`$$\left(\tfrac{1}{2}\right)^{0{,}5} = \tfrac{1}{\sqrt{2}}$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$7{,}1 \cdot 10^{2}\ \text{MBq}$$`,
                  elaboration: r`$$500 \cdot 1{,}41 = 707\ \text{MBq}$$`,
                  explanation: r`Zelfde uitkomst als met de formule.`,
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
          pValue: 42,
          introduction: r`Moderne PET-scanners meten ook het tijdsverschil tussen de aankomst van de twee fotonen (time-of-flight). Figuur 1 toont een doorsnede van de detectorring. De fotonen van een annihilatie worden door detector A en detector B opgevangen. Het foton bij detector A komt $$0{,}40\ \text{ns}$$ eerder aan dan het foton bij detector B.

![Figuur 1: doorsnede van de detectorring met een annihilatie](figuur1.svg)`,
          text: r`Bereken hoe ver de plaats van de annihilatie van het midden tussen de detectoren A en B ligt.`,
          figures: [
            {
              name: 'figuur1.svg',
              alt: 'Figuur 1: ring van detectoren rond een patiënt; een annihilatiepunt links van het midden, met twee fotonen naar detector A en detector B',
              svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 300" font-family="sans-serif" font-size="12">
<circle cx="160" cy="150" r="120" fill="none" stroke="#333" stroke-width="10" stroke-dasharray="14 4"/>
<ellipse cx="160" cy="150" rx="70" ry="50" fill="#f2dcc8" stroke="#a76"/>
<line x1="40" y1="150" x2="280" y2="150" stroke="#c00" stroke-width="1.5" stroke-dasharray="5 3"/>
<circle cx="135" cy="150" r="4" fill="#c00"/><circle cx="160" cy="150" r="2" fill="#333"/>
<rect x="24" y="138" width="20" height="24" fill="#69c" stroke="#333"/><rect x="276" y="138" width="20" height="24" fill="#69c" stroke="#333"/>
<text x="2" y="132">detector A</text><text x="250" y="132">detector B</text>
<text x="100" y="178">annihilatie</text><text x="164" y="144">midden</text><text x="130" y="290">detectorring</text>
</svg>`,
            },
          ],
          highlights: [r`tijdsverschil van $$0{,}40\ \text{ns}$$`],
          tags: ['lichtsnelheid', 'medische beeldvorming'],
          domain: 'Medische beeldvorming',
          chapters: { Nova: 'H8.3', 'Systematische Natuurkunde': 'H5.3' },
          dependsOn: [{ number: 2 }],
          tips: [r`Als de annihilatie een afstand $$x$$ naar A toe ligt, hoeveel langer is de weg naar B dan de weg naar A?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het weglengteverschil $$2x$$ is`,
                  text: r`$$\Delta s = 2x$$`,
                  elaboration: r`Het foton naar A legt $$\tfrac{1}{2}d - x$$ af, het foton naar B $$\tfrac{1}{2}d + x$$: het verschil is $$2x$$.`,
                  explanation: r`Beide fotonen bewegen met de lichtsnelheid en vertrekken tegelijk.`,
                  points: 1,
                  tips: [r`Teken de afstanden van het annihilatiepunt tot A en tot B.`],
                },
                {
                  correction: r`gebruik van $$\Delta s = c \cdot \Delta t$$`,
                  text: r`$$\Delta s = 0{,}12\ \text{m}$$`,
                  elaboration: r`$$\Delta s = 2{,}998 \cdot 10^{8} \cdot 0{,}40 \cdot 10^{-9} = 0{,}120\ \text{m}$$`,
                  explanation: r`Fotonen bewegen in weefsel en lucht praktisch met de lichtsnelheid.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$x = 6{,}0\ \text{cm}$$ (in de richting van A)`,
                  elaboration: r`$$x = \dfrac{0{,}120}{2} = 0{,}060\ \text{m} = 6{,}0\ \text{cm}$$`,
                  explanation: r`Het foton bij A komt eerder aan, dus de annihilatie ligt dichter bij A.`,
                  points: 1,
                },
              ],
              remark: r`Als het weglengteverschil niet is gehalveerd (uitkomst $$12\ \text{cm}$$), maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Isotopen scheiden`,
      introduction: r`Met een massaspectrometer worden de isotopen neon-20 en neon-22 van elkaar gescheiden. Enkelvoudig positief geladen neonionen worden vanuit stilstand versneld over een spanning van $$2{,}0\ \text{kV}$$. Daarna komen ze via een spleet in een homogeen magnetisch veld met $$B = 0{,}25\ \text{T}$$, waarin ze een halve cirkel beschrijven tot ze op een detectorplaat vallen (figuur 2). De massa van een neon-20-ion is $$3{,}32 \cdot 10^{-26}\ \text{kg}$$ en die van een neon-22-ion $$3{,}65 \cdot 10^{-26}\ \text{kg}$$.

![Figuur 2: schematisch bovenaanzicht van de massaspectrometer](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: 'Figuur 2: ionenbron en versnelplaten links, spleet, en een gebied met magnetisch veld waarin de ionen een halve cirkel naar beneden beschrijven tot de detectorplaat',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 270" font-family="sans-serif" font-size="12">
<rect x="150" y="30" width="210" height="220" fill="#eef3fb" stroke="#579" stroke-dasharray="5 3"/>
<text x="300" y="50">B</text>
<rect x="20" y="45" width="30" height="30" fill="#ddd" stroke="#333"/><text x="10" y="95">ionenbron</text>
<line x1="70" y1="35" x2="70" y2="85" stroke="#333" stroke-width="3"/><line x1="110" y1="35" x2="110" y2="56" stroke="#333" stroke-width="3"/><line x1="110" y1="64" x2="110" y2="85" stroke="#333" stroke-width="3"/>
<text x="66" y="28">+</text><text x="106" y="28">−</text><text x="70" y="110">U = 2,0 kV</text>
<line x1="50" y1="60" x2="150" y2="60" stroke="#c00" stroke-width="1.5"/>
<path d="M150 60 A80 80 0 0 1 150 220" fill="none" stroke="#c00" stroke-width="1.5"/>
<path d="M150 60 A84 84 0 0 1 150 228" fill="none" stroke="#06c" stroke-width="1.5" stroke-dasharray="4 2"/>
<line x1="150" y1="140" x2="150" y2="250" stroke="#333" stroke-width="5"/><text x="60" y="200">detectorplaat</text>
<path d="M140 60 L150 60 M144 56 L150 60 L144 64" stroke="#c00" fill="none"/>
</svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 63,
          text: r`Bereken de snelheid waarmee een neon-20-ion het magnetische veld binnenkomt.`,
          highlights: [r`versnellen over $$2{,}0\ \text{kV}$$`],
          tags: ['elektrisch veld', 'kinetische energie'],
          domain: 'Elektrische velden',
          chapters: { Nova: 'H7.1', 'Systematische Natuurkunde': 'H6.1' },
          tips: [r`Welke energie krijgt een deeltje met lading $$q$$ dat een spanning $$U$$ doorloopt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\Delta E_{\text{k}} = q \cdot U$$`,
                  text: r`$$E_{\text{k}} = 3{,}20 \cdot 10^{-16}\ \text{J}$$`,
                  elaboration: r`$$E_{\text{k}} = 1{,}602 \cdot 10^{-19} \cdot 2{,}0 \cdot 10^{3} = 3{,}20 \cdot 10^{-16}\ \text{J}$$`,
                  explanation: r`De elektrische arbeid wordt volledig omgezet in kinetische energie.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$E_{\text{k}} = \tfrac{1}{2} m v^2$$`,
                  text: r`$$v = \sqrt{\dfrac{2 E_{\text{k}}}{m}}$$`,
                  elaboration: r`Het ion start vanuit stilstand.`,
                  explanation: r`De snelheid is ruim onder de lichtsnelheid, dus klassiek rekenen mag.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$v = 1{,}4 \cdot 10^{5}\ \text{m/s}$$`,
                  elaboration: r`$$v = \sqrt{\dfrac{2 \cdot 3{,}20 \cdot 10^{-16}}{3{,}32 \cdot 10^{-26}}} = 1{,}39 \cdot 10^{5}\ \text{m/s}$$`,
                  explanation: r`Twee significante cijfers, zoals de spanning.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Beredeneer',
          points: 2,
          minutes: 4,
          pValue: 54,
          text: r`In figuur 2 ligt het papier in het vlak van de baan.

Beredeneer of het magnetische veld het papier in of het papier uit gericht is.`,
          highlights: [r`richting van het magnetisch veld`],
          tags: ['lorentzkracht', 'magnetisch veld'],
          domain: 'Magnetische velden',
          chapters: { Nova: 'H7.2', 'Systematische Natuurkunde': 'H6.2' },
          tips: [r`Welke kant op wijst de lorentzkracht bij het binnenkomen van het veld?`],
          answers: [
            {
              steps: [
                {
                  correction: r`de lorentzkracht wijst bij binnenkomst naar beneden (naar het middelpunt van de cirkel) en de stroomrichting is naar rechts`,
                  text: r`$$F_{\text{L}}$$ omlaag, $$I$$ naar rechts`,
                  elaboration: r`Het ion buigt naar beneden af, dus de kracht wijst naar het middelpunt, onder de spleet. Een positief ion dat naar rechts beweegt, is een stroom naar rechts.`,
                  explanation: r`De lorentzkracht levert de middelpuntzoekende kracht.`,
                  points: 0,
                },
                {
                  correction: r`toepassen van een handregel en conclusie: het veld is het papier uit gericht`,
                  text: r`het papier uit`,
                  elaboration: r`Met de linkerhandregel (of FBI-regel): stroom naar rechts, kracht omlaag geeft een veld dat naar de lezer toe, dus het papier uit wijst.`,
                  explanation: r`Een handregel verbindt de richtingen van stroom, veld en kracht.`,
                  points: 0,
                  tips: [r`Let op: het ion is positief, dus de stroomrichting is gelijk aan de bewegingsrichting.`],
                },
              ],
              scores: [0, 1, 0, 2],
              remark: r`Een juiste conclusie zonder juiste redenering levert geen scorepunten op.`,
            },
          ],
        },
        {
          number: 7,
          type: 'Toon aan',
          points: 3,
          minutes: 5,
          pValue: 51,
          text: r`Toon aan dat de straal van de cirkelbaan van een neon-20-ion ongeveer $$12\ \text{cm}$$ is.`,
          highlights: [r`lorentzkracht als middelpuntzoekende kracht`],
          tags: ['lorentzkracht', 'cirkelbeweging'],
          domain: 'Magnetische velden',
          chapters: { Nova: 'H7.3', 'Systematische Natuurkunde': 'H6.3' },
          dependsOn: [{ number: 5 }],
          tips: [r`Stel de lorentzkracht gelijk aan de middelpuntzoekende kracht.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$F_{\text{L}} = F_{\text{mpz}}$$`,
                  text: r`$$Bqv = \dfrac{mv^2}{r}$$`,
                  elaboration: r`De lorentzkracht staat loodrecht op de snelheid en zorgt voor de cirkelbeweging.`,
                  explanation: r`In een homogeen veld is de baan een cirkel.`,
                  points: 1,
                },
                {
                  correction: r`omwerken naar $$r$$`,
                  text: r`$$r = \dfrac{mv}{Bq}$$`,
                  elaboration: r`Delen door $$Bqv$$ en vermenigvuldigen met $$r$$.`,
                  explanation: r`Een grotere impuls geeft een grotere straal.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$r = 0{,}115\ \text{m} \approx 12\ \text{cm}$$`,
                  elaboration: r`$$r = \dfrac{3{,}32 \cdot 10^{-26} \cdot 1{,}389 \cdot 10^{5}}{0{,}25 \cdot 1{,}602 \cdot 10^{-19}} = 0{,}115\ \text{m}$$`,
                  explanation: r`Een uitkomst in meer significante cijfers dan gevraagd.`,
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
          minutes: 7,
          pValue: 35,
          text: r`Bereken de afstand tussen de plaatsen waar de neon-20-ionen en de neon-22-ionen op de detectorplaat terechtkomen.`,
          highlights: [r`afstand op de detectorplaat`],
          tags: ['lorentzkracht', 'isotopen'],
          domain: 'Magnetische velden',
          chapters: { Nova: 'H7.3', 'Systematische Natuurkunde': 'H6.3' },
          dependsOn: [{ number: 7 }],
          tips: [r`Neon-22-ionen krijgen dezelfde kinetische energie, maar hebben een andere massa.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de snelheid van een neon-22-ion`,
                  text: r`$$v_{22} = 1{,}32 \cdot 10^{5}\ \text{m/s}$$`,
                  elaboration: r`$$v_{22} = \sqrt{\dfrac{2 \cdot 3{,}20 \cdot 10^{-16}}{3{,}65 \cdot 10^{-26}}} = 1{,}325 \cdot 10^{5}\ \text{m/s}$$`,
                  explanation: r`Beide isotopen doorlopen dezelfde spanning en krijgen dezelfde kinetische energie.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de straal voor neon-22`,
                  text: r`$$r_{22} = 0{,}1208\ \text{m}$$`,
                  elaboration: r`$$r_{22} = \dfrac{3{,}65 \cdot 10^{-26} \cdot 1{,}325 \cdot 10^{5}}{0{,}25 \cdot 1{,}602 \cdot 10^{-19}} = 0{,}1208\ \text{m}$$`,
                  explanation: r`Zelfde formule als in vraag 7.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de inslagpunten een diameter van de spleet af liggen`,
                  text: r`afstand $$= 2r_{22} - 2r_{20}$$`,
                  elaboration: r`Na een halve cirkel ligt het inslagpunt op een afstand $$2r$$ van de spleet.`,
                  explanation: r`Het verschil in diameter, niet in straal, is de afstand op de plaat.`,
                  points: 1,
                  tips: [r`Hoe ver van de spleet komt een ion na een halve cirkel uit?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$1{,}1\ \text{cm}$$`,
                  elaboration: r`$$2 \cdot (0{,}1208 - 0{,}1152) = 0{,}0112\ \text{m} = 1{,}1\ \text{cm}$$`,
                  explanation: r`Rekenen met niet-afgeronde stralen voorkomt een grote afrondfout in het kleine verschil.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`afleiden dat $$r = \dfrac{\sqrt{2mqU}}{Bq}$$, dus $$r \propto \sqrt{m}$$`,
                  text: r`$$r \propto \sqrt{m}$$`,
                  elaboration: r`Met $$mv = \sqrt{2mE_{\text{k}}}$$ en $$E_{\text{k}} = qU$$ hangt bij gelijke $$q$$, $$U$$ en $$B$$ alleen $$\sqrt{m}$$ nog af van de isotoop.`,
                  explanation: r`Een verhoudingsredenering spaart rekenwerk.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van $$r_{22}$$ met de verhouding`,
                  text: r`$$r_{22} = 0{,}1208\ \text{m}$$`,
                  elaboration: r`$$r_{22} = 0{,}1152 \cdot \sqrt{\dfrac{3{,}65}{3{,}32}} = 0{,}1208\ \text{m}$$`,
                  explanation: r`Gebruik de straal uit vraag 7 in meer decimalen.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de inslagpunten een diameter van de spleet af liggen`,
                  text: r`afstand $$= 2(r_{22} - r_{20})$$`,
                  elaboration: r`Na een halve cirkel ligt het inslagpunt $$2r$$ van de spleet.`,
                  explanation: r`De afstand op de plaat is het verschil in diameter.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$1{,}1\ \text{cm}$$`,
                  elaboration: r`$$2 \cdot 0{,}0056 = 0{,}011\ \text{m} = 1{,}1\ \text{cm}$$`,
                  explanation: r`Zelfde uitkomst als met de directe berekening.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Licht van een verre nevel`,
      introduction: r`Astronomen bestuderen een gaswolk (emissienevel) in een ver sterrenstelsel. Hete jonge sterren in de nevel zenden uv-straling uit die het waterstofgas ioniseert. Als elektronen weer worden ingevangen, vallen ze terug naar lagere energieniveaus en zendt het gas spectraallijnen uit. Voor de energieniveaus van waterstof geldt $$E_n = -\dfrac{13{,}6}{n^2}\ \text{eV}$$. In de tabel staan twee lijnen zoals ze in het laboratorium en in het spectrum van de nevel worden gemeten.

| lijn | golflengte laboratorium (nm) | golflengte nevel (nm) |
|---|---|---|
| $$\text{H}_\alpha$$ | 656,3 | 668,1 |
| $$\text{H}_\beta$$ | 486,1 | 494,8 |`,
      questions: [
        {
          number: 9,
          type: 'Toon aan',
          points: 3,
          minutes: 5,
          pValue: 59,
          text: r`De $$\text{H}_\alpha$$-lijn ontstaat bij de overgang van $$n = 3$$ naar $$n = 2$$.

Toon aan dat deze overgang licht met een golflengte van ongeveer $$656\ \text{nm}$$ oplevert.`,
          highlights: [r`overgang van $$n = 3$$ naar $$n = 2$$`],
          tags: ['energieniveaus', 'fotonenergie', 'spectrum'],
          domain: 'Spectra en roodverschuiving',
          chapters: { Nova: 'H9.3', 'Systematische Natuurkunde': 'H8.3' },
          tips: [r`De energie van het foton is het verschil tussen twee energieniveaus.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het energieverschil`,
                  text: r`$$\Delta E = 1{,}89\ \text{eV}$$`,
                  elaboration: r`$$E_3 = -1{,}511\ \text{eV}$$, $$E_2 = -3{,}400\ \text{eV}$$, dus $$\Delta E = 1{,}889\ \text{eV}$$.`,
                  explanation: r`Het uitgezonden foton neemt precies dit energieverschil mee.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar joule en gebruik van $$E_{\text{f}} = \dfrac{hc}{\lambda}$$`,
                  text: r`$$\lambda = \dfrac{hc}{\Delta E}$$`,
                  elaboration: r`$$\Delta E = 1{,}889 \cdot 1{,}602 \cdot 10^{-19} = 3{,}026 \cdot 10^{-19}\ \text{J}$$`,
                  explanation: r`In $$E = hc/\lambda$$ moeten alle grootheden in SI-eenheden.`,
                  points: 1,
                  tips: [r`Vergeet niet eV om te rekenen naar J.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\lambda = 656\ \text{nm}$$`,
                  elaboration: r`$$\lambda = \dfrac{6{,}626 \cdot 10^{-34} \cdot 2{,}998 \cdot 10^{8}}{3{,}026 \cdot 10^{-19}} = 6{,}565 \cdot 10^{-7}\ \text{m}$$`,
                  explanation: r`Het kleine verschil met $$656{,}3\ \text{nm}$$ komt door de afronding van $$13{,}6\ \text{eV}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Beredeneer',
          points: 3,
          minutes: 5,
          pValue: 43,
          text: r`Een uv-foton met een golflengte van $$95{,}0\ \text{nm}$$ treft een waterstofatoom in de grondtoestand.

Beredeneer met een berekening of dit foton het atoom kan ioniseren. Geef aan wat er anders met het atoom kan gebeuren.`,
          highlights: [r`ioniseren vanuit de grondtoestand`],
          tags: ['energieniveaus', 'fotonenergie', 'ionisatie'],
          domain: 'Spectra en roodverschuiving',
          chapters: { Nova: 'H9.3', 'Systematische Natuurkunde': 'H8.3' },
          tips: [r`Hoeveel energie is nodig om een elektron vanuit $$n = 1$$ helemaal los te maken?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de fotonenergie in eV`,
                  text: r`$$E_{\text{f}} = 13{,}05\ \text{eV}$$`,
                  elaboration: r`$$E_{\text{f}} = \dfrac{6{,}626 \cdot 10^{-34} \cdot 2{,}998 \cdot 10^{8}}{95{,}0 \cdot 10^{-9}} = 2{,}091 \cdot 10^{-18}\ \text{J} = 13{,}05\ \text{eV}$$`,
                  explanation: r`Vergelijken kan pas als beide energieën in dezelfde eenheid staan.`,
                  points: 1,
                },
                {
                  correction: r`vergelijken met de ionisatie-energie van $$13{,}6\ \text{eV}$$: geen ionisatie`,
                  text: r`$$13{,}05 < 13{,}6$$, dus niet ioniseren`,
                  elaboration: r`Om van $$E_1 = -13{,}6\ \text{eV}$$ naar $$E = 0$$ te gaan is $$13{,}6\ \text{eV}$$ nodig.`,
                  explanation: r`Ionisatie betekent dat het elektron energie 0 of meer krijgt.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat het foton het atoom kan aanslaan naar $$n = 5$$`,
                  text: r`aanslaan naar $$n = 5$$`,
                  elaboration: r`$$E_5 - E_1 = 13{,}6 \cdot \left(1 - \tfrac{1}{25}\right) = 13{,}06\ \text{eV}$$: dat past bij de fotonenergie, dus het foton kan worden geabsorbeerd en het atoom komt in $$n = 5$$.`,
                  explanation: r`Een foton wordt alleen geabsorbeerd als zijn energie precies past bij een overgang (of groter is dan de ionisatie-energie).`,
                  points: 1,
                  tips: [r`Reken $$E_n - E_1$$ uit voor $$n = 4$$, $$5$$ en $$6$$.`],
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
          pValue: 46,
          text: r`De lijnen in het spectrum van de nevel zijn verschoven doordat het sterrenstelsel van ons af beweegt. Volgens de wet van Hubble geldt $$v = H_0 \cdot d$$, met $$H_0 = 70\ \text{km/s}$$ per megaparsec (Mpc).

Bereken met de gegevens van de $$\text{H}_\alpha$$-lijn de afstand tot het sterrenstelsel in Mpc.`,
          highlights: [r`roodverschuiving`, r`wet van Hubble`],
          tags: ['dopplereffect', 'roodverschuiving', 'spectrum'],
          domain: 'Spectra en roodverschuiving',
          chapters: { Nova: 'H10.3', 'Systematische Natuurkunde': 'H7.3' },
          tips: [r`Bereken eerst de verwijderingssnelheid in km/s.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de relatieve verschuiving`,
                  text: r`$$\dfrac{\Delta\lambda}{\lambda} = 0{,}0180$$`,
                  elaboration: r`$$\Delta\lambda = 668{,}1 - 656{,}3 = 11{,}8\ \text{nm}$$; $$\dfrac{11{,}8}{656{,}3} = 0{,}01798$$`,
                  explanation: r`De verschuiving is naar het rood: het stelsel beweegt van ons af.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$v = c \cdot \dfrac{\Delta\lambda}{\lambda}$$`,
                  text: r`$$v = 5{,}39 \cdot 10^{3}\ \text{km/s}$$`,
                  elaboration: r`$$v = 2{,}998 \cdot 10^{5}\ \text{km/s} \cdot 0{,}01798 = 5{,}39 \cdot 10^{3}\ \text{km/s}$$`,
                  explanation: r`Voor $$v \ll c$$ geldt de eenvoudige dopplerformule.`,
                  points: 1,
                  tips: [r`Neem $$c$$ in km/s, dan past de eenheid bij $$H_0$$.`],
                },
                {
                  correction: r`gebruik van $$d = \dfrac{v}{H_0}$$`,
                  text: r`$$d = \dfrac{5{,}39 \cdot 10^{3}}{70}$$`,
                  elaboration: r`De eenheden km/s vallen weg; Mpc blijft over.`,
                  explanation: r`De wet van Hubble verbindt snelheid en afstand.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$d = 77\ \text{Mpc}$$`,
                  elaboration: r`$$d = 77\ \text{Mpc}$$`,
                  explanation: r`Met de $$\text{H}_\beta$$-lijn vind je dezelfde waarde, een controle op de meting.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Meerkeuze',
          points: 2,
          minutes: 3,
          pValue: 56,
          text: r`In de nevel vinden ook andere overgangen plaats.

Bij welke overgang wordt een foton met de kortste golflengte uitgezonden?

A van $$n = 3$$ naar $$n = 2$$
B van $$n = 4$$ naar $$n = 2$$
C van $$n = 2$$ naar $$n = 1$$
D van $$n = 4$$ naar $$n = 3$$`,
          highlights: [r`kortste golflengte`],
          tags: ['energieniveaus', 'spectrum'],
          domain: 'Spectra en roodverschuiving',
          chapters: { Nova: 'H9.3', 'Systematische Natuurkunde': 'H8.3' },
          dependsOn: [{ number: 9 }],
          tips: [r`Kortste golflengte betekent grootste fotonenergie. Waar liggen de niveaus het verst uit elkaar?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de kortste golflengte bij het grootste energieverschil hoort`,
                  text: r`$$\lambda = \dfrac{hc}{\Delta E}$$`,
                  elaboration: r`De golflengte is omgekeerd evenredig met de fotonenergie.`,
                  explanation: r`Dit is de kern van de redenering.`,
                  points: 1,
                },
                {
                  correction: r`vergelijken van de energieverschillen en antwoord C`,
                  text: r`C`,
                  elaboration: r`$$\Delta E$$: A $$1{,}89\ \text{eV}$$, B $$2{,}55\ \text{eV}$$, C $$10{,}2\ \text{eV}$$, D $$0{,}66\ \text{eV}$$. De grootste is C.`,
                  explanation: r`Overgangen naar $$n = 1$$ (Lymanreeks) liggen in het uv.`,
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
