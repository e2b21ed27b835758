/**
 * A property's declaration on its page, in words: "Means: c₀ is isomorphic to
 * a closed subspace of X", the named space linked and typeset like the page's
 * other symbols (docs/relations.md).
 */
import { Link } from 'react-router-dom';
import { RELATION_KIND_LABELS, type PropertyMeaning as Meaning } from '@contract';
import { MathText } from '../../../components/Math';
import { mathOnlyLabel } from '../../../lib/math-label';
import { useSpace } from '../../spaces/api/spaces';

export function PropertyMeaning({ means }: { means: Meaning }) {
  const space = useSpace(String(means.spaceId));
  const symbol = space.data?.symbol;
  return (
    <>
      <dt>Means</dt>
      <dd data-testid="property-means">
        {symbol ? (
          <Link to={`/space/${means.spaceId}`} aria-label={mathOnlyLabel(symbol)}>
            <MathText text={symbol} />
          </Link>
        ) : (
          <Link to={`/space/${means.spaceId}`}>the named space</Link>
        )}{' '}
        {RELATION_KIND_LABELS[means.relation]} <MathText text="$X$" />, for every space <MathText text="$X$" /> that has this property
      </dd>
    </>
  );
}
