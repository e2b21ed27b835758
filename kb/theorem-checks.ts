/**
 * Checks of a theorem against the others, asked of the engine's own rules
 * (rules/hypothesis.ts): is it redundant (its conclusions are in the closure of
 * its conditions under the other theorems' rules), does its converse follow
 * (its conditions in the closure of its conclusions), and which stored spaces
 * refute the converse (the conclusions hold there and a condition fails).
 * Everything is per scalar, as the compiled rules are: a theorem follows when
 * it follows over every scalar it speaks about.
 *
 * A check closes under the engine's rules with the theorem's own rules
 * silenced (they never fire), so the engine's rules are never touched. The
 * list of every redundant theorem is kept per rule generation.
 */
import { compileTheorem, FORWARD, type Rule } from '../rules/compile';
import type { Engine } from '../rules/engine';
import { closeAssumed } from '../rules/hypothesis';
import { negate } from '../rules/literal';
import { RuleMask, type RuleSet } from '../rules/rule-set';
import { ClosureScratch } from '../rules/space-closure';
import type { AtomRecord, CatalogueChange, CatalogueRecords, TheoremRecord } from './records';
import type { SpaceRef } from './contract/discovery';
import type { RedundantTheorem, ScalarDerivation, TheoremCheckView } from './contract/theorem-checks';
import { contradictionView, StepWriter } from './discovery-derivation';

/** Refuting spaces named per converse, at most. */
const EXAMPLES = 5;

export class TheoremChecks {
  private readonly theorems = new Map<number, TheoremRecord>();
  private generation = 0;
  private redundantList: { generation: number; list: RedundantTheorem[] } | null = null;
  private readonly scratch = new ClosureScratch();

  constructor(
    private readonly engine: () => Engine,
    private readonly spaceSymbol: (id: number) => string | undefined,
  ) {}

  load(records: CatalogueRecords): void {
    this.theorems.clear();
    for (const t of records.theorems) this.theorems.set(t.id, t);
    this.generation++;
  }

  apply(change: CatalogueChange): void {
    switch (change.kind) {
      case 'reload':
        return this.load(change.records);
      case 'theorem':
        this.theorems.set(change.theorem.id, change.theorem);
        break;
      case 'theoremDeleted':
        this.theorems.delete(change.theoremId);
        break;
      case 'propertyDeleted':
        // The engine drops the theorems that used the property.
        for (const [id, t] of this.theorems) if ([...t.conditions, ...t.conclusions].some((a) => a.propertyId === change.propertyId)) this.theorems.delete(id);
        break;
      case 'property':
        break;
      default:
        return;
    }
    this.generation++;
  }

  /** The check of a theorem as the form would save it; `id` is the theorem being edited (null for a new one). */
  check(id: number | null, conditions: AtomRecord[], conclusions: AtomRecord[]): TheoremCheckView {
    const engine = this.engine();
    const rules = engine.rules;
    const forward = forwardRules(compileTheorem({ id: id ?? 0, conditions, conclusions }, engine));
    const converse = forwardRules(compileTheorem({ id: id ?? 0, conditions: conclusions, conclusions: conditions }, engine));
    const silenced = new RuleMask(id === null ? [] : rules.rulesOf(id));
    const derivations = this.follows(rules, silenced, forward);
    const redundant = forward.length > 0 && derivations.length === forward.length;
    const converseDerivations = this.follows(rules, silenced, converse);
    if (converse.length > 0 && converseDerivations.length === converse.length) return { redundant, derivations, converse: { kind: 'follows', derivations: converseDerivations } };
    const refuting = this.refuting(converse);
    return {
      redundant,
      derivations,
      converse: refuting.length ? { kind: 'refuted', spaces: refuting.slice(0, EXAMPLES), total: refuting.length } : { kind: 'open' },
    };
  }

  /** Every stored theorem that follows from the others, by id; kept until the rules change. */
  redundant(): RedundantTheorem[] {
    if (this.redundantList?.generation === this.generation) return this.redundantList.list;
    const rules = this.engine().rules;
    const list: RedundantTheorem[] = [];
    for (const id of [...rules.theoremIds()].sort((a, b) => a - b)) {
      const forward = forwardRules(rules.rulesOf(id).map((n) => rules.rules[n]!));
      if (forward.length === 0) continue;
      const derivations = this.follows(rules, new RuleMask(rules.rulesOf(id)), forward);
      if (derivations.length === forward.length) list.push({ theorem: { id, name: this.theorems.get(id)?.name ?? null }, derivations });
    }
    this.redundantList = { generation: this.generation, list };
    return list;
  }

  /** For each forward rule whose heads follow from its body under `rules` (the `silenced` ones never firing): the derivation. */
  private follows(rules: RuleSet, silenced: RuleMask, forward: Rule[]): ScalarDerivation[] {
    const engine = this.engine();
    const propertyId = (index: number) => engine.propertyId(index);
    const derivations: ScalarDerivation[] = [];
    for (const rule of forward) {
      const closure = closeAssumed(rule.body, rules, this.scratch, [], silenced);
      if (!closure.consistent) {
        derivations.push({ scalar: rule.scalar, steps: [], conclusions: [], impossible: contradictionView(closure, propertyId) });
        continue;
      }
      if (!Array.from(rule.heads).every((lit) => closure.value(lit) === true)) continue;
      const writer = new StepWriter(closure.closure, rules, propertyId, () => 'assumed');
      const conclusions = Array.from(rule.heads, (lit) => writer.known(lit));
      derivations.push({ scalar: rule.scalar, steps: writer.steps, conclusions, impossible: null });
    }
    return derivations;
  }

  /** Stored spaces where, over some scalar, every premise of the converse holds and one of its conclusions fails. */
  private refuting(converse: Rule[]): SpaceRef[] {
    const engine = this.engine();
    const spaces: SpaceRef[] = [];
    for (const spaceId of [...engine.spaceIds()].sort((a, b) => a - b)) {
      const closure = engine.state(spaceId)?.closure;
      if (!closure) continue;
      const known = (lit: number) => closure.positionOf(lit) !== undefined;
      const refutes = converse.some((rule) => rule.body.every(known) && rule.heads.some((lit) => known(negate(lit))));
      if (refutes) spaces.push({ id: spaceId, symbol: this.spaceSymbol(spaceId) ?? `#${spaceId}` });
    }
    return spaces;
  }
}

function forwardRules(rules: readonly Rule[]): Rule[] {
  return rules.filter((r) => r.direction === FORWARD);
}
