/** Add or edit one reference: exactly one source, an optional page and statement (spec section 5). */
import { useEffect, useState, type FormEvent } from 'react';
import { Modal } from '../Modal';
import { FieldError, FormActions, MathField, TextField } from '../Form';
import type { Reference } from '@contract';
import { draftOf, validateReference, type ReferenceDraft, type ReferenceDraftErrors } from '../../lib/references/validate-reference';

interface ReferenceModalProps {
  open: boolean;
  reference?: Reference;
  onSave: (reference: Reference) => void;
  onClose: () => void;
}

export function ReferenceModal({ open, reference, onSave, onClose }: ReferenceModalProps) {
  const [draft, setDraft] = useState<ReferenceDraft>(() => draftOf(reference));
  const [errors, setErrors] = useState<ReferenceDraftErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setDraft(draftOf(reference));
      setErrors({});
    }
  }, [open, reference]);

  const set = (key: keyof ReferenceDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await validateReference(draft);
    setBusy(false);
    if ('errors' in result) setErrors(result.errors);
    else onSave(result.reference);
  }

  return (
    <Modal open={open} title={reference ? 'Edit reference' : 'Add reference'} onClose={onClose} wide>
      <form onSubmit={submit} noValidate>
        <p className="form-note">Give exactly one source: an arXiv id, an English Wikipedia url or BibTeX.</p>
        <FieldError message={errors.source} />
        <TextField label="Arxiv id" value={draft.arxivId} onChange={set('arxivId')} error={errors.arxivId} hint="For example 1706.03762" />
        <TextField
          label="English Wikipedia url"
          value={draft.wikipediaUrl}
          onChange={set('wikipediaUrl')}
          error={errors.wikipediaUrl}
          hint="For example https://en.wikipedia.org/wiki/Banach_space"
        />
        <div className="form-field">
          <label htmlFor="reference-bibtex">BibTeX</label>
          <textarea
            id="reference-bibtex"
            className="math-textarea code"
            rows={4}
            value={draft.bibtex}
            onChange={(event) => set('bibtex')(event.target.value)}
            aria-invalid={Boolean(errors.bibtex)}
          />
          <FieldError message={errors.bibtex} />
        </div>
        <TextField label="Page" value={draft.page} onChange={set('page')} error={errors.page} type="text" />
        <MathField label="Statement" value={draft.statement} onChange={set('statement')} rows={2} />
        <FormActions busy={busy} submitLabel={busy ? 'Checking…' : 'Save reference'} onCancel={onClose} />
      </form>
    </Modal>
  );
}
