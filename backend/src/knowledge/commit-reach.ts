/**
 * What a committed catalogue transaction changed, in the terms the kept reads
 * depend on (read/read-scopes.ts): a space's own record, a space's facts (its
 * links and computed properties), the list of spaces, or everything. The read
 * model works it out while it takes the transaction's changes (it knows each
 * space before and after), and the ReadCache forgets only the answers within
 * reach; the rest keep their bytes, codings and ETags.
 *
 * Why per space is enough: a space's closure depends only on its own links
 * and field and on the theorems (the engine derives facts space by space; see
 * write-batch.ts). A property or theorem change, a reload (import, recompute,
 * another instance's commit) reaches everything.
 */
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
}

/** The names of what a kept answer depends on (read/read-scopes.ts) and a commit reaches. */
export const scopeKey = {
  space: (id: number) => `space:${id}`,
  facts: (id: number) => `facts:${id}`,
  spaceList: 'spaces',
};
