/**
 * The scale benchmark (`npm run bench:api -- --catalogue pibase [--scale N]
 * [--database embedded|postgresql]`): π-Base's catalogue (content/pibase,
 * converted as `pibase-to-backup` does), or N copies of it
 * (scaled-backup.ts), imported as an admin does (POST /api/admin/import) into
 * a fresh database of the built server. Per read: requests/s and p99 with autocannon at 10
 * connections, the body size, and the share of the floor, an unmatched /api
 * route measured in the same run (before and after the reads); then the
 * page-load times in Chromium (page-load.ts). Results: docs/performance.md.
 *
 * Every read is asked as a browser asks (Accept-Encoding: gzip, deflate, br);
 * the big lists are also asked uncompressed ("identity"), the theorem list
 * also as a client without brotli asks (gzip), and each body of
 * 50 KB or more is also sent, the same bytes, by a bare Node server
 * (bare-buffer.ts) in the same run: the ceiling for that body on this
 * machine. autocannon drops the bodies instead of decoding them
 * (autocannon-discard-bodies.ts): decoding was the limit. The server's CPU
 * time per request (Linux /proc) is printed too: it does not swing with the
 * neighbours' load as req/s does.
 *
 * `--reads theorem,property` measures only the reads whose name contains one
 * of the words (no Chromium, no discovery sweep unless named; `query`: the
 * Datalog queries, query-bench.ts): for iterating.
 * `--relations` (π-Base scale) imports the generated relations too and times
 * relations written through the API (api-relations.ts).
 * `--skip-pages` leaves out Chromium; `--pages-only` measures the pages alone
 * (no API reads before them, no discovery sweep): for iterating on the frontend.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg, totalmem } from 'node:os';
import { pibaseToBackup, type Pibase } from '../../backend/cli/commands/pibase-to-backup';
import { backupWithRelations, printRelationWrites, relationLoad, relationWrites } from './api-relations';
import { discoveryRows } from './discovery-rows';
import { autocannon, cli, CONNECTIONS, embeddedTarget, loginAs, postgresTarget, serverEnv, startServer, stopServer, type Load } from './bench-server';
import { pageLoads, printPageLoads } from './page-load';
import { printQueryFigures, queryFigures, withQueryKinds } from './query-bench';
import { PIBASE_FILE } from './pibase-data';
import { scaledBackup } from './scaled-backup';

const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const FLOOR = '/api/bench-unmatched-route';
/** What every browser sends: the big lists are measured as a browser asks for them. */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };
/** Bodies from this size on are also sent by a bare Node server (the ceiling). */
const CEILING_FROM_BYTES = 50 * 1024;
/** p99 targets of issue 10: π-Base scale, and 10× (share of the floor 0.5 and 0.25). */
const TARGETS = { 1: { share: 0.5, p99Ms: 50 }, 10: { share: 0.25, p99Ms: 100 } } as const;

type Read = [read: string, path: string, headers?: Record<string, string>];
interface Measured extends Load { cpuMicros: number | null }
interface Row extends Measured { read: string; path: string; bodyBytes: number; coding: string; ceiling: Measured | null }

/** `relations`: with the generated relations (api-relations.ts; π-Base scale only). */
export interface ScaleOptions { scale: number; database: string; reads?: string; skipPages?: boolean; pagesOnly?: boolean; relations?: boolean }

