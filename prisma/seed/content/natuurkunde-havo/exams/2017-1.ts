import type { ExamContent } from '../../types.ts';

const r = String.raw;

export const exam: ExamContent = {
  year: 2017,
  term: 1,
  standardizationValue: 1.0,
  topics: [
    {
      name: r`Skeeleren op de dijk`,
      introduction: r`Lotte traint voor een skeelermarathon op een vlak fietspad boven op een dijk. Haar massa is inclusief skeelers en kleding $$62\ \text{kg}$$. Een app op haar telefoon registreert haar snelheid. Lotte zet af vanuit stilstand, skeelert een tijdje met constante snelheid en laat zich daarna uitrollen zonder af te zetten. In figuur 1 staat het $$(v,t)$$-diagram van deze rit.

![Figuur 1: het (v,t)-diagram van Lotte](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: het (v,t)-diagram van Lotte tijdens optrekken, constant skeeleren en uitrollen`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300" font-family="sans-serif" font-size="12"><defs><pattern id="g171a" width="10" height="25" patternUnits="userSpaceOnUse"><path d="M10 0H0V25" fill="none" stroke="#d8d8d8" stroke-width="1"/></pattern></defs><rect x="50" y="50" width="400" height="200" fill="url(#g171a)" stroke="#999"/><line x1="50" y1="250" x2="460" y2="250" stroke="#000"/><line x1="50" y1="250" x2="50" y2="40" stroke="#000"/><polyline points="50,250 100,62.5 200,62.5 450,187.5" fill="none" stroke="#c00" stroke-width="2.5"/><g text-anchor="middle"><text x="50" y="266">0</text><text x="100" y="266">5</text><text x="150" y="266">10</text><text x="200" y="266">15</text><text x="250" y="266">20</text><text x="300" y="266">25</text><text x="350" y="266">30</text><text x="400" y="266">35</text><text x="450" y="266">40</text><text x="255" y="288">t (s)</text></g><g text-anchor="end"><text x="44" y="254">0</text><text x="44" y="204">2</text><text x="44" y="154">4</text><text x="44" y="104">6</text><text x="44" y="54">8</text></g><text x="14" y="30">v (m/s)</text></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 68,
          text: r`Bepaal met behulp van figuur 1 de afstand die Lotte in de eerste $$15\ \text{s}$$ aflegt.`,
          highlights: [r`afstand uit de oppervlakte onder het (v,t)-diagram`],
          tags: ['snelheid', 'afstand', 'grafiek'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H1.1', Newton: 'H3.1' },
          tips: [r`Welke grootheid hoort bij de oppervlakte onder een $$(v,t)$$-diagram?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de afstand gelijk is aan de oppervlakte onder de grafiek`,
                  text: r`$$s = \text{oppervlakte onder het } (v,t)\text{-diagram}$$`,
                  elaboration: r`De oppervlakte tussen de grafiek en de tijdas van $$t = 0$$ tot $$t = 15\ \text{s}$$ bestaat uit een driehoek en een rechthoek.`,
                  explanation: r`Bij elke kleine tijdstap geldt $$\Delta s = v \cdot \Delta t$$; al die stroken samen vormen de oppervlakte.`,
                  points: 1,
                  tips: [r`Verdeel het gebied onder de grafiek in figuren waarvan je de oppervlakte kunt berekenen.`],
                },
                {
                  correction: r`bepalen van de afstanden tijdens optrekken en tijdens de constante snelheid`,
                  text: r`$$s_1 = 18{,}75\ \text{m}$$ en $$s_2 = 75\ \text{m}$$`,
                  elaboration: r`$$s_1 = \tfrac{1}{2} \cdot 5{,}0 \cdot 7{,}5 = 18{,}75\ \text{m}$$ en $$s_2 = 7{,}5 \cdot (15 - 5{,}0) = 75\ \text{m}$$`,
                  explanation: r`Tijdens het optrekken neemt de snelheid gelijkmatig toe (driehoek); daarna is de snelheid constant (rechthoek).`,
                  points: 1,
                },
                {
                  correction: r`completeren van de bepaling`,
                  text: r`$$s = 94\ \text{m}$$`,
                  elaboration: r`$$s = 18{,}75 + 75 = 93{,}75\ \text{m} \approx 94\ \text{m}$$`,
                  explanation: r`De afleesnauwkeurigheid van de grafiek rechtvaardigt twee significante cijfers.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$92\ \text{m}$$ en $$96\ \text{m}$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 74,
          text: r`Bereken de resulterende kracht op Lotte tijdens het optrekken.`,
          highlights: [r`resulterende kracht tijdens het optrekken`],
          tags: ['versnelling', 'resulterende kracht'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.2', Newton: 'H3.2' },
          tips: [r`Bepaal eerst de versnelling uit de steilheid van de grafiek.`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de versnelling met $$a = \dfrac{\Delta v}{\Delta t}$$`,
                  text: r`$$a = 1{,}5\ \text{m/s}^2$$`,
                  elaboration: r`$$a = \dfrac{7{,}5 - 0}{5{,}0 - 0} = 1{,}5\ \text{m/s}^2$$`,
                  explanation: r`De grafiek is tijdens het optrekken een rechte lijn, dus de versnelling is constant en gelijk aan de helling.`,
                  points: 1,
                  tips: [r`Lees af hoe groot de snelheidstoename is en in hoeveel tijd die plaatsvindt.`],
                },
                {
                  correction: r`gebruik van $$F_{res} = m \cdot a$$`,
                  text: r`$$F_{res} = 62 \cdot 1{,}5$$`,
                  elaboration: r`Invullen van de tweede wet van Newton met $$m = 62\ \text{kg}$$ en $$a = 1{,}5\ \text{m/s}^2$$.`,
                  explanation: r`De resulterende kracht bepaalt de versnelling van Lotte als geheel.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$F_{res} = 93\ \text{N}$$`,
                  elaboration: r`$$F_{res} = 62 \cdot 1{,}5 = 93\ \text{N}$$`,
                  explanation: r`Twee significante cijfers, net als de gegevens.`,
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
          pValue: 52,
          text: r`Tijdens het uitrollen van $$t = 15\ \text{s}$$ tot $$t = 40\ \text{s}$$ verricht de wrijvingskracht arbeid op Lotte. Bereken deze arbeid.`,
          highlights: [r`arbeid door de wrijvingskracht`],
          tags: ['arbeid', 'kinetische energie', 'wrijving'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.1', Newton: 'H5.1' },
          dependsOn: [{ number: 1 }],
          tips: [r`Welke vorm van energie neemt af tijdens het uitrollen?`, r`Je kunt ook werken met de gemiddelde wrijvingskracht en de afgelegde afstand.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E_k = \tfrac{1}{2} m v^2$$`,
                  text: r`$$E_{k,begin} = 1{,}74 \cdot 10^{3}\ \text{J}$$ en $$E_{k,eind} = 1{,}9 \cdot 10^{2}\ \text{J}$$`,
                  elaboration: r`$$E_{k,begin} = \tfrac{1}{2} \cdot 62 \cdot 7{,}5^2 = 1744\ \text{J}$$ en $$E_{k,eind} = \tfrac{1}{2} \cdot 62 \cdot 2{,}5^2 = 194\ \text{J}$$`,
                  explanation: r`De snelheden lees je af in figuur 1 bij $$t = 15\ \text{s}$$ en $$t = 40\ \text{s}$$.`,
                  points: 1,
                  tips: [r`Lees de snelheid aan het begin en aan het eind van het uitrollen af.`],
                },
                {
                  correction: r`inzicht dat de arbeid van de wrijvingskracht gelijk is aan de afname van de kinetische energie`,
                  text: r`$$W_w = \Delta E_k$$`,
                  elaboration: r`Het fietspad is vlak, dus de zwaarte-energie verandert niet en alleen de wrijving verricht arbeid.`,
                  explanation: r`Volgens de wet van arbeid en kinetische energie is de totale arbeid gelijk aan de verandering van $$E_k$$.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het verschil`,
                  text: r`$$\Delta E_k = 1{,}55 \cdot 10^{3}\ \text{J}$$`,
                  elaboration: r`$$\Delta E_k = 1744 - 194 = 1550\ \text{J}$$`,
                  explanation: r`Tussentijds niet afronden voorkomt afrondfouten.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening met het juiste teken of de juiste formulering`,
                  text: r`$$W_w = -1{,}6 \cdot 10^{3}\ \text{J}$$`,
                  elaboration: r`De wrijvingskracht is tegengesteld aan de beweging, dus $$W_w = -1{,}6 \cdot 10^{3}\ \text{J}$$.`,
                  explanation: r`Een kracht tegen de bewegingsrichting in verricht negatieve arbeid.`,
                  points: 1,
                },
              ],
              remark: r`Als de kandidaat $$1{,}6 \cdot 10^{3}\ \text{J}$$ noemt met de opmerking dat de wrijving energie onttrekt, ook het laatste scorepunt toekennen.`,
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`bepalen van de vertraging en gebruik van $$F_{res} = m \cdot a$$`,
                  text: r`$$F_w = 12{,}4\ \text{N}$$`,
                  elaboration: r`$$a = \dfrac{2{,}5 - 7{,}5}{40 - 15} = -0{,}20\ \text{m/s}^2$$, dus $$F_w = 62 \cdot 0{,}20 = 12{,}4\ \text{N}$$`,
                  explanation: r`Tijdens het uitrollen is de wrijvingskracht de enige horizontale kracht.`,
                  points: 1,
                },
                {
                  correction: r`bepalen van de afstand tijdens het uitrollen`,
                  text: r`$$s = 125\ \text{m}$$`,
                  elaboration: r`$$s = v_{gem} \cdot t = \dfrac{7{,}5 + 2{,}5}{2} \cdot 25 = 125\ \text{m}$$`,
                  explanation: r`Bij een eenparig vertraagde beweging is de gemiddelde snelheid het gemiddelde van begin- en eindsnelheid.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$W = F \cdot s$$`,
                  text: r`$$W = 12{,}4 \cdot 125$$`,
                  elaboration: r`$$W = 12{,}4 \cdot 125 = 1550\ \text{J}$$`,
                  explanation: r`De kracht is constant en evenwijdig aan de verplaatsing.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening met het juiste teken`,
                  text: r`$$W_w = -1{,}6 \cdot 10^{3}\ \text{J}$$`,
                  elaboration: r`De kracht werkt tegen de beweging in, dus de arbeid is negatief.`,
                  explanation: r`Twee significante cijfers, zoals de gegevens.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Meerkeuze',
          points: 2,
          minutes: 3,
          pValue: 47,
          text: r`In figuur 1 is het uitrollen als een rechte lijn getekend. In werkelijkheid hangt de luchtweerstand af van de snelheid. Welke bewering over het werkelijke $$(v,t)$$-diagram tijdens het uitrollen is juist?
A De grafiek is een rechte lijn, want de massa van Lotte verandert niet.
B De grafiek is gekromd en wordt steeds steiler.
C De grafiek is gekromd en wordt steeds minder steil.
D De grafiek loopt horizontaal, want er werkt geen aandrijvende kracht.`,
          highlights: [r`luchtweerstand hangt af van de snelheid`],
          tags: ['luchtweerstand', 'versnelling', 'grafiek'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H1.3', Newton: 'H3.3' },
          tips: [r`Wat gebeurt er met de luchtweerstand als de snelheid afneemt, en wat betekent dat voor de vertraging?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de wrijvingskracht en dus de vertraging afneemt bij afnemende snelheid`,
                  text: r`kleinere snelheid → kleinere $$F_w$$ → kleinere vertraging`,
                  elaboration: r`De luchtweerstand neemt af als $$v$$ kleiner wordt, dus volgens $$F_{res} = m \cdot a$$ neemt de vertraging af.`,
                  explanation: r`De steilheid van het $$(v,t)$$-diagram is de versnelling.`,
                  points: 0,
                },
                {
                  correction: r`juiste keuze`,
                  text: r`antwoord C`,
                  elaboration: r`Een afnemende vertraging betekent een grafiek die steeds minder steil daalt: C.`,
                  explanation: r`A en D negeren de snelheidsafhankelijke wrijving; B hoort bij een toenemende vertraging.`,
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
      name: r`Waterkoker`,
      introduction: r`Op het typeplaatje van een waterkoker staan de gegevens van tabel 1. Daan wil weten hoe efficiënt zijn waterkoker is. Hij vult de waterkoker met $$1{,}50\ \text{L}$$ water van $$18{,}0\ \text{°C}$$ en meet hoe lang het duurt voordat het water kookt. Zijn metingen staan ook in tabel 1.

| gegeven | waarde |
|---|---|
| netspanning | $$230\ \text{V}$$ |
| vermogen | $$2200\ \text{W}$$ |
| maximale inhoud | $$1{,}7\ \text{L}$$ |
| begintemperatuur water | $$18{,}0\ \text{°C}$$ |
| eindtemperatuur water | $$100{,}0\ \text{°C}$$ |
| opwarmtijd | $$4\ \text{min}\ 10\ \text{s}$$ |`,
      questions: [
        {
          number: 5,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 71,
          text: r`Bereken de weerstand van het verwarmingselement van de waterkoker als deze in werking is.`,
          highlights: [r`weerstand van het verwarmingselement`],
          tags: ['weerstand', 'vermogen', 'stroomsterkte'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H2.1', Newton: 'H2.3' },
          tips: [r`Bereken eerst de stroomsterkte door het element.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$P = U \cdot I$$`,
                  text: r`$$I = 9{,}57\ \text{A}$$`,
                  elaboration: r`$$I = \dfrac{P}{U} = \dfrac{2200}{230} = 9{,}565\ \text{A}$$`,
                  explanation: r`Vermogen en spanning staan op het typeplaatje.`,
                  points: 1,
                  tips: [r`Welke formule verbindt vermogen, spanning en stroomsterkte?`],
                },
                {
                  correction: r`gebruik van $$U = I \cdot R$$`,
                  text: r`$$R = \dfrac{230}{9{,}565}$$`,
                  elaboration: r`$$R = \dfrac{U}{I} = \dfrac{230}{9{,}565}$$`,
                  explanation: r`De wet van Ohm geldt voor het element bij de werktemperatuur.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$R = 24{,}0\ \Omega$$`,
                  elaboration: r`$$R = 24{,}05\ \Omega \approx 24{,}0\ \Omega$$`,
                  explanation: r`Direct kan ook: $$R = \dfrac{U^2}{P} = \dfrac{230^2}{2200} = 24{,}0\ \Omega$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 55,
          text: r`Bereken het rendement van de waterkoker bij de meting van Daan.`,
          highlights: [r`rendement van de waterkoker`],
          tags: ['rendement', 'soortelijke warmte', 'vermogen'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H6.2', Newton: 'H1.2' },
          tips: [r`Het nuttige deel van de energie is de warmte die het water opneemt.`, r`Zoek de soortelijke warmte van water op in het informatieboek.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$Q = c \cdot m \cdot \Delta T$$ met $$c = 4{,}18 \cdot 10^{3}\ \text{J kg}^{-1}\ \text{K}^{-1}$$`,
                  text: r`$$Q = 5{,}14 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$Q = 4{,}18 \cdot 10^{3} \cdot 1{,}50 \cdot (100{,}0 - 18{,}0) = 5{,}14 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`$$1{,}50\ \text{L}$$ water heeft een massa van $$1{,}50\ \text{kg}$$.`,
                  points: 1,
                  tips: [r`Hoe groot is de massa van $$1{,}50\ \text{L}$$ water?`],
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$ met $$t = 250\ \text{s}$$`,
                  text: r`$$E_{in} = 5{,}50 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$E_{in} = 2200 \cdot 250 = 5{,}50 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`$$4\ \text{min}\ 10\ \text{s} = 250\ \text{s}$$; de tijd moet in seconden.`,
                  points: 1,
                  tips: [r`Reken de opwarmtijd om naar seconden.`],
                },
                {
                  correction: r`gebruik van $$\eta = \dfrac{E_{nuttig}}{E_{in}} \cdot 100\%$$`,
                  text: r`$$\eta = \dfrac{5{,}14 \cdot 10^{5}}{5{,}50 \cdot 10^{5}} \cdot 100\%$$`,
                  elaboration: r`De nuttige energie is de warmte in het water, de toegevoerde energie de elektrische energie.`,
                  explanation: r`De rest gaat naar de koker zelf en naar de omgeving.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\eta = 93{,}5\%$$`,
                  elaboration: r`$$\eta = 0{,}935 \cdot 100\% = 93{,}5\%$$`,
                  explanation: r`Drie significante cijfers, zoals de gemeten temperaturen en het volume.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Beredeneer',
          points: 2,
          minutes: 3,
          pValue: 63,
          text: r`Een fabrikant wil een waterkoker maken die aan hetzelfde stopcontact werkt, maar het water sneller aan de kook brengt. Beredeneer of het verwarmingselement daarvoor een grotere of een kleinere weerstand moet hebben.`,
          highlights: [r`grotere of kleinere weerstand`],
          tags: ['weerstand', 'vermogen'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H2.1', Newton: 'H2.3' },
          tips: [r`Wat blijft er gelijk als je dezelfde netspanning gebruikt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij gelijke spanning een groter vermogen nodig is`,
                  text: r`sneller koken vraagt een groter vermogen $$P$$ bij dezelfde $$U$$`,
                  elaboration: r`Dezelfde hoeveelheid warmte in minder tijd betekent volgens $$P = \dfrac{E}{t}$$ een groter vermogen.`,
                  explanation: r`De netspanning van $$230\ \text{V}$$ ligt vast.`,
                  points: 0,
                },
                {
                  correction: r`consequente conclusie`,
                  text: r`een kleinere weerstand`,
                  elaboration: r`Uit $$P = U \cdot I$$ en $$U = I \cdot R$$ volgt $$P = \dfrac{U^2}{R}$$: bij gelijke $$U$$ is $$P$$ groter als $$R$$ kleiner is.`,
                  explanation: r`Een kleinere weerstand laat een grotere stroom door bij dezelfde spanning.`,
                  points: 0,
                  tips: [r`Combineer de wet van Ohm met de formule voor het vermogen.`],
                },
              ],
              scores: [0, 1, 0, 2],
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 58,
          text: r`Daan gebruikt de waterkoker gemiddeld vier keer per dag, elke keer $$250\ \text{s}$$ lang. Eén $$\text{kWh}$$ kost $$€\ 0{,}28$$. Bereken de energiekosten van de waterkoker per jaar (365 dagen).`,
          highlights: [r`energiekosten per jaar`],
          tags: ['vermogen', 'energie', 'kilowattuur'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H4.3', Newton: 'H2.3' },
          dependsOn: [{ number: 6 }],
          tips: [r`Reken met kilowatt en uren, dan krijg je direct kWh.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de totale gebruiksduur in uren`,
                  text: r`$$t = 101{,}4\ \text{h}$$`,
                  elaboration: r`$$t = 365 \cdot 4 \cdot 250 = 3{,}65 \cdot 10^{5}\ \text{s} = \dfrac{3{,}65 \cdot 10^{5}}{3600} = 101{,}4\ \text{h}$$`,
                  explanation: r`De kilowattuur is het product van kilowatt en uur.`,
                  points: 1,
                  tips: [r`Hoeveel seconden zitten er in een uur?`],
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$`,
                  text: r`$$E = 223\ \text{kWh}$$`,
                  elaboration: r`$$E = 2{,}2 \cdot 101{,}4 = 223\ \text{kWh}$$`,
                  explanation: r`Het vermogen $$2200\ \text{W} = 2{,}2\ \text{kW}$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$€\ 62$$`,
                  elaboration: r`$$223 \cdot 0{,}28 = €\ 62{,}46 \approx €\ 62$$`,
                  explanation: r`Het rendement speelt hier geen rol: de meter registreert de toegevoerde elektrische energie.`,
                  points: 1,
                },
              ],
              remark: r`Als de kandidaat met het rendement uit vraag 6 de elektrische energie verkleint, het tweede scorepunt niet toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Echoscopie`,
      introduction: r`Bij een echoscopie zendt een probe korte pulsen ultrageluid met een frequentie van $$3{,}5\ \text{MHz}$$ het lichaam in. Op elk grensvlak tussen twee weefsels kaatst een deel van de puls terug. De probe vangt de echo's op en meet de tijd tussen het uitzenden en het ontvangen. De geluidssnelheid in zacht weefsel is $$1{,}54 \cdot 10^{3}\ \text{m/s}$$. In figuur 2 staat het signaal van de probe bij één puls.

![Figuur 2: het uitgezonden signaal en twee echo's](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: de uitgezonden puls op t = 0 en twee echo's op 65 en 91 microseconde`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 200" font-family="sans-serif" font-size="12"><line x1="40" y1="140" x2="460" y2="140" stroke="#000"/><g stroke="#bbb"><line x1="40" y1="40" x2="40" y2="140"/><line x1="120" y1="60" x2="120" y2="140"/><line x1="200" y1="60" x2="200" y2="140"/><line x1="280" y1="60" x2="280" y2="140"/><line x1="360" y1="60" x2="360" y2="140"/><line x1="440" y1="60" x2="440" y2="140"/></g><path d="M36 140 L38 50 L40 140 L42 60 L44 140" fill="none" stroke="#06c" stroke-width="2"/><path d="M296 140 L298 100 L300 140 L302 105 L304 140" fill="none" stroke="#c00" stroke-width="2"/><path d="M400 140 L402 112 L404 140 L406 116 L408 140" fill="none" stroke="#c00" stroke-width="2"/><g text-anchor="middle"><text x="40" y="158">0</text><text x="120" y="158">20</text><text x="200" y="158">40</text><text x="280" y="158">60</text><text x="360" y="158">80</text><text x="440" y="158">100</text><text x="250" y="182">t (μs)</text><text x="300" y="92">echo 1</text><text x="404" y="104">echo 2</text><text x="70" y="48">puls</text></g></svg>`,
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 78,
          text: r`Bereken de golflengte van het ultrageluid in zacht weefsel.`,
          highlights: [r`golflengte in zacht weefsel`],
          tags: ['golflengte', 'frequentie', 'geluidssnelheid'],
          domain: 'Medische beeldvorming',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          tips: [r`Welke formule verbindt golfsnelheid, frequentie en golflengte?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$v = f \cdot \lambda$$`,
                  text: r`$$\lambda = \dfrac{1{,}54 \cdot 10^{3}}{3{,}5 \cdot 10^{6}}$$`,
                  elaboration: r`$$\lambda = \dfrac{v}{f}$$ met $$f = 3{,}5\ \text{MHz} = 3{,}5 \cdot 10^{6}\ \text{Hz}$$.`,
                  explanation: r`Mega betekent $$10^{6}$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\lambda = 4{,}4 \cdot 10^{-4}\ \text{m}$$`,
                  elaboration: r`$$\lambda = 4{,}4 \cdot 10^{-4}\ \text{m} = 0{,}44\ \text{mm}$$`,
                  explanation: r`Twee significante cijfers, bepaald door de frequentie.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 57,
          text: r`De twee echo's in figuur 2 komen van de voor- en achterkant van één orgaan. Bepaal de dikte van dit orgaan.`,
          highlights: [r`dikte uit het tijdsverschil tussen twee echo's`],
          tags: ['echo', 'geluidssnelheid', 'afstand'],
          domain: 'Medische beeldvorming',
          chapters: { Nova: 'H7.4', Newton: 'H7.4' },
          tips: [r`Let op: de puls legt de afstand tussen de grensvlakken twee keer af.`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van het tijdsverschil tussen de echo's`,
                  text: r`$$\Delta t = 26\ \mu\text{s}$$`,
                  elaboration: r`Echo 1 op $$65\ \mu\text{s}$$ en echo 2 op $$91\ \mu\text{s}$$: $$\Delta t = 91 - 65 = 26\ \mu\text{s}$$.`,
                  explanation: r`Het extra stuk looptijd van de tweede echo hoort bij het heen en weer gaan door het orgaan.`,
                  points: 1,
                  tips: [r`Lees de tijdstippen af bij het begin van elke echo.`],
                },
                {
                  correction: r`inzicht dat de weg heen en terug wordt afgelegd`,
                  text: r`$$2d = v \cdot \Delta t$$`,
                  elaboration: r`De puls gaat door het orgaan naar het achterste grensvlak en weer terug.`,
                  explanation: r`Zonder deze factor 2 wordt de dikte twee keer te groot.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de bepaling`,
                  text: r`$$d = 2{,}0\ \text{cm}$$`,
                  elaboration: r`$$d = \dfrac{1{,}54 \cdot 10^{3} \cdot 26 \cdot 10^{-6}}{2} = 2{,}0 \cdot 10^{-2}\ \text{m}$$`,
                  explanation: r`Aangenomen is dat de geluidssnelheid in het orgaan gelijk is aan die in zacht weefsel.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$1{,}8\ \text{cm}$$ en $$2{,}2\ \text{cm}$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 11,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 61,
          text: r`Voordat de arts de probe op de buik zet, smeert zij een laag gel op de huid. Leg uit waarom dat nodig is.`,
          highlights: [r`gel tussen probe en huid`],
          tags: ['echo', 'reflectie'],
          domain: 'Medische beeldvorming',
          chapters: { Nova: 'H7.4', Newton: 'H7.4' },
          tips: [r`Wat zou er zonder gel tussen de probe en de huid zitten?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat er zonder gel een luchtlaag tussen probe en huid zit`,
                  text: r`zonder gel zit er lucht tussen probe en huid`,
                  elaboration: r`De huid is niet glad, dus er blijven kleine luchtlagen over.`,
                  explanation: r`Lucht en weefsel verschillen sterk in geluidssnelheid en dichtheid.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat op een grensvlak met lucht vrijwel al het geluid terugkaatst`,
                  text: r`bijna alle ultrageluid kaatst dan al bij de huid terug`,
                  elaboration: r`Met gel gaat het geluid vrijwel zonder reflectie van de probe het lichaam in.`,
                  explanation: r`Alleen geluid dat het lichaam in gaat, levert echo's van de organen op.`,
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
          pValue: 66,
          text: r`Voor onderzoek aan een oppervlakkig gelegen pees gebruikt de arts een probe van $$12\ \text{MHz}$$ in plaats van $$3{,}5\ \text{MHz}$$. Welke bewering is juist?
A Het beeld is scherper, maar het geluid dringt minder diep door.
B Het beeld is scherper en het geluid dringt dieper door.
C Het beeld is minder scherp, maar het geluid dringt dieper door.
D De frequentie heeft geen invloed op scherpte of indringdiepte.`,
          highlights: [r`hogere frequentie`],
          tags: ['frequentie', 'golflengte'],
          domain: 'Medische beeldvorming',
          chapters: { Nova: 'H7.4', Newton: 'H7.4' },
          tips: [r`Wat gebeurt er met de golflengte als de frequentie groter wordt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze`,
                  text: r`antwoord A`,
                  elaboration: r`Een hogere frequentie geeft een kleinere golflengte, dus kleinere details zijn zichtbaar; hoogfrequent geluid wordt wel sterker geabsorbeerd.`,
                  explanation: r`Daarom kiest men voor diepe organen juist een lage frequentie.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Radon in de kelder`,
      introduction: r`In de bodem ontstaat voortdurend het radioactieve edelgas radon-222. Via kieren in de vloer komt het in kelders en kruipruimtes terecht. Radon-222 vervalt onder uitzending van een alfadeeltje met een halveringstijd van $$3{,}8$$ dagen. Een meetbureau vult in een kelder een afgesloten meetflesje met kelderlucht en meet de activiteit van het radon in het flesje.`,
      questions: [
        {
          number: 13,
          type: 'Vul in',
          points: 3,
          minutes: 3,
          pValue: 72,
          text: r`Op de uitwerkbijlage staat de vervalvergelijking van radon-222 onvolledig. Vul de vervalvergelijking op de uitwerkbijlage in.

![Uitwerkbijlage bij vraag 13](bijlage13.svg)`,
          highlights: [r`vervalvergelijking van radon-222`],
          tags: ['vervalreactie', 'alfastraling'],
          domain: 'Kernprocessen',
          chapters: { Nova: 'H7.1', Newton: 'H7.1' },
          appendix: {
            name: 'bijlage13.svg',
            alt: r`Uitwerkbijlage: vervalvergelijking van radon-222 met lege vakjes`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 110" font-family="serif" font-size="22"><text x="20" y="62">²²²₈₆Rn</text><text x="112" y="62">→</text><rect x="150" y="30" width="90" height="46" fill="none" stroke="#000"/><text x="256" y="62">+</text><rect x="285" y="30" width="90" height="46" fill="none" stroke="#000"/><text x="150" y="100" font-size="13" font-family="sans-serif">dochterkern</text><text x="285" y="100" font-size="13" font-family="sans-serif">uitgezonden deeltje</text></svg>`,
          },
          tips: [r`Bij een vervalreactie blijven het massagetal en het atoomnummer (de lading) behouden.`],
          answers: [
            {
              steps: [
                {
                  correction: r`alfadeeltje juist rechts van de pijl`,
                  text: r`$$ {}^{4}_{2}\text{He}$$`,
                  elaboration: r`Een alfadeeltje is een heliumkern met twee protonen en twee neutronen.`,
                  explanation: r`Radon-222 is een alfastraler.`,
                  points: 1,
                },
                {
                  correction: r`Po als vervalproduct`,
                  text: r`$$\text{Po}$$`,
                  elaboration: r`Het atoomnummer wordt $$86 - 2 = 84$$: dat is polonium.`,
                  explanation: r`Het element volgt uit het atoomnummer in het periodiek systeem.`,
                  points: 1,
                  tips: [r`Zoek het element met atoomnummer 84 op.`],
                },
                {
                  correction: r`aantal nucleonen en lading kloppen`,
                  text: r`$$ {}^{222}_{86}\text{Rn} \rightarrow {}^{218}_{84}\text{Po} + {}^{4}_{2}\text{He}$$`,
                  elaboration: r`Massagetallen: $$222 = 218 + 4$$; atoomnummers: $$86 = 84 + 2$$.`,
                  explanation: r`Behoud van nucleonen en van lading.`,
                  points: 1,
                },
              ],
              remark: r`Als $$\alpha$$ is genoteerd in plaats van $$ {}^{4}_{2}\text{He}$$, dit goed rekenen.`,
            },
          ],
        },
        {
          number: 14,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 60,
          text: r`Direct na het vullen is de activiteit van het radon in het flesje $$450\ \text{Bq}$$. Het flesje wordt pas na $$10$$ dagen in het laboratorium gemeten. Bereken de activiteit van het radon in het flesje op het moment van meten.`,
          highlights: [r`activiteit na 10 dagen`],
          tags: ['halveringstijd', 'activiteit'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.2' },
          dependsOn: [{ number: 13, appendixes: true }],
          tips: [r`Hoeveel halveringstijden zitten er in 10 dagen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal halveringstijden`,
                  text: r`$$n = 2{,}63$$`,
                  elaboration: r`$$n = \dfrac{t}{t_{1/2}} = \dfrac{10}{3{,}8} = 2{,}63$$`,
                  explanation: r`Het aantal halveringstijden hoeft geen geheel getal te zijn.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$A(t) = A(0) \cdot \left(\tfrac{1}{2}\right)^{t/t_{1/2}}$$`,
                  text: r`$$A = 450 \cdot 0{,}5^{2{,}63}$$`,
                  elaboration: r`$$A = 450 \cdot \left(\tfrac{1}{2}\right)^{2{,}63}$$`,
                  explanation: r`Per halveringstijd halveert de activiteit.`,
                  points: 1,
                  tips: [r`Gebruik de machtsfunctie van je rekenmachine.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$A = 73\ \text{Bq}$$`,
                  elaboration: r`$$A = 450 \cdot 0{,}161 = 72{,}6\ \text{Bq} \approx 73\ \text{Bq}$$`,
                  explanation: r`Twee significante cijfers, zoals de halveringstijd.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 42,
          introduction: r`Als je radon inademt, vervallen een deel van de radonkernen en hun vervalproducten in de longen. Neem aan dat in de longen van een bewoner van het huis in een jaar $$1{,}5 \cdot 10^{8}$$ alfadeeltjes worden uitgezonden, elk met een energie van $$5{,}5\ \text{MeV}$$. Alle energie wordt geabsorbeerd door de longen, met een massa van $$1{,}0\ \text{kg}$$. De weegfactor voor alfastraling is $$20$$.`,
          text: r`Bereken de equivalente dosis die de longen van deze bewoner in een jaar ontvangen.`,
          highlights: [r`equivalente dosis in de longen`],
          tags: ['dosis', 'alfastraling', 'stralingsenergie'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.3' },
          tips: [r`Reken de energie van één alfadeeltje eerst om van MeV naar joule.`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van MeV naar J`,
                  text: r`$$E_\alpha = 8{,}81 \cdot 10^{-13}\ \text{J}$$`,
                  elaboration: r`$$E_\alpha = 5{,}5 \cdot 10^{6} \cdot 1{,}602 \cdot 10^{-19} = 8{,}81 \cdot 10^{-13}\ \text{J}$$`,
                  explanation: r`$$1\ \text{eV} = 1{,}602 \cdot 10^{-19}\ \text{J}$$.`,
                  points: 1,
                  tips: [r`Hoeveel joule is één elektronvolt?`],
                },
                {
                  correction: r`berekenen van de totale stralingsenergie`,
                  text: r`$$E_{str} = 1{,}32 \cdot 10^{-4}\ \text{J}$$`,
                  elaboration: r`$$E_{str} = 1{,}5 \cdot 10^{8} \cdot 8{,}81 \cdot 10^{-13} = 1{,}32 \cdot 10^{-4}\ \text{J}$$`,
                  explanation: r`Alle alfadeeltjes samen leveren de geabsorbeerde energie.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$H = w_R \cdot \dfrac{E_{str}}{m}$$`,
                  text: r`$$H = 20 \cdot \dfrac{1{,}32 \cdot 10^{-4}}{1{,}0}$$`,
                  elaboration: r`De weegfactor $$w_R = 20$$ houdt rekening met de grote schadelijkheid van alfastraling.`,
                  explanation: r`Equivalente dosis is geabsorbeerde energie per kilogram maal de weegfactor.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$H = 2{,}6 \cdot 10^{-3}\ \text{Sv}$$`,
                  elaboration: r`$$H = 2{,}64 \cdot 10^{-3}\ \text{Sv} \approx 2{,}6\ \text{mSv}$$`,
                  explanation: r`Twee significante cijfers; dit is vergelijkbaar met de gemiddelde jaarlijkse stralingsbelasting in Nederland.`,
                  points: 1,
                },
              ],
              remark: r`Als de weegfactor niet is gebruikt, maximaal 3 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 16,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 54,
          text: r`Radon buiten het lichaam is vrijwel onschadelijk, maar ingeademd radon is wel schadelijk. Leg dit uit met de eigenschappen van alfastraling.`,
          highlights: [r`ingeademd radon is schadelijk`],
          tags: ['alfastraling', 'ioniserend vermogen', 'doordringend vermogen'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.2', Newton: 'H7.3' },
          dependsOn: [{ number: 15, introduction: true }],
          tips: [r`Vergelijk het doordringend vermogen en het ioniserend vermogen van alfastraling.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat alfastraling een klein doordringend vermogen heeft`,
                  text: r`buiten het lichaam houdt de dode huidlaag alfastraling tegen`,
                  elaboration: r`Alfadeeltjes hebben in lucht een dracht van enkele centimeters en komen niet door de huid.`,
                  explanation: r`Levende cellen worden dan niet bereikt.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat alfastraling een groot ioniserend vermogen heeft`,
                  text: r`in de longen geeft alfastraling al zijn energie af aan levend weefsel`,
                  elaboration: r`Het longweefsel ligt direct naast de bron en absorbeert de energie over een korte afstand, met veel ionisaties.`,
                  explanation: r`Die geconcentreerde schade aan cellen verhoogt de kans op longkanker.`,
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
