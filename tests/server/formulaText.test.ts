// A formula's TeX as one line of text (shared/markup/formulaText.ts): what the tagged PDF writes invisibly over a
// formula's drawing and gives a screen reader as its alt text. Each expectation is written by hand, the way a teacher
// would type the formula on one line.
import { formulaText } from '../../shared/markup/formulaText.ts';

const cases: [string, string, string][] = [
  // [what, TeX, text]
  ['a product with its dot, operators between spaces', String.raw`E = P \cdot t`, 'E = P · t'],
  ['a temperature in \\text, its space kept', String.raw`20\ \text{°C}`, '20 °C'],
  ['degrees as a superscript circle', String.raw`18^{\circ}C`, '18°C'],
  ['degrees after a space', String.raw`18\ ^\circ\text{C}`, '18 °C'],
  ['the decimal comma in braces', String.raw`18{,}0\ \text{°C}`, '18,0 °C'],
  ['a thin space in a number', String.raw`30\,000`, '30 000'],
  ['a subscript of letters', String.raw`E_{in}`, 'E_in'],
  ['a subscript of digits', String.raw`R_1 + R_2`, 'R₁ + R₂'],
  ['a chemical formula', String.raw`\text{H}_3\text{O}^{\text{+}}`, 'H₃O⁺'],
  ['a superscript of digits and signs', String.raw`10^{-12}\ \text{W/m}^2`, '10⁻¹² W/m²'],
  ['a superscript that is more than digits', String.raw`e^{-0{,}2t}`, 'e^(-0,2t)'],
  ['a simple fraction', String.raw`v = \frac{s}{t}`, 'v = s/t'],
  ['a fraction with subscripts', String.raw`\eta = \dfrac{E_{nuttig}}{E_{in}}`, 'η = E_nuttig/E_in'],
  ['a fraction whose sides are terms of their own', String.raw`\frac{n - 49}{12}`, '(n - 49)/12'],
  ['a fraction before a factor', String.raw`E_k = \tfrac{1}{2} m v^2`, 'E_k = (1/2)mv²'],
  ['a denominator of two factors', String.raw`I = \dfrac{P_{bron}}{4\pi r^2}`, 'I = P_bron/(4πr²)'],
  ['a root', String.raw`v = \sqrt{2 g h}`, 'v = √(2gh)'],
  ['a root of one symbol', String.raw`\sqrt{x}`, '√x'],
  ['a cube root', String.raw`\sqrt[3]{8}`, '∛8'],
  ['Greek letters', String.raw`\lambda \cdot \Delta T`, 'λ · ΔT'],
  ['relations', String.raw`a \leq b \approx c \neq d`, 'a ≤ b ≈ c ≠ d'],
  ['an arrow', String.raw`A \rightarrow B`, 'A → B'],
  ['a sign at the start', String.raw`-0{,}5t = 3`, '-0,5t = 3'],
  ['a sign after a relation', String.raw`x = -2`, 'x = -2'],
  ['a function before a letter and before brackets', String.raw`2\cos\theta = \sin\left(x\right)`, '2cos θ = sin(x)'],
  ['a squared function', String.raw`\sin^2\left(\tfrac{1}{2}\theta\right)`, 'sin²((1/2)θ)'],
  ['a logarithm with a prescript base', String.raw`{}^{2}\log\left(2^{a}\right) = a`, '²log(2^a) = a'],
  ['\\left and \\right keep their delimiters', String.raw`\left|x\right|`, '|x|'],
  ['an exponent over a bracket', String.raw`\left(e^{-0{,}25}\right)^{t}`, '(e^(-0,25))^t'],
  ['a percentage', String.raw`80\%`, '80%'],
  ['a column vector', String.raw`\begin{pmatrix} 3 \\ 4 \end{pmatrix}`, '(3; 4)'],
  ['a vector arrow', String.raw`\vec{v}`, 'v\u20d7'],
  ['a binomial coefficient in Dutch', String.raw`\binom{n}{k}`, '(n boven k)'],
  ['the real numbers', String.raw`x \in \mathbb{R}`, 'x ∈ ℝ'],
  ['an integral with limits', String.raw`\int_0^1 x^2\,dx`, '∫₀¹ x² dx'],
  ['a half-life in an exponent', String.raw`A(t) = A(0) \cdot \left(\tfrac{1}{2}\right)^{t/t_{1/2}}`, 'A(t) = A(0) · (1/2)^(t/t_(1/2))'],
  ['a unit in \\text with a dot', String.raw`4{,}18 \cdot 10^{3}\ \text{J/(kg·°C)}`, '4,18 · 10³ J/(kg·°C)'],
  ['a prime', String.raw`B'`, "B'"],
  ['an unknown command keeps its name', String.raw`\foo{x}`, 'foox'],
  ['nothing', '', ''],
];

describe('formulaText', () => {
  test.each(cases)('%s', (_what, tex, text) => {
    expect(formulaText(tex)).toBe(text);
  });
});
