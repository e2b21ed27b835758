/** Sign up: email, password, invite code, an optional public display name and the license agreement (spec sections 2 and 6). */
import { useId } from 'react';
import { Modal } from '../../../components/Modal';
import { Alert, FieldError, FormActions, TextField } from '../../../components/Form';
import { signUp } from '../api/auth';
import { useSessionForm } from '../hooks/use-session-form';

export const LICENSE_SENTENCE =
  'I agree that my contributions may be published under yet-to-be-determined open-source licenses.';

const EMPTY = { email: '', password: '', inviteCode: '', displayName: '', license: false };

export function SignupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const licenseId = useId();
  const { values, set, errors, busy, submit } = useSessionForm(open, onClose, EMPTY, (v) =>
    signUp({ ...v, email: v.email.trim(), inviteCode: v.inviteCode.trim(), displayName: v.displayName.trim() || null }),
  );
  return (
    <Modal open={open} title="Sign up" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Alert message={errors.general} />
        <TextField label="Email" type="email" autoComplete="username" value={values.email} onChange={set('email')} error={errors.email} autoFocus />
        <TextField label="Password" type="password" autoComplete="new-password" value={values.password} onChange={set('password')} error={errors.password} />
        <TextField label="Invite code" value={values.inviteCode} onChange={set('inviteCode')} error={errors.inviteCode} />
        <TextField
          label="Display name (optional)"
          hint="Shown in the public history of changes; without one, you appear as “editor N”. Never your email."
          autoComplete="nickname"
          value={values.displayName}
          onChange={set('displayName')}
          error={errors.displayName}
        />
        <div className="form-field checkbox-field">
          <input id={licenseId} type="checkbox" checked={values.license} onChange={(event) => set('license')(event.target.checked)} />
          <label htmlFor={licenseId}>{LICENSE_SENTENCE}</label>
          <FieldError message={errors.license} />
        </div>
        <FormActions busy={busy} submitLabel="Sign up" onCancel={onClose} />
      </form>
    </Modal>
  );
}
