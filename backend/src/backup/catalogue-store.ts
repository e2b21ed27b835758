/**
 * Reading the whole catalogue into a backup and replacing it from one, on a
 * plain EntityManager so the server and the offline CLI share it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DifferentialEquation,
  DifferentialEquationLink,
  DifferentialEquationProperty,
  EquationTheorem,
  EquationTheoremAtom,
  Property,
  Space,
  SpaceLink,
  SpaceProblem,
  SpaceRelation,
  Theorem,
  TheoremAtom,
} from '../entities';
import { equationTheoremRecords } from '../differential-equation/equation-reasoning';
import { relationalInputs, theoremRecords } from '../knowledge/catalogue-records';
import type { WritePlan } from '../knowledge/write-plan';
import { VERSIONED_TABLES } from '../migrations/Migration20261123000100EntityVersions';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from '../../../kb/contract/backup';
import { equationPropertyView, equationView } from '../differential-equation/differential-equation.views';
import { propertyView } from '../property/property.view';
import { orderedReferences } from '../../../kb/contract/references';
import { spaceView } from '../space/space.view';

/** The tables whose rows carry edit versions (equation theorems came later: Migration20261126230000EquationTheoremVersions). */
const VERSIONED = [...VERSIONED_TABLES, 'differential_equation_theorem'];

/** Child tables first; "user" and invite_code are never touched. */
const CATALOGUE_TABLES = [
  'differential_equation_theorem_atom',
  'differential_equation_theorem',
  'space_relation',
  'space_property_problem',
  'theorem_atom',
  'theorem',
  'space_property',
  'space',
  'property',
  'differential_equation_link',
  'differential_equation',
  'differential_equation_property',
];

export async function exportCatalogue(em: EntityManager): Promise<Backup> {
  const byId = { orderBy: { id: 'asc' } } as const;
  const spaces = await em.find(Space, {}, byId);
  const properties = await em.find(Property, {}, byId);
  const links = await em.find(SpaceLink, {}, { orderBy: { spaceId: 'asc', propertyId: 'asc' } });
  const problems = await em.find(SpaceProblem, {}, { orderBy: { spaceId: 'asc', propertyId: 'asc', scalar: 'asc' } });
  const theorems = await em.find(Theorem, {}, byId);
  const atoms = await em.find(TheoremAtom, {}, { orderBy: { theoremId: 'asc', position: 'asc' } });
  const equations = await em.find(DifferentialEquation, {}, byId);
  const equationProperties = await em.find(DifferentialEquationProperty, {}, byId);
  const equationLinks = await em.find(DifferentialEquationLink, {}, { orderBy: { differentialEquationId: 'asc', differentialEquationPropertyId: 'asc' } });
  const equationTheorems = await em.find(EquationTheorem, {}, byId);
  const equationAtoms = new Map(equationTheoremRecords(equationTheorems, await em.find(EquationTheoremAtom, {})).map((t) => [t.id, t]));
  const theoremAtoms = new Map(theoremRecords(theorems, atoms).map((t) => [t.id, t]));
  const relations = await em.find(SpaceRelation, {}, byId);
  const { normDependent, along, means } = await relationalInputs(em);
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
    // The items exactly as GET /api/{item}/{id} shows them.
    spaces: spaces.map((s) => withoutVersion(spaceView(s))),
    // A backup names the properties of the norm in its own list (normDependentProperties), not on each property.
    properties: properties.map((p) => {
      const { normDependent: _inItsList, means: _inTheirList, ...view } = propertyView(p);
      return withoutVersion(view);
    }),
    spaceLinks: links.map((l) => ({ spaceId: l.spaceId, propertyId: l.propertyId, field: l.field, description: l.description, references: orderedReferences(l.references) })),
    // Only when there are marks: a catalogue without them exports in the format it always had.
    ...(problems.length
      ? {
          spaceProblems: problems.map((p) => ({
            spaceId: p.spaceId,
            propertyId: p.propertyId,
            scalar: p.scalar,
            status: p.status,
            since: p.since,
            decidedBy: p.decidedBy,
            description: p.description,
            references: orderedReferences(p.references),
          })),
        }
      : {}),
    // Only when there are some (as spaceProblems): a catalogue without relations exports in the format it always had.
    ...(relations.length
      ? {
          spaceRelations: relations.map((r) => ({
            id: r.id,
            kind: r.kind,
            spaceId: r.spaceId,
            ofSpaceId: r.ofSpaceId,
            field: r.field,
            description: r.description,
            references: orderedReferences(r.references),
          })),
        }
      : {}),
    ...(normDependent.size ? { normDependentProperties: [...normDependent].sort((a, b) => a - b) } : {}),
    ...(means.size ? { propertyMeanings: [...means].map(([propertyId, m]) => ({ propertyId, relation: m.relation, spaceId: m.spaceId })) } : {}),
    theorems: theorems.map((t) => ({
      id: t.id,
      name: t.name || null,
      description: t.description,
      conditions: theoremAtoms.get(t.id)!.conditions,
      conclusions: theoremAtoms.get(t.id)!.conclusions,
      references: orderedReferences(t.references),
      ...(along.has(t.id) ? { along: along.get(t.id)! } : {}),
    })),
    differentialEquations: equations.map((e) => withoutVersion(equationView(e))),
    differentialEquationProperties: equationProperties.map((p) => withoutVersion(equationPropertyView(p))),
    differentialEquationLinks: equationLinks.map((l) => ({
      differentialEquationId: l.differentialEquationId,
      differentialEquationPropertyId: l.differentialEquationPropertyId,
      hasProperty: l.hasProperty,
      description: l.description,
      references: orderedReferences(l.references),
    })),
    // Only when there are some: a catalogue without them exports in the format it always had.
    ...(equationTheorems.length
      ? {
          differentialEquationTheorems: equationTheorems.map((t) => ({
            id: t.id,
            name: t.name || null,
            description: t.description,
            conditions: equationAtoms.get(t.id)!.conditions,
            conclusions: equationAtoms.get(t.id)!.conclusions,
            references: orderedReferences(t.references),
          })),
        }
      : {}),
  };
}

