// The Pothos builder: plugins and their settings only; types live in one module per concept.
import SchemaBuilder from '@pothos/core';
import { GraphQLError } from 'graphql';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SyncNodeIdsPlugin from './syncNodeIds.ts';
import InputTextPlugin from './inputText.ts';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import { mayOpenArea, type Area } from '../domain/access/grants.ts';
import type { Context } from './context.ts';
import { NL } from './errors/messages.ts';
import { decodeNodeId } from './ids.ts';

/** How many objects one nodes(ids:) may ask for: more than a page of any list the app shows (at most 100 rows). */
export const MAX_NODE_IDS = 100;

const capitalized = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`;

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  Scalars: {
    Date: { Input: Date; Output: Date };
    DateTime: { Input: Date; Output: Date };
  };
  AuthScopes: { signedIn: boolean; area: Area };
}>({
  // SyncNodeIds and InputText last: the plugins after wrap a resolver first, so the other plugins wrap what they made
  // (the errors plugin catches InputText's ValidationError, authorization runs before any input is judged).
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, SyncNodeIdsPlugin, InputTextPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    unauthorizedError: (_parent, context) => new GraphQLError(NL.unauthorized, { extensions: { code: context.actor.user ? 'FORBIDDEN' : 'UNAUTHENTICATED' } }),
    // Scopes ask the domain's access rules; a refused field is an error, not a silent null.
    authScopes: async (ctx) => ({
      signedIn: !!ctx.actor.user,
      area: async (area: Area) => mayOpenArea(await ctx.actor.access(), area),
    }),
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // node(id:) and nodes(ids:) refuse an id that is none as a validation error, before the database sees it.
    decodeGlobalID: (globalId) => decodeNodeId(globalId, isNodeType),
    nodesQueryOptions: {
      description: `The objects with these global ids, at most ${MAX_NODE_IDS} at a time; null for one the viewer may not see.`,
      // Each id may cost a query: a list as long as the client likes is work as large as it likes.
      resolve: (_root, args, _context, _info, resolveNodes) => {
        if (args.ids.length > MAX_NODE_IDS) throw new GraphQLError(NL.tooManyIds(MAX_NODE_IDS), { extensions: { code: 'BAD_USER_INPUT' } });
        return resolveNodes(args.ids);
      },
    },
  },
  // Every mutation answers `XResult = XSuccess | typed errors`, its payload's fields directly on XSuccess.
  errors: {
    defaultTypes: [],
    directResult: true,
    defaultUnionOptions: { name: ({ fieldName }) => `${capitalized(fieldName)}Result` },
  },
});

/** Whether objects of this type are nodes (implement Node): what a global id may name. */
function isNodeType(typename: string): boolean {
  const store = builder.configStore;
  if (!store.hasImplementation(typename)) return false;
  const config = store.getTypeConfig(typename);
  return config.kind === 'Object' && config.interfaces.some((ref) => store.getTypeConfig(ref).name === 'Node');
}

builder.queryType({});
builder.mutationType({});

builder.scalarType('Date', {
  description: 'A calendar day, YYYY-MM-DD.',
  serialize: (date) => date.toISOString().slice(0, 10),
  parseValue: (value) => {
    // A GraphQLError is the client's mistake, answered as a validation error; any other error would be masked.
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new GraphQLError(NL.dateExpected);
    const date = new Date(`${value}T00:00:00.000Z`);
    // A day that does not exist (2026-04-31) is refused, not read as the next one.
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw new GraphQLError(NL.noSuchDay);
    return date;
  },
});

builder.scalarType('DateTime', {
  description: 'A moment, ISO-8601 in UTC.',
  serialize: (date) => date.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(NaN);
    if (Number.isNaN(date.getTime())) throw new GraphQLError(NL.dateTimeExpected);
    return date;
  },
});
