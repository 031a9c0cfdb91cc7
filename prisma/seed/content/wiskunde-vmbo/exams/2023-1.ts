import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2023,
  term: 1,
  standardizationValue: 1.1,
  topics: [
    {
      name: r`Fietsen huren op Texel`,
      introduction: r`Familie Bakker gaat een week naar Texel en wil daar fietsen huren. Ze vergelijken twee verhuurbedrijven. Bij De Duinfiets betaal je per fiets een vast bedrag en een prijs per dag. In de tabel staan enkele huurprijzen per fiets. Bij Fietsenhok Noord betaal je per fiets $$€\ 12{,}00$$ per dag en geen vaste kosten.

| aantal dagen | 1 | 2 | 3 | 5 | 7 |
|---|---|---|---|---|---|
| huurprijs De Duinfiets (€) | 14,50 | 24,00 | 33,50 | 52,50 | 71,50 |`,
      questions: [
        {
          number: 1,
          type: 'Geef',
          points: 3,
          minutes: 4,
          pValue: 58,
          text: r`Bij De Duinfiets hoort een formule van de vorm $$K = a \cdot d + b$$. Hierin is $$K$$ de huurprijs per fiets in euro en $$d$$ het aantal dagen.

Geef de formule voor de huurprijs bij De Duinfiets. Laat zien hoe je aan je antwoord komt.`,
          highlights: [r`formule bij een tabel`],
          tags: ['lineaire formule', 'hellingsgetal', 'startgetal'],
          domain: 'Lineaire verbanden',
          chapters: { 'Getal & Ruimte': 'H1.2', 'Moderne Wiskunde': 'H3.1' },
          tips: [r`Hoeveel duurder wordt de huur voor elke dag extra?`],
          answers: [
            {
              steps: [
                {
                  correction: r`het hellingsgetal $$9{,}50$$ berekenen`,
                  text: r`$$a = 9{,}50$$`,
                  elaboration: r`Van 1 naar 2 dagen: $$24{,}00 - 14{,}50 = 9{,}50$$. Van 3 naar 5 dagen: $$\dfrac{52{,}50 - 33{,}50}{2} = 9{,}50$$.`,
                  explanation: r`Het hellingsgetal is de toename per dag.`,
                  points: 1,
                  tips: [r`Deel het verschil in prijs door het verschil in dagen.`],
                },
                {
                  correction: r`het startgetal $$5{,}00$$ berekenen`,
                  text: r`$$b = 5{,}00$$`,
                  elaboration: r`Bij 0 dagen: $$14{,}50 - 9{,}50 = 5{,}00$$.`,
                  explanation: r`Het startgetal is de prijs bij $$d = 0$$, hier de vaste kosten.`,
                  points: 1,
                },
                {
                  correction: r`de formule`,
                  text: r`$$K = 9{,}5 \cdot d + 5$$`,
                  elaboration: r`Invullen in $$K = a \cdot d + b$$ geeft $$K = 9{,}5 \cdot d + 5$$. Controle: $$d = 7$$ geeft $$66{,}50 + 5 = 71{,}50$$.`,
                  explanation: r`Een controle met een ander getal uit de tabel voorkomt rekenfouten.`,
                  points: 1,
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
          pValue: 66,
          text: r`Op de uitwerkbijlage is de grafiek van de huurprijs per fiets bij De Duinfiets getekend.

Teken in het assenstelsel op de uitwerkbijlage de grafiek van de huurprijs per fiets bij Fietsenhok Noord.`,
          appendix: {
            name: 'bijlage1.svg',
            alt: 'Uitwerkbijlage: assenstelsel met aantal dagen (0 tot 8) horizontaal en huurprijs in euro (0 tot 100) verticaal, met de grafiek van De Duinfiets',
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 300" font-family="sans-serif" font-size="11">
<path d="M50 50 H330 M50 70 H330 M50 90 H330 M50 110 H330 M50 130 H330 M50 150 H330 M50 170 H330 M50 190 H330 M50 210 H330 M50 230 H330 M85 50 V250 M120 50 V250 M155 50 V250 M190 50 V250 M225 50 V250 M260 50 V250 M295 50 V250 M330 50 V250" stroke="#ccc" fill="none"/>
<path d="M50 40 V250 H340" stroke="#333" fill="none" stroke-width="1.5"/>
<text x="46" y="266">0</text><text x="81" y="266">1</text><text x="116" y="266">2</text><text x="151" y="266">3</text><text x="186" y="266">4</text><text x="221" y="266">5</text><text x="256" y="266">6</text><text x="291" y="266">7</text><text x="326" y="266">8</text>
<text x="36" y="254">0</text><text x="30" y="214">20</text><text x="30" y="174">40</text><text x="30" y="134">60</text><text x="30" y="94">80</text><text x="24" y="54">100</text>
<text x="150" y="288">aantal dagen</text><text x="10" y="30">huurprijs (€)</text>
<line x1="50" y1="240" x2="330" y2="88" stroke="#036" stroke-width="2"/><text x="250" y="100" fill="#036">De Duinfiets</text>
</svg>`,
          },
          highlights: [r`grafiek zonder vaste kosten`],
          tags: ['grafiek', 'lineaire formule'],
          domain: 'Lineaire verbanden',
          chapters: { 'Getal & Ruimte': 'H1.1', 'Moderne Wiskunde': 'H3.3' },
          tips: [r`Waar begint de grafiek als er geen vaste kosten zijn?`],
          answers: [
            {
              steps: [
                {
                  correction: r`ten minste twee juiste punten berekend, bijvoorbeeld $$(0;\ 0)$$ en $$(8;\ 96)$$`,
                  text: r`$$(0;\ 0)$$, $$(5;\ 60)$$, $$(8;\ 96)$$`,
                  elaboration: r`Bij 5 dagen: $$5 \cdot 12 = 60$$ euro; bij 8 dagen: $$8 \cdot 12 = 96$$ euro.`,
                  explanation: r`Voor een rechte lijn zijn twee punten genoeg; een derde punt is een controle.`,
                  points: 0,
                },
                {
                  correction: r`een rechte lijn door de oorsprong en $$(8;\ 96)$$ getekend`,
                  text: r`rechte lijn vanuit $$(0;\ 0)$$ die steiler loopt dan De Duinfiets`,
                  elaboration: r`De lijn begint in de oorsprong en stijgt $$12$$ euro per dag; bij 2 dagen snijdt hij de grafiek van De Duinfiets in $$(2;\ 24)$$.`,
                  explanation: r`Zonder vaste kosten is het startgetal 0.`,
                  points: 0,
                  tips: [r`Gebruik de hokjes: één hokje verticaal is 10 euro.`],
                },
              ],
              scores: [0, 1, 2, 2],
              remark: r`Als de grafiek juist is getekend zonder dat de punten zijn opgeschreven, 2 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 3,
          type: 'Onderzoek',
          points: 3,
          minutes: 4,
          pValue: 51,
          text: r`Vader Bakker zegt: 'Als we lang genoeg huren, is De Duinfiets goedkoper.'

Onderzoek vanaf hoeveel dagen huren De Duinfiets goedkoper is dan Fietsenhok Noord.`,
          highlights: [r`vanaf hoeveel dagen goedkoper`],
          tags: ['vergelijking', 'snijpunt', 'lineaire formule'],
          domain: 'Formules en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H1.3', 'Moderne Wiskunde': 'H3.3' },
          dependsOn: [{ number: 1 }, { number: 2, appendixes: true }],
          tips: [r`Bij welk aantal dagen kosten beide bedrijven evenveel?`],
          answers: [
            {
              steps: [
                {
                  correction: r`de vergelijking opstellen of de prijzen naast elkaar zetten`,
                  text: r`$$12 \cdot d = 9{,}5 \cdot d + 5$$`,
                  elaboration: r`De prijzen zijn gelijk als $$12d = 9{,}5d + 5$$.`,
                  explanation: r`Het snijpunt van de grafieken is het omslagpunt.`,
                  points: 1,
                },
                {
                  correction: r`de vergelijking oplossen`,
                  text: r`$$d = 2$$`,
                  elaboration: r`$$12d - 9{,}5d = 5$$, dus $$2{,}5d = 5$$ en $$d = 2$$. Beide kosten dan $$€\ 24{,}00$$.`,
                  explanation: r`Breng de termen met $$d$$ naar één kant.`,
                  points: 1,
                  tips: [r`Trek aan beide kanten $$9{,}5d$$ af.`],
                },
                {
                  correction: r`conclusie`,
                  text: r`vanaf 3 dagen`,
                  elaboration: r`Bij 3 dagen: De Duinfiets $$€\ 33{,}50$$, Fietsenhok Noord $$€\ 36{,}00$$. Vanaf 3 dagen is De Duinfiets goedkoper.`,
                  explanation: r`Bij 2 dagen zijn ze even duur, dus pas daarna is De Duinfiets goedkoper.`,
                  points: 1,
                },
              ],
              remark: r`Het snijpunt mag ook uit de grafieken op de uitwerkbijlage worden afgelezen.`,
            },
          ],
        },
        {
          number: 4,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 42,
          introduction: r`De Duinfiets geeft groepskorting: wie 5 of meer fietsen huurt, krijgt $$15\%$$ korting op de prijs per dag. Op de vaste kosten van $$€\ 5{,}00$$ per fiets is geen korting.`,
          text: r`Familie Bakker huurt samen met vrienden 6 fietsen voor 3 dagen bij De Duinfiets.

Bereken hoeveel ze in totaal betalen.`,
          highlights: [r`$$15\%$$ korting op de dagprijs`],
          tags: ['procenten', 'korting'],
          domain: 'Procenten',
          chapters: { 'Getal & Ruimte': 'H2.1', 'Moderne Wiskunde': 'H2.1' },
          tips: [r`Op welk deel van de prijs krijg je korting en op welk deel niet?`],
          answers: [
            {
              steps: [
                {
                  correction: r`de dagprijs met korting berekenen`,
                  text: r`$$€\ 8{,}075$$ per dag`,
                  elaboration: r`$$0{,}85 \cdot 9{,}50 = 8{,}075$$`,
                  explanation: r`$$15\%$$ korting betekent dat je $$85\%$$ betaalt.`,
                  points: 1,
                },
                {
                  correction: r`de prijs per fiets berekenen, met de vaste kosten zonder korting`,
                  text: r`$$€\ 29{,}225$$ per fiets`,
                  elaboration: r`$$3 \cdot 8{,}075 + 5{,}00 = 24{,}225 + 5{,}00 = 29{,}225$$`,
                  explanation: r`De vaste kosten tel je één keer per fiets op.`,
                  points: 1,
                  tips: [r`Vergeet de vaste kosten niet.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$€\ 175{,}35$$`,
                  elaboration: r`$$6 \cdot 29{,}225 = 175{,}35$$`,
                  explanation: r`Een geldbedrag rond je af op centen.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`de prijs zonder korting berekenen`,
                  text: r`$$€\ 201{,}00$$`,
                  elaboration: r`$$6 \cdot 33{,}50 = 201{,}00$$`,
                  explanation: r`Uit de tabel: 3 dagen kost $$€\ 33{,}50$$ per fiets.`,
                  points: 1,
                },
                {
                  correction: r`de korting op de dagprijzen berekenen`,
                  text: r`$$€\ 25{,}65$$ korting`,
                  elaboration: r`Dagprijzen samen: $$6 \cdot 3 \cdot 9{,}50 = 171{,}00$$; korting $$0{,}15 \cdot 171{,}00 = 25{,}65$$.`,
                  explanation: r`De korting geldt alleen voor de dagprijzen.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$€\ 175{,}35$$`,
                  elaboration: r`$$201{,}00 - 25{,}65 = 175{,}35$$`,
                  explanation: r`Trek de korting af van de volle prijs.`,
                  points: 1,
                },
              ],
              remark: r`Als ook op de vaste kosten korting is gegeven (uitkomst $$€\ 170{,}85$$), maximaal 2 scorepunten toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Een tuinhuis`,
      introduction: r`Sem bouwt met zijn vader een houten tuinhuis met een zadeldak. De vloer is een rechthoek van $$3{,}00\ \text{m}$$ bij $$2{,}40\ \text{m}$$. De zijmuren zijn $$2{,}10\ \text{m}$$ hoog en de nok ligt $$2{,}80\ \text{m}$$ boven de vloer, precies boven het midden. In figuur 1 zie je het vooraanzicht; het tuinhuis is $$3{,}00\ \text{m}$$ diep.

![Figuur 1: vooraanzicht van het tuinhuis](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: vooraanzicht van het tuinhuis met breedte 2,40 m, muurhoogte 2,10 m en nokhoogte 2,80 m',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 300" font-family="sans-serif" font-size="12">
<path d="M84 260 V92 L180 36 L276 92 V260 Z" fill="#f3ead8" stroke="#333" stroke-width="2"/>
<line x1="84" y1="92" x2="276" y2="92" stroke="#333" stroke-dasharray="4 3"/>
<rect x="150" y="170" width="60" height="90" fill="#c9a46b" stroke="#333"/>
<line x1="180" y1="36" x2="180" y2="92" stroke="#a00" stroke-dasharray="3 3"/>
<line x1="84" y1="280" x2="276" y2="280" stroke="#333"/><line x1="84" y1="274" x2="84" y2="286" stroke="#333"/><line x1="276" y1="274" x2="276" y2="286" stroke="#333"/>
<text x="160" y="296">2,40 m</text>
<line x1="60" y1="92" x2="60" y2="260" stroke="#333"/><line x1="54" y1="92" x2="66" y2="92" stroke="#333"/><line x1="54" y1="260" x2="66" y2="260" stroke="#333"/>
<text x="8" y="180">2,10 m</text>
<line x1="310" y1="36" x2="310" y2="260" stroke="#333"/><line x1="304" y1="36" x2="316" y2="36" stroke="#333"/><line x1="304" y1="260" x2="316" y2="260" stroke="#333"/>
<text x="316" y="150">2,80 m</text>
<text x="186" y="30">nok</text><text x="110" y="60">dakschuinte</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 60,
          text: r`Toon met een berekening aan dat een dakschuinte, van de nok tot de bovenkant van een zijmuur, ongeveer $$1{,}39\ \text{m}$$ lang is.`,
          highlights: [r`lengte van de dakschuinte`],
          tags: ['pythagoras', 'rechthoekige driehoek'],
          domain: 'Stelling van Pythagoras',
          chapters: { 'Getal & Ruimte': 'H4.1', 'Moderne Wiskunde': 'H5.1' },
          tips: [r`Zoek in figuur 1 een rechthoekige driehoek met de dakschuinte als schuine zijde.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de rechthoekszijden $$1{,}20\ \text{m}$$ en $$0{,}70\ \text{m}$$`,
                  text: r`$$1{,}20\ \text{m}$$ en $$0{,}70\ \text{m}$$`,
                  elaboration: r`Halve breedte: $$2{,}40 : 2 = 1{,}20\ \text{m}$$. Hoogte van het dak: $$2{,}80 - 2{,}10 = 0{,}70\ \text{m}$$.`,
                  explanation: r`De nok staat precies boven het midden, dus de driehoek heeft de halve breedte als basis.`,
                  points: 1,
                  tips: [r`Hoe hoog is alleen het dak?`],
                },
                {
                  correction: r`gebruik van de stelling van Pythagoras`,
                  text: r`$$1{,}20^2 + 0{,}70^2 = 1{,}93$$`,
                  elaboration: r`$$1{,}44 + 0{,}49 = 1{,}93$$`,
                  explanation: r`De dakschuinte is de schuine zijde $$c$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\sqrt{1{,}93} = 1{,}389... \approx 1{,}39\ \text{m}$$`,
                  elaboration: r`$$\sqrt{1{,}93} = 1{,}3892...$$, afgerond $$1{,}39\ \text{m}$$.`,
                  explanation: r`Bij 'toon aan' geef je de uitkomst in meer decimalen dan gevraagd.`,
                  points: 1,
                },
              ],
              remark: r`Als de uitkomst niet in meer decimalen dan $$1{,}39$$ is gegeven, het laatste scorepunt niet toekennen.`,
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 47,
          text: r`De dakpannen die Sem wil gebruiken zijn geschikt voor een dakhelling van minstens $$25°$$.

Bereken de hoek tussen het dakvlak en de horizontaal. Rond af op hele graden en geef aan of de dakpannen geschikt zijn.`,
          highlights: [r`dakhelling in graden`],
          tags: ['tangens', 'hellingshoek'],
          domain: 'Goniometrie',
          chapters: { 'Getal & Ruimte': 'H6.3', 'Moderne Wiskunde': 'H5.2' },
          tips: [r`Welke zijden van de driehoek ken je precies? Kies daarbij sinus, cosinus of tangens.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van de tangens met de juiste zijden`,
                  text: r`$$\tan(\alpha) = \dfrac{0{,}70}{1{,}20}$$`,
                  elaboration: r`Overstaande zijde $$0{,}70$$, aanliggende zijde $$1{,}20$$: $$\tan(\alpha) = 0{,}583...$$`,
                  explanation: r`De tangens gebruikt de twee rechthoekszijden, die je exact kent.`,
                  points: 1,
                  tips: [r`SOS CAS TOA: welke combinatie past bij overstaand en aanliggend?`],
                },
                {
                  correction: r`de hoek berekenen`,
                  text: r`$$\alpha \approx 30°$$`,
                  elaboration: r`$$\alpha = \tan^{-1}(0{,}583...) = 30{,}26...° \approx 30°$$`,
                  explanation: r`Met de knop $$\tan^{-1}$$ vind je de hoek bij een verhouding.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`geschikt`,
                  elaboration: r`$$30° \geq 25°$$, dus de dakpannen zijn geschikt.`,
                  explanation: r`De conclusie moet bij de berekende hoek passen.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`gebruik van de cosinus met de dakschuinte uit vraag 5`,
                  text: r`$$\cos(\alpha) = \dfrac{1{,}20}{1{,}389}$$`,
                  elaboration: r`$$\cos(\alpha) = 0{,}8638...$$`,
                  explanation: r`Ook de schuine zijde is bekend, dus de cosinus kan ook.`,
                  points: 1,
                },
                {
                  correction: r`de hoek berekenen`,
                  text: r`$$\alpha \approx 30°$$`,
                  elaboration: r`$$\alpha = \cos^{-1}(0{,}8638...) = 30{,}2...° \approx 30°$$`,
                  explanation: r`Met de afgeronde waarde $$1{,}39$$ komt hetzelfde antwoord in hele graden uit.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`geschikt`,
                  elaboration: r`$$30° \geq 25°$$, dus de dakpannen zijn geschikt.`,
                  explanation: r`De conclusie moet bij de berekende hoek passen.`,
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
          text: r`Bereken de inhoud van het tuinhuis in $$\text{m}^3$$. Rond af op één decimaal.`,
          highlights: [r`inhoud van balk en prisma`],
          tags: ['inhoud', 'prisma'],
          domain: 'Oppervlakte en inhoud',
          chapters: { 'Getal & Ruimte': 'H3.2', 'Moderne Wiskunde': 'H4.2' },
          tips: [r`Verdeel het tuinhuis in een balk en een driehoekig prisma.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inhoud van het balkvormige deel`,
                  text: r`$$15{,}12\ \text{m}^3$$`,
                  elaboration: r`$$3{,}00 \cdot 2{,}40 \cdot 2{,}10 = 15{,}12\ \text{m}^3$$`,
                  explanation: r`Tot de bovenkant van de muren is het tuinhuis een balk.`,
                  points: 1,
                },
                {
                  correction: r`oppervlakte van de driehoek in de voorgevel`,
                  text: r`$$0{,}84\ \text{m}^2$$`,
                  elaboration: r`$$\tfrac{1}{2} \cdot 2{,}40 \cdot 0{,}70 = 0{,}84\ \text{m}^2$$`,
                  explanation: r`Deze driehoek is het grondvlak van het prisma onder het dak.`,
                  points: 1,
                  tips: [r`De basis van de driehoek is de hele breedte van het huis.`],
                },
                {
                  correction: r`inhoud van het prisma`,
                  text: r`$$2{,}52\ \text{m}^3$$`,
                  elaboration: r`$$0{,}84 \cdot 3{,}00 = 2{,}52\ \text{m}^3$$`,
                  explanation: r`Inhoud prisma = oppervlakte grondvlak · hoogte (hier de diepte).`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$17{,}6\ \text{m}^3$$`,
                  elaboration: r`$$15{,}12 + 2{,}52 = 17{,}64 \approx 17{,}6\ \text{m}^3$$`,
                  explanation: r`Tel de delen op en rond af zoals gevraagd.`,
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
          pValue: 45,
          text: r`Het dak wordt bedekt met dakleer. Eén rol dakleer is $$1{,}00\ \text{m}$$ breed en $$4{,}0\ \text{m}$$ lang. Doordat de banen elkaar overlappen, is $$10\%$$ meer dakleer nodig dan de oppervlakte van het dak.

Bereken hoeveel rollen dakleer Sem en zijn vader minstens moeten kopen.`,
          highlights: [r`oppervlakte van het dak`],
          tags: ['oppervlakte', 'procenten'],
          domain: 'Oppervlakte en inhoud',
          chapters: { 'Getal & Ruimte': 'H3.1', 'Moderne Wiskunde': 'H4.3' },
          dependsOn: [{ number: 5 }],
          tips: [r`Het dak bestaat uit twee even grote rechthoeken.`],
          answers: [
            {
              steps: [
                {
                  correction: r`oppervlakte van het dak berekenen`,
                  text: r`$$8{,}33\ \text{m}^2$$`,
                  elaboration: r`$$2 \cdot 1{,}389 \cdot 3{,}00 = 8{,}33\ \text{m}^2$$`,
                  explanation: r`Elk dakvlak is een rechthoek van dakschuinte maal diepte.`,
                  points: 1,
                  tips: [r`Gebruik de dakschuinte uit vraag 5.`],
                },
                {
                  correction: r`$$10\%$$ extra verwerken`,
                  text: r`$$9{,}17\ \text{m}^2$$`,
                  elaboration: r`$$1{,}10 \cdot 8{,}33 = 9{,}17\ \text{m}^2$$`,
                  explanation: r`$$10\%$$ meer betekent vermenigvuldigen met $$1{,}10$$.`,
                  points: 1,
                },
                {
                  correction: r`aantal rollen berekenen en naar boven afronden`,
                  text: r`3 rollen`,
                  elaboration: r`Eén rol is $$1{,}00 \cdot 4{,}0 = 4{,}0\ \text{m}^2$$; $$9{,}17 : 4{,}0 = 2{,}3$$, dus 3 rollen.`,
                  explanation: r`Je kunt geen deel van een rol kopen, dus rond je naar boven af.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Schermtijd`,
      introduction: r`Op een school hebben 120 leerlingen van klas 3 bijgehouden hoeveel uur per dag zij gemiddeld naar een scherm kijken: telefoon, laptop en tv samen. De resultaten staan in het histogram van figuur 2. De klasse 2-4 betekent: 2 uur of meer, maar minder dan 4 uur.

![Figuur 2: histogram van de schermtijd per dag](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: 'Figuur 2: histogram van de schermtijd per dag van 120 leerlingen, met frequenties 12, 38, 45, 19 en 6',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 280" font-family="sans-serif" font-size="11">
<path d="M50 190 H360 M50 150 H360 M50 110 H360 M50 70 H360 M50 30 H360" stroke="#ddd" fill="none"/>
<g fill="#8bb8d8" stroke="#234">
<rect x="50" y="182" width="60" height="48"/><rect x="110" y="78" width="60" height="152"/><rect x="170" y="50" width="60" height="180"/><rect x="230" y="154" width="60" height="76"/><rect x="290" y="206" width="60" height="24"/>
</g>
<path d="M50 20 V230 H365" stroke="#333" fill="none" stroke-width="1.5"/>
<text x="74" y="176">12</text><text x="134" y="72">38</text><text x="194" y="44">45</text><text x="254" y="148">19</text><text x="316" y="200">6</text>
<text x="46" y="246">0</text><text x="106" y="246">2</text><text x="166" y="246">4</text><text x="226" y="246">6</text><text x="286" y="246">8</text><text x="343" y="246">10</text>
<text x="36" y="234">0</text><text x="30" y="194">10</text><text x="30" y="154">20</text><text x="30" y="114">30</text><text x="30" y="74">40</text><text x="30" y="34">50</text>
<text x="140" y="268">schermtijd (uur per dag)</text><text x="4" y="14">aantal leerlingen</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Beredeneer',
          points: 3,
          minutes: 4,
          pValue: 55,
          text: r`In een krant staat: 'Een op de drie jongeren zit 6 uur of langer per dag achter een scherm.'

Beredeneer met een berekening of deze uitspraak klopt voor de leerlingen van deze school.`,
          highlights: [r`een op de drie`],
          tags: ['procenten', 'histogram'],
          domain: 'Diagrammen en tabellen',
          chapters: { 'Getal & Ruimte': 'H5.1', 'Moderne Wiskunde': 'H1.3' },
          tips: [r`Welke staven horen bij 6 uur of langer?`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van het aantal leerlingen met 6 uur of meer`,
                  text: r`25 leerlingen`,
                  elaboration: r`$$19 + 6 = 25$$`,
                  explanation: r`De klassen 6-8 en 8-10 horen bij 6 uur of meer.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van het deel of percentage`,
                  text: r`$$21\%$$`,
                  elaboration: r`$$\dfrac{25}{120} \cdot 100\% = 20{,}8\% \approx 21\%$$`,
                  explanation: r`Een op de drie is ongeveer $$33\%$$; vergelijk de twee percentages.`,
                  points: 1,
                  tips: [r`Hoeveel procent is een op de drie?`],
                },
                {
                  correction: r`conclusie`,
                  text: r`klopt niet`,
                  elaboration: r`$$21\%$$ is ongeveer een op de vijf, veel minder dan een op de drie ($$40$$ leerlingen). De uitspraak klopt niet.`,
                  explanation: r`Ook vergelijken met $$\tfrac{1}{3} \cdot 120 = 40$$ leerlingen is goed.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 41,
          text: r`Bereken met behulp van de klassenmiddens de gemiddelde schermtijd per dag van deze leerlingen. Rond af op één decimaal.`,
          highlights: [r`klassenmiddens`],
          tags: ['gemiddelde', 'histogram'],
          domain: 'Centrummaten',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H1.2' },
          tips: [r`Het klassenmidden van de klasse 2-4 is 3.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de klassenmiddens 1, 3, 5, 7 en 9`,
                  text: r`1, 3, 5, 7, 9`,
                  elaboration: r`Het midden van 0-2 is 1, van 2-4 is 3, enzovoort.`,
                  explanation: r`Je neemt aan dat iedereen in een klasse de middelste waarde heeft.`,
                  points: 1,
                },
                {
                  correction: r`de totale schermtijd berekenen`,
                  text: r`$$538$$ uur`,
                  elaboration: r`$$1 \cdot 12 + 3 \cdot 38 + 5 \cdot 45 + 7 \cdot 19 + 9 \cdot 6 = 12 + 114 + 225 + 133 + 54 = 538$$`,
                  explanation: r`Elk klassenmidden telt zo vaak mee als de frequentie.`,
                  points: 1,
                  tips: [r`Vermenigvuldig elk klassenmidden met de hoogte van de staaf.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$4{,}5$$ uur`,
                  elaboration: r`$$\dfrac{538}{120} = 4{,}48... \approx 4{,}5$$ uur`,
                  explanation: r`Deel door het totale aantal leerlingen, niet door het aantal klassen.`,
                  points: 1,
                },
              ],
              remark: r`Als door 5 (het aantal klassen) is gedeeld, het laatste scorepunt niet toekennen.`,
            },
          ],
        },
        {
          number: 11,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 63,
          text: r`In welke klasse ligt de mediaan van de schermtijd?

A 0-2 uur
B 2-4 uur
C 4-6 uur
D 6-8 uur`,
          highlights: [r`mediaan`],
          tags: ['mediaan', 'histogram'],
          domain: 'Centrummaten',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H1.2' },
          tips: [r`De mediaan ligt bij de middelste leerling. Welk nummer heeft die?`],
          answers: [
            {
              steps: [
                {
                  correction: r`de middelste waarnemingen zijn nummer 60 en 61; tel de frequenties op`,
                  text: r`12, 50, 95`,
                  elaboration: r`Tot 2 uur: 12 leerlingen, tot 4 uur: $$12 + 38 = 50$$, tot 6 uur: $$50 + 45 = 95$$. Nummer 60 en 61 vallen in de klasse 4-6.`,
                  explanation: r`De redenering bepaalt de keuze; het scorepunt is voor het juiste antwoord.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`De mediaan ligt in de klasse 4-6 uur: antwoord C.`,
                  explanation: r`De hoogste staaf (de modale klasse) is hier toevallig dezelfde klasse, maar dat hoeft niet.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 37,
          text: r`Na een campagne 'schermvrije zondag' is de gemiddelde schermtijd van deze leerlingen $$12\%$$ lager.

Bereken de nieuwe gemiddelde schermtijd per dag. Geef je antwoord in uren en hele minuten.`,
          highlights: [r`$$12\%$$ lager`],
          tags: ['procenten', 'gemiddelde'],
          domain: 'Procenten',
          chapters: { 'Getal & Ruimte': 'H2.1', 'Moderne Wiskunde': 'H2.2' },
          dependsOn: [{ number: 10 }],
          tips: [r`Met welk getal vermenigvuldig je bij een afname van $$12\%$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`vermenigvuldigen met $$0{,}88$$`,
                  text: r`$$3{,}94$$ uur`,
                  elaboration: r`$$0{,}88 \cdot 4{,}48 = 3{,}94$$ uur`,
                  explanation: r`$$100\% - 12\% = 88\%$$ blijft over.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar uren en minuten`,
                  text: r`3 uur en 57 minuten`,
                  elaboration: r`$$0{,}94 \cdot 60 = 56{,}5 \approx 57$$ minuten, dus 3 uur en 57 minuten.`,
                  explanation: r`Een decimaal deel van een uur is geen aantal minuten: vermenigvuldig met 60.`,
                  points: 1,
                  tips: [r`Hoeveel minuten is $$0{,}1$$ uur?`],
                },
              ],
              remark: r`Met $$4{,}5$$ uur als beginwaarde is 3 uur en 58 minuten ook goed.`,
            },
          ],
        },
      ],
    },
  ],
};
