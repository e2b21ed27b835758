/**
 * CSRF protection with csrf-csrf (double submit, signed): the `csrf` cookie
 * holds `hmac.random`, where the HMAC covers the session cookie, so a token
 * taken from one session is refused in another. The cookie stays readable by
 * the frontend, which copies it into the `X-CSRF-Token` header of every
 * state-changing request (spec section 7); such requests must also be JSON.
 *
 * A request without a cookie valid for its session gets a fresh one (any
 * response hands one out, a refused one included); login, signup and logout
 * issue one for the session they leave behind.
 */
import { createHmac } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import { SESSION_COOKIE } from '../auth/session-cookies';
import { cookieSecurity } from './transport';

export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Past this many remembered valid cookies, they are all forgotten (each is checked again once). */
const MAX_REMEMBERED = 10_000;

/** The session cookie's value, or '' before login: what a token is bound to. */
function sessionIdentifier(req: Request): string {
  const token: unknown = req.cookies?.[SESSION_COOKIE];
  return typeof token === 'string' ? token : '';
}

export class CsrfTokens {
  private readonly csrf: ReturnType<typeof doubleCsrf>;
  /**
   * Cookies found valid, each with the session cookie it was checked against: the
   * verdict depends on those two strings and the secret alone, so the requests of a
   * session need not each recompute its HMAC (one HMAC was a few % of a request's CPU).
   */
  private readonly valid = new Set<string>();

  constructor(sessionSecret: string) {
    // Its own key, derived from the session secret, so neither use can stand in for the other.
    const secret = createHmac('sha256', sessionSecret).update('csrf').digest('hex');
    this.csrf = doubleCsrf({
      getSecret: () => secret,
      getSessionIdentifier: sessionIdentifier,
      cookieName: CSRF_COOKIE,
      cookieOptions: { sameSite: 'lax', path: '/', httpOnly: false, secure: false },
      getCsrfTokenFromRequest: (req) => {
        const header = req.headers[CSRF_HEADER];
        return typeof header === 'string' ? header : undefined;
      },
    });
  }

  /** Sets a new token cookie bound to the session cookie the request now carries (callers update req.cookies first). */
  issue(req: Request, res: Response): void {
    this.csrf.generateCsrfToken(req, res, { overwrite: true, cookieOptions: cookieSecurity(req) });
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (!req.cookies) req.cookies = {};
    const valid = this.hasValidCookie(req);
    if (!valid) this.issue(req, res);
    if (SAFE_METHODS.has(req.method)) return next();
    if (!isJson(req.headers['content-type'])) return refuse(res, 'Requests that change data must send JSON.');
    // The cookie is valid for this session (its HMAC checked above): csrf-csrf's validateRequest would now only
    // compare the header with it, then compute that same HMAC again.
    if (!valid || req.headers[CSRF_HEADER] !== req.cookies[CSRF_COOKIE]) return refuse(res, 'Missing or invalid CSRF token. Reload the page and try again.');
    next();
  };

  /** Whether the request's csrf cookie was issued for its session (what the header must then repeat). */
  private hasValidCookie(req: Request): boolean {
    const cookie: unknown = req.cookies[CSRF_COOKIE];
    if (typeof cookie !== 'string' || !cookie) return false;
    // The session cookie's length first: no two pairs of strings give the same key.
    const session = sessionIdentifier(req);
    const pair = `${session.length}:${session}:${cookie}`;
    if (this.valid.has(pair)) return true;
    // validateRequest compares header and cookie, then checks the HMAC over the session
    // identifier: given the cookie as the header, it checks the cookie alone.
    if (!this.csrf.validateRequest({ cookies: req.cookies, headers: { [CSRF_HEADER]: cookie } } as unknown as Request)) return false;
    if (this.valid.size >= MAX_REMEMBERED) this.valid.clear();
    this.valid.add(pair);
    return true;
  }
}

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

function refuse(res: Response, message: string): void {
  res.status(403).json({ errors: { general: message } });
}
