/**
 * The compute report's part about the differential equations (GET
 * /api/admin/compute/equations): the facts the equation theorems compute,
 * linked and derived, per theorem and per property, and any contradiction.
 */
import { Link } from 'react-router-dom';
import type { EquationReportSummary } from '@contract';
import { MathText } from '../../../components/Math';
import { useApiQuery } from '../../../lib/use-api-query';
import { ComputeCounts } from './ComputeCounts';

const number = (n: number) => n.toLocaleString('en');
const EQ = '/differential-equation';

export function EquationComputeReport() {
  const report = useApiQuery<EquationReportSummary>('/api/admin/compute/equations');
  if (report.isError) return <p className="alert alert-danger">The equations’ report could not be read.</p>;
  if (!report.data) return <p className="muted">Reading the equations’ report…</p>;
  const summary = report.data;
  return (
    <section className="compute-report" aria-labelledby="compute-report-equations">
      <h2 id="compute-report-equations">Computed facts about differential equations</h2>
      <dl className="facts report-summary" aria-label="Equations summary">
        <dt>Computed results</dt>
        <dd data-testid="equation-computations">{number(summary.computations)}</dd>
        <dt>Catalogue</dt>
        <dd>
          {number(summary.equations)} equations · {number(summary.properties)} properties · {number(summary.theorems)} theorems
        </dd>
        <dt>Facts</dt>
        <dd data-testid="equation-facts">
          {number(summary.facts)} known: {number(summary.linked)} linked, {number(summary.derived)} only the theorems give
        </dd>
        <dt>Contradictions</dt>
        <dd>{number(summary.contradictions.length)}</dd>
        <dt>Time</dt>
        <dd>
          reasoner built from the database {summary.buildMs.toFixed(1)} ms · this report {summary.reportMs.toFixed(0)} ms
        </dd>
      </dl>
      {summary.contradictions.length > 0 && (
        <div className="alert alert-danger" role="alert">
          <p>Contradictions:</p>
          <ul>
            {summary.contradictions.map((c) => (
              <li key={`${c.equation.id}-${c.property.id}`}>
                <Link to={`${EQ}/${c.equation.id}/property/${c.property.id}`}>
                  <MathText text={c.equation.name} /> · <MathText text={c.property.name} />
                </Link>
                , theorems {c.theorems.map((t) => t.name).join(', ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="report-counts">
        <ComputeCounts title="Per theorem" label="Equation facts per theorem" counts={summary.byTheorem} path={(id) => `${EQ}/theorem/${id}`} />
        <ComputeCounts title="Per property" label="Equation facts per property" counts={summary.byProperty} path={(id) => `${EQ}/property/${id}`} />
      </div>
    </section>
  );
}
