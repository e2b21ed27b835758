/**
 * Group commit (KnowledgeService.write): the writes waiting when a catalogue
 * transaction starts run in it one after another, each in its own savepoint,
 * and share its lock, version bump and commit (one disk flush). The knowledge
 * base only takes their changes after the commit, so a write's contradiction
 * check sees the committed state, not the batch's earlier writes. That is the
 * state it must be checked against unless an earlier write of the batch
 * changed something it depends on: the same space (its links, its field) or,
 * for a property or theorem change, anything. Such a write is deferred: rolled
 * back to its savepoint and run first in the next transaction, where it is
 * checked against the committed batch.
 */
import type { CatalogueChange } from '../../../kb/records';

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

  add(change: CatalogueChange): void {
    this.empty = false;
    const reach = reachOf(change);
    if (reach === 'all') this.everything = true;
    else this.spaces.add(reach);
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
    const reach = reachOf(change);
    return reach === 'all' || this.spaces.has(reach);
  }
}

/** The one space whose closure a change can affect, or 'all' (the theorems, a property, an import). */
function reachOf(change: CatalogueChange): number | 'all' {
  switch (change.kind) {
    case 'space':
      return change.space.id;
    case 'spaceDeleted':
    case 'linkDeleted':
      return change.spaceId;
    case 'link':
      return change.link.spaceId;
    default:
      return 'all';
  }
}
