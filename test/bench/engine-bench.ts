/**
 * `npm run bench:engine`: the reasoning engine against @pi-base/core's prover
 * on the same π-Base data, one run, printed as a table.
 *  1. full closure with proofs (ours: compile + semi-naive closure with first
 *     derivations; theirs: deduceTraits per space and scalar, proofs expanded);
 *  2. the KB build (DataScript) separately;
 *  3. 200 random single edits (link add/delete, theorem add/delete), each timed
 *     from check through apply to the views reflecting it (after 40 untimed
 *     warm-up edits);
 *  4. a catalogue ten times π-Base: closure time, heap, and theorems added to
 *     its knowledge base (check + apply + views);
 *  5. cold runs: each side's first closure in a fresh process (what a server
 *     start or an import pays), medians of 9 alternated pairs with quartiles;
 * then the targets of issue 10 item 4, each with its figure.
 *
 * `node engine-bench.js --cold ours|theirs|kb` is the child of step 5;
 * `node engine-bench.js --kb` runs only the KB builds (step 2 and the ×10 KB build).
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { Engine } from '../../rules/engine';
import { KnowledgeBase } from '../../kb/knowledge-base';
import type { CatalogueChange, CatalogueRecords } from '../../kb/records';
import { runProver } from './pibase-prover';
import { pibaseRecords } from './pibase-data';
import { Random } from './random';
import { threadCpuMs } from './thread-cpu';
import { scaledCatalogue } from './scaled-catalogue';

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

function time<T>(work: () => T): [T, number] {
  const start = performance.now();
  const result = work();
  return [result, performance.now() - start];
}

/**
 * Process CPU time of a run, in ms: on a loaded machine wall time is mostly
 * waiting for a core, CPU time much less so (it does include the collector's
 * and the compiler's helper threads).
 */
let lastCpu = 0;
function cpuTimed<T>(work: () => T): [T, number] {
  const start = process.cpuUsage();
  const [result, t] = time(work);
  const used = process.cpuUsage(start);
  lastCpu = (used.user + used.system) / 1000;
  return [result, t];
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
  time(() => Engine.build(records));
  time(() => runProver(records));
  // A collection before each timed run, so neither side pays for the other's garbage.
  for (let i = 0; i < runs; i++) {
    gc();
    const [engine, t] = cpuTimed(() => Engine.build(records));
    ours.push(t);
    oursCpu.push(lastCpu);
    derived = 0;
    for (const id of engine.spaceIds()) {
      const { closure } = engine.state(id)!;
      derived += closure.order.length - closure.storedCount;
    }
    gc();
    const [result, u] = cpuTimed(() => runProver(records));
    theirs.push(u);
    theirsCpu.push(lastCpu);
    proverDerived = result.derived.length;
  }
  row('π-Base: facts derived beyond the stored ones', `${derived}`, `${proverDerived}`);
  row(`π-Base: full closure with proofs (median of ${runs})`, ms(median(ours)), ms(median(theirs)));
  const speedUp = median(theirs) / median(ours);
  const cpuSpeedUp = median(theirsCpu) / median(oursCpu);
  row(`π-Base: full closure, CPU time (median of ${runs})`, ms(median(oursCpu)), ms(median(theirsCpu)));
  row('π-Base: speed-up (wall / CPU)', `${speedUp.toFixed(1)}× / ${cpuSpeedUp.toFixed(1)}×`);
  target(
    'warm: closure ≥ 30× @pi-base/core (median of 5)',
    `${speedUp.toFixed(1)}× (${ms(median(ours))} vs ${ms(median(theirs))}); CPU ${cpuSpeedUp.toFixed(1)}× (${ms(median(oursCpu))} vs ${ms(median(theirsCpu))})`,
    speedUp >= 30,
  );
  const engine = Engine.build(records);
  const [, analysis] = time(() => {
    for (const id of engine.spaceIds()) engine.storedComputed(id);
  });
  row('π-Base: + every fact\'s non-circular theorems (all spaces)', ms(analysis));
}

