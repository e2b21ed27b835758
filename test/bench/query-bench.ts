/**
 * GET /api/query's figures in `npm run bench:api -- --catalogue pibase`
 * (issue 22's targets: the worked examples answer in ≤ 100 ms at π-Base
 * scale; a query that would run for minutes is stopped at its budget while
 * other requests keep their p99). The worked examples (kb/contract/query.ts)
 * are asked in their shape on the catalogue's own names (π-Base has no
 * "Reflexive"): the two properties with the most theorems for `holds` and
 * `derived-by`; the space with the most stored relations for `related` (none
 * without `--relations`: then the first space, and no rows); the starter
 * catalogue's differential equations for `equation-holds` and
 * `equation-derived-by`, and open-problem marks on some π-Base spaces for
 * `marked`, both added to the import (`withQueryKinds`). Each is asked 20
 * times, each time by a URL of its own (an EDN comment tells them apart), so
 * the read cache never answers. Then a read is loaded with autocannon twice:
 * alone, and while pathological queries (catastrophic regular-expression
 * backtracking) are sent back to back and each stopped at its budget.
 */
import { readFileSync } from 'node:fs';
import { starterCataloguePath } from '../../backend/src/catalogue/project-root';
import { autocannon, type Load } from './bench-server';

const RUNS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const PATHOLOGICAL = `[:find ?m :where [(re-pattern "(a+)+$") ?re] [(re-find ?re "${'a'.repeat(40)}!") ?m]]`;
/** Pathological queries each followed at once by an example. */
const AFTER_STOP_RUNS = 3;
/** Spaces given an open-problem mark for `marked`. */
const MARKED_SPACES = 40;

/** `stopped`: runs refused at the time budget (a loaded machine), timed at their refusal. */
interface Timed { title: string; medianMs: number; maxMs: number; rows: number; stopped: number }

/** `afterStopMs`: from a pathological query's refusal to the answer of the query sent next (a cheap example), each time. */
export interface QueryFigures { examples: Timed[]; afterStopMs: number[]; pathological: { stoppedMs: number[]; message: string }; alone: Load; meanwhile: Load }

interface QueryKindsBackup {
  spaces: { id: number }[];
  properties: { id: number }[];
  spaceLinks: { spaceId: number; propertyId: number }[];
  spaceProblems?: unknown[];
}

/**
 * The backup with what the equation and mark examples read: the starter
 * catalogue's differential equations (their properties, links and theorems;
 * π-Base has none) and an open problem (over the reals) on each of the first
 * spaces, on the first property it has no stored link of.
 */
export function withQueryKinds<B extends QueryKindsBackup>(backup: B): B {
  const starter = JSON.parse(readFileSync(starterCataloguePath(), 'utf8')) as Record<string, unknown>;
  // A mark needs a reference: the starter's first mark's.
  const references = (starter.spaceProblems as { references: unknown[] }[])[0].references;
  const linked = new Set(backup.spaceLinks.map((l) => `${l.spaceId}:${l.propertyId}`));
  const marks = backup.spaces.slice(0, MARKED_SPACES).flatMap(({ id }) => {
    const property = backup.properties.find((p) => !linked.has(`${id}:${p.id}`));
    if (!property) return [];
    return [{ spaceId: id, propertyId: property.id, scalar: 'REAL', status: 'OPEN', since: '', decidedBy: '', description: 'A benchmark mark.', references }];
  });
  return {
    ...backup,
    spaceProblems: [...(backup.spaceProblems ?? []), ...marks],
    differentialEquations: starter.differentialEquations,
    differentialEquationProperties: starter.differentialEquationProperties,
    differentialEquationLinks: starter.differentialEquationLinks,
    differentialEquationTheorems: starter.differentialEquationTheorems,
  };
}

