/**
 * The scale benchmark (`npm run bench:api -- --catalogue pibase [--scale N]
 * [--database embedded|postgresql]`): π-Base's catalogue (content/pibase,
 * converted as `pibase-to-backup` does), or N copies of it
 * (scaled-backup.ts), imported as an admin does (POST /api/admin/import) into
 * a fresh database of the built server. Per read: requests/s and p99 with autocannon at 10
 * connections, the body size, and the share of the floor, an unmatched /api
 * route measured in the same run (before and after the reads); then the
 * page-load times in Chromium (page-load.ts). Results: docs/performance.md.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { pibaseToBackup, type Pibase } from '../../backend/cli/commands/pibase-to-backup';
import { discoveryRows } from './discovery-rows';
import { autocannon, cli, CONNECTIONS, embeddedTarget, loginAs, postgresTarget, serverEnv, startServer, stopServer, type Load } from './bench-server';
import { pageLoads } from './page-load';
import { PIBASE_FILE } from './pibase-data';
import { scaledBackup } from './scaled-backup';

const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const FLOOR = '/api/bench-unmatched-route';

interface Row extends Load { read: string; path: string; bodyBytes: number }

export async function runScaleBench({ scale, database }: { scale: number; database: string }): Promise<void> {
  if (!Number.isInteger(scale) || scale < 1 || scale > 20) throw new Error('--scale is a whole number from 1 to 20');
  const backup = scaledBackup(pibaseToBackup(JSON.parse(readFileSync(PIBASE_FILE, 'utf8')) as Pibase) as never, scale) as {
    spaces: unknown[]; properties: unknown[]; spaceLinks: unknown[]; theorems: unknown[];
  };
  const target = database === 'postgresql' ? await postgresTarget() : await embeddedTarget();
  try {
    const env = serverEnv(target);
    const email = 'bench-admin@example.org';
    const password = randomBytes(12).toString('base64url');
    cli(env, ['create-admin', '--email', email, '--password', password]);
    const { child, baseUrl } = await startServer(env);
    // Interrupted: the server (and its database) go too.
    const interrupted = () => {
      child.kill('SIGTERM');
      target.cleanup();
      process.exit(130);
    };
    process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
    try {
      const started = Date.now();
      await (await loginAs(baseUrl, email, password)).post('/api/admin/import', backup);
      console.log(
        `π-Base ×${scale}: ${backup.spaces.length} spaces, ${backup.properties.length} properties, ${backup.spaceLinks.length} links, ` +
          `${backup.theorems.length} theorems; imported in ${Date.now() - started} ms (${database})`,
      );
      const reads = await chooseReads(baseUrl);
      const rows: Row[] = [];
      const floors: Load[] = [await autocannon(baseUrl + FLOOR, SECONDS)];
      for (const [read, path, headers] of reads) {
        const bodyBytes = headers ? await wireBytes(baseUrl + path, headers) : (await (await fetch(baseUrl + path)).arrayBuffer()).byteLength;
        const figures = await autocannon(baseUrl + path, SECONDS, headers);
        rows.push({ read, path, bodyBytes, ...figures });
        console.log(`${read}: ${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms, ${kb(bodyBytes)}`);
      }
      floors.push(await autocannon(baseUrl + FLOOR, SECONDS));
      const floor = Math.round((floors[0].requestsPerSecond + floors[1].requestsPerSecond) / 2);
      const pages = await pageLoads(baseUrl, reads);

      console.log(`\nπ-Base ×${scale} (${database}), ${CONNECTIONS} connections, ${SECONDS} s per read, ${new Date().toISOString().slice(0, 10)}`);
      console.log(`machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB; load average at the end ${loadavg()[0].toFixed(1)}`);
      console.log(`floor (GET ${FLOOR}, 404): ${floors.map((f) => f.requestsPerSecond).join(' / ')} req/s, p99 ${floors.map((f) => f.p99Ms).join(' / ')} ms\n`);
      console.log('| read | req/s | p99 | body | share of floor |');
      console.log('| --- | --- | --- | --- | --- |');
      for (const r of rows) console.log(`| ${r.read} | ${r.requestsPerSecond} | ${r.p99Ms} ms | ${kb(r.bodyBytes)} | ${(r.requestsPerSecond / floor).toFixed(2)} |`);
      console.log('\n| page (Chromium, first content) | median of 3 |');
      console.log('| --- | --- |');
      for (const p of pages) console.log(`| ${p.page} | ${p.ms === null ? 'over 30 s' : `${p.ms} ms`} |`);
      const failed = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
      if (failed.length) throw new Error(`Requests failed on: ${failed.map((r) => r.read).join(', ')}`);
    } finally {
      await stopServer(child);
    }
  } finally {
    target.cleanup();
  }
}

/** The reads of issue 10's table and the item pages, on the busiest items. */
async function chooseReads(baseUrl: string): Promise<[string, string, Record<string, string>?][]> {
  const get = async <T>(path: string): Promise<T> => (await fetch(baseUrl + path)).json() as Promise<T>;
  const theorems = await get<{ id: number; conditions: { propertyId: number }[]; conclusions: { propertyId: number }[] }[]>('/api/theorem');
  const uses = new Map<number, number>();
  for (const t of theorems) for (const a of [...t.conditions, ...t.conclusions]) uses.set(a.propertyId, (uses.get(a.propertyId) ?? 0) + 1);
  const property = [...uses].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
  const spaces = await get<{ id: number }[]>('/api/space');
  // The space with the most known properties, among the first few (a full scan would take the bench's time).
  let space = spaces[0].id;
  let most = -1;
  for (const s of spaces.slice(0, 20)) {
    const n = (await get<unknown[]>(`/api/space/${s.id}/property`)).length;
    if (n > most) [space, most] = [s.id, n];
  }
  const entries = await get<{ property: { id: number }; computed: boolean }[]>(`/api/space/${space}/property`);
  const computed = entries.find((e) => e.computed)?.property.id ?? entries[0].property.id;
  const discovery = (await discoveryRows(baseUrl, 'discovery')).map((r): [string, string] => [`GET ${r.endpoint}`, r.path]);
  return [
    ['GET /api/theorem', '/api/theorem'],
    // What a browser gets: the same answer, compressed once per catalogue version.
    ['GET /api/theorem (gzip)', '/api/theorem', { 'Accept-Encoding': 'gzip' }],
    ['GET /api/theorem?propertyId=…', `/api/theorem?propertyId=${property}`],
    ['GET /api/space/{id}/property', `/api/space/${space}/property`],
    ['GET /api/property/{id}/space', `/api/property/${property}/space`],
    ['GET /api/space', '/api/space'],
    ['GET /api/property', '/api/property'],
    ['GET /api/space/{id}', `/api/space/${space}`],
    ['GET /api/theorem/{id}', `/api/theorem/${theorems[0].id}`],
    ['GET /api/space/{id}/property/{id} (proof)', `/api/space/${space}/property/${computed}`],
    ['GET /api/space?q=…&limit=50', '/api/space?q=compact&limit=50'],
    // Issue 11's reads (test/bench/discovery-rows.ts).
    ...discovery,
  ];
}

/** The size on the wire (fetch would decompress it). */
async function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  const { get } = await import('node:http');
  return new Promise((done, fail) => {
    get(url, { headers }, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => (n += chunk.length));
      res.on('end', () => done(n));
    }).on('error', fail);
  });
}

function kb(bytes: number): string {
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(bytes >= 100 * 1024 ? 0 : 1)} KB` : `${bytes} B`;
}
