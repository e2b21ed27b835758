/**
 * The discovery reads as rows of `npm run bench:api` (issue 11's targets:
 * formula search and compare p99 ≤ 50 ms, implications ≤ 100 ms): a
 * two-term formula, six spaces compared, and the implications of the
 * property whose answer is the largest. Before the load runs, every
 * property's implications (has and lacks) are asked once in turn, so the
 * sweep's slowest answer covers "any property", not just the one loaded.
 */

/** Properties swept at most. */
const SWEPT = 300;

export interface DiscoveryRow { endpoint: string; path: string }

interface Sweep { properties: number; p50Ms: number; p99Ms: number; maxMs: number; slowest: string }

/** Picks the requests from the catalogue the server holds; prints the sweep of every property's implications. */
export async function discoveryRows(baseUrl: string, target: string): Promise<DiscoveryRow[]> {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const properties = await get<{ id: number; name: string; field: string }[]>('/api/property');
  const spaces = await get<{ id: number }[]>('/api/space');
  const both = properties.filter((p) => p.field === 'REAL_OR_COMPLEX');
  if (both.length < 2 || spaces.length < 2) return [];

  // Past π-Base's size (--scale 10) the sweep would outlast the bench: a sample of properties.
  const { sweep, largest } = await sweepImplications(baseUrl, both.length <= SWEPT ? both : both.filter((_, i) => i % Math.ceil(both.length / SWEPT) === 0));
  console.log(
    `[${target}] implications of every property, has and lacks (${sweep.properties} requests, one at a time): ` +
      `p50 ${sweep.p50Ms} ms, p99 ${sweep.p99Ms} ms, max ${sweep.maxMs} ms (${sweep.slowest})`,
  );
  // A formula whose terms are both decided for many spaces: the two properties with the most spaces.
  const counts = await Promise.all(both.slice(0, 60).map(async (p) => ({ p, n: (await get<unknown[]>(`/api/property/${p.id}/space`)).length })));
  const [a, b] = counts.sort((x, y) => y.n - x.n).map((c) => c.p);
  const formula = encodeURIComponent(`${a.name} + ~${b.name}`);
  const compared = spaces.slice(0, 6).map((s) => `space=${s.id}`).join('&');
  return [
    { endpoint: 'search (formula, 2 terms)', path: `/api/search?formula=${formula}&field=both` },
    { endpoint: `compare (${Math.min(6, spaces.length)} spaces)`, path: `/api/compare?${compared}` },
    { endpoint: 'implications (largest answer)', path: largest },
  ];
}

async function sweepImplications(baseUrl: string, properties: { id: number; name: string }[]): Promise<{ sweep: Sweep; largest: string }> {
  const times: { ms: number; path: string }[] = [];
  let largest = { path: '', size: -1 };
  for (const p of properties) {
    for (const value of ['has', 'lacks']) {
      const path = `/api/property/${p.id}/implications?field=real&value=${value}`;
      const started = performance.now();
      const res = await fetch(`${baseUrl}${path}`);
      const body = await res.text();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${body}`);
      times.push({ ms, path });
      if (body.length > largest.size) largest = { path, size: body.length };
    }
  }
  const sorted = [...times].sort((x, y) => x.ms - y.ms);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].ms * 10) / 10;
  const slowest = sorted[sorted.length - 1];
  return {
    sweep: { properties: times.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: Math.round(slowest.ms * 10) / 10, slowest: slowest.path },
    largest: largest.path,
  };
}
