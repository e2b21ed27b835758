/**
 * Relations for the benchmarks: about 2,000 relation facts among π-Base's
 * spaces and 40 theorems along relations over π-Base's properties, generated
 * from a seed (random.ts), and the same ten times over for the scaled
 * catalogue (scaled-catalogue.ts).
 *
 * π-Base is a topology dataset: no space of it is a subspace, a quotient or a
 * dual of another in the sense of Banach spaces, and "compact passes to
 * complemented subspaces" is not a theorem. These relations and theorems are
 * a load model of the shape the catalogue's relations have (mixed kinds,
 * mostly positive, a few negative, chains that close transitively,
 * heredity, duality and invariance under isomorphism), chosen so that the
 * fixpoint is consistent: what the reasoner finds contradictory is dropped.
 */
import { Reasoner, type RelationKind } from '../../rules';
import { reasonerCatalogue } from '../../kb/reasoner-input';
import type { CatalogueRecords, RelationRecord, TheoremRecord } from '../../kb/records';
import { Random } from './random';

export interface RelationLoad {
  relations: RelationRecord[];
  /** Theorems along relations (ids after π-Base's). */
  theorems: TheoremRecord[];
  /** Properties of the norm: never carried along an isomorphism. */
  normDependent: number[];
  /** Positive relations not stored that the load's theorems hold along (candidates for writes). */
  spare?: RelationRecord[];
}

const RELATIONS = 2000;
/** Positive relations by kind (the rest are negative). */
const MIX: [RelationKind, number][] = [
  ['subspace', 0.36],
  ['complemented', 0.2],
  ['quotient', 0.2],
  ['isomorphic', 0.06],
  ['dual', 0.06],
];
const NEGATIVE_SHARE = 0.12;
/** Theorems along relations: heredity per kind, then duality (X* has P ⇒ X has Q). */
const THEOREMS: [RelationKind, number][] = [
  ['subspace', 12],
  ['complemented', 8],
  ['quotient', 10],
  ['isomorphic', 2],
  ['dual', 8],
];
const NORM_DEPENDENT = 3;
/**
 * Spaces form families of this size (by rank), related only within: the
 * catalogue's relations join families (sequence spaces, function spaces, …),
 * and one family of all 223 spaces would close to tens of thousands of
 * relations no catalogue has.
 */
const FAMILY = 32;

function family(rank: Map<number, number>, spaceId: number): number {
  return Math.floor(rank.get(spaceId)! / FAMILY);
}

/** The relations and theorems along them for π-Base (`records`), consistent with its facts. */
export function pibaseRelationLoad(records: CatalogueRecords, seed = 20261127): RelationLoad {
  const random = new Random(seed);
  const base = Reasoner.build(reasonerCatalogue(records));
  const known = knownFacts(base, records);
  // Properties decided on many spaces but not on all: theorems about them have something to carry.
  const decided = [...records.properties]
    .map((p) => ({ id: p.id, count: records.spaces.filter((s) => known.get(s.id)!.has(p.id)).length }))
    .sort((a, b) => b.count - a.count || a.id - b.id)
    .slice(40, 120)
    .map((p) => p.id);
  const normDependent = random.sample(decided, NORM_DEPENDENT);
  const carried = decided.filter((id) => !normDependent.includes(id));
  const theorems = alongTheorems(records, carried, random);
  const model = completeOn(records, carried, random);
  const holds = (r: RelationRecord) => holdsIn(model, known, theorems, r);
  // Spaces ranked: an ordered relation goes up the ranks, so chains close without cycles.
  const rank = new Map(random.sample(records.spaces, records.spaces.length).map((s, i) => [s.id, i]));
  // Candidates drawn until about the share of positive relations survives the contradictions.
  const wanted = Math.round(RELATIONS * (1 - NEGATIVE_SHARE));
  const relations: RelationRecord[] = [];
  let kept: RelationLoad = { relations, theorems, normDependent };
  while (kept.relations.length < wanted * 0.97) {
    relations.push(...positiveRelations(records, rank, random, holds, relations, Math.round((wanted - kept.relations.length) * 1.3)));
    kept = dropContradictions(records, { relations, theorems, normDependent });
  }
  const negatives = negativeRelations(records, rank, kept, random, Math.round(RELATIONS * NEGATIVE_SHARE), relations.length + 1);
  const final = dropContradictions(records, { relations: [...kept.relations, ...negatives], theorems, normDependent });
  // Relations the load leaves out that hold in the model too: what a bench writes.
  const spare = positiveRelations(records, rank, random, holds, relations, 200).map((r, i) => ({ ...r, id: relations.length + negatives.length + 1 + i }));
  return { ...final, spare };
}

/** The catalogue with a load's relations, theorems and properties of the norm. */
export function withRelations(records: CatalogueRecords, load: RelationLoad): CatalogueRecords {
  const norm = new Set(load.normDependent);
  return {
    ...records,
    properties: records.properties.map((p) => (norm.has(p.id) ? { ...p, normDependent: true } : p)),
    theorems: [...records.theorems, ...load.theorems],
    relations: [...(records.relations ?? []), ...load.relations],
  };
}

