// For the print tests: formulas like those exam questions hold, and a comparison of two rasters. The formulas have
// fractions and roots (rules drawn as rects), scripts and scaled groups, big operators, matrices, accents, text,
// chemistry arrows and Greek.
export const EXAM_FORMULAS = [
  'E = \\frac{1}{2} m v^2 + \\sqrt{x_1^2 + y_{\\text{max}}^2}',
  '\\eta = \\dfrac{E_{nuttig}}{E_{in}} \\cdot 100\\%',
  '\\sum_{i=1}^{n} \\int_0^{\\infty} e^{-\\lambda t}\\,dt \\le \\prod_{k} a_k',
  '\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix} \\vec{v} = \\hat{x}',
  '\\mathrm{CH_3COOH + H_2O \\rightleftharpoons CH_3COO^- + H_3O^+}',
  '\\Delta T = \\frac{Q}{c \\cdot m} \\quad \\text{met } \\mu = 3{,}5 \\cdot 10^{-3}',
  'a < b \\Rightarrow \\left( \\frac{a}{b} \\right)^{\\!2} < 1',
];

/** Two greyscale rasters of one size: the reference's ink pixels, and the pixels where the other differs clearly. */
export function inkAndDifference(reference: Uint8Array, other: Uint8Array): { ink: number; differ: number } {
  let ink = 0;
  let differ = 0;
  for (let i = 0; i < reference.length; i++) {
    if (reference[i]! < 128) ink++;
    if (Math.abs(reference[i]! - other[i]!) > 96) differ++;
  }
  return { ink, differ };
}
