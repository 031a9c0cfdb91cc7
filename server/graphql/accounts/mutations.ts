// Account mutations. Each resolver parses its input, calls one domain command and maps the command's answer to its
// XSuccess type or a typed error (XResult = XSuccess | errors).
import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { Viewer } from './viewer.ts';
import { requestPasswordReset, resetPassword, signIn, switchAccount } from '../../domain/accounts/auth.ts';
import { chooseGroups, finishOnboardingStep, saveProfile } from '../../domain/accounts/profile.ts';
import { rememberStream } from '../../domain/accounts/currentStream.ts';
import { refreshUser, refreshViewer } from '../viewerState.ts';
import { signInWithAccessToken } from '../../domain/sso/signIn.ts';
import {
  AccountDeactivatedError,
  ForbiddenError,
  InvalidCredentialsError,
  InvalidTokenError,
  NoValidLicenseError,
  NotAuthorizedError,
  NotFoundError,
  ThrottledError,
  ValidationError,
} from '../errors/types.ts';
import { NL } from '../errors/messages.ts';
import { idOf } from '../ids.ts';
import type { Context } from '../context.ts';

const settings = (ctx: Context) => ctx.config.session;

/** A profile command with nobody signed in: the answer of the signedIn scope that lets no visitor get that far. */
const signedOut = () => new GraphQLError(NL.unauthorized, { extensions: { code: 'UNAUTHENTICATED' } });

/** A success that shows the viewer after the change (who is signed in, their home, menus). */
const viewerSuccess = (name: string) =>
  builder.objectRef<object>(name).implement({
    fields: (t) => ({ viewer: t.field({ type: Viewer, resolve: () => ({}) }) }),
  });

/** A success with nothing more to say. */
const okSuccess = (name: string) =>
  builder.objectRef<{ ok: true }>(name).implement({
    fields: (t) => ({ ok: t.exposeBoolean('ok') }),
  });

/** A success that shows the changed user and the viewer (the home variant may move on). */
const userSuccess = (name: string) =>
  builder.objectRef<{ userId: number }>(name).implement({
    fields: (t) => ({
      user: t.prismaField({ type: 'User', resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }) }),
      viewer: t.field({ type: Viewer, resolve: () => ({}) }),
    }),
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
    type: viewerSuccess('SignInSuccess'),
    args: { input: t.arg({ type: SignInInput, required: true }) },
    errors: { types: [ValidationError, InvalidCredentialsError, NotAuthorizedError, AccountDeactivatedError, ThrottledError] },
    resolve: async (_root, { input }, ctx) => {
      const remember = input.remember ?? true;
      const result = await signIn(ctx, { email: input.email, password: input.password, remember }, settings(ctx));
      switch (result.kind) {
        case 'invalid':
          throw new ValidationError(result.errors);
        case 'bad-credentials':
          throw new InvalidCredentialsError();
        case 'not-authorized':
          throw new NotAuthorizedError();
        case 'deactivated':
          throw new AccountDeactivatedError();
        case 'throttled':
          throw new ThrottledError(result.seconds);
        case 'ok':
          if (ctx.actor.session) await ctx.endSession();
          ctx.startSession(result.token, remember);
          await refreshViewer(ctx, result.token);
          return {};
      }
    },
  }),
);

builder.mutationField('signOut', (t) =>
  t.field({
    type: viewerSuccess('SignOutSuccess'),
    errors: { types: [] },
    resolve: async (_root, _args, ctx) => {
      await ctx.endSession();
      await refreshViewer(ctx, '');
      return {};
    },
  }),
);

builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    type: okSuccess('RequestPasswordResetSuccess'),
    description: 'Mails a reset link when the account exists; answers the same either way.',
    args: { email: t.arg.string({ required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (_root, { email }, ctx) => {
      const result = await requestPasswordReset(ctx, { email });
      if (result.kind === 'invalid') throw new ValidationError(result.errors);
      return { ok: true as const };
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: okSuccess('ResetPasswordSuccess'),
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, InvalidTokenError] },
    resolve: async (_root, args, ctx) => {
      const result = await resetPassword(ctx, args);
      if (result.kind === 'invalid') throw new ValidationError(result.errors);
      if (result.kind === 'invalid-token') throw new InvalidTokenError();
      return { ok: true as const };
    },
  }),
);

