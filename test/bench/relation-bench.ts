/**
 * The relations part of `npm run bench:engine` (issue 23): π-Base with the
 * generated relations of relation-load.ts (a load model: π-Base is about
 * topology), at 1× and 10×.
 *  1. a full build in a fresh process without and with the relations,
 *     alternately (median of each; the ratio is the target, ≤ 2×);
 *  2. a relation added, and a theorem along relations added: check + apply +
 *     the related space's or the property's views, p50 / p95 (each undone,
 *     untimed, so every write starts from the same catalogue).
 *
 * `node engine-bench.js --fresh relations <scale> <with|without>` is the child
 * of step 1; the parent hands it the generated relations in a file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KnowledgeBase } from '../../kb/knowledge-base';
import type { CatalogueChange, CatalogueRecords, RelationRecord, TheoremRecord } from '../../kb/records';
import type { RelationKind } from '../../rules';
import { pibaseRecords } from './pibase-data';
import { Random } from './random';
import { pibaseRelationLoad, scaledRelationLoad, withRelations, type RelationLoad } from './relation-load';
import { scaledCatalogue } from './scaled-catalogue';

/** How the engine bench prints: a table row, a target with its figure. */
export interface Report {
  row(what: string, figure: string): void;
  target(what: string, figure: string, met: boolean): void;
}

