/**
 * The reasoning engine: the catalogue's spaces, properties, links and
 * theorems, the compiled rules, and each space's closure. A write changes the
 * inputs and updates only the spaces it can affect:
 * - a link or a space's field: that space is re-closed from its stored facts
 *   (a few dozen microseconds);
 * - a theorem deleted or changed: delete-and-rederive in the spaces where its
 *   old rules fired (space-update.ts);
 * - a theorem added or changed: the spaces where its new rules are ready on the
 *   current facts are extended (elsewhere the facts are already a fixpoint);
 * - a property's field, a property deleted, a reload: everything is re-closed.
 * A space with a contradiction is always re-closed from scratch, so which side
 * of a contradiction gets derived never depends on the order of writes.
 */
import { FIELD_BITS, itemScalars, type ItemField, type LinkField, type Scalar } from './fields';
import { compileTheorem, propertyCode, type PropertyLookup } from './compile';
import { RuleMask, RuleSet } from './rule-set';
import { ClosureScratch, closeSpace, type SpaceClosure } from './space-closure';
import { factDerivations, literalDerivations, proofFiring, type FactDerivations, type Firing } from './fact-derivations';
import { validFirings, type ValidFirings } from './valid-firings';
import { storedFactComputed } from './stored-fact';
import { extendClosure, retractRules } from './space-update';
import { spaceContradictions, type SpaceContradiction } from './contradictions';
import type { EngineCatalogue, EngineChange, EngineProperty, EngineTheorem, EngineLink } from './catalogue';

export interface SpaceState {
  stored: Int32Array;
  closure: SpaceClosure;
  contradictions: SpaceContradiction[];
  /** The firings of each fact that do not use it; computed on first use. */
  valid?: ValidFirings;
  /** Stored facts already asked about: are they also computed? */
  storedChecks?: Map<number, boolean>;
}

/** What a write did to one space: its new state (null: the space is gone) and the literals that changed ('all' when re-closed). */
export interface SpaceChange { state: SpaceState | null; changed: number[] | 'all' }

/** A property as the engine sees it; `scalars` and `code` (compile.ts's propertyCode) are made once: the compiler asks per atom. */
interface PropertyEntry { index: number; field: ItemField; scalars: readonly Scalar[]; code: number }

/**
 * Each item field's scalars (shared, read-only) and propertyCode's scalar
 * bits (propertyCode(index, scalars) = index * 4 + bits), made once per
 * field: a build sets every property while JS is still interpreted.
 */
const FIELD_SCALARS = new Map<ItemField, { scalars: readonly Scalar[]; bits: number }>();
function fieldScalars(field: ItemField): { scalars: readonly Scalar[]; bits: number } {
  let entry = FIELD_SCALARS.get(field);
  if (entry === undefined) {
    const scalars = itemScalars(field);
    FIELD_SCALARS.set(field, (entry = { scalars, bits: propertyCode(0, scalars) }));
  }
  return entry;
}

export class Engine implements PropertyLookup {
  readonly rules = new RuleSet();
  private readonly scratch = new ClosureScratch();
  private readonly properties = new Map<number, PropertyEntry>();
  private readonly propertyIds: number[] = [];
  private readonly spaces = new Map<number, ItemField>();
  private readonly links = new Map<number, Map<number, LinkField>>();
  private readonly theorems = new Map<number, EngineTheorem>();
  private readonly states = new Map<number, SpaceState>();
  /** Bumped by every applied change: a check's result is reused only on the state it was computed on. */
  private version = 0;
  private layout = 0;
  /**
   * The last checked theorem change, as `update` computed it, for `apply` to
   * commit without computing it again (the backend checks, then applies, each write).
   */
  private checked: { key: string; version: number; changes: Map<number, SpaceChange>; redo: () => void } | null = null;

  static build(catalogue: EngineCatalogue): Engine {
    const engine = new Engine();
    engine.apply({ kind: 'reload', records: catalogue });
    return engine;
  }

  // ---- lookups -------------------------------------------------------------

  index(propertyId: number): number | undefined {
    return this.properties.get(propertyId)?.index;
  }

