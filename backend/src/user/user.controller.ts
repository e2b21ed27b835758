/**
 * POST /api/user/signup, /login, /logout (spec section 7), and GET /api/user/me
 * (the logged-in account's email and role, which the navigation shows). Login and signup are
 * rate-limited per client address. Signup creates the account and, like login,
 * opens a server-side session and sets the session cookies (the original
 * server does, and its client reads the rights from them); logout ends the
 * session on the server too.
 */
import { applyDecorators, Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiOkResponse, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SESSION_COOKIE, clearSessionCookies, setSessionCookies } from '../auth/session-cookies';
import { SessionService } from '../auth/session.service';
import { CsrfTokens } from '../security/csrf';
import type { SessionClaims, SessionUser } from '../auth/session-user';
import { LoginDto, SignupDto } from './user.dto';
import { UserService } from './user.service';
import type { Done } from '../../../kb/contract/items';
import type { Me, SessionRights } from '../../../kb/contract/user';
import { Answers } from '../openapi/answers';
import { ErrorsSchema } from '../openapi/schemas/errors';
import { DoneSchema } from '../openapi/schemas/items';
import { MeSchema, SessionRightsSchema } from '../openapi/schemas/user';

/** Login and signup: the session opened, and the limit on attempts. */
const OpensSession = () =>
  applyDecorators(
    ApiOkResponse({
      type: SessionRightsSchema,
      headers: { 'Set-Cookie': { description: 'The session cookie (HttpOnly), the canEdit and isAdmin cookies, and a new csrf cookie.', schema: { type: 'string' } } },
    }),
    ApiTooManyRequestsResponse({ type: ErrorsSchema, description: 'Too many attempts from this address: wait a minute.' }),
  );

@Controller('user')
export class UserController {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly jwt: JwtService,
    private readonly csrf: CsrfTokens,
  ) {}

  @Post('signup')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @OpensSession()
  async signup(@Body() body: SignupDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionRights> {
    return this.startSession(await this.users.signup(body), req, res);
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @OpensSession()
  async login(@Body() body: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionRights> {
    return this.startSession(await this.users.login(body), req, res);
  }

  /** RightsGuard has authenticated the session (401 without one). */
  @Get('me')
  @Answers(MeSchema)
  me(@Req() req: Request): Me {
    const user = req.user as SessionUser;
    return { email: user.email, role: user.isAdmin ? 'admin' : 'editor' };
  }

  /** Always succeeds: a missing, forged or expired token just has no session to end. */
  @Post('logout')
  @HttpCode(200)
  @Answers(DoneSchema)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Done> {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof token === 'string' && token) {
      const claims = await this.jwt.verifyAsync<SessionClaims>(token, { algorithms: ['HS256'] }).catch(() => null);
      if (claims) await this.sessions.end(claims.sid);
    }
    clearSessionCookies(res);
    // The csrf token was bound to the session that just ended: one for no session replaces it.
    delete req.cookies[SESSION_COOKIE];
    this.csrf.issue(req, res);
    return {};
  }

  private async startSession(user: SessionUser, req: Request, res: Response): Promise<SessionRights> {
    const claims: SessionClaims = { sub: user.id, sid: await this.sessions.open(user.id), stamp: user.stamp };
    const token = await this.jwt.signAsync(claims);
    setSessionCookies(res, token, user);
    // A csrf token bound to the new session, for the requests that follow.
    req.cookies[SESSION_COOKIE] = token;
    this.csrf.issue(req, res);
    return { isAdmin: user.isAdmin, canEdit: user.canEdit };
  }
}
