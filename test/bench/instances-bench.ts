/**
 * `npm run bench:instances [-- --scale N]`: two server instances on one fresh
 * database of the PostgreSQL server on 127.0.0.1:5432, with π-Base (or N
 * copies of it) imported on A. Then WRITERS clients save stored links on A
 * (their description and field as stored: no contradiction, one KB change
 * each) for BENCH_SECONDS (default 10), and the bench prints A's writes/s and
 * the CPU time instance B spent meanwhile, only following A's commits (it
 * serves nothing): per second and per write. Then one last write and the ms
 * until B shows it. BENCH_SERVER=<path to main.js> runs another build (e.g.
 * an older commit's, for before/after in the same minutes).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { pibaseToBackup, type Pibase } from '../../backend/cli/commands/pibase-to-backup';
import { cli, loginAs, postgresAnswers, postgresTarget, SERVER, serverEnv, startServer, stopServer } from './bench-server';
import { PIBASE_FILE } from './pibase-data';
import { scaledBackup } from './scaled-backup';

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const WRITERS = Number(process.env.BENCH_WRITERS) || 4;

interface Link { spaceId: number; propertyId: number; field: string }

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > 20) throw new Error('--scale is a whole number from 1 to 20');
  if (!postgresAnswers()) throw new Error('no PostgreSQL on 127.0.0.1:5432');
  const server = process.env.BENCH_SERVER || SERVER;
  const backup = scaledBackup(pibaseToBackup(JSON.parse(readFileSync(PIBASE_FILE, 'utf8')) as Pibase) as never, scale) as {
    spaces: unknown[]; theorems: unknown[]; spaceLinks: Link[];
  };
  const target = await postgresTarget();
  const env = serverEnv(target);
  const [email, password] = ['bench-admin@example.org', 'bench-password-123'];
  cli(env, ['create-admin', '--email', email, `--password=${password}`]);
  const a = await startServer(env, { command: [process.execPath, server] });
  const b = await startServer({ ...env, DATA_DIR: `${env.DATA_DIR}-b` }, { command: [process.execPath, server] });
  try {
    const adminA = await loginAs(a.baseUrl, email, password);
    await adminA.post('/api/admin/import', backup);
    const links = backup.spaceLinks.filter((_, i) => i % 7 === 0);
    // B has taken the import (a rebuild, on any build) once it shows the last link saved.
    await until(b.baseUrl, links[0], 'import', 30_000);

    const cpuBefore = cpuMicros(b.child.pid!);
    let writes = 0;
    const end = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, w) => {
        for (let i = w; performance.now() < end; i += WRITERS) {
          const link = links[i % links.length];
          await adminA.post(`/api/space/${link.spaceId}/property/${link.propertyId}`, { field: link.field, description: `Bench save ${i}.` });
          writes++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // Let B finish what it heard before reading its CPU time.
    const last = links[1];
    const marker = `Bench last ${Date.now()}`;
    const t = performance.now();
    await adminA.post(`/api/space/${last.spaceId}/property/${last.propertyId}`, { field: last.field, description: marker });
    await until(b.baseUrl, last, marker, 30_000);
    const lagMs = performance.now() - t;
    const cpuMs = (cpuMicros(b.child.pid!)! - cpuBefore!) / 1000;
    console.log(
      `π-Base ×${scale} (${backup.spaces.length} spaces, ${backup.theorems.length} theorems), ${server === SERVER ? 'this build' : server}: ` +
        `A ${Math.round(writes / seconds)} writes/s (${writes} in ${seconds.toFixed(1)} s, ${WRITERS} writers); ` +
        `B's CPU ${Math.round(cpuMs / seconds)} ms/s, ${(cpuMs / writes).toFixed(2)} ms per write of A; one write seen on B after ${Math.round(lagMs)} ms`,
    );
    console.log(`(machine load average over the last minute at the end: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
  } finally {
    await stopServer(b.child);
    await stopServer(a.child);
    target.cleanup();
    rmSync(`${env.DATA_DIR}-b`, { recursive: true, force: true });
  }
}

/** Polls B until the link's description is `marker` (or, for 'import', the link exists). */
async function until(baseUrl: string, link: Link, marker: string, withinMs: number): Promise<void> {
  const end = Date.now() + withinMs;
  while (Date.now() < end) {
    const r = await fetch(`${baseUrl}/api/space/${link.spaceId}/property/${link.propertyId}`);
    if (r.status === 200) {
      const body = (await r.json()) as { link: { description: string } | null };
      if (body.link && (marker === 'import' || body.link.description === marker)) return;
    }
    await new Promise((done) => setTimeout(done, 5));
  }
  throw new Error(`B did not show ${marker} within ${withinMs} ms`);
}

/** user + system CPU time of a process in µs, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuMicros(pid: number): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
