/**
 * The checks every catalogue form shares, as class-validator decorators with
 * the exact messages the forms show, each also the field's schema in the
 * OpenAPI document. Text is trimmed first; empty after trimming counts as missing.
 */
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationArguments } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import { ITEM_FIELDS, isItemField, isLinkField } from '../../../kb/contract/fields';
import { ItemFieldProperty, LinkFieldProperty } from '../openapi/schemas/properties';

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * A boolean as the original catalogue's client sends it: `true`/`false`, or the
 * strings `"true"`/`"false"` (its signup and equation-link forms send those).
 * Anything else (`"yes"`, `1`, …) is left as it is for the field's check to refuse.
 */
export const booleanText = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** Put before the field's check: accepts the string forms of a boolean. */
export function AcceptsBooleanText(): PropertyDecorator {
  return Transform(booleanText);
}

interface TextOptions {
  /** How the message names the field: 'symbol', 'name', … */
  label: string;
  required?: boolean;
  max: number;
  /** Refuse `$$` (display math would break a title). */
  noDisplayMath?: boolean;
}

/** A trimmed text; optional text may be absent, null or empty. */
export function Text(options: TextOptions): PropertyDecorator {
  const problem = (value: unknown): string | null => {
    if (value === undefined || value === null || value === '') return options.required ? `Please enter a ${options.label}.` : null;
    if (typeof value !== 'string') return `The ${options.label} must be text.`;
    if (value.length > options.max) return `The ${options.label} must be at most ${options.max} characters.`;
    if (options.noDisplayMath && value.includes('$$')) return `The ${options.label} may not contain $$.`;
    return null;
  };
  const schema = options.required ? { required: true } : { required: false, nullable: true };
  return applyDecorators(Transform(trim), Check('text', problem), ApiProperty({ type: 'string', maxLength: options.max, ...schema }));
}

/** The field of a space or a property. */
export function ItemFieldValue(): PropertyDecorator {
  const check = Check('itemField', (value) => {
    if (value === undefined || value === null || value === '') return 'Please choose a field.';
    return isItemField(value) ? null : `The field must be one of ${ITEM_FIELDS.join(', ')}.`;
  });
  return applyDecorators(check, ItemFieldProperty());
}

/** One of the eight link fields (whether it is allowed for the sides is the service's check). */
export function LinkFieldValue(): PropertyDecorator {
  const check = Check('linkField', (value) => {
    if (value === undefined || value === null || value === '') return 'Please choose a field.';
    return isLinkField(value) ? null : 'The field must be one of the eight link field types.';
  });
  return applyDecorators(check, LinkFieldProperty());
}

/** A class-validator check from a function returning the message, or null when the value is fine. */
export function Check(name: string, problem: (value: unknown, object: object) => string | null): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => problem(value, args.object) === null,
        defaultMessage: (args?: ValidationArguments) => (args ? problem(args.value, args.object) : null) ?? 'Invalid value.',
      },
    });
  };
}
