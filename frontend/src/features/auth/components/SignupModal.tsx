/** Sign up: email, password, invite code and the license agreement (spec sections 2 and 6). */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal';
import { Alert, FieldError, TextField } from '../../../components/Form';
import { FormErrors, type FieldErrors } from '../../../lib/api-client';
import { useSettings } from '../../../lib/settings';
import { useAfterWrite } from '../../../lib/use-after-write';
import { signUp } from '../api/auth';

export const LICENSE_SENTENCE =
  'I agree that my contributions may be published under yet-to-be-determined open-source licenses.';

export function SignupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { refreshPrivileges } = useSettings();
  const afterWrite = useAfterWrite();
  const licenseId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [inviteCode, setInviteCode] = useState('');
  const [license, setLicense] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => {
      setEmail('');
      setPassword('');
      setInviteCode('');
      setLicense(false);
      setErrors({});
    }, 100);
    return () => window.clearTimeout(timer);
  }, [open]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await signUp({ email: email.trim(), password, inviteCode: inviteCode.trim(), license });
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
    <Modal open={open} title="Sign up" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Alert message={errors.general} />
        <TextField label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} error={errors.email} autoFocus />
        <TextField label="Password" type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} />
        <TextField label="Invite code" value={inviteCode} onChange={setInviteCode} error={errors.inviteCode} />
        <div className="form-field checkbox-field">
          <input id={licenseId} type="checkbox" checked={license} onChange={(event) => setLicense(event.target.checked)} />
          <label htmlFor={licenseId}>{LICENSE_SENTENCE}</label>
          <FieldError message={errors.license} />
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            Sign up
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
