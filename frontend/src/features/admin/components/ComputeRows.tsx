/**
 * The computed results, one page of 50 at a time from the server, filtered by
 * space, property and theorem (names match in the search normal form), with
 * the filtered rows as CSV or JSON downloads.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { LINK_FIELD_LABELS } from '@rules/fields';
import { FilterBox } from '../../../components/FilterBox';
import { MathText } from '../../../components/Math';
import { Pager } from '../../../components/Pager';
import { apiGet } from '../../../lib/api-client';
import { mathOnlyLabel } from '../../../lib/math-label';
import { useDebounced } from '../../../lib/use-debounced';
import { computeDownloadPath, computeRowsPath, type ReportFilter, type ReportPage } from '../api/admin';

const PAGE = 50;

export function ComputeRows({ total }: { total: number }) {
  const [filter, setFilter] = useState<ReportFilter>({ space: '', property: '', theorem: '' });
  const [offset, setOffset] = useState(0);
  const settled = useDebounced(filter);
  const path = computeRowsPath(settled, offset, PAGE);
  // The previous page stays up while the next one loads, so paging never blanks the table.
  const page = useQuery({ queryKey: [path], queryFn: () => apiGet<ReportPage>(path), placeholderData: keepPreviousData });
  // The next page is read ahead while this one is read, so Next turns the page without waiting for the server.
  const queryClient = useQueryClient();
  const pageTotal = page.data?.total;
  useEffect(() => {
    if (pageTotal === undefined || offset + PAGE >= pageTotal) return;
    const next = computeRowsPath(settled, offset + PAGE, PAGE);
    void queryClient.prefetchQuery({ queryKey: [next], queryFn: () => apiGet<ReportPage>(next) }).catch(() => undefined);
  }, [queryClient, settled, offset, pageTotal]);
  const change = (key: keyof ReportFilter) => (value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setOffset(0);
  };
  const rows = page.data?.rows ?? [];
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
      <Pager label="Computed results pages" total={page.data?.total ?? 0} offset={page.data?.offset ?? 0} pageSize={PAGE} onOffset={setOffset} />
      <div className="table-scroll" aria-busy={page.isFetching}>
        <table>
          <thead>
            <tr>
              <th scope="col">Space</th>
              <th scope="col">Property</th>
              <th scope="col">Theorem</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to={`/space/${c.spaceId}`} aria-label={mathOnlyLabel(c.space)}>
                    <MathText text={c.space} />
                  </Link>
                </td>
                <td>
                  <Link to={`/space/${c.spaceId}/property/${c.propertyId}`} aria-label={mathOnlyLabel(c.property)}>
                    <MathText text={c.property} />
                  </Link>{' '}
                  <span className="atom-field">({LINK_FIELD_LABELS[c.field]})</span>
                </td>
                <td>
                  <Link to={`/theorem/${c.theoremId}`} aria-label={mathOnlyLabel(c.theorem)}>
                    <MathText text={c.theorem} />
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
