// Undo from the log (issue 45, beyond the spec item 4) in GraphQL: AuditEntry.restorable (whether the Logboek offers
// 'Herstellen'), AuditEntry.restores (the entry a restore undid) and the mutation restoreAuditEntry. The resolver
// decodes, calls the one domain command (server/domain/admin/restore.ts) and maps its answer onto typed errors.
import { builder } from '../builder.ts';
import { isRestorable, restoreAuditEntry, RESTORES_ENTRY, type NotRestorableReason } from '../../domain/admin/restore.ts';
import { ErrorInterface, ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { unlessRefused } from '../errors/outcome.ts';
import { idOf } from '../ids.ts';
import './audit.ts';

export const RESTORE_MESSAGES = {
  notRestorable: {
    event: 'Alleen een wijziging kan worden teruggezet, geen aanmaak of verwijdering.',
    type: 'Wijzigingen van dit type kunnen niet worden teruggezet.',
    unversioned: 'Deze wijziging kan niet worden teruggezet: ze is zonder versie vastgelegd.',
    gone: 'Deze wijziging kan niet worden teruggezet: het gewijzigde item bestaat niet meer.',
  } satisfies Record<NotRestorableReason, string>,
  changedSince: 'Deze wijziging kan niet worden teruggezet: het item is daarna opnieuw gewijzigd.',
  invalid: 'Deze wijziging kan niet worden teruggezet: de oude waarden zijn niet meer geldig.',
} as const;

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

builder.prismaObjectFields('AuditEntry', (t) => ({
  restorable: t.boolean({
    description:
      "Whether an admin may try to put this entry's old values back (restoreAuditEntry): an update of a kind that can be restored, with the version it made. Judged by the entry alone; a record changed since is refused when the restore is tried.",
    select: { auditableType: true, event: true, oldValues: true, newValues: true },
    resolve: (e) => isRestorable(e),
  }),
  restores: t.prismaField({
    type: 'AuditEntry',
    nullable: true,
    description: 'For the entry of a restore: the entry whose old values it put back.',
    select: { newValues: true },
    // Only a restore's entry asks the database; the log holds few of them.
    resolve: (query, e, _a, ctx) => {
      const id = asRecord(e.newValues)[RESTORES_ENTRY];
      return typeof id === 'number' ? ctx.db.auditEntry.findUnique({ ...query, where: { id } }) : null;
    },
  }),
}));

const NotRestorableReasonEnum = builder.enumType('AuditEntryNotRestorableReason', {
  description: 'Why an entry cannot be restored.',
  values: {
    event: { description: 'Not an update: a created or deleted record has no old values to put back.' },
    type: { description: 'Records of this kind cannot be restored.' },
    unversioned: { description: 'The entry carries no version, so the record cannot be shown to be as the entry left it.' },
    gone: { description: 'The record no longer exists.' },
  } as const,
});

export class AuditEntryNotRestorableError extends Error {
  constructor(public reason: NotRestorableReason) {
    super(RESTORE_MESSAGES.notRestorable[reason]);
  }
}
builder.objectType(AuditEntryNotRestorableError, {
  name: 'AuditEntryNotRestorableError',
  description: 'The entry cannot be restored; nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ reason: t.field({ type: NotRestorableReasonEnum, resolve: (e) => e.reason }) }),
});

export class AuditEntryChangedSinceError extends Error {
  constructor(public changedFields: string[]) {
    super(RESTORE_MESSAGES.changedSince);
  }
}
builder.objectType(AuditEntryChangedSinceError, {
  name: 'AuditEntryChangedSinceError',
  description: 'The record changed after the entry: nothing was restored. The fields changed since.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedFields: t.exposeStringList('changedFields', { description: "The fields changed since the entry, as the log names them ('notes', 'name')." }),
  }),
});

const RestoreAuditEntrySuccess = builder.objectRef<{ entryId: number; restoredEntryId: number }>('RestoreAuditEntrySuccess').implement({
  fields: (t) => ({
    entry: t.prismaField({
      type: 'AuditEntry',
      description: "The restore's own entry: the old values put back as its new values, with restoresEntry.",
      resolve: (query, p, _a, ctx) => ctx.db.auditEntry.findUniqueOrThrow({ ...query, where: { id: p.entryId } }),
    }),
    restored: t.prismaField({
      type: 'AuditEntry',
      description: 'The entry whose old values were put back.',
      resolve: (query, p, _a, ctx) => ctx.db.auditEntry.findUniqueOrThrow({ ...query, where: { id: p.restoredEntryId } }),
    }),
  }),
});

builder.mutationField('restoreAuditEntry', (t) =>
  t.field({
    type: RestoreAuditEntrySuccess,
    description: "Puts back the old values of an update in the audit log, through the record's own update (itself audited); refused when the record changed since. Admins only.",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The global id of the audit entry.' }) },
    errors: { types: [AuditEntryChangedSinceError, AuditEntryNotRestorableError, ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const entryId = idOf(args.id, 'AuditEntry');
      if (entryId === undefined) throw new NotFoundError();
      const result = await restoreAuditEntry(ctx, { entryId });
      if (result.kind === 'invalid') throw new ValidationError(result.errors, RESTORE_MESSAGES.invalid);
      const restored = unlessRefused(result);
      if (restored.kind === 'not-restorable') throw new AuditEntryNotRestorableError(restored.reason);
      if (restored.kind === 'changed-since') throw new AuditEntryChangedSinceError(restored.fields);
      return { entryId: restored.entryId, restoredEntryId: restored.restoredEntryId };
    },
  }),
);
