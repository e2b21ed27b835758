/**
 * The reasoning records of a backup document (docs/backup-format.md): what the
 * offline compute command, the benchmark and the tests build a KB from.
 */
import type { Along, AtomRecord, CatalogueRecords, RelationRecord } from './records';
import type { RelationKind } from './contract/links';

interface BackupDocument {
  spaces: { id: number; symbol: string; field: CatalogueRecords['spaces'][number]['field'] }[];
  properties: { id: number; name: string; field: CatalogueRecords['properties'][number]['field'] }[];
  spaceLinks: CatalogueRecords['links'];
  theorems: { id: number; name?: string | null; conditions: AtomRecord[]; conclusions: AtomRecord[]; along?: Along }[];
  spaceRelations?: RelationRecord[];
  normDependentProperties?: number[];
  propertyMeanings?: { propertyId: number; relation: RelationKind; spaceId: number }[];
}

export function backupRecords(backup: unknown): CatalogueRecords {
  const b = backup as BackupDocument;
  if (!b || !Array.isArray(b.spaces) || !Array.isArray(b.properties) || !Array.isArray(b.spaceLinks) || !Array.isArray(b.theorems)) {
    throw new Error('Not a backup document: spaces, properties, spaceLinks and theorems are required lists');
  }
  const normDependent = new Set(b.normDependentProperties ?? []);
  const means = new Map((b.propertyMeanings ?? []).map((m) => [m.propertyId, { relation: m.relation, spaceId: m.spaceId }]));
  return {
    spaces: b.spaces.map((s) => ({ id: s.id, symbol: s.symbol, field: s.field })),
    properties: b.properties.map((p) => ({ id: p.id, name: p.name, field: p.field, ...(normDependent.has(p.id) ? { normDependent: true } : {}), ...(means.has(p.id) ? { means: means.get(p.id)! } : {}) })),
    links: b.spaceLinks.map((l) => ({ spaceId: l.spaceId, propertyId: l.propertyId, field: l.field })),
    theorems: b.theorems.map((t) => ({
      id: t.id,
      name: t.name ?? null,
      conditions: t.conditions.map((a) => ({ propertyId: a.propertyId, field: a.field })),
      conclusions: t.conclusions.map((a) => ({ propertyId: a.propertyId, field: a.field })),
      ...(t.along ? { along: { relation: t.along.relation, direction: t.along.direction } } : {}),
    })),
    relations: (b.spaceRelations ?? []).map((r) => ({ id: r.id, kind: r.kind, spaceId: r.spaceId, ofSpaceId: r.ofSpaceId, field: r.field })),
  };
}
