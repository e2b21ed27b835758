/**
 * The HTTP hardening every request passes through, applied by main.ts right after
 * the app is created: cookies parsed, security headers, the body size limit,
 * then the CSRF check.
 */
import type { INestApplication } from '@nestjs/common';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { refuseLargeBodies } from '../http/body-parsing';
import { csrfProtection } from './csrf.middleware';
import { helmetOptions } from './helmet.options';

export function applySecurity(app: INestApplication): void {
  app.use(cookieParser());
  app.use(helmet(helmetOptions));
  // Before the CSRF check and any parsing: an oversized body costs nothing.
  app.use(refuseLargeBodies);
  app.use(csrfProtection);
}