builder.mutationField('switchAccount', (t) =>
  t.field({
    type: viewerSuccess('SwitchAccountSuccess'),
    description: 'Signs in as a linked account (a teacher and their demo student), in a new session.',
    authScopes: { signedIn: true },
    args: { userId: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError] },
    resolve: async (_root, { userId }, ctx) => {
      const id = idOf(userId, 'User');
      const session = ctx.actor.session!;
      const result = id === undefined ? ({ kind: 'not-found' } as const) : await switchAccount(ctx, { id }, settings(ctx));
      if (result.kind === 'not-found') throw new NotFoundError(NL.notLinked);
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
    manageGroups: t.stringList({ required: false, description: 'Classes (group names) of a teacher on a school-code licence.' }),
  }),
});

builder.mutationField('saveProfile', (t) =>
  t.field({
    type: userSuccess('SaveProfileSuccess'),
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (_root, { input }, ctx) => {
      const result = await saveProfile(ctx, { ...input, newsletter: input.newsletter ?? false });
      if (result.kind === 'forbidden') throw signedOut();
      if (result.kind === 'invalid') throw new ValidationError(result.errors);
      await refreshUser(ctx);
      return { userId: ctx.actor.user!.id };
    },
  }),
);

builder.mutationField('finishOnboarding', (t) =>
  t.field({
    type: userSuccess('FinishOnboardingSuccess'),
    description: "Onboarding step 2 is finished by skipping it or by 'Ga naar de homepage'.",
    authScopes: { signedIn: true },
    args: { step: t.arg.int({ required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (_root, { step }, ctx) => {
      const result = await finishOnboardingStep(ctx, { step });
      if (result.kind === 'forbidden') throw signedOut();
      if (result.kind === 'invalid') throw new ValidationError(result.errors);
      await refreshUser(ctx);
      return { userId: ctx.actor.user!.id };
    },
  }),
);

builder.mutationField('chooseGroups', (t) =>
  t.field({
    type: userSuccess('ChooseGroupsSuccess'),
    description: 'A student picks the groups (classes) of their school-code licence seat.',
    authScopes: { signedIn: true },
    args: { groupIds: t.arg.idList({ required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (_root, { groupIds }, ctx) => {
      const ids = groupIds.map((g) => idOf(g, 'Group'));
      if (ids.some((id) => id === undefined)) throw new ValidationError({ groups: [{ code: 'unknownId' }] });
      const result = await chooseGroups(ctx, { groupIds: ids as number[] });
      if (result.kind === 'forbidden') throw signedOut();
      if (result.kind === 'invalid') throw new ValidationError(result.errors);
      await refreshUser(ctx);
      return { userId: ctx.actor.user!.id };
    },
  }),
);

builder.mutationField('chooseStream', (t) =>
  t.field({
    type: viewerSuccess('ChooseStreamSuccess'),
    description: 'Remembers the stream chosen in the stream picker.',
    authScopes: { signedIn: true },
    args: { streamId: t.arg.id({ required: true }) },
    errors: { types: [ForbiddenError] },
    resolve: async (_root, { streamId }, ctx) => {
      const result = await rememberStream(ctx, { streamId: idOf(streamId, 'Stream') });
      if (result.kind === 'forbidden') throw new ForbiddenError(NL.streamNotLicensed);
      await refreshUser(ctx);
      return {};
    },
  }),
);

builder.mutationField('exchangeSsoToken', (t) =>
  t.field({
    type: viewerSuccess('ExchangeSsoTokenSuccess'),
    description: "Signs in with an access token of the publisher partner's sign-on provider.",
    args: { token: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, NoValidLicenseError, AccountDeactivatedError, ThrottledError] },
    resolve: async (_root, { token }, ctx) => {
      if (!ctx.sso) throw new ValidationError({ token: [{ code: 'unresolvedUser' }] }, NL.ssoNotConfigured);
      const result = await signInWithAccessToken(ctx, { accessToken: token }, { sso: ctx.sso, eans: ctx.config.ssoEans, settings: settings(ctx) });
      if (result.kind === 'invalid') throw new ValidationError(result.errors);
      if (result.kind === 'no-license') throw new NoValidLicenseError();
      if (result.kind === 'deactivated') throw new AccountDeactivatedError();
      if (result.kind === 'throttled') throw new ThrottledError(result.seconds);
      if (ctx.actor.session) await ctx.endSession();
      ctx.startSession(result.token, false);
      await refreshViewer(ctx, result.token);
      return {};
    },
  }),
);
