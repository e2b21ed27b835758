/** Differential equations: list, read, create, edit, delete with their links. */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sortByText } from '../catalogue/sorting';
import { optionalText } from '../catalogue/texts';
import { assertLoadedVersion, nextVersion } from '../catalogue/item-version';
import { DifferentialEquation } from '../entities';
import { badRequest, notFound } from '../http/errors';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { toReferences } from '../reference/reference.dto';
import type { DifferentialEquationDto } from './differential-equation.dto';
import { equationSummary, equationView } from './differential-equation.views';

@Injectable()
export class DifferentialEquationService {
  constructor(
    private readonly em: EntityManager,
    /** For its write queue and the catalogue version: writes run one at a time, so a check and the write after it see the same state. */
    private readonly knowledge: KnowledgeService,
  ) {}

  async list() {
    const equations = await this.em
      .createQueryBuilder(DifferentialEquation)
      .select(['id', 'name', 'symbol'])
      .execute<Pick<DifferentialEquation, 'id' | 'name' | 'symbol'>[]>('all');
    return sortByText(equations, (e) => e.name).map(equationSummary);
  }

  async get(id: number) {
    return equationView(await this.find(id));
  }

  async find(id: number): Promise<DifferentialEquation> {
    const equation = await this.em.findOne(DifferentialEquation, id);
    if (!equation) throw notFound();
    return equation;
  }

  save(id: number | null, dto: DifferentialEquationDto): Promise<{ id: number }> {
    return this.knowledge.change({ kind: 'differential-equation', id }, async () => {
      const equation = id === null ? new DifferentialEquation() : await this.find(id);
      if (id !== null) await assertLoadedVersion(dto.version, equation.version, () => equationView(equation));
      if (await this.em.findOne(DifferentialEquation, { name: dto.name, id: { $ne: id ?? 0 } })) {
        throw badRequest({ name: 'A differential equation with this name already exists.' });
      }
      return {
        persist: async () => {
          Object.assign(equation, {
            name: dto.name,
            symbol: dto.symbol,
            variables: optionalText(dto.variables),
            parameters: optionalText(dto.parameters),
            description: optionalText(dto.description),
            references: toReferences(dto.references),
            version: nextVersion(id === null ? null : equation),
          });
          await this.em.persistAndFlush(equation);
          return { id: equation.id };
        },
      };
    });
  }

  delete(id: number, version: number | null = null): Promise<Record<string, never>> {
    return this.knowledge.change({ kind: 'differential-equation', id, deleting: true }, async () => {
      const equation = await this.find(id);
      await assertLoadedVersion(version, equation.version, () => equationView(equation));
      return {
        persist: async (): Promise<Record<string, never>> => {
          // Its links go with it: on delete cascade.
          await this.em.removeAndFlush(equation);
          return {};
        },
      };
    });
  }
}
