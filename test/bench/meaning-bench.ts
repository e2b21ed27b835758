/**
 * Properties that mean relations, on the starter catalogue without the five
 * "contains a copy of" / "universal" declarations ("plain") and with them
 * ("declared", `DECLARATIONS`, as the catalogue has them; docs/relations.md):
 * 1. the reasoner, then the knowledge base (what a server builds), built in
 *    fresh processes (wall and CPU time), alternately so a change of the
 *    machine's load falls on both;
 * 2. in one process (CPU time): a warm build, links added (checked), and
 *    removals — a stored link and a stored relation deleted, each checked
 *    then applied (timed together) and put back untimed.
 * Prints medians and p95s, and the load average.
 *
 * `node dist/test/bench/meaning-bench.js [fresh builds] [rounds]` (from the repository's root)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Backup } from '../../kb/contract/backup';
import { backupRecords } from '../../kb/backup-records';
import { KnowledgeBase } from '../../kb/knowledge-base';
import type { CatalogueRecords } from '../../kb/records';
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

type Which = 'plain' | 'declared';

function starterRecords(root: string, which: Which): CatalogueRecords {
  const backup = JSON.parse(readFileSync(join(root, 'content', 'starter-catalogue.json'), 'utf8')) as Backup;
  const meanings = DECLARATIONS.map(([name, symbol]) => ({
    propertyId: backup.properties.find((p) => p.name === name)!.id,
    relation: 'subspace' as const,
    spaceId: backup.spaces.find((s) => s.symbol === symbol)!.id,
  }));
  const others = (backup.propertyMeanings ?? []).filter((m) => !meanings.some((d) => d.propertyId === m.propertyId));
  return backupRecords({ ...backup, propertyMeanings: which === 'declared' ? [...others, ...meanings] : others });
}

function starter(root: string, which: Which): Catalogue {
  return reasonerCatalogue(starterRecords(root, which));
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const FIELDS: LinkField[] = ['REAL_AND_COMPLEX', 'NOT_REAL_AND_NOT_COMPLEX'];
const f = (v: number) => `${v.toFixed(1)} ms`;
const spread = (values: number[]) => `p50 ${f(quantile(values, 0.5))} p95 ${f(quantile(values, 0.95))} (n=${values.length})`;

type Built = 'reasoner' | 'kb';

/** The child: the catalogue read untimed, one build timed (the reasoner alone or the knowledge base); prints wall and CPU ms. */
function child(which: Which, built: Built): void {
  const records = starterRecords(process.cwd(), which);
  const catalogue = starter(process.cwd(), which);
  const cpu = process.cpuUsage();
  const start = performance.now();
  if (built === 'kb') KnowledgeBase.build(records);
  else Reasoner.build(catalogue);
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  console.log(`${wall.toFixed(3)} ${((used.user + used.system) / 1000).toFixed(3)}`);
}

function freshBuilds(runs: number, built: Built): void {
  const wall: Record<Which, number[]> = { plain: [], declared: [] };
  const cpu: Record<Which, number[]> = { plain: [], declared: [] };
  for (let i = 0; i < runs; i++) {
    for (const which of ['plain', 'declared'] as const) {
      const [w, c] = execFileSync(process.execPath, [process.argv[1], '--child', which, built], { encoding: 'utf8' }).trim().split(' ').map(Number);
      wall[which].push(w);
      cpu[which].push(c);
    }
  }
  for (const which of ['plain', 'declared'] as const) console.log(`${which}: fresh ${built} build wall ${spread(wall[which])}; CPU ${spread(cpu[which])}`);
  console.log(`fresh ${built} build ratio declared / plain: wall ${(quantile(wall.declared, 0.5) / quantile(wall.plain, 0.5)).toFixed(2)}×, CPU ${(quantile(cpu.declared, 0.5) / quantile(cpu.plain, 0.5)).toFixed(2)}×`);
}

/** The CPU time of `work`, in ms (less sensitive than wall time to the neighbours' load on a shared machine). */
function timed(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function warm(rounds: number): void {
  const root = process.cwd();
  const catalogues = { plain: starter(root, 'plain'), declared: starter(root, 'declared') };
  const rows = () => ({ plain: [] as number[], declared: [] as number[] });
  const builds = rows();
  const adds = rows();
  const linkRemovals = rows();
  const relationRemovals = rows();
  for (const c of Object.values(catalogues)) Reasoner.build(c);
  for (let round = 0; round < rounds; round++) {
    for (const which of ['plain', 'declared'] as const) {
      const catalogue = catalogues[which];
      const space = catalogue.space!;
      let reasoner!: Reasoner;
      builds[which].push(timed(() => (reasoner = Reasoner.build(catalogue))));
      // The same writes each round for both: a space, a property not linked there, either value.
      const random = new Random(round + 1);
      for (let i = 0; i < 20; i++) {
        const change: Change = { kind: 'link', subject: { kind: 'space', id: random.pick(space.subjects).id }, propertyId: random.pick(space.properties).id, field: random.pick(FIELDS) };
        adds[which].push(timed(() => reasoner.check(change)));
      }
      for (let i = 0; i < 10; i++) {
        const link = random.pick(space.links);
        const subject = { kind: 'space' as const, id: link.subjectId };
        const removal: Change = { kind: 'linkDeleted', subject, propertyId: link.propertyId };
        linkRemovals[which].push(timed(() => {
          reasoner.check(removal);
          reasoner.apply(removal);
        }));
        reasoner.apply({ kind: 'link', subject, propertyId: link.propertyId, field: link.field });
      }
      for (let i = 0; i < 10; i++) {
        const relation = random.pick(space.relations!);
        const removal: Change = { kind: 'relationDeleted', subjectKind: 'space', relationId: relation.id };
        relationRemovals[which].push(timed(() => {
          reasoner.check(removal);
          reasoner.apply(removal);
        }));
        reasoner.apply({ kind: 'relation', subjectKind: 'space', relation });
      }
    }
  }
  for (const which of ['plain', 'declared'] as const) {
    console.log(`${which}: warm build ${spread(builds[which])}; link added (check) ${spread(adds[which])}`);
    console.log(`${which}: link deleted (check + apply) ${spread(linkRemovals[which])}; relation deleted (check + apply) ${spread(relationRemovals[which])}`);
  }
}

function main(): void {
  if (process.argv[2] === '--child') return child(process.argv[3] as Which, process.argv[4] as Built);
  console.log(`loadavg before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const fresh = Number(process.argv[2] ?? 7);
  if (fresh > 0) for (const built of ['reasoner', 'kb'] as const) freshBuilds(fresh, built);
  const rounds = Number(process.argv[3] ?? 5);
  if (rounds > 0) warm(rounds);
  console.log(`loadavg after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

main();
