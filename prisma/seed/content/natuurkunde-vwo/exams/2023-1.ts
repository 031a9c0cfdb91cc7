import type { ExamContent } from '../../types.ts';
const r = String.raw;

export const exam: ExamContent = {
  year: 2023,
  term: 1,
  standardizationValue: 1.3,
  topics: [
    {
      name: r`Fotocel met leds`,
      introduction: r`Ilse onderzoekt het foto-elektrisch effect met een vacuümfotocel. De kathode is bedekt met een alkalimetaalverbinding. Ze beschijnt de kathode om de beurt met vijf leds van verschillende kleur. Voor elke led meet ze de remspanning $$U_{\text{rem}}$$: de spanning waarbij net geen elektronen meer de anode bereiken. De resultaten staan in de tabel.

| led | golflengte (nm) | $$U_{\text{rem}}$$ (V) |
|---|---|---|
| violet | 405 | 1,06 |
| blauw | 470 | 0,64 |
| groen | 525 | 0,36 |
| geel | 590 | 0,10 |
| rood | 660 | geen stroom |`,
      questions: [
        {
          number: 1,
          type: 'Leg uit',
          points: 3,
          minutes: 5,
          pValue: 52,
          text: r`Ilse verhoogt de lichtsterkte van de rode led tot het maximum. Er loopt nog steeds geen stroom door de fotocel.

Leg dit uit met behulp van het fotonmodel van licht.`,
          highlights: [r`geen stroom bij rood licht`, r`fotonmodel`],
          tags: ['foto-elektrisch effect', 'fotonenergie', 'uittreearbeid'],
          domain: 'Golf-deeltjedualiteit',
          chapters: { Nova: 'H9.1', 'Systematische Natuurkunde': 'H8.1' },
          tips: [r`Wat verandert er aan de fotonen als de lichtsterkte groter wordt, en wat niet?`],
          answers: [
            {
              steps: [
                {
                  correction: r`de energie van één rood foton is kleiner dan de uittreearbeid van de kathode`,
                  text: r`$$E_{\text{f}} < W_{\text{u}}$$`,
                  elaboration: r`Een foton van $$660\ \text{nm}$$ heeft $$E_{\text{f}} = \dfrac{hc}{\lambda} = 1{,}88\ \text{eV}$$; dat is te weinig om een elektron uit het oppervlak vrij te maken.`,
                  explanation: r`Of een elektron vrijkomt, hangt af van de energie per foton.`,
                  points: 0,
                },
                {
                  correction: r`een grotere lichtsterkte betekent meer fotonen per seconde, niet meer energie per foton`,
                  text: r`meer fotonen, zelfde $$E_{\text{f}}$$`,
                  elaboration: r`De fotonenergie hangt alleen af van de frequentie: $$E_{\text{f}} = hf$$. De lichtsterkte bepaalt het aantal fotonen.`,
                  explanation: r`Dit is het kenmerkende verschil tussen het golf- en het fotonmodel.`,
                  points: 0,
                  tips: [r`Van welke grootheid hangt $$E_{\text{f}} = hf$$ af?`],
                },
                {
                  correction: r`een elektron neemt de energie van één foton op; energieën van fotonen tellen niet op`,
                  text: r`één foton per elektron`,
                  elaboration: r`Omdat elk elektron de energie van slechts één foton opneemt, helpt een groter aantal fotonen niet.`,
                  explanation: r`Daarom bestaat er een drempelfrequentie, onafhankelijk van de lichtsterkte.`,
                  points: 0,
                },
              ],
              scores: [0, 1, 0, 2, 0, 2, 1, 3],
              remark: r`Het eerste inzicht (fotonenergie kleiner dan uittreearbeid) is de kern: zonder dit inzicht ten hoogste 1 scorepunt.`,
            },
          ],
        },
        {
          number: 2,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 55,
          text: r`Bereken de maximale snelheid van de elektronen die door het violette licht uit de kathode worden vrijgemaakt.`,
          highlights: [r`remspanning`, r`maximale snelheid`],
          tags: ['foto-elektrisch effect', 'kinetische energie', 'remspanning'],
          domain: 'Golf-deeltjedualiteit',
          chapters: { Nova: 'H9.1', 'Systematische Natuurkunde': 'H8.1' },
          tips: [r`De remspanning zegt iets over de kinetische energie van de snelste elektronen.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$E_{\text{k,max}} = e \cdot U_{\text{rem}}$$`,
                  text: r`$$E_{\text{k,max}} = 1{,}70 \cdot 10^{-19}\ \text{J}$$`,
                  elaboration: r`$$E_{\text{k,max}} = 1{,}602 \cdot 10^{-19} \cdot 1{,}06 = 1{,}698 \cdot 10^{-19}\ \text{J}$$`,
                  explanation: r`De remspanning neemt precies de kinetische energie van de snelste elektronen weg.`,
                  points: 1,
                  tips: [r`Welke arbeid verricht het elektrische veld op een elektron dat spanning $$U$$ doorloopt?`],
                },
                {
                  correction: r`gebruik van $$E_{\text{k}} = \tfrac{1}{2} m v^2$$ met de elektronmassa`,
                  text: r`$$v = \sqrt{\dfrac{2 E_{\text{k}}}{m_{\text{e}}}}$$`,
                  elaboration: r`$$m_{\text{e}} = 9{,}109 \cdot 10^{-31}\ \text{kg}$$ (Binas)`,
                  explanation: r`De snelheid is klein ten opzichte van $$c$$, dus klassiek rekenen mag.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$v = 6{,}1 \cdot 10^{5}\ \text{m/s}$$`,
                  elaboration: r`$$v = \sqrt{\dfrac{2 \cdot 1{,}698 \cdot 10^{-19}}{9{,}109 \cdot 10^{-31}}} = 6{,}11 \cdot 10^{5}\ \text{m/s}$$`,
                  explanation: r`Drie significante cijfers zoals de remspanning.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 3,
          type: 'Bepaal',
          points: 4,
          minutes: 8,
          pValue: 44,
          text: r`Op de uitwerkbijlage staat een diagram met de frequentie $$f$$ langs de horizontale as en de remspanning langs de verticale as.

Zet de vier meetpunten in het diagram op de uitwerkbijlage, teken de best passende lijn en bepaal daarmee de uittreearbeid van de kathode in eV.`,
          appendix: {
            name: 'bijlage1.svg',
            alt: 'Uitwerkbijlage: leeg diagram met frequentie van 4,0 tot 8,0 keer 10 tot de 14e hertz horizontaal en remspanning van 0 tot 1,2 volt verticaal',
            svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 310" font-family="sans-serif" font-size="11">
<path d="M60 50 V260 M95 50 V260 M130 50 V260 M165 50 V260 M200 50 V260 M235 50 V260 M270 50 V260 M305 50 V260 M340 50 V260 M60 260 H340 M60 242.5 H340 M60 225 H340 M60 207.5 H340 M60 190 H340 M60 172.5 H340 M60 155 H340 M60 137.5 H340 M60 120 H340 M60 102.5 H340 M60 85 H340 M60 67.5 H340 M60 50 H340" stroke="#ccc" fill="none"/>
<path d="M60 40 V260 H350" stroke="#333" fill="none" stroke-width="1.5"/>
<text x="52" y="276">4,0</text><text x="122" y="276">5,0</text><text x="192" y="276">6,0</text><text x="262" y="276">7,0</text><text x="332" y="276">8,0</text>
<text x="40" y="264">0</text><text x="34" y="229">0,2</text><text x="34" y="194">0,4</text><text x="34" y="159">0,6</text><text x="34" y="124">0,8</text><text x="34" y="89">1,0</text><text x="34" y="54">1,2</text>
<text x="150" y="298">f (10¹⁴ Hz)</text><text x="8" y="30">U_rem (V)</text>
</svg>`,
          },
          highlights: [r`snijpunt met de frequentie-as`, r`uittreearbeid`],
          tags: ['foto-elektrisch effect', 'uittreearbeid', 'grensfrequentie'],
          domain: 'Golf-deeltjedualiteit',
          chapters: { Nova: 'H9.1', 'Systematische Natuurkunde': 'H9.2' },
          tips: [r`Reken eerst voor elke led de frequentie uit met $$f = \dfrac{c}{\lambda}$$.`, r`Bij welke frequentie is de remspanning precies nul?`],
          answers: [
            {
              steps: [
                {
                  correction: r`frequenties berekenen en de punten juist uitzetten`,
                  text: r`$$7{,}40$$; $$6{,}38$$; $$5{,}71$$; $$5{,}08 \cdot 10^{14}\ \text{Hz}$$`,
                  elaboration: r`Voor violet: $$f = \dfrac{2{,}998 \cdot 10^{8}}{405 \cdot 10^{-9}} = 7{,}40 \cdot 10^{14}\ \text{Hz}$$; zo ook de andere leds.`,
                  explanation: r`De theorie voorspelt een rechte lijn van $$U_{\text{rem}}$$ tegen $$f$$, niet tegen $$\lambda$$.`,
                  points: 1,
                },
                {
                  correction: r`een rechte lijn door de punten, doorgetrokken tot de frequentie-as`,
                  text: r`rechte lijn`,
                  elaboration: r`Uit $$eU_{\text{rem}} = hf - W_{\text{u}}$$ volgt een rechte lijn met helling $$\dfrac{h}{e}$$.`,
                  explanation: r`Een best passende lijn middelt meetonzekerheid uit.`,
                  points: 1,
                },
                {
                  correction: r`aflezen van de grensfrequentie`,
                  text: r`$$f_0 = 4{,}8 \cdot 10^{14}\ \text{Hz}$$`,
                  elaboration: r`De lijn snijdt de as $$U_{\text{rem}} = 0$$ bij $$f_0 \approx 4{,}8 \cdot 10^{14}\ \text{Hz}$$.`,
                  explanation: r`Bij de grensfrequentie is de fotonenergie precies gelijk aan de uittreearbeid.`,
                  points: 1,
                  tips: [r`Wat betekent $$U_{\text{rem}} = 0$$ voor de kinetische energie van de elektronen?`],
                },
                {
                  correction: r`berekenen van $$W_{\text{u}} = h f_0$$ en omrekenen naar eV`,
                  text: r`$$W_{\text{u}} = 2{,}0\ \text{eV}$$`,
                  elaboration: r`$$W_{\text{u}} = 6{,}626 \cdot 10^{-34} \cdot 4{,}8 \cdot 10^{14} = 3{,}2 \cdot 10^{-19}\ \text{J} = \dfrac{3{,}2 \cdot 10^{-19}}{1{,}602 \cdot 10^{-19}} = 2{,}0\ \text{eV}$$`,
                  explanation: r`$$1\ \text{eV} = 1{,}602 \cdot 10^{-19}\ \text{J}$$.`,
                  points: 1,
                },
              ],
              remark: r`Een antwoord tussen $$1{,}9\ \text{eV}$$ en $$2{,}1\ \text{eV}$$ goed rekenen.`,
            },
          ],
        },
        {
          number: 4,
          type: 'Meerkeuze',
          points: 2,
          minutes: 3,
          pValue: 58,
          text: r`Ilse vervangt de fotocel door een fotocel waarvan de kathode een grotere uittreearbeid heeft. Ze herhaalt de metingen.

Hoe ligt de nieuwe lijn ten opzichte van de lijn die je op de uitwerkbijlage hebt getekend?

A steiler, met hetzelfde snijpunt met de frequentie-as
B evenwijdig, naar rechts verschoven
C evenwijdig, naar links verschoven
D minder steil, met hetzelfde snijpunt met de frequentie-as`,
          highlights: [r`grotere uittreearbeid`],
          tags: ['foto-elektrisch effect', 'uittreearbeid', 'constante van planck'],
          domain: 'Golf-deeltjedualiteit',
          chapters: { Nova: 'H9.1', 'Systematische Natuurkunde': 'H8.1' },
          dependsOn: [{ number: 3, appendixes: true }],
          tips: [r`Schrijf $$U_{\text{rem}}$$ als functie van $$f$$. Welke term bepaalt de helling?`],
          answers: [
            {
              steps: [
                {
                  correction: r`inzicht dat de helling $$\dfrac{h}{e}$$ is en niet van het materiaal afhangt`,
                  text: r`helling blijft $$\dfrac{h}{e}$$`,
                  elaboration: r`$$U_{\text{rem}} = \dfrac{h}{e} f - \dfrac{W_{\text{u}}}{e}$$: de helling bevat alleen natuurconstanten.`,
                  explanation: r`De nieuwe lijn is dus evenwijdig aan de oude.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat een grotere $$W_{\text{u}}$$ een hogere grensfrequentie geeft, dus antwoord B`,
                  text: r`B`,
                  elaboration: r`$$f_0 = \dfrac{W_{\text{u}}}{h}$$ wordt groter, dus de lijn verschuift naar rechts: antwoord B.`,
                  explanation: r`Het snijpunt met de frequentie-as is de grensfrequentie.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Een hete exoplaneet`,
      introduction: r`Rond de ster Ardea (een fictieve naam) is een planeet ontdekt met de transitmethode. Elke $$4{,}2$$ dagen schuift de planeet voor de ster langs en neemt de gemeten lichtsterkte van de ster iets af. Figuur 1 toont de lichtkromme tijdens één overgang. Van de ster is bekend: massa $$0{,}85$$ zonsmassa, straal $$0{,}80$$ zonsstraal en oppervlaktetemperatuur $$5100\ \text{K}$$.

![Figuur 1: relatieve lichtsterkte van Ardea tijdens een overgang](figuur1.svg)`,
      figures: [
        {
          name: 'figuur1.svg',
          alt: 'Figuur 1: lichtkromme; de relatieve lichtsterkte daalt van 1,000 naar 0,988 tussen t = 1,6 h en t = 4,3 h',
          svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 250" font-family="sans-serif" font-size="11">
<path d="M50 60 H350 M50 106.7 H350 M50 153.3 H350 M50 200 H350 M100 40 V200 M150 40 V200 M200 40 V200 M250 40 V200 M300 40 V200" stroke="#ddd" fill="none"/>
<path d="M50 30 V210 H355" stroke="#333" fill="none" stroke-width="1.5"/>
<polyline points="50,60 130,60 143.5,200 251.5,200 265,60 350,60" fill="none" stroke="#036" stroke-width="2"/>
<text x="6" y="64">1,000</text><text x="6" y="110">0,996</text><text x="6" y="157">0,992</text><text x="6" y="204">0,988</text>
<text x="46" y="226">0</text><text x="96" y="226">1</text><text x="146" y="226">2</text><text x="196" y="226">3</text><text x="246" y="226">4</text><text x="296" y="226">5</text><text x="346" y="226">6</text>
<text x="170" y="244">t (h)</text><text x="10" y="20">relatieve lichtsterkte</text>
</svg>`,
        },
      ],
      questions: [
        {
          number: 5,
          type: 'Bepaal',
          points: 3,
          minutes: 5,
          pValue: 50,
          text: r`Tijdens de overgang schermt de planeet een deel van het stellaire schijfje af. Neem aan dat de ster overal even helder is.

Bepaal met behulp van figuur 1 de straal van de planeet.`,
          highlights: [r`daling van de lichtsterkte`],
          tags: ['transitmethode', 'exoplaneet'],
          domain: 'Straling van sterren',
          chapters: { Nova: 'H10.3', 'Systematische Natuurkunde': 'H7.2' },
          tips: [r`De relatieve afname van de lichtsterkte is gelijk aan de verhouding van twee oppervlakken.`],
          answers: [
            {
              steps: [
                {
                  correction: r`aflezen van de relatieve afname`,
                  text: r`$$1{,}2\%$$, dus $$0{,}012$$`,
                  elaboration: r`De lichtsterkte daalt van $$1{,}000$$ naar $$0{,}988$$.`,
                  explanation: r`Dit deel van het licht wordt door de planeet tegengehouden.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat $$\left(\dfrac{R_{\text{p}}}{R_{\text{s}}}\right)^2 = 0{,}012$$`,
                  text: r`$$\dfrac{R_{\text{p}}}{R_{\text{s}}} = \sqrt{0{,}012} = 0{,}110$$`,
                  elaboration: r`De planeet dekt een cirkel met oppervlak $$\pi R_{\text{p}}^2$$ af van het schijfje met oppervlak $$\pi R_{\text{s}}^2$$.`,
                  explanation: r`Het gaat om de verhouding van de geprojecteerde oppervlakken, niet van de stralen.`,
                  points: 1,
                  tips: [r`Welke vorm heeft het silhouet van de planeet?`],
                },
                {
                  correction: r`completeren van de berekening met de zonsstraal uit Binas`,
                  text: r`$$R_{\text{p}} = 6{,}1 \cdot 10^{7}\ \text{m}$$`,
                  elaboration: r`$$R_{\text{s}} = 0{,}80 \cdot 6{,}963 \cdot 10^{8} = 5{,}57 \cdot 10^{8}\ \text{m}$$, dus $$R_{\text{p}} = 0{,}110 \cdot 5{,}57 \cdot 10^{8} = 6{,}1 \cdot 10^{7}\ \text{m}$$.`,
                  explanation: r`Dat is ongeveer $$0{,}85$$ keer de straal van Jupiter.`,
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
          minutes: 5,
          pValue: 57,
          text: r`Bereken de straal van de baan van de planeet om Ardea. Neem aan dat de baan cirkelvormig is.`,
          highlights: [r`omlooptijd van $$4{,}2$$ dagen`],
          tags: ['gravitatie', 'kepler', 'exoplaneet'],
          domain: 'Banen en gravitatie',
          chapters: { Nova: 'H6.3', 'Systematische Natuurkunde': 'H7.1' },
          tips: [r`Welke wet verbindt omlooptijd, baanstraal en de massa van het centrale hemellichaam?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\dfrac{r^3}{T^2} = \dfrac{GM}{4\pi^2}$$`,
                  text: r`$$r^3 = \dfrac{GMT^2}{4\pi^2}$$`,
                  elaboration: r`De gravitatiekracht van de ster levert de middelpuntzoekende kracht; dat leidt tot de derde wet van Kepler.`,
                  explanation: r`De massa van de planeet valt weg.`,
                  points: 1,
                },
                {
                  correction: r`massa van de ster en omlooptijd in SI-eenheden`,
                  text: r`$$M = 1{,}69 \cdot 10^{30}\ \text{kg}$$; $$T = 3{,}63 \cdot 10^{5}\ \text{s}$$`,
                  elaboration: r`$$M = 0{,}85 \cdot 1{,}989 \cdot 10^{30}$$ en $$T = 4{,}2 \cdot 24 \cdot 3600 = 362\,880\ \text{s}$$.`,
                  explanation: r`Met $$G$$ in SI-eenheden moeten ook massa en tijd in kg en s.`,
                  points: 1,
                  tips: [r`Hoeveel seconden zitten er in een dag?`],
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$r = 7{,}2 \cdot 10^{9}\ \text{m}$$`,
                  elaboration: r`$$r^3 = \dfrac{6{,}674 \cdot 10^{-11} \cdot 1{,}69 \cdot 10^{30} \cdot (3{,}63 \cdot 10^{5})^2}{4\pi^2} = 3{,}76 \cdot 10^{29}\ \text{m}^3$$, dus $$r = 7{,}2 \cdot 10^{9}\ \text{m}$$.`,
                  explanation: r`Dat is ongeveer $$0{,}05$$ AE: veel dichter bij de ster dan Mercurius bij de zon.`,
                  points: 1,
                },
              ],
            },
            {
              name: 'Oplossingsstrategie 2',
              steps: [
                {
                  correction: r`gelijkstellen van gravitatiekracht en middelpuntzoekende kracht`,
                  text: r`$$G\dfrac{mM}{r^2} = \dfrac{mv^2}{r}$$`,
                  elaboration: r`Hieruit volgt $$v^2 = \dfrac{GM}{r}$$.`,
                  explanation: r`De gravitatiekracht is de enige kracht op de planeet.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$v = \dfrac{2\pi r}{T}$$`,
                  text: r`$$\dfrac{4\pi^2 r^2}{T^2} = \dfrac{GM}{r}$$`,
                  elaboration: r`Invullen en omwerken geeft $$r^3 = \dfrac{GMT^2}{4\pi^2}$$.`,
                  explanation: r`Zo leid je de derde wet van Kepler zelf af.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$r = 7{,}2 \cdot 10^{9}\ \text{m}$$`,
                  elaboration: r`Met $$M = 1{,}69 \cdot 10^{30}\ \text{kg}$$ en $$T = 3{,}63 \cdot 10^{5}\ \text{s}$$ volgt $$r = 7{,}2 \cdot 10^{9}\ \text{m}$$.`,
                  explanation: r`Zelfde uitkomst als met de wet van Kepler.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 7,
          type: 'Toon aan',
          points: 4,
          minutes: 8,
          pValue: 33,
          text: r`De planeet absorbeert al het sterlicht dat op haar valt en straalt als zwarte straler aan haar hele oppervlak evenveel energie uit als ze opneemt.

Toon aan dat de temperatuur van de planeet dan ongeveer $$1{,}0 \cdot 10^{3}\ \text{K}$$ is.`,
          highlights: [r`stralingsevenwicht`],
          tags: ['wet van stefan-boltzmann', 'exoplaneet', 'intensiteit'],
          domain: 'Straling van sterren',
          chapters: { Nova: 'H10.1', 'Systematische Natuurkunde': 'H7.2' },
          dependsOn: [{ number: 6 }],
          tips: [r`Het opgevangen vermogen hangt af van de dwarsdoorsnede $$\pi R_{\text{p}}^2$$, het uitgestraalde van het hele oppervlak $$4\pi R_{\text{p}}^2$$.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van het uitgestraalde vermogen van de ster`,
                  text: r`$$P_{\text{s}} = 1{,}50 \cdot 10^{26}\ \text{W}$$`,
                  elaboration: r`$$P_{\text{s}} = \sigma \cdot 4\pi R_{\text{s}}^2 \cdot T_{\text{s}}^4 = 5{,}670 \cdot 10^{-8} \cdot 4\pi (5{,}57 \cdot 10^{8})^2 \cdot 5100^4 = 1{,}50 \cdot 10^{26}\ \text{W}$$`,
                  explanation: r`De ster is een zwarte straler met oppervlak $$4\pi R_{\text{s}}^2$$.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de intensiteit op de afstand van de planeet`,
                  text: r`$$I = 2{,}3 \cdot 10^{5}\ \text{W/m}^2$$`,
                  elaboration: r`$$I = \dfrac{P_{\text{s}}}{4\pi r^2} = \dfrac{1{,}50 \cdot 10^{26}}{4\pi (7{,}22 \cdot 10^{9})^2} = 2{,}3 \cdot 10^{5}\ \text{W/m}^2$$`,
                  explanation: r`Het vermogen verdeelt zich over een bol met straal $$r$$.`,
                  points: 1,
                  tips: [r`Over welk oppervlak is het stervermogen verdeeld op afstand $$r$$?`],
                },
                {
                  correction: r`opstellen van het evenwicht tussen opgenomen en uitgezonden vermogen`,
                  text: r`$$I \cdot \pi R_{\text{p}}^2 = \sigma \cdot 4\pi R_{\text{p}}^2 \cdot T_{\text{p}}^4$$`,
                  elaboration: r`De straal van de planeet valt weg: $$T_{\text{p}}^4 = \dfrac{I}{4\sigma}$$.`,
                  explanation: r`De planeet vangt licht op met haar dwarsdoorsnede, maar straalt uit met haar hele oppervlak.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$T_{\text{p}} = 1{,}0 \cdot 10^{3}\ \text{K}$$`,
                  elaboration: r`$$T_{\text{p}} = \left(\dfrac{2{,}28 \cdot 10^{5}}{4 \cdot 5{,}670 \cdot 10^{-8}}\right)^{1/4} = 1{,}00 \cdot 10^{3}\ \text{K}$$`,
                  explanation: r`Bij 'toon aan' een uitkomst in meer significante cijfers geven.`,
                  points: 1,
                },
              ],
              remark: r`Een afleiding met $$T_{\text{p}} = T_{\text{s}} \sqrt{\dfrac{R_{\text{s}}}{2r}}$$ is ook goed; dan zijn de eerste drie scorepunten toe te kennen als de afleiding volledig is.`,
            },
          ],
        },
        {
          number: 8,
          type: 'Bereken',
          points: 3,
          minutes: 5,
          pValue: 48,
          text: r`Door de planeet beweegt de ster in een kleine cirkel om het gezamenlijke zwaartepunt. In het spectrum van Ardea verschuift de $$\text{H}_\alpha$$-lijn ($$656{,}28\ \text{nm}$$) daardoor periodiek heen en weer, met een maximale verschuiving van $$3{,}3 \cdot 10^{-4}\ \text{nm}$$.

Bereken de maximale snelheid van de ster in de kijkrichting.`,
          highlights: [r`verschuiving van de spectraallijn`],
          tags: ['dopplereffect', 'spectrum', 'exoplaneet'],
          domain: 'Spectra en roodverschuiving',
          chapters: { Nova: 'H10.2', 'Systematische Natuurkunde': 'H7.3' },
          tips: [r`Welke formule verbindt de relatieve golflengteverschuiving met een snelheid?`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$\dfrac{\Delta\lambda}{\lambda} = \dfrac{v}{c}$$`,
                  text: r`$$v = c \cdot \dfrac{\Delta\lambda}{\lambda}$$`,
                  elaboration: r`De verschuiving is door het dopplereffect; $$v \ll c$$.`,
                  explanation: r`Alleen de snelheidscomponent in de kijkrichting geeft een verschuiving.`,
                  points: 1,
                },
                {
                  correction: r`berekenen van de relatieve verschuiving`,
                  text: r`$$\dfrac{\Delta\lambda}{\lambda} = 5{,}0 \cdot 10^{-7}$$`,
                  elaboration: r`$$\dfrac{3{,}3 \cdot 10^{-4}}{656{,}28} = 5{,}03 \cdot 10^{-7}$$`,
                  explanation: r`Beide golflengtes in dezelfde eenheid, dan valt de eenheid weg.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$v = 1{,}5 \cdot 10^{2}\ \text{m/s}$$`,
                  elaboration: r`$$v = 2{,}998 \cdot 10^{8} \cdot 5{,}03 \cdot 10^{-7} = 151\ \text{m/s}$$`,
                  explanation: r`Twee significante cijfers, zoals de gegeven verschuiving.`,
                  points: 1,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: r`Elektrische step`,
      introduction: r`Joris rijdt dagelijks met een elektrische step naar zijn werk. Joris en de step hebben samen een massa van $$85\ \text{kg}$$. De accu heeft een spanning van $$36\ \text{V}$$ en een capaciteit van $$7{,}8\ \text{Ah}$$. Het rendement van de omzetting van elektrische energie in bewegingsenergie is $$80\%$$. De rolweerstand is $$10\ \text{N}$$ en hangt niet af van de snelheid. Voor de luchtweerstand geldt $$c_{\text{w}} A = 0{,}55\ \text{m}^2$$; de dichtheid van de lucht is $$1{,}20\ \text{kg/m}^3$$.`,
      questions: [
        {
          number: 9,
          type: 'Toon aan',
          points: 3,
          minutes: 4,
          pValue: 62,
          text: r`Joris rijdt met een constante snelheid van $$20\ \text{km/h}$$.

Toon aan dat de luchtweerstand dan ongeveer even groot is als de rolweerstand.`,
          highlights: [r`luchtweerstand bij $$20\ \text{km/h}$$`],
          tags: ['luchtweerstand', 'snelheid'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H2.2', 'Systematische Natuurkunde': 'H2.2' },
          tips: [r`Reken de snelheid eerst om naar m/s.`],
          answers: [
            {
              steps: [
                {
                  correction: r`omrekenen van de snelheid`,
                  text: r`$$v = 5{,}56\ \text{m/s}$$`,
                  elaboration: r`$$v = \dfrac{20}{3{,}6} = 5{,}56\ \text{m/s}$$`,
                  explanation: r`In de formule voor de luchtweerstand moet $$v$$ in m/s.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van $$F_{\text{w,l}} = \tfrac{1}{2}\rho c_{\text{w}} A v^2$$`,
                  text: r`$$F_{\text{w,l}} = \tfrac{1}{2} \cdot 1{,}20 \cdot 0{,}55 \cdot 5{,}56^2$$`,
                  elaboration: r`Invullen van de gegevens uit de inleiding.`,
                  explanation: r`De luchtweerstand groeit met het kwadraat van de snelheid.`,
                  points: 1,
                },
                {
                  correction: r`completeren en vergelijken met de rolweerstand`,
                  text: r`$$F_{\text{w,l}} = 10{,}2\ \text{N} \approx 10\ \text{N}$$`,
                  elaboration: r`$$F_{\text{w,l}} = 0{,}33 \cdot 30{,}9 = 10{,}2\ \text{N}$$; dat is ongeveer gelijk aan de rolweerstand van $$10\ \text{N}$$.`,
                  explanation: r`Bij 'toon aan' een uitkomst in meer cijfers dan het gegeven antwoord.`,
                  points: 1,
                },
              ],
            },
          ],
        },
        {
          number: 10,
          type: 'Bereken',
          points: 4,
          minutes: 7,
          pValue: 41,
          text: r`Bereken de afstand die Joris met een volle accu kan afleggen als hij steeds $$20\ \text{km/h}$$ rijdt.`,
          highlights: [r`actieradius`, r`rendement $$80\%$$`],
          tags: ['vermogen', 'rendement', 'energie'],
          domain: 'Energieomzettingen',
          chapters: { Nova: 'H3.2', 'Systematische Natuurkunde': 'H3.3' },
          dependsOn: [{ number: 9 }],
          tips: [r`Bereken eerst welk mechanisch vermogen nodig is om de weerstand bij te houden.`],
          answers: [
            {
              steps: [
                {
                  correction: r`gebruik van $$P = F \cdot v$$ met de totale weerstand`,
                  text: r`$$P_{\text{mech}} = 112\ \text{W}$$`,
                  elaboration: r`$$F_{\text{w}} = 10 + 10{,}2 = 20{,}2\ \text{N}$$; $$P = 20{,}2 \cdot 5{,}56 = 112\ \text{W}$$`,
                  explanation: r`Bij constante snelheid levert de motor een kracht gelijk aan de totale weerstand.`,
                  points: 1,
                },
                {
                  correction: r`gebruik van het rendement`,
                  text: r`$$P_{\text{el}} = 140\ \text{W}$$`,
                  elaboration: r`$$P_{\text{el}} = \dfrac{112}{0{,}80} = 140\ \text{W}$$`,
                  explanation: r`De accu moet meer leveren dan er nuttig wordt gebruikt.`,
                  points: 1,
                  tips: [r`Is het elektrische vermogen groter of kleiner dan het mechanische?`],
                },
                {
                  correction: r`berekenen van de energie in de accu`,
                  text: r`$$E = 1{,}01 \cdot 10^{6}\ \text{J}$$`,
                  elaboration: r`$$E = U \cdot Q = 36 \cdot 7{,}8 \cdot 3600 = 1{,}01 \cdot 10^{6}\ \text{J}$$`,
                  explanation: r`$$1\ \text{Ah} = 3600\ \text{C}$$.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$s = 40\ \text{km}$$`,
                  elaboration: r`$$t = \dfrac{1{,}01 \cdot 10^{6}}{140} = 7{,}2 \cdot 10^{3}\ \text{s}$$; $$s = 5{,}56 \cdot 7{,}2 \cdot 10^{3} = 4{,}0 \cdot 10^{4}\ \text{m} = 40\ \text{km}$$`,
                  explanation: r`Afstand is snelheid maal tijd.`,
                  points: 1,
                },
              ],
              remark: r`Als het rendement verkeerd is verwerkt (vermenigvuldigd in plaats van gedeeld), maximaal 3 scorepunten toekennen.`,
            },
          ],
        },
        {
          number: 11,
          type: 'Bepaal',
          points: 4,
          minutes: 7,
          pValue: 45,
          text: r`Figuur 2 toont het $$(v,t)$$-diagram van Joris bij het wegrijden bij een stoplicht.

![Figuur 2: snelheid van Joris tegen de tijd bij het wegrijden](figuur2.svg)

Bepaal met behulp van figuur 2 de resulterende kracht op Joris en zijn step op $$t = 0\ \text{s}$$.`,
          figures: [
            {
              name: 'figuur2.svg',
              alt: 'Figuur 2: (v,t)-diagram; de snelheid stijgt steeds minder snel van 0 naar ongeveer 6,9 m/s in 12 s',
              svg: r`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 260" font-family="sans-serif" font-size="11">
<path d="M50 20 V220 M75 20 V220 M100 20 V220 M125 20 V220 M150 20 V220 M175 20 V220 M200 20 V220 M225 20 V220 M250 20 V220 M275 20 V220 M300 20 V220 M325 20 V220 M350 20 V220 M50 220 H350 M50 195 H350 M50 170 H350 M50 145 H350 M50 120 H350 M50 95 H350 M50 70 H350 M50 45 H350 M50 20 H350" stroke="#ddd" fill="none"/>
<path d="M50 12 V220 H358" stroke="#333" fill="none" stroke-width="1.5"/>
<polyline points="50.0,220.0 56.2,206.1 62.5,193.4 68.8,181.6 75.0,170.8 81.2,160.9 87.5,151.7 93.8,143.3 100.0,135.6 106.2,128.5 112.5,121.9 118.8,115.9 125.0,110.3 131.2,105.2 137.5,100.5 143.8,96.2 150.0,92.2 156.2,88.6 162.5,85.2 168.8,82.1 175.0,79.3 181.2,76.6 187.5,74.2 193.8,72.0 200.0,70.0 206.2,68.1 212.5,66.4 218.8,64.8 225.0,63.3 231.2,62.0 237.5,60.7 243.8,59.6 250.0,58.6 256.2,57.6 262.5,56.7 268.8,55.9 275.0,55.1 281.2,54.4 287.5,53.8 293.8,53.2 300.0,52.7 306.2,52.2 312.5,51.7 318.8,51.3 325.0,50.9 331.2,50.6 337.5,50.3 343.8,50.0 350.0,49.7" fill="none" stroke="#036" stroke-width="2"/>
<text x="46" y="236">0</text><text x="96" y="236">2</text><text x="146" y="236">4</text><text x="196" y="236">6</text><text x="246" y="236">8</text><text x="293" y="236">10</text><text x="343" y="236">12</text>
<text x="38" y="224">0</text><text x="38" y="174">2</text><text x="38" y="124">4</text><text x="38" y="74">6</text><text x="38" y="24">8</text>
<text x="180" y="254">t (s)</text><text x="4" y="12">v (m/s)</text>
</svg>`,
            },
          ],
          highlights: [r`raaklijn op $$t = 0$$`],
          tags: ['versnelling', 'raaklijn', 'tweede wet van newton'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H1.2', 'Systematische Natuurkunde': 'H2.1' },
          tips: [r`De versnelling op een tijdstip is de steilheid van de raaklijn aan de grafiek.`],
          answers: [
            {
              steps: [
                {
                  correction: r`tekenen van de raaklijn aan de grafiek op $$t = 0$$`,
                  text: r`raaklijn door $$(0;\ 0)$$ en ongeveer $$(3{,}0;\ 6{,}9)$$`,
                  elaboration: r`De raaklijn in de oorsprong bereikt $$6{,}9\ \text{m/s}$$ bij ongeveer $$t = 3{,}0\ \text{s}$$.`,
                  explanation: r`De steilheid van de raaklijn geeft de momentane versnelling.`,
                  points: 1,
                },
                {
                  correction: r`bepalen van de steilheid`,
                  text: r`$$a = 2{,}3\ \text{m/s}^2$$`,
                  elaboration: r`$$a = \dfrac{\Delta v}{\Delta t} = \dfrac{6{,}9}{3{,}0} = 2{,}3\ \text{m/s}^2$$`,
                  explanation: r`Kies twee punten ver uit elkaar op de raaklijn voor een nauwkeurige aflezing.`,
                  points: 1,
                  tips: [r`Lees af op de raaklijn, niet op de grafiek zelf.`],
                },
                {
                  correction: r`gebruik van $$F_{\text{res}} = m \cdot a$$`,
                  text: r`$$F_{\text{res}} = 85 \cdot 2{,}3$$`,
                  elaboration: r`De massa van Joris met step is $$85\ \text{kg}$$.`,
                  explanation: r`De tweede wet van Newton verbindt versnelling en resulterende kracht.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$F_{\text{res}} = 2{,}0 \cdot 10^{2}\ \text{N}$$`,
                  elaboration: r`$$F_{\text{res}} = 196\ \text{N} \approx 2{,}0 \cdot 10^{2}\ \text{N}$$`,
                  explanation: r`Bij een afgelezen waarde volstaan twee significante cijfers.`,
                  points: 1,
                },
              ],
              remark: r`Een versnelling tussen $$2{,}0$$ en $$2{,}6\ \text{m/s}^2$$ goed rekenen, met de bijbehorende kracht.`,
            },
          ],
        },
        {
          number: 12,
          type: 'Bereken',
          points: 4,
          minutes: 7,
          pValue: 36,
          introduction: r`Op weg naar zijn werk moet Joris een helling op. De motor van de step kan ten hoogste een mechanisch vermogen van $$350\ \text{W}$$ leveren. Joris wil de helling met minstens $$10\ \text{km/h}$$ oprijden. Bij deze snelheid is de luchtweerstand te verwaarlozen.`,
          text: r`Bereken de grootste hellingshoek die Joris met constante snelheid van $$10\ \text{km/h}$$ op kan rijden.`,
          highlights: [r`helling met constante snelheid`],
          tags: ['vermogen', 'zwaartekracht', 'helling'],
          domain: 'Kracht en beweging',
          chapters: { Nova: 'H2.1', 'Systematische Natuurkunde': 'H2.2' },
          tips: [r`Ontbind de zwaartekracht in een component langs de helling en een component loodrecht erop.`],
          answers: [
            {
              steps: [
                {
                  correction: r`berekenen van de maximale voortstuwende kracht met $$P = F \cdot v$$`,
                  text: r`$$F_{\text{motor}} = 126\ \text{N}$$`,
                  elaboration: r`$$v = \dfrac{10}{3{,}6} = 2{,}78\ \text{m/s}$$; $$F = \dfrac{350}{2{,}78} = 126\ \text{N}$$`,
                  explanation: r`Bij vast vermogen is de kracht groter naarmate de snelheid kleiner is.`,
                  points: 1,
                },
                {
                  correction: r`inzicht dat $$F_{\text{motor}} = F_{\text{rol}} + F_{\text{z}} \sin(\alpha)$$`,
                  text: r`$$126 = 10 + m g \sin(\alpha)$$`,
                  elaboration: r`Bij constante snelheid is de resulterende kracht langs de helling nul.`,
                  explanation: r`Eerste wet van Newton langs de helling.`,
                  points: 1,
                  tips: [r`Welke krachten werken langs de helling, en welke kant op?`],
                },
                {
                  correction: r`berekenen van de component van de zwaartekracht langs de helling`,
                  text: r`$$m g \sin(\alpha) = 116\ \text{N}$$`,
                  elaboration: r`$$m g = 85 \cdot 9{,}81 = 834\ \text{N}$$, dus $$\sin(\alpha) = \dfrac{116}{834} = 0{,}139$$.`,
                  explanation: r`De rolweerstand gaat van de motorkracht af.`,
                  points: 1,
                },
                {
                  correction: r`completeren van de berekening`,
                  text: r`$$\alpha = 8{,}0°$$`,
                  elaboration: r`$$\alpha = \sin^{-1}(0{,}139) = 8{,}0°$$`,
                  explanation: r`Dat komt overeen met een helling van ongeveer $$14\%$$.`,
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
