/**
 * GET /api/query's figures in `npm run bench:api -- --catalogue pibase`
 * (issue 22's targets: the worked examples answer in ≤ 100 ms at π-Base
 * scale; a query that would run for minutes is stopped at its budget while
 * other requests keep their p99). The worked examples ("reflexive spaces
 * without an unconditional basis", "spaces where a theorem about the RNP
 * fired") are asked in their shape on the catalogue's own names (π-Base has
 * no "Reflexive"): the two properties with the most theorems. Each is asked 20 times, each time by a
 * URL of its own (an EDN comment tells them apart), so the read cache never
 * answers. Then a read is loaded with autocannon twice: alone, and while
 * pathological queries (catastrophic regular-expression backtracking) are
 * sent back to back and each stopped at its budget.
 */
import { autocannon, type Load } from './bench-server';

const RUNS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const PATHOLOGICAL = `[:find ?m :where [(re-pattern "(a+)+$") ?re] [(re-find ?re "${'a'.repeat(40)}!") ?m]]`;

interface Timed { title: string; medianMs: number; maxMs: number; rows: number }

export interface QueryFigures { examples: Timed[]; pathological: { stoppedMs: number[]; message: string }; alone: Load; meanwhile: Load }

export async function queryFigures(baseUrl: string, read: string): Promise<QueryFigures> {
  const get = async <T>(path: string): Promise<T> => (await fetch(baseUrl + path)).json() as Promise<T>;
  const theorems = await get<{ conditions: { propertyId: number }[]; conclusions: { propertyId: number }[] }[]>('/api/theorem');
  const uses = new Map<number, number>();
  for (const t of theorems) for (const a of [...t.conditions, ...t.conclusions]) uses.set(a.propertyId, (uses.get(a.propertyId) ?? 0) + 1);
  const [first, second] = [...uses].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
  const name = async (id: number) => JSON.stringify((await get<{ name: string }>(`/api/property/${id}`)).name);
  const [a, b] = [await name(first), await name(second)];
  const examples = [
    {
      title: `spaces with ${a} and without ${b}`,
      query: `[:find ?symbol :where [?r :property/name ${a}] [?r :property/id ?p] [?u :property/name ${b}] [?u :property/id ?q] (holds ?space ?p "REAL" true) (holds ?space ?q "REAL" false) [?s :space/id ?space] [?s :space/symbol ?symbol]]`,
    },
    {
      title: `spaces where a theorem about ${a} fired`,
      query: `[:find ?symbol ?theorem :where [?p :property/name ${a}] [?p :property/id ?id] (or [?t :theorem/condition ?id] [?t :theorem/conclusion ?id]) [?t :theorem/id ?theorem] (derived-by ?space ?property ?scalar ?theorem) [?s :space/id ?space] [?s :space/symbol ?symbol]]`,
    },
  ];
  const ask = async (q: string) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/query?q=${encodeURIComponent(q)}`);
    const body = (await response.json()) as { rows?: unknown[]; errors?: { q: string } };
    return { ms: performance.now() - started, status: response.status, body };
  };
  const timed: Timed[] = [];
  for (const { title, query } of examples) {
    // The first asks start the worker and warm it (not counted).
    await ask(`${query} ; warm-up`);
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < RUNS; i++) {
      const { ms, status, body } = await ask(`${query} ; run ${i}`);
      if (status !== 200) throw new Error(`${title}: ${status} ${JSON.stringify(body)}`);
      times.push(ms);
      rows = body.rows!.length;
    }
    times.sort((x, y) => x - y);
    timed.push({ title, medianMs: round(times[RUNS >> 1]), maxMs: round(times[RUNS - 1]), rows });
  }

  const alone = await autocannon(baseUrl + read, SECONDS);
  let loading = true;
  const stoppedMs: number[] = [];
  let message = '';
  const pathological = (async () => {
    for (let i = 0; loading; i++) {
      const { ms, status, body } = await ask(`${PATHOLOGICAL} ; ${i}`);
      if (status !== 400) throw new Error(`the pathological query answered ${status}`);
      stoppedMs.push(round(ms));
      message = body.errors!.q;
    }
  })();
  const meanwhile = await autocannon(baseUrl + read, SECONDS);
  loading = false;
  await pathological;
  return { examples: timed, pathological: { stoppedMs, message }, alone, meanwhile };
}

export function printQueryFigures(figures: QueryFigures, read: string): void {
  console.log('\nGET /api/query (target: the worked examples ≤ 100 ms; reads keep their p99 while a query is stopped at its budget)\n');
  console.log('| query | median | max | rows |');
  console.log('| --- | --- | --- | --- |');
  for (const e of figures.examples) console.log(`| ${e.title} | ${e.medianMs} ms | ${e.maxMs} ms | ${e.rows} |`);
  const { stoppedMs, message } = figures.pathological;
  console.log(`\npathological query (backtracking regular expression), ${stoppedMs.length} sent back to back: answered 400 after ${stoppedMs.join(', ')} ms ("${message}")`);
  console.log(`${read} alone: ${figures.alone.requestsPerSecond} req/s, p99 ${figures.alone.p99Ms} ms; meanwhile: ${figures.meanwhile.requestsPerSecond} req/s, p99 ${figures.meanwhile.p99Ms} ms`);
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
