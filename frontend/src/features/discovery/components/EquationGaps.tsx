/**
 * /gaps?kind=equation: every (equation, property) the catalogue leaves open,
 * ranked by what settling it would bring through the equation theorems
 * (GET /api/differential-equation/questions), filterable by equation and
 * property, a page at a time; an editor settles a gap from its row (the
 * equation link form, preset). The filters and the page are the URL.
 */
import { Link } from 'react-router-dom';
import type { EquationQuestionsView } from '@contract';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { Settling } from '../../../components/Settling';
import { FilterSelect } from '../../../components/FilterSelect';
import { useSettings } from '../../../lib/settings';
import { useGapFilters } from '../../../lib/use-gap-filters';
import { useEquationPropertyList } from '../../equation-properties/api/equation-properties';
import { useEquations } from '../../equations/api/equations';
import { useEquationQuestions } from '../api/discovery';
import { GapKinds } from './GapKinds';
import { spokenName } from './paths';

const PAGE = 50;
const TITLE = 'Gaps in the catalogue';

export function EquationGaps() {
  const { canEdit } = useSettings();
  const { values, offset, query, set } = useGapFilters(['property', 'equation'], PAGE);
  const { property, equation } = values;
  const questions = useEquationQuestions(query);
  const properties = useEquationPropertyList();
  const equations = useEquations();

  return (
    <Page title={TITLE} crumbs={[{ label: TITLE }]} queries={[questions, properties, equations]}>
      {() => {
        const answer = questions.data!;
        return (
          <>
            <h1>{TITLE}</h1>
            <GapKinds kind="equation" />
            <p className="lead">
              What the catalogue does not know yet about the differential equations: properties neither known to hold nor to fail for an equation,
              once the <Link to="/differential-equation/theorem">equation theorems</Link> have drawn their consequences. The gaps whose answer would
              teach the most come first; one whose answer would contradict the theorems is in fact settled the other way.
            </p>
            <form className="inline-field filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter the gaps">
              <FilterSelect id="equation-gaps-property" label="Property" value={property} onChange={(v) => set('property', v)} options={properties.data!} />
              <FilterSelect id="equation-gaps-equation" label="Equation" value={equation} onChange={(v) => set('equation', v)} options={equations.data!} />
            </form>
            {'errors' in answer ? (
              <div className="alert alert-danger" role="alert">
                {Object.values(answer.errors).join(' ')}
              </div>
            ) : (
              <GapList view={answer.view} offset={offset} canEdit={canEdit} onPage={(to) => set('offset', String(to))} />
            )}
          </>
        );
      }}
    </Page>
  );
}

function GapList({ view, offset, canEdit, onPage }: { view: EquationQuestionsView; offset: number; canEdit: boolean; onPage: (offset: number) => void }) {
  if (view.total === 0) return <p className="muted">No gaps here.</p>;
  return (
    <>
      <p className="muted" aria-live="polite">
        {offset + 1}–{Math.min(offset + PAGE, view.total)} of {view.total} gaps
      </p>
      <ol className="search-results questions" start={offset + 1}>
        {view.questions.map((q) => (
          <li key={`${q.equation.id}-${q.property.id}`}>
            Does{' '}
            <Link to={`/differential-equation/${q.equation.id}`} aria-label={spokenName(q.equation.name)}>
              <MathText text={q.equation.name} />
            </Link>{' '}
            have{' '}
            <Link to={`/differential-equation/property/${q.property.id}`} aria-label={spokenName(q.property.name)}>
              <MathText text={q.property.name} />
            </Link>
            ? <Settling question={q} />
            {canEdit && <SettleLinks equationId={q.equation.id} propertyId={q.property.id} />}
          </li>
        ))}
      </ol>
      <nav aria-label="Pages" className="pager">
        <button type="button" disabled={offset === 0} onClick={() => onPage(Math.max(0, offset - PAGE))}>
          Previous
        </button>
        <button type="button" disabled={offset + PAGE >= view.total} onClick={() => onPage(offset + PAGE)}>
          Next
        </button>
      </nav>
    </>
  );
}

/** An editor's way to settle a gap: the equation link form with the property and the answer filled in. */
function SettleLinks({ equationId, propertyId }: { equationId: number; propertyId: number }) {
  const to = (has: boolean) => `/differential-equation/${equationId}/property/add?${new URLSearchParams({ property: String(propertyId), has: String(has) })}`;
  return (
    <span className="settle-links">
      {' '}
      Settle: <Link to={to(true)}>holds</Link> · <Link to={to(false)}>fails</Link>
    </span>
  );
}
