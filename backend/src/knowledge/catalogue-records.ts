/** Reads the records the knowledge base is built from (kb/records.ts) out of the database. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AtomRecord, CatalogueRecords, TheoremRecord } from '../../../kb/records';
import { Property, Space, SpaceLink, Theorem, TheoremAtom } from '../entities';

export async function loadCatalogueRecords(em: EntityManager): Promise<CatalogueRecords> {
  const [spaces, properties, links, theorems, atoms] = await Promise.all([
    em.find(Space, {}, { orderBy: { id: 'asc' }, fields: ['id', 'symbol', 'field'] }),
    em.find(Property, {}, { orderBy: { id: 'asc' }, fields: ['id', 'name', 'field'] }),
    em.find(SpaceLink, {}, { orderBy: { id: 'asc' }, fields: ['spaceId', 'propertyId', 'field'] }),
    em.find(Theorem, {}, { orderBy: { id: 'asc' }, fields: ['id', 'name'] }),
    em.find(TheoremAtom, {}, { orderBy: { theoremId: 'asc', position: 'asc' } }),
  ]);
  return {
    spaces: spaces.map((s) => ({ id: s.id, symbol: s.symbol, field: s.field })),
    properties: properties.map((p) => ({ id: p.id, name: p.name, field: p.field })),
    links: links.map((l) => ({ spaceId: l.spaceId, propertyId: l.propertyId, field: l.field })),
    theorems: theoremRecords(theorems, atoms),
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
