/**
 * Which texts `q` searches and which keys `sort` accepts, per API list
 * (README, "API"). A list handler names its kind and its entries with
 * @ListOf(kind, entry), which is also its answer in the OpenAPI document.
 */
import { applyDecorators, SetMetadata, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiQuery, getSchemaPath } from '@nestjs/swagger';
import { MAX_LIMIT, MAX_QUERY_LENGTH, type ListKind } from './list-params';

export const LIST_KIND = 'catalogue:list-kind';

/**
 * Marks a GET handler whose array answer takes q/sort/order/limit/offset;
 * `entry`: the schema class of its entries, or several when the answer is a
 * list of one or the other (per the handler's own parameters).
 */
export function ListOf(kind: ListKind, ...entry: Type[]) {
  const items = entry.length === 1 ? { $ref: getSchemaPath(entry[0]) } : { anyOf: entry.map((e) => ({ $ref: getSchemaPath(e) })) };
  const optional = (name: string, description: string, schema: object) => ApiQuery({ name, required: false, description, schema });
  return applyDecorators(
    SetMetadata(LIST_KIND, kind),
    ApiExtraModels(...entry),
    optional('q', 'Keeps the entries whose texts match (in the search normal form, docs/search.md).', { type: 'string', maxLength: MAX_QUERY_LENGTH }),
    optional('sort', 'Reorders the entries by this key.', { type: 'string', enum: Object.keys(kind.sorts) }),
    optional('order', 'The order of sort (default asc).', { type: 'string', enum: ['asc', 'desc'] }),
    optional('limit', 'At most this many entries.', { type: 'integer', minimum: 1, maximum: MAX_LIMIT }),
    optional('offset', 'Skips this many entries first.', { type: 'integer', minimum: 0, maximum: 999_999_999 }),
    ApiOkResponse({
      schema: { type: 'array', items },
      headers: { 'X-Total-Count': { description: 'With any list parameter: how many entries match before limit and offset.', schema: { type: 'integer' } } },
    }),
  );
}

type Named = { id: number; name: string | null };
type Atom = { propertyName: string };

export const SPACES: ListKind<{ id: number; symbol: string }> = {
  texts: (s) => [s.symbol],
  sorts: { symbol: (s) => s.symbol, id: (s) => s.id },
};

export const PROPERTIES: ListKind<{ id: number; name: string; field: string }> = {
  texts: (p) => [p.name],
  sorts: { name: (p) => p.name, field: (p) => p.field, id: (p) => p.id },
};

export const THEOREMS: ListKind<Named & { conditions: Atom[]; conclusions: Atom[] }> = {
  texts: (t) => [t.name, ...t.conditions.map((a) => a.propertyName), ...t.conclusions.map((a) => a.propertyName)],
  sorts: { id: (t) => t.id, name: (t) => t.name },
};

export const EQUATION_THEOREMS: ListKind<{ id: number; name: string | null; conditions: { propertyName: string }[]; conclusions: { propertyName: string }[] }> = {
  texts: (t) => [t.name, ...t.conditions.map((a) => a.propertyName), ...t.conclusions.map((a) => a.propertyName)],
  sorts: { id: (t) => t.id, name: (t) => t.name },
};

export const EQUATIONS: ListKind<Named & { symbol: string | null }> = {
  texts: (e) => [e.name, e.symbol],
  sorts: { name: (e) => e.name, symbol: (e) => e.symbol, id: (e) => e.id },
};

export const EQUATION_PROPERTIES: ListKind<Named> = {
  texts: (p) => [p.name],
  sorts: { name: (p) => p.name, id: (p) => p.id },
};

/** GET /api/space/{id}/property (also ?unlinked=true, whose entries have no field of their own). */
export const SPACE_PROPERTIES: ListKind<{ property: { id: number; name: string; field: string }; field?: string }> = {
  texts: (e) => [e.property.name],
  sorts: { name: (e) => e.property.name, field: (e) => e.field ?? e.property.field, id: (e) => e.property.id },
};

export const PROPERTY_SPACES: ListKind<{ space: { id: number; symbol: string; field: string }; field: string }> = {
  texts: (e) => [e.space.symbol],
  sorts: { symbol: (e) => e.space.symbol, field: (e) => e.field, id: (e) => e.space.id },
};

export const EQUATION_PROPERTY_LINKS: ListKind<{ differentialEquationProperty: Named; hasProperty?: boolean }> = {
  texts: (e) => [e.differentialEquationProperty.name],
  sorts: { name: (e) => e.differentialEquationProperty.name, hasProperty: (e) => e.hasProperty, id: (e) => e.differentialEquationProperty.id },
};

export const PROPERTY_EQUATION_LINKS: ListKind<{ differentialEquation: Named & { symbol: string | null }; hasProperty: boolean }> = {
  texts: (e) => [e.differentialEquation.name, e.differentialEquation.symbol],
  sorts: { name: (e) => e.differentialEquation.name, hasProperty: (e) => e.hasProperty, id: (e) => e.differentialEquation.id },
};