export async function queryFigures(baseUrl: string, read: string): Promise<QueryFigures> {
  const get = async <T>(path: string): Promise<T> => (await fetch(baseUrl + path)).json() as Promise<T>;
  const theorems = await get<{ conditions: { propertyId: number }[]; conclusions: { propertyId: number }[] }[]>('/api/theorem');
  const uses = new Map<number, number>();
  for (const t of theorems) for (const a of [...t.conditions, ...t.conclusions]) uses.set(a.propertyId, (uses.get(a.propertyId) ?? 0) + 1);
  const [first, second] = [...uses].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
  const name = async (id: number) => JSON.stringify((await get<{ name: string }>(`/api/property/${id}`)).name);
  const [a, b] = [await name(first), await name(second)];
  const relations = await get<{ space: { id: number } }[]>('/api/relation');
  const relationsOf = new Map<number, number>();
  for (const r of relations) relationsOf.set(r.space.id, (relationsOf.get(r.space.id) ?? 0) + 1);
  const hub = [...relationsOf].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]?.[0] ?? (await get<{ id: number }[]>('/api/space'))[0].id;
  const examples = [
    {
      title: `spaces with ${a} and without ${b}`,
      query: `[:find ?symbol :where [?r :property/name ${a}] [?r :property/id ?p] [?u :property/name ${b}] [?u :property/id ?q] (holds ?space ?p "REAL" true) (holds ?space ?q "REAL" false) [?s :space/id ?space] [?s :space/symbol ?symbol]]`,
    },
    {
      title: `spaces where a theorem about ${a} fired`,
      query: `[:find ?symbol ?theorem :where [?p :property/name ${a}] [?p :property/id ?id] (or [?t :theorem/condition ?id] [?t :theorem/conclusion ?id]) [?t :theorem/id ?theorem] [?fact :fact/computed-by ?theorem] [?fact :fact/space ?space] [?s :space/id ?space] [?s :space/symbol ?symbol]]`,
    },
    {
      title: `spaces known to lack ${a} (stored or derived)`,
      query: `[:find ?symbol ?scalar :where [?p :property/name ${a}] [?p :property/id ?id] (holds ?space ?id ?scalar false) [?s :space/id ?space] [?s :space/symbol ?symbol]]`,
    },
    {
      title: `spaces that space ${hub} is a subspace (any kind) of (related)`,
      query: `[:find ?symbol ?kind :where (related ${hub} ?kind ?space "REAL" true) [?s :space/id ?space] [?s :space/symbol ?symbol]]`,
    },
    {
      title: 'equations derived to be nonlinear, and the theorem that says so (equation-holds)',
      query: `[:find ?equation ?theorem :where [?p :equation-property/name "Nonlinear"] [?p :equation-property/id ?nonlinear] (equation-holds ?e ?nonlinear true) (equation-derived-by ?e ?nonlinear ?t) [?x :equation/id ?e] [?x :equation/name ?equation] [?y :equation-theorem/id ?t] [?y :equation-theorem/name ?theorem]]`,
    },
    {
      title: 'open problems, with their spaces and properties (marked)',
      query: `[:find ?symbol ?property ?scalar :where (marked ?space ?p ?scalar "OPEN") [?s :space/id ?space] [?s :space/symbol ?symbol] [?q :property/id ?p] [?q :property/name ?property]]`,
    },
    {
      title: `the same as the second, through derived-by (reads the facts' properties and scalars too)`,
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
    let stopped = 0;
    for (let i = 0; i < RUNS; i++) {
      const { ms, status, body } = await ask(`${query} ; run ${i}`);
      // Stopped at the budget: counted, and the bench goes on (any other refusal is a fault of the bench).
      if (status === 400 && body.errors?.q.includes('time budget')) stopped++;
      else if (status !== 200) throw new Error(`${title}: ${status} ${JSON.stringify(body)}`);
      times.push(ms);
      if (status === 200) rows = body.rows!.length;
    }
    times.sort((x, y) => x - y);
    timed.push({ title, medianMs: round(times[RUNS >> 1]), maxMs: round(times[RUNS - 1]), rows, stopped });
  }

  // A query stopped at its budget, then at once an example (spaces known to lack …): how soon the server answers queries again.
  const afterStopMs: number[] = [];
  for (let i = 0; i < AFTER_STOP_RUNS; i++) {
    const stopped = await ask(`${PATHOLOGICAL} ; stop ${i}`);
    if (stopped.status !== 400) throw new Error(`the pathological query answered ${stopped.status}`);
    const next = await ask(`${examples[2].query} ; after stop ${i}`);
    if (next.status !== 200 || next.body.rows!.length !== timed[2].rows) throw new Error(`after a stop: ${next.status} ${JSON.stringify(next.body)}`);
    afterStopMs.push(round(next.ms));
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
  return { examples: timed, afterStopMs, pathological: { stoppedMs, message }, alone, meanwhile };
}

export function printQueryFigures(figures: QueryFigures, read: string): void {
  console.log('\nGET /api/query (target: the worked examples ≤ 100 ms; reads keep their p99 while a query is stopped at its budget)\n');
  console.log('| query | median | max | rows | stopped at the budget |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const e of figures.examples) console.log(`| ${e.title} | ${e.medianMs} ms | ${e.maxMs} ms | ${e.rows} | ${e.stopped} of ${RUNS} |`);
  console.log(`\nthe next query after one stopped at its budget (${figures.examples[2].title}), ${AFTER_STOP_RUNS} times: answered after ${figures.afterStopMs.join(', ')} ms`);
  const { stoppedMs, message } = figures.pathological;
  console.log(`\npathological query (backtracking regular expression), ${stoppedMs.length} sent back to back: answered 400 after ${stoppedMs.join(', ')} ms ("${message}")`);
  console.log(`${read} alone: ${figures.alone.requestsPerSecond} req/s, p99 ${figures.alone.p99Ms} ms; meanwhile: ${figures.meanwhile.requestsPerSecond} req/s, p99 ${figures.meanwhile.p99Ms} ms`);
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
