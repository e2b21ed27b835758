/**
 * The theorem form's checks and the admin's list of redundant theorems, as
 * the API sends them: the reasoner decides (Reasoner.checkTheorem,
 * redundantTheorems: is a theorem redundant, does its converse follow, which
 * subjects refute the converse); this names the theorems and the subjects
 * (spaces here; equations through theoremCheckView, equation-theorem.service.ts).
 */
import type { Along, Atom, ConverseStatus, Reasoner, SubjectKind } from '../rules';
import type { AtomRecord, CatalogueChange, CatalogueRecords, TheoremRecord } from './records';
import type { ConverseCheck, RedundantTheorem, RefutingSpaces, TheoremCheckView } from './contract/theorem-checks';
import type { SpaceRef } from './contract/discovery';

/** Refuting subjects named per converse, at most. */
const EXAMPLES = 5;

/**
 * The check of a theorem of `kind` as a form would save it (`id`: the theorem
 * being edited, null for a new one); `refuting` names the first few subjects
 * that refute its converse.
 */
export function theoremCheckView<Refuting>(
  reasoner: Reasoner,
  kind: SubjectKind,
  id: number | null,
  conditions: readonly Atom[],
  conclusions: readonly Atom[],
  refuting: (subjectIds: number[]) => Refuting,
  along: Along | null = null,
  spaceRef: (id: number) => SpaceRef = (i) => ({ id: i, symbol: `#${i}` }),
): TheoremCheckView<Refuting> {
  const check = reasoner.checkTheorem(kind, id, conditions, conclusions, along);
  return { redundant: check.redundant, derivations: check.derivations, converse: converseCheck(check.converse, refuting, spaceRef) };
}

function converseCheck<Refuting>(status: ConverseStatus, refuting: (subjectIds: number[]) => Refuting, spaceRef: (id: number) => SpaceRef): ConverseCheck<Refuting> {
  if (status.kind !== 'refuted') return status;
  const named = { kind: 'refuted' as const, ...refuting(status.subjectIds.slice(0, EXAMPLES)), total: status.subjectIds.length };
  // Along a relation: the related pairs that refute it, the first few.
  if (!status.pairs) return named;
  return { ...named, pairs: status.pairs.slice(0, EXAMPLES).map((p) => ({ space: spaceRef(p.spaceId), ofSpace: spaceRef(p.ofSpaceId) })) };
}

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
  check(id: number | null, conditions: AtomRecord[], conclusions: AtomRecord[], along: Along | null = null): TheoremCheckView {
    const spaceRef = (i: number): SpaceRef => ({ id: i, symbol: this.spaceSymbol(i) ?? `#${i}` });
    return theoremCheckView(this.reasoner(), 'space', id, conditions, conclusions, (ids): RefutingSpaces => ({ spaces: ids.map(spaceRef) }), along, spaceRef);
  }

  /** A stored theorem as last loaded or changed. */
  theorem(id: number): TheoremRecord | undefined {
    return this.theorems.get(id);
  }

  /** The stored theorems along relations, by id. */
  alongTheorems(): TheoremRecord[] {
    return [...this.theorems.values()].filter((t) => t.along).sort((a, b) => a.id - b.id);
  }

  /** Every stored theorem that follows from the others, by id (the reasoner keeps the list until the rules change). */
  redundant(): RedundantTheorem[] {
    return this.reasoner()
      .redundantTheorems('space')
      .map(({ theoremId, derivations }) => ({ theorem: { id: theoremId, name: this.theorems.get(theoremId)?.name ?? null }, derivations }));
  }
}
