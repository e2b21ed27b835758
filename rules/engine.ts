/**
 * One kind of subject's reasoning: its inputs (engine-inputs.ts), the
 * compiled rules, and each subject's closure. A write changes the inputs and
 * updates only the subjects it can affect:
 * - a link, a subject's field: that subject is re-closed from its stored facts
 *   (a few dozen microseconds);
 * - a theorem deleted or changed: delete-and-rederive in the subjects where
 *   its old rules fired (closure-update.ts);
 * - a theorem added or changed: the subjects where its new rules are ready on
 *   the current facts are extended (elsewhere the facts are already a fixpoint);
 * - a property's field, a property deleted, a reload: everything is re-closed.
 * A subject with a contradiction is always re-closed from scratch, so which
 * side of a contradiction gets derived never depends on the order of writes.
 */
import type { Scalar } from './fields';
import { RuleMask, type RuleSet } from './rule-set';
import { ClosureScratch, closeFacts, type Closure } from './closure';
import { computingTheorems, factDerivations, literalDerivations, proofFiring, type FactDerivations, type Firing } from './fact-derivations';
import { validFirings, type ValidFirings } from './valid-firings';
import { storedFactComputed } from './stored-fact';
import { extendClosure, retractRules } from './closure-update';
import { subjectContradictions, type SubjectContradiction } from './contradictions';
import { EngineInputs } from './engine-inputs';
import type { EngineCatalogue, EngineChange, EngineTheorem } from './catalogue';

export interface SubjectState {
  stored: Int32Array;
  closure: Closure;
  contradictions: SubjectContradiction[];
  /** The firings of each fact that do not use it; computed on first use. */
  valid?: ValidFirings;
  /** Stored facts already asked about: are they also computed? */
  storedChecks?: Map<number, boolean>;
  /** How many of the closure's given facts (the last ones) were carried from related subjects, not linked. */
  importCount?: number;
}

/**
 * What a write did to one subject: its state before (null: it is new) and
 * after (null: it is gone), and the literals that appeared or disappeared
 * ('all': re-closed, compare the two).
 */
export interface SubjectChange { before: SubjectState | null; state: SubjectState | null; changed: readonly number[] | 'all' }

export class Engine {
  readonly inputs = new EngineInputs();
  private readonly scratch = new ClosureScratch();
  private readonly states = new Map<number, SubjectState>();
  /** Bumped by every applied change: what is kept for one state of the engine (a check's result, indexes) is kept with it. */
  private revision = 0;
  /** The rules' state: bumped by every applied change of the theorems or properties (a reload too). */
  private rulesRevision = 0;
  /**
   * The last checked theorem change, as `update` computed it, for `apply` to
   * commit without computing it again (the backend checks, then applies, each write).
   */
  private checked: { key: string; revision: number; changes: Map<number, SubjectChange>; redo: () => void } | null = null;

  static build(catalogue: EngineCatalogue): Engine {
    const engine = new Engine();
    engine.apply({ kind: 'reload', catalogue });
    return engine;
  }

  get rules(): RuleSet {
    return this.inputs.rules;
  }

  get version(): number {
    return this.revision;
  }

  get rulesVersion(): number {
    return this.rulesRevision;
  }

  index(propertyId: number): number | undefined {
    return this.inputs.index(propertyId);
  }

  scalars(propertyId: number): readonly Scalar[] {
    return this.inputs.scalars(propertyId);
  }

  propertyId(index: number): number {
    return this.inputs.propertyId(index);
  }

  subjectIds(): IterableIterator<number> {
    return this.states.keys();
  }

  state(subjectId: number): SubjectState | undefined {
    return this.states.get(subjectId);
  }

  /** A closure scratch for closures outside the states (hypotheses, checks): one at a time. */
  get closureScratch(): ClosureScratch {
    return this.scratch;
  }

  /**
   * The theorems deriving a fact of a subject without using it (computed when
   * non-empty): from the whole-subject analysis when `bulk` or already made,
   * else from the one-fact test.
   */
  derivations(subjectId: number, lit: number, bulk = false): FactDerivations {
    const state = this.states.get(subjectId);
    if (!state) return { computed: false, theoremIds: [] };
    if (bulk || state.valid) return factDerivations(state.closure, this.valid(state), this.rules, lit);
    return literalDerivations(state.closure, this.rules, state.stored, this.scratch, lit);
  }

