/**
 * The references part of every form: the list with edit and delete, Add reference,
 * the references explanation, and the server's reference[i] errors under the i-th.
 */
import { useState } from 'react';
import { Modal } from '../Modal';
import { FieldError } from '../Form';
import type { Reference } from '@contract';
import { ReferenceItem } from './ReferenceList';
import { ReferenceModal } from './ReferenceModal';

interface ReferencesEditorProps {
  references: Reference[];
  onChange: (references: Reference[]) => void;
  errors: Record<string, string>;
}

type Editing = { index: number | null } | null;

export function ReferencesEditor({ references, onChange, errors }: ReferencesEditorProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [explaining, setExplaining] = useState(false);

  function save(reference: Reference) {
    if (editing?.index == null) onChange([...references, reference]);
    else onChange(references.map((r, i) => (i === editing.index ? reference : r)));
    setEditing(null);
  }

  return (
    <fieldset className="references-editor">
      <legend>
        References{' '}
        <button type="button" className="help-button" aria-label="About references" onClick={() => setExplaining(true)}>
          ?
        </button>
      </legend>
      {references.length === 0 && <p className="muted">No references yet.</p>}
      <ol>
        {references.map((reference, index) => (
          <li key={index} data-testid="reference-row">
            <ReferenceItem reference={reference} />
            <span className="row-actions">
              <button type="button" className="link-button" onClick={() => setEditing({ index })}>
                Edit<span className="visually-hidden"> reference {index + 1}</span>
              </button>
              <button type="button" className="link-button danger" onClick={() => setDeleting(index)}>
                Delete<span className="visually-hidden"> reference {index + 1}</span>
              </button>
            </span>
            <FieldError message={errors[`reference[${index}]`]} />
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={() => setEditing({ index: null })}>
        Add reference
      </button>

      <ReferenceModal
        open={editing !== null}
        reference={editing?.index != null ? references[editing.index] : undefined}
        onSave={save}
        onClose={() => setEditing(null)}
      />

      <Modal open={deleting !== null} title="Delete reference" onClose={() => setDeleting(null)}>
        <p>Delete this reference?</p>
        {deleting !== null && references[deleting] && (
          <div className="muted">
            <ReferenceItem reference={references[deleting]} />
          </div>
        )}
        <div className="form-actions">
          <button
            type="button"
            className="button button-danger"
            onClick={() => {
              onChange(references.filter((_, i) => i !== deleting));
              setDeleting(null);
            }}
          >
            Delete
          </button>
          <button type="button" className="button" onClick={() => setDeleting(null)}>
            Cancel
          </button>
        </div>
      </Modal>

      <Modal open={explaining} title="References" onClose={() => setExplaining(false)}>
        <div className="prose">
          <p>
            A reference points to where a fact is stated or proved. Give exactly one source: an arXiv id (the title and
            the abstract page are looked up on arXiv), an English Wikipedia article url (the article must exist), or a
            BibTeX entry with a title and a url.
          </p>
          <p>
            Optionally add the page where the statement is found (a number from 1 to 100000) and the statement itself;
            math in it is written between dollar signs.
          </p>
          <p>References are saved with the item when you press Save.</p>
        </div>
      </Modal>
    </fieldset>
  );
}
