/** The API's error shape, {"errors": {key: message}}, for 400 and for the rest. */
import { BadRequestException, NotFoundException } from '@nestjs/common';

export type ErrorMap = Record<string, string>;

export function badRequest(errors: ErrorMap): BadRequestException {
  return new BadRequestException({ errors });
}

export function notFound(): NotFoundException {
  return new NotFoundException({ errors: { general: 'Not found.' } });
}