  /** The theorems deriving the fact at a position of a subject's closure without using it, from the whole-subject analysis. */
  computingTheorems(subjectId: number, position: number): number[] {
    const state = this.states.get(subjectId);
    return state ? computingTheorems(this.valid(state), this.rules, position) : [];
  }

  /** The firing shown as a computed fact's proof (see fact-derivations.ts). */
  proofFiring(subjectId: number, lit: number): Firing | null {
    const state = this.states.get(subjectId);
    if (!state) return null;
    return proofFiring(state.closure, this.rules, state.stored, this.scratch, lit);
  }

  /** Whether one stored fact of a subject is also computed (cheaper than the whole analysis, and kept). */
  isStoredComputed(subjectId: number, lit: number): boolean {
    const state = this.states.get(subjectId);
    const position = state?.closure.positionOf(lit);
    if (!state || position === undefined || position >= state.closure.storedCount) return false;
    if (state.valid) return state.valid.start[position + 1] > state.valid.start[position];
    state.storedChecks ??= new Map();
    let computed = state.storedChecks.get(lit);
    if (computed === undefined) {
      computed = storedFactComputed(state.closure, this.rules, state.stored, this.scratch, lit);
      state.storedChecks.set(lit, computed);
    }
    return computed;
  }

  private valid(state: SubjectState): ValidFirings {
    return (state.valid ??= validFirings(state.closure, this.rules));
  }

  /** Applies a change; returns what it did to each subject it reached. */
  apply(change: EngineChange): Map<number, SubjectChange> {
    const checked = this.checked;
    this.checked = null;
    let changes: Map<number, SubjectChange>;
    if (checked && checked.revision === this.revision && checked.key === changeKey(change)) {
      // The check just computed this very update on the same state: redo its input change and commit its result.
      checked.redo();
      changes = checked.changes;
    } else changes = this.update(change);
    this.revision++;
    if (change.kind === 'reload' || change.kind.startsWith('property') || change.kind.startsWith('theorem')) this.rulesRevision++;
    for (const [subjectId, { state }] of changes) {
      if (state) this.states.set(subjectId, state);
      else this.states.delete(subjectId);
    }
    return changes;
  }

  /**
   * What a change would do to each subject it reaches, read by `read` before
   * the engine is put back as it was (a reload is never checked: it is not refused).
   */
  check<T>(change: EngineChange, read: (changes: Map<number, SubjectChange>) => T): T {
    if (change.kind === 'reload') throw new Error('a reload is not checked');
    const records = change.kind === 'property' || change.kind === 'propertyDeleted' ? this.inputs.records() : null;
    const undo = this.inputs.undoOf(change);
    try {
      const changes = this.update(change);
      if (change.kind === 'theorem' || change.kind === 'theoremDeleted') {
        this.checked = { key: changeKey(change), revision: this.revision, changes, redo: this.inputs.theoremState(change.kind === 'theorem' ? change.theorem.id : change.theoremId) };
      }
      return read(changes);
    } finally {
      // Rare (a property's field): the inputs and their closures made again as they were.
      if (undo) undo();
      else if (records) this.apply({ kind: 'reload', catalogue: records });
    }
  }

  /** Changes the inputs and computes (without storing) the new state of each subject reached. */
  private update(change: EngineChange): Map<number, SubjectChange> {
    const { inputs } = this;
    switch (change.kind) {
      case 'reload': {
        const before = [...this.states.keys()];
        inputs.load(change.catalogue);
        const changes = this.reclose([...inputs.subjects.keys()]);
        for (const subjectId of before) if (!changes.has(subjectId)) changes.set(subjectId, { before: this.states.get(subjectId)!, state: null, changed: 'all' });
        return changes;
      }
      case 'subject':
        // The field is all the engine reads of a subject.
        if (inputs.subjects.get(change.subject.id) === change.subject.field) return new Map();
        inputs.subjects.set(change.subject.id, change.subject.field);
        return this.reclose([change.subject.id]);
      case 'subjectDeleted':
        inputs.deleteSubject(change.subjectId);
        return this.states.has(change.subjectId) ? this.reclose([change.subjectId]) : new Map();
      case 'link':
        inputs.setLink(change.link);
        return this.reclose([change.link.subjectId]);
      case 'linkDeleted':
        inputs.deleteLink(change.subjectId, change.propertyId);
        return this.reclose([change.subjectId]);
      case 'theorem':
      case 'theoremDeleted':
        return this.updateTheorem(change.kind === 'theorem' ? change.theorem.id : change.theoremId, change.kind === 'theorem' ? change.theorem : null);
      case 'property':
        inputs.setProperty(change.property);
        return this.reclose([...inputs.subjects.keys()]);
      case 'propertyDeleted':
        inputs.deleteProperty(change.propertyId);
        return this.reclose([...inputs.subjects.keys()]);
    }
  }

