/** One change as a line of a list (recent changes, an item's history): when, who, what, its consequences, reviewed or not. */
import { Link } from 'react-router-dom';
import type { ChangeRow } from '@contract';
import { MathText } from '../Math';
import { ACTION_WORDS, consequencesText, KIND_WORDS, when } from './change-words';

export function ChangeLine({ change, withItem = true }: { change: ChangeRow; withItem?: boolean }) {
  return (
    <li className="change-line" data-testid="change-line">
      <Link to={`/changes/${change.id}`}>
        <time dateTime={change.at}>{when(change.at)}</time>
      </Link>{' '}
      <span className="change-user">{change.user}</span> {ACTION_WORDS[change.action]}
      {withItem && (
        <>
          {' '}
          {change.kind === 'catalogue' ? '' : `${KIND_WORDS[change.kind]} `}
          <MathText text={change.label} />
        </>
      )}
      {change.revertOf !== null && (
        <>
          {' '}
          (undoing <Link to={`/changes/${change.revertOf}`}>change {change.revertOf}</Link>)
        </>
      )}
      : <span className="change-consequences">{consequencesText(change.consequences, change.kind)}</span>
      {change.account && <span className="muted"> · {change.account}</span>}
      {change.reviewed ? (
        <span className="badge badge-reviewed"> reviewed{change.reviewedBy ? ` by ${change.reviewedBy}` : ''}</span>
      ) : (
        <span className="badge badge-unreviewed"> unreviewed</span>
      )}
      {change.revertedBy !== null && (
        <span className="muted">
          {' '}
          · reverted by <Link to={`/changes/${change.revertedBy}`}>change {change.revertedBy}</Link>
        </span>
      )}
    </li>
  );
}
