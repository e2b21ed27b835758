/**
 * Theorems: each condition and conclusion is a property with a link field
 * among the options for that property; no property twice in one theorem.
 * A new or changed theorem is checked against the knowledge base first.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { theoremFieldOptions } from '../../../kb/contract/fields';
import type { Along } from '../../../kb/records';
import type { Created } from '../../../kb/contract/items';
import { optionalText } from '../catalogue/texts';
import { assertLoadedVersion, nextVersion } from '../catalogue/item-version';
import { DifferentialEquationProperty, Property, Theorem, TheoremAtom } from '../entities';
import { badRequest, notFound, type ErrorMap } from '../http/errors';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { ProblemService } from '../problem/problem.service';
import { toReferences } from '../reference/reference.dto';
import type { AtomDto, TheoremDto } from './theorem.dto';

@Injectable()
export class TheoremService {
  constructor(
    private readonly em: EntityManager,
    private readonly knowledge: KnowledgeService,
    private readonly problems: ProblemService,
  ) {}

  /** All theorems, or those with a condition or conclusion on `propertyId`. */
  async list(propertyId?: number) {
    if (propertyId !== undefined && !this.knowledge.reads.property(propertyId)) throw notFound();
    return this.knowledge.reads.theoremList(propertyId);
  }

  async get(id: number) {
    const theorem = this.knowledge.reads.theorem(id);
    if (!theorem) throw notFound();
    return theorem;
  }

  save(id: number | null, dto: TheoremDto): Promise<Created> {
    // A theorem may decide a pair marked open (or independent): saved, with a warning.
    return this.problems.warnAfter(() => this.knowledge.change({ kind: 'theorem', id }, async () => {
      const theorem = id === null ? new Theorem() : await this.find(id);
      if (id !== null) await assertLoadedVersion(dto.version, theorem.version, () => this.get(theorem.id));
      const name = dto.name || null;
      if (name && (await this.em.findOne(Theorem, { name, id: { $ne: id ?? 0 } }))) {
        throw badRequest({ name: 'A theorem with this name already exists.' });
      }
      // Along a relation as the form says (null: none), else as stored.
      const stored = theorem.alongRelation && theorem.alongDirection ? { relation: theorem.alongRelation, direction: theorem.alongDirection } : null;
      const along = dto.along === undefined ? stored : dto.along && { relation: dto.along.relation, direction: dto.along.direction };
      await this.assertAtomsValid(dto, along);
      if (along && dto.conditions.length !== 1) throw badRequest({ conditions: 'This theorem is along a relation: it has exactly one condition.' });
      const change = (theoremId: number) =>
        ({
          kind: 'theorem',
          theorem: {
            id: theoremId,
            name,
            conditions: dto.conditions.map(({ propertyId, field }) => ({ propertyId, field })),
            conclusions: dto.conclusions.map(({ propertyId, field }) => ({ propertyId, field })),
            ...(along ? { along } : {}),
          },
        }) as const;
      return {
        // A new theorem is checked with id 0, before it has one.
        check: change(id ?? 0),
        persist: async () => {
          await this.em.transactional(async (em) => {
            Object.assign(theorem, {
              name,
              description: optionalText(dto.description),
              references: toReferences(dto.references),
              version: nextVersion(id === null ? null : theorem),
              alongRelation: along?.relation ?? null,
              alongDirection: along?.direction ?? null,
            });
            em.persist(theorem);
            await em.flush();
            await em.nativeDelete(TheoremAtom, { theoremId: theorem.id });
            const atoms = (role: 'condition' | 'conclusion', list: AtomDto[]) =>
              list.map((a, position) => em.create(TheoremAtom, { theoremId: theorem.id, role, propertyId: a.propertyId, field: a.field, position }));
            atoms('condition', dto.conditions);
            atoms('conclusion', dto.conclusions);
            await em.flush();
          });
          return { id: theorem.id };
        },
        changes: (saved) => [change(saved.id)],
      };
    }));
  }

  /**
   * The theorem form's checks before saving (POST /api/theorem/check and
   * /api/theorem/{id}/check): the same validation as saving, then whether it
   * follows from the other theorems and how its converse stands. Saving a
   * redundant theorem stays allowed; a contradiction is refused by save.
   */
  async check(id: number | null, dto: TheoremDto) {
    const theorem = id === null ? null : await this.find(id);
    // Along a relation as the form says, else as stored (as saving reads it).
    const stored = theorem?.alongRelation && theorem.alongDirection ? { relation: theorem.alongRelation, direction: theorem.alongDirection } : null;
    const along = dto.along === undefined ? stored : dto.along && { relation: dto.along.relation, direction: dto.along.direction };
    await this.assertAtomsValid(dto, along);
    if (along && dto.conditions.length !== 1) throw badRequest({ conditions: 'This theorem is along a relation: it has exactly one condition.' });
    const atoms = (list: AtomDto[]) => list.map(({ propertyId, field }) => ({ propertyId, field }));
    return this.knowledge.theoremCheck(id, { conditions: atoms(dto.conditions), conclusions: atoms(dto.conclusions), along });
  }

  delete(id: number, version: number | null = null): Promise<Record<string, never>> {
    return this.knowledge.change({ kind: 'theorem', id, deleting: true }, async () => {
      const theorem = await this.find(id);
      await assertLoadedVersion(version, theorem.version, () => this.get(theorem.id));
      return {
        persist: async () => {
          // Its conditions and conclusions go with it: on delete cascade.
          await this.em.removeAndFlush(theorem);
          return {};
        },
        changes: () => [{ kind: 'theoremDeleted', theoremId: id }],
      };
    });
  }

  private async find(id: number): Promise<Theorem> {
    const theorem = await this.em.findOne(Theorem, id);
    if (!theorem) throw notFound();
    return theorem;
  }

  /**
   * Existing properties, fields among their options, no property twice (along a relation, twice is
   * once per space). Errors under `conditions`/`conclusions`; a property of the norm along an
   * isomorphism under `along`.
   */
  async assertAtomsValid(dto: TheoremDto, along: Along | null = null): Promise<void> {
    const alongRelation = along !== null;
    const ids = [...dto.conditions, ...dto.conclusions].map((a) => a.propertyId);
    const properties = new Map((await this.em.find(Property, { id: { $in: ids } })).map((p) => [p.id, p]));
    // An id that names no space property but an equation property: say so (the two kinds never mix).
    const equationProperties = new Map((await this.em.find(DifferentialEquationProperty, { id: { $in: ids.filter((i) => !properties.has(i)) } })).map((p) => [p.id, p]));
    const errors: ErrorMap = {};
    const seen = new Set<number>();
    for (const [key, role, list] of [
      ['conditions', 'Condition', dto.conditions],
      ['conclusions', 'Conclusion', dto.conclusions],
    ] as const) {
      // Along a relation the condition and the conclusions are about two spaces ("P passes to subspaces": P ⇒ P).
      if (alongRelation && key === 'conclusions') seen.clear();
      list.forEach((atom, i) => {
        if (errors[key]) return;
        const property = properties.get(atom.propertyId);
        const equationProperty = equationProperties.get(atom.propertyId);
        if (!property && equationProperty) errors[key] = `${role} ${i + 1}: ${equationProperty.name} is a property of differential equations, not of spaces.`;
        else if (!property) errors[key] = `${role} ${i + 1}: the property does not exist.`;
        else if (!theoremFieldOptions(property.field).includes(atom.field)) {
          errors[key] = `${role} ${i + 1}: the field must be one of ${theoremFieldOptions(property.field).join(', ')} for ${property.name}.`;
        } else if (seen.has(atom.propertyId)) errors[key] = `${role} ${i + 1}: ${property.name} appears twice; a property may appear only once in a theorem.`;
        seen.add(atom.propertyId);
      });
    }
    const ofNorm = along?.relation === 'isomorphic' ? [...dto.conditions, ...dto.conclusions].map((a) => properties.get(a.propertyId)).find((p) => p?.normDependent) : undefined;
    if (ofNorm && !errors.conditions && !errors.conclusions) {
      errors.along = `${ofNorm.name} depends on the norm: it is never carried along an isomorphism.`;
    }
    if (Object.keys(errors).length) throw badRequest(errors);
  }
}