  /** Replaces (theorem) or removes (null) a theorem's rules, updating the subjects they touch. */
  private updateTheorem(theoremId: number, theorem: EngineTheorem | null): Map<number, SubjectChange> {
    const removed = new RuleMask(this.rules.rulesOf(theoremId));
    this.inputs.removeTheorem(theoremId);
    if (theorem) this.inputs.setTheorem(theorem);
    const added = this.rules.rulesOf(theoremId);
    const changes = new Map<number, SubjectChange>();
    for (const [subjectId, state] of this.states) {
      if (state.closure.conflicts.length > 0) {
        if (firedIn(state.closure, removed) || readyIn(state.closure, this.rules, added)) changes.set(subjectId, this.closeState(subjectId));
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
      // Most subjects know none of the new rules' bodies (at ten times π-Base, 2,000 of
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
        changes.set(subjectId, this.closeState(subjectId));
        continue;
      }
      const storedChecks = keptChecks(state.storedChecks, removed.size > 0, added.length > 0);
      changes.set(subjectId, { before: state, state: { stored: state.stored, closure, contradictions: [], storedChecks, importCount: state.importCount }, changed });
    }
    return changes;
  }

  private reclose(subjectIds: number[]): Map<number, SubjectChange> {
    const changes = new Map<number, SubjectChange>();
    for (const subjectId of subjectIds) changes.set(subjectId, this.closeState(subjectId));
    return changes;
  }

  private closeState(subjectId: number): SubjectChange {
    const before = this.states.get(subjectId) ?? null;
    return { before, state: this.closeSubject(subjectId, this.inputs.imports.get(subjectId)), changed: 'all' };
  }

  /** A subject closed on its links and the given imports, nothing stored; null when there is no such subject. */
  closeSubject(subjectId: number, imports: Int32Array | undefined): SubjectState | null {
    if (!this.inputs.subjects.has(subjectId)) return null;
    const stored = this.inputs.storedLiterals(subjectId, imports);
    const closure = closeFacts(stored, this.rules, this.scratch);
    const contradictions = closure.conflicts.length === 0 ? [] : subjectContradictions(closure, this.rules);
    // One shape for every state, imports or not: a build reads them all in the same code (a second shape deoptimized it).
    return { stored, closure, contradictions, importCount: imports ? imports.length : 0 };
  }

  /** Commits states the relational layer computed with their imports (a state null: the subject is gone). */
  commitImports(states: ReadonlyMap<number, { state: SubjectState | null; imports: Int32Array | undefined }>): void {
    this.checked = null;
    this.revision++;
    for (const [subjectId, { state, imports }] of states) {
      if (imports && imports.length > 0) this.inputs.imports.set(subjectId, imports);
      else this.inputs.imports.delete(subjectId);
      if (state) this.states.set(subjectId, state);
      else this.states.delete(subjectId);
    }
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

function firedIn(closure: Closure, rules: RuleMask): boolean {
  if (rules.size === 0) return false;
  const { rule, refirings, conflicts, storedCount } = closure;
  for (let i = storedCount; i < rule.length; i++) if (rules.has(rule[i])) return true;
  for (let i = 1; i < refirings.length; i += 3) if (rules.has(refirings[i])) return true;
  for (let i = 1; i < conflicts.length; i += 3) if (rules.has(conflicts[i])) return true;
  return false;
}

/** Whether any of the rules can fire on the closure's facts (plain loops: asked of every subject on a theorem edit). */
function readyIn(closure: Closure, rules: RuleSet, numbers: readonly number[]): boolean {
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
