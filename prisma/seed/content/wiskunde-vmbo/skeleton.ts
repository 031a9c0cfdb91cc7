import type { StreamContent } from '../types.ts';
const r = String.raw;

export const skeleton: Omit<StreamContent, 'exams'> = {
  slug: 'wiskunde-vmbo',
  formulaSheet: r`**Omtrek en oppervlakte**
$$\text{omtrek cirkel} = \pi \cdot \text{diameter}$$
$$\text{oppervlakte cirkel} = \pi \cdot \text{straal}^2$$
$$\text{oppervlakte driehoek} = \tfrac{1}{2} \cdot \text{basis} \cdot \text{hoogte}$$
$$\text{oppervlakte trapezium} = \tfrac{1}{2} \cdot (\text{som evenwijdige zijden}) \cdot \text{hoogte}$$

**Inhoud**
$$\text{inhoud prisma} = \text{oppervlakte grondvlak} \cdot \text{hoogte}$$
$$\text{inhoud cilinder} = \text{oppervlakte grondvlak} \cdot \text{hoogte}$$
$$\text{inhoud piramide} = \tfrac{1}{3} \cdot \text{oppervlakte grondvlak} \cdot \text{hoogte}$$
$$\text{inhoud kegel} = \tfrac{1}{3} \cdot \text{oppervlakte grondvlak} \cdot \text{hoogte}$$
$$\text{inhoud bol} = \tfrac{4}{3} \cdot \pi \cdot \text{straal}^3$$

**Rechthoekige driehoek**
$$a^2 + b^2 = c^2$$ stelling van Pythagoras ($$c$$ is de schuine zijde)
$$\tan(\angle A) = \dfrac{\text{overstaande rechthoekszijde}}{\text{aanliggende rechthoekszijde}}$$
$$\sin(\angle A) = \dfrac{\text{overstaande rechthoekszijde}}{\text{schuine zijde}}$$
$$\cos(\angle A) = \dfrac{\text{aanliggende rechthoekszijde}}{\text{schuine zijde}}$$

**Verbanden**
$$y = a \cdot x + b$$ lineair verband: $$a$$ is het hellingsgetal, $$b$$ het startgetal
$$\text{hellingsgetal} = \dfrac{\text{verschil verticaal}}{\text{verschil horizontaal}}$$
$$N = b \cdot g^{t}$$ exponentieel verband met beginwaarde $$b$$ en groeifactor $$g$$

**Procenten en statistiek**
$$\text{groeifactor} = 1 + \dfrac{p}{100}$$ bij een toename van $$p\%$$
$$\text{gemiddelde} = \dfrac{\text{som van alle waarnemingen}}{\text{aantal waarnemingen}}$$`,
  domains: [
    { name: 'Algebraïsche verbanden', children: ['Lineaire verbanden', 'Niet-lineaire verbanden', 'Formules en vergelijkingen'] },
    { name: 'Rekenen, meten en schatten', children: ['Procenten', 'Verhoudingen en schaal', 'Eenheden en omrekenen'] },
    { name: 'Meetkunde', children: ['Oppervlakte en inhoud', 'Stelling van Pythagoras', 'Goniometrie'] },
    { name: 'Informatieverwerking en statistiek', children: ['Centrummaten', 'Diagrammen en tabellen'] },
  ],
  methodologies: [
    {
      name: 'Getal & Ruimte',
      chapters: [
        {
          code: 'H1',
          title: 'Grafieken en formules',
          children: [
            { code: 'H1.1', title: 'Tabellen en grafieken' },
            { code: 'H1.2', title: 'Lineaire formules' },
            { code: 'H1.3', title: 'Snijpunten van grafieken' },
          ],
        },
        {
          code: 'H2',
          title: 'Procenten en verhoudingen',
          children: [
            { code: 'H2.1', title: 'Rekenen met procenten' },
            { code: 'H2.2', title: 'Groeifactoren' },
            { code: 'H2.3', title: 'Verhoudingen en schaal' },
          ],
        },
        {
          code: 'H3',
          title: 'Oppervlakte en inhoud',
          children: [
            { code: 'H3.1', title: 'Oppervlakte van vlakke figuren' },
            { code: 'H3.2', title: 'Inhoud van prisma en cilinder' },
            { code: 'H3.3', title: 'Piramide, kegel en bol' },
            { code: 'H3.4', title: 'Eenheden omrekenen' },
          ],
        },
        {
          code: 'H4',
          title: 'De stelling van Pythagoras',
          children: [
            { code: 'H4.1', title: 'Pythagoras in het platte vlak' },
            { code: 'H4.2', title: 'Pythagoras in de ruimte' },
          ],
        },
        {
          code: 'H5',
          title: 'Statistiek',
          children: [
            { code: 'H5.1', title: 'Diagrammen' },
            { code: 'H5.2', title: 'Centrummaten' },
            { code: 'H5.3', title: 'Klassen en frequentietabellen' },
          ],
        },
        {
          code: 'H6',
          title: 'Goniometrie',
          children: [
            { code: 'H6.1', title: 'De tangens' },
            { code: 'H6.2', title: 'Sinus en cosinus' },
            { code: 'H6.3', title: 'Hellingshoeken berekenen' },
          ],
        },
        {
          code: 'H7',
          title: 'Kwadratische en exponentiële verbanden',
          children: [
            { code: 'H7.1', title: 'Parabolen' },
            { code: 'H7.2', title: 'Exponentiële groei' },
            { code: 'H7.3', title: 'Vergelijkingen oplossen' },
          ],
        },
        {
          code: 'H8',
          title: 'Examentraining',
          children: [
            { code: 'H8.1', title: 'Verbanden oefenen' },
            { code: 'H8.2', title: 'Meetkunde oefenen' },
            { code: 'H8.3', title: 'Statistiek en rekenen oefenen' },
          ],
        },
      ],
    },
    {
      name: 'Moderne Wiskunde',
      chapters: [
        {
          code: 'H1',
          title: 'Statistiek en onderzoek',
          children: [
            { code: 'H1.1', title: 'Gegevens verzamelen' },
            { code: 'H1.2', title: 'Gemiddelde, mediaan en modus' },
            { code: 'H1.3', title: 'Frequentietabellen en histogrammen' },
          ],
        },
        {
          code: 'H2',
          title: 'Rekenen met procenten',
          children: [
            { code: 'H2.1', title: 'Procenten en korting' },
            { code: 'H2.2', title: 'Procentuele toename en afname' },
            { code: 'H2.3', title: 'Btw en rente' },
          ],
        },
        {
          code: 'H3',
          title: 'Lineaire verbanden',
          children: [
            { code: 'H3.1', title: 'Formules met een hellingsgetal' },
            { code: 'H3.2', title: 'Vergelijkingen oplossen' },
            { code: 'H3.3', title: 'Twee lijnen vergelijken' },
          ],
        },
        {
          code: 'H4',
          title: 'Ruimtefiguren',
          children: [
            { code: 'H4.1', title: 'Aanzichten' },
            { code: 'H4.2', title: 'Inhoud berekenen' },
            { code: 'H4.3', title: 'Uitslagen en oppervlakte' },
          ],
        },
        {
          code: 'H5',
          title: 'Rechthoekige driehoeken',
          children: [
            { code: 'H5.1', title: 'De stelling van Pythagoras' },
            { code: 'H5.2', title: 'Hoeken berekenen met de tangens' },
            { code: 'H5.3', title: 'Sinus en cosinus' },
          ],
        },
        {
          code: 'H6',
          title: 'Niet-lineaire verbanden',
          children: [
            { code: 'H6.1', title: 'Kwadratische formules' },
            { code: 'H6.2', title: 'Exponentiële groei en verval' },
            { code: 'H6.3', title: 'Grafieken herkennen' },
          ],
        },
        {
          code: 'H7',
          title: 'Schaal en vergroten',
          children: [
            { code: 'H7.1', title: 'Schaal en kaarten' },
            { code: 'H7.2', title: 'Vergroten en oppervlakte' },
          ],
        },
      ],
    },
  ],
  questionTypes: ['Bereken', 'Toon aan', 'Leg uit', 'Beredeneer', 'Bepaal', 'Geef', 'Geef aan', 'Teken', 'Vul in', 'Onderzoek', 'Meerkeuze'],
};
