/**
 * HTTPS awareness. Behind a TLS-terminating proxy the app sees plain http;
 * with TRUST_PROXY set, Express believes the proxy's X-Forwarded-Proto (and
 * X-Forwarded-For, so the rate limit counts real client addresses), and a
 * request that came over HTTPS gets Secure cookies and an HSTS header.
 * Without TRUST_PROXY nothing a client sends can claim HTTPS.
 */
import type { CookieOptions, NextFunction, Request, Response } from 'express';

/** One year, subdomains included: helmet's default policy, sent only over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Express's "trust proxy" value from TRUST_PROXY: unset or false → trust no one;
 * true → any proxy; a number → that many hops; otherwise addresses/subnets or
 * names Express knows (loopback, linklocal, uniquelocal), comma-separated.
 */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^[1-9][0-9]?$/.test(text)) return Number(text);
  return text;
}

/** The cookie attributes that depend on how the request arrived. */
export function cookieSecurity(req: Request | undefined): Pick<CookieOptions, 'secure'> {
  return { secure: req?.secure === true };
}

export function strictTransportSecurity(req: Request, res: Response, next: NextFunction): void {
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  next();
}