  scalars(propertyId: number): readonly Scalar[] {
    return this.properties.get(propertyId)?.scalars ?? [];
  }

  code(propertyId: number): number {
    const entry = this.properties.get(propertyId);
    return entry === undefined ? -1 : entry.code;
  }

  /**
   * Moves whenever property indices are handed out afresh (a reload, which
   * also undoes the check of a property change): what is kept by index must
   * then be re-read.
   */
  get propertyLayout(): number {
    return this.layout;
  }

  /** One more than the largest property index handed out (indices of deleted properties stay unused). */
  get propertySlots(): number {
    return this.propertyIds.length;
  }

  propertyId(index: number): number {
    return this.propertyIds[index];
  }

  spaceIds(): IterableIterator<number> {
    return this.states.keys();
  }

  state(spaceId: number): SpaceState | undefined {
    return this.states.get(spaceId);
  }

  /** The stored links of a space: propertyId → field. */
  spaceLinks(spaceId: number): ReadonlyMap<number, LinkField> {
    return this.links.get(spaceId) ?? new Map();
  }

  /**
   * The theorems deriving a fact of a space without using it (computed when
   * non-empty): from the whole-space analysis when `bulk` or already made,
   * else from the one-fact test.
   */
  derivations(spaceId: number, lit: number, bulk = false): FactDerivations {
    const state = this.states.get(spaceId);
    if (!state) return { computed: false, theoremIds: [] };
    if (bulk || state.valid) return factDerivations(state.closure, this.valid(state), this.rules, lit);
    return literalDerivations(state.closure, this.rules, state.stored, this.scratch, lit);
  }

  /** The firing shown as a computed fact's proof (see fact-derivations.ts). */
  proofFiring(spaceId: number, lit: number): Firing | null {
    const state = this.states.get(spaceId);
    if (!state) return null;
    return proofFiring(state.closure, this.rules, state.stored, this.scratch, lit);
  }

  // ---- writes --------------------------------------------------------------

  /** Stored facts of a space that are also computed. */
  storedComputed(spaceId: number): Set<number> {
    const state = this.states.get(spaceId);
    const computed = new Set<number>();
    if (!state) return computed;
    const { firings } = this.valid(state);
    for (let i = 0; i < state.closure.storedCount; i++) if (firings[i].length > 0) computed.add(state.closure.order[i]);
    return computed;
  }

  /** Whether one stored fact of a space is also computed (cheaper than the whole analysis). */
  isStoredComputed(spaceId: number, lit: number): boolean {
    const state = this.states.get(spaceId);
    const position = state?.closure.positionOf(lit);
    if (!state || position === undefined || position >= state.closure.storedCount) return false;
    if (state.valid) return state.valid.firings[position].length > 0;
    state.storedChecks ??= new Map();
    let computed = state.storedChecks.get(lit);
    if (computed === undefined) {
      computed = storedFactComputed(state.closure, this.rules, state.stored, this.scratch, lit);
      state.storedChecks.set(lit, computed);
    }
    return computed;
  }

  private valid(state: SpaceState): ValidFirings {
    return (state.valid ??= validFirings(state.closure, this.rules));
  }

  /** Applies a change; returns what it did to each affected space. */
  apply(change: EngineChange): Map<number, SpaceChange> {
    const checked = this.checked;
    this.checked = null;
    let changes: Map<number, SpaceChange>;
    if (checked && checked.version === this.version && checked.key === changeKey(change)) {
      // The check just computed this very update on the same state: redo its input change and commit its result.
      checked.redo();
      changes = checked.changes;
    } else changes = this.update(change);
    this.version++;
    for (const [spaceId, { state }] of changes) {
      if (state) this.states.set(spaceId, state);
      else this.states.delete(spaceId);
    }
    return changes;
  }

