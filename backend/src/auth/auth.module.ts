/**
 * Sessions and rights: signed session tokens (JWT, HS256, secret from the
 * config) naming server-side sessions, the passport strategy that reads them, the global RightsGuard, and
 * the rate limiter that login and signup use.
 */
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { CsrfTokens } from '../security/csrf';
import { UserService } from '../user/user.service';
import { RightsGuard } from './rights.guard';
import { SessionAuthenticator } from './session-authenticator';
import { SessionStrategy } from './session.strategy';
import { SessionService } from './session.service';
import { SessionTokens } from './session-tokens';
import { SESSION_DAYS } from './session-cookies';

/** Login and signup attempts per minute per client address; AUTH_RATE_LIMIT overrides (tests). */
export function authRateLimit(env: NodeJS.ProcessEnv = process.env): number {
  const limit = Number(env.AUTH_RATE_LIMIT);
  return Number.isInteger(limit) && limit > 0 ? limit : 10;
}

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.sessionSecret,
        signOptions: { algorithm: 'HS256', expiresIn: `${SESSION_DAYS}d` },
      }),
    }),
    // A factory, so the limit is read when the app starts rather than when this file loads.
    ThrottlerModule.forRootAsync({
      useFactory: () => ({
        // One bucket per client address for login and signup together (the default is one per route).
        throttlers: [{ name: 'auth', ttl: 60_000, limit: authRateLimit(), generateKey: (_context, tracker, name) => `${name}:${tracker}` }],
        errorMessage: 'Too many attempts. Please wait a minute and try again.',
      }),
    }),
  ],
  providers: [
    UserService,
    SessionService,
    SessionTokens,
    SessionAuthenticator,
    SessionStrategy,
    { provide: APP_GUARD, useClass: RightsGuard },
    // Stateless: the HMAC key comes from the session secret.
    { provide: CsrfTokens, inject: [AppConfig], useFactory: (config: AppConfig) => new CsrfTokens(config.sessionSecret) },
  ],
  exports: [UserService, SessionService, SessionAuthenticator, JwtModule, ThrottlerModule, CsrfTokens],
})
export class AuthModule {}
