/**
 * The cookies of a session: `session` holds the signed token (httpOnly, so page
 * scripts never see it); `isAdmin` and `canEdit` only tell the frontend what to
 * show (spec section 6) and are never trusted by the server.
 */
import type { CookieOptions, Response } from 'express';
import { cookieSecurity } from '../security/transport';

export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 30;
const maxAge = SESSION_DAYS * 24 * 3600 * 1000;
const base: CookieOptions = { sameSite: 'lax', path: '/' };
/** Secure when the request came over HTTPS (security/transport.ts). */
const attributes = (res: Response): CookieOptions => ({ ...base, ...cookieSecurity(res.req) });

export interface Rights {
  isAdmin: boolean;
  canEdit: boolean;
}

export function setSessionCookies(res: Response, token: string, rights: Rights): void {
  res.cookie(SESSION_COOKIE, token, { ...attributes(res), httpOnly: true, maxAge });
  setRightCookies(res, rights, maxAge);
}

export function clearSessionCookies(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { ...attributes(res), httpOnly: true });
  setRightCookies(res, { isAdmin: false, canEdit: false });
}

function setRightCookies(res: Response, rights: Rights, age?: number): void {
  const options: CookieOptions = { ...attributes(res), httpOnly: false, ...(age ? { maxAge: age } : {}) };
  res.cookie('isAdmin', String(rights.isAdmin), options);
  res.cookie('canEdit', String(rights.canEdit), options);
}
