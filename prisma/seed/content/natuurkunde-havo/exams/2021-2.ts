import type { ExamContent } from '../../types.ts';

const r = String.raw;

export const exam: ExamContent = {
  year: 2021,
  term: 2,
  standardizationValue: 1.1,
  topics: [
    {
      name: r`Tram in de binnenstad`,
      introduction: r`In veel Nederlandse steden rijden trams door de binnenstad. Een tram rijdt over een recht stuk spoor van de ene halte naar de volgende. In figuur 1 staat het $$(v,t)$$-diagram van deze rit. De massa van de tram met passagiers is $$4{,}2 \cdot 10^{4}\ \text{kg}$$. De tram krijgt zijn elektrische energie via een bovenleiding met een spanning van $$750\ \text{V}$$.

![Figuur 1: het (v,t)-diagram van de tram tussen twee haltes](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: het (v,t)-diagram van de tram tussen twee haltes`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 280" font-family="sans-serif" font-size="12"><defs><pattern id="g212a" x="50" y="38" width="12" height="24" patternUnits="userSpaceOnUse"><path d="M12 0H0V24" fill="none" stroke="#d8d8d8" stroke-width="1"/></pattern></defs><rect x="50" y="38" width="360" height="192" fill="url(#g212a)" stroke="#999"/><line x1="50" y1="230" x2="420" y2="230" stroke="#000"/><line x1="50" y1="230" x2="50" y2="28" stroke="#000"/><polyline points="50,230 134,62 290,62 350,230 410,230" fill="none" stroke="#c00" stroke-width="2.5"/><g text-anchor="middle"><text x="50" y="246">0</text><text x="110" y="246">10</text><text x="170" y="246">20</text><text x="230" y="246">30</text><text x="290" y="246">40</text><text x="350" y="246">50</text><text x="410" y="246">60</text><text x="230" y="268">t (s)</text></g><g text-anchor="end"><text x="44" y="234">0</text><text x="44" y="186">4</text><text x="44" y="138">8</text><text x="44" y="90">12</text><text x="44" y="42">16</text></g><text x="12" y="20">v (m/s)</text></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 71,
          text: r`Bepaal met behulp van figuur 1 de afstand tussen de twee haltes.`,
          highlights: [r`afstand tussen de haltes uit het (v,t)-diagram`],
          tags: ['afstand', 'snelheid', 'grafiek'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H1.1', Newton: 'H3.1' },
          tips: [r`Welke grootheid kun je aflezen als oppervlakte onder een $$(v,t)$$-diagram?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de afstand gelijk is aan de oppervlakte onder het $$(v,t)$$-diagram`,
                  text: r`$$s = \text{oppervlakte onder de grafiek}$$`,
                  elaboration: r`Het gebied onder de grafiek van $$t = 0$$ tot $$t = 50\ \text{s}$$ bestaat uit een driehoek, een rechthoek en nog een driehoek.`,
                  explanation: r`In elk klein tijdsinterval geldt $$\Delta s = v \cdot \Delta t$$; samen vormen die stroken de oppervlakte.`,
                  points: 1,
                  tips: [r`Verdeel het gebied in figuren waarvan je de oppervlakte makkelijk uitrekent.`],
                },
                {
                  correction: r`bepalen van de afstanden tijdens optrekken, constante snelheid en remmen`,
                  text: r`$$98\ \text{m}$$, $$364\ \text{m}$$ en $$70\ \text{m}$$`,
                  elaboration: r`$$s_1 = \tfrac{1}{2} \cdot 14 \cdot 14 = 98\ \text{m}$$; $$s_2 = 14 \cdot (40 - 14) = 364\ \text{m}$$; $$s_3 = \tfrac{1}{2} \cdot 14 \cdot (50 - 40) = 70\ \text{m}$$`,
                  explanation: r`Tijdens optrekken en remmen verandert de snelheid gelijkmatig, dus de oppervlakte is die van een driehoek.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de bepaling`,
                  text: r`$$s = 5{,}3 \cdot 10^{2}\ \text{m}$$`,
                  elaboration: r`$$s = 98 + 364 + 70 = 532\ \text{m} \approx 5{,}3 \cdot 10^{2}\ \text{m}$$`,
                  explanation: r`De aflezing uit de grafiek rechtvaardigt twee significante cijfers.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$5{,}2 \cdot 10^{2}\ \text{m}$$ en $$5{,}4 \cdot 10^{2}\ \text{m}$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 62,
          text: r`Tijdens het optrekken werkt op de tram een constante wrijvingskracht van $$3{,}0\ \text{kN}$$. Bereken de kracht die de elektromotoren tijdens het optrekken op de tram uitoefenen.`,
          highlights: [r`motorkracht tijdens het optrekken`],
          tags: ['versnelling', 'resulterende kracht', 'wrijving'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H3.2', Newton: 'H3.2' },
          tips: [r`De resulterende kracht is het verschil tussen de motorkracht en de wrijvingskracht.`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de versnelling met $$a = \dfrac{\Delta v}{\Delta t}$$`,
                  text: r`$$a = 1{,}0\ \text{m/s}^2$$`,
                  elaboration: r`$$a = \dfrac{14 - 0}{14 - 0} = 1{,}0\ \text{m/s}^2$$`,
                  explanation: r`De grafiek is tijdens het optrekken een rechte lijn; de helling is de versnelling.`,
                  points: 1,
                  tips: [r`Lees af tot welke snelheid de tram optrekt en hoe lang dat duurt.`],
                },
                {
                  correction: r`gebruik van $$F_{res} = m \cdot a$$`,
                  text: r`$$F_{res} = 4{,}2 \cdot 10^{4}\ \text{N}$$`,
                  elaboration: r`$$F_{res} = 4{,}2 \cdot 10^{4} \cdot 1{,}0 = 4{,}2 \cdot 10^{4}\ \text{N}$$`,
                  explanation: r`De resulterende kracht bepaalt de versnelling van de hele tram.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat $$F_{motor} = F_{res} + F_w$$ en completeren`,
                  text: r`$$F_{motor} = 4{,}5 \cdot 10^{4}\ \text{N}$$`,
                  elaboration: r`$$F_{motor} = 4{,}2 \cdot 10^{4} + 3{,}0 \cdot 10^{3} = 4{,}5 \cdot 10^{4}\ \text{N}$$`,
                  explanation: r`De motorkracht moet de tram versnellen én de wrijving overwinnen.`,
                  points: 1,
                  tips: [r`Teken de krachten in horizontale richting: welke wijst vooruit, welke achteruit?`],
                },
              ],
              remark: r`Als als antwoord $$4{,}2 \cdot 10^{4}\ \text{N}$$ is gegeven, maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 3,
          type: 'Teken',
          points: 3,
          minutes: 5,
          pValue: 58,
          introduction: r`De tram rijdt met een snelheid van $$14\ \text{m/s}$$ als de bestuurder $$40\ \text{m}$$ voor zich een auto het spoor op ziet rijden. De reactietijd van de bestuurder is $$0{,}70\ \text{s}$$. Daarna maakt de tram een noodstop met een constante vertraging van $$2{,}8\ \text{m/s}^2$$.`,
          text: r`Teken op de uitwerkbijlage het $$(v,t)$$-diagram van de tram vanaf het moment dat de bestuurder de auto ziet ($$t = 0$$) tot de tram stilstaat.`,
          highlights: [r`(v,t)-diagram van een noodstop`, r`reactietijd`],
          tags: ['remweg', 'reactietijd', 'grafiek'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H1.2', Newton: 'H3.1' },
          appendix: {
            name: 'bijlage3.svg',
            alt: r`Uitwerkbijlage bij vraag 3: leeg (v,t)-diagram voor de noodstop`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 280" font-family="sans-serif" font-size="12"><defs><pattern id="g212b" x="50" y="38" width="20" height="12" patternUnits="userSpaceOnUse"><path d="M20 0H0V12" fill="none" stroke="#d8d8d8" stroke-width="1"/></pattern></defs><rect x="50" y="38" width="280" height="192" fill="url(#g212b)" stroke="#999"/><line x1="50" y1="230" x2="340" y2="230" stroke="#000"/><line x1="50" y1="230" x2="50" y2="28" stroke="#000"/><g text-anchor="middle"><text x="50" y="246">0</text><text x="90" y="246">1</text><text x="130" y="246">2</text><text x="170" y="246">3</text><text x="210" y="246">4</text><text x="250" y="246">5</text><text x="290" y="246">6</text><text x="330" y="246">7</text><text x="190" y="268">t (s)</text></g><g text-anchor="end"><text x="44" y="234">0</text><text x="44" y="186">4</text><text x="44" y="138">8</text><text x="44" y="90">12</text><text x="44" y="42">16</text></g><text x="12" y="20">v (m/s)</text></svg>`,
          },
          tips: [r`Wat doet de snelheid van de tram tijdens de reactietijd?`, r`Bereken hoe lang het remmen duurt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`horizontale lijn bij $$v = 14\ \text{m/s}$$ van $$t = 0$$ tot $$t = 0{,}70\ \text{s}$$`,
                  text: r`$$v = 14\ \text{m/s}$$ tot $$t = 0{,}70\ \text{s}$$`,
                  elaboration: r`Tijdens de reactietijd remt de tram nog niet, dus de snelheid blijft $$14\ \text{m/s}$$.`,
                  explanation: r`De bestuurder moet eerst waarnemen en reageren voordat de rem wordt ingeschakeld.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de remtijd`,
                  text: r`$$\Delta t = 5{,}0\ \text{s}$$`,
                  elaboration: r`$$\Delta t = \dfrac{\Delta v}{a} = \dfrac{14}{2{,}8} = 5{,}0\ \text{s}$$`,
                  explanation: r`Bij een constante vertraging daalt de snelheid elke seconde met $$2{,}8\ \text{m/s}$$.`,
                  points: 1,
                  tips: [r`Schrijf $$a = \dfrac{\Delta v}{\Delta t}$$ om naar $$\Delta t$$.`],
                },
                {
                  correction: r`rechte dalende lijn van $$(0{,}70\ \text{s};\ 14\ \text{m/s})$$ naar $$(5{,}7\ \text{s};\ 0)$$`,
                  text: r`de tram staat stil op $$t = 5{,}7\ \text{s}$$`,
                  elaboration: r`De lijn begint bij $$t = 0{,}70\ \text{s}$$ en eindigt op de tijdas bij $$t = 0{,}70 + 5{,}0 = 5{,}7\ \text{s}$$.`,
                  explanation: r`Een constante vertraging geeft een rechte lijn in het $$(v,t)$$-diagram.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Beredeneer',
          points: 3,
          minutes: 4,
          pValue: 55,
          text: r`Beredeneer met behulp van je tekening op de uitwerkbijlage of de tram op tijd stilstaat voor de auto.`,
          highlights: [r`stopafstand vergelijken met 40 m`],
          tags: ['remweg', 'reactietijd', 'afstand'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H1.2', Newton: 'H3.1' },
          dependsOn: [{ number: 3, introduction: true, appendixes: true }],
          tips: [r`De stopafstand bestaat uit twee delen: de reactieafstand en de remweg.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de reactieafstand`,
                  text: r`$$s_r = 9{,}8\ \text{m}$$`,
                  elaboration: r`$$s_r = v \cdot t_r = 14 \cdot 0{,}70 = 9{,}8\ \text{m}$$`,
                  explanation: r`Tijdens de reactietijd rijdt de tram met constante snelheid door.`,
                  points: 0,
                },
                {
                  correction: r`bepalen van de remweg als oppervlakte onder de dalende lijn`,
                  text: r`$$s_{rem} = 35\ \text{m}$$`,
                  elaboration: r`$$s_{rem} = \tfrac{1}{2} \cdot 14 \cdot 5{,}0 = 35\ \text{m}$$`,
                  explanation: r`De oppervlakte onder het dalende deel van het $$(v,t)$$-diagram is een driehoek.`,
                  points: 0,
                  tips: [r`Welke figuur vormt het gebied onder de dalende lijn?`],
                },
                {
                  correction: r`consequente conclusie`,
                  text: r`$$s_{stop} = 45\ \text{m} > 40\ \text{m}$$, dus de tram staat niet op tijd stil`,
                  elaboration: r`$$s_{stop} = 9{,}8 + 35 = 44{,}8\ \text{m}$$; dat is meer dan $$40\ \text{m}$$.`,
                  explanation: r`Alleen als de totale stopafstand kleiner is dan $$40\ \text{m}$$ voorkomt de tram een botsing.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 1, 2, 0, 1, 1, 3],
              remark: r`Een conclusie zonder berekening levert geen scorepunten op. Als de reactieafstand is vergeten en consequent is geconcludeerd dat de tram op tijd stilstaat, 2 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 5,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 44,
          text: r`Bij het remmen voor de halte in figuur 1 werken de elektromotoren als generator. Daarbij wordt $$65\%$$ van de kinetische energie van de tram als elektrische energie aan de bovenleiding teruggeleverd. Bereken de gemiddelde stroomsterkte waarmee de tram tijdens het remmen energie aan de bovenleiding teruglevert.`,
          highlights: [r`teruggeleverde energie bij het remmen`],
          tags: ['kinetische energie', 'rendement', 'stroomsterkte', 'vermogen'],
          domain: 'Energie en arbeid',
          chapters: { Nova: 'H4.3', Newton: 'H5.3' },
          dependsOn: [{ number: 1 }],
          tips: [r`Bereken eerst hoeveel elektrische energie er per seconde wordt teruggeleverd.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E_k = \tfrac{1}{2} m v^2$$`,
                  text: r`$$E_k = 4{,}1 \cdot 10^{6}\ \text{J}$$`,
                  elaboration: r`$$E_k = \tfrac{1}{2} \cdot 4{,}2 \cdot 10^{4} \cdot 14^2 = 4{,}12 \cdot 10^{6}\ \text{J}$$`,
                  explanation: r`Bij het begin van het remmen heeft de tram een snelheid van $$14\ \text{m/s}$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van het rendement`,
                  text: r`$$E_{el} = 2{,}68 \cdot 10^{6}\ \text{J}$$`,
                  elaboration: r`$$E_{el} = 0{,}65 \cdot 4{,}12 \cdot 10^{6} = 2{,}68 \cdot 10^{6}\ \text{J}$$`,
                  explanation: r`Alleen $$65\%$$ van de bewegingsenergie wordt nuttig teruggeleverd; de rest wordt warmte.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = \dfrac{E}{t}$$ met de remtijd uit figuur 1`,
                  text: r`$$P = 2{,}68 \cdot 10^{5}\ \text{W}$$`,
                  elaboration: r`Het remmen duurt van $$t = 40\ \text{s}$$ tot $$t = 50\ \text{s}$$: $$P = \dfrac{2{,}68 \cdot 10^{6}}{10} = 2{,}68 \cdot 10^{5}\ \text{W}$$`,
                  explanation: r`Het gemiddelde vermogen is de teruggeleverde energie gedeeld door de tijd waarin dat gebeurt.`,
                  points: 1,
                  tips: [r`Lees in figuur 1 af hoe lang het remmen duurt.`],
                },
                {
                  correction: r`gebruik van $$P = U \cdot I$$ en completeren`,
                  text: r`$$I = 3{,}6 \cdot 10^{2}\ \text{A}$$`,
                  elaboration: r`$$I = \dfrac{P}{U} = \dfrac{2{,}68 \cdot 10^{5}}{750} = 357\ \text{A} \approx 3{,}6 \cdot 10^{2}\ \text{A}$$`,
                  explanation: r`De spanning van de bovenleiding is $$750\ \text{V}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Röntgenfoto bij de tandarts`,
      introduction: r`Om gaatjes tussen de kiezen op te sporen maakt een tandarts een röntgenfoto. Een kleine röntgenbron wordt tegen de wang gehouden; aan de binnenkant van de mond zit een sensor die de doorgelaten straling registreert. Hoe meer straling de sensor ontvangt, hoe donkerder die plek op de foto wordt. In tabel 1 staat voor de gebruikte röntgenstraling de halveringsdikte van enkele materialen.

**Tabel 1**

| materiaal | halveringsdikte |
|---|---|
| zacht weefsel | $$3{,}4\ \text{cm}$$ |
| bot | $$1{,}2\ \text{cm}$$ |
| tandglazuur | $$0{,}60\ \text{cm}$$ |
| lood | $$0{,}12\ \text{mm}$$ |`,
      questions: [
        {
          number: 6,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 63,
          text: r`De straling gaat eerst door $$1{,}2\ \text{cm}$$ zacht weefsel van de wang. Bereken welk percentage van de straling door de wang wordt doorgelaten.`,
          highlights: [r`doorgelaten percentage door zacht weefsel`],
          tags: ['halveringsdikte', 'röntgenstraling'],
          domain: 'Medische beeldvorming',
          chapters: { Nova: 'H7.4', Newton: 'H7.4' },
          tips: [r`Zoek in tabel 1 de halveringsdikte op die bij de wang hoort.`],
          answers: [
            {
              steps: [
                {
                  correction: r`opzoeken van de juiste halveringsdikte`,
                  text: r`$$d_{1/2} = 3{,}4\ \text{cm}$$`,
                  elaboration: r`De wang bestaat uit zacht weefsel, dus $$d_{1/2} = 3{,}4\ \text{cm}$$.`,
                  explanation: r`De halveringsdikte hangt af van het materiaal en van de energie van de straling.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$I = I_0 \cdot \left(\tfrac{1}{2}\right)^{d/d_{1/2}}$$`,
                  text: r`$$\dfrac{I}{I_0} = \left(\tfrac{1}{2}\right)^{1{,}2/3{,}4}$$`,
                  elaboration: r`$$\dfrac{d}{d_{1/2}} = \dfrac{1{,}2}{3{,}4} = 0{,}353$$`,
                  explanation: r`De wang is dunner dan één halveringsdikte, dus er wordt meer dan de helft doorgelaten.`,
                  points: 1,
                  tips: [r`Deel de dikte door de halveringsdikte: hoeveel halveringsdiktes is de wang?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$78\%$$`,
                  elaboration: r`$$\left(\tfrac{1}{2}\right)^{0{,}353} = 0{,}78$$, dus $$78\%$$ wordt doorgelaten.`,
                  explanation: r`Twee significante cijfers, net als de dikte van de wang.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 66,
          text: r`Op de foto is een gaatje in het tandglazuur te zien als een donkere vlek in een lichte kies. Leg uit hoe dit komt.`,
          highlights: [r`donkere vlek bij een gaatje`],
          tags: ['halveringsdikte', 'röntgenstraling', 'absorptie'],
          domain: 'Medische beeldvorming',
          chapters: { Nova: 'H7.4', Newton: 'H7.4' },
          tips: [r`Vergelijk de halveringsdikte van tandglazuur met die van de lucht of het zachte weefsel in een gaatje.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat tandglazuur een kleine halveringsdikte heeft en dus veel straling absorbeert`,
                  text: r`glazuur absorbeert veel straling`,
                  elaboration: r`Tandglazuur heeft met $$0{,}60\ \text{cm}$$ de kleinste halveringsdikte van de weefsels in tabel 1.`,
                  explanation: r`Hoe kleiner de halveringsdikte, hoe sterker een materiaal de straling verzwakt.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat bij een gaatje meer straling de sensor bereikt, zodat die plek donkerder is`,
                  text: r`bij het gaatje komt meer straling door`,
                  elaboration: r`Bij het gaatje zit minder glazuur in de weg, dus daar valt meer straling op de sensor en wordt de foto donkerder.`,
                  explanation: r`Volgens de inleiding hoort bij meer ontvangen straling een donkerdere plek.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 57,
          text: r`Bij het maken van één foto absorbeert $$15\ \text{g}$$ weefsel in de wang in totaal $$7{,}5 \cdot 10^{-8}\ \text{J}$$ stralingsenergie. Voor röntgenstraling is de weegfactor $$w_R = 1$$. In Nederland ontvangt iemand per jaar gemiddeld $$2{,}5\ \text{mSv}$$ door achtergrondstraling. Bereken hoeveel van deze tandartsfoto's samen dezelfde equivalente dosis geven als de achtergrondstraling in een jaar.`,
          highlights: [r`equivalente dosis van één foto`, r`vergelijking met achtergrondstraling`],
          tags: ['dosis', 'röntgenstraling', 'achtergrondstraling'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.3' },
          tips: [r`Let op de eenheden: reken de massa om naar kilogram.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$H = w_R \cdot \dfrac{E_{str}}{m}$$ met $$m$$ in kg`,
                  text: r`$$H = 1 \cdot \dfrac{7{,}5 \cdot 10^{-8}}{0{,}015}$$`,
                  elaboration: r`$$m = 15\ \text{g} = 0{,}015\ \text{kg}$$`,
                  explanation: r`De equivalente dosis is de geabsorbeerde energie per kilogram, vermenigvuldigd met de weegfactor.`,
                  points: 1,
                  tips: [r`Hoeveel kilogram is $$15\ \text{g}$$?`],
                },
                {
                  correction: r`berekenen van de equivalente dosis van één foto`,
                  text: r`$$H = 5{,}0 \cdot 10^{-6}\ \text{Sv}$$`,
                  elaboration: r`$$H = \dfrac{7{,}5 \cdot 10^{-8}}{0{,}015} = 5{,}0 \cdot 10^{-6}\ \text{Sv} = 5{,}0\ \mu\text{Sv}$$`,
                  explanation: r`Met $$w_R = 1$$ is de equivalente dosis gelijk aan de geabsorbeerde energie per kilogram.`,
                  points: 1,
                },
                {
                  correction: r`vergelijken met de achtergrondstraling en completeren`,
                  text: r`$$5{,}0 \cdot 10^{2}$$ foto's`,
                  elaboration: r`$$n = \dfrac{2{,}5 \cdot 10^{-3}}{5{,}0 \cdot 10^{-6}} = 5{,}0 \cdot 10^{2}$$`,
                  explanation: r`Een tandartsfoto geeft dus een heel kleine dosis vergeleken met de natuurlijke achtergrond.`,
                  points: 1,
                },
              ],
              remark: r`Als met $$m = 15\ \text{kg}$$ is gerekend, maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 9,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 60,
          text: r`Een assistent die de hele dag foto's maakt, draagt een schort met een loodlaag van $$0{,}50\ \text{mm}$$. Toon aan dat dit schort minder dan $$6\%$$ van de röntgenstraling doorlaat.`,
          highlights: [r`loodschort van 0,50 mm`],
          tags: ['halveringsdikte', 'stralingsbescherming'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.3', Newton: 'H7.3' },
          tips: [r`Let op: de halveringsdikte van lood staat in millimeter.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het aantal halveringsdiktes`,
                  text: r`$$\dfrac{d}{d_{1/2}} = 4{,}17$$`,
                  elaboration: r`$$\dfrac{0{,}50}{0{,}12} = 4{,}17$$`,
                  explanation: r`Beide diktes staan in millimeter, dus ze mogen direct op elkaar gedeeld worden.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$I = I_0 \cdot \left(\tfrac{1}{2}\right)^{d/d_{1/2}}$$`,
                  text: r`$$\dfrac{I}{I_0} = \left(\tfrac{1}{2}\right)^{4{,}17}$$`,
                  elaboration: r`$$\dfrac{I}{I_0} = \left(\tfrac{1}{2}\right)^{4{,}17} = 0{,}0557$$`,
                  explanation: r`Na elke halveringsdikte is de intensiteit gehalveerd.`,
                  points: 1,
                  tips: [r`Na vier halveringsdiktes is er nog $$\tfrac{1}{16}$$ over; hoeveel procent is dat?`],
                },
                {
                  correction: r`conclusie`,
                  text: r`$$5{,}6\% < 6\%$$`,
                  elaboration: r`Het schort laat $$5{,}6\%$$ door, dus minder dan $$6\%$$.`,
                  explanation: r`Bij een toon-aan-vraag moet de uitkomst in meer cijfers dan gevraagd worden gegeven om de vergelijking te laten zien.`,
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
          pValue: 78,
          text: r`Welke uitspraak over röntgenstraling is juist?

A Röntgenstraling bestaat uit snelle elektronen.
B Röntgenstraling is elektromagnetische straling met een grotere frequentie dan zichtbaar licht.
C Röntgenstraling is elektromagnetische straling met een kleinere frequentie dan zichtbaar licht.
D Röntgenstraling is geluid met een zeer hoge frequentie.`,
          highlights: [r`aard van röntgenstraling`],
          tags: ['röntgenstraling', 'elektromagnetische straling'],
          domain: 'Ioniserende straling',
          chapters: { Nova: 'H7.2', Newton: 'H7.1' },
          tips: [r`Denk aan het elektromagnetische spectrum: waar ligt röntgenstraling ten opzichte van ultraviolet?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat röntgenstraling elektromagnetische straling is`,
                  text: r`geen deeltjes en geen geluid`,
                  elaboration: r`Röntgenstraling bestaat uit fotonen; A en D vallen af.`,
                  explanation: r`Röntgenstraling hoort, net als licht, bij het elektromagnetische spectrum.`,
                  points: 0,
                },
                {
                  correction: r`juiste antwoord`,
                  text: r`B`,
                  elaboration: r`Röntgenstraling ligt voorbij ultraviolet en heeft dus een grotere frequentie (en een kleinere golflengte) dan zichtbaar licht.`,
                  explanation: r`Door de grote fotonenergie kan röntgenstraling ioniseren.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Inductiekookplaat`,
      introduction: r`Op een inductiekookplaat wordt niet de plaat zelf verwarmd, maar de bodem van de pan. Onder de glazen plaat ligt een platte spoel waardoor een wisselstroom loopt (zie figuur 2). De pan moet een bodem van ijzer of een andere geschikte metaalsoort hebben. Een kookzone heeft een elektrisch vermogen van $$2{,}1\ \text{kW}$$.

![Figuur 2: doorsnede van een kookzone met pan](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: doorsnede van een kookzone: pan, glazen plaat en spoel met wisselstroom`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 220" font-family="sans-serif" font-size="12"><rect x="110" y="40" width="200" height="70" fill="#eef" stroke="#000" stroke-width="2"/><rect x="110" y="104" width="200" height="8" fill="#777"/><path d="M125 78 Q210 70 295 78" fill="none" stroke="#36c"/><rect x="40" y="120" width="340" height="10" fill="#cde" stroke="#555"/><g fill="#c60" stroke="#000"><circle cx="130" cy="150" r="6"/><circle cx="150" cy="150" r="6"/><circle cx="170" cy="150" r="6"/><circle cx="190" cy="150" r="6"/><circle cx="230" cy="150" r="6"/><circle cx="250" cy="150" r="6"/><circle cx="270" cy="150" r="6"/><circle cx="290" cy="150" r="6"/></g><path d="M160 160 C160 200 260 200 260 160 M140 160 C120 100 300 100 280 160" fill="none" stroke="#090" stroke-dasharray="4 3"/><line x1="210" y1="150" x2="210" y2="200" stroke="#000"/><text x="320" y="70">pan met water</text><text x="320" y="112">ijzeren bodem</text><text x="385" y="130" text-anchor="end">glazen plaat</text><text x="310" y="160">spoel</text><text x="215" y="212">wisselstroom</text><text x="40" y="190" fill="#090">magnetisch veld</text></svg>`,
        },
      ],
      questions: [
        {
          number: 11,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 72,
          text: r`Door welk verschijnsel wordt de bodem van de pan warm?

A warmtegeleiding vanuit de hete glazen plaat
B infraroodstraling die door de spoel wordt uitgezonden
C inductiestromen die het wisselende magnetische veld in de bodem opwekt
D wrijving tussen de pan en de glazen plaat`,
          highlights: [r`verwarming door inductie`],
          tags: ['inductie', 'magnetisch veld'],
          domain: 'Elektromagnetisme',
          chapters: { Nova: 'H8.3', Newton: 'H8.3' },
          tips: [r`De naam van de kookplaat verraadt al veel.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een veranderend magneetveld een inductiestroom opwekt in een geleider`,
                  text: r`wisselend veld → inductiestroom`,
                  elaboration: r`De wisselstroom in de spoel maakt een magnetisch veld dat steeds van richting verandert; dat veld gaat door de metalen bodem.`,
                  explanation: r`Een veranderende magnetische flux door een geleider wekt daarin een inductiespanning en dus een stroom op.`,
                  points: 0,
                },
                {
                  correction: r`juiste antwoord`,
                  text: r`C`,
                  elaboration: r`De inductiestromen in de bodem ontwikkelen warmte, omdat de bodem een weerstand heeft.`,
                  explanation: r`De glazen plaat wordt pas achteraf warm, doordat de hete pan erop staat.`,
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
          pValue: 54,
          text: r`Een glazen pan wordt op een inductiekookplaat niet warm. Leg uit waarom niet.`,
          highlights: [r`glazen pan op inductie`],
          tags: ['inductie', 'geleider'],
          domain: 'Elektromagnetisme',
          chapters: { Nova: 'H8.3', Newton: 'H8.3' },
          dependsOn: [{ number: 11 }],
          tips: [r`Wat is er nodig om een inductiestroom te laten lopen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat glas een isolator is`,
                  text: r`glas geleidt geen elektrische stroom`,
                  elaboration: r`In glas zijn geen vrije elektronen die door het veld in beweging gebracht kunnen worden.`,
                  explanation: r`Een inductiestroom kan alleen lopen in een elektrische geleider.`,
                  points: 1,
                },
                {
                  correction: r`conclusie dat er geen inductiestroom en dus geen warmteontwikkeling in de pan is`,
                  text: r`geen inductiestroom, dus geen warmte`,
                  elaboration: r`Het wisselende veld gaat wel door de pan, maar wekt geen stroom op, dus er wordt geen warmte ontwikkeld.`,
                  explanation: r`De warmte ontstaat juist doordat de inductiestroom door de weerstand van de bodem loopt.`,
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
          minutes: 6,
          pValue: 52,
          text: r`In een pan op de kookzone zit $$1{,}5\ \text{L}$$ water van $$18\ \text{°C}$$. Het rendement van het verwarmen is $$88\%$$. Bereken hoe lang het duurt voordat het water $$100\ \text{°C}$$ heeft bereikt.`,
          highlights: [r`opwarmtijd van water`, r`rendement 88%`],
          tags: ['soortelijke warmte', 'rendement', 'vermogen'],
          domain: 'Stoffen en materialen',
          chapters: { Nova: 'H6.2', Newton: 'H1.2' },
          tips: [r`Zoek de soortelijke warmte van water op in het informatieboek.`, r`Welk deel van de elektrische energie komt in het water terecht?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$Q = c \cdot m \cdot \Delta T$$ met $$c = 4{,}18 \cdot 10^{3}\ \text{J kg}^{-1}\,\text{K}^{-1}$$`,
                  text: r`$$Q = 5{,}14 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$Q = 4{,}18 \cdot 10^{3} \cdot 1{,}5 \cdot (100 - 18) = 5{,}14 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`$$1{,}5\ \text{L}$$ water heeft een massa van $$1{,}5\ \text{kg}$$.`,
                  points: 1,
                  tips: [r`Wat is de massa van $$1{,}5\ \text{L}$$ water?`],
                },
                {
                  correction: r`gebruik van het rendement`,
                  text: r`$$E_{el} = 5{,}84 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$E_{el} = \dfrac{5{,}14 \cdot 10^{5}}{0{,}88} = 5{,}84 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`De nuttige energie is de warmte die het water opneemt; de kookplaat moet meer elektrische energie leveren.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$`,
                  text: r`$$t = \dfrac{5{,}84 \cdot 10^{5}}{2{,}1 \cdot 10^{3}}$$`,
                  elaboration: r`$$P = 2{,}1\ \text{kW} = 2{,}1 \cdot 10^{3}\ \text{W}$$`,
                  explanation: r`Het vermogen is de energie die per seconde wordt omgezet.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$t = 2{,}8 \cdot 10^{2}\ \text{s}$$`,
                  elaboration: r`$$t = 278\ \text{s} \approx 2{,}8 \cdot 10^{2}\ \text{s}$$ (ongeveer $$4{,}6$$ minuten)`,
                  explanation: r`Het antwoord krijgt twee significante cijfers, net als het vermogen en het volume.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`gebruik van $$Q = c \cdot m \cdot \Delta T$$`,
                  text: r`$$Q = 5{,}14 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$Q = 4{,}18 \cdot 10^{3} \cdot 1{,}5 \cdot 82 = 5{,}14 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`Dit is de warmte die het water nodig heeft.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het nuttige vermogen`,
                  text: r`$$P_{nuttig} = 1{,}85 \cdot 10^{3}\ \text{W}$$`,
                  elaboration: r`$$P_{nuttig} = 0{,}88 \cdot 2{,}1 \cdot 10^{3} = 1848\ \text{W}$$`,
                  explanation: r`Het rendement mag ook met vermogens worden gebruikt.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = \dfrac{E}{t}$$`,
                  text: r`$$t = \dfrac{5{,}14 \cdot 10^{5}}{1848}$$`,
                  elaboration: r`De tijd is de benodigde warmte gedeeld door het vermogen dat het water opneemt.`,
                  explanation: r`Per seconde neemt het water $$1848\ \text{J}$$ op.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$t = 2{,}8 \cdot 10^{2}\ \text{s}$$`,
                  elaboration: r`$$t = 278\ \text{s} \approx 2{,}8 \cdot 10^{2}\ \text{s}$$`,
                  explanation: r`Beide strategieën geven dezelfde uitkomst.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Beredeneer',
          points: 3,
          minutes: 4,
          pValue: 58,
          text: r`Op de grootste kookzone kan een boostfunctie van $$3{,}7\ \text{kW}$$ worden ingeschakeld. De kookplaat is aangesloten op één groep van $$230\ \text{V}$$ met een zekering van $$16\ \text{A}$$. Beredeneer met een berekening of de boostfunctie tegelijk met een kookzone van $$2{,}1\ \text{kW}$$ op deze groep gebruikt kan worden.`,
          highlights: [r`zekering van 16 A`, r`totaal vermogen van twee zones`],
          tags: ['vermogen', 'stroomsterkte', 'zekering'],
          domain: 'Elektrisch vermogen en energie',
          chapters: { Nova: 'H8.4', Newton: 'H2.3' },
          tips: [r`Welke stroomsterkte hoort bij het totale vermogen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`optellen van de vermogens`,
                  text: r`$$P = 5{,}8\ \text{kW}$$`,
                  elaboration: r`$$P = 3{,}7 + 2{,}1 = 5{,}8\ \text{kW} = 5{,}8 \cdot 10^{3}\ \text{W}$$`,
                  explanation: r`Beide zones staan parallel op dezelfde groep, dus de vermogens tellen op.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$P = U \cdot I$$`,
                  text: r`$$I = 25\ \text{A}$$`,
                  elaboration: r`$$I = \dfrac{5{,}8 \cdot 10^{3}}{230} = 25\ \text{A}$$`,
                  explanation: r`Bij een vaste netspanning hoort bij een groter vermogen een grotere stroomsterkte.`,
                  points: 1,
                  tips: [r`Schrijf $$P = U \cdot I$$ om naar $$I$$.`],
                },
                {
                  correction: r`consequente conclusie`,
                  text: r`$$25\ \text{A} > 16\ \text{A}$$: dat kan niet`,
                  elaboration: r`De stroomsterkte is groter dan $$16\ \text{A}$$, dus de zekering zou doorslaan.`,
                  explanation: r`De zekering beschermt de leidingen tegen oververhitting; in de praktijk begrenst de elektronica het totale vermogen.`,
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
          text: r`De besturingselektronica van de kookplaat werkt op $$12\ \text{V}$$. Een transformator zet daarvoor de netspanning van $$230\ \text{V}$$ om. De secundaire spoel heeft $$60$$ windingen. Bereken het aantal windingen van de primaire spoel. Ga uit van een ideale transformator.`,
          highlights: [r`windingen van de primaire spoel`],
          tags: ['transformator', 'spanning'],
          domain: 'Elektromagnetisme',
          chapters: { Nova: 'H8.3', Newton: 'H8.3' },
          tips: [r`Bij een ideale transformator is de verhouding van de spanningen gelijk aan de verhouding van de windingen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\dfrac{U_p}{U_s} = \dfrac{N_p}{N_s}$$`,
                  text: r`$$\dfrac{230}{12} = \dfrac{N_p}{60}$$`,
                  elaboration: r`De primaire spoel zit aan de netspanning, de secundaire spoel levert $$12\ \text{V}$$.`,
                  explanation: r`Elke winding van beide spoelen krijgt dezelfde spanning per winding.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$N_p = 1{,}2 \cdot 10^{3}$$`,
                  elaboration: r`$$N_p = 60 \cdot \dfrac{230}{12} = 1150 \approx 1{,}2 \cdot 10^{3}$$`,
                  explanation: r`Een omlaag-transformator heeft primair meer windingen dan secundair.`,
                  points: 1,
                },
              ],
              remark: r`Het antwoord $$1150$$ windingen ook goed rekenen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Echolood op een vissersboot`,
      introduction: r`Een vissersboot gebruikt een echolood om scholen vis en de zeebodem op te sporen. Een zender onder de boot zendt korte pulsen ultrasoon geluid met een frequentie van $$200\ \text{kHz}$$ recht naar beneden (zie figuur 3). Een ontvanger registreert de teruggekaatste pulsen. De geluidssnelheid in het zeewater is $$1{,}52 \cdot 10^{3}\ \text{m/s}$$.

![Figuur 3: het echolood onder de vissersboot](figuur3.svg)`,
      figures: [
        {
          name: 'figuur3.svg',
          alt: r`Figuur 3: een vissersboot met een echolood boven een school vis en de zeebodem`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" font-family="sans-serif" font-size="12"><rect x="0" y="50" width="400" height="160" fill="#e6f2fb"/><line x1="0" y1="50" x2="400" y2="50" stroke="#36c" stroke-width="2"/><path d="M120 30 L280 30 L260 58 L140 58 Z" fill="#b55" stroke="#000"/><rect x="190" y="10" width="30" height="20" fill="#ddd" stroke="#000"/><rect x="196" y="58" width="18" height="8" fill="#333"/><line x1="205" y1="66" x2="205" y2="205" stroke="#333" stroke-dasharray="5 4"/><g fill="#777"><ellipse cx="190" cy="110" rx="9" ry="4"/><ellipse cx="215" cy="104" rx="9" ry="4"/><ellipse cx="230" cy="116" rx="9" ry="4"/><ellipse cx="200" cy="122" rx="9" ry="4"/></g><path d="M0 205 Q100 195 200 208 T400 200 V240 H0 Z" fill="#c9a96e"/><text x="225" y="72">zender en ontvanger</text><text x="250" y="112">school vis</text><text x="20" y="228">zeebodem</text><text x="10" y="44" fill="#36c">zeeniveau</text></svg>`,
        },
      ],
      questions: [
        {
          number: 16,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 76,
          text: r`Bereken de golflengte van het ultrasone geluid in het zeewater.`,
          highlights: [r`golflengte van ultrasoon geluid`],
          tags: ['golflengte', 'frequentie', 'geluidssnelheid'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          tips: [r`Welke formule verbindt golfsnelheid, frequentie en golflengte?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$v = f \cdot \lambda$$ met $$f$$ in Hz`,
                  text: r`$$\lambda = \dfrac{1{,}52 \cdot 10^{3}}{2{,}00 \cdot 10^{5}}$$`,
                  elaboration: r`$$f = 200\ \text{kHz} = 2{,}00 \cdot 10^{5}\ \text{Hz}$$`,
                  explanation: r`Kilohertz moet eerst worden omgerekend naar hertz.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\lambda = 7{,}60 \cdot 10^{-3}\ \text{m}$$`,
                  elaboration: r`$$\lambda = 7{,}60 \cdot 10^{-3}\ \text{m} = 7{,}60\ \text{mm}$$`,
                  explanation: r`Drie significante cijfers, net als de geluidssnelheid.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 17,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 61,
          introduction: r`Figuur 4 toont het signaal van de ontvanger na het uitzenden van één puls op $$t = 0$$. De kleine piek is de echo van de school vis, de grote piek de echo van de zeebodem.

![Figuur 4: ontvangen signaal van het echolood](figuur4.svg)`,
          figures: [
            {
              name: 'figuur4.svg',
              alt: r`Figuur 4: het ontvangen signaal: uitgezonden puls bij 0 ms, echo van de vis en echo van de bodem`,
              svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" font-family="sans-serif" font-size="12"><defs><pattern id="g212c" x="50" y="30" width="40" height="30" patternUnits="userSpaceOnUse"><path d="M40 0H0V30" fill="none" stroke="#d8d8d8" stroke-width="1"/></pattern></defs><rect x="50" y="30" width="320" height="120" fill="url(#g212c)" stroke="#999"/><line x1="50" y1="150" x2="380" y2="150" stroke="#000"/><line x1="50" y1="150" x2="50" y2="22" stroke="#000"/><polyline points="50,150 52,40 56,150 142,150 146,115 150,150 294,150 298,70 302,150 370,150" fill="none" stroke="#c00" stroke-width="2"/><g text-anchor="middle"><text x="50" y="166">0</text><text x="90" y="166">10</text><text x="130" y="166">20</text><text x="170" y="166">30</text><text x="210" y="166">40</text><text x="250" y="166">50</text><text x="290" y="166">60</text><text x="330" y="166">70</text><text x="370" y="166">80</text><text x="210" y="188">t (ms)</text></g><text x="10" y="18">signaal</text><text x="150" y="108">vis</text><text x="304" y="64">bodem</text></svg>`,
            },
          ],
          text: r`Bepaal met behulp van figuur 4 op welke diepte onder het echolood de school vis zwemt.`,
          highlights: [r`heen-en-terugweg van de echo`],
          tags: ['echo', 'geluidssnelheid', 'afstand'],
          domain: 'Geluid',
          chapters: { Nova: 'H5.3', Newton: 'H6.2' },
          tips: [r`Het geluid legt de afstand naar de vis twee keer af.`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van de looptijd van de echo van de vis`,
                  text: r`$$t = 24\ \text{ms}$$`,
                  elaboration: r`De piek van de vis ligt bij $$t = 24\ \text{ms} = 0{,}024\ \text{s}$$.`,
                  explanation: r`De tijd wordt gemeten vanaf het uitzenden van de puls op $$t = 0$$.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$s = v \cdot t$$`,
                  text: r`$$s = 36{,}5\ \text{m}$$`,
                  elaboration: r`$$s = 1{,}52 \cdot 10^{3} \cdot 0{,}024 = 36{,}5\ \text{m}$$`,
                  explanation: r`Het geluid beweegt met constante snelheid door het water.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat de diepte de helft van de afgelegde weg is en completeren`,
                  text: r`$$d = 18\ \text{m}$$`,
                  elaboration: r`$$d = \tfrac{1}{2} \cdot 36{,}5 = 18{,}2\ \text{m} \approx 18\ \text{m}$$`,
                  explanation: r`De puls gaat naar de vis en weer terug naar de ontvanger.`,
                  points: 1,
                  tips: [r`Is $$36{,}5\ \text{m}$$ de afstand tot de vis, of de afstand heen en terug?`],
                },
              ],
              remark: r`Een antwoord tussen $$17\ \text{m}$$ en $$19\ \text{m}$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 18,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 47,
          text: r`Het echolood zendt pas een nieuwe puls uit als de echo van de zeebodem is ontvangen. Bepaal met behulp van figuur 4 hoeveel pulsen het echolood hier maximaal per seconde kan uitzenden. Bereken ook hoe diep de zee ter plaatse is.`,
          highlights: [r`maximaal aantal pulsen per seconde`, r`diepte van de zee`],
          tags: ['echo', 'geluidssnelheid', 'frequentie'],
          domain: 'Informatieoverdracht',
          chapters: { Nova: 'H5.4', Newton: 'H6.4' },
          dependsOn: [{ number: 17, introduction: true, attachments: true }],
          tips: [r`Hoe lang duurt het minimaal tussen twee pulsen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van de looptijd van de bodemecho`,
                  text: r`$$t = 62\ \text{ms}$$`,
                  elaboration: r`De grote piek ligt bij $$t = 62\ \text{ms}$$.`,
                  explanation: r`Dit is de kortst mogelijke tijd tussen twee pulsen.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het maximale aantal pulsen per seconde`,
                  text: r`$$16$$ pulsen per seconde`,
                  elaboration: r`$$n = \dfrac{1}{0{,}062} = 16{,}1$$, dus maximaal $$16$$ pulsen per seconde.`,
                  explanation: r`Er passen niet meer volledige intervallen van $$62\ \text{ms}$$ in één seconde; naar beneden afronden.`,
                  points: 1,
                  tips: [r`Het aantal pulsen per seconde hangt samen met de tijd tussen twee pulsen zoals $$f$$ met $$T$$.`],
                },
                {
                  correction: r`berekenen van de diepte van de zee`,
                  text: r`$$d = 47\ \text{m}$$`,
                  elaboration: r`$$d = \tfrac{1}{2} \cdot 1{,}52 \cdot 10^{3} \cdot 0{,}062 = 47\ \text{m}$$`,
                  explanation: r`Net als bij de vis legt het geluid de afstand twee keer af.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 19,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 42,
          text: r`Het echolood kan ook op $$50\ \text{kHz}$$ werken. Kleine visjes zijn met $$200\ \text{kHz}$$ beter te onderscheiden dan met $$50\ \text{kHz}$$. Leg uit waarom.`,
          highlights: [r`golflengte en detail`],
          tags: ['golflengte', 'frequentie', 'resolutie'],
          domain: 'Trillingen en golven',
          chapters: { Nova: 'H5.2', Newton: 'H6.2' },
          dependsOn: [{ number: 16 }],
          tips: [r`Vergelijk de golflengte bij beide frequenties met de grootte van een visje.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij een hogere frequentie de golflengte kleiner is`,
                  text: r`$$\lambda_{200} = 7{,}6\ \text{mm}$$, $$\lambda_{50} = 3{,}0\ \text{cm}$$`,
                  elaboration: r`$$\lambda = \dfrac{1{,}52 \cdot 10^{3}}{5{,}0 \cdot 10^{4}} = 3{,}0 \cdot 10^{-2}\ \text{m}$$; dat is vier keer zo groot als bij $$200\ \text{kHz}$$.`,
                  explanation: r`Bij dezelfde golfsnelheid is de golflengte omgekeerd evenredig met de frequentie.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat alleen voorwerpen die niet (veel) kleiner zijn dan de golflengte goed terugkaatsen`,
                  text: r`kleinere golflengte → kleinere details zichtbaar`,
                  elaboration: r`Een visje van enkele centimeters is groot ten opzichte van $$7{,}6\ \text{mm}$$, maar niet ten opzichte van $$3{,}0\ \text{cm}$$.`,
                  explanation: r`Details die kleiner zijn dan de golflengte geven nauwelijks een herkenbare echo.`,
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
