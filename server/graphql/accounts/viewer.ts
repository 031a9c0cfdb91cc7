import { builder } from '../builder.ts';
import { listStreams } from '../../domain/content/streams.ts';
import { AREA_ROLES, chooseStream, mayOpenArea, type Area } from '../../domain/access/grants.ts';
import { switchableAccounts } from '../../domain/accounts/auth.ts';
import { homeVariant } from '../../domain/accounts/home.ts';
import { choosableGroups, profileData } from '../../domain/accounts/profile.ts';
import { expiryState, expiryText, licenseNotices } from '../../domain/licensing/expiry.ts';
import type { Context } from '../context.ts';

export const Viewer = builder.objectRef<object>('Viewer');

const AreaEnum = builder.enumType('Area', { values: Object.keys(AREA_ROLES) as Area[] });
const SetMakingEnum = builder.enumType('SetMaking', { values: ['unlimited', 'limited'] as const });
const HomeVariantEnum = builder.enumType('HomeVariant', {
  values: ['visitor', 'teacherOnboarding1', 'teacherOnboarding2', 'teacher', 'studentGroups', 'student', 'studentGrade', 'staff'] as const,
});
const ExpiryStateEnum = builder.enumType('ExpiryState', { values: ['expired', 'soon'] as const });

const StreamGrant = builder.objectRef<{ streamId: number; setMaking: 'unlimited' | 'limited' | null; end: Date | null }>('StreamGrant').implement({
  description: "The viewer's rights in a stream.",
  fields: (t) => ({
    stream: t.prismaField({ type: 'Stream', resolve: (query, g, _a, ctx) => ctx.prisma.stream.findUniqueOrThrow({ ...query, where: { id: g.streamId } }) }),
    setMaking: t.field({ type: SetMakingEnum, nullable: true, description: 'Set-making in this stream; null for practice only.', resolve: (g) => g.setMaking }),
    end: t.field({ type: 'Date', nullable: true, description: 'The last grant ends before this day; null for admin and author.', resolve: (g) => g.end }),
  }),
});

const LicenseNotice = builder.objectRef<{ licenseId: number; daysLeft: number }>('LicenseNotice').implement({
  description: "An expiry warning for a licence the viewer manages ('licentie beheren').",
  fields: (t) => ({
    license: t.prismaField({ type: 'License', resolve: (query, n, _a, ctx) => ctx.prisma.license.findUniqueOrThrow({ ...query, where: { id: n.licenseId } }) }),
    daysLeft: t.exposeInt('daysLeft'),
    state: t.field({ type: ExpiryStateEnum, resolve: (n) => expiryState(n.daysLeft)! }),
    text: t.string({ resolve: (n) => expiryText(n.daysLeft)! }),
  }),
});

async function currentStreamId(ctx: Context): Promise<number | null> {
  const access = await ctx.viewer.access();
  const streams = await listStreams(ctx.prisma, { include: { course: true, level: true } });
  const user = ctx.viewer.user;
  return chooseStream(
    access,
    streams.map((s) => ({ id: s.id, courseName: s.course.name, levelName: s.level.name })),
    user?.currentStreamId,
    profileData(user?.data),
  );
}

