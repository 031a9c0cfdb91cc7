// The state every back-office editor keeps (issue 45, 'No lost edit'): the values as stored, the values being edited,
// the version the next save is based on, whether there are unsaved changes (leaving then asks first), and a refused
// save's conflict — the fields changed since and the row as stored now — with the author's two ways out: load the
// stored version, or keep their own values and save over it (the next save names the stored version).
// The conflict itself is shown by <ConflictNotice>; each editor only maps its mutation's answer onto `savedAs` and
// `conflicted`.
import { useState } from 'react';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import { ADMIN_TEXT } from './adminText.ts';

export interface FormConflict<V> {
  /** The fields changed since, by their editor's names (VersionConflict.changedFieldNames). */
  fields: readonly string[];
  /** The values as stored now. */
  stored: V;
  version: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useVersionedForm<V extends object>(initial: V, initialVersion: number, options: { leaving?: boolean } = {}) {
  const [saved, setSaved] = useState<V>(initial);
  const [values, setValues] = useState<V>(initial);
  const [version, setVersion] = useState(initialVersion);
  const [conflict, setConflict] = useState<FormConflict<V> | null>(null);
  const dirty = !same(values, saved);

  useLeaveGuard(dirty && !options.leaving, ADMIN_TEXT.leave);

  return {
    saved,
    values,
    setValues,
    /** Sets one field. */
    set: <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value })),
    version,
    dirty,
    conflict,
    /** After a save: these values are stored now, at this version. */
    savedAs(next: V, nextVersion: number) {
      setSaved(next);
      setValues(next);
      setVersion(nextVersion);
      setConflict(null);
    },
    /** A save was refused as based on an older version: keep the form as it is and show what changed. */
    conflicted(fields: readonly string[], stored: V, storedVersion: number) {
      setConflict({ fields, stored, version: storedVersion });
    },
    /** Drop this form's changes for the version stored now. */
    loadStored() {
      if (!conflict) return;
      setSaved(conflict.stored);
      setValues(conflict.stored);
      setVersion(conflict.version);
      setConflict(null);
    },
    /** Keep this form's values: the next save is based on the stored version and saves them over it. */
    keepMine() {
      if (!conflict) return;
      setSaved(conflict.stored);
      setVersion(conflict.version);
      setConflict(null);
    },
  };
}
