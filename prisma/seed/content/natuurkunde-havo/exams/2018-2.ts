import type { ExamContent } from '../../types.ts';

const r = String.raw;

export const exam: ExamContent = {
  year: 2018,
  term: 2,
  standardizationValue: 1.1,
  topics: [
    {
      name: r`Parachutesprong`,
      introduction: r`Anouk maakt een parachutesprong vanaf grote hoogte. Haar massa is inclusief uitrusting $$80\ \text{kg}$$. Ze springt uit een vliegtuig en valt eerst een tijd zonder parachute (vrije val). Na $$30\ \text{s}$$ trekt ze de parachute open. In figuur 1 staat het $$(v,t)$$-diagram van de sprong, in verticale richting. Voor de luchtweerstand geldt $$F_w = k \cdot v^2$$, waarin $$k$$ een constante is die afhangt van de houding en van de parachute.

![Figuur 1: het (v,t)-diagram van de parachutesprong](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: (v,t)-diagram; de snelheid loopt op tot 55 m/s, na 30 s daalt ze snel naar 5 m/s`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300" font-family="sans-serif" font-size="12"><defs><pattern id="g182a" x="50" y="40" width="45" height="35" patternUnits="userSpaceOnUse"><path d="M45 0H0V35" fill="none" stroke="#ddd"/></pattern></defs><rect x="50" y="40" width="405" height="210" fill="url(#g182a)" stroke="#999"/><line x1="50" y1="250" x2="465" y2="250" stroke="#000"/><line x1="50" y1="250" x2="50" y2="30" stroke="#000"/><polyline fill="none" stroke="#c00" stroke-width="2" points="50.0,250.0 59.0,216.0 68.0,184.1 77.0,155.8 86.0,132.0 95.0,112.9 104.0,98.0 113.0,86.8 122.0,78.5 131.0,72.4 140.0,68.1 149.0,65.0 158.0,62.8 167.0,61.2 176.0,60.1 185.0,59.3 194.0,58.8 203.0,58.4 212.0,58.1 221.0,57.9 230.0,57.8 239.0,57.7 248.0,57.7 257.0,57.6 266.0,57.6 275.0,57.6 284.0,57.5 293.0,57.5 302.0,57.5 311.0,57.5 320.0,57.5 322.2,91.7 324.5,144.7 326.7,180.1 329.0,200.3 331.2,211.8 333.5,218.6 335.7,222.9 338.0,225.8 340.2,227.9 342.5,229.4 344.7,230.6 347.0,231.6 349.2,232.2 351.5,232.4 353.7,232.5 356.0,232.5 365.0,232.5 455.0,232.5"/><g text-anchor="middle"><text x="50" y="266">0</text><text x="95" y="266">5</text><text x="140" y="266">10</text><text x="185" y="266">15</text><text x="230" y="266">20</text><text x="275" y="266">25</text><text x="320" y="266">30</text><text x="365" y="266">35</text><text x="410" y="266">40</text><text x="455" y="266">45</text><text x="255" y="290">t (s)</text></g><g text-anchor="end"><text x="44" y="254">0</text><text x="44" y="219">10</text><text x="44" y="184">20</text><text x="44" y="149">30</text><text x="44" y="114">40</text><text x="44" y="79">50</text><text x="44" y="44">60</text></g><text x="8" y="22">v (m/s)</text></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bepaal',
          points: 3,
          minutes: 5,
          pValue: 45,
          text: r`Bepaal met figuur 1 de versnelling van Anouk op $$t = 5{,}0\ \text{s}$$.`,
          highlights: [r`versnelling met een raaklijn`],
          tags: ['versnelling', 'raaklijn', 'grafiek'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H1.3', Newton: 'H3.1' },
          tips: [r`De versnelling op één tijdstip is de steilheid van de raaklijn op dat tijdstip.`],
          answers: [
            {
              steps: [
                {
                  correction: r`tekenen van de raaklijn aan de grafiek op $$t = 5{,}0\ \text{s}$$`,
                  text: r`raaklijn in het punt $$(5{,}0\ \text{s};\ 39\ \text{m/s})$$`,
                  elaboration: r`De raaklijn raakt de grafiek alleen in dit punt en volgt daar de richting van de kromme.`,
                  explanation: r`De grafiek is gekromd, dus de versnelling verandert voortdurend.`,
                  points: 1,
                },
                {
                  correction: r`bepalen van de steilheid van de raaklijn`,
                  text: r`$$a = \dfrac{\Delta v}{\Delta t}$$ van de raaklijn`,
                  elaboration: r`Bijvoorbeeld: de raaklijn gaat door $$(0\ \text{s};\ 15\ \text{m/s})$$ en $$(10\ \text{s};\ 63\ \text{m/s})$$, dus $$a = \dfrac{63 - 15}{10} = 4{,}8\ \text{m/s}^2$$.`,
                  explanation: r`Kies twee punten ver uit elkaar op de raaklijn voor een nauwkeurige uitkomst.`,
                  points: 1,
                  tips: [r`Verleng de raaklijn tot ver buiten het raakpunt.`],
                },
                {
                  correction: r`completeren van de bepaling`,
                  text: r`$$a = 4{,}8\ \text{m/s}^2$$`,
                  elaboration: r`$$a \approx 4{,}8\ \text{m/s}^2$$`,
                  explanation: r`Kleiner dan $$g$$, omdat de luchtweerstand al een deel van de zwaartekracht compenseert.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$4{,}2\ \text{m/s}^2$$ en $$5{,}4\ \text{m/s}^2$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 59,
          text: r`Bereken de waarde van $$k$$ tijdens de vrije val. Gebruik figuur 1.`,
          highlights: [r`constante snelheid in de vrije val`],
          tags: ['luchtweerstand', 'eindsnelheid', 'zwaartekracht'],
          domain: 'Modelleren',
          chapters: { Nova: 'H3.2', Newton: 'H3.3' },
          tips: [r`Wat geldt er voor de krachten als de snelheid constant is geworden?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij de eindsnelheid $$F_w = F_z$$`,
                  text: r`$$k \cdot v_{eind}^2 = m \cdot g$$`,
                  elaboration: r`Vanaf ongeveer $$t = 20\ \text{s}$$ is de snelheid constant, dus $$F_{res} = 0$$.`,
                  explanation: r`Eerste wet van Newton.`,
                  points: 1,
                },
                {
                  correction: r`aflezen van de eindsnelheid`,
                  text: r`$$v_{eind} = 55\ \text{m/s}$$`,
                  elaboration: r`Figuur 1 geeft vlak voor $$t = 30\ \text{s}$$ een snelheid van $$55\ \text{m/s}$$.`,
                  explanation: r`Dit is de eindsnelheid zonder parachute.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$k = 0{,}26\ \text{kg/m}$$`,
                  elaboration: r`$$k = \dfrac{80 \cdot 9{,}81}{55^2} = 0{,}259\ \text{kg/m}$$`,
                  explanation: r`De eenheid volgt uit $$\dfrac{\text{N}}{(\text{m/s})^2} = \text{kg/m}$$.`,
                  points: 1,
                },
              ],
              remark: r`Als de eenheid ontbreekt of fout is, het laatste scorepunt niet toekennen.`,
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 61,
          text: r`Met open parachute daalt Anouk uiteindelijk met een constante snelheid van $$5{,}0\ \text{m/s}$$. Bereken hoeveel keer zo groot $$k$$ met open parachute is als tijdens de vrije val.`,
          highlights: [r`k met open parachute`],
          tags: ['luchtweerstand', 'eindsnelheid'],
          domain: 'Modelleren',
          chapters: { Nova: 'H3.2', Newton: 'H3.3' },
          dependsOn: [{ number: 2 }],
          tips: [r`De zwaartekracht is in beide situaties gelijk.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van $$k$$ met open parachute`,
                  text: r`$$k_{par} = 31\ \text{kg/m}$$`,
                  elaboration: r`$$k_{par} = \dfrac{80 \cdot 9{,}81}{5{,}0^2} = 31{,}4\ \text{kg/m}$$`,
                  explanation: r`Ook nu geldt bij constante snelheid $$F_w = F_z$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`ongeveer $$1{,}2 \cdot 10^{2}$$ keer zo groot`,
                  elaboration: r`$$\dfrac{31{,}4}{0{,}259} = 121$$, of direct: $$\left(\dfrac{55}{5{,}0}\right)^2 = 121$$`,
                  explanation: r`Bij gelijke $$F_w$$ is $$k$$ omgekeerd evenredig met $$v^2$$.`,
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
          minutes: 3,
          pValue: 53,
          introduction: r`Anouk maakt een rekenmodel van de vrije val. In tabel 1 staan haar modelregels en startwaarden.

| modelregels | startwaarden |
|---|---|
| Fw = k*v^2 | m = 80 (kg) |
| Fres = m*g - Fw | g = 9,81 (m/s^2) |
| a = Fres/m | k = 0,26 (kg/m) |
| v = v + a*dt | v = 0 (m/s) |
| t = t + dt | t = 0 (s), dt = 0,1 (s) |`,
          text: r`Anouk wil met het model ook de hoogte $$h$$ boven de grond berekenen. Welke modelregel moet ze toevoegen?
A h = h + v*dt
B h = h - v*dt
C h = h - a*dt
D h = v*t`,
          highlights: [r`modelregel voor de hoogte`],
          tags: ['rekenmodel', 'snelheid'],
          domain: 'Modelleren',
          chapters: { Nova: 'H9.2', Newton: 'H9.1' },
          tips: [r`Hoeveel verandert de hoogte in één tijdstap $$dt$$, en neemt die toe of af?`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze`,
                  text: r`antwoord B`,
                  elaboration: r`In een tijdstap daalt Anouk $$v \cdot dt$$; de hoogte neemt dus met dat stuk af.`,
                  explanation: r`D geldt alleen bij constante snelheid; C gebruikt de verkeerde grootheid.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Elektrische step`,
      introduction: r`Tim gaat met een elektrische step naar zijn bijbaan. In tabel 2 staan enkele gegevens van de step uit de handleiding. De accu bestaat uit een aantal identieke lithium-ioncellen van $$3{,}6\ \text{V}$$ die in serie zijn geschakeld.

| gegeven | waarde |
|---|---|
| accuspanning | $$36\ \text{V}$$ |
| capaciteit accu | $$10{,}4\ \text{Ah}$$ |
| maximaal motorvermogen | $$350\ \text{W}$$ |
| actieradius bij $$20\ \text{km/h}$$ | $$25\ \text{km}$$ |`,
      questions: [
        {
          number: 5,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 52,
          text: r`Bereken hoeveel energie er in een volle accu is opgeslagen.`,
          highlights: [r`energie in de accu`],
          tags: ['accu', 'lading', 'energie'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H2.1', Newton: 'H2.3' },
          tips: [r`Een capaciteit in ampère-uur is een hoeveelheid lading.`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van de capaciteit naar coulomb`,
                  text: r`$$Q = 3{,}74 \cdot 10^{4}\ \text{C}$$`,
                  elaboration: r`$$Q = I \cdot t = 10{,}4 \cdot 3600 = 3{,}74 \cdot 10^{4}\ \text{C}$$`,
                  explanation: r`$$1\ \text{Ah}$$ is de lading die bij $$1\ \text{A}$$ in een uur stroomt.`,
                  points: 1,
                  tips: [r`Hoeveel seconden heeft een uur?`],
                },
                {
                  correction: r`gebruik van $$E = U \cdot Q$$`,
                  text: r`$$E = 36 \cdot 3{,}74 \cdot 10^{4}$$`,
                  elaboration: r`Elke coulomb lading krijgt $$36\ \text{J}$$ energie mee.`,
                  explanation: r`Spanning is energie per lading.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$E = 1{,}35 \cdot 10^{6}\ \text{J}$$`,
                  elaboration: r`$$E = 1{,}35 \cdot 10^{6}\ \text{J}$$ (dat is $$0{,}374\ \text{kWh}$$)`,
                  explanation: r`Drie significante cijfers, zoals de capaciteit.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 55,
          text: r`Toon aan dat de accu bij een rit met $$20\ \text{km/h}$$ gemiddeld een vermogen van ongeveer $$3{,}0 \cdot 10^{2}\ \text{W}$$ levert als de actieradius volledig wordt benut.`,
          highlights: [r`gemiddeld vermogen van de accu`],
          tags: ['vermogen', 'accu', 'snelheid'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H4.3', Newton: 'H2.3' },
          dependsOn: [{ number: 5 }],
          tips: [r`Hoe lang duurt een rit van $$25\ \text{km}$$ met $$20\ \text{km/h}$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de rijtijd`,
                  text: r`$$t = 1{,}25\ \text{h} = 4{,}50 \cdot 10^{3}\ \text{s}$$`,
                  elaboration: r`$$t = \dfrac{s}{v} = \dfrac{25}{20} = 1{,}25\ \text{h}$$`,
                  explanation: r`De hele accu-energie wordt over deze tijd verdeeld.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = \dfrac{E}{t}$$`,
                  text: r`$$P = \dfrac{1{,}35 \cdot 10^{6}}{4{,}50 \cdot 10^{3}}$$`,
                  elaboration: r`De energie uit vraag 5 delen door de tijd in seconden.`,
                  explanation: r`Vermogen is energie per seconde.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$P = 2{,}99 \cdot 10^{2}\ \text{W} \approx 3{,}0 \cdot 10^{2}\ \text{W}$$`,
                  elaboration: r`$$P = 299\ \text{W}$$`,
                  explanation: r`Bij een toon-aan-vraag geef je een significant cijfer meer dan gevraagd.`,
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
          text: r`Bij $$20\ \text{km/h}$$ zijn de rolweerstand en de luchtweerstand op Tim en de step samen $$38\ \text{N}$$. Bereken het rendement van de aandrijving (accu en motor samen) bij deze snelheid.`,
          highlights: [r`rendement van de aandrijving`],
          tags: ['rendement', 'vermogen', 'wrijving'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.3', Newton: 'H5.3' },
          dependsOn: [{ number: 6 }],
          tips: [r`Welk vermogen is nodig om met constante snelheid tegen de weerstand in te rijden?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de aandrijfkracht gelijk is aan de weerstand`,
                  text: r`$$F_{motor} = 38\ \text{N}$$`,
                  elaboration: r`Bij constante snelheid is de resulterende kracht nul.`,
                  explanation: r`De motor hoeft alleen de weerstand te overwinnen.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = F \cdot v$$ met $$v$$ in m/s`,
                  text: r`$$P_{nuttig} = 2{,}1 \cdot 10^{2}\ \text{W}$$`,
                  elaboration: r`$$v = \dfrac{20}{3{,}6} = 5{,}56\ \text{m/s}$$; $$P = 38 \cdot 5{,}56 = 211\ \text{W}$$`,
                  explanation: r`$$P = \dfrac{W}{t} = \dfrac{F \cdot s}{t} = F \cdot v$$.`,
                  points: 1,
                  tips: [r`Deel een snelheid in km/h door 3,6 om m/s te krijgen.`],
                },
                {
                  correction: r`gebruik van $$\eta = \dfrac{P_{nuttig}}{P_{in}}$$ met het vermogen uit vraag 6`,
                  text: r`$$\eta = \dfrac{211}{299}$$`,
                  elaboration: r`Het toegevoerde vermogen is het vermogen dat de accu levert.`,
                  explanation: r`Rendement kun je met vermogens of met energieën berekenen.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\eta = 71\%$$`,
                  elaboration: r`$$\eta = 0{,}705 \cdot 100\% = 71\%$$`,
                  explanation: r`Twee significante cijfers, zoals de weerstandskracht.`,
                  points: 1,
                },
              ],
              remark: r`Als met $$3{,}0 \cdot 10^{2}\ \text{W}$$ is gerekend en $$70\%$$ is gevonden, dit goed rekenen.`,
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`inzicht dat de aandrijfkracht gelijk is aan de weerstand`,
                  text: r`$$F_{motor} = 38\ \text{N}$$`,
                  elaboration: r`Constante snelheid, dus $$F_{res} = 0$$.`,
                  explanation: r`Eerste wet van Newton.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$W = F \cdot s$$ over de hele actieradius`,
                  text: r`$$W = 9{,}5 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$W = 38 \cdot 25 \cdot 10^{3} = 9{,}5 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`Dit is de nuttige arbeid over de hele rit.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\eta = \dfrac{E_{nuttig}}{E_{in}}$$ met de accu-energie`,
                  text: r`$$\eta = \dfrac{9{,}5 \cdot 10^{5}}{1{,}35 \cdot 10^{6}}$$`,
                  elaboration: r`De energie uit vraag 5 is de toegevoerde energie.`,
                  explanation: r`De accu wordt over de hele afstand leeg gereden.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\eta = 70\%$$`,
                  elaboration: r`$$\eta = 0{,}705 \cdot 100\% = 70\%$$`,
                  explanation: r`Afrondverschillen met strategie 1 zijn toegestaan.`,
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
          pValue: 75,
          text: r`Uit hoeveel cellen bestaat de accu?
A 4
B 10
C 36
D 130`,
          highlights: [r`cellen in serie`],
          tags: ['serieschakeling', 'spanning', 'accu'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.2', Newton: 'H2.2' },
          tips: [r`Wat gebeurt er met de spanningen van cellen die in serie staan?`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze`,
                  text: r`antwoord B`,
                  elaboration: r`In serie tellen de spanningen op: $$\dfrac{36}{3{,}6} = 10$$ cellen.`,
                  explanation: r`De capaciteit van de accu is die van één cel; de spanning is tien keer zo groot.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Festival in de polder`,
      introduction: r`Op een weiland in de polder wordt een dancefestival gehouden. Het podium heeft één grote geluidsinstallatie. Op $$10\ \text{m}$$ voor de luidsprekers meet de organisatie een geluidsniveau van $$103\ \text{dB}$$. De dichtstbijzijnde woningen staan op $$800\ \text{m}$$ van het podium. Neem aan dat de installatie zich gedraagt als een puntbron die gelijkmatig in alle richtingen uitzendt en dat de lucht geen geluid absorbeert.`,
      questions: [
        {
          number: 9,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 67,
          text: r`Bereken de geluidsintensiteit op $$10\ \text{m}$$ voor de luidsprekers.`,
          highlights: [r`geluidsintensiteit bij 103 dB`],
          tags: ['geluidsniveau', 'geluidsintensiteit', 'decibel'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          tips: [r`Schrijf de formule voor het geluidsniveau om naar $$I$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$L = 10 \cdot \log\left(\dfrac{I}{I_0}\right)$$`,
                  text: r`$$\dfrac{I}{I_0} = 10^{10{,}3}$$`,
                  elaboration: r`$$103 = 10 \cdot \log\left(\dfrac{I}{I_0}\right)$$, dus $$\log\left(\dfrac{I}{I_0}\right) = 10{,}3$$`,
                  explanation: r`De logaritme maak je ongedaan met een macht van 10.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$I = 2{,}0 \cdot 10^{-2}\ \text{W/m}^2$$`,
                  elaboration: r`$$I = 1{,}0 \cdot 10^{-12} \cdot 10^{10{,}3} = 2{,}0 \cdot 10^{-2}\ \text{W/m}^2$$`,
                  explanation: r`$$I_0 = 1{,}0 \cdot 10^{-12}\ \text{W/m}^2$$ is de gehoordrempel.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 39,
          text: r`Bereken het geluidsniveau bij de woningen.`,
          highlights: [r`geluidsniveau op 800 m`],
          tags: ['geluidsniveau', 'kwadratenwet', 'geluidsintensiteit'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          dependsOn: [{ number: 9 }],
          tips: [r`Hoe hangt de intensiteit van een puntbron af van de afstand?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$I$$ omgekeerd evenredig is met $$r^2$$`,
                  text: r`$$\dfrac{I_{800}}{I_{10}} = \left(\dfrac{10}{800}\right)^2$$`,
                  elaboration: r`Uit $$I = \dfrac{P_{bron}}{4\pi r^2}$$ volgt dat $$I \cdot r^2$$ constant is.`,
                  explanation: r`Het vermogen verdeelt zich over een boloppervlak dat met $$r^2$$ groeit.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de intensiteit bij de woningen`,
                  text: r`$$I_{800} = 3{,}1 \cdot 10^{-6}\ \text{W/m}^2$$`,
                  elaboration: r`$$I_{800} = \dfrac{2{,}0 \cdot 10^{-2}}{6400} = 3{,}12 \cdot 10^{-6}\ \text{W/m}^2$$`,
                  explanation: r`De afstand is 80 keer zo groot, de intensiteit dus $$80^2 = 6400$$ keer zo klein.`,
                  points: 1,
                  tips: [r`Hoeveel keer zo groot is de afstand?`],
                },
                {
                  correction: r`gebruik van $$L = 10 \cdot \log\left(\dfrac{I}{I_0}\right)$$`,
                  text: r`$$L = 10 \cdot \log\left(\dfrac{3{,}12 \cdot 10^{-6}}{1{,}0 \cdot 10^{-12}}\right)$$`,
                  elaboration: r`Invullen van de intensiteit bij de woningen.`,
                  explanation: r`Terug van intensiteit naar geluidsniveau.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$L = 65\ \text{dB}$$`,
                  elaboration: r`$$L = 10 \cdot \log(3{,}12 \cdot 10^{6}) = 64{,}9\ \text{dB} \approx 65\ \text{dB}$$`,
                  explanation: r`Zonder absorptie door lucht en bodem; in werkelijkheid is het iets minder.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`inzicht dat de intensiteit $$80^2$$ keer zo klein wordt`,
                  text: r`factor $$6400$$`,
                  elaboration: r`$$\left(\dfrac{800}{10}\right)^2 = 6400$$`,
                  explanation: r`Kwadratenwet voor een puntbron.`,
                  points: 1,
                },
                {
                  correction: r`omzetten van de factor naar een afname in dB`,
                  text: r`$$\Delta L = 10 \cdot \log 6400 = 38{,}1\ \text{dB}$$`,
                  elaboration: r`Elke factor 10 in intensiteit is $$10\ \text{dB}$$.`,
                  explanation: r`$$\Delta L = 10 \cdot \log\left(\dfrac{I_1}{I_2}\right)$$.`,
                  points: 1,
                },
                {
                  correction: r`aftrekken van het oorspronkelijke niveau`,
                  text: r`$$L = 103 - 38{,}1$$`,
                  elaboration: r`Het niveau bij de woningen is lager dan bij het podium.`,
                  explanation: r`De intensiteit op $$10\ \text{m}$$ hoeft niet berekend te worden.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$L = 65\ \text{dB}$$`,
                  elaboration: r`$$L = 64{,}9\ \text{dB}$$`,
                  explanation: r`Afgerond op gehele decibel.`,
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
          pValue: 57,
          text: r`Omwonenden klagen vooral over de lage tonen (de bas), ook achter geluidswallen en bomen. Leg uit waarom juist lage tonen om obstakels heen de woningen bereiken.`,
          highlights: [r`lage tonen om obstakels heen`],
          tags: ['buiging', 'golflengte', 'frequentie'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          tips: [r`Vergelijk de golflengte van een lage toon met de afmetingen van een geluidswal.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat lage tonen een grote golflengte hebben`,
                  text: r`een lage frequentie hoort bij een grote golflengte`,
                  elaboration: r`Bij $$50\ \text{Hz}$$ is $$\lambda = \dfrac{343}{50} = 6{,}9\ \text{m}$$, vergelijkbaar met een geluidswal.`,
                  explanation: r`$$v = f \cdot \lambda$$ met een vaste geluidssnelheid.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat golven met een grote golflengte sterk buigen`,
                  text: r`lange golven buigen om obstakels heen (buiging)`,
                  elaboration: r`Hoge tonen met korte golflengte worden door een wal grotendeels tegengehouden; lage tonen buigen eromheen.`,
                  explanation: r`Buiging is sterk als de golflengte vergelijkbaar is met of groter is dan het obstakel.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 48,
          text: r`De organisatie zet naast de eerste installatie een tweede, identieke geluidsinstallatie. Hoeveel neemt het geluidsniveau op $$10\ \text{m}$$ voor het podium ongeveer toe?
A $$3\ \text{dB}$$
B $$6\ \text{dB}$$
C $$10\ \text{dB}$$
D $$103\ \text{dB}$$`,
          highlights: [r`twee identieke installaties`],
          tags: ['geluidsniveau', 'decibel'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.3' },
          tips: [r`Wat gebeurt er met de intensiteit, en wat betekent een factor 2 in decibel?`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze`,
                  text: r`antwoord A`,
                  elaboration: r`De intensiteit verdubbelt: $$\Delta L = 10 \cdot \log 2 = 3{,}0\ \text{dB}$$.`,
                  explanation: r`Geluidsniveaus tel je niet gewoon op.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`PET-scan`,
      introduction: r`Met een PET-scan kan een arts zien waar in het lichaam veel suiker wordt verbruikt, bijvoorbeeld in een tumor. De patiënt krijgt een suikerachtige stof toegediend waarin fluor-18 is ingebouwd. Fluor-18 vervalt onder uitzending van een positron en heeft een halveringstijd van $$110$$ minuten. Het positron botst vrijwel direct op een elektron; beide verdwijnen en er ontstaan twee gammafotonen van elk $$511\ \text{keV}$$, die in tegengestelde richting wegschieten. Een ring van detectoren rond de patiënt vangt de fotonen op.`,
      questions: [
        {
          number: 13,
          type: 'Geef',
          points: 3,
          minutes: 3,
          pValue: 63,
          text: r`Geef de vervalvergelijking van fluor-18.`,
          highlights: [r`positronverval van fluor-18`],
          tags: ['vervalreactie', 'positron'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          tips: [r`Een positron heeft dezelfde massa als een elektron, maar een positieve lading.`],
          answers: [
            {
              steps: [
                {
                  correction: r`positron rechts van de pijl`,
                  text: r`$$ {}^{0}_{+1}\text{e}$$`,
                  elaboration: r`Het positron heeft massagetal $$0$$ en lading $$+1$$.`,
                  explanation: r`Bij $$\beta^+$$-verval verandert een proton in een neutron.`,
                  points: 1,
                },
                {
                  correction: r`O als vervalproduct`,
                  text: r`$$\text{O}$$`,
                  elaboration: r`Het atoomnummer daalt van $$9$$ naar $$8$$: zuurstof.`,
                  explanation: r`Er is een proton minder in de kern.`,
                  points: 1,
                },
                {
                  correction: r`aantal nucleonen en lading kloppen`,
                  text: r`$$ {}^{18}_{9}\text{F} \rightarrow {}^{18}_{8}\text{O} + {}^{0}_{+1}\text{e}$$`,
                  elaboration: r`Massagetallen: $$18 = 18 + 0$$; lading: $$9 = 8 + 1$$.`,
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
          points: 3,
          minutes: 4,
          pValue: 51,
          introduction: r`Het fluor-18 wordt in een cyclotron buiten het ziekenhuis gemaakt en om 07.30 uur afgevuld. De patiënt moet om 10.15 uur een activiteit van $$250\ \text{MBq}$$ toegediend krijgen.`,
          text: r`Bereken welke activiteit het fluor-18 om 07.30 uur minstens moet hebben.`,
          highlights: [r`activiteit bij het afvullen`],
          tags: ['halveringstijd', 'activiteit'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.2' },
          tips: [r`Hoeveel halveringstijden zitten er tussen het afvullen en het toedienen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal halveringstijden`,
                  text: r`$$n = \dfrac{165}{110} = 1{,}50$$`,
                  elaboration: r`Van 07.30 uur tot 10.15 uur is $$2\ \text{h}\ 45\ \text{min} = 165\ \text{min}$$.`,
                  explanation: r`Tijd en halveringstijd in dezelfde eenheid.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$A(t) = A(0) \cdot \left(\tfrac{1}{2}\right)^{t/t_{1/2}}$$`,
                  text: r`$$250 = A(0) \cdot 0{,}5^{1{,}50}$$`,
                  elaboration: r`De activiteit bij het toedienen is bekend; de beginactiviteit is gevraagd.`,
                  explanation: r`Terugrekenen in de tijd: delen door de afnamefactor.`,
                  points: 1,
                  tips: [r`Wordt de beginactiviteit groter of kleiner dan $$250\ \text{MBq}$$?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$A(0) = 7{,}1 \cdot 10^{2}\ \text{MBq}$$`,
                  elaboration: r`$$A(0) = \dfrac{250}{0{,}354} = 707\ \text{MBq}$$`,
                  explanation: r`In de praktijk levert men iets meer, om vertraging op te vangen.`,
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
          pValue: 54,
          text: r`Twee detectoren aan tegenovergestelde kanten van de ring registreren tegelijk een foton. Leg uit hoe de computer daaruit afleidt op welke lijn de annihilatie heeft plaatsgevonden.`,
          highlights: [r`twee fotonen tegelijk`],
          tags: ['annihilatie', 'gammastraling', 'beeldvorming'],
          domain: 'Medische beeldvorming',
          chapters: { Nova: 'H7.4', Newton: 'H7.4' },
          tips: [r`In welke richtingen bewegen de twee fotonen ten opzichte van elkaar?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de fotonen tegelijk en in tegengestelde richting ontstaan`,
                  text: r`de fotonen vertrekken op hetzelfde moment in tegengestelde richting`,
                  elaboration: r`Ze komen vrijwel gelijktijdig bij twee tegenover elkaar liggende detectoren aan.`,
                  explanation: r`Zo weet de computer dat beide fotonen bij dezelfde annihilatie horen.`,
                  points: 1,
                },
                {
                  correction: r`conclusie over de lijn`,
                  text: r`de annihilatie ligt op de rechte lijn tussen de twee detectoren`,
                  elaboration: r`Door heel veel van zulke lijnen te combineren, vindt de computer waar de meeste annihilaties plaatsvinden.`,
                  explanation: r`Daar hoopt de stof met fluor-18 zich op.`,
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
          text: r`Bereken de frequentie van een gammafoton van $$511\ \text{keV}$$.`,
          highlights: [r`frequentie van een gammafoton`],
          tags: ['fotonenergie', 'frequentie', 'gammastraling'],
          domain: 'Medische beeldvorming',
          chapters: { Nova: 'H7.2', Newton: 'H7.4' },
          tips: [r`Reken de energie eerst om naar joule.`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van keV naar J`,
                  text: r`$$E_f = 8{,}19 \cdot 10^{-14}\ \text{J}$$`,
                  elaboration: r`$$E_f = 511 \cdot 10^{3} \cdot 1{,}602 \cdot 10^{-19} = 8{,}19 \cdot 10^{-14}\ \text{J}$$`,
                  explanation: r`Kilo-elektronvolt: $$10^{3}\ \text{eV}$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$E_f = h \cdot f$$`,
                  text: r`$$f = \dfrac{8{,}19 \cdot 10^{-14}}{6{,}626 \cdot 10^{-34}}$$`,
                  elaboration: r`De constante van Planck staat in het informatieboek.`,
                  explanation: r`De energie van een foton is evenredig met zijn frequentie.`,
                  points: 1,
                  tips: [r`Welke constante verbindt de energie van een foton met de frequentie?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$f = 1{,}24 \cdot 10^{20}\ \text{Hz}$$`,
                  elaboration: r`$$f = 1{,}24 \cdot 10^{20}\ \text{Hz}$$`,
                  explanation: r`Drie significante cijfers, zoals de energie.`,
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
