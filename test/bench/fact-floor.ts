/**
 * DataScript's own floor for holding every π-Base fact as an entity: the
 * `from_serializable` of the fact entities' datoms alone, in a fresh process
 * after a build (so DataScript's code has run once, as in a server). Two
 * forms: the four datoms that make a fact (space, property, scalar, value),
 * and those with its first derivation (theorem, supports). Nothing of ours
 * runs in the timed part, so no change to the engine can take a build with
 * every fact in DataScript below these figures plus the reasoner's.
 */
import * as d from 'datascript';
import { FACT_ATTRIBUTES, FactEntities } from '../../kb/fact-entities';
import { KnowledgeBase } from '../../kb/knowledge-base';
import { serializedRecords } from '../../kb/record-datoms';
import { reasonerCatalogue } from '../../kb/reasoner-input';
import { SCHEMA } from '../../kb/schema';
import { Reasoner } from '../../rules';
import { pibaseRecords } from './pibase-data';

/** The child of `engine-bench.js --fresh floor <4|6>`: prints the datoms and the CPU ms of that form's load (one form per process, so neither warms the other). */
export function factFloorChild(width: number): void {
  const records = pibaseRecords();
  KnowledgeBase.build(records);
  const [group] = new FactEntities().group(Reasoner.build(reasonerCatalogue(records)), 0);
  const columns = { attributes: FACT_ATTRIBUTES.slice(0, width), rows: group.rows.map((row) => row.slice(0, width)) };
  const serialized = serializedRecords([columns], SCHEMA);
  const start = process.cpuUsage();
  const db = d.from_serializable(serialized);
  const used = process.cpuUsage(start);
  console.log(`${d.datoms(db, ':eavt').length} ${((used.user + used.system) / 1000).toFixed(3)}`);
}
