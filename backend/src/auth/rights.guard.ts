/**
 * The global guard behind spec section 6. Open requests pass untouched; the
 * others are authenticated (SessionAuthenticator: the `session` cookie, user
 * re-read from the database) and then need edit or admin rights: 401 without
 * a session, 403 without the right.
 */
import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException, type CanActivate } from '@nestjs/common';
import type { Request } from 'express';
import { requiredRight, type Right } from './rights';
import { SessionAuthenticator } from './session-authenticator';

const RANK: Record<Right, number> = { none: 0, editor: 1, admin: 2 };

@Injectable()
export class RightsGuard implements CanActivate {
  constructor(private readonly authenticator: SessionAuthenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const right = strongest(requiredRight(req.method, req.path), requiredRight(req.method, routePath(req)));
    if (right === 'none') return true;
    // A missing, expired or forged token, a session ended, or a deleted user: 401.
    const user = await this.authenticator.user(req);
    if (!user) throw new UnauthorizedException({ errors: { general: 'Please log in.' } });
    req.user = user;
    if (right === 'admin' ? !user.isAdmin : !user.canEdit) {
      throw new ForbiddenException({ errors: { general: 'You do not have the rights to do this.' } });
    }
    return true;
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
