// REST routes of issue 11 ('classroom'): filled in by their own change.
import type { RestApp, RestContext } from './context.ts';

export function classroomRoutes(_app: RestApp, _ctx: RestContext): void {}
