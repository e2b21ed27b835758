/**
 * The reasoner's front door: the only module of rules/ that kb/, backend/ and
 * frontend/ import (the linter holds them to it). It speaks in subjects and
 * typed facts; how facts are encoded (literal codes), closed (closures, rule
 * sets, kernels) and explained stays behind it. Each kind of subject is
 * reasoned about by its own instance of the same machinery (engine.ts).
 */
import { Engine } from './engine';
import { CONTRAPOSITIVE, type Rule } from './compile';
import type { ItemField, Scalar } from './fields';
import { literal, literalProperty, literalScalar, literalValue } from './literal';
import { buildProof, type ProofStep } from './proof';
import { supportsAt } from './derivation';
import { OutcomeWriter } from './outcome';
import { KindQuestions } from './questions/kind-questions';
import type { EngineChange, EngineCatalogue } from './catalogue';
import type { FormulaAnswer, TermLookup } from './questions/formula';
import type { ImplicationsAnswer } from './questions/implications';
import type { ScalarDerivation, TheoremCheck } from './questions/theorem-checks';
import type { Undecided } from './questions/undecided';
import { RelationalLayer } from './relations/layer';
import { RelationalWrites } from './relations/writes';
import { RelationReads } from './relations/reads';
import { CarriedSettling } from './relations/settling';
import { checkAlongTheorem } from './relations/along-checks';
import {
  SUBJECT_KINDS,
  type Along,
  type Atom,
  type Catalogue,
  type Change,
  type CompiledRule,
  type Contradiction,
  type ComputedDerivation,
  type Derivations,
  type Fact,
  type FirstDerivation,
  type KindCatalogue,
  type KnownFact,
  type Outcome,
  type ProofNode,
  type PropertyValue,
  type Reach,
  type Subject,
  type SubjectKind,
} from './reasoner-types';

export * from './reasoner-types';
export { FIELD_BITS, fieldPair, itemScalars, SCALARS, type ItemField, type LinkField, type Scalar } from './fields';
export type { Step, StepChain, ContradictionSteps } from './questions/steps';
export type { FormulaAnswer, FormulaVerdict, TermFact, TermLookup } from './questions/formula';
export type { ImplicationsAnswer, Implication, ChainRoot, ConverseStanding } from './questions/implications';
export type { ScalarDerivation, TheoremCheck, ConverseStatus } from './questions/theorem-checks';
export type { Undecided } from './questions/undecided';

interface Kind { engine: Engine; questions: KindQuestions }

export class Reasoner {
  private readonly kinds = new Map<SubjectKind, Kind>();
  /** Relations between spaces, theorems along them, and the facts they carry (spaces only). */
  private readonly layer = new RelationalLayer();
  private readonly relational: RelationalWrites;
  /** What the relations say, read: related spaces, relation proofs, cross-space proofs. */
  readonly relations: RelationReads;
  /** The redundant theorems with those along relations, for one state of the rules and of the layer. */
  private redundantAlong: { rulesVersion: number; derived: object; list: { theoremId: number; derivations: ScalarDerivation[] }[] } | null = null;

  private constructor() {
    for (const kind of SUBJECT_KINDS) {
      const engine = new Engine();
      // A space's open questions count what their answers would carry to related spaces.
      this.kinds.set(kind, { engine, questions: new KindQuestions(engine, kind === 'space' ? new CarriedSettling(engine, this.layer) : undefined) });
    }
    this.relational = new RelationalWrites(this.engine('space'), this.layer);
    this.relations = new RelationReads(this.engine('space'), this.layer);
  }

  static build(catalogue: Catalogue): Reasoner {
    const reasoner = new Reasoner();
    reasoner.apply({ kind: 'reload', catalogue });
    return reasoner;
  }

  // ---- writes --------------------------------------------------------------

  /**
   * The subjects whose facts a change can change, known before it runs: what
   * its check reads and what it may write. A theorem or a property reaches
   * every subject of its kind (the rules change), a reload everything.
   */
  reach(change: Change): Reach {
    if (change.kind !== 'reload' && kindOf(change) === 'space' && this.relational.concerns(change)) return this.relational.reach(change);
    switch (change.kind) {
      case 'subject':
      case 'subjectDeleted':
      case 'link':
      case 'linkDeleted':
        return [change.subject];
      default:
        return 'all';
    }
  }

