/**
 * `npm run bench:engine`, the equations' part (issue 26): an equation theorem
 * added until its consequences are visible, at the starter catalogue's scale
 * (target ≤ 50 ms) and at a generated ten times it (450 equations, 400
 * theorems; ≤ 200 ms), p50 / p95 of 40 random theorems after 10 untimed.
 *
 * Timed as the server does it (backend/src/differential-equation): the write
 * builds the equation reasoner from the catalogue, checks that the conditions
 * can hold and that nothing is contradicted; the next read builds the reasoner
 * of the new catalogue version and reads the conclusion's equation list (each
 * equation's fact, linked and computed) and one link page (its derivations and
 * proof). Database reads are not in it. A second row keeps one reasoner and
 * applies the theorem to it (check + apply + the same views), what the
 * equations would cost held in memory as the spaces are.
 */
import { runInNewContext } from 'node:vm';
import { Reasoner, type Atom, type KindCatalogue, type TheoremInput } from '../../rules';
import { scaledEquations, starterEquations } from './equation-catalogue';
import { Random } from './random';

type Row = (what: string, ours: string) => void;
type Target = (what: string, figure: string, met: boolean) => void;

const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 1)} ms`;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const build = (catalogue: KindCatalogue) => Reasoner.build({ equation: catalogue });
const equation = (id: number) => ({ kind: 'equation' as const, id });

/** The views a reader opens after the write: the conclusion's equation list and one equation's link page. */
function readViews(reasoner: Reasoner, catalogue: KindCatalogue, theorem: TheoremInput): number {
  const propertyId = theorem.conclusions[0].propertyId;
  let computed = 0;
  for (const id of reasoner.subjects('equation')) {
    const fact = reasoner.fact(equation(id), propertyId, 'REAL');
    if (fact && reasoner.isComputed(fact)) computed++;
  }
  const fact = { subject: equation(catalogue.subjects[0].id), propertyId, scalar: 'REAL' as const, value: true };
  if (reasoner.derivations(fact).computed) reasoner.proof(fact);
  return computed;
}

/** A random theorem (1–2 conditions, one conclusion, over one copy's properties) the catalogue accepts. */
function randomTheorem(reasoner: Reasoner, catalogue: KindCatalogue, random: Random, id: number): TheoremInput {
  for (;;) {
    const [p, q, r] = random.sample(catalogue.properties, 3);
    const atom = (x: { id: number }): Atom => ({ propertyId: x.id, field: random.next() < 0.7 ? 'REAL' : 'NOT_REAL' });
    const theorem = { id, conditions: [p, q].slice(0, 1 + random.int(2)).map(atom), conclusions: [atom(r)] };
    const check = reasoner.checkTheorem('equation', null, theorem.conditions, theorem.conclusions);
    if (check.derivations.some((d) => d.impossible)) continue;
    if (reasoner.check({ kind: 'theorem', subjectKind: 'equation', theorem }).contradictions.length === 0) return theorem;
  }
}

/** One theorem added the server's way: [ms, computed facts on the conclusion's list]. */
function rebuiltAdd(catalogue: KindCatalogue, theorem: TheoremInput): [number, number] {
  const start = performance.now();
  const before = build(catalogue);
  before.checkTheorem('equation', null, theorem.conditions, theorem.conclusions);
  before.check({ kind: 'theorem', subjectKind: 'equation', theorem });
  const after = build({ ...catalogue, theorems: [...catalogue.theorems, theorem] });
  const computed = readViews(after, catalogue, theorem);
  return [performance.now() - start, computed];
}

/** The same on a reasoner kept in memory. */
function heldAdd(reasoner: Reasoner, catalogue: KindCatalogue, theorem: TheoremInput): number {
  const start = performance.now();
  reasoner.checkTheorem('equation', null, theorem.conditions, theorem.conclusions);
  const change = { kind: 'theorem' as const, subjectKind: 'equation' as const, theorem };
  reasoner.check(change);
  reasoner.apply(change);
  readViews(reasoner, catalogue, theorem);
  return performance.now() - start;
}

function scaleRun(label: string, start: KindCatalogue, seed: number, limit: number, row: Row, target: Target): void {
  let catalogue = start;
  const held = build(catalogue);
  const random = new Random(seed);
  let id = Math.max(...catalogue.theorems.map((t) => t.id));
  const rebuilt: number[] = [];
  const kept: number[] = [];
  let reached = 0;
  // engine-bench.ts exposes gc before this runs; collected once after the warm-up, as its other timed edits are.
  const gc = runInNewContext('gc') as () => void;
  for (let i = 0; i < 50; i++) {
    if (i === 10) gc();
    const theorem = randomTheorem(held, catalogue, random, ++id);
    const [t, computed] = rebuiltAdd(catalogue, theorem);
    const u = heldAdd(held, catalogue, theorem);
    catalogue = { ...catalogue, theorems: [...catalogue.theorems, theorem] };
    if (i < 10) continue;
    rebuilt.push(t);
    kept.push(u);
    reached += computed;
  }
  const pq = (values: number[]) => `${ms(quantile(values, 0.5))} / ${ms(quantile(values, 0.95))}`;
  row(`Equations ${label}: ${start.subjects.length} equations, ${start.properties.length} properties, ${start.links.length} links, ${start.theorems.length} theorems`, '');
  row(`Equations ${label}: theorem added, rebuilt as the server does + views (40 after 10), p50 / p95`, pq(rebuilt));
  row(`Equations ${label}: theorem added to a reasoner held in memory + views, p50 / p95`, pq(kept));
  row(`Equations ${label}: computed facts on the conclusion's list, mean per theorem`, (reached / rebuilt.length).toFixed(1));
  const p95 = quantile(rebuilt, 0.95);
  target(`Equations ${label}: theorem added, consequences visible ≤ ${limit} ms (p95 of 40)`, `${ms(p95)} (p50 ${ms(quantile(rebuilt, 0.5))})`, p95 <= limit);
}

export function equationBenchmark(row: Row, target: Target): void {
  const starter = starterEquations();
  scaleRun('(starter)', starter, 2611, 50, row, target);
  scaleRun('×10', scaledEquations(starter, 10, 45), 26110, 200, row, target);
}
