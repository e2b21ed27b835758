/** Properties of differential equations: list, read, create, edit, delete with their links. */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sortByText } from '../catalogue/sorting';
import { optionalText } from '../catalogue/texts';
import { assertLoadedVersion, nextVersion } from '../catalogue/item-version';
import { DifferentialEquationProperty, EquationTheorem, EquationTheoremAtom } from '../entities';
import { badRequest, notFound } from '../http/errors';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { toReferences } from '../reference/reference.dto';
import type { DifferentialEquationPropertyDto } from './differential-equation.dto';
import { equationPropertySummary, equationPropertyView } from './differential-equation.views';

@Injectable()
export class DifferentialEquationPropertyService {
  constructor(
    private readonly em: EntityManager,
    /** For its write queue and the catalogue version: writes run one at a time, so a check and the write after it see the same state. */
    private readonly knowledge: KnowledgeService,
  ) {}

  async list() {
    const properties = await this.em
      .createQueryBuilder(DifferentialEquationProperty)
      .select(['id', 'name'])
      .execute<Pick<DifferentialEquationProperty, 'id' | 'name'>[]>('all');
    return sortByText(properties, (p) => p.name).map(equationPropertySummary);
  }

  async get(id: number) {
    return equationPropertyView(await this.find(id));
  }

  async find(id: number): Promise<DifferentialEquationProperty> {
    const property = await this.em.findOne(DifferentialEquationProperty, id);
    if (!property) throw notFound();
    return property;
  }

  /** The names of the equation theorems with a condition or conclusion on the property. */
  private async theoremsUsing(propertyId: number): Promise<string[]> {
    const atoms = await this.em.find(EquationTheoremAtom, { propertyId });
    const theorems = await this.em.find(EquationTheorem, { id: { $in: [...new Set(atoms.map((a) => a.theoremId))] } }, { orderBy: { id: 'asc' } });
    return theorems.map((t) => t.name || `#${t.id}`);
  }

  save(id: number | null, dto: DifferentialEquationPropertyDto): Promise<{ id: number }> {
    return this.knowledge.change({ kind: 'differential-equation-property', id }, async () => {
      const property = id === null ? new DifferentialEquationProperty() : await this.find(id);
      if (id !== null) await assertLoadedVersion(dto.version, property.version, () => equationPropertyView(property));
      if (await this.em.findOne(DifferentialEquationProperty, { name: dto.name, id: { $ne: id ?? 0 } })) {
        throw badRequest({ name: 'A property of differential equations with this name already exists.' });
      }
      return {
        persist: async () => {
          Object.assign(property, {
            name: dto.name,
            description: optionalText(dto.description),
            references: toReferences(dto.references),
            version: nextVersion(id === null ? null : property),
          });
          await this.em.persistAndFlush(property);
          return { id: property.id };
        },
      };
    });
  }

  delete(id: number, version: number | null = null): Promise<Record<string, never>> {
    return this.knowledge.change({ kind: 'differential-equation-property', id, deleting: true }, async () => {
      const property = await this.find(id);
      await assertLoadedVersion(version, property.version, () => equationPropertyView(property));
      const users = await this.theoremsUsing(id);
      if (users.length) throw badRequest({ general: `The property cannot be deleted: it is used by theorems: ${users.join(', ')}.` });
      return {
        persist: async (): Promise<Record<string, never>> => {
          // Its links go with it: on delete cascade.
          await this.em.removeAndFlush(property);
          return {};
        },
      };
    });
  }
}
