/** /differential-equation/property/{id}: the property, the equations that have or lack it, and what it implies and what implies it. */
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathBlock, MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { CiteThisPage } from '../../../components/cite/CiteThisPage';
import { ReferenceList } from '../../../components/references/ReferenceList';
import { FilteredGroups } from '../../../components/FilteredGroups';
import { mathOnlyLabel } from '../../../lib/math-label';
import { useEquationProperty, usePropertyEquations } from '../api/equation-properties';
import { EQUATION_PROPERTIES } from './EquationPropertyList';
import { ItemHistory } from '../../../components/changes/ItemHistory';
import { PropertyImplications } from '../../../components/PropertyImplications';

export function EquationPropertyDetail() {
  const { id = '' } = useParams();
  const property = useEquationProperty(id);
  const equations = usePropertyEquations(id);
  return (
    <Page
      title={property.data?.name ?? EQUATION_PROPERTIES}
      crumbs={() => [{ label: EQUATION_PROPERTIES, to: '/differential-equation/property' }, { label: property.data!.name }]}
      queries={[property, equations]}
    >
      {() => {
        const p = property.data!;
        const has = equations.data!.filter((e) => e.hasProperty);
        const lacks = equations.data!.filter((e) => !e.hasProperty);
        return (
          <>
            <h1 className="math-title">
              <MathText text={p.name} />
            </h1>
            <MathBlock text={p.description} />
            <ReferenceList references={p.references} />
            <FilteredGroups
              filterLabel="Filter equations"
              level={2}
              groups={[
                { id: 'equations-having', title: 'Equations that have this property:', entries: has, empty: 'None yet.' },
                { id: 'equations-lacking', title: 'Equations that lack this property:', entries: lacks, empty: 'None yet.' },
              ]}
              nameOf={(entry) => entry.differentialEquation.name}
              keyOf={(entry) => entry.differentialEquation.id}
              listClassName="item-list compact"
              render={(entry) => (
                <>
                  <Link
                    to={`/differential-equation/property/${p.id}/differential-equation/${entry.differentialEquation.id}`}
                    aria-label={mathOnlyLabel(entry.differentialEquation.name)}
                  >
                    <MathText text={entry.differentialEquation.name} />
                  </Link>
                  {/* Derived by the equation theorems, not stored. */}
                  {!entry.linked && <span className="muted"> (computed)</span>}
                </>
              )}
            />
            <PropertyImplications property={p} kind="equation" />
            <ItemHistory path={`/differential-equation/property/${p.id}`} />
            <CiteThisPage kind="differential equation property" id={p.id} title={p.name} path={`/differential-equation/property/${p.id}`} />
            <EditorFooter
              links={[
                { label: 'Edit', to: `/differential-equation/property/${p.id}/edit` },
                { label: 'Delete', to: `/differential-equation/property/${p.id}/delete` },
              ]}
            />
          </>
        );
      }}
    </Page>
  );
}
