/** The compute report: per derived result the space symbol, the property with its field, and the theorem. */
import { Link } from 'react-router-dom';
import { LINK_FIELD_LABELS } from '@rules/fields';
import { MathText } from '../../../components/Math';
import type { ComputeReport as Report } from '../../../lib/types';
import { useTheorems } from '../../theorems/api/theorems';
import { theoremLabel } from '../../theorems/components/TheoremStatement';

export function ComputeReport({ report }: { report: Report }) {
  const theorems = useTheorems();
  if (!theorems.isSuccess) return null;
  const spaces = new Map(report.spaces.map((s) => [s.id, s]));
  const properties = new Map(report.properties.map((p) => [p.id, p]));
  const byId = new Map(theorems.data.map((t) => [t.id, t]));
  const computations = [...report.computations].sort(
    (a, b) => (spaces.get(a.spaceId)?.symbol ?? '').localeCompare(spaces.get(b.spaceId)?.symbol ?? '') || a.propertyId - b.propertyId,
  );
  return (
    <section className="compute-report" aria-labelledby="compute-report">
      <h2 id="compute-report">Computed results</h2>
      <p className="muted">
        {report.computations.length} computed {report.computations.length === 1 ? 'result' : 'results'}
        {report.stats && <> · closure in {report.stats.closureMs.toFixed(1)} ms</>}
        {report.contradictions && report.contradictions.length > 0 && <> · {report.contradictions.length} contradictions</>}
      </p>
      {report.contradictions && report.contradictions.length > 0 && (
        <div className="alert alert-danger" role="alert">
          <p>Contradictions:</p>
          <ul>
            {report.contradictions.map((c, index) => (
              <li key={index}>
                <Link to={`/space/${c.spaceId}/property/${c.propertyId}`}>
                  <MathText text={spaces.get(c.spaceId)?.symbol ?? `Space ${c.spaceId}`} /> ·{' '}
                  <MathText text={properties.get(c.propertyId)?.name ?? `Property ${c.propertyId}`} />
                </Link>{' '}
                ({c.scalar === 'REAL' ? 'real' : 'complex'})
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Space</th>
              <th scope="col">Property</th>
              <th scope="col">Theorem</th>
            </tr>
          </thead>
          <tbody>
            {computations.map((c) => {
              const theorem = byId.get(c.theoremId);
              return (
                <tr key={c.id}>
                  <td>
                    <Link to={`/space/${c.spaceId}`}>
                      <MathText text={spaces.get(c.spaceId)?.symbol ?? `Space ${c.spaceId}`} />
                    </Link>
                  </td>
                  <td>
                    <Link to={`/space/${c.spaceId}/property/${c.propertyId}`}>
                      <MathText text={properties.get(c.propertyId)?.name ?? `Property ${c.propertyId}`} />
                    </Link>{' '}
                    <span className="atom-field">({LINK_FIELD_LABELS[c.field]})</span>
                  </td>
                  <td>
                    <Link to={`/theorem/${c.theoremId}`}>
                      <MathText text={theorem ? theoremLabel(theorem) : `Theorem ${c.theoremId}`} />
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
