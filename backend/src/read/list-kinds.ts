/**
 * Which texts `q` searches and which keys `sort` accepts, per API list
 * (README, "API"). A list handler names its kind with @ListOf(kind).
 */
import { SetMetadata } from '@nestjs/common';
import type { ListKind } from './list-params';

export const LIST_KIND = 'catalogue:list-kind';

/** Marks a GET handler whose array answer takes q/sort/order/limit/offset. */
export const ListOf = (kind: ListKind) => SetMetadata(LIST_KIND, kind);

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
