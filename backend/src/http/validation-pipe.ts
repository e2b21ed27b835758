/**
 * The global ValidationPipe: DTO classes (class-validator) describe each body;
 * failures become {errors: {key: message}} with the keys of spec section 5 —
 * a property's own name, `reference[i]` for the i-th reference, `general`
 * for a references value that is not a list of at most 20, or a body that is
 * not an object at all.
 */
import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { badRequest, type ErrorMap } from './errors';

const NOT_AN_OBJECT = 'The request body must be a JSON object.';

/** Validates bodies only: route ids keep their text for IdPipe, so "3.0" is not taken for 3. */
class BodyValidationPipe extends ValidationPipe {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<any> {
    if (metadata.type !== 'body') return value;
    // A JSON array or scalar is not a form: say so, rather than report every field as missing.
    // (Bodies without a DTO class, the backup import, check their own shape.)
    const isForm = typeof metadata.metatype === 'function' && metadata.metatype !== Object;
    if (isForm && (value === null || typeof value !== 'object' || Array.isArray(value))) throw badRequest({ general: NOT_AN_OBJECT });
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new BodyValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => badRequest(errorMap(errors)),
  });
}

export function errorMap(errors: ValidationError[]): ErrorMap {
  const map: ErrorMap = {};
  for (const error of errors) {
    if (!error.property) {
      map.general ??= NOT_AN_OBJECT;
    } else if (error.property === 'references') {
      // The list itself is wrong (not a list, too long): `general`; one reference is wrong: `reference[i]`.
      if (error.constraints) map.general ??= firstMessage(error);
      for (const child of error.children ?? []) map[`reference[${child.property}]`] ??= firstMessage(child);
    } else {
      map[error.property] ??= firstMessage(error);
    }
  }
  return map;
}

function firstMessage(error: ValidationError): string {
  const own = error.constraints && Object.values(error.constraints)[0];
  if (own) return own;
  for (const child of error.children ?? []) {
    const message = firstMessage(child);
    if (message) return message;
  }
  return 'Invalid value.';
}
