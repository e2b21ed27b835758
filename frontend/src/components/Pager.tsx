/**
 * Paging controls for a long list or table: which rows show ("Rows 51–100 of
 * 122,666") and first / previous / next / last. Only one page is ever rendered.
 */
interface PagerProps {
  /** Names the navigation landmark, e.g. "Computed results pages". */
  label: string;
  total: number;
  offset: number;
  pageSize: number;
  onOffset: (offset: number) => void;
  /** What is counted: "Rows 51–100 of 122,666", "Spaces 1–100 of 223". */
  noun?: string;
}

/** A count with thousands separators, as toLocaleString('en') writes it, without its first call's 5-10 ms (ICU's set-up) on a detail page's first paint. */
const number = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function Pager({ label, total, offset, pageSize, onOffset, noun = 'Rows' }: PagerProps) {
  const last = Math.max(0, Math.floor((total - 1) / pageSize) * pageSize);
  const shown = total === 0 ? `No ${noun.toLowerCase()}` : `${noun} ${number(offset + 1)}–${number(Math.min(total, offset + pageSize))} of ${number(total)}`;
  if (total <= pageSize && offset === 0) return <p className="pager-status muted">{shown}</p>;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button button-small" onClick={() => onOffset(0)} disabled={offset === 0}>
        First
      </button>
      <button type="button" className="button button-small" onClick={() => onOffset(Math.max(0, offset - pageSize))} disabled={offset === 0}>
        Previous
      </button>
      <span className="pager-status" aria-live="polite">
        {shown}
      </span>
      <button type="button" className="button button-small" onClick={() => onOffset(Math.min(last, offset + pageSize))} disabled={offset >= last}>
        Next
      </button>
      <button type="button" className="button button-small" onClick={() => onOffset(last)} disabled={offset >= last}>
        Last
      </button>
    </nav>
  );
}
