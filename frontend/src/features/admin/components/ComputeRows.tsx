/**
 * The computed results, one page of 50 at a time from the server, filtered by
 * space, property and theorem (names match in the search normal form), with
 * the filtered rows as CSV or JSON downloads.
 *
 * Paging is instant: the next page is read and typeset while the reader looks
 * at this one, into a hidden table body (in the background, after this page
 * is shown), and the page before stays typeset too; Next or Previous only
 * shows the body that is ready instead of rendering 50 rows of names and
 * formulas after the click.
 */
import { memo, useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LINK_FIELD_LABELS } from '@contract';
import { FilterBox } from '../../../components/FilterBox';
import { MathText } from '../../../components/Math';
import { Pager } from '../../../components/Pager';
import { apiGet } from '../../../lib/api-client';
import { mathOnlyLabel } from '../../../lib/math-label';
import { useDebounced } from '../../../lib/use-debounced';
import { computeDownloadPath, computeRowsPath, type ReportFilter, type ReportPage, type ReportRow } from '../api/admin';

const PAGE = 50;

const readPage = (path: string) => () => apiGet<ReportPage>(path);
const unfiltered = (filter: ReportFilter) => !filter.space?.trim() && !filter.property?.trim() && !filter.theorem?.trim();

/** `total`: the summary's count of every result (the unfiltered table's length, known before its first page). */
export function ComputeRows({ total }: { total: number }) {
  const [filter, setFilter] = useState<ReportFilter>({ space: '', property: '', theorem: '' });
  const [offset, setOffset] = useState(0);
  const settled = useDebounced(filter);
  const path = computeRowsPath(settled, offset, PAGE);
  // The previous page stays up while the next one loads, so paging never blanks the table.
  const page = useQuery({ queryKey: [path], queryFn: readPage(path), placeholderData: keepPreviousData });
  // How many rows this filter keeps: known from the summary without a filter, so the
  // next page is asked for together with the first one instead of after it.
  const kept = page.isPlaceholderData ? undefined : (page.data?.total ?? (unfiltered(settled) ? total : undefined));
  const nextPath = computeRowsPath(settled, offset + PAGE, PAGE);
  const next = useQuery({ queryKey: [nextPath], queryFn: readPage(nextPath), enabled: kept !== undefined && offset + PAGE < kept });
  // The page before is only ever the one just left (or an earlier read): it is taken from the cache, never asked for.
  const previousPath = computeRowsPath(settled, Math.max(0, offset - PAGE), PAGE);
  const previous = useQuery({ queryKey: [previousPath], queryFn: readPage(previousPath), enabled: false });
  // The next page is typeset in a background render, after this one is on screen.
  const ahead = useDeferredValue(next.data);
  const shown = page.data;
  const bodies = [offset > 0 ? previous.data : undefined, shown, ahead].filter(
    (body, i, all): body is ReportPage => body !== undefined && all.indexOf(body) === i,
  );
  const change = (key: keyof ReportFilter) => (value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setOffset(0);
  };
  return (
    <section className="report-rows" aria-labelledby="report-rows">
      <h3 id="report-rows">Results</h3>
      <div className="filters" role="search" aria-label="Filter computed results">
        <FilterBox label="Space" value={filter.space ?? ''} onChange={change('space')} placeholder="e.g. ell2" />
        <FilterBox label="Property" value={filter.property ?? ''} onChange={change('property')} />
        <FilterBox label="Theorem" value={filter.theorem ?? ''} onChange={change('theorem')} />
      </div>
      <p className="downloads">
        Download {settled.space || settled.property || settled.theorem ? 'these results' : `all ${total.toLocaleString('en')} results`}:{' '}
        <a href={computeDownloadPath('csv', settled)} download>
          CSV
        </a>{' '}
        ·{' '}
        <a href={computeDownloadPath('json', settled)} download>
          JSON
        </a>
      </p>
      <Pager label="Computed results pages" total={shown?.total ?? 0} offset={shown?.offset ?? 0} pageSize={PAGE} onOffset={setOffset} />
      <div className="table-scroll" aria-busy={page.isFetching}>
        <table>
          <thead>
            <tr>
              <th scope="col">Space</th>
              <th scope="col">Property</th>
              <th scope="col">Theorem</th>
            </tr>
          </thead>
          {bodies.map((body) => (
            <tbody key={pageKey(body)} hidden={body !== shown}>
              <PageRows rows={body.rows} />
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}

/** A table body per page read: the same page keeps its typeset rows whether shown or hidden. */
const pageKeys = new WeakMap<ReportPage, number>();
let lastPageKey = 0;
function pageKey(page: ReportPage): number {
  let key = pageKeys.get(page);
  if (key === undefined) pageKeys.set(page, (key = ++lastPageKey));
  return key;
}

/** Rendered again only for another page's rows (showing or hiding its body does not). */
const PageRows = memo(function PageRows({ rows }: { rows: ReportRow[] }) {
  return rows.map((c) => (
    <tr key={c.id}>
      <td>
        <div className="report-cell">
          <Link to={`/space/${c.spaceId}`} aria-label={mathOnlyLabel(c.space)}>
            <MathText text={c.space} />
          </Link>
        </div>
      </td>
      <td>
        <div className="report-cell">
          <Link to={`/space/${c.spaceId}/property/${c.propertyId}`} aria-label={mathOnlyLabel(c.property)}>
            <MathText text={c.property} />
          </Link>{' '}
          <span className="atom-field">({LINK_FIELD_LABELS[c.field]})</span>
        </div>
      </td>
      <td>
        <div className="report-cell">
          <Link to={`/theorem/${c.theoremId}`} aria-label={mathOnlyLabel(c.theorem)}>
            <MathText text={c.theorem} />
          </Link>
        </div>
      </td>
    </tr>
  ));
});
