// Account mutations: resolvers parse input, call the domain and map its result to a payload or a typed error.
import { builder } from '../builder.ts';
import { Viewer } from './viewer.ts';
import { MESSAGES, requestPasswordReset, resetPassword, signIn, switchAccount } from '../../domain/accounts/auth.ts';
import { chooseGroups, finishOnboardingStep, saveProfile } from '../../domain/accounts/profile.ts';
import {
  ForbiddenError,
  InvalidCredentialsError,
  InvalidTokenError,
  NoValidLicenseError,
  NotAuthorizedError,
  NotFoundError,
  ThrottledError,
  ValidationError,
} from '../errors/types.ts';
import type { Role } from '../../domain/access/grants.ts';
import type { Context } from '../context.ts';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { resumeSession } from '../../domain/accounts/sessions.ts';
import { viewerOf } from '../../http/session.ts';
import { signInWithAccessToken, SSO_MESSAGES } from '../../domain/sso/signIn.ts';

const settings = (ctx: Context) => ctx.config.session;

/** The database id inside a global id of the expected type, or undefined. */
export function idOf(globalId: string, typename: string): number | undefined {
  try {
    const { typename: type, id } = decodeGlobalID(globalId);
    const n = Number(id);
    return type === typename && Number.isSafeInteger(n) && n > 0 ? n : undefined;
  } catch {
    return undefined;
  }
}

const ViewerPayload = (name: string) =>
  builder.objectRef<object>(name).implement({
    fields: (t) => ({ viewer: t.field({ type: Viewer, resolve: () => ({}) }) }),
  });

const OkPayload = (name: string) =>
  builder.objectRef<{ ok: true }>(name).implement({
    fields: (t) => ({ ok: t.exposeBoolean('ok') }),
  });

const SignInInput = builder.inputType('SignInInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    remember: t.boolean({ required: false, defaultValue: true, description: "'Onthoud mij', default on." }),
  }),
});

builder.mutationField('signIn', (t) =>
  t.field({
    type: ViewerPayload('SignInPayload'),
    args: { input: t.arg({ type: SignInInput, required: true }) },
    errors: { types: [ValidationError, InvalidCredentialsError, NotAuthorizedError, ThrottledError] },
    resolve: async (_root, { input }, ctx) => {
      const remember = input.remember ?? true;
      const result = await signIn(ctx.prisma, settings(ctx), { ...input, remember, ip: ctx.viewer.ip, userAgent: ctx.viewer.userAgent });
      switch (result.kind) {
        case 'invalid':
          throw new ValidationError(result.errors);
        case 'bad-credentials':
          throw new InvalidCredentialsError();
        case 'not-authorized':
          throw new NotAuthorizedError();
        case 'throttled':
          throw new ThrottledError(result.seconds);
        case 'ok':
          if (ctx.viewer.session) await ctx.endSession();
          ctx.startSession(result.token, remember);
          await refreshViewer(ctx, result.token);
          return {};
      }
    },
  }),
);

/** After a sign-in or switch the rest of the response must see the new user. */
async function refreshViewer(ctx: Context, token: string): Promise<void> {
  Object.assign(ctx.viewer, viewerOf(ctx.prisma, await resumeSession(ctx.prisma, settings(ctx), token)));
}

builder.mutationField('signOut', (t) =>
  t.field({
    type: ViewerPayload('SignOutPayload'),
    resolve: async (_root, _args, ctx) => {
      await ctx.endSession();
      await refreshViewer(ctx, '');
      return {};
    },
  }),
);

builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    type: OkPayload('RequestPasswordResetPayload'),
    description: 'Mails a reset link when the account exists; answers the same either way.',
    args: { email: t.arg.string({ required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (_root, { email }, ctx) => {
      const result = await requestPasswordReset(ctx.prisma, ctx.mailer, ctx.config.publicUrl, email, ctx.viewer.ip);
      if (result.kind === 'invalid') throw new ValidationError(result.errors);
      return { ok: true as const };
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: OkPayload('ResetPasswordPayload'),
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, InvalidTokenError] },
    resolve: async (_root, args, ctx) => {
      const result = await resetPassword(ctx.prisma, args);
      if (result.kind === 'invalid') throw new ValidationError(result.errors);
      if (result.kind === 'invalid-token') throw new InvalidTokenError(MESSAGES.invalidResetToken);
      return { ok: true as const };
    },
  }),
);

builder.mutationField('switchAccount', (t) =>
  t.field({
    type: ViewerPayload('SwitchAccountPayload'),
    description: 'Signs in as a linked account (a teacher and their demo student), in a new session.',
    authScopes: { signedIn: true },
    args: { userId: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError] },
    resolve: async (_root, { userId }, ctx) => {
      const id = idOf(String(userId), 'User');
      const current = ctx.viewer.user!;
      const session = ctx.viewer.session!;
      const result =
        id === undefined
          ? ({ kind: 'not-found' } as const)
          : await switchAccount(ctx.prisma, settings(ctx), current, { id }, { remember: session.remember, ip: ctx.viewer.ip, userAgent: ctx.viewer.userAgent });
      if (result.kind === 'not-found') throw new NotFoundError('Dit account is niet aan het jouwe gekoppeld.');
      await ctx.endSession();
      ctx.startSession(result.token, session.remember);
      await refreshViewer(ctx, result.token);
      return {};
    },
  }),
);

