import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2023,
  term: 1,
  standardizationValue: 1.1,
  topics: [
    {
      name: 'Kogelstoten',
      introduction: r`Bij een atletiekwedstrijd wordt de baan van een kogel gefilmd. De baan wordt beschreven door $$h(x) = -0{,}06x^2 + 0{,}8x + 2$$. Hierin is $$x$$ de horizontale afstand in meter vanaf het punt waar de kogel de hand verlaat en $$h$$ de hoogte van de kogel in meter. Zie figuur 1.

![Figuur 1: de baan van de kogel](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: parabolische baan van de kogel, hoogte tegen horizontale afstand',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 210" font-family="sans-serif" font-size="11">
<g stroke="#e3e3e3"><line x1="40" y1="130" x2="330" y2="130"/><line x1="40" y1="80" x2="330" y2="80"/><line x1="130" y1="40" x2="130" y2="180"/><line x1="220" y1="40" x2="220" y2="180"/><line x1="310" y1="40" x2="310" y2="180"/></g>
<line x1="40" y1="180" x2="335" y2="180" stroke="#000"/><line x1="40" y1="180" x2="40" y2="35" stroke="#000"/>
<polyline points="40,130 49,120 58,112 67,103 76,96 85,89 94,83 103,78 112,74 121,70 130,68 139,65 148,64 157,63 166,64 175,64 184,66 193,68 202,72 211,75 220,80 229,85 238,91 247,98 256,106 265,114 274,124 283,133 292,144 301,155 310,167 319,180" fill="none" stroke="#1f4e79" stroke-width="2"/>
<circle cx="40" cy="130" r="4" fill="#555"/>
<g text-anchor="middle"><text x="40" y="194">0</text><text x="130" y="194">5</text><text x="220" y="194">10</text><text x="310" y="194">15</text></g>
<g text-anchor="end"><text x="35" y="183">0</text><text x="35" y="133">2</text><text x="35" y="83">4</text></g>
<text x="250" y="206">x (m)</text><text x="8" y="30">h (m)</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 70,
          text: r`Bereken op hoeveel meter van het afstootpunt de kogel de grond raakt. Rond af op centimeters.`,
          highlights: ['waar de kogel de grond raakt'],
          tags: ['kwadratische functie', 'abc-formule'],
          domain: 'Vergelijkingen en ongelijkheden',
          chapters: { 'Getal & Ruimte': 'H1.3', 'Moderne Wiskunde': 'H5.1' },
          tips: ['De kogel raakt de grond als $$h(x) = 0$$.'],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van $$-0{,}06x^2 + 0{,}8x + 2 = 0$$`,
                  text: r`$$-0{,}06x^2 + 0{,}8x + 2 = 0$$`,
                  elaboration: r`De hoogte is nul op de grond.`,
                  explanation: r`Gezocht wordt het nulpunt van $$h$$ met $$x > 0$$.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de discriminant en toepassen van de abc-formule`,
                  text: r`$$D = 1{,}12$$; $$x = \dfrac{-0{,}8 \pm \sqrt{1{,}12}}{-0{,}12}$$`,
                  elaboration: r`$$D = 0{,}8^2 - 4 \cdot (-0{,}06) \cdot 2 = 0{,}64 + 0{,}48 = 1{,}12$$`,
                  explanation: r`De abc-formule geeft beide nulpunten.`,
                  points: 1,
                  tips: ['Let op het minteken van $$a$$.'],
                },
                {
                  correction: r`de positieve oplossing kiezen en afronden`,
                  text: r`$$x \approx 15{,}49\ \text{m}$$`,
                  elaboration: r`$$x = \dfrac{-0{,}8 - 1{,}0583}{-0{,}12} = 15{,}49$$ (de andere oplossing is negatief)`,
                  explanation: r`Een negatieve afstand heeft in deze context geen betekenis.`,
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
          minutes: 5,
          pValue: 64,
          text: r`Bereken met behulp van differentiëren de maximale hoogte van de kogel. Rond af op centimeters.`,
          highlights: ['maximale hoogte met de afgeleide'],
          tags: ['afgeleide', 'extreme waarde'],
          domain: 'Extremen en optimaliseren',
          chapters: { 'Getal & Ruimte': 'H2.3', 'Moderne Wiskunde': 'H1.3' },
          tips: ['In de top is de helling van de grafiek nul.'],
          answers: [
            {
              remark: r`Als de maximale hoogte alleen met de optie maximum van de GR is bepaald, maximaal 1 scorepunt toekennen.`,
              steps: [
                {
                  correction: r`juiste afgeleide`,
                  text: r`$$h'(x) = -0{,}12x + 0{,}8$$`,
                  elaboration: r`Machtsregel: $$(-0{,}06x^2)' = -0{,}12x$$; $$(0{,}8x)' = 0{,}8$$; $$(2)' = 0$$.`,
                  explanation: r`De afgeleide geeft de helling van de baan.`,
                  points: 1,
                },
                {
                  correction: r`oplossen van $$h'(x) = 0$$`,
                  text: r`$$x = 6\tfrac{2}{3}$$`,
                  elaboration: r`$$-0{,}12x + 0{,}8 = 0 \Rightarrow x = \dfrac{0{,}8}{0{,}12} = 6{,}667$$`,
                  explanation: r`Bij een bergparabool is het enige punt met helling nul de top.`,
                  points: 1,
                },
                {
                  correction: r`invullen in $$h$$`,
                  text: r`$$h(6\tfrac{2}{3}) = 4\tfrac{2}{3}$$`,
                  elaboration: r`$$-0{,}06 \cdot 44{,}44 + 0{,}8 \cdot 6{,}667 + 2 = -2{,}667 + 5{,}333 + 2 = 4{,}667$$`,
                  explanation: r`De $$x$$-coördinaat van de top invullen geeft de maximale hoogte.`,
                  points: 1,
                },
                {
                  correction: r`afronden`,
                  text: r`$$4{,}67\ \text{m}$$`,
                  elaboration: r`$$4{,}667 \approx 4{,}67$$`,
                  explanation: r`Op centimeters betekent twee decimalen in meter.`,
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
          minutes: 4,
          pValue: 55,
          text: r`Bereken onder welke hoek met de horizontaal de kogel wordt weggestoten. Rond af op één decimaal.`,
          highlights: ['afstoothoek'],
          tags: ['afgeleide', 'hellingshoek'],
          domain: 'Afgeleide en raaklijn',
          chapters: { 'Getal & Ruimte': 'H2.1', 'Moderne Wiskunde': 'H7.1' },
          dependsOn: [{ number: 2 }],
          tips: ['De richting van de kogel in $$x = 0$$ is de richting van de raaklijn daar.'],
          answers: [
            {
              steps: [
                {
                  correction: r`helling in $$x = 0$$`,
                  text: r`$$h'(0) = 0{,}8$$`,
                  elaboration: r`$$h'(0) = -0{,}12 \cdot 0 + 0{,}8 = 0{,}8$$`,
                  explanation: r`De afgeleide uit vraag 2 geeft de richtingscoëfficiënt van de raaklijn.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\tan \alpha = \text{rc}$$`,
                  text: r`$$\tan \alpha = 0{,}8$$`,
                  elaboration: r`De hellingshoek van een lijn volgt uit de richtingscoëfficiënt.`,
                  explanation: r`Zie het formuleblad.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de hoek`,
                  text: r`$$\alpha \approx 38{,}7°$$`,
                  elaboration: r`$$\alpha = \tan^{-1}(0{,}8) = 38{,}66°$$`,
                  explanation: r`De GR moet in graden staan.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Reuzenrad op de kermis',
      introduction: r`Op de kermis in Tilburg staat een reuzenrad met een diameter van $$50\ \text{m}$$. Het laagste punt van het rad bevindt zich $$3\ \text{m}$$ boven de grond. Het rad draait met constante snelheid en maakt één omwenteling in 15 minuten. Op $$t = 0$$ stapt Noor in een gondel op het laagste punt. De hoogte van haar gondel in meter is $$h(t)$$, met $$t$$ in minuten.`,
      questions: [
        {
          number: 4,
          type: 'Stel op',
          points: 4,
          minutes: 5,
          pValue: 57,
          text: r`Stel een formule op van $$h(t)$$ in de vorm $$h(t) = a + b \sin(c(t - d))$$.`,
          highlights: ['formule van de sinusoïde'],
          tags: ['sinusoïde', 'periode', 'amplitude'],
          domain: 'Periodieke verschijnselen',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H2.2' },
          tips: ['Bereken eerst de evenwichtsstand, de amplitude en de periode.', 'Op welk moment gaat de gondel stijgend door de evenwichtsstand?'],
          answers: [
            {
              steps: [
                {
                  correction: r`evenwichtsstand en amplitude`,
                  text: r`$$a = 28$$ en $$b = 25$$`,
                  elaboration: r`Laagste punt 3, hoogste punt $$3 + 50 = 53$$; $$a = \dfrac{3 + 53}{2} = 28$$; $$b = \dfrac{53 - 3}{2} = 25$$`,
                  explanation: r`De evenwichtsstand is de hoogte van de as van het rad, de amplitude de straal.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van $$c$$`,
                  text: r`$$c = \dfrac{2\pi}{15}$$`,
                  elaboration: r`Periode 15, dus $$c = \dfrac{2\pi}{15} \approx 0{,}419$$`,
                  explanation: r`Bij een sinusoïde geldt periode $$= \dfrac{2\pi}{c}$$.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van $$d$$`,
                  text: r`$$d = 3{,}75$$`,
                  elaboration: r`Na een kwart periode, $$\tfrac{1}{4} \cdot 15 = 3{,}75$$ minuten, gaat de gondel stijgend door de evenwichtsstand.`,
                  explanation: r`Het beginpunt van de sinus is het stijgende punt op de evenwichtsstand.`,
                  points: 1,
                  tips: ['Na hoeveel minuten is de gondel op de hoogte van de as?'],
                },
                {
                  correction: r`complete formule`,
                  text: r`$$h(t) = 28 + 25 \sin\left(\tfrac{2\pi}{15}(t - 3{,}75)\right)$$`,
                  elaboration: r`Controle: $$h(0) = 28 + 25 \sin(-\tfrac{\pi}{2}) = 3$$.`,
                  explanation: r`Andere juiste waarden van $$d$$, zoals $$d = 18{,}75$$, zijn ook goed.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 5,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 46,
          introduction: r`Vanaf een hoogte van $$40\ \text{m}$$ heeft Noor uitzicht over de hele stad.`,
          text: r`Bereken hoeveel minuten per omwenteling haar gondel hoger is dan $$40\ \text{m}$$. Rond af op één decimaal.`,
          highlights: ['tijd boven 40 m'],
          tags: ['sinusoïde', 'goniometrische vergelijking'],
          domain: 'Sinusoïden',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H2.3' },
          dependsOn: [{ number: 4 }],
          tips: ['Los $$h(t) = 40$$ op en zoek twee opeenvolgende oplossingen.'],
          answers: [
            {
              remark: r`Scoren met de scoretabel: het laatste scorepunt alleen als beide tijdstippen juist zijn.`,
              scores: [0, 1, 2, 3, 0, 1, 3, 4],
              steps: [
                {
                  correction: r`opstellen van de vergelijking`,
                  text: r`$$28 + 25 \sin\left(\tfrac{2\pi}{15}(t - 3{,}75)\right) = 40$$`,
                  elaboration: r`Dit geeft $$\sin\left(\tfrac{2\pi}{15}(t - 3{,}75)\right) = 0{,}48$$.`,
                  explanation: r`De grenzen van het tijdsinterval zijn de momenten waarop de hoogte precies 40 m is.`,
                  points: 0,
                },
                {
                  correction: r`berekenen van de twee tijdstippen (2 scorepunten)`,
                  text: r`$$t_1 \approx 4{,}945$$ en $$t_2 \approx 10{,}055$$`,
                  elaboration: r`$$\tfrac{2\pi}{15}(t - 3{,}75) = 0{,}5007$$ of $$\pi - 0{,}5007 = 2{,}6409$$; dus $$t = 3{,}75 + 1{,}195$$ of $$t = 3{,}75 + 6{,}305$$`,
                  explanation: r`Een sinusvergelijking heeft per periode twee oplossingen; met de GR kan ook intersect worden gebruikt.`,
                  points: 0,
                  tips: [r`$$\sin x = s$$ geeft $$x = \sin^{-1}(s)$$ of $$x = \pi - \sin^{-1}(s)$$.`],
                },
                {
                  correction: r`verschil berekenen en afronden`,
                  text: r`$$5{,}1$$ minuten`,
                  elaboration: r`$$10{,}055 - 4{,}945 = 5{,}11 \approx 5{,}1$$`,
                  explanation: r`Tussen de twee tijdstippen is de gondel boven 40 m.`,
                  points: 0,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Meerkeuze',
          points: 1,
          minutes: 2,
          pValue: 60,
          introduction: r`Op drukke avonden laat de exploitant het rad sneller draaien: één omwenteling duurt dan 10 minuten. Noor stapt weer in op het laagste punt op $$t = 0$$.`,
          text: r`Welke formule beschrijft dan de hoogte van haar gondel?

A $$h(t) = 28 + 25 \sin\left(\tfrac{2\pi}{10}(t - 2{,}5)\right)$$
B $$h(t) = 28 + 25 \sin\left(\tfrac{2\pi}{10}(t - 3{,}75)\right)$$
C $$h(t) = 28 + 25 \sin\left(10(t - 2{,}5)\right)$$
D $$h(t) = 28 + 25 \sin\left(\tfrac{\pi}{10}(t - 2{,}5)\right)$$`,
          highlights: ['kortere omwentelingstijd'],
          tags: ['sinusoïde', 'periode'],
          domain: 'Sinusoïden',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H2.2' },
          tips: ['Welke parameters veranderen als alleen de periode verandert?'],
          answers: [
            {
              steps: [
                {
                  correction: r`juiste keuze: A`,
                  text: r`A`,
                  elaboration: r`$$c = \dfrac{2\pi}{10}$$ en $$d = \tfrac{1}{4} \cdot 10 = 2{,}5$$`,
                  explanation: r`Zowel $$c$$ als $$d$$ hangen van de periode af; B vergeet $$d$$ aan te passen.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Bereik van een zendmast',
      introduction: r`In een landelijk gebied staat een zendmast voor mobiele telefonie. In een assenstelsel met eenheden in km staat de mast in $$M(4, 3)$$. De mast heeft een bereik van $$5\ \text{km}$$. Een provinciale weg volgt de lijn $$l: y = 0{,}5x + 4$$ en een tweede weg de lijn $$m: y = -x + 12$$. Zie figuur 2.

![Figuur 2: zendmast, bereik en wegen](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: 'Figuur 2: zendmast M met cirkelvormig bereik en de wegen l en m',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 330 290" font-family="sans-serif" font-size="11">
<line x1="15" y1="230" x2="315" y2="230" stroke="#000"/><line x1="60" y1="280" x2="60" y2="20" stroke="#000"/>
<text x="305" y="245">x</text><text x="66" y="26">y</text><text x="50" y="244">O</text>
<circle cx="140" cy="170" r="100" fill="#e8f1fa" fill-opacity="0.6" stroke="#1f4e79" stroke-dasharray="6 3"/>
<line x1="20" y1="170" x2="300" y2="30" stroke="#333" stroke-width="2"/><text x="286" y="50">l</text>
<line x1="100" y1="30" x2="260" y2="190" stroke="#333" stroke-width="2"/><text x="262" y="184">m</text>
<circle cx="140" cy="170" r="4" fill="#c0392b"/><text x="146" y="186">M</text>
<circle cx="240" cy="210" r="3" fill="#000"/><text x="246" y="214">B</text>
<g text-anchor="middle"><text x="140" y="244">4</text><text x="240" y="244">9</text></g>
<text x="44" y="174">3</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 7,
          type: 'Onderzoek',
          points: 2,
          minutes: 3,
          pValue: 76,
          text: r`Onderzoek of boerderij $$B(9, 1)$$ binnen het bereik van de mast ligt.`,
          highlights: ['boerderij binnen bereik'],
          tags: ['afstand', 'cirkel'],
          domain: 'Cirkels',
          chapters: { 'Getal & Ruimte': 'H3.2', 'Moderne Wiskunde': 'H3.3' },
          tips: ['Bereken de afstand van $$B$$ tot $$M$$.'],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van $$d(M, B)$$`,
                  text: r`$$d(M, B) = \sqrt{29} \approx 5{,}39$$`,
                  elaboration: r`$$\sqrt{(9 - 4)^2 + (1 - 3)^2} = \sqrt{25 + 4} = \sqrt{29}$$`,
                  explanation: r`Afstandsformule van het formuleblad.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`$$B$$ ligt niet binnen het bereik.`,
                  elaboration: r`$$5{,}39 > 5$$`,
                  explanation: r`Het bereik is een cirkelschijf met straal 5 rond $$M$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 5,
          minutes: 8,
          pValue: 38,
          introduction: r`Een automobilist rijdt over weg $$l$$.`,
          text: r`Bereken over hoeveel km van weg $$l$$ hij binnen het bereik van de mast is. Rond af op twee decimalen.`,
          highlights: ['lengte van de weg binnen bereik'],
          tags: ['cirkel', 'snijpunten', 'afstand'],
          domain: 'Cirkels',
          chapters: { 'Getal & Ruimte': 'H7.2', 'Moderne Wiskunde': 'H3.3' },
          tips: ['Stel eerst een vergelijking op voor de cirkel die de rand van het bereik vormt.', 'Substitueer $$y = 0{,}5x + 4$$ in de cirkelvergelijking.'],
          answers: [
            {
              steps: [
                {
                  correction: r`cirkelvergelijking en substitutie`,
                  text: r`$$(x - 4)^2 + (0{,}5x + 1)^2 = 25$$`,
                  elaboration: r`Cirkel: $$(x - 4)^2 + (y - 3)^2 = 25$$ met $$y - 3 = 0{,}5x + 1$$.`,
                  explanation: r`De snijpunten van lijn en cirkel begrenzen het stuk weg binnen bereik.`,
                  points: 1,
                },
                {
                  correction: r`herleiden tot een kwadratische vergelijking`,
                  text: r`$$1{,}25x^2 - 7x - 8 = 0$$`,
                  elaboration: r`$$x^2 - 8x + 16 + 0{,}25x^2 + x + 1 = 25$$`,
                  explanation: r`Haakjes uitwerken en alles naar één kant brengen.`,
                  points: 1,
                },
                {
                  correction: r`oplossen en bijbehorende $$y$$-waarden`,
                  text: r`$$(6{,}574;\ 7{,}287)$$ en $$(-0{,}974;\ 3{,}513)$$`,
                  elaboration: r`$$x = \dfrac{7 \pm \sqrt{49 + 40}}{2{,}5} = \dfrac{7 \pm \sqrt{89}}{2{,}5}$$`,
                  explanation: r`De discriminant is 89, dus twee snijpunten.`,
                  points: 1,
                },
                {
                  correction: r`afstand tussen de snijpunten en afronden (2 scorepunten)`,
                  text: r`$$8{,}44\ \text{km}$$`,
                  elaboration: r`$$\sqrt{7{,}548^2 + 3{,}774^2} = \sqrt{71{,}2} = 8{,}44$$`,
                  explanation: r`De afstandsformule tussen de twee snijpunten.`,
                  points: 2,
                },
              ],
            },
          ],
        },
        {
          number: 9,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 52,
          text: r`Bereken exact de afstand van $$M$$ tot weg $$l$$.`,
          highlights: ['afstand punt tot lijn exact'],
          tags: ['afstand', 'lijn'],
          domain: 'Lijnen en afstanden',
          chapters: { 'Getal & Ruimte': 'H3.2', 'Moderne Wiskunde': 'H3.2' },
          dependsOn: [{ number: 8 }],
          tips: ['Schrijf $$l$$ eerst in de vorm $$ax + by + c = 0$$.'],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking van $$l$$ in de vorm $$ax + by + c = 0$$`,
                  text: r`$$l: x - 2y + 8 = 0$$`,
                  elaboration: r`$$y = 0{,}5x + 4 \Rightarrow 2y = x + 8 \Rightarrow x - 2y + 8 = 0$$`,
                  explanation: r`Zo kan de formule voor de afstand van een punt tot een lijn worden gebruikt.`,
                  points: 1,
                },
                {
                  correction: r`invullen van de afstandsformule`,
                  text: r`$$d = \dfrac{|4 - 6 + 8|}{\sqrt{1 + 4}}$$`,
                  elaboration: r`$$a = 1$$, $$b = -2$$, $$c = 8$$, $$P = (4, 3)$$`,
                  explanation: r`Zie het formuleblad.`,
                  points: 1,
                },
                {
                  correction: r`exact antwoord`,
                  text: r`$$d = \dfrac{6}{\sqrt{5}} = \tfrac{6}{5}\sqrt{5}$$`,
                  elaboration: r`$$\dfrac{6}{\sqrt{5}} \approx 2{,}68\ \text{km}$$`,
                  explanation: r`Exact betekent zonder afronding, met een wortel.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`lijn door $$M$$ loodrecht op $$l$$`,
                  text: r`$$k: y = -2x + 11$$`,
                  elaboration: r`rc $$= -\dfrac{1}{0{,}5} = -2$$; door $$(4, 3)$$: $$3 = -8 + b$$, dus $$b = 11$$`,
                  explanation: r`De kortste afstand meet je loodrecht op de lijn.`,
                  points: 1,
                },
                {
                  correction: r`snijpunt van $$k$$ en $$l$$`,
                  text: r`$$S(2{,}8;\ 5{,}4)$$`,
                  elaboration: r`$$0{,}5x + 4 = -2x + 11 \Rightarrow 2{,}5x = 7 \Rightarrow x = 2{,}8$$`,
                  explanation: r`Het voetpunt van de loodlijn.`,
                  points: 1,
                },
                {
                  correction: r`afstand $$d(M, S)$$ exact`,
                  text: r`$$d = \sqrt{7{,}2} = \tfrac{6}{5}\sqrt{5}$$`,
                  elaboration: r`$$\sqrt{1{,}2^2 + 2{,}4^2} = \sqrt{1{,}44 + 5{,}76} = \sqrt{7{,}2}$$`,
                  explanation: r`$$\sqrt{7{,}2} = \sqrt{\tfrac{36}{5}} = \tfrac{6}{\sqrt{5}}$$`,
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
          minutes: 4,
          pValue: 50,
          text: r`Bereken de hoek waaronder de wegen $$l$$ en $$m$$ elkaar snijden. Rond af op één decimaal.`,
          highlights: ['hoek tussen twee wegen'],
          tags: ['hellingshoek', 'hoek tussen lijnen'],
          domain: 'Hoeken',
          chapters: { 'Getal & Ruimte': 'H3.3', 'Moderne Wiskunde': 'H7.1' },
          tips: ['Bereken eerst de hellingshoek van elke weg.'],
          answers: [
            {
              steps: [
                {
                  correction: r`hellingshoek van $$l$$`,
                  text: r`$$\alpha_l \approx 26{,}57°$$`,
                  elaboration: r`$$\tan \alpha_l = 0{,}5$$`,
                  explanation: r`$$\tan \alpha = \text{rc}$$.`,
                  points: 1,
                },
                {
                  correction: r`hellingshoek van $$m$$`,
                  text: r`$$\alpha_m = -45°$$`,
                  elaboration: r`$$\tan \alpha_m = -1$$`,
                  explanation: r`Een negatieve richtingscoëfficiënt geeft een negatieve hellingshoek.`,
                  points: 1,
                },
                {
                  correction: r`hoek tussen de lijnen (scherpe hoek)`,
                  text: r`$$71{,}6°$$`,
                  elaboration: r`$$26{,}57 - (-45) = 71{,}57 \approx 71{,}6°$$`,
                  explanation: r`De hoek tussen twee lijnen geef je als hoek tussen $$0°$$ en $$90°$$.`,
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
