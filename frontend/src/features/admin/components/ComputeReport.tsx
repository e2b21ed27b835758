/**
 * The compute report, summary first: how many results the theorems compute,
 * per theorem and per property, contradictions and timings; then the results
 * themselves, one page at a time (ComputeRows), so 100,000 rows never typeset at once.
 */
import { Link } from 'react-router-dom';
import { MathText } from '../../../components/Math';
import { mathOnlyLabel } from '../../../lib/math-label';
import { readableText } from '../../../lib/readable-text';
import type { ReportSummary } from '../api/admin';
import { ComputeCounts } from './ComputeCounts';
import { ComputeRows } from './ComputeRows';

const number = (n: number) => n.toLocaleString('en');
/** Contradictions listed, at most (they come only from an import; the rest are in the table's theorems). */
const CONTRADICTIONS_SHOWN = 50;

export function ComputeReport({ summary }: { summary: ReportSummary }) {
  const contradictions = summary.contradictions;
  return (
    <section className="compute-report" aria-labelledby="compute-report">
      <h2 id="compute-report">Computed results</h2>
      <dl className="facts report-summary" aria-label="Summary">
        <dt>Computed results</dt>
        <dd data-testid="computed-results">{number(summary.computations)}</dd>
        <dt>Catalogue</dt>
        <dd>
          {number(summary.spaces)} spaces · {number(summary.properties)} properties · {number(summary.theorems)} theorems
        </dd>
        <dt>Facts</dt>
        <dd>
          {number(summary.facts)} known, {number(summary.computed)} of them computed
        </dd>
        {summary.relational.carried > 0 && (
          <>
            <dt>Through relations</dt>
            <dd data-testid="relational-facts">
              {number(summary.relational.carried)} carried from related spaces, {number(summary.relational.decided)} known only through relations
            </dd>
          </>
        )}
        <dt>Contradictions</dt>
        <dd>{number(contradictions.length)}</dd>
        <dt>Closure time</dt>
        <dd>
          {summary.closureMs.toFixed(1)} ms (last full closure) · knowledge base {summary.kbBuildMs.toFixed(1)} ms · this report{' '}
          {summary.reportMs.toFixed(0)} ms
        </dd>
      </dl>
      {contradictions.length > 0 && (
        <div className="alert alert-danger" role="alert">
          <p>Contradictions:</p>
          <ul>
            {contradictions.slice(0, CONTRADICTIONS_SHOWN).map((c) => (
              <li key={`${c.spaceId}-${c.propertyId}-${c.scalar}`}>
                <Link to={`/space/${c.spaceId}/property/${c.propertyId}`} aria-label={`${readableText(c.space)} · ${readableText(c.property)}`}>
                  <MathText text={c.space} /> · <MathText text={c.property} />
                </Link>{' '}
                ({c.scalar === 'REAL' ? 'real' : 'complex'}), theorems{' '}
                {c.theorems.map((t, i) => (
                  <span key={t.id}>
                    {i > 0 && ', '}
                    <Link to={`/theorem/${t.id}`} aria-label={mathOnlyLabel(t.name)}>
                      <MathText text={t.name} />
                    </Link>
                  </span>
                ))}
              </li>
            ))}
          </ul>
          {contradictions.length > CONTRADICTIONS_SHOWN && <p>… and {number(contradictions.length - CONTRADICTIONS_SHOWN)} more.</p>}
        </div>
      )}
      <div className="report-counts">
        <ComputeCounts title="Per theorem" counts={summary.byTheorem} path={(id) => `/theorem/${id}`} />
        <ComputeCounts title="Per property" counts={summary.byProperty} path={(id) => `/property/${id}`} />
      </div>
      <ComputeRows total={summary.computations} />
    </section>
  );
}
