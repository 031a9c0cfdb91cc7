// The invitation page /uitnodiging-accepteren/{token} (document 2 §4.5): the state of the link, linking an existing
// account (valid-email) and making a new one with a password (unknown-email). The rules and the once-only claim are
// the domain's (server/domain/licensing/invitations.ts). Accepting signs out whoever is signed in on this browser;
// the invitee then signs in as themselves.
import { builder } from '../builder.ts';
import { Viewer } from '../accounts/viewer.ts';
import { acceptInvitation, createInvitedAccount, invitationStatus, type InvitationState, type InvitationView } from '../../domain/licensing/invitations.ts';
import { AccountDeactivatedError, ThrottledError, ValidationError, ErrorInterface } from '../errors/types.ts';
import { NL } from '../errors/messages.ts';
import { signOutHere } from '../viewerState.ts';

const STATES = { 'unknown-seat': 'unknownSeat', expired: 'expired', 'invalid-seat': 'invalidSeat', 'valid-email': 'validEmail', 'unknown-email': 'unknownEmail' } as const;
type StateName = (typeof STATES)[InvitationState];

const InvitationStatusEnum = builder.enumType('InvitationStatus', {
  description: 'The state of an invitation link (document 2 §4.5).',
  values: {
    unknownSeat: { description: "No such link, or its seat was switched off: 'Onbekende link'." },
    expired: { description: 'The link is older than 14 days.' },
    invalidSeat: { description: "The seat has an account already: 'Link al geactiveerd'." },
    validEmail: { description: 'An account with the invited address exists: accepting links it.' },
    unknownEmail: { description: 'No account yet: accepting makes one with a password.' },
  } as const,
});

const Invitation = builder.objectRef<InvitationView>('Invitation').implement({
  fields: (t) => ({
    status: t.field({ type: InvitationStatusEnum, resolve: (i) => STATES[i.state] }),
    email: t.exposeString('email', { nullable: true, description: 'The invited address, while the invitation can be accepted.' }),
    firstName: t.exposeString('firstName', { nullable: true }),
    licenseDescription: t.exposeString('licenseDescription', { nullable: true }),
  }),
});

/** Too many unknown links from this address: worded for invitations, not sign-ins. */
class InvitationThrottledError extends ThrottledError {
  constructor(seconds: number) {
    super(seconds);
    this.message = NL.invitationThrottled(seconds);
  }
}

const stateText = (state: InvitationState) =>
  state === 'unknown-seat' ? NL.invitationUnknown : state === 'invalid-seat' ? NL.invitationUsed : state === 'expired' ? NL.invitationExpired : NL.invitationOtherStep;

export class InvitationStateError extends Error {
  constructor(public status: StateName) {
    super();
  }
}

builder.objectType(InvitationStateError, {
  name: 'InvitationStateError',
  description: 'The link is not (or no longer) in the state this step needs; status says which it is.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ status: t.field({ type: InvitationStatusEnum, resolve: (e) => e.status }) }),
});

const stateError = (state: InvitationState) => Object.assign(new InvitationStateError(STATES[state]), { message: stateText(state) });

builder.queryField('invitation', (t) =>
  t.field({
    type: Invitation,
    description: 'The state of an invitation link. Unknown links count against the address they come from.',
    args: { token: t.arg.string({ required: true }) },
    errors: { types: [ThrottledError] },
    resolve: async (_root, { token }, ctx) => {
      const result = await invitationStatus(ctx, { token: token.slice(0, 200) });
      if (result.kind === 'throttled') throw new InvitationThrottledError(result.seconds);
      return result.invitation;
    },
  }),
);

const accepted = (name: string) =>
  builder.objectRef<object>(name).implement({
    fields: (t) => ({ viewer: t.field({ type: Viewer, description: 'A visitor now: the invitee signs in next.', resolve: () => ({}) }) }),
  });

builder.mutationField('acceptInvitation', (t) =>
  t.field({
    type: accepted('AcceptInvitationSuccess'),
    description: "Links the existing account with the invited address to the seat ('valid-email').",
    args: { token: t.arg.string({ required: true }) },
    errors: { types: [InvitationStateError, AccountDeactivatedError, ThrottledError] },
    resolve: async (_root, { token }, ctx) => {
      const result = await acceptInvitation(ctx, { token: token.slice(0, 200) });
      if (result.kind === 'throttled') throw new InvitationThrottledError(result.seconds);
      if (result.kind === 'invalid-state') throw stateError(result.state);
      if (result.kind === 'deactivated') throw new AccountDeactivatedError();
      if (result.kind === 'invalid') throw new ValidationError(result.errors);
      await signOutHere(ctx);
      return {};
    },
  }),
);

builder.mutationField('createInvitedAccount', (t) =>
  t.field({
    type: accepted('CreateInvitedAccountSuccess'),
    description: "Makes the account of the invited address with this password and links it to the seat ('unknown-email').",
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, InvitationStateError, ThrottledError] },
    resolve: async (_root, { token, password }, ctx) => {
      const result = await createInvitedAccount(ctx, { token: token.slice(0, 200), password });
      if (result.kind === 'throttled') throw new InvitationThrottledError(result.seconds);
      if (result.kind === 'invalid-state') throw stateError(result.state);
      if (result.kind === 'invalid') throw new ValidationError(result.errors);
      await signOutHere(ctx);
      return {};
    },
  }),
);
