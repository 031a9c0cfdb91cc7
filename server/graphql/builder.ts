// The Pothos builder: plugins and their settings only; types live in one module per concept.
import SchemaBuilder from '@pothos/core';
import { GraphQLError } from 'graphql';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SyncNodeIdsPlugin from './syncNodeIds.ts';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import { mayOpenArea, type Area } from '../domain/access/grants.ts';
import type { Context } from './context.ts';
import { NL } from './errors/messages.ts';

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
  // SyncNodeIds last: it replaces the node ids' resolvers first, and the other plugins wrap what it made.
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, SyncNodeIdsPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    unauthorizedError: (_parent, context) =>
      new GraphQLError(NL.unauthorized, { extensions: { code: context.viewer.user ? 'FORBIDDEN' : 'UNAUTHENTICATED' } }),
    // Scopes ask the domain's access rules; a refused field is an error, not a silent null.
    authScopes: async (ctx) => ({
      signedIn: !!ctx.viewer.user,
      area: async (area: Area) => mayOpenArea(await ctx.viewer.access(), area),
    }),
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
  relay: { clientMutationId: 'omit', cursorType: 'String' },
  // Every mutation answers `XResult = XSuccess | typed errors`, its payload's fields directly on XSuccess.
  errors: {
    defaultTypes: [],
    directResult: true,
    defaultUnionOptions: { name: ({ fieldName }) => `${capitalized(fieldName)}Result` },
  },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType('Date', {
  description: 'A calendar day, YYYY-MM-DD.',
  serialize: (date) => date.toISOString().slice(0, 10),
  parseValue: (value) => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new TypeError('Date: YYYY-MM-DD expected');
    const date = new Date(`${value}T00:00:00.000Z`);
    // A day that does not exist (2026-04-31) is refused, not read as the next one.
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw new TypeError('Date: no such day');
    return date;
  },
});

builder.scalarType('DateTime', {
  description: 'A moment, ISO-8601 in UTC.',
  serialize: (date) => date.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(NaN);
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime: ISO-8601 expected');
    return date;
  },
});
