// REST routes of issue 11 ('signup'): filled in by their own change.
import type { RestApp, RestContext } from './context.ts';

export function signupRoutes(_app: RestApp, _ctx: RestContext): void {}
