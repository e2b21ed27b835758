/**
 * The HTTP hardening every request passes through, applied by main.ts right after
 * the app is created: cookies parsed, security headers, then the CSRF check.
 */
import type { INestApplication } from '@nestjs/common';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { csrfProtection } from './csrf.middleware';
import { helmetOptions } from './helmet.options';

export function applySecurity(app: INestApplication): void {
  app.use(cookieParser());
  app.use(helmet(helmetOptions));
  app.use(csrfProtection);
}
