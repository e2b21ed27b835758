/**
 * On a space's page: the spaces it is related to, both directions ("Y is
 * isomorphic to a complemented subspace of X"), each over its scalars,
 * stored by an editor or derived by the rules of relations. Shown only when
 * there are some; relations of a space to itself are left out except its
 * being its own dual. Those that hold and those known to fail are two
 * groups, stored ones first, paged. Each relation links to its page (its
 * proof). Editors delete a stored relation from its row (asked once more
 * before it goes); what it carried goes with it.
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
import { Pager } from '../Pager';

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

/** A group's rows per page: a space related to the whole catalogue (through a property declared to mean a relation) has hundreds. */
const RELATIONS_PAGE = 25;

function RelationRow({ r, spaceId, canEdit }: { r: RelatedSpace; spaceId: number; canEdit: boolean }) {
  const reading = relationReading(r.field);
  return (
    <li>
      <SpaceName space={r.space} current={spaceId} />{' '}
      <Link to={relationPath(r.space.id, r.kind, r.ofSpace.id)}>{reading.holds ? RELATION_KIND_LABELS[r.kind] : RELATION_KIND_LABELS[r.kind].replace(/^is /, 'is not ')}</Link>{' '}
      <SpaceName space={r.ofSpace} current={spaceId} /> <span className="atom-field">({reading.scalars})</span>{' '}
      <span className="source-note">{r.relationId !== null ? 'stored' : 'derived'}</span>
      {canEdit && r.relationId !== null && <DeleteRelation id={r.relationId} />}
    </li>
  );
}

/** One group (the relations that hold, or those known to fail), stored ones first, a page at a time. */
function RelationGroup({ id, title, relations, spaceId }: { id: string; title: string; relations: RelatedSpace[]; spaceId: number }) {
  const { canEdit } = useSettings();
  const [offset, setOffset] = useState(0);
  if (relations.length === 0) return null;
  return (
    <section className="field-group" aria-labelledby={id}>
      <h3 id={id}>
        {title} <span className="field-count">· {relations.length}</span>
      </h3>
      <ul className="search-results related-spaces">
        {relations.slice(offset, offset + RELATIONS_PAGE).map((r) => (
          <RelationRow key={`${r.kind}:${r.space.id}:${r.ofSpace.id}`} r={r} spaceId={spaceId} canEdit={canEdit} />
        ))}
      </ul>
      <Pager label={`${title} pages`} total={relations.length} offset={offset} pageSize={RELATIONS_PAGE} onOffset={setOffset} noun="Relations" />
    </section>
  );
}

export function RelatedSpaces({ spaceId }: { spaceId: number }) {
  const related = useRelatedSpaces(spaceId);
  if (!related.data || related.data.length === 0) return null;
  const storedFirst = [...related.data].sort((a, b) => Number(a.relationId === null) - Number(b.relationId === null));
  const holding = storedFirst.filter((r) => relationReading(r.field).holds);
  const failing = storedFirst.filter((r) => !relationReading(r.field).holds);
  return (
    <section aria-labelledby="related-spaces">
      <h2 id="related-spaces">
        Related spaces <span className="field-count">· {related.data.length}</span>
      </h2>
      <p className="muted">Up to isomorphism; stored by an editor, or derived from stored relations by the rules of relations.</p>
      <div className="field-groups">
        <RelationGroup id="related-holds" title="Related" relations={holding} spaceId={spaceId} />
        <RelationGroup id="related-fails" title="Known not to be related" relations={failing} spaceId={spaceId} />
      </div>
    </section>
  );
}