export async function runScaleBench({ scale, database, reads: only, skipPages, pagesOnly, relations }: ScaleOptions): Promise<void> {
  if (!Number.isInteger(scale) || scale < 1 || scale > 20) throw new Error('--scale is a whole number from 1 to 20');
  if (pagesOnly && (skipPages || only)) throw new Error('--pages-only goes with neither --skip-pages nor --reads');
  if (relations && scale !== 1) throw new Error('--relations is at π-Base scale (--scale 1)');
  const load = relations ? relationLoad() : null;
  const pibase = scaledBackup(pibaseToBackup(JSON.parse(readFileSync(PIBASE_FILE, 'utf8')) as Pibase) as never, scale);
  const words = only?.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean) ?? [];
  const measuresQueries = !pagesOnly && (!words.length || words.includes('query'));
  const withRelations = (load ? backupWithRelations(pibase, load) : pibase) as Parameters<typeof withQueryKinds>[0] & { theorems: unknown[] };
  // The Datalog queries' equation and mark examples need some (π-Base has none): added only when they are measured.
  const backup = measuresQueries ? withQueryKinds(withRelations) : withRelations;
  const target = database === 'postgresql' ? await postgresTarget() : await embeddedTarget();
  try {
    const env = serverEnv(target);
    const email = 'bench-admin@example.org';
    const password = randomBytes(12).toString('base64url');
    cli(env, ['create-admin', '--email', email, `--password=${password}`]);
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
      const session = await loginAs(baseUrl, email, password);
      await session.post('/api/admin/import', backup);
      console.log(
        `π-Base ×${scale}: ${backup.spaces.length} spaces, ${backup.properties.length} properties, ${backup.spaceLinks.length} links, ` +
          `${backup.theorems.length} theorems${load ? `, ${load.relations.length} relations` : ''}; imported in ${Date.now() - started} ms (${database})`,
      );
      const relationTimes = load ? await relationWrites(baseUrl, session, load) : null;
      if (relationTimes) printRelationWrites(relationTimes);
      if (pagesOnly) {
        const pages = await pageLoads(baseUrl, await chooseReads(baseUrl, words, false), { email, password });
        console.log(`\nπ-Base ×${scale} (${database}), pages only, ${new Date().toISOString().slice(0, 10)}`);
        console.log(`machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB; load average at the end ${loadavg()[0].toFixed(1)}\n`);
        printPageLoads(pages);
        return;
      }
      const reads = await chooseReads(baseUrl, words);
      const chosen = words.length ? reads.filter(([read]) => words.some((w) => read.toLowerCase().includes(w))) : reads;
      if (!chosen.length && !words.includes('query')) throw new Error(`--reads ${only}: no read's name contains these words`);
      const rows: Row[] = [];
      // The server's CPU time per request of one load (null without /proc).
      const measured = async (path: string, headers: Record<string, string> = {}): Promise<Measured> => {
        const cpuBefore = cpuTime(child.pid!);
        const figures = await autocannon(baseUrl + path, SECONDS, headers);
        const cpuAfter = cpuTime(child.pid!);
        const requests = figures.requestsPerSecond * SECONDS;
        return { ...figures, cpuMicros: cpuBefore !== null && cpuAfter !== null && requests > 0 ? Math.round((cpuAfter - cpuBefore) / requests) : null };
      };
      // A short warm-up first (JIT, sockets): a cold floor would flatter every share.
      await autocannon(baseUrl + FLOOR, 2);
      const floors = [await measured(FLOOR)];
      for (const [read, path, headers = {}] of chosen) {
        const { bytes: bodyBytes, coding } = await wireBytes(baseUrl + path, headers);
        const { cpuMicros, ...figures } = await measured(path, headers);
        const ceiling = bodyBytes >= CEILING_FROM_BYTES ? await bareBufferLoad(baseUrl + path, headers) : null;
        rows.push({ read, path, bodyBytes, coding, cpuMicros, ceiling, ...figures });
        console.log(
          `${read}: ${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms, ${kb(bodyBytes)} ${coding}` +
            `${cpuMicros === null ? '' : `, server CPU ${cpuMicros} µs/request`}${ceiling ? `; bare Node, same bytes: ${ceiling.requestsPerSecond} req/s, p99 ${ceiling.p99Ms} ms, CPU ${ceiling.cpuMicros ?? '–'} µs/request` : ''}`,
        );
      }
      floors.push(await measured(FLOOR));
      const spaceProperties = reads.find(([read]) => read === 'GET /api/space/{id}/property')![1];
      const queries = measuresQueries ? await queryFigures(baseUrl, spaceProperties) : null;
      const floor = Math.round((floors[0].requestsPerSecond + floors[1].requestsPerSecond) / 2);
      const pages = skipPages || words.length ? [] : await pageLoads(baseUrl, reads, { email, password });
      const target = TARGETS[scale as keyof typeof TARGETS];

      console.log(`\nπ-Base ×${scale} (${database}), ${CONNECTIONS} connections, ${SECONDS} s per read, ${new Date().toISOString().slice(0, 10)}`);
      console.log(`machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB; load average at the end ${loadavg()[0].toFixed(1)}`);
      console.log(`floor (GET ${FLOOR}, 404): ${floors.map((f) => f.requestsPerSecond).join(' / ')} req/s, p99 ${floors.map((f) => f.p99Ms).join(' / ')} ms, server CPU ${floors.map((f) => f.cpuMicros ?? '–').join(' / ')} µs per request\n`);
      if (target) console.log(`target (issue 10): share of floor ≥ ${target.share}, p99 ≤ ${target.p99Ms} ms\n`);
      console.log('| read | req/s | p99 | body | share of floor | server CPU per request | bare Node, same bytes |');
      console.log('| --- | --- | --- | --- | --- | --- | --- |');
      for (const r of rows) {
        const share = r.requestsPerSecond / floor;
        const missed = target && (share < target.share || r.p99Ms > target.p99Ms) ? ' (misses)' : '';
        console.log(
          `| ${r.read} | ${r.requestsPerSecond} | ${r.p99Ms} ms | ${kb(r.bodyBytes)}${r.coding === 'identity' ? '' : ` ${r.coding}`} | ${share.toFixed(2)}${missed} | ` +
            `${r.cpuMicros === null ? '–' : `${r.cpuMicros} µs`} | ${r.ceiling ? `${r.ceiling.requestsPerSecond} req/s, p99 ${r.ceiling.p99Ms} ms${r.ceiling.cpuMicros === null ? '' : `, ${r.ceiling.cpuMicros} µs`}` : '–'} |`,
        );
      }
      if (queries) printQueryFigures(queries, `GET ${spaceProperties}`);
      if (relationTimes) printRelationWrites(relationTimes);
      if (pages.length) {
        console.log('');
        printPageLoads(pages);
      }
      const failed = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
      if (failed.length) throw new Error(`Requests failed on: ${failed.map((r) => r.read).join(', ')}`);
    } finally {
      await stopServer(child);
    }
  } finally {
    target.cleanup();
  }
}

