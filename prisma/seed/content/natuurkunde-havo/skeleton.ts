import type { StreamContent } from '../types.ts';

const r = String.raw;

export const skeleton: Omit<StreamContent, 'exams'> = {
  slug: 'natuurkunde-havo',
  formulaSheet: r`**Beweging en kracht**
$$v = \dfrac{s}{t}$$ — snelheid bij een eenparige beweging ($$s = v_{gem} \cdot t$$ bij een willekeurige beweging)
$$a = \dfrac{\Delta v}{\Delta t}$$ — (gemiddelde) versnelling
$$F_{res} = m \cdot a$$ — tweede wet van Newton
$$F_z = m \cdot g$$ — zwaartekracht, met $$g = 9{,}81\ \text{m/s}^2$$
$$F_{veer} = C \cdot u$$ — veerkracht bij uitrekking $$u$$
$$M = F \cdot r$$ — moment van een kracht; bij evenwicht geldt $$\Sigma M = 0$$

**Energie en arbeid**
$$W = F \cdot s$$ — arbeid door een constante kracht langs de verplaatsing
$$E_k = \tfrac{1}{2} m v^2$$ — kinetische energie
$$E_z = m \cdot g \cdot h$$ — zwaarte-energie
$$P = \dfrac{E}{t}$$ — vermogen; bij constante snelheid ook $$P = F \cdot v$$
$$\eta = \dfrac{E_{nuttig}}{E_{in}} \cdot 100\%$$ — rendement (ook met vermogens)

**Stoffen en warmte**
$$\rho = \dfrac{m}{V}$$ — dichtheid
$$Q = c \cdot m \cdot \Delta T$$ — warmte bij temperatuurverandering
$$P = \lambda \cdot A \cdot \dfrac{\Delta T}{d}$$ — warmtetransport door geleiding

**Elektriciteit**
$$U = I \cdot R$$ — wet van Ohm; $$G = \dfrac{1}{R}$$
$$R_v = R_1 + R_2$$ (serie) en $$\dfrac{1}{R_v} = \dfrac{1}{R_1} + \dfrac{1}{R_2}$$ (parallel)
$$R = \rho \cdot \dfrac{\ell}{A}$$ — weerstand van een draad
$$P = U \cdot I$$ en $$E = P \cdot t$$ — elektrisch vermogen en energie
$$Q = I \cdot t$$ — lading (de capaciteit van een accu in $$\text{Ah}$$); $$E = U \cdot Q$$
$$\dfrac{U_p}{U_s} = \dfrac{N_p}{N_s}$$ — ideale transformator

**Golven**
$$v = f \cdot \lambda$$ en $$T = \dfrac{1}{f}$$ — golfsnelheid, frequentie en trillingstijd
$$\ell = n \cdot \tfrac{1}{2}\lambda$$ — staande golf met twee vaste uiteinden
$$L = 10 \cdot \log\left(\dfrac{I}{I_0}\right)$$ — geluidsniveau, met $$I_0 = 1{,}0 \cdot 10^{-12}\ \text{W/m}^2$$
$$I = \dfrac{P_{bron}}{4\pi r^2}$$ — geluidsintensiteit op afstand $$r$$ van een puntbron

**Straling**
$$E_f = h \cdot f$$ — energie van een foton, met $$h = 6{,}626 \cdot 10^{-34}\ \text{J s}$$
$$A(t) = A(0) \cdot \left(\tfrac{1}{2}\right)^{t/t_{1/2}}$$ — activiteit (ook voor het aantal kernen $$N$$)
$$H = w_R \cdot \dfrac{E_{str}}{m}$$ — equivalente dosis in $$\text{Sv}$$; geabsorbeerde dosis $$D = \dfrac{E_{str}}{m}$$ in $$\text{Gy}$$
$$I = I_0 \cdot \left(\tfrac{1}{2}\right)^{d/d_{1/2}}$$ — doorgelaten intensiteit, halveringsdikte $$d_{1/2}$$`,
  domains: [
    { name: 'Vaardigheden', children: ['Meten en onderzoeken', 'Modelleren'] },
    { name: 'Golven', children: ['Trillingen en golven', 'Geluid', 'Informatieoverdracht', 'Medische beeldvorming'] },
    { name: 'Beweging en wisselwerking', children: ['Kracht en beweging', 'Energie en arbeid', 'Momenten en evenwicht'] },
    { name: 'Lading en veld', children: ['Elektrische schakelingen', 'Elektrisch vermogen en energie', 'Elektromagnetisme'] },
    { name: 'Straling en materie', children: ['Stoffen en materialen', 'Ioniserende straling', 'Kernprocessen'] },
  ],
  methodologies: [
    {
      name: 'Nova',
      chapters: [
        {
          code: 'H1',
          title: 'Beweging',
          children: [
            { code: 'H1.1', title: 'Snelheid en afstand' },
            { code: 'H1.2', title: 'Versnelde beweging' },
            { code: 'H1.3', title: 'Grafieken en modellen' },
          ],
        },
        {
          code: 'H2',
          title: 'Elektrische schakelingen',
          children: [
            { code: 'H2.1', title: 'Spanning, stroom en weerstand' },
            { code: 'H2.2', title: 'Serie en parallel' },
            { code: 'H2.3', title: 'Sensoren en variabele weerstanden' },
          ],
        },
        {
          code: 'H3',
          title: 'Krachten',
          children: [
            { code: 'H3.1', title: 'Kracht en tegenkracht' },
            { code: 'H3.2', title: 'Wetten van Newton' },
            { code: 'H3.3', title: 'Momenten' },
          ],
        },
        {
          code: 'H4',
          title: 'Energie',
          children: [
            { code: 'H4.1', title: 'Arbeid' },
            { code: 'H4.2', title: 'Energiebehoud' },
            { code: 'H4.3', title: 'Vermogen en rendement' },
          ],
        },
        {
          code: 'H5',
          title: 'Trillingen en golven',
          children: [
            { code: 'H5.1', title: 'Trillingen' },
            { code: 'H5.2', title: 'Lopende golven' },
            { code: 'H5.3', title: 'Staande golven en geluid' },
            { code: 'H5.4', title: 'Informatieoverdracht' },
          ],
        },
        {
          code: 'H6',
          title: 'Materialen',
          children: [
            { code: 'H6.1', title: 'Dichtheid en elasticiteit' },
            { code: 'H6.2', title: 'Soortelijke warmte' },
            { code: 'H6.3', title: 'Warmtetransport' },
          ],
        },
        {
          code: 'H7',
          title: 'Straling',
          children: [
            { code: 'H7.1', title: 'Atoom en kern' },
            { code: 'H7.2', title: 'Ioniserende straling' },
            { code: 'H7.3', title: 'Halveringstijd en dosis' },
            { code: 'H7.4', title: 'Medische beeldvorming' },
          ],
        },
        {
          code: 'H8',
          title: 'Elektromagnetisme',
          children: [
            { code: 'H8.1', title: 'Magnetische velden' },
            { code: 'H8.2', title: 'Lorentzkracht' },
            { code: 'H8.3', title: 'Inductie en transformator' },
            { code: 'H8.4', title: 'Energievoorziening' },
          ],
        },
        {
          code: 'H9',
          title: 'Onderzoek en modelleren',
          children: [
            { code: 'H9.1', title: 'Meten en meetonzekerheid' },
            { code: 'H9.2', title: 'Rekenmodellen' },
          ],
        },
      ],
    },
    {
      name: 'Newton',
      chapters: [
        {
          code: 'H1',
          title: 'Materialen en warmte',
          children: [
            { code: 'H1.1', title: 'Dichtheid' },
            { code: 'H1.2', title: 'Warmte en temperatuur' },
            { code: 'H1.3', title: 'Stijfheid en sterkte' },
          ],
        },
        {
          code: 'H2',
          title: 'Elektrische systemen',
          children: [
            { code: 'H2.1', title: 'Stroom en spanning' },
            { code: 'H2.2', title: 'Weerstand en schakelingen' },
            { code: 'H2.3', title: 'Elektrische energie' },
          ],
        },
        {
          code: 'H3',
          title: 'Beweging en kracht',
          children: [
            { code: 'H3.1', title: 'Beweging vastleggen' },
            { code: 'H3.2', title: 'Kracht en versnelling' },
            { code: 'H3.3', title: 'Vallen en wrijving' },
          ],
        },
        {
          code: 'H4',
          title: 'Evenwicht',
          children: [
            { code: 'H4.1', title: 'Krachten samenstellen' },
            { code: 'H4.2', title: 'Hefbomen' },
          ],
        },
        {
          code: 'H5',
          title: 'Energie en arbeid',
          children: [
            { code: 'H5.1', title: 'Arbeid en energie' },
            { code: 'H5.2', title: 'Energiebehoud' },
            { code: 'H5.3', title: 'Vermogen en rendement' },
          ],
        },
        {
          code: 'H6',
          title: 'Golven en geluid',
          children: [
            { code: 'H6.1', title: 'Trillingen' },
            { code: 'H6.2', title: 'Golven' },
            { code: 'H6.3', title: 'Muziek en resonantie' },
            { code: 'H6.4', title: 'Signalen en communicatie' },
          ],
        },
        {
          code: 'H7',
          title: 'Straling en gezondheid',
          children: [
            { code: 'H7.1', title: 'Kernstraling' },
            { code: 'H7.2', title: 'Verval en halveringstijd' },
            { code: 'H7.3', title: 'Stralingsbescherming' },
            { code: 'H7.4', title: 'Beeldvormende technieken' },
          ],
        },
        {
          code: 'H8',
          title: 'Elektromagnetisme',
          children: [
            { code: 'H8.1', title: 'Magnetische velden' },
            { code: 'H8.2', title: 'Elektromotor' },
            { code: 'H8.3', title: 'Inductie' },
          ],
        },
        {
          code: 'H9',
          title: 'Examentraining',
          children: [
            { code: 'H9.1', title: 'Vaardigheden en rekenen' },
            { code: 'H9.2', title: 'Oefenexamen mechanica en energie' },
            { code: 'H9.3', title: 'Oefenexamen elektriciteit, golven en straling' },
          ],
        },
      ],
    },
  ],
  questionTypes: ['Bereken', 'Toon aan', 'Leg uit', 'Beredeneer', 'Bepaal', 'Geef aan', 'Noem', 'Beschrijf', 'Teken', 'Vul in', 'Geef', 'Meerkeuze'],
};