  /** The contradictions a change would add, the engine left as it was. */
  check(change: EngineChange): { spaceId: number; contradiction: SpaceContradiction }[] {
    // Deleting only removes facts or rules, so it cannot add a contradiction;
    // an import (reload) is never refused.
    if (change.kind === 'reload' || change.kind.endsWith('Deleted')) return [];
    const undo = this.undoOf(change);
    try {
      const found: { spaceId: number; contradiction: SpaceContradiction }[] = [];
      const changes = this.update(change);
      this.checked = change.kind === 'theorem' ? { key: changeKey(change), version: this.version, changes, redo: this.redoOf(change.theorem) } : null;
      for (const [spaceId, { state }] of changes) {
        if (!state) continue;
        const before = new Set((this.states.get(spaceId)?.contradictions ?? []).map(key));
        for (const c of state.contradictions) if (!before.has(key(c))) found.push({ spaceId, contradiction: c });
      }
      return found;
    } finally {
      undo();
    }
  }

  // ---- internals -----------------------------------------------------------

  /** Replaces every input. */
  private load(catalogue: EngineCatalogue): void {
    this.properties.clear();
    this.propertyIds.length = 0;
    this.layout++;
    this.spaces.clear();
    this.links.clear();
    this.theorems.clear();
    for (const theoremId of [...this.rules.theoremIds()]) this.rules.remove(theoremId);
    for (const p of catalogue.properties) this.setProperty(p);
    for (const s of catalogue.spaces) this.spaces.set(s.id, s.field);
    for (const link of catalogue.links) this.setLink(link);
    for (const t of catalogue.theorems) this.setTheorem(t);
  }

  /** Changes the inputs and computes (without storing) the new state of each affected space. */
  private update(change: EngineChange): Map<number, SpaceChange> {
    switch (change.kind) {
      case 'reload': {
        const before = [...this.states.keys()];
        this.load(change.records);
        const changes = this.reclose([...this.spaces.keys()]);
        for (const spaceId of before) if (!changes.has(spaceId)) changes.set(spaceId, { state: null, changed: 'all' });
        return changes;
      }
      case 'space':
        this.spaces.set(change.space.id, change.space.field);
        return this.reclose([change.space.id]);
      case 'spaceDeleted':
        this.spaces.delete(change.spaceId);
        this.links.delete(change.spaceId);
        return new Map([[change.spaceId, { state: null, changed: 'all' }]]);
      case 'link':
        this.setLink(change.link);
        return this.reclose([change.link.spaceId]);
      case 'linkDeleted':
        this.links.get(change.spaceId)?.delete(change.propertyId);
        return this.reclose([change.spaceId]);
      case 'theorem':
      case 'theoremDeleted':
        return this.updateTheorem(change.kind === 'theorem' ? change.theorem.id : change.theoremId, change.kind === 'theorem' ? change.theorem : null);
      case 'property':
        this.setProperty(change.property);
        this.recompileAll();
        return this.reclose([...this.spaces.keys()]);
      case 'propertyDeleted':
        this.deleteProperty(change.propertyId);
        return this.reclose([...this.spaces.keys()]);
    }
  }

  /** Replaces (theorem) or removes (null) a theorem's rules, updating the spaces they touch. */
  private updateTheorem(theoremId: number, theorem: EngineTheorem | null): Map<number, SpaceChange> {
    const removed = new RuleMask(this.rules.rulesOf(theoremId));
    this.rules.remove(theoremId);
    this.theorems.delete(theoremId);
    if (theorem) this.setTheorem(theorem);
    const added = this.rules.rulesOf(theoremId);
    const changes = new Map<number, SpaceChange>();
    for (const [spaceId, state] of this.states) {
      if (state.closure.conflicts.length > 0) {
        if (firedIn(state.closure, removed) || readyIn(state.closure, this.rules, added)) changes.set(spaceId, this.closeState(spaceId));
        continue;
      }
      let closure = state.closure;
      const changed: number[] = [];
      let touched = false;
      if (removed.size > 0 && firedIn(closure, removed)) {
        const update = retractRules(closure, this.rules, removed);
        if (update) {
          closure = update.closure;
          changed.push(...update.changed);
          touched = true;
        }
      }
      // Most spaces know none of the new rules' bodies (at ten times π-Base, 2,000 of
      // 2,230 spaces are other copies): a few bit tests rule them out.
      if (added.length > 0 && readyIn(closure, this.rules, added)) {
        const update = extendClosure(closure, this.rules, added);
        if (update) {
          closure = update.closure;
          changed.push(...update.changed);
          touched = true;
        }
      }
      if (!touched) continue;
      // A write that leaves a contradiction is closed afresh, so which side got
      // derived does not depend on the order of writes.
      if (closure.conflicts.length > 0) {
        changes.set(spaceId, this.closeState(spaceId));
        continue;
      }
      changes.set(spaceId, {
        state: { stored: state.stored, closure, contradictions: spaceContradictions(closure, this.rules), storedChecks: keptChecks(state.storedChecks, removed.size > 0, added.length > 0) },
        changed,
      });
    }
    return changes;
  }

