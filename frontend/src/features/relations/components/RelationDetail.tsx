/**
 * /space/{y}/relation/{kind}/{x}: a relation between two spaces as a link
 * page shows a link — what is known over each scalar, stored or derived, the
 * stored relation's description and references, both spaces, and a proof per
 * scalar through the rules of relations. Editors edit or delete a stored one.
 */
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fieldPair, ITEM_FIELD_LABELS, RELATION_KIND_NAMES, SCALAR_LABELS, SCALARS, type LinkField, type RelationKind, type SpaceSummary } from '@contract';
import { Page } from '../../../components/Page';
import { MathBlock, MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { ReferenceList } from '../../../components/references/ReferenceList';
import { ItemHistory } from '../../../components/changes/ItemHistory';
import { mathLinkLabel } from '../../../lib/math-link-label';
import { useSpaces } from '../../spaces/api/spaces';
import { relationPath, useRelationPage } from '../api/relations';
import { RelationProof, RelationSentence } from './RelationProof';
import { RelationNotKnown } from './RelationNotKnown';
import { relationReading } from '../../../components/relations/relation-reading';
import { isMissing } from '../../../lib/api-client';

function End({ heading, space }: { heading: string; space: SpaceSummary }) {
  return (
    <section aria-label={heading}>
      <h2>{heading}</h2>
      <p>
        <Link to={`/space/${space.id}`} aria-label={mathLinkLabel(space.symbol)}>
          <MathText text={space.symbol} />
        </Link>
      </p>
      <p className="muted">{ITEM_FIELD_LABELS[space.field]}</p>
    </section>
  );
}

/** "Holds over the real and the complex numbers", "Fails over the complex numbers", or one of each. */
function overWords(field: LinkField | null): string {
  if (!field) return 'Not known over either scalar field';
  const pair = fieldPair(field);
  const over = (value: boolean) => SCALARS.filter((scalar) => pair[scalar] === value).map((scalar) => `the ${SCALAR_LABELS[scalar]}`);
  const said = (verb: string, scalars: string[]) => (scalars.length ? `${verb} over ${scalars.join(' and ')} numbers` : '');
  const holds = said('holds', over(true));
  const fails = said('fails', over(false));
  const words = [holds, fails].filter(Boolean).join('; ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function RelationDetail() {
  const { spaceId = '', kind = '', ofSpaceId = '' } = useParams();
  const page = useRelationPage(spaceId, kind, ofSpaceId);
  const spaces = useSpaces();
  const symbols = useMemo(() => new Map((spaces.data ?? []).map((s) => [s.id, s.symbol])), [spaces.data]);
  const symbol = (id: number) => symbols.get(id) ?? `Space ${id}`;
  // A relation holding over one scalar and failing over the other reads "is …" (the line below says over which).
  const holds = !page.data?.field || relationReading(page.data.field).holds;
  // Nothing stored or derived (404) for a real kind: not known, unless a space is unknown (RelationNotKnown's Not found).
  if (isMissing(page.error) && (RELATION_KIND_NAMES as readonly string[]).includes(kind)) {
    return <RelationNotKnown spaceId={spaceId} kind={kind as RelationKind} ofSpaceId={ofSpaceId} />;
  }
  return (
    <Page
      title={page.data ? `${page.data.space.symbol} · ${kind} · ${page.data.ofSpace.symbol}` : 'Relation'}
      crumbs={() => [{ label: 'Spaces', to: '/space' }, { label: page.data!.space.symbol, to: `/space/${spaceId}` }, { label: 'Relation' }]}
      queries={[page, spaces]}
    >
      {() => {
        const view = page.data!;
        const path = relationPath(view.space.id, view.kind, view.ofSpace.id);
        return (
          <>
            <h1 className="math-title">
              <RelationSentence node={{ kind: view.kind, spaceId: view.space.id, ofSpaceId: view.ofSpace.id, value: holds }} symbol={symbol} />
            </h1>
            <p className="link-field">
              {overWords(view.field)}{' '}
              {!view.relation && <span className="computed-marker">(derived)</span>}
            </p>
            {view.relation && <MathBlock text={view.relation.description} />}
            {view.relation && <ReferenceList references={view.relation.references} />}
            <div className="link-sides">
              <End heading="Space (Y)" space={view.space} />
              <End heading="Space (X)" space={view.ofSpace} />
            </div>
            <RelationProof proofs={view.proofs} symbol={symbol} />
            {view.relation && <ItemHistory path={`/relation/${view.relation.id}`} />}
            {view.relation && (
              <EditorFooter
                links={[
                  { label: 'Edit', to: `${path}/edit` },
                  { label: 'Delete', to: `${path}/delete` },
                ]}
              />
            )}
          </>
        );
      }}
    </Page>
  );
}
