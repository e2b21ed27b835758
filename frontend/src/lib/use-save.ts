/**
 * Runs a save: a 400 fills the errors shown under the fields, a 409 of a stale
 * edit becomes `conflict` (see ConflictNotice), a 200 goes to the item's page
 * (spec section 2), any other status is ignored (spec section 8).
 */
import { useEffect, useRef, useState } from 'react';
import { EditConflict, FormErrors } from './api-client';
import type { FieldErrors } from '@contract';
import { useAfterWrite } from './use-after-write';
import { focusFirstError } from './focus-first-error';

export function useSave() {
  const afterWrite = useAfterWrite();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [busy, setBusy] = useState(false);
  /** Counts refused saves: each one, once rendered (and the form enabled again), focuses its first error. */
  const [refusals, setRefusals] = useState(0);
  const focusedRefusals = useRef(0);

  useEffect(() => {
    if (busy || refusals === focusedRefusals.current) return;
    focusedRefusals.current = refusals;
    focusFirstError();
  }, [refusals, busy]);

  async function save<T>(call: () => Promise<T>, pathOf: (result: T) => string) {
    setBusy(true);
    setConflict(null);
    try {
      const result = await call();
      setErrors({});
      afterWrite(pathOf(result));
    } catch (failure) {
      if (failure instanceof FormErrors) setErrors(failure.errors);
      if (failure instanceof EditConflict) {
        setErrors({});
        setConflict(failure);
      }
      if (failure instanceof FormErrors || failure instanceof EditConflict) setRefusals((count) => count + 1);
    } finally {
      setBusy(false);
    }
  }

  return { errors, busy, save, conflict, clearConflict: () => setConflict(null) };
}
