/**
 * One group of a formula search's answer (satisfy, fail, undecided), with its
 * count. A folded group (Fail: every failing space lists its reasons, which
 * made the page thousands of pixels tall) shows its count and renders its
 * entries only once opened.
 */
import type { ReactNode } from 'react';
import { LazyDetails } from '../../../components/LazyDetails';

export function ResultGroup({ id, title, count, folded = false, children }: { id: string; title: string; count: number; folded?: boolean; children: ReactNode }) {
  const list = <ul className="search-results">{children}</ul>;
  return (
    <section aria-labelledby={id} className="result-group">
      <h2 id={id}>
        {title} <span className="field-count">· {count}</span>
      </h2>
      {count === 0 ? <p className="muted">None.</p> : folded ? <LazyDetails summary={`Show the ${count} ${count === 1 ? 'entry' : 'entries'}`}>{list}</LazyDetails> : list}
    </section>
  );
}