Viewer.implement({
  description: 'Who is looking: the signed-in user (or a visitor) and what they may do.',
  fields: (t) => ({
    user: t.prismaField({
      type: 'User',
      nullable: true,
      resolve: (query, _v, _a, ctx) => (ctx.viewer.user ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.user.id } }) : null),
    }),
    home: t.field({
      type: HomeVariantEnum,
      description: 'The home screen this viewer gets.',
      resolve: async (_v, _a, ctx) => {
        const user = ctx.viewer.user;
        if (!user) return 'visitor';
        const seats = await ctx.prisma.seat.findMany({
          where: { userId: user.id, isActive: true },
          select: { _count: { select: { groups: true } }, license: { select: { brinId: true } } },
        });
        return homeVariant({ role: user.role, data: user.data }, seats.map((s) => ({ groupCount: s._count.groups, licenseBrinId: s.license.brinId })));
      },
    }),
    areas: t.field({
      type: [AreaEnum],
      description: 'The parts of the product this viewer may open.',
      resolve: async (_v, _a, ctx) => {
        const access = await ctx.viewer.access();
        return (Object.keys(AREA_ROLES) as Area[]).filter((area) => mayOpenArea(access, area));
      },
    }),
    streams: t.prismaField({
      type: ['Stream'],
      description: 'The streams this viewer may open, in display order.',
      resolve: async (query, _v, _a, ctx) => {
        const access = await ctx.viewer.access();
        return (await listStreams(ctx.prisma, query)).filter((s) => access.canOpenStream(s.id));
      },
    }),
    currentStream: t.prismaField({
      type: 'Stream',
      nullable: true,
      description: 'The remembered stream when allowed, else the one of the profile, else the first allowed one.',
      resolve: async (query, _v, _a, ctx) => {
        const id = await currentStreamId(ctx);
        return id ? ctx.prisma.stream.findUnique({ ...query, where: { id } }) : null;
      },
    }),
    currentStreamGrant: t.field({
      type: StreamGrant,
      nullable: true,
      description: 'The rights in the current stream; null without a grant for it.',
      resolve: async (_v, _a, ctx) => {
        const id = await currentStreamId(ctx);
        const access = await ctx.viewer.access();
        if (!id || !access.signedIn || !access.isTeacherLike) return null;
        const setMaking = access.setMaking(id);
        return setMaking ? { streamId: id, setMaking, end: access.streamGrantEnd(id) } : null;
      },
    }),
    grants: t.field({
      type: [StreamGrant],
      description: 'The streams the viewer may open, with the rights in each (document 1 §6).',
      resolve: async (_v, _a, ctx) => {
        const access = await ctx.viewer.access();
        if (!access.signedIn) return [];
        const streams = await listStreams(ctx.prisma, { select: { id: true } });
        return streams
          .filter((s) => access.canOpenStream(s.id))
          .map((s) => ({ streamId: s.id, setMaking: access.setMaking(s.id), end: access.streamGrantEnd(s.id) }));
      },
    }),
    hasGroups: t.boolean({
      description: 'One of the viewer’s seats has groups (enables Selectie docent).',
      resolve: async (_v, _a, ctx) =>
        !!ctx.viewer.user && (await ctx.prisma.seatGroup.count({ where: { seat: { userId: ctx.viewer.user.id, isActive: true } } })) > 0,
    }),
    choosableGroups: t.prismaField({
      type: ['Group'],
      description: 'Groups a student may choose on the group-selection screen.',
      resolve: async (query, _v, _a, ctx) => {
        if (!ctx.viewer.user) return [];
        const ids = (await choosableGroups(ctx.prisma, ctx.viewer.user.id)).map((g) => g.id);
        return ctx.prisma.group.findMany({ ...query, where: { id: { in: ids } }, orderBy: { name: 'asc' } });
      },
    }),
    cartTopicCount: t.int({
      description: 'Topics in the current selection of the current stream.',
      resolve: async (_v, _a, ctx) => {
        const id = await currentStreamId(ctx);
        if (!ctx.viewer.user || !id) return 0;
        return ctx.prisma.cartTopic.count({ where: { cart: { userId: ctx.viewer.user.id, streamId: id } } });
      },
    }),
    switchableAccounts: t.prismaField({
      type: ['User'],
      description: 'Linked accounts the viewer may switch to.',
      resolve: async (query, _v, _a, ctx) => {
        if (!ctx.viewer.user) return [];
        const ids = (await switchableAccounts(ctx.prisma, ctx.viewer.user)).map((u) => u.id);
        return ctx.prisma.user.findMany({ ...query, where: { id: { in: ids } }, orderBy: { id: 'asc' } });
      },
    }),
    licenseNotices: t.field({
      type: [LicenseNotice],
      resolve: (_v, _a, ctx) => (ctx.viewer.user ? licenseNotices(ctx.prisma, ctx.viewer.user.id) : []),
    }),
    sessionExpiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (_v, _a, ctx) => ctx.viewer.session?.expiresAt ?? null }),
    idleTimeoutMs: t.int({ description: 'Sign out after this long without key or mouse activity.', resolve: (_v, _a, ctx) => ctx.config.idleTimeoutMs }),
    ssoAvailable: t.boolean({ description: 'Single sign-on at the publisher partner is configured.', resolve: (_v, _a, ctx) => !!ctx.config.oidc }),
  }),
});

builder.queryField('viewer', (t) => t.field({ type: Viewer, resolve: () => ({}) }));