function kbBenchmark(records: CatalogueRecords): KnowledgeBase {
  // One warm-up build, then the median of 3 (as for the closure above).
  time(() => KnowledgeBase.build(records));
  const cpu: number[] = [];
  const mainCpu: number[] = [];
  const builds = [0, 1, 2].map(() => {
    gc();
    const mainBefore = threadCpuMs();
    const build = cpuTimed(() => KnowledgeBase.build(records));
    const mainAfter = threadCpuMs();
    cpu.push(lastCpu);
    if (mainBefore !== null && mainAfter !== null) mainCpu.push(mainAfter - mainBefore);
    return build;
  });
  const totals = builds.map(([, t]) => t);
  // What the KB adds to the engine's closure: its fact index, DataScript, discovery.
  const added = builds.map(([kb, t]) => t - kb.timings.closureMs);
  const dataScript = builds.map(([kb]) => kb.timings.kbBuildMs);
  row('π-Base: KB build, median of 3: total / beyond the closure', `${ms(median(totals))} / ${ms(median(added))} (fact index + DataScript ${ms(median(dataScript))})`);
  row('π-Base: KB build, CPU time of the total (median of 3)', mainCpu.length > 0 ? `${ms(median(cpu))} (main thread ${ms(median(mainCpu))})` : ms(median(cpu)));
  target('KB build ≤ 50 ms beyond the closure (median of 3)', `${ms(median(added))} (total with the closure ${ms(median(totals))}, CPU ${ms(median(cpu))})`, median(added) <= 50);
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
  const [engine, t] = cpuTimed(() => Engine.build(records));
  const closureCpu = lastCpu;
  gc();
  const heap = process.memoryUsage().heapUsed - heapBefore;
  let facts = 0;
  for (const id of engine.spaceIds()) facts += engine.state(id)!.closure.order.length;
  row(
    `Scale ×10: ${records.spaces.length} spaces, ${records.properties.length} properties, ${records.theorems.length} theorems`,
    `${facts} facts`,
  );
  row('Scale ×10: full closure with proofs (wall / CPU)', `${ms(t)} / ${ms(closureCpu)}`);
  target('×10: full closure ≤ 500 ms', `${ms(t)} (CPU ${ms(closureCpu)})`, t <= 500);
  row('Scale ×10: engine heap used', `${(heap / 2 ** 20).toFixed(1)} MB`);
  const kb = scaleKbBuild(records);
  // Theorems added, each timed from check through apply to the views showing its consequences (after 10 untimed).
  const random = new Random(10102026);
  let theoremId = Math.max(...records.theorems.map((x) => x.id));
  const added: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 50; i++) {
    const change = randomEdit(2, records, kb, random, () => ++theoremId);
    if (i === 10) gc();
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    kb.check(change);
    kb.apply(change);
    readViews(kb, change, records);
    const used = process.cpuUsage(cpuStart);
    if (i >= 10) {
      added.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
    }
    track(records, change);
  }
  row('Scale ×10: theorem added, check + apply + views (40), p50 / p95', `${ms(median(added))} / ${ms(quantile(added, 0.95))}`);
  row('Scale ×10: theorem added, CPU time (process), p50 / p95', `${ms(median(cpu))} / ${ms(quantile(cpu, 0.95))}`);
  target(
    '×10: theorem added ≤ 50 ms to visible consequences (p95 of 40)',
    `${ms(quantile(added, 0.95))} (p50 ${ms(median(added))}); CPU p95 ${ms(quantile(cpu, 0.95))} (p50 ${ms(median(cpu))})`,
    quantile(added, 0.95) <= 50,
  );
}

/** The ×10 knowledge base, built once (its first build in this process), with its row. */
function scaleKbBuild(records: CatalogueRecords): KnowledgeBase {
  const [kb, kbTime] = time(() => KnowledgeBase.build(records));
  row('Scale ×10: KB build (total)', `${ms(kbTime)} (closure ${ms(kb.timings.closureMs)})`);
  return kb;
}

/** One side's first run in a fresh process: [wall, process CPU, main-thread CPU] in ms (the child prints them; NaN: no thread clock). */
function coldRun(side: 'ours' | 'theirs' | 'kb'): [number, number, number] {
  const out = execFileSync(process.execPath, [__filename, '--cold', side], { encoding: 'utf8' });
  const [wall, cpu, main] = out.trim().split(' ').map(Number);
  return [wall, cpu, main];
}

/** Cold pairs (ours, the prover) per bench run: the machine's speed varies 2× within minutes, so one pair says little. */
const COLD_PAIRS = 9;
/** KB builds among the first pairs (beyond the closure ratio, a figure of its own). */
const COLD_KB_RUNS = 3;

/** "median (first quartile–third quartile)" of a figure in ms. */
const spread = (values: number[]) => `${ms(median(values))} (${ms(quantile(values, 0.25))}–${ms(quantile(values, 0.75))})`;

