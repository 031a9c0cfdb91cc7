import type { StreamContent } from '../types.ts';
const r = String.raw;

export const skeleton: Omit<StreamContent, 'exams'> = {
  slug: 'natuurkunde-vwo',
  formulaSheet: r`**Beweging en energie**
$$v_{\text{gem}} = \dfrac{\Delta x}{\Delta t}$$ gemiddelde snelheid
$$a = \dfrac{\Delta v}{\Delta t}$$ versnelling
$$F_{\text{res}} = m \cdot a$$ tweede wet van Newton
$$F_{\text{w,l}} = \tfrac{1}{2} \rho\, c_{\text{w}} A v^2$$ luchtweerstand
$$E_{\text{k}} = \tfrac{1}{2} m v^2$$ kinetische energie
$$W = F \cdot s \cdot \cos(\alpha)$$ arbeid
$$P = F \cdot v$$ mechanisch vermogen
$$\eta = \dfrac{E_{\text{nuttig}}}{E_{\text{in}}}$$ rendement

**Cirkelbeweging en gravitatie**
$$v = \dfrac{2 \pi r}{T}$$ baansnelheid
$$F_{\text{mpz}} = \dfrac{m v^2}{r}$$ middelpuntzoekende kracht
$$F_{\text{g}} = G \dfrac{m M}{r^2}$$ gravitatiekracht
$$\dfrac{r^3}{T^2} = \dfrac{G M}{4 \pi^2}$$ derde wet van Kepler

**Elektriciteit en velden**
$$P = U \cdot I$$ elektrisch vermogen
$$\Delta E_{\text{k}} = q \cdot U$$ versnellen in een elektrisch veld
$$F_{\text{L}} = B \cdot q \cdot v$$ lorentzkracht op een bewegend deeltje

**Quantumwereld**
$$E_{\text{f}} = h f = \dfrac{h c}{\lambda}$$ energie van een foton
$$E_{\text{k,max}} = h f - W_{\text{u}}$$ foto-elektrisch effect
$$\lambda = \dfrac{h}{p}$$ debroglie-golflengte
$$E_n = \dfrac{n^2 h^2}{8 m L^2}$$ deeltje in een eendimensionale doos

**Straling, sterren en heelal**
$$A = A_0 \left(\tfrac{1}{2}\right)^{t / t_{1/2}}$$ activiteit na een tijd $$t$$
$$E = m c^2$$ massa-energie-equivalentie
$$\lambda_{\text{max}} \cdot T = k_{\text{W}}$$ wet van Wien
$$P = \sigma A T^4$$ wet van Stefan-Boltzmann
$$\dfrac{\Delta \lambda}{\lambda} = \dfrac{v}{c}$$ dopplerverschuiving (voor $$v \ll c$$)`,
  domains: [
    { name: 'Golven', children: ['Trillingen en golven', 'Informatieoverdracht', 'Medische beeldvorming'] },
    { name: 'Beweging en wisselwerking', children: ['Kracht en beweging', 'Energieomzettingen', 'Cirkelbeweging'] },
    { name: 'Lading en veld', children: ['Elektrische systemen', 'Elektrische velden', 'Magnetische velden'] },
    { name: 'Straling en materie', children: ['Stoffen en materialen', 'Kern- en deeltjesprocessen', 'Ioniserende straling'] },
    { name: 'Quantumwereld', children: ['Golf-deeltjedualiteit', 'Deeltje in een doos', 'Onzekerheid en tunneling'] },
    { name: 'Zonnestelsel en heelal', children: ['Banen en gravitatie', 'Straling van sterren', 'Spectra en roodverschuiving'] },
  ],
  methodologies: [
    {
      name: 'Nova',
      chapters: [
        {
          code: 'H1',
          title: 'Beweging',
          children: [
            { code: 'H1.1', title: 'Snelheid en versnelling' },
            { code: 'H1.2', title: 'Bewegingsgrafieken' },
          ],
        },
        {
          code: 'H2',
          title: 'Kracht en beweging',
          children: [
            { code: 'H2.1', title: 'De wetten van Newton' },
            { code: 'H2.2', title: 'Wrijving en luchtweerstand' },
            { code: 'H2.3', title: 'Modelleren' },
          ],
        },
        {
          code: 'H3',
          title: 'Energie en arbeid',
          children: [
            { code: 'H3.1', title: 'Arbeid en kinetische energie' },
            { code: 'H3.2', title: 'Vermogen en rendement' },
            { code: 'H3.3', title: 'Behoud van energie' },
          ],
        },
        {
          code: 'H4',
          title: 'Elektrische systemen',
          children: [
            { code: 'H4.1', title: 'Spanning, stroom en vermogen' },
            { code: 'H4.2', title: 'Schakelingen' },
            { code: 'H4.3', title: 'Sensoren' },
          ],
        },
        {
          code: 'H5',
          title: 'Trillingen en golven',
          children: [
            { code: 'H5.1', title: 'Trillingen' },
            { code: 'H5.2', title: 'Lopende en staande golven' },
            { code: 'H5.3', title: 'Elektromagnetische golven' },
          ],
        },
        {
          code: 'H6',
          title: 'Cirkelbewegingen en gravitatie',
          children: [
            { code: 'H6.1', title: 'Eenparige cirkelbeweging' },
            { code: 'H6.2', title: 'Gravitatie' },
            { code: 'H6.3', title: 'Satellieten en planeten' },
          ],
        },
        {
          code: 'H7',
          title: 'Elektrische en magnetische velden',
          children: [
            { code: 'H7.1', title: 'Het elektrische veld' },
            { code: 'H7.2', title: 'Lorentzkracht' },
            { code: 'H7.3', title: 'Deeltjesversnellers' },
          ],
        },
        {
          code: 'H8',
          title: 'Straling en gezondheid',
          children: [
            { code: 'H8.1', title: 'Kernen en verval' },
            { code: 'H8.2', title: 'Halveringstijd en activiteit' },
            { code: 'H8.3', title: 'Medische beeldvorming' },
            { code: 'H8.4', title: 'Massa en energie' },
          ],
        },
        {
          code: 'H9',
          title: 'Quantumwereld',
          children: [
            { code: 'H9.1', title: 'Fotonen' },
            { code: 'H9.2', title: 'Golfgedrag van deeltjes' },
            { code: 'H9.3', title: 'Deeltje in een doos' },
            { code: 'H9.4', title: 'Onzekerheid en tunneling' },
          ],
        },
        {
          code: 'H10',
          title: 'Astrofysica',
          children: [
            { code: 'H10.1', title: 'Sterren als zwarte stralers' },
            { code: 'H10.2', title: 'Spectra van sterren' },
            { code: 'H10.3', title: 'Exoplaneten en het uitdijend heelal' },
          ],
        },
      ],
    },
    {
      name: 'Systematische Natuurkunde',
      chapters: [
        {
          code: 'H1',
          title: 'Elektriciteit',
          children: [
            { code: 'H1.1', title: 'Lading, stroom en spanning' },
            { code: 'H1.2', title: 'Energie en vermogen' },
          ],
        },
        {
          code: 'H2',
          title: 'Beweging en kracht',
          children: [
            { code: 'H2.1', title: 'Eenparige en versnelde beweging' },
            { code: 'H2.2', title: 'Krachten en Newton' },
            { code: 'H2.3', title: 'Cirkelbeweging' },
          ],
        },
        {
          code: 'H3',
          title: 'Arbeid en energie',
          children: [
            { code: 'H3.1', title: 'Arbeid' },
            { code: 'H3.2', title: 'Energiebehoud' },
            { code: 'H3.3', title: 'Vermogen' },
          ],
        },
        {
          code: 'H4',
          title: 'Golven en geluid',
          children: [
            { code: 'H4.1', title: 'Harmonische trilling' },
            { code: 'H4.2', title: 'Golven en interferentie' },
            { code: 'H4.3', title: 'Licht als golf' },
          ],
        },
        {
          code: 'H5',
          title: 'Ioniserende straling',
          children: [
            { code: 'H5.1', title: 'Atoomkernen en vervalsoorten' },
            { code: 'H5.2', title: 'Activiteit' },
            { code: 'H5.3', title: 'Beeldvorming met straling' },
          ],
        },
        {
          code: 'H6',
          title: 'Velden',
          children: [
            { code: 'H6.1', title: 'Elektrische velden' },
            { code: 'H6.2', title: 'Magnetische velden' },
            { code: 'H6.3', title: 'Geladen deeltjes in velden' },
          ],
        },
        {
          code: 'H7',
          title: 'Gravitatie en heelal',
          children: [
            { code: 'H7.1', title: 'Gravitatiewet' },
            { code: 'H7.2', title: 'Sterstraling' },
            { code: 'H7.3', title: 'Spectra en dopplereffect' },
          ],
        },
        {
          code: 'H8',
          title: 'Quantumfysica',
          children: [
            { code: 'H8.1', title: 'Foto-elektrisch effect' },
            { code: 'H8.2', title: 'Materiegolven' },
            { code: 'H8.3', title: 'Energieniveaus' },
            { code: 'H8.4', title: 'Tunneleffect' },
          ],
        },
        {
          code: 'H9',
          title: 'Examentraining',
          children: [
            { code: 'H9.1', title: 'Rekenen en redeneren' },
            { code: 'H9.2', title: 'Grafieken en modellen' },
            { code: 'H9.3', title: 'Oefenexamen' },
          ],
        },
      ],
    },
  ],
  questionTypes: ['Bereken', 'Toon aan', 'Leg uit', 'Beredeneer', 'Bepaal', 'Geef', 'Geef aan', 'Noem', 'Schets', 'Teken', 'Vul in', 'Meerkeuze'],
};
