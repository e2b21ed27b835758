/**
 * Passport's view of a session: the signed token from the `session` cookie,
 * the server-side session it names (gone after a logout), then the user as the
 * database has it now, so a demoted or deleted account (or one with a new
 * password) loses its rights at once whatever its cookies say.
 */
import { createSecretKey } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import { isStorableId } from '../http/id.pipe';
import { UserService } from '../user/user.service';
import { SessionService } from './session.service';
import { SESSION_COOKIE } from './session-cookies';
import type { SessionClaims, SessionUser } from './session-user';


const fromSessionCookie = (req: Request): string | null => {
  const token: unknown = req.cookies?.[SESSION_COOKIE];
  return typeof token === 'string' && token ? token : null;
};

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly users: UserService,
    private readonly sessions: SessionService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([fromSessionCookie]),
      // A key object, not the string: given a string (or Buffer), jsonwebtoken first tries, and fails, to parse it
      // as a public key on every request. jsonwebtoken takes a KeyObject; passport-jwt's types only list string | Buffer.
      secretOrKey: createSecretKey(Buffer.from(config.sessionSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** Returning null fails authentication (401): a session logged out or expired, an unknown account, or a password changed since the login. */
  async validate(claims: SessionClaims): Promise<SessionUser | null> {
    if (!isStorableId(claims?.sub) || typeof claims.stamp !== 'string') return null;
    const user = await this.sessions.openSessionUser(claims.sid, claims.sub, () => this.users.findSessionUser(claims.sub));
    return user && user.stamp === claims.stamp ? user : null;
  }
}
