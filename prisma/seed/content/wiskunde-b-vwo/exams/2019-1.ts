import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2019,
  term: 1,
  standardizationValue: 0.8,
  topics: [
    {
      name: r`Verkeersdrempel`,
      introduction: r`Als een auto over een verkeersdrempel rijdt, gaat de carrosserie op en neer. De schokdempers zorgen ervoor dat deze trilling snel uitsterft. Voor een bepaalde auto geldt voor de verticale uitwijking $$u$$ van de carrosserie (in cm)

$$u(t) = 6e^{-t}\sin(\pi t) \quad \text{met } t \geq 0$$

Hierin is $$t$$ de tijd in seconden na het passeren van de drempel. Zie figuur 1.

![Figuur 1](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: de grafiek van de uitwijking u tegen de tijd t`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 170" font-family="sans-serif" font-size="11">
<rect width="280" height="170" fill="white"/>
<line x1="40" y1="100" x2="265" y2="100" stroke="black"/>
<line x1="40" y1="160" x2="40" y2="15" stroke="black"/>
<polygon points="260,96 268,100 260,104" fill="black"/>
<polygon points="36,19 40,11 44,19" fill="black"/>
<polyline fill="none" stroke="#1a5276" stroke-width="2" points="40.0,100.0 42.5,89.3 45.0,79.9 47.5,71.9 50.0,65.4 52.5,60.3 55.0,56.8 57.5,54.8 60.0,54.1 62.5,54.7 65.0,56.3 67.5,59.0 70.0,62.4 72.5,66.5 75.0,71.1 77.5,76.0 80.0,81.0 82.5,86.0 85.0,91.0 87.5,95.6 90.0,100.0 92.5,103.9 95.0,107.4 97.5,110.4 100.0,112.7 102.5,114.6 105.0,115.9 107.5,116.6 110.0,116.9 112.5,116.7 115.0,116.1 117.5,115.1 120.0,113.8 122.5,112.3 125.0,110.6 127.5,108.8 130.0,107.0 132.5,105.1 135.0,103.3 137.5,101.6 140.0,100.0 142.5,98.6 145.0,97.3 147.5,96.2 150.0,95.3 152.5,94.6 155.0,94.2 157.5,93.9 160.0,93.8 162.5,93.9 165.0,94.1 167.5,94.4 170.0,94.9 172.5,95.5 175.0,96.1 177.5,96.7 180.0,97.4 182.5,98.1 185.0,98.8 187.5,99.4 190.0,100.0 195.0,101.0 200.0,101.7 205.0,102.1 210.0,102.3 215.0,102.2 220.0,101.9 225.0,101.4 230.0,100.9 235.0,100.5 240.0,100.0 250.0,99.4 260.0,99.2"/>
<g stroke="black"><line x1="90" y1="97" x2="90" y2="103"/><line x1="140" y1="97" x2="140" y2="103"/><line x1="190" y1="97" x2="190" y2="103"/><line x1="240" y1="97" x2="240" y2="103"/><line x1="37" y1="52" x2="43" y2="52"/><line x1="37" y1="148" x2="43" y2="148"/></g>
<text x="90" y="114" text-anchor="middle">1</text><text x="140" y="88" text-anchor="middle">2</text><text x="190" y="114" text-anchor="middle">3</text><text x="240" y="114" text-anchor="middle">4</text>
<text x="34" y="56" text-anchor="end">4</text><text x="34" y="152" text-anchor="end">−4</text>
<text x="262" y="118" text-anchor="end">t (s)</text><text x="46" y="16">u (cm)</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 70,
          text: r`Toon aan dat $$u'(t) = 6e^{-t}\left(\pi\cos(\pi t) - \sin(\pi t)\right)$$.`,
          highlights: [r`afgeleide met de productregel`],
          tags: ['afgeleide', 'productregel', 'e-macht'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H3.2', 'Moderne Wiskunde': 'H1.2' },
          tips: [r`$$u$$ is een product van twee functies van $$t$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de afgeleiden van de factoren`,
                  text: r`$$\left(6e^{-t}\right)' = -6e^{-t}$$ en $$\left(\sin(\pi t)\right)' = \pi\cos(\pi t)$$`,
                  elaboration: r`Bij beide factoren de kettingregel toepassen.`,
                  explanation: r`De binnenfuncties $$-t$$ en $$\pi t$$ hebben afgeleide $$-1$$ en $$\pi$$.`,
                  points: 1,
                  tips: [r`Vergeet bij $$\sin(\pi t)$$ de factor $$\pi$$ niet.`],
                },
                {
                  correction: r`juist gebruik van de productregel`,
                  text: r`$$u'(t) = -6e^{-t}\sin(\pi t) + 6e^{-t} \cdot \pi\cos(\pi t)$$`,
                  elaboration: r`$$(fg)' = f'g + fg'$$ met $$f = 6e^{-t}$$ en $$g = \sin(\pi t)$$.`,
                  explanation: r`De productregel staat op het formuleblad.`,
                  points: 1,
                },
                {
                  correction: r`buiten haakjes brengen`,
                  text: r`$$u'(t) = 6e^{-t}\left(\pi\cos(\pi t) - \sin(\pi t)\right)$$`,
                  elaboration: r`Haal de gemeenschappelijke factor $$6e^{-t}$$ buiten haakjes.`,
                  explanation: r`Zo staat er precies de gevraagde vorm.`,
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
          pValue: 54,
          text: r`Bereken de grootste uitwijking van de carrosserie. Rond je antwoord af op één decimaal.`,
          highlights: [r`grootste uitwijking`],
          tags: ['afgeleide', 'extreem', 'tangens'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H5.4', 'Moderne Wiskunde': 'H1.4' },
          dependsOn: [{ number: 1 }],
          tips: [r`Deel de vergelijking $$u'(t) = 0$$ door $$\cos(\pi t)$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$u'(t) = 0$$ herleiden tot $$\tan(\pi t) = \pi$$`,
                  text: r`$$\pi\cos(\pi t) = \sin(\pi t)$$, dus $$\tan(\pi t) = \pi$$`,
                  elaboration: r`$$6e^{-t}$$ is nooit nul, dus de factor tussen haakjes moet nul zijn.`,
                  explanation: r`$$\frac{\sin}{\cos} = \tan$$`,
                  points: 1,
                },
                {
                  correction: r`de eerste oplossing`,
                  text: r`$$\pi t = \tan^{-1}(\pi) \approx 1{,}263$$, dus $$t \approx 0{,}402$$`,
                  elaboration: r`$$t = \frac{1{,}2626}{\pi} \approx 0{,}402$$ s`,
                  explanation: r`In figuur 1 is de eerste top de hoogste, want de uitwijkingen nemen af.`,
                  points: 1,
                  tips: [r`Welke top in figuur 1 is het hoogst?`],
                },
                {
                  correction: r`$$u(0{,}402)$$ berekenen`,
                  text: r`$$u(0{,}402) = 6e^{-0{,}402}\sin(1{,}263)$$`,
                  elaboration: r`$$6 \cdot 0{,}669 \cdot 0{,}953 \approx 3{,}83$$`,
                  explanation: r`Reken met onafgeronde tussenwaarden.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer $$3{,}8$$ cm`,
                  elaboration: r`$$3{,}825 \approx 3{,}8$$`,
                  explanation: r`Dit is de grootste uitwijking na de drempel.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`de grafiek van $$u$$ op de GR plotten`,
                  text: r`$$y_1 = 6e^{-x}\sin(\pi x)$$ met venster $$0 \leq x \leq 2$$`,
                  elaboration: r`Werk in radialen.`,
                  explanation: r`De eerste top is de hoogste.`,
                  points: 1,
                },
                {
                  correction: r`beschrijven hoe het maximum met de GR wordt bepaald`,
                  text: r`maximum bij $$x \approx 0{,}402$$`,
                  elaboration: r`Gebruik de optie maximum van de GR.`,
                  explanation: r`De GR zoekt numeriek de top.`,
                  points: 2,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer $$3{,}8$$ cm`,
                  elaboration: r`De GR geeft $$y \approx 3{,}825$$.`,
                  explanation: r`Afgerond op één decimaal.`,
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
          minutes: 7,
          pValue: 38,
          text: r`Na de eerste top volgen er steeds een dal en een top op $$1$$ seconde afstand van elkaar.

Toon aan dat voor elke $$t$$ geldt: $$u(t + 1) = -e^{-1} \cdot u(t)$$ en leg uit wat dit betekent voor de grootte van opeenvolgende uitwijkingen.`,
          highlights: [r`opeenvolgende uitwijkingen`, r`$$u(t + 1) = -e^{-1} \cdot u(t)$$`],
          tags: ['e-macht', 'sinusoïde', 'groeifactor'],
          domain: 'Sinusoïden en periodieke verbanden',
          chapters: { 'Getal & Ruimte': 'H9.1', 'Moderne Wiskunde': 'H9.1' },
          tips: [r`Gebruik $$\sin(\alpha + \pi) = -\sin \alpha$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`invullen van $$t + 1$$`,
                  text: r`$$u(t + 1) = 6e^{-t-1}\sin(\pi t + \pi)$$`,
                  elaboration: r`$$e^{-(t+1)} = e^{-t-1}$$ en $$\pi(t + 1) = \pi t + \pi$$.`,
                  explanation: r`Vervang overal $$t$$ door $$t + 1$$.`,
                  points: 1,
                },
                {
                  correction: r`$$e^{-t-1} = e^{-1} \cdot e^{-t}$$ en $$\sin(\pi t + \pi) = -\sin(\pi t)$$`,
                  text: r`$$u(t + 1) = -e^{-1} \cdot 6e^{-t}\sin(\pi t)$$`,
                  elaboration: r`Rekenregel voor machten en de eenheidscirkel.`,
                  explanation: r`Beide factoren veranderen op een vaste manier.`,
                  points: 2,
                  tips: [r`Schrijf $$e^{-t-1}$$ als product van twee machten.`],
                },
                {
                  correction: r`conclusie`,
                  text: r`elke volgende uitwijking is in absolute waarde $$e^{-1} \approx 0{,}37$$ keer de vorige`,
                  elaboration: r`$$u(t + 1) = -e^{-1} \cdot u(t)$$; het minteken betekent dat top en dal elkaar afwisselen.`,
                  explanation: r`De uitwijkingen nemen dus exponentieel af met groeifactor $$e^{-1}$$ per seconde.`,
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
          pValue: 61,
          text: r`Bij een auto met versleten schokdempers geldt $$u(t) = 6e^{-0{,}5t}\sin(\pi t)$$. Welke uitspraak is juist vergeleken met de auto van figuur 1?

A De tijd tussen twee toppen wordt groter.
B De uitwijkingen nemen langzamer af.
C De eerste uitwijking wordt kleiner.
D De carrosserie trilt sneller op en neer.`,
          highlights: [r`versleten schokdempers`],
          tags: ['e-macht', 'sinusoïde'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.3' },
          dependsOn: [{ number: 3 }],
          tips: [r`Welke factor in de formule bepaalt de trillingstijd en welke het uitsterven?`],
          answers: [
            {
              steps: [
                {
                  correction: r`de factor $$\sin(\pi t)$$ is niet veranderd, dus de trillingstijd blijft $$2$$ s`,
                  text: r`A en D vallen af`,
                  elaboration: r`De periode van $$\sin(\pi t)$$ is $$\frac{2\pi}{\pi} = 2$$.`,
                  explanation: r`Alleen de e-macht is veranderd.`,
                  points: 1,
                },
                {
                  correction: r`antwoord B`,
                  text: r`B`,
                  elaboration: r`Per seconde worden de uitwijkingen nu met $$e^{-0{,}5} \approx 0{,}61$$ vermenigvuldigd in plaats van $$e^{-1} \approx 0{,}37$$.`,
                  explanation: r`De eerste uitwijking wordt juist groter, dus C is onjuist.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Zeehonden in de Waddenzee`,
      introduction: r`Na een verbod op de jacht is het aantal gewone zeehonden in de Waddenzee sterk toegenomen. Een model voor het aantal zeehonden $$N$$ is

$$N(t) = \frac{30\,000}{1 + 9e^{-0{,}2t}}$$

Hierin is $$t$$ de tijd in jaren na 1 januari 2000. In de tabel staan afgeronde tellingen.

| jaar | 2000 | 2005 | 2010 | 2015 |
|---|---|---|---|---|
| geteld aantal | 3000 | 6900 | 13 600 | 20 700 |`,
      questions: [
        {
          number: 5,
          type: 'Bereken exact',
          points: 3,
          minutes: 4,
          pValue: 68,
          text: r`Volgens het model groeit het aantal zeehonden naar $$30\,000$$.

Bereken exact wanneer het aantal zeehonden de helft van dit getal bereikt.`,
          highlights: [r`helft van de grenswaarde`],
          tags: ['logistische groei', 'e-macht', 'exacte oplossing'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.1' },
          tips: [r`Los $$N(t) = 15\,000$$ op door eerst de noemer te berekenen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$1 + 9e^{-0{,}2t} = 2$$`,
                  text: r`$$e^{-0{,}2t} = \frac{1}{9}$$`,
                  elaboration: r`$$\frac{30\,000}{1 + 9e^{-0{,}2t}} = 15\,000$$ geeft een noemer van $$2$$.`,
                  explanation: r`Een breuk is de helft van de teller als de noemer $$2$$ is.`,
                  points: 1,
                },
                {
                  correction: r`ln nemen`,
                  text: r`$$-0{,}2t = -\ln 9$$`,
                  elaboration: r`$$\ln \frac{1}{9} = -\ln 9$$`,
                  explanation: r`Rekenregel voor logaritmen.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$t = 5\ln 9 = 10\ln 3$$`,
                  elaboration: r`$$t = \frac{\ln 9}{0{,}2} \approx 11{,}0$$, dus begin 2011.`,
                  explanation: r`$$\ln 9 = \ln 3^2 = 2\ln 3$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Toon aan',
          points: 5,
          minutes: 9,
          pValue: 35,
          text: r`Toon aan dat voor de groeisnelheid geldt: $$N'(t) = 0{,}2 \cdot N(t) \cdot \left(1 - \frac{N(t)}{30\,000}\right)$$.`,
          highlights: [r`groeisnelheid uitgedrukt in $$N$$`],
          tags: ['logistische groei', 'afgeleide', 'kettingregel'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H9.1' },
          tips: [r`Schrijf $$N(t) = 30\,000 \cdot \left(1 + 9e^{-0{,}2t}\right)^{-1}$$ en werk ook de rechterkant uit.`],
          answers: [
            {
              steps: [
                {
                  correction: r`kettingregel op $$\left(1 + 9e^{-0{,}2t}\right)^{-1}$$`,
                  text: r`$$N'(t) = -30\,000\left(1 + 9e^{-0{,}2t}\right)^{-2} \cdot -1{,}8e^{-0{,}2t}$$`,
                  elaboration: r`De afgeleide van de binnenfunctie $$1 + 9e^{-0{,}2t}$$ is $$-1{,}8e^{-0{,}2t}$$.`,
                  explanation: r`Buitenfunctie $$30\,000u^{-1}$$, binnenfunctie $$u = 1 + 9e^{-0{,}2t}$$.`,
                  points: 2,
                  tips: [r`Wat is de afgeleide van $$u^{-1}$$?`],
                },
                {
                  correction: r`vereenvoudigen van de linkerkant`,
                  text: r`$$N'(t) = \frac{54\,000e^{-0{,}2t}}{\left(1 + 9e^{-0{,}2t}\right)^2}$$`,
                  elaboration: r`$$30\,000 \cdot 1{,}8 = 54\,000$$`,
                  explanation: r`De twee mintekens heffen elkaar op.`,
                  points: 1,
                },
                {
                  correction: r`$$1 - \frac{N}{30\,000} = \frac{9e^{-0{,}2t}}{1 + 9e^{-0{,}2t}}$$`,
                  text: r`$$1 - \frac{1}{1 + 9e^{-0{,}2t}} = \frac{9e^{-0{,}2t}}{1 + 9e^{-0{,}2t}}$$`,
                  elaboration: r`$$\frac{N}{30\,000} = \frac{1}{1 + 9e^{-0{,}2t}}$$; gelijknamig maken.`,
                  explanation: r`Werk de rechterkant zo ver mogelijk uit.`,
                  points: 1,
                },
                {
                  correction: r`de rechterkant uitwerken en conclusie`,
                  text: r`$$0{,}2 \cdot \frac{30\,000}{1 + 9e^{-0{,}2t}} \cdot \frac{9e^{-0{,}2t}}{1 + 9e^{-0{,}2t}} = \frac{54\,000e^{-0{,}2t}}{\left(1 + 9e^{-0{,}2t}\right)^2}$$`,
                  elaboration: r`$$0{,}2 \cdot 30\,000 \cdot 9 = 54\,000$$`,
                  explanation: r`Linker- en rechterkant zijn gelijk.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Beredeneer',
          points: 3,
          minutes: 4,
          pValue: 52,
          text: r`Beredeneer met behulp van de formule uit vraag 6 bij welk aantal zeehonden de groeisnelheid maximaal is en bereken die maximale groeisnelheid.`,
          highlights: [r`maximale groeisnelheid`],
          tags: ['logistische groei', 'extreem', 'parabool'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H3.4', 'Moderne Wiskunde': 'H1.4' },
          dependsOn: [{ number: 6 }],
          tips: [r`Bekijk $$N'$$ als functie van $$N$$: wat voor grafiek is dat?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$N' = 0{,}2N - \frac{N^2}{150\,000}$$ is een bergparabool in $$N$$`,
                  text: r`bergparabool met nulpunten $$N = 0$$ en $$N = 30\,000$$`,
                  elaboration: r`$$0{,}2N\left(1 - \frac{N}{30\,000}\right) = 0$$ voor $$N = 0$$ en $$N = 30\,000$$.`,
                  explanation: r`De coëfficiënt van $$N^2$$ is negatief.`,
                  points: 1,
                },
                {
                  correction: r`top midden tussen de nulpunten`,
                  text: r`maximum bij $$N = 15\,000$$`,
                  elaboration: r`De top van een parabool ligt midden tussen de nulpunten.`,
                  explanation: r`Symmetrie van de parabool.`,
                  points: 1,
                },
                {
                  correction: r`de maximale groeisnelheid`,
                  text: r`$$N' = 0{,}2 \cdot 15\,000 \cdot 0{,}5 = 1500$$ zeehonden per jaar`,
                  elaboration: r`$$1 - \frac{15\,000}{30\,000} = 0{,}5$$`,
                  explanation: r`Dat is rond het jaar 2011 (vraag 5).`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 8,
          type: 'Stel op',
          points: 4,
          minutes: 7,
          pValue: 46,
          text: r`Stel een formule op waarmee je $$t$$ kunt berekenen als $$N$$ gegeven is. Schrijf je formule in de vorm $$t = \dots$$`,
          highlights: [r`inverse formule: $$t$$ uitgedrukt in $$N$$`],
          tags: ['inverse functie', 'logaritme'],
          domain: 'Inverse functies en parameters',
          chapters: { 'Getal & Ruimte': 'H1.4', 'Moderne Wiskunde': 'H7.2' },
          tips: [r`Vermenigvuldig eerst beide kanten met de noemer.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$9e^{-0{,}2t} = \frac{30\,000}{N} - 1$$`,
                  text: r`$$9e^{-0{,}2t} = \frac{30\,000 - N}{N}$$`,
                  elaboration: r`$$N\left(1 + 9e^{-0{,}2t}\right) = 30\,000$$, dus $$1 + 9e^{-0{,}2t} = \frac{30\,000}{N}$$.`,
                  explanation: r`Werk stap voor stap naar de e-macht toe.`,
                  points: 1,
                },
                {
                  correction: r`$$e^{-0{,}2t} = \frac{30\,000 - N}{9N}$$`,
                  text: r`$$e^{-0{,}2t} = \frac{30\,000 - N}{9N}$$`,
                  elaboration: r`Deel door $$9$$.`,
                  explanation: r`Nu staat de e-macht vrij.`,
                  points: 1,
                },
                {
                  correction: r`ln nemen en herleiden`,
                  text: r`$$t = -5\ln\left(\frac{30\,000 - N}{9N}\right)$$`,
                  elaboration: r`$$-0{,}2t = \ln\left(\frac{30\,000 - N}{9N}\right)$$; deel door $$-0{,}2$$.`,
                  explanation: r`$$\frac{1}{-0{,}2} = -5$$`,
                  points: 1,
                  tips: [r`Delen door $$-0{,}2$$ is vermenigvuldigen met $$-5$$.`],
                },
                {
                  correction: r`vereenvoudigen`,
                  text: r`$$t = 5\ln\left(\frac{9N}{30\,000 - N}\right)$$`,
                  elaboration: r`$$-\ln a = \ln \frac{1}{a}$$. Controle: $$N = 15\,000$$ geeft $$t = 5\ln 9$$ (vraag 5).`,
                  explanation: r`Deze formule geldt voor $$0 < N < 30\,000$$.`,
                  points: 1,
                },
              ],
              remark: r`Het niet vereenvoudigen van $$-5\ln(\dots)$$ kost geen scorepunt als de formule verder juist is.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Aandrijfriem`,
      introduction: r`In een machine drijft een riem een klein wiel aan vanaf een groot wiel. In een assenstelsel met eenheden in centimeters is de rand van het grote wiel de cirkel $$c_1$$ met middelpunt $$O(0, 0)$$ en straal $$8$$ en de rand van het kleine wiel de cirkel $$c_2$$ met middelpunt $$M(12, 0)$$ en straal $$2$$. De riem loopt strak om beide wielen en langs de lijnen $$k$$: $$x + y\sqrt{3} = 16$$ en $$m$$: $$x - y\sqrt{3} = 16$$. Zie figuur 2.

![Figuur 2](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: twee wielen met de aandrijfriem en de raaklijnen k en m`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 220" font-family="sans-serif" font-size="11">
<rect width="300" height="220" fill="white"/>
<line x1="0" y1="110" x2="295" y2="110" stroke="#999"/>
<circle cx="90" cy="110" r="96" fill="#eeeeee" stroke="#555"/>
<circle cx="234" cy="110" r="24" fill="#eeeeee" stroke="#555"/>
<path d="M138,26.9 A96,96 0 1 0 138,193.1 L246,130.8 A24,24 0 0 0 246,89.2 Z" fill="none" stroke="#1e8449" stroke-width="3"/>
<circle cx="90" cy="110" r="2.5" fill="black"/><circle cx="234" cy="110" r="2.5" fill="black"/>
<text x="82" y="124">O</text><text x="230" y="124">M</text>
<text x="196" y="48" fill="#1e8449">k</text><text x="196" y="186" fill="#1e8449">m</text>
<text x="30" y="40">c₁</text><text x="256" y="90">c₂</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 60,
          text: r`Toon aan dat de lijn $$k$$ zowel $$c_1$$ als $$c_2$$ raakt.`,
          highlights: [r`$$k$$ raakt beide cirkels`],
          tags: ['raaklijn', 'cirkel', 'afstand'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.3', 'Moderne Wiskunde': 'H5.4' },
          tips: [r`Een lijn raakt een cirkel als de afstand van het middelpunt tot de lijn gelijk is aan de straal.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$d(O, k) = \frac{|0 + 0 - 16|}{\sqrt{1 + 3}}$$`,
                  text: r`$$d(O, k) = \frac{16}{2} = 8$$`,
                  elaboration: r`Afstandsformule met $$a = 1$$, $$b = \sqrt{3}$$, $$c = 16$$.`,
                  explanation: r`$$\sqrt{1^2 + (\sqrt{3})^2} = \sqrt{4} = 2$$`,
                  points: 1,
                },
                {
                  correction: r`conclusie voor $$c_1$$`,
                  text: r`$$d(O, k) = 8 = $$ straal van $$c_1$$`,
                  elaboration: r`De afstand is gelijk aan de straal.`,
                  explanation: r`Dan heeft de lijn precies één punt met de cirkel gemeen.`,
                  points: 1,
                },
                {
                  correction: r`$$d(M, k) = \frac{|12 - 16|}{2} = 2$$`,
                  text: r`$$d(M, k) = 2$$`,
                  elaboration: r`$$|12 + 0 - 16| = 4$$ en $$\frac{4}{2} = 2$$.`,
                  explanation: r`Ook hier de afstandsformule.`,
                  points: 1,
                },
                {
                  correction: r`conclusie voor $$c_2$$`,
                  text: r`$$d(M, k) = 2 = $$ straal van $$c_2$$, dus $$k$$ raakt beide cirkels`,
                  elaboration: r`De afstand is gelijk aan de straal van $$c_2$$.`,
                  explanation: r`Beide voorwaarden zijn aangetoond.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Bereken exact',
          points: 4,
          minutes: 7,
          pValue: 47,
          text: r`Bereken exact de lengte van het rechte stuk riem langs $$k$$, dus de afstand tussen de twee raakpunten op $$k$$.`,
          highlights: [r`afstand tussen de raakpunten`],
          tags: ['raaklijn', 'cirkel', 'vector'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.3', 'Moderne Wiskunde': 'H5.4' },
          dependsOn: [{ number: 9 }],
          tips: [r`Het raakpunt ligt op de loodlijn vanuit het middelpunt op $$k$$; gebruik de normaalvector van $$k$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de genormeerde normaalvector $$\frac{1}{2}\begin{pmatrix} 1 \\ \sqrt{3} \end{pmatrix}$$`,
                  text: r`$$\vec{n} = \begin{pmatrix} \frac{1}{2} \\ \frac{1}{2}\sqrt{3} \end{pmatrix}$$`,
                  elaboration: r`Normaalvector $$(1, \sqrt{3})$$ heeft lengte $$2$$.`,
                  explanation: r`Een vector van lengte $$1$$ loodrecht op $$k$$.`,
                  points: 1,
                },
                {
                  correction: r`de raakpunten`,
                  text: r`$$A(4, 4\sqrt{3})$$ op $$c_1$$ en $$B(13, \sqrt{3})$$ op $$c_2$$`,
                  elaboration: r`$$A = O + 8\vec{n} = (4, 4\sqrt{3})$$ en $$B = M + 2\vec{n} = (13, \sqrt{3})$$. Controle: $$4 + 4\sqrt{3} \cdot \sqrt{3} = 16$$ en $$13 + 3 = 16$$.`,
                  explanation: r`Vanuit het middelpunt ga je een straal lang in de richting van $$k$$.`,
                  points: 2,
                  tips: [r`Controleer of je punten op $$k$$ liggen.`],
                },
                {
                  correction: r`de afstand $$AB$$`,
                  text: r`$$AB = 6\sqrt{3}$$ cm`,
                  elaboration: r`$$AB = \sqrt{9^2 + (3\sqrt{3})^2} = \sqrt{81 + 27} = \sqrt{108} = 6\sqrt{3}$$`,
                  explanation: r`$$\sqrt{108} = \sqrt{36 \cdot 3}$$.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`inzicht in het trapezium $$OABM$$ met rechte hoeken bij $$A$$ en $$B$$`,
                  text: r`$$OA = 8$$, $$MB = 2$$, $$OM = 12$$`,
                  elaboration: r`$$OA \perp k$$ en $$MB \perp k$$, dus $$OA \parallel MB$$.`,
                  explanation: r`Stralen naar raakpunten staan loodrecht op de raaklijn.`,
                  points: 1,
                },
                {
                  correction: r`Pythagoras in de rechthoekige driehoek met schuine zijde $$OM$$ en rechthoekszijde $$8 - 2$$`,
                  text: r`$$AB^2 = 12^2 - 6^2$$`,
                  elaboration: r`Trek vanuit $$M$$ een lijn evenwijdig aan $$k$$ naar $$OA$$; die is even lang als $$AB$$.`,
                  explanation: r`Het verschil van de stralen is $$6$$.`,
                  points: 2,
                },
                {
                  correction: r`completeren`,
                  text: r`$$AB = \sqrt{108} = 6\sqrt{3}$$ cm`,
                  elaboration: r`$$144 - 36 = 108$$`,
                  explanation: r`Exact antwoord.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Bereken exact',
          points: 5,
          minutes: 9,
          pValue: 32,
          text: r`Bereken exact de totale lengte van de riem.`,
          highlights: [r`totale lengte van de riem`],
          tags: ['cirkel', 'booglengte', 'hoek'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.2', 'Moderne Wiskunde': 'H9.3' },
          dependsOn: [{ number: 10 }],
          tips: [r`Bereken de hoek $$\angle AOM$$ en bepaal welk deel van elke cirkel door de riem wordt bedekt.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\angle AOM = 60°$$`,
                  text: r`$$\cos \angle AOM = \frac{4}{8} = \frac{1}{2}$$`,
                  elaboration: r`$$\vec{OA} = (4, 4\sqrt{3})$$ maakt met de $$x$$-as een hoek van $$60°$$.`,
                  explanation: r`Door de symmetrie in de $$x$$-as geldt hetzelfde voor het raakpunt op $$m$$.`,
                  points: 1,
                  tips: [r`Gebruik de coördinaten van $$A$$ uit vraag 10.`],
                },
                {
                  correction: r`de riem ligt over $$240°$$ van $$c_1$$ en $$120°$$ van $$c_2$$`,
                  text: r`boog op $$c_1$$: $$360° - 2 \cdot 60° = 240°$$; boog op $$c_2$$: $$2 \cdot 60° = 120°$$`,
                  elaboration: r`Op $$c_2$$ liggen de raakpunten ook onder $$60°$$ met de $$x$$-as, want $$MB \parallel OA$$.`,
                  explanation: r`Het grote wiel wordt aan de linkerkant omsloten, het kleine aan de rechterkant.`,
                  points: 1,
                },
                {
                  correction: r`de booglengtes`,
                  text: r`$$\frac{240}{360} \cdot 16\pi = \frac{32}{3}\pi$$ en $$\frac{120}{360} \cdot 4\pi = \frac{4}{3}\pi$$`,
                  elaboration: r`Omtrek $$c_1$$: $$2\pi \cdot 8 = 16\pi$$; omtrek $$c_2$$: $$2\pi \cdot 2 = 4\pi$$.`,
                  explanation: r`Een boog is een evenredig deel van de omtrek.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$L = 12\sqrt{3} + 12\pi$$ cm`,
                  elaboration: r`$$2 \cdot 6\sqrt{3} + \frac{32}{3}\pi + \frac{4}{3}\pi = 12\sqrt{3} + 12\pi \approx 58{,}5$$`,
                  explanation: r`Twee rechte stukken en twee bogen.`,
                  points: 2,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Sporthal`,
      introduction: r`Een gemeente laat een sporthal bouwen van $$40$$ m breed en $$60$$ m lang. De architect twijfelt tussen twee vormen van het gebogen dak. In een vooraanzicht met de $$x$$-as langs de vloer en de $$y$$-as in het midden gaat het om:

profiel 1: $$f(x) = 8\cos\left(\frac{\pi}{40}x\right)$$ en profiel 2: $$g(x) = 8 - \frac{1}{50}x^2$$, beide met $$-20 \leq x \leq 20$$.

Hierin zijn $$x$$, $$f(x)$$ en $$g(x)$$ in meters. De hal heeft over de hele lengte hetzelfde vooraanzicht.`,
      questions: [
        {
          number: 12,
          type: 'Bereken exact',
          points: 4,
          minutes: 6,
          pValue: 58,
          text: r`Bereken exact de oppervlakte van het vooraanzicht van de hal bij profiel 1.`,
          highlights: [r`oppervlakte bij profiel 1`],
          tags: ['primitieve', 'oppervlakte', 'sinusoïde'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.4', 'Moderne Wiskunde': 'H6.2' },
          tips: [r`Een primitieve van $$\cos(cx)$$ is $$\frac{1}{c}\sin(cx)$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$O = \int_{-20}^{20} 8\cos\left(\frac{\pi}{40}x\right) dx$$`,
                  text: r`$$O = \int_{-20}^{20} 8\cos\left(\frac{\pi}{40}x\right) dx$$`,
                  elaboration: r`Op $$[-20, 20]$$ is $$f(x) \geq 0$$.`,
                  explanation: r`De oppervlakte onder de grafiek is de integraal.`,
                  points: 1,
                },
                {
                  correction: r`een primitieve $$F(x) = \frac{320}{\pi}\sin\left(\frac{\pi}{40}x\right)$$`,
                  text: r`$$F(x) = \frac{320}{\pi}\sin\left(\frac{\pi}{40}x\right)$$`,
                  elaboration: r`$$8 \cdot \frac{40}{\pi} = \frac{320}{\pi}$$`,
                  explanation: r`Controleer door te differentiëren.`,
                  points: 2,
                },
                {
                  correction: r`completeren`,
                  text: r`$$O = \frac{640}{\pi}\ \text{m}^2$$`,
                  elaboration: r`$$F(20) - F(-20) = \frac{320}{\pi}\left(\sin\frac{\pi}{2} - \sin\left(-\frac{\pi}{2}\right)\right) = \frac{320}{\pi} \cdot 2$$`,
                  explanation: r`Ongeveer $$203{,}7\ \text{m}^2$$.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 13,
          type: 'Teken',
          points: 3,
          minutes: 5,
          pValue: 72,
          text: r`In de figuur op de uitwerkbijlage is profiel 1 getekend.

Teken in deze figuur profiel 2. Laat zien welke punten je hebt berekend.

![Uitwerkbijlage](uitwerkbijlage13.svg)`,
          highlights: [r`profiel 2 tekenen`],
          tags: ['parabool', 'grafiek'],
          domain: 'Standaardfuncties en transformaties',
          chapters: { 'Getal & Ruimte': 'H1.1', 'Moderne Wiskunde': 'H7.1' },
          appendix: {
            name: 'uitwerkbijlage13.svg',
            alt: r`Uitwerkbijlage bij vraag 13: assenstelsel met profiel 1 en een leeg rooster`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 210" font-family="sans-serif" font-size="10">
<defs><pattern id="rooster13" x="30" y="30" width="30" height="15" patternUnits="userSpaceOnUse"><path d="M 30 0 L 0 0 0 15" fill="none" stroke="#d5d5d5" stroke-width="1"/></pattern></defs>
<rect width="300" height="210" fill="white"/>
<rect x="30" y="30" width="240" height="150" fill="url(#rooster13)" stroke="#d5d5d5"/>
<line x1="25" y1="180" x2="280" y2="180" stroke="black"/>
<line x1="150" y1="185" x2="150" y2="20" stroke="black"/>
<polyline fill="none" stroke="#b03a2e" stroke-width="2" points="30.0,180.0 42.0,161.2 54.0,142.9 66.0,125.5 78.0,109.5 90.0,95.1 102.0,82.9 114.0,73.1 126.0,65.9 138.0,61.5 150.0,60.0 162.0,61.5 174.0,65.9 186.0,73.1 198.0,82.9 210.0,95.1 222.0,109.5 234.0,125.5 246.0,142.9 258.0,161.2 270.0,180.0"/>
<text x="30" y="194" text-anchor="middle">−20</text><text x="90" y="194" text-anchor="middle">−10</text><text x="150" y="194" text-anchor="middle">0</text><text x="210" y="194" text-anchor="middle">10</text><text x="270" y="194" text-anchor="middle">20</text>
<text x="146" y="138" text-anchor="end">4</text><text x="146" y="63" text-anchor="end">8</text>
<text x="240" y="100" fill="#b03a2e">profiel 1</text>
<text x="280" y="206" text-anchor="end">x (m)</text><text x="156" y="24">hoogte (m)</text>
</svg>`,
          },
          tips: [r`Bereken $$g(x)$$ voor $$x = 0, \pm 5, \pm 10, \pm 15$$ en $$\pm 20$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`een tabel met voldoende punten`,
                  text: r`$$g(0) = 8$$, $$g(\pm 5) = 7{,}5$$, $$g(\pm 10) = 6$$, $$g(\pm 15) = 3{,}5$$, $$g(\pm 20) = 0$$`,
                  elaboration: r`Bijvoorbeeld $$g(10) = 8 - \frac{100}{50} = 6$$.`,
                  explanation: r`Door de symmetrie hoef je alleen positieve $$x$$ uit te rekenen.`,
                  points: 1,
                },
                {
                  correction: r`de punten juist in het rooster gezet`,
                  text: r`de punten liggen op of boven profiel 1`,
                  elaboration: r`Eén hokje is $$5$$ m horizontaal en $$1$$ m verticaal.`,
                  explanation: r`Let op de verschillende schaal op de assen.`,
                  points: 1,
                  tips: [r`Controleer de schaalverdeling op beide assen.`],
                },
                {
                  correction: r`een vloeiende parabool door de punten`,
                  text: r`bergparabool van $$(-20, 0)$$ via $$(0, 8)$$ naar $$(20, 0)$$`,
                  elaboration: r`Beide profielen beginnen en eindigen in dezelfde punten en hebben dezelfde top.`,
                  explanation: r`Tussen $$x = 0$$ en $$x = \pm 20$$ ligt profiel 2 hoger dan profiel 1.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 50,
          text: r`Bereken hoeveel $$\text{m}^3$$ de inhoud van de hal met profiel 2 groter is dan die met profiel 1. Rond je antwoord af op hele $$\text{m}^3$$.`,
          highlights: [r`verschil in inhoud`],
          tags: ['primitieve', 'oppervlakte', 'inhoud'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.2', 'Moderne Wiskunde': 'H6.2' },
          dependsOn: [{ number: 12 }, { number: 13, appendixes: true }],
          tips: [r`De inhoud is de oppervlakte van het vooraanzicht maal de lengte.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de oppervlakte bij profiel 2`,
                  text: r`$$\int_{-20}^{20}\left(8 - \frac{1}{50}x^2\right) dx = \frac{640}{3}$$`,
                  elaboration: r`Primitieve $$8x - \frac{1}{150}x^3$$; $$(160 - \frac{8000}{150}) - (-160 + \frac{8000}{150}) = 320 - \frac{320}{3} = \frac{640}{3}$$.`,
                  explanation: r`Ongeveer $$213{,}3\ \text{m}^2$$.`,
                  points: 2,
                  tips: [r`Een primitieve van $$x^2$$ is $$\frac{1}{3}x^3$$.`],
                },
                {
                  correction: r`het verschil in oppervlakte`,
                  text: r`$$\frac{640}{3} - \frac{640}{\pi} \approx 9{,}615\ \text{m}^2$$`,
                  elaboration: r`$$213{,}333 - 203{,}718 \approx 9{,}615$$`,
                  explanation: r`Gebruik het antwoord van vraag 12.`,
                  points: 1,
                },
                {
                  correction: r`vermenigvuldigen met de lengte en completeren`,
                  text: r`ongeveer $$577\ \text{m}^3$$`,
                  elaboration: r`$$9{,}615 \cdot 60 \approx 576{,}9$$`,
                  explanation: r`De hal heeft over de hele lengte van $$60$$ m hetzelfde vooraanzicht.`,
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
