/**
 * The facts of the spaces as DataScript entities: every fact the reasoner
 * knows of a space, stored or derived (:fact/space, :fact/property,
 * :fact/scalar, :fact/value), a derived one with its first derivation: the
 * theorem (:fact/theorem) and the facts it used (:fact/support, references
 * to facts of the same space, always known earlier); a fact carried from a
 * related space has the theorem along the relation that carried it and no
 * supports (its proof crosses spaces). A derived fact's proof
 * is these supports followed down to stored facts (the reasoner's `proof`
 * shows the same). Every theorem with a derivation of the fact that does not
 * use it (:fact/computed-by, several values; the reasoner's `derivations`,
 * what a link page lists as computations) is held too, stored facts'
 * included: a stored fact can be computed as well; its proof (one not
 * using it) is held as proof steps (proof-steps.ts) once a link page of
 * its space needs it. The engine computes the facts; this keeps DataScript in
 * step with it: at a build, one group of entities; after a write, for each
 * space the write reached, a transaction of just the datoms that changed,
 * found by comparing with a copy of what DataScript holds (`held`, made for
 * a space when a write first reaches it), so no DataScript lookup is needed
 * to write.
 */
import { SCALARS, fieldPair, type LinkField, type ComputedDerivation, type Reasoner, type Scalar } from '../rules';
import * as d from 'datascript';
import { serializedRecords, type EntityGroup } from './record-datoms';
import { SCHEMA } from './schema';
import { space } from './reasoner-input';
import { factKey, STEP_ATTRIBUTES, stepRows, storedProofs, type StoredProof } from './proof-steps';

/** The attributes of a fact entity, in the order of a group's columns. */
export const FACT_ATTRIBUTES = [':fact/space', ':fact/property', ':fact/scalar', ':fact/value', ':fact/theorem', ':fact/support', ':fact/computed-by'] as const;

/** A property's fact entities alone hold no supports. */
const PROPERTY_FACT_ATTRIBUTES = FACT_ATTRIBUTES.filter((a) => a !== ':fact/support');

/**
 * The schema of a database of facts alone: DataScript reads every attribute
 * of the schema it is given into each database it makes, which for a small
 * database of one space's or one property's facts costs more than its datoms.
 */
const FACT_SCHEMA: d.Schema = Object.fromEntries([...FACT_ATTRIBUTES, ...STEP_ATTRIBUTES].filter((a) => a in SCHEMA).map((a) => [a, SCHEMA[a]]));

/** What DataScript holds of one fact (its entity id; negative: a tempid until the transaction is committed). */
interface HeldFact {
  e: number;
  theorem: number | null;
  supports: number[];
  /** The theorems computing it, ascending. */
  computedBy: number[];
  /** A stored fact the theorems compute: its proof's text and step entities (the root first). */
  proof: HeldProof | null;
}

interface HeldProof { text: string; steps: number[] }

/** A fact's first derivation and every theorem computing it. */
type FactDerivation = ComputedDerivation;

type SpaceFacts = Map<number, HeldFact>;

/** A fact's key within its space: property, scalar and value in one number. */
const keyOf: (propertyId: number, scalar: Scalar, value: boolean) => number = factKey;

export class FactEntities {
  private held = new Map<number, SpaceFacts>();
  /** Spaces as the build wrote them, until a write first compares one: its first entity id and its facts' derivations. */
  private built = new Map<number, { base: number; derivations: FactDerivation[] }>();
  /**
   * The spaces whose stored facts' proofs DataScript holds (`proofsTx`, when
   * a link page first needs one): finding them closes the space once per
   * such fact, a fifth of the cost of every fact's derivations at π-Base
   * scale, so the build's group leaves them out.
   */
  private proved = new Set<number>();
  private nextTempid = -1;
  /** The facts a transaction adds, until `committed` learns their entity ids. */
  private pending: HeldFact[] = [];

  /** Every space's facts as one group of entities, numbered from `firstEid + 1` in order (a build; no proof steps yet). */
  group(reasoner: Reasoner, firstEid: number): EntityGroup[] {
    this.held = new Map();
    this.built = new Map();
    this.proved = new Set();
    const rows: unknown[][] = [];
    for (const spaceId of reasoner.subjects('space')) {
      const base = firstEid + rows.length + 1;
      this.built.set(spaceId, { base, derivations: pushSpaceRows(reasoner, spaceId, base, rows) });
    }
    return [{ attributes: FACT_ATTRIBUTES, rows }];
  }

