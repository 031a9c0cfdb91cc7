import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2021,
  term: 2,
  standardizationValue: 1.1,
  topics: [
    {
      name: r`Tomatenkas`,
      introduction: r`Een tuinder in het Westland kweekt tomaten in een kas. Op een zonnige dag in het voorjaar wordt de temperatuur in de kas goed beschreven door

$$T(t) = 20 + 6 \sin\left(\tfrac{\pi}{12}(t - 8)\right)$$

Hierin is $$T$$ de temperatuur in °C en $$t$$ de tijd in uren na middernacht. In figuur 1 zie je de grafiek van $$T$$ voor $$0 \leq t \leq 24$$.

![Figuur 1](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: de temperatuur in de kas gedurende één dag`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" font-family="sans-serif"><line x1="40.0" y1="40" x2="40.0" y2="200" stroke="#ddd"/><text x="40.0" y="216" font-size="11" text-anchor="middle">0</text><line x1="68.3" y1="40" x2="68.3" y2="200" stroke="#ddd"/><text x="68.3" y="216" font-size="11" text-anchor="middle">2</text><line x1="96.7" y1="40" x2="96.7" y2="200" stroke="#ddd"/><text x="96.7" y="216" font-size="11" text-anchor="middle">4</text><line x1="125.0" y1="40" x2="125.0" y2="200" stroke="#ddd"/><text x="125.0" y="216" font-size="11" text-anchor="middle">6</text><line x1="153.3" y1="40" x2="153.3" y2="200" stroke="#ddd"/><text x="153.3" y="216" font-size="11" text-anchor="middle">8</text><line x1="181.7" y1="40" x2="181.7" y2="200" stroke="#ddd"/><text x="181.7" y="216" font-size="11" text-anchor="middle">10</text><line x1="210.0" y1="40" x2="210.0" y2="200" stroke="#ddd"/><text x="210.0" y="216" font-size="11" text-anchor="middle">12</text><line x1="238.3" y1="40" x2="238.3" y2="200" stroke="#ddd"/><text x="238.3" y="216" font-size="11" text-anchor="middle">14</text><line x1="266.7" y1="40" x2="266.7" y2="200" stroke="#ddd"/><text x="266.7" y="216" font-size="11" text-anchor="middle">16</text><line x1="295.0" y1="40" x2="295.0" y2="200" stroke="#ddd"/><text x="295.0" y="216" font-size="11" text-anchor="middle">18</text><line x1="323.3" y1="40" x2="323.3" y2="200" stroke="#ddd"/><text x="323.3" y="216" font-size="11" text-anchor="middle">20</text><line x1="351.7" y1="40" x2="351.7" y2="200" stroke="#ddd"/><text x="351.7" y="216" font-size="11" text-anchor="middle">22</text><line x1="380.0" y1="40" x2="380.0" y2="200" stroke="#ddd"/><text x="380.0" y="216" font-size="11" text-anchor="middle">24</text><line x1="40" y1="200" x2="380" y2="200" stroke="#ddd"/><text x="32" y="204" font-size="11" text-anchor="end">12</text><line x1="40" y1="160" x2="380" y2="160" stroke="#ddd"/><text x="32" y="164" font-size="11" text-anchor="end">16</text><line x1="40" y1="120" x2="380" y2="120" stroke="#ddd"/><text x="32" y="124" font-size="11" text-anchor="end">20</text><line x1="40" y1="80" x2="380" y2="80" stroke="#ddd"/><text x="32" y="84" font-size="11" text-anchor="end">24</text><line x1="40" y1="40" x2="380" y2="40" stroke="#ddd"/><text x="32" y="44" font-size="11" text-anchor="end">28</text><line x1="40" y1="200" x2="384" y2="200" stroke="#000"/><line x1="40" y1="200" x2="40" y2="34" stroke="#000"/><polyline points="40.0,172.0 43.5,173.8 47.1,175.4 50.6,176.8 54.2,178.0 57.7,178.8 61.2,179.5 64.8,179.9 68.3,180.0 71.9,179.9 75.4,179.5 79.0,178.8 82.5,178.0 86.0,176.8 89.6,175.4 93.1,173.8 96.7,172.0 100.2,169.9 103.8,167.6 107.3,165.1 110.8,162.4 114.4,159.6 117.9,156.5 121.5,153.3 125.0,150.0 128.5,146.5 132.1,143.0 135.6,139.3 139.2,135.5 142.7,131.7 146.2,127.8 149.8,123.9 153.3,120.0 156.9,116.1 160.4,112.2 164.0,108.3 167.5,104.5 171.0,100.7 174.6,97.0 178.1,93.5 181.7,90.0 185.2,86.7 188.8,83.5 192.3,80.4 195.8,77.6 199.4,74.9 202.9,72.4 206.5,70.1 210.0,68.0 213.5,66.2 217.1,64.6 220.6,63.2 224.2,62.0 227.7,61.2 231.2,60.5 234.8,60.1 238.3,60.0 241.9,60.1 245.4,60.5 249.0,61.2 252.5,62.0 256.0,63.2 259.6,64.6 263.1,66.2 266.7,68.0 270.2,70.1 273.8,72.4 277.3,74.9 280.8,77.6 284.4,80.4 287.9,83.5 291.5,86.7 295.0,90.0 298.5,93.5 302.1,97.0 305.6,100.7 309.2,104.5 312.7,108.3 316.2,112.2 319.8,116.1 323.3,120.0 326.9,123.9 330.4,127.8 334.0,131.7 337.5,135.5 341.0,139.3 344.6,143.0 348.1,146.5 351.7,150.0 355.2,153.3 358.8,156.5 362.3,159.6 365.8,162.4 369.4,165.1 372.9,167.6 376.5,169.9 380.0,172.0" fill="none" stroke="#c0392b" stroke-width="2"/><text x="384" y="240" font-size="12" text-anchor="end">t (uur)</text><text x="44" y="28" font-size="12">T (°C)</text><text x="230" y="30" font-size="12" fill="#c0392b">temperatuur in de kas</text></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 78,
          text: r`Toon aan dat het in de kas om 14.00 uur het warmst is en dat de temperatuur dan 26 °C is.`,
          highlights: [r`het warmst om 14.00 uur`],
          tags: ['sinusoïde', 'extreem'],
          domain: 'Sinusoïden en periodieke verbanden',
          chapters: { 'Getal & Ruimte': 'H5.2', 'Moderne Wiskunde': 'H3.2' },
          tips: [r`Voor welke waarde van de sinus is $$T$$ maximaal?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat $$T$$ maximaal is als $$\sin\left(\tfrac{\pi}{12}(t - 8)\right) = 1$$`,
                  text: r`$$T$$ is maximaal als de sinus de waarde 1 aanneemt.`,
                  elaboration: r`De sinus heeft maximale waarde 1, dus het maximum van $$T$$ is $$20 + 6 \cdot 1$$.`,
                  explanation: r`De amplitude 6 is positief, dus $$T$$ is het grootst waar de sinus het grootst is.`,
                  points: 1,
                  tips: [r`Wat is de grootste waarde die een sinus kan aannemen?`],
                },
                {
                  correction: r`oplossen van $$\tfrac{\pi}{12}(t - 8) = \tfrac{1}{2}\pi + k \cdot 2\pi$$`,
                  text: r`$$t = 14 + k \cdot 24$$, dus op deze dag $$t = 14$$.`,
                  elaboration: r`$$\tfrac{\pi}{12}(t - 8) = \tfrac{1}{2}\pi$$ geeft $$t - 8 = 6$$, dus $$t = 14$$; de periode is 24 uur.`,
                  explanation: r`De sinus is 1 bij hoek $$\tfrac{1}{2}\pi$$ (plus een veelvoud van $$2\pi$$).`,
                  points: 1,
                },
                {
                  correction: r`berekenen van $$T(14)$$ en conclusie`,
                  text: r`$$T(14) = 20 + 6 = 26$$ °C, om 14.00 uur.`,
                  elaboration: r`$$T(14) = 20 + 6 \sin\left(\tfrac{1}{2}\pi\right) = 26$$. Het maximum op deze dag is dus om 14.00 uur, met een temperatuur van 26 °C.`,
                  explanation: r`Met het tijdstip en de waarde is de bewering volledig aangetoond.`,
                  points: 1,
                },
              ],
              remark: r`Alleen aflezen uit figuur 1 levert geen scorepunten op.`,
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken exact',
          points: 4,
          minutes: 6,
          pValue: 64,
          text: r`Zodra de temperatuur in de kas 23 °C of hoger is, gaan de luchtramen automatisch open.

Bereken exact hoeveel uur per dag de luchtramen open staan.`,
          highlights: [r`23 °C of hoger`],
          tags: ['sinusoïde', 'goniometrische vergelijking', 'ongelijkheid'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H3.3' },
          tips: [r`Los eerst de vergelijking $$T(t) = 23$$ op en gebruik daarna de grafiek.`],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van de vergelijking en herleiden tot $$\sin\left(\tfrac{\pi}{12}(t - 8)\right) = \tfrac{1}{2}$$`,
                  text: r`$$\sin\left(\tfrac{\pi}{12}(t - 8)\right) = \tfrac{1}{2}$$`,
                  elaboration: r`$$20 + 6 \sin\left(\tfrac{\pi}{12}(t - 8)\right) = 23$$ geeft $$6 \sin(\ldots) = 3$$, dus $$\sin(\ldots) = \tfrac{1}{2}$$.`,
                  explanation: r`Eerst de sinus vrijmaken, zodat je de exacte waarden van de eenheidscirkel kunt gebruiken.`,
                  points: 1,
                  tips: [r`Trek eerst 20 af en deel dan door 6.`],
                },
                {
                  correction: r`$$\tfrac{\pi}{12}(t - 8) = \tfrac{1}{6}\pi + k \cdot 2\pi$$ of $$\tfrac{\pi}{12}(t - 8) = \tfrac{5}{6}\pi + k \cdot 2\pi$$`,
                  text: r`twee families oplossingen`,
                  elaboration: r`$$\sin \alpha = \tfrac{1}{2}$$ geeft $$\alpha = \tfrac{1}{6}\pi + k \cdot 2\pi$$ of $$\alpha = \pi - \tfrac{1}{6}\pi + k \cdot 2\pi = \tfrac{5}{6}\pi + k \cdot 2\pi$$.`,
                  explanation: r`Een sinusvergelijking heeft per periode twee oplossingen, symmetrisch ten opzichte van $$\tfrac{1}{2}\pi$$.`,
                  points: 1,
                  tips: [r`Vergeet de tweede oplossing $$\pi - \alpha$$ niet.`],
                },
                {
                  correction: r`$$t = 10 + k \cdot 24$$ of $$t = 18 + k \cdot 24$$`,
                  text: r`$$t = 10$$ en $$t = 18$$`,
                  elaboration: r`Vermenigvuldigen met $$\tfrac{12}{\pi}$$ geeft $$t - 8 = 2 + 24k$$ of $$t - 8 = 10 + 24k$$.`,
                  explanation: r`Uit de grafiek volgt dat $$T \geq 23$$ tussen deze twee tijdstippen, rond het maximum bij $$t = 14$$.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`8 uur per dag`,
                  elaboration: r`De luchtramen staan open van 10.00 tot 18.00 uur: $$18 - 10 = 8$$ uur.`,
                  explanation: r`De gevraagde duur is het verschil van de twee grenzen van het interval.`,
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
          pValue: 55,
          text: r`Bereken hoeveel graden per uur de temperatuur in de kas maximaal stijgt. Rond je antwoord af op één decimaal.`,
          highlights: [r`maximaal stijgt`],
          tags: ['afgeleide', 'kettingregel', 'sinusoïde'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H5.4', 'Moderne Wiskunde': 'H1.3' },
          tips: [r`De stijgsnelheid is de afgeleide van $$T$$. Wanneer is die het grootst?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$T'(t) = 6 \cdot \tfrac{\pi}{12} \cos\left(\tfrac{\pi}{12}(t - 8)\right)$$`,
                  text: r`$$T'(t) = \tfrac{\pi}{2} \cos\left(\tfrac{\pi}{12}(t - 8)\right)$$`,
                  elaboration: r`Met de kettingregel: de afgeleide van $$\sin(u)$$ is $$\cos(u) \cdot u'$$ met $$u' = \tfrac{\pi}{12}$$; $$6 \cdot \tfrac{\pi}{12} = \tfrac{\pi}{2}$$.`,
                  explanation: r`De afgeleide geeft de snelheid waarmee de temperatuur verandert, in °C per uur.`,
                  points: 2,
                  tips: [r`Denk aan de kettingregel voor de factor $$\tfrac{\pi}{12}$$.`],
                },
                {
                  correction: r`inzicht dat $$T'$$ maximaal is als de cosinus 1 is`,
                  text: r`maximale stijging $$\tfrac{\pi}{2}$$ °C per uur`,
                  elaboration: r`De cosinus is maximaal 1 (bij $$t = 8$$), dus $$T'_{\max} = \tfrac{\pi}{2}$$.`,
                  explanation: r`De temperatuur stijgt het snelst op het moment dat de sinusoïde omhoog door de evenwichtsstand gaat.`,
                  points: 1,
                },
                {
                  correction: r`afronden`,
                  text: r`1,6 °C per uur`,
                  elaboration: r`$$\tfrac{\pi}{2} \approx 1{,}57$$, afgerond 1,6 °C per uur.`,
                  explanation: r`De vraag vraagt om één decimaal.`,
                  points: 1,
                },
              ],
              remark: r`Als de maximale stijging met de numerieke afgeleide van de grafische rekenmachine is bepaald, voor de eerste stap ten hoogste 1 scorepunt toekennen.`,
            },
          ],
        },
        {
          number: 4,
          type: 'Bereken exact',
          points: 4,
          minutes: 7,
          pValue: 42,
          text: r`Voor de groei van de tomaten is de gemiddelde temperatuur in de ochtend van belang.

Bereken exact de gemiddelde temperatuur in de kas tussen 8.00 uur en 14.00 uur.`,
          highlights: [r`gemiddelde temperatuur`],
          tags: ['primitieve', 'integraal', 'sinusoïde'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.4', 'Moderne Wiskunde': 'H6.2' },
          dependsOn: [{ number: 1 }],
          tips: [r`De gemiddelde waarde van een functie op een interval is de integraal gedeeld door de lengte van het interval.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gemiddelde $$= \tfrac{1}{6} \int_8^{14} T(t)\, dt$$`,
                  text: r`$$\tfrac{1}{6} \int_8^{14} \left(20 + 6 \sin\left(\tfrac{\pi}{12}(t - 8)\right)\right) dt$$`,
                  elaboration: r`Het interval heeft lengte $$14 - 8 = 6$$ uur.`,
                  explanation: r`De oppervlakte onder de grafiek gedeeld door de breedte geeft de gemiddelde hoogte.`,
                  points: 1,
                },
                {
                  correction: r`een primitieve $$F(t) = 20t - \tfrac{72}{\pi}\cos\left(\tfrac{\pi}{12}(t - 8)\right)$$`,
                  text: r`$$F(t) = 20t - \tfrac{72}{\pi}\cos\left(\tfrac{\pi}{12}(t - 8)\right)$$`,
                  elaboration: r`Een primitieve van $$\sin(at + b)$$ is $$-\tfrac{1}{a}\cos(at + b)$$; $$6 \cdot \tfrac{12}{\pi} = \tfrac{72}{\pi}$$.`,
                  explanation: r`Bij primitiveren deel je door de factor $$\tfrac{\pi}{12}$$ in plaats van ermee te vermenigvuldigen.`,
                  points: 1,
                  tips: [r`Controleer je primitieve door haar te differentiëren.`],
                },
                {
                  correction: r`$$F(14) - F(8) = 120 + \tfrac{72}{\pi}$$`,
                  text: r`$$\int_8^{14} T(t)\, dt = 120 + \tfrac{72}{\pi}$$`,
                  elaboration: r`$$F(14) = 280 - \tfrac{72}{\pi}\cos\left(\tfrac{1}{2}\pi\right) = 280$$ en $$F(8) = 160 - \tfrac{72}{\pi}\cos 0 = 160 - \tfrac{72}{\pi}$$.`,
                  explanation: r`Exacte waarden: $$\cos\left(\tfrac{1}{2}\pi\right) = 0$$ en $$\cos 0 = 1$$.`,
                  points: 1,
                },
                {
                  correction: r`delen door 6`,
                  text: r`gemiddelde temperatuur $$20 + \tfrac{12}{\pi}$$ °C`,
                  elaboration: r`$$\tfrac{1}{6}\left(120 + \tfrac{72}{\pi}\right) = 20 + \tfrac{12}{\pi}$$ (ongeveer 23,8 °C).`,
                  explanation: r`Het antwoord ligt tussen de evenwichtsstand 20 en het maximum 26, zoals je uit de grafiek verwacht.`,
                  points: 1,
                },
              ],
              remark: r`Als alleen een benadering (23,8 °C) met de rekenmachine is gegeven, maximaal 1 scorepunt toekennen.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Wolkbreuk boven een beek`,
      introduction: r`Na een korte, hevige wolkbreuk stroomt er extra regenwater via een beek naar de rivier. Het waterschap beschrijft de extra afvoer van de beek met

$$Q(t) = 20\left(e^{-0{,}2t} - e^{-t}\right)$$

Hierin is $$Q$$ de extra afvoer in $$\text{m}^3/\text{s}$$ en $$t$$ de tijd in uren na de wolkbreuk. In de tabel staan enkele waarden volgens dit model.

| $$t$$ (uur) | 0 | 0,5 | 1 | 2 | 4 | 8 | 12 |
|---|---|---|---|---|---|---|---|
| $$Q$$ ($$\text{m}^3/\text{s}$$) | 0 | 6,0 | 9,0 | 10,7 | 8,6 | 4,0 | 1,8 |`,
      questions: [
        {
          number: 5,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 58,
          text: r`Toon aan dat de extra afvoer maximaal is op het tijdstip $$t = 1{,}25 \ln 5$$.`,
          highlights: [r`maximale extra afvoer`],
          tags: ['e-macht', 'afgeleide', 'extreem'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H4.4' },
          tips: [r`Stel de afgeleide gelijk aan 0 en breng de e-machten naar verschillende kanten van het isgelijkteken.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$Q'(t) = 20\left(-0{,}2e^{-0{,}2t} + e^{-t}\right)$$`,
                  text: r`$$Q'(t) = -4e^{-0{,}2t} + 20e^{-t}$$`,
                  elaboration: r`De afgeleide van $$e^{-0{,}2t}$$ is $$-0{,}2e^{-0{,}2t}$$ en die van $$e^{-t}$$ is $$-e^{-t}$$ (kettingregel).`,
                  explanation: r`In een maximum is de afgeleide 0.`,
                  points: 1,
                  tips: [r`Wat is de afgeleide van $$e^{at}$$?`],
                },
                {
                  correction: r`$$Q'(t) = 0$$ geeft $$e^{-t} = 0{,}2e^{-0{,}2t}$$`,
                  text: r`$$e^{-t} = 0{,}2 e^{-0{,}2t}$$`,
                  elaboration: r`$$-4e^{-0{,}2t} + 20e^{-t} = 0$$, dus $$20e^{-t} = 4e^{-0{,}2t}$$.`,
                  explanation: r`Zo staat aan elke kant één e-macht.`,
                  points: 1,
                },
                {
                  correction: r`herleiden tot $$e^{-0{,}8t} = \tfrac{1}{5}$$`,
                  text: r`$$e^{-0{,}8t} = \tfrac{1}{5}$$`,
                  elaboration: r`Delen door $$e^{-0{,}2t}$$ geeft $$e^{-t + 0{,}2t} = e^{-0{,}8t} = 0{,}2$$.`,
                  explanation: r`Bij delen van machten met hetzelfde grondtal trek je de exponenten van elkaar af.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$t = \frac{\ln 5}{0{,}8} = 1{,}25 \ln 5$$`,
                  elaboration: r`$$-0{,}8t = \ln \tfrac{1}{5} = -\ln 5$$, dus $$t = \tfrac{\ln 5}{0{,}8} = 1{,}25 \ln 5$$. Uit de tabel (of de grafiek) blijkt dat het om een maximum gaat.`,
                  explanation: r`Er is maar één nulpunt van $$Q'$$ en de afvoer stijgt eerst en daalt daarna, dus dit is het maximum.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`$$Q'(t) = -4e^{-0{,}2t} + 20e^{-t}$$`,
                  text: r`$$Q'(t) = -4e^{-0{,}2t} + 20e^{-t}$$`,
                  elaboration: r`Differentiëren met de kettingregel.`,
                  explanation: r`Je controleert dat de afgeleide 0 is op het gegeven tijdstip.`,
                  points: 1,
                },
                {
                  correction: r`$$e^{-0{,}2 \cdot 1{,}25\ln 5} = 5^{-0{,}25}$$ en $$e^{-1{,}25\ln 5} = 5^{-1{,}25}$$`,
                  text: r`$$5^{-0{,}25}$$ en $$5^{-1{,}25}$$`,
                  elaboration: r`$$e^{-0{,}25\ln 5} = e^{\ln 5^{-0{,}25}} = 5^{-0{,}25}$$ en evenzo $$e^{-1{,}25 \ln 5} = 5^{-1{,}25}$$.`,
                  explanation: r`$$e^{p \ln a} = a^{p}$$.`,
                  points: 1,
                },
                {
                  correction: r`invullen geeft $$Q' = 0$$`,
                  text: r`$$-4 \cdot 5^{-0{,}25} + 20 \cdot 5^{-1{,}25} = 0$$`,
                  elaboration: r`$$20 \cdot 5^{-1{,}25} = 20 \cdot 5^{-1} \cdot 5^{-0{,}25} = 4 \cdot 5^{-0{,}25}$$, dus de som is 0.`,
                  explanation: r`Het tijdstip is een nulpunt van de afgeleide.`,
                  points: 1,
                },
                {
                  correction: r`conclusie dat het om een maximum gaat`,
                  text: r`maximum bij $$t = 1{,}25 \ln 5$$`,
                  elaboration: r`Voor kleine $$t$$ is $$Q' > 0$$ (bijvoorbeeld $$Q'(0) = 16$$) en voor grote $$t$$ is $$Q' < 0$$; $$Q'$$ heeft maar één nulpunt.`,
                  explanation: r`Een nulpunt van de afgeleide is niet vanzelf een maximum; het tekenwisselen moet je laten zien.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Bereken exact',
          points: 3,
          minutes: 5,
          pValue: 47,
          text: r`Bereken exact de maximale extra afvoer. Schrijf je antwoord in de vorm $$a \cdot 5^{b}$$.`,
          highlights: [r`maximale extra afvoer exact`],
          tags: ['e-macht', 'logaritme'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.3' },
          dependsOn: [{ number: 5 }],
          tips: [r`Gebruik $$e^{p \ln 5} = 5^{p}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$e^{-0{,}2 \cdot 1{,}25 \ln 5} = 5^{-0{,}25}$$`,
                  text: r`$$e^{-0{,}25 \ln 5} = 5^{-0{,}25}$$`,
                  elaboration: r`$$-0{,}2 \cdot 1{,}25 = -0{,}25$$ en $$e^{-0{,}25\ln 5} = \left(e^{\ln 5}\right)^{-0{,}25} = 5^{-0{,}25}$$.`,
                  explanation: r`Een e-macht met een logaritme in de exponent vereenvoudig je met $$e^{\ln a} = a$$.`,
                  points: 1,
                  tips: [r`Schrijf $$-0{,}25 \ln 5$$ als $$\ln$$ van één getal.`],
                },
                {
                  correction: r`$$e^{-1{,}25 \ln 5} = 5^{-1{,}25}$$`,
                  text: r`$$e^{-1{,}25 \ln 5} = 5^{-1{,}25}$$`,
                  elaboration: r`Op dezelfde manier: $$e^{-1{,}25 \ln 5} = 5^{-1{,}25} = \tfrac{1}{5} \cdot 5^{-0{,}25}$$.`,
                  explanation: r`$$5^{-1{,}25} = 5^{-1} \cdot 5^{-0{,}25}$$ maakt buiten haakjes halen mogelijk.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$Q_{\max} = 16 \cdot 5^{-0{,}25}\ \text{m}^3/\text{s}$$`,
                  elaboration: r`$$Q = 20\left(5^{-0{,}25} - \tfrac{1}{5} \cdot 5^{-0{,}25}\right) = 20 \cdot \tfrac{4}{5} \cdot 5^{-0{,}25} = 16 \cdot 5^{-0{,}25}$$ (ongeveer $$10{,}7\ \text{m}^3/\text{s}$$, in overeenstemming met de tabel).`,
                  explanation: r`Een exact antwoord bevat geen afgeronde decimalen.`,
                  points: 1,
                },
              ],
              remark: r`Een gelijkwaardige exacte vorm, zoals $$\frac{16}{\sqrt[4]{5}}$$, goed rekenen.`,
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 4,
          minutes: 5,
          pValue: 66,
          text: r`Zolang de extra afvoer groter is dan $$4\ \text{m}^3/\text{s}$$, staat een noodoverlaat naar een waterberging open.

Bereken hoe lang de noodoverlaat open staat. Geef je antwoord in uren en minuten, afgerond op hele minuten.`,
          highlights: [r`groter dan $$4\ \text{m}^3/\text{s}$$`],
          tags: ['e-macht', 'ongelijkheid'],
          domain: 'Vergelijkingen en ongelijkheden',
          chapters: { 'Getal & Ruimte': 'H2.2', 'Moderne Wiskunde': 'H7.3' },
          tips: [r`Deze vergelijking kun je niet algebraïsch oplossen; gebruik de grafische rekenmachine.`],
          answers: [
            {
              steps: [
                {
                  correction: r`de vergelijking $$20\left(e^{-0{,}2t} - e^{-t}\right) = 4$$ opstellen`,
                  text: r`$$Q(t) = 4$$`,
                  elaboration: r`De overlaat gaat open en dicht op de tijdstippen waarop $$Q(t) = 4$$.`,
                  explanation: r`De grenzen van het interval waarop $$Q > 4$$ zijn de snijpunten van de grafiek met de lijn $$Q = 4$$.`,
                  points: 1,
                },
                {
                  correction: r`beide oplossingen met de GR`,
                  text: r`$$t \approx 0{,}298$$ en $$t \approx 8{,}039$$`,
                  elaboration: r`Intersect van $$y_1 = 20(e^{-0{,}2x} - e^{-x})$$ en $$y_2 = 4$$ geeft $$x \approx 0{,}298$$ en $$x \approx 8{,}039$$.`,
                  explanation: r`De grafiek stijgt snel en daalt langzaam, dus de twee snijpunten liggen ver uit elkaar.`,
                  points: 2,
                  tips: [r`Kies een venster tot ongeveer $$t = 12$$, zie de tabel.`],
                },
                {
                  correction: r`verschil berekenen en omrekenen`,
                  text: r`7 uur en 44 minuten`,
                  elaboration: r`$$8{,}039 - 0{,}298 = 7{,}741$$ uur; $$0{,}741 \cdot 60 \approx 44$$ minuten.`,
                  explanation: r`De duur is het verschil tussen het tijdstip van sluiten en van openen.`,
                  points: 1,
                },
              ],
              remark: r`Als het antwoord als 7,74 uur is gegeven zonder omrekening naar minuten, maximaal 3 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 70,
          introduction: r`Enkele uren na de wolkbreuk is de term $$e^{-t}$$ verwaarloosbaar klein ten opzichte van $$e^{-0{,}2t}$$. Voor grote waarden van $$t$$ geldt daarom bij benadering $$Q(t) \approx 20e^{-0{,}2t}$$.`,
          text: r`Bereken met deze benadering na hoeveel minuten de extra afvoer steeds halveert.`,
          highlights: [r`halveert`],
          tags: ['halveringstijd', 'e-macht', 'logaritme'],
          domain: 'Exponentiële groei en e-machten',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H4.1' },
          tips: [r`Los op: $$e^{-0{,}2T} = 0{,}5$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van $$e^{-0{,}2T} = \tfrac{1}{2}$$`,
                  text: r`$$e^{-0{,}2T} = \tfrac{1}{2}$$`,
                  elaboration: r`Na een halveringstijd $$T$$ geldt $$20e^{-0{,}2(t + T)} = \tfrac{1}{2} \cdot 20e^{-0{,}2t}$$, dus $$e^{-0{,}2T} = \tfrac{1}{2}$$.`,
                  explanation: r`De halveringstijd is onafhankelijk van het beginmoment.`,
                  points: 1,
                },
                {
                  correction: r`$$T = \frac{\ln 2}{0{,}2}$$`,
                  text: r`$$T = 5\ln 2 \approx 3{,}466$$ uur`,
                  elaboration: r`$$-0{,}2T = \ln \tfrac{1}{2} = -\ln 2$$, dus $$T = 5 \ln 2 \approx 3{,}466$$ uur.`,
                  explanation: r`Met de natuurlijke logaritme haal je $$T$$ uit de exponent.`,
                  points: 1,
                  tips: [r`Neem aan beide kanten de natuurlijke logaritme.`],
                },
                {
                  correction: r`omrekenen naar minuten`,
                  text: r`ongeveer 208 minuten`,
                  elaboration: r`$$3{,}466 \cdot 60 \approx 208$$ minuten.`,
                  explanation: r`De vraag vraagt om minuten.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Ballonvaart`,
      introduction: r`Boven de Achterhoek zweven twee heteluchtballonnen A en B op verschillende hoogten. Omdat de wind op die hoogten uit een andere richting waait, bewegen ze in een bovenaanzicht elk met constante snelheid langs een andere rechte lijn, hun baan. We gebruiken een assenstelsel met eenheden in kilometers; de positieve $$y$$-as wijst naar het noorden. De posities op tijdstip $$t$$, in uren na 12.00 uur, zijn

$$A: \begin{pmatrix} x \\ y \end{pmatrix} = t \begin{pmatrix} 6 \\ 8 \end{pmatrix} \qquad B: \begin{pmatrix} x \\ y \end{pmatrix} = \begin{pmatrix} 20 \\ 0 \end{pmatrix} + t \begin{pmatrix} -3 \\ 6 \end{pmatrix}$$

In het punt $$(9, 7)$$ staat een kerktoren. Zie figuur 2; in deze opgave kijken we steeds naar het bovenaanzicht.

![Figuur 2](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: de startposities van de ballonnen A en B, hun richtingen en de kerktoren`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 340" font-family="sans-serif"><defs><marker id="pijl-ballon" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#333"/></marker></defs><line x1="40" y1="300" x2="40" y2="30" stroke="#ddd"/><text x="40" y="314" font-size="10" text-anchor="middle">0</text><line x1="70" y1="300" x2="70" y2="30" stroke="#ddd"/><text x="70" y="314" font-size="10" text-anchor="middle">2</text><line x1="100" y1="300" x2="100" y2="30" stroke="#ddd"/><text x="100" y="314" font-size="10" text-anchor="middle">4</text><line x1="130" y1="300" x2="130" y2="30" stroke="#ddd"/><text x="130" y="314" font-size="10" text-anchor="middle">6</text><line x1="160" y1="300" x2="160" y2="30" stroke="#ddd"/><text x="160" y="314" font-size="10" text-anchor="middle">8</text><line x1="190" y1="300" x2="190" y2="30" stroke="#ddd"/><text x="190" y="314" font-size="10" text-anchor="middle">10</text><line x1="220" y1="300" x2="220" y2="30" stroke="#ddd"/><text x="220" y="314" font-size="10" text-anchor="middle">12</text><line x1="250" y1="300" x2="250" y2="30" stroke="#ddd"/><text x="250" y="314" font-size="10" text-anchor="middle">14</text><line x1="280" y1="300" x2="280" y2="30" stroke="#ddd"/><text x="280" y="314" font-size="10" text-anchor="middle">16</text><line x1="310" y1="300" x2="310" y2="30" stroke="#ddd"/><text x="310" y="314" font-size="10" text-anchor="middle">18</text><line x1="340" y1="300" x2="340" y2="30" stroke="#ddd"/><text x="340" y="314" font-size="10" text-anchor="middle">20</text><line x1="370" y1="300" x2="370" y2="30" stroke="#ddd"/><text x="370" y="314" font-size="10" text-anchor="middle">22</text><line x1="40" y1="300" x2="370" y2="300" stroke="#ddd"/><text x="35" y="304" font-size="10" text-anchor="end">0</text><line x1="40" y1="270" x2="370" y2="270" stroke="#ddd"/><text x="35" y="274" font-size="10" text-anchor="end">2</text><line x1="40" y1="240" x2="370" y2="240" stroke="#ddd"/><text x="35" y="244" font-size="10" text-anchor="end">4</text><line x1="40" y1="210" x2="370" y2="210" stroke="#ddd"/><text x="35" y="214" font-size="10" text-anchor="end">6</text><line x1="40" y1="180" x2="370" y2="180" stroke="#ddd"/><text x="35" y="184" font-size="10" text-anchor="end">8</text><line x1="40" y1="150" x2="370" y2="150" stroke="#ddd"/><text x="35" y="154" font-size="10" text-anchor="end">10</text><line x1="40" y1="120" x2="370" y2="120" stroke="#ddd"/><text x="35" y="124" font-size="10" text-anchor="end">12</text><line x1="40" y1="90" x2="370" y2="90" stroke="#ddd"/><text x="35" y="94" font-size="10" text-anchor="end">14</text><line x1="40" y1="60" x2="370" y2="60" stroke="#ddd"/><text x="35" y="64" font-size="10" text-anchor="end">16</text><line x1="40" y1="30" x2="370" y2="30" stroke="#ddd"/><text x="35" y="34" font-size="10" text-anchor="end">18</text><line x1="40" y1="300" x2="377.5" y2="300" stroke="#000"/><line x1="40" y1="300" x2="40" y2="22.5" stroke="#000"/><text x="377.5" y="328" font-size="11" text-anchor="end">x (km)</text><text x="44" y="18.5" font-size="11">y (km)</text><circle cx="40" cy="300" r="4" fill="#c0392b"/><text x="46" y="294" font-size="12" fill="#c0392b">A</text><circle cx="340" cy="300" r="4" fill="#1f5fbf"/><text x="346" y="294" font-size="12" fill="#1f5fbf">B</text><polygon points="175,189 170,199 180,199" fill="#e67e22"/><text x="182" y="199" font-size="12">kerktoren</text><line x1="40" y1="300" x2="130" y2="180" stroke="#c0392b" stroke-width="2" marker-end="url(#pijl-ballon)"/><line x1="340" y1="300" x2="295" y2="210" stroke="#1f5fbf" stroke-width="2" marker-end="url(#pijl-ballon)"/><text x="91.0" y="225" font-size="11" fill="#c0392b">(6, 8)</text><text x="319.0" y="247.5" font-size="11" fill="#1f5fbf">(−3, 6)</text></svg>`,
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Teken',
          points: 3,
          minutes: 4,
          pValue: 80,
          text: r`Teken op de uitwerkbijlage de banen van beide ballonnen en geef de posities van A en B om 13.30 uur aan.`,
          highlights: [r`posities om 13.30 uur`],
          tags: ['parametervoorstelling', 'vector'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.1', 'Moderne Wiskunde': 'H5.2' },
          appendix: {
            name: 'uitwerkbijlage9.svg',
            alt: r`Uitwerkbijlage bij vraag 9: assenstelsel met de startposities en de kerktoren`,
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 340" font-family="sans-serif"><defs><marker id="pijl-ballon" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#333"/></marker></defs><line x1="40" y1="300" x2="40" y2="30" stroke="#ddd"/><text x="40" y="314" font-size="10" text-anchor="middle">0</text><line x1="70" y1="300" x2="70" y2="30" stroke="#ddd"/><text x="70" y="314" font-size="10" text-anchor="middle">2</text><line x1="100" y1="300" x2="100" y2="30" stroke="#ddd"/><text x="100" y="314" font-size="10" text-anchor="middle">4</text><line x1="130" y1="300" x2="130" y2="30" stroke="#ddd"/><text x="130" y="314" font-size="10" text-anchor="middle">6</text><line x1="160" y1="300" x2="160" y2="30" stroke="#ddd"/><text x="160" y="314" font-size="10" text-anchor="middle">8</text><line x1="190" y1="300" x2="190" y2="30" stroke="#ddd"/><text x="190" y="314" font-size="10" text-anchor="middle">10</text><line x1="220" y1="300" x2="220" y2="30" stroke="#ddd"/><text x="220" y="314" font-size="10" text-anchor="middle">12</text><line x1="250" y1="300" x2="250" y2="30" stroke="#ddd"/><text x="250" y="314" font-size="10" text-anchor="middle">14</text><line x1="280" y1="300" x2="280" y2="30" stroke="#ddd"/><text x="280" y="314" font-size="10" text-anchor="middle">16</text><line x1="310" y1="300" x2="310" y2="30" stroke="#ddd"/><text x="310" y="314" font-size="10" text-anchor="middle">18</text><line x1="340" y1="300" x2="340" y2="30" stroke="#ddd"/><text x="340" y="314" font-size="10" text-anchor="middle">20</text><line x1="370" y1="300" x2="370" y2="30" stroke="#ddd"/><text x="370" y="314" font-size="10" text-anchor="middle">22</text><line x1="40" y1="300" x2="370" y2="300" stroke="#ddd"/><text x="35" y="304" font-size="10" text-anchor="end">0</text><line x1="40" y1="270" x2="370" y2="270" stroke="#ddd"/><text x="35" y="274" font-size="10" text-anchor="end">2</text><line x1="40" y1="240" x2="370" y2="240" stroke="#ddd"/><text x="35" y="244" font-size="10" text-anchor="end">4</text><line x1="40" y1="210" x2="370" y2="210" stroke="#ddd"/><text x="35" y="214" font-size="10" text-anchor="end">6</text><line x1="40" y1="180" x2="370" y2="180" stroke="#ddd"/><text x="35" y="184" font-size="10" text-anchor="end">8</text><line x1="40" y1="150" x2="370" y2="150" stroke="#ddd"/><text x="35" y="154" font-size="10" text-anchor="end">10</text><line x1="40" y1="120" x2="370" y2="120" stroke="#ddd"/><text x="35" y="124" font-size="10" text-anchor="end">12</text><line x1="40" y1="90" x2="370" y2="90" stroke="#ddd"/><text x="35" y="94" font-size="10" text-anchor="end">14</text><line x1="40" y1="60" x2="370" y2="60" stroke="#ddd"/><text x="35" y="64" font-size="10" text-anchor="end">16</text><line x1="40" y1="30" x2="370" y2="30" stroke="#ddd"/><text x="35" y="34" font-size="10" text-anchor="end">18</text><line x1="40" y1="300" x2="377.5" y2="300" stroke="#000"/><line x1="40" y1="300" x2="40" y2="22.5" stroke="#000"/><text x="377.5" y="328" font-size="11" text-anchor="end">x (km)</text><text x="44" y="18.5" font-size="11">y (km)</text><circle cx="40" cy="300" r="4" fill="#c0392b"/><text x="46" y="294" font-size="12" fill="#c0392b">A</text><circle cx="340" cy="300" r="4" fill="#1f5fbf"/><text x="346" y="294" font-size="12" fill="#1f5fbf">B</text><polygon points="175,189 170,199 180,199" fill="#e67e22"/><text x="182" y="199" font-size="12">kerktoren</text><text x="205" y="45" font-size="12" text-anchor="middle">uitwerkbijlage bij vraag 9</text></svg>`,
          },
          tips: [r`Om 13.30 uur is $$t = 1{,}5$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`positie van A om 13.30 uur`,
                  text: r`$$A(9, 12)$$`,
                  elaboration: r`$$t = 1{,}5$$ geeft $$x = 6 \cdot 1{,}5 = 9$$ en $$y = 8 \cdot 1{,}5 = 12$$.`,
                  explanation: r`De positie volgt door $$t$$ in de vectorvoorstelling in te vullen.`,
                  points: 1,
                },
                {
                  correction: r`positie van B om 13.30 uur`,
                  text: r`$$B(15{,}5;\ 9)$$`,
                  elaboration: r`$$x = 20 - 3 \cdot 1{,}5 = 15{,}5$$ en $$y = 6 \cdot 1{,}5 = 9$$.`,
                  explanation: r`Ballon B drijft naar het noordwesten, dus $$x$$ neemt af.`,
                  points: 1,
                },
                {
                  correction: r`beide banen getekend`,
                  text: r`twee lijnen die elkaar snijden in $$(12, 16)$$`,
                  elaboration: r`Lijn A gaat door $$(0, 0)$$ en $$(9, 12)$$; lijn B door $$(20, 0)$$ en $$(15{,}5;\ 9)$$. De lijnen snijden elkaar bij $$(12, 16)$$.`,
                  explanation: r`Een baan is hier de drager van de beweging: de lijn door startpunt en een tweede positie.`,
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
          pValue: 72,
          text: r`Bereken de hoek tussen de banen van de twee ballonnen. Rond je antwoord af op een geheel aantal graden.`,
          highlights: [r`hoek tussen de banen`],
          tags: ['inproduct', 'hoek'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.2', 'Moderne Wiskunde': 'H5.3' },
          tips: [r`Gebruik het inproduct van de richtingsvectoren.`],
          answers: [
            {
              steps: [
                {
                  correction: r`inproduct van de richtingsvectoren`,
                  text: r`$$\binom{6}{8} \cdot \binom{-3}{6} = 30$$`,
                  elaboration: r`$$6 \cdot -3 + 8 \cdot 6 = -18 + 48 = 30$$.`,
                  explanation: r`De hoek tussen twee lijnen is de hoek tussen hun richtingsvectoren.`,
                  points: 1,
                },
                {
                  correction: r`lengtes van de richtingsvectoren`,
                  text: r`$$\sqrt{100} = 10$$ en $$\sqrt{45}$$`,
                  elaboration: r`$$|\vec{a}| = \sqrt{36 + 64} = 10$$ en $$|\vec{b}| = \sqrt{9 + 36} = \sqrt{45}$$.`,
                  explanation: r`Deze lengtes zijn ook de snelheden in km/uur.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de hoek`,
                  text: r`$$\varphi \approx 63°$$`,
                  elaboration: r`$$\cos \varphi = \frac{30}{10\sqrt{45}} \approx 0{,}447$$, dus $$\varphi \approx 63°$$.`,
                  explanation: r`Het inproduct is positief, dus de hoek tussen de vectoren is scherp.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 11,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 57,
          text: r`Toon aan dat de banen elkaar snijden in het punt $$(12, 16)$$ en dat ballon A 40 minuten eerder boven dit punt is dan ballon B.`,
          highlights: [r`40 minuten eerder`],
          tags: ['parametervoorstelling', 'snijpunt'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.1', 'Moderne Wiskunde': 'H5.2' },
          tips: [r`Gebruik voor de twee ballonnen verschillende parameters, want ze hoeven niet tegelijk in het snijpunt te zijn.`],
          answers: [
            {
              steps: [
                {
                  correction: r`stelsel met twee parameters opstellen`,
                  text: r`$$6t = 20 - 3s$$ en $$8t = 6s$$`,
                  elaboration: r`Lijn A: $$(6t, 8t)$$; lijn B: $$(20 - 3s, 6s)$$. Gelijkstellen van de coördinaten geeft het stelsel.`,
                  explanation: r`Het snijpunt van twee lijnen is een punt dat op beide lijnen ligt, niet per se op hetzelfde tijdstip.`,
                  points: 1,
                  tips: [r`Noem de parameter van B bijvoorbeeld $$s$$.`],
                },
                {
                  correction: r`oplossen van het stelsel`,
                  text: r`$$t = 2$$ en $$s = \tfrac{8}{3}$$`,
                  elaboration: r`Uit $$8t = 6s$$ volgt $$s = \tfrac{4}{3}t$$; invullen: $$6t = 20 - 4t$$, dus $$t = 2$$ en $$s = \tfrac{8}{3}$$.`,
                  explanation: r`Substitutie is hier de snelste methode.`,
                  points: 1,
                },
                {
                  correction: r`snijpunt $$(12, 16)$$`,
                  text: r`$$(6 \cdot 2, 8 \cdot 2) = (12, 16)$$`,
                  elaboration: r`Controle met B: $$(20 - 3 \cdot \tfrac{8}{3}, 6 \cdot \tfrac{8}{3}) = (12, 16)$$.`,
                  explanation: r`Beide vectorvoorstellingen geven hetzelfde punt.`,
                  points: 1,
                },
                {
                  correction: r`tijdverschil berekenen`,
                  text: r`A om 14.00 uur, B om 14.40 uur`,
                  elaboration: r`$$s - t = \tfrac{8}{3} - 2 = \tfrac{2}{3}$$ uur $$= 40$$ minuten.`,
                  explanation: r`De parameters zijn tijden in uren na 12.00 uur.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken exact',
          points: 3,
          minutes: 4,
          pValue: 62,
          text: r`Bereken exact de afstand van de kerktoren tot de baan van ballon A.`,
          highlights: [r`afstand van de kerktoren tot de baan`],
          tags: ['afstand punt-lijn', 'lijn'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.1', 'Moderne Wiskunde': 'H5.4' },
          tips: [r`Schrijf de baan eerst in de vorm $$ax + by = c$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking van de baan van A`,
                  text: r`$$4x - 3y = 0$$`,
                  elaboration: r`De lijn gaat door $$(0, 0)$$ met richting $$\binom{6}{8}$$, dus $$y = \tfrac{4}{3}x$$, oftewel $$4x - 3y = 0$$.`,
                  explanation: r`Een normaalvector van de lijn is $$\binom{4}{-3}$$, loodrecht op de richtingsvector.`,
                  points: 0,
                },
                {
                  correction: r`gebruik van de afstandsformule`,
                  text: r`$$d = \frac{|4 \cdot 9 - 3 \cdot 7 - 0|}{\sqrt{4^2 + 3^2}}$$`,
                  elaboration: r`Met $$P(9, 7)$$: $$d = \frac{|36 - 21|}{5}$$.`,
                  explanation: r`De formule staat op het formuleblad.`,
                  points: 0,
                },
                {
                  correction: r`completeren`,
                  text: r`$$d = 3$$ km`,
                  elaboration: r`$$\frac{15}{5} = 3$$ km.`,
                  explanation: r`Het antwoord is een geheel getal, dus exact.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 1, 2, 0, 1, 1, 3],
              remark: r`Een antwoord zonder berekening levert geen scorepunten op. Een juiste berekening met een loodlijn door de kerktoren en het snijpunt met de baan ook goed rekenen.`,
            },
          ],
        },
        {
          number: 13,
          type: 'Bereken',
          points: 5,
          minutes: 8,
          pValue: 38,
          text: r`Op een bepaald moment is de horizontale afstand tussen de twee ballonnen het kleinst.

Bereken deze kleinste horizontale afstand. Rond je antwoord af op honderd meter.`,
          highlights: [r`kleinste afstand tussen de ballonnen`],
          tags: ['parametervoorstelling', 'extreem', 'afgeleide'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.3', 'Moderne Wiskunde': 'H5.4' },
          dependsOn: [{ number: 9, appendixes: true }],
          tips: [r`Stel een formule op voor het kwadraat van de afstand op tijdstip $$t$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`verschilvector van de posities`,
                  text: r`$$\overrightarrow{AB} = \binom{20 - 9t}{-2t}$$`,
                  elaboration: r`$$\binom{20 - 3t}{6t} - \binom{6t}{8t} = \binom{20 - 9t}{-2t}$$.`,
                  explanation: r`Nu gebruik je wel dezelfde tijd $$t$$ voor beide ballonnen: je vergelijkt gelijktijdige posities.`,
                  points: 1,
                  tips: [r`Trek de positie van A af van die van B.`],
                },
                {
                  correction: r`$$d^2 = 85t^2 - 360t + 400$$`,
                  text: r`$$d^2 = (20 - 9t)^2 + 4t^2 = 85t^2 - 360t + 400$$`,
                  elaboration: r`$$(20 - 9t)^2 = 400 - 360t + 81t^2$$; plus $$4t^2$$ geeft $$85t^2 - 360t + 400$$.`,
                  explanation: r`De afstand is minimaal waar het kwadraat van de afstand minimaal is.`,
                  points: 1,
                },
                {
                  correction: r`tijdstip van de kleinste afstand`,
                  text: r`$$t = \tfrac{36}{17} \approx 2{,}12$$ uur`,
                  elaboration: r`$$(d^2)' = 170t - 360 = 0$$ geeft $$t = \tfrac{360}{170} = \tfrac{36}{17}$$ (de top van de dalparabool).`,
                  explanation: r`Een dalparabool heeft zijn minimum in de top.`,
                  points: 2,
                },
                {
                  correction: r`completeren`,
                  text: r`$$d \approx 4{,}3$$ km`,
                  elaboration: r`$$d^2 = 85 \cdot \left(\tfrac{36}{17}\right)^2 - 360 \cdot \tfrac{36}{17} + 400 \approx 18{,}82$$, dus $$d \approx 4{,}34$$ km, afgerond 4,3 km.`,
                  explanation: r`Vergeet niet de wortel te nemen.`,
                  points: 1,
                },
              ],
              remark: r`Als de afstandsfunctie met de GR is geminimaliseerd, voor de derde stap ten hoogste 1 scorepunt toekennen als de werkwijze niet is toegelicht.`,
            },
          ],
        },
      ],
    },
    {
      name: r`Sierkaars`,
      introduction: r`Een kaarsenmakerij giet sierkaarsen met een golvende zijkant. De kaars staat rechtop; de hartlijn is verticaal. De vorm van de kaars ontstaat door het vlakdeel tussen de grafiek van

$$r(x) = 5 + 2\sin\left(\tfrac{1}{4}x\right) \quad \text{met } 0 \leq x \leq 8\pi$$

en de $$x$$-as te wentelen om de $$x$$-as. Hierbij is $$x$$ de hoogte boven de onderkant van de kaars en $$r(x)$$ de straal van de kaars op die hoogte, beide in centimeters. De kaars is dus ongeveer 25 cm hoog. De lont speelt in deze opgave geen rol.`,
      questions: [
        {
          number: 14,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 61,
          text: r`Bij de bovenkant loopt de zijkant van de kaars schuin naar buiten.

Bereken de hoek die de zijkant bij de bovenkant maakt met de verticaal. Rond je antwoord af op een geheel aantal graden.`,
          highlights: [r`hoek met de verticaal`],
          tags: ['afgeleide', 'raaklijn', 'hoek'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H5.4', 'Moderne Wiskunde': 'H1.3' },
          tips: [r`De afgeleide $$r'(x)$$ geeft aan hoeveel de straal toeneemt per centimeter hoogte.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$r'(x) = \tfrac{1}{2}\cos\left(\tfrac{1}{4}x\right)$$`,
                  text: r`$$r'(x) = \tfrac{1}{2}\cos\left(\tfrac{1}{4}x\right)$$`,
                  elaboration: r`Kettingregel: $$2 \cdot \tfrac{1}{4} = \tfrac{1}{2}$$.`,
                  explanation: r`De helling van de grafiek van $$r$$ beschrijft hoe schuin de zijkant staat.`,
                  points: 1,
                },
                {
                  correction: r`$$r'(8\pi) = \tfrac{1}{2}$$`,
                  text: r`$$r'(8\pi) = \tfrac{1}{2}\cos(2\pi) = \tfrac{1}{2}$$`,
                  elaboration: r`Bij de bovenkant is $$x = 8\pi$$ en $$\cos(2\pi) = 1$$.`,
                  explanation: r`Per centimeter hoogte neemt de straal daar een halve centimeter toe.`,
                  points: 1,
                  tips: [r`De bovenkant ligt bij $$x = 8\pi$$.`],
                },
                {
                  correction: r`berekenen van de hoek met de verticaal`,
                  text: r`ongeveer 27°`,
                  elaboration: r`$$\tan \alpha = \frac{0{,}5}{1}$$, dus $$\alpha \approx 26{,}6°$$, afgerond 27°.`,
                  explanation: r`De verticaal is de richting van de $$x$$-as; de hoek met de verticaal heeft dus tangens $$r'(8\pi)$$.`,
                  points: 1,
                },
              ],
              remark: r`Als de hoek met de horizontaal (63°) is berekend, de laatste stap niet toekennen.`,
            },
          ],
        },
        {
          number: 15,
          type: 'Toon aan',
          points: 5,
          minutes: 9,
          pValue: 36,
          text: r`Toon exact aan dat de kaars $$216\pi^2\ \text{cm}^3$$ kaarsvet bevat.`,
          highlights: [r`inhoud $$216\pi^2\ \text{cm}^3$$`],
          tags: ['omwentelingslichaam', 'inhoud', 'verdubbelingsformule', 'primitieve'],
          domain: 'Inhoud van omwentelingslichamen',
          chapters: { 'Getal & Ruimte': 'H6.3', 'Moderne Wiskunde': 'H6.3' },
          tips: [r`Werk het kwadraat uit en gebruik een verdubbelingsformule voor $$\sin^2$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen en uitwerken van de integraal`,
                  text: r`$$I = \pi \int_0^{8\pi} \left(25 + 20\sin\left(\tfrac{1}{4}x\right) + 4\sin^2\left(\tfrac{1}{4}x\right)\right) dx$$`,
                  elaboration: r`$$(5 + 2\sin u)^2 = 25 + 20\sin u + 4\sin^2 u$$ met $$u = \tfrac{1}{4}x$$.`,
                  explanation: r`De formule voor de inhoud van een omwentelingslichaam om de $$x$$-as staat op het formuleblad.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$\sin^2 u = \tfrac{1}{2} - \tfrac{1}{2}\cos(2u)$$`,
                  text: r`$$4\sin^2\left(\tfrac{1}{4}x\right) = 2 - 2\cos\left(\tfrac{1}{2}x\right)$$`,
                  elaboration: r`Uit $$\cos(2u) = 1 - 2\sin^2 u$$ volgt $$\sin^2 u = \tfrac{1}{2} - \tfrac{1}{2}\cos(2u)$$.`,
                  explanation: r`Van $$\sin^2$$ ken je geen directe primitieve; van $$\cos(2u)$$ wel.`,
                  points: 1,
                  tips: [r`Kijk naar de verdubbelingsformules op het formuleblad.`],
                },
                {
                  correction: r`een primitieve van de integrand`,
                  text: r`$$F(x) = 27x - 80\cos\left(\tfrac{1}{4}x\right) - 4\sin\left(\tfrac{1}{2}x\right)$$`,
                  elaboration: r`De integrand is $$27 + 20\sin\left(\tfrac{1}{4}x\right) - 2\cos\left(\tfrac{1}{2}x\right)$$; primitiveer term voor term.`,
                  explanation: r`Een primitieve van $$\sin(ax)$$ is $$-\tfrac{1}{a}\cos(ax)$$ en van $$\cos(ax)$$ is $$\tfrac{1}{a}\sin(ax)$$.`,
                  points: 2,
                },
                {
                  correction: r`invullen van de grenzen en completeren`,
                  text: r`$$I = \pi \cdot 216\pi = 216\pi^2$$`,
                  elaboration: r`$$F(8\pi) = 216\pi - 80\cos(2\pi) - 4\sin(4\pi) = 216\pi - 80$$ en $$F(0) = -80$$, dus $$F(8\pi) - F(0) = 216\pi$$.`,
                  explanation: r`Dat is ongeveer $$2132\ \text{cm}^3$$, ruim 2 liter.`,
                  points: 1,
                },
              ],
              remark: r`Als de integraal alleen met de GR is berekend, ten hoogste 1 scorepunt toekennen.`,
            },
          ],
        },
        {
          number: 16,
          type: 'Bereken',
          points: 4,
          minutes: 7,
          pValue: 40,
          text: r`De kaars brandt van boven naar beneden op; de bovenkant blijft daarbij horizontaal en al het gesmolten kaarsvet verbrandt.

Bereken hoe hoog de kaars is op het moment dat de helft van het kaarsvet is opgebrand. Rond je antwoord af op een millimeter.`,
          highlights: [r`helft van het kaarsvet opgebrand`],
          tags: ['omwentelingslichaam', 'inhoud', 'integraal'],
          domain: 'Inhoud van omwentelingslichamen',
          chapters: { 'Getal & Ruimte': 'H6.3', 'Moderne Wiskunde': 'H6.3' },
          dependsOn: [{ number: 15 }],
          tips: [r`Gebruik de primitieve uit de vorige vraag met een variabele bovengrens $$h$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`formule voor de hoeveelheid kaarsvet onder hoogte $$h$$`,
                  text: r`$$V(h) = \pi\left(27h - 80\cos\left(\tfrac{1}{4}h\right) + 80 - 4\sin\left(\tfrac{1}{2}h\right)\right)$$`,
                  elaboration: r`$$V(h) = \pi\left(F(h) - F(0)\right)$$ met $$F$$ uit vraag 15.`,
                  explanation: r`Het overgebleven kaarsvet zit tussen $$x = 0$$ en $$x = h$$.`,
                  points: 1,
                },
                {
                  correction: r`vergelijking $$V(h) = 108\pi^2$$`,
                  text: r`$$V(h) = 108\pi^2 \approx 1066\ \text{cm}^3$$`,
                  elaboration: r`De helft van $$216\pi^2$$ is $$108\pi^2$$.`,
                  explanation: r`Dit is de helft van de totale inhoud.`,
                  points: 1,
                },
                {
                  correction: r`oplossen met de GR`,
                  text: r`$$h \approx 8{,}15$$`,
                  elaboration: r`Intersect van $$y_1 = \pi(27x - 80\cos(x/4) + 80 - 4\sin(x/2))$$ en $$y_2 = 108\pi^2$$ geeft $$x \approx 8{,}15$$.`,
                  explanation: r`De oplossing ligt ruim onder het midden ($$4\pi \approx 12{,}6$$ cm), want de kaars is onderin het breedst.`,
                  points: 1,
                  tips: [r`Ligt je antwoord boven of onder de halve hoogte? Kijk naar de vorm van de kaars.`],
                },
                {
                  correction: r`afronden`,
                  text: r`8,2 cm`,
                  elaboration: r`$$8{,}15$$ cm afgerond op een millimeter is 8,2 cm.`,
                  explanation: r`Een millimeter is één decimaal in centimeters.`,
                  points: 1,
                },
              ],
              remark: r`Als de integraal bij elke proefwaarde met de GR is berekend (bijvoorbeeld met een tabel), dit goed rekenen.`,
            },
          ],
        },
      ],
    },
  ],
};
