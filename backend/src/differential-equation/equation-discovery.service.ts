/**
 * The discovery reads over the differential equations, as for spaces
 * (kb/discovery.ts) but through the equation reasoner (equation-reasoning.ts):
 * what an equation property implies and what implies it, with separating
 * equations. Names are read from the database at the same catalogue version.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EquationImplicationsView, EquationRef, PropertyRef, SeparatingEquations } from '../../../kb/contract/discovery';
import { firstNamed, implicationsView } from '../../../kb/discovery-implications';
import { DifferentialEquation, DifferentialEquationProperty } from '../entities';
import { notFound } from '../http/errors';
import { EquationReasoning } from './equation-reasoning';

@Injectable()
export class EquationDiscoveryService {
  constructor(
    private readonly em: EntityManager,
    private readonly reasoning: EquationReasoning,
  ) {}

  /** What the equation property (value: had or lacked) implies and what implies it; 404 for an unknown property. */
  async implications(propertyId: number, value: boolean): Promise<EquationImplicationsView> {
    const reasoner = await this.reasoning.current();
    const { equations, properties } = await this.names();
    const property = properties.get(propertyId);
    if (!property) throw notFound();
    const separating = (ids: number[]): SeparatingEquations | null => {
      const named = firstNamed(ids, (id) => equations.get(id));
      return named && { equations: named };
    };
    const view = implicationsView({ reasoner, kind: 'equation', property: (id) => properties.get(id), separating }, property, 'REAL', value);
    // A property written on another instance since the reasoner was built: nothing follows from it yet.
    return view ?? { property, scalar: 'REAL', value, impossible: null, steps: [], implies: [], impliedBy: [] };
  }

  private async names(): Promise<{ equations: Map<number, EquationRef>; properties: Map<number, PropertyRef> }> {
    const [equations, properties] = await Promise.all([
      this.em.find(DifferentialEquation, {}, { fields: ['id', 'name'] }),
      this.em.find(DifferentialEquationProperty, {}, { fields: ['id', 'name'] }),
    ]);
    return {
      equations: new Map(equations.map((e) => [e.id, { id: e.id, name: e.name }])),
      properties: new Map(properties.map((p) => [p.id, { id: p.id, name: p.name }])),
    };
  }
}