  /** What the change would do, nothing committed. A reload is never refused: its outcome is everything, without a diff. */
  check(change: Change): Outcome {
    if (change.kind === 'reload') return { reach: 'all', contradictions: [], added: null, removed: null };
    if (kindOf(change) === 'space' && this.relational.concerns(change)) return this.relational.write(change, false);
    const { kind, engineChange } = this.route(change);
    const writer = new OutcomeWriter(kind.engine, kindOf(change));
    // Read inside the check: undoing a property change renumbers the properties.
    kind.engine.check(engineChange, (changes) => writer.add(changes, true));
    return { reach: writer.reach, contradictions: writer.contradictions, added: writer.added, removed: writer.removed };
  }

  /** Applies the change (reusing the work of its check, when it was the last thing checked). */
  apply(change: Change): Outcome {
    if (change.kind === 'reload') {
      const contradictions: Contradiction[] = [];
      for (const [kind, { engine }] of this.kinds) {
        engine.inputs.imports.clear();
        engine.apply({ kind: 'reload', catalogue: engineCatalogue(change.catalogue[kind]) });
        if (kind === 'space') this.relational.reload(change.catalogue.space);
        for (const id of engine.subjectIds()) contradictions.push(...this.contradictions({ kind, id }));
      }
      return { reach: 'all', contradictions, added: null, removed: null };
    }
    if (kindOf(change) === 'space' && this.relational.concerns(change)) return this.relational.write(change, true);
    const { kind, engineChange } = this.route(change);
    const writer = new OutcomeWriter(kind.engine, kindOf(change));
    writer.add(kind.engine.apply(engineChange), false);
    return { reach: writer.reach, contradictions: writer.contradictions, added: writer.added, removed: writer.removed };
  }

  // ---- reads ---------------------------------------------------------------

  /** The subjects of a kind, in the order they came. */
  subjects(kind: SubjectKind): number[] {
    return [...this.engine(kind).subjectIds()];
  }

  has(subject: Subject): boolean {
    return this.engine(subject.kind).state(subject.id) !== undefined;
  }

  /** The scalars a property of the kind is considered over (none for an unknown property). */
  propertyScalars(kind: SubjectKind, propertyId: number): readonly Scalar[] {
    return this.engine(kind).scalars(propertyId);
  }

  /** Every known fact of a subject, in the order it became known (the stored ones first). */
  facts(subject: Subject): KnownFact[] {
    const engine = this.engine(subject.kind);
    const state = engine.state(subject.id);
    if (!state) return [];
    const { closure } = state;
    const links = linkCount(state);
    const facts = new Array<KnownFact>(closure.order.length);
    for (let i = 0; i < facts.length; i++) facts[i] = knownFact(engine, subject, closure.order[i], i < links);
    return facts;
  }

  /**
   * Each derived fact of a subject (`facts` without the stored ones, in that
   * order; a fact carried from a related subject counts), given to `visit`
   * without an object per fact: the fact index reads every subject's at a
   * build, where 52,000 objects cost a fresh process more than the rows.
   */
  eachDerived(subject: Subject, visit: (propertyId: number, scalar: Scalar, value: boolean) => void): void {
    const engine = this.engine(subject.kind);
    const state = engine.state(subject.id);
    if (!state) return;
    const { order } = state.closure;
    for (let i = linkCount(state); i < order.length; i++) visit(engine.propertyId(literalProperty(order[i])), literalScalar(order[i]), literalValue(order[i]));
  }

  /**
   * Every known fact of a subject (as `facts` lists them) with its first
   * derivation: the theorem (null for a stored fact) and the facts it used,
   * as positions in the same list, always earlier. A derived fact's proof
   * follows these (see `proof`); the knowledge base keeps them as entities.
   */
  firstDerivations(subject: Subject): FirstDerivation[] {
    const engine = this.engine(subject.kind);
    const state = engine.state(subject.id);
    if (!state) return [];
    const { closure } = state;
    // Facts carried from related spaces are not stored: their derivation is across spaces (`proof`).
    const links = linkCount(state);
    const { rules } = engine;
    const { order } = closure;
    // literal → position, for this call only (the closure's own index is built lazily and kept).
    let max = 0;
    for (let i = 0; i < order.length; i++) if (order[i] > max) max = order[i];
    const position = new Int32Array(max + 1);
    for (let i = 0; i < order.length; i++) position[order[i]] = i;
    const out = new Array<FirstDerivation>(order.length);
    for (let i = 0; i < out.length; i++) {
      const rule = closure.rule[i];
      out[i] = {
        fact: knownFact(engine, subject, order[i], i < links),
        theoremId: rule < 0 ? null : rules.rules[rule]!.theoremId,
        supports: rule < 0 ? [] : supportsAt(closure, rules, i).map((lit) => position[lit]),
      };
    }
    return out;
  }

