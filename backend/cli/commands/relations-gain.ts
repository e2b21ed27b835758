/**
 * `npm run cli -- relations-gain --in BACKUP [--list]`: what a catalogue's relations between spaces
 * and theorems along them decide. Computes the closure twice, with them and with them taken out
 * (the stored relations, the properties of the norm, the declarations of what a property means and
 * every theorem along a relation), and prints both counts of decided (space, property, scalar) facts,
 * the difference, the contradictions and, with --list, the facts decided only with relations.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Backup } from '../../../kb/contract/backup';
import { backupRecords } from '../../../kb/backup-records';
import { compute, type ComputeOutput, type ComputedFact } from './compute';

const USAGE = 'Usage: npm run cli -- relations-gain --in BACKUP [--list]';

export interface RelationsGain {
  withRelations: ComputeOutput;
  without: ComputeOutput;
  /** Facts decided with relations and undecided without them. */
  added: ComputedFact[];
  /** Facts decided without relations and not decided the same way with them (none in a sound catalogue). */
  changed: ComputedFact[];
}

/** The backup without its relational layer: what the catalogue decides from links and one-space theorems. */
export function withoutRelations(backup: Backup): Backup {
  const { spaceRelations: _r, normDependentProperties: _n, propertyMeanings: _m, ...rest } = backup;
  return { ...rest, theorems: backup.theorems.filter((t) => !t.along) };
}

export function relationsGain(backup: Backup): RelationsGain {
  const withRelations = compute(backupRecords(backup));
  const without = compute(backupRecords(withoutRelations(backup)));
  const key = (f: ComputedFact) => `${f.space}|${f.property}|${f.scalar}`;
  const before = new Map(without.facts.map((f) => [key(f), f.value]));
  const after = new Map(withRelations.facts.map((f) => [key(f), f.value]));
  return {
    withRelations,
    without,
    added: withRelations.facts.filter((f) => !before.has(key(f))),
    changed: without.facts.filter((f) => after.get(key(f)) !== f.value),
  };
}

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { in: { type: 'string' }, list: { type: 'boolean' } } });
  if (!values.in) throw new Error(USAGE);
  const gain = relationsGain(JSON.parse(readFileSync(values.in, 'utf8')) as Backup);
  if (values.list) for (const f of gain.added) console.log(`${f.space}\t${f.property}\t${f.scalar}\t${f.value}`);
  console.log(`decided with relations: ${gain.withRelations.facts.length}`);
  console.log(`decided without relations: ${gain.without.facts.length}`);
  console.log(`decided only with relations: ${gain.added.length}`);
  console.log(`contradictions: ${gain.withRelations.contradictions.length} with, ${gain.without.contradictions.length} without; facts decided otherwise or lost with relations: ${gain.changed.length}`);
}
