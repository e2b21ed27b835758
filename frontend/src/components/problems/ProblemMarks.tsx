/**
 * On a link page (/space/{s}/property/{p} and its mirror, stored, computed or
 * not known): the pair's marks — open problem or independent of ZFC, for each
 * scalar — with since when, which axioms decide it, the description and the
 * references. A mark is never a fact, so it is shown apart from the field. An
 * editor may mark the pair, edit a mark or remove it.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PROBLEM_STATUS_LABELS, SCALAR_LABELS, type Problem } from '@contract';
import { MathBlock } from '../Math';
import { ReferenceItem } from '../references/ReferenceList';
import { useSettings } from '../../lib/settings';
import { useAfterWrite } from '../../lib/use-after-write';
import { deleteProblem, problemFormPath, useProblems } from '../../features/problems/api/problems';

/** The mark's heading words: "Open problem (complex scalars)". */
export const markLabel = (mark: Pick<Problem, 'status' | 'scalar'>) => `${PROBLEM_STATUS_LABELS[mark.status]} (${SCALAR_LABELS[mark.scalar]} scalars)`;

/** A derivation now decides the marked pair: a new theorem, or a mistake (editors are warned when it happens). */
function DecidedWarning({ mark }: { mark: Problem }) {
  if (mark.derived === null) return null;
  return (
    <p className="alert alert-danger" role="alert">
      The theorems now derive that the space {mark.derived ? 'has' : 'lacks'} this property over the {SCALAR_LABELS[mark.scalar]} numbers, although
      it is marked {mark.status === 'OPEN' ? 'an open problem' : 'independent of ZFC'}: a new theorem, or a mistake to look at.
    </p>
  );
}

function Mark({ mark, onRemoved }: { mark: Problem; onRemoved: () => Promise<unknown> }) {
  const { canEdit } = useSettings();
  const afterWrite = useAfterWrite();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = `mark-${mark.id}`;

  async function remove() {
    setBusy(true);
    setFailed(false);
    try {
      await deleteProblem(mark.space.id, mark.property.id, mark.scalar, mark.version);
      // Every other read is stale now (the gaps gain the pair back); this page shows the marks as they are.
      afterWrite();
      await onRemoved();
    } catch {
      // A stale version (someone changed the mark since) or a lost session: the page keeps the mark and says so.
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`problem-mark problem-${mark.status.toLowerCase()}`} aria-labelledby={headingId}>
      <h3 id={headingId}>{markLabel(mark)}</h3>
      <dl className="facts">
        {mark.since && (
          <>
            <dt>Open since</dt>
            <dd>{mark.since}</dd>
          </>
        )}
        {mark.decidedBy && (
          <>
            <dt>Decided by</dt>
            <dd>
              <MathBlock text={mark.decidedBy} />
            </dd>
          </>
        )}
      </dl>
      <DecidedWarning mark={mark} />
      {mark.description && <MathBlock text={mark.description} />}
      <ol className="problem-references" aria-label={`References of the mark: ${markLabel(mark)}`}>
        {mark.references.map((reference, index) => (
          <li key={index}>
            <ReferenceItem reference={reference} />
          </li>
        ))}
      </ol>
      {canEdit && (
        <p className="editor-footer">
          <Link to={problemFormPath(mark.space.id, mark.property.id, mark.scalar)}>Edit mark</Link>
          <span aria-hidden="true" className="separator">
            |
          </span>
          <button type="button" className="link-button" disabled={busy} onClick={() => void remove()}>
            Remove mark
          </button>
        </p>
      )}
      {failed && (
        <p className="field-error" role="alert">
          The mark could not be removed: reload the page and try again.
        </p>
      )}
    </section>
  );
}

export function ProblemMarks({ spaceId, propertyId }: { spaceId: number; propertyId: number }) {
  const { canEdit } = useSettings();
  const marks = useProblems({ space: spaceId, property: propertyId });
  if (!marks.data) return null;
  if (marks.data.length === 0 && !canEdit) return null;
  return (
    <section className="problem-marks" aria-labelledby="problem-marks">
      <h2 id="problem-marks">Open problem or independent of ZFC</h2>
      {marks.data.length === 0 ? (
        <p className="muted">Not marked as an open problem or as independent of ZFC.</p>
      ) : (
        marks.data.map((mark) => <Mark key={mark.id} mark={mark} onRemoved={marks.refetch} />)
      )}
      {canEdit && (
        <p>
          <Link to={problemFormPath(spaceId, propertyId)}>Mark as open problem or independent of ZFC</Link>
        </p>
      )}
    </section>
  );
}
