// One shape for every editor's version conflict (issue 45, 'No lost edit'): each entity keeps its own error type with
// its typed field names and the row as it is now, and implements this interface, so the web app's one conflict notice
// (web/screens/Admin/ConflictNotice.tsx) reads any of them with one fragment.
import { builder } from '../builder.ts';
import { ErrorInterface } from '../errors/types.ts';

/** What every conflict error holds: the fields changed since (editor's order) and the row now, with its version. */
export interface ConflictShape {
  changedFields: readonly string[];
  current: { version: number };
}

export const VersionConflictInterface = builder.interfaceRef<Error & ConflictShape>('VersionConflict').implement({
  description: "A save based on an older version: nothing was saved. Every editor's conflict error implements this.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedFieldNames: t.stringList({ description: "The fields changed since the save's version, by their editor's names, in the editor's order.", resolve: (e) => [...e.changedFields] }),
    currentVersion: t.int({ description: 'The version stored now: a save naming it overwrites what changed (after the author has looked).', resolve: (e) => e.current.version }),
  }),
});
