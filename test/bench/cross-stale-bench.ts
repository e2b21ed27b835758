/**
 * The first query after a write with HELD_PAGES link pages of related spaces
 * held as cross steps (kb/cross-proof-steps.ts): π-Base with the generated
 * relations of relation-load.ts, every fact in DataScript, HELD_PAGES pages
 * with proofs read round the related spaces (so every group holds some),
 * then a link of a related space deleted and written back, alternately: each
 * write's apply, and the preparation of the query after it (its spaces'
 * facts brought up to date, the relations and references across spaces, and
 * the held pages the write may have changed compared again), timed apart.
 * Prints medians and p95s, and how many held pages each write left to compare.
 *
 * `node dist/test/bench/cross-stale-bench.js [rounds]` (from the repository's root)
 */
import { KnowledgeBase } from '../../kb/knowledge-base';
import { HELD_PAGES, type CrossProofSteps } from '../../kb/cross-proof-steps';
import type { CatalogueChange } from '../../kb/records';
import { pibaseRecords } from './pibase-data';
import { pibaseRelationLoad, withRelations } from './relation-load';

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

function main(): void {
  const rounds = Number(process.argv[2] ?? 20);
  const base = pibaseRecords();
  const records = withRelations(base, pibaseRelationLoad(base));
  const kb = KnowledgeBase.build(records);
  kb.holdFacts();
  kb.datalog.prepare();
  const steps = (kb as unknown as { crossSteps: CrossProofSteps }).crossSteps;
  const group = (id: number) => kb.reasoning.relations.group(id);
  const related = records.spaces.map((s) => s.id).filter((id) => group(id).length > 1);
  // Round the related spaces, a page with proofs of each at a time, until HELD_PAGES are held.
  const next = new Map(related.map((id) => [id, 0]));
  while (steps.size < HELD_PAGES) {
    for (const spaceId of related) {
      for (let i = next.get(spaceId)!; i < records.properties.length; i++) {
        next.set(spaceId, i + 1);
        if (kb.link(spaceId, records.properties[i].id).proof.length > 0) break;
      }
      if (steps.size >= HELD_PAGES) break;
    }
  }
  // A link of a space in the smallest group with a held page: the write reaches that group.
  const bySize = [...related].sort((a, b) => group(a).length - group(b).length || a - b);
  const link = records.links.find((l) => l.spaceId === bySize[0])!;
  const writes: CatalogueChange[] = [
    { kind: 'linkDeleted', spaceId: link.spaceId, propertyId: link.propertyId },
    { kind: 'link', link },
  ];
  const apply: number[] = [];
  const query: number[] = [];
  const compared: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const change = writes[round % 2];
    let start = performance.now();
    kb.apply(change);
    apply.push(performance.now() - start);
    compared.push(steps.stalePages().length);
    start = performance.now();
    kb.datalog.prepare();
    query.push(performance.now() - start);
  }
  const f = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`π-Base with generated relations: ${related.length} related spaces, ${steps.size} pages held; the write: a link of space ${link.spaceId} (group of ${group(link.spaceId).length}) deleted / written back, ${rounds} writes`);
  console.log(`apply p50 ${f(quantile(apply, 0.5))} p95 ${f(quantile(apply, 0.95))}`);
  console.log(`first query's preparation p50 ${f(quantile(query, 0.5))} p95 ${f(quantile(query, 0.95))} (held pages compared: ${Math.min(...compared)}-${Math.max(...compared)})`);
}

main();
