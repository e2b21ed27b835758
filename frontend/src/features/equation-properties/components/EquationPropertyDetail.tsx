/** /differential-equation/property/{id}: the property and the equations that have or lack it. */
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathBlock, MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { CiteThisPage } from '../../cite/components/CiteThisPage';
import { ReferenceList } from '../../references/components/ReferenceList';
import type { PropertyEquationEntry } from '../../../lib/types';
import { useEquationProperty, usePropertyEquations } from '../api/equation-properties';
import { EQUATION_PROPERTIES } from './EquationPropertyList';

function EquationLinks({ propertyId, entries }: { propertyId: number; entries: PropertyEquationEntry[] }) {
  return (
    <ul className="item-list compact">
      {entries.map((entry) => (
        <li key={entry.differentialEquation.id}>
          <Link to={`/differential-equation/property/${propertyId}/differential-equation/${entry.differentialEquation.id}`}>
            <MathText text={entry.differentialEquation.name} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

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
            <section aria-labelledby="equations-having">
              <h2 id="equations-having">Equations that have this property:</h2>
              <EquationLinks propertyId={p.id} entries={has} />
            </section>
            <section aria-labelledby="equations-lacking">
              <h2 id="equations-lacking">Equations that lack this property:</h2>
              <EquationLinks propertyId={p.id} entries={lacks} />
            </section>
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
