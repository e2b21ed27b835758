/**
 * The global guard behind spec section 6. Open requests pass untouched; the
 * others are authenticated by passport (SessionStrategy: the `session` cookie, user
 * re-read from the database) and then need edit or admin rights: 401 without
 * a session, 403 without the right.
 */
import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { requiredRight, type Right } from './rights';
import { SESSION_STRATEGY } from './session.strategy';
import type { SessionUser } from './session-user';

const RANK: Record<Right, number> = { none: 0, editor: 1, admin: 2 };

@Injectable()
export class RightsGuard extends AuthGuard(SESSION_STRATEGY) {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const right = strongest(requiredRight(req.method, req.path), requiredRight(req.method, routePath(req)));
    if (right === 'none') return true;
    await super.canActivate(context);
    const user = req.user as SessionUser;
    if (right === 'admin' ? !user.isAdmin : !user.canEdit) {
      throw new ForbiddenException({ errors: { general: 'You do not have the rights to do this.' } });
    }
    return true;
  }

  /** Passport's verdict: a missing, expired or forged token, a session ended, or a deleted user, is a 401. */
  handleRequest<TUser>(err: unknown, user: TUser | false): TUser {
    if (err || !user) throw new UnauthorizedException({ errors: { general: 'Please log in.' } });
    return user;
  }
}

/** The route pattern Express matched (e.g. /api/admin/export), immune to odd spellings of the URL. */
function routePath(req: Request): string {
  const route: unknown = (req as { route?: { path?: unknown } }).route?.path;
  return typeof route === 'string' ? route : req.path;
}

function strongest(a: Right, b: Right): Right {
  return RANK[a] >= RANK[b] ? a : b;
}
