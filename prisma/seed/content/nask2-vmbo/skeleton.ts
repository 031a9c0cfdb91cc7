import type { StreamContent } from '../types.ts';
const r = String.raw;

export const skeleton: Omit<StreamContent, 'exams'> = {
  slug: 'nask2-vmbo',
  formulaSheet: r`**Stoffen en mengsels**
$$\rho = \dfrac{m}{V}$$ dichtheid ($$\text{g/cm}^3$$) = massa ($$\text{g}$$) gedeeld door volume ($$\text{cm}^3$$)
$$\text{massapercentage} = \dfrac{m_{\text{stof}}}{m_{\text{totaal}}} \cdot 100\%$$
$$\text{volumepercentage} = \dfrac{V_{\text{stof}}}{V_{\text{totaal}}} \cdot 100\%$$
$$c = \dfrac{m_{\text{opgeloste stof}}}{V_{\text{oplossing}}}$$ concentratie in $$\text{g/L}$$
$$\text{ppm} = \dfrac{m_{\text{stof}}}{m_{\text{totaal}}} \cdot 10^{6}$$ deeltjes per miljoen

**Reacties**
$$m_{\text{beginstoffen}} = m_{\text{reactieproducten}}$$ wet van behoud van massa
$$\dfrac{m_{\text{stof A}}}{m_{\text{stof B}}} = \text{vaste massaverhouding}$$ rekenen met een verhoudingstabel
$$\text{ontledingsreactie: } \text{één beginstof} \rightarrow \text{twee of meer reactieproducten}$$

**Verbranding**
$$\text{brandstof} + \text{zuurstof} \rightarrow \text{verbrandingsproducten}$$ (ontbrandingstemperatuur bereikt)
$$\text{C}_x\text{H}_y + \text{O}_2 \rightarrow \text{CO}_2 + \text{H}_2\text{O}$$ volledige verbranding van een koolwaterstof
$$E = m \cdot \text{stookwaarde}$$ vrijgekomen energie
$$\eta = \dfrac{E_{\text{nuttig}}}{E_{\text{toegevoerd}}} \cdot 100\%$$ rendement

**Zuren en basen**
$$\text{pH} < 7$$ zuur, $$\text{pH} = 7$$ neutraal, $$\text{pH} > 7$$ basisch
$$\text{H}^{\text{+}} + \text{OH}^{\text{-}} \rightarrow \text{H}_2\text{O}$$ neutralisatie
een zure oplossing tien keer verdunnen: de pH stijgt met 1

**Metalen**
$$\text{metaal} + \text{zuurstof} \rightarrow \text{metaaloxide}$$ corrosie
$$\text{metaaloxide} + \text{koolstof} \rightarrow \text{metaal} + \text{koolstofdioxide}$$ winning uit erts`,
  domains: [
    { name: 'Stoffen en materialen', children: ['Stofeigenschappen', 'Mengsels en scheidingsmethoden', 'Moleculen en atomen'] },
    { name: 'Reacties', children: ['Kenmerken van reacties', 'Reactievergelijkingen', 'Massaverhoudingen'] },
    { name: 'Verbranding', children: ['Verbrandingsvoorwaarden', 'Verbrandingsproducten', 'Brandbestrijding'] },
    { name: 'Zuren en basen', children: ['Zure en basische oplossingen', 'pH en indicatoren', 'Neutraliseren'] },
    { name: 'Water', children: ['Oplossingen en concentratie', 'Drinkwater en waterzuivering'] },
    { name: 'Metalen', children: ['Eigenschappen van metalen', 'Corrosie', 'Legeringen en ertsen'] },
  ],
  methodologies: [
    {
      name: 'Nova',
      chapters: [
        {
          code: 'H1',
          title: 'Stoffen en hun eigenschappen',
          children: [
            { code: 'H1.1', title: 'Stofeigenschappen' },
            { code: 'H1.2', title: 'Dichtheid' },
            { code: 'H1.3', title: 'Faseovergangen' },
          ],
        },
        {
          code: 'H2',
          title: 'Mengen en scheiden',
          children: [
            { code: 'H2.1', title: 'Zuivere stoffen en mengsels' },
            { code: 'H2.2', title: 'Scheidingsmethoden' },
            { code: 'H2.3', title: 'Rekenen aan mengsels' },
          ],
        },
        {
          code: 'H3',
          title: 'Moleculen en atomen',
          children: [
            { code: 'H3.1', title: 'Moleculen' },
            { code: 'H3.2', title: 'Atomen en elementen' },
            { code: 'H3.3', title: 'Molecuulformules' },
          ],
        },
        {
          code: 'H4',
          title: 'Chemische reacties',
          children: [
            { code: 'H4.1', title: 'Kenmerken van een reactie' },
            { code: 'H4.2', title: 'Reactievergelijkingen' },
            { code: 'H4.3', title: 'Massaverhoudingen' },
            { code: 'H4.4', title: 'Ontleden' },
          ],
        },
        {
          code: 'H5',
          title: 'Verbranden',
          children: [
            { code: 'H5.1', title: 'De branddriehoek' },
            { code: 'H5.2', title: 'Verbrandingsproducten' },
            { code: 'H5.3', title: 'Onvolledige verbranding' },
            { code: 'H5.4', title: 'Brand blussen' },
          ],
        },
        {
          code: 'H6',
          title: 'Zuren en basen',
          children: [
            { code: 'H6.1', title: 'Zuur, neutraal en basisch' },
            { code: 'H6.2', title: 'De pH en indicatoren' },
            { code: 'H6.3', title: 'Neutraliseren' },
          ],
        },
        {
          code: 'H7',
          title: 'Water',
          children: [
            { code: 'H7.1', title: 'Oplossen en concentratie' },
            { code: 'H7.2', title: 'Drinkwater maken' },
            { code: 'H7.3', title: 'Afvalwater zuiveren' },
          ],
        },
        {
          code: 'H8',
          title: 'Metalen',
          children: [
            { code: 'H8.1', title: 'Eigenschappen van metalen' },
            { code: 'H8.2', title: 'Roesten en corrosie' },
            { code: 'H8.3', title: 'Legeringen en ertsen' },
          ],
        },
      ],
    },
    {
      name: 'Impact',
      chapters: [
        {
          code: 'H1',
          title: 'Materialen om je heen',
          children: [
            { code: 'H1.1', title: 'Metalen en legeringen' },
            { code: 'H1.2', title: 'Corrosie voorkomen' },
            { code: 'H1.3', title: 'Metalen uit erts' },
          ],
        },
        {
          code: 'H2',
          title: 'Stoffen onderzoeken',
          children: [
            { code: 'H2.1', title: 'Kenmerkende eigenschappen' },
            { code: 'H2.2', title: 'Mengsels scheiden' },
            { code: 'H2.3', title: 'Deeltjes en atomen' },
          ],
        },
        {
          code: 'H3',
          title: 'Water en oplossingen',
          children: [
            { code: 'H3.1', title: 'Oplosbaarheid en concentratie' },
            { code: 'H3.2', title: 'Van bron tot kraan' },
          ],
        },
        {
          code: 'H4',
          title: 'Reacties',
          children: [
            { code: 'H4.1', title: 'Wat is een reactie?' },
            { code: 'H4.2', title: 'Atomen tellen' },
            { code: 'H4.3', title: 'Rekenen aan reacties' },
          ],
        },
        {
          code: 'H5',
          title: 'Vuur en verbranding',
          children: [
            { code: 'H5.1', title: 'Voorwaarden voor verbranding' },
            { code: 'H5.2', title: 'Wat ontstaat er bij verbranding?' },
            { code: 'H5.3', title: 'Veilig stoken en blussen' },
          ],
        },
        {
          code: 'H6',
          title: 'Zuur en base',
          children: [
            { code: 'H6.1', title: 'Zuren en basen in huis' },
            { code: 'H6.2', title: 'pH meten' },
            { code: 'H6.3', title: 'Zuur en base samen' },
          ],
        },
        {
          code: 'H7',
          title: 'Examentraining',
          children: [
            { code: 'H7.1', title: 'Stoffen en reacties oefenen' },
            { code: 'H7.2', title: 'Zuren, basen en metalen oefenen' },
            { code: 'H7.3', title: 'Proefexamen' },
          ],
        },
      ],
    },
  ],
  questionTypes: ['Bereken', 'Toon aan', 'Leg uit', 'Beredeneer', 'Bepaal', 'Geef', 'Geef aan', 'Noem', 'Beschrijf', 'Vul in', 'Meerkeuze'],
};
