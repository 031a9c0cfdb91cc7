import type { StreamContent } from '../types.ts';
const r = String.raw;

export const skeleton: Omit<StreamContent, 'exams'> = {
  slug: 'wiskunde-b-vwo',
  formulaSheet: r`**Differentiëren**
Productregel: $$f(x) = g(x) \cdot h(x) \Rightarrow f'(x) = g'(x) \cdot h(x) + g(x) \cdot h'(x)$$
Quotiëntregel: $$f(x) = \frac{t(x)}{n(x)} \Rightarrow f'(x) = \frac{t'(x) \cdot n(x) - t(x) \cdot n'(x)}{(n(x))^2}$$
Kettingregel: $$f(x) = g(u(x)) \Rightarrow f'(x) = g'(u(x)) \cdot u'(x)$$
Exponentiële functie: $$f(x) = g^{x} \Rightarrow f'(x) = g^{x} \ln g$$ (met $$g > 0$$)
Logaritmische functie: $$f(x) = {}^{g}\log x \Rightarrow f'(x) = \frac{1}{x \ln g}$$ (met $$g > 0,\ g \neq 1$$)

**Logaritmen** (met $$g > 0,\ g \neq 1,\ a > 0,\ b > 0$$)
Som: $$ {}^{g}\log a + {}^{g}\log b = {}^{g}\log (ab)$$
Verschil: $$ {}^{g}\log a - {}^{g}\log b = {}^{g}\log \frac{a}{b}$$
Macht: $$ {}^{g}\log a^{p} = p \cdot {}^{g}\log a$$
Ander grondtal: $$ {}^{g}\log a = \frac{ {}^{p}\log a}{ {}^{p}\log g}$$ (met $$p > 0,\ p \neq 1$$)

**Goniometrie**
Grondformule: $$\sin^2 t + \cos^2 t = 1$$
Somformules: $$\sin(t + u) = \sin t \cos u + \cos t \sin u$$ en $$\sin(t - u) = \sin t \cos u - \cos t \sin u$$
Somformules: $$\cos(t + u) = \cos t \cos u - \sin t \sin u$$ en $$\cos(t - u) = \cos t \cos u + \sin t \sin u$$
Verdubbelingsformules: $$\sin(2t) = 2 \sin t \cos t$$ en $$\cos(2t) = \cos^2 t - \sin^2 t = 2\cos^2 t - 1 = 1 - 2\sin^2 t$$

**Driehoeksmeting** (in driehoek $$ABC$$ met zijden $$a, b, c$$ en hoeken $$\alpha, \beta, \gamma$$)
Sinusregel: $$\frac{a}{\sin \alpha} = \frac{b}{\sin \beta} = \frac{c}{\sin \gamma}$$
Cosinusregel: $$a^2 = b^2 + c^2 - 2bc \cos \alpha$$
Oppervlakte: $$O = \tfrac{1}{2} ab \sin \gamma$$

**Oppervlakte en inhoud**
Inhoud omwentelingslichaam om de $$x$$-as: $$I = \pi \int_a^b (f(x))^2 \, dx$$
Inhoud omwentelingslichaam om de $$y$$-as: $$I = \pi \int_c^d (g(y))^2 \, dy$$
Kegel: $$I = \tfrac{1}{3} \pi r^2 h$$; bol: $$I = \tfrac{4}{3} \pi r^3$$; piramide: $$I = \tfrac{1}{3} G h$$

**Vectoren en analytische meetkunde**
Inproduct: $$\vec{a} \cdot \vec{b} = a_1 b_1 + a_2 b_2 = |\vec{a}| \cdot |\vec{b}| \cdot \cos \varphi$$ ($$\varphi$$ is de hoek tussen de vectoren)
Lengte van een vector: $$|\vec{a}| = \sqrt{a_1^2 + a_2^2}$$
Afstand van punt $$P(p_1, p_2)$$ tot lijn $$ax + by = c$$: $$d(P, l) = \frac{|a p_1 + b p_2 - c|}{\sqrt{a^2 + b^2}}$$
Cirkel met middelpunt $$M(a, b)$$ en straal $$r$$: $$(x - a)^2 + (y - b)^2 = r^2$$`,
  domains: [
    {
      name: 'Functies, grafieken en vergelijkingen',
      children: ['Standaardfuncties en transformaties', 'Vergelijkingen en ongelijkheden', 'Inverse functies en parameters'],
    },
    {
      name: 'Differentiaal- en integraalrekening',
      children: ['Afgeleiden en rekenregels', 'Extremen en raaklijnen', 'Primitieven en oppervlakte', 'Inhoud van omwentelingslichamen'],
    },
    {
      name: 'Goniometrische functies',
      children: ['Sinusoïden en periodieke verbanden', 'Goniometrische vergelijkingen en formules', 'Bewegingsvergelijkingen'],
    },
    {
      name: 'Exponentiële functies en logaritmen',
      children: ['Exponentiële groei en e-machten', 'Logaritmische functies en vergelijkingen'],
    },
    {
      name: 'Meetkunde met coördinaten en vectoren',
      children: ['Lijnen, cirkels en afstanden', 'Vectoren en inproduct', 'Meetkundige bewijzen'],
    },
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
            { code: 'H1.2', title: 'Transformaties van grafieken' },
            { code: 'H1.3', title: 'Wortelfuncties en gebroken functies' },
            { code: 'H1.4', title: 'Inverse functies' },
          ],
        },
        {
          code: 'H2',
          title: 'Vergelijkingen en ongelijkheden',
          children: [
            { code: 'H2.1', title: 'Algebraïsch oplossen' },
            { code: 'H2.2', title: 'Ongelijkheden met grafieken' },
            { code: 'H2.3', title: 'Vergelijkingen met parameters' },
          ],
        },
        {
          code: 'H3',
          title: 'Differentiëren',
          children: [
            { code: 'H3.1', title: 'Afgeleide en raaklijn' },
            { code: 'H3.2', title: 'Product- en quotiëntregel' },
            { code: 'H3.3', title: 'De kettingregel' },
            { code: 'H3.4', title: 'Extremen en buigpunten' },
          ],
        },
        {
          code: 'H4',
          title: 'Exponentiële en logaritmische functies',
          children: [
            { code: 'H4.1', title: 'Exponentiële groei' },
            { code: 'H4.2', title: 'Logaritmen' },
            { code: 'H4.3', title: 'Het getal e en de natuurlijke logaritme' },
            { code: 'H4.4', title: 'Differentiëren van e-machten en logaritmen' },
          ],
        },
        {
          code: 'H5',
          title: 'Goniometrische functies',
          children: [
            { code: 'H5.1', title: 'Radialen en de eenheidscirkel' },
            { code: 'H5.2', title: 'Sinusoïden' },
            { code: 'H5.3', title: 'Goniometrische vergelijkingen' },
            { code: 'H5.4', title: 'Afgeleiden van goniometrische functies' },
          ],
        },
        {
          code: 'H6',
          title: 'Integraalrekening',
          children: [
            { code: 'H6.1', title: 'Primitieven' },
            { code: 'H6.2', title: 'Oppervlakte en integraal' },
            { code: 'H6.3', title: 'Inhoud van omwentelingslichamen' },
            { code: 'H6.4', title: 'Primitiveren met de kettingregel' },
          ],
        },
        {
          code: 'H7',
          title: 'Meetkunde met coördinaten',
          children: [
            { code: 'H7.1', title: 'Lijnen en afstanden' },
            { code: 'H7.2', title: 'Cirkels' },
            { code: 'H7.3', title: 'Raaklijnen aan cirkels' },
          ],
        },
        {
          code: 'H8',
          title: 'Vectoren en hoeken',
          children: [
            { code: 'H8.1', title: 'Vectoren en vectorvoorstellingen' },
            { code: 'H8.2', title: 'Het inproduct' },
            { code: 'H8.3', title: 'Hoeken en afstanden met vectoren' },
          ],
        },
        {
          code: 'H9',
          title: 'Goniometrische formules en bewegingen',
          children: [
            { code: 'H9.1', title: 'Som- en verschilformules' },
            { code: 'H9.2', title: 'Verdubbelingsformules' },
            { code: 'H9.3', title: 'Bewegingsvergelijkingen' },
            { code: 'H9.4', title: 'Snelheid bij bewegingen' },
          ],
        },
        {
          code: 'H10',
          title: 'Vlakke meetkunde',
          children: [
            { code: 'H10.1', title: 'Hoeken en bogen' },
            { code: 'H10.2', title: 'Koordenvierhoeken' },
            { code: 'H10.3', title: 'Meetkundige bewijzen' },
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
            { code: 'H1.1', title: 'Hellingen en differentiequotiënten' },
            { code: 'H1.2', title: 'Rekenregels voor afgeleiden' },
            { code: 'H1.3', title: 'De kettingregel' },
            { code: 'H1.4', title: 'Optimaliseren' },
          ],
        },
        {
          code: 'H2',
          title: 'Meetkunde en bewijzen',
          children: [
            { code: 'H2.1', title: 'Hoeken bij cirkels' },
            { code: 'H2.2', title: 'Bewijzen met congruentie en gelijkvormigheid' },
            { code: 'H2.3', title: 'Meetkundige plaatsen' },
          ],
        },
        {
          code: 'H3',
          title: 'Periodieke functies',
          children: [
            { code: 'H3.1', title: 'Eenheidscirkel en radialen' },
            { code: 'H3.2', title: 'Sinus- en cosinusgrafieken' },
            { code: 'H3.3', title: 'Goniometrische vergelijkingen' },
            { code: 'H3.4', title: 'Goniometrische formules' },
          ],
        },
        {
          code: 'H4',
          title: 'Exponenten en logaritmen',
          children: [
            { code: 'H4.1', title: 'Groeimodellen' },
            { code: 'H4.2', title: 'Rekenen met logaritmen' },
            { code: 'H4.3', title: 'De natuurlijke logaritme' },
            { code: 'H4.4', title: 'Afgeleiden van exponentiële functies' },
          ],
        },
        {
          code: 'H5',
          title: 'Coördinaten en vectoren',
          children: [
            { code: 'H5.1', title: 'Vergelijkingen van lijnen en cirkels' },
            { code: 'H5.2', title: 'Vectoren en parametervoorstellingen' },
            { code: 'H5.3', title: 'Inproduct en hoeken' },
            { code: 'H5.4', title: 'Afstanden en raaklijnen' },
          ],
        },
        {
          code: 'H6',
          title: 'Integreren',
          children: [
            { code: 'H6.1', title: 'Primitieve functies' },
            { code: 'H6.2', title: 'Oppervlakten berekenen' },
            { code: 'H6.3', title: 'Inhouden van omwentelingslichamen' },
          ],
        },
        {
          code: 'H7',
          title: 'Functies en algebra',
          children: [
            { code: 'H7.1', title: 'Functies samenstellen' },
            { code: 'H7.2', title: 'Inverse functies' },
            { code: 'H7.3', title: 'Exacte oplossingen' },
            { code: 'H7.4', title: 'Functies met een parameter' },
          ],
        },
        {
          code: 'H8',
          title: 'Bewegingen in het vlak',
          children: [
            { code: 'H8.1', title: 'Baan en bewegingsvergelijking' },
            { code: 'H8.2', title: 'De snelheidsvector' },
            { code: 'H8.3', title: 'Lissajousfiguren' },
          ],
        },
        {
          code: 'H9',
          title: 'Examentraining',
          children: [
            { code: 'H9.1', title: 'Toon-aanvragen en bewijzen' },
            { code: 'H9.2', title: 'Exact berekenen' },
            { code: 'H9.3', title: 'Gemengde examenopgaven' },
          ],
        },
      ],
    },
  ],
  questionTypes: ['Bereken', 'Bereken exact', 'Toon aan', 'Bewijs', 'Bepaal', 'Beredeneer', 'Leg uit', 'Stel op', 'Onderzoek', 'Schets', 'Teken', 'Meerkeuze'],
};
