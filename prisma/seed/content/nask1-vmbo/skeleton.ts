import type { StreamContent } from '../types.ts';
const r = String.raw;

export const skeleton: Omit<StreamContent, 'exams'> = {
  slug: 'nask1-vmbo',
  formulaSheet: r`**Elektriciteit**
$$U = I \cdot R$$ — spanning $$U$$ (V), stroomsterkte $$I$$ (A), weerstand $$R$$ ($$\Omega$$)
$$P = U \cdot I$$ — elektrisch vermogen $$P$$ (W)
$$E = P \cdot t$$ — energie $$E$$ (J of kWh), tijd $$t$$ (s of h)
$$R_{\text{tot}} = R_1 + R_2$$ — vervangingsweerstand bij een serieschakeling
$$\frac{1}{R_{\text{v}}} = \frac{1}{R_1} + \frac{1}{R_2}$$ — vervangingsweerstand bij een parallelschakeling
$$\text{kosten} = E \cdot \text{prijs per kWh}$$ — energiekosten
$$\frac{U_{\text{p}}}{U_{\text{s}}} = \frac{N_{\text{p}}}{N_{\text{s}}}$$ — transformator: spanning en aantal windingen

**Energie**
$$\eta = \frac{E_{\text{nuttig}}}{E_{\text{in}}} \cdot 100\%$$ — rendement (ook met vermogens: $$\eta = \frac{P_{\text{nuttig}}}{P_{\text{in}}} \cdot 100\%$$)
$$W = F \cdot s$$ — arbeid $$W$$ (J), kracht $$F$$ (N), verplaatsing $$s$$ (m)
$$E_{\text{z}} = m \cdot g \cdot h$$ — zwaarte-energie
$$E_{\text{k}} = \tfrac{1}{2} \cdot m \cdot v^2$$ — bewegingsenergie
$$Q = c \cdot m \cdot \Delta T$$ — warmte $$Q$$ (J), soortelijke warmte $$c$$ (J/(kg·°C)), temperatuurverschil $$\Delta T$$ (°C)

**Kracht en beweging**
$$v = \frac{s}{t}$$ — (gemiddelde) snelheid; $$1\ \text{m/s} = 3{,}6\ \text{km/h}$$
$$F_{\text{z}} = m \cdot g$$ — zwaartekracht, met $$g = 9{,}8\ \text{N/kg}$$
$$p = \frac{F}{A}$$ — druk $$p$$ (Pa of N/m²), oppervlakte $$A$$ (m²)
$$F_1 \cdot r_1 = F_2 \cdot r_2$$ — hefboomwet (moment = kracht × arm)
$$s_{\text{stop}} = s_{\text{reactie}} + s_{\text{rem}}$$ — stopafstand

**Licht en geluid**
$$S = \frac{1}{f}$$ — sterkte $$S$$ (dpt) van een lens, brandpuntsafstand $$f$$ (m)
$$\frac{1}{f} = \frac{1}{v} + \frac{1}{b}$$ — lenzenformule, voorwerpsafstand $$v$$, beeldafstand $$b$$
$$N = \frac{b}{v} = \frac{\text{beeldgrootte}}{\text{voorwerpsgrootte}}$$ — vergroting
$$f = \frac{1}{T}$$ — frequentie $$f$$ (Hz), trillingstijd $$T$$ (s)
$$v_{\text{geluid}} = 343\ \text{m/s}$$ — geluidssnelheid in lucht bij 20 °C

**Materialen en straling**
$$\rho = \frac{m}{V}$$ — dichtheid $$\rho$$ (g/cm³ of kg/m³), massa $$m$$, volume $$V$$
$$A = A_0 \cdot \left(\tfrac{1}{2}\right)^n$$ — activiteit na $$n$$ halveringstijden`,
  domains: [
    {
      name: 'Elektrische energie',
      children: ['Elektrische schakelingen', 'Vermogen en energieverbruik', 'Elektriciteit in huis', 'Magnetisme en opwekking'],
    },
    {
      name: 'Energie en energieomzettingen',
      children: ['Energieomzettingen', 'Rendement', 'Energiebronnen en duurzaamheid'],
    },
    {
      name: 'Kracht en beweging',
      children: ['Snelheid en beweging', 'Krachten en druk', 'Hefbomen', 'Verkeersveiligheid'],
    },
    {
      name: 'Licht en beeld',
      children: ['Lenzen en beeldvorming', 'Licht en kleur', 'Straling en bescherming'],
    },
    {
      name: 'Geluid',
      children: ['Trillingen en toonhoogte', 'Geluidsniveau en gehoor'],
    },
    {
      name: 'Warmte',
      children: ['Warmtetransport en isolatie', 'Temperatuur en faseovergangen'],
    },
    {
      name: 'Materialen',
      children: ['Dichtheid', 'Eigenschappen van materialen'],
    },
  ],
  methodologies: [
    {
      name: 'Nova',
      chapters: [
        {
          code: 'H1',
          title: 'Elektriciteit',
          children: [
            { code: 'H1.1', title: 'Stroomkringen' },
            { code: 'H1.2', title: 'Spanning en stroomsterkte' },
            { code: 'H1.3', title: 'Weerstand' },
            { code: 'H1.4', title: 'Serie en parallel' },
          ],
        },
        {
          code: 'H2',
          title: 'Energie',
          children: [
            { code: 'H2.1', title: 'Energieomzettingen' },
            { code: 'H2.2', title: 'Vermogen en energieverbruik' },
            { code: 'H2.3', title: 'Rendement' },
            { code: 'H2.4', title: 'Energiebronnen' },
          ],
        },
        {
          code: 'H3',
          title: 'Krachten',
          children: [
            { code: 'H3.1', title: 'Soorten krachten' },
            { code: 'H3.2', title: 'Krachten tekenen' },
            { code: 'H3.3', title: 'Druk' },
            { code: 'H3.4', title: 'Hefbomen' },
          ],
        },
        {
          code: 'H4',
          title: 'Beweging',
          children: [
            { code: 'H4.1', title: 'Snelheid' },
            { code: 'H4.2', title: 'Grafieken van bewegingen' },
            { code: 'H4.3', title: 'Versnellen en remmen' },
            { code: 'H4.4', title: 'Veilig in het verkeer' },
          ],
        },
        {
          code: 'H5',
          title: 'Licht',
          children: [
            { code: 'H5.1', title: 'Licht en schaduw' },
            { code: 'H5.2', title: 'Spiegels en kleuren' },
            { code: 'H5.3', title: 'Lenzen' },
            { code: 'H5.4', title: 'Het oog en de camera' },
          ],
        },
        {
          code: 'H6',
          title: 'Geluid',
          children: [
            { code: 'H6.1', title: 'Trillingen' },
            { code: 'H6.2', title: 'Toonhoogte en frequentie' },
            { code: 'H6.3', title: 'Geluidsniveau en lawaai' },
          ],
        },
        {
          code: 'H7',
          title: 'Warmte en stoffen',
          children: [
            { code: 'H7.1', title: 'Temperatuur' },
            { code: 'H7.2', title: 'Fasen en faseovergangen' },
            { code: 'H7.3', title: 'Warmtetransport' },
            { code: 'H7.4', title: 'Dichtheid' },
            { code: 'H7.5', title: 'Eigenschappen van materialen' },
          ],
        },
        {
          code: 'H8',
          title: 'Elektriciteit in huis',
          children: [
            { code: 'H8.1', title: 'Veilig met elektriciteit' },
            { code: 'H8.2', title: 'Magnetisme' },
            { code: 'H8.3', title: 'Elektromotor en dynamo' },
            { code: 'H8.4', title: 'De transformator' },
          ],
        },
        {
          code: 'H9',
          title: 'Straling',
          children: [
            { code: 'H9.1', title: 'Soorten straling' },
            { code: 'H9.2', title: 'Ioniserende straling' },
            { code: 'H9.3', title: 'Stralingsbescherming' },
          ],
        },
        {
          code: 'H10',
          title: 'Examentraining',
          children: [
            { code: 'H10.1', title: 'Rekenen met formules' },
            { code: 'H10.2', title: 'Grafieken en tabellen lezen' },
            { code: 'H10.3', title: 'Oefenexamen' },
          ],
        },
      ],
    },
    {
      name: 'Impact',
      chapters: [
        {
          code: 'H1',
          title: 'Bewegen en krachten',
          children: [
            { code: 'H1.1', title: 'Snelheid' },
            { code: 'H1.2', title: 'Afstand-tijddiagrammen' },
            { code: 'H1.3', title: 'Krachten' },
            { code: 'H1.4', title: 'Remweg en veiligheid' },
          ],
        },
        {
          code: 'H2',
          title: 'Stoffen en materialen',
          children: [
            { code: 'H2.1', title: 'Eigenschappen van materialen' },
            { code: 'H2.2', title: 'Dichtheid' },
            { code: 'H2.3', title: 'Smelten, stollen, verdampen' },
          ],
        },
        {
          code: 'H3',
          title: 'Geluid',
          children: [
            { code: 'H3.1', title: 'Geluidsbronnen' },
            { code: 'H3.2', title: 'Frequentie en toonhoogte' },
            { code: 'H3.3', title: 'Lawaai en gehoorschade' },
          ],
        },
        {
          code: 'H4',
          title: 'Licht en zien',
          children: [
            { code: 'H4.1', title: 'Lichtbronnen en kleuren' },
            { code: 'H4.2', title: 'Lenzen en beelden' },
            { code: 'H4.3', title: 'Oog en bril' },
            { code: 'H4.4', title: 'Straling om ons heen' },
          ],
        },
        {
          code: 'H5',
          title: 'Elektrische schakelingen',
          children: [
            { code: 'H5.1', title: 'Stroom en spanning' },
            { code: 'H5.2', title: 'Wet van Ohm' },
            { code: 'H5.3', title: 'Serie en parallel' },
            { code: 'H5.4', title: 'Veilig met elektriciteit' },
          ],
        },
        {
          code: 'H6',
          title: 'Energie en vermogen',
          children: [
            { code: 'H6.1', title: 'Energie en vermogen' },
            { code: 'H6.2', title: 'Energiekosten' },
            { code: 'H6.3', title: 'Rendement' },
            { code: 'H6.4', title: 'Duurzame energie' },
          ],
        },
        {
          code: 'H7',
          title: 'Werktuigen en druk',
          children: [
            { code: 'H7.1', title: 'Hefbomen' },
            { code: 'H7.2', title: 'Arbeid' },
            { code: 'H7.3', title: 'Druk' },
          ],
        },
        {
          code: 'H8',
          title: 'Warmte',
          children: [
            { code: 'H8.1', title: 'Warmte en temperatuur' },
            { code: 'H8.2', title: 'Geleiding, stroming en straling' },
            { code: 'H8.3', title: 'Isoleren' },
          ],
        },
        {
          code: 'H9',
          title: 'Elektromagnetisme',
          children: [
            { code: 'H9.1', title: 'Magneten en spoelen' },
            { code: 'H9.2', title: 'De elektromotor' },
            { code: 'H9.3', title: 'Elektriciteit opwekken' },
            { code: 'H9.4', title: 'De transformator' },
          ],
        },
      ],
    },
  ],
  questionTypes: ['Bereken', 'Toon aan', 'Leg uit', 'Beredeneer', 'Bepaal', 'Geef aan', 'Noem', 'Beschrijf', 'Teken', 'Schets', 'Vul in', 'Meerkeuze'],
};
