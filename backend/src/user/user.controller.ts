/**
 * POST /api/user/signup, /login, /logout (spec section 7). Login and signup are
 * rate-limited per client address; each success opens a server-side session and
 * sets the session cookies; logout ends the session on the server too.
 */
import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { SESSION_COOKIE, clearSessionCookies, setSessionCookies } from '../auth/session-cookies';
import { SessionService } from '../auth/session.service';
import type { SessionClaims, SessionUser } from '../auth/session-user';
import { LoginDto, SignupDto } from './user.dto';
import { UserService } from './user.service';

@Controller('user')
export class UserController {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly jwt: JwtService,
  ) {}

  @Post('signup')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  async signup(@Body() body: SignupDto, @Res({ passthrough: true }) res: Response) {
    return this.startSession(await this.users.signup(body), res);
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  async login(@Body() body: LoginDto, @Res({ passthrough: true }) res: Response) {
    return this.startSession(await this.users.login(body), res);
  }

  /** Always succeeds: a missing, forged or expired token just has no session to end. */
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof token === 'string' && token) {
      const claims = await this.jwt.verifyAsync<SessionClaims>(token, { algorithms: ['HS256'] }).catch(() => null);
      if (claims) await this.sessions.end(claims.sid);
    }
    clearSessionCookies(res);
    return {};
  }

  private async startSession(user: SessionUser, res: Response) {
    const claims: SessionClaims = { sub: user.id, sid: await this.sessions.open(user.id), stamp: user.stamp };
    setSessionCookies(res, await this.jwt.signAsync(claims), user);
    return { isAdmin: user.isAdmin, canEdit: user.canEdit };
  }
}
