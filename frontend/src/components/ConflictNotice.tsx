/**
 * Shown when a save was refused because someone else saved the item after this
 * form loaded it (409): the editor may review their version (it replaces the
 * form's values) or overwrite it with the form's values.
 */
import type { EditConflict } from '../lib/api-client';

interface ConflictNoticeProps {
  conflict: EditConflict | null;
  onReview: () => void;
  onOverwrite: () => void;
  busy?: boolean;
}

export function ConflictNotice({ conflict, onReview, onOverwrite, busy }: ConflictNoticeProps) {
  if (!conflict) return null;
  return (
    <div className="alert alert-info edit-conflict" role="alert">
      <p>{conflict.message} Your changes are not saved yet.</p>
      <div className="form-actions">
        <button type="button" className="button" onClick={onReview} disabled={busy}>
          Review their version
        </button>
        <button type="button" className="button button-danger" onClick={onOverwrite} disabled={busy}>
          Overwrite with mine
        </button>
      </div>
    </div>
  );
}
