import type { StreamContent } from '../types.ts';
const r = String.raw;

export const skeleton: Omit<StreamContent, 'exams'> = {
  slug: 'wiskunde-b-havo',
  formulaSheet: r`**Differentiëren**
$$f(x) = a \cdot x^{n} \Rightarrow f'(x) = n \cdot a \cdot x^{n-1}$$ — machtsregel
$$p(x) = f(x) \cdot g(x) \Rightarrow p'(x) = f'(x) \cdot g(x) + f(x) \cdot g'(x)$$ — productregel
$$q(x) = \dfrac{f(x)}{g(x)} \Rightarrow q'(x) = \dfrac{f'(x) \cdot g(x) - f(x) \cdot g'(x)}{(g(x))^2}$$ — quotiëntregel
$$k(x) = f(g(x)) \Rightarrow k'(x) = f'(g(x)) \cdot g'(x)$$ — kettingregel
$$y = f'(a) \cdot (x - a) + f(a)$$ — raaklijn in het punt $$(a, f(a))$$

**Exponentiële functies en logaritmen**
$$g^{x} = a \Leftrightarrow x = {}^{g}\!\log a$$ met $$g > 0$$, $$g \ne 1$$ en $$a > 0$$
$$ {}^{g}\!\log a = \dfrac{\log a}{\log g}$$
$$\log(a \cdot b) = \log a + \log b$$, $$\log \dfrac{a}{b} = \log a - \log b$$, $$\log a^{p} = p \cdot \log a$$

**Goniometrie**
$$y = a + b \sin(c(x - d))$$ — sinusoïde met evenwichtsstand $$a$$, amplitude $$|b|$$, periode $$\dfrac{2\pi}{c}$$ en beginpunt $$(d, a)$$
$$\sin^2 \alpha + \cos^2 \alpha = 1$$
$$\dfrac{a}{\sin \alpha} = \dfrac{b}{\sin \beta} = \dfrac{c}{\sin \gamma}$$ — sinusregel
$$c^2 = a^2 + b^2 - 2ab \cos \gamma$$ — cosinusregel

**Meetkunde met coördinaten**
$$d(A, B) = \sqrt{(x_B - x_A)^2 + (y_B - y_A)^2}$$ — afstand tussen twee punten
$$(x - a)^2 + (y - b)^2 = r^2$$ — cirkel met middelpunt $$(a, b)$$ en straal $$r$$
$$d(P, l) = \dfrac{|a x_P + b y_P + c|}{\sqrt{a^2 + b^2}}$$ — afstand van $$P$$ tot de lijn $$l: ax + by + c = 0$$
$$\tan \alpha = \text{rc}$$ — hellingshoek $$\alpha$$ van een lijn met richtingscoëfficiënt $$\text{rc}$$`,
  domains: [
    { name: 'Functies, grafieken en vergelijkingen', children: ['Standaardfuncties en transformaties', 'Vergelijkingen en ongelijkheden'] },
    { name: 'Differentiaalrekening', children: ['Afgeleide en raaklijn', 'Extremen en optimaliseren'] },
    { name: 'Goniometrische functies', children: ['Sinusoïden', 'Periodieke verschijnselen'] },
    { name: 'Exponentiële functies en logaritmen', children: ['Exponentiële functies', 'Logaritmische vergelijkingen'] },
    { name: 'Meetkunde met coördinaten', children: ['Lijnen en afstanden', 'Cirkels', 'Hoeken'] },
  ],
  methodologies: [
    {
      name: 'Getal & Ruimte',
      chapters: [
        {
          code: 'H1',
          title: 'Functies en grafieken',
          children: [
            { code: 'H1.1', title: 'Standaardfuncties' },
            { code: 'H1.2', title: 'Transformaties' },
            { code: 'H1.3', title: 'Vergelijkingen algebraïsch oplossen' },
          ],
        },
        {
          code: 'H2',
          title: 'Afgeleide functies',
          children: [
            { code: 'H2.1', title: 'Hellingen en raaklijnen' },
            { code: 'H2.2', title: 'De afgeleide van machtsfuncties' },
            { code: 'H2.3', title: 'Extreme waarden' },
          ],
        },
        {
          code: 'H3',
          title: 'Lijnen en hoeken',
          children: [
            { code: 'H3.1', title: 'Vergelijkingen van lijnen' },
            { code: 'H3.2', title: 'Afstanden' },
            { code: 'H3.3', title: 'Hoeken tussen lijnen' },
          ],
        },
        {
          code: 'H4',
          title: 'Exponentiële en logaritmische functies',
          children: [
            { code: 'H4.1', title: 'Exponentiële functies' },
            { code: 'H4.2', title: 'Logaritmen' },
            { code: 'H4.3', title: 'Formules herleiden met logaritmen' },
          ],
        },
        {
          code: 'H5',
          title: 'Goniometrische functies',
          children: [
            { code: 'H5.1', title: 'De eenheidscirkel' },
            { code: 'H5.2', title: 'Sinusoïden' },
            { code: 'H5.3', title: 'Goniometrische vergelijkingen' },
          ],
        },
        {
          code: 'H6',
          title: 'Toepassingen van de afgeleide',
          children: [
            { code: 'H6.1', title: 'Productregel, quotiëntregel en kettingregel' },
            { code: 'H6.2', title: 'Optimaliseren' },
          ],
        },
        {
          code: 'H7',
          title: 'Cirkels',
          children: [
            { code: 'H7.1', title: 'Vergelijkingen van cirkels' },
            { code: 'H7.2', title: 'Snijpunten van lijn en cirkel' },
          ],
        },
      ],
    },
    {
      name: 'Moderne Wiskunde',
      chapters: [
        {
          code: 'H1',
          title: 'Veranderingen en afgeleiden',
          children: [
            { code: 'H1.1', title: 'Differentiequotiënt en helling' },
            { code: 'H1.2', title: 'Rekenregels voor de afgeleide' },
            { code: 'H1.3', title: 'Raaklijnen en extremen' },
          ],
        },
        {
          code: 'H2',
          title: 'Periodieke functies',
          children: [
            { code: 'H2.1', title: 'Radialen en eenheidscirkel' },
            { code: 'H2.2', title: 'Formules van sinusoïden' },
            { code: 'H2.3', title: 'Periodieke modellen' },
          ],
        },
        {
          code: 'H3',
          title: 'Coördinatenmeetkunde',
          children: [
            { code: 'H3.1', title: 'Lijnen en loodrechte stand' },
            { code: 'H3.2', title: 'Afstand van punt tot lijn' },
            { code: 'H3.3', title: 'Cirkels en snijpunten' },
          ],
        },
        {
          code: 'H4',
          title: 'Machten en logaritmen',
          children: [
            { code: 'H4.1', title: 'Exponentiële groei en afname' },
            { code: 'H4.2', title: 'Logaritmische functies' },
          ],
        },
        {
          code: 'H5',
          title: 'Algebraïsche vaardigheden',
          children: [
            { code: 'H5.1', title: 'Vergelijkingen en ongelijkheden' },
            { code: 'H5.2', title: 'Functies en transformaties' },
          ],
        },
        {
          code: 'H6',
          title: 'Optimaliseren',
          children: [
            { code: 'H6.1', title: 'Extreme waarden in toepassingen' },
            { code: 'H6.2', title: 'Kettingregel en quotiëntregel' },
          ],
        },
        {
          code: 'H7',
          title: 'Hoeken en driehoeken',
          children: [
            { code: 'H7.1', title: 'Hellingshoeken' },
            { code: 'H7.2', title: 'Sinusregel en cosinusregel' },
          ],
        },
        {
          code: 'H8',
          title: 'Examentraining',
          children: [
            { code: 'H8.1', title: 'Exact rekenen' },
            { code: 'H8.2', title: 'Gemengde examenopgaven' },
          ],
        },
      ],
    },
  ],
  questionTypes: ['Bereken', 'Toon aan', 'Leg uit', 'Beredeneer', 'Bepaal', 'Onderzoek', 'Stel op', 'Schets', 'Teken', 'Geef aan', 'Meerkeuze'],
};
