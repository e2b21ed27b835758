/**
 * bench:api with relations (`npm run bench:api -- --catalogue pibase
 * --relations`, issue 23): π-Base's backup with the generated relations and
 * theorems along relations of relation-load.ts (a load model: π-Base is about
 * topology), so every read of the scale benchmark is measured with relations
 * present; then relations the load left out (that hold in its model)
 * written through the API, each timed from its POST until the related space's
 * page (GET /api/space/{id}/property) shows what it carried there, and
 * deleted again, untimed.
 */
import { KnowledgeBase } from '../../kb/knowledge-base';
import type { RelationRecord } from '../../kb/records';
import { pibaseRecords } from './pibase-data';
import { pibaseRelationLoad, withRelations, type RelationLoad } from './relation-load';

const WRITES = 20;

interface BackupTheorem { id: number; name: string | null; conditions: unknown[]; conclusions: unknown[]; [key: string]: unknown }
interface Backup { theorems: BackupTheorem[]; [key: string]: unknown }

/** The backup with the load's relations, theorems along relations and properties of the norm. */
export function backupWithRelations<B extends Backup>(backup: B, load: RelationLoad): B {
  return {
    ...backup,
    theorems: [...backup.theorems, ...load.theorems.map((t) => ({ ...t, description: 'A theorem along relations of the benchmark load.', references: [] }))],
    spaceRelations: load.relations.map((r) => ({ ...r, description: 'A relation of the benchmark load.', references: [] })),
    normDependentProperties: load.normDependent,
  };
}

export function relationLoad(): RelationLoad {
  return pibaseRelationLoad(pibaseRecords());
}

/**
 * Relations the load left out that the reasoner accepts, those that carry a
 * fact to their space Y first (found on the same records in this process),
 * with how many properties Y's page lists once the relation is there.
 */
export function acceptedRelations(load: RelationLoad): { relation: RelationRecord; known: number; carries: boolean }[] {
  const kb = KnowledgeBase.build(withRelations(pibaseRecords(), load));
  const found: { relation: RelationRecord; known: number; carries: boolean }[] = [];
  for (const relation of load.spare ?? []) {
    const change = { kind: 'relation' as const, relation };
    if (kb.check(change).length > 0) continue;
    const before = kb.spaceProperties(relation.spaceId).length;
    kb.apply(change);
    const known = kb.spaceProperties(relation.spaceId).length;
    kb.apply({ kind: 'relationDeleted', relationId: relation.id });
    found.push({ relation, known, carries: known > before });
  }
  const chosen = [...found.filter((r) => r.carries), ...found.filter((r) => !r.carries)].slice(0, WRITES);
  if (chosen.length < WRITES) throw new Error(`only ${chosen.length} of the load's spare relations are accepted`);
  return chosen;
}

interface Session {
  send(path: string, body: unknown): Promise<Response>;
  remove(path: string): Promise<Response>;
}

/** Each relation: POST, then the related space's pages until they list it and what it carried (ms); then DELETE, untimed. */
export async function relationWrites(baseUrl: string, session: Session, load: RelationLoad): Promise<{ times: number[]; carrying: number }> {
  const times: number[] = [];
  const chosen = acceptedRelations(load);
  for (const { relation, known } of chosen) {
    const { id: _spare, ...body } = relation;
    const get = async <T>(path: string) => (await (await fetch(baseUrl + path)).json()) as T;
    const start = performance.now();
    const res = await session.send('/api/relation', { ...body, description: 'A relation of the benchmark load.', references: [] });
    if (res.status !== 200) throw new Error(`POST /api/relation: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: number };
    for (let tries = 1; ; tries++) {
      const related = await get<{ kind: string; space: { id: number }; ofSpace: { id: number } }[]>(`/api/space/${relation.spaceId}/relation`);
      const listed = related.some((r) => r.kind === relation.kind && r.space.id === relation.spaceId && r.ofSpace.id === relation.ofSpaceId);
      const page = await get<unknown[]>(`/api/space/${relation.spaceId}/property`);
      if (listed && page.length >= known) break;
      if (tries === 100) throw new Error(`space ${relation.spaceId}: the relation listed ${listed}, ${page.length} properties known, ${known} expected`);
    }
    times.push(performance.now() - start);
    const gone = await session.remove(`/api/relation/${id}`);
    if (!gone.ok) throw new Error(`DELETE /api/relation/${id}: ${gone.status} ${await gone.text()}`);
  }
  return { times, carrying: chosen.filter((r) => r.carries).length };
}

export function printRelationWrites({ times, carrying }: { times: number[]; carrying: number }): void {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  console.log(
    `\nrelation POST → the related space's pages (its relations, its properties) show it and what it carried ` +
      `(${times.length} relations, ${carrying} carrying a fact there; each deleted after, untimed): p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`,
  );
}
