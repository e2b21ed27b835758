/**
 * The theorem form's checks and the admin's list of redundant theorems, as
 * the API sends them: the reasoner decides (Reasoner.checkTheorem,
 * redundantTheorems: is a theorem redundant, does its converse follow, which
 * spaces refute the converse); this names the theorems and the spaces.
 */
import type { ConverseStatus, Reasoner } from '../rules';
import type { AtomRecord, CatalogueChange, CatalogueRecords, TheoremRecord } from './records';
import type { ConverseCheck, RedundantTheorem, TheoremCheckView } from './contract/theorem-checks';

/** Refuting spaces named per converse, at most. */
const EXAMPLES = 5;

export class TheoremChecks {
  private readonly theorems = new Map<number, TheoremRecord>();

  constructor(
    private readonly reasoner: () => Reasoner,
    private readonly spaceSymbol: (id: number) => string | undefined,
  ) {}

  load(records: CatalogueRecords): void {
    this.theorems.clear();
    for (const t of records.theorems) this.theorems.set(t.id, t);
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
        // The reasoner drops the theorems that used the property.
        for (const [id, t] of this.theorems) if ([...t.conditions, ...t.conclusions].some((a) => a.propertyId === change.propertyId)) this.theorems.delete(id);
        break;
      default:
        break;
    }
  }

  /** The ids of the stored theorems. */
  theoremIds(): number[] {
    return [...this.theorems.keys()];
  }

  /** The check of a theorem as the form would save it; `id` is the theorem being edited (null for a new one). */
  check(id: number | null, conditions: AtomRecord[], conclusions: AtomRecord[]): TheoremCheckView {
    const check = this.reasoner().checkTheorem('space', id, conditions, conclusions);
    return { redundant: check.redundant, derivations: check.derivations, converse: this.converse(check.converse) };
  }

  /** Every stored theorem that follows from the others, by id (the reasoner keeps the list until the rules change). */
  redundant(): RedundantTheorem[] {
    return this.reasoner()
      .redundantTheorems('space')
      .map(({ theoremId, derivations }) => ({ theorem: { id: theoremId, name: this.theorems.get(theoremId)?.name ?? null }, derivations }));
  }

  private converse(status: ConverseStatus): ConverseCheck {
    if (status.kind !== 'refuted') return status;
    const spaces = status.subjectIds.slice(0, EXAMPLES).map((id) => ({ id, symbol: this.spaceSymbol(id) ?? `#${id}` }));
    return { kind: 'refuted', spaces, total: status.subjectIds.length };
  }
}