/** The reads of issue 10's table and the item pages, on the busiest items (the discovery rows only when wanted: they sweep first). */
async function chooseReads(baseUrl: string, words: string[], discoveryWanted = true): Promise<Read[]> {
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
  const discovering = discoveryWanted && (!words.length || words.some((w) => ['search', 'compare', 'implications'].some((d) => d.includes(w))));
  const discovery = discovering ? (await discoveryRows(baseUrl, 'discovery')).map((r): Read => [`GET ${r.endpoint}`, r.path, BROWSER]) : [];
  return [
    // As a browser asks: the answer compressed once per catalogue version. The big lists also uncompressed.
    ['GET /api/theorem', '/api/theorem', BROWSER],
    ['GET /api/theorem (identity)', '/api/theorem', {}],
    ['GET /api/theorem (gzip)', '/api/theorem', { 'Accept-Encoding': 'gzip' }],
    ['GET /api/theorem?propertyId=…', `/api/theorem?propertyId=${property}`, BROWSER],
    ['GET /api/space/{id}/property', `/api/space/${space}/property`, BROWSER],
    ['GET /api/property/{id}/space', `/api/property/${property}/space`, BROWSER],
    ['GET /api/space', '/api/space', BROWSER],
    ['GET /api/space (identity)', '/api/space', {}],
    ['GET /api/property', '/api/property', BROWSER],
    ['GET /api/property (identity)', '/api/property', {}],
    ['GET /api/space/{id}', `/api/space/${space}`, BROWSER],
    ['GET /api/theorem/{id}', `/api/theorem/${theorems[0].id}`, BROWSER],
    ['GET /api/space/{id}/property/{id} (proof)', `/api/space/${space}/property/${computed}`, BROWSER],
    ['GET /api/space?q=…&limit=50', '/api/space?q=compact&limit=50', BROWSER],
    // Issue 11's reads (test/bench/discovery-rows.ts).
    ...discovery,
  ];
}

/** The size on the wire and its content coding (fetch would decompress it). */
async function wireBytes(url: string, headers: Record<string, string>): Promise<{ bytes: number; coding: string }> {
  const { get } = await import('node:http');
  return new Promise((done, fail) => {
    get(url, { headers }, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => (n += chunk.length));
      res.on('end', () => done({ bytes: n, coding: String(res.headers['content-encoding'] ?? 'identity') }));
    }).on('error', fail);
  });
}

/** user + system CPU time of a process in µs, from /proc/<pid>/stat (clock ticks of 10 ms); null without /proc. */
function cpuTime(pid: number): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** A bare Node server sending the very bytes of a read (bare-buffer.ts), loaded like the read. */
async function bareBufferLoad(url: string, headers: Record<string, string>): Promise<Measured> {
  const env = { ...process.env, BODY_URL: url, BODY_HEADERS: JSON.stringify(headers) };
  const child = spawn(process.execPath, [join(__dirname, 'bare-buffer.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const url = await new Promise<string>((done, fail) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
        if (match) done(`http://127.0.0.1:${match[1]}/`);
      });
      child.on('exit', (code) => fail(new Error(`bare-buffer exited (${code}) before listening`)));
    });
    const cpuBefore = cpuTime(child.pid!);
    const figures = await autocannon(url, SECONDS);
    const cpuAfter = cpuTime(child.pid!);
    const requests = figures.requestsPerSecond * SECONDS;
    return { ...figures, cpuMicros: cpuBefore !== null && cpuAfter !== null && requests > 0 ? Math.round((cpuAfter - cpuBefore) / requests) : null };
  } finally {
    await stopBare(child);
  }
}

function stopBare(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

function kb(bytes: number): string {
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(bytes >= 100 * 1024 ? 0 : 1)} KB` : `${bytes} B`;
}
