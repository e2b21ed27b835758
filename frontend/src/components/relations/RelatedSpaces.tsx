/**
 * On a space's page: the spaces it is related to, both directions ("Y is
 * isomorphic to a complemented subspace of X"), each over its scalars,
 * stored by an editor or derived by the rules of relations. Shown only when
 * there are some; relations of a space to itself are left out except its
 * being its own dual. Each relation links to its page (its proof). Editors delete a stored relation from its row (asked
 * once more before it goes); what it carried goes with it.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { RELATION_KIND_LABELS, type RelatedSpace } from '@contract';
import { MathText } from '../Math';
import { readableText } from '../../lib/readable-text';
import { relationPath, useRelatedSpaces } from '../../features/relations/api/relations';
import { apiDelete } from '../../lib/api-client';
import { useSettings } from '../../lib/settings';
import { relationReading } from './relation-reading';

function SpaceName({ space, current }: { space: RelatedSpace['space']; current: number }) {
  if (space.id === current) return <MathText text={space.symbol} />;
  return (
    <Link to={`/space/${space.id}`} aria-label={readableText(space.symbol)}>
      <MathText text={space.symbol} />
    </Link>
  );
}

/** Deletes a stored relation after a second click; every read is refetched (its consequences may be anywhere). */
function DeleteRelation({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function remove() {
    try {
      await apiDelete(`/api/relation/${id}`);
      await queryClient.invalidateQueries();
    } catch {
      setError('The relation could not be deleted; reload the page and try again.');
    }
  }
  if (error) return <span className="field-error" role="alert"> {error}</span>;
  return asking ? (
    <span>
      {' '}
      Delete this relation?{' '}
      <button type="button" className="button button-danger" onClick={() => void remove()}>
        Yes, delete
      </button>{' '}
      <button type="button" className="button" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  ) : (
    <>
      {' '}
      <button type="button" className="button" onClick={() => setAsking(true)}>
        Delete relation
      </button>
    </>
  );
}

export function RelatedSpaces({ spaceId }: { spaceId: number }) {
  const { canEdit } = useSettings();
  const related = useRelatedSpaces(spaceId);
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-spaces">
      <h2 id="related-spaces">
        Related spaces <span className="field-count">· {related.data.length}</span>
      </h2>
      <p className="muted">Up to isomorphism; stored by an editor, or derived from stored relations by the rules of relations.</p>
      <ul className="search-results related-spaces">
        {related.data.map((r) => {
          const reading = relationReading(r.field);
          return (
            <li key={`${r.kind}:${r.space.id}:${r.ofSpace.id}`}>
              <SpaceName space={r.space} current={spaceId} />{' '}
              <Link to={relationPath(r.space.id, r.kind, r.ofSpace.id)}>{reading.holds ? RELATION_KIND_LABELS[r.kind] : RELATION_KIND_LABELS[r.kind].replace(/^is /, 'is not ')}</Link>{' '}
              <SpaceName space={r.ofSpace} current={spaceId} />{' '}
              <span className="atom-field">({reading.scalars})</span>{' '}
              <span className="source-note">{r.relationId !== null ? 'stored' : 'derived'}</span>
              {canEdit && r.relationId !== null && <DeleteRelation id={r.relationId} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
