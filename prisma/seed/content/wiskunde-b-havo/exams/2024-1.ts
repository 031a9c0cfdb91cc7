import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2024,
  term: 1,
  standardizationValue: 0.8,
  topics: [
    {
      name: 'Antibioticum in het bloed',
      introduction: r`Een patiënt krijgt via een infuus in korte tijd een dosis antibioticum toegediend. Daarna wordt de concentratie $$C$$ in mg/L in het bloed een aantal keer gemeten, zie tabel 1. Hierin is $$t$$ de tijd in uren na het toedienen. De arts gebruikt het model $$C = 12 \cdot 0{,}85^t$$.

| $$t$$ (uur) | 0 | 2 | 4 | 6 |
|---|---|---|---|---|
| $$C$$ (mg/L) | 12,0 | 8,7 | 6,3 | 4,5 |`,
      questions: [
        {
          number: 1,
          type: 'Onderzoek',
          points: 3,
          minutes: 4,
          pValue: 62,
          text: r`Onderzoek of de metingen in tabel 1 passen bij een exponentiële afname met een groeifactor van ongeveer $$0{,}85$$ per uur.`,
          highlights: ['metingen en groeifactor per uur'],
          tags: ['exponentiële functie', 'groeifactor'],
          domain: 'Exponentiële functies',
          chapters: { 'Getal & Ruimte': 'H4.1', 'Moderne Wiskunde': 'H4.1' },
          tips: ['Deel steeds een meetwaarde door de vorige.'],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de quotiënten van opeenvolgende metingen`,
                  text: r`$$\dfrac{8{,}7}{12{,}0} = 0{,}725$$; $$\dfrac{6{,}3}{8{,}7} = 0{,}724$$; $$\dfrac{4{,}5}{6{,}3} = 0{,}714$$`,
                  elaboration: r`De meetmomenten liggen steeds 2 uur uit elkaar.`,
                  explanation: r`Bij exponentiële afname zijn de quotiënten bij gelijke tijdstappen constant.`,
                  points: 1,
                },
                {
                  correction: r`conclusie dat de quotiënten vrijwel gelijk zijn: groeifactor per 2 uur $$\approx 0{,}72$$`,
                  text: r`$$g_{2\ \text{uur}} \approx 0{,}72$$`,
                  elaboration: r`De drie quotiënten liggen dicht bij elkaar.`,
                  explanation: r`Kleine verschillen komen door meetonnauwkeurigheid en afronding.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar groeifactor per uur en conclusie`,
                  text: r`$$g_{\text{uur}} = \sqrt{0{,}72} \approx 0{,}85$$: de metingen passen`,
                  elaboration: r`$$0{,}72^{1/2} = 0{,}849$$; of andersom: $$0{,}85^2 = 0{,}7225$$`,
                  explanation: r`Twee keer per uur vermenigvuldigen met $$g$$ geeft de factor per 2 uur.`,
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
          pValue: 60,
          text: r`Bereken de halveringstijd van de concentratie volgens het model. Geef je antwoord in hele minuten.`,
          highlights: ['halveringstijd in minuten'],
          tags: ['halveringstijd', 'logaritme'],
          domain: 'Logaritmische vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H4.2' },
          tips: ['Los $$0{,}85^t = 0{,}5$$ op.'],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van $$0{,}85^t = 0{,}5$$`,
                  text: r`$$0{,}85^t = 0{,}5$$`,
                  elaboration: r`De concentratie halveert: $$12 \cdot 0{,}85^t = 6$$.`,
                  explanation: r`De beginwaarde valt weg.`,
                  points: 1,
                },
                {
                  correction: r`oplossen met een logaritme`,
                  text: r`$$t = {}^{0{,}85}\!\log 0{,}5 \approx 4{,}265$$ uur`,
                  elaboration: r`$$t = \dfrac{\log 0{,}5}{\log 0{,}85} = 4{,}265$$`,
                  explanation: r`Omrekenen van grondtal met de formule van het formuleblad.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar minuten`,
                  text: r`256 minuten`,
                  elaboration: r`$$4{,}265 \cdot 60 = 255{,}9 \approx 256$$`,
                  explanation: r`Pas aan het eind afronden.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`vergelijking $$12 \cdot 0{,}85^t = 6$$ invoeren in de GR`,
                  text: r`$$y_1 = 12 \cdot 0{,}85^x$$ en $$y_2 = 6$$`,
                  elaboration: r`Venster bijvoorbeeld $$0 \le x \le 10$$.`,
                  explanation: r`Het snijpunt geeft het moment van halvering.`,
                  points: 1,
                },
                {
                  correction: r`snijpunt bepalen`,
                  text: r`$$x \approx 4{,}265$$`,
                  elaboration: r`intersect geeft $$x = 4{,}2650$$.`,
                  explanation: r`Genoeg decimalen bewaren voor de omrekening.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar minuten`,
                  text: r`256 minuten`,
                  elaboration: r`$$4{,}265 \cdot 60 \approx 256$$`,
                  explanation: r`Eén uur is 60 minuten.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 41,
          introduction: r`De arts wil kunnen uitrekenen hoeveel tijd na toediening een bepaalde concentratie wordt bereikt.`,
          text: r`Toon aan dat de formule $$C = 12 \cdot 0{,}85^t$$ te herleiden is tot $$t = 15{,}3 - 14{,}2 \cdot \log C$$, met getallen afgerond op één decimaal.`,
          highlights: ['tijd uitdrukken in de concentratie'],
          tags: ['logaritme', 'herleiden'],
          domain: 'Logaritmische vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H8.1' },
          tips: ['Deel eerst door 12 en neem dan aan beide kanten de logaritme.'],
          answers: [
            {
              steps: [
                {
                  correction: r`vrijmaken van de macht`,
                  text: r`$$0{,}85^t = \dfrac{C}{12}$$`,
                  elaboration: r`Beide kanten delen door 12.`,
                  explanation: r`Eerst de macht alleen zetten.`,
                  points: 1,
                },
                {
                  correction: r`logaritme nemen`,
                  text: r`$$t = \dfrac{\log \frac{C}{12}}{\log 0{,}85}$$`,
                  elaboration: r`$$t \cdot \log 0{,}85 = \log \dfrac{C}{12}$$`,
                  explanation: r`$$\log a^{p} = p \cdot \log a$$.`,
                  points: 1,
                },
                {
                  correction: r`splitsen met $$\log \frac{a}{b} = \log a - \log b$$`,
                  text: r`$$t = \dfrac{\log C - \log 12}{\log 0{,}85}$$`,
                  elaboration: r`$$\log \dfrac{C}{12} = \log C - \log 12$$`,
                  explanation: r`Rekenregel voor de logaritme van een quotiënt.`,
                  points: 1,
                  tips: ['Welke rekenregel hoort bij de logaritme van een breuk?'],
                },
                {
                  correction: r`uitrekenen van de getallen`,
                  text: r`$$t \approx 15{,}3 - 14{,}2 \cdot \log C$$`,
                  elaboration: r`$$\dfrac{1}{\log 0{,}85} = -14{,}17$$ en $$\dfrac{-\log 12}{\log 0{,}85} = 15{,}29$$`,
                  explanation: r`$$\log 0{,}85$$ is negatief, zodat de coëfficiënt van $$\log C$$ negatief wordt.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Het ideale blikje',
      introduction: r`Een frisdrankfabrikant wil blikjes van $$330\ \text{cm}^3$$ maken met zo weinig mogelijk materiaal. Een blikje wordt opgevat als een cilinder met straal $$r$$ en hoogte $$h$$ in cm, zie figuur 1. De hoeveelheid materiaal is evenredig met de totale oppervlakte $$A$$ in $$\text{cm}^2$$ van bodem, deksel en wand.

![Figuur 1: een blikje als cilinder](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: cilindervormig blikje met straal r en hoogte h',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 220" font-family="sans-serif" font-size="13">
<ellipse cx="100" cy="40" rx="60" ry="15" fill="#dfe7ef" stroke="#333" stroke-width="2"/>
<line x1="40" y1="40" x2="40" y2="180" stroke="#333" stroke-width="2"/><line x1="160" y1="40" x2="160" y2="180" stroke="#333" stroke-width="2"/>
<path d="M40,180 A60,15 0 0 0 160,180" fill="none" stroke="#333" stroke-width="2"/>
<path d="M40,180 A60,15 0 0 1 160,180" fill="none" stroke="#333" stroke-dasharray="4 3"/>
<line x1="100" y1="40" x2="160" y2="40" stroke="#c0392b" stroke-width="2"/><text x="124" y="34" fill="#c0392b">r</text>
<line x1="180" y1="40" x2="180" y2="180" stroke="#1f4e79"/><line x1="175" y1="40" x2="185" y2="40" stroke="#1f4e79"/><line x1="175" y1="180" x2="185" y2="180" stroke="#1f4e79"/><text x="190" y="115" fill="#1f4e79">h</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 4,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 58,
          text: r`Toon aan dat voor de oppervlakte geldt: $$A = 2\pi r^2 + \dfrac{660}{r}$$.`,
          highlights: ['oppervlakte als functie van de straal'],
          tags: ['formule opstellen', 'cilinder'],
          domain: 'Extremen en optimaliseren',
          chapters: { 'Getal & Ruimte': 'H6.2', 'Moderne Wiskunde': 'H6.1' },
          tips: ['Druk eerst $$h$$ uit in $$r$$ met behulp van de inhoud.'],
          answers: [
            {
              steps: [
                {
                  correction: r`uitdrukken van $$h$$ in $$r$$`,
                  text: r`$$h = \dfrac{330}{\pi r^2}$$`,
                  elaboration: r`$$V = \pi r^2 h = 330$$`,
                  explanation: r`De inhoud ligt vast, dus $$h$$ hangt af van $$r$$.`,
                  points: 1,
                },
                {
                  correction: r`oppervlakte van bodem, deksel en wand`,
                  text: r`$$A = 2\pi r^2 + 2\pi r h$$`,
                  elaboration: r`Bodem en deksel: $$2 \cdot \pi r^2$$; wand: omtrek $$\times$$ hoogte $$= 2\pi r \cdot h$$.`,
                  explanation: r`De uitgeslagen wand is een rechthoek.`,
                  points: 1,
                },
                {
                  correction: r`substitueren en vereenvoudigen`,
                  text: r`$$A = 2\pi r^2 + \dfrac{660}{r}$$`,
                  elaboration: r`$$2\pi r \cdot \dfrac{330}{\pi r^2} = \dfrac{660}{r}$$`,
                  explanation: r`$$\pi$$ en één factor $$r$$ vallen weg.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 5,
          type: 'Bereken',
          points: 5,
          minutes: 7,
          pValue: 45,
          text: r`Bereken met behulp van differentiëren bij welke straal de oppervlakte minimaal is. Rond af op twee decimalen en bereken ook deze minimale oppervlakte.`,
          highlights: ['minimale oppervlakte met de afgeleide'],
          tags: ['afgeleide', 'extreme waarde', 'optimaliseren'],
          domain: 'Extremen en optimaliseren',
          chapters: { 'Getal & Ruimte': 'H6.2', 'Moderne Wiskunde': 'H6.1' },
          dependsOn: [{ number: 4 }],
          tips: [r`Schrijf $$\dfrac{660}{r}$$ als $$660 r^{-1}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste afgeleide`,
                  text: r`$$A'(r) = 4\pi r - \dfrac{660}{r^2}$$`,
                  elaboration: r`$$(660 r^{-1})' = -660 r^{-2}$$`,
                  explanation: r`Machtsregel met een negatieve exponent.`,
                  points: 1,
                },
                {
                  correction: r`oplossen van $$A'(r) = 0$$ (2 scorepunten)`,
                  text: r`$$r^3 = \dfrac{165}{\pi}$$, dus $$r \approx 3{,}74$$`,
                  elaboration: r`$$4\pi r = \dfrac{660}{r^2} \Rightarrow 4\pi r^3 = 660 \Rightarrow r^3 = 52{,}52 \Rightarrow r = 3{,}745$$`,
                  explanation: r`Vermenigvuldig met $$r^2$$ om de breuk weg te werken.`,
                  points: 2,
                  tips: ['Vermenigvuldig beide kanten met $$r^2$$.'],
                },
                {
                  correction: r`aantonen dat het een minimum is`,
                  text: r`$$A'$$ gaat van negatief naar positief`,
                  elaboration: r`$$A'(3) = 37{,}7 - 73{,}3 < 0$$ en $$A'(4) = 50{,}3 - 41{,}3 > 0$$`,
                  explanation: r`Een tekenwisseling van $$-$$ naar $$+$$ betekent een minimum.`,
                  points: 1,
                },
                {
                  correction: r`minimale oppervlakte`,
                  text: r`$$A \approx 264{,}4\ \text{cm}^2$$`,
                  elaboration: r`$$2\pi \cdot 3{,}745^2 + \dfrac{660}{3{,}745} = 88{,}1 + 176{,}2 = 264{,}4$$`,
                  explanation: r`Invullen van de optimale straal in $$A$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 53,
          introduction: r`Een gangbaar blikje van $$330\ \text{cm}^3$$ heeft een straal van $$3{,}3\ \text{cm}$$; het is dus slanker dan het ideale blikje.`,
          text: r`Bereken hoeveel procent meer materiaal dit blikje kost dan het ideale blikje. Rond af op één decimaal.`,
          highlights: ['extra materiaal van een slank blikje'],
          tags: ['optimaliseren', 'percentage'],
          domain: 'Extremen en optimaliseren',
          chapters: { 'Getal & Ruimte': 'H6.2', 'Moderne Wiskunde': 'H8.2' },
          dependsOn: [{ number: 5 }],
          tips: ['Bereken de oppervlakte bij $$r = 3{,}3$$ en vergelijk met het minimum.'],
          answers: [
            {
              steps: [
                {
                  correction: r`oppervlakte bij $$r = 3{,}3$$`,
                  text: r`$$A(3{,}3) \approx 268{,}4\ \text{cm}^2$$`,
                  elaboration: r`$$2\pi \cdot 10{,}89 + \dfrac{660}{3{,}3} = 68{,}4 + 200 = 268{,}4$$`,
                  explanation: r`Invullen in de formule van vraag 4.`,
                  points: 1,
                },
                {
                  correction: r`procentuele toename berekenen`,
                  text: r`$$\dfrac{268{,}4 - 264{,}4}{264{,}4} \cdot 100\%$$`,
                  elaboration: r`Verschil $$4{,}07\ \text{cm}^2$$.`,
                  explanation: r`Het minimum is de referentie.`,
                  points: 1,
                },
                {
                  correction: r`afronden`,
                  text: r`$$1{,}5\%$$ meer`,
                  elaboration: r`$$\dfrac{4{,}07}{264{,}4} \cdot 100\% = 1{,}54\% \approx 1{,}5\%$$`,
                  explanation: r`Het verschil is klein: rond het minimum verandert $$A$$ nauwelijks.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Getijden in de haven van Harlingen',
      introduction: r`In de haven van Harlingen stijgt en daalt het water door eb en vloed. Op een bepaalde dag wordt de waterhoogte $$h$$ in meter ten opzichte van NAP beschreven door $$h(t) = 0{,}1 + 1{,}0 \sin\left(\tfrac{2\pi}{12{,}4}(t - 2)\right)$$, met $$t$$ de tijd in uren na middernacht. Een vrachtschip kan de haven alleen in- en uitvaren als de waterhoogte minstens $$0{,}6\ \text{m}$$ boven NAP is.`,
      questions: [
        {
          number: 7,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 63,
          text: r`Bereken op welk tijdstip het voor het eerst na middernacht hoogwater is en hoe hoog het water dan staat. Geef het tijdstip in uren en minuten.`,
          highlights: ['eerste hoogwater'],
          tags: ['sinusoïde', 'maximum'],
          domain: 'Periodieke verschijnselen',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H2.3' },
          tips: ['Een sinusoïde bereikt zijn maximum een kwart periode na het beginpunt.'],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het maximum een kwart periode na $$t = 2$$ ligt`,
                  text: r`$$t = 2 + \tfrac{1}{4} \cdot 12{,}4 = 5{,}1$$`,
                  elaboration: r`Periode $$12{,}4$$ uur; kwart periode $$3{,}1$$ uur.`,
                  explanation: r`Bij $$t = 2$$ gaat de grafiek stijgend door de evenwichtsstand.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar een tijdstip`,
                  text: r`5.06 uur`,
                  elaboration: r`$$0{,}1 \cdot 60 = 6$$ minuten`,
                  explanation: r`Decimale uren omrekenen naar minuten.`,
                  points: 1,
                },
                {
                  correction: r`hoogte bij hoogwater`,
                  text: r`$$1{,}1\ \text{m}$$ boven NAP`,
                  elaboration: r`Evenwichtsstand plus amplitude: $$0{,}1 + 1{,}0 = 1{,}1$$`,
                  explanation: r`Bij het maximum is de sinus gelijk aan 1.`,
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
          minutes: 5,
          pValue: 47,
          text: r`Bereken hoeveel tijd per getijperiode het vrachtschip de haven kan in- of uitvaren. Geef je antwoord in uren en minuten.`,
          highlights: ['tijdvenster voor het vrachtschip'],
          tags: ['sinusoïde', 'goniometrische vergelijking'],
          domain: 'Sinusoïden',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H2.3' },
          tips: ['Los $$h(t) = 0{,}6$$ op: voor welke waarde van de sinus geldt dat?'],
          answers: [
            {
              remark: r`Scoren met de scoretabel: het laatste scorepunt alleen als beide oplossingen van de sinusvergelijking juist zijn.`,
              scores: [0, 1, 1, 2, 0, 1, 2, 3],
              steps: [
                {
                  correction: r`herleiden tot $$\sin(\ldots) = 0{,}5$$`,
                  text: r`$$\sin\left(\tfrac{2\pi}{12{,}4}(t - 2)\right) = 0{,}5$$`,
                  elaboration: r`$$0{,}1 + \sin(\ldots) = 0{,}6$$`,
                  explanation: r`De grenzen van het venster zijn de momenten met $$h = 0{,}6$$.`,
                  points: 0,
                },
                {
                  correction: r`beide oplossingen in één periode`,
                  text: r`$$\tfrac{2\pi}{12{,}4}(t - 2) = \tfrac{\pi}{6}$$ of $$\tfrac{5\pi}{6}$$`,
                  elaboration: r`$$t = 2 + \tfrac{12{,}4}{12} = 3{,}033$$ of $$t = 2 + \tfrac{5 \cdot 12{,}4}{12} = 7{,}167$$`,
                  explanation: r`$$\sin x = \tfrac{1}{2}$$ geeft $$x = \tfrac{\pi}{6}$$ of $$x = \pi - \tfrac{\pi}{6}$$.`,
                  points: 0,
                  tips: [r`Bij welke hoeken is de sinus precies $$\tfrac{1}{2}$$?`],
                },
                {
                  correction: r`lengte van het venster`,
                  text: r`4 uur en 8 minuten`,
                  elaboration: r`$$7{,}167 - 3{,}033 = 4{,}133$$ uur; $$0{,}133 \cdot 60 = 8$$ minuten`,
                  explanation: r`Dat is precies een derde van de getijperiode.`,
                  points: 0,
                },
              ],
            },
          ],
        },
        {
          number: 9,
          type: 'Teken',
          points: 3,
          minutes: 5,
          pValue: 55,
          text: r`Teken op de uitwerkbijlage de grafiek van $$h$$ op het interval $$[0;\ 12{,}4]$$. Geef daarbij de coördinaten van de toppen aan.`,
          highlights: ['grafiek van de waterhoogte'],
          tags: ['sinusoïde', 'grafiek schetsen'],
          domain: 'Sinusoïden',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H2.2' },
          dependsOn: [{ number: 7 }],
          appendix: {
            name: 'uitwerkbijlage9.svg',
            alt: 'Uitwerkbijlage bij vraag 9: leeg rooster met tijd 0 tot 13 uur en waterhoogte van -1,5 tot 1,5 m',
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 350 240" font-family="sans-serif" font-size="10">
<g stroke="#e0e0e0"><line x1="40" y1="30" x2="40" y2="210"/><line x1="62" y1="30" x2="62" y2="210"/><line x1="84" y1="30" x2="84" y2="210"/><line x1="106" y1="30" x2="106" y2="210"/><line x1="128" y1="30" x2="128" y2="210"/><line x1="150" y1="30" x2="150" y2="210"/><line x1="172" y1="30" x2="172" y2="210"/><line x1="194" y1="30" x2="194" y2="210"/><line x1="216" y1="30" x2="216" y2="210"/><line x1="238" y1="30" x2="238" y2="210"/><line x1="260" y1="30" x2="260" y2="210"/><line x1="282" y1="30" x2="282" y2="210"/><line x1="304" y1="30" x2="304" y2="210"/><line x1="326" y1="30" x2="326" y2="210"/><line x1="40" y1="210" x2="326" y2="210"/><line x1="40" y1="180" x2="326" y2="180"/><line x1="40" y1="150" x2="326" y2="150"/><line x1="40" y1="90" x2="326" y2="90"/><line x1="40" y1="60" x2="326" y2="60"/><line x1="40" y1="30" x2="326" y2="30"/></g>
<line x1="40" y1="120" x2="335" y2="120" stroke="#000"/><line x1="40" y1="215" x2="40" y2="22" stroke="#000"/>
<g text-anchor="end"><text x="36" y="33">1,5</text><text x="36" y="63">1,0</text><text x="36" y="93">0,5</text><text x="36" y="123">0</text><text x="36" y="153">-0,5</text><text x="36" y="183">-1,0</text><text x="36" y="213">-1,5</text></g>
<g text-anchor="middle"><text x="84" y="132">2</text><text x="128" y="132">4</text><text x="172" y="132">6</text><text x="216" y="132">8</text><text x="260" y="132">10</text><text x="304" y="132">12</text></g>
<text x="300" y="112">t (uur)</text><text x="4" y="16">h (m t.o.v. NAP)</text>
</svg>`,
          },
          tips: ['Bereken de waarde van $$h$$ in $$t = 0$$ en in $$t = 12{,}4$$, en gebruik de toppen uit vraag 7.'],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste toppen`,
                  text: r`maximum $$(5{,}1;\ 1{,}1)$$ en minimum $$(11{,}3;\ -0{,}9)$$`,
                  elaboration: r`Het minimum ligt een halve periode na het maximum: $$5{,}1 + 6{,}2 = 11{,}3$$.`,
                  explanation: r`Evenwichtsstand min amplitude: $$0{,}1 - 1{,}0 = -0{,}9$$.`,
                  points: 1,
                },
                {
                  correction: r`juiste randwaarden en doorgangen door de evenwichtsstand`,
                  text: r`$$h(0) = h(12{,}4) \approx -0{,}75$$; $$h = 0{,}1$$ bij $$t = 2$$ en $$t = 8{,}2$$`,
                  elaboration: r`$$h(0) = 0{,}1 + \sin(-1{,}013) = 0{,}1 - 0{,}849 = -0{,}75$$`,
                  explanation: r`Na precies één periode is de waarde weer gelijk.`,
                  points: 1,
                },
                {
                  correction: r`vloeiende sinusvormige grafiek door deze punten`,
                  text: r`golvende grafiek, stijgend tot 5,1, dalend tot 11,3, dan weer stijgend`,
                  elaboration: r`De grafiek is in de toppen horizontaal en het steilst bij de evenwichtsstand.`,
                  explanation: r`Een sinusoïde heeft geen knikken.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Stel op',
          points: 3,
          minutes: 4,
          pValue: 49,
          introduction: r`Een week later is het springtij. De evenwichtsstand en de periode blijven gelijk, maar het verschil tussen hoogwater en laagwater is nu $$2{,}6\ \text{m}$$, en het eerste hoogwater valt 40 minuten eerder dan in vraag 7.`,
          text: r`Stel een formule op voor de waterhoogte bij springtij in de vorm $$h(t) = a + b \sin(c(t - d))$$.`,
          highlights: ['formule bij springtij'],
          tags: ['sinusoïde', 'amplitude', 'verschuiving'],
          domain: 'Periodieke verschijnselen',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H2.2' },
          dependsOn: [{ number: 7 }],
          tips: ['Wat is de amplitude als het verschil tussen hoog- en laagwater 2,6 m is?'],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste amplitude`,
                  text: r`$$b = 1{,}3$$`,
                  elaboration: r`$$\dfrac{2{,}6}{2} = 1{,}3$$`,
                  explanation: r`De amplitude is de helft van het verschil tussen hoogste en laagste waarde.`,
                  points: 1,
                },
                {
                  correction: r`juiste verschuiving`,
                  text: r`$$d = 2 - \tfrac{2}{3} = 1\tfrac{1}{3}$$`,
                  elaboration: r`40 minuten $$= \tfrac{2}{3}$$ uur; de hele grafiek schuift $$\tfrac{2}{3}$$ naar links.`,
                  explanation: r`Als hoogwater eerder valt, valt ook het beginpunt eerder.`,
                  points: 1,
                  tips: ['Reken 40 minuten om naar uren.'],
                },
                {
                  correction: r`complete formule`,
                  text: r`$$h(t) = 0{,}1 + 1{,}3 \sin\left(\tfrac{2\pi}{12{,}4}\left(t - 1\tfrac{1}{3}\right)\right)$$`,
                  elaboration: r`$$a = 0{,}1$$ en $$c = \tfrac{2\pi}{12{,}4}$$ blijven gelijk.`,
                  explanation: r`Ook $$d \approx 1{,}33$$ wordt goed gerekend.`,
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
