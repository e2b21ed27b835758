/**
 * Properties that mean relations, on the starter catalogue: the reasoner
 * built warm (in one process, after a first build) and a link checked, each
 * with the catalogue's declarations and with the five "contains a copy of" /
 * "universal" ones (docs/relations.md), alternately so the machine's load
 * falls on both. Prints medians and p95s.
 *
 * `node dist/test/bench/meaning-bench.js [rounds]` (from the repository's root)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Backup } from '../../kb/contract/backup';
import { backupRecords } from '../../kb/backup-records';
import { reasonerCatalogue } from '../../kb/reasoner-input';
import { Reasoner, type Change, type Catalogue } from '../../rules';
import type { LinkField } from '../../rules/fields';
import { Random } from './random';

/** The declarations: property name → the relation of the named space (by symbol) to X. */
export const DECLARATIONS: [string, string][] = [
  ['Contains a copy of $c_0$', '$c_0$'],
  ['Contains a copy of $\\ell^1$', '$\\ell^1$'],
  ['Contains a copy of $\\ell^\\infty$', '$\\ell^\\infty$'],
  ['Contains a copy of $\\ell^2$', '$\\ell^2$'],
  ['Universal for separable spaces', '$C[0,1]$'],
];

function starter(root: string, declared: boolean): Catalogue {
  const backup = JSON.parse(readFileSync(join(root, 'content', 'starter-catalogue.json'), 'utf8')) as Backup;
  const meanings = DECLARATIONS.map(([name, symbol]) => ({
    propertyId: backup.properties.find((p) => p.name === name)!.id,
    relation: 'subspace' as const,
    spaceId: backup.spaces.find((s) => s.symbol === symbol)!.id,
  }));
  const others = (backup.propertyMeanings ?? []).filter((m) => !meanings.some((d) => d.propertyId === m.propertyId));
  return reasonerCatalogue(backupRecords({ ...backup, propertyMeanings: declared ? [...others, ...meanings] : others }));
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const FIELDS: LinkField[] = ['REAL_AND_COMPLEX', 'NOT_REAL_AND_NOT_COMPLEX'];

function main(): void {
  const rounds = Number(process.argv[2] ?? 5);
  const root = process.cwd();
  const catalogues = { plain: starter(root, false), declared: starter(root, true) };
  const builds: Record<string, number[]> = { plain: [], declared: [] };
  const checks: Record<string, number[]> = { plain: [], declared: [] };
  for (const c of Object.values(catalogues)) Reasoner.build(c);
  for (let round = 0; round < rounds; round++) {
    for (const which of ['plain', 'declared'] as const) {
      const catalogue = catalogues[which];
      let start = performance.now();
      const reasoner = Reasoner.build(catalogue);
      builds[which].push(performance.now() - start);
      // The same links each round: a space, a property not linked there, either value.
      const random = new Random(round + 1);
      const spaces = catalogue.space!.subjects;
      const properties = catalogue.space!.properties;
      for (let i = 0; i < 20; i++) {
        const change: Change = { kind: 'link', subject: { kind: 'space', id: random.pick(spaces).id }, propertyId: random.pick(properties).id, field: random.pick(FIELDS) };
        start = performance.now();
        reasoner.check(change);
        checks[which].push(performance.now() - start);
      }
    }
  }
  const f = (v: number) => `${v.toFixed(1)} ms`;
  for (const which of ['plain', 'declared']) {
    console.log(`${which}: warm build p50 ${f(quantile(builds[which], 0.5))} (n=${builds[which].length}); link check p50 ${f(quantile(checks[which], 0.5))} p95 ${f(quantile(checks[which], 0.95))} (n=${checks[which].length})`);
  }
}

main();
