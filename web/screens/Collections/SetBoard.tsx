// 'Op het bord' (issue 41, beyond the spec): a set shown to the class on the projector — a large QR code of the
// students' link, the short link (/s/{key}, without the protocol) in letters readable from the back of the room, the
// whole link with a copy button, and a projector view that fills the screen (Escape closes it, the focus goes back to
// its button). The QR code is drawn here as SVG from the `qrcode` package's matrix: sharp at any size, no image
// request. This module is loaded lazily by the set's card (./CollectionCard.tsx), so the library stays in a chunk of
// its own, out of the shell, the home page and the student pages.
import { useId, useMemo, useRef, useState } from 'react';
import QRCode from 'qrcode';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useToast } from '../../components/Toasts.tsx';
import './setBoard.css';

export const BOARD_TEXT = {
  title: 'Op het bord',
  link: 'Link voor leerlingen',
  copy: 'Kopieer link',
  copied: 'Link gekopieerd',
  copyFailed: 'Kopiëren lukte niet: de link is geselecteerd, kopieer hem met Ctrl+C (Cmd+C op een Mac).',
  scan: 'Scan de code of ga naar',
  qr: (name: string) => `QR-code met de link naar de set ‘${name}’`,
  show: 'Toon op het bord',
  close: 'Sluiten',
};

/** The link as it is read and typed: without its protocol. */
export const shownLink = (url: string) => url.replace(/^https?:\/\//, '');

/** The short link in large letters; where it must wrap, it wraps before the key, which stays whole (its - and _ too). */
function ShortLink({ url, className }: { url: string; className: string }) {
  const shown = shownLink(url);
  const cut = shown.lastIndexOf('/') + 1;
  return (
    <p className={className} translate="no">
      {shown.slice(0, cut)}
      <wbr />
      <span className="set-board-key">{shown.slice(cut)}</span>
    </p>
  );
}

/**
 * A QR code as SVG: one path of dark modules with the standard quiet zone of four modules, error correction M (a
 * projected code is read at a distance, not from a damaged sticker: the lower level keeps the modules larger).
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { box, path } = useMemo(() => qrPath(value), [value]);
  return (
    <svg className={className} role="img" aria-label={label} viewBox={`0 0 ${box} ${box}`} shapeRendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
      <rect width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

const QUIET_ZONE = 4;

/** The dark modules of the code of `value` as one SVG path, and the side of the square with its quiet zone. */
function qrPath(value: string): { box: number; path: string } {
  const { size, data } = QRCode.create(value, { errorCorrectionLevel: 'M' }).modules;
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!data[row * size + col]) continue;
      // A run of dark modules in a row is one rectangle.
      let end = col;
      while (end + 1 < size && data[row * size + end + 1]) end++;
      path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h${end - col + 1}v1h-${end - col + 1}z`;
      col = end;
    }
  }
  return { box: size + 2 * QUIET_ZONE, path };
}

export function SetBoard({ name, url, shortUrl, large = false }: { name: string; url: string; shortUrl: string; large?: boolean }) {
  const titleId = useId();
  const linkId = useId();
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const [projecting, setProjecting] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast(BOARD_TEXT.copied, 'success');
      return;
    } catch {
      // Refused (no permission, an insecure page, an older browser): the selected field and the browser's own copy.
    }
    const field = input.current;
    field?.focus();
    field?.select();
    let copied: boolean;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    toast(copied ? BOARD_TEXT.copied : BOARD_TEXT.copyFailed, copied ? 'success' : 'warning');
  };

  return (
    <section className={large ? 'set-board set-board-large' : 'set-board'} aria-labelledby={titleId}>
      <h4 id={titleId} className="set-board-title">
        {BOARD_TEXT.title}
      </h4>
      <div className="set-board-body">
        <QrCode className="set-board-qr" value={url} label={BOARD_TEXT.qr(name)} />
        <div className="set-board-side">
          <p className="set-board-scan">{BOARD_TEXT.scan}</p>
          <ShortLink className="set-board-short" url={shortUrl} />
          <Button variant="secondary" onClick={() => setProjecting(true)}>
            {BOARD_TEXT.show}
          </Button>
        </div>
      </div>
      <div className="collection-link">
        <label htmlFor={linkId}>{BOARD_TEXT.link}</label>
        <div className="collection-link-row">
          <input ref={input} id={linkId} type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
          <Button variant="secondary" onClick={() => void copy()}>
            {BOARD_TEXT.copy}
          </Button>
        </div>
      </div>
      <div className="set-board-projector">
        <Modal
          open={projecting}
          title={name}
          onClose={() => setProjecting(false)}
          actions={
            <Button variant="secondary" onClick={() => setProjecting(false)}>
              {BOARD_TEXT.close}
            </Button>
          }
        >
          {projecting && (
            <div className="set-board-projected">
              <QrCode className="set-board-projected-qr" value={url} label={BOARD_TEXT.qr(name)} />
              <p className="set-board-scan">{BOARD_TEXT.scan}</p>
              <ShortLink className="set-board-short set-board-projected-short" url={shortUrl} />
            </div>
          )}
        </Modal>
      </div>
    </section>
  );
}