  /** What a subject knows of a (property, scalar): the fact, or undefined when neither value is known. */
  fact(subject: Subject, propertyId: number, scalar: Scalar): KnownFact | undefined {
    const engine = this.engine(subject.kind);
    const state = engine.state(subject.id);
    const index = engine.index(propertyId);
    if (!state || index === undefined) return undefined;
    for (const value of [true, false]) {
      const position = state.closure.positionOf(literal(index, scalar, value));
      if (position !== undefined) return { subject, propertyId, scalar, value, stored: position < linkCount(state) };
    }
    return undefined;
  }

  /** The theorem of a known fact's first derivation in its subject; null for a fact given to it (stored, or carried from a related space) or not known. */
  firstTheorem(fact: Fact): number | null {
    const engine = this.engine(fact.subject.kind);
    const lit = this.literalOf(fact);
    const closure = engine.state(fact.subject.id)?.closure;
    const position = lit === undefined ? undefined : closure?.positionOf(lit);
    if (position === undefined) return null;
    const rule = closure!.rule[position];
    return rule < 0 ? null : engine.rules.rules[rule]!.theoremId;
  }

  /** Whether a known fact has a derivation not using it (a derived fact always has; kept per state for stored ones). */
  isComputed(fact: Fact): boolean {
    const engine = this.engine(fact.subject.kind);
    const lit = this.literalOf(fact);
    const state = engine.state(fact.subject.id);
    const position = lit === undefined ? undefined : state?.closure.positionOf(lit);
    if (position === undefined) return false;
    return position >= linkCount(state!) || engine.isStoredComputed(fact.subject.id, lit!);
  }

  /**
   * Every known fact of a subject with its first derivation (as
   * `firstDerivations`) and every theorem computing it (as `derivations`),
   * read by position from the analysis of the whole subject: what the
   * knowledge base holds as fact entities.
   */
  computedDerivations(subject: Subject): ComputedDerivation[] {
    const engine = this.engine(subject.kind);
    const first = this.firstDerivations(subject);
    const carried = subject.kind === 'space' && this.layer.imports.has(subject.id);
    const { order } = engine.state(subject.id)?.closure ?? { order: [] };
    return first.map(({ fact, theoremId, supports }, i) => ({
      fact,
      theoremId,
      supports,
      computedBy: (carried ? this.relations.carriedDerivations(subject.id, order[i])?.theoremIds : undefined) ?? engine.computingTheorems(subject.id, i),
    }));
  }

  /** The theorems that derive a known fact without using it (today's computations). */
  derivations(fact: Fact): Derivations {
    const lit = this.literalOf(fact);
    if (lit === undefined) return { computed: false, theoremIds: [] };
    if (fact.subject.kind === 'space') {
      const carried = this.relations.carriedDerivations(fact.subject.id, lit);
      if (carried) return carried;
    }
    return this.engine(fact.subject.kind).derivations(fact.subject.id, lit);
  }

  /** Every known fact of a subject with its derivations, from the analysis of the whole subject (the compute report). */
  allDerivations(subject: Subject): { fact: KnownFact; derivations: Derivations }[] {
    const engine = this.engine(subject.kind);
    const state = engine.state(subject.id);
    if (!state) return [];
    const links = linkCount(state);
    return Array.from(state.closure.order, (lit, i) => ({
      fact: knownFact(engine, subject, lit, i < links),
      derivations: (subject.kind === 'space' ? this.relations.carriedDerivations(subject.id, lit) : null) ?? engine.derivations(subject.id, lit, true),
    }));
  }

