/** Log in: email and password; Enter in the password field submits; the form resets 100 ms after closing. */
import { useEffect, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal';
import { Alert, TextField } from '../../../components/Form';
import { FormErrors, type FieldErrors } from '../../../lib/api-client';
import { useSettings } from '../../../lib/settings';
import { logIn } from '../api/auth';
import { useAfterWrite } from '../../../lib/use-after-write';

export function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { refreshPrivileges } = useSettings();
  const afterWrite = useAfterWrite();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => {
      setEmail('');
      setPassword('');
      setErrors({});
    }, 100);
    return () => window.clearTimeout(timer);
  }, [open]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await logIn(email.trim(), password);
      refreshPrivileges();
      afterWrite();
      onClose();
    } catch (failure) {
      if (failure instanceof FormErrors) setErrors(failure.errors);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title="Log in" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Alert message={errors.general} />
        <TextField label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} error={errors.email} autoFocus />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          onEnter={() => void submit()}
        />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            Log in
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