const ProfileInput = builder.inputType('ProfileInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    newsletter: t.boolean({ required: false, defaultValue: false }),
    school: t.string({ required: false }),
    place: t.string({ required: false }),
    course: t.string({ required: false }),
    grade: t.string({ required: false }),
    manageGroups: t.stringList({ required: false, description: 'Classes (group names) of a partner-licence teacher.' }),
  }),
});

const UserPayload = (name: string) =>
  builder.objectRef<{ userId: number }>(name).implement({
    fields: (t) => ({
      user: t.prismaField({ type: 'User', resolve: (query, p, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }) }),
      viewer: t.field({ type: Viewer, resolve: () => ({}) }),
    }),
  });

builder.mutationField('saveProfile', (t) =>
  t.field({
    type: UserPayload('SaveProfilePayload'),
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (_root, { input }, ctx) => {
      const user = ctx.viewer.user!;
      const result = await saveProfile(ctx.prisma, { id: user.id, role: user.role as Role | null }, { ...input, newsletter: input.newsletter ?? false });
      if (result.kind === 'invalid') throw new ValidationError(result.errors);
      await refreshUser(ctx);
      return { userId: user.id };
    },
  }),
);

/** Re-reads the signed-in user so later fields in the same response see saved changes. */
async function refreshUser(ctx: Context): Promise<void> {
  if (!ctx.viewer.user) return;
  const fresh = await ctx.prisma.user.findUnique({ where: { id: ctx.viewer.user.id } });
  if (fresh) ctx.viewer.user = { ...ctx.viewer.user, ...fresh };
}

builder.mutationField('finishOnboarding', (t) =>
  t.field({
    type: UserPayload('FinishOnboardingPayload'),
    description: "Onboarding step 2 is finished by skipping it or by 'Ga naar de homepage'.",
    authScopes: { signedIn: true },
    args: { step: t.arg.int({ required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (_root, { step }, ctx) => {
      if (step !== 1 && step !== 2) throw new ValidationError({ step: ['Stap 1 of 2'] });
      await finishOnboardingStep(ctx.prisma, ctx.viewer.user!.id, step);
      await refreshUser(ctx);
      return { userId: ctx.viewer.user!.id };
    },
  }),
);

builder.mutationField('chooseGroups', (t) =>
  t.field({
    type: UserPayload('ChooseGroupsPayload'),
    description: 'A student picks the groups (classes) of their partner-licence seat.',
    authScopes: { signedIn: true },
    args: { groupIds: t.arg.idList({ required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (_root, { groupIds }, ctx) => {
      const ids = groupIds.map((g) => idOf(String(g), 'Group'));
      if (ids.some((id) => id === undefined)) throw new ValidationError({ groups: ['Onbekende groep'] });
      const result = await chooseGroups(ctx.prisma, ctx.viewer.user!.id, ids as number[]);
      if (result.kind === 'invalid') throw new ValidationError(result.errors);
      await refreshUser(ctx);
      return { userId: ctx.viewer.user!.id };
    },
  }),
);

builder.mutationField('chooseStream', (t) =>
  t.field({
    type: ViewerPayload('ChooseStreamPayload'),
    description: 'Remembers the stream chosen in the stream picker.',
    authScopes: { signedIn: true },
    args: { streamId: t.arg.id({ required: true }) },
    errors: { types: [ForbiddenError] },
    resolve: async (_root, { streamId }, ctx) => {
      const id = idOf(String(streamId), 'Stream');
      const access = await ctx.viewer.access();
      if (id === undefined || !access.canOpenStream(id)) throw new ForbiddenError('Dit vak valt niet onder je licentie.');
      await ctx.prisma.user.update({ where: { id: ctx.viewer.user!.id }, data: { currentStreamId: id } });
      ctx.viewer.user = { ...ctx.viewer.user!, currentStreamId: id };
      return {};
    },
  }),
);

builder.mutationField('exchangeSsoToken', (t) =>
  t.field({
    type: ViewerPayload('ExchangeSsoTokenPayload'),
    description: "Signs in with an access token of the publisher partner's sign-on provider.",
    args: { token: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, NoValidLicenseError, ThrottledError] },
    resolve: async (_root, { token }, ctx) => {
      if (!ctx.sso) throw new ValidationError({ token: [SSO_MESSAGES.unresolved] }, 'Inloggen via de uitgever is niet ingesteld.');
      const result = await signInWithAccessToken(ctx.prisma, ctx.sso, ctx.config.ssoEans, settings(ctx), {
        accessToken: token,
        ip: ctx.viewer.ip,
        userAgent: ctx.viewer.userAgent,
      });
      if (result.kind === 'invalid') throw new ValidationError(result.errors, 'De gebruiker kon niet worden opgehaald.');
      if (result.kind === 'no-license') throw new NoValidLicenseError();
      if (result.kind === 'throttled') throw new ThrottledError(result.seconds);
      if (ctx.viewer.session) await ctx.endSession();
      ctx.startSession(result.token, false);
      await refreshViewer(ctx, result.token);
      return {};
    },
  }),
);
