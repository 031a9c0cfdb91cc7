// The addresses a set's QR codes carry (issue 42, item 8), made in one place: the PDF and Word files print them, and
// the cart's confirmation shows their base, so the page cannot name one address while the codes carry another. And
// the one rule about such an address: a phone that scans the code can open it only when it is not a loopback (or
// unspecified) address of the server's own machine. Codes, no wording: server/publicUrlCheck.ts and the web word it.
import { isIP } from 'node:net';

/** What a phone makes of an address: 'loopback' points at the phone itself (localhost, 127.x, ::1, 0.0.0.0, ::). */
export type AddressReach = 'reachable' | 'loopback';

/** A host name or address (brackets of an IPv6 address allowed) of this very machine: localhost, 127.x, ::1. */
export function isLoopbackHost(host: string): boolean {
  return hostKind(host) === 'loopback';
}

/**
 * What a host name or address means: 'loopback' (localhost, *.localhost, 127.x, ::1, also written as ::ffff:127.x),
 * 'unspecified' (0.0.0.0, ::: every interface when listening, nowhere as an address to open) or 'other'.
 */
export function hostKind(host: string): 'loopback' | 'unspecified' | 'other' {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return 'loopback';
  const version = isIP(name);
  if (version === 4) return name.startsWith('127.') ? 'loopback' : name === '0.0.0.0' ? 'unspecified' : 'other';
  if (version === 6) {
    const words = expandIpv6(name);
    if (!words) return 'other';
    // ::ffff:a.b.c.d (an IPv4 address written as IPv6; URLs write it as ::ffff:7f00:1)
    if (words.slice(0, 5).every((w) => w === 0) && words[5] === 0xffff) return hostKind(`${words[6]! >> 8}.${words[6]! & 255}.${words[7]! >> 8}.${words[7]! & 255}`);
    if (words.slice(0, 7).every((w) => w === 0)) return words[7] === 1 ? 'loopback' : words[7] === 0 ? 'unspecified' : 'other';
  }
  return 'other';
}

function expandIpv6(address: string): number[] | null {
  // A trailing dotted IPv4 part counts as two words.
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_m, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`);
  const [head, tail, ...rest] = text.split('::');
  if (rest.length) return null;
  const part = (s: string | undefined) => (s ? s.split(':').map((w) => parseInt(w, 16)) : []);
  const front = part(head);
  const back = part(tail);
  if (tail === undefined) return front.length === 8 ? front : null;
  return [...front, ...Array<number>(Math.max(0, 8 - front.length - back.length)).fill(0), ...back];
}

/** Whether a phone that scans a code with this address reaches the server. */
export function addressReach(url: string): AddressReach {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return 'loopback';
  }
  return host === '' || hostKind(host) !== 'other' ? 'loopback' : 'reachable';
}

export interface QrAddresses {
  /** What every code's address starts with: the server's public address. */
  base: string;
  reach: AddressReach;
  /** The page a question's code opens: /c/{set}/{topic}/{question} under the base (document 2's QR route). */
  question(setKey: string, topicId: number, questionId: number): string;
}

/** The QR addresses of this server: `publicUrl` is the configured PUBLIC_URL, `encode` the opaque ids of addresses. */
export function qrAddresses(publicUrl: string, encode: (id: number) => string): QrAddresses {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    base,
    reach: addressReach(base),
    question: (setKey, topicId, questionId) => `${base}/c/${encodeURIComponent(setKey)}/${encode(topicId)}/${encode(questionId)}`,
  };
}
