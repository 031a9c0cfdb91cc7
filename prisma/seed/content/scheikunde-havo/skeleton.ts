import type { StreamContent } from '../types.ts';
const r = String.raw;

export const skeleton: Omit<StreamContent, 'exams'> = {
  slug: 'scheikunde-havo',
  formulaSheet: r`**Rekenen aan stoffen**
$$n = \dfrac{m}{M}$$ aantal mol = massa (g) gedeeld door molaire massa (g/mol)
$$c = \dfrac{n}{V}$$ molariteit in $$\text{mol/L}$$
$$V_{\text{m}} = 24{,}5\ \text{L/mol}$$ molair volume van een gas bij $$298\ \text{K}$$ en $$p_0$$
$$\rho = \dfrac{m}{V}$$ dichtheid
$$\text{massapercentage} = \dfrac{m_{\text{deel}}}{m_{\text{totaal}}} \cdot 100\%$$
$$\text{ppm} = \dfrac{m_{\text{deel}}}{m_{\text{totaal}}} \cdot 10^{6}$$

**Rendement en industrie**
$$\text{rendement} = \dfrac{\text{praktische opbrengst}}{\text{theoretische opbrengst}} \cdot 100\%$$
$$\text{atoomeconomie} = \dfrac{m_{\text{gewenst product}}}{m_{\text{alle beginstoffen}}} \cdot 100\%$$

**Zuren en basen** ($$T = 298\ \text{K}$$)
$$\text{pH} = -\log [\text{H}_3\text{O}^{\text{+}}]$$ en $$[\text{H}_3\text{O}^{\text{+}}] = 10^{-\text{pH}}$$
$$\text{pOH} = -\log [\text{OH}^{\text{-}}]$$ en $$[\text{OH}^{\text{-}}] = 10^{-\text{pOH}}$$
$$\text{pH} + \text{pOH} = 14{,}00$$
$$\text{H}_3\text{O}^{\text{+}} + \text{OH}^{\text{-}} \rightarrow 2\ \text{H}_2\text{O}$$ neutralisatie van een sterk zuur met een sterke base

**Redox en energie**
$$\text{oxidator} + n\ \text{e}^{\text{-}} \rightarrow \text{reductor}$$ halfreactie van de oxidator (elektronen opnemen)
$$\text{reductor} \rightarrow \text{oxidator} + n\ \text{e}^{\text{-}}$$ halfreactie van de reductor (elektronen afstaan)
$$\Delta E = E_{\text{reactieproducten}} - E_{\text{beginstoffen}}$$ reactiewarmte ($$\Delta E < 0$$: exotherm)
$$Q = n \cdot F$$ lading bij elektrolyse, $$F = 9{,}65 \cdot 10^{4}\ \text{C/mol}$$`,
  domains: [
    { name: 'Stoffen en structuren', children: ['Bindingen en stofeigenschappen', 'Zouten en oplosbaarheid', 'Koolstofverbindingen'] },
    { name: 'Reacties en rekenen', children: ['Reactievergelijkingen', 'Molrekenen', 'Rendement en atoomeconomie'] },
    { name: 'Zuren en basen', children: ['Sterke en zwakke zuren en basen', 'pH-berekeningen', 'Titraties'] },
    { name: 'Redox', children: ['Halfreacties', 'Elektrochemische cellen', 'Corrosie en elektrolyse'] },
    { name: 'Energie en snelheid', children: ['Reactiewarmte', 'Reactiesnelheid'] },
  ],
  methodologies: [
    {
      name: 'Chemie Overal',
      chapters: [
        {
          code: 'H1',
          title: 'Atoombouw en periodiek systeem',
          children: [
            { code: 'H1.1', title: 'Atomen en isotopen' },
            { code: 'H1.2', title: 'Het periodiek systeem' },
          ],
        },
        {
          code: 'H2',
          title: 'Bindingen',
          children: [
            { code: 'H2.1', title: 'Metaalbinding en ionbinding' },
            { code: 'H2.2', title: 'Atoombinding en molecuulbinding' },
            { code: 'H2.3', title: 'Waterstofbruggen' },
          ],
        },
        {
          code: 'H3',
          title: 'Reacties en rekenen',
          children: [
            { code: 'H3.1', title: 'Reactievergelijkingen' },
            { code: 'H3.2', title: 'De mol' },
            { code: 'H3.3', title: 'Rekenen aan reacties' },
            { code: 'H3.4', title: 'Rendement' },
          ],
        },
        {
          code: 'H4',
          title: 'Zouten',
          children: [
            { code: 'H4.1', title: 'Zouten en ionen' },
            { code: 'H4.2', title: 'Oplossen en neerslaan' },
            { code: 'H4.3', title: 'Concentratie' },
          ],
        },
        {
          code: 'H5',
          title: 'Zuren en basen',
          children: [
            { code: 'H5.1', title: 'Zure en basische oplossingen' },
            { code: 'H5.2', title: 'pH berekenen' },
            { code: 'H5.3', title: 'Zuur-basereacties' },
            { code: 'H5.4', title: 'Titreren' },
          ],
        },
        {
          code: 'H6',
          title: 'Koolstofchemie',
          children: [
            { code: 'H6.1', title: 'Structuurformules en namen' },
            { code: 'H6.2', title: 'Additie, substitutie en verbranding' },
          ],
        },
        {
          code: 'H7',
          title: 'Redox',
          children: [
            { code: 'H7.1', title: 'Oxidatoren en reductoren' },
            { code: 'H7.2', title: 'Halfreacties opstellen' },
            { code: 'H7.3', title: 'Batterijen en brandstofcellen' },
            { code: 'H7.4', title: 'Elektrolyse' },
          ],
        },
        {
          code: 'H8',
          title: 'Energie en reactiesnelheid',
          children: [
            { code: 'H8.1', title: 'Energie-effecten' },
            { code: 'H8.2', title: 'Reactiesnelheid en botsende deeltjes' },
          ],
        },
      ],
    },
    {
      name: 'Pulsar',
      chapters: [
        {
          code: 'H1',
          title: 'Stoffen en deeltjes',
          children: [
            { code: 'H1.1', title: 'Deeltjesmodel' },
            { code: 'H1.2', title: 'Bindingen en eigenschappen' },
          ],
        },
        {
          code: 'H2',
          title: 'Rekenen aan stoffen',
          children: [
            { code: 'H2.1', title: 'Molaire massa' },
            { code: 'H2.2', title: 'Molverhoudingen' },
            { code: 'H2.3', title: 'Gassen en molair volume' },
          ],
        },
        {
          code: 'H3',
          title: 'Zouten en oplossingen',
          children: [
            { code: 'H3.1', title: 'Zoutformules' },
            { code: 'H3.2', title: 'Molariteit' },
            { code: 'H3.3', title: 'Neerslagreacties' },
          ],
        },
        {
          code: 'H4',
          title: 'Zuur en base',
          children: [
            { code: 'H4.1', title: 'Zuren en basen volgens Brønsted' },
            { code: 'H4.2', title: 'Rekenen met de pH' },
            { code: 'H4.3', title: 'Titratie' },
          ],
        },
        {
          code: 'H5',
          title: 'Elektronen over',
          children: [
            { code: 'H5.1', title: 'Redoxreacties herkennen' },
            { code: 'H5.2', title: 'De redoxtabel' },
            { code: 'H5.3', title: 'Elektrochemische cellen' },
          ],
        },
        {
          code: 'H6',
          title: 'Koolstofverbindingen',
          children: [
            { code: 'H6.1', title: 'Koolwaterstoffen' },
            { code: 'H6.2', title: 'Karakteristieke groepen' },
          ],
        },
        {
          code: 'H7',
          title: 'Chemische industrie',
          children: [
            { code: 'H7.1', title: 'Blokschema en proces' },
            { code: 'H7.2', title: 'Rendement en atoomeconomie' },
            { code: 'H7.3', title: 'Energie en snelheid in de fabriek' },
          ],
        },
        {
          code: 'H8',
          title: 'Examentraining',
          children: [
            { code: 'H8.1', title: 'Rekenen en reactievergelijkingen' },
            { code: 'H8.2', title: 'Zuren, basen en redox' },
            { code: 'H8.3', title: 'Oefenexamen' },
          ],
        },
      ],
    },
  ],
  questionTypes: ['Bereken', 'Toon aan', 'Leg uit', 'Beredeneer', 'Bepaal', 'Geef', 'Geef aan', 'Noem', 'Teken', 'Vul in', 'Meerkeuze'],
};
