import type { ExamContent } from '../../types.ts';

const r = String.raw;

export const exam: ExamContent = {
  year: 2023,
  term: 1,
  standardizationValue: 1.0,
  topics: [
    {
      name: r`Vrije-valtoren`,
      introduction: r`In een pretpark staat een vrije-valtoren. Een gondel met passagiers wordt vanaf het station in $$40\ \text{s}$$ omhoog getrokken tot $$55\ \text{m}$$ boven het station. Daar wordt de gondel losgelaten en valt hij $$35\ \text{m}$$ vrij naar beneden. In de laatste $$20\ \text{m}$$ boven het station wordt de gondel afgeremd door magnetische remmen, tot hij bij het station stilstaat (zie figuur 1). De massa van de gondel met passagiers is $$1{,}8 \cdot 10^{3}\ \text{kg}$$. Verwaarloos de luchtwrijving.

![Figuur 1: de vrije-valtoren](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: schets van de vrije-valtoren met de hoogte van het loslaatpunt, het begin van de remzone en het station`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 300" font-family="sans-serif" font-size="12"><rect x="140" y="20" width="24" height="260" fill="#ccc" stroke="#000"/><rect x="120" y="22" width="64" height="18" fill="#e94" stroke="#000"/><rect x="164" y="195" width="10" height="80" fill="#b73"/><line x1="60" y1="275" x2="260" y2="275" stroke="#000" stroke-width="2"/><g stroke="#555"><line x1="90" y1="31" x2="118" y2="31" stroke-dasharray="3 3"/><line x1="90" y1="195" x2="138" y2="195" stroke-dasharray="3 3"/><line x1="90" y1="275" x2="138" y2="275"/><line x1="100" y1="31" x2="100" y2="275"/></g><text x="20" y="36">55 m</text><text x="20" y="200">20 m</text><text x="20" y="280">0 m</text><text x="190" y="35">gondel</text><text x="182" y="235">remzone met</text><text x="182" y="250">magneten</text><text x="190" y="120">vrije val</text><text x="190" y="292">station</text><line x1="210" y1="125" x2="210" y2="175" stroke="#c00" stroke-width="2"/><polyline points="204,166 210,178 216,166" fill="none" stroke="#c00" stroke-width="2"/></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 4,
          minutes: 5,
          pValue: 60,
          text: r`De elektromotor die de gondel omhoog trekt, heeft een rendement van $$80\%$$. Bereken het gemiddelde elektrisch vermogen van de motor tijdens het omhoog trekken.`,
          highlights: [r`vermogen bij het omhoog trekken`],
          tags: ['zwaarte-energie', 'vermogen', 'rendement'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.3', Newton: 'H5.3' },
          tips: [r`Welke energie krijgt de gondel erbij tijdens het omhoog trekken?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E_z = m \cdot g \cdot h$$`,
                  text: r`$$E_z = 9{,}7 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$E_z = 1{,}8 \cdot 10^{3} \cdot 9{,}81 \cdot 55 = 9{,}71 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`De gondel start en eindigt in rust, dus de nuttige energie is alleen zwaarte-energie.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = \dfrac{E}{t}$$`,
                  text: r`$$P_{nuttig} = 2{,}43 \cdot 10^{4}\ \text{W}$$`,
                  elaboration: r`$$P_{nuttig} = \dfrac{9{,}71 \cdot 10^{5}}{40} = 2{,}43 \cdot 10^{4}\ \text{W}$$`,
                  explanation: r`Het gemiddelde vermogen is de energie per seconde.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van het rendement`,
                  text: r`$$P_{el} = \dfrac{2{,}43 \cdot 10^{4}}{0{,}80}$$`,
                  elaboration: r`$$\eta = \dfrac{P_{nuttig}}{P_{el}}$$, dus $$P_{el} = \dfrac{P_{nuttig}}{\eta}$$`,
                  explanation: r`De motor neemt meer elektrisch vermogen op dan hij nuttig levert.`,
                  points: 1,
                  tips: [r`Moet het elektrisch vermogen groter of kleiner zijn dan het nuttige vermogen?`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$P_{el} = 3{,}0 \cdot 10^{4}\ \text{W}$$`,
                  elaboration: r`$$P_{el} = 3{,}03 \cdot 10^{4}\ \text{W} \approx 30\ \text{kW}$$`,
                  explanation: r`Twee significante cijfers, net als de massa.`,
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
          minutes: 4,
          pValue: 66,
          text: r`Bereken de snelheid van de gondel aan het eind van de vrije val.`,
          highlights: [r`snelheid na 35 m vrije val`],
          tags: ['vrije val', 'kinetische energie', 'energiebehoud'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.2', Newton: 'H5.2' },
          tips: [r`Tijdens de vrije val wordt zwaarte-energie omgezet in kinetische energie.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$m g h = \tfrac{1}{2} m v^2$$`,
                  text: r`$$g h = \tfrac{1}{2} v^2$$`,
                  elaboration: r`Zonder luchtwrijving blijft de mechanische energie behouden; de massa valt weg.`,
                  explanation: r`De gondel begint de val in rust.`,
                  points: 1,
                },
                {
                  correction: r`invullen met $$h = 35\ \text{m}$$`,
                  text: r`$$v^2 = 2 \cdot 9{,}81 \cdot 35 = 687$$`,
                  elaboration: r`$$v^2 = 687\ \text{m}^2/\text{s}^2$$`,
                  explanation: r`Alleen de hoogte van de vrije val telt, niet de totale hoogte van $$55\ \text{m}$$.`,
                  points: 1,
                  tips: [r`Over welke hoogte valt de gondel vrij?`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$v = 26\ \text{m/s}$$`,
                  elaboration: r`$$v = \sqrt{687} = 26{,}2\ \text{m/s} \approx 26\ \text{m/s}$$`,
                  explanation: r`Dat is ongeveer $$94\ \text{km/h}$$.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`berekenen van de valtijd met $$s = \tfrac{1}{2} g t^2$$`,
                  text: r`$$t = 2{,}67\ \text{s}$$`,
                  elaboration: r`$$35 = \tfrac{1}{2} \cdot 9{,}81 \cdot t^2$$, dus $$t = \sqrt{\dfrac{70}{9{,}81}} = 2{,}67\ \text{s}$$`,
                  explanation: r`Bij een vrije val vanuit rust is de beweging eenparig versneld met $$a = g$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$v = g \cdot t$$`,
                  text: r`$$v = 9{,}81 \cdot 2{,}67$$`,
                  elaboration: r`De snelheid neemt elke seconde met $$9{,}81\ \text{m/s}$$ toe.`,
                  explanation: r`Definitie van de versnelling met beginsnelheid nul.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$v = 26\ \text{m/s}$$`,
                  elaboration: r`$$v = 26{,}2\ \text{m/s}$$`,
                  explanation: r`Beide strategieën geven hetzelfde resultaat.`,
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
          pValue: 46,
          text: r`Aan de gondel zitten koperen platen die in de remzone tussen sterke permanente magneten door bewegen. De platen raken de magneten niet. Leg uit hoe de gondel toch wordt afgeremd.`,
          highlights: [r`wervelstroomrem`],
          tags: ['inductie', 'lorentzkracht', 'magnetisch veld'],
          domain: 'Elektromagnetisme',
          chapters: { Nova: 'H8.3', Newton: 'H8.3' },
          tips: [r`Wat gebeurt er in een geleider die door een magnetisch veld beweegt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat in de bewegende koperen plaat inductiestromen ontstaan`,
                  text: r`inductiestromen in het koper`,
                  elaboration: r`De magnetische flux door stukjes van de plaat verandert tijdens de beweging, zodat er kringstromen in het koper gaan lopen.`,
                  explanation: r`Koper is een goede geleider, dus de inductiestromen zijn groot.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat het magneetveld op deze stromen een lorentzkracht uitoefent die tegen de beweging in werkt`,
                  text: r`lorentzkracht remt de beweging`,
                  elaboration: r`Op de stromen in het magneetveld werkt een lorentzkracht, die de beweging tegenwerkt; de bewegingsenergie wordt warmte in het koper.`,
                  explanation: r`Dit volgt uit de wet van behoud van energie (regel van Lenz).`,
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
          pValue: 35,
          text: r`Bereken de gemiddelde remkracht die de magneten in de remzone op de gondel uitoefenen.`,
          highlights: [r`remkracht in de remzone`, r`arbeid van de remkracht`],
          tags: ['arbeid', 'remkracht', 'energiebehoud'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.1', Newton: 'H5.1' },
          dependsOn: [{ number: 2 }],
          tips: [r`Tijdens het remmen verliest de gondel kinetische energie én zwaarte-energie.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de kinetische energie aan het begin van de remzone`,
                  text: r`$$E_k = 6{,}2 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$E_k = \tfrac{1}{2} \cdot 1{,}8 \cdot 10^{3} \cdot 26{,}2^2 = 6{,}18 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`Dit is gelijk aan de zwaarte-energie over de $$35\ \text{m}$$ vrije val.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de zwaarte-energie over de remzone`,
                  text: r`$$E_z = 3{,}5 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$E_z = 1{,}8 \cdot 10^{3} \cdot 9{,}81 \cdot 20 = 3{,}53 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`Ook tijdens het remmen daalt de gondel nog $$20\ \text{m}$$.`,
                  points: 1,
                  tips: [r`Stopt de zwaartekracht met arbeid verrichten als de gondel gaat remmen?`],
                },
                {
                  correction: r`inzicht dat $$W_{rem} = E_k + E_z$$`,
                  text: r`$$W_{rem} = 9{,}7 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$W_{rem} = 6{,}18 \cdot 10^{5} + 3{,}53 \cdot 10^{5} = 9{,}71 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`Aan het eind staat de gondel stil op het station: alle energie is door de remkracht omgezet.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$W = F \cdot s$$ en completeren`,
                  text: r`$$F_{rem} = 4{,}9 \cdot 10^{4}\ \text{N}$$`,
                  elaboration: r`$$F_{rem} = \dfrac{9{,}71 \cdot 10^{5}}{20} = 4{,}9 \cdot 10^{4}\ \text{N}$$`,
                  explanation: r`De remkracht is bijna drie keer zo groot als de zwaartekracht.`,
                  points: 1,
                },
              ],
              remark: r`Als alleen de kinetische energie is gebruikt (uitkomst $$3{,}1 \cdot 10^{4}\ \text{N}$$), maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 5,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 42,
          text: r`Bereken de gemiddelde vertraging van de gondel in de remzone. Druk je antwoord uit in een veelvoud van $$g$$.`,
          highlights: [r`vertraging in g`],
          tags: ['versnelling', 'resulterende kracht', 'remkracht'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.2', Newton: 'H3.2' },
          dependsOn: [{ number: 4 }],
          tips: [r`Welke twee krachten werken er in de remzone op de gondel?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de resulterende kracht`,
                  text: r`$$F_{res} = 3{,}1 \cdot 10^{4}\ \text{N}$$ omhoog`,
                  elaboration: r`$$F_{res} = 4{,}86 \cdot 10^{4} - 1{,}8 \cdot 10^{3} \cdot 9{,}81 = 3{,}09 \cdot 10^{4}\ \text{N}$$`,
                  explanation: r`De remkracht wijst omhoog, de zwaartekracht omlaag.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$F_{res} = m \cdot a$$`,
                  text: r`$$a = 17\ \text{m/s}^2$$`,
                  elaboration: r`$$a = \dfrac{3{,}09 \cdot 10^{4}}{1{,}8 \cdot 10^{3}} = 17{,}2\ \text{m/s}^2$$`,
                  explanation: r`Dit is de gemiddelde vertraging.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar een veelvoud van $$g$$`,
                  text: r`$$a = 1{,}8\,g$$`,
                  elaboration: r`$$\dfrac{17{,}2}{9{,}81} = 1{,}75 \approx 1{,}8$$`,
                  explanation: r`Passagiers voelen zich tijdens het remmen bijna drie keer zo zwaar als normaal ($$1 + 1{,}75$$).`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`inzicht dat de snelheid in $$20\ \text{m}$$ van $$26{,}2\ \text{m/s}$$ naar nul gaat`,
                  text: r`$$v_{gem} = 13{,}1\ \text{m/s}$$`,
                  elaboration: r`Bij een constante vertraging is de gemiddelde snelheid de helft van de beginsnelheid.`,
                  explanation: r`We nemen een gemiddelde, dus constante, vertraging aan.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de remtijd en de vertraging`,
                  text: r`$$t = 1{,}53\ \text{s}$$, $$a = 17{,}2\ \text{m/s}^2$$`,
                  elaboration: r`$$t = \dfrac{20}{13{,}1} = 1{,}53\ \text{s}$$ en $$a = \dfrac{26{,}2}{1{,}53} = 17{,}2\ \text{m/s}^2$$`,
                  explanation: r`$$a = \dfrac{\Delta v}{\Delta t}$$.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar een veelvoud van $$g$$`,
                  text: r`$$a = 1{,}8\,g$$`,
                  elaboration: r`$$\dfrac{17{,}2}{9{,}81} = 1{,}75$$`,
                  explanation: r`Deze strategie gebruikt vraag 4 niet.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Kerncentrale Borssele`,
      introduction: r`In de kerncentrale bij Borssele wordt warmte opgewekt door splijting van uranium-235. Een uraniumkern die een neutron invangt, splijt in twee middelgrote kernen en een paar nieuwe neutronen. Met de vrijgekomen warmte wordt stoom gemaakt die een turbine met generator aandrijft. In tabel 1 staan enkele gegevens.

**Tabel 1**

| grootheid | waarde |
|---|---|
| elektrisch vermogen | $$485\ \text{MW}$$ |
| rendement van de centrale | $$35\%$$ |
| vrijkomende energie per splijting | $$200\ \text{MeV}$$ |
| massa van een uranium-235-kern | $$3{,}90 \cdot 10^{-25}\ \text{kg}$$ |`,
      questions: [
        {
          number: 6,
          type: 'Vul in',
          points: 2,
          minutes: 3,
          pValue: 63,
          text: r`Bij een van de mogelijke splijtingen ontstaan barium-144 en twee neutronen. Vul de reactievergelijking aan: $$ {}^{235}_{92}\text{U} + {}^{1}_{0}\text{n} \rightarrow {}^{144}_{56}\text{Ba} + \ldots + 2\,{}^{1}_{0}\text{n} $$`,
          highlights: [r`splijting van uranium-235`],
          tags: ['kernsplijting', 'reactievergelijking'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          tips: [r`Tel links en rechts de massagetallen en de atoomnummers.`],
          answers: [
            {
              steps: [
                {
                  correction: r`behoud van massagetal`,
                  text: r`massagetal $$90$$`,
                  elaboration: r`$$235 + 1 = 144 + A + 2$$, dus $$A = 90$$`,
                  explanation: r`Het totale aantal kerndeeltjes blijft gelijk.`,
                  points: 1,
                  tips: [r`Vergeet de twee neutronen rechts niet.`],
                },
                {
                  correction: r`behoud van lading en juiste element`,
                  text: r`$$ {}^{90}_{36}\text{Kr} $$`,
                  elaboration: r`$$92 = 56 + Z$$, dus $$Z = 36$$: krypton.`,
                  explanation: r`Neutronen hebben geen lading; het atoomnummer bepaalt het element.`,
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
          pValue: 40,
          text: r`Bereken hoeveel uraniumkernen er per seconde in de reactor splijten.`,
          highlights: [r`aantal splijtingen per seconde`],
          tags: ['kernsplijting', 'rendement', 'vermogen'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          tips: [r`Bereken eerst het vermogen aan warmte dat de reactor levert.`, r`Reken de energie per splijting om naar joule.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van het rendement`,
                  text: r`$$P_{warmte} = 1{,}39 \cdot 10^{9}\ \text{W}$$`,
                  elaboration: r`$$P_{warmte} = \dfrac{485 \cdot 10^{6}}{0{,}35} = 1{,}39 \cdot 10^{9}\ \text{W}$$`,
                  explanation: r`Het elektrisch vermogen is maar $$35\%$$ van het vermogen dat door splijting vrijkomt.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen van MeV naar joule`,
                  text: r`$$E = 3{,}20 \cdot 10^{-11}\ \text{J}$$`,
                  elaboration: r`$$E = 200 \cdot 10^{6} \cdot 1{,}602 \cdot 10^{-19} = 3{,}20 \cdot 10^{-11}\ \text{J}$$`,
                  explanation: r`$$1\ \text{eV} = 1{,}602 \cdot 10^{-19}\ \text{J}$$.`,
                  points: 1,
                  tips: [r`Hoeveel joule is $$1\ \text{eV}$$?`],
                },
                {
                  correction: r`inzicht dat het aantal splijtingen per seconde $$\dfrac{P_{warmte}}{E}$$ is`,
                  text: r`$$n = \dfrac{1{,}39 \cdot 10^{9}}{3{,}20 \cdot 10^{-11}}$$`,
                  elaboration: r`Elke seconde komt $$1{,}39 \cdot 10^{9}\ \text{J}$$ vrij; elke splijting levert $$3{,}20 \cdot 10^{-11}\ \text{J}$$.`,
                  explanation: r`Vermogen is energie per seconde.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$n = 4{,}3 \cdot 10^{19}$$ per seconde`,
                  elaboration: r`$$n = 4{,}33 \cdot 10^{19}\ \text{s}^{-1}$$`,
                  explanation: r`Twee significante cijfers, bepaald door het rendement.`,
                  points: 1,
                },
              ],
              remark: r`Als het rendement niet is gebruikt (uitkomst $$1{,}5 \cdot 10^{19}$$), maximaal 3 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 45,
          text: r`Bereken hoeveel kilogram uranium-235 de centrale per dag verbruikt.`,
          highlights: [r`uraniumverbruik per dag`],
          tags: ['kernsplijting', 'massa'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          dependsOn: [{ number: 7 }],
          tips: [r`Hoeveel seconden heeft een dag?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal splijtingen per dag`,
                  text: r`$$3{,}74 \cdot 10^{24}$$ per dag`,
                  elaboration: r`$$4{,}33 \cdot 10^{19} \cdot 24 \cdot 3600 = 3{,}74 \cdot 10^{24}$$`,
                  explanation: r`Een dag heeft $$86\,400\ \text{s}$$.`,
                  points: 1,
                },
                {
                  correction: r`vermenigvuldigen met de massa van één kern`,
                  text: r`$$m = 3{,}74 \cdot 10^{24} \cdot 3{,}90 \cdot 10^{-25}$$`,
                  elaboration: r`Elke splijting kost één uranium-235-kern.`,
                  explanation: r`Het invangen van het neutron verandert niets aan het aantal verbruikte uraniumkernen.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$m = 1{,}5\ \text{kg}$$`,
                  elaboration: r`$$m = 1{,}46\ \text{kg} \approx 1{,}5\ \text{kg}$$`,
                  explanation: r`Ter vergelijking: een kolencentrale met hetzelfde vermogen verbrandt per dag duizenden tonnen kolen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 9,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 58,
          text: r`Tussen de splijtstofstaven kunnen regelstaven van boriumstaal worden geschoven. Borium absorbeert neutronen goed. Leg uit hoe met de regelstaven het vermogen van de reactor kan worden verlaagd.`,
          highlights: [r`regelstaven en kettingreactie`],
          tags: ['kettingreactie', 'neutronen', 'kernsplijting'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          tips: [r`Wat is er nodig om een nieuwe splijting te veroorzaken?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de regelstaven neutronen wegvangen, zodat minder neutronen nieuwe splijtingen veroorzaken`,
                  text: r`minder vrije neutronen`,
                  elaboration: r`Als de regelstaven verder worden ingeschoven, worden meer neutronen door borium geabsorbeerd.`,
                  explanation: r`Een splijting vindt alleen plaats als een uraniumkern een neutron invangt.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat daardoor het aantal splijtingen per seconde en dus het vermogen afneemt`,
                  text: r`minder splijtingen per seconde`,
                  elaboration: r`Gemiddeld veroorzaakt elke splijting dan minder dan één nieuwe splijting, zodat de kettingreactie afneemt.`,
                  explanation: r`Het vermogen is evenredig met het aantal splijtingen per seconde (vraag 7).`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Muziek digitaal opnemen`,
      introduction: r`Een zangeres neemt thuis een liedje op. De microfoon zet het geluid om in een elektrisch signaal. Een AD-omzetter in de geluidskaart meet dit signaal $$44{,}1 \cdot 10^{3}$$ keer per seconde en slaat elke meting op als een getal van $$16$$ bits. De opname is stereo: er zijn twee kanalen. In figuur 2 staat het microfoonsignaal terwijl de zangeres één zuivere toon zingt.

![Figuur 2: het microfoonsignaal van één toon](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: (u,t)-diagram van het microfoonsignaal, een sinusvormige spanning van ruim twee trillingen in 5 ms`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" font-family="sans-serif" font-size="12"><defs><pattern id="g231a" x="50" y="30" width="32" height="20" patternUnits="userSpaceOnUse"><path d="M32 0H0V20" fill="none" stroke="#d8d8d8" stroke-width="1"/></pattern></defs><rect x="50" y="30" width="320" height="200" fill="url(#g231a)" stroke="#999"/><line x1="50" y1="130" x2="380" y2="130" stroke="#000"/><line x1="50" y1="235" x2="50" y2="22" stroke="#000"/><polyline points="50,130.0 54,116.2 58,102.9 62,90.4 66,79.0 70,69.2 74,61.1 78,55.2 82,51.4 86,50.0 90,51.0 94,54.3 98,59.9 102,67.6 106,77.1 110,88.2 114,100.6 118,113.8 122,127.5 126,141.3 130,154.7 134,167.4 138,179.0 142,189.2 146,197.5 150,203.9 154,208.1 158,209.9 162,209.4 166,206.5 170,201.3 174,194.0 178,184.8 182,173.9 186,161.8 190,148.7 194,135.0 198,121.2 202,107.7 206,94.8 210,83.0 214,72.5 218,63.8 222,57.1 226,52.5 230,50.2 234,50.4 238,52.8 242,57.6 246,64.6 250,73.4 254,84.0 258,95.9 262,108.9 266,122.5 270,136.3 274,149.9 278,162.9 282,175.0 286,185.7 290,194.7 294,201.8 298,206.8 302,209.5 306,209.8 310,207.8 314,203.4 318,196.9 322,188.3 326,178.0 330,166.3 334,153.5 338,140.0 342,126.2 346,112.5 350,99.4 354,87.1 358,76.1 362,66.8 366,59.3 370,53.9" fill="none" stroke="#c00" stroke-width="2"/><g text-anchor="middle"><text x="50" y="248">0</text><text x="114" y="248">1</text><text x="178" y="248">2</text><text x="242" y="248">3</text><text x="306" y="248">4</text><text x="370" y="248">5</text><text x="210" y="260">t (ms)</text></g><g text-anchor="end"><text x="44" y="54">0,8</text><text x="44" y="94">0,4</text><text x="44" y="134">0</text><text x="44" y="174">-0,4</text><text x="44" y="214">-0,8</text></g><text x="10" y="18">U (V)</text></svg>`,
        },
      ],
      questions: [
        {
          number: 10,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 65,
          text: r`Bepaal met behulp van figuur 2 de frequentie van de gezongen toon.`,
          highlights: [r`frequentie uit een (u,t)-diagram`],
          tags: ['frequentie', 'trillingstijd', 'grafiek'],
          domain: 'Informatieoverdracht',
          chapters: { Nova: 'H5.4', Newton: 'H6.4' },
          tips: [r`Meet de tijd van twee volledige trillingen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van de tijd voor twee trillingen`,
                  text: r`$$2T = 4{,}55\ \text{ms}$$`,
                  elaboration: r`Twee volledige trillingen duren van $$t = 0$$ tot $$t = 4{,}55\ \text{ms}$$.`,
                  explanation: r`Meerdere trillingen aflezen is nauwkeuriger.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de trillingstijd`,
                  text: r`$$T = 2{,}27 \cdot 10^{-3}\ \text{s}$$`,
                  elaboration: r`$$T = \dfrac{4{,}55}{2} = 2{,}27\ \text{ms}$$`,
                  explanation: r`Reken milliseconden om naar seconden.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$f = \dfrac{1}{T}$$ en completeren`,
                  text: r`$$f = 4{,}4 \cdot 10^{2}\ \text{Hz}$$`,
                  elaboration: r`$$f = \dfrac{1}{2{,}27 \cdot 10^{-3}} = 440\ \text{Hz}$$`,
                  explanation: r`Dit is de toon a', de stemtoon van veel orkesten.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$4{,}2 \cdot 10^{2}\ \text{Hz}$$ en $$4{,}6 \cdot 10^{2}\ \text{Hz}$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 52,
          text: r`Het liedje duurt $$3$$ minuten en $$30$$ seconden. Bereken hoeveel megabyte de onbewerkte opname in beslag neemt ($$1\ \text{byte} = 8\ \text{bits}$$).`,
          highlights: [r`bestandsgrootte van een opname`],
          tags: ['bemonsteringsfrequentie', 'bits', 'digitaal signaal'],
          domain: 'Informatieoverdracht',
          chapters: { Nova: 'H5.4', Newton: 'H6.4' },
          tips: [r`Hoeveel bits worden er per seconde opgeslagen, voor beide kanalen samen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal bits per seconde`,
                  text: r`$$1{,}41 \cdot 10^{6}$$ bits per seconde`,
                  elaboration: r`$$44{,}1 \cdot 10^{3} \cdot 16 \cdot 2 = 1{,}41 \cdot 10^{6}\ \text{bit/s}$$`,
                  explanation: r`Per meting 16 bits, per kanaal $$44{,}1 \cdot 10^{3}$$ metingen per seconde, twee kanalen.`,
                  points: 1,
                  tips: [r`Vergeet het tweede kanaal niet.`],
                },
                {
                  correction: r`vermenigvuldigen met de duur in seconden`,
                  text: r`$$2{,}96 \cdot 10^{8}$$ bits`,
                  elaboration: r`$$1{,}41 \cdot 10^{6} \cdot 210 = 2{,}96 \cdot 10^{8}\ \text{bits}$$`,
                  explanation: r`$$3\ \text{min}\ 30\ \text{s} = 210\ \text{s}$$.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar megabyte`,
                  text: r`$$37\ \text{MB}$$`,
                  elaboration: r`$$\dfrac{2{,}96 \cdot 10^{8}}{8} = 3{,}7 \cdot 10^{7}\ \text{bytes} = 37\ \text{MB}$$`,
                  explanation: r`Daarom wordt muziek meestal gecomprimeerd opgeslagen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Beredeneer',
          points: 2,
          minutes: 3,
          pValue: 50,
          text: r`Om een toon goed te kunnen vastleggen, moet een signaal per trilling minstens twee keer worden gemeten. Mensen horen tonen tot ongeveer $$20\ \text{kHz}$$. Beredeneer of de bemonsteringsfrequentie van $$44{,}1\ \text{kHz}$$ voldoende is voor alle hoorbare tonen.`,
          highlights: [r`bemonsteringsfrequentie voldoende?`],
          tags: ['bemonsteringsfrequentie', 'frequentie'],
          domain: 'Informatieoverdracht',
          chapters: { Nova: 'H5.4', Newton: 'H6.4' },
          tips: [r`Hoeveel metingen per seconde zijn er minstens nodig voor een toon van $$20\ \text{kHz}$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de minimaal benodigde bemonsteringsfrequentie`,
                  text: r`$$f_{bem} \geq 40\ \text{kHz}$$`,
                  elaboration: r`$$2 \cdot 20\ \text{kHz} = 40\ \text{kHz}$$`,
                  explanation: r`Twee metingen per trilling bij $$2{,}0 \cdot 10^{4}$$ trillingen per seconde.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$44{,}1\ \text{kHz} > 40\ \text{kHz}$$: voldoende`,
                  elaboration: r`Per trilling van $$20\ \text{kHz}$$ wordt $$\dfrac{44{,}1}{20} = 2{,}2$$ keer gemeten.`,
                  explanation: r`Daarom is voor cd-kwaliteit ooit $$44{,}1\ \text{kHz}$$ gekozen.`,
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
          pValue: 37,
          introduction: r`De AD-omzetter kan spanningen meten van $$-1{,}0\ \text{V}$$ tot $$+1{,}0\ \text{V}$$. Dit bereik wordt verdeeld in evenveel gelijke stapjes als er getallen van $$16$$ bits zijn. Een spanningsverschil kleiner dan één stapje kan niet worden vastgelegd.`,
          text: r`Bereken de grootte van één stapje.`,
          highlights: [r`resolutie van de AD-omzetter`],
          tags: ['bits', 'resolutie', 'digitaal signaal'],
          domain: 'Informatieoverdracht',
          chapters: { Nova: 'H5.4', Newton: 'H6.4' },
          tips: [r`Hoeveel verschillende getallen kun je maken met $$16$$ bits?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal mogelijke waarden`,
                  text: r`$$2^{16} = 65\,536$$`,
                  elaboration: r`Elke bit heeft twee mogelijkheden, dus $$2^{16} = 65\,536$$ getallen.`,
                  explanation: r`Het aantal niveaus verdubbelt met elke extra bit.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat het bereik $$2{,}0\ \text{V}$$ is`,
                  text: r`$$\Delta U = 2{,}0\ \text{V}$$`,
                  elaboration: r`$$+1{,}0 - (-1{,}0) = 2{,}0\ \text{V}$$`,
                  explanation: r`Het bereik loopt van de kleinste tot de grootste meetbare spanning.`,
                  points: 1,
                  tips: [r`Hoe groot is het hele meetbereik?`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$3{,}1 \cdot 10^{-5}\ \text{V}$$`,
                  elaboration: r`$$\dfrac{2{,}0}{65\,536} = 3{,}1 \cdot 10^{-5}\ \text{V}$$`,
                  explanation: r`Ongeveer $$31\ \mu\text{V}$$: klein vergeleken met het signaal van figuur 2.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Koelbox op de camping`,
      introduction: r`Een gezin neemt een elektrische koelbox mee naar de camping. De wanden van de koelbox bestaan uit piepschuim met een dikte van $$3{,}0\ \text{cm}$$ en een warmtegeleidingscoëfficiënt $$\lambda = 0{,}035\ \text{W m}^{-1}\,\text{K}^{-1}$$. Het totale wandoppervlak is $$0{,}82\ \text{m}^2$$. Een koelelement in het deksel pompt warmte van binnen naar buiten; het werkt op de $$12\ \text{V}$$-aansluiting van de auto en neemt een stroom van $$4{,}5\ \text{A}$$ op. Het is buiten $$30\ \text{°C}$$; binnen in de koelbox is het $$4\ \text{°C}$$.`,
      questions: [
        {
          number: 14,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 62,
          text: r`Bereken hoeveel warmte er per seconde door de wanden de koelbox binnenkomt.`,
          highlights: [r`warmtetransport door de wand`],
          tags: ['warmtegeleiding', 'isolatie'],
          domain: 'Stoffen en materialen',
          chapters: { Nova: 'H6.3', Newton: 'H1.2' },
          tips: [r`Welke formule beschrijft warmtetransport door geleiding?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$P = \lambda \cdot A \cdot \dfrac{\Delta T}{d}$$`,
                  text: r`$$P = 0{,}035 \cdot 0{,}82 \cdot \dfrac{\Delta T}{d}$$`,
                  elaboration: r`Invullen van $$\lambda$$ en $$A$$.`,
                  explanation: r`De warmtestroom is evenredig met oppervlak en temperatuurverschil, omgekeerd evenredig met de dikte.`,
                  points: 1,
                },
                {
                  correction: r`juiste $$\Delta T$$ en $$d$$ in meter`,
                  text: r`$$\Delta T = 26\ \text{K}$$, $$d = 0{,}030\ \text{m}$$`,
                  elaboration: r`$$\Delta T = 30 - 4 = 26\ \text{K}$$`,
                  explanation: r`Een temperatuurverschil in °C is gelijk aan dat in kelvin.`,
                  points: 1,
                  tips: [r`Reken de dikte om naar meter.`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$P = 25\ \text{W}$$`,
                  elaboration: r`$$P = 0{,}035 \cdot 0{,}82 \cdot \dfrac{26}{0{,}030} = 24{,}9\ \text{W} \approx 25\ \text{W}$$`,
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
          pValue: 48,
          text: r`Als de temperatuur binnen constant $$4\ \text{°C}$$ blijft, pompt het koelelement precies de warmte naar buiten die door de wanden naar binnen komt. Aan de buitenkant van het deksel zit een ventilator die warmte aan de lucht afgeeft. Bereken hoeveel warmte er per seconde aan de buitenkant wordt afgegeven.`,
          highlights: [r`energiebalans van het koelelement`],
          tags: ['vermogen', 'energiebehoud', 'warmtegeleiding'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H4.3', Newton: 'H2.3' },
          dependsOn: [{ number: 14 }],
          tips: [r`Naast de weggepompte warmte wordt ook de elektrische energie omgezet in warmte.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$P = U \cdot I$$`,
                  text: r`$$P_{el} = 54\ \text{W}$$`,
                  elaboration: r`$$P_{el} = 12 \cdot 4{,}5 = 54\ \text{W}$$`,
                  explanation: r`Het elektrisch vermogen van het koelelement.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat afgegeven warmte $$=$$ weggepompte warmte $$+$$ elektrische energie`,
                  text: r`$$P_{uit} = P_{in} + P_{el}$$`,
                  elaboration: r`De elektrische energie verdwijnt niet, maar komt uiteindelijk als warmte aan de buitenkant vrij.`,
                  explanation: r`Wet van behoud van energie.`,
                  points: 1,
                  tips: [r`Waar blijft de elektrische energie van het koelelement uiteindelijk?`],
                },
                {
                  correction: r`completeren`,
                  text: r`$$P_{uit} = 79\ \text{W}$$`,
                  elaboration: r`$$P_{uit} = 25 + 54 = 79\ \text{W}$$`,
                  explanation: r`Daarom voelt de buitenkant van het deksel warm aan.`,
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
          pValue: 55,
          text: r`De accu van de auto heeft een capaciteit van $$60\ \text{Ah}$$. Om de auto nog te kunnen starten, mag de koelbox hoogstens de helft van de lading gebruiken. Bereken hoe lang de koelbox op de accu kan werken.`,
          highlights: [r`accucapaciteit in ampère-uur`],
          tags: ['lading', 'stroomsterkte', 'accu'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H2.1', Newton: 'H2.1' },
          tips: [r`Een capaciteit in ampère-uur is lading: stroomsterkte maal tijd.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$30\ \text{Ah}$$ beschikbaar is`,
                  text: r`$$Q = 30\ \text{Ah}$$`,
                  elaboration: r`$$\tfrac{1}{2} \cdot 60 = 30\ \text{Ah}$$`,
                  explanation: r`De andere helft blijft over voor het starten.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$Q = I \cdot t$$`,
                  text: r`$$t = \dfrac{30}{4{,}5}$$`,
                  elaboration: r`Met de lading in ampère-uur en de stroom in ampère volgt de tijd in uren.`,
                  explanation: r`Stroomsterkte is lading per tijdseenheid.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$t = 6{,}7\ \text{h}$$`,
                  elaboration: r`$$t = 6{,}67\ \text{h} \approx 6{,}7\ \text{h}$$`,
                  explanation: r`Niet genoeg voor een hele nacht: het gezin moet de box 's nachts uitzetten.`,
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
          pValue: 71,
          text: r`Welke verandering halveert de warmtestroom door de wanden?

A de wanddikte halveren
B een materiaal met een twee keer zo grote $$\lambda$$ gebruiken
C de wanddikte verdubbelen
D het temperatuurverschil verdubbelen`,
          highlights: [r`evenredigheden in de geleidingsformule`],
          tags: ['warmtegeleiding', 'isolatie'],
          domain: 'Stoffen en materialen',
          chapters: { Nova: 'H6.3', Newton: 'H1.2' },
          dependsOn: [{ number: 14 }],
          tips: [r`Staat de dikte in de teller of in de noemer van de formule?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$P$$ omgekeerd evenredig is met $$d$$`,
                  text: r`$$P \propto \dfrac{1}{d}$$`,
                  elaboration: r`A, B en D maken de warmtestroom twee keer zo groot.`,
                  explanation: r`In $$P = \lambda A \dfrac{\Delta T}{d}$$ staat alleen $$d$$ in de noemer.`,
                  points: 0,
                },
                {
                  correction: r`juiste antwoord`,
                  text: r`C`,
                  elaboration: r`Een twee keer zo dikke wand halveert de warmtestroom.`,
                  explanation: r`Daarom hebben goede koelboxen dikke wanden.`,
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
