/**
 * `npm run bench:engine`: the reasoning engine against @pi-base/core's prover
 * on the same π-Base data, one run, printed as a table.
 *  1. full closure with proofs (ours: compile + semi-naive closure with first
 *     derivations; theirs: deduceTraits per space and scalar, proofs expanded);
 *  2. the KB build (DataScript) separately;
 *  3. 200 random single edits (link add/delete, theorem add/delete), each timed
 *     from check through apply to the views reflecting it (after 40 untimed
 *     warm-up edits);
 *  4. a catalogue ten times π-Base: closure time and heap.
 */
import { cpus, loadavg } from 'node:os';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { Engine } from '../../rules/engine';
import { KnowledgeBase } from '../../kb/knowledge-base';
import type { CatalogueChange, CatalogueRecords } from '../../kb/contract';
import { runProver } from './pibase-prover';
import { pibaseRecords } from './pibase-data';
import { Random } from './random';
import { scaledCatalogue } from './scaled-catalogue';

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

function time<T>(work: () => T): [T, number] {
  const start = performance.now();
  const result = work();
  return [result, performance.now() - start];
}

function median(values: number[]): number {
  return quantile(values, 0.5);
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 1)} ms`;
const rows: [string, string, string][] = [];
const row = (what: string, ours: string, theirs = '') => rows.push([what, ours, theirs]);

function closureBenchmark(records: CatalogueRecords): void {
  const runs = 5;
  const ours: number[] = [];
  const theirs: number[] = [];
  let derived = 0;
  let proverDerived = 0;
  time(() => Engine.build(records));
  time(() => runProver(records));
  for (let i = 0; i < runs; i++) {
    const [engine, t] = time(() => Engine.build(records));
    ours.push(t);
    derived = 0;
    for (const id of engine.spaceIds()) {
      const { closure } = engine.state(id)!;
      derived += closure.order.length - closure.storedCount;
    }
    const [result, u] = time(() => runProver(records));
    theirs.push(u);
    proverDerived = result.derived.length;
  }
  row('π-Base: facts derived beyond the stored ones', `${derived}`, `${proverDerived}`);
  row(`π-Base: full closure with proofs (median of ${runs})`, ms(median(ours)), ms(median(theirs)));
  row('π-Base: speed-up', `${(median(theirs) / median(ours)).toFixed(1)}×`);
  const engine = Engine.build(records);
  const [, analysis] = time(() => {
    for (const id of engine.spaceIds()) engine.storedComputed(id);
  });
  row('π-Base: + every fact\'s non-circular theorems (all spaces)', ms(analysis));
}

function kbBenchmark(records: CatalogueRecords): KnowledgeBase {
  // One warm-up build, then the median of 3 (as for the closure above).
  time(() => KnowledgeBase.build(records));
  const builds = [0, 1, 2].map(() => time(() => KnowledgeBase.build(records)));
  const totals = builds.map(([, t]) => t);
  const dataScript = builds.map(([kb]) => kb.timings.kbBuildMs);
  row('π-Base: KB build (engine closure + DataScript), median of 3', `${ms(median(totals))} (DataScript ${ms(median(dataScript))})`);
  return builds[2][0];
}

/** One random write of the given kind that the KB accepts (check finds no contradiction). */
function randomEdit(kind: number, records: CatalogueRecords, kb: KnowledgeBase, random: Random, nextTheoremId: () => number): CatalogueChange {
  for (;;) {
    let change: CatalogueChange;
    if (kind === 0) {
      const space = random.pick(records.spaces);
      const property = random.pick(records.properties);
      if (records.links.some((l) => l.spaceId === space.id && l.propertyId === property.id)) continue;
      change = { kind: 'link', link: { spaceId: space.id, propertyId: property.id, field: random.next() < 0.5 ? 'REAL' : 'NOT_REAL' } };
    } else if (kind === 1) {
      const link = random.pick(records.links);
      change = { kind: 'linkDeleted', spaceId: link.spaceId, propertyId: link.propertyId };
    } else if (kind === 2) {
      const properties = random.sample(records.properties, 3);
      const atom = (p: { id: number }) => ({ propertyId: p.id, field: random.next() < 0.7 ? ('REAL' as const) : ('NOT_REAL' as const) });
      change = { kind: 'theorem', theorem: { id: 0, name: null, conditions: properties.slice(0, 1 + random.int(2)).map(atom), conclusions: [atom(properties[2])] } };
    } else {
      change = { kind: 'theoremDeleted', theoremId: random.pick(records.theorems).id };
    }
    if (kb.check(change).length > 0) continue;
    if (change.kind === 'theorem') change = { kind: 'theorem', theorem: { ...change.theorem, id: nextTheoremId() } };
    return change;
  }
}

function track(records: CatalogueRecords, change: CatalogueChange): void {
  if (change.kind === 'link') records.links.push(change.link);
  if (change.kind === 'linkDeleted') records.links = records.links.filter((l) => l.spaceId !== change.spaceId || l.propertyId !== change.propertyId);
  if (change.kind === 'theorem') records.theorems.push(change.theorem);
  if (change.kind === 'theoremDeleted') records.theorems = records.theorems.filter((t) => t.id !== change.theoremId);
}

/** The views a reader would open after the write: the space's or property's list, and one link page. */
function readViews(kb: KnowledgeBase, change: CatalogueChange, records: CatalogueRecords): void {
  if (change.kind === 'link' || change.kind === 'linkDeleted') {
    const { spaceId, propertyId } = change.kind === 'link' ? change.link : change;
    kb.spaceProperties(spaceId);
    kb.link(spaceId, propertyId);
  } else if (change.kind === 'theorem' || change.kind === 'theoremDeleted') {
    const theorem = change.kind === 'theorem' ? change.theorem : records.theorems.find((t) => t.id === change.theoremId)!;
    const propertyId = theorem.conclusions[0].propertyId;
    kb.propertySpaces(propertyId);
    kb.link(records.spaces[0].id, propertyId);
  }
}

function incrementalBenchmark(base: CatalogueRecords, kb: KnowledgeBase): void {
  const records: CatalogueRecords = { ...base, links: [...base.links], theorems: [...base.theorems] };
  const random = new Random(20261120);
  let theoremId = Math.max(...records.theorems.map((t) => t.id));
  const kinds = ['link added', 'link deleted', 'theorem added', 'theorem deleted'];
  // Warm-up: 40 edits of the same mix, not timed, so the JIT has compiled the
  // write paths (DataScript's transact among them) as in a running server;
  // then a collection, so garbage from the phases before is not charged to the edits.
  const warmUp = new Random(4242);
  for (let i = 0; i < 40; i++) {
    const change = randomEdit(i % 4, records, kb, warmUp, () => ++theoremId);
    const before = i % 4 === 3 ? { ...records, theorems: [...records.theorems] } : records;
    kb.check(change);
    kb.apply(change);
    readViews(kb, change, before);
    track(records, change);
  }
  gc();
  const byKind: number[][] = kinds.map(() => []);
  const applyOnly: number[] = [];
  // CPU time as well: on a loaded machine wall time also counts waiting for a core.
  const cpu: number[] = [];
  for (let i = 0; i < 200; i++) {
    const kind = i % 4;
    const change = randomEdit(kind, records, kb, random, () => ++theoremId);
    const before = kind === 3 ? { ...records, theorems: [...records.theorems] } : records;
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    kb.check(change);
    const applied = performance.now();
    kb.apply(change);
    readViews(kb, change, before);
    const end = performance.now();
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    byKind[kind].push(end - start);
    applyOnly.push(end - applied);
    track(records, change);
  }
  const all = byKind.flat();
  row('Incremental: 200 edits, check + apply + views, p50 / p95', `${ms(median(all))} / ${ms(quantile(all, 0.95))}`);
  row('Incremental: apply + views only, p50 / p95', `${ms(median(applyOnly))} / ${ms(quantile(applyOnly, 0.95))}`);
  row('Incremental: CPU time per edit (process), p50 / p95', `${ms(median(cpu))} / ${ms(quantile(cpu, 0.95))}`);
  kinds.forEach((k, i) => row(`  ${k} (50), p50 / p95`, `${ms(median(byKind[i]))} / ${ms(quantile(byKind[i], 0.95))}`));
}

function scaleBenchmark(base: CatalogueRecords): void {
  const records = scaledCatalogue(base, 10);
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const [engine, t] = time(() => Engine.build(records));
  gc();
  const heap = process.memoryUsage().heapUsed - heapBefore;
  let facts = 0;
  for (const id of engine.spaceIds()) facts += engine.state(id)!.closure.order.length;
  row(
    `Scale ×10: ${records.spaces.length} spaces, ${records.properties.length} properties, ${records.theorems.length} theorems`,
    `${facts} facts`,
  );
  row('Scale ×10: full closure with proofs', ms(t));
  row('Scale ×10: engine heap used', `${(heap / 2 ** 20).toFixed(1)} MB`);
}

function print(): void {
  const header: [string, string, string] = ['measure', 'ours', '@pi-base/core 0.1.0'];
  const widths = [0, 1, 2].map((i) => Math.max(...[header, ...rows].map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

function main(): void {
  const records = pibaseRecords();
  closureBenchmark(records);
  const kb = kbBenchmark(records);
  incrementalBenchmark(records, kb);
  scaleBenchmark(records);
  const load = loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`Node ${process.version}, ${cpus().length} cores, load average ${load}, ${new Date().toISOString()}`);
  print();
}

main();
