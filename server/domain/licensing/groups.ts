// Groups (classes) of a licence: who may see and rename them. Whoever may manage the group's licence may
// (./access.ts: an admin, or a teacher with 'licentie beheren' on it); the licence's other seats may not.
import type { Db } from '../../db/database.ts';
import type { Access } from '../access/grants.ts';
import { transact, type AppContext } from '../context.ts';
import { mayManageLicense } from './access.ts';
import { invalid, textIssue, type Invalid } from '../errors.ts';

export const GROUP_NAME_MAX = 255;

export function mayManageGroup(access: Access, group: { licenseId: number }): boolean {
  return mayManageLicense(access, group.licenseId);
}

/** The groups the user manages ('groepen beheren'), with their licence and its groups. */
export function ownedGroups(db: Db, access: Access) {
  return db.group.findMany({
    where: { id: { in: [...access.managedGroupIds] } },
    orderBy: { name: 'asc' },
    include: { license: { include: { groups: { orderBy: { name: 'asc' } } } } },
  });
}

const groupWithSeats = { seats: { orderBy: { seatId: 'asc' }, include: { seat: { include: { user: true } } } } } as const;

export type ManagedGroupResult<T> = { kind: 'ok'; group: T } | { kind: 'not-found' } | { kind: 'forbidden' };

/** A group with its seats and their users, for a manager of its licence. */
export async function managedGroup(db: Db, access: Access, groupId: number) {
  const group = await db.group.findUnique({ where: { id: groupId }, include: groupWithSeats });
  if (!group) return { kind: 'not-found' } as const;
  if (!mayManageGroup(access, group)) return { kind: 'forbidden' } as const;
  return { kind: 'ok', group } as const;
}

/**
 * Renames a group for a manager of its licence; the name is required, at most 255 characters and unique within its
 * licence. The new name is in the audit log, written in the same transaction.
 */
export async function renameGroup(ctx: AppContext, input: { groupId: number; name: string }) {
  const { groupId, name } = input;
  const group = await ctx.db.group.findUnique({ where: { id: groupId } });
  if (!group) return { kind: 'not-found' } as const;
  if (!mayManageGroup(await ctx.actor.access(), group)) return { kind: 'forbidden' } as const;
  const problem = textIssue(name, GROUP_NAME_MAX, true);
  if (problem) return invalid({ name: [problem] }) as Invalid;
  const taken = invalid({ name: [{ code: 'taken' }] }) as Invalid;
  const trimmed = name.trim();
  if (await ctx.db.group.count({ where: { licenseId: group.licenseId, name: trimmed, NOT: { id: group.id } } })) return taken;
  try {
    return await transact(ctx, async ({ db, audit }) => {
      const renamed = await db.group.update({ where: { id: group.id }, data: { name: trimmed } });
      await audit.updated({ type: 'group', id: group.id, before: { name: group.name }, after: { name: trimmed } });
      return { kind: 'ok', group: renamed } as const;
    });
  } catch (error) {
    // Two renames racing to the same name: the unique index decides, the loser is told the name is taken.
    if ((error as { code?: string }).code === 'P2002') return taken;
    throw error;
  }
}
