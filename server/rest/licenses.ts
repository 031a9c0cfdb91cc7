// REST routes of issue 11 ('licenses'): filled in by their own change.
import type { RestApp, RestContext } from './context.ts';

export function licenseRoutes(_app: RestApp, _ctx: RestContext): void {}
