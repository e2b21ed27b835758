/**
 * Who a request's session is: the signed token from the `session` cookie
 * (SessionTokens), the server-side session it names (gone after a logout),
 * then the user as the database has it now, so a demoted or deleted account
 * (or one with a new password) loses its rights at once whatever its cookies
 * say. Passport asks it through SessionStrategy; the token's signature is
 * checked once per token (SessionTokens), not by passport-jwt on every request.
 */
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { isStorableId } from '../http/id.pipe';
import { UserService } from '../user/user.service';
import { SessionService } from './session.service';
import { SESSION_COOKIE } from './session-cookies';
import { SessionTokens } from './session-tokens';
import type { SessionClaims, SessionUser } from './session-user';

@Injectable()
export class SessionAuthenticator {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly users: UserService,
    private readonly sessions: SessionService,
  ) {}

  /**
   * The request's user, or null (a 401): no token, one that is forged or
   * expired, a session logged out or expired, an unknown account, a password
   * changed since the login, or a failed lookup.
   */
  async user(req: Request): Promise<SessionUser | null> {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof token !== 'string' || !token) return null;
    const claims = this.tokens.claims(token) as Partial<SessionClaims> | null;
    if (!claims || !isStorableId(claims.sub) || typeof claims.stamp !== 'string') return null;
    const userId = claims.sub;
    try {
      const user = await this.sessions.openSessionUser(claims.sid, userId, () => this.users.findSessionUser(userId));
      return user && user.stamp === claims.stamp ? user : null;
    } catch {
      // As passport answered an error of the lookup: no session.
      return null;
    }
  }
}
