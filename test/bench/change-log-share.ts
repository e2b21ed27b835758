/**
 * What the writes bench's writes left in the change log, and what writing
 * one of its rows costs PostgreSQL, figures that the machine's load does not
 * swing as it swings latencies: the rows' bytes (in the table, TOAST
 * included, and in its indexes) and the time of the log's INSERT, replayed
 * row by row for the last REPLAYED rows under EXPLAIN ANALYZE (the same
 * columns as literals, as the server sends them; in one transaction, rolled
 * back). A build without the log (a baseline) has none.
 */
import { spawnSync } from 'node:child_process';

const REPLAYED = 200;
const COLUMNS = ['kind', 'action', 'item_id', 'subject_id', 'property_id', 'user_id', 'version', 'before', 'after', 'added', 'removed', 'subjects', 'facts', 'revert_of', 'replaced'];

export interface ChangeLogShare {
  rows: number;
  /** Bytes a row: its data, the table's pages (TOAST included), the indexes' pages. */
  rowBytes: number;
  tableBytes: number;
  indexBytes: number;
  /** Median µs of a row's INSERT: planning, execution (indexes included) and its triggers (foreign keys). */
  planMicros: number;
  executeMicros: number;
}

function sql(url: string, script: string): string | null {
  const run = spawnSync('psql', [url, '-X', '-q', '-tA', '-v', 'ON_ERROR_STOP=1'], { input: script, encoding: 'utf8' });
  return run.status === 0 ? run.stdout : null;
}

/** The change log's share on the database at `url` after a run; null without a change log (or rows in it). */
export function changeLogShare(url: string): ChangeLogShare | null {
  const sizes = sql(url, `select count(*), coalesce(avg(pg_column_size(c.*)), 0), pg_table_size('change_log'), pg_indexes_size('change_log') from "change_log" c;`);
  if (!sizes) return null;
  const [rows, rowBytes, table, indexes] = sizes.trim().split('|').map(Number);
  if (!rows) return null;
  // Each row as the INSERT the server sends (values as literals), newest first, timed by PostgreSQL and rolled back.
  const literal = COLUMNS.map((c) => `quote_nullable("${c}")`).join(` || ', ' || `);
  const insert = `'insert into "change_log" (${COLUMNS.map((c) => `"${c}"`).join(', ')}) values (' || ${literal} || ')'`;
  const timed = sql(url, `begin;
    create temporary table "replayed" ("plan" float8, "execution" float8);
    do $$ declare statement text; plan json; begin
      for statement in select ${insert} from "change_log" order by "id" desc limit ${REPLAYED} loop
        execute 'explain (analyze, format json) ' || statement into plan;
        insert into "replayed" values ((plan->0->>'Planning Time')::float8, (plan->0->>'Execution Time')::float8);
      end loop;
    end $$;
    select percentile_cont(0.5) within group (order by "plan"), percentile_cont(0.5) within group (order by "execution") from "replayed";
    rollback;`);
  const [plan, execution] = (timed ?? '0|0').trim().split('|').map(Number);
  return {
    rows,
    rowBytes: Math.round(rowBytes),
    tableBytes: Math.round(table / rows),
    indexBytes: Math.round(indexes / rows),
    planMicros: Math.round(plan * 1000),
    executeMicros: Math.round(execution * 1000),
  };
}
