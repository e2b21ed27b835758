/**
 * What a change did to the subjects it reached, as typed facts: the known
 * facts that appeared and disappeared (each stored or derived) and the
 * contradictions. A re-closed subject is compared whole (a few hundred
 * facts); a theorem edit names the literals that changed, and only those are
 * looked up.
 */
import type { Closure } from './closure';
import type { Engine, SubjectChange, SubjectState } from './engine';
import { literalProperty, literalScalar, literalValue } from './literal';
import type { SubjectContradiction } from './contradictions';
import type { Contradiction, KnownFact, Subject, SubjectKind } from './reasoner-types';

/** literal → 1 known derived, 2 known stored, while one subject is compared; cleared after. */
let marks = new Uint8Array(0);

export class OutcomeWriter {
  readonly reach: Subject[] = [];
  readonly added: KnownFact[] = [];
  readonly removed: KnownFact[] = [];
  readonly contradictions: Contradiction[] = [];

  constructor(
    private readonly engine: Engine,
    private readonly kind: SubjectKind,
  ) {}

  /** `fresh`: only the contradictions not there before (a check); else every one left. */
  add(changes: Map<number, SubjectChange>, fresh: boolean): void {
    for (const [id, { before, state, changed }] of changes) {
      const subject = { kind: this.kind, id };
      this.reach.push(subject);
      const after = state?.closure ?? null;
      if (changed === 'all' || before === null || after === null) this.compare(subject, before, state);
      else this.lookUp(subject, before.closure, after, changed);
      const old = new Set((fresh ? (before?.contradictions ?? []) : []).map(key));
      for (const c of state?.contradictions ?? []) if (!old.has(key(c))) this.contradictions.push(this.contradiction(subject, c));
    }
  }

  contradiction(subject: Subject, c: SubjectContradiction): Contradiction {
    return { subject, propertyId: this.engine.propertyId(c.propertyIndex), scalar: c.scalar, theoremIds: c.theoremIds };
  }

  private fact(subject: Subject, lit: number, stored: boolean): KnownFact {
    return { subject, propertyId: this.engine.propertyId(literalProperty(lit)), scalar: literalScalar(lit), value: literalValue(lit), stored };
  }

  /** Two states of one subject compared whole (null: no closure, nothing known); carried facts count as derived. */
  private compare(subject: Subject, beforeState: SubjectState | null, afterState: SubjectState | null): void {
    const before = beforeState?.closure ?? null;
    const after = afterState?.closure ?? null;
    const beforeLinks = before ? before.storedCount - (beforeState!.importCount ?? 0) : 0;
    const afterLinks = after ? after.storedCount - (afterState!.importCount ?? 0) : 0;
    let bound = 0;
    for (const closure of [before, after]) if (closure) for (let i = 0; i < closure.order.length; i++) bound = Math.max(bound, closure.order[i] + 1);
    if (marks.length < bound) marks = new Uint8Array(Math.max(bound, 2 * marks.length));
    if (before) for (let i = 0; i < before.order.length; i++) marks[before.order[i]] = i < beforeLinks ? 2 : 1;
    if (after) {
      for (let i = 0; i < after.order.length; i++) {
        const lit = after.order[i];
        const mark = i < afterLinks ? 2 : 1;
        // Known alike before: unchanged (unmarked). Otherwise new, and the old mark, if any, goes below.
        if (marks[lit] === mark) marks[lit] = 0;
        else this.added.push(this.fact(subject, lit, mark === 2));
      }
    }
    if (before) {
      for (let i = 0; i < before.order.length; i++) {
        const lit = before.order[i];
        if (marks[lit] !== 0) this.removed.push(this.fact(subject, lit, marks[lit] === 2));
        marks[lit] = 0;
      }
    }
  }

  /** The literals a theorem edit added or removed (derived facts only: it changes no stored fact). */
  private lookUp(subject: Subject, before: Closure, after: Closure, changed: readonly number[]): void {
    const seen = new Set<number>();
    for (const lit of changed) {
      if (seen.has(lit)) continue;
      seen.add(lit);
      const was = before.has(lit);
      const is = after.has(lit);
      if (was && !is) this.removed.push(this.fact(subject, lit, false));
      else if (is && !was) this.added.push(this.fact(subject, lit, false));
    }
  }
}

function key(c: SubjectContradiction): string {
  return `${c.propertyIndex}:${c.scalar}`;
}
