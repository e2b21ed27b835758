/** Computed results per theorem (or per property), most first, ten at a time. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MathText } from '../../../components/Math';
import { Pager } from '../../../components/Pager';
import { mathOnlyLabel } from '../../../lib/math-label';
import type { ReportSummary } from '../api/admin';

const PAGE = 10;

interface ComputeCountsProps {
  title: string;
  /** The section's name for assistive technology (default: "Computed results per …"). */
  label?: string;
  counts: ReportSummary['byTheorem'];
  path: (id: number) => string;
}

export function ComputeCounts({ title, label, counts, path }: ComputeCountsProps) {
  const [offset, setOffset] = useState(0);
  return (
    <section className="report-count" aria-label={label ?? `Computed results ${title.toLowerCase()}`}>
      <h3>{title}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{title === 'Per theorem' ? 'Theorem' : 'Property'}</th>
            <th scope="col" className="number">
              Results
            </th>
          </tr>
        </thead>
        <tbody>
          {counts.slice(offset, offset + PAGE).map((c) => (
            <tr key={c.id}>
              <td>
                <Link to={path(c.id)} aria-label={mathOnlyLabel(c.name)}>
                  <MathText text={c.name} />
                </Link>
              </td>
              <td className="number">{c.count.toLocaleString('en')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager label={`${label ?? title} pages`} total={counts.length} offset={offset} pageSize={PAGE} onOffset={setOffset} />
    </section>
  );
}
