// The teacher's student overview (/leerlingen, document 2 §2.7) in GraphQL: Query.classroom for the viewer's current
// stream (the published warning, 'Leerling licenties koppelen', the teacher's groups), Query.classroomSets — the
// teacher's sets of the stream with what the class did with them, a page at a time — and Group.classroomStudents,
// the listed students of a group with their last self-practice. The rules and figures are server/domain/classroom/.
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { ForbiddenError } from '../errors/types.ts';
import { NL } from '../errors/messages.ts';
import { GraphQLError } from 'graphql';
import {
  classroomAccess,
  classroomGroupsQuery,
  classroomOf,
  groupStudentsPage,
  setActivityPage,
  type ClassStudent,
  type Classroom,
  type Page,
  type SetActivity,
} from '../../domain/classroom/overview.ts';
import { teachesGroup } from '../../domain/classroom/teachers.ts';
import { groupStudentCounts } from '../../domain/classroom/groupStudents.ts';

/** Pages of the overview's lists: the latest set shows first, 'Toon alle activiteiten' loads them by 20. */
const PAGE_MAX = 50;

/** Runs a page query of the domain as a Relay connection with its total count. */
async function pageConnection<T>(args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null }, load: (offset: number, limit: number) => Promise<Page<T>>) {
  let totalCount = 0;
  const connection = await resolveOffsetConnection({ args, maxSize: PAGE_MAX }, async ({ offset, limit }) => {
    const page = await load(offset, limit);
    totalCount = page.totalCount;
    return page.items;
  });
  return { ...connection, totalCount };
}

/** The total of a connection made by pageConnection. */
const totalCountOf = (connection: object) => (connection as { totalCount?: number }).totalCount ?? 0;

const ClassroomRef = builder.objectRef<Classroom>('Classroom').implement({
  description: "The teacher's student overview of their current stream (/leerlingen).",
  fields: (t) => ({
    stream: t.prismaField({
      type: 'Stream',
      description: "The viewer's current stream: 'Leerlingen {course} {level}'.",
      resolve: (query, c, _a, ctx) => ctx.db.stream.findUniqueOrThrow({ ...query, where: { id: c.stream.id } }),
    }),
    practicePublished: t.exposeBoolean('published', {
      description: "The stream's practice sets are published. Until then the page warns the teacher, and students' results cannot be opened.",
    }),
    needsLicenseLink: t.exposeBoolean('needsLicenseLink', {
      description: "A licence that gives the viewer this stream has no school id (BRIN): the page links to /licenties ('Leerling licenties koppelen').",
    }),
    groups: t.prismaField({
      type: ['Group'],
      description: "The viewer's groups of the stream ('groepen beheren'), by name; [] is 'Je hebt geen groepen voor {course} {level}.' Admins and authors have none.",
      resolve: async (query, c, _a, ctx) => {
        const groups = classroomGroupsQuery(await ctx.actor.access(), c.stream.id);
        return groups ? ctx.db.group.findMany({ ...query, ...groups }) : [];
      },
    }),
  }),
});

builder.queryField('classroom', (t) =>
  t.field({
    type: ClassroomRef,
    description: "The student overview of the viewer's current stream, for docent, author and admin (the area 'students'); a ForbiddenError for anyone else, or without a stream.",
    errors: { types: [ForbiddenError] },
    resolve: async (_root, _args, ctx) => {
      const access = await ctx.actor.access();
      const room = classroomAccess(access, await ctx.actor.currentStreamId());
      if (room.kind === 'forbidden') throw new ForbiddenError();
      const classroom = room.kind === 'ok' ? await classroomOf(ctx.db, access, room.streamId) : null;
      if (!classroom) throw new ForbiddenError(NL.practiceNoStream);
      return classroom;
    },
  }),
);

