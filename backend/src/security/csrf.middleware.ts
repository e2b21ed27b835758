/**
 * Double-submit CSRF protection with the contract of spec section 7: a random
 * `csrf` cookie readable by the frontend's JavaScript, echoed verbatim in the
 * `X-CSRF-Token` header of every state-changing request, which must also be JSON.
 *
 * Hand-written rather than csrf-csrf: that library stores `token|hmac` in an
 * httpOnly cookie and hands the token out in a response body, so the frontend
 * could not copy the header value from the cookie as the spec requires.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function csrfProtection(req: Request, res: Response, next: NextFunction): void {
  const cookie = readCookie(req);
  if (!cookie) {
    res.cookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), { sameSite: 'lax', httpOnly: false, path: '/' });
  }
  if (SAFE_METHODS.has(req.method)) return next();
  if (!isJson(req.headers['content-type'])) return refuse(res, 'Requests that change data must send JSON.');
  const header = req.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
    return refuse(res, 'Missing or invalid CSRF token. Reload the page and try again.');
  }
  next();
}

/** The cookie, when it has the shape this middleware issues (32 random bytes, base64url). */
function readCookie(req: Request): string | undefined {
  const value: unknown = req.cookies?.[CSRF_COOKIE];
  return typeof value === 'string' && TOKEN_SHAPE.test(value) ? value : undefined;
}

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function refuse(res: Response, message: string): void {
  res.status(403).json({ errors: { general: message } });
}