/**
 * The load for `scaledCatalogue(base, copies)`: copy k gets copy 0's relations
 * between its own spaces and theorems along relations over its own properties,
 * with its scalar (REAL, COMPLEX, both). Copies are not related to each other,
 * as their properties are not shared: each is a group as large as π-Base's.
 */
export function scaledRelationLoad(base: CatalogueRecords, load: RelationLoad, copies: number): RelationLoad {
  const span = (list: { id: number }[]) => Math.max(...list.map((x) => x.id));
  const [spaceSpan, propertySpan] = [span(base.spaces), span(base.properties)];
  const theoremSpan = span([...base.theorems, ...load.theorems]);
  const relationSpan = span(load.relations);
  const out: RelationLoad = { relations: [], theorems: [], normDependent: [] };
  for (let k = 0; k < copies; k++) {
    const variant = VARIANTS[k % VARIANTS.length];
    const field = (f: string) => (f.startsWith('NOT') ? variant.lacks : variant.has);
    const p = (id: number) => id + k * propertySpan;
    out.relations.push(
      ...load.relations.map((r) => ({ ...r, id: r.id + k * relationSpan, spaceId: r.spaceId + k * spaceSpan, ofSpaceId: r.ofSpaceId + k * spaceSpan, field: field(r.field) })),
    );
    const atom = (a: TheoremRecord['conditions'][number]) => ({ propertyId: p(a.propertyId), field: field(a.field) });
    out.theorems.push(...load.theorems.map((t) => ({ ...t, id: t.id + k * theoremSpan, conditions: t.conditions.map(atom), conclusions: t.conclusions.map(atom) })));
    out.normDependent.push(...load.normDependent.map(p));
  }
  return out;
}

/** scaled-catalogue.ts's fields per copy. */
const VARIANTS = [
  { has: 'REAL', lacks: 'NOT_REAL' },
  { has: 'COMPLEX', lacks: 'NOT_COMPLEX' },
  { has: 'REAL_AND_COMPLEX', lacks: 'NOT_REAL_AND_NOT_COMPLEX' },
] as const;

/** Each space's decided properties (π-Base is real only): property → value. */
function knownFacts(reasoner: Reasoner, records: CatalogueRecords): Map<number, Map<number, boolean>> {
  const known = new Map<number, Map<number, boolean>>();
  for (const s of records.spaces) known.set(s.id, new Map(reasoner.facts({ kind: 'space', id: s.id }).map((f) => [f.propertyId, f.value])));
  return known;
}

function alongTheorems(records: CatalogueRecords, properties: number[], random: Random): TheoremRecord[] {
  let id = Math.max(...records.theorems.map((t) => t.id));
  const out: TheoremRecord[] = [];
  for (const [relation, count] of THEOREMS) {
    for (const p of random.sample(properties, count)) {
      // Heredity: P passes to the related space. Duality: X* has P ⇒ X has Q (Q = P half the time).
      const q = relation === 'dual' && random.next() < 0.5 ? random.pick(properties) : p;
      const direction = relation === 'dual' ? 'fromRelated' : 'toRelated';
      out.push({ id: ++id, name: null, conditions: [{ propertyId: p, field: 'REAL' }], conclusions: [{ propertyId: q, field: 'REAL' }], along: { relation, direction } });
    }
  }
  return out;
}

