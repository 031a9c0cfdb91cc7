import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2024,
  term: 1,
  standardizationValue: 0.8,
  topics: [
    {
      name: r`Naafdynamo`,
      introduction: r`In de voornaaf van de fiets van Liam zit een naafdynamo. Als het wiel draait, draait er een ring met magneten rond een vaste spoel. De dynamo levert dan een wisselspanning van $$6{,}0\ \text{V}$$. Op de dynamo zijn een ledkoplamp van $$2{,}4\ \text{W}$$ en een ledachterlicht van $$0{,}60\ \text{W}$$ aangesloten. Beide lampen zijn gemaakt voor $$6{,}0\ \text{V}$$.`,
      questions: [
        {
          number: 1,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 52,
          text: r`Leg uit hoe er in de spoel van de dynamo een spanning ontstaat als het wiel draait.`,
          highlights: [r`spanning opwekken in de spoel`],
          tags: ['dynamo', 'inductie', 'magnetisch veld'],
          domain: 'Magnetisme en opwekking',
          chapters: { Nova: 'H8.3', Impact: 'H9.3' },
          tips: [r`Wat merkt de spoel van de draaiende magneten?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het magnetisch veld in de spoel voortdurend verandert door de draaiende magneten`,
                  text: r`Draaiende magneten: veranderend magnetisch veld in de spoel.`,
                  elaboration: r`Door het draaien komen steeds afwisselend noord- en zuidpolen langs de spoel. Het magnetisch veld in de spoel verandert dus steeds.`,
                  explanation: r`Een stilstaande magneet bij een spoel wekt geen spanning op.`,
                  points: 1,
                  tips: [r`Wat merkt de spoel als er steeds andere polen langskomen?`],
                },
                {
                  correction: r`inzicht dat een veranderend magnetisch veld een (inductie)spanning opwekt`,
                  text: r`Veranderend veld → inductiespanning.`,
                  elaboration: r`Een veranderend magnetisch veld in een spoel wekt een spanning op: inductie. Omdat de polen afwisselen, is het een wisselspanning.`,
                  explanation: r`Dit is het principe van elke dynamo en generator.`,
                  points: 1,
                  tips: [r`Wanneer ontstaat er een inductiespanning in een spoel?`],
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Teken',
          points: 2,
          minutes: 3,
          pValue: 63,
          text: r`Op de uitwerkbijlage staan de dynamo en de twee lampen getekend, maar nog zonder verbindingsdraden. Beide lampen moeten de volle $$6{,}0\ \text{V}$$ krijgen.

Teken op de uitwerkbijlage de verbindingsdraden.`,
          highlights: [r`lampen aansluiten op de dynamo`],
          tags: ['parallelschakeling', 'schakelschema'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.4', Impact: 'H5.3' },
          appendix: {
            name: 'bijlage2.svg',
            alt: r`Uitwerkbijlage bij vraag 2: dynamo, koplamp en achterlicht zonder verbindingsdraden`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 230" font-family="Arial, sans-serif" font-size="12">
<rect width="400" height="230" fill="#fff"/>
<g fill="none" stroke="#000" stroke-width="2">
<circle cx="70" cy="115" r="22"/>
<line x1="70" y1="93" x2="70" y2="70"/><line x1="70" y1="137" x2="70" y2="160"/>
<circle cx="240" cy="70" r="14"/><line x1="230" y1="60" x2="250" y2="80"/><line x1="250" y1="60" x2="230" y2="80"/>
<line x1="210" y1="70" x2="226" y2="70"/><line x1="254" y1="70" x2="270" y2="70"/>
<circle cx="240" cy="160" r="14"/><line x1="230" y1="150" x2="250" y2="170"/><line x1="250" y1="150" x2="230" y2="170"/>
<line x1="210" y1="160" x2="226" y2="160"/><line x1="254" y1="160" x2="270" y2="160"/>
</g>
<circle cx="70" cy="70" r="3"/><circle cx="70" cy="160" r="3"/>
<circle cx="210" cy="70" r="3"/><circle cx="270" cy="70" r="3"/><circle cx="210" cy="160" r="3"/><circle cx="270" cy="160" r="3"/>
<text x="63" y="120" font-weight="bold">G</text>
<text x="30" y="190">dynamo</text>
<text x="214" y="46">koplamp</text>
<text x="210" y="194">achterlicht</text>
<text x="120" y="222" font-style="italic">uitwerkbijlage bij vraag 2</text>
</svg>`,
          },
          tips: [r`Welke schakeling geeft elk onderdeel de volle spanning van de bron?`],
          answers: [
            {
              steps: [
                {
                  correction: r`beide lampen elk met twee draden verbonden met de twee aansluitingen van de dynamo`,
                  text: r`Gesloten stroomkring voor elke lamp.`,
                  elaboration: r`Verbind de bovenste aansluiting van de dynamo met de linkerkant van beide lampen en de onderste aansluiting met de rechterkant van beide lampen.`,
                  explanation: r`Elke lamp moet in een gesloten kring met de dynamo zitten.`,
                  points: 1,
                  tips: [r`Elke lamp heeft twee aansluitpunten.`],
                },
                {
                  correction: r`de lampen zijn parallel geschakeld (niet in serie)`,
                  text: r`Koplamp en achterlicht parallel.`,
                  elaboration: r`Elke lamp zit in een eigen tak tussen de twee aansluitingen van de dynamo.`,
                  explanation: r`Alleen bij parallel staat over elke lamp de volle $$6{,}0\ \text{V}$$.`,
                  points: 1,
                  tips: [r`Moet de stroom door beide lampen na elkaar, of kan hij kiezen?`],
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 55,
          text: r`Bereken de stroomsterkte die de dynamo levert als beide lampen branden.`,
          highlights: [r`stroom uit de dynamo`],
          tags: ['stroomsterkte', 'vermogen', 'parallelschakeling'],
          domain: 'Elektrische schakelingen',
          chapters: { Nova: 'H1.4', Impact: 'H5.3' },
          dependsOn: [{ number: 2, appendixes: true }],
          tips: [r`Hoe groot is het totale vermogen van de lampen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het totale vermogen`,
                  text: r`$$P_{\text{tot}} = 3{,}0\ \text{W}$$`,
                  elaboration: r`$$P_{\text{tot}} = 2{,}4 + 0{,}60 = 3{,}0\ \text{W}$$`,
                  explanation: r`De dynamo levert het vermogen voor beide lampen.`,
                  points: 1,
                  tips: [r`Tel de vermogens van de lampen op.`],
                },
                {
                  correction: r`gebruik van $$P = U \cdot I$$`,
                  text: r`$$I = \frac{3{,}0}{6{,}0}$$`,
                  elaboration: r`$$I = \frac{P}{U}$$ met $$U = 6{,}0\ \text{V}$$.`,
                  explanation: r`Over de dynamo staat $$6{,}0\ \text{V}$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$I = 0{,}50\ \text{A}$$`,
                  elaboration: r`$$I = \frac{3{,}0}{6{,}0} = 0{,}50\ \text{A}$$`,
                  explanation: r`Twee significante cijfers.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`berekenen van de stroom door de koplamp`,
                  text: r`$$I_{\text{kop}} = 0{,}40\ \text{A}$$`,
                  elaboration: r`$$I = \frac{2{,}4}{6{,}0} = 0{,}40\ \text{A}$$`,
                  explanation: r`Elke tak apart berekenen.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de stroom door het achterlicht`,
                  text: r`$$I_{\text{achter}} = 0{,}10\ \text{A}$$`,
                  elaboration: r`$$I = \frac{0{,}60}{6{,}0} = 0{,}10\ \text{A}$$`,
                  explanation: r`Ook over het achterlicht staat $$6{,}0\ \text{V}$$.`,
                  points: 1,
                },
                {
                  correction: r`optellen van de takstromen`,
                  text: r`$$I = 0{,}50\ \text{A}$$`,
                  elaboration: r`$$0{,}40 + 0{,}10 = 0{,}50\ \text{A}$$`,
                  explanation: r`Bij parallel is de hoofdstroom de som van de takstromen.`,
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
          minutes: 2,
          pValue: 49,
          text: r`Als Liam heel langzaam fietst, branden de lampen zwakker. Wat is daarvan de oorzaak?

A De magneten worden zwakker als ze langzaam draaien.
B Het magnetisch veld in de spoel verandert langzamer, waardoor de opgewekte spanning kleiner is.
C De weerstand van de lampen wordt groter bij een lage snelheid.
D Er gaat meer energie verloren door de wrijving van de banden.`,
          highlights: [r`langzaam fietsen`],
          tags: ['dynamo', 'inductie'],
          domain: 'Magnetisme en opwekking',
          chapters: { Nova: 'H8.3', Impact: 'H9.3' },
          dependsOn: [{ number: 1 }],
          tips: [r`Waar hangt de grootte van de inductiespanning van af?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de inductiespanning groter is naarmate het veld sneller verandert`,
                  text: r`Langzamer draaien → kleinere spanning.`,
                  elaboration: r`De opgewekte spanning hangt af van hoe snel het magnetisch veld in de spoel verandert.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Bij een kleinere spanning is ook het vermogen van de lampen kleiner.`,
                  explanation: r`De magneten zelf worden niet zwakker (A).`,
                  points: 0,
                },
              ],
              scores: [0, 0, 1, 1],
            },
          ],
        },
        {
          number: 5,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 45,
          text: r`Het rendement van de naafdynamo is $$60\%$$.

Bereken hoeveel extra vermogen Liam moet leveren als beide lampen branden.`,
          highlights: [r`extra trapvermogen door de dynamo`],
          tags: ['rendement', 'vermogen', 'dynamo'],
          domain: 'Rendement',
          chapters: { Nova: 'H2.3', Impact: 'H6.3' },
          dependsOn: [{ number: 3 }],
          tips: [r`Het nuttige vermogen van de dynamo is het vermogen van de lampen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\eta = \frac{P_{\text{nuttig}}}{P_{\text{in}}}$$ met $$P_{\text{nuttig}} = 3{,}0\ \text{W}$$`,
                  text: r`$$P_{\text{in}} = \frac{3{,}0}{0{,}60}$$`,
                  elaboration: r`Omschrijven: $$P_{\text{in}} = \frac{P_{\text{nuttig}}}{\eta}$$.`,
                  explanation: r`Liam levert het toegevoerde (mechanische) vermogen van de dynamo.`,
                  points: 1,
                  tips: [r`Welk vermogen is hier nuttig: dat van de lampen of dat van Liam?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$P_{\text{in}} = 5{,}0\ \text{W}$$`,
                  elaboration: r`$$P_{\text{in}} = \frac{3{,}0}{0{,}60} = 5{,}0\ \text{W}$$`,
                  explanation: r`Dat is weinig vergeleken met de ongeveer $$100\ \text{W}$$ die je trapt bij gewoon fietsen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Popfestival`,
      introduction: r`Op een groot popfestival staat het publiek tot $$200\ \text{m}$$ van het podium. Om ook achteraan goed geluid te hebben, staat er op $$120\ \text{m}$$ van het podium een delaytoren met extra luidsprekers. Het elektrische signaal bereikt deze luidsprekers vrijwel meteen. De geluidssnelheid is $$343\ \text{m/s}$$. In de tabel staat hoe lang je per dag maximaal aan een bepaald geluidsniveau mag worden blootgesteld zonder kans op gehoorschade.

| Geluidsniveau (dB) | Maximale tijd per dag |
|---|---|
| 85 | 8 uur |
| 88 | 4 uur |
| 91 | 2 uur |
| 94 | 1 uur |
| 97 | 30 minuten |
| 100 | 15 minuten |
| 103 | 7,5 minuten |`,
      questions: [
        {
          number: 6,
          type: 'Bereken',
          points: 3,
          minutes: 3,
          pValue: 65,
          text: r`Bereken hoeveel seconden het geluid van het podium erover doet om de delaytoren te bereiken.`,
          highlights: [r`looptijd van het geluid naar de delaytoren`],
          tags: ['geluidssnelheid', 'snelheid'],
          domain: 'Trillingen en toonhoogte',
          chapters: { Nova: 'H6.1', Impact: 'H3.1' },
          tips: [r`Schrijf $$v = \frac{s}{t}$$ om naar $$t$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$v = \frac{s}{t}$$`,
                  text: r`$$t = \frac{s}{v}$$`,
                  elaboration: r`$$t = \frac{s}{v}$$ met $$s = 120\ \text{m}$$ en $$v = 343\ \text{m/s}$$.`,
                  explanation: r`De tijd is de onbekende.`,
                  points: 1,
                  tips: [r`Schrijf de formule om zodat de tijd alleen staat.`],
                },
                {
                  correction: r`juist invullen`,
                  text: r`$$t = \frac{120}{343}$$`,
                  elaboration: r`Afstand podium–toren $$120\ \text{m}$$, geluidssnelheid $$343\ \text{m/s}$$.`,
                  explanation: r`Het geluid loopt door de lucht.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$t = 0{,}35\ \text{s}$$`,
                  elaboration: r`$$t = \frac{120}{343} = 0{,}350 \approx 0{,}35\ \text{s}$$`,
                  explanation: r`Een derde seconde vertraging hoor je duidelijk.`,
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
          pValue: 42,
          text: r`De geluidstechnicus vertraagt het signaal naar de luidsprekers in de delaytoren met ongeveer $$0{,}35\ \text{s}$$.

Leg uit waarom dat nodig is voor het publiek achter de toren.`,
          highlights: [r`vertraging van de delaytoren`],
          tags: ['geluidssnelheid', 'echo'],
          domain: 'Trillingen en toonhoogte',
          chapters: { Nova: 'H6.1', Impact: 'H3.1' },
          dependsOn: [{ number: 6 }],
          tips: [r`Wanneer komt het geluid van het podium bij de toren aan, en wanneer het geluid van de torenluidsprekers zonder vertraging?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het geluid uit de toren zonder vertraging $$0{,}35\ \text{s}$$ eerder klinkt dan het podiumgeluid`,
                  text: r`Zonder vertraging: toren $$0{,}35\ \text{s}$$ eerder dan podium.`,
                  elaboration: r`Het elektrische signaal is vrijwel meteen bij de toren, terwijl het geluid van het podium er $$0{,}35\ \text{s}$$ over doet.`,
                  explanation: r`Elektrische signalen gaan veel sneller dan geluid.`,
                  points: 1,
                  tips: [r`Hoe snel bereikt het elektrische signaal de delaytoren, vergeleken met het geluid?`],
                },
                {
                  correction: r`inzicht dat het publiek dan alles twee keer hoort; met vertraging komen beide geluiden tegelijk aan`,
                  text: r`Met vertraging: beide geluiden tegelijk, geen 'echo'.`,
                  elaboration: r`Zonder vertraging hoor je elke klank twee keer, als een echo. Met $$0{,}35\ \text{s}$$ vertraging vertrekt het torengeluid op het moment dat het podiumgeluid langskomt.`,
                  explanation: r`Daarom heet het een delaytoren (delay = vertraging).`,
                  points: 1,
                  tips: [r`Wat hoor je als hetzelfde geluid kort na elkaar twee keer aankomt?`],
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Bepaal',
          points: 2,
          minutes: 2,
          pValue: 72,
          text: r`Sara staat vlak bij een luidspreker. Daar is het geluidsniveau $$100\ \text{dB}$$. Het concert duurt anderhalf uur.

Bepaal met de tabel of Sara het hele concert op die plek kan blijven staan zonder kans op gehoorschade.`,
          highlights: [r`veilige tijd bij 100 dB`],
          tags: ['geluidsniveau', 'gehoorschade', 'decibel'],
          domain: 'Geluidsniveau en gehoor',
          chapters: { Nova: 'H6.3', Impact: 'H3.3' },
          tips: [r`Zoek $$100\ \text{dB}$$ op in de tabel.`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van de maximale tijd bij $$100\ \text{dB}$$`,
                  text: r`15 minuten`,
                  elaboration: r`Bij $$100\ \text{dB}$$ mag je maximaal 15 minuten per dag staan.`,
                  explanation: r`De tabel geeft de grens zonder kans op gehoorschade.`,
                  points: 1,
                  tips: [r`Zoek de rij met $$100\ \text{dB}$$.`],
                },
                {
                  correction: r`conclusie`,
                  text: r`Nee, 1,5 uur is veel langer dan 15 minuten.`,
                  elaboration: r`Anderhalf uur is zes keer zo lang als toegestaan.`,
                  explanation: r`Sara loopt daar dus kans op gehoorschade.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 9,
          type: 'Beredeneer',
          points: 2,
          minutes: 3,
          pValue: 51,
          text: r`Sara doet oordoppen in die het geluidsniveau met $$20\ \text{dB}$$ verlagen.

Beredeneer of ze nu wel het hele concert vlak bij de luidspreker kan blijven staan.`,
          highlights: [r`oordoppen van 20 dB`],
          tags: ['geluidsniveau', 'gehoorschade', 'decibel'],
          domain: 'Geluidsniveau en gehoor',
          chapters: { Nova: 'H6.3', Impact: 'H3.3' },
          dependsOn: [{ number: 8 }],
          tips: [r`Welk geluidsniveau komt er nog in haar oor?`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het geluidsniveau in het oor`,
                  text: r`$$100 - 20 = 80\ \text{dB}$$`,
                  elaboration: r`Met oordoppen komt er $$80\ \text{dB}$$ in haar oor.`,
                  explanation: r`Oordoppen verlagen het geluidsniveau met een vast aantal decibel.`,
                  points: 1,
                  tips: [r`Trek de demping van de oordoppen af van het geluidsniveau.`],
                },
                {
                  correction: r`vergelijking met de tabel en conclusie`,
                  text: r`Onder $$85\ \text{dB}$$: meer dan 8 uur veilig, dus ja.`,
                  elaboration: r`Bij $$85\ \text{dB}$$ mag je al 8 uur staan; $$80\ \text{dB}$$ is nog minder. Anderhalf uur is dus veilig.`,
                  explanation: r`Zonder vergelijking met de tabel geen punt voor de conclusie.`,
                  points: 1,
                  tips: [r`Ligt $$80\ \text{dB}$$ boven of onder de laagste waarde in de tabel?`],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Wip in de speeltuin`,
      introduction: r`Emma ($$24\ \text{kg}$$) wil wippen met haar vader ($$80\ \text{kg}$$). De wip is een plank van $$4{,}0\ \text{m}$$ die in het midden op een draaipunt rust. Emma zit helemaal aan het uiteinde, $$2{,}0\ \text{m}$$ van het draaipunt. Vader wil de wip in evenwicht brengen. Zie figuur 1.

![Figuur 1: de wip met Emma aan het linkeruiteinde](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: wip van 4,0 m met het draaipunt in het midden; Emma zit links op 2,0 m van het draaipunt`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 210" font-family="Arial, sans-serif" font-size="13">
<rect width="420" height="210" fill="#fff"/>
<rect x="30" y="132" width="360" height="8" fill="#b5835a" stroke="#333"/>
<polygon points="210,140 190,180 230,180" fill="#888" stroke="#333"/>
<line x1="10" y1="180" x2="410" y2="180" stroke="#999"/>
<circle cx="45" cy="86" r="11" fill="#f2c9a0" stroke="#333"/>
<rect x="35" y="98" width="20" height="34" rx="5" fill="#e67" stroke="#333"/>
<text x="22" y="70">Emma</text>
<text x="300" y="110" font-size="22" fill="#06c">?</text>
<text x="250" y="126" fill="#06c">vader</text>
<line x1="45" y1="196" x2="210" y2="196" stroke="#000"/><line x1="45" y1="190" x2="45" y2="202" stroke="#000"/><line x1="210" y1="190" x2="210" y2="202" stroke="#000"/>
<text x="110" y="192">2,0 m</text>
<line x1="210" y1="196" x2="375" y2="196" stroke="#000"/><line x1="375" y1="190" x2="375" y2="202" stroke="#000"/>
<text x="275" y="192">2,0 m</text>
<text x="236" y="172" font-size="12">draaipunt</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 10,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 60,
          text: r`Bereken op hoeveel meter van het draaipunt vader moet gaan zitten om de wip in evenwicht te brengen.`,
          highlights: [r`plaats van vader op de wip`],
          tags: ['hefboom', 'moment'],
          domain: 'Hefbomen',
          chapters: { Nova: 'H3.4', Impact: 'H7.1' },
          tips: [r`Bij evenwicht zijn de momenten links en rechts van het draaipunt gelijk.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de zwaartekrachten`,
                  text: r`$$F_{\text{Emma}} = 235\ \text{N}$$; $$F_{\text{vader}} = 784\ \text{N}$$`,
                  elaboration: r`$$24 \cdot 9{,}8 = 235{,}2\ \text{N}$$ en $$80 \cdot 9{,}8 = 784\ \text{N}$$.`,
                  explanation: r`De krachten op de wip zijn de zwaartekrachten van Emma en vader.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de hefboomwet`,
                  text: r`$$235{,}2 \cdot 2{,}0 = 784 \cdot r$$`,
                  elaboration: r`$$F_1 \cdot r_1 = F_2 \cdot r_2$$ met $$r_1 = 2{,}0\ \text{m}$$.`,
                  explanation: r`Het moment van Emma moet gelijk zijn aan het moment van vader.`,
                  points: 1,
                  tips: [r`Welke arm hoort bij Emma en welke bij vader?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$r = 0{,}60\ \text{m}$$`,
                  elaboration: r`$$r = \frac{470{,}4}{784} = 0{,}60\ \text{m}$$`,
                  explanation: r`Vader moet veel dichter bij het draaipunt zitten, omdat hij zwaarder is.`,
                  points: 1,
                },
              ],
            },
            {
              name: r`Oplossingsstrategie 2`,
              steps: [
                {
                  correction: r`inzicht dat $$g$$ aan beide kanten hetzelfde is, zodat met de massa's gerekend kan worden`,
                  text: r`$$m_1 \cdot r_1 = m_2 \cdot r_2$$`,
                  elaboration: r`$$m_1 \cdot g \cdot r_1 = m_2 \cdot g \cdot r_2$$; $$g$$ valt weg.`,
                  explanation: r`Aan beide kanten staat dezelfde factor $$9{,}8$$.`,
                  points: 1,
                },
                {
                  correction: r`juist invullen`,
                  text: r`$$24 \cdot 2{,}0 = 80 \cdot r$$`,
                  elaboration: r`$$48 = 80 \cdot r$$`,
                  explanation: r`Emma's massa en arm links, vaders massa rechts.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$r = 0{,}60\ \text{m}$$`,
                  elaboration: r`$$r = \frac{48}{80} = 0{,}60\ \text{m}$$`,
                  explanation: r`Zelfde uitkomst als strategie 1.`,
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
          minutes: 3,
          pValue: 47,
          text: r`Emma's broertje ($$16\ \text{kg}$$) komt vlak bij Emma op het uiteinde zitten.

Beredeneer of vader nu verder van het draaipunt af of juist dichter naar het draaipunt toe moet schuiven. Bereken ook zijn nieuwe plaats.`,
          highlights: [r`broertje komt erbij`],
          tags: ['hefboom', 'moment'],
          domain: 'Hefbomen',
          chapters: { Nova: 'H3.4', Impact: 'H7.1' },
          dependsOn: [{ number: 10 }],
          tips: [r`Wordt het moment aan de kant van Emma groter of kleiner?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat het moment aan Emma's kant groter wordt, zodat vader een grotere arm nodig heeft`,
                  text: r`Groter moment links → vader verder naar buiten.`,
                  elaboration: r`Er zit nu $$24 + 16 = 40\ \text{kg}$$ op $$2{,}0\ \text{m}$$. Vaders kracht blijft gelijk, dus zijn arm moet groter.`,
                  explanation: r`Moment = kracht × arm.`,
                  points: 1,
                  tips: [r`Hoeveel kg zit er nu op het uiteinde?`],
                },
                {
                  correction: r`berekenen van de nieuwe plaats`,
                  text: r`$$r = 1{,}0\ \text{m}$$`,
                  elaboration: r`$$40 \cdot 2{,}0 = 80 \cdot r$$, dus $$r = \frac{80}{80} = 1{,}0\ \text{m}$$.`,
                  explanation: r`Vader schuift van $$0{,}60\ \text{m}$$ naar $$1{,}0\ \text{m}$$ van het draaipunt.`,
                  points: 1,
                  tips: [r`Gebruik de hefboomwet opnieuw met de nieuwe massa.`],
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
          pValue: 62,
          text: r`Emma zit weer alleen op het uiteinde. Ze leunt ver naar achteren, zodat haar zwaartepunt verder van het draaipunt komt.

Wat gebeurt er met het moment van Emma?

A Het moment wordt groter, omdat haar arm groter wordt.
B Het moment wordt kleiner, omdat haar arm groter wordt.
C Het moment blijft gelijk, omdat haar massa gelijk blijft.
D Het moment wordt groter, omdat de zwaartekracht op haar groter wordt.`,
          highlights: [r`achterover leunen`],
          tags: ['moment', 'arm'],
          domain: 'Hefbomen',
          chapters: { Nova: 'H3.4', Impact: 'H7.1' },
          tips: [r`Wat verandert er: de kracht of de arm?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de zwaartekracht gelijk blijft en de arm groter wordt`,
                  text: r`Zelfde kracht, grotere arm → groter moment.`,
                  elaboration: r`De arm is de afstand van het draaipunt tot de werklijn van de zwaartekracht. Die wordt groter als Emma achterover leunt.`,
                  explanation: r`Deze denkstap levert geen apart punt op.`,
                  points: 0,
                },
                {
                  correction: r`antwoord A`,
                  text: r`A`,
                  elaboration: r`Het moment wordt groter.`,
                  explanation: r`Zo kan een licht kind een zwaardere speler toch omhoog krijgen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Mestvergister op de boerderij`,
      introduction: r`Een melkveehouder heeft een mestvergister. Bacteriën zetten de koeienmest om in biogas. Een gasmotor verbrandt het biogas en drijft een generator aan. De generator levert een elektrisch vermogen van $$250\ \text{kW}$$ aan het elektriciteitsnet. De installatie draait $$8000$$ uur per jaar.`,
      questions: [
        {
          number: 13,
          type: 'Leg uit',
          points: 2,
          minutes: 3,
          pValue: 56,
          text: r`Biogas uit mest wordt een duurzame energiebron genoemd, aardgas niet.

Leg uit waarom biogas uit mest duurzaam is.`,
          highlights: [r`biogas is duurzaam`],
          tags: ['duurzame energie', 'biogas'],
          domain: 'Energiebronnen en duurzaamheid',
          chapters: { Nova: 'H2.4', Impact: 'H6.4' },
          tips: [r`Raakt mest op? En waar komt de koolstof in de mest vandaan?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de bron niet opraakt: er komt elke dag nieuwe mest bij`,
                  text: r`Mest wordt steeds opnieuw gemaakt.`,
                  elaboration: r`Zolang er koeien zijn, komt er nieuwe mest. Aardgas is in miljoenen jaren ontstaan en raakt op.`,
                  explanation: r`Duurzaam = raakt niet op.`,
                  points: 1,
                  tips: [r`Moet er steeds nieuwe mest bijkomen, of is de voorraad eindig?`],
                },
                {
                  correction: r`inzicht dat de koolstofdioxide bij verbranden eerder door het gras is opgenomen`,
                  text: r`Geen extra koolstofdioxide in de lucht.`,
                  elaboration: r`De koeien eten gras, dat bij het groeien koolstofdioxide uit de lucht heeft opgenomen. Bij het verbranden van biogas komt die weer vrij: een kringloop.`,
                  explanation: r`Bij aardgas komt koolstof vrij die al miljoenen jaren in de bodem zat.`,
                  points: 1,
                  tips: [r`Waar komt de koolstof in de mest vandaan?`],
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Vul in',
          points: 2,
          minutes: 2,
          pValue: 67,
          text: r`Neem de zinnen over en vul de energiesoorten in.

In de gasmotor wordt ...-energie van het biogas omgezet in ...-energie. De generator zet deze ...-energie om in ...-energie.`,
          highlights: [r`energieketen van de mestvergister`],
          tags: ['energieomzetting', 'generator'],
          domain: 'Energieomzettingen',
          chapters: { Nova: 'H2.1', Impact: 'H6.1' },
          tips: [r`In welke vorm zit energie opgeslagen in een brandstof?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gasmotor: chemische energie → bewegingsenergie`,
                  text: r`chemische → bewegings`,
                  elaboration: r`Het biogas bevat chemische energie. Bij de verbranding in de motor gaan de zuigers en de as bewegen.`,
                  explanation: r`Een brandstof bevat chemische energie.`,
                  points: 1,
                  tips: [r`In welke vorm zit energie in een brandstof?`],
                },
                {
                  correction: r`generator: bewegingsenergie → elektrische energie`,
                  text: r`bewegings → elektrische`,
                  elaboration: r`De draaiende as laat de generator draaien; die wekt elektrische energie op.`,
                  explanation: r`Een generator werkt als een grote dynamo.`,
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
          pValue: 53,
          text: r`Een gemiddeld huishouden gebruikt $$2500\ \text{kWh}$$ elektrische energie per jaar.

Bereken voor hoeveel huishoudens de boerderij elektrische energie levert.`,
          highlights: [r`aantal huishoudens`],
          tags: ['energie', 'vermogen'],
          domain: 'Vermogen en energieverbruik',
          chapters: { Nova: 'H2.2', Impact: 'H6.1' },
          tips: [r`Bereken eerst de elektrische energie per jaar in kWh.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E = P \cdot t$$ met $$P$$ in kW en $$t$$ in h`,
                  text: r`$$E = 250 \cdot 8000$$`,
                  elaboration: r`$$P = 250\ \text{kW}$$ en $$t = 8000\ \text{h}$$.`,
                  explanation: r`Dan komt de energie in kWh, net als het verbruik van een huishouden.`,
                  points: 1,
                  tips: [r`Gebruik kW en uren, dan krijg je kWh.`],
                },
                {
                  correction: r`berekenen van de energie per jaar`,
                  text: r`$$E = 2{,}0 \cdot 10^{6}\ \text{kWh}$$`,
                  elaboration: r`$$E = 250 \cdot 8000 = 2\,000\,000\ \text{kWh}$$`,
                  explanation: r`Twee miljoen kWh per jaar.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`800 huishoudens`,
                  elaboration: r`$$\frac{2\,000\,000}{2500} = 800$$`,
                  explanation: r`Een flink dorp kan op de mest van deze boerderij draaien.`,
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
          pValue: 40,
          introduction: r`De gasmotor krijgt per seconde $$625\ \text{kJ}$$ chemische energie uit het biogas; het toegevoerde vermogen is dus $$625\ \text{kW}$$. Behalve de $$250\ \text{kW}$$ elektrisch vermogen levert de installatie ook $$300\ \text{kW}$$ aan warmte, waarmee de stal en het woonhuis worden verwarmd.`,
          text: r`Bereken het totale rendement van de installatie als ook de warmte als nuttig wordt gerekend.`,
          highlights: [r`totaal rendement met warmtebenutting`],
          tags: ['rendement', 'vermogen', 'biogas'],
          domain: 'Rendement',
          chapters: { Nova: 'H2.3', Impact: 'H6.3' },
          tips: [r`Welke vermogens zijn nuttig?`],
          answers: [
            {
              remark: r`Als alleen het elektrische rendement ($$40\%$$) is berekend, maximaal 1 scorepunt toekennen.`,
              steps: [
                {
                  correction: r`berekenen van het totale nuttige vermogen`,
                  text: r`$$P_{\text{nuttig}} = 550\ \text{kW}$$`,
                  elaboration: r`$$250 + 300 = 550\ \text{kW}$$`,
                  explanation: r`Zowel de elektrische energie als de gebruikte warmte is nuttig.`,
                  points: 1,
                  tips: [r`Tel de elektriciteit en de gebruikte warmte op.`],
                },
                {
                  correction: r`gebruik van $$\eta = \frac{P_{\text{nuttig}}}{P_{\text{in}}} \cdot 100\%$$`,
                  text: r`$$\eta = \frac{550}{625} \cdot 100\%$$`,
                  elaboration: r`$$P_{\text{in}} = 625\ \text{kW}$$`,
                  explanation: r`Het rendement mag ook met vermogens worden berekend.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\eta = 88\%$$`,
                  elaboration: r`$$\eta = 0{,}88 \cdot 100\% = 88\%$$`,
                  explanation: r`Door de warmte te gebruiken, gaat er veel minder energie verloren dan bij alleen elektriciteit ($$40\%$$).`,
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