function coldBenchmark(): void {
  const runs: Record<'ours' | 'theirs' | 'kb', [number, number, number][]> = { ours: [], theirs: [], kb: [] };
  // Pairs alternated, each side first in every other pair, so a drift in the
  // machine's speed falls on both alike; both get the same fresh process.
  for (let i = 0; i < COLD_PAIRS; i++) {
    const pair = i % 2 === 0 ? (['ours', 'theirs'] as const) : (['theirs', 'ours'] as const);
    for (const side of pair) runs[side].push(coldRun(side));
    if (i < COLD_KB_RUNS) runs.kb.push(coldRun('kb'));
  }
  const figure = (side: 'ours' | 'theirs' | 'kb', k: number) => runs[side].map((r) => r[k]);
  const wall = (side: 'ours' | 'theirs' | 'kb') => median(figure(side, 0));
  const cpu = (side: 'ours' | 'theirs' | 'kb') => median(figure(side, 1));
  const main = (side: 'ours' | 'theirs' | 'kb') => median(figure(side, 2));
  const speedUp = wall('theirs') / wall('ours');
  const cpuSpeedUp = cpu('theirs') / cpu('ours');
  const mainSpeedUp = main('theirs') / main('ours');
  // Each pair's own ratio: how far one pair's figure strays from the median's.
  const pairRatios = (k: number) => {
    const ratios = runs.ours.map((r, i) => runs.theirs[i][k] / r[k]);
    return `${quantile(ratios, 0.25).toFixed(1)}–${quantile(ratios, 0.75).toFixed(1)}× (min ${Math.min(...ratios).toFixed(1)}×)`;
  };
  row(`Cold (first run in a fresh process, median of ${COLD_PAIRS} alternated pairs, quartiles): full closure with proofs`, spread(figure('ours', 0)), spread(figure('theirs', 0)));
  row('Cold: CPU time (all threads)', spread(figure('ours', 1)), spread(figure('theirs', 1)));
  // The least load-sensitive figure: what the JS itself costs, without V8's helper threads.
  if (!Number.isNaN(mainSpeedUp)) row('Cold: main-thread CPU time', spread(figure('ours', 2)), spread(figure('theirs', 2)));
  row('Cold: speed-up (wall / CPU / main-thread CPU)', `${speedUp.toFixed(1)}× / ${cpuSpeedUp.toFixed(1)}× / ${Number.isNaN(mainSpeedUp) ? 'n/a' : `${mainSpeedUp.toFixed(1)}×`}`);
  row('Cold: each pair\'s speed-up, quartiles: wall / main-thread CPU', `${pairRatios(0)} / ${Number.isNaN(mainSpeedUp) ? 'n/a' : pairRatios(2)}`);
  row(`Cold: KB build (total, with the closure; wall / CPU, median of ${COLD_KB_RUNS})`, `${ms(wall('kb'))} / ${ms(cpu('kb'))}`);
  target(
    `cold: closure ≥ 30× @pi-base/core (fresh processes, median of ${COLD_PAIRS} pairs)`,
    `${speedUp.toFixed(1)}× (${ms(wall('ours'))} vs ${ms(wall('theirs'))}); CPU ${cpuSpeedUp.toFixed(1)}× (${ms(cpu('ours'))} vs ${ms(cpu('theirs'))})${Number.isNaN(mainSpeedUp) ? '' : `; main thread ${mainSpeedUp.toFixed(1)}× (${ms(main('ours'))} vs ${ms(main('theirs'))})`}`,
    speedUp >= 30,
  );
}

/** The child of `coldRun`: records are loaded untimed, then the side's first run is timed. */
function coldChild(side: string): void {
  const records = pibaseRecords();
  const work: () => unknown = side === 'ours' ? () => Engine.build(records) : side === 'theirs' ? () => runProver(records) : () => KnowledgeBase.build(records);
  const mainBefore = threadCpuMs();
  const [, t] = cpuTimed(work);
  const mainAfter = threadCpuMs();
  const main = mainBefore === null || mainAfter === null ? NaN : mainAfter - mainBefore;
  console.log(`${t.toFixed(3)} ${lastCpu.toFixed(3)} ${main.toFixed(3)}`);
}

function print(): void {
  const header: [string, string, string] = ['measure', 'ours', '@pi-base/core 0.1.0'];
  const widths = [0, 1, 2].map((i) => Math.max(...[header, ...rows].map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log('');
  const targetWidths = [Math.max(...targets.map((t) => t.what.length)), Math.max(...targets.map((t) => t.figure.length))];
  console.log(`| ${'target (issue 10 item 4)'.padEnd(targetWidths[0])} | ${'figure (wall; CPU)'.padEnd(targetWidths[1])} | met (wall) |`);
  console.log(`|${'-'.repeat(targetWidths[0] + 2)}|${'-'.repeat(targetWidths[1] + 2)}|------------|`);
  for (const t of targets) console.log(`| ${t.what.padEnd(targetWidths[0])} | ${t.figure.padEnd(targetWidths[1])} | ${(t.met ? 'yes' : 'no').padEnd(10)} |`);
}

function main(): void {
  const cold = process.argv.indexOf('--cold');
  if (cold >= 0) return coldChild(process.argv[cold + 1]);
  if (process.argv.includes('--kb')) {
    const records = pibaseRecords();
    kbBenchmark(records);
    scaleKbBuild(scaledCatalogue(records, 10));
  } else {
    // The cold runs first, while this process leaves the machine alone.
    coldBenchmark();
    const records = pibaseRecords();
    closureBenchmark(records);
    const kb = kbBenchmark(records);
    incrementalBenchmark(records, kb);
    scaleBenchmark(records);
  }
  const load = loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`Node ${process.version}, ${cpus().length} cores, load average ${load}, ${new Date().toISOString()}`);
  print();
}

main();
