/**
 * The signed session tokens of the `session` cookie (JWT, HS256): verified
 * by the JwtService that signs them (jsonwebtoken, as passport-jwt did), but a token verified once is
 * remembered with its claims, so the requests of one session do not each
 * decode it and recompute its HMAC. A remembered token is still refused once
 * its `exp` has passed (or before its `nbf`), the only parts of the verdict
 * that change with time; everything else depends on the token's bytes and the
 * secret alone. What a token names (its session, its user's rights and
 * password) is checked on every request by SessionAuthenticator.
 */
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

/** Past this many remembered tokens, they are all forgotten (each is verified again once). */
const MAX_REMEMBERED = 10_000;

/** The verified claims: an object (a token whose payload is not one is refused). */
export type TokenClaims = Record<string, unknown> & { nbf?: unknown; exp?: unknown };

@Injectable()
export class SessionTokens {
  private readonly verified = new Map<string, TokenClaims>();

  constructor(private readonly jwt: JwtService) {}

  /** The token's claims when its signature is ours (HS256) and it is valid now, else null. */
  claims(token: string): TokenClaims | null {
    const now = Math.floor(Date.now() / 1000);
    const known = this.verified.get(token);
    if (known) return current(known, now) ? known : null;
    let payload: unknown;
    try {
      payload = this.jwt.verify(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    if (typeof payload !== 'object' || payload === null) return null;
    const claims = payload as TokenClaims;
    if (this.verified.size >= MAX_REMEMBERED) this.verified.clear();
    this.verified.set(token, claims);
    return claims;
  }
}

/** jsonwebtoken's time checks (no clock tolerance), for a payload it has accepted before. */
function current(payload: TokenClaims, now: number): boolean {
  if (typeof payload.nbf === 'number' && payload.nbf > now) return false;
  if (typeof payload.exp === 'number' && now >= payload.exp) return false;
  return true;
}
