/**
 * A relation page for a pair of spaces about which nothing is stored or derived
 * (the API answers 404): both spaces exist and the kind is one of the relations,
 * so the page says the relation is not known, as a link page does for a pair
 * the theorems leave undecided. A space's relation to itself (but being its
 * own dual) holds by the identity map, and is said so: the catalogue keeps only
 * relations between two spaces. An unknown space still shows Not found (Page does that).
 */
import { Link } from 'react-router-dom';
import { RELATION_KIND_LABELS, type RelationKind } from '@contract';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { mathLinkLabel } from '../../../lib/math-link-label';
import { useSpace } from '../../spaces/api/spaces';
import { RelationSentence } from './RelationProof';

export function RelationNotKnown({ spaceId, kind, ofSpaceId }: { spaceId: string; kind: RelationKind; ofSpaceId: string }) {
  const space = useSpace(spaceId);
  const ofSpace = useSpace(ofSpaceId);
  const title = space.data && ofSpace.data ? `${space.data.symbol} · ${kind} · ${ofSpace.data.symbol}` : 'Relation';
  return (
    <Page title={title} crumbs={() => [{ label: 'Spaces', to: '/space' }, { label: space.data!.symbol, to: `/space/${spaceId}` }, { label: 'Relation' }]} queries={[space, ofSpace]}>
      {() => {
        const [y, x] = [space.data!, ofSpace.data!];
        const symbol = (id: number) => (id === y.id ? y.symbol : x.symbol);
        return (
          <>
            <h1 className="math-title">
              <RelationSentence node={{ kind, spaceId: y.id, ofSpaceId: x.id, value: true }} symbol={symbol} />?
            </h1>
            {y.id === x.id && kind !== 'dual' ? (
              <>
                <p className="link-field">Holds trivially</p>
                <p className="lead">
                  Every space {RELATION_KIND_LABELS[kind]} itself, by the identity map; the catalogue stores and derives relations between two different spaces
                  only (and a space's being its own dual).
                </p>
              </>
            ) : (
              <>
                <p className="link-field">Not known over either scalar field</p>
                <p className="lead not-known">
                  Not known: no relation is stored, and the rules of relations derive nothing about whether{' '}
                  <Link to={`/space/${y.id}`} aria-label={mathLinkLabel(y.symbol)}>
                    <MathText text={y.symbol} />
                  </Link>{' '}
                  {RELATION_KIND_LABELS[kind]}{' '}
                  <Link to={`/space/${x.id}`} aria-label={mathLinkLabel(x.symbol)}>
                    <MathText text={x.symbol} />
                  </Link>
                  .
                </p>
              </>
            )}
          </>
        );
      }}
    </Page>
  );
}
