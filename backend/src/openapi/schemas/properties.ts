/**
 * The property kinds the schemas repeat (ids, fields, texts), each one
 * @ApiProperty, so that every schema says them alike and the field enums are
 * the contract's own tables (one named schema each: ItemField, LinkField, Scalar).
 */
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { ITEM_FIELDS, LINK_FIELDS, SCALARS } from '../../../../kb/contract/fields';
import { MAX_ID } from '../../http/id.pipe';

type Options = Omit<ApiPropertyOptions, 'type' | 'enum' | 'enumName'>;

export const IdProperty = (options: Options = {}) => ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID, ...options } as ApiPropertyOptions);
export const IntegerProperty = (options: Options = {}) => ApiProperty({ type: 'integer', ...options } as ApiPropertyOptions);
export const NumberProperty = (options: Options = {}) => ApiProperty({ type: 'number', ...options } as ApiPropertyOptions);
export const TextProperty = (options: Options = {}) => ApiProperty({ type: 'string', ...options } as ApiPropertyOptions);
export const BooleanProperty = (options: Options = {}) => ApiProperty({ type: 'boolean', ...options } as ApiPropertyOptions);
/** An item's version: bumped by every save; an edit that sends a stale one is a 409. */
export const VersionProperty = (options: Options = {}) =>
  ApiProperty({ type: 'integer', minimum: 0, description: 'Bumped by every save; an edit or delete that sends a stale one is a 409.', ...options } as ApiPropertyOptions);

export const ItemFieldProperty = (options: Options = {}) => ApiProperty({ enum: [...ITEM_FIELDS], enumName: 'ItemField', ...options } as ApiPropertyOptions);
export const LinkFieldProperty = (options: Options = {}) => ApiProperty({ enum: [...LINK_FIELDS], enumName: 'LinkField', ...options } as ApiPropertyOptions);
export const ScalarProperty = (options: Options = {}) => ApiProperty({ enum: [...SCALARS], enumName: 'Scalar', ...options } as ApiPropertyOptions);
