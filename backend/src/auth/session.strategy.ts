/**
 * Passport's view of a session, the strategy RightsGuard authenticates with:
 * SessionAuthenticator says whom the `session` cookie names (its token, the
 * server-side session, the user as the database has it now), or no one, which
 * passport answers as a failed authentication (a 401).
 */
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-strategy';
import { SessionAuthenticator } from './session-authenticator';
import type { SessionUser } from './session-user';

/** The name RightsGuard's AuthGuard asks passport for. */
export const SESSION_STRATEGY = 'session';

type Verified = (error: unknown, user?: SessionUser | null) => void;

/** A passport strategy that hands the whole request to its verify callback (the cookie is all it reads). */
class RequestStrategy extends Strategy {
  constructor(private readonly verify: (req: Request, done: Verified) => void) {
    super();
  }

  authenticate(req: Request): void {
    this.verify(req, (error, user) => {
      if (error) this.error(error instanceof Error ? error : new Error(String(error)));
      else if (user) this.success(user);
      else this.fail(401);
    });
  }
}

@Injectable()
export class SessionStrategy extends PassportStrategy(RequestStrategy, SESSION_STRATEGY) {
  constructor(private readonly authenticator: SessionAuthenticator) {
    super();
  }

  /** Null fails authentication (a 401). */
  validate(req: Request): Promise<SessionUser | null> {
    return this.authenticator.user(req);
  }
}
