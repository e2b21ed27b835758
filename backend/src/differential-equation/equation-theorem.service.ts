/**
 * Theorems about differential equations: each condition and conclusion is an
 * equation property, had or lacked; no property twice in one theorem. A new or
 * changed theorem is checked by the reasoner (equation-reasoning.ts) first:
 * conditions that can never hold, or a contradiction with the links, is a 400.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Created, Done } from '../../../kb/contract/items';
import type { EquationTheorem as EquationTheoremView } from '../../../kb/contract/equation-theorems';
import type { EquationTheoremCheckView, RefutingEquations } from '../../../kb/contract/theorem-checks';
import { theoremCheckView } from '../../../kb/theorem-checks';
import { orderedReferences } from '../../../kb/contract/references';
import { sortByText } from '../catalogue/sorting';
import { optionalText } from '../catalogue/texts';
import { assertLoadedVersion, nextVersion } from '../catalogue/item-version';
import { DifferentialEquation, DifferentialEquationProperty, EquationTheorem, EquationTheoremAtom, Property } from '../entities';
import { badRequest, notFound, type ErrorMap } from '../http/errors';
import { KnowledgeService } from '../knowledge/knowledge.service';
import type { Reasoner } from '../../../rules';
import { toReferences } from '../reference/reference.dto';
import { EquationReasoning, loadEquationReasoner, toAtoms, type EquationTheoremRecord } from './equation-reasoning';
import type { EquationAtomDto, EquationTheoremDto } from './equation-theorem.dto';

@Injectable()
export class EquationTheoremService {
  constructor(
    private readonly em: EntityManager,
    private readonly knowledge: KnowledgeService,
    private readonly reasoning: EquationReasoning,
  ) {}

  /** All equation theorems, by name; ?propertyId= those with a condition or conclusion on that equation property. */
  async list(propertyId?: number): Promise<EquationTheoremView[]> {
    if (propertyId !== undefined && !(await this.em.findOne(DifferentialEquationProperty, propertyId))) throw notFound();
    const theorems = await this.em.find(EquationTheorem, {}, { orderBy: { id: 'asc' } });
    const views = await this.views(theorems);
    const chosen = propertyId === undefined ? views : views.filter((t) => [...t.conditions, ...t.conclusions].some((a) => a.propertyId === propertyId));
    return sortByText(chosen, (t) => t.name ?? '');
  }

  async get(id: number): Promise<EquationTheoremView> {
    return (await this.views([await this.find(id)]))[0];
  }

  save(id: number | null, dto: EquationTheoremDto): Promise<Created> {
    return this.knowledge.change({ kind: 'differential-equation-theorem', id }, async (em) => {
      const theorem = id === null ? new EquationTheorem() : await this.find(id);
      if (id !== null) await assertLoadedVersion(dto.version, theorem.version, () => this.get(theorem.id));
      const name = dto.name || null;
      if (name && (await this.em.findOne(EquationTheorem, { name, id: { $ne: id ?? 0 } }))) {
        throw badRequest({ name: 'A theorem about differential equations with this name already exists.' });
      }
      await this.assertAtomsValid(dto);
      const atoms = (list: EquationAtomDto[]) => list.map(({ propertyId, hasProperty }) => ({ propertyId, hasProperty }));
      // A new theorem is checked with id 0, before it has one.
      const record: EquationTheoremRecord = { id: id ?? 0, conditions: atoms(dto.conditions), conclusions: atoms(dto.conclusions) };
      const reasoner = await loadEquationReasoner(em);
      this.assertConditionsCanHold(reasoner, record);
      return {
        check: this.reasoning.check(em, { kind: 'theorem', theorem: record }, reasoner),
        persist: async (): Promise<Created> => {
          Object.assign(theorem, {
            name,
            description: optionalText(dto.description),
            references: toReferences(dto.references),
            version: nextVersion(id === null ? null : theorem),
          });
          this.em.persist(theorem);
          await this.em.flush();
          await this.em.nativeDelete(EquationTheoremAtom, { theoremId: theorem.id });
          const rows = (role: 'condition' | 'conclusion', list: EquationAtomDto[]) =>
            list.map((a, position) => this.em.create(EquationTheoremAtom, { theoremId: theorem.id, role, propertyId: a.propertyId, hasProperty: a.hasProperty, position }));
          rows('condition', dto.conditions);
          rows('conclusion', dto.conclusions);
          await this.em.flush();
          return { id: theorem.id };
        },
      };
    });
  }

  /**
   * The theorem form's checks before saving (POST …/theorem/check and
   * …/theorem/{id}/check): the same validation as saving, then whether it
   * follows from the other equation theorems and how its converse stands
   * (follows, refuted by stored equations, or open), as for spaces.
   */
  async check(id: number | null, dto: EquationTheoremDto): Promise<EquationTheoremCheckView> {
    if (id !== null) await this.find(id);
    await this.assertAtomsValid(dto);
    const reasoner = await this.reasoning.current();
    const names = new Map((await this.em.find(DifferentialEquation, {}, { fields: ['id', 'name'] })).map((e) => [e.id, e.name]));
    const refuting = (ids: number[]): RefutingEquations => ({ equations: ids.map((i) => ({ id: i, name: names.get(i) ?? `#${i}` })) });
    return theoremCheckView(reasoner, 'equation', id, toAtoms(dto.conditions), toAtoms(dto.conclusions), refuting);
  }

  delete(id: number, version: number | null = null): Promise<Done> {
    return this.knowledge.change({ kind: 'differential-equation-theorem', id, deleting: true }, async (em) => {
      const theorem = await this.find(id);
      await assertLoadedVersion(version, theorem.version, () => this.get(theorem.id));
      return {
        check: this.reasoning.check(em, { kind: 'theoremDeleted', theoremId: id }),
        persist: async (): Promise<Done> => {
          // Its conditions and conclusions go with it: on delete cascade.
          await this.em.removeAndFlush(theorem);
          return {};
        },
      };
    });
  }

  private async find(id: number): Promise<EquationTheorem> {
    const theorem = await this.em.findOne(EquationTheorem, id);
    if (!theorem) throw notFound();
    return theorem;
  }

  private async views(theorems: EquationTheorem[]): Promise<EquationTheoremView[]> {
    const atoms = await this.em.find(EquationTheoremAtom, { theoremId: { $in: theorems.map((t) => t.id) } }, { orderBy: { position: 'asc' } });
    const properties = await this.em.find(DifferentialEquationProperty, { id: { $in: [...new Set(atoms.map((a) => a.propertyId))] } }, { fields: ['id', 'name'] });
    const names = new Map(properties.map((p) => [p.id, p.name]));
    const view = (a: EquationTheoremAtom) => ({ propertyId: a.propertyId, hasProperty: a.hasProperty, propertyName: names.get(a.propertyId) ?? '' });
    return theorems.map((t) => {
      const own = atoms.filter((a) => a.theoremId === t.id);
      return {
        id: t.id,
        name: t.name,
        description: t.description,
        conditions: own.filter((a) => a.role === 'condition').map(view),
        conclusions: own.filter((a) => a.role === 'conclusion').map(view),
        references: orderedReferences(t.references),
        version: t.version,
      };
    });
  }

  /** Existing equation properties (not a space's), no property twice. Errors under `conditions`/`conclusions`. */
  private async assertAtomsValid(dto: EquationTheoremDto): Promise<void> {
    const ids = [...dto.conditions, ...dto.conclusions].map((a) => a.propertyId);
    const properties = new Map((await this.em.find(DifferentialEquationProperty, { id: { $in: ids } })).map((p) => [p.id, p]));
    const spaceProperties = new Map((await this.em.find(Property, { id: { $in: ids.filter((i) => !properties.has(i)) } })).map((p) => [p.id, p]));
    const errors: ErrorMap = {};
    const seen = new Map<number, { side: string; has: boolean }>();
    for (const [key, role, list] of [
      ['conditions', 'Condition', dto.conditions],
      ['conclusions', 'Conclusion', dto.conclusions],
    ] as const) {
      list.forEach((atom, i) => {
        if (errors[key]) return;
        const property = properties.get(atom.propertyId);
        const before = seen.get(atom.propertyId);
        const spaceProperty = spaceProperties.get(atom.propertyId);
        if (!property && spaceProperty) errors[key] = `${role} ${i + 1}: ${spaceProperty.name} is a property of spaces, not of differential equations.`;
        else if (!property) errors[key] = `${role} ${i + 1}: the property of differential equations does not exist.`;
        else if (before?.side === key) errors[key] = `${role} ${i + 1}: ${property.name} appears twice; a property may appear only once on a side.`;
        else if (before && before.has === atom.hasProperty) errors[key] = `${role} ${i + 1}: ${property.name} is a condition and a conclusion with the same value; the theorem would say nothing.`;
        else if (before) errors[key] = `${role} ${i + 1}: ${property.name} is a condition and its opposite a conclusion; state instead that the other conditions exclude it.`;
        seen.set(atom.propertyId, { side: key, has: atom.hasProperty });
      });
    }
    if (Object.keys(errors).length) throw badRequest(errors);
  }

  /** Conditions the other theorems make contradictory: the theorem could never apply (400 under `conditions`). */
  private assertConditionsCanHold(reasoner: Reasoner, record: EquationTheoremRecord): void {
    const check = reasoner.checkTheorem('equation', record.id || null, toAtoms(record.conditions), toAtoms(record.conclusions));
    if (check.derivations.some((d) => d.impossible)) {
      throw badRequest({ conditions: 'These conditions can never hold together: the other theorems about differential equations exclude them.' });
    }
  }
}
