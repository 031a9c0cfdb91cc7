// Opaque ids for web addresses and the REST shim (document 4 §0): database ids never appear raw on the wire.
// The alphabet is shuffled by the configured ID_SECRET, so ids cannot be guessed from a public default.
import { createHmac } from 'node:crypto';
import Sqids from 'sqids';
import { MAX_ROW_ID } from '../db/database.ts';

const BASE = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export interface IdCodec {
  encode(id: number): string;
  /** undefined when the text is not an id this codec made. */
  decode(text: string): number | undefined;
  /** A null foreign key encodes to "" (document 4 §0). */
  encodeNullable(id: number | null | undefined): string;
}

export function createIdCodec(secret: string): IdCodec {
  const alphabet = [...BASE]
    .map((c) => ({ c, k: createHmac('sha256', secret).update(c).digest('hex') }))
    .sort((a, b) => (a.k < b.k ? -1 : 1))
    .map((x) => x.c)
    .join('');
  const sqids = new Sqids({ alphabet, minLength: 5 });
  // Encoding costs ~6 µs and a result list encodes dozens of ids per card: remember them (bounded, rebuilt as used).
  const encoded = new Map<number, string>();
  const encode = (id: number) => {
    let text = encoded.get(id);
    if (text === undefined) {
      if (encoded.size >= 200_000) encoded.clear();
      text = sqids.encode([id]);
      encoded.set(id, text);
    }
    return text;
  };
  return {
    encode,
    decode(text) {
      if (!/^[A-Za-z0-9]{5,20}$/.test(text)) return undefined;
      const [id, ...rest] = sqids.decode(text);
      // Only the canonical encoding is accepted, so one id has exactly one spelling.
      if (id === undefined || rest.length || id > MAX_ROW_ID || encode(id) !== text) return undefined;
      return id;
    },
    encodeNullable: (id) => (id === null || id === undefined ? '' : encode(id)),
  };
}
