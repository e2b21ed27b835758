/**
 * /changes/{id}: one change: who, when, the catalogue version it produced,
 * what it did to the item's fields (a readable diff) and to the known facts
 * (per space), and, for editors, "Mark reviewed" (another editor's change)
 * and "Revert" (a new change, through the same checks as a save).
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ChangeDetail, SubjectConsequences } from '@contract';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { ACTION_WORDS, consequencesText, KIND_WORDS, when } from '../../../components/changes/change-words';
import { FormErrors, IgnoredStatus } from '../../../lib/api-client';
import { useSettings } from '../../../lib/settings';
import { useQueryClient } from '@tanstack/react-query';
import { changedItemPath, restoreCatalogue, reviewChange, revertChange, useChange } from '../api/changes';
import { FieldChanges } from './FieldChanges';

const SCALAR_WORDS = { REAL: 'real', COMPLEX: 'complex' } as const;

export function ChangePage() {
  const { id = '' } = useParams();
  const change = useChange(id);
  return (
    <Page title={`Change ${id}`} crumbs={[{ label: 'Recent changes', to: '/changes' }, { label: `Change ${id}` }]} queries={[change]}>
      {() => <ChangeView detail={change.data!} />}
    </Page>
  );
}

function ChangeView({ detail }: { detail: ChangeDetail }) {
  const { change, before, after, consequences, consequencesTruncated } = detail;
  const item = changedItemPath(change);
  return (
    <>
      <h1>
        Change {change.id}: {change.kind === 'catalogue' ? '' : `${KIND_WORDS[change.kind]} `}
        <MathText text={change.label} /> {ACTION_WORDS[change.action]}
      </h1>
      <p data-testid="change-meta">
        By <strong>{change.user}</strong>
        {change.account && <span className="muted"> ({change.account})</span>}, <time dateTime={change.at}>{when(change.at)}</time>; catalogue version{' '}
        {change.version}.{' '}
        {change.reviewed ? `Reviewed${change.reviewedBy ? ` by ${change.reviewedBy}` : ''}.` : 'Not reviewed yet.'}
        {change.revertOf !== null && (
          <>
            {' '}
            It undoes <Link to={`/changes/${change.revertOf}`}>change {change.revertOf}</Link>.
          </>
        )}
        {change.revertedBy !== null && (
          <>
            {' '}
            Reverted by <Link to={`/changes/${change.revertedBy}`}>change {change.revertedBy}</Link>.
          </>
        )}
      </p>
      {item && change.action !== 'delete' && (
        <p>
          <Link to={item}>The {KIND_WORDS[change.kind]} as it is now</Link>
          {' · '}
          <Link to={`${item}/history/${change.version}`}>as this change left it</Link>
        </p>
      )}
      <ChangeActions detail={detail} />
      <section aria-labelledby="change-fields-heading">
        <h2 id="change-fields-heading">What changed</h2>
        <FieldChanges before={before} after={after} />
      </section>
      <section aria-labelledby="change-consequences-heading" data-testid="change-consequences">
        <h2 id="change-consequences-heading">Consequences</h2>
        <p>
          {capitalized(consequencesText(change.consequences, change.kind))}.{' '}
          {change.kind !== 'catalogue' && <span className="muted">Derived facts are counted; a stored fact is the edit itself.</span>}
        </p>
        {consequences.map((subject) => (
          <SubjectFacts key={`${subject.subjectKind}/${subject.subjectId}`} subject={subject} />
        ))}
        {consequencesTruncated && <p className="muted">Only the first {consequences.length} spaces are listed.</p>}
      </section>
    </>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function SubjectFacts({ subject }: { subject: SubjectConsequences }) {
  const path = subject.subjectKind === 'space' ? `/space/${subject.subjectId}` : `/differential-equation/${subject.subjectId}`;
  const fact = (f: SubjectConsequences['added'][number], sign: '+' | '−') => (
    <li key={`${sign}${f.propertyId}/${f.scalar}/${f.value}`}>
      {sign === '+' ? <ins>+</ins> : <del>−</del>} {f.value ? 'has' : 'lacks'}{' '}
      <Link to={subject.subjectKind === 'space' ? `/property/${f.propertyId}` : `/differential-equation/property/${f.propertyId}`}>
        <MathText text={f.propertyName} />
      </Link>{' '}
      <span className="muted">
        ({subject.subjectKind === 'space' ? `${SCALAR_WORDS[f.scalar as 'REAL' | 'COMPLEX'] ?? f.scalar}, ` : ''}
        {f.stored ? 'stored' : 'derived'})
      </span>
    </li>
  );
  return (
    <details className="subject-facts">
      <summary>
        <Link to={path}>
          <MathText text={subject.label} />
        </Link>
        : +{subject.added.filter((f) => !f.stored).length}, −{subject.removed.filter((f) => !f.stored).length}
      </summary>
      <ul>
        {subject.added.map((f) => fact(f, '+'))}
        {subject.removed.map((f) => fact(f, '−'))}
      </ul>
    </details>
  );
}

function ChangeActions({ detail }: { detail: ChangeDetail }) {
  const { canEdit, isAdmin } = useSettings();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  // A revert or a restore is asked once more before it runs (a restore replaces the whole catalogue).
  const [confirming, setConfirming] = useState(false);
  const { change } = detail;
  if (!canEdit) return null;
  const canRevert = change.revertedBy === null && (change.kind !== 'catalogue' || isAdmin);
  const undoLabel = change.kind === 'catalogue' ? 'Restore the catalogue as it was before' : 'Revert this change';

  /** Every read may be out of date after a write (a revert changes facts anywhere): those on screen are read again. */
  async function run(action: () => Promise<unknown>, next: (result: unknown) => string) {
    setBusy(true);
    setMessages([]);
    try {
      const path = next(await action());
      await queryClient.invalidateQueries();
      navigate(path);
    } catch (failure) {
      if (failure instanceof FormErrors) setMessages(Object.values(failure.errors));
      else if (failure instanceof IgnoredStatus && failure.status === 409) setMessages(['The item changed since this change: revert the later changes first, or edit it.']);
      else if (failure instanceof IgnoredStatus && failure.status === 403) setMessages(['Only an admin can do this.']);
      else setMessages(['This did not work; please try again.']);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="form-actions change-actions">
      {!change.reviewed && !detail.yours && (
        <button type="button" className="button" disabled={busy} onClick={() => run(() => reviewChange(change.id), () => `/changes/${change.id}`)}>
          Mark reviewed
        </button>
      )}
      {canRevert && !confirming && (
        <button type="button" className="button button-danger" disabled={busy} onClick={() => setConfirming(true)}>
          {undoLabel}
        </button>
      )}
      {canRevert && confirming && (
        <span role="group" aria-label="Confirm">
          {change.kind === 'catalogue'
            ? 'Replace the whole catalogue with the one before this import? Later changes go with it.'
            : 'Undo this change? The undoing is a change of its own, in the log.'}{' '}
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() =>
              run(
                () => (change.kind === 'catalogue' && change.action === 'import' ? restoreCatalogue(change.id) : revertChange(change.id)),
                (result) => `/changes/${(result as ChangeDetail).change.id}`,
              )
            }
          >
            {change.kind === 'catalogue' ? 'Yes, restore' : 'Yes, revert'}
          </button>{' '}
          <button type="button" className="button" disabled={busy} onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </span>
      )}
      {messages.length > 0 && (
        <div className="alert alert-danger" role="alert" data-testid="change-action-error">
          {messages.map((m) => (
            <p key={m}>
              <MathText text={m} />
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
