// POST /api/admin/misc/answers/fix (document 4 §13: 'runs ef:splitMultipleMethods, 200 empty'; document 3 §2 /admin/misc:
// 'strategy-split buttons, both disabled'). The specification names the command and nothing more: not which solution
// strategies hold several methods, how a method is marked in a step, where one method ends, what the new strategies are
// called or what becomes of their score tables and tips. The demo content holds no strategy with several methods either.
// A rewrite of marking schemes by a guessed rule could not be told from a correct one afterwards, so the command is
// kept as a refusal that changes nothing until the rule is written down; it is an admin's command, for admins only.
import { mayOpenArea } from '../access/grants.ts';
import type { AppContext } from '../context.ts';

export type SplitMethodsResult = { kind: 'forbidden' } | { kind: 'unavailable'; reason: 'rule-not-specified' };

/** Splitting solution strategies with several methods: refused for anyone but an admin, unavailable for an admin. */
export async function splitMultipleMethods(ctx: AppContext): Promise<SplitMethodsResult> {
  if (!mayOpenArea(await ctx.actor.access(), 'adminOnly')) return { kind: 'forbidden' };
  return { kind: 'unavailable', reason: 'rule-not-specified' };
}
