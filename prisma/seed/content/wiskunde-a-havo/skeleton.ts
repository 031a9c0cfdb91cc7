import type { StreamContent } from '../types.ts';
const r = String.raw;

export const skeleton: Omit<StreamContent, 'exams'> = {
  slug: 'wiskunde-a-havo',
  formulaSheet: r`**Groei**
$$N = b \cdot g^t$$ — exponentiële groei met beginwaarde $$b$$ en groeifactor $$g$$ per tijdseenheid
$$g = 1 + \dfrac{p}{100}$$ — groeifactor bij een toename van $$p\%$$ per tijdseenheid
$$g_{\text{nieuw}} = g^{n}$$ — groeifactor per $$n$$ tijdseenheden
$$y = a \cdot x + b$$ — lineair verband met richtingscoëfficiënt $$a$$ en beginwaarde $$b$$

**Veranderingen**
$$\dfrac{\Delta y}{\Delta x} = \dfrac{y(x_2) - y(x_1)}{x_2 - x_1}$$ — gemiddelde verandering (differentiequotiënt) op $$[x_1, x_2]$$

**Tellen**
$$n! = n \cdot (n-1) \cdot \ldots \cdot 2 \cdot 1$$ — aantal rangschikkingen van $$n$$ verschillende dingen
$$\dbinom{n}{k} = \dfrac{n!}{k! \cdot (n-k)!}$$ — aantal combinaties van $$k$$ uit $$n$$

**Kansrekening**
$$P(A \text{ of } B) = P(A) + P(B)$$ — als $$A$$ en $$B$$ elkaar uitsluiten
$$P(A \text{ en } B) = P(A) \cdot P(B)$$ — als $$A$$ en $$B$$ onafhankelijk zijn
$$P(\text{niet } A) = 1 - P(A)$$ — complementregel
$$E(X) = \sum x \cdot P(X = x)$$ — verwachtingswaarde

**Normale verdeling**
$$P(\mu - \sigma < X < \mu + \sigma) \approx 68\%$$ en $$P(\mu - 2\sigma < X < \mu + 2\sigma) \approx 95\%$$ — vuistregels

**Vuistregels voor het verschil tussen twee groepen**
$$E = \dfrac{\bar{X}_1 - \bar{X}_2}{\tfrac{1}{2}(S_1 + S_2)}$$ — effectgrootte; $$|E| < 0{,}4$$ gering, $$0{,}4 \le |E| \le 0{,}8$$ middelmatig, $$|E| > 0{,}8$$ groot
$$\max V_{cp}$$ — grootste verschil in cumulatieve percentages; $$< 20$$ gering, $$20$$ tot $$40$$ middelmatig, $$> 40$$ groot
$$\varphi = \dfrac{ad - bc}{\sqrt{(a+b)(a+c)(b+d)(c+d)}}$$ — phi bij een $$2 \times 2$$-kruistabel; $$|\varphi| > 0{,}4$$ groot`,
  domains: [
    { name: 'Algebra en tellen', children: ['Rekenen met formules', 'Combinatoriek'] },
    { name: 'Verbanden', children: ['Lineaire verbanden', 'Exponentiële verbanden', 'Grafieken en formules'] },
    { name: 'Veranderingen', children: ['Toenamediagrammen', 'Gemiddelde verandering en helling'] },
    { name: 'Statistiek', children: ['Beschrijvende statistiek', 'Verschillen tussen groepen'] },
    { name: 'Kansrekening', children: ['Kansen en kansbomen', 'Verwachtingswaarde', 'Normale verdeling'] },
  ],
  methodologies: [
    {
      name: 'Getal & Ruimte',
      chapters: [
        {
          code: 'H1',
          title: 'Rekenen en formules',
          children: [
            { code: 'H1.1', title: 'Formules gebruiken' },
            { code: 'H1.2', title: 'Vergelijkingen en ongelijkheden' },
          ],
        },
        {
          code: 'H2',
          title: 'Data en statistiek',
          children: [
            { code: 'H2.1', title: 'Centrum- en spreidingsmaten' },
            { code: 'H2.2', title: 'Boxplots en cumulatieve frequenties' },
            { code: 'H2.3', title: 'Groepen vergelijken' },
          ],
        },
        {
          code: 'H3',
          title: 'Lineaire verbanden',
          children: [
            { code: 'H3.1', title: 'Lijnen en formules' },
            { code: 'H3.2', title: 'Snijpunten en ongelijkheden' },
          ],
        },
        {
          code: 'H4',
          title: 'Tellen en kansen',
          children: [
            { code: 'H4.1', title: 'Systematisch tellen' },
            { code: 'H4.2', title: 'Permutaties en combinaties' },
            { code: 'H4.3', title: 'Kansbomen en de somregel' },
            { code: 'H4.4', title: 'Verwachtingswaarde' },
          ],
        },
        {
          code: 'H5',
          title: 'Exponentiële verbanden',
          children: [
            { code: 'H5.1', title: 'Groeifactoren en percentages' },
            { code: 'H5.2', title: 'Groeifactor per andere tijdseenheid' },
            { code: 'H5.3', title: 'Exponentiële vergelijkingen' },
          ],
        },
        {
          code: 'H6',
          title: 'Veranderingen',
          children: [
            { code: 'H6.1', title: 'Toenamediagrammen' },
            { code: 'H6.2', title: 'Gemiddelde verandering' },
            { code: 'H6.3', title: 'Helling in een punt' },
          ],
        },
        {
          code: 'H7',
          title: 'De normale verdeling',
          children: [
            { code: 'H7.1', title: 'Klokvormige verdelingen' },
            { code: 'H7.2', title: 'Oppervlakten berekenen met de GR' },
            { code: 'H7.3', title: 'Grenzen berekenen' },
          ],
        },
        {
          code: 'H8',
          title: 'Examentraining',
          children: [
            { code: 'H8.1', title: 'Vaardigheden met de GR' },
            { code: 'H8.2', title: 'Gemengde examenopgaven' },
          ],
        },
      ],
    },
    {
      name: 'Moderne Wiskunde',
      chapters: [
        {
          code: 'H1',
          title: 'Grafieken en vergelijkingen',
          children: [
            { code: 'H1.1', title: 'Grafieken lezen' },
            { code: 'H1.2', title: 'Lineaire formules' },
            { code: 'H1.3', title: 'Snijpunten met de GR' },
          ],
        },
        {
          code: 'H2',
          title: 'Combinatoriek',
          children: [
            { code: 'H2.1', title: 'Boomdiagrammen en wegendiagrammen' },
            { code: 'H2.2', title: 'Faculteiten en combinaties' },
          ],
        },
        {
          code: 'H3',
          title: 'Statistiek',
          children: [
            { code: 'H3.1', title: 'Data samenvatten' },
            { code: 'H3.2', title: 'Verschillen beoordelen' },
          ],
        },
        {
          code: 'H4',
          title: 'Groei',
          children: [
            { code: 'H4.1', title: 'Procentuele groei' },
            { code: 'H4.2', title: 'Exponentiële formules' },
            { code: 'H4.3', title: 'Verdubbelings- en halveringstijd' },
          ],
        },
        {
          code: 'H5',
          title: 'Kansen',
          children: [
            { code: 'H5.1', title: 'Kansen berekenen' },
            { code: 'H5.2', title: 'Complementregel en kansbomen' },
            { code: 'H5.3', title: 'Verwachtingswaarde' },
          ],
        },
        {
          code: 'H6',
          title: 'Veranderingen',
          children: [
            { code: 'H6.1', title: 'Toenamen in beeld' },
            { code: 'H6.2', title: 'Hellingen en snelheden' },
          ],
        },
        {
          code: 'H7',
          title: 'Normale verdeling',
          children: [
            { code: 'H7.1', title: 'Vuistregels' },
            { code: 'H7.2', title: 'Rekenen met de normale verdeling' },
          ],
        },
        {
          code: 'H8',
          title: 'Formules herleiden',
          children: [
            { code: 'H8.1', title: 'Formules omwerken' },
            { code: 'H8.2', title: 'Modellen vergelijken' },
          ],
        },
      ],
    },
  ],
  questionTypes: ['Bereken', 'Toon aan', 'Leg uit', 'Beredeneer', 'Bepaal', 'Onderzoek', 'Stel op', 'Teken', 'Geef aan', 'Meerkeuze'],
};