  /** A proof of a computed fact (ending in stored facts, never using the fact itself); null when it is not computed. */
  proof(fact: Fact): ProofNode | null {
    const engine = this.engine(fact.subject.kind);
    const lit = this.literalOf(fact);
    if (lit !== undefined && fact.subject.kind === 'space' && this.layer.imports.has(fact.subject.id)) {
      const crossing = this.relations.proof(fact.subject.id, lit);
      if (crossing) return crossing;
    }
    const firing = lit === undefined ? null : engine.proofFiring(fact.subject.id, lit);
    if (firing === null) return null;
    const nodes = new Map<ProofStep, ProofNode>();
    const node = (step: ProofStep): ProofNode => {
      let made = nodes.get(step);
      if (!made) {
        made = {
          subject: fact.subject,
          propertyId: engine.propertyId(literalProperty(step.lit)),
          scalar: literalScalar(step.lit),
          value: literalValue(step.lit),
          rule: step.theoremId === null ? 'stored' : step.direction === CONTRAPOSITIVE ? 'contrapositive' : 'forward',
          theoremId: step.theoremId,
          supports: step.supports.map(node),
        };
        nodes.set(step, made);
      }
      return made;
    };
    return node(buildProof(engine.rules, lit!, firing));
  }

  contradictions(subject: Subject): Contradiction[] {
    const engine = this.engine(subject.kind);
    const writer = new OutcomeWriter(engine, subject.kind);
    const own = (engine.state(subject.id)?.contradictions ?? []).map((c) => writer.contradiction(subject, c));
    return subject.kind === 'space' ? [...own, ...this.relations.contradictions(subject.id)] : own;
  }

  /** A theorem's compiled rules (forward, then a contrapositive per condition, per scalar), in property terms. */
  theoremRules(kind: SubjectKind, theoremId: number): CompiledRule[] {
    const { rules } = this.engine(kind);
    return rules.rulesOf(theoremId).map((n) => this.compiledRule(kind, rules.rules[n]!));
  }

  // ---- questions about the logic (pure functions over the indexes) -----------

  /**
   * A formula (atoms assumed of a subject of `field`) against the given
   * subjects: satisfy, fail or undecided, each with why. The hypothesis and
   * a refutation are the reasoner's; what each subject knows of the terms is
   * read through `lookup` when given (the knowledge base reads DataScript).
   */
  formula(kind: SubjectKind, field: ItemField, atoms: readonly Atom[], subjectIds: Iterable<number>, lookup?: TermLookup): FormulaAnswer {
    return this.questions(kind).formula(field, atoms, subjectIds, lookup);
  }

  /** What a property with a value implies and what implies it, with chains and converses; undefined for a property unknown or not over that scalar. */
  implications(kind: SubjectKind, propertyId: number, scalar: Scalar, value: boolean): ImplicationsAnswer | undefined {
    return this.questions(kind).implications(propertyId, scalar, value);
  }

  /** What a subject leaves undecided, with what settling each would bring (kept with the subject's state). */
  undecided(subject: Subject): Undecided[] {
    return this.questions(subject.kind).undecided(subject.id);
  }

  /** The same over the given properties only, counted afresh and not kept. */
  undecidedAmong(subject: Subject, propertyIds: Iterable<number>): Undecided[] {
    return this.questions(subject.kind).undecidedAmong(subject.id, propertyIds);
  }

  /** Is a theorem (as a form would save it; `id` null for a new one) redundant, does its converse follow or which subjects refute it. */
  checkTheorem(kind: SubjectKind, id: number | null, conditions: readonly Atom[], conclusions: readonly Atom[], along: Along | null = null): TheoremCheck {
    // Along a relation: checked on two related hypothetical spaces, against the other theorems of both layers.
    if (along && kind === 'space') return checkAlongTheorem(this.engine(kind), this.layer, { id, conditions, conclusions, along });
    return this.questions(kind).checkTheorem(id, conditions, conclusions);
  }