  /** A fact's entity id as DataScript holds it (undefined: not held, or the space's catch-up not committed). */
  entityOf(f: { spaceId: number; propertyId: number; scalar: Scalar; value: boolean }): number | undefined {
    if (!this.held.has(f.spaceId) && !this.built.has(f.spaceId)) return undefined;
    const e = this.heldOf(f.spaceId).get(keyOf(f.propertyId, f.scalar, f.value))?.e;
    return e !== undefined && e > 0 ? e : undefined;
  }

  /** What DataScript holds of a space's facts (made from the build's derivations when first asked, then kept). */
  private heldOf(spaceId: number): SpaceFacts {
    let facts = this.held.get(spaceId);
    if (facts) return facts;
    facts = new Map();
    const built = this.built.get(spaceId);
    if (built) {
      const { base, derivations } = built;
      derivations.forEach(({ fact, theoremId, supports, computedBy }, i) => {
        const supportIds = supports.map((position) => base + position).sort((a, b) => a - b);
        facts!.set(keyOf(fact.propertyId, fact.scalar, fact.value), { e: base + i, theorem: theoremId, supports: supportIds, computedBy, proof: null });
      });
      this.built.delete(spaceId);
      this.held.set(spaceId, facts);
    }
    return facts;
  }

  /**
   * The datoms that bring a space's facts in DataScript to what the reasoner
   * now knows (none of them if the space is gone): new facts with tempids,
   * facts no longer known retracted, changed derivations rewritten.
   */
  spaceTx(reasoner: Reasoner, spaceId: number): unknown[][] {
    const before = this.heldOf(spaceId);
    const derivations = reasoner.has(space(spaceId)) ? factDerivations(reasoner, spaceId) : [];
    const tx: unknown[][] = [];
    const after: SpaceFacts = new Map();
    const ids = new Array<number>(derivations.length);
    const kept = new Array<HeldFact | undefined>(derivations.length);
    derivations.forEach(({ fact }, i) => {
      const key = keyOf(fact.propertyId, fact.scalar, fact.value);
      kept[i] = before.get(key);
      ids[i] = kept[i]?.e ?? this.nextTempid--;
    });
    // The stored facts' proofs are brought up to date with the facts once DataScript holds the space's.
    const proofs = new Map(this.proved.has(spaceId) ? storedProofs(reasoner, spaceId, derivations).map((proof) => [proof.fact, proof]) : []);
    derivations.forEach(({ fact, theoremId, supports, computedBy }, i) => {
      const e = ids[i];
      const supportIds = supports.map((position) => ids[position]).sort((a, b) => a - b);
      const held = kept[i];
      if (!held) {
        tx.push([':db/add', e, ':fact/space', spaceId], [':db/add', e, ':fact/property', fact.propertyId], [':db/add', e, ':fact/scalar', fact.scalar], [':db/add', e, ':fact/value', fact.value]);
        if (theoremId !== null) tx.push([':db/add', e, ':fact/theorem', theoremId]);
        for (const s of supportIds) tx.push([':db/add', e, ':fact/support', s]);
        for (const t of computedBy) tx.push([':db/add', e, ':fact/computed-by', t]);
      } else {
        if (held.theorem !== theoremId) {
          if (held.theorem !== null) tx.push([':db/retract', e, ':fact/theorem', held.theorem]);
          if (theoremId !== null) tx.push([':db/add', e, ':fact/theorem', theoremId]);
        }
        const wanted = new Set(supportIds);
        for (const s of held.supports) if (!wanted.has(s)) tx.push([':db/retract', e, ':fact/support', s]);
        const had = new Set(held.supports);
        for (const s of supportIds) if (!had.has(s)) tx.push([':db/add', e, ':fact/support', s]);
        const computing = new Set(computedBy);
        for (const t of held.computedBy) if (!computing.has(t)) tx.push([':db/retract', e, ':fact/computed-by', t]);
        const computed = new Set(held.computedBy);
        for (const t of computedBy) if (!computed.has(t)) tx.push([':db/add', e, ':fact/computed-by', t]);
      }
      const proof = this.proofTx(held?.proof ?? null, proofs.get(i), ids, tx);
      const next: HeldFact = { e, theorem: theoremId, supports: supportIds, computedBy, proof };
      after.set(keyOf(fact.propertyId, fact.scalar, fact.value), next);
      if (e < 0 || supportIds.some((s) => s < 0) || proof?.steps.some((s) => s < 0)) this.pending.push(next);
    });
    const known = new Set(ids);
    // A fact no longer known goes with its datoms and its proof's steps (and the references to it, which only facts and steps that changed held).
    for (const held of before.values()) {
      if (known.has(held.e)) continue;
      for (const step of held.proof?.steps ?? []) tx.push([':db.fn/retractEntity', step]);
      tx.push([':db.fn/retractEntity', held.e]);
    }
    if (after.size > 0) this.held.set(spaceId, after);
    else this.held.delete(spaceId);
    if (derivations.length === 0) this.proved.delete(spaceId);
    this.built.delete(spaceId);
    return tx;
  }

