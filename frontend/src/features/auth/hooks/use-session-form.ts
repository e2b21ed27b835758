/**
 * The state of a session modal (log in, sign up): its values, the server's 400
 * errors, a submit that refreshes the privileges and closes the modal on 200
 * (spec section 7), and the reset of the form 100 ms after closing (section 9).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { FormErrors } from '../../../lib/api-client';
import type { FieldErrors } from '@contract';
import { useSettings } from '../../../lib/settings';
import { useAfterWrite } from '../../../lib/use-after-write';

export const RESET_AFTER_CLOSE_MS = 100;

export function useSessionForm<V extends object>(open: boolean, onClose: () => void, empty: V, call: (values: V) => Promise<void>) {
  const { refreshPrivileges } = useSettings();
  const afterWrite = useAfterWrite();
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => {
      setValues(empty);
      setErrors({});
    }, RESET_AFTER_CLOSE_MS);
    return () => window.clearTimeout(timer);
    // `empty` is a constant of the modal; only closing resets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await call(values);
      refreshPrivileges();
      afterWrite();
      onClose();
    } catch (failure) {
      if (failure instanceof FormErrors) setErrors(failure.errors);
    } finally {
      setBusy(false);
    }
  }

  return { values, set, errors, busy, submit };
}
