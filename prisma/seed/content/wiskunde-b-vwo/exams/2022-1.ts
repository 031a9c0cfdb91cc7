import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2022,
  term: 1,
  standardizationValue: 0.8,
  topics: [
    {
      name: r`Waterrad`,
      introduction: r`Bij een gerestaureerde korenmolen draait een houten waterrad met een straal van 2,5 meter. De as van het rad ligt 1,5 meter boven het wateroppervlak. Het rad draait met constante snelheid en maakt één omwenteling in 12 seconden. Zie figuur 1.

Voor de buitenste punt $$P$$ van één schoep gebruiken we een assenstelsel met de oorsprong op het wateroppervlak recht onder de as. De beweging van $$P$$ wordt beschreven door

$$x(t) = 2{,}5 \sin\left(\tfrac{\pi}{6}t\right) \qquad y(t) = 1{,}5 + 2{,}5 \cos\left(\tfrac{\pi}{6}t\right)$$

met $$x$$ en $$y$$ in meters en $$t$$ de tijd in seconden. Op $$t = 0$$ is $$P$$ in het hoogste punt.

![Figuur 1](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: r`Figuur 1: het waterrad met de as 1,5 m boven het water en punt P bovenaan`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 270" font-family="sans-serif" font-size="11"><rect x="0" y="200" width="320" height="70" fill="#cfe3f7"/><line x1="0" y1="200" x2="320" y2="200" stroke="#1f5fbf" stroke-width="1.5"/><circle cx="160" cy="140.0" r="100" fill="none" stroke="#6b4f2a" stroke-width="3"/><line x1="160" y1="140.0" x2="160.0" y2="40.0" stroke="#6b4f2a" stroke-width="1.5"/><line x1="160" y1="140.0" x2="230.7" y2="69.3" stroke="#6b4f2a" stroke-width="1.5"/><line x1="160" y1="140.0" x2="260.0" y2="140.0" stroke="#6b4f2a" stroke-width="1.5"/><line x1="160" y1="140.0" x2="230.7" y2="210.7" stroke="#6b4f2a" stroke-width="1.5"/><line x1="160" y1="140.0" x2="160.0" y2="240.0" stroke="#6b4f2a" stroke-width="1.5"/><line x1="160" y1="140.0" x2="89.3" y2="210.7" stroke="#6b4f2a" stroke-width="1.5"/><line x1="160" y1="140.0" x2="60.0" y2="140.0" stroke="#6b4f2a" stroke-width="1.5"/><line x1="160" y1="140.0" x2="89.3" y2="69.3" stroke="#6b4f2a" stroke-width="1.5"/><circle cx="160" cy="140.0" r="4" fill="#333"/><text x="168" y="134.0">as</text><circle cx="160" cy="40" r="4" fill="#c0392b"/><text x="168" y="34" fill="#c0392b">P (t = 0)</text><line x1="30" y1="140.0" x2="30" y2="200" stroke="#333" marker-start="url(#pw)" marker-end="url(#pw)"/><text x="34" y="174.0">1,5 m</text><line x1="160" y1="140.0" x2="240.8" y2="198.9" stroke="#333" stroke-dasharray="4 3"/><text x="205" y="170.0">2,5 m</text><defs><marker id="pw" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#333"/></marker></defs><text x="300" y="218" text-anchor="end" fill="#1f5fbf">wateroppervlak</text><path d="M 220 32.0 A 110 110 0 0 1 264 90.0" fill="none" stroke="#333" marker-end="url(#pw)"/><text x="262" y="22" text-anchor="middle">draairichting</text></svg>`,
        },
      ],
      questions: [
        {
          number: 1,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 63,
          text: r`Bereken hoeveel seconden punt $$P$$ per omwenteling onder water is. Rond je antwoord af op een tiende seconde.`,
          highlights: [r`onder water`],
          tags: ['bewegingsvergelijking', 'goniometrische vergelijking'],
          domain: 'Goniometrische vergelijkingen en formules',
          chapters: { 'Getal & Ruimte': 'H5.3', 'Moderne Wiskunde': 'H3.3' },
          tips: [r`Punt $$P$$ is onder water als $$y(t) < 0$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van $$y(t) = 0$$ en herleiden`,
                  text: r`$$\cos\left(\tfrac{\pi}{6}t\right) = -0{,}6$$`,
                  elaboration: r`$$1{,}5 + 2{,}5\cos\left(\tfrac{\pi}{6}t\right) = 0$$ geeft $$\cos\left(\tfrac{\pi}{6}t\right) = -\tfrac{1{,}5}{2{,}5} = -0{,}6$$.`,
                  explanation: r`De grenzen van het tijdsinterval onder water zijn de momenten waarop $$P$$ het wateroppervlak passeert.`,
                  points: 1,
                },
                {
                  correction: r`beide oplossingen in de eerste omwenteling`,
                  text: r`$$\tfrac{\pi}{6}t \approx 2{,}214$$ of $$\tfrac{\pi}{6}t \approx 2\pi - 2{,}214 \approx 4{,}069$$`,
                  elaboration: r`$$\arccos(-0{,}6) \approx 2{,}214$$; de tweede oplossing is $$2\pi - 2{,}214$$.`,
                  explanation: r`Bij een cosinusvergelijking liggen de oplossingen symmetrisch ten opzichte van $$\pi$$.`,
                  points: 1,
                  tips: [r`Een cosinusvergelijking $$\cos \alpha = c$$ heeft per periode de oplossingen $$\alpha$$ en $$2\pi - \alpha$$.`],
                },
                {
                  correction: r`omrekenen naar tijdstippen`,
                  text: r`$$t \approx 4{,}23$$ en $$t \approx 7{,}77$$`,
                  elaboration: r`Vermenigvuldig met $$\tfrac{6}{\pi}$$: $$t \approx 4{,}229$$ en $$t \approx 7{,}771$$.`,
                  explanation: r`Tussen deze tijdstippen is $$y(t) < 0$$; het laagste punt ligt bij $$t = 6$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer 3,5 seconden`,
                  elaboration: r`$$7{,}771 - 4{,}229 \approx 3{,}54$$, afgerond 3,5 s.`,
                  explanation: r`De gevraagde tijd is het verschil van de twee tijdstippen.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`inzicht dat de hoek $$\varphi$$ tussen de verticaal en de straal naar het intreepunt voldoet aan $$\cos \varphi = \tfrac{1{,}5}{2{,}5}$$`,
                  text: r`$$\cos \varphi = 0{,}6$$`,
                  elaboration: r`In de rechthoekige driehoek met de as, het intreepunt en het punt recht onder de as is de aanliggende zijde 1,5 en de schuine zijde 2,5.`,
                  explanation: r`Meetkundig bekeken is het deel onder water een cirkelsegment.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van $$\varphi$$`,
                  text: r`$$\varphi \approx 53{,}13°$$`,
                  elaboration: r`$$\varphi = \arccos 0{,}6 \approx 53{,}13°$$.`,
                  explanation: r`De middelpuntshoek van het segment onder water is $$2\varphi$$.`,
                  points: 1,
                },
                {
                  correction: r`middelpuntshoek onder water`,
                  text: r`$$2\varphi \approx 106{,}26°$$`,
                  elaboration: r`Het punt is onder water zolang het rad over $$2 \cdot 53{,}13° \approx 106{,}26°$$ draait.`,
                  explanation: r`Het rad draait met constante hoeksnelheid: $$360°$$ in 12 s.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer 3,5 seconden`,
                  elaboration: r`$$\tfrac{106{,}26}{360} \cdot 12 \approx 3{,}54$$, afgerond 3,5 s.`,
                  explanation: r`Het deel van de omwenteling bepaalt het deel van de 12 seconden.`,
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
          pValue: 71,
          text: r`Toon aan dat punt $$P$$ met een constante snelheid van $$\tfrac{5}{12}\pi$$ meter per seconde beweegt.`,
          highlights: [r`constante snelheid`],
          tags: ['snelheidsvector', 'bewegingsvergelijking'],
          domain: 'Bewegingsvergelijkingen',
          chapters: { 'Getal & Ruimte': 'H9.4', 'Moderne Wiskunde': 'H8.2' },
          tips: [r`De snelheid is de lengte van de snelheidsvector $$\binom{x'(t)}{y'(t)}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$x'(t)$$ en $$y'(t)$$ juist`,
                  text: r`$$x'(t) = \tfrac{5}{12}\pi\cos\left(\tfrac{\pi}{6}t\right)$$ en $$y'(t) = -\tfrac{5}{12}\pi\sin\left(\tfrac{\pi}{6}t\right)$$`,
                  elaboration: r`Kettingregel: $$2{,}5 \cdot \tfrac{\pi}{6} = \tfrac{5}{12}\pi$$.`,
                  explanation: r`De afgeleiden van de coördinaten zijn de componenten van de snelheidsvector.`,
                  points: 1,
                },
                {
                  correction: r`lengte van de snelheidsvector opschrijven`,
                  text: r`$$v = \sqrt{\left(\tfrac{5}{12}\pi\right)^2\left(\cos^2\left(\tfrac{\pi}{6}t\right) + \sin^2\left(\tfrac{\pi}{6}t\right)\right)}$$`,
                  elaboration: r`$$v = \sqrt{x'(t)^2 + y'(t)^2}$$; haal de gemeenschappelijke factor $$\left(\tfrac{5}{12}\pi\right)^2$$ buiten haakjes.`,
                  explanation: r`Het minteken verdwijnt door het kwadrateren.`,
                  points: 1,
                  tips: [r`Welke grondformule van de goniometrie kun je hier gebruiken?`],
                },
                {
                  correction: r`gebruik van $$\sin^2 + \cos^2 = 1$$ en conclusie`,
                  text: r`$$v = \tfrac{5}{12}\pi \approx 1{,}31$$ m/s`,
                  elaboration: r`Met $$\cos^2 u + \sin^2 u = 1$$ volgt $$v = \sqrt{\left(\tfrac{5}{12}\pi\right)^2} = \tfrac{5}{12}\pi$$, onafhankelijk van $$t$$.`,
                  explanation: r`Controle: de omtrek $$5\pi$$ m in 12 s geeft ook $$\tfrac{5}{12}\pi$$ m/s.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Bereken exact',
          points: 4,
          minutes: 6,
          pValue: 44,
          text: r`Bereken exact met welke verticale snelheid punt $$P$$ het water in gaat.`,
          highlights: [r`verticale snelheid`],
          tags: ['snelheidsvector', 'bewegingsvergelijking', 'goniometrische vergelijking'],
          domain: 'Bewegingsvergelijkingen',
          chapters: { 'Getal & Ruimte': 'H9.4', 'Moderne Wiskunde': 'H8.2' },
          dependsOn: [{ number: 2 }],
          tips: [r`Op het moment van intreden is $$\cos\left(\tfrac{\pi}{6}t\right) = -0{,}6$$. Wat weet je dan van de sinus?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat bij het intreden $$\cos\left(\tfrac{\pi}{6}t\right) = -0{,}6$$`,
                  text: r`$$\cos\left(\tfrac{\pi}{6}t\right) = -0{,}6$$`,
                  elaboration: r`Bij het intreden is $$y(t) = 0$$, dus $$1{,}5 + 2{,}5\cos\left(\tfrac{\pi}{6}t\right) = 0$$.`,
                  explanation: r`Je hebt het tijdstip zelf niet nodig, alleen de waarden van cosinus en sinus.`,
                  points: 1,
                },
                {
                  correction: r`$$\sin\left(\tfrac{\pi}{6}t\right) = 0{,}8$$ met verantwoording van het teken`,
                  text: r`$$\sin\left(\tfrac{\pi}{6}t\right) = 0{,}8$$`,
                  elaboration: r`$$\sin^2 = 1 - 0{,}36 = 0{,}64$$, dus $$\sin = \pm 0{,}8$$. Bij het intreden daalt $$P$$, dus $$y'(t) < 0$$ en daarom is $$\sin\left(\tfrac{\pi}{6}t\right) > 0$$.`,
                  explanation: r`Het tweede tijdstip met $$\cos = -0{,}6$$ hoort bij het uittreden; daar is de sinus negatief.`,
                  points: 1,
                  tips: [r`Gebruik de grondformule en bedenk of $$P$$ daalt of stijgt.`],
                },
                {
                  correction: r`invullen in $$y'(t)$$`,
                  text: r`$$y'(t) = -\tfrac{5}{12}\pi \cdot 0{,}8 = -\tfrac{1}{3}\pi$$`,
                  elaboration: r`$$\tfrac{5}{12} \cdot \tfrac{4}{5} = \tfrac{4}{12} = \tfrac{1}{3}$$.`,
                  explanation: r`Het minteken geeft aan dat $$P$$ naar beneden beweegt.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`verticale snelheid $$\tfrac{1}{3}\pi$$ m/s (omlaag)`,
                  elaboration: r`$$P$$ gaat met een verticale snelheid van $$\tfrac{1}{3}\pi \approx 1{,}05$$ m/s omlaag het water in.`,
                  explanation: r`Een exact antwoord bevat $$\pi$$ en geen afgeronde decimalen.`,
                  points: 1,
                },
              ],
              remark: r`Als het antwoord $$-\tfrac{1}{3}\pi$$ m/s is, dit goed rekenen.`,
            },
          ],
        },
        {
          number: 4,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 56,
          text: r`Bereken de hoek waaronder de baan van $$P$$ het wateroppervlak snijdt. Rond je antwoord af op een geheel aantal graden.`,
          highlights: [r`hoek met het wateroppervlak`],
          tags: ['snelheidsvector', 'hoek'],
          domain: 'Bewegingsvergelijkingen',
          chapters: { 'Getal & Ruimte': 'H9.4', 'Moderne Wiskunde': 'H8.2' },
          dependsOn: [{ number: 3 }],
          tips: [r`De richting van de baan wordt gegeven door de snelheidsvector.`],
          answers: [
            {
              steps: [
                {
                  correction: r`snelheidsvector bij het intreden`,
                  text: r`$$\vec{v} = \tfrac{5}{12}\pi\binom{-0{,}6}{-0{,}8}$$`,
                  elaboration: r`$$\binom{x'}{y'} = \tfrac{5}{12}\pi\binom{\cos}{-\sin}$$ met $$\cos = -0{,}6$$ en $$\sin = 0{,}8$$.`,
                  explanation: r`Alleen de richting telt, de factor $$\tfrac{5}{12}\pi$$ doet er niet toe.`,
                  points: 1,
                },
                {
                  correction: r`$$\tan \alpha = \tfrac{0{,}8}{0{,}6}$$`,
                  text: r`$$\tan \alpha = \tfrac{4}{3}$$`,
                  elaboration: r`De hoek $$\alpha$$ met de horizontaal volgt uit verticale component gedeeld door horizontale component.`,
                  explanation: r`Het wateroppervlak is horizontaal.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$\alpha \approx 53°$$`,
                  elaboration: r`$$\alpha = \arctan \tfrac{4}{3} \approx 53{,}1°$$.`,
                  explanation: r`Dit klopt met de meetkunde: de raaklijn staat loodrecht op de straal, die $$53{,}1°$$ met de verticaal maakt.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Omroepinstallatie in een stadion`,
      introduction: r`In een voetbalstadion wordt een nieuwe omroepinstallatie aangelegd, zodat mededelingen overal op de tribunes goed te verstaan zijn. Het geluidsniveau $$L$$ in decibel (dB) hangt af van de geluidsintensiteit $$I$$ in $$\text{W/m}^2$$ volgens

$$L = 10 \cdot \log\left(\frac{I}{10^{-12}}\right)$$

Eén luidspreker zendt een geluidsvermogen van 2 W uit, gelijkmatig in alle richtingen. Op een afstand van $$r$$ meter is de intensiteit dan $$I = \frac{2}{4\pi r^2}$$. Ter vergelijking staan in de tabel enkele geluidsniveaus.

| geluid | niveau (dB) |
|---|---|
| fluisteren | 30 |
| normaal gesprek | 60 |
| drukke snelweg | 80 |
| vooraan bij een popconcert | 110 |
| pijngrens | 130 |`,
      questions: [
        {
          number: 5,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 59,
          text: r`Toon aan dat voor het geluidsniveau van één luidspreker op afstand $$r$$ geldt: $$L \approx 112{,}0 - 20 \cdot \log r$$.`,
          highlights: [r`$$L \approx 112{,}0 - 20 \cdot \log r$$`],
          tags: ['logaritme', 'rekenregels logaritmen'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H4.2' },
          tips: [r`Vereenvoudig eerst $$I$$ en gebruik daarna de rekenregels voor logaritmen van het formuleblad.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vereenvoudigen van $$\frac{I}{10^{-12}}$$`,
                  text: r`$$\frac{I}{10^{-12}} = \frac{10^{12}}{2\pi r^2}$$`,
                  elaboration: r`$$I = \frac{2}{4\pi r^2} = \frac{1}{2\pi r^2}$$; delen door $$10^{-12}$$ is vermenigvuldigen met $$10^{12}$$.`,
                  explanation: r`Zo staat alles onder één logaritme.`,
                  points: 1,
                },
                {
                  correction: r`splitsen met de rekenregels`,
                  text: r`$$L = 10\log 10^{12} - 10\log(2\pi) - 10\log r^2$$`,
                  elaboration: r`$$\log\frac{a}{bc} = \log a - \log b - \log c$$.`,
                  explanation: r`De verschilregel en de somregel staan op het formuleblad.`,
                  points: 1,
                  tips: [r`Hoe schrijf je $$\log \frac{a}{b}$$ als verschil?`],
                },
                {
                  correction: r`$$10\log r^2 = 20\log r$$`,
                  text: r`$$10 \log r^2 = 20 \log r$$`,
                  elaboration: r`Machtsregel: $$\log r^2 = 2\log r$$.`,
                  explanation: r`Hierdoor verschijnt de factor 20.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de constante`,
                  text: r`$$120 - 10\log(2\pi) \approx 112{,}0$$`,
                  elaboration: r`$$10 \log 10^{12} = 120$$ en $$10\log(2\pi) \approx 7{,}98$$, dus $$L \approx 112{,}0 - 20\log r$$.`,
                  explanation: r`Omdat de constante is afgerond, staat er ongeveer-gelijk.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 6,
          type: 'Meerkeuze',
          points: 2,
          minutes: 3,
          pValue: 74,
          text: r`Een steward loopt van een luidspreker weg tot hij op een 10 keer zo grote afstand staat. Welke uitspraak over het geluidsniveau is juist?

A Het geluidsniveau wordt 10 dB lager.
B Het geluidsniveau wordt 20 dB lager.
C Het geluidsniveau wordt 10 keer zo klein.
D Het geluidsniveau wordt 100 keer zo klein.`,
          highlights: [r`10 keer zo grote afstand`],
          tags: ['logaritme'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H4.2' },
          dependsOn: [{ number: 5 }],
          tips: [r`Vul $$10r$$ in op de plaats van $$r$$ en gebruik $$\log(10r) = 1 + \log r$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`redenering met $$L(10r) = L(r) - 20$$`,
                  text: r`$$L(10r) = 112{,}0 - 20(1 + \log r) = L(r) - 20$$`,
                  elaboration: r`$$\log(10r) = \log 10 + \log r = 1 + \log r$$, dus het niveau neemt met $$20 \cdot 1 = 20$$ dB af.`,
                  explanation: r`Bij een logaritmische schaal wordt een vermenigvuldiging van de afstand een vaste afname van het niveau.`,
                  points: 0,
                },
                {
                  correction: r`keuze B`,
                  text: r`B`,
                  elaboration: r`Het geluidsniveau wordt 20 dB lager.`,
                  explanation: r`C en D gaan ten onrechte uit van een evenredig verband.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 0, 2],
              remark: r`Alleen het juiste antwoord zonder toelichting levert geen scorepunten op.`,
            },
          ],
        },
        {
          number: 7,
          type: 'Bereken',
          points: 4,
          minutes: 6,
          pValue: 48,
          introduction: r`Als $$n$$ luidsprekers dicht bij elkaar staan, is de geluidsintensiteit op afstand $$r$$ van de groep $$n$$ keer zo groot als bij één luidspreker.`,
          text: r`De stadionbeheerder wil dat het geluidsniveau tijdens een wedstrijd op 25 meter van een groep luidsprekers minstens 100 dB is, zodat de omroeper boven het gejuich uit komt.

Bereken hoeveel luidsprekers daarvoor minimaal nodig zijn.`,
          highlights: [r`minstens 100 dB op 25 meter`],
          tags: ['logaritme', 'ongelijkheid'],
          domain: 'Logaritmische functies en vergelijkingen',
          chapters: { 'Getal & Ruimte': 'H4.2', 'Moderne Wiskunde': 'H4.2' },
          tips: [r`Een factor $$n$$ in de intensiteit geeft een extra term $$10\log n$$ in het geluidsniveau.`],
          answers: [
            {
              steps: [
                {
                  correction: r`formule voor $$n$$ luidsprekers`,
                  text: r`$$L = 112{,}0 + 10\log n - 20\log r$$`,
                  elaboration: r`$$10\log\left(n \cdot \frac{I}{10^{-12}}\right) = 10\log n + 10\log\frac{I}{10^{-12}}$$.`,
                  explanation: r`De somregel voor logaritmen splitst de factor $$n$$ af.`,
                  points: 1,
                },
                {
                  correction: r`invullen van $$r = 25$$ en $$L = 100$$`,
                  text: r`$$112{,}0 + 10\log n - 27{,}96 = 100$$`,
                  elaboration: r`$$20\log 25 \approx 27{,}96$$.`,
                  explanation: r`Bij de grens is het niveau precies 100 dB.`,
                  points: 1,
                },
                {
                  correction: r`oplossen`,
                  text: r`$$n \approx 39{,}3$$`,
                  elaboration: r`$$10\log n \approx 15{,}94$$, dus $$\log n \approx 1{,}594$$ en $$n \approx 10^{1{,}594} \approx 39{,}3$$.`,
                  explanation: r`De logaritme los je op door 10 tot de macht te nemen.`,
                  points: 1,
                  tips: [r`$$\log n = a$$ betekent $$n = 10^{a}$$.`],
                },
                {
                  correction: r`conclusie met afronding naar boven`,
                  text: r`40 luidsprekers`,
                  elaboration: r`Met 39 luidsprekers blijft het niveau net onder 100 dB, dus er zijn er minstens 40 nodig.`,
                  explanation: r`Het aantal moet een geheel getal zijn en het niveau moet minstens 100 dB zijn.`,
                  points: 1,
                },
              ],
              remark: r`Als met de afgeronde waarde 112 is gerekend en daardoor 40 is gevonden, geen scorepunten aftrekken.`,
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 52,
          text: r`Bereken met hoeveel dB per meter het geluidsniveau van één luidspreker afneemt op het moment dat een toeschouwer op 10 meter afstand is. Rond je antwoord af op twee decimalen.`,
          highlights: [r`dB per meter op 10 meter`],
          tags: ['afgeleide', 'logaritme'],
          domain: 'Afgeleiden en rekenregels',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H4.4' },
          tips: [r`Op het formuleblad staat de afgeleide van $$ {}^{g}\log x$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$\frac{dL}{dr} = -\frac{20}{r \ln 10}$$`,
                  text: r`$$L'(r) = -\frac{20}{r\ln 10}$$`,
                  elaboration: r`De afgeleide van $$\log r$$ is $$\frac{1}{r\ln 10}$$; de constante 112,0 valt weg.`,
                  explanation: r`De afgeleide geeft de verandering van het niveau per meter.`,
                  points: 1,
                },
                {
                  correction: r`invullen van $$r = 10$$`,
                  text: r`$$L'(10) \approx -0{,}869$$`,
                  elaboration: r`$$-\frac{20}{10 \cdot \ln 10} = -\frac{2}{\ln 10} \approx -0{,}869$$.`,
                  explanation: r`Een negatieve afgeleide betekent een afname.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`afname van 0,87 dB per meter`,
                  elaboration: r`Het geluidsniveau neemt af met ongeveer 0,87 dB per meter.`,
                  explanation: r`De vraag vraagt om de afname, dus een positief getal met de juiste eenheid.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Schotelantenne`,
      introduction: r`Een schotelantenne vangt signalen van een satelliet op. Een dwarsdoorsnede van de schotel door de hartlijn is een deel van de parabool

$$y = 0{,}025x^2 \quad \text{met } -20 \leq x \leq 20$$

met $$x$$ en $$y$$ in centimeters. De ontvanger zit in het punt $$F(0, 10)$$. De lijn $$l$$ heeft vergelijking $$y = -10$$. Het punt $$P(a;\ 0{,}025a^2)$$ ligt op de parabool, $$D$$ is de projectie van $$P$$ op $$l$$ en $$k$$ is de raaklijn aan de parabool in $$P$$. Zie figuur 2, waarin $$a = 12$$.

![Figuur 2](figuur2.svg)`,
      figures: [
        {
          name: 'figuur2.svg',
          alt: r`Figuur 2: doorsnede van de schotel met het brandpunt F, punt P, punt D op de lijn y = −10 en de raaklijn k`,
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 260" font-family="sans-serif" font-size="11"><defs><marker id="ps" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#333"/></marker></defs><line x1="20" y1="170" x2="300" y2="170" stroke="#999"/><line x1="160" y1="250" x2="160" y2="20" stroke="#999"/><text x="300" y="166" text-anchor="end">x</text><text x="164" y="28">y</text><polyline points="40.0,110.0 46.0,115.8 52.0,121.4 58.0,126.7 64.0,131.6 70.0,136.2 76.0,140.6 82.0,144.7 88.0,148.4 94.0,151.8 100.0,155.0 106.0,157.8 112.0,160.4 118.0,162.7 124.0,164.6 130.0,166.2 136.0,167.6 142.0,168.7 148.0,169.4 154.0,169.8 160.0,170.0 166.0,169.8 172.0,169.4 178.0,168.7 184.0,167.6 190.0,166.2 196.0,164.6 202.0,162.7 208.0,160.4 214.0,157.8 220.0,155.0 226.0,151.8 232.0,148.4 238.0,144.7 244.0,140.6 250.0,136.2 256.0,131.6 262.0,126.7 268.0,121.4 274.0,115.8 280.0,110.0" fill="none" stroke="#333" stroke-width="3"/><line x1="20" y1="230" x2="300" y2="230" stroke="#888" stroke-dasharray="5 4"/><text x="24" y="226">y = −10</text><circle cx="160" cy="110" r="3.5" fill="#c0392b"/><text x="152" y="104" text-anchor="end" fill="#c0392b">F</text><circle cx="232" cy="148.4" r="3.5" fill="#000"/><text x="239" y="152.4">P</text><circle cx="232" cy="230" r="3.5" fill="#000"/><text x="239" y="244">D</text><line x1="232" y1="148.4" x2="232" y2="230" stroke="#555" stroke-dasharray="3 3"/><line x1="232" y1="148.4" x2="160" y2="110" stroke="#555" stroke-dasharray="3 3"/><line x1="232" y1="86" x2="232" y2="147.2" stroke="#e67e22" stroke-width="1.5" marker-end="url(#ps)"/><text x="237" y="92" fill="#e67e22">signaal</text><line x1="172" y1="184.4" x2="280" y2="119.6" stroke="#1f5fbf"/><text x="280" y="135.6" text-anchor="end" fill="#1f5fbf">raaklijn k</text></svg>`,
        },
      ],
      questions: [
        {
          number: 9,
          type: 'Toon aan',
          points: 4,
          minutes: 6,
          pValue: 60,
          text: r`Toon aan dat voor elke waarde van $$a$$ de afstand $$PF$$ gelijk is aan de afstand van $$P$$ tot de lijn $$l$$.`,
          highlights: [r`$$PF$$ gelijk aan de afstand tot $$l$$`],
          tags: ['parabool', 'afstand punt-lijn'],
          domain: 'Lijnen, cirkels en afstanden',
          chapters: { 'Getal & Ruimte': 'H7.1', 'Moderne Wiskunde': 'H5.4' },
          tips: [r`Werk met $$PF^2$$ en herken een kwadraat.`],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van $$PF^2$$`,
                  text: r`$$PF^2 = a^2 + (0{,}025a^2 - 10)^2$$`,
                  elaboration: r`$$\overrightarrow{FP} = \binom{a}{0{,}025a^2 - 10}$$, dus $$PF^2 = a^2 + (0{,}025a^2 - 10)^2$$.`,
                  explanation: r`Met kwadraten voorkom je wortels tijdens het herleiden.`,
                  points: 1,
                },
                {
                  correction: r`uitwerken van het kwadraat`,
                  text: r`$$PF^2 = 0{,}000625a^4 + 0{,}5a^2 + 100$$`,
                  elaboration: r`$$(0{,}025a^2 - 10)^2 = 0{,}000625a^4 - 0{,}5a^2 + 100$$; plus $$a^2$$ geeft $$0{,}000625a^4 + 0{,}5a^2 + 100$$.`,
                  explanation: r`Let op het dubbele product: $$2 \cdot 0{,}025a^2 \cdot 10 = 0{,}5a^2$$.`,
                  points: 1,
                  tips: [r`Gebruik $$(p - q)^2 = p^2 - 2pq + q^2$$.`],
                },
                {
                  correction: r`herkennen van $$(0{,}025a^2 + 10)^2$$`,
                  text: r`$$PF^2 = (0{,}025a^2 + 10)^2$$`,
                  elaboration: r`$$(0{,}025a^2 + 10)^2 = 0{,}000625a^4 + 0{,}5a^2 + 100$$.`,
                  explanation: r`Door het teken van de middelste term te vergelijken vind je het nieuwe kwadraat.`,
                  points: 1,
                },
                {
                  correction: r`afstand tot $$l$$ en conclusie`,
                  text: r`$$PF = 0{,}025a^2 + 10 = PD$$`,
                  elaboration: r`De afstand van $$P$$ tot $$y = -10$$ is $$0{,}025a^2 - (-10) = 0{,}025a^2 + 10$$, en dat is ook $$PF$$ (beide positief).`,
                  explanation: r`Dit is de bekende brandpunt-richtlijn-eigenschap van de parabool.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Toon aan',
          points: 4,
          minutes: 7,
          pValue: 50,
          text: r`Toon aan dat de raaklijn $$k$$ door het midden van lijnstuk $$FD$$ gaat en loodrecht staat op $$FD$$.`,
          highlights: [r`midden van $$FD$$`, r`loodrecht op $$FD$$`],
          tags: ['raaklijn', 'inproduct', 'parabool'],
          domain: 'Vectoren en inproduct',
          chapters: { 'Getal & Ruimte': 'H8.2', 'Moderne Wiskunde': 'H5.3' },
          tips: [r`Stel eerst een vergelijking op van $$k$$ met behulp van de afgeleide.`],
          answers: [
            {
              steps: [
                {
                  correction: r`vergelijking van $$k$$`,
                  text: r`$$k: y = 0{,}05a \cdot x - 0{,}025a^2$$`,
                  elaboration: r`$$y' = 0{,}05x$$, dus de richtingscoëfficiënt in $$P$$ is $$0{,}05a$$; $$y = 0{,}05a(x - a) + 0{,}025a^2 = 0{,}05a x - 0{,}025a^2$$.`,
                  explanation: r`Een raaklijn gaat door het raakpunt met als helling de afgeleide in dat punt.`,
                  points: 1,
                },
                {
                  correction: r`midden van $$FD$$ ligt op $$k$$`,
                  text: r`midden $$M\left(\tfrac{1}{2}a, 0\right)$$ ligt op $$k$$`,
                  elaboration: r`$$F(0, 10)$$ en $$D(a, -10)$$ geven $$M\left(\tfrac{1}{2}a, 0\right)$$. Invullen: $$0{,}05a \cdot \tfrac{1}{2}a - 0{,}025a^2 = 0$$.`,
                  explanation: r`Een punt ligt op een lijn als de coördinaten aan de vergelijking voldoen.`,
                  points: 1,
                },
                {
                  correction: r`richtingsvectoren van $$k$$ en $$FD$$`,
                  text: r`$$\vec{r}_k = \binom{1}{0{,}05a}$$ en $$\overrightarrow{FD} = \binom{a}{-20}$$`,
                  elaboration: r`$$\overrightarrow{FD} = \binom{a - 0}{-10 - 10}$$.`,
                  explanation: r`Loodrechtheid toon je aan met het inproduct.`,
                  points: 1,
                  tips: [r`Twee vectoren staan loodrecht op elkaar als hun inproduct 0 is.`],
                },
                {
                  correction: r`inproduct is 0 en conclusie`,
                  text: r`$$1 \cdot a + 0{,}05a \cdot -20 = 0$$`,
                  elaboration: r`$$a - a = 0$$, dus $$k \perp FD$$.`,
                  explanation: r`Samen: $$k$$ is de middelloodlijn van $$FD$$.`,
                  points: 1,
                },
              ],
              remark: r`Als alleen voor $$a = 12$$ is gerekend, ten hoogste 2 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 11,
          type: 'Bewijs',
          points: 3,
          minutes: 6,
          pValue: 35,
          text: r`Een signaal komt verticaal van boven en weerkaatst in $$P$$ tegen de schotel. Bij weerkaatsing maken het inkomende en het weerkaatste signaal gelijke hoeken met de raaklijn $$k$$.

Bewijs dat het weerkaatste signaal door de ontvanger $$F$$ gaat.`,
          highlights: [r`weerkaatste signaal door $$F$$`],
          tags: ['bewijs', 'raaklijn', 'spiegeling'],
          domain: 'Meetkundige bewijzen',
          chapters: { 'Getal & Ruimte': 'H10.3', 'Moderne Wiskunde': 'H2.2' },
          dependsOn: [{ number: 9 }, { number: 10 }],
          tips: [r`Gebruik de resultaten van de vragen 9 en 10: wat voor driehoek is $$FPD$$?`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$k$$ is symmetrieas van de gelijkbenige driehoek $$FPD$$`,
                  text: r`$$PF = PD$$ en $$k$$ is de middelloodlijn van $$FD$$`,
                  elaboration: r`Uit vraag 9 volgt $$PF = PD$$; uit vraag 10 volgt dat $$k$$ de middelloodlijn van $$FD$$ is. De middelloodlijn van de basis van een gelijkbenige driehoek gaat door de top $$P$$ en is symmetrieas.`,
                  explanation: r`Een spiegeling in $$k$$ verwisselt $$F$$ en $$D$$ en houdt $$P$$ op zijn plaats.`,
                  points: 1,
                },
                {
                  correction: r`$$\angle(k, PD) = \angle(k, PF)$$`,
                  text: r`$$k$$ deelt $$\angle FPD$$ middendoor`,
                  elaboration: r`Door de symmetrie zijn de hoeken tussen $$k$$ en $$PF$$ en tussen $$k$$ en $$PD$$ gelijk.`,
                  explanation: r`Bij spiegeling blijven hoeken gelijk.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van overstaande hoeken en conclusie`,
                  text: r`het signaal weerkaatst langs $$PF$$`,
                  elaboration: r`Het inkomende signaal ligt op het verlengde van $$DP$$ boven $$P$$. De hoek tussen het inkomende signaal en $$k$$ is als overstaande hoek gelijk aan de hoek tussen $$PD$$ en $$k$$, dus ook aan de hoek tussen $$PF$$ en $$k$$. Volgens de weerkaatsingswet gaat het weerkaatste signaal dus langs $$PF$$, door $$F$$.`,
                  explanation: r`Dit geldt voor elk punt $$P$$, dus alle verticale signalen komen in $$F$$ samen.`,
                  points: 1,
                  tips: [r`Het inkomende signaal en $$PD$$ liggen op één verticale lijn.`],
                },
              ],
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken exact',
          points: 3,
          minutes: 5,
          pValue: 55,
          text: r`De schotel ontstaat door de parabool te wentelen om de $$y$$-as. Het bovenste punt van de rand ligt op hoogte $$y = 10$$.

Bereken exact de inhoud van de schotel in $$\text{cm}^3$$.`,
          highlights: [r`wentelen om de $$y$$-as`],
          tags: ['omwentelingslichaam', 'inhoud', 'integraal'],
          domain: 'Inhoud van omwentelingslichamen',
          chapters: { 'Getal & Ruimte': 'H6.3', 'Moderne Wiskunde': 'H6.3' },
          tips: [r`Schrijf $$x^2$$ als functie van $$y$$ en gebruik de formule voor wentelen om de $$y$$-as.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$x^2$$ uitdrukken in $$y$$`,
                  text: r`$$x^2 = 40y$$`,
                  elaboration: r`$$y = 0{,}025x^2$$ geeft $$x^2 = \frac{y}{0{,}025} = 40y$$.`,
                  explanation: r`Bij wentelen om de $$y$$-as is de straal op hoogte $$y$$ gelijk aan $$x$$.`,
                  points: 1,
                },
                {
                  correction: r`opstellen van de integraal`,
                  text: r`$$I = \pi \int_0^{10} 40y\, dy$$`,
                  elaboration: r`$$I = \pi \int_0^{10} (g(y))^2\, dy$$ met $$(g(y))^2 = 40y$$.`,
                  explanation: r`De grenzen zijn de bodem ($$y = 0$$) en de rand ($$y = 10$$).`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$I = 2000\pi\ \text{cm}^3$$`,
                  elaboration: r`$$\pi\left[20y^2\right]_0^{10} = \pi \cdot 2000 = 2000\pi$$ (ongeveer 6,3 liter).`,
                  explanation: r`Een exact antwoord laat $$\pi$$ staan.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Hangar voor een luchtschip`,
      introduction: r`Voor een nieuw luchtschip wordt een hangar gebouwd. De dakspanten hebben de vorm van een omgekeerde kettinglijn; zo'n boog is zeer stevig en heeft geen tussensteunen nodig. In een assenstelsel met de $$x$$-as langs de vloer en de $$y$$-as door het hoogste punt wordt de voorkant van de hangar aan de bovenkant begrensd door de grafiek van

$$y(x) = 100 - 40\left(e^{x/50} + e^{-x/50}\right)$$

met $$x$$ en $$y$$ in meters. De boog staat op de vloer in de twee punten waar $$y(x) = 0$$. Het hoogste punt van de boog ligt 20 meter boven de vloer.`,
      questions: [
        {
          number: 13,
          type: 'Bereken exact',
          points: 4,
          minutes: 7,
          pValue: 47,
          text: r`Bereken exact de breedte van de hangar op de vloer.`,
          highlights: [r`breedte op de vloer`],
          tags: ['e-macht', 'logaritme', 'substitutie'],
          domain: 'Vergelijkingen en ongelijkheden',
          chapters: { 'Getal & Ruimte': 'H4.3', 'Moderne Wiskunde': 'H7.3' },
          tips: [r`Stel $$p = e^{x/50}$$; dan is $$e^{-x/50} = \frac{1}{p}$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`herleiden tot $$e^{x/50} + e^{-x/50} = 2{,}5$$`,
                  text: r`$$e^{x/50} + e^{-x/50} = 2{,}5$$`,
                  elaboration: r`$$100 - 40(\ldots) = 0$$ geeft $$40(\ldots) = 100$$, dus $$(\ldots) = 2{,}5$$.`,
                  explanation: r`Eerst de haakjesvorm vrijmaken.`,
                  points: 1,
                },
                {
                  correction: r`substitutie leidt tot een kwadratische vergelijking`,
                  text: r`$$p^2 - 2{,}5p + 1 = 0$$`,
                  elaboration: r`Met $$p = e^{x/50}$$: $$p + \tfrac{1}{p} = 2{,}5$$; vermenigvuldig met $$p$$: $$p^2 + 1 = 2{,}5p$$.`,
                  explanation: r`Een som van $$e^{u}$$ en $$e^{-u}$$ wordt na substitutie een kwadratische vergelijking.`,
                  points: 1,
                  tips: [r`Vermenigvuldig beide kanten met $$p$$.`],
                },
                {
                  correction: r`oplossen van de kwadratische vergelijking`,
                  text: r`$$p = 2$$ of $$p = \tfrac{1}{2}$$`,
                  elaboration: r`$$(p - 2)(p - \tfrac{1}{2}) = p^2 - 2{,}5p + 1$$, dus $$p = 2$$ of $$p = \tfrac{1}{2}$$.`,
                  explanation: r`Beide oplossingen zijn positief, dus beide zijn bruikbaar ($$e^{x/50} > 0$$).`,
                  points: 1,
                },
                {
                  correction: r`terugrekenen naar $$x$$ en conclusie`,
                  text: r`breedte $$100\ln 2$$ m`,
                  elaboration: r`$$e^{x/50} = 2$$ geeft $$x = 50\ln 2$$; $$e^{x/50} = \tfrac{1}{2}$$ geeft $$x = -50\ln 2$$. De breedte is $$100\ln 2$$ meter (ongeveer 69 m).`,
                  explanation: r`De boog is symmetrisch ten opzichte van de $$y$$-as.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 14,
          type: 'Bereken',
          points: 3,
          minutes: 4,
          pValue: 60,
          text: r`Bereken de hoek die de boog bij de vloer maakt met de vloer. Rond je antwoord af op een geheel aantal graden.`,
          highlights: [r`hoek met de vloer`],
          tags: ['afgeleide', 'e-macht', 'hoek'],
          domain: 'Extremen en raaklijnen',
          chapters: { 'Getal & Ruimte': 'H4.4', 'Moderne Wiskunde': 'H4.4' },
          dependsOn: [{ number: 13 }],
          tips: [r`Gebruik dat in het rechter voetpunt $$e^{x/50} = 2$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`$$y'(x) = -0{,}8\left(e^{x/50} - e^{-x/50}\right)$$`,
                  text: r`$$y'(x) = -0{,}8\left(e^{x/50} - e^{-x/50}\right)$$`,
                  elaboration: r`$$40 \cdot \tfrac{1}{50} = 0{,}8$$; de afgeleide van $$e^{-x/50}$$ is $$-\tfrac{1}{50}e^{-x/50}$$.`,
                  explanation: r`De afgeleide is de richtingscoëfficiënt van de raaklijn aan de boog.`,
                  points: 1,
                },
                {
                  correction: r`helling in het voetpunt $$x = 50\ln 2$$`,
                  text: r`$$y'(50\ln 2) = -0{,}8\left(2 - \tfrac{1}{2}\right) = -1{,}2$$`,
                  elaboration: r`In het voetpunt is $$e^{x/50} = 2$$ en $$e^{-x/50} = \tfrac{1}{2}$$ (vraag 13).`,
                  explanation: r`Zo hoef je geen afgeronde waarden in te vullen.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`ongeveer 50°`,
                  elaboration: r`$$\tan\alpha = 1{,}2$$ geeft $$\alpha \approx 50{,}2°$$, afgerond 50°.`,
                  explanation: r`Het minteken geeft alleen aan dat de boog daar daalt; de hoek met de vloer is positief.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 15,
          type: 'Bereken exact',
          points: 5,
          minutes: 8,
          pValue: 38,
          text: r`De voorkant van de hangar wordt helemaal afgesloten met schuifdeuren van kunststofdoek.

Bereken exact hoeveel m² doek daarvoor nodig is.`,
          highlights: [r`oppervlakte van de voorkant`],
          tags: ['primitieve', 'integraal', 'oppervlakte', 'e-macht'],
          domain: 'Primitieven en oppervlakte',
          chapters: { 'Getal & Ruimte': 'H6.2', 'Moderne Wiskunde': 'H6.2' },
          dependsOn: [{ number: 13 }],
          tips: [r`De oppervlakte is de integraal van $$y(x)$$ tussen de voetpunten uit vraag 13.`],
          answers: [
            {
              steps: [
                {
                  correction: r`opstellen van de integraal`,
                  text: r`$$O = \int_{-50\ln 2}^{50\ln 2} \left(100 - 40e^{x/50} - 40e^{-x/50}\right) dx$$`,
                  elaboration: r`De grenzen zijn de voetpunten $$x = \pm 50\ln 2$$.`,
                  explanation: r`Tussen de voetpunten ligt de boog boven de $$x$$-as.`,
                  points: 1,
                },
                {
                  correction: r`een primitieve`,
                  text: r`$$F(x) = 100x - 2000e^{x/50} + 2000e^{-x/50}$$`,
                  elaboration: r`Een primitieve van $$e^{x/50}$$ is $$50e^{x/50}$$ en van $$e^{-x/50}$$ is $$-50e^{-x/50}$$; vermenigvuldigen met $$-40$$.`,
                  explanation: r`Bij primitiveren van $$e^{ax}$$ deel je door $$a$$.`,
                  points: 2,
                  tips: [r`Controleer je primitieve door haar te differentiëren.`],
                },
                {
                  correction: r`invullen van de grenzen met $$e^{\ln 2} = 2$$`,
                  text: r`$$F(50\ln 2) = 5000\ln 2 - 3000$$ en $$F(-50\ln 2) = -5000\ln 2 + 3000$$`,
                  elaboration: r`$$F(50\ln 2) = 5000\ln 2 - 2000 \cdot 2 + 2000 \cdot \tfrac{1}{2}$$ en $$F(-50\ln 2) = -5000\ln 2 - 2000 \cdot \tfrac{1}{2} + 2000 \cdot 2$$.`,
                  explanation: r`Exacte waarden van de e-machten in de voetpunten volgen uit vraag 13.`,
                  points: 1,
                },
                {
                  correction: r`completeren`,
                  text: r`$$O = 10\,000\ln 2 - 6000$$ m²`,
                  elaboration: r`$$(5000\ln 2 - 3000) - (-5000\ln 2 + 3000) = 10\,000\ln 2 - 6000 \approx 931$$ m².`,
                  explanation: r`Controle: de voorkant is ongeveer 69 m breed en 20 m hoog, dus minder dan $$69 \cdot 20 = 1380$$ m².`,
                  points: 1,
                },
              ],
              remark: r`Als de integraal alleen met de GR is berekend, ten hoogste 1 scorepunt toekennen.`,
            },
          ],
        },
        {
          number: 16,
          type: 'Onderzoek',
          points: 3,
          minutes: 4,
          pValue: 65,
          introduction: r`Voor onderhoud aan het luchtschip wordt midden in de hangar een rechthoekige steiger gebouwd van 30 meter breed en 15 meter hoog. De constructie staat symmetrisch ten opzichte van de $$y$$-as.`,
          text: r`Onderzoek of de steiger in de hangar past.`,
          highlights: [r`30 meter breed en 15 meter hoog`],
          tags: ['e-macht', 'ongelijkheid'],
          domain: 'Standaardfuncties en transformaties',
          chapters: { 'Getal & Ruimte': 'H1.1', 'Moderne Wiskunde': 'H7.1' },
          tips: [r`Welke punten van de steiger komen het dichtst bij het dak?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de bovenhoeken bij $$x = \pm 15$$ bepalend zijn`,
                  text: r`controleer $$y(15) \geq 15$$`,
                  elaboration: r`De boog is het laagst aan de zijkanten van de steiger, dus bij $$x = -15$$ en $$x = 15$$.`,
                  explanation: r`Tussen $$x = -15$$ en $$x = 15$$ is de boog hoger dan in deze punten.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van $$y(15)$$`,
                  text: r`$$y(15) \approx 16{,}4$$ m`,
                  elaboration: r`$$y(15) = 100 - 40\left(e^{0{,}3} + e^{-0{,}3}\right) \approx 100 - 40 \cdot 2{,}091 \approx 16{,}4$$.`,
                  explanation: r`Door de symmetrie is $$y(-15)$$ even groot.`,
                  points: 1,
                },
                {
                  correction: r`conclusie`,
                  text: r`de steiger past`,
                  elaboration: r`$$16{,}4 > 15$$, dus de steiger past, met ruim een meter speling bij de hoeken.`,
                  explanation: r`Bij een onderzoeksvraag hoort een expliciete conclusie.`,
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