  /**
   * The datoms that add the proof steps of a space's stored facts the
   * theorems compute, the first time a view needs one (none after: a write's
   * `spaceTx` keeps them up to date). DataScript must hold the space's facts
   * up to date.
   */
  proofsTx(reasoner: Reasoner, spaceId: number): unknown[][] {
    if (this.proved.has(spaceId) || !reasoner.has(space(spaceId))) return [];
    this.proved.add(spaceId);
    const facts = this.heldOf(spaceId);
    // The copy is kept: the steps' entity ids are in it, for the space's next catch-up.
    this.held.set(spaceId, facts);
    const derivations = factDerivations(reasoner, spaceId);
    const ids = derivations.map(({ fact }) => {
      const held = facts.get(keyOf(fact.propertyId, fact.scalar, fact.value));
      if (!held) throw new Error(`space ${spaceId}: proofs asked of facts DataScript does not hold up to date`);
      return held.e;
    });
    const tx: unknown[][] = [];
    for (const proof of storedProofs(reasoner, spaceId, derivations)) {
      const { fact } = derivations[proof.fact];
      const held = facts.get(keyOf(fact.propertyId, fact.scalar, fact.value))!;
      held.proof = this.proofTx(held.proof, proof, ids, tx);
      this.pending.push(held);
    }
    return tx;
  }

  /**
   * A stored fact's proof steps as DataScript should hold them: kept when
   * the proof's text is the same, else the old steps retracted and the new
   * ones added (tempids); `ids` the space's facts' entities by position.
   */
  private proofTx(held: HeldProof | null, proof: StoredProof | undefined, ids: number[], tx: unknown[][]): HeldProof | null {
    if (held && proof && held.text === proof.text) return held;
    for (const step of held?.steps ?? []) tx.push([':db.fn/retractEntity', step]);
    if (!proof) return null;
    const steps = proof.steps.map(() => this.nextTempid--);
    stepRows(proof, (p) => ids[p], (s) => steps[s]).forEach((row, s) => {
      row.forEach((value, a) => {
        for (const v of Array.isArray(value) ? value : value === null ? [] : [value]) tx.push([':db/add', steps[s], STEP_ATTRIBUTES[a], v]);
      });
    });
    return { text: proof.text, steps };
  }

  /** The transaction went in: its tempids become the entity ids DataScript gave. */
  committed(tempids: Record<string, number>): void {
    const resolve = (e: number) => (e < 0 ? tempids[String(e)] : e);
    for (const fact of this.pending) {
      fact.e = resolve(fact.e);
      fact.supports = fact.supports.map(resolve).sort((a, b) => a - b);
      if (fact.proof) fact.proof.steps = fact.proof.steps.map(resolve);
    }
    this.pending = [];
    this.nextTempid = -1;
  }
}

/**
 * One space's facts alone as a DataScript database (entity ids from 1): what
 * the views read of a space while the knowledge base does not hold every
 * fact (loading them all costs seconds and several hundred MB at π-Base
 * scale, ten times that at ten times π-Base).
 */
export function spaceFactsDb(reasoner: Reasoner, spaceId: number): d.Db {
  const rows: unknown[][] = [];
  const steps: unknown[][] = [];
  if (reasoner.has(space(spaceId))) {
    const derivations = pushSpaceRows(reasoner, spaceId, 1, rows);
    pushStepRows(reasoner, spaceId, derivations, (p) => 1 + p, rows.length + 1, steps);
  }
  return d.from_serializable(serializedRecords([{ attributes: FACT_ATTRIBUTES, rows }, { attributes: STEP_ATTRIBUTES, rows: steps }], FACT_SCHEMA, 0));
}

