import type { ExamContent } from '../../types.ts';

const r = String.raw;

export const exam: ExamContent = {
  year: 2019,
  term: 2,
  standardizationValue: 1.3,
  topics: [
    {
      name: r`Achtbaan`,
      introduction: r`In een pretpark trekt een kettinglift een achtbaantrein naar het hoogste punt A, op $$42\ \text{m}$$ boven de grond. Daar rijdt de trein met een verwaarloosbare snelheid over de top en duikt naar het laagste punt B, op $$4{,}0\ \text{m}$$ boven de grond. De trein heeft met passagiers een massa van $$450\ \text{kg}$$. In figuur 1 staat een schets van het eerste deel van de baan.

![Figuur 1: het profiel van de achtbaan](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: profiel van de achtbaan met de kettinglift naar punt A op 42 m en de afdaling naar punt B op 4,0 m`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 250" font-family="sans-serif" font-size="12"><line x1="0" y1="230" x2="480" y2="230" stroke="#333"/><path d="M10 226 L150 40 Q165 22 180 40 Q230 120 260 205 Q275 222 300 205 Q340 160 360 150 Q420 130 470 160" fill="none" stroke="#b22" stroke-width="4"/><line x1="165" y1="30" x2="165" y2="230" stroke="#999" stroke-dasharray="4 3"/><line x1="280" y1="214" x2="280" y2="230" stroke="#999" stroke-dasharray="4 3"/><circle cx="165" cy="29" r="4"/><circle cx="280" cy="214" r="4"/><text x="172" y="24">A</text><text x="262" y="226">B</text><text x="120" y="140">42 m</text><text x="287" y="228">4,0 m</text><text x="40" y="130" transform="rotate(-53 40 130)">kettinglift</text></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 70,
          text: r`Bereken de snelheid van de trein in punt B als er geen wrijving zou zijn.`,
          highlights: [r`snelheid in het laagste punt`],
          tags: ['energiebehoud', 'zwaarte-energie', 'kinetische energie'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.2', Newton: 'H5.2' },
          tips: [r`Hoeveel meter daalt de trein tussen A en B?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de afname van $$E_z$$ gelijk is aan de toename van $$E_k$$`,
                  text: r`$$m \cdot g \cdot \Delta h = \tfrac{1}{2} m v^2$$`,
                  elaboration: r`In A is de snelheid vrijwel nul; zonder wrijving blijft de totale energie gelijk.`,
                  explanation: r`Wet van behoud van energie.`,
                  points: 1,
                },
                {
                  correction: r`bepalen van het hoogteverschil`,
                  text: r`$$\Delta h = 38\ \text{m}$$`,
                  elaboration: r`$$\Delta h = 42 - 4{,}0 = 38\ \text{m}$$`,
                  explanation: r`Alleen het hoogteverschil telt, niet de hoogte boven de grond.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$v = 27\ \text{m/s}$$`,
                  elaboration: r`$$v = \sqrt{2 \cdot 9{,}81 \cdot 38} = 27{,}3\ \text{m/s}$$`,
                  explanation: r`Twee significante cijfers, zoals het hoogteverschil.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 44,
          text: r`In werkelijkheid meet een snelheidssensor in punt B een snelheid van $$25{,}0\ \text{m/s}$$. De baan van A naar B is $$65\ \text{m}$$ lang. Bereken de gemiddelde wrijvingskracht op de trein tussen A en B.`,
          highlights: [r`gemiddelde wrijvingskracht`],
          tags: ['wrijving', 'arbeid', 'energiebehoud'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.1', Newton: 'H5.2' },
          dependsOn: [{ number: 1 }],
          tips: [r`Het verschil tussen de afname van zwaarte-energie en de toename van kinetische energie wordt door de wrijving omgezet in warmte.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de afname van de zwaarte-energie`,
                  text: r`$$\Delta E_z = 1{,}68 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$\Delta E_z = 450 \cdot 9{,}81 \cdot 38 = 1{,}678 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`Dit is de energie die beschikbaar komt bij de afdaling.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de kinetische energie in B`,
                  text: r`$$E_k = 1{,}41 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$E_k = \tfrac{1}{2} \cdot 450 \cdot 25{,}0^2 = 1{,}406 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`In A was de kinetische energie verwaarloosbaar.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat $$W_w = \Delta E_z - E_k$$ en gebruik van $$W = F \cdot s$$`,
                  text: r`$$F_w = \dfrac{2{,}71 \cdot 10^{4}}{65}$$`,
                  elaboration: r`$$W_w = 1{,}678 \cdot 10^{5} - 1{,}406 \cdot 10^{5} = 2{,}71 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`De wrijving werkt over de hele baanlengte, niet over het hoogteverschil.`,
                  points: 1,
                  tips: [r`Over welke afstand werkt de wrijvingskracht?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$F_w = 4{,}2 \cdot 10^{2}\ \text{N}$$`,
                  elaboration: r`$$F_w = 417\ \text{N}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
              remark: r`Als de kandidaat het hoogteverschil van $$38\ \text{m}$$ als afstand gebruikt, het derde scorepunt niet toekennen.`,
            },
          ],
        },
        {
          number: 3,
          type: 'Beredeneer',
          points: 2,
          minutes: 3,
          pValue: 58,
          text: r`Een bezoeker beweert: "Als de trein vol zit met zware volwassenen, is de snelheid in B groter dan met een trein vol kinderen." Beredeneer of dit juist is als je de wrijving verwaarloost.`,
          highlights: [r`invloed van de massa`],
          tags: ['energiebehoud', 'massa'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.2', Newton: 'H5.2' },
          dependsOn: [{ number: 1 }],
          tips: [r`Kijk nog eens naar de vergelijking die je bij vraag 1 hebt gebruikt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de massa in de energievergelijking wegvalt`,
                  text: r`$$m g \Delta h = \tfrac{1}{2} m v^2 \Rightarrow v = \sqrt{2 g \Delta h}$$`,
                  elaboration: r`Zowel de zwaarte-energie als de kinetische energie is evenredig met de massa.`,
                  explanation: r`Daardoor hangt de snelheid alleen af van het hoogteverschil.`,
                  points: 0,
                },
                {
                  correction: r`conclusie`,
                  text: r`de bewering is onjuist`,
                  elaboration: r`Zonder wrijving is de snelheid in B voor elke massa gelijk.`,
                  explanation: r`Net zoals bij vrije val alle voorwerpen even snel vallen.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 0, 2],
            },
          ],
        },
        {
          number: 4,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 60,
          text: r`Een andere achtbaan in hetzelfde park heeft geen kettinglift, maar lanceert de trein met motoren in $$2{,}0\ \text{s}$$ van stilstand tot $$100\ \text{km/h}$$. Bereken de gemiddelde horizontale kracht op een passagier van $$60\ \text{kg}$$ tijdens de lancering.`,
          highlights: [r`kracht tijdens de lancering`],
          tags: ['versnelling', 'resulterende kracht', 'snelheid'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.2', Newton: 'H3.2' },
          tips: [r`Reken de eindsnelheid eerst om naar m/s.`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van de snelheid`,
                  text: r`$$v = 27{,}8\ \text{m/s}$$`,
                  elaboration: r`$$v = \dfrac{100}{3{,}6} = 27{,}8\ \text{m/s}$$`,
                  explanation: r`$$1\ \text{m/s} = 3{,}6\ \text{km/h}$$.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de gemiddelde versnelling`,
                  text: r`$$a = 13{,}9\ \text{m/s}^2$$`,
                  elaboration: r`$$a = \dfrac{\Delta v}{\Delta t} = \dfrac{27{,}8}{2{,}0} = 13{,}9\ \text{m/s}^2$$`,
                  explanation: r`Groter dan de valversnelling.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$F_{res} = m \cdot a$$ en completeren`,
                  text: r`$$F = 8{,}3 \cdot 10^{2}\ \text{N}$$`,
                  elaboration: r`$$F = 60 \cdot 13{,}9 = 833\ \text{N}$$`,
                  explanation: r`De stoelleuning duwt de passagier met deze kracht naar voren.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Elektrische auto laden`,
      introduction: r`Mila heeft een elektrische auto met een accu van $$60\ \text{kWh}$$. Zij kan op verschillende manieren laden; zie tabel 1. Bij het laden gaat een deel van de energie verloren in de lader en de kabels. Het laadrendement (van stopcontact of laadpaal tot in de accu) is $$90\%$$.

| manier van laden | vermogen |
|---|---|
| gewoon stopcontact | $$2{,}3\ \text{kW}$$ |
| laadpaal thuis (wallbox) | $$11\ \text{kW}$$ |
| snellader langs de snelweg | $$50\ \text{kW}$$ |`,
      questions: [
        {
          number: 5,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 57,
          text: r`Mila laadt de accu met de wallbox op van $$20\%$$ tot $$80\%$$ van de capaciteit. Bereken hoe lang dat duurt.`,
          highlights: [r`laadtijd met de wallbox`],
          tags: ['vermogen', 'rendement', 'kilowattuur'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H4.3', Newton: 'H2.3' },
          tips: [r`Hoeveel energie moet er in de accu bij, en hoeveel moet de wallbox daarvoor leveren?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de energie die de accu opneemt`,
                  text: r`$$E_{accu} = 36\ \text{kWh}$$`,
                  elaboration: r`$$E_{accu} = (0{,}80 - 0{,}20) \cdot 60 = 36\ \text{kWh}$$`,
                  explanation: r`Van $$20\%$$ naar $$80\%$$ is $$60\%$$ van de capaciteit.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van het rendement`,
                  text: r`$$E_{net} = 40\ \text{kWh}$$`,
                  elaboration: r`$$E_{net} = \dfrac{36}{0{,}90} = 40\ \text{kWh}$$`,
                  explanation: r`Het net moet meer energie leveren dan de accu opneemt.`,
                  points: 1,
                  tips: [r`Wordt de benodigde energie uit het net groter of kleiner dan $$36\ \text{kWh}$$?`],
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$ en completeren`,
                  text: r`$$t = 3{,}6\ \text{h}$$`,
                  elaboration: r`$$t = \dfrac{40}{11} = 3{,}6\ \text{h}$$`,
                  explanation: r`Met kWh en kW komt de tijd direct in uren.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 74,
          text: r`De snellader levert zijn vermogen bij een gelijkspanning van $$400\ \text{V}$$. Bereken de stroomsterkte in de laadkabel.`,
          highlights: [r`stroomsterkte bij snelladen`],
          tags: ['vermogen', 'stroomsterkte', 'spanning'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H2.1', Newton: 'H2.3' },
          tips: [r`Gebruik het vermogen van de snellader uit tabel 1.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$P = U \cdot I$$`,
                  text: r`$$I = \dfrac{50 \cdot 10^{3}}{400}$$`,
                  elaboration: r`$$50\ \text{kW} = 5{,}0 \cdot 10^{4}\ \text{W}$$`,
                  explanation: r`Vermogen in watt, spanning in volt geeft stroom in ampère.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$I = 1{,}3 \cdot 10^{2}\ \text{A}$$`,
                  elaboration: r`$$I = 125\ \text{A}$$`,
                  explanation: r`Dat is veel meer dan door een huisinstallatie mag lopen.`,
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
          pValue: 37,
          introduction: r`De laadkabel van de snellader is $$5{,}0\ \text{m}$$ lang en bevat twee koperen aders (heen en terug), elk met een doorsnede van $$35\ \text{mm}^2$$. De soortelijke weerstand van koper is $$17 \cdot 10^{-9}\ \Omega\ \text{m}$$.`,
          text: r`Bereken het vermogen dat als warmte in de laadkabel wordt ontwikkeld bij een stroomsterkte van $$125\ \text{A}$$.`,
          highlights: [r`warmteontwikkeling in de laadkabel`],
          tags: ['weerstand', 'soortelijke weerstand', 'vermogen'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H2.1', Newton: 'H2.2' },
          dependsOn: [{ number: 6 }],
          tips: [r`Hoe lang is de totale koperdraad waar de stroom doorheen gaat?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$R = \rho \cdot \dfrac{\ell}{A}$$ met $$\ell = 10\ \text{m}$$`,
                  text: r`$$R = 17 \cdot 10^{-9} \cdot \dfrac{10}{35 \cdot 10^{-6}}$$`,
                  elaboration: r`De stroom gaat door beide aders: $$\ell = 2 \cdot 5{,}0 = 10\ \text{m}$$.`,
                  explanation: r`Heen en terug samen vormen één serieschakeling.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen van $$\text{mm}^2$$ naar $$\text{m}^2$$`,
                  text: r`$$A = 35 \cdot 10^{-6}\ \text{m}^2$$`,
                  elaboration: r`$$1\ \text{mm}^2 = 10^{-6}\ \text{m}^2$$, dus $$R = 4{,}86 \cdot 10^{-3}\ \Omega$$.`,
                  explanation: r`Een veelgemaakte fout is delen door $$10^{-3}$$.`,
                  points: 1,
                  tips: [r`Hoeveel vierkante millimeter past er in één vierkante meter?`],
                },
                {
                  correction: r`gebruik van $$P = I^2 \cdot R$$ (of $$U = I \cdot R$$ en $$P = U \cdot I$$)`,
                  text: r`$$P = 125^2 \cdot 4{,}86 \cdot 10^{-3}$$`,
                  elaboration: r`$$U_{kabel} = 125 \cdot 4{,}86 \cdot 10^{-3} = 0{,}607\ \text{V}$$; $$P = 0{,}607 \cdot 125$$`,
                  explanation: r`Alleen de spanning over de kabel zelf bepaalt het verlies in de kabel.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$P = 76\ \text{W}$$`,
                  elaboration: r`$$P = 75{,}9\ \text{W} \approx 76\ \text{W}$$`,
                  explanation: r`Daarom worden snellaadkabels vaak gekoeld.`,
                  points: 1,
                },
              ],
              remark: r`Als met $$\ell = 5{,}0\ \text{m}$$ is gerekend ($$P = 38\ \text{W}$$), het eerste scorepunt niet toekennen.`,
            },
          ],
        },
        {
          number: 8,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 50,
          text: r`De auto wordt aangedreven door een elektromotor. Leg uit waardoor de spoel van een elektromotor gaat draaien als er stroom door loopt.`,
          highlights: [r`werking van de elektromotor`],
          tags: ['lorentzkracht', 'magnetisch veld', 'elektromotor'],
          domain: 'Elektromagnetisme',
          chapters: { Nova: 'H8.2', Newton: 'H8.2' },
          tips: [r`Welke kracht werkt er op een stroomdraad in een magnetisch veld?`],
          answers: [
            {
              steps: [
                {
                  correction: r`noemen van de lorentzkracht op een stroomvoerende draad in een magnetisch veld`,
                  text: r`op de stroomdraden in het magneetveld werkt een lorentzkracht`,
                  elaboration: r`De spoel zit tussen magneetpolen; de stroom loopt loodrecht op de veldlijnen.`,
                  explanation: r`De richting volgt uit een richtingsregel (bijvoorbeeld de linkerhandregel).`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de krachten aan beide zijden tegengesteld zijn en een moment geven`,
                  text: r`aan de twee zijden van de spoel loopt de stroom tegengesteld, dus de krachten zijn tegengesteld`,
                  elaboration: r`Twee tegengestelde krachten op verschillende plekken vormen samen een draaiend moment.`,
                  explanation: r`De commutator zorgt dat de stroomrichting steeds op tijd omkeert, zodat de spoel door blijft draaien.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Golfslagbad`,
      introduction: r`In een subtropisch zwembad maakt een golfmachine aan één kant van het bad golven. Een beweegbare wand duwt het water elke $$2{,}0\ \text{s}$$ één keer heen en weer. In figuur 2 staat de uitwijking $$u$$ van het wateroppervlak op één moment als functie van de plaats $$x$$ in het diepe deel van het bad.

![Figuur 2: momentopname van de golf in het diepe deel](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: (u,x)-diagram van de golf; sinusvorm met golflengte 4,0 m en amplitude 0,30 m over 12 m`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 230" font-family="sans-serif" font-size="12"><defs><pattern id="g192b" x="40" y="35" width="30" height="25" patternUnits="userSpaceOnUse"><path d="M30 0H0V25" fill="none" stroke="#ddd"/></pattern></defs><rect x="40" y="35" width="360" height="150" fill="url(#g192b)" stroke="#999"/><line x1="40" y1="110" x2="410" y2="110" stroke="#000"/><line x1="40" y1="25" x2="40" y2="195" stroke="#000"/><polyline fill="none" stroke="#06c" stroke-width="2" points="40,110.0 43,98.3 46,86.8 49,76.0 52,65.9 55,57.0 58,49.3 61,43.2 64,38.7 67,35.9 70,35.0 73,35.9 76,38.7 79,43.2 82,49.3 85,57.0 88,65.9 91,76.0 94,86.8 97,98.3 100,110.0 103,121.7 106,133.2 109,144.0 112,154.1 115,163.0 118,170.7 121,176.8 124,181.3 127,184.1 130,185.0 133,184.1 136,181.3 139,176.8 142,170.7 145,163.0 148,154.1 151,144.0 154,133.2 157,121.7 160,110.0 163,98.3 166,86.8 169,76.0 172,65.9 175,57.0 178,49.3 181,43.2 184,38.7 187,35.9 190,35.0 193,35.9 196,38.7 199,43.2 202,49.3 205,57.0 208,65.9 211,76.0 214,86.8 217,98.3 220,110.0 223,121.7 226,133.2 229,144.0 232,154.1 235,163.0 238,170.7 241,176.8 244,181.3 247,184.1 250,185.0 253,184.1 256,181.3 259,176.8 262,170.7 265,163.0 268,154.1 271,144.0 274,133.2 277,121.7 280,110.0 283,98.3 286,86.8 289,76.0 292,65.9 295,57.0 298,49.3 301,43.2 304,38.7 307,35.9 310,35.0 313,35.9 316,38.7 319,43.2 322,49.3 325,57.0 328,65.9 331,76.0 334,86.8 337,98.3 340,110.0 343,121.7 346,133.2 349,144.0 352,154.1 355,163.0 358,170.7 361,176.8 364,181.3 367,184.1 370,185.0 373,184.1 376,181.3 379,176.8 382,170.7 385,163.0 388,154.1 391,144.0 394,133.2 397,121.7 400,110.0"/><g text-anchor="middle"><text x="40" y="210">0</text><text x="100" y="210">2</text><text x="160" y="210">4</text><text x="220" y="210">6</text><text x="280" y="210">8</text><text x="340" y="210">10</text><text x="400" y="210">12</text><text x="225" y="226">x (m)</text></g><g text-anchor="end"><text x="34" y="39">0,3</text><text x="34" y="89">0,1</text><text x="34" y="114">0</text><text x="34" y="139">−0,1</text><text x="34" y="189">−0,3</text></g><text x="6" y="18">u (m)</text></svg>`,
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Bepaal',
          points: 2,
          minutes: 2,
          pValue: 79,
          text: r`Bepaal met figuur 2 de golflengte en de amplitude van de golf.`,
          highlights: [r`golflengte en amplitude`],
          tags: ['golflengte', 'amplitude', 'grafiek'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          tips: [r`Meet de golflengte over meerdere golven tegelijk.`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de golflengte`,
                  text: r`$$\lambda = 4{,}0\ \text{m}$$`,
                  elaboration: r`Over $$12\ \text{m}$$ passen drie hele golven: $$\lambda = \dfrac{12}{3} = 4{,}0\ \text{m}$$.`,
                  explanation: r`De golflengte is de afstand tussen twee opeenvolgende toppen.`,
                  points: 1,
                },
                {
                  correction: r`bepalen van de amplitude`,
                  text: r`$$A = 0{,}30\ \text{m}$$`,
                  elaboration: r`De grootste uitwijking vanaf de evenwichtsstand is $$0{,}30\ \text{m}$$.`,
                  explanation: r`Niet de afstand van dal tot top ($$0{,}60\ \text{m}$$).`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 72,
          text: r`Bereken de snelheid van de golven in het diepe deel van het bad.`,
          highlights: [r`golfsnelheid`],
          tags: ['golfsnelheid', 'frequentie', 'golflengte'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          dependsOn: [{ number: 9 }],
          tips: [r`Welke trillingstijd hoort bij de golfmachine?`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de frequentie`,
                  text: r`$$f = 0{,}50\ \text{Hz}$$`,
                  elaboration: r`$$T = 2{,}0\ \text{s}$$, dus $$f = \dfrac{1}{2{,}0} = 0{,}50\ \text{Hz}$$`,
                  explanation: r`De golfmachine bepaalt de frequentie van de golf.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$v = f \cdot \lambda$$ en completeren`,
                  text: r`$$v = 2{,}0\ \text{m/s}$$`,
                  elaboration: r`$$v = 0{,}50 \cdot 4{,}0 = 2{,}0\ \text{m/s}$$`,
                  explanation: r`Ook goed: $$v = \dfrac{\lambda}{T}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Beschrijf',
          points: 2,
          minutes: 3,
          pValue: 55,
          text: r`Op het water drijft een opblaasbare bal. Beschrijf de beweging van de bal als de golven langskomen. Verwaarloos de invloed van wind.`,
          highlights: [r`beweging van een drijvende bal`],
          tags: ['trilling', 'transversale golf'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.1', Newton: 'H6.1' },
          tips: [r`Verplaatst een golf het water zelf, of alleen energie?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de bal op en neer beweegt om een evenwichtsstand`,
                  text: r`de bal gaat op en neer met een trillingstijd van $$2{,}0\ \text{s}$$`,
                  elaboration: r`De bal volgt de beweging van het wateroppervlak ter plaatse.`,
                  explanation: r`Elk stukje water trilt met de frequentie van de golfmachine.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de bal niet met de golf meereist`,
                  text: r`de bal verplaatst zich niet met de golfsnelheid door het bad`,
                  elaboration: r`Een golf transporteert energie, geen materie.`,
                  explanation: r`In werkelijkheid beschrijft de bal een klein rondje, maar gemiddeld blijft hij op zijn plaats.`,
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
          pValue: 46,
          text: r`In het ondiepe deel van het bad is de golfsnelheid kleiner dan in het diepe deel. Wat gebeurt er met de frequentie en de golflengte als de golf het ondiepe deel in loopt?
A De frequentie blijft gelijk, de golflengte wordt kleiner.
B De frequentie blijft gelijk, de golflengte wordt groter.
C De frequentie wordt kleiner, de golflengte blijft gelijk.
D Frequentie en golflengte worden allebei kleiner.`,
          highlights: [r`golf in ondiep water`],
          tags: ['golfsnelheid', 'golflengte', 'frequentie'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          tips: [r`Wat bepaalt de frequentie van een golf: de bron of het medium?`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze`,
                  text: r`antwoord A`,
                  elaboration: r`De frequentie ligt vast door de golfmachine; uit $$\lambda = \dfrac{v}{f}$$ volgt dat een kleinere $$v$$ een kleinere $$\lambda$$ geeft.`,
                  explanation: r`Daarom komen golven bij het strand dichter op elkaar.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Bestraling van specerijen`,
      introduction: r`Gedroogde specerijen kunnen bacteriën en schimmels bevatten. Een bedrijf in Ede bestraalt daarom dozen specerijen met gammastraling van een kobalt-60-bron. De halveringstijd van kobalt-60 is $$5{,}27$$ jaar. Om de bacteriën te doden moet elke doos een geabsorbeerde dosis van $$10\ \text{kGy}$$ krijgen ($$1\ \text{Gy} = 1\ \text{J/kg}$$).`,
      questions: [
        {
          number: 13,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 68,
          text: r`Een doos bevat $$25\ \text{kg}$$ specerijen. Bereken hoeveel stralingsenergie de specerijen in deze doos absorberen.`,
          highlights: [r`geabsorbeerde stralingsenergie`],
          tags: ['dosis', 'stralingsenergie', 'gammastraling'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.3' },
          tips: [r`Een dosis in gray is energie per kilogram.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$D = \dfrac{E}{m}$$`,
                  text: r`$$E = 10 \cdot 10^{3} \cdot 25$$`,
                  elaboration: r`$$E = D \cdot m$$ met $$D = 1{,}0 \cdot 10^{4}\ \text{Gy}$$.`,
                  explanation: r`Kilo betekent $$10^{3}$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$E = 2{,}5 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$E = 2{,}5 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`Twee significante cijfers.`,
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
          pValue: 49,
          text: r`Het bedrijf vult de bron bij met nieuw kobalt-60 als de activiteit is gedaald tot $$70\%$$ van de beginwaarde. Bereken na hoeveel jaar dat het geval is.`,
          highlights: [r`activiteit gedaald tot 70%`],
          tags: ['halveringstijd', 'activiteit'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.2' },
          tips: [r`Is dat meer of minder dan één halveringstijd?`],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van de vergelijking`,
                  text: r`$$\left(\tfrac{1}{2}\right)^{t/5{,}27} = 0{,}70$$`,
                  elaboration: r`$$A(t) = A(0) \cdot \left(\tfrac{1}{2}\right)^{t/t_{1/2}}$$ met $$\dfrac{A(t)}{A(0)} = 0{,}70$$`,
                  explanation: r`Alleen de verhouding van de activiteiten is nodig.`,
                  points: 1,
                },
                {
                  correction: r`oplossen van het aantal halveringstijden`,
                  text: r`$$n = 0{,}515$$`,
                  elaboration: r`$$n = \dfrac{\log 0{,}70}{\log 0{,}5} = 0{,}515$$`,
                  explanation: r`Minder dan één halveringstijd, want er is meer dan de helft over.`,
                  points: 1,
                  tips: [r`Gebruik de logaritme of probeer een paar waarden voor $$n$$.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$t = 2{,}7\ \text{jaar}$$`,
                  elaboration: r`$$t = 0{,}515 \cdot 5{,}27 = 2{,}71\ \text{jaar}$$`,
                  explanation: r`Twee significante cijfers, zoals het percentage.`,
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
          pValue: 61,
          text: r`Veel consumenten denken dat bestraalde specerijen zelf radioactief zijn. Leg uit dat dit niet zo is. Gebruik de begrippen bestraling en besmetting.`,
          highlights: [r`bestraling en besmetting`],
          tags: ['bestraling', 'besmetting', 'gammastraling'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.2', Newton: 'H7.3' },
          tips: [r`Komt er bij het bestralen radioactieve stof in de doos terecht?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij bestraling alleen straling de specerijen bereikt`,
                  text: r`de specerijen worden bestraald: de bron blijft buiten de doos`,
                  elaboration: r`De gammafotonen geven hun energie af en zijn daarna verdwenen.`,
                  explanation: r`Gammastraling maakt de kernen van de specerijen niet instabiel.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat er geen besmetting optreedt`,
                  text: r`er komt geen radioactieve stof in of op de specerijen, dus geen besmetting`,
                  elaboration: r`Alleen bij besmetting blijft een stof na afloop straling uitzenden.`,
                  explanation: r`Na het bestralen zenden de specerijen zelf dus geen straling uit.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 16,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 71,
          text: r`Waarom gebruikt het bedrijf gammastraling en geen alfastraling?
A Gammastraling heeft een groter ioniserend vermogen.
B Gammastraling dringt door de hele doos heen.
C Alfastraling maakt de specerijen radioactief.
D Alfastraling heeft een te lange halveringstijd.`,
          highlights: [r`gamma in plaats van alfa`],
          tags: ['doordringend vermogen', 'gammastraling', 'alfastraling'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.2', Newton: 'H7.1' },
          dependsOn: [{ number: 13 }],
          tips: [r`Hoe ver komt alfastraling in vaste stof?`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze`,
                  text: r`antwoord B`,
                  elaboration: r`Alfastraling komt niet verder dan de buitenkant van de doos; gammastraling bereikt alle specerijen.`,
                  explanation: r`A is onjuist: alfastraling ioniseert juist sterker.`,
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
