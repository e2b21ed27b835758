/**
 * Every error leaves as {"errors": {...}}. HttpExceptions keep their status;
 * a database constraint a check missed is still the client's fault (400);
 * anything else is logged and is a 500 — which no client input should reach.
 */
import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Response } from 'express';

const NOT_FOUND = { errors: { general: 'Not found.' } };

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const [status, body] = this.describe(exception);
    response.status(status).json(body);
  }

  private describe(exception: unknown): [number, unknown] {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'object' && body !== null && 'errors' in body) return [status, body];
      const message = typeof body === 'string' ? body : (body as { message?: unknown }).message;
      const text = typeof message === 'string' ? message : exception.message;
      // A path parameter that is not even valid percent-encoding is an unknown id like any other.
      if (status === HttpStatus.BAD_REQUEST && text.startsWith('Failed to decode param')) return [HttpStatus.NOT_FOUND, NOT_FOUND];
      // No route matched (Nest says "Cannot GET /api/…"): the same answer as an unknown id.
      if (status === HttpStatus.NOT_FOUND) return [status, NOT_FOUND];
      return [status, { errors: { general: text } }];
    }
    if (exception instanceof UniqueConstraintViolationException) {
      return [HttpStatus.BAD_REQUEST, { errors: { general: 'This would duplicate an existing entry.' } }];
    }
    if (exception instanceof ForeignKeyConstraintViolationException) {
      return [HttpStatus.BAD_REQUEST, { errors: { general: 'This refers to an entry that does not exist or is still in use.' } }];
    }
    if (isOutOfIds(exception)) {
      return [HttpStatus.BAD_REQUEST, { errors: { general: 'No ids are left for new entries of this kind.' } }];
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return [HttpStatus.INTERNAL_SERVER_ERROR, { errors: { general: 'Internal server error.' } }];
  }
}

/** PostgreSQL's "reached maximum value of sequence" (SQLSTATE 2200H): every id up to 2^31-1 is taken. */
function isOutOfIds(exception: unknown): boolean {
  return typeof exception === 'object' && exception !== null && (exception as { code?: unknown }).code === '2200H';
}
