import type { StreamContent } from '../types.ts';
const r = String.raw;

export const skeleton: Omit<StreamContent, 'exams'> = {
  slug: 'scheikunde-vwo',
  formulaSheet: r`**Rekenen aan stoffen**
$$n = \dfrac{m}{M}$$ — chemische hoeveelheid (mol) uit massa en molaire massa
$$c = \dfrac{n}{V}$$ — molariteit (mol/L)
$$V = n \cdot V_m$$ — gasvolume, met $$V_m = 2{,}45 \cdot 10^{-2}\ \text{m}^3/\text{mol}$$ bij $$T = 298\ \text{K}$$ en $$p = p_0$$
$$\rho = \dfrac{m}{V}$$ — dichtheid

**Rendement en duurzaamheid**
$$\text{rendement} = \dfrac{\text{praktische opbrengst}}{\text{theoretische opbrengst}} \cdot 100\%$$
$$\text{atoomeconomie} = \dfrac{m_{\text{gewenst product}}}{m_{\text{alle beginstoffen}}} \cdot 100\%$$

**Energie**
$$\Delta E = \sum E_{\text{vorming, producten}} - \sum E_{\text{vorming, beginstoffen}}$$ — reactiewarmte uit vormingswarmten
$$Q = c \cdot m \cdot \Delta T$$ — opgenomen of afgestane warmte

**Evenwichten**
$$K = \dfrac{[\text{C}]^c\,[\text{D}]^d}{[\text{A}]^a\,[\text{B}]^b}$$ — evenwichtsvoorwaarde voor $$a\,\text{A} + b\,\text{B} \rightleftarrows c\,\text{C} + d\,\text{D}$$

**Zuren en basen**
$$\text{pH} = -\log [\text{H}_3\text{O}^+]$$ en $$\text{pOH} = -\log [\text{OH}^-]$$
$$K_w = [\text{H}_3\text{O}^+] \cdot [\text{OH}^-] = 1{,}0 \cdot 10^{-14}$$ bij $$298\ \text{K}$$
$$K_z = \dfrac{[\text{H}_3\text{O}^+] \cdot [\text{Z}^-]}{[\text{HZ}]}$$ — zuurconstante
$$\text{pH} = \text{p}K_z + \log \dfrac{[\text{Z}^-]}{[\text{HZ}]}$$ — pH van een buffer

**Redox**
$$\Delta V_0 = V_{0,\text{ox}} - V_{0,\text{red}}$$ — bronspanning van een elektrochemische cel
$$Q = I \cdot t$$ — lading (C)
$$Q = n_{e} \cdot F$$ met $$F = 9{,}65 \cdot 10^{4}\ \text{C/mol}$$ — lading van een hoeveelheid elektronen`,
  domains: [
    { name: 'Stoffen en structuren', children: ['Bindingen en roosters', 'Molecuulbouw en polariteit'] },
    { name: 'Reacties en rekenen', children: ['Reactievergelijkingen', 'Stoichiometrie', 'Reactiesnelheid'] },
    { name: 'Zuren en basen', children: ['pH-berekeningen', 'Titraties', 'Buffers'] },
    { name: 'Redox', children: ['Redoxreacties', 'Elektrochemische cellen', 'Elektrolyse'] },
    { name: 'Evenwichten', children: ['Evenwichtsvoorwaarde', 'Verschuiving van evenwichten'] },
    { name: 'Koolstofchemie', children: ['Structuurformules en isomerie', 'Reactietypen in de koolstofchemie', 'Polymeren'] },
    { name: 'Industriële processen en energie', children: ["Blokschema's en procesontwerp", 'Rendement en atoomeconomie', 'Reactiewarmte'] },
  ],
  methodologies: [
    {
      name: 'Chemie Overal',
      chapters: [
        {
          code: 'H1',
          title: 'Bouwstenen van stoffen',
          children: [
            { code: 'H1.1', title: 'Atoombouw en periodiek systeem' },
            { code: 'H1.2', title: 'Bindingen' },
            { code: 'H1.3', title: 'Roosters en eigenschappen' },
          ],
        },
        {
          code: 'H2',
          title: 'Rekenen aan reacties',
          children: [
            { code: 'H2.1', title: 'Reactievergelijkingen' },
            { code: 'H2.2', title: 'Molberekeningen' },
            { code: 'H2.3', title: 'Rendement en atoomeconomie' },
          ],
        },
        {
          code: 'H3',
          title: 'Snelheid en evenwicht',
          children: [
            { code: 'H3.1', title: 'Reactiesnelheid' },
            { code: 'H3.2', title: 'Evenwichtsvoorwaarde' },
            { code: 'H3.3', title: 'Evenwichten verschuiven' },
          ],
        },
        {
          code: 'H4',
          title: 'Zuren en basen',
          children: [
            { code: 'H4.1', title: 'De pH' },
            { code: 'H4.2', title: 'Zwakke zuren en basen' },
            { code: 'H4.3', title: 'Buffers' },
            { code: 'H4.4', title: 'Titraties' },
          ],
        },
        {
          code: 'H5',
          title: 'Koolstofchemie',
          children: [
            { code: 'H5.1', title: 'Naamgeving en structuurformules' },
            { code: 'H5.2', title: 'Reactietypen' },
            { code: 'H5.3', title: 'Stereo-isomerie' },
          ],
        },
        {
          code: 'H6',
          title: 'Redoxreacties',
          children: [
            { code: 'H6.1', title: 'Oxidatoren en reductoren' },
            { code: 'H6.2', title: 'Elektrochemische cellen' },
            { code: 'H6.3', title: 'Elektrolyse' },
          ],
        },
        {
          code: 'H7',
          title: 'Energie',
          children: [
            { code: 'H7.1', title: 'Reactiewarmte' },
            { code: 'H7.2', title: 'Vormingswarmte en energiediagrammen' },
          ],
        },
        {
          code: 'H8',
          title: 'Polymeren',
          children: [
            { code: 'H8.1', title: 'Additie- en condensatiepolymeren' },
            { code: 'H8.2', title: 'Eigenschappen van kunststoffen' },
          ],
        },
        {
          code: 'H9',
          title: 'Chemische industrie',
          children: [
            { code: 'H9.1', title: "Blokschema's" },
            { code: 'H9.2', title: 'Groene chemie' },
            { code: 'H9.3', title: 'Procesberekeningen' },
          ],
        },
      ],
    },
    {
      name: 'Nova',
      chapters: [
        {
          code: 'H1',
          title: 'Stoffen en structuren',
          children: [
            { code: 'H1.1', title: 'Molecuulstoffen en polariteit' },
            { code: 'H1.2', title: 'Zouten en metalen' },
          ],
        },
        {
          code: 'H2',
          title: 'Koolstofverbindingen',
          children: [
            { code: 'H2.1', title: 'Structuurformules' },
            { code: 'H2.2', title: 'Karakteristieke groepen' },
            { code: 'H2.3', title: 'Reacties van koolstofverbindingen' },
          ],
        },
        {
          code: 'H3',
          title: 'Energie en snelheid',
          children: [
            { code: 'H3.1', title: 'Energie-effect van reacties' },
            { code: 'H3.2', title: 'Botsende deeltjes' },
            { code: 'H3.3', title: 'Rekenen met chemische hoeveelheden' },
          ],
        },
        {
          code: 'H4',
          title: 'Chemisch evenwicht',
          children: [
            { code: 'H4.1', title: 'Dynamisch evenwicht' },
            { code: 'H4.2', title: 'Evenwichtsconstante' },
            { code: 'H4.3', title: 'Het principe van Le Chatelier' },
          ],
        },
        {
          code: 'H5',
          title: 'Zuur-basereacties',
          children: [
            { code: 'H5.1', title: 'Sterke en zwakke zuren' },
            { code: 'H5.2', title: 'pH-berekeningen' },
            { code: 'H5.3', title: 'Buffers en titraties' },
          ],
        },
        {
          code: 'H6',
          title: 'Redox',
          children: [
            { code: 'H6.1', title: 'Elektronenoverdracht' },
            { code: 'H6.2', title: 'Batterijen en brandstofcellen' },
            { code: 'H6.3', title: 'Elektrolyse en corrosie' },
          ],
        },
        {
          code: 'H7',
          title: 'Polymeren en biochemie',
          children: [
            { code: 'H7.1', title: 'Kunststoffen' },
            { code: 'H7.2', title: 'Vetten, eiwitten en koolhydraten' },
          ],
        },
        {
          code: 'H8',
          title: 'Industriële processen',
          children: [
            { code: 'H8.1', title: 'Processchema’s' },
            { code: 'H8.2', title: 'Duurzaamheid en rendement' },
          ],
        },
        {
          code: 'H9',
          title: 'Examentraining',
          children: [
            { code: 'H9.1', title: 'Rekenvaardigheden' },
            { code: 'H9.2', title: 'Oefenexamens' },
          ],
        },
      ],
    },
  ],
  questionTypes: ['Bereken', 'Toon aan', 'Leg uit', 'Beredeneer', 'Bepaal', 'Geef', 'Geef aan', 'Noem', 'Beschrijf', 'Vul in', 'Teken', 'Meerkeuze'],
};
