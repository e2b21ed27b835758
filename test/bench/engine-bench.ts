/**
 * `npm run bench:engine`: the reasoner against @pi-base/core's prover on the
 * same π-Base data, and at ten times π-Base, printed as a table and then as
 * the targets with their figures:
 *  1. warm closure with proofs, median of 5 (a collection before each run);
 *  2. the knowledge base's build (closure, fact index, DataScript), warm;
 *  3. a build in a fresh process (what a server start or an import pays),
 *     median of 5 children: the reasoner alone, and the knowledge base
 *     (closure + DataScript materialisation) with its closure's share;
 *  4. 200 random single edits (link added/deleted, theorem added/deleted),
 *     each timed from check through apply to the views showing it, after 40
 *     untimed warm-up edits;
 *  5. ×10: a full build in a fresh process (wall time, the process's peak
 *     RSS and its heap after the build), then theorems added (check + apply
 *     + views);
 *  6. relations at 1× and ×10 (relation-bench.ts): builds without and with
 *     them, a relation or a theorem along relations added; `--relations`
 *     runs this step alone;
 *  7. equations (equation-bench.ts): an equation theorem added, at the
 *     starter's scale and at ten times it; `--equations` runs this step alone.
 *
 * `node engine-bench.js --fresh engine|kb|floor|scale` is the child of steps 3 and 5
 * (`--fresh relations …`, of step 6).
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { KnowledgeBase } from '../../kb/knowledge-base';
import type { CatalogueChange, CatalogueRecords } from '../../kb/records';
import { closeCatalogue } from './bench-reasoner';
import { equationBenchmark } from './equation-bench';
import { factFloorChild } from './fact-floor';
import { runProver } from './pibase-prover';
import { pibaseRecords } from './pibase-data';
import { Random } from './random';
import { freshRelationsChild, relationBenchmark } from './relation-bench';
import { scaledCatalogue } from './scaled-catalogue';

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

function time<T>(work: () => T): [T, number] {
  const start = performance.now();
  const result = work();
  return [result, performance.now() - start];
}

/** Process CPU time of the last `cpuTimed` run, in ms: less sensitive than wall time to a loaded machine. */
let lastCpu = 0;
function cpuTimed<T>(work: () => T): [T, number] {
  const start = process.cpuUsage();
  const [result, t] = time(work);
  const used = process.cpuUsage(start);
  lastCpu = (used.user + used.system) / 1000;
  return [result, t];
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
const median = (values: number[]) => quantile(values, 0.5);

const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 1)} ms`;
const rows: [string, string, string][] = [];
const row = (what: string, ours: string, theirs = '') => rows.push([what, ours, theirs]);

interface Target { what: string; figure: string; met: boolean }
const targets: Target[] = [];
const target = (what: string, figure: string, met: boolean) => targets.push({ what, figure, met });

function closureBenchmark(records: CatalogueRecords): void {
  const runs = 5;
  const ours: number[] = [];
  const theirs: number[] = [];
  const oursCpu: number[] = [];
  const theirsCpu: number[] = [];
  let derived = 0;
  let proverDerived = 0;
  // Each side's previous result stays alive through the next run, as a server
  // keeps its knowledge base while it builds the next: when every instance of
  // a class has died, V8 drops its hidden class and the code optimized for it
  // ("weak objects"), which a running server never sees.
  const alive: unknown[] = [closeCatalogue(records), runProver(records)];
  for (let i = 0; i < runs; i++) {
    gc();
    const [ourResult, t] = cpuTimed(() => closeCatalogue(records));
    ours.push(t);
    oursCpu.push(lastCpu);
    derived = ourResult.derived;
    gc();
    const [result, u] = cpuTimed(() => runProver(records));
    theirs.push(u);
    theirsCpu.push(lastCpu);
    proverDerived = result.derived.length;
    alive.splice(0, 2, ourResult, result);
  }
  row('π-Base: facts derived beyond the stored ones', `${derived}`, `${proverDerived}`);
  row(`π-Base: full closure with proofs, warm (median of ${runs})`, ms(median(ours)), ms(median(theirs)));
  row(`π-Base: full closure, CPU time (median of ${runs})`, ms(median(oursCpu)), ms(median(theirsCpu)));
  const speedUp = median(theirs) / median(ours);
  const cpuSpeedUp = median(theirsCpu) / median(oursCpu);
  row('π-Base: speed-up (wall / CPU)', `${speedUp.toFixed(1)}× / ${cpuSpeedUp.toFixed(1)}×`);
  target(
    `warm closure ≥ 20× @pi-base/core (median of ${runs})`,
    `${speedUp.toFixed(1)}× (${ms(median(ours))} vs ${ms(median(theirs))}); CPU ${cpuSpeedUp.toFixed(1)}×`,
    speedUp >= 20,
  );
}

function kbBenchmark(records: CatalogueRecords): KnowledgeBase {
  // The previous build stays alive through the next (see closureBenchmark).
  const alive = [KnowledgeBase.build(records)];
  const builds = [0, 1, 2].map(() => {
    gc();
    const build = cpuTimed(() => KnowledgeBase.build(records));
    alive[0] = build[0];
    return build;
  });
  const totals = builds.map(([, t]) => t);
  const beyond = builds.map(([kb, t]) => t - kb.timings.closureMs);
  row('π-Base: knowledge base build, warm (median of 3): total / beyond the closure', `${ms(median(totals))} / ${ms(median(beyond))}`);
  return builds[2][0];
}

/** A child's figures: wall ms, process CPU ms, then (kb) the closure's ms and the facts' load into DataScript after the build, or (scale) peak RSS, heap used and heap total in MB. */
function freshRun(what: 'engine' | 'kb' | 'scale' | 'floor', ...args: string[]): number[] {
  const out = execFileSync(process.execPath, [__filename, '--fresh', what, ...args], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return out.trim().split(' ').map(Number);
}

const FRESH_RUNS = 5;

function freshBenchmark(): void {
  const engine: number[] = [];
  const engineCpu: number[] = [];
  const kb: number[] = [];
  const kbCpu: number[] = [];
  const kbClosure: number[] = [];
  const kbFacts: number[] = [];
  for (let i = 0; i < FRESH_RUNS; i++) {
    const [wall, cpu] = freshRun('engine');
    engine.push(wall);
    engineCpu.push(cpu);
    const [total, totalCpu, closure, facts] = freshRun('kb');
    kb.push(total);
    kbCpu.push(totalCpu);
    kbClosure.push(closure);
    kbFacts.push(total + facts);
  }
  const spread = (values: number[]) => `${ms(median(values))} (quartiles ${ms(quantile(values, 0.25))}–${ms(quantile(values, 0.75))})`;
  row(`π-Base: build in a fresh process, reasoner alone (median of ${FRESH_RUNS})`, spread(engine));
  row(`π-Base: build in a fresh process, knowledge base (median of ${FRESH_RUNS})`, spread(kb));
  row(`  of which the closure (median of ${FRESH_RUNS})`, ms(median(kbClosure)));
  row('  CPU time (process, all threads): reasoner alone / knowledge base', `${ms(median(engineCpu))} / ${ms(median(kbCpu))}`);
  row(`π-Base: the same, then every fact with its first derivation into DataScript (what the first query after a build adds; median of ${FRESH_RUNS})`, spread(kbFacts));
  const floor = [4, 6].map((width) => [0, 1, 2].map(() => freshRun('floor', `${width}`)));
  const [facts, derived] = floor.map((runs) => ({ datoms: runs[0][0], cpu: median(runs.map(([, cpu]) => cpu)) }));
  row(`  DataScript's floor (fact-floor.ts, median of 3): from_serializable of the facts' ${facts.datoms} datoms alone / with first derivations (${derived.datoms}), CPU`, `${ms(facts.cpu)} / ${ms(derived.cpu)}`);
  target(`π-Base build (closure + DataScript records) in a fresh process ≤ 150 ms (median of ${FRESH_RUNS})`, spread(kb), median(kb) <= 150);
  target(`π-Base build with the facts in DataScript (closure + DataScript materialisation) in a fresh process ≤ 150 ms (median of ${FRESH_RUNS})`, spread(kbFacts), median(kbFacts) <= 150);
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

/** One edit from check through apply to the views: [wall ms, process CPU ms]. */
function timedEdit(kb: KnowledgeBase, change: CatalogueChange, records: CatalogueRecords): [number, number] {
  const before = change.kind === 'theoremDeleted' ? { ...records, theorems: [...records.theorems] } : records;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  kb.check(change);
  kb.apply(change);
  readViews(kb, change, before);
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpuStart);
  track(records, change);
  return [wall, (used.user + used.system) / 1000];
}

const pq = (values: number[]) => `${ms(median(values))} / ${ms(quantile(values, 0.95))}`;

function incrementalBenchmark(base: CatalogueRecords, kb: KnowledgeBase): void {
  const records: CatalogueRecords = { ...base, links: [...base.links], theorems: [...base.theorems] };
  let theoremId = Math.max(...records.theorems.map((t) => t.id));
  const kinds = ['link added', 'link deleted', 'theorem added', 'theorem deleted'];
  // Untimed warm-up of the same mix, so the write paths are compiled as in a running server.
  const warmUp = new Random(4242);
  for (let i = 0; i < 40; i++) timedEdit(kb, randomEdit(i % 4, records, kb, warmUp, () => ++theoremId), records);
  gc();
  const random = new Random(20261120);
  const byKind: number[][] = kinds.map(() => []);
  const cpu: number[] = [];
  for (let i = 0; i < 200; i++) {
    const [wall, used] = timedEdit(kb, randomEdit(i % 4, records, kb, random, () => ++theoremId), records);
    byKind[i % 4].push(wall);
    cpu.push(used);
  }
  row('Incremental: 200 edits, check + apply + views, p50 / p95', pq(byKind.flat()));
  row('Incremental: CPU time per edit (process), p50 / p95', pq(cpu));
  kinds.forEach((k, i) => row(`  ${k} (50), p50 / p95`, pq(byKind[i])));
  const added = byKind[2];
  target('π-Base: theorem added, visible consequences ≤ 50 ms (p95 of 50)', `${ms(quantile(added, 0.95))} (p50 ${ms(median(added))})`, quantile(added, 0.95) <= 50);
}

function scaleBenchmark(base: CatalogueRecords): void {
  const [wall, buildCpu, rss, heapUsed, heapTotal] = freshRun('scale');
  const records = scaledCatalogue(base, 10);
  row(`Scale ×10: ${records.spaces.length} spaces, ${records.properties.length} properties, ${records.links.length} links, ${records.theorems.length} theorems`, '');
  row('Scale ×10: knowledge base build in a fresh process (CPU time)', `${ms(wall)} (${ms(buildCpu)})`);
  row('Scale ×10: that process: peak RSS / heap used / heap total after the build', `${rss.toFixed(0)} / ${heapUsed.toFixed(0)} / ${heapTotal.toFixed(0)} MB`);
  target('×10: full build ≤ 3 s, peak RSS ≤ 1.5 GB (fresh process)', `${ms(wall)}, RSS ${rss.toFixed(0)} MB (heap ${heapUsed.toFixed(0)} MB)`, wall <= 3000 && rss <= 1536);
  const kb = KnowledgeBase.build(records);
  const random = new Random(10102026);
  let theoremId = Math.max(...records.theorems.map((x) => x.id));
  const added: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 50; i++) {
    if (i === 10) gc();
    const [t, used] = timedEdit(kb, randomEdit(2, records, kb, random, () => ++theoremId), records);
    if (i < 10) continue;
    added.push(t);
    cpu.push(used);
  }
  row('Scale ×10: theorem added, check + apply + views (40 after 10), p50 / p95', pq(added));
  row('Scale ×10: theorem added, CPU time (process), p50 / p95', pq(cpu));
  target('×10: theorem added, visible consequences ≤ 200 ms (p95 of 40)', `${ms(quantile(added, 0.95))} (p50 ${ms(median(added))})`, quantile(added, 0.95) <= 200);
}

/** Kept until the child exits, so the memory it reports is the built knowledge base's. */
const alive: unknown[] = [];

/** The child of `freshRun`: records loaded untimed, then one build timed. */
function freshChild(what: string): void {
  const base = pibaseRecords();
  if (what === 'scale') {
    const records = scaledCatalogue(base, 10);
    const [kb, t] = cpuTimed(() => KnowledgeBase.build(records));
    const { heapUsed, heapTotal } = process.memoryUsage();
    const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
    console.log(`${t.toFixed(3)} ${lastCpu.toFixed(3)} ${(process.resourceUsage().maxRSS / 1024).toFixed(1)} ${mb(heapUsed)} ${mb(heapTotal)}`);
    alive.push(kb);
    return;
  }
  if (what === 'kb') {
    const [kb, t] = cpuTimed(() => KnowledgeBase.build(base));
    const closure = kb.timings.closureMs;
    const [, facts] = time(() => kb.holdFacts());
    console.log(`${t.toFixed(3)} ${lastCpu.toFixed(3)} ${closure.toFixed(3)} ${facts.toFixed(3)}`);
    return;
  }
  const [, t] = cpuTimed(() => closeCatalogue(base).derived);
  console.log(`${t.toFixed(3)} ${lastCpu.toFixed(3)}`);
}

function print(): void {
  const header: [string, string, string] = ['measure', 'ours', '@pi-base/core 0.1.0'];
  const widths = [0, 1, 2].map((i) => Math.max(...[header, ...rows].map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log('');
  const tw = [Math.max(6, ...targets.map((t) => t.what.length)), Math.max(6, ...targets.map((t) => t.figure.length))];
  console.log(`| ${'target'.padEnd(tw[0])} | ${'figure'.padEnd(tw[1])} | met |`);
  console.log(`|${'-'.repeat(tw[0] + 2)}|${'-'.repeat(tw[1] + 2)}|-----|`);
  for (const t of targets) console.log(`| ${t.what.padEnd(tw[0])} | ${t.figure.padEnd(tw[1])} | ${(t.met ? 'yes' : 'no').padEnd(3)} |`);
}

function main(): void {
  const fresh = process.argv.indexOf('--fresh');
  if (fresh >= 0 && process.argv[fresh + 1] === 'relations') return freshRelationsChild(process.argv[fresh + 2], process.argv[fresh + 3]);
  if (fresh >= 0 && process.argv[fresh + 1] === 'floor') return factFloorChild(Number(process.argv[fresh + 2]));
  if (fresh >= 0) return freshChild(process.argv[fresh + 1]);
  const only = ['--equations', '--relations'].find((flag) => process.argv.includes(flag));
  if (!only) pibaseBenchmarks();
  if (only !== '--equations') relationBenchmark({ row, target });
  if (only !== '--relations') equationBenchmark(row, target);
  const load = loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`Node ${process.version}, ${cpus().length} cores, load average ${load}, ${new Date().toISOString()}`);
  print();
}

function pibaseBenchmarks(): void {
  // The fresh processes first, while this process leaves the machine alone.
  freshBenchmark();
  const records = pibaseRecords();
  closureBenchmark(records);
  incrementalBenchmark(records, kbBenchmark(records));
  scaleBenchmark(records);
}

main();
