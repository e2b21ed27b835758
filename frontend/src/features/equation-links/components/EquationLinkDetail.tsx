/** An equation link from either side: has or lacks, stored and/or computed, description, references, its proof, and the mirror icon. */
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { isMissing } from '../../../lib/api-client';
import { MathBlock, MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { ReferenceList } from '../../../components/references/ReferenceList';
import { MirrorLink } from '../../../components/MirrorLink';
import { useEquationLinkView } from '../api/equation-links';
import { equationLinkCrumbs, equationLinkPath, mirroredSide, type EquationLinkSide } from './paths';
import { ItemHistory } from '../../../components/changes/ItemHistory';
import { EquationLinkProof } from './EquationProof';

export function EquationLinkDetail({ side }: { side: EquationLinkSide }) {
  const { equationId = '', propertyId = '' } = useParams();
  const { link, equation, property, queries } = useEquationLinkView(equationId, propertyId);
  // 404 on the link alone: both sides exist and no link is stored, so it is not known.
  const notKnown = isMissing(link.error);
  return (
    <Page
      title={equation.data && property.data ? `${equation.data.name} · ${property.data.name}` : 'Link'}
      crumbs={() => equationLinkCrumbs(side, equation.data!, property.data!)}
      queries={notKnown ? [equation, property] : queries}
    >
      {() => {
        const e = equation.data!;
        const p = property.data!;
        if (notKnown) return <EquationLinkNotKnown side={side} equation={e} property={p} />;
        const l = link.data!;
        const path = equationLinkPath(side, e.id, p.id);
        return (
          <>
            <div className="title-row">
              <h1 className="math-title">
                {side === 'equation' ? (
                  <>
                    <MathText text={e.name} /> <span className="title-sep">·</span> <MathText text={p.name} />
                  </>
                ) : (
                  <>
                    <MathText text={p.name} /> <span className="title-sep">·</span> <MathText text={e.name} />
                  </>
                )}
              </h1>
              <MirrorLink to={equationLinkPath(mirroredSide(side), e.id, p.id)} />
            </div>
            <p className="link-field">
              <Link to={`/differential-equation/${e.id}`}>
                <MathText text={e.name} />
              </Link>{' '}
              {l.hasProperty ? 'has' : 'lacks'} the property{' '}
              <Link to={`/differential-equation/property/${p.id}`}>
                <MathText text={p.name} />
              </Link>
              .
            </p>
            <p className="link-origin">{l.linked ? (l.computed ? 'Stored, and computed by the theorems.' : 'Stored.') : 'Computed by the theorems about differential equations (not stored).'}</p>
            <MathBlock text={l.description} />
            <ReferenceList references={l.references} />
            <EquationLinkProof proof={l.proof ?? []} equation={e} />
            {l.linked && <ItemHistory path={`/differential-equation/${equationId}/property/${propertyId}`} />}
            {l.linked && (
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

function EquationLinkNotKnown({ side, equation, property }: { side: EquationLinkSide; equation: { id: number; name: string }; property: { id: number; name: string } }) {
  const [first, second] = side === 'equation' ? [equation.name, property.name] : [property.name, equation.name];
  return (
    <>
      <div className="title-row">
        <h1 className="math-title">
          <MathText text={first} /> <span className="title-sep">·</span> <MathText text={second} />
        </h1>
        <MirrorLink to={equationLinkPath(mirroredSide(side), equation.id, property.id)} />
      </div>
      <p className="lead not-known">
        Not known: no link is stored for whether{' '}
        <Link to={`/differential-equation/${equation.id}`}>
          <MathText text={equation.name} />
        </Link>{' '}
        has the property{' '}
        <Link to={`/differential-equation/property/${property.id}`}>
          <MathText text={property.name} />
        </Link>
        .
      </p>
    </>
  );
}
