import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2024,
  term: 1,
  standardizationValue: 1.0,
  topics: [
    {
      name: r`Een elektrische scooter`,
      introduction: r`Lotte koopt een nieuwe elektrische scooter voor $$€\ 2800$$. De verkoper vertelt dat een scooter elk jaar een vast percentage van zijn waarde verliest. In de tabel staat de waarde van de scooter in de eerste jaren.

| tijd in jaren | 0 | 1 | 2 |
|---|---|---|---|
| waarde (€) | 2800,00 | 2296,00 | 1882,72 |`,
      questions: [
        {
          number: 1,
          type: 'Toon aan',
          points: 2,
          minutes: 3,
          pValue: 64,
          text: r`Toon aan dat de waarde van de scooter elk jaar met $$18\%$$ daalt.`,
          highlights: [r`vast percentage per jaar`],
          tags: ['groeifactor', 'procenten'],
          domain: 'Niet-lineaire verbanden',
          chapters: { 'Getal & Ruimte': 'H2.2', 'Moderne Wiskunde': 'H6.2' },
          tips: [r`Deel de waarde van een jaar door de waarde van het jaar ervoor.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de groeifactor voor beide jaren berekenen`,
                  text: r`$$g = 0{,}82$$`,
                  elaboration: r`$$\dfrac{2296{,}00}{2800{,}00} = 0{,}82$$ en $$\dfrac{1882{,}72}{2296{,}00} = 0{,}82$$`,
                  explanation: r`Bij een vast percentage per jaar is de groeifactor elk jaar gelijk.`,
                  points: 1,
                },
                {
                  correction: r`de groeifactor omzetten naar een procentuele daling`,
                  text: r`daling van $$18\%$$`,
                  elaboration: r`$$1 - 0{,}82 = 0{,}18$$, dus elk jaar $$18\%$$ minder waard.`,
                  explanation: r`Een groeifactor kleiner dan 1 hoort bij een afname.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`$$18\%$$ van $$2800$$ aftrekken`,
                  text: r`$$€\ 2296{,}00$$`,
                  elaboration: r`$$0{,}18 \cdot 2800 = 504$$ en $$2800 - 504 = 2296$$`,
                  explanation: r`Dit klopt met de waarde na 1 jaar.`,
                  points: 1,
                },
                {
                  correction: r`ook het tweede jaar controleren`,
                  text: r`$$€\ 1882{,}72$$`,
                  elaboration: r`$$0{,}18 \cdot 2296 = 413{,}28$$ en $$2296 - 413{,}28 = 1882{,}72$$`,
                  explanation: r`Pas als beide jaren kloppen, is het percentage aangetoond.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 2,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 68,
          text: r`$$W$$ is de waarde van de scooter in euro en $$t$$ de tijd in jaren.

Welke formule hoort bij de waarde van de scooter?

A $$W = 2800 - 0{,}18 \cdot t$$
B $$W = 2800 \cdot 0{,}18^{t}$$
C $$W = 2800 \cdot 0{,}82^{t}$$
D $$W = 2800 \cdot 1{,}18^{t}$$`,
          highlights: [r`exponentiële formule`],
          tags: ['groeifactor', 'exponentieel verband'],
          domain: 'Niet-lineaire verbanden',
          chapters: { 'Getal & Ruimte': 'H7.2', 'Moderne Wiskunde': 'H6.2' },
          tips: [r`Vul $$t = 1$$ in bij elke formule en vergelijk met de tabel.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij een vaste procentuele afname een formule $$W = b \cdot g^{t}$$ met $$g = 0{,}82$$ hoort`,
                  text: r`beginwaarde $$2800$$, groeifactor $$0{,}82$$`,
                  elaboration: r`Formule A daalt met een vast bedrag, B en D hebben de verkeerde groeifactor. Controle: $$2800 \cdot 0{,}82^{1} = 2296$$.`,
                  explanation: r`De redenering bepaalt de keuze; het scorepunt is voor het juiste antwoord.`,
                  points: 0,
                },
                {
                  correction: r`antwoord C`,
                  text: r`C`,
                  elaboration: r`De juiste formule is $$W = 2800 \cdot 0{,}82^{t}$$: antwoord C.`,
                  explanation: r`De groeifactor is het deel dat elk jaar overblijft.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Onderzoek',
          points: 3,
          minutes: 4,
          pValue: 46,
          text: r`Lotte wil de scooter verkopen voordat hij minder dan de helft van de nieuwprijs waard is.

Onderzoek na hoeveel hele jaren de scooter voor het eerst minder dan de helft van de nieuwprijs waard is.`,
          highlights: [r`minder dan de helft`],
          tags: ['groeifactor', 'exponentieel verband'],
          domain: 'Niet-lineaire verbanden',
          chapters: { 'Getal & Ruimte': 'H7.2', 'Moderne Wiskunde': 'H6.2' },
          dependsOn: [{ number: 2 }],
          tips: [r`Maak een tabel met de waarde na 3, 4 en 5 jaar.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de helft van de nieuwprijs`,
                  text: r`$$€\ 1400$$`,
                  elaboration: r`$$2800 : 2 = 1400$$`,
                  explanation: r`Dit is de grens waarmee je de waarden vergelijkt.`,
                  points: 1,
                },
                {
                  correction: r`de waarden na 3 en na 4 jaar berekenen`,
                  text: r`$$€\ 1543{,}83$$ en $$€\ 1265{,}94$$`,
                  elaboration: r`$$2800 \cdot 0{,}82^{3} = 1543{,}83$$ en $$2800 \cdot 0{,}82^{4} = 1265{,}94$$`,
                  explanation: r`Je hebt de waarde net boven en net onder de grens nodig.`,
                  points: 1,
                  tips: [r`Gebruik de formule uit vraag 2.`],
                },
                {
                  correction: r`conclusie`,
                  text: r`na 4 jaar`,
                  elaboration: r`Na 3 jaar is de scooter nog meer dan $$€\ 1400$$ waard, na 4 jaar minder.`,
                  explanation: r`Het antwoord is het eerste hele jaar onder de grens.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 4,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 39,
          text: r`In de prijs van $$€\ 2800$$ zit $$21\%$$ btw.

Bereken de prijs van de scooter zonder btw. Rond af op centen.`,
          highlights: [r`prijs zonder btw`],
          tags: ['procenten', 'btw'],
          domain: 'Procenten',
          chapters: { 'Getal & Ruimte': 'H2.1', 'Moderne Wiskunde': 'H2.3' },
          tips: [r`De prijs zonder btw is $$100\%$$. Hoeveel procent is dan $$€\ 2800$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$€\ 2800$$ overeenkomt met $$121\%$$`,
                  text: r`$$121\% = €\ 2800$$`,
                  elaboration: r`Prijs zonder btw $$\cdot\ 1{,}21 = 2800$$.`,
                  explanation: r`De btw wordt berekend over de prijs zonder btw, niet over $$€\ 2800$$.`,
                  points: 1,
                  tips: [r`Waarom is $$21\%$$ van $$€\ 2800$$ aftrekken niet goed?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$€\ 2314{,}05$$`,
                  elaboration: r`$$\dfrac{2800}{1{,}21} = 2314{,}049... \approx 2314{,}05$$`,
                  explanation: r`Delen door de groeifactor $$1{,}21$$ draait de btw-verhoging om.`,
                  points: 1,
                },
              ],
              remark: r`Als $$21\%$$ van $$€\ 2800$$ is afgetrokken (uitkomst $$€\ 2212{,}00$$), geen scorepunten toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`De schans in het skatepark`,
      introduction: r`In het skatepark wordt een nieuwe schans gebouwd. In figuur 1 zie je het zijaanzicht. De oprit is een schuin vlak van $$3{,}20\ \text{m}$$ lang dat uitkomt op een plateau van $$1{,}10\ \text{m}$$ hoog en $$2{,}00\ \text{m}$$ lang. De afrit maakt een hoek van $$35°$$ met de grond. De schans is overal even breed.

![Figuur 1: zijaanzicht van de schans](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: zijaanzicht van de schans met een oprit van 3,20 m, een plateau van 2,00 m op 1,10 m hoogte en een afrit met een hoek van 35 graden',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 250" font-family="sans-serif" font-size="12">
<line x1="10" y1="200" x2="470" y2="200" stroke="#333" stroke-width="2"/>
<path d="M40 200 L220 134 L340 134 L434 200 Z" fill="#e3e3e3" stroke="#333" stroke-width="2"/>
<line x1="220" y1="134" x2="220" y2="200" stroke="#333" stroke-dasharray="4 3"/>
<text x="100" y="155" transform="rotate(-20 100 155)">3,20 m</text>
<text x="258" y="126">2,00 m</text>
<text x="226" y="172">1,10 m</text>
<path d="M80 200 A40 40 0 0 0 78 187" fill="none" stroke="#333"/><text x="86" y="194">α</text>
<path d="M404 200 A30 30 0 0 1 409 183" fill="none" stroke="#333"/><text x="380" y="194">35°</text>
<text x="110" y="222">oprit</text><text x="260" y="222">plateau</text><text x="372" y="222">afrit</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 58,
          text: r`Toon aan dat de oprit horizontaal gemeten ongeveer $$3{,}0\ \text{m}$$ lang is.`,
          highlights: [r`horizontale lengte van de oprit`],
          tags: ['pythagoras', 'rechthoekige driehoek'],
          domain: 'Stelling van Pythagoras',
          chapters: { 'Getal & Ruimte': 'H4.1', 'Moderne Wiskunde': 'H5.1' },
          tips: [r`De oprit, de hoogte en de grond vormen een rechthoekige driehoek. Welke zijde is de schuine zijde?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$3{,}20\ \text{m}$$ de schuine zijde is`,
                  text: r`$$x^2 + 1{,}10^2 = 3{,}20^2$$`,
                  elaboration: r`De schuine zijde ligt tegenover de rechte hoek: dat is de oprit zelf.`,
                  explanation: r`Bij een onbekende rechthoekszijde trek je de kwadraten af.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de stelling van Pythagoras`,
                  text: r`$$x^2 = 9{,}03$$`,
                  elaboration: r`$$x^2 = 3{,}20^2 - 1{,}10^2 = 10{,}24 - 1{,}21 = 9{,}03$$`,
                  explanation: r`Kwadraat schuine zijde min kwadraat bekende rechthoekszijde.`,
                  points: 1,
                  tips: [r`Optellen of aftrekken? Kijk welke zijde je zoekt.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$x = 3{,}005... \approx 3{,}0\ \text{m}$$`,
                  elaboration: r`$$x = \sqrt{9{,}03} = 3{,}0050...\ \text{m}$$`,
                  explanation: r`Geef bij 'toon aan' meer decimalen dan in de vraag.`,
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
          pValue: 50,
          text: r`Voor beginners mag de hoek $$\alpha$$ tussen de oprit en de grond niet groter zijn dan $$22°$$.

Bereken de hoek $$\alpha$$ in één decimaal en geef aan of de oprit geschikt is voor beginners.`,
          highlights: [r`hoek van de oprit`],
          tags: ['sinus', 'hellingshoek'],
          domain: 'Goniometrie',
          chapters: { 'Getal & Ruimte': 'H6.2', 'Moderne Wiskunde': 'H5.3' },
          tips: [r`Je kent de overstaande zijde en de schuine zijde.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van de sinus met de juiste zijden`,
                  text: r`$$\sin(\alpha) = \dfrac{1{,}10}{3{,}20}$$`,
                  elaboration: r`$$\sin(\alpha) = 0{,}34375$$`,
                  explanation: r`Overstaande zijde gedeeld door schuine zijde: SOS.`,
                  points: 1,
                },
                {
                  correction: r`de hoek berekenen`,
                  text: r`$$\alpha = 20{,}1°$$`,
                  elaboration: r`$$\alpha = \sin^{-1}(0{,}34375) = 20{,}10...° \approx 20{,}1°$$`,
                  explanation: r`Met $$\sin^{-1}$$ vind je de hoek.`,
                  points: 1,
                  tips: [r`Controleer of je rekenmachine op graden (DEG) staat.`],
                },
                {
                  correction: r`conclusie`,
                  text: r`geschikt`,
                  elaboration: r`$$20{,}1° < 22°$$, dus de oprit is geschikt voor beginners.`,
                  explanation: r`De conclusie moet bij de berekende hoek passen.`,
                  points: 1,
                },
              ],
              remark: r`Een berekening met de tangens en de afgeronde lengte $$3{,}0\ \text{m}$$ (uitkomst $$20{,}1°$$) ook goed rekenen.`,
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 43,
          text: r`Bereken hoe lang de afrit horizontaal gemeten is. Rond af op centimeters.`,
          highlights: [r`afrit met een hoek van $$35°$$`],
          tags: ['tangens', 'hellingshoek'],
          domain: 'Goniometrie',
          chapters: { 'Getal & Ruimte': 'H6.1', 'Moderne Wiskunde': 'H5.2' },
          tips: [r`Welke zijde ken je, en welke zoek je, vanuit de hoek van $$35°$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van de tangens met overstaande zijde $$1{,}10\ \text{m}$$`,
                  text: r`$$\tan(35°) = \dfrac{1{,}10}{x}$$`,
                  elaboration: r`Vanuit de hoek van $$35°$$ is de hoogte de overstaande zijde en de horizontale lengte $$x$$ de aanliggende zijde.`,
                  explanation: r`Twee rechthoekszijden: TOA.`,
                  points: 1,
                },
                {
                  correction: r`de vergelijking omschrijven`,
                  text: r`$$x = \dfrac{1{,}10}{\tan(35°)}$$`,
                  elaboration: r`$$x = \dfrac{1{,}10}{0{,}7002...}$$`,
                  explanation: r`De onbekende staat in de noemer, dus je deelt de overstaande zijde door de tangens.`,
                  points: 1,
                  tips: [r`Gebruik een verhoudingstabel als je twijfelt of je moet vermenigvuldigen of delen.`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$1{,}57\ \text{m}$$`,
                  elaboration: r`$$x = 1{,}5709... \approx 1{,}57\ \text{m}$$`,
                  explanation: r`Op centimeters afronden is op twee decimalen in meter.`,
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
          pValue: 48,
          text: r`De schans is op een bouwtekening getekend op schaal $$1 : 40$$.

Bereken hoe lang de onderkant van de schans op de bouwtekening is. Rond af op één decimaal in cm.`,
          highlights: [r`schaal $$1 : 40$$`],
          tags: ['schaal', 'omrekenen'],
          domain: 'Verhoudingen en schaal',
          chapters: { 'Getal & Ruimte': 'H2.3', 'Moderne Wiskunde': 'H7.1' },
          dependsOn: [{ number: 5 }, { number: 7 }],
          tips: [r`Tel de horizontale lengtes van oprit, plateau en afrit op.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de werkelijke lengte van de onderkant berekenen`,
                  text: r`$$6{,}58\ \text{m}$$`,
                  elaboration: r`$$3{,}005 + 2{,}00 + 1{,}571 = 6{,}576\ \text{m}$$`,
                  explanation: r`De onderkant is de som van de drie horizontale stukken.`,
                  points: 1,
                },
                {
                  correction: r`omrekenen naar cm`,
                  text: r`$$657{,}6\ \text{cm}$$`,
                  elaboration: r`$$6{,}576 \cdot 100 = 657{,}6\ \text{cm}$$`,
                  explanation: r`Het antwoord wordt in cm gevraagd.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van de schaal en completeren`,
                  text: r`$$16{,}4\ \text{cm}$$`,
                  elaboration: r`$$657{,}6 : 40 = 16{,}44 \approx 16{,}4\ \text{cm}$$`,
                  explanation: r`Schaal $$1 : 40$$: de tekening is 40 keer zo klein als in het echt.`,
                  points: 1,
                  tips: [r`Is de tekening groter of kleiner dan in werkelijkheid?`],
                },
              ],
              remark: r`Met afgeronde tussenantwoorden ($$3{,}0 + 2{,}00 + 1{,}57$$) is $$16{,}4\ \text{cm}$$ ook het antwoord.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Sponsorloop`,
      introduction: r`Klas 3B doet mee aan een sponsorloop voor een goed doel. Elke leerling loopt zoveel mogelijk rondjes om het schoolplein in een half uur. In de tabel zie je hoeveel leerlingen hoeveel rondjes liepen.

| aantal rondjes | 8 | 9 | 10 | 11 | 12 | 13 | 14 |
|---|---|---|---|---|---|---|---|
| aantal leerlingen | 2 | 3 | 5 | 7 | 6 | 3 | 2 |`,
      questions: [
        {
          number: 9,
          type: 'Bepaal',
          points: 2,
          minutes: 3,
          pValue: 61,
          text: r`Bepaal de modus en de mediaan van het aantal rondjes.`,
          highlights: [r`modus en mediaan`],
          tags: ['mediaan', 'modus', 'frequentietabel'],
          domain: 'Centrummaten',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H1.2' },
          tips: [r`Hoeveel leerlingen zijn er in totaal? Welke leerlingen staan in het midden?`],
          answers: [
            {
              steps: [
                {
                  correction: r`de modus`,
                  text: r`11 rondjes`,
                  elaboration: r`De hoogste frequentie is 7, bij 11 rondjes.`,
                  explanation: r`De modus is de waarde die het vaakst voorkomt.`,
                  points: 1,
                },
                {
                  correction: r`de mediaan`,
                  text: r`11 rondjes`,
                  elaboration: r`Er zijn $$2 + 3 + 5 + 7 + 6 + 3 + 2 = 28$$ leerlingen. Nummer 14 en 15 staan in het midden. Tot en met 10 rondjes: 10 leerlingen, tot en met 11: 17. Beide middelste leerlingen liepen 11 rondjes.`,
                  explanation: r`Bij een even aantal waarnemingen is de mediaan het gemiddelde van de twee middelste.`,
                  points: 1,
                  tips: [r`Tel de frequenties van links naar rechts op.`],
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 57,
          text: r`Bereken het gemiddelde aantal rondjes per leerling. Rond af op één decimaal.`,
          highlights: [r`gemiddelde uit een frequentietabel`],
          tags: ['gemiddelde', 'frequentietabel'],
          domain: 'Centrummaten',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H1.2' },
          tips: [r`Hoeveel rondjes liep de hele klas samen?`],
          answers: [
            {
              steps: [
                {
                  correction: r`het totale aantal rondjes berekenen`,
                  text: r`309 rondjes`,
                  elaboration: r`$$8 \cdot 2 + 9 \cdot 3 + 10 \cdot 5 + 11 \cdot 7 + 12 \cdot 6 + 13 \cdot 3 + 14 \cdot 2 = 16 + 27 + 50 + 77 + 72 + 39 + 28 = 309$$`,
                  explanation: r`Elke waarde telt zo vaak mee als de frequentie.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$11{,}0$$ rondjes`,
                  elaboration: r`$$\dfrac{309}{28} = 11{,}03... \approx 11{,}0$$`,
                  explanation: r`Deel door het aantal leerlingen, 28.`,
                  points: 1,
                },
              ],
              remark: r`Als door 7 is gedeeld, het tweede scorepunt niet toekennen.`,
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken',
          points: 2,
          minutes: 3,
          pValue: 52,
          text: r`Elke leerling krijgt van sponsors $$€\ 2{,}50$$ per gelopen rondje. De school legt er $$10\%$$ van het totaal bij.

Bereken hoeveel geld klas 3B in totaal ophaalt voor het goede doel.`,
          highlights: [r`$$10\%$$ erbij`],
          tags: ['procenten'],
          domain: 'Procenten',
          chapters: { 'Getal & Ruimte': 'H2.1', 'Moderne Wiskunde': 'H2.2' },
          dependsOn: [{ number: 10 }],
          tips: [r`Gebruik het totale aantal rondjes van de klas.`],
          answers: [
            {
              steps: [
                {
                  correction: r`sponsorgeld van de leerlingen berekenen`,
                  text: r`$$€\ 772{,}50$$`,
                  elaboration: r`$$309 \cdot 2{,}50 = 772{,}50$$`,
                  explanation: r`Eerst het bedrag zonder bijdrage van de school.`,
                  points: 1,
                },
                {
                  correction: r`$$10\%$$ erbij en completeren`,
                  text: r`$$€\ 849{,}75$$`,
                  elaboration: r`$$1{,}10 \cdot 772{,}50 = 849{,}75$$`,
                  explanation: r`$$10\%$$ erbij is vermenigvuldigen met $$1{,}10$$.`,
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
          minutes: 4,
          pValue: 34,
          introduction: r`Yara uit klas 3B was ziek op de dag van de sponsorloop. Een week later loopt ze alsnog: zij haalt 20 rondjes. Haar resultaat wordt aan de tabel toegevoegd.`,
          text: r`Leg uit wat er met het gemiddelde en met de mediaan van het aantal rondjes gebeurt als Yara wordt meegeteld.`,
          highlights: [r`uitschieter`, r`gemiddelde en mediaan`],
          tags: ['gemiddelde', 'mediaan'],
          domain: 'Centrummaten',
          chapters: { 'Getal & Ruimte': 'H8.3', 'Moderne Wiskunde': 'H1.2' },
          dependsOn: [{ number: 9 }, { number: 10 }],
          tips: [r`Welke van de twee centrummaten houdt rekening met de grootte van elke waarde?`],
          answers: [
            {
              steps: [
                {
                  correction: r`het gemiddelde stijgt, met uitleg of berekening`,
                  text: r`gemiddelde wordt $$11{,}3$$`,
                  elaboration: r`$$\dfrac{309 + 20}{29} = \dfrac{329}{29} = 11{,}34...$$, dus het gemiddelde stijgt.`,
                  explanation: r`Een waarde ver boven het gemiddelde trekt het gemiddelde omhoog.`,
                  points: 0,
                },
                {
                  correction: r`de mediaan blijft 11, met uitleg`,
                  text: r`mediaan blijft 11`,
                  elaboration: r`Nu zijn er 29 leerlingen; de middelste is nummer 15. Tot en met 11 rondjes zijn er 17 leerlingen, dus nummer 15 liep 11 rondjes.`,
                  explanation: r`De mediaan hangt alleen af van de volgorde, niet van hoe groot de hoogste waarde is.`,
                  points: 0,
                  tips: [r`Welk nummer heeft de middelste leerling als er 29 leerlingen zijn?`],
                },
              ],
              scores: [0, 0, 1, 2],
              remark: r`Alleen 'het gemiddelde stijgt' zonder juiste uitspraak over de mediaan levert geen scorepunt op; alleen de mediaan juist met uitleg: 1 scorepunt.`,
            },
          ],
        },
      ],
    },
  ],
};
