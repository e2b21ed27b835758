/**
 * The HTTP hardening every request passes through, applied by main.ts right after
 * the app is created: which proxy to believe about HTTPS, cookies parsed,
 * security headers (helmet's, computed once; HSTS over HTTPS), the body size
 * limit, then the CSRF check.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import type { AppConfig } from '../config/app-config';
import { refuseLargeBodies } from '../http/body-parsing';
import { CsrfTokens } from './csrf';
import { helmetOptions } from './helmet.options';
import { securityHeaders } from './security-headers';
import { strictTransportSecurity } from './transport';

export function applySecurity(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.trustProxy);
  app.use(cookieParser());
  app.use(securityHeaders(helmetOptions));
  app.use(strictTransportSecurity);
  // Before the CSRF check and any parsing: an oversized body costs nothing.
  app.use(refuseLargeBodies);
  app.use(app.get(CsrfTokens).middleware);
}