const LOAD_FILE = 'RELATION_LOAD_FILE';
const FRESH = { 1: 5, 10: 3 } as const;
const EDITS = { 1: 40, 10: 20 } as const;
const TARGET_MS = { 1: 50, 10: 200 } as const;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
const median = (values: number[]) => quantile(values, 0.5);
const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 1)} ms`;
const pq = (values: number[]) => `${ms(median(values))} / ${ms(quantile(values, 0.95))}`;

/** The catalogue at a scale, with or without the load's relations. */
function catalogue(base: CatalogueRecords, load: RelationLoad, scale: 1 | 10, relations: boolean): CatalogueRecords {
  const records = scale === 1 ? base : scaledCatalogue(base, scale);
  if (!relations) return records;
  return withRelations(records, scale === 1 ? load : scaledRelationLoad(base, load, scale));
}

export function relationBenchmark(report: Report): void {
  const base = pibaseRecords();
  const load = pibaseRelationLoad(base);
  const negative = load.relations.filter((r) => r.field.startsWith('NOT')).length;
  const dir = mkdtempSync(join(tmpdir(), 'relation-bench-'));
  const file = join(dir, 'load.json');
  writeFileSync(file, JSON.stringify(load));
  try {
    for (const scale of [1, 10] as const) {
      const records = catalogue(base, load, scale, true);
      report.row(
        `Relations ×${scale}: ${records.relations!.length} stored relations (${negative * scale} negative), ${load.theorems.length * scale} theorems along relations, ${records.spaces.length} spaces`,
        '',
      );
      freshBuilds(report, scale, file);
      edits(report, base, load, scale);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function freshBuilds(report: Report, scale: 1 | 10, file: string): void {
  const run = (relations: boolean) => {
    const out = execFileSync(process.execPath, [process.argv[1], '--fresh', 'relations', String(scale), relations ? 'with' : 'without'], {
      encoding: 'utf8',
      env: { ...process.env, [LOAD_FILE]: file },
    });
    return out.trim().split(' ').map(Number);
  };
  const without: number[] = [];
  const withRelations: number[] = [];
  const facts: number[] = [];
  // Alternately, so a change of the machine's load falls on both.
  for (let i = 0; i < FRESH[scale]; i++) {
    without.push(run(false)[0]);
    const [t, relationFacts] = run(true);
    withRelations.push(t);
    facts.push(relationFacts);
  }
  const ratio = median(withRelations) / median(without);
  report.row(`Relations ×${scale}: relations known (stored and derived, both scalars)`, `${facts[0]}`);
  report.row(`Relations ×${scale}: knowledge base build in a fresh process, without / with relations (median of ${FRESH[scale]})`, `${ms(median(without))} / ${ms(median(withRelations))}`);
  report.target(`×${scale}: full build with relations ≤ 2× without (fresh process, median of ${FRESH[scale]})`, `${ratio.toFixed(2)}× (${ms(median(withRelations))} vs ${ms(median(without))})`, ratio <= 2);
}

/** The child of `freshBuilds`: records made untimed, one build timed; prints ms and the relations known. */
export function freshRelationsChild(scale: string, relations: string): void {
  const load = JSON.parse(readFileSync(process.env[LOAD_FILE]!, 'utf8')) as RelationLoad;
  const records = catalogue(pibaseRecords(), load, scale === '10' ? 10 : 1, relations === 'with');
  const start = performance.now();
  const kb = KnowledgeBase.build(records);
  const t = performance.now() - start;
  let known = 0;
  if (relations === 'with') for (const s of records.spaces) known += kb.relationsOf(s.id).filter((r) => r.spaceId === s.id).length;
  console.log(`${t.toFixed(3)} ${known}`);
}

const KINDS: RelationKind[] = ['subspace', 'complemented', 'quotient', 'subspace', 'quotient', 'dual'];

/** A relation the knowledge base accepts between two spaces not yet related in that kind. */
function newRelation(kb: KnowledgeBase, records: CatalogueRecords, random: Random, id: number): CatalogueChange {
  const field = records.spaces[0].field === 'COMPLEX' ? 'COMPLEX' : 'REAL';
  for (;;) {
    const [y, x] = random.sample(records.spaces, 2);
    const relation: RelationRecord = { id, kind: random.pick(KINDS), spaceId: y.id, ofSpaceId: x.id, field };
    if (kb.relationsOf(y.id).some((r) => r.kind === relation.kind && r.ofSpaceId === x.id)) continue;
    const change: CatalogueChange = { kind: 'relation', relation };
    if (kb.check(change).length === 0) return change;
  }
}

/** A heredity theorem along relations (P passes along) the knowledge base accepts. */
function newAlongTheorem(kb: KnowledgeBase, records: CatalogueRecords, random: Random, id: number): CatalogueChange {
  for (;;) {
    const p = random.pick(records.properties).id;
    const relation = random.pick(KINDS.filter((k) => k !== 'dual'));
    const theorem: TheoremRecord = { id, name: null, conditions: [{ propertyId: p, field: 'REAL' }], conclusions: [{ propertyId: p, field: 'REAL' }], along: { relation, direction: 'toRelated' } };
    const change: CatalogueChange = { kind: 'theorem', theorem };
    if (kb.check(change).length === 0) return change;
  }
}

/** check + apply + the views a reader opens (ms); then undone, untimed. */
function timedWrite(kb: KnowledgeBase, change: CatalogueChange, undo: CatalogueChange, views: () => void): number {
  const start = performance.now();
  kb.check(change);
  kb.apply(change);
  views();
  const t = performance.now() - start;
  kb.apply(undo);
  return t;
}

function edits(report: Report, base: CatalogueRecords, load: RelationLoad, scale: 1 | 10): void {
  // Only the first copy's spaces and properties: the others are the same catalogue.
  const records = catalogue(base, load, scale, true);
  const kb = KnowledgeBase.build(records);
  const first: CatalogueRecords = { ...records, spaces: records.spaces.slice(0, base.spaces.length), properties: records.properties.slice(0, base.properties.length) };
  const random = new Random(23 * scale);
  const relationId = Math.max(...records.relations!.map((r) => r.id)) + 1;
  const theoremId = Math.max(...records.theorems.map((t) => t.id)) + 1;
  const relationAdded: number[] = [];
  const theoremAdded: number[] = [];
  const warmUp = 5;
  for (let i = 0; i < EDITS[scale] + warmUp; i++) {
    const relation = newRelation(kb, first, random, relationId);
    const { spaceId } = (relation as { relation: RelationRecord }).relation;
    const r = timedWrite(kb, relation, { kind: 'relationDeleted', relationId }, () => {
      kb.spaceProperties(spaceId);
      kb.relationsOf(spaceId);
    });
    const theorem = newAlongTheorem(kb, first, random, theoremId);
    const { propertyId } = (theorem as { theorem: TheoremRecord }).theorem.conditions[0];
    const t = timedWrite(kb, theorem, { kind: 'theoremDeleted', theoremId }, () => {
      kb.propertySpaces(propertyId);
    });
    if (i < warmUp) continue;
    relationAdded.push(r);
    theoremAdded.push(t);
  }
  const n = EDITS[scale];
  report.row(`Relations ×${scale}: relation added, check + apply + the related space's views (${n} after ${warmUp}), p50 / p95`, pq(relationAdded));
  report.row(`Relations ×${scale}: theorem along relations added, check + apply + the property's spaces (${n} after ${warmUp}), p50 / p95`, pq(theoremAdded));
  const limit = TARGET_MS[scale];
  report.target(`×${scale}: relation added, visible consequences ≤ ${limit} ms (p95 of ${n})`, `${ms(quantile(relationAdded, 0.95))} (p50 ${ms(median(relationAdded))})`, quantile(relationAdded, 0.95) <= limit);
  report.target(`×${scale}: theorem along relations added, visible consequences ≤ ${limit} ms (p95 of ${n})`, `${ms(quantile(theoremAdded, 0.95))} (p50 ${ms(median(theoremAdded))})`, quantile(theoremAdded, 0.95) <= limit);
}
