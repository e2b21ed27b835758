/** Reads the records the knowledge base is built from (kb/records.ts) out of the database. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Along, AtomRecord, CatalogueRecords, TheoremRecord } from '../../../kb/records';
import type { RelationKind } from '../../../kb/contract/links';
import type { PropertyMeaning } from '../../../kb/contract/items';
import { Property, Space, SpaceLink, SpaceRelation, Theorem, TheoremAtom } from '../entities';

/** The relational layer's inputs on existing items: the properties of the norm and the theorems along relations. */
export async function relationalInputs(em: EntityManager): Promise<{ normDependent: Set<number>; along: Map<number, Along>; means: Map<number, PropertyMeaning> }> {
  // One after another: inside a transaction they share one connection, where node-postgres deprecates overlapping queries.
  const properties = await em.execute<Array<{ id: number }>>(`select "id" from "property" where "norm_dependent"`);
  const theorems = await em.execute<Array<{ id: number; along_relation: RelationKind; along_direction: Along['direction'] }>>(
    `select "id", "along_relation", "along_direction" from "theorem" where "along_relation" is not null`,
  );
  const meanings = await em.execute<Array<{ id: number; means_relation: RelationKind; means_space_id: number }>>(
    `select "id", "means_relation", "means_space_id" from "property" where "means_relation" is not null order by "id"`,
  );
  return {
    normDependent: new Set(properties.map((p) => Number(p.id))),
    along: new Map(theorems.map((t) => [Number(t.id), { relation: t.along_relation, direction: t.along_direction }])),
    means: new Map(meanings.map((p) => [Number(p.id), { relation: p.means_relation, spaceId: Number(p.means_space_id) }])),
  };
}

export async function loadCatalogueRecords(em: EntityManager): Promise<CatalogueRecords> {
  // One after another, as above (a build reads them inside its transaction).
  const spaces = await em.find(Space, {}, { orderBy: { id: 'asc' }, fields: ['id', 'symbol', 'field'] });
  const properties = await em.find(Property, {}, { orderBy: { id: 'asc' }, fields: ['id', 'name', 'field'] });
  const links = await em.find(SpaceLink, {}, { orderBy: { id: 'asc' }, fields: ['spaceId', 'propertyId', 'field'] });
  const theorems = await em.find(Theorem, {}, { orderBy: { id: 'asc' }, fields: ['id', 'name'] });
  const atoms = await em.find(TheoremAtom, {}, { orderBy: { theoremId: 'asc', position: 'asc' } });
  const relations = await em.find(SpaceRelation, {}, { orderBy: { id: 'asc' }, fields: ['id', 'kind', 'spaceId', 'ofSpaceId', 'field'] });
  const inputs = await relationalInputs(em);
  const { normDependent, along, means } = inputs;
  return {
    spaces: spaces.map((s) => ({ id: s.id, symbol: s.symbol, field: s.field })),
    properties: properties.map((p) => ({ id: p.id, name: p.name, field: p.field, ...(normDependent.has(p.id) ? { normDependent: true } : {}), ...(means.has(p.id) ? { means: means.get(p.id)! } : {}) })),
    links: links.map((l) => ({ spaceId: l.spaceId, propertyId: l.propertyId, field: l.field })),
    theorems: theoremRecords(theorems, atoms).map((t) => (along.has(t.id) ? { ...t, along: along.get(t.id)! } : t)),
    relations: relations.map((r) => ({ id: r.id, kind: r.kind, spaceId: r.spaceId, ofSpaceId: r.ofSpaceId, field: r.field })),
  };
}

export function theoremRecords(theorems: Pick<Theorem, 'id' | 'name'>[], atoms: TheoremAtom[]): TheoremRecord[] {
  const byTheorem = new Map<number, { conditions: AtomRecord[]; conclusions: AtomRecord[] }>();
  for (const t of theorems) byTheorem.set(t.id, { conditions: [], conclusions: [] });
  for (const atom of [...atoms].sort((a, b) => a.position - b.position)) {
    const entry = byTheorem.get(atom.theoremId);
    if (!entry) continue;
    (atom.role === 'condition' ? entry.conditions : entry.conclusions).push({ propertyId: atom.propertyId, field: atom.field });
  }
  return theorems.map((t) => ({ id: t.id, name: t.name, ...byTheorem.get(t.id)! }));
}
