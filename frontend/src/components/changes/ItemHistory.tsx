/**
 * An item page's history (issue 24): who changed it, when, how, and what each
 * change did to the known facts; read when first opened. Items older than the
 * log say so, and items that came with an import name it.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LazyDetails } from '../LazyDetails';
import { Pager } from '../Pager';
import { HISTORY_PAGE, useItemHistory } from '../../features/changes/api/changes';
import { ChangeLine } from './ChangeLine';

export function ItemHistory({ path }: { path: string }) {
  return (
    <section className="item-history" aria-labelledby="item-history-heading">
      <h2 id="item-history-heading">History</h2>
      <LazyDetails summary="Who changed this page, when, and what it did">
        <HistoryList path={path} />
      </LazyDetails>
    </section>
  );
}

function HistoryList({ path }: { path: string }) {
  const [offset, setOffset] = useState(0);
  const history = useItemHistory(path, offset);
  if (!history.data) return <p className="muted" aria-busy="true">Reading the history…</p>;
  const { total, changes, createdBeforeHistory, cameWith } = history.data;
  const onLastPage = offset + HISTORY_PAGE >= total;
  return (
    <div data-testid="item-history">
      {changes.length > 0 && (
        <ul className="change-lines">
          {changes.map((change) => (
            <ChangeLine key={change.id} change={change} withItem={false} />
          ))}
        </ul>
      )}
      {total > HISTORY_PAGE && <Pager label="History pages" total={total} offset={offset} pageSize={HISTORY_PAGE} onOffset={setOffset} noun="Changes" />}
      {createdBeforeHistory && onLastPage && <p className="muted">Created before history was kept.</p>}
      {cameWith && onLastPage && (
        <p className="muted">
          Came with the catalogue {cameWith.action === 'restore' ? 'restored' : 'imported'} in <Link to={`/changes/${cameWith.id}`}>change {cameWith.id}</Link>.
        </p>
      )}
      <p>
        <Link to="/changes">All recent changes</Link>
      </p>
    </div>
  );
}
