/**
 * A write's first statement, given up front so that its catalogue transaction
 * can send it in the round trip that begins the transaction and takes the
 * lock (catalogue-transaction.ts): the saves of a space's or link's texts are
 * one conditional UPDATE … RETURNING that needs nothing checked against the
 * knowledge base (symbol, field and version are conditions of the statement),
 * so a batch of them costs one round trip, one turn of the busy event loop,
 * instead of one each. It returns the columns of its item's state
 * (changes/item-states.ts), from which the same statement writes the write's
 * change-log entry (loggedFirstStatement, changes/change-recorder.ts).
 *
 * The statement must not fail for any input the write accepts (it only
 * updates texts and the version of a row matched by its conditions): should
 * one fail, the batch's transaction is begun again without the first
 * statements and each write runs its work instead. When it returns no row
 * (another field, a stale version, no such row), the write's `work` runs as
 * if there were no first statement.
 */
import type { CatalogueChange } from '../../../kb/records';
import type { Space } from '../entities';

export interface FirstStatement<T> {
  sql: string;
  params: unknown[];
  /**
   * The write's result from the rows the statement returned (at least one),
   * with what the KB takes at commit, as a plan's `changes`; `row`: a space
   * change's whole row as the statement returned it, which the read model
   * then takes as it is instead of reading it again after the commit.
   */
  settle(rows: Array<Record<string, unknown>>): Promise<{ result: T; changes?: CatalogueChange[]; row?: Space }>;
}
