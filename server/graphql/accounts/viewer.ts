// The viewer: who is looking and what they may do. Fields ask the domain; what several of them need (access,
// streams, current stream) comes from the request's memos on ctx.actor.
import { builder } from '../builder.ts';
import { openStreamIds, openStreamsWhere, streamOrder } from '../../domain/content/streams.ts';
import { AREA_ROLES, mayOpenArea, type Area } from '../../domain/access/grants.ts';
import { switchableAccounts } from '../../domain/accounts/auth.ts';
import { homeOf } from '../../domain/accounts/home.ts';
import { choosableGroups } from '../../domain/accounts/profile.ts';
import { hasGroups } from '../../domain/accounts/users.ts';
import { cartTopicCount } from '../../domain/cart/cart.ts';
import { expiryState, licenseNotices, type ExpiryState } from '../../domain/licensing/expiry.ts';
import { expiryText } from '../errors/messages.ts';

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
    stream: t.prismaField({ type: 'Stream', resolve: (query, g, _a, ctx) => ctx.db.stream.findUniqueOrThrow({ ...query, where: { id: g.streamId } }) }),
    setMaking: t.field({ type: SetMakingEnum, nullable: true, description: 'Set-making in this stream; null for practice only.', resolve: (g) => g.setMaking }),
    end: t.field({ type: 'Date', nullable: true, description: 'The last grant ends before this day; null for admin and author.', resolve: (g) => g.end }),
  }),
});

const LicenseNotice = builder.objectRef<{ licenseId: number; daysLeft: number; state: ExpiryState }>('LicenseNotice').implement({
  description: "An expiry warning for a licence the viewer manages ('licentie beheren').",
  fields: (t) => ({
    license: t.prismaField({ type: 'License', resolve: (query, n, _a, ctx) => ctx.db.license.findUniqueOrThrow({ ...query, where: { id: n.licenseId } }) }),
    daysLeft: t.exposeInt('daysLeft'),
    state: t.field({ type: ExpiryStateEnum, resolve: (n) => n.state }),
    text: t.string({ resolve: (n) => expiryText(n.state, n.daysLeft) }),
  }),
});

Viewer.implement({
  description: 'Who is looking: the signed-in user (or a visitor) and what they may do.',
  fields: (t) => ({
    user: t.prismaField({
      type: 'User',
      nullable: true,
      resolve: (query, _v, _a, ctx) => (ctx.actor.user ? ctx.db.user.findUnique({ ...query, where: { id: ctx.actor.user.id } }) : null),
    }),
    home: t.field({
      type: HomeVariantEnum,
      description: 'The home screen this viewer gets.',
      resolve: (_v, _a, ctx) => homeOf(ctx.db, ctx.actor.user),
    }),
    areas: t.field({
      type: [AreaEnum],
      description: 'The parts of the product this viewer may open.',
      resolve: async (_v, _a, ctx) => {
        const access = await ctx.actor.access();
        return (Object.keys(AREA_ROLES) as Area[]).filter((area) => mayOpenArea(access, area));
      },
    }),
    streams: t.prismaField({
      type: ['Stream'],
      description: 'The streams this viewer may open, in display order.',
      resolve: async (query, _v, _a, ctx) => {
        const where = openStreamsWhere(await ctx.actor.access());
        return where ? ctx.db.stream.findMany({ ...query, where, orderBy: streamOrder }) : [];
      },
    }),
    currentStream: t.prismaField({
      type: 'Stream',
      nullable: true,
      description: 'The remembered stream when allowed, else the one of the profile, else the first allowed one.',
      resolve: async (query, _v, _a, ctx) => {
        const id = await ctx.actor.currentStreamId();
        return id ? ctx.db.stream.findUnique({ ...query, where: { id } }) : null;
      },
    }),
    currentStreamGrant: t.field({
      type: StreamGrant,
      nullable: true,
      description: 'The rights in the current stream; null without a grant for it.',
      resolve: async (_v, _a, ctx) => {
        const access = await ctx.actor.access();
        const id = await ctx.actor.currentStreamId();
        const setMaking = id && access.isTeacherLike ? access.setMaking(id) : null;
        return id && setMaking ? { streamId: id, setMaking, end: access.streamGrantEnd(id) } : null;
      },
    }),
    grants: t.field({
      type: [StreamGrant],
      description: 'The streams the viewer may open, with the rights in each (document 1 §6).',
      resolve: async (_v, _a, ctx) => {
        const access = await ctx.actor.access();
        return (await openStreamIds(ctx.db, access)).map((streamId) => ({
          streamId,
          setMaking: access.setMaking(streamId),
          end: access.streamGrantEnd(streamId),
        }));
      },
    }),
    hasGroups: t.boolean({
      description: 'One of the viewer’s seats has groups (enables Selectie docent).',
      resolve: async (_v, _a, ctx) => !!ctx.actor.user && (await hasGroups(ctx.db, ctx.actor.user.id)),
    }),
    choosableGroups: t.prismaField({
      type: ['Group'],
      description: 'Groups a student may choose on the group-selection screen.',
      resolve: (query, _v, _a, ctx) => (ctx.actor.user ? choosableGroups(ctx.db, ctx.actor.user.id, ctx.now, query) : []),
    }),
    cartTopicCount: t.int({
      description: 'Topics in the current selection of the current stream.',
      resolve: async (_v, _a, ctx) => {
        const id = await ctx.actor.currentStreamId();
        return ctx.actor.user && id ? cartTopicCount(ctx.db, ctx.actor.user.id, id) : 0;
      },
    }),
    switchableAccounts: t.prismaField({
      type: ['User'],
      description: 'Linked accounts the viewer may switch to.',
      resolve: (query, _v, _a, ctx) => (ctx.actor.user ? switchableAccounts(ctx.db, ctx.actor.user, query) : []),
    }),
    licenseNotices: t.field({
      type: [LicenseNotice],
      resolve: async (_v, _a, ctx) => (ctx.actor.user ? (await licenseNotices(ctx.db, ctx.actor.user.id, ctx.now)).map((n) => ({ ...n, state: expiryState(n.daysLeft)! })) : []),
    }),
    sessionExpiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (_v, _a, ctx) => ctx.actor.session?.expiresAt ?? null }),
    idleTimeoutMs: t.int({ description: 'Sign out after this long without key or mouse activity.', resolve: (_v, _a, ctx) => ctx.config.idleTimeoutMs }),
    ssoAvailable: t.boolean({ description: 'Single sign-on at the publisher partner is configured.', resolve: (_v, _a, ctx) => !!ctx.config.oidc }),
  }),
});

builder.queryField('viewer', (t) => t.field({ type: Viewer, resolve: () => ({}) }));
