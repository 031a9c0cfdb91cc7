// QR codes as one vector path: each row's runs of dark modules become rectangles of a single SVG path, which the PDF
// draws in one fill (pdfmake's own QR node draws every module as a separate rectangle, several times slower).
import QRCode from 'qrcode';

/** Modules of white border around the code: scanners need a quiet zone. */
const QUIET = 2;

/** The QR code of a text as a standalone SVG (error correction M: survives a crease or a smudge on paper). */
export function qrSvg(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let d = '';
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && modules.get(y, x)) x++;
      d += `M${start + QUIET} ${y + QUIET}h${x - start}v1h${start - x}z`;
    }
  }
  const size = n + 2 * QUIET;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}
