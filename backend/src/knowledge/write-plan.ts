/**
 * A catalogue write as its service describes it to the unit of work
 * (KnowledgeService.change): the service loads and validates in the write's
 * transaction and answers this plan; the unit of work then checks the change
 * with the reasoner, persists, hands the knowledge base what changed (at
 * commit) and logs the change, in that order, the same for every kind.
 */
import type { CatalogueChange } from '../../../kb/records';

export interface WritePlan<T> {
  /**
   * What the reasoner checks before anything is stored (the theorems
   * contradicting it: a 400 under the form's field); none when the facts
   * cannot change (texts only, a new item nothing names yet, a delete).
   */
  check?: CatalogueChange | null;
  /** Stores the write in its transaction; answers the write's result. */
  persist(): Promise<T>;
  /** What the knowledge base takes at commit, from the result (the ids `persist` gave). */
  changes?(result: T): CatalogueChange[];
}
