/**
 * Group commit (KnowledgeService.change): the writes waiting when a catalogue
 * transaction starts run in it one after another, each in its own savepoint,
 * and share its lock, version bump and commit (one disk flush). The knowledge
 * base only takes their changes after the commit, so a write's contradiction
 * check sees the committed state, not the batch's earlier writes. That is the
 * state it must be checked against unless an earlier write of the batch
 * changed something it depends on: the reasoner's reach of each change (the
 * spaces whose facts it can change, or all of them) says when. Such a write
 * is deferred: rolled back to its savepoint and run first in the next
 * transaction, where it is checked against the committed batch.
 */
import type { CatalogueChange } from '../../../kb/records';
import type { Reach } from '../../../rules';

/** Thrown by the check of a write that must wait for the next transaction. */
export class DeferredWrite extends Error {
  constructor() {
    super('deferred to the next catalogue transaction');
  }
}

/** What the successful writes of a batch so far changed, as far as contradiction checks depend on it. */
export class BatchChanges {
  private readonly spaces = new Set<number>();
  private everything = false;
  private empty = true;

  /** `reach`: the reasoner's reach of a change, before it runs (KnowledgeBase.reach). */
  constructor(private readonly reach: (change: CatalogueChange) => Reach) {}

  add(change: CatalogueChange): void {
    this.empty = false;
    const reach = this.reach(change);
    if (reach === 'all') this.everything = true;
    else for (const subject of reach) this.spaces.add(subject.id);
  }

  /** An import or recompute: the KB is rebuilt after the commit. */
  addReload(): void {
    this.empty = false;
    this.everything = true;
  }

  /** Whether `change` must be checked against a state that includes this batch's changes. */
  overlaps(change: CatalogueChange): boolean {
    if (this.empty) return false;
    if (this.everything) return true;
    const reach = this.reach(change);
    return reach === 'all' || reach.some((subject) => this.spaces.has(subject.id));
  }
}
