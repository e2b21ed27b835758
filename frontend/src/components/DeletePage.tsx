/**
 * A delete confirmation: Delete calls the API and goes to the list page, Cancel
 * returns to the item, and a 400's general message shows in a red alert.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAfterWrite } from '../lib/use-after-write';
import { apiDelete, FormErrors } from '../lib/api-client';
import { Alert } from './Form';

interface DeleteConfirmProps {
  question: ReactNode;
  apiPath: string;
  itemPath: string;
  listPath: string;
}

export function DeleteConfirm({ question, apiPath, itemPath, listPath }: DeleteConfirmProps) {
  const navigate = useNavigate();
  const afterWrite = useAfterWrite();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    setError(undefined);
    try {
      await apiDelete(apiPath);
      afterWrite(listPath);
    } catch (failure) {
      if (failure instanceof FormErrors) setError(failure.errors.general ?? Object.values(failure.errors)[0]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="delete-confirm">
      <p className="lead">{question}</p>
      <Alert message={error} />
      <div className="form-actions">
        <button type="button" className="button button-danger" onClick={remove} disabled={busy}>
          Delete
        </button>
        <button type="button" className="button" onClick={() => navigate(itemPath)}>
          Cancel
        </button>
      </div>
    </section>
  );
}
