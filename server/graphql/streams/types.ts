import { builder } from '../builder.ts';
import { nodeId } from '../syncNodeIds.ts';
import type { Prisma, Stream } from '../../db/generated/client.ts';
import { isStreamColumn, readStreamColumns, streamDisplayName, streamKnownToExist, streamOrder } from '../../domain/content/streams.ts';
import type { Context } from '../context.ts';

export const PublicationStatus = builder.enumType('PublicationStatus', {
  values: { published: { description: 'gepubliceerd' }, concept: { description: 'concept' }, missing: { description: 'ontbreekt' } } as const,
});

builder.prismaNode('Course', {
  id: nodeId('id'),
  // node(id:) of one that does not exist is null, as for every other node (not findUniqueOrThrow's error).
  nullable: true,
  fields: (t) => ({ name: t.exposeString('name'), slug: t.exposeString('slug') }),
});

builder.prismaNode('Level', {
  id: nodeId('id'),
  // node(id:) of one that does not exist is null, as for every other node (not findUniqueOrThrow's error).
  nullable: true,
  fields: (t) => ({ name: t.exposeString('name'), slug: t.exposeString('slug') }),
});

builder.prismaNode('Stream', {
  id: nodeId('id'),
  nullable: true,
  // Select mode: a stream loads only the columns its asked fields name, not its formula sheet with every search.
  select: { id: true },
  fields: (t) => ({
    slug: t.exposeString('slug'),
    urlId: t.string({ description: 'The id used in web addresses, e.g. /courses/{urlId}/search/tags.', resolve: (s, _a, ctx) => ctx.ids.encode(s.id) }),
    name: t.string({
      description: "Course and level, e.g. 'Natuurkunde Havo'.",
      select: { course: { select: { name: true } }, level: { select: { name: true } } },
      resolve: (stream) => streamDisplayName(stream),
    }),
    course: t.relation('course'),
    level: t.relation('level'),
    practiceStatus: t.expose('practiceStatus', { type: PublicationStatus, description: 'Status of the practice sets (oefensets).' }),
    reviewStatus: t.expose('reviewStatus', { type: PublicationStatus, description: 'Status of self-marking (nakijken).' }),
    formulaSheet: t.exposeString('formulaSheet', { nullable: true, description: 'The formuleblad, in markup.' }),
  }),
});

builder.queryField('streams', (t) =>
  t.prismaField({
    type: ['Stream'],
    description: 'Every stream, ordered by course and level.',
    resolve: (query, _root, _args, ctx) => ctx.db.stream.findMany({ ...query, orderBy: streamOrder }),
  }),
);

builder.queryField('stream', (t) =>
  t.prismaField({
    type: 'Stream',
    nullable: true,
    description: 'One stream by the id of its web address (/courses/{urlId}/…); null when there is none.',
    args: { urlId: t.arg.string({ required: true }) },
    resolve: async (query, _root, { urlId }, ctx) => {
      const id = ctx.ids.decode(urlId);
      return id === undefined ? null : streamById(ctx, id, query);
    },
  }),
);

/**
 * A stream by id in the selection the client asked for, or null. Most screens ask a stream for its own columns only
 * (a search, for its id): its id alone, from a viewer whose grant opens it, costs no statement (streamKnownToExist);
 * its own columns are read on the hot path (readStreamColumns); anything with a relation goes through Prisma. A row
 * holds just the fields the selection planned, which are all its fields read (hence the type Pothos expects).
 */
async function streamById(ctx: Context, id: number, query: { select?: Prisma.StreamSelect; include?: Prisma.StreamInclude }): Promise<Stream | null> {
  const fields = query.select && Object.keys(query).length === 1 ? Object.entries(query.select) : null;
  const columns = fields?.every(([field, value]) => value === true && isStreamColumn(field)) ? fields.map(([field]) => field).filter(isStreamColumn) : null;
  if (!columns?.length) return ctx.db.stream.findUnique({ ...query, where: { id } });
  if (columns.length === 1 && columns[0] === 'id' && streamKnownToExist(await ctx.actor.access(), id)) return { id } as Stream;
  return (await readStreamColumns(ctx.db, id, columns)) as Stream | null;
}