const ClassroomSetRef = builder.objectRef<SetActivity>('ClassroomSet').implement({
  description: "A set the teacher made, with what the class did with it ('Activiteiten van alle leerlingen'); the owner's own use is not counted.",
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Its link key; the heatmap is at /leerlingen/sets/{key}.' }),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: "'Geselecteerd op {date} om {time}'." }),
    devices: t.exposeInt('devices', { description: 'Students who opened it: an estimate from the number of distinct devices.' }),
    checkedQuestions: t.exposeInt('checkedQuestions', { description: "Questions checked ('Begin met nakijken'), once per device and question." }),
    tipsUsed: t.exposeInt('tipsUsed', { description: "Tips taken ('Ontvang een tip')." }),
  }),
});

builder.queryField('classroomSets', (t) =>
  t.connection(
    {
      type: ClassroomSetRef,
      description:
        "The viewer's sets of their current stream, newest first, with their figures, under classroom's rule: the area 'students' with a current stream; null with a FORBIDDEN error otherwise (a teacher without a licence: 'Je hebt nog geen vak met een licentie.').",
      nullable: true,
      authScopes: { area: 'students' },
      resolve: async (_root, args, ctx) => {
        const room = classroomAccess(await ctx.actor.access(), await ctx.actor.currentStreamId());
        if (room.kind !== 'ok') throw new GraphQLError(room.kind === 'no-stream' ? NL.practiceNoStream : NL.forbidden, { extensions: { code: 'FORBIDDEN' } });
        const userId = ctx.actor.user!.id;
        return pageConnection(args, (offset, limit) => setActivityPage(ctx.db, userId, room.streamId, offset, limit));
      },
    },
    { name: 'ClassroomSetConnection', fields: (c) => ({ totalCount: c.int({ resolve: totalCountOf }) }) },
    { name: 'ClassroomSetEdge' },
  ),
);

const ClassroomStudentRef = builder.objectRef<ClassStudent>('ClassroomStudent').implement({
  description: 'A student of a group as the teacher sees them in the overview.',
  fields: (t) => ({
    seatUrlId: t.string({ description: 'Their results: /leerlingen/{seatUrlId}.', resolve: (s, _a, ctx) => ctx.ids.encode(s.seatId) }),
    name: t.exposeString('name'),
    lastActivity: t.expose('lastActivity', {
      type: 'DateTime',
      nullable: true,
      description: "Their latest self-practice in the group's stream (an event outside a set, or a saved score); null: none yet, so no 'Bekijk resultaten'.",
    }),
  }),
});

builder.prismaObjectField('Group', 'studentCount', (t) =>
  t.int({
    nullable: true,
    description: 'How many students the group has, by the rule /leerlingen lists them and a share counts them (server/domain/classroom/groupStudents.ts), for whom teaches them; null for anyone else.',
    select: { id: true, licenseId: true },
    resolve: async (group, _a, ctx) => {
      if (!teachesGroup(await ctx.actor.access(), group)) return null;
      return (await groupStudentCounts(ctx.db, [group.id])).get(group.id) ?? 0;
    },
  }),
);

builder.prismaObjectField('Group', 'classroomStudents', (t) =>
  t.connection(
    {
      type: ClassroomStudentRef,
      nullable: true,
      description:
        "The group's students (server/domain/classroom/groupStudents.ts: visible, active leerling seats with an account, no demo student), by name, for whom teaches them: the group's or its licence's manager, or an admin; null for anyone else. totalCount 0 is 'Er hebben zich nog geen leerlingen aangemeld bij deze groep.'",
      select: { id: true, licenseId: true, streamId: true },
      resolve: async (group, args, ctx) => {
        if (!teachesGroup(await ctx.actor.access(), group)) return null;
        return pageConnection(args, (offset, limit) => groupStudentsPage(ctx.db, group, offset, limit));
      },
    },
    { name: 'ClassroomStudentConnection', fields: (c) => ({ totalCount: c.int({ resolve: totalCountOf }) }) },
    { name: 'ClassroomStudentEdge' },
  ),
);
