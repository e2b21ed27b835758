/**
 * The discovery reads over the differential equations, as for spaces
 * (kb/discovery.ts) but through the equation reasoner (equation-reasoning.ts):
 * equations side by side, and what an equation property implies and what
 * implies it, with separating equations. Names are read from the database.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EquationCompareCell, EquationCompareView, EquationImplicationsView, EquationRef, PropertyRef, SeparatingEquations } from '../../../kb/contract/discovery';
import { MAX_COMPARED } from '../../../kb/discovery';
import { compareEquations } from '../../../kb/discovery-compare';
import { firstNamed, implicationsView } from '../../../kb/discovery-implications';
import { sortByText } from '../catalogue/sorting';
import { DifferentialEquation, DifferentialEquationProperty } from '../entities';
import { badRequest, notFound } from '../http/errors';
import { DifferentialEquationLinkService } from './differential-equation-link.service';
import { EquationReasoning } from './equation-reasoning';

@Injectable()
export class EquationDiscoveryService {
  constructor(
    private readonly em: EntityManager,
    private readonly reasoning: EquationReasoning,
    private readonly links: DifferentialEquationLinkService,
  ) {}

  /** Up to MAX_COMPARED equations side by side over every equation property (by name); 400 under `equation` otherwise. */
  async compare(equationIds: number[]): Promise<EquationCompareView> {
    const ids = [...new Set(equationIds)];
    if (ids.length === 0) throw badRequest({ equation: 'Please choose an equation to compare.' });
    if (ids.length > MAX_COMPARED) throw badRequest({ equation: `At most ${MAX_COMPARED} equations can be compared at once.` });
    const { equations, properties } = await this.names();
    const unknown = ids.filter((id) => !equations.has(id));
    if (unknown.length) throw badRequest({ equation: `No equation has the id ${unknown.join(', ')}.` });
    const cells = new Map<number, Map<number, EquationCompareCell>>();
    for (const id of ids) {
      const entries = await this.links.equationProperties(id);
      cells.set(id, new Map(entries.map((e) => [e.differentialEquationProperty.id, { hasProperty: e.hasProperty, linked: e.linked, computed: e.computed }])));
    }
    const sorted = sortByText([...properties.values()], (p) => p.name);
    return compareEquations(ids.map((id) => equations.get(id)!), sorted, (id) => cells.get(id)!);
  }

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
