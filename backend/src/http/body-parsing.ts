/**
 * JSON bodies: parsed here (not by Nest's default parser) so that a broken,
 * oversized or absurdly nested body is answered in the API's error shape
 * before any controller, DTO transformer or validator sees it.
 *
 * Ordinary requests get a small limit, checked against Content-Length before
 * anything else runs (refuseLargeBodies), so an anonymous client cannot make
 * the server read or hold a large body. Only the admin import takes large
 * bodies, and reads them itself after its guard has admitted an admin
 * (large-body.ts).
 */
import { json, type NextFunction, type Request, type Response } from 'express';

/** Far above any form (a space with a long description and many references is a few tens of KB). */
export const BODY_LIMIT = 512 * 1024;
/** Deeper than any real payload (a backup is 4 levels deep); deeper input is refused, not recursed into. */
const MAX_DEPTH = 32;

export const TOO_LARGE = { errors: { general: 'The request body is too large.' } };

/** POST /api/admin/import, however Express would spell-match it (any case, a trailing slash). */
export function isImport(req: Request): boolean {
  return req.method === 'POST' && /^\/api\/admin\/import\/?$/i.test(req.path);
}

/** 413 at once when the declared length is over the limit: nothing is read, parsed or authenticated. */
export function refuseLargeBodies(req: Request, res: Response, next: NextFunction): void {
  const length = Number(req.headers['content-length']);
  if (length > BODY_LIMIT && !isImport(req)) {
    // Node discards the unread rest of the body (streamed, never held) once the answer is sent.
    res.status(413).json(TOO_LARGE);
    return;
  }
  next();
}

const parseSmallJson = json({ limit: BODY_LIMIT });

/** The small parser for every request except the import (whose body its controller reads). */
export function parseJsonBody(req: Request, res: Response, next: NextFunction): void {
  if (isImport(req)) return next();
  parseSmallJson(req, res, next);
}

/** The API's answer to a parser error, or null when the error is not the parser's. */
export function bodyErrorAnswer(error: unknown): [number, { errors: { general: string } }] | null {
  const { type, status } = (error ?? {}) as { type?: string; status?: unknown };
  if (type === 'entity.parse.failed') return [400, { errors: { general: 'Malformed JSON.' } }];
  if (type === 'entity.too.large') return [413, TOO_LARGE];
  // Also a body whose Content-Encoding does not match it (gzip that is not gzip):
  // the parser reports that as a bare client error, without a type.
  if (type || (typeof status === 'number' && status >= 400 && status < 500)) return [400, { errors: { general: 'The request body could not be read.' } }];
  return null;
}

export function bodyErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const answer = bodyErrorAnswer(error);
  if (!answer) return next(error);
  res.status(answer[0]).json(answer[1]);
}

/** Why a parsed body is refused (too deep, or holding NUL), or null when it is fine. */
export function bodyProblem(body: unknown): string | null {
  if (body === undefined) return null;
  if (depth(body) > MAX_DEPTH) return 'The request body is nested too deeply.';
  if (holdsNul(body)) return 'The request body may not contain the NUL character (\\u0000).';
  return null;
}

export function refuseBadBodies(req: Request, res: Response, next: NextFunction): void {
  const problem = bodyProblem(req.body);
  if (problem) {
    res.status(400).json({ errors: { general: problem } });
    return;
  }
  next();
}

/** Nesting depth of a parsed JSON value, without recursion. */
function depth(value: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [item, level] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (level > max) max = level;
    if (max > MAX_DEPTH) return max;
    for (const child of Object.values(item)) stack.push([child, level + 1]);
  }
  return max;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so a body holding it anywhere
 * (a value or a key) is refused rather than failing in the database (a 500).
 */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\0')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
