/** One group of a formula search's answer (satisfy, fail, undecided), with its count. */
import type { ReactNode } from 'react';

export function ResultGroup({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="result-group">
      <h2 id={id}>
        {title} <span className="field-count">· {count}</span>
      </h2>
      {count === 0 ? <p className="muted">None.</p> : <ul className="search-results">{children}</ul>}
    </section>
  );
}
