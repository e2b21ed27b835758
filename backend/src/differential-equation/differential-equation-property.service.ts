/** Properties of differential equations: list, read, create, edit, delete with their links. */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { byText } from '../catalogue/sorting';
import { optionalText } from '../catalogue/texts';
import { DifferentialEquationProperty } from '../entities';
import { badRequest, notFound } from '../http/errors';
import { toReferences } from '../reference/reference.dto';
import type { DifferentialEquationPropertyDto } from './differential-equation.dto';
import { equationPropertySummary, equationPropertyView } from './differential-equation.views';

@Injectable()
export class DifferentialEquationPropertyService {
  constructor(private readonly em: EntityManager) {}

  async list() {
    const properties = await this.em.find(DifferentialEquationProperty, {}, { fields: ['id', 'name'] });
    return properties.sort(byText((p) => p.name)).map(equationPropertySummary);
  }

  async get(id: number) {
    return equationPropertyView(await this.find(id));
  }

  async find(id: number): Promise<DifferentialEquationProperty> {
    const property = await this.em.findOne(DifferentialEquationProperty, id);
    if (!property) throw notFound();
    return property;
  }

  async save(id: number | null, dto: DifferentialEquationPropertyDto): Promise<{ id: number }> {
    const property = id === null ? new DifferentialEquationProperty() : await this.find(id);
    if (await this.em.findOne(DifferentialEquationProperty, { name: dto.name, id: { $ne: id ?? 0 } })) {
      throw badRequest({ name: 'A property of differential equations with this name already exists.' });
    }
    Object.assign(property, { name: dto.name, description: optionalText(dto.description), references: toReferences(dto.references) });
    await this.em.persistAndFlush(property);
    return { id: property.id };
  }

  async delete(id: number): Promise<Record<string, never>> {
    // Its links go with it: on delete cascade.
    await this.em.removeAndFlush(await this.find(id));
    return {};
  }
}
