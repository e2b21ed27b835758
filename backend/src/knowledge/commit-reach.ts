/**
 * What a committed catalogue transaction changed, in the terms the kept reads
 * depend on (read/read-scopes.ts): a space's own record, a space's facts (its
 * links and computed properties), the list of spaces, the theorems, or
 * everything. The read model works out the records' part while it takes the
 * transaction's changes (it knows each space before and after); the facts'
 * part is the reasoner's reach of what each change did (KnowledgeBase.apply).
 * The ReadCache forgets only the answers within reach; the rest keep their
 * bytes, codings and ETags. A property change (its name is in every list that
 * shows it) and a reload (import, recompute) reach everything.
 */
import type { Reach } from '../../../rules';

export class CommitReach {
  private all = false;
  private readonly reached = new Set<string>();

  static everything(): CommitReach {
    const reach = new CommitReach();
    reach.all = true;
    return reach;
  }

  get everything(): boolean {
    return this.all;
  }

  /** The scope keys reached (meaningless when `everything`). */
  get keys(): ReadonlySet<string> {
    return this.reached;
  }

  addEverything(): void {
    this.all = true;
  }

  /** GET /api/space/{id}: the space's own record. */
  space(id: number): void {
    this.reached.add(scopeKey.space(id));
  }

  /** GET /api/space/{id}/property (also ?unlinked=true): the space's links, computed facts and field; its existence. */
  facts(id: number): void {
    this.reached.add(scopeKey.facts(id));
  }

  /** GET /api/space: ids and symbols. */
  spaceList(): void {
    this.reached.add(scopeKey.spaceList);
  }

  /** GET /api/theorem and /api/theorem/{id}: the theorems as records. */
  theorems(): void {
    this.reached.add(scopeKey.theorems);
  }

  /** The facts of the spaces the reasoner reached ('all': every space's). */
  addFacts(reach: Reach): void {
    if (reach === 'all') this.all = true;
    else for (const subject of reach) if (subject.kind === 'space') this.facts(subject.id);
  }
}

/** The names of what a kept answer depends on (read/read-scopes.ts) and a commit reaches. */
export const scopeKey = {
  space: (id: number) => `space:${id}`,
  facts: (id: number) => `facts:${id}`,
  spaceList: 'spaces',
  theorems: 'theorems',
};