/** Edit versions (item-version.ts) guard a live database's forms; a backup does not carry them. */
function withoutVersion<T extends { version: number }>(view: T): Omit<T, 'version'> {
  const { version: _version, ...item } = view;
  return item;
}

/**
 * An import's or restore's plan for the unit of work (KnowledgeService.change,
 * item `catalogue`): the backup replaces the catalogue, the KB is rebuilt from
 * the database at commit, and the catalogue it replaces is kept in the change
 * log, for an admin's restore.
 */
export async function replacementPlan(em: EntityManager, backup: Backup): Promise<WritePlan<void>> {
  return { persist: () => replaceCatalogue(em, backup), reload: { replaced: await exportCatalogue(em) } };
}

/**
 * Replaces the whole catalogue by a validated backup in one transaction,
 * keeping its ids. Edit versions are never issued twice at one key
 * (catalogue/item-version.ts): each imported row gets a version above every
 * one its table ever issued (its rows' and the retired ones'), so a form
 * loaded before the import (whose item may now hold other content) is refused
 * (409) instead of overwriting it; and the table's floor becomes that version
 * less one, so a row made later at a key the backup left out (an id the
 * sequence gives again) starts above any version its key had before.
 */
export async function replaceCatalogue(em: EntityManager, backup: Backup): Promise<void> {
  await em.transactional(async (tx) => {
    const [held] = await tx.execute<Array<Record<string, string | number>>>(
      `select ${VERSIONED.map(
        (t) => `greatest((select max("version") from "${t}"), (select max("version") from "retired_item_version" where "item_table" = '${t}'), 0) as "${t}"`,
      ).join(', ')}`,
    );
    const next = (table: string) => Number(held[table]) + 1;
    for (const table of CATALOGUE_TABLES) await tx.execute(`delete from "${table}"`);
    // The floors stand for every key the deletes retired one by one (migration 20261126000000).
    await tx.execute('delete from "retired_item_version"');
    const floors = VERSIONED.filter((t) => next(t) > 1);
    if (floors.length) {
      await tx.execute(
        `insert into "retired_item_version" ("item_table", "key", "second_key", "version") values ${floors.map(() => '(?, 0, 0, ?)').join(', ')}`,
        floors.flatMap((t) => [t, next(t) - 1]),
      );
    }
    const insert = async <T extends object>(entity: new () => T, rows: Partial<T>[], table?: string) => {
      const versioned = table ? rows.map((row) => ({ ...row, version: next(table) })) : rows;
      // Chunks keep each statement's parameter count well under PostgreSQL's limit.
      for (let i = 0; i < versioned.length; i += 500) await tx.insertMany(entity, versioned.slice(i, i + 500) as T[]);
    };
    await insert(Space, backup.spaces, 'space');
    await insert(Property, backup.properties, 'property');
    await insert(SpaceLink, backup.spaceLinks, 'space_property');
    await insert(SpaceProblem, backup.spaceProblems ?? []);
    await insert(Theorem, backup.theorems.map(({ id, name, description, references }) => ({ id, name, description, references })), 'theorem');
    await insert(
      TheoremAtom,
      backup.theorems.flatMap((t) => [
        ...t.conditions.map((a, position) => ({ theoremId: t.id, role: 'condition' as const, propertyId: a.propertyId, field: a.field, position })),
        ...t.conclusions.map((a, position) => ({ theoremId: t.id, role: 'conclusion' as const, propertyId: a.propertyId, field: a.field, position })),
      ]),
    );
    await insert(SpaceRelation, backup.spaceRelations ?? []);
    // The relational layer's inputs on properties and theorems, which a backup keeps in lists of their own.
    const normDependent = backup.normDependentProperties ?? [];
    if (normDependent.length) await tx.execute(`update "property" set "norm_dependent" = true where "id" in (${normDependent.map(() => '?').join(', ')})`, normDependent);
    for (const m of backup.propertyMeanings ?? []) await tx.execute('update "property" set "means_relation" = ?, "means_space_id" = ? where "id" = ?', [m.relation, m.spaceId, m.propertyId]);
    for (const t of backup.theorems) {
      if (t.along) await tx.execute('update "theorem" set "along_relation" = ?, "along_direction" = ? where "id" = ?', [t.along.relation, t.along.direction, t.id]);
    }
    await insert(DifferentialEquation, backup.differentialEquations, 'differential_equation');
    await insert(DifferentialEquationProperty, backup.differentialEquationProperties, 'differential_equation_property');
    await insert(DifferentialEquationLink, backup.differentialEquationLinks, 'differential_equation_link');
    const equationTheorems = backup.differentialEquationTheorems ?? [];
    await insert(EquationTheorem, equationTheorems.map(({ id, name, description, references }) => ({ id, name, description, references })), 'differential_equation_theorem');
    await insert(
      EquationTheoremAtom,
      equationTheorems.flatMap((t) => [
        ...t.conditions.map((a, position) => ({ theoremId: t.id, role: 'condition' as const, propertyId: a.propertyId, hasProperty: a.hasProperty, position })),
        ...t.conclusions.map((a, position) => ({ theoremId: t.id, role: 'conclusion' as const, propertyId: a.propertyId, hasProperty: a.hasProperty, position })),
      ]),
    );
    // New rows continue after the imported ids: the sequence stands at the largest
    // (is_called), so even a largest id of 2^31-1 is set without overflowing.
    for (const table of CATALOGUE_TABLES) {
      await tx.execute(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce(m, 1), m is not null) from (select max(id) as m from "${table}") as largest`,
      );
    }
  });
}

/** No spaces, properties, theorems or equations (users do not count). */
export async function isCatalogueEmpty(em: EntityManager): Promise<boolean> {
  const counts = await Promise.all([Space, Property, Theorem, DifferentialEquation, DifferentialEquationProperty].map((e) => em.count(e)));
  return counts.every((n) => n === 0);
}
