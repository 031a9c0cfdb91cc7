import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2022,
  term: 2,
  standardizationValue: 1.3,
  topics: [
    {
      name: r`Powerbank`,
      introduction: r`Milan neemt op schoolreis een powerbank mee om zijn smartphone onderweg op te laden. Op de achterkant van de powerbank staan de gegevens uit de tabel. De capaciteit van $$10\,000\ \text{mAh}$$ betekent dat de powerbank bijvoorbeeld 10 uur lang $$1\ \text{A}$$ kan leveren, of 1 uur lang $$10\ \text{A}$$.

| Gegeven | Waarde |
|---|---|
| capaciteit | $$10\,000\ \text{mAh}$$ |
| spanning van de accu | $$3{,}7\ \text{V}$$ |
| uitgang (naar de telefoon) | $$5{,}0\ \text{V}$$; $$2{,}0\ \text{A}$$ |
| ingang (opladen) | $$5{,}0\ \text{V}$$; $$2{,}0\ \text{A}$$ |`,
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 2,
          minutes: 2,
          pValue: 77,
          text: r`Bereken het vermogen dat de powerbank aan de uitgang kan leveren.`,
          highlights: [r`vermogen aan de uitgang`],
          tags: ['vermogen'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.1' },
          tips: [r`Welke twee gegevens van de uitgang heb je nodig?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$P = U \cdot I$$ met de gegevens van de uitgang`,
                  text: r`$$P = 5{,}0 \cdot 2{,}0$$`,
                  elaboration: r`Aan de uitgang is $$U = 5{,}0\ \text{V}$$ en $$I = 2{,}0\ \text{A}$$.`,
                  explanation: r`Vermogen = spanning × stroomsterkte.`,
                  points: 1,
                  tips: [r`Gebruik de gegevens van de uitgang uit de tabel.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$P = 10\ \text{W}$$`,
                  elaboration: r`$$P = 5{,}0 \cdot 2{,}0 = 10\ \text{W}$$`,
                  explanation: r`De spanning van de accu zelf ($$3{,}7\ \text{V}$$) is hier niet nodig.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 41,
          text: r`Toon aan dat er in een volle powerbank ongeveer $$1{,}3 \cdot 10^{5}\ \text{J}$$ energie is opgeslagen.`,
          highlights: [r`opgeslagen energie in de powerbank`],
          tags: ['energie', 'accu', 'vermogen'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.1' },
          tips: [r`Gebruik het voorbeeld uit de inleiding: 1 uur lang $$10\ \text{A}$$ bij de spanning van de accu.`, r`Hoeveel seconden zitten er in een uur?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het vermogen bij $$10\ \text{A}$$ en $$3{,}7\ \text{V}$$`,
                  text: r`$$P = 37\ \text{W}$$`,
                  elaboration: r`$$P = U \cdot I = 3{,}7 \cdot 10 = 37\ \text{W}$$`,
                  explanation: r`De capaciteit $$10\,000\ \text{mAh} = 10\ \text{Ah}$$: 1 uur lang $$10\ \text{A}$$.`,
                  points: 1,
                  tips: [r`$$10\,000\ \text{mA} = 10\ \text{A}$$.`],
                },
                {
                  correction: r`gebruik van $$E = P \cdot t$$ met $$t = 3600\ \text{s}$$`,
                  text: r`$$E = 37 \cdot 3600$$`,
                  elaboration: r`Deze stroom kan 1 uur lang geleverd worden: $$t = 1\ \text{h} = 3600\ \text{s}$$.`,
                  explanation: r`Voor energie in joule moet de tijd in seconden.`,
                  points: 1,
                  tips: [r`Hoeveel seconden zitten er in een uur?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$E = 1{,}3 \cdot 10^{5}\ \text{J}$$`,
                  elaboration: r`$$E = 37 \cdot 3600 = 133\,200\ \text{J} \approx 1{,}3 \cdot 10^{5}\ \text{J}$$`,
                  explanation: r`Bij een 'toon aan'-vraag geef je de uitkomst in meer cijfers dan gevraagd: $$1{,}33 \cdot 10^{5}\ \text{J}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 33,
          introduction: r`Bij het opladen van de smartphone wordt de powerbank een beetje warm. Het rendement van het opladen van de smartphone met de powerbank is $$70\%$$. In de volle accu van Milans smartphone is $$5{,}5 \cdot 10^{4}\ \text{J}$$ opgeslagen.`,
          text: r`Bereken hoe vaak Milan zijn lege smartphone helemaal kan opladen met een volle powerbank.`,
          highlights: [r`hoe vaak opladen`],
          tags: ['rendement', 'energie', 'accu'],
          domain: 'Rendement',
          chapters: { Nova: 'H2.3', Impact: 'H6.3' },
          dependsOn: [{ number: 2 }],
          tips: [r`Hoeveel van de energie in de powerbank komt echt in de smartphone terecht?`],
          answers: [
            {
              remark: r`Het antwoord '1,7 keer' of '1 keer helemaal' is allebei goed.`,
              steps: [
                {
                  correction: r`gebruik van het rendement om de nuttige energie te berekenen`,
                  text: r`$$E_{\text{nuttig}} = 9{,}3 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$E_{\text{nuttig}} = 0{,}70 \cdot 1{,}33 \cdot 10^{5} = 9{,}3 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`Alleen $$70\%$$ van de energie uit de powerbank komt in de accu van de telefoon.`,
                  points: 1,
                  tips: [r`Nuttige energie = rendement × toegevoerde energie.`],
                },
                {
                  correction: r`delen door de energie van één volle telefoonaccu`,
                  text: r`$$\frac{9{,}3 \cdot 10^{4}}{5{,}5 \cdot 10^{4}} = 1{,}7$$`,
                  elaboration: r`$$\frac{93\,240}{55\,000} = 1{,}7$$`,
                  explanation: r`Zo vaak past een volle telefoonaccu in de nuttige energie.`,
                  points: 1,
                  tips: [r`Hoeveel keer past de energie van een volle telefoonaccu in de nuttige energie?`],
                },
                {
                  correction: r`conclusie`,
                  text: r`1,7 keer, dus 1 keer helemaal`,
                  elaboration: r`Milan kan zijn telefoon 1 keer helemaal opladen en daarna nog ongeveer voor $$70\%$$.`,
                  explanation: r`Een tweede volledige lading past er niet meer in.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`berekenen van de energie die de powerbank per volledige lading levert`,
                  text: r`$$E_{\text{in}} = 7{,}9 \cdot 10^{4}\ \text{J}$$`,
                  elaboration: r`$$E_{\text{in}} = \frac{5{,}5 \cdot 10^{4}}{0{,}70} = 7{,}86 \cdot 10^{4}\ \text{J}$$`,
                  explanation: r`Voor één volle telefoonaccu moet de powerbank meer energie leveren dan er in de telefoon komt.`,
                  points: 1,
                },
                {
                  correction: r`delen van de energie van de powerbank door deze energie`,
                  text: r`$$\frac{1{,}33 \cdot 10^{5}}{7{,}86 \cdot 10^{4}} = 1{,}7$$`,
                  elaboration: r`$$\frac{133\,200}{78\,571} = 1{,}7$$`,
                  explanation: r`Zo vaak kan de powerbank die hoeveelheid leveren.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`1,7 keer, dus 1 keer helemaal`,
                  elaboration: r`Eén keer helemaal, daarna nog een deel.`,
                  explanation: r`Beide strategieën geven hetzelfde antwoord.`,
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
          minutes: 4,
          pValue: 36,
          text: r`Thuis laadt Milan de lege powerbank weer op via de ingang. Bij het opladen van de powerbank zelf is het rendement $$85\%$$.

Hoe lang duurt het ongeveer om de powerbank helemaal op te laden?

A $$3{,}1\ \text{h}$$
B $$3{,}7\ \text{h}$$
C $$4{,}4\ \text{h}$$
D $$37\ \text{h}$$`,
          highlights: [r`oplaadtijd van de powerbank`],
          tags: ['rendement', 'vermogen', 'energie'],
          domain: 'Rendement',
          chapters: { Nova: 'H2.3', Impact: 'H6.3' },
          tips: [r`Moet er bij het opladen meer of minder energie in dan er opgeslagen wordt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de benodigde energie en de tijd met $$P = 10\ \text{W}$$`,
                  text: r`$$t = \frac{1{,}33 \cdot 10^{5} / 0{,}85}{10} = 1{,}57 \cdot 10^{4}\ \text{s}$$`,
                  elaboration: r`$$E_{\text{in}} = \frac{133\,200}{0{,}85} = 156\,700\ \text{J}$$; $$t = \frac{E}{P} = \frac{156\,700}{10} = 15\,670\ \text{s} = 4{,}4\ \text{h}$$.`,
                  explanation: r`Het ingangsvermogen is $$5{,}0 \cdot 2{,}0 = 10\ \text{W}$$. Deze berekening levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`$$4{,}4\ \text{h}$$`,
                  explanation: r`B vergeet het rendement, A past het rendement verkeerd om toe, D verwart Wh en h.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Sportdag`,
      introduction: r`Op de sportdag loopt Nora de 100 meter. Haar gymleraar filmt de race en maakt er een (v,t)-diagram van (figuur 1). In het begin neemt haar snelheid gelijkmatig toe; daarna loopt ze met constante snelheid door tot de finish.

![Figuur 1: (v,t)-diagram van Nora op de 100 meter](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: (v,t)-diagram; de snelheid stijgt van 0 naar 8,0 m/s in 4,0 s en blijft dan constant tot 14,5 s`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" font-family="Arial, sans-serif" font-size="12">
<rect width="400" height="250" fill="#fff"/>
<g stroke="#ddd" stroke-width="1">
<line x1="90" y1="50" x2="90" y2="200"/><line x1="130" y1="50" x2="130" y2="200"/><line x1="170" y1="50" x2="170" y2="200"/><line x1="210" y1="50" x2="210" y2="200"/><line x1="250" y1="50" x2="250" y2="200"/><line x1="290" y1="50" x2="290" y2="200"/><line x1="330" y1="50" x2="330" y2="200"/><line x1="370" y1="50" x2="370" y2="200"/>
<line x1="50" y1="170" x2="370" y2="170"/><line x1="50" y1="140" x2="370" y2="140"/><line x1="50" y1="110" x2="370" y2="110"/><line x1="50" y1="80" x2="370" y2="80"/><line x1="50" y1="50" x2="370" y2="50"/>
</g>
<line x1="50" y1="200" x2="380" y2="200" stroke="#000"/><line x1="50" y1="200" x2="50" y2="40" stroke="#000"/>
<polyline points="50,200 130,80 340,80" fill="none" stroke="#c00" stroke-width="3"/>
<g text-anchor="middle"><text x="50" y="216">0</text><text x="90" y="216">2</text><text x="130" y="216">4</text><text x="170" y="216">6</text><text x="210" y="216">8</text><text x="250" y="216">10</text><text x="290" y="216">12</text><text x="330" y="216">14</text><text x="370" y="216">16</text></g>
<g text-anchor="end"><text x="44" y="204">0</text><text x="44" y="174">2</text><text x="44" y="144">4</text><text x="44" y="114">6</text><text x="44" y="84">8</text><text x="44" y="54">10</text></g>
<text x="300" y="238">t (s)</text>
<text x="8" y="32">v (m/s)</text>
<text x="300" y="72" fill="#c00">finish</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Bepaal',
          points: 2,
          minutes: 2,
          pValue: 73,
          text: r`Bepaal met figuur 1 de hoogste snelheid van Nora in km/h.`,
          highlights: [r`hoogste snelheid in km/h`],
          tags: ['snelheid', 'snelheid-tijddiagram'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.2', Impact: 'H1.1' },
          tips: [r`Hoe reken je m/s om naar km/h?`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van de hoogste snelheid`,
                  text: r`$$v = 8{,}0\ \text{m/s}$$`,
                  elaboration: r`Het horizontale deel van de grafiek ligt bij $$8{,}0\ \text{m/s}$$.`,
                  explanation: r`De hoogste snelheid is de hoogste waarde op de v-as.`,
                  points: 1,
                  tips: [r`Bij welke waarde loopt de grafiek horizontaal?`],
                },
                {
                  correction: r`omrekenen naar km/h`,
                  text: r`$$v = 29\ \text{km/h}$$`,
                  elaboration: r`$$8{,}0 \cdot 3{,}6 = 28{,}8 \approx 29\ \text{km/h}$$`,
                  explanation: r`$$1\ \text{m/s} = 3{,}6\ \text{km/h}$$.`,
                  points: 1,
                  tips: [r`Vermenigvuldig je met 3,6 of deel je door 3,6?`],
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
          pValue: 47,
          text: r`Bereken hoeveel meter Nora aflegt in de eerste $$4{,}0\ \text{s}$$.`,
          highlights: [r`afstand tijdens het versnellen`],
          tags: ['snelheid', 'gemiddelde snelheid', 'snelheid-tijddiagram'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.3', Impact: 'H1.2' },
          tips: [r`Wat is de gemiddelde snelheid als de snelheid gelijkmatig van 0 naar $$8{,}0\ \text{m/s}$$ gaat?`],
          answers: [
            {
              steps: [
                {
                  correction: r`bepalen van de gemiddelde snelheid in de eerste $$4{,}0\ \text{s}$$`,
                  text: r`$$v_{\text{gem}} = 4{,}0\ \text{m/s}$$`,
                  elaboration: r`De snelheid neemt gelijkmatig toe van 0 tot $$8{,}0\ \text{m/s}$$, dus $$v_{\text{gem}} = \frac{0 + 8{,}0}{2} = 4{,}0\ \text{m/s}$$.`,
                  explanation: r`Bij een gelijkmatige toename ligt het gemiddelde precies in het midden.`,
                  points: 1,
                  tips: [r`Begin- en eindsnelheid optellen en door twee delen.`],
                },
                {
                  correction: r`gebruik van $$s = v_{\text{gem}} \cdot t$$`,
                  text: r`$$s = 4{,}0 \cdot 4{,}0$$`,
                  elaboration: r`$$v = \frac{s}{t}$$ geeft $$s = v_{\text{gem}} \cdot t$$.`,
                  explanation: r`Met de gemiddelde snelheid kun je rekenen alsof de snelheid constant was.`,
                  points: 1,
                  tips: [r`Welke formule verbindt afstand, snelheid en tijd?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$s = 16\ \text{m}$$`,
                  elaboration: r`$$s = 4{,}0 \cdot 4{,}0 = 16\ \text{m}$$`,
                  explanation: r`Dit is ook de oppervlakte onder de grafiek tussen 0 en $$4{,}0\ \text{s}$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 44,
          text: r`Toon met een berekening aan dat Nora na $$14{,}5\ \text{s}$$ over de finish komt.`,
          highlights: [r`eindtijd op de 100 meter`],
          tags: ['snelheid', 'eenparige beweging'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.1', Impact: 'H1.1' },
          dependsOn: [{ number: 6 }],
          tips: [r`Hoeveel meter moet Nora nog na de eerste $$4{,}0\ \text{s}$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de resterende afstand`,
                  text: r`$$s = 84\ \text{m}$$`,
                  elaboration: r`$$100 - 16 = 84\ \text{m}$$`,
                  explanation: r`De eerste $$16\ \text{m}$$ legde ze af tijdens het versnellen (vraag 6).`,
                  points: 1,
                  tips: [r`Hoeveel meter had Nora al na het versnellen?`],
                },
                {
                  correction: r`berekenen van de tijd voor het laatste deel met $$t = \frac{s}{v}$$`,
                  text: r`$$t = 10{,}5\ \text{s}$$`,
                  elaboration: r`$$t = \frac{84}{8{,}0} = 10{,}5\ \text{s}$$`,
                  explanation: r`In dit deel is de snelheid constant $$8{,}0\ \text{m/s}$$.`,
                  points: 1,
                  tips: [r`Welke snelheid heeft Nora in dit deel van de race?`],
                },
                {
                  correction: r`optellen van beide tijden`,
                  text: r`$$t_{\text{tot}} = 14{,}5\ \text{s}$$`,
                  elaboration: r`$$4{,}0 + 10{,}5 = 14{,}5\ \text{s}$$`,
                  explanation: r`De totale tijd is de tijd van het versnellen plus de tijd met constante snelheid.`,
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
          pValue: 52,
          text: r`Tussen $$t = 6\ \text{s}$$ en $$t = 12\ \text{s}$$ loopt Nora met constante snelheid. Wat geldt dan voor de voorwaartse kracht en de tegenwerkende kracht (luchtweerstand en wrijving) op Nora?

A De voorwaartse kracht is groter dan de tegenwerkende kracht.
B De voorwaartse kracht is even groot als de tegenwerkende kracht.
C De voorwaartse kracht is kleiner dan de tegenwerkende kracht.
D Er werken geen krachten op Nora.`,
          highlights: [r`krachten bij constante snelheid`],
          tags: ['nettokracht', 'snelheid'],
          domain: 'Krachten en druk',
          chapters: { Nova: 'H4.3', Impact: 'H1.3' },
          tips: [r`Wat gebeurt er met de snelheid als de voorwaartse kracht groter is?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij constante snelheid de krachten elkaar opheffen`,
                  text: r`Constante snelheid: krachten in evenwicht.`,
                  elaboration: r`Als de voorwaartse kracht groter was, zou Nora versnellen; als hij kleiner was, zou ze vertragen.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`De krachten zijn even groot en tegengesteld.`,
                  explanation: r`D is fout: er werken wel krachten, maar ze heffen elkaar op.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 9,
          type: 'Schets',
          points: 3,
          minutes: 5,
          pValue: 38,
          text: r`Op de uitwerkbijlage staat een leeg (s,t)-diagram voor de eerste $$6\ \text{s}$$ van de race.

Schets in het diagram op de uitwerkbijlage de afstand die Nora heeft afgelegd tegen de tijd, van $$t = 0$$ tot $$t = 6{,}0\ \text{s}$$.`,
          highlights: [r`(s,t)-diagram schetsen`],
          tags: ['afstand-tijddiagram', 'snelheid'],
          domain: 'Snelheid en beweging',
          chapters: { Nova: 'H4.2', Impact: 'H1.2' },
          dependsOn: [{ number: 6 }],
          appendix: {
            name: 'bijlage9.svg',
            alt: r`Uitwerkbijlage bij vraag 9: leeg (s,t)-diagram, t van 0 tot 6 s en s van 0 tot 40 m`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" font-family="Arial, sans-serif" font-size="12">
<rect width="400" height="250" fill="#fff"/>
<g stroke="#ddd" stroke-width="1">
<line x1="100" y1="40" x2="100" y2="200"/><line x1="150" y1="40" x2="150" y2="200"/><line x1="200" y1="40" x2="200" y2="200"/><line x1="250" y1="40" x2="250" y2="200"/><line x1="300" y1="40" x2="300" y2="200"/><line x1="350" y1="40" x2="350" y2="200"/>
<line x1="50" y1="180" x2="350" y2="180"/><line x1="50" y1="160" x2="350" y2="160"/><line x1="50" y1="140" x2="350" y2="140"/><line x1="50" y1="120" x2="350" y2="120"/><line x1="50" y1="100" x2="350" y2="100"/><line x1="50" y1="80" x2="350" y2="80"/><line x1="50" y1="60" x2="350" y2="60"/><line x1="50" y1="40" x2="350" y2="40"/>
</g>
<line x1="50" y1="200" x2="360" y2="200" stroke="#000"/><line x1="50" y1="200" x2="50" y2="30" stroke="#000"/>
<g text-anchor="middle"><text x="50" y="216">0</text><text x="100" y="216">1</text><text x="150" y="216">2</text><text x="200" y="216">3</text><text x="250" y="216">4</text><text x="300" y="216">5</text><text x="350" y="216">6</text></g>
<g text-anchor="end"><text x="44" y="204">0</text><text x="44" y="164">10</text><text x="44" y="124">20</text><text x="44" y="84">30</text><text x="44" y="44">40</text></g>
<text x="320" y="238">t (s)</text>
<text x="8" y="22">s (m)</text>
<text x="120" y="246" font-style="italic">uitwerkbijlage bij vraag 9</text>
</svg>`,
          },
          tips: [r`Hoe ziet een (s,t)-diagram eruit als de snelheid steeds groter wordt? En als hij constant is?`],
          answers: [
            {
              remark: r`De punten bij $$4{,}0\ \text{s}$$ en $$6{,}0\ \text{s}$$ worden alleen beloond als ook de vorm van de lijn klopt.`,
              steps: [
                {
                  correction: r`van 0 tot $$4{,}0\ \text{s}$$ een kromme die steeds steiler wordt, beginnend in de oorsprong`,
                  text: r`Holle kromme van (0; 0) tot (4,0; 16).`,
                  elaboration: r`Tijdens het versnellen legt Nora elke seconde meer meter af: de lijn begint vlak en wordt steeds steiler.`,
                  explanation: r`De helling van een (s,t)-diagram is de snelheid.`,
                  points: 0,
                  tips: [r`De helling van de lijn is de snelheid.`],
                },
                {
                  correction: r`van $$4{,}0$$ tot $$6{,}0\ \text{s}$$ een rechte lijn die aansluit op de kromme`,
                  text: r`Rechte lijn vanaf (4,0; 16).`,
                  elaboration: r`Bij constante snelheid neemt de afstand elke seconde evenveel toe: een rechte lijn.`,
                  explanation: r`Een constante helling hoort bij een constante snelheid.`,
                  points: 0,
                  tips: [r`Hoe ziet de lijn eruit als de helling niet meer verandert?`],
                },
                {
                  correction: r`juiste waarden: $$16\ \text{m}$$ bij $$4{,}0\ \text{s}$$ en $$32\ \text{m}$$ bij $$6{,}0\ \text{s}$$`,
                  text: r`(4,0; 16) en (6,0; 32)`,
                  elaboration: r`Na $$4{,}0\ \text{s}$$: $$16\ \text{m}$$ (vraag 6). Daarna $$2{,}0 \cdot 8{,}0 = 16\ \text{m}$$ erbij: $$32\ \text{m}$$ bij $$6{,}0\ \text{s}$$.`,
                  explanation: r`Een schets moet wel door de juiste punten gaan.`,
                  points: 0,
                  tips: [r`Bereken hoeveel meter Nora aflegt tussen $$4{,}0$$ en $$6{,}0\ \text{s}$$.`],
                },
              ],
              scores: [0, 1, 1, 2, 0, 1, 1, 3],
            },
          ],
        },
      ],
    },
    {
      name: r`Hondenfluitje`,
      introduction: r`Sem traint zijn hond met een hondenfluitje. Mensen kunnen geluid horen met frequenties van ongeveer $$20\ \text{Hz}$$ tot $$20\ \text{kHz}$$; honden horen tot ongeveer $$45\ \text{kHz}$$. Om te onderzoeken welke toon het fluitje geeft, neemt Sem het geluid op met een speciale microfoon die is aangesloten op een computer.`,
      questions: [
        {
          number: 10,
          type: 'Bepaal',
          points: 3,
          minutes: 4,
          pValue: 43,
          text: r`Figuur 2 laat zien wat de computer weergeeft als Sem op het fluitje blaast.

![Figuur 2: trilling van het geluid van het hondenfluitje](figuur2.svg)

Bepaal de frequentie van de toon van het fluitje.`,
          highlights: [r`frequentie van het hondenfluitje`],
          tags: ['frequentie', 'trillingstijd'],
          domain: 'Trillingen en toonhoogte',
          chapters: { Nova: 'H6.2', Impact: 'H3.2' },
          figures: [
            {
              name: 'figuur2.svg',
              alt: r`Figuur 2: trilling van het geluid; vier volledige trillingen tussen 0 en 0,16 ms`,
              svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 220" font-family="Arial, sans-serif" font-size="12">
<rect width="380" height="220" fill="#fff"/>
<g stroke="#ddd" stroke-width="1">
<line x1="80" y1="40" x2="80" y2="180"/><line x1="110" y1="40" x2="110" y2="180"/><line x1="140" y1="40" x2="140" y2="180"/><line x1="170" y1="40" x2="170" y2="180"/><line x1="200" y1="40" x2="200" y2="180"/><line x1="230" y1="40" x2="230" y2="180"/><line x1="260" y1="40" x2="260" y2="180"/><line x1="290" y1="40" x2="290" y2="180"/><line x1="320" y1="40" x2="320" y2="180"/><line x1="350" y1="40" x2="350" y2="180"/>
</g>
<line x1="50" y1="110" x2="360" y2="110" stroke="#000"/><line x1="50" y1="180" x2="50" y2="35" stroke="#000"/>
<path d="M50 110 Q65 -10 80 110 T110 110 T140 110 T170 110 T200 110 T230 110 T260 110 T290 110" fill="none" stroke="#06c" stroke-width="2.5"/>
<g text-anchor="middle"><text x="50" y="198">0</text><text x="110" y="198">0,04</text><text x="170" y="198">0,08</text><text x="230" y="198">0,12</text><text x="290" y="198">0,16</text><text x="350" y="198">0,20</text></g>
<text x="310" y="214">t (ms)</text>
<text x="8" y="28">trilling</text>
</svg>`,
            },
          ],
          tips: [r`Lees de tijd af voor meerdere trillingen tegelijk; dat is nauwkeuriger.`, r`Zet de trillingstijd om naar seconden.`],
          answers: [
            {
              remark: r`Als de milliseconden niet zijn omgerekend ($$f = 25\ \text{Hz}$$), het tweede scorepunt niet toekennen.`,
              steps: [
                {
                  correction: r`bepalen van de trillingstijd uit meerdere trillingen`,
                  text: r`$$T = 0{,}040\ \text{ms}$$`,
                  elaboration: r`4 trillingen duren $$0{,}16\ \text{ms}$$, dus $$T = \frac{0{,}16}{4} = 0{,}040\ \text{ms}$$.`,
                  explanation: r`Eén trilling is een hele golf: één top en één dal.`,
                  points: 1,
                  tips: [r`Hoeveel toppen zie je tussen 0 en $$0{,}16\ \text{ms}$$?`],
                },
                {
                  correction: r`omrekenen naar seconden en gebruik van $$f = \frac{1}{T}$$`,
                  text: r`$$f = \frac{1}{4{,}0 \cdot 10^{-5}}$$`,
                  elaboration: r`$$0{,}040\ \text{ms} = 0{,}000040\ \text{s} = 4{,}0 \cdot 10^{-5}\ \text{s}$$`,
                  explanation: r`Voor een frequentie in Hz moet de trillingstijd in seconden.`,
                  points: 1,
                  tips: [r`Hoeveel seconden is $$0{,}040\ \text{ms}$$?`],
                },
                {
                  correction: r`completeren van de bepaling`,
                  text: r`$$f = 2{,}5 \cdot 10^{4}\ \text{Hz} = 25\ \text{kHz}$$`,
                  elaboration: r`$$f = \frac{1}{4{,}0 \cdot 10^{-5}} = 25\,000\ \text{Hz}$$`,
                  explanation: r`Het fluitje trilt 25 000 keer per seconde.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Beredeneer',
          points: 2,
          minutes: 2,
          pValue: 64,
          text: r`Sem zegt: 'Als ik op het fluitje blaas, hoor ik zelf niets, maar mijn hond komt meteen.'

Beredeneer met je antwoord op vraag 10 of dit klopt.`,
          highlights: [r`hoorbaar voor mens en hond`],
          tags: ['frequentie', 'gehoorgrens', 'ultrasoon'],
          domain: 'Geluidsniveau en gehoor',
          chapters: { Nova: 'H6.2', Impact: 'H3.2' },
          dependsOn: [{ number: 10 }],
          tips: [r`Vergelijk de frequentie met het gehoorbereik van mens en hond.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking met de bovengrens van het menselijk gehoor`,
                  text: r`$$25\ \text{kHz} > 20\ \text{kHz}$$: Sem hoort het niet.`,
                  elaboration: r`De toon ligt boven de $$20\ \text{kHz}$$ die mensen kunnen horen: het is ultrasoon geluid.`,
                  explanation: r`Boven de gehoorgrens neemt het oor geen geluid meer waar.`,
                  points: 1,
                  tips: [r`Tot welke frequentie kan een mens horen?`],
                },
                {
                  correction: r`vergelijking met het gehoorbereik van de hond en conclusie`,
                  text: r`$$25\ \text{kHz} < 45\ \text{kHz}$$: de hond hoort het wel; de uitspraak klopt.`,
                  elaboration: r`De hond hoort tot $$45\ \text{kHz}$$, dus het fluitje valt binnen zijn gehoorbereik.`,
                  explanation: r`Beide vergelijkingen zijn nodig voor de conclusie.`,
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
          minutes: 1,
          pValue: 79,
          text: r`Sem blaast nu veel harder op hetzelfde fluitje. De toonhoogte blijft gelijk. Wat verandert er in figuur 2?

A De toppen worden hoger.
B De toppen komen dichter bij elkaar.
C De toppen komen verder uit elkaar.
D Er verandert niets.`,
          highlights: [r`harder blazen`],
          tags: ['amplitude', 'geluidsniveau'],
          domain: 'Trillingen en toonhoogte',
          chapters: { Nova: 'H6.1', Impact: 'H3.2' },
          dependsOn: [{ number: 10, attachments: true }],
          tips: [r`Verandert bij harder blazen de toonhoogte of de geluidssterkte?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat een harder geluid een grotere amplitude heeft bij dezelfde frequentie`,
                  text: r`Harder = grotere amplitude; frequentie blijft gelijk.`,
                  elaboration: r`De lucht trilt met grotere uitwijkingen, maar even vaak per seconde.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord A`,
                  text: r`A`,
                  elaboration: r`De toppen worden hoger; de afstand tussen de toppen blijft gelijk.`,
                  explanation: r`B en C horen bij een andere toonhoogte.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 13,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 55,
          text: r`Sem test ook een fluitje van $$17\ \text{kHz}$$. Sem hoort de toon wel, maar zijn opa van 70 jaar hoort niets.

Leg uit hoe dat komt.`,
          highlights: [r`opa hoort de hoge toon niet`],
          tags: ['gehoorgrens', 'gehoorschade', 'frequentie'],
          domain: 'Geluidsniveau en gehoor',
          chapters: { Nova: 'H6.3', Impact: 'H3.3' },
          tips: [r`Wat gebeurt er met de bovengrens van het gehoor als je ouder wordt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de bovengrens van het gehoor daalt met de leeftijd`,
                  text: r`Bij ouderen ligt de bovengrens lager dan $$20\ \text{kHz}$$.`,
                  elaboration: r`Naarmate je ouder wordt, hoor je hoge tonen steeds slechter. De gehoorgrens van opa ligt onder $$17\ \text{kHz}$$.`,
                  explanation: r`De $$20\ \text{kHz}$$ geldt voor jonge mensen met een gezond gehoor.`,
                  points: 1,
                  tips: [r`Horen jonge en oude mensen even hoge tonen?`],
                },
                {
                  correction: r`oorzaak: de zintuigcellen (haarcellen) in het oor raken beschadigd door ouderdom of lawaai`,
                  text: r`Haarcellen voor hoge tonen slijten of raken beschadigd.`,
                  elaboration: r`In het slakkenhuis zitten haarcellen die geluid omzetten in signalen. De cellen voor hoge tonen gaan het eerst kapot, door ouderdom en door jarenlang lawaai.`,
                  explanation: r`Beschadigde haarcellen herstellen niet.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Sneeuwschoenwandeling`,
      introduction: r`Kim maakt in de Alpen een wandeling door verse sneeuw. Kim heeft samen met haar rugzak een massa van $$62\ \text{kg}$$. Met gewone wandelschoenen zakt ze diep weg. Daarom huurt ze sneeuwschoenen: brede, platte frames die onder de schoenen worden vastgemaakt. Verse sneeuw kan een druk van hoogstens $$4{,}0 \cdot 10^{3}\ \text{Pa}$$ dragen zonder dat je wegzakt.`,
      questions: [
        {
          number: 14,
          type: 'Leg uit',
          points: 2,
          minutes: 2,
          pValue: 71,
          text: r`Leg uit waardoor Kim met sneeuwschoenen minder diep wegzakt dan met gewone schoenen.`,
          highlights: [r`minder diep wegzakken`],
          tags: ['druk', 'oppervlakte'],
          domain: 'Krachten en druk',
          chapters: { Nova: 'H3.3', Impact: 'H7.3' },
          tips: [r`Wat verandert er: de kracht op de sneeuw of de oppervlakte?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de kracht (het gewicht) gelijk blijft en de oppervlakte groter wordt`,
                  text: r`Zelfde kracht, grotere oppervlakte.`,
                  elaboration: r`Kim duwt met dezelfde kracht op de sneeuw, maar die kracht is verdeeld over een veel grotere oppervlakte.`,
                  explanation: r`De sneeuwschoenen veranderen niets aan haar massa.`,
                  points: 1,
                  tips: [r`Verandert de kracht op de sneeuw als Kim sneeuwschoenen aandoet?`],
                },
                {
                  correction: r`inzicht dat de druk daardoor kleiner wordt`,
                  text: r`Kleinere druk, dus minder wegzakken.`,
                  elaboration: r`Volgens $$p = \frac{F}{A}$$ wordt de druk kleiner als $$A$$ groter wordt.`,
                  explanation: r`Hoe kleiner de druk, hoe minder de sneeuw wordt ingedrukt.`,
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
          pValue: 37,
          text: r`Eén sneeuwschoen heeft een oppervlakte van $$0{,}11\ \text{m}^2$$. Kim staat stil met beide sneeuwschoenen op de sneeuw.

Bereken of Kim dan wegzakt.`,
          highlights: [r`druk met sneeuwschoenen`],
          tags: ['druk', 'zwaartekracht'],
          domain: 'Krachten en druk',
          chapters: { Nova: 'H3.3', Impact: 'H7.3' },
          tips: [r`Welke kracht oefent Kim uit op de sneeuw?`, r`Op hoeveel sneeuwschoenen staat ze?`],
          answers: [
            {
              remark: r`Als met één sneeuwschoen is gerekend, de tweede deelscore niet toekennen.`,
              steps: [
                {
                  correction: r`berekenen van de zwaartekracht`,
                  text: r`$$F_{\text{z}} = 608\ \text{N}$$`,
                  elaboration: r`$$F_{\text{z}} = m \cdot g = 62 \cdot 9{,}8 = 607{,}6\ \text{N}$$`,
                  explanation: r`Kim duwt met haar gewicht op de sneeuw; dat is even groot als de zwaartekracht.`,
                  points: 1,
                  tips: [r`Welke formule gebruik je voor de zwaartekracht?`],
                },
                {
                  correction: r`inzicht dat de totale oppervlakte $$2 \cdot 0{,}11 = 0{,}22\ \text{m}^2$$ is`,
                  text: r`$$A = 0{,}22\ \text{m}^2$$`,
                  elaboration: r`Ze staat op twee sneeuwschoenen: $$A = 0{,}22\ \text{m}^2$$.`,
                  explanation: r`De kracht verdeelt zich over beide schoenen.`,
                  points: 1,
                  tips: [r`Vergeet de tweede schoen niet.`],
                },
                {
                  correction: r`gebruik van $$p = \frac{F}{A}$$`,
                  text: r`$$p = 2{,}8 \cdot 10^{3}\ \text{Pa}$$`,
                  elaboration: r`$$p = \frac{607{,}6}{0{,}22} = 2762 \approx 2{,}8 \cdot 10^{3}\ \text{Pa}$$`,
                  explanation: r`Kracht in N en oppervlakte in $$\text{m}^2$$ geeft druk in Pa.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$2{,}8 \cdot 10^{3} < 4{,}0 \cdot 10^{3}$$: ze zakt niet weg`,
                  elaboration: r`De druk is kleiner dan de $$4{,}0 \cdot 10^{3}\ \text{Pa}$$ die de sneeuw kan dragen.`,
                  explanation: r`Een conclusie zonder vergelijking met de grenswaarde levert geen punt op.`,
                  points: 1,
                  tips: [r`Vergelijk de druk met de grootste druk die verse sneeuw kan dragen.`],
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
          pValue: 59,
          text: r`Tijdens het lopen staat Kim steeds even op één sneeuwschoen. Hoe groot is de druk op de sneeuw dan, vergeleken met de druk uit vraag 15?

A half zo groot
B even groot
C twee keer zo groot
D vier keer zo groot`,
          highlights: [r`staan op één sneeuwschoen`],
          tags: ['druk', 'oppervlakte'],
          domain: 'Krachten en druk',
          chapters: { Nova: 'H3.3', Impact: 'H7.3' },
          dependsOn: [{ number: 15 }],
          tips: [r`Wat gebeurt er met de oppervlakte als ze één voet optilt?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de oppervlakte halveert bij dezelfde kracht`,
                  text: r`$$A$$ wordt half zo groot, $$F$$ blijft gelijk.`,
                  elaboration: r`$$p = \frac{607{,}6}{0{,}11} = 5{,}5 \cdot 10^{3}\ \text{Pa}$$: twee keer zo groot. Dat is meer dan $$4{,}0 \cdot 10^{3}\ \text{Pa}$$, dus ze zakt bij elke stap een klein beetje in.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`Twee keer zo groot.`,
                  explanation: r`Druk is omgekeerd evenredig met de oppervlakte.`,
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
