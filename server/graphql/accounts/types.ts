import { builder } from '../builder.ts';
import { nodeId } from '../syncNodeIds.ts';
import { hasProfile, profileView } from '../../domain/accounts/profile.ts';
import { isDemoEmail } from '../../domain/accounts/users.ts';
import { daysLeft } from '../../domain/licensing/expiry.ts';
import { visibleAccountRecords } from '../../domain/access/grants.ts';
import type { Context } from '../context.ts';

export const RoleEnum = builder.enumType('Role', {
  values: ['admin', 'author', 'docent', 'leerling', 'participant'] as const,
});

export const SeatRoleEnum = builder.enumType('SeatRole', { values: ['docent', 'leerling'] as const });

const Onboarding = builder.objectRef<{ step1: boolean; step2: boolean }>('Onboarding').implement({
  fields: (t) => ({
    step1: t.exposeBoolean('step1', { description: 'Profile saved (step 1 finished).' }),
    step2: t.exposeBoolean('step2', { description: "Step 2 skipped or finished with 'Ga naar de homepage'." }),
  }),
});

builder.prismaNode('User', {
  id: nodeId('id'),
  findUnique: (id, ctx) => visible('user', id, ctx),
  nullable: true,
  fields: (t) => ({
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.string({ resolve: (u) => `${u.firstName} ${u.lastName}`.trim() }),
    role: t.expose('role', { type: RoleEnum, nullable: true }),
    newsletter: t.exposeBoolean('newsletter'),
    isDemo: t.boolean({ description: 'A demo student account of a teacher.', resolve: (u) => isDemoEmail(u.email) }),
    hasProfile: t.boolean({ description: 'Profile data has been filled in.', resolve: (u) => hasProfile(u.data) }),
    school: t.string({ nullable: true, resolve: (u) => profileView(u.data).school }),
    place: t.string({ nullable: true, resolve: (u) => profileView(u.data).place }),
    course: t.string({ nullable: true, resolve: (u) => profileView(u.data).course }),
    grade: t.string({ nullable: true, resolve: (u) => profileView(u.data).grade }),
    manageGroups: t.stringList({ description: 'Classes a teacher on a school-code licence teaches.', resolve: (u) => profileView(u.data).manageGroups }),
    onboarding: t.field({ type: Onboarding, resolve: (u) => profileView(u.data).onboarding }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastLoginAt: t.expose('lastLoginAt', { type: 'DateTime', nullable: true }),
    seats: t.relation('seats', { query: { orderBy: { id: 'asc' } } }),
  }),
});

/** node(id) finds an account record only when the viewer may see it (the access rules); otherwise null. */
const visible = <K extends 'user' | 'seat' | 'license' | 'group'>(kind: K, id: string, ctx: Context) => {
  const n = Number(id);
  return { id: Number.isSafeInteger(n) ? n : 0, AND: [visibleAccountRecords(ctx.actor.user, ctx.now)[kind]] } as { id: number; AND: ReturnType<typeof visibleAccountRecords>[K][] };
};

export const GroupNode = builder.prismaNode('Group', {
  id: nodeId('id'),
  findUnique: (id, ctx) => visible('group', id, ctx),
  nullable: true,
  fields: (t) => ({
    name: t.exposeString('name'),
    isActive: t.exposeBoolean('isActive'),
    stream: t.relation('stream', { nullable: true }),
  }),
});

builder.prismaNode('Seat', {
  id: nodeId('id'),
  findUnique: (id, ctx) => visible('seat', id, ctx),
  nullable: true,
  fields: (t) => ({
    role: t.expose('role', { type: SeatRoleEnum }),
    isActive: t.exposeBoolean('isActive'),
    isVisible: t.exposeBoolean('isVisible'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    license: t.relation('license'),
    groups: t.field({
      type: [GroupNode],
      select: { groups: { select: { group: true }, orderBy: { groupId: 'asc' } } },
      resolve: (seat) => seat.groups.map((g) => g.group),
    }),
  }),
});

builder.prismaNode('License', {
  id: nodeId('id'),
  findUnique: (id, ctx) => visible('license', id, ctx),
  nullable: true,
  fields: (t) => ({
    type: t.exposeString('type'),
    description: t.exposeString('description', { nullable: true }),
    begin: t.expose('begin', { type: 'Date' }),
    end: t.expose('end', { type: 'Date' }),
    isActive: t.exposeBoolean('isActive'),
    brinId: t.exposeString('brinId', { nullable: true }),
    daysLeft: t.int({ description: 'Days left to its last valid day (the day before `end`): 0 on that day, negative once it has expired.', resolve: (l, _a, ctx) => daysLeft(l.end, ctx.now) }),
    groups: t.relation('groups', { query: { orderBy: { name: 'asc' } } }),
  }),
});
