/**
 * This process's queue of catalogue transactions and catch-ups: each task
 * starts when the previous one has settled, so the knowledge it holds is at
 * one version while a task runs (a promise chain; across processes the
 * catalogue lock orders the writers).
 */
export class CatalogueQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `task` after every task queued before it. */
  serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task, task);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Settles when every task queued so far has. */
  drained(): Promise<unknown> {
    return this.tail;
  }
}
