/** Log in: email and password; Enter in the password field submits; the form resets 100 ms after closing. */
import { Modal } from '../../../components/Modal';
import { Alert, FormActions, TextField } from '../../../components/Form';
import { logIn } from '../api/auth';
import { useSessionForm } from '../hooks/use-session-form';

const EMPTY = { email: '', password: '' };

export function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { values, set, errors, busy, submit } = useSessionForm(open, onClose, EMPTY, (v) => logIn(v.email.trim(), v.password));
  return (
    <Modal open={open} title="Log in" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Alert message={errors.general} />
        <TextField label="Email" type="email" autoComplete="username" value={values.email} onChange={set('email')} error={errors.email} autoFocus />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          onEnter={() => void submit()}
        />
        <FormActions busy={busy} submitLabel="Log in" onCancel={onClose} />
      </form>
    </Modal>
  );
}
