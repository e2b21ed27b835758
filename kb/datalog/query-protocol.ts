/** What the main thread and the query worker say to each other (query-runner.ts, query-worker.ts). */
import type { TxData } from 'datascript';
import type { QueryAnswer } from '../contract/query';

/** The knowledge base's database as the worker copies it: DataScript's serializable form, the rules (`%`) and what queries may name. */
export interface DatalogSnapshot {
  /** DataScript's serializable form, as JSON. */
  db: string;
  rules: string;
  attributes: string[];
  /** The rules' heads, `(holds ?space ?property ?scalar ?value)`. */
  ruleHeads: string[];
}

export type ToWorker =
  | { kind: 'load'; snapshot: DatalogSnapshot }
  | { kind: 'transact'; tx: TxData }
  | { kind: 'query'; id: number; q: string; rowCap: number };

export type FromWorker =
  | { kind: 'started'; id: number }
  | { kind: 'answer'; id: number; answer: QueryAnswer }
  | { kind: 'refused'; id: number; error: string }
  /** A transaction the copy could not take: the runner starts a new copy from the main database. */
  | { kind: 'diverged'; error: string };
