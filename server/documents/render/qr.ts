// QR codes drawn from their runs: each row's run of dark modules becomes one rectangle in the PDF, one stretch of
// cleared bits in the Word file's PNG. As a pdfmake canvas this is twice as fast as the same shapes as an SVG (no path
// text to parse) and a third fewer shapes than pdfmake's own QR node, which draws every module.
import { crc32, deflateSync } from 'node:zlib';
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

/**
 * The QR code as a PNG (the Word file's picture): black and white at one bit a pixel, a whole number of pixels a module
 * so that the edges stay sharp when Word scales it, and at least `width` px square. Written here from the runs:
 * qrcode's own PNG writer paints an RGBA bitmap and tries five row filters on it, which took 6 ms a code, 0.4 s of a
 * Word file with 66 questions; sharp took 4 ms a code for an 8-bit file five times the size (8 ms as a 2-colour
 * palette). This takes under a millisecond.
 */
export function qrPng(text: string, width: number): Buffer {
  const { size, runs } = runsOf(text);
  const scale = Math.max(1, Math.ceil(width / size));
  const pixels = size * scale;
  const rowBytes = 1 + Math.ceil(pixels / 8); // each scanline starts with its filter type, 0 (none)
  // White everywhere (bit 1), then the dark runs cleared; one scanline per module row, repeated `scale` times.
  const modules = Buffer.alloc(rowBytes * size, 0xff);
  for (let y = 0; y < size; y++) modules[y * rowBytes] = 0;
  for (const run of runs) {
    const row = run.y * rowBytes + 1;
    for (let x = run.x * scale; x < (run.x + run.length) * scale; x++) modules[row + (x >> 3)]! &= ~(0x80 >> (x & 7));
  }
  const raw = Buffer.alloc(rowBytes * pixels);
  for (let y = 0; y < pixels; y++) modules.copy(raw, y * rowBytes, Math.floor(y / scale) * rowBytes, (Math.floor(y / scale) + 1) * rowBytes);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(pixels, 0);
  header.writeUInt32BE(pixels, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filtering, no interlace
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + typed.length);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), 4 + typed.length);
  return out;
}
