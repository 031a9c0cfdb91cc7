// Global ids (Relay): the database id inside one, checked against the type the argument expects.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { isCollectionKey } from '../domain/collections/create.ts';
import { MAX_ROW_ID } from '../db/database.ts';
import { NL } from './errors/messages.ts';

/** The id inside a global id in its one spelling: a set's link key for a Collection, else a row's positive integer. */
const isNodeId = (typename: string, id: string): boolean => (typename === 'Collection' ? isCollectionKey(id) : /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= MAX_ROW_ID);

/**
 * A global id as node(id:) and nodes(ids:) read it (the builder's relay.decodeGlobalID). One that is no global id, or
 * whose type has no nodes ('Nope:1') or whose id no row can have ('Stream:-1', 'Topic:1.5', a number beyond an integer), is the client's mistake, answered
 * as every other validation error (BAD_USER_INPUT) before anything reaches the database: it used to be Pothos' English
 * sentence, or a database error masked as 'Unexpected error.'.
 */
export function decodeNodeId(globalId: string, isNodeType: (typename: string) => boolean): { typename: string; id: string } {
  let decoded: { typename: string; id: string } | null = null;
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    // not a global id
  }
  if (!decoded) throw new GraphQLError(NL.invalidId, { extensions: { code: 'BAD_USER_INPUT' } });
  if (!isNodeType(decoded.typename)) throw new GraphQLError(NL.unknownType(decoded.typename), { extensions: { code: 'BAD_USER_INPUT' } });
  if (!isNodeId(decoded.typename, decoded.id)) throw new GraphQLError(NL.invalidId, { extensions: { code: 'BAD_USER_INPUT' } });
  return decoded;
}

/** The database id inside a global id of the expected type, or undefined. */
export function idOf(globalId: string | number, typename: string): number | undefined {
  try {
    const { typename: type, id } = decodeGlobalID(String(globalId));
    const n = Number(id);
    return type === typename && Number.isSafeInteger(n) && n > 0 ? n : undefined;
  } catch {
    return undefined;
  }
}

/** An optional global id argument: null when absent or not of the expected type. */
export const optionalIdOf = (globalId: string | number | null | undefined, typename: string): number | null => (globalId ? (idOf(globalId, typename) ?? null) : null);

/** The database ids inside a list of global ids of one type; undefined when any of them is not one. */
export function idsOf(globalIds: readonly (string | number)[], typename: string): number[] | undefined {
  const ids = globalIds.map((id) => idOf(id, typename));
  return ids.some((id) => id === undefined) ? undefined : (ids as number[]);
}
