import { builder } from '../builder.ts';
import { nodeId } from '../syncNodeIds.ts';
import { findStreamFor, listStreams, streamDisplayName } from '../../domain/content/streams.ts';

export const PublicationStatus = builder.enumType('PublicationStatus', {
  values: { published: { description: 'gepubliceerd' }, concept: { description: 'concept' }, missing: { description: 'ontbreekt' } } as const,
});

builder.prismaNode('Course', {
  id: nodeId('id'),
  fields: (t) => ({ name: t.exposeString('name'), slug: t.exposeString('slug') }),
});

builder.prismaNode('Level', {
  id: nodeId('id'),
  fields: (t) => ({ name: t.exposeString('name'), slug: t.exposeString('slug') }),
});

builder.prismaNode('Stream', {
  id: nodeId('id'),
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
    resolve: (query, _root, _args, ctx) => listStreams(ctx.prisma, query),
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
      return id === undefined ? null : findStreamFor(ctx.prisma, await ctx.viewer.access(), id, query);
    },
  }),
);
