import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2024,
  term: 2,
  standardizationValue: 1.1,
  topics: [
    {
      name: r`Zonnepanelen op een boerderij`,
      introduction: r`Op het dak van een melkveebedrijf liggen zonnepanelen. Op een zonnige dag in juni wordt het geleverde vermogen goed beschreven door

$$P(t) = 4\sin\left(\tfrac{\pi}{14}(t - 6)\right) \quad \text{met } 6 \leq t \leq 20$$

Hierin is $$P$$ het vermogen in kilowatt (kW) en $$t$$ de tijd in uren na middernacht. Buiten dit tijdsinterval leveren de panelen niets. De geleverde energie in kilowattuur (kWh) is de oppervlakte onder de grafiek van $$P$$.`,
      questions: [
        {
          number: 1,
          type: 'Toon aan',
          points: 3,
          minutes: 3,
          pValue: 80,
          text: r`Toon aan dat de panelen om 13.00 uur het grootste vermogen leveren en dat dit vermogen 4 kW is.`,
          highlights: [r`grootste vermogen om 13.00 uur`],
          tags: ['sinusoïde', 'extreem'],
          domain: 'Sinusoïden en periodieke verbanden',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H3.2' },
          tips: [r`Wanneer is de sinus maximaal?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de sinus maximaal 1 is`,
                  text: r`$$\sin\left(\tfrac{\pi}{14}(t - 6)\right) = 1$$`,
                  elaboration: r`$$P$$ is het grootst als de sinus zijn maximale waarde 1 aanneemt.`,
                  explanation: r`De amplitude 4 is positief.`,
                  points: 1,
                },
                {
                  correction: r`tijdstip berekenen`,
                  text: r`$$t = 13$$`,
                  elaboration: r`$$\tfrac{\pi}{14}(t - 6) = \tfrac{1}{2}\pi$$ geeft $$t - 6 = 7$$, dus $$t = 13$$; dit ligt in het domein.`,
                  explanation: r`Midden tussen zonsopkomst (6 uur) en zonsondergang (20 uur).`,
                  points: 1,
                },
                {
                  correction: r`vermogen berekenen`,
                  text: r`$$P(13) = 4$$ kW`,
                  elaboration: r`$$P(13) = 4 \cdot \sin\left(\tfrac{1}{2}\pi\right) = 4$$.`,
                  explanation: r`Zo zijn tijdstip en waarde aangetoond.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken exact',
          points: 4,
          minutes: 6,
          pValue: 54,
          text: r`Bereken exact hoeveel kWh de panelen op deze dag in totaal leveren.`,
          highlights: [r`in totaal leveren`],
          tags: ['primitieve', 'integraal', 'sinusoïde'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.4', 'Moderne Wiskunde': 'H6.2' },
          tips: [r`Een primitieve van $$\sin(at + b)$$ is $$-\tfrac{1}{a}\cos(at + b)$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`integraal opstellen`,
                  text: r`$$E = \int_6^{20} 4\sin\left(\tfrac{\pi}{14}(t - 6)\right) dt$$`,
                  elaboration: r`De energie is de oppervlakte onder de grafiek van $$P$$ van $$t = 6$$ tot $$t = 20$$.`,
                  explanation: r`kW maal uur geeft kWh.`,
                  points: 1,
                },
                {
                  correction: r`primitieve`,
                  text: r`$$F(t) = -\tfrac{56}{\pi}\cos\left(\tfrac{\pi}{14}(t - 6)\right)$$`,
                  elaboration: r`$$4 \cdot \tfrac{14}{\pi} = \tfrac{56}{\pi}$$.`,
                  explanation: r`Bij primitiveren deel je door de factor $$\tfrac{\pi}{14}$$.`,
                  points: 1,
                  tips: [r`Controleer je primitieve door haar te differentiëren.`],
                },
                {
                  correction: r`grenzen invullen`,
                  text: r`$$F(20) - F(6) = -\tfrac{56}{\pi}\cos\pi + \tfrac{56}{\pi}\cos 0$$`,
                  elaboration: r`$$\cos\pi = -1$$ en $$\cos 0 = 1$$.`,
                  explanation: r`Exacte waarden van de eenheidscirkel.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$E = \tfrac{112}{\pi}$$ kWh`,
                  elaboration: r`$$\tfrac{56}{\pi} + \tfrac{56}{\pi} = \tfrac{112}{\pi} \approx 35{,}7$$ kWh.`,
                  explanation: r`Een exact antwoord laat $$\pi$$ staan.`,
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
          pValue: 57,
          text: r`Bereken hoe lang de panelen op deze dag een vermogen van minstens 3 kW leveren. Geef je antwoord in uren en minuten, afgerond op hele minuten.`,
          highlights: [r`minstens 3 kW`],
          tags: ['goniometrische vergelijking', 'ongelijkheid'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H3.3' },
          tips: [r`Los $$P(t) = 3$$ op; de grafiek is symmetrisch rond $$t = 13$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking herleiden`,
                  text: r`$$\sin\left(\tfrac{\pi}{14}(t - 6)\right) = 0{,}75$$`,
                  elaboration: r`$$4\sin(\ldots) = 3$$.`,
                  explanation: r`Eerst de sinus vrijmaken.`,
                  points: 1,
                },
                {
                  correction: r`beide oplossingen`,
                  text: r`$$\tfrac{\pi}{14}(t - 6) \approx 0{,}848$$ of $$\tfrac{\pi}{14}(t - 6) \approx \pi - 0{,}848$$`,
                  elaboration: r`$$\arcsin(0{,}75) \approx 0{,}848$$.`,
                  explanation: r`Tweede oplossing: $$\pi$$ min de eerste.`,
                  points: 1,
                },
                {
                  correction: r`tijdstippen`,
                  text: r`$$t \approx 9{,}78$$ en $$t \approx 16{,}22$$`,
                  elaboration: r`$$t - 6 \approx \tfrac{14}{\pi} \cdot 0{,}848 \approx 3{,}78$$ en $$t - 6 \approx 14 - 3{,}78 = 10{,}22$$.`,
                  explanation: r`De tijdstippen liggen symmetrisch rond 13 uur.`,
                  points: 1,
                },
                {
                  correction: r`duur en omrekenen`,
                  text: r`6 uur en 26 minuten`,
                  elaboration: r`$$16{,}22 - 9{,}78 \approx 6{,}44$$ uur; $$0{,}44 \cdot 60 \approx 26$$ minuten.`,
                  explanation: r`Werk met voldoende decimalen: $$6{,}4415$$ uur.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Bereken',
          points: 5,
          minutes: 9,
          pValue: 34,
          introduction: r`Het bedrijf verbruikt overdag constant 1,5 kW. Als de panelen meer leveren dan het bedrijf verbruikt, gaat het overschot naar het elektriciteitsnet.`,
          text: r`Arceer op de uitwerkbijlage het gebied dat de energie voorstelt die op deze dag aan het net wordt teruggeleverd.

Bereken hoeveel kWh dat is. Rond je antwoord af op een geheel getal.`,
          highlights: [r`teruggeleverd aan het net`],
          tags: ['integraal', 'oppervlakte', 'goniometrische vergelijking'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.2', 'Moderne Wiskunde': 'H6.2' },
          dependsOn: [{ number: 2 }],
          appendix: {
            name: 'uitwerkbijlage4.svg',
            alt: r`Uitwerkbijlage bij vraag 4: de grafiek van het vermogen P van 6 tot 20 uur in een rooster`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 250" font-family="sans-serif" font-size="11"><line x1="40" y1="200" x2="40" y2="42.5" stroke="#e3e3e3"/><text x="40" y="214" text-anchor="middle">4</text><line x1="60" y1="200" x2="60" y2="42.5" stroke="#e3e3e3"/><line x1="80" y1="200" x2="80" y2="42.5" stroke="#e3e3e3"/><text x="80" y="214" text-anchor="middle">6</text><line x1="100" y1="200" x2="100" y2="42.5" stroke="#e3e3e3"/><line x1="120" y1="200" x2="120" y2="42.5" stroke="#e3e3e3"/><text x="120" y="214" text-anchor="middle">8</text><line x1="140" y1="200" x2="140" y2="42.5" stroke="#e3e3e3"/><line x1="160" y1="200" x2="160" y2="42.5" stroke="#e3e3e3"/><text x="160" y="214" text-anchor="middle">10</text><line x1="180" y1="200" x2="180" y2="42.5" stroke="#e3e3e3"/><line x1="200" y1="200" x2="200" y2="42.5" stroke="#e3e3e3"/><text x="200" y="214" text-anchor="middle">12</text><line x1="220" y1="200" x2="220" y2="42.5" stroke="#e3e3e3"/><line x1="240" y1="200" x2="240" y2="42.5" stroke="#e3e3e3"/><text x="240" y="214" text-anchor="middle">14</text><line x1="260" y1="200" x2="260" y2="42.5" stroke="#e3e3e3"/><line x1="280" y1="200" x2="280" y2="42.5" stroke="#e3e3e3"/><text x="280" y="214" text-anchor="middle">16</text><line x1="300" y1="200" x2="300" y2="42.5" stroke="#e3e3e3"/><line x1="320" y1="200" x2="320" y2="42.5" stroke="#e3e3e3"/><text x="320" y="214" text-anchor="middle">18</text><line x1="340" y1="200" x2="340" y2="42.5" stroke="#e3e3e3"/><line x1="360" y1="200" x2="360" y2="42.5" stroke="#e3e3e3"/><text x="360" y="214" text-anchor="middle">20</text><line x1="380" y1="200" x2="380" y2="42.5" stroke="#e3e3e3"/><line x1="400" y1="200" x2="400" y2="42.5" stroke="#e3e3e3"/><text x="400" y="214" text-anchor="middle">22</text><line x1="40" y1="200.0" x2="400" y2="200.0" stroke="#e3e3e3"/><line x1="40" y1="182.5" x2="400" y2="182.5" stroke="#e3e3e3"/><line x1="40" y1="165.0" x2="400" y2="165.0" stroke="#e3e3e3"/><line x1="40" y1="147.5" x2="400" y2="147.5" stroke="#e3e3e3"/><line x1="40" y1="130.0" x2="400" y2="130.0" stroke="#e3e3e3"/><line x1="40" y1="112.5" x2="400" y2="112.5" stroke="#e3e3e3"/><line x1="40" y1="95.0" x2="400" y2="95.0" stroke="#e3e3e3"/><line x1="40" y1="77.5" x2="400" y2="77.5" stroke="#e3e3e3"/><line x1="40" y1="60.0" x2="400" y2="60.0" stroke="#e3e3e3"/><line x1="40" y1="42.5" x2="400" y2="42.5" stroke="#e3e3e3"/><text x="35" y="204" text-anchor="end">0</text><text x="35" y="169" text-anchor="end">1</text><text x="35" y="134" text-anchor="end">2</text><text x="35" y="99" text-anchor="end">3</text><text x="35" y="64" text-anchor="end">4</text><line x1="40" y1="200" x2="406.0" y2="200" stroke="#000"/><line x1="40" y1="200" x2="40" y2="35.5" stroke="#000"/><polyline points="80.0,200.0 82.5,196.1 85.0,192.2 87.5,188.2 90.0,184.3 92.5,180.4 95.0,176.5 97.5,172.7 100.0,168.8 102.5,165.0 105.0,161.2 107.5,157.5 110.0,153.8 112.5,150.1 115.0,146.4 117.5,142.8 120.0,139.3 122.5,135.7 125.0,132.3 127.5,128.9 130.0,125.5 132.5,122.2 135.0,119.0 137.5,115.8 140.0,112.7 142.5,109.7 145.0,106.7 147.5,103.8 150.0,101.0 152.5,98.3 155.0,95.6 157.5,93.0 160.0,90.5 162.5,88.1 165.0,85.8 167.5,83.6 170.0,81.5 172.5,79.4 175.0,77.5 177.5,75.6 180.0,73.9 182.5,72.2 185.0,70.7 187.5,69.2 190.0,67.9 192.5,66.6 195.0,65.5 197.5,64.4 200.0,63.5 202.5,62.7 205.0,62.0 207.5,61.4 210.0,60.9 212.5,60.5 215.0,60.2 217.5,60.1 220.0,60.0 222.5,60.1 225.0,60.2 227.5,60.5 230.0,60.9 232.5,61.4 235.0,62.0 237.5,62.7 240.0,63.5 242.5,64.4 245.0,65.5 247.5,66.6 250.0,67.9 252.5,69.2 255.0,70.7 257.5,72.2 260.0,73.9 262.5,75.6 265.0,77.5 267.5,79.4 270.0,81.5 272.5,83.6 275.0,85.8 277.5,88.1 280.0,90.5 282.5,93.0 285.0,95.6 287.5,98.3 290.0,101.0 292.5,103.8 295.0,106.7 297.5,109.7 300.0,112.7 302.5,115.8 305.0,119.0 307.5,122.2 310.0,125.5 312.5,128.9 315.0,132.3 317.5,135.7 320.0,139.3 322.5,142.8 325.0,146.4 327.5,150.1 330.0,153.8 332.5,157.5 335.0,161.2 337.5,165.0 340.0,168.8 342.5,172.7 345.0,176.5 347.5,180.4 350.0,184.3 352.5,188.2 355.0,192.2 357.5,196.1 360.0,200.0" fill="none" stroke="#e67e22" stroke-width="2.5"/><text x="406.0" y="230" text-anchor="end">t (uur)</text><text x="45" y="39.5">P (kW)</text><text x="220" y="40.75" text-anchor="middle">uitwerkbijlage bij vraag 4</text></svg>`,
          },
          tips: [r`Het teruggeleverde deel ligt tussen de grafiek van $$P$$ en de lijn $$P = 1{,}5$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste gebied gearceerd en grenzen berekend`,
                  text: r`$$t \approx 7{,}71$$ en $$t \approx 18{,}29$$`,
                  elaboration: r`$$P(t) = 1{,}5$$ geeft $$\sin(\ldots) = 0{,}375$$; $$\arcsin(0{,}375) \approx 0{,}384$$, dus $$t - 6 \approx 1{,}71$$ of $$t - 6 \approx 12{,}29$$.`,
                  explanation: r`Alleen tussen deze tijdstippen is $$P > 1{,}5$$; het gearceerde gebied ligt boven de lijn $$P = 1{,}5$$ en onder de grafiek.`,
                  points: 1,
                },
                {
                  correction: r`integraal opstellen`,
                  text: r`$$\int_{7{,}71}^{18{,}29} \left(P(t) - 1{,}5\right) dt$$`,
                  elaboration: r`Oppervlakte tussen de grafiek van $$P$$ en de lijn $$P = 1{,}5$$.`,
                  explanation: r`Bovenste functie min onderste functie.`,
                  points: 1,
                },
                {
                  correction: r`primitieve of GR`,
                  text: r`$$-\tfrac{56}{\pi}\cos\left(\tfrac{\pi}{14}(t - 6)\right) - 1{,}5t$$`,
                  elaboration: r`Met de primitieve uit vraag 2, of met de optie voor een bepaalde integraal van de GR.`,
                  explanation: r`De grenzen zijn geen mooie getallen, dus de GR mag hier.`,
                  points: 1,
                },
                {
                  correction: r`berekenen`,
                  text: r`$$\approx 33{,}05 - 15{,}86 \approx 17{,}19$$`,
                  elaboration: r`$$\tfrac{56}{\pi}\left(\cos 0{,}384 - \cos 2{,}757\right) \approx \tfrac{56}{\pi} \cdot 1{,}854 \approx 33{,}05$$ en $$1{,}5 \cdot 10{,}57 \approx 15{,}86$$.`,
                  explanation: r`Werk met niet-afgeronde grenzen.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`ongeveer 17 kWh`,
                  elaboration: r`Er wordt ongeveer 17 kWh teruggeleverd.`,
                  explanation: r`Bijna de helft van de totale opbrengst van ongeveer 35,7 kWh.`,
                  points: 1,
                },
              ],
              remark: r`Als het gearceerde gebied op de uitwerkbijlage ontbreekt, de eerste stap niet toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Toonhoogte van een piano`,
      introduction: r`Een vleugelpiano heeft 88 toetsen, genummerd van links naar rechts van 1 tot en met 88. De frequentie van de toon van toets $$n$$ is

$$f(n) = 440 \cdot 2^{\frac{n - 49}{12}}$$

met $$f$$ in hertz (Hz). In de tabel staan enkele toetsen.

| toets $$n$$ | 1 | 40 | 49 | 61 | 88 |
|---|---|---|---|---|---|
| naam | A0 | C4 | A4 | A5 | C8 |
| $$f$$ (Hz) | 27,5 | 261,6 | 440 | 880 | 4186,0 |`,
      questions: [
        {
          number: 5,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 73,
          text: r`Twee toetsen die 12 plaatsen uit elkaar liggen, vormen een octaaf.

Toon aan dat de frequentie van elke toets twee keer zo groot is als die van de toets een octaaf lager.`,
          highlights: [r`octaaf`],
          tags: ['exponentiële groei', 'groeifactor'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.1', 'Moderne Wiskunde': 'H4.1' },
          tips: [r`Vergelijk $$f(n + 12)$$ met $$f(n)$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$f(n + 12)$$ opschrijven`,
                  text: r`$$f(n + 12) = 440 \cdot 2^{\frac{n + 12 - 49}{12}}$$`,
                  elaboration: r`Vervang $$n$$ door $$n + 12$$.`,
                  explanation: r`De toets een octaaf hoger heeft nummer $$n + 12$$.`,
                  points: 1,
                },
                {
                  correction: r`exponent splitsen`,
                  text: r`$$2^{\frac{n - 49}{12} + 1} = 2^{\frac{n - 49}{12}} \cdot 2$$`,
                  elaboration: r`$$\frac{n + 12 - 49}{12} = \frac{n - 49}{12} + 1$$.`,
                  explanation: r`Rekenregel voor machten: $$g^{a + b} = g^{a} \cdot g^{b}$$.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$f(n + 12) = 2 \cdot f(n)$$`,
                  elaboration: r`Dit geldt voor elke $$n$$, zie ook A4 (440 Hz) en A5 (880 Hz) in de tabel.`,
                  explanation: r`Een octaaf hoger betekent een verdubbeling van de frequentie.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Stel op',
          points: 4,
          minutes: 6,
          pValue: 52,
          text: r`Stel een formule op waarmee je het toetsnummer $$n$$ kunt berekenen als de frequentie $$f$$ bekend is. Schrijf je antwoord in de vorm $$n = a + b \cdot {}^{2}\log\left(\frac{f}{440}\right)$$.`,
          highlights: [r`toetsnummer uit de frequentie`],
          tags: ['logaritme', 'inverse functie'],
          domain: 'Inverse functies en parameters',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H7.2' },
          tips: [r`Deel eerst door 440 en neem dan de logaritme met grondtal 2.`],
          answers: [
            {
              steps: [
                {
                  correction: r`delen door 440`,
                  text: r`$$\frac{f}{440} = 2^{\frac{n - 49}{12}}$$`,
                  elaboration: r`Deel beide kanten door 440.`,
                  explanation: r`Eerst de macht vrijmaken.`,
                  points: 1,
                },
                {
                  correction: r`logaritme met grondtal 2`,
                  text: r`$$ {}^{2}\log\left(\frac{f}{440}\right) = \frac{n - 49}{12}$$`,
                  elaboration: r`$$ {}^{2}\log\left(2^{a}\right) = a$$.`,
                  explanation: r`De logaritme is de inverse van de exponentiële functie met hetzelfde grondtal.`,
                  points: 1,
                  tips: [r`Welk grondtal past bij de macht van 2?`],
                },
                {
                  correction: r`vermenigvuldigen met 12`,
                  text: r`$$n - 49 = 12 \cdot {}^{2}\log\left(\frac{f}{440}\right)$$`,
                  elaboration: r`Beide kanten maal 12.`,
                  explanation: r`Nu staat $$n$$ bijna vrij.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$n = 49 + 12 \cdot {}^{2}\log\left(\frac{f}{440}\right)$$`,
                  elaboration: r`Controle: $$f = 880$$ geeft $$n = 49 + 12 \cdot 1 = 61$$.`,
                  explanation: r`Dit is de inverse functie van $$f(n)$$.`,
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
          pValue: 59,
          text: r`Bereken hoeveel toetsen van de piano een frequentie lager dan 100 Hz hebben.`,
          highlights: [r`lager dan 100 Hz`],
          tags: ['logaritme', 'ongelijkheid'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H4.2' },
          dependsOn: [{ number: 6 }],
          tips: [r`Gebruik de formule van vraag 6 met $$f = 100$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`grenswaarde van $$n$$ berekenen`,
                  text: r`$$n \approx 23{,}35$$`,
                  elaboration: r`$$n = 49 + 12 \cdot {}^{2}\log\left(\tfrac{100}{440}\right) \approx 49 + 12 \cdot -2{,}138 \approx 23{,}35$$.`,
                  explanation: r`$$f$$ is stijgend in $$n$$, dus $$f < 100$$ voor $$n < 23{,}35$$.`,
                  points: 0,
                  tips: [r`Reken $$ {}^{2}\log$$ uit met $$\frac{\log(\ldots)}{\log 2}$$.`],
                },
                {
                  correction: r`conclusie`,
                  text: r`23 toetsen`,
                  elaboration: r`Toets 1 tot en met 23 hebben een frequentie onder 100 Hz; controle: $$f(23) \approx 98{,}0$$ en $$f(24) \approx 103{,}8$$.`,
                  explanation: r`Het toetsnummer is een geheel getal.`,
                  points: 0,
                },
              ],
              scores: [0, 2, 0, 3],
              remark: r`Als alleen door proberen met de tabelfunctie van de GR (23 toetsen) is gevonden met vermelding van $$f(23)$$ en $$f(24)$$, alle scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 50,
          introduction: r`Pianostemmers meten kleine verschillen in toonhoogte in cent. Het verschil tussen twee tonen met frequenties $$f_1$$ en $$f_2$$ is $$c = 1200 \cdot {}^{2}\log\left(\frac{f_2}{f_1}\right)$$ cent.`,
          text: r`De snaar van toets 49 blijkt op 445 Hz te klinken in plaats van op 440 Hz.

Bereken hoeveel cent deze toon te hoog is. Rond je antwoord af op een geheel getal.`,
          highlights: [r`445 Hz in plaats van 440 Hz`],
          tags: ['logaritme'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H4.2' },
          tips: [r`Vul $$f_1 = 440$$ en $$f_2 = 445$$ in.`],
          answers: [
            {
              steps: [
                {
                  correction: r`invullen`,
                  text: r`$$c = 1200 \cdot {}^{2}\log\left(\tfrac{445}{440}\right)$$`,
                  elaboration: r`$$f_1 = 440$$ (de juiste toon) en $$f_2 = 445$$.`,
                  explanation: r`De verhouding van de frequenties bepaalt het verschil.`,
                  points: 1,
                },
                {
                  correction: r`logaritme berekenen`,
                  text: r`$$ {}^{2}\log(1{,}01136) \approx 0{,}01630$$`,
                  elaboration: r`$$\frac{\log 1{,}01136}{\log 2} \approx \frac{0{,}004907}{0{,}30103} \approx 0{,}01630$$.`,
                  explanation: r`Met de formule voor ander grondtal van het formuleblad.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer 20 cent`,
                  elaboration: r`$$1200 \cdot 0{,}01630 \approx 19{,}6$$, afgerond 20 cent.`,
                  explanation: r`Een halve toon (één toets) is 100 cent, dus dit is een vijfde van een halve toon.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Duinenrij`,
      introduction: r`Langs de kust ligt een brede duinenrij. Een dwarsdoorsnede van de duinenrij, loodrecht op de kustlijn, wordt beschreven door

$$h(x) = 12x \cdot e^{-\frac{1}{2}x} \quad \text{met } 0 \leq x \leq 10$$

Hierin is $$x$$ de afstand in hectometers (1 hm = 100 m) vanaf de landzijde en $$h$$ de hoogte in meters. Zie figuur 1.

![Figuur 1](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: dwarsdoorsnede van de duinenrij van de landzijde naar de zeezijde`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 210" font-family="sans-serif" font-size="11"><line x1="40" y1="170" x2="40" y2="30" stroke="#e3e3e3"/><text x="40" y="184" text-anchor="middle">0</text><line x1="104" y1="170" x2="104" y2="30" stroke="#e3e3e3"/><text x="104" y="184" text-anchor="middle">2</text><line x1="168" y1="170" x2="168" y2="30" stroke="#e3e3e3"/><text x="168" y="184" text-anchor="middle">4</text><line x1="232" y1="170" x2="232" y2="30" stroke="#e3e3e3"/><text x="232" y="184" text-anchor="middle">6</text><line x1="296" y1="170" x2="296" y2="30" stroke="#e3e3e3"/><text x="296" y="184" text-anchor="middle">8</text><line x1="360" y1="170" x2="360" y2="30" stroke="#e3e3e3"/><text x="360" y="184" text-anchor="middle">10</text><line x1="40" y1="170" x2="360" y2="170" stroke="#e3e3e3"/><text x="35" y="174" text-anchor="end">0</text><line x1="40" y1="142" x2="360" y2="142" stroke="#e3e3e3"/><text x="35" y="146" text-anchor="end">2</text><line x1="40" y1="114" x2="360" y2="114" stroke="#e3e3e3"/><text x="35" y="118" text-anchor="end">4</text><line x1="40" y1="86" x2="360" y2="86" stroke="#e3e3e3"/><text x="35" y="90" text-anchor="end">6</text><line x1="40" y1="58" x2="360" y2="58" stroke="#e3e3e3"/><text x="35" y="62" text-anchor="end">8</text><line x1="40" y1="30" x2="360" y2="30" stroke="#e3e3e3"/><text x="35" y="34" text-anchor="end">10</text><polygon points="40,170 40.0,170.0 43.2,154.0 46.4,139.6 49.6,126.6 52.8,115.0 56.0,104.6 59.2,95.3 62.4,87.1 65.6,79.9 68.8,73.6 72.0,68.1 75.2,63.4 78.4,59.4 81.6,56.0 84.8,53.2 88.0,51.0 91.2,49.2 94.4,47.9 97.6,47.1 100.8,46.6 104.0,46.4 107.2,46.5 110.4,47.0 113.6,47.7 116.8,48.6 120.0,49.7 123.2,51.0 126.4,52.4 129.6,54.0 132.8,55.7 136.0,57.5 139.2,59.5 142.4,61.5 145.6,63.5 148.8,65.7 152.0,67.8 155.2,70.0 158.4,72.3 161.6,74.5 164.8,76.8 168.0,79.1 171.2,81.3 174.4,83.6 177.6,85.9 180.8,88.1 184.0,90.3 187.2,92.5 190.4,94.7 193.6,96.8 196.8,99.0 200.0,101.0 203.2,103.1 206.4,105.1 209.6,107.1 212.8,109.0 216.0,110.9 219.2,112.8 222.4,114.6 225.6,116.4 228.8,118.1 232.0,119.8 235.2,121.5 238.4,123.1 241.6,124.6 244.8,126.2 248.0,127.7 251.2,129.1 254.4,130.5 257.6,131.9 260.8,133.2 264.0,134.5 267.2,135.7 270.4,136.9 273.6,138.1 276.8,139.3 280.0,140.4 283.2,141.4 286.4,142.5 289.6,143.5 292.8,144.4 296.0,145.4 299.2,146.3 302.4,147.2 305.6,148.0 308.8,148.8 312.0,149.6 315.2,150.4 318.4,151.1 321.6,151.8 324.8,152.5 328.0,153.2 331.2,153.8 334.4,154.5 337.6,155.1 340.8,155.6 344.0,156.2 347.2,156.7 350.4,157.2 353.6,157.7 356.8,158.2 360.0,158.7 360,170" fill="#f3dfa2" stroke="none"/><polyline points="40.0,170.0 43.2,154.0 46.4,139.6 49.6,126.6 52.8,115.0 56.0,104.6 59.2,95.3 62.4,87.1 65.6,79.9 68.8,73.6 72.0,68.1 75.2,63.4 78.4,59.4 81.6,56.0 84.8,53.2 88.0,51.0 91.2,49.2 94.4,47.9 97.6,47.1 100.8,46.6 104.0,46.4 107.2,46.5 110.4,47.0 113.6,47.7 116.8,48.6 120.0,49.7 123.2,51.0 126.4,52.4 129.6,54.0 132.8,55.7 136.0,57.5 139.2,59.5 142.4,61.5 145.6,63.5 148.8,65.7 152.0,67.8 155.2,70.0 158.4,72.3 161.6,74.5 164.8,76.8 168.0,79.1 171.2,81.3 174.4,83.6 177.6,85.9 180.8,88.1 184.0,90.3 187.2,92.5 190.4,94.7 193.6,96.8 196.8,99.0 200.0,101.0 203.2,103.1 206.4,105.1 209.6,107.1 212.8,109.0 216.0,110.9 219.2,112.8 222.4,114.6 225.6,116.4 228.8,118.1 232.0,119.8 235.2,121.5 238.4,123.1 241.6,124.6 244.8,126.2 248.0,127.7 251.2,129.1 254.4,130.5 257.6,131.9 260.8,133.2 264.0,134.5 267.2,135.7 270.4,136.9 273.6,138.1 276.8,139.3 280.0,140.4 283.2,141.4 286.4,142.5 289.6,143.5 292.8,144.4 296.0,145.4 299.2,146.3 302.4,147.2 305.6,148.0 308.8,148.8 312.0,149.6 315.2,150.4 318.4,151.1 321.6,151.8 324.8,152.5 328.0,153.2 331.2,153.8 334.4,154.5 337.6,155.1 340.8,155.6 344.0,156.2 347.2,156.7 350.4,157.2 353.6,157.7 356.8,158.2 360.0,158.7" fill="none" stroke="#b8860b" stroke-width="2.5"/><line x1="40" y1="170" x2="372.8" y2="170" stroke="#000"/><line x1="40" y1="170" x2="40" y2="18.799999999999983" stroke="#000"/><text x="372.8" y="200" text-anchor="end">x (hm)</text><text x="45" y="22.799999999999983">h (m)</text><text x="216.0" y="128" fill="#8a6d1a">duin</text><text x="264" y="44">zee →</text><text x="46.4" y="44">← land</text></svg>`,
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Bereken exact',
          points: 4,
          minutes: 5,
          pValue: 62,
          text: r`Bereken exact de coördinaten van het hoogste punt van de duinenrij.`,
          highlights: [r`hoogste punt`],
          tags: ['afgeleide', 'productregel', 'extreem', 'e-macht'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H4.4' },
          tips: [r`Gebruik de productregel en haal $$e^{-\frac{1}{2}x}$$ buiten haakjes.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$h'(x)$$ met de productregel`,
                  text: r`$$h'(x) = e^{-\frac{1}{2}x}(12 - 6x)$$`,
                  elaboration: r`$$h'(x) = 12 \cdot e^{-\frac{1}{2}x} + 12x \cdot -\tfrac{1}{2}e^{-\frac{1}{2}x}$$.`,
                  explanation: r`Product van $$12x$$ en $$e^{-\frac{1}{2}x}$$.`,
                  points: 2,
                },
                {
                  correction: r`$$h'(x) = 0$$ oplossen`,
                  text: r`$$x = 2$$`,
                  elaboration: r`$$e^{-\frac{1}{2}x} > 0$$, dus $$12 - 6x = 0$$.`,
                  explanation: r`Links van $$x = 2$$ is $$h' > 0$$, rechts $$h' < 0$$: een maximum.`,
                  points: 1,
                },
                {
                  correction: r`hoogte exact`,
                  text: r`$$\left(2, \tfrac{24}{e}\right)$$`,
                  elaboration: r`$$h(2) = 24e^{-1} = \tfrac{24}{e} \approx 8{,}8$$ m.`,
                  explanation: r`Het hoogste punt ligt 200 m van de landzijde, op bijna 9 m hoogte.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 45,
          text: r`Toon aan dat de zeezijde van de duinenrij ($$x > 2$$) het steilst is bij $$x = 4$$.`,
          highlights: [r`het steilst bij $$x = 4$$`],
          tags: ['afgeleide', 'buigpunt', 'e-macht'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H3.4', 'Moderne Wiskunde': 'H1.4' },
          dependsOn: [{ number: 9 }],
          tips: [r`De helling is het steilst waar $$h'$$ extreem is, dus waar $$h'' = 0$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$h''(x)$$ juist`,
                  text: r`$$h''(x) = e^{-\frac{1}{2}x}(3x - 12)$$`,
                  elaboration: r`$$h''(x) = -\tfrac{1}{2}e^{-\frac{1}{2}x}(12 - 6x) + e^{-\frac{1}{2}x} \cdot -6 = e^{-\frac{1}{2}x}(-6 + 3x - 6)$$.`,
                  explanation: r`Productregel toegepast op $$h'(x)$$.`,
                  points: 1,
                },
                {
                  correction: r`$$h''(x) = 0$$`,
                  text: r`$$x = 4$$`,
                  elaboration: r`$$3x - 12 = 0$$.`,
                  explanation: r`De e-macht is nooit 0.`,
                  points: 1,
                },
                {
                  correction: r`tekenwisseling van $$h''$$`,
                  text: r`$$h'' < 0$$ voor $$x < 4$$ en $$h'' > 0$$ voor $$x > 4$$`,
                  elaboration: r`Dus $$h'$$ daalt tot $$x = 4$$ en stijgt daarna: $$h'$$ is minimaal bij $$x = 4$$.`,
                  explanation: r`Aan de zeezijde is $$h'$$ negatief; de kleinste (meest negatieve) waarde is de steilste daling.`,
                  points: 1,
                  tips: [r`Is $$x = 4$$ een minimum of een maximum van $$h'$$?`],
                },
                {
                  correction: r`helling in $$x = 4$$`,
                  text: r`$$h'(4) = -12e^{-2} \approx -1{,}6$$ m per hm`,
                  elaboration: r`$$h'(4) = e^{-2}(12 - 24) = -12e^{-2}$$.`,
                  explanation: r`Een daling van ongeveer 1,6 m per 100 m, dus ongeveer 1,6%.`,
                  points: 1,
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
          pValue: 66,
          text: r`Toon aan dat $$F(x) = -(24x + 48)e^{-\frac{1}{2}x}$$ een primitieve is van $$h$$.`,
          highlights: [r`primitieve van $$h$$`],
          tags: ['primitieve', 'productregel', 'e-macht'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.1', 'Moderne Wiskunde': 'H6.1' },
          tips: [r`Differentieer $$F$$ en laat zien dat je $$h$$ krijgt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`productregel toepassen`,
                  text: r`$$F'(x) = -24e^{-\frac{1}{2}x} + (24x + 48) \cdot \tfrac{1}{2}e^{-\frac{1}{2}x}$$`,
                  elaboration: r`$$(-(24x + 48))' = -24$$ en $$\left(e^{-\frac{1}{2}x}\right)' = -\tfrac{1}{2}e^{-\frac{1}{2}x}$$.`,
                  explanation: r`Een functie is een primitieve van $$h$$ als haar afgeleide $$h$$ is.`,
                  points: 1,
                },
                {
                  correction: r`vereenvoudigen`,
                  text: r`$$F'(x) = e^{-\frac{1}{2}x}(-24 + 12x + 24)$$`,
                  elaboration: r`Haal $$e^{-\frac{1}{2}x}$$ buiten haakjes.`,
                  explanation: r`De constante termen vallen tegen elkaar weg.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$F'(x) = 12x \cdot e^{-\frac{1}{2}x} = h(x)$$`,
                  elaboration: r`Dus $$F$$ is een primitieve van $$h$$.`,
                  explanation: r`Daarmee kun je in de volgende vraag exact integreren.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 40,
          text: r`Bereken hoeveel m³ zand er per meter kustlengte in de duinenrij zit. Rond je antwoord af op honderden m³.`,
          highlights: [r`m³ zand per meter kustlengte`],
          tags: ['integraal', 'oppervlakte', 'primitieve'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.2', 'Moderne Wiskunde': 'H6.2' },
          dependsOn: [{ number: 11 }],
          tips: [r`Let op de eenheden: $$x$$ is in hm en $$h$$ in m.`],
          answers: [
            {
              steps: [
                {
                  correction: r`integraal met de primitieve`,
                  text: r`$$\int_0^{10} h(x)\, dx = F(10) - F(0)$$`,
                  elaboration: r`$$F(10) = -288e^{-5}$$ en $$F(0) = -48$$.`,
                  explanation: r`De oppervlakte van de dwarsdoorsnede is de integraal van $$h$$.`,
                  points: 1,
                },
                {
                  correction: r`berekenen`,
                  text: r`$$48 - 288e^{-5} \approx 46{,}06$$`,
                  elaboration: r`$$288e^{-5} \approx 1{,}94$$.`,
                  explanation: r`De eenheid van deze uitkomst is meter maal hectometer.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar m²`,
                  text: r`$$46{,}06 \cdot 100 \approx 4606$$ m²`,
                  elaboration: r`1 hm = 100 m, dus 1 m·hm = 100 m².`,
                  explanation: r`Zonder deze omrekening is het antwoord een factor 100 te klein.`,
                  points: 1,
                  tips: [r`Hoeveel m² is een rechthoek van 1 m bij 1 hm?`],
                },
                {
                  correction: r`conclusie`,
                  text: r`ongeveer 4600 m³ per meter`,
                  elaboration: r`Een plak van 1 m dik heeft een inhoud van ongeveer $$4606 \cdot 1 \approx 4600$$ m³.`,
                  explanation: r`Inhoud = oppervlakte dwarsdoorsnede maal dikte.`,
                  points: 1,
                },
              ],
              remark: r`Als met de GR is geïntegreerd, dit goed rekenen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Veerpont`,
      introduction: r`Een veerpont steekt een rivier over die 200 meter breed is. Het water stroomt met 1,5 m/s naar het oosten. Ten opzichte van het water vaart de pont met 3 m/s. De aanlegsteiger $$A$$ ligt aan de zuidoever recht tegenover steiger $$B$$ aan de noordoever. We gebruiken een assenstelsel met $$A$$ als oorsprong, de $$x$$-as naar het oosten en de $$y$$-as naar het noorden, met eenheden in meters. Zie figuur 2.

![Figuur 2](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: de rivier met de steigers A en B, de stroomrichting en een boei`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 330 260" font-family="sans-serif" font-size="11"><defs><marker id="pp" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#333"/></marker></defs><rect x="0" y="30" width="330" height="200" fill="#cfe3f7"/><rect x="0" y="230" width="330" height="30" fill="#d9c9a3"/><rect x="0" y="0" width="330" height="30" fill="#d9c9a3"/><text x="8" y="248">zuidoever</text><text x="8" y="20">noordoever</text><circle cx="60" cy="230" r="4" fill="#c0392b"/><text x="66" y="246" fill="#c0392b">A</text><circle cx="60" cy="30" r="4" fill="#c0392b"/><text x="66" y="24" fill="#c0392b">B</text><line x1="60" y1="230" x2="60" y2="30" stroke="#c0392b" stroke-dasharray="5 4"/><polygon points="100,164 95,174 105,174" fill="#e67e22"/><text x="108" y="174">boei</text><line x1="210" y1="110" x2="280" y2="110" stroke="#1f5fbf" stroke-width="2" marker-end="url(#pp)"/><text x="245" y="102" text-anchor="middle" fill="#1f5fbf">stroming 1,5 m/s</text><text x="50" y="130" text-anchor="end">200 m</text><line x1="260" y1="220" x2="260" y2="190" stroke="#333" marker-end="url(#pp)"/><text x="265" y="195">y</text><line x1="260" y1="220" x2="290" y2="220" stroke="#333" marker-end="url(#pp)"/><text x="292" y="214">x</text></svg>`,
        },
      ],
      questions: [
        {
          number: 13,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 55,
          text: r`De schipper wil in een rechte lijn van $$A$$ naar $$B$$ varen.

Bereken onder welke hoek met de lijn $$AB$$ hij de pont stroomopwaarts moet richten en hoeveel seconden de overtocht dan duurt.`,
          highlights: [r`in een rechte lijn van $$A$$ naar $$B$$`],
          tags: ['vector', 'hoek', 'snelheidsvector'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.1', 'Moderne Wiskunde': 'H5.2' },
          tips: [r`De som van de snelheid van de pont ten opzichte van het water en de stroomsnelheid moet recht naar het noorden wijzen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`snelheidsvectoren optellen`,
                  text: r`$$\binom{-3\sin\alpha}{3\cos\alpha} + \binom{1{,}5}{0}$$`,
                  elaboration: r`$$\alpha$$ is de hoek tussen de vaarrichting en de lijn $$AB$$, gemeten naar het westen.`,
                  explanation: r`De werkelijke snelheid is de som van de eigen snelheid en de stroming.`,
                  points: 1,
                },
                {
                  correction: r`oostcomponent gelijk aan 0`,
                  text: r`$$\sin\alpha = 0{,}5$$, dus $$\alpha = 30°$$`,
                  elaboration: r`$$-3\sin\alpha + 1{,}5 = 0$$.`,
                  explanation: r`De pont mag niet naar het oosten afdrijven.`,
                  points: 1,
                },
                {
                  correction: r`snelheid over de rivier`,
                  text: r`$$3\cos 30° \approx 2{,}60$$ m/s`,
                  elaboration: r`$$3 \cdot \tfrac{1}{2}\sqrt{3} \approx 2{,}598$$.`,
                  explanation: r`Alleen de noordcomponent brengt de pont naar de overkant.`,
                  points: 1,
                },
                {
                  correction: r`tijd berekenen`,
                  text: r`ongeveer 77 seconden`,
                  elaboration: r`$$\frac{200}{2{,}598} \approx 77$$ s.`,
                  explanation: r`Tijd = afstand gedeeld door snelheid.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`snelheidsdriehoek tekenen`,
                  text: r`rechthoekige driehoek met schuine zijde 3 en rechthoekszijde 1,5`,
                  elaboration: r`De eigen snelheid (3 m/s) is de schuine zijde; de stroming (1,5 m/s) en de resulterende snelheid (naar $$B$$) zijn de rechthoekszijden.`,
                  explanation: r`De resulterende snelheid staat loodrecht op de stroming.`,
                  points: 1,
                },
                {
                  correction: r`hoek berekenen`,
                  text: r`$$\sin\alpha = \tfrac{1{,}5}{3}$$, dus $$\alpha = 30°$$`,
                  elaboration: r`De hoek tegenover de zijde 1,5 in de driehoek met schuine zijde 3.`,
                  explanation: r`Sinus: overstaande gedeeld door schuine zijde.`,
                  points: 1,
                },
                {
                  correction: r`resulterende snelheid met Pythagoras`,
                  text: r`$$\sqrt{3^2 - 1{,}5^2} = \sqrt{6{,}75} \approx 2{,}60$$ m/s`,
                  elaboration: r`$$9 - 2{,}25 = 6{,}75$$.`,
                  explanation: r`De stelling van Pythagoras in de snelheidsdriehoek.`,
                  points: 1,
                },
                {
                  correction: r`tijd berekenen`,
                  text: r`ongeveer 77 seconden`,
                  elaboration: r`$$200 : 2{,}60 \approx 77$$ s.`,
                  explanation: r`Tijd = afstand gedeeld door snelheid.`,
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
          pValue: 66,
          text: r`Op een dag is de schipper onoplettend: hij richt de pont recht naar het noorden.

Bereken hoeveel meter ten oosten van $$B$$ de pont dan aan de noordoever aankomt.`,
          highlights: [r`recht naar het noorden`],
          tags: ['vector', 'snelheidsvector'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.1', 'Moderne Wiskunde': 'H5.2' },
          tips: [r`Hoe lang duurt de overtocht als de pont recht naar het noorden gericht is?`],
          answers: [
            {
              steps: [
                {
                  correction: r`snelheidsvector`,
                  text: r`$$\vec{v} = \binom{1{,}5}{3}$$`,
                  elaboration: r`Eigen snelheid $$\binom{0}{3}$$ plus stroming $$\binom{1{,}5}{0}$$.`,
                  explanation: r`De pont drijft met de stroming mee.`,
                  points: 1,
                },
                {
                  correction: r`duur van de overtocht`,
                  text: r`$$\frac{200}{3} \approx 66{,}7$$ s`,
                  elaboration: r`Alleen de noordcomponent 3 m/s telt voor de overtocht.`,
                  explanation: r`De stroming verandert de noordwaartse snelheid niet.`,
                  points: 1,
                },
                {
                  correction: r`afdrijving berekenen`,
                  text: r`100 m`,
                  elaboration: r`$$1{,}5 \cdot \tfrac{200}{3} = 100$$ m ten oosten van $$B$$.`,
                  explanation: r`Afstand = snelheid maal tijd in de oostrichting.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Bereken exact',
          points: 4,
          minutes: 6,
          pValue: 47,
          introduction: r`In het punt $$(40, 60)$$ ligt een boei.`,
          text: r`Bereken exact de kleinste afstand tussen de onoplettend varende pont van vraag 14 en de boei.`,
          highlights: [r`kleinste afstand tot de boei`],
          tags: ['afstand punt-lijn', 'lijn', 'vector'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.1', 'Moderne Wiskunde': 'H5.4' },
          dependsOn: [{ number: 14 }],
          tips: [r`De pont vaart langs een rechte lijn door $$A$$ met richtingsvector $$\binom{1{,}5}{3}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`richtingsvector van de baan`,
                  text: r`$$\binom{1}{2}$$`,
                  elaboration: r`$$\binom{1{,}5}{3} = 1{,}5\binom{1}{2}$$.`,
                  explanation: r`Een veelvoud van een richtingsvector is ook een richtingsvector.`,
                  points: 1,
                },
                {
                  correction: r`vergelijking van de baan`,
                  text: r`$$2x - y = 0$$`,
                  elaboration: r`Normaalvector $$\binom{2}{-1}$$ en de lijn gaat door $$A(0, 0)$$.`,
                  explanation: r`Voor de afstandsformule is de vorm $$ax + by = c$$ nodig.`,
                  points: 1,
                },
                {
                  correction: r`afstandsformule`,
                  text: r`$$d = \frac{|2 \cdot 40 - 60|}{\sqrt{5}}$$`,
                  elaboration: r`$$\sqrt{2^2 + (-1)^2} = \sqrt{5}$$.`,
                  explanation: r`De formule staat op het formuleblad.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$d = 4\sqrt{5}$$ m`,
                  elaboration: r`$$\frac{20}{\sqrt{5}} = \frac{20\sqrt{5}}{5} = 4\sqrt{5} \approx 8{,}9$$ m.`,
                  explanation: r`Het voetpunt van de loodlijn ligt tussen de oevers, dus de pont komt echt zo dicht bij de boei.`,
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
