/**
 * Who is writing, and as what: the change log's "who" and, for a revert or a
 * restore, what the change undoes. A request's writes read it from the
 * request (RightsGuard sets `req.user` before the handler runs); the write
 * queue captures it when a write is queued, since the write itself runs
 * later, in the batch's own async context.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { ChangeAction } from '../../../kb/contract/changes';

export interface ChangeNote {
  userId: number | null;
  /** Set by a revert or a restore; otherwise create/update/delete follow from the states. */
  action?: Extract<ChangeAction, 'revert' | 'restore'>;
  revertOf?: number;
}

const requests = new AsyncLocalStorage<Request>();
const notes = new AsyncLocalStorage<ChangeNote>();

/** Express middleware: the request is what the writes it makes are noted by. */
export function changeNotes(req: Request, _res: Response, next: NextFunction): void {
  requests.run(req, next);
}

/** Runs `work` with its writes noted as `note` (a revert, a restore, a command-line import). */
export function withChangeNote<T>(note: ChangeNote, work: () => Promise<T>): Promise<T> {
  return notes.run(note, work);
}

/** The note of the write being queued now: the explicit one, else the request's user, else nobody (the seed, the CLI). */
export function currentChangeNote(): ChangeNote {
  return notes.getStore() ?? { userId: requests.getStore()?.user?.id ?? null };
}
