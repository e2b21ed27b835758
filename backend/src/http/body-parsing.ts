/**
 * JSON bodies: parsed here (not by Nest's default parser) so that a broken,
 * oversized or absurdly nested body is answered in the API's error shape
 * before any controller, DTO transformer or validator sees it.
 */
import { json, type NextFunction, type Request, type Response } from 'express';

/** Large enough for a full catalogue backup. */
export const BODY_LIMIT = '50mb';
/** Deeper than any real payload (a backup is 4 levels deep); deeper input is refused, not recursed into. */
const MAX_DEPTH = 32;

export const parseJsonBody = json({ limit: BODY_LIMIT });

export function bodyErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const { type, status } = (error ?? {}) as { type?: string; status?: unknown };
  if (type === 'entity.parse.failed') {
    res.status(400).json({ errors: { general: 'Malformed JSON.' } });
  } else if (type === 'entity.too.large') {
    res.status(413).json({ errors: { general: 'The request body is too large.' } });
  } else if (type || (typeof status === 'number' && status >= 400 && status < 500)) {
    // Also a body whose Content-Encoding does not match it (gzip that is not gzip):
    // the parser reports that as a bare client error, without a type.
    res.status(400).json({ errors: { general: 'The request body could not be read.' } });
  } else {
    next(error);
  }
}

export function refuseDeepBodies(req: Request, res: Response, next: NextFunction): void {
  if (req.body !== undefined && depth(req.body) > MAX_DEPTH) {
    res.status(400).json({ errors: { general: 'The request body is nested too deeply.' } });
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
 * (a value or a key) is refused here rather than failing in the database (a 500).
 */
export function refuseNulCharacters(req: Request, res: Response, next: NextFunction): void {
  if (req.body !== undefined && holdsNul(req.body)) {
    res.status(400).json({ errors: { general: 'The request body may not contain the NUL character (\\u0000).' } });
    return;
  }
  next();
}

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
