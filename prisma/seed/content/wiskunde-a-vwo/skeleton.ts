import type { StreamContent } from '../types.ts';
const r = String.raw;

export const skeleton: Omit<StreamContent, 'exams'> = {
  slug: 'wiskunde-a-vwo',
  formulaSheet: r`**Groei en logaritmen**
$$N = b \cdot g^t$$ — exponentiële groei; groeifactor per $$n$$ tijdseenheden is $$g^{n}$$
$$g^{T} = 2$$ — verdubbelingstijd $$T$$; $$g^{T} = \tfrac{1}{2}$$ — halveringstijd $$T$$
$$g^{x} = a \Leftrightarrow x = {}^{g}\!\log a = \dfrac{\log a}{\log g}$$
$$\log(a \cdot b) = \log a + \log b$$ en $$\log a^{p} = p \cdot \log a$$

**Differentiëren**
$$f(x) = a \cdot x^{n} \Rightarrow f'(x) = n \cdot a \cdot x^{n-1}$$
$$[f(x) + g(x)]' = f'(x) + g'(x)$$ — somregel

**Tellen**
$$\dbinom{n}{k} = \dfrac{n!}{k! \cdot (n-k)!}$$ — aantal combinaties

**Binomiale verdeling**
$$P(X = k) = \dbinom{n}{k} \cdot p^{k} \cdot (1-p)^{n-k}$$
$$E(X) = n \cdot p$$ en $$\sigma(X) = \sqrt{n \cdot p \cdot (1-p)}$$

**Normale verdeling en de wortel-n-wet**
$$P(\mu - \sigma < X < \mu + \sigma) \approx 68\%$$ en $$P(\mu - 2\sigma < X < \mu + 2\sigma) \approx 95\%$$
$$Z = \dfrac{X - \mu}{\sigma}$$ — standaardiseren
$$E(S) = n \cdot \mu$$ en $$\sigma(S) = \sqrt{n} \cdot \sigma$$ — som van $$n$$ onafhankelijke waarnemingen
$$E(\bar{X}) = \mu$$ en $$\sigma(\bar{X}) = \dfrac{\sigma}{\sqrt{n}}$$ — gemiddelde van $$n$$ onafhankelijke waarnemingen

**Hypothesetoetsen**
$$H_0$$ verwerpen als de overschrijdingskans $$\le \alpha$$ (bij tweezijdig toetsen: $$\le \tfrac{1}{2}\alpha$$ per kant)`,
  domains: [
    { name: 'Algebra en tellen', children: ['Rekenen met formules', 'Combinatoriek'] },
    { name: 'Verbanden', children: ['Exponentiële verbanden', 'Logaritmen en logaritmische schaal'] },
    { name: 'Veranderingen', children: ['Toenamen en hellingen', 'Afgeleide functies'] },
    { name: 'Statistiek', children: ['Beschrijvende statistiek', 'Statistisch onderzoek'] },
    { name: 'Kansrekening', children: ['Binomiale verdeling', 'Normale verdeling', 'Hypothesetoetsen'] },
  ],
  methodologies: [
    {
      name: 'Getal & Ruimte',
      chapters: [
        {
          code: 'H1',
          title: 'Formules en grafieken',
          children: [
            { code: 'H1.1', title: 'Formules herleiden' },
            { code: 'H1.2', title: 'Vergelijkingen met de GR' },
          ],
        },
        {
          code: 'H2',
          title: 'Statistiek',
          children: [
            { code: 'H2.1', title: 'Data beschrijven' },
            { code: 'H2.2', title: 'Steekproeven en onderzoek' },
          ],
        },
        {
          code: 'H3',
          title: 'Combinatoriek en kansen',
          children: [
            { code: 'H3.1', title: 'Permutaties en combinaties' },
            { code: 'H3.2', title: 'Kansregels' },
          ],
        },
        {
          code: 'H4',
          title: 'Exponentiële verbanden',
          children: [
            { code: 'H4.1', title: 'Groeifactoren' },
            { code: 'H4.2', title: 'Verdubbelings- en halveringstijd' },
            { code: 'H4.3', title: 'Logaritmen' },
            { code: 'H4.4', title: 'Logaritmische schaalverdeling' },
          ],
        },
        {
          code: 'H5',
          title: 'Differentiaalrekening',
          children: [
            { code: 'H5.1', title: 'Hellingen en toenamen' },
            { code: 'H5.2', title: 'De afgeleide functie' },
            { code: 'H5.3', title: 'Extreme waarden' },
          ],
        },
        {
          code: 'H6',
          title: 'De binomiale verdeling',
          children: [
            { code: 'H6.1', title: 'Binomiale kansen' },
            { code: 'H6.2', title: 'Verwachtingswaarde en standaardafwijking' },
          ],
        },
        {
          code: 'H7',
          title: 'De normale verdeling',
          children: [
            { code: 'H7.1', title: 'Normale kansen' },
            { code: 'H7.2', title: 'Grenzen, gemiddelde en standaardafwijking berekenen' },
            { code: 'H7.3', title: 'De wortel-n-wet' },
          ],
        },
        {
          code: 'H8',
          title: 'Hypothesetoetsen',
          children: [
            { code: 'H8.1', title: 'Binomiaal toetsen' },
            { code: 'H8.2', title: 'Kritiek gebied' },
            { code: 'H8.3', title: 'Toetsen met de normale verdeling' },
          ],
        },
      ],
    },
    {
      name: 'Moderne Wiskunde',
      chapters: [
        {
          code: 'H1',
          title: 'Kansrekening',
          children: [
            { code: 'H1.1', title: 'Tellen en kansen' },
            { code: 'H1.2', title: 'Kansbomen en complementregel' },
          ],
        },
        {
          code: 'H2',
          title: 'Groei en logaritmen',
          children: [
            { code: 'H2.1', title: 'Exponentiële groei' },
            { code: 'H2.2', title: 'Rekenen met logaritmen' },
            { code: 'H2.3', title: 'Grafieken op logaritmisch papier' },
          ],
        },
        {
          code: 'H3',
          title: 'Binomiale verdeling',
          children: [
            { code: 'H3.1', title: 'Binomiale experimenten' },
            { code: 'H3.2', title: 'Kansen met de GR' },
          ],
        },
        {
          code: 'H4',
          title: 'Differentiëren',
          children: [
            { code: 'H4.1', title: 'Veranderingen en snelheden' },
            { code: 'H4.2', title: 'Rekenregels voor afgeleiden' },
          ],
        },
        {
          code: 'H5',
          title: 'Normale verdeling',
          children: [
            { code: 'H5.1', title: 'Klokvormige verdelingen' },
            { code: 'H5.2', title: 'Rekenen met de normale verdeling' },
            { code: 'H5.3', title: 'Sommen en gemiddelden' },
          ],
        },
        {
          code: 'H6',
          title: 'Toetsen van hypothesen',
          children: [
            { code: 'H6.1', title: 'Nulhypothese en alternatieve hypothese' },
            { code: 'H6.2', title: 'Binomiale toetsen' },
            { code: 'H6.3', title: 'Toetsen van een gemiddelde' },
          ],
        },
        {
          code: 'H7',
          title: 'Statistisch onderzoek',
          children: [
            { code: 'H7.1', title: 'Onderzoeksopzet' },
            { code: 'H7.2', title: 'Verschillen beoordelen' },
          ],
        },
        {
          code: 'H8',
          title: 'Examentraining',
          children: [
            { code: 'H8.1', title: 'Modelleren met formules' },
            { code: 'H8.2', title: 'Examenopgaven kansrekening' },
            { code: 'H8.3', title: 'Examenopgaven verbanden' },
          ],
        },
      ],
    },
  ],
  questionTypes: ['Bereken', 'Toon aan', 'Leg uit', 'Beredeneer', 'Bepaal', 'Onderzoek', 'Stel op', 'Teken', 'Geef aan', 'Meerkeuze'],
};
