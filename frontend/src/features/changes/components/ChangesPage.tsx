/**
 * /changes: recent changes, newest first, paged, filtered by kind, editor,
 * date and review (/changes?unreviewed=true is the review queue); each with
 * what it did to the known facts. The filters live in the URL, so a filtered
 * list can be shared and bookmarked.
 */
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CHANGE_KINDS } from '@contract';
import { Page } from '../../../components/Page';
import { Pager } from '../../../components/Pager';
import { ChangeLine } from '../../../components/changes/ChangeLine';
import { KIND_WORDS } from '../../../components/changes/change-words';
import { useDebounced } from '../../../lib/use-debounced';
import { useChanges } from '../api/changes';

const PAGE = 50;
const FILTERS = ['kind', 'user', 'since', 'until', 'unreviewed'] as const;

export function ChangesPage() {
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const queue = params.get('unreviewed') !== null && params.get('unreviewed') !== 'false';
  const query = new URLSearchParams({ limit: String(PAGE), offset: String(offset) });
  for (const name of FILTERS) {
    const value = params.get(name);
    if (name === 'unreviewed') {
      if (queue) query.set(name, 'true');
    } else if (value) query.set(name, name === 'until' || name === 'since' ? dayBound(value, name) : value);
  }
  const changes = useChanges(useDebounced(query.toString(), 250));
  const title = queue ? 'Review queue' : 'Recent changes';

  function set(name: string, value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('offset');
    setParams(next, { replace: true });
  }

  return (
    <div className="page changes-page">
      <h1>{title}</h1>
      <p className="muted">
        Every change to the catalogue, newest first, with what it did to the known facts.{' '}
        {queue ? <Link to="/changes">All changes</Link> : <Link to="/changes?unreviewed=true">Review queue (unreviewed changes)</Link>} ·{' '}
        <a href="/api/changes.atom" type="application/atom+xml">
          Atom feed
        </a>
      </p>
      <Filters params={params} onChange={set} />
      <Page title={title} queries={[changes]}>
        {() => (
          <>
            {changes.data!.changes.length === 0 ? (
              <p className="muted">No change matches.</p>
            ) : (
              <ul className="change-lines" aria-label={title}>
                {changes.data!.changes.map((change) => (
                  <ChangeLine key={change.id} change={change} />
                ))}
              </ul>
            )}
            <Pager label="Change pages" total={changes.data!.total} offset={offset} pageSize={PAGE} onOffset={(o) => set('offset', o ? String(o) : null)} noun="Changes" />
          </>
        )}
      </Page>
    </div>
  );
}

/** A date (yyyy-mm-dd) as the start (since) or end (until) of that day in the reader's time zone, as an ISO instant. */
function dayBound(value: string, name: 'since' | 'until'): string {
  const day = new Date(`${value}T00:00:00`);
  if (Number.isNaN(day.getTime())) return value;
  if (name === 'until') day.setDate(day.getDate() + 1);
  return day.toISOString();
}

function Filters({ params, onChange }: { params: URLSearchParams; onChange: (name: string, value: string | null) => void }) {
  const ids = { kind: useId(), user: useId(), since: useId(), until: useId(), unreviewed: useId() };
  return (
    <div className="filters list-tools" role="search" aria-label="Filter changes">
      <div className="filter-box">
        <label htmlFor={ids.kind}>Kind</label>
        <select id={ids.kind} value={params.get('kind') ?? ''} onChange={(e) => onChange('kind', e.target.value || null)}>
          <option value="">Any</option>
          {CHANGE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_WORDS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-box">
        <label htmlFor={ids.user}>Editor</label>
        <input id={ids.user} type="search" value={params.get('user') ?? ''} placeholder="display name, e.g. editor 2" onChange={(e) => onChange('user', e.target.value || null)} />
      </div>
      <div className="filter-box">
        <label htmlFor={ids.since}>From</label>
        <input id={ids.since} type="date" value={params.get('since') ?? ''} onChange={(e) => onChange('since', e.target.value || null)} />
      </div>
      <div className="filter-box">
        <label htmlFor={ids.until}>To</label>
        <input id={ids.until} type="date" value={params.get('until') ?? ''} onChange={(e) => onChange('until', e.target.value || null)} />
      </div>
      <div className="filter-box">
        <label htmlFor={ids.unreviewed}>
          <input
            id={ids.unreviewed}
            type="checkbox"
            checked={params.get('unreviewed') !== null && params.get('unreviewed') !== 'false'}
            onChange={(e) => onChange('unreviewed', e.target.checked ? 'true' : null)}
          />{' '}
          Unreviewed only
        </label>
      </div>
    </div>
  );
}
