/**
 * The questions about one kind's logic, over its engine, with what they
 * share kept per state: the fact table of all subjects (per engine version),
 * the implication index and the list of redundant theorems (per rules
 * version), each subject's undecided facts (with its state). Each is made on
 * first use after a change, so a write costs nothing here until someone asks.
 */
import type { EngineAtom } from '../catalogue';
import type { Engine, SubjectState } from '../engine';
import type { ItemField, Scalar } from '../fields';
import { literal } from '../literal';
import { FactTable } from './fact-table';
import { formulaVerdicts, type FormulaAnswer, type TermLookup } from './formula';
import { ImplicationIndex } from './implication-index';
import { implicationsOf, type ImplicationsAnswer } from './implications';
import { SettlingScratch } from './settling';
import { checkTheorem, redundantTheorems, type ScalarDerivation, type TheoremCheck } from './theorem-checks';
import { undecidedOf, type CrossCounts, type Undecided } from './undecided';

/** What a related subject's counts depend on besides its own state: the relations' derivation and the engine's version. */
type Token = { derived: object; version: number };

const sameToken = (a: Token | null, b: Token | null) => a === b || (a !== null && b !== null && a.derived === b.derived && a.version === b.version);

/** A value kept for one version, made again when the version moves. */
class Kept<T> {
  private version = -1;
  private value: T | undefined;

  get(version: number, make: () => T): T {
    if (this.version !== version || this.value === undefined) {
      this.value = make();
      this.version = version;
    }
    return this.value;
  }
}

export class KindQuestions {
  private readonly table = new Kept<FactTable>();
  private readonly index = new Kept<ImplicationIndex>();
  private readonly redundant = new Kept<{ theoremId: number; derivations: ScalarDerivation[] }[]>();
  private readonly undecidedByState = new WeakMap<SubjectState, { rulesVersion: number; token: Token | null; list: Undecided[] }>();
  private readonly settling = new SettlingScratch();

  /** `cross`: counts reaching related subjects, and what such a subject's counts depend on besides its state (null: nothing). */
  constructor(
    private readonly engine: Engine,
    private readonly cross?: CrossCounts & { token(subjectId: number): Token | null },
  ) {}

  formula(field: ItemField, atoms: readonly EngineAtom[], subjectIds: Iterable<number>, lookup?: TermLookup): FormulaAnswer {
    return formulaVerdicts(this.engine, this.facts(), field, atoms, subjectIds, lookup);
  }

  /** Undefined for a property unknown here or not over that scalar. */
  implications(propertyId: number, scalar: Scalar, value: boolean): ImplicationsAnswer | undefined {
    const { engine } = this;
    const index = engine.index(propertyId);
    if (index === undefined || !engine.scalars(propertyId).includes(scalar)) return undefined;
    const implications = this.index.get(engine.rulesVersion, () => ImplicationIndex.build(engine.rules, this.propertyLiterals(), engine.closureScratch));
    return implicationsOf(engine, this.facts(), implications, literal(index, scalar, value));
  }

  /** A subject's undecided facts over every property (ascending), kept with its state. */
  undecided(subjectId: number): Undecided[] {
    const state = this.engine.state(subjectId);
    if (!state) return [];
    const kept = this.undecidedByState.get(state);
    const token = this.cross?.token(subjectId) ?? null;
    if (kept && kept.rulesVersion === this.engine.rulesVersion && sameToken(kept.token, token)) return kept.list;
    const list = this.undecidedAmong(subjectId, [...this.engine.inputs.propertyList()].sort((a, b) => a - b));
    this.undecidedByState.set(state, { rulesVersion: this.engine.rulesVersion, token, list });
    return list;
  }

  /** The same over the given properties, counted afresh and not kept (a catalogue-wide ranking counts every subject once). */
  undecidedAmong(subjectId: number, propertyIds: Iterable<number>): Undecided[] {
    return undecidedOf(this.engine, this.settling, subjectId, propertyIds, this.cross);
  }

  checkTheorem(id: number | null, conditions: readonly EngineAtom[], conclusions: readonly EngineAtom[]): TheoremCheck {
    return checkTheorem(this.engine, id, conditions, conclusions);
  }

  redundantTheorems(): { theoremId: number; derivations: ScalarDerivation[] }[] {
    return this.redundant.get(this.engine.rulesVersion, () => redundantTheorems(this.engine));
  }

  private facts(): FactTable {
    return this.table.get(this.engine.version, () => new FactTable(this.engine));
  }

  /** Every (property, scalar, value) literal the properties allow. */
  private propertyLiterals(): number[] {
    const { engine } = this;
    const literals: number[] = [];
    for (const propertyId of engine.inputs.propertyList()) {
      const index = engine.index(propertyId)!;
      for (const scalar of engine.scalars(propertyId)) literals.push(literal(index, scalar, true), literal(index, scalar, false));
    }
    return literals;
  }
}
