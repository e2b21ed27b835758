/** /differential-equation/{id}: the equation, then 'Has property(ies):' and 'Lacks property(ies):'. */
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathBlock, MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { CiteThisPage } from '../../cite/components/CiteThisPage';
import { ReferenceList } from '../../references/components/ReferenceList';
import type { EquationPropertyEntry } from '../../../lib/types';
import { useEquation, useEquationProperties } from '../api/equations';

function PropertyLinks({ id, entries }: { id: number; entries: EquationPropertyEntry[] }) {
  return (
    <ul className="item-list compact">
      {entries.map((entry) => (
        <li key={entry.differentialEquationProperty.id}>
          <Link to={`/differential-equation/${id}/property/${entry.differentialEquationProperty.id}`}>
            <MathText text={entry.differentialEquationProperty.name} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

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
            <section aria-labelledby="equation-has">
              <h2 id="equation-has">Has property(ies):</h2>
              <PropertyLinks id={e.id} entries={has} />
            </section>
            <section aria-labelledby="equation-lacks">
              <h2 id="equation-lacks">Lacks property(ies):</h2>
              <PropertyLinks id={e.id} entries={lacks} />
            </section>
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