  /** Every stored theorem of the kind that follows from the others, by id. */
  redundantTheorems(kind: SubjectKind): { theoremId: number; derivations: ScalarDerivation[] }[] {
    const own = this.questions(kind).redundantTheorems();
    if (kind !== 'space' || this.layer.alongs.size === 0) return own;
    // Theorems along relations, each checked against the others on two related spaces; kept until the rules or the layer change.
    const engine = this.engine(kind);
    const kept = this.redundantAlong;
    if (kept?.rulesVersion === engine.rulesVersion && kept.derived === this.layer.derived) return kept.list;
    const along = [...this.layer.alongs.values()].flatMap((t) => {
      const check = checkAlongTheorem(engine, this.layer, { id: t.id, conditions: t.conditions, conclusions: t.conclusions, along: t.along! }, false);
      return check.redundant ? [{ theoremId: t.id, derivations: check.derivations }] : [];
    });
    const list = [...own, ...along].sort((a, b) => a.theoremId - b.theoremId);
    this.redundantAlong = { rulesVersion: engine.rulesVersion, derived: this.layer.derived, list };
    return list;
  }

  // ---- internals -----------------------------------------------------------

  private engine(kind: SubjectKind): Engine {
    return this.kinds.get(kind)!.engine;
  }

  private questions(kind: SubjectKind): KindQuestions {
    return this.kinds.get(kind)!.questions;
  }

  private literalOf(fact: Fact): number | undefined {
    const engine = this.engine(fact.subject.kind);
    const index = engine.index(fact.propertyId);
    return index === undefined || !engine.scalars(fact.propertyId).includes(fact.scalar) ? undefined : literal(index, fact.scalar, fact.value);
  }

  private compiledRule(kind: SubjectKind, rule: Rule): CompiledRule {
    const engine = this.engine(kind);
    const values = (lits: readonly number[]): PropertyValue[] => lits.map((lit) => ({ propertyId: engine.propertyId(literalProperty(lit)), value: literalValue(lit) }));
    return { direction: rule.direction === CONTRAPOSITIVE ? 'contrapositive' : 'forward', scalar: rule.scalar, body: values(rule.body), anyOf: values(rule.anyOf), heads: values(rule.heads) };
  }

  /** The kind a change is about, and the change as its engine takes it. */
  private route(change: Exclude<Change, { kind: 'reload' }>): { kind: Kind; engineChange: EngineChange } {
    const kind = this.kinds.get(kindOf(change))!;
    switch (change.kind) {
      case 'subject':
        return { kind, engineChange: { kind: 'subject', subject: { id: change.subject.id, field: change.field } } };
      case 'subjectDeleted':
        return { kind, engineChange: { kind: 'subjectDeleted', subjectId: change.subject.id } };
      case 'link':
        return { kind, engineChange: { kind: 'link', link: { subjectId: change.subject.id, propertyId: change.propertyId, field: change.field } } };
      case 'linkDeleted':
        return { kind, engineChange: { kind: 'linkDeleted', subjectId: change.subject.id, propertyId: change.propertyId } };
      case 'property':
        return { kind, engineChange: { kind: 'property', property: change.property } };
      case 'propertyDeleted':
        return { kind, engineChange: { kind: 'propertyDeleted', propertyId: change.propertyId } };
      case 'theorem':
        return { kind, engineChange: { kind: 'theorem', theorem: change.theorem } };
      case 'theoremDeleted':
        return { kind, engineChange: { kind: 'theoremDeleted', theoremId: change.theoremId } };
      case 'relation':
      case 'relationDeleted':
        throw new Error('relations are between spaces');
    }
  }
}

function kindOf(change: Exclude<Change, { kind: 'reload' }>): SubjectKind {
  return 'subject' in change ? change.subject.kind : change.subjectKind;
}

/** How many of a subject's given facts are its links (the imports come after them). */
function linkCount(state: { closure: { storedCount: number }; importCount?: number }): number {
  return state.closure.storedCount - (state.importCount ?? 0);
}

function knownFact(engine: Engine, subject: Subject, lit: number, stored: boolean): KnownFact {
  return { subject, propertyId: engine.propertyId(literalProperty(lit)), scalar: literalScalar(lit), value: literalValue(lit), stored };
}

function engineCatalogue(catalogue: KindCatalogue | undefined): EngineCatalogue {
  if (!catalogue) return { subjects: [], properties: [], links: [], theorems: [] };
  // Theorems along relations are the relational layer's, not the one-subject engine's.
  return catalogue.theorems.some((t) => t.along) ? { ...catalogue, theorems: catalogue.theorems.filter((t) => !t.along) } : catalogue;
}
