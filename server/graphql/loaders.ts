// Per-request loaders: what a field of every item of a list asks for (a topic card's last use, an exam term's topics)
// is read once for all the items, by a DataLoader that lives as long as the request's context. The one pattern for
// such fields, chosen over the dataloader plugin's t.loadable because a loader here is a value of its own: several
// fields share it (a term's topics and its question count read the term's topic ids once), and a list that read the
// values in its own statement hands them over (prime), as a search does with its cards' last uses. Relations still
// load through the Prisma plugin's selection (`...query`), not through a loader.
import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { Context } from './context.ts';

/**
 * A loader per request: `batch` gets every key asked in one turn of the event loop (once each) and answers them in
 * their order; a key asked again in the same request is answered from the loader's memory.
 */
export function requestLoader<K, V, C = K>(batch: (keys: readonly K[], ctx: Context) => Promise<readonly (V | Error)[]>, options?: DataLoader.Options<K, V, C>): (ctx: Context) => DataLoader<K, V, C> {
  return createContextCache((ctx: Context) => new DataLoader<K, V, C>((keys) => batch(keys, ctx), options));
}
