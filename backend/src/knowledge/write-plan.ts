/**
 * A catalogue write as its service describes it to the unit of work
 * (KnowledgeService.change): the service loads and validates in the write's
 * transaction and answers this plan; the unit of work then checks the change
 * with the reasoner, persists, hands the knowledge base what changed (at
 * commit) and logs the change, in that order, the same for every kind.
 */
import type { CatalogueChange } from '../../../kb/records';
import type { Outcome } from '../../../rules';

/**
 * A change the knowledge base does not hold, checked by its own reasoner (an
 * equation change, equation-reasoning.ts): refuses with its 400, else answers
 * what the change does to the facts, which the change log records.
 */
export type ReasonerCheck = () => Promise<Outcome>;

export interface WritePlan<T> {
  /**
   * What the reasoner checks before anything is stored (the theorems
   * contradicting it: a 400 under the form's field); none when the facts
   * cannot change (texts only, a new item nothing names yet, a delete).
   * A ReasonerCheck for a change another reasoner holds (equations).
   */
  check?: CatalogueChange | ReasonerCheck | null;
  /** Stores the write in its transaction; answers the write's result. */
  persist(): Promise<T>;
  /** What the knowledge base takes at commit, from the result (the ids `persist` gave). */
  changes?(result: T): CatalogueChange[];
  /**
   * The KB is rebuilt from the database at commit instead (an import, a
   * restore, a recompute: the whole catalogue); `replaced`: the catalogue an
   * import replaces, kept in the change log for an admin's restore.
   */
  reload?: { replaced?: unknown };
}
