/**
 * Runs readers' Datalog queries where they cannot stall the server: in a
 * worker thread (query-worker.ts) holding its own copy of the knowledge
 * base's DataScript database, started on the first query and then kept in
 * step (the same transactions, in order). One query runs at a time, the
 * others wait their turn (up to `maxWaiting`). A query gets `budgetMs` from
 * the moment the worker starts it; past that, or past the worker's memory
 * limit, the worker is stopped. A spare worker, loaded once the first
 * query is answered and fed the same transactions, takes its place at once
 * (a new copy takes seconds to load on a loaded machine), and a new spare
 * loads in the background. The copies are the only thing a query touches:
 * the main thread's database takes no message from a worker.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TxData } from 'datascript';
import { QUERY_BUDGET_MS, QUERY_ROW_CAP, type QueryAnswer } from '../contract/query';
import type { DatalogSnapshot, FromWorker, ToWorker } from './query-protocol';

/** Where the database comes from: its current snapshot, and a feed of what changes it. */
export interface DatalogSource {
  snapshot(): DatalogSnapshot;
  /** Brings the database up to date before a query (what lags is sent as transactions); optional. */
  prepare?(): void;
  subscribe(listener: DatalogListener): () => void;
}

export interface DatalogListener {
  /** A transaction the main thread's database took. */
  transacted(tx: TxData): void;
  /** The database was built anew (a reload): take a new snapshot. */
  reloaded(): void;
}

export interface QueryLimits {
  budgetMs: number;
  rowCap: number;
  maxWaiting: number;
  /** The worker's heap limit: a query that needs more is stopped. */
  memoryMb: number;
}

export const QUERY_LIMITS: QueryLimits = { budgetMs: QUERY_BUDGET_MS, rowCap: QUERY_ROW_CAP, maxWaiting: 32, memoryMb: 1024 };

export type QueryOutcome =
  | { answer: QueryAnswer }
  /** The query's own fault (input, budget, memory): a 400. */
  | { refused: string }
  /** Too many queries waiting: try again later (a 503). */
  | { busy: string };

interface Pending {
  id: number;
  q: string;
  done: (outcome: QueryOutcome) => void;
}

const WORKER_FILE = join(__dirname, 'query-worker.js');

export class QueryRunner implements DatalogListener {
  /** The worker answering queries. */
  private worker: Worker | null = null;
  /** A worker holding the same copy, answering nothing until the worker is stopped. */
  private spare: Worker | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly waiting: Pending[] = [];
  private running: Pending | null = null;
  private timer: NodeJS.Timeout | null = null;
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly source: DatalogSource,
    private readonly limits: QueryLimits = QUERY_LIMITS,
    private readonly workerFile = WORKER_FILE,
  ) {}

  query(q: string): Promise<QueryOutcome> {
    if (this.closed) return Promise.resolve({ busy: 'The server is shutting down.' });
    if (this.waiting.length >= this.limits.maxWaiting) return Promise.resolve({ busy: 'Too many queries are waiting: try again in a moment.' });
    return new Promise((done) => {
      this.waiting.push({ id: this.nextId++, q, done });
      this.dispatch();
    });
  }

  transacted(tx: TxData): void {
    this.post({ kind: 'transact', tx });
  }

  reloaded(): void {
    if (this.worker || this.spare) this.post({ kind: 'load', snapshot: this.source.snapshot() });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe?.();
    this.clearTimer();
    for (const pending of this.waiting.splice(0)) pending.done({ busy: 'The server is shutting down.' });
    this.running?.done({ busy: 'The server is shutting down.' });
    this.running = null;
    const workers = [this.worker, this.spare];
    this.worker = this.spare = null;
    await Promise.all(workers.map((worker) => worker?.terminate()));
  }

  private dispatch(): void {
    if (this.running || this.closed || this.waiting.length === 0) return;
    // Before the worker starts or queries: what the database owes (facts of spaces written since) reaches it first.
    this.source.prepare?.();
    this.ensureWorker();
    this.running = this.waiting.shift()!;
    this.post({ kind: 'query', id: this.running.id, q: this.running.q, rowCap: this.limits.rowCap });
  }

  private ensureWorker(): void {
    if (this.worker) return;
    this.worker = this.spare ?? this.start();
    this.spare = null;
  }

  /** A spare beside a worker that has answered (never before the first answer: a server that is never asked loads one copy at most). */
  private ensureSpare(): void {
    if (!this.spare && this.worker && !this.closed) this.spare = this.start();
  }

  /** A new worker, loading the database as it is now; what changes it after reaches it as transactions. */
  private start(): Worker {
    const snapshot = this.source.snapshot();
    const worker = new Worker(this.workerFile, { resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb } });
    worker.on('message', (message: FromWorker) => this.heard(worker, message));
    worker.on('error', (error: Error & { code?: string }) => {
      if (this.spare === worker) return this.dropSpare();
      if (this.worker !== worker) return;
      const refusal = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'The query needed more memory than a query may use, and was stopped.' : `The query stopped the query worker: ${error.message}`;
      this.restart(refusal);
    });
    worker.on('exit', () => {
      if (this.spare === worker) this.dropSpare();
      else if (this.worker === worker) this.restart('The query worker stopped; the query was not answered.');
    });
    this.unsubscribe ??= this.source.subscribe(this);
    worker.postMessage({ kind: 'load', snapshot } satisfies ToWorker);
    return worker;
  }

  /** The spare failed (or its copy fell out of step): it goes, and the next answer brings a new one. */
  private dropSpare(): void {
    const spare = this.spare;
    this.spare = null;
    void spare?.terminate();
  }

  private heard(worker: Worker, message: FromWorker): void {
    if (this.spare === worker && message.kind === 'diverged') return this.dropSpare();
    if (this.worker !== worker) return;
    switch (message.kind) {
      case 'started':
        if (this.running?.id === message.id) this.timer = setTimeout(() => this.overBudget(), this.limits.budgetMs);
        return;
      case 'answer':
      case 'refused':
        if (this.running?.id !== message.id) return;
        this.finish(message.kind === 'answer' ? { answer: message.answer } : { refused: message.error });
        return;
      case 'diverged':
        // Cannot happen while both copies take the same transactions; if it does, the copy is made again.
        this.restart(`The query worker's copy of the catalogue fell out of step (${message.error}); the query was not answered.`);
        return;
    }
  }

  private overBudget(): void {
    this.restart(`The query ran past its time budget of ${this.limits.budgetMs / 1000} s and was stopped.`);
  }

  /**
   * Stops the worker; the running query gets `refusal`. The spare takes its
   * place (the next query is answered from its copy, already loaded) and a
   * new spare starts loading; without a spare, the next query starts a worker.
   */
  private restart(refusal: string): void {
    const worker = this.worker;
    this.worker = this.spare;
    this.spare = null;
    this.clearTimer();
    void worker?.terminate();
    if (this.running) this.finish({ refused: refusal });
  }

  private finish(outcome: QueryOutcome): void {
    this.clearTimer();
    const running = this.running;
    this.running = null;
    running?.done(outcome);
    this.dispatch();
    this.ensureSpare();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** To the worker and the spare: both copies take every load and transaction. */
  private post(message: ToWorker): void {
    this.worker?.postMessage(message);
    if (message.kind !== 'query') this.spare?.postMessage(message);
  }
}