/** `count` more positive relations after `before` (none of theirs again). */
function positiveRelations(records: CatalogueRecords, rank: Map<number, number>, random: Random, holds: (r: RelationRecord) => boolean, before: RelationRecord[], count: number): RelationRecord[] {
  const seen = new Set(before.map((r) => `${r.kind}:${r.spaceId}:${r.ofSpaceId}`));
  const out: RelationRecord[] = [];
  const dualOf = new Set(before.filter((r) => r.kind === 'dual').map((r) => r.ofSpaceId));
  const total = count;
  const weights = MIX.map(([, w]) => w / MIX.reduce((sum, [, v]) => sum + v, 0));
  while (out.length < total) {
    let u = random.next();
    const kind = MIX[weights.findIndex((w) => (u -= w) < 0)]?.[0] ?? 'subspace';
    let [y, x] = random.sample(records.spaces, 2).map((s) => s.id);
    if (family(rank, y) !== family(rank, x)) continue;
    // Y below X; a space is the dual of at most one space (two duals of a space are isomorphic).
    if (kind !== 'dual' && rank.get(y)! > rank.get(x)!) [y, x] = [x, y];
    if (kind === 'dual' && dualOf.has(x)) continue;
    const key = `${kind}:${y}:${x}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const relation: RelationRecord = { id: before.length + out.length + 1, kind, spaceId: y, ofSpaceId: x, field: 'REAL' };
    if (!holds(relation)) continue;
    if (kind === 'dual') dualOf.add(x);
    out.push(relation);
  }
  return out;
}

/** Negative relations between spaces the positive ones leave unrelated in that kind. */
function negativeRelations(records: CatalogueRecords, rank: Map<number, number>, load: RelationLoad, random: Random, count: number, firstId: number): RelationRecord[] {
  const reasoner = Reasoner.build(reasonerCatalogue(withRelations(records, load)));
  const out: RelationRecord[] = [];
  const seen = new Set<string>();
  const kinds: RelationKind[] = ['subspace', 'complemented', 'quotient', 'isomorphic'];
  while (out.length < count) {
    const kind = random.pick(kinds);
    const [y, x] = random.sample(records.spaces, 2).map((s) => s.id);
    const key = `${kind}:${y}:${x}`;
    if (family(rank, y) !== family(rank, x) || seen.has(key) || reasoner.relations.value({ kind, spaceId: y, ofSpaceId: x }, 'REAL') !== undefined) continue;
    seen.add(key);
    out.push({ id: firstId + out.length, kind, spaceId: y, ofSpaceId: x, field: 'NOT_REAL' });
  }
  return out;
}

/**
 * Each space's facts completed on the carried properties: every undecided one
 * given a value its space can take (checked by the reasoner). A relation
 * whose theorems hold in this model carries only facts of the model, so it
 * cannot contradict (a space's closure with part of the model is contained in
 * its closure with all of it).
 */
function completeOn(records: CatalogueRecords, properties: number[], random: Random): Map<number, Map<number, boolean>> {
  const reasoner = Reasoner.build(reasonerCatalogue(records));
  for (const s of records.spaces) {
    const subject = { kind: 'space' as const, id: s.id };
    for (const propertyId of properties) {
      if (reasoner.facts(subject).some((f) => f.propertyId === propertyId)) continue;
      const first = random.next() < 0.5;
      for (const value of [first, !first]) {
        const change = { kind: 'link' as const, subject, propertyId, field: value ? ('REAL' as const) : ('NOT_REAL' as const) };
        if (reasoner.check(change).contradictions.length > 0) continue;
        reasoner.apply(change);
        break;
      }
    }
  }
  return knownFacts(reasoner, records);
}

/** The kinds a stored relation of a kind makes known between its two spaces (the rules that carry along it). */
const IMPLIED: Record<RelationKind, RelationKind[]> = {
  isomorphic: ['isomorphic', 'complemented', 'subspace', 'quotient'],
  complemented: ['complemented', 'subspace', 'quotient'],
  subspace: ['subspace'],
  quotient: ['quotient'],
  dual: ['dual'],
};

/** Whether every theorem along the relation holds in the model (and, for an isomorphism, the two spaces' facts agree). */
function holdsIn(model: Map<number, Map<number, boolean>>, known: Map<number, Map<number, boolean>>, theorems: TheoremRecord[], r: RelationRecord): boolean {
  const [y, x] = [model.get(r.spaceId)!, model.get(r.ofSpaceId)!];
  for (const t of theorems) {
    if (!IMPLIED[r.kind].includes(t.along!.relation)) continue;
    const [from, to] = t.along!.direction === 'toRelated' ? [x, y] : [y, x];
    if (from.get(t.conditions[0].propertyId) === true && to.get(t.conclusions[0].propertyId) !== true) return false;
  }
  if (r.kind !== 'isomorphic') return true;
  const [ky, kx] = [known.get(r.spaceId)!, known.get(r.ofSpaceId)!];
  for (const [p, v] of y) if (x.get(p) !== undefined && x.get(p) !== v) return false;
  // Invariance carries every property: only spaces that decide the same properties alike.
  return ky.size === kx.size && [...ky].every(([p, v]) => kx.get(p) === v);
}

/** Drops the stored relations behind each contradiction the reasoner finds, until there is none. */
function dropContradictions(records: CatalogueRecords, load: RelationLoad): RelationLoad {
  let relations = load.relations;
  for (;;) {
    const reasoner = Reasoner.build(reasonerCatalogue(withRelations(records, { ...load, relations })));
    const culprits = new Set<number>();
    for (const s of records.spaces) {
      for (const c of reasoner.contradictions({ kind: 'space', id: s.id })) {
        const key = c.carriedFrom?.relation ?? c.relation;
        if (!key) continue;
        const proof = reasoner.relations.proof(key, c.scalar);
        // The newest stored relation the contradiction rests on: one at a time keeps most of the load.
        const ids = new Set<number>();
        if (proof) storedIds(proof, ids);
        if (ids.size > 0) culprits.add(Math.max(...ids));
      }
    }
    if (culprits.size === 0) return { ...load, relations };
    relations = relations.filter((r) => !culprits.has(r.id));
  }
}

interface ProofStep { relationId: number | null; supports: readonly ProofStep[] }

/** The stored relations a relation's proof rests on (shared steps visited once). */
function storedIds(proof: ProofStep, into: Set<number>, seen = new Set<ProofStep>()): void {
  if (seen.has(proof)) return;
  seen.add(proof);
  if (proof.relationId !== null) into.add(proof.relationId);
  for (const s of proof.supports) storedIds(s, into, seen);
}
