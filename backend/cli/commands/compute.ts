/**
 * `npm run cli -- compute --in BACKUP --out OUT`: the closure of a backup file,
 * without a server or a database. Lists every stored and every computed fact
 * (space symbol, property name, scalar, value, stored, computed, the theorems
 * computing it), the contradictions, and the timings.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { backupRecords } from '../../../kb/backup-records';
import type { CatalogueRecords } from '../../../kb/records';
import { KnowledgeBase } from '../../../kb/knowledge-base';

const USAGE = 'Usage: npm run cli -- compute --in BACKUP --out OUT';

export interface ComputedFact { space: string; property: string; scalar: 'REAL' | 'COMPLEX'; value: boolean; stored: boolean; computed: boolean; theoremIds: number[] }
export interface ComputeOutput {
  facts: ComputedFact[];
  contradictions: { space: string; property: string; scalar: 'REAL' | 'COMPLEX'; theoremIds: number[] }[];
  stats: { closureMs: number; kbBuildMs: number; facts: number; computed: number };
}

export function compute(records: CatalogueRecords): ComputeOutput {
  const kb = KnowledgeBase.build(records);
  const reasoner = kb.reasoning;
  const symbol = new Map(records.spaces.map((s) => [s.id, s.symbol]));
  const name = new Map(records.properties.map((p) => [p.id, p.name]));
  const facts: ComputedFact[] = [];
  const contradictions: ComputeOutput['contradictions'] = [];
  for (const spaceId of reasoner.subjects('space').sort((a, b) => a - b)) {
    const subject = { kind: 'space' as const, id: spaceId };
    for (const { fact, derivations } of reasoner.allDerivations(subject)) {
      facts.push({
        space: symbol.get(spaceId)!,
        property: name.get(fact.propertyId)!,
        scalar: fact.scalar,
        value: fact.value,
        stored: fact.stored,
        computed: derivations.computed,
        theoremIds: derivations.theoremIds,
      });
    }
    for (const c of reasoner.contradictions(subject)) contradictions.push({ space: symbol.get(spaceId)!, property: name.get(c.propertyId)!, scalar: c.scalar, theoremIds: c.theoremIds });
  }
  const { closureMs, kbBuildMs } = kb.timings;
  return {
    facts,
    contradictions,
    stats: { closureMs: round(closureMs), kbBuildMs: round(kbBuildMs), facts: facts.length, computed: facts.filter((f) => f.computed).length },
  };
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { in: { type: 'string' }, out: { type: 'string' } } });
  if (!values.in || !values.out) throw new Error(USAGE);
  const output = compute(backupRecords(JSON.parse(readFileSync(values.in, 'utf8'))));
  writeFileSync(values.out, JSON.stringify(output, null, 1) + '\n');
  const { stats } = output;
  console.log(
    `${values.out}: ${stats.facts} facts (${stats.computed} computed), ${output.contradictions.length} contradictions; closure ${stats.closureMs} ms, KB build ${stats.kbBuildMs} ms`,
  );
}