  private reclose(spaceIds: number[]): Map<number, SpaceChange> {
    const changes = new Map<number, SpaceChange>();
    for (const spaceId of spaceIds) changes.set(spaceId, this.closeState(spaceId));
    return changes;
  }

  private closeState(spaceId: number): SpaceChange {
    if (!this.spaces.has(spaceId)) return { state: null, changed: 'all' };
    const stored = this.storedLiterals(spaceId);
    const closure = closeSpace(stored, this.rules, this.scratch);
    const contradictions = closure.conflicts.length === 0 ? [] : spaceContradictions(closure, this.rules);
    return { state: { stored, closure, contradictions }, changed: 'all' };
  }

  /** Puts a checked theorem back in (its rules with the same numbers), after the check's undo. */
  private redoOf(theorem: EngineTheorem): () => void {
    const snapshot = this.rules.snapshot(theorem.id);
    return () => {
      this.rules.remove(theorem.id);
      this.theorems.set(theorem.id, theorem);
      if (snapshot) this.rules.restore(snapshot);
    };
  }

  /** A closure that puts the inputs back as they were before `change`. */
  private undoOf(change: EngineChange): () => void {
    switch (change.kind) {
      case 'space':
      case 'spaceDeleted': {
        const spaceId = change.kind === 'space' ? change.space.id : change.spaceId;
        const field = this.spaces.get(spaceId);
        const links = this.links.get(spaceId);
        return () => {
          if (field === undefined) this.spaces.delete(spaceId);
          else this.spaces.set(spaceId, field);
          if (links) this.links.set(spaceId, links);
        };
      }
      case 'link':
      case 'linkDeleted': {
        const { spaceId, propertyId } = change.kind === 'link' ? change.link : change;
        const old = this.links.get(spaceId)?.get(propertyId);
        return () => {
          if (old === undefined) this.links.get(spaceId)?.delete(propertyId);
          else this.setLink({ spaceId, propertyId, field: old });
        };
      }
      case 'theorem':
      case 'theoremDeleted': {
        const theoremId = change.kind === 'theorem' ? change.theorem.id : change.theoremId;
        const old = this.theorems.get(theoremId);
        const snapshot = this.rules.snapshot(theoremId);
        return () => {
          this.rules.remove(theoremId);
          this.theorems.delete(theoremId);
          if (old) this.theorems.set(theoremId, old);
          if (snapshot) this.rules.restore(snapshot);
        };
      }
      default: {
        // Rare (a property's field): rebuild the inputs and their closures as they were.
        const records = this.records();
        return () => this.apply({ kind: 'reload', records });
      }
    }
  }

  private records(): EngineCatalogue {
    return {
      spaces: [...this.spaces].map(([id, field]) => ({ id, field })),
      properties: [...this.properties].map(([id, p]) => ({ id, field: p.field })),
      links: [...this.links].flatMap(([spaceId, m]) => [...m].map(([propertyId, field]) => ({ spaceId, propertyId, field }))),
      theorems: [...this.theorems.values()],
    };
  }

  private setProperty(property: EngineProperty): void {
    const entry = this.properties.get(property.id);
    const { scalars, bits } = fieldScalars(property.field);
    if (entry) {
      entry.field = property.field;
      entry.scalars = scalars;
      entry.code = entry.index * 4 + bits;
    } else {
      const index = this.propertyIds.length;
      this.properties.set(property.id, { index, field: property.field, scalars, code: index * 4 + bits });
      this.propertyIds.push(property.id);
    }
  }

