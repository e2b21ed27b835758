/**
 * Seeded random equation catalogues and writes for the differential and
 * incremental tests: equations have no scalar, so every equation, property,
 * link and atom is over REAL (a property had is REAL, lacked NOT_REAL), and
 * theorems have 1–5 conditions and 1–5 conclusions, as the API allows. Kept
 * as catalogue records, so the π-Base prover and recordChange read them too.
 */
import type { Change, LinkField } from '../../rules';
import { spaceCatalogue } from '../../kb/reasoner-input';
import type { CatalogueChange, CatalogueRecords, TheoremRecord } from '../../kb/records';
import { Random } from '../bench/random';

export interface EquationShape { equations: number; properties: number; theorems: number; linkChance: number }

const value = (random: Random): LinkField => (random.next() < 0.6 ? 'REAL' : 'NOT_REAL');

export function randomEquationTheorem(random: Random, records: CatalogueRecords, id: number): TheoremRecord {
  const chosen = random.sample(records.properties, Math.min(records.properties.length, 2 + random.int(6)));
  const conditions = chosen.slice(0, Math.min(5, 1 + random.int(Math.max(1, chosen.length - 1))));
  const conclusions = chosen.slice(conditions.length, conditions.length + 5);
  const atom = (p: { id: number }) => ({ propertyId: p.id, field: value(random) });
  return { id, name: null, conditions: conditions.map(atom), conclusions: conclusions.map(atom) };
}

export function randomEquations(seed: number, shape: EquationShape): CatalogueRecords {
  const random = new Random(seed);
  const records: CatalogueRecords = { spaces: [], properties: [], links: [], theorems: [] };
  for (let i = 1; i <= shape.properties; i++) records.properties.push({ id: i, name: `E${i}`, field: 'REAL' });
  for (let i = 1; i <= shape.equations; i++) records.spaces.push({ id: i, symbol: `Eq${i}`, field: 'REAL' });
  for (const e of records.spaces) {
    for (const p of records.properties) if (random.next() < shape.linkChance) records.links.push({ spaceId: e.id, propertyId: p.id, field: value(random) });
  }
  for (let i = 1; i <= shape.theorems; i++) records.theorems.push(randomEquationTheorem(random, records, i));
  return records;
}

/** A random equation write, on the records' terms (null when the draw fits none). */
export function randomEquationChange(random: Random, records: CatalogueRecords, ids: { next: number }): CatalogueChange | null {
  const r = random.int(10);
  const eq = random.pick(records.spaces);
  const property = random.pick(records.properties);
  if (r <= 2 && eq && property) return { kind: 'link', link: { spaceId: eq.id, propertyId: property.id, field: value(random) } };
  if (r === 3 && records.links.length) {
    const link = random.pick(records.links);
    return { kind: 'linkDeleted', spaceId: link.spaceId, propertyId: link.propertyId };
  }
  if (r === 4 && records.properties.length > 1) return { kind: 'theorem', theorem: randomEquationTheorem(random, records, ids.next++) };
  if (r === 5 && records.theorems.length) return { kind: 'theorem', theorem: randomEquationTheorem(random, records, random.pick(records.theorems).id) };
  if (r === 6 && records.theorems.length) return { kind: 'theoremDeleted', theoremId: random.pick(records.theorems).id };
  if (r === 7) {
    return random.next() < 0.5
      ? { kind: 'space', space: { id: ids.next++, symbol: `Eq${ids.next}`, field: 'REAL' } }
      : { kind: 'property', property: { id: ids.next++, name: `E${ids.next}`, field: 'REAL' } };
  }
  if (r === 8 && eq && records.spaces.length > 3) return { kind: 'spaceDeleted', spaceId: eq.id };
  if (r === 9 && property && records.properties.length > 4) return { kind: 'propertyDeleted', propertyId: property.id };
  return null;
}

const equation = (id: number) => ({ kind: 'equation' as const, id });

/** The write as the reasoner takes it, about equations. */
export function equationChange(change: CatalogueChange): Change {
  switch (change.kind) {
    case 'link':
      return { kind: 'link', subject: equation(change.link.spaceId), propertyId: change.link.propertyId, field: change.link.field };
    case 'linkDeleted':
      return { kind: 'linkDeleted', subject: equation(change.spaceId), propertyId: change.propertyId };
    case 'theorem':
      return { kind: 'theorem', subjectKind: 'equation', theorem: change.theorem };
    case 'theoremDeleted':
      return { kind: 'theoremDeleted', subjectKind: 'equation', theoremId: change.theoremId };
    case 'space':
      return { kind: 'subject', subject: equation(change.space.id), field: change.space.field };
    case 'spaceDeleted':
      return { kind: 'subjectDeleted', subject: equation(change.spaceId) };
    case 'property':
      return { kind: 'property', subjectKind: 'equation', property: change.property };
    case 'propertyDeleted':
      return { kind: 'propertyDeleted', subjectKind: 'equation', propertyId: change.propertyId };
    default:
      throw new Error(`not an equation write: ${change.kind}`);
  }
}

/** Both kinds' catalogues, as the reasoner takes them (the equations' records read as the spaces' are). */
export function bothKinds(spaces: CatalogueRecords, equations: CatalogueRecords) {
  return { space: spaceCatalogue(spaces), equation: spaceCatalogue(equations) };
}
