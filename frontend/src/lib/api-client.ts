/**
 * The one api client. Reads expect 200 (anything else throws, and the page stays
 * empty, spec section 7); writes send JSON with the CSRF header from the `csrf`
 * cookie and turn a 400 into a FormErrors carrying the server's errors object
 * (and a stale edit's 409 into an EditConflict).
 */
import type { ConflictBody, ErrorBody, FieldErrors } from '@contract';
import { readCookie } from './cookies';

/** A read that did not answer 200. */
export class ReadError extends Error {
  constructor(readonly status: number) {
    super(`read failed with status ${status}`);
  }
}

/** Whether a read failed because its item does not exist (an unknown id, an unknown link). */
export const isMissing = (error: unknown) => error instanceof ReadError && error.status === 404;

/** A 400 answer of a write: messages keyed by field (spec section 5). */
export class FormErrors extends Error {
  constructor(readonly errors: FieldErrors) {
    super('the server rejected the form');
  }
}

/**
 * A 409 of an edit that sent the version it loaded: someone else saved the item
 * since. `current` is the item as its GET shows it now (with its new version).
 */
export class EditConflict extends Error {
  constructor(
    readonly message: string,
    readonly current: unknown,
  ) {
    super(message);
  }
}

/** Any other non-200 answer of a write; spec section 8 says it is silently ignored. */
export class IgnoredStatus extends Error {
  constructor(readonly status: number) {
    super(`write answered ${status}`);
  }
}

export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (response.status !== 200) throw new ReadError(response.status);
  return (await response.json()) as T;
}

/** Before login and signup there may be no csrf cookie yet: any GET gives one. */
export async function ensureCsrfCookie(): Promise<void> {
  if (!readCookie('csrf')) await fetch('/api/space', { credentials: 'same-origin' });
}

async function send<T>(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-CSRF-Token': readCookie('csrf') ?? '',
    },
    body: JSON.stringify(body ?? {}),
  });
  const text = await response.text();
  const json = text ? safeJson(text) : null;
  if (response.status === 200 || response.status === 201) return json as T;
  if (response.status === 400) {
    const errors = (json as Partial<ErrorBody> | null)?.errors;
    throw new FormErrors(errors && typeof errors === 'object' ? errors : {});
  }
  const conflict = json as Partial<ConflictBody> | null;
  if (response.status === 409 && typeof conflict?.errors?.version === 'string') throw new EditConflict(conflict.errors.version, conflict.current ?? null);
  throw new IgnoredStatus(response.status);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const apiPost = <T = unknown>(path: string, body?: unknown) => send<T>('POST', path, body);
/** `body`: e.g. {version}, the version the page loaded (a stale one is an EditConflict). */
export const apiDelete = <T = unknown>(path: string, body?: unknown) => send<T>('DELETE', path, body);
