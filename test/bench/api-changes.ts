/**
 * `npm run bench:api -- --changes`: the change log's reads at 100,000 changes
 * (issue 24: p99 ≤ 50 ms). The built server on a fresh PostgreSQL database
 * with the bench catalogue (300 spaces), 100,000 generated changes (updates
 * of the spaces with their states before and after, a tenth of them links
 * with consequences, some reviewed), then one client (BENCH_CONNECTIONS) asking for recent
 * changes (first page, a deep page, by kind, the review queue), a space's
 * history and one change. Prints p50/p99 per read.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { benchCatalogue } from './bench-catalogue';
import { CLI, percentile, psql, startServer, stopServer } from './bench-server';
const CHANGES = Number(process.env.BENCH_CHANGES) || 100_000;
const REQUESTS = 500;
/** BENCH_CONNECTIONS: concurrent clients (default 1: each answer's own latency, not the queue behind others on a small machine). */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 1;

/** The generated changes: a space update each, every tenth a link with consequences. */
function generate(): string {
  const state = (g: string, text: string) =>
    `json_build_object('id', 1 + ${g} % 300, 'symbol', '$X_{' || (1 + ${g} % 300) || '}$', 'norm', '', 'description', '${text} ' || ${g}, 'field', 'REAL_OR_COMPLEX', 'references', '[]'::json, 'version', ${g})`;
  return `insert into "change_log" ("kind", "action", "item_id", "subject_id", "property_id", "user_id", "version", "before", "after", "added", "removed", "subjects", "facts", "reviewed_by", "reviewed_at")
    select case when g % 10 = 0 then 'link' else 'space' end, 'update',
      case when g % 10 = 0 then null else 1 + g % 300 end,
      case when g % 10 = 0 then 1 + g % 300 else null end,
      case when g % 10 = 0 then 1 + g % 100 else null end,
      1, g + 1000, ${state('g', 'Before')}, ${state('g', 'After')},
      case when g % 10 = 0 then 12 else 0 end, case when g % 10 = 0 then 3 else 0 end, case when g % 10 = 0 then 1 else 0 end,
      case when g % 10 = 0 then json_build_array(json_build_object('kind', 'space', 'id', 1 + g % 300, 'added', '[[52,"REAL",true,false]]'::json, 'removed', '[]'::json)) else null end,
      case when g % 3 = 0 then 1 else null end, case when g % 3 = 0 then now() else null end
    from generate_series(1, ${CHANGES}) g`;
}

export async function main(): Promise<void> {
  const name = `api_changes_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'api-changes-'));
  psql(`CREATE DATABASE ${name}`);
  const url = `postgres://postgres@127.0.0.1:5432/${name}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATA_DIR: dataDir, DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', CATALOGUE_EMPTY: '1', SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  let child: ChildProcess | null = null;
  try {
    const catalogueFile = join(dataDir, 'bench-catalogue.json');
    writeFileSync(catalogueFile, JSON.stringify(benchCatalogue()));
    for (const args of [['create-admin', '--email', 'bench-admin@example.org', `--password=${randomBytes(12).toString('base64url')}`], ['seed', '--file', catalogueFile]]) {
      const cli = spawnSync(process.execPath, [CLI, ...args], { env, encoding: 'utf8' });
      if (cli.status !== 0) throw new Error(`${args[0]} failed: ${cli.stderr}${cli.stdout}`);
    }
    const started = Date.now();
    const insert = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-c', generate(), '-c', 'analyze "change_log"'], { encoding: 'utf8' });
    if (insert.status !== 0) throw new Error(`generating the changes failed: ${insert.stderr}`);
    console.log(`${CHANGES} changes generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const server = await startServer(env);
    child = server.child;
    const reads: Array<[string, string]> = [
      ['recent changes', '/api/changes'],
      ['page 1000', '/api/changes?offset=50000'],
      ['kind=link', '/api/changes?kind=link'],
      ['review queue', '/api/changes?unreviewed=true'],
      ['by editor', '/api/changes?user=editor%201&limit=20'],
      ['space history', '/api/space/7/history'],
      ['link history', '/api/space/10/property/10/history'],
      ['one change', `/api/changes/${Math.floor(CHANGES / 2)}`],
      ['Atom feed', '/api/changes.atom'],
    ];
    const rows = [];
    for (const [label, path] of reads) {
      // Warm-up (the first answers compile the route and fill PostgreSQL's caches): not measured.
      for (let i = 0; i < 20; i++) await (await fetch(`${server.baseUrl}${path}`)).arrayBuffer();
      const times: number[] = [];
      let next = 0;
      const worker = async () => {
        while (next++ < REQUESTS) {
          const t = performance.now();
          const res = await fetch(`${server.baseUrl}${path}`);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
          times.push(performance.now() - t);
        }
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, worker));
      rows.push({ read: label, path, 'p50 ms': percentile(times, 0.5), 'p99 ms': percentile(times, 0.99) });
    }
    console.log(`\nPostgreSQL, ${CHANGES} changes, ${REQUESTS} requests per read at ${CONNECTIONS} connections`);
    console.log(`(machine load average over the last minute at the end: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
    console.table(rows);
    console.log('Target (issue 24): /changes and an item’s history p99 ≤ 50 ms at 100,000 changes.');
  } finally {
    if (child) await stopServer(child);
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