  private deleteProperty(propertyId: number): void {
    this.properties.delete(propertyId);
    for (const links of this.links.values()) links.delete(propertyId);
    for (const t of [...this.theorems.values()]) {
      if ([...t.conditions, ...t.conclusions].some((a) => a.propertyId === propertyId)) {
        this.theorems.delete(t.id);
        this.rules.remove(t.id);
      }
    }
  }

  private setLink(link: EngineLink): void {
    let links = this.links.get(link.spaceId);
    if (!links) this.links.set(link.spaceId, (links = new Map()));
    links.set(link.propertyId, link.field);
  }

  private setTheorem(theorem: EngineTheorem): void {
    this.theorems.set(theorem.id, theorem);
    this.rules.add(theorem.id, compileTheorem(theorem, this));
  }

  private recompileAll(): void {
    for (const t of this.theorems.values()) this.rules.add(t.id, compileTheorem(t, this));
  }

  /** The stored facts of a space: each link's components over the scalars both sides allow (real before complex). */
  private storedLiterals(spaceId: number): Int32Array {
    const spaceField = this.spaces.get(spaceId)!;
    // Which scalars the space allows, as propertyCode's bits 0 (real) and 1 (complex).
    const allowed = (spaceField !== 'COMPLEX' ? 1 : 0) + (spaceField !== 'REAL' ? 2 : 0);
    const links = this.links.get(spaceId);
    const lits = new Int32Array(2 * (links?.size ?? 0));
    let count = 0;
    links?.forEach((linkField, propertyId) => {
      const property = this.properties.get(propertyId);
      if (property === undefined) return;
      const code = property.code & (allowed | ~3);
      const bits = FIELD_BITS[linkField];
      const base = code & ~3;
      if ((code & 1) !== 0 && (bits & 1) !== 0) lits[count++] = base + ((bits >> 1) & 1);
      if ((code & 2) !== 0 && (bits & 4) !== 0) lits[count++] = base + 2 + ((bits >> 3) & 1);
    });
    return count === lits.length ? lits : lits.slice(0, count);
  }
}

/**
 * The stored-fact answers that stay true when rules are only removed (a fact
 * not computed stays so) or only added (a computed fact stays so); none when both.
 */
function keptChecks(checks: Map<number, boolean> | undefined, removed: boolean, added: boolean): Map<number, boolean> | undefined {
  if (!checks || removed === added) return undefined;
  const kept = new Map<number, boolean>();
  for (const [lit, computed] of checks) if (computed === added) kept.set(lit, computed);
  return kept.size > 0 ? kept : undefined;
}

function firedIn(closure: SpaceClosure, rules: RuleMask): boolean {
  if (rules.size === 0) return false;
  const { rule, refirings, conflicts, storedCount } = closure;
  for (let i = storedCount; i < rule.length; i++) if (rules.has(rule[i])) return true;
  for (let i = 1; i < refirings.length; i += 3) if (rules.has(refirings[i])) return true;
  for (let i = 1; i < conflicts.length; i += 3) if (rules.has(conflicts[i])) return true;
  return false;
}

/** Whether any of the rules can fire on the closure's facts (plain loops: asked of every space on a theorem edit). */
function readyIn(closure: SpaceClosure, rules: RuleSet, numbers: readonly number[]): boolean {
  for (let k = 0; k < numbers.length; k++) {
    const rule = rules.rules[numbers[k]]!;
    let ready = true;
    for (let i = 0; i < rule.body.length && ready; i++) ready = closure.has(rule.body[i]);
    if (!ready) continue;
    if (rule.anyOf.length === 0) return true;
    for (let i = 0; i < rule.anyOf.length; i++) if (closure.has(rule.anyOf[i])) return true;
  }
  return false;
}

function changeKey(change: EngineChange): string {
  return JSON.stringify(change);
}

function key(c: SpaceContradiction): string {
  return `${c.propertyIndex}:${c.scalar}`;
}
