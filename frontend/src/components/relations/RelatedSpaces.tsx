/**
 * On a space's page: the spaces it is related to, both directions ("Y is
 * isomorphic to a complemented subspace of X"), each over its scalars,
 * stored by an editor or derived by the rules of relations. Shown only when
 * there are some; relations of a space to itself are left out except its
 * being its own dual.
 */
import { Link } from 'react-router-dom';
import { LINK_FIELD_LABELS, RELATION_KIND_LABELS, type RelatedSpace } from '@contract';
import { MathText } from '../Math';
import { readableText } from '../../lib/readable-text';
import { useRelatedSpaces } from '../../features/relations/api/relations';

/** Negative relations read "is not …" (the field says over which scalars). */
function holds(r: RelatedSpace): boolean {
  return !r.field.startsWith('NOT_');
}

function SpaceName({ space, current }: { space: RelatedSpace['space']; current: number }) {
  if (space.id === current) return <MathText text={space.symbol} />;
  return (
    <Link to={`/space/${space.id}`} aria-label={readableText(space.symbol)}>
      <MathText text={space.symbol} />
    </Link>
  );
}

export function RelatedSpaces({ spaceId }: { spaceId: number }) {
  const related = useRelatedSpaces(spaceId);
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-spaces">
      <h2 id="related-spaces">
        Related spaces <span className="field-count">· {related.data.length}</span>
      </h2>
      <p className="muted">Up to isomorphism; stored by an editor, or derived from stored relations by the rules of relations.</p>
      <ul className="search-results related-spaces">
        {related.data.map((r) => (
          <li key={`${r.kind}:${r.space.id}:${r.ofSpace.id}`}>
            <SpaceName space={r.space} current={spaceId} /> {holds(r) ? RELATION_KIND_LABELS[r.kind] : RELATION_KIND_LABELS[r.kind].replace(/^is /, 'is not ')}{' '}
            <SpaceName space={r.ofSpace} current={spaceId} />{' '}
            <span className="atom-field">({LINK_FIELD_LABELS[r.field]})</span>{' '}
            <span className="source-note">{r.relationId !== null ? 'stored' : 'derived'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
