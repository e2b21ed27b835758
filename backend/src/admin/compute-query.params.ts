/** The query parameters of compute-query.ts, for the OpenAPI document. */
import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { MAX_ID } from '../http/id.pipe';
import { MAX_PAGE } from './compute-query';

const optional = (name: string, description: string, schema: object) => ApiQuery({ name, required: false, description, schema });
const id = { type: 'integer', minimum: 1, maximum: MAX_ID };
const text = { type: 'string', maxLength: 200 };

const Filters = () =>
  applyDecorators(
    optional('space', "Rows whose space's symbol matches (search normal form).", text),
    optional('property', "Rows whose property's name matches.", text),
    optional('theorem', "Rows whose theorem's name matches.", text),
    optional('spaceId', 'Rows of this space.', id),
    optional('propertyId', 'Rows of this property.', id),
    optional('theoremId', 'Rows of this theorem.', id),
  );

export const RowsQuery = () =>
  applyDecorators(
    Filters(),
    optional('offset', 'Skips this many rows first.', { type: 'integer', minimum: 0, maximum: MAX_ID, default: 0 }),
    optional('limit', 'At most this many rows.', { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 50 }),
  );

export const DownloadQuery = () => applyDecorators(Filters(), optional('format', 'The file format (default csv).', { type: 'string', enum: ['csv', 'json'] }));
