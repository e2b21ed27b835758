/**
 * /space/{s}/property/{p} and its mirror /property/{p}/space/{s}: the link's field,
 * '(computed)' when nothing is stored, its description and references, both
 * sides, the theorems that compute it and the proof.
 */
import { useId, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ITEM_FIELD_LABELS, LINK_FIELD_LABELS, type ItemField } from '@contract';
import { Page } from '../../../components/Page';
import { MathBlock, MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { ReferenceList } from '../../../components/references/ReferenceList';
import { useProperties } from '../../properties/api/properties';
import { useSpaces } from '../../spaces/api/spaces';
import { useTheorems } from '../../theorems/api/theorems';
import { TheoremItems, theoremLabel } from '../../../components/TheoremStatement';
import { useLink } from '../api/links';
import { mathLinkLabel } from '../../../lib/math-link-label';
import { isMissing } from '../../../lib/api-client';
import { LinkNotKnown } from './LinkNotKnown';
import { linkCrumbs } from './LinkCrumbs';
import { MirrorLink } from '../../../components/MirrorLink';
import { ProofChain } from './ProofChain';
import { linkPath, mirrored, type LinkSide } from './paths';
import { ItemHistory } from '../../../components/changes/ItemHistory';
import { ProblemMarks } from '../../../components/problems/ProblemMarks';

/** One end of the link: the space or the property, with its field. */
function LinkEnd({ heading, to, name, field }: { heading: string; to: string; name: string; field: ItemField }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p>
        <Link to={to} aria-label={mathLinkLabel(name)}>
          <MathText text={name} />
        </Link>
      </p>
      <p className="muted">{ITEM_FIELD_LABELS[field]}</p>
    </section>
  );
}

export function LinkDetail({ side }: { side: LinkSide }) {
  const { spaceId = '', propertyId = '' } = useParams();
  const link = useLink(spaceId, propertyId);
  const theorems = useTheorems();
  const properties = useProperties();
  const names = useMemo(() => new Map((properties.data ?? []).map((p) => [p.id, p.name])), [properties.data]);
  const spaces = useSpaces();
  const symbols = useMemo(() => new Map((spaces.data ?? []).map((s) => [s.id, s.symbol])), [spaces.data]);

  // 404: nothing stored, nothing computed (or an unknown side, which that page shows as Not found).
  if (isMissing(link.error)) return <LinkNotKnown side={side} spaceId={spaceId} propertyId={propertyId} />;
  return (
    <Page
      title={link.data ? `${link.data.space.symbol} · ${link.data.property.name}` : 'Link'}
      crumbs={() => linkCrumbs(side, link.data!)}
      queries={[link, theorems, properties]}
    >
      {() => {
        const view = link.data!;
        const { space, property } = view;
        const theoremIds = [...new Set(view.computations.map((c) => c.theoremId))];
        const computedBy = theorems.data!.filter((t) => theoremIds.includes(t.id));
        const byId = new Map(theorems.data!.map((t) => [t.id, t]));
        return (
          <>
            <div className="title-row">
              <h1 className="math-title">
                {side === 'space' ? (
                  <>
                    <MathText text={space.symbol} /> <span className="title-sep">·</span> <MathText text={property.name} />
                  </>
                ) : (
                  <>
                    <MathText text={property.name} /> <span className="title-sep">·</span> <MathText text={space.symbol} />
                  </>
                )}
              </h1>
              <MirrorLink to={linkPath(mirrored(side), space.id, property.id)} />
            </div>
            <p className="link-field">
              <span className="label">Field link type:</span> {view.field ? LINK_FIELD_LABELS[view.field] : 'Unknown'}{' '}
              {!view.link && <span className="computed-marker">(computed)</span>}
            </p>
            {view.contradictions && view.contradictions.length > 0 && (
              <div className="alert alert-danger" role="alert">
                <p>
                  The catalogue contradicts itself here: theorems{' '}
                  {[...new Set(view.contradictions.flatMap((c) => c.theoremIds))].map((id, index) => (
                    <span key={id}>
                      {index > 0 && ', '}
                      <Link to={`/theorem/${id}`}>
                        <MathText text={byId.get(id) ? theoremLabel(byId.get(id)!) : `Theorem ${id}`} />
                      </Link>
                    </span>
                  ))}{' '}
                  derive both that the space has and that it lacks this property.
                </p>
              </div>
            )}
            {view.link && <MathBlock text={view.link.description} />}
            {view.link && <ReferenceList references={view.link.references} />}

            <ProblemMarks spaceId={space.id} propertyId={property.id} />

            <div className="link-sides">
              <LinkEnd heading="Space" to={`/space/${space.id}`} name={space.symbol} field={space.field} />
              <LinkEnd heading="Property" to={`/property/${property.id}`} name={property.name} field={property.field} />
            </div>

            {computedBy.length > 0 && (
              <section aria-labelledby="link-theorems">
                <h2 id="link-theorems">Theorems</h2>
                <TheoremItems theorems={computedBy} names={names} />
              </section>
            )}

            <ProofChain
              proof={view.proof ?? []}
              context={{
                // A proof across spaces (a fact carried along a relation) names the other spaces too.
                spaceSymbol: (id) => (id === space.id ? space.symbol : (symbols.get(id) ?? `Space ${id}`)),
                propertyName: (id) => names.get(id) ?? `Property ${id}`,
                theorem: (id) => byId.get(id),
              }}
            />

            <ItemHistory path={`/space/${space.id}/property/${property.id}`} />
            {view.link && (
              <EditorFooter
                links={[
                  { label: 'Edit', to: `${linkPath(side, space.id, property.id)}/edit` },
                  { label: 'Delete', to: `${linkPath(side, space.id, property.id)}/delete` },
                ]}
              />
            )}
          </>
        );
      }}
    </Page>
  );
}