/** What the fact index's row of a (space, property) says: its combined field, and the space's link of the property (its stored components). */
export interface KnownRow { spaceId: number; field: LinkField; link: LinkField | undefined }

/**
 * One property's facts in the given rows' spaces as a DataScript database
 * (entity ids from 1): what a property's list and the formula search read
 * of spaces the knowledge base's database does not hold up to date. The
 * facts and whether each is stored come from the rows (the fact index's
 * codes, which the write brought up to date; a stored component is the
 * link's). Each fact has its first derivation's theorem, and a fact given to
 * the space (stored, or carried along a relation) the theorems computing
 * it: what says whether its row is computed. A derived fact's other
 * theorems and its supports are not held (the link page reads them per
 * space; finding them is most of the cost: ~0.1 ms a fact at π-Base scale).
 */
export function propertyFactsDb(reasoner: Reasoner, propertyId: number, known: Iterable<KnownRow>): d.Db {
  const rows: unknown[][] = [];
  for (const { spaceId, field, link } of known) {
    const values = fieldPair(field);
    const links = link === undefined ? undefined : fieldPair(link);
    for (const scalar of SCALARS) {
      const value = values[scalar];
      if (value === undefined) continue;
      const stored = links?.[scalar] === value;
      const fact = { subject: space(spaceId), propertyId, scalar, value };
      const first = stored ? null : reasoner.firstTheorem(fact);
      // Given to the space: stored, or carried along a relation (whose theorem is the :fact/theorem).
      const computedBy = first === null ? reasoner.derivations(fact).theoremIds : [];
      rows.push([spaceId, propertyId, scalar, value, factTheorem(first, stored, computedBy), computedBy.length === 0 ? null : computedBy]);
    }
  }
  return d.from_serializable(serializedRecords([{ attributes: PROPERTY_FACT_ATTRIBUTES, rows }], FACT_SCHEMA, 0));
}

/** A fact entity's :fact/theorem: its first derivation's; a fact carried from a related space has none inside its space, and takes the theorem along the relation that carried it. */
function factTheorem(first: number | null, stored: boolean, computedBy: number[]): number | null {
  return first ?? (stored ? null : (computedBy[0] ?? null));
}

/**
 * Appends the proof steps of a space's stored facts the theorems compute,
 * numbered from `firstStep` + the rows so far (`factId`: a fact's entity by
 * position); each such fact's proof as held, by the fact's position.
 */
function pushStepRows(reasoner: Reasoner, spaceId: number, derivations: FactDerivation[], factId: (position: number) => number, firstStep: number, rows: unknown[][]): Map<number, HeldProof> {
  const held = new Map<number, HeldProof>();
  for (const proof of storedProofs(reasoner, spaceId, derivations)) {
    const base = firstStep + rows.length;
    const steps = proof.steps.map((_, s) => base + s);
    rows.push(...stepRows(proof, factId, (s) => steps[s]));
    held.set(proof.fact, { text: proof.text, steps });
  }
  return held;
}

/** Appends a space's fact rows, numbered from `base`; its derivations. */
function pushSpaceRows(reasoner: Reasoner, spaceId: number, base: number, rows: unknown[][]): FactDerivation[] {
  const derivations = factDerivations(reasoner, spaceId);
  for (const { fact, theoremId, supports, computedBy } of derivations) {
    let supportIds: number[] | null = null;
    if (supports.length > 0) {
      supportIds = new Array<number>(supports.length);
      for (let i = 0; i < supports.length; i++) supportIds[i] = base + supports[i];
    }
    rows.push([spaceId, fact.propertyId, fact.scalar, fact.value, theoremId, supportIds, computedBy.length === 0 ? null : computedBy]);
  }
  return derivations;
}

/** A space's facts with their first derivations and the theorems computing each (a carried fact's theorem is the one along its relation). */
function factDerivations(reasoner: Reasoner, spaceId: number): FactDerivation[] {
  const derivations = reasoner.computedDerivations(space(spaceId));
  for (const derivation of derivations) derivation.theoremId = factTheorem(derivation.theoremId, derivation.fact.stored, derivation.computedBy);
  return derivations;
}
