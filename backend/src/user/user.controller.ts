/**
 * POST /api/user/signup, /login, /logout (spec section 7). Login and signup are
 * rate-limited per client address; each success sets the session cookies.
 */
import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Response } from 'express';
import { clearSessionCookies, setSessionCookies } from '../auth/session-cookies';
import type { SessionClaims, SessionUser } from '../auth/session-user';
import { LoginDto, SignupDto } from './user.dto';
import { UserService } from './user.service';

@Controller('user')
export class UserController {
  constructor(
    private readonly users: UserService,
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

  @Post('logout')
  @HttpCode(200)
  logout(@Res({ passthrough: true }) res: Response) {
    clearSessionCookies(res);
    return {};
  }

  private async startSession(user: SessionUser, res: Response) {
    const claims: SessionClaims = { sub: user.id, stamp: user.stamp };
    setSessionCookies(res, await this.jwt.signAsync(claims), user);
    return { isAdmin: user.isAdmin, canEdit: user.canEdit };
  }
}
