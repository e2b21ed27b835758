/** /differential-equation/{id}: the equation, then 'Has property(ies):' and 'Lacks property(ies):'. */
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathBlock, MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { CiteThisPage } from '../../../components/cite/CiteThisPage';
import { ReferenceList } from '../../../components/references/ReferenceList';
import { FilteredGroups } from '../../../components/FilteredGroups';
import { mathOnlyLabel } from '../../../lib/math-label';
import { useEquation, useEquationProperties } from '../api/equations';
import { CompareControl } from '../../../components/CompareControl';
import { ItemHistory } from '../../../components/changes/ItemHistory';

export function EquationDetail() {
  const { id = '' } = useParams();
  const equation = useEquation(id);
  const properties = useEquationProperties(id);
  return (
    <Page
      title={equation.data?.name ?? 'Differential equation'}
      crumbs={() => [{ label: 'Differential Equations', to: '/differential-equation' }, { label: equation.data!.name }]}
      queries={[equation, properties]}
    >
      {() => {
        const e = equation.data!;
        const has = properties.data!.filter((p) => p.hasProperty);
        const lacks = properties.data!.filter((p) => !p.hasProperty);
        return (
          <>
            <h1 className="math-title">
              <MathText text={e.name} />
            </h1>
            <div className="equation-symbol">
              <MathBlock text={e.symbol} />
            </div>
            <dl className="facts">
              {e.variables && (
                <>
                  <dt>Variables</dt>
                  <dd>
                    <MathBlock text={e.variables} />
                  </dd>
                </>
              )}
              {e.parameters && (
                <>
                  <dt>Parameters</dt>
                  <dd>
                    <MathBlock text={e.parameters} />
                  </dd>
                </>
              )}
            </dl>
            <MathBlock text={e.description} />
            <ReferenceList references={e.references} />
            <FilteredGroups
              filterLabel="Filter properties"
              level={2}
              groups={[
                { id: 'equation-has', title: 'Has property(ies):', entries: has, empty: 'None yet.' },
                { id: 'equation-lacks', title: 'Lacks property(ies):', entries: lacks, empty: 'None yet.' },
              ]}
              nameOf={(entry) => entry.differentialEquationProperty.name}
              keyOf={(entry) => entry.differentialEquationProperty.id}
              listClassName="item-list compact"
              render={(entry) => (
                <>
                  <Link
                    to={`/differential-equation/${e.id}/property/${entry.differentialEquationProperty.id}`}
                    aria-label={mathOnlyLabel(entry.differentialEquationProperty.name)}
                  >
                    <MathText text={entry.differentialEquationProperty.name} />
                  </Link>
                  {/* Derived by the equation theorems, not stored. */}
                  {!entry.linked && <span className="muted"> (computed)</span>}
                </>
              )}
            />
            {/* What the catalogue does not know yet about this equation, ranked (the equations' gaps). */}
            <p>
              <Link to={`/gaps?kind=equation&equation=${e.id}`}>Gaps about this equation</Link>
            </p>
            <CompareControl id={e.id} kind="equation" />
            <ItemHistory path={`/differential-equation/${e.id}`} />
            <CiteThisPage kind="differential equation" id={e.id} title={e.name} path={`/differential-equation/${e.id}`} />
            <EditorFooter
              links={[
                { label: 'Edit', to: `/differential-equation/${e.id}/edit` },
                { label: 'Delete', to: `/differential-equation/${e.id}/delete` },
                { label: 'Add link to property', to: `/differential-equation/${e.id}/property/add` },
              ]}
            />
          </>
        );
      }}
    </Page>
  );
}
