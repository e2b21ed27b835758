/**
 * `npm run bench:preview`: how fast the link and theorem forms' preview
 * (POST /api/preview/link, /api/preview/theorem; issue 24, target ≤ 100 ms at
 * π-Base scale) answers on π-Base's catalogue (content/pibase, imported as an
 * admin does) served by the built server on a fresh embedded database. One
 * preview at a time from a second process, timed from request to the whole
 * answer, after a warm-up: new theorems (a random condition ⇒ a random
 * conclusion; every space is reached), edits of stored theorems (their
 * conditions, another conclusion), link saves (a random space, property and
 * field) and link deletions. A preview the theorems refute is a 400 with its
 * contradiction, which costs the same check: both are counted.
 * `-- --runs N` previews of each kind (default 100), `-- --scale K` K copies of π-Base.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { pibaseToBackup, type Pibase } from '../../backend/cli/commands/pibase-to-backup';
import { cli, embeddedTarget, loginAs, serverEnv, startServer, stopServer } from './bench-server';
import { PIBASE_FILE } from './pibase-data';
import { Random } from './random';
import { scaledBackup } from './scaled-backup';

const TARGET_MS = 100;
const WARM_UP = 20;

interface Atom { propertyId: number; field: string }
interface Backup {
  spaces: { id: number }[];
  properties: { id: number }[];
  spaceLinks: { spaceId: number; propertyId: number; field: string }[];
  theorems: { id: number; conditions: Atom[]; conclusions: Atom[] }[];
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '100' }, scale: { type: 'string', default: '1' } } });
  const runs = Number(values.runs);
  const scale = Number(values.scale);
  const backup = scaledBackup(pibaseToBackup(JSON.parse(readFileSync(PIBASE_FILE, 'utf8')) as Pibase) as never, scale) as unknown as Backup;
  const target = await embeddedTarget();
  const env = serverEnv(target);
  const email = 'bench-admin@example.org';
  const password = randomBytes(12).toString('base64url');
  cli(env, ['create-admin', '--email', email, `--password=${password}`]);
  const { child, baseUrl } = await startServer(env);
  try {
    const client = await loginAs(baseUrl, email, password);
    await client.post('/api/admin/import', backup);
    console.log(`π-Base ×${scale}: ${backup.spaces.length} spaces, ${backup.properties.length} properties, ${backup.spaceLinks.length} links, ${backup.theorems.length} theorems (embedded database)`);

    const random = new Random(24);
    const propertyIds = backup.properties.map((p) => p.id);
    const has = scale === 1 ? 'REAL' : 'REAL_AND_COMPLEX';
    const lacks = scale === 1 ? 'NOT_REAL' : 'NOT_REAL_AND_NOT_COMPLEX';
    const kinds: Record<string, () => [string, unknown]> = {
      'new theorem': () => {
        const [p, q] = random.sample(propertyIds, 2);
        return ['/api/preview/theorem', { conditions: [{ propertyId: p, field: random.pick([has, lacks]) }], conclusions: [{ propertyId: q, field: random.pick([has, lacks]) }] }];
      },
      'theorem edit': () => {
        const theorem = random.pick(backup.theorems);
        const used = new Set(theorem.conditions.map((a) => a.propertyId));
        const other = random.pick(propertyIds.filter((id) => !used.has(id)));
        return ['/api/preview/theorem', { id: theorem.id, conditions: theorem.conditions, conclusions: [{ propertyId: other, field: theorem.conclusions[0].field }] }];
      },
      'link save': () => {
        const space = random.pick(backup.spaces);
        return ['/api/preview/link', { spaceId: space.id, propertyId: random.pick(propertyIds), field: random.pick(scale === 1 ? ['REAL', 'NOT_REAL'] : ['REAL']) }];
      },
      'link delete': () => {
        const link = random.pick(backup.spaceLinks);
        return ['/api/preview/link', { spaceId: link.spaceId, propertyId: link.propertyId, field: null }];
      },
    };
    const preview = async (path: string, body: unknown): Promise<{ ms: number; status: number; facts: number }> => {
      const start = performance.now();
      const res = await client.send(path, body);
      const answer = (await res.json()) as { added?: number; removed?: number };
      const ms = performance.now() - start;
      if (res.status !== 200 && res.status !== 400) throw new Error(`${path} ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(answer)}`);
      return { ms, status: res.status, facts: (answer.added ?? 0) + (answer.removed ?? 0) };
    };
    for (let i = 0; i < WARM_UP; i++) for (const make of Object.values(kinds)) await preview(...make());

    console.log(`\n${runs} previews of each kind, one at a time; ${cpus().length} × ${cpus()[0]?.model.trim()}, load ${loadavg()[0].toFixed(1)}`);
    console.log('kind           p50 ms   p99 ms   max ms   refused (400)   facts changed (median)');
    const all: number[] = [];
    for (const [kind, make] of Object.entries(kinds)) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await preview(...make()));
      const times = results.map((r) => r.ms);
      all.push(...times);
      const refused = results.filter((r) => r.status === 400).length;
      const facts = quantile(results.filter((r) => r.status === 200).map((r) => r.facts), 0.5) ?? 0;
      console.log(`${kind.padEnd(14)} ${quantile(times, 0.5).toFixed(1).padStart(6)}   ${quantile(times, 0.99).toFixed(1).padStart(6)}   ${Math.max(...times).toFixed(1).padStart(6)}   ${String(refused).padStart(13)}   ${String(facts).padStart(22)}`);
    }
    const p99 = quantile(all, 0.99);
    console.log(`\ntarget: a preview answers in ≤ ${TARGET_MS} ms at π-Base scale: p99 over all ${all.length} previews ${p99.toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms: ${p99 <= TARGET_MS ? 'met' : 'NOT met'}`);
  } finally {
    await stopServer(child);
    target.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
