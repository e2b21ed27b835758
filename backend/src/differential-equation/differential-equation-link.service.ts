/** Whether an equation has an equation property, read from both sides. */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sortByText } from '../catalogue/sorting';
import { optionalText } from '../catalogue/texts';
import { assertLoadedVersion, nextVersion } from '../catalogue/item-version';
import { DifferentialEquation, DifferentialEquationLink, DifferentialEquationProperty } from '../entities';
import { notFound } from '../http/errors';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { toReferences } from '../reference/reference.dto';
import type { DifferentialEquationLinkDto } from './differential-equation.dto';
import { DifferentialEquationPropertyService } from './differential-equation-property.service';
import { DifferentialEquationService } from './differential-equation.service';
import { equationPropertySummary, equationPropertyView, equationSummary, equationView } from './differential-equation.views';
import type { Created, Done } from '../../../kb/contract/items';
import type { EquationLinkPage, EquationPropertyEntry, PropertyEquationEntry, UnlinkedEquationProperty } from '../../../kb/contract/links';
import { orderedReferences } from '../../../kb/contract/references';

@Injectable()
export class DifferentialEquationLinkService {
  constructor(
    private readonly em: EntityManager,
    private readonly equations: DifferentialEquationService,
    private readonly properties: DifferentialEquationPropertyService,
    /** For its write queue and the catalogue version: two saves of one new pair must not both insert it. */
    private readonly knowledge: KnowledgeService,
  ) {}

  /** GET /api/differential-equation/{id}/property: [{hasProperty, differentialEquationProperty}]. */
  async equationProperties(equationId: number): Promise<EquationPropertyEntry[]> {
    await this.equations.find(equationId);
    const links = await this.em.find(DifferentialEquationLink, { differentialEquationId: equationId });
    const properties = await this.em.find(DifferentialEquationProperty, { id: { $in: links.map((l) => l.differentialEquationPropertyId) } });
    const byId = new Map(properties.map((p) => [p.id, p]));
    return sortByText(
      links
        .map((l) => ({ hasProperty: l.hasProperty, differentialEquationProperty: equationPropertySummary(byId.get(l.differentialEquationPropertyId)!) })),
      (e) => e.differentialEquationProperty.name,
    );
  }

  /** ?unlinked=true: [{differentialEquationProperty}] not yet linked to the equation. */
  async unlinkedProperties(equationId: number): Promise<UnlinkedEquationProperty[]> {
    await this.equations.find(equationId);
    const linked = new Set(
      (await this.em.find(DifferentialEquationLink, { differentialEquationId: equationId })).map((l) => l.differentialEquationPropertyId),
    );
    const properties = await this.em.find(DifferentialEquationProperty, {}, { fields: ['id', 'name'] });
    return sortByText(
      properties
        .filter((p) => !linked.has(p.id)),
      (p) => p.name,
    ).map((p) => ({ differentialEquationProperty: equationPropertySummary(p) }));
  }

  /** GET /api/differential-equation/property/{id}/differential-equation: [{hasProperty, differentialEquation}]. */
  async propertyEquations(propertyId: number): Promise<PropertyEquationEntry[]> {
    await this.properties.find(propertyId);
    const links = await this.em.find(DifferentialEquationLink, { differentialEquationPropertyId: propertyId });
    const equations = await this.em.find(DifferentialEquation, { id: { $in: links.map((l) => l.differentialEquationId) } });
    const byId = new Map(equations.map((e) => [e.id, e]));
    return sortByText(
      links
        .map((l) => ({ hasProperty: l.hasProperty, differentialEquation: equationSummary(byId.get(l.differentialEquationId)!) })),
      (e) => e.differentialEquation.name,
    );
  }

  /** The stored link (404 when the pair is not linked), with both sides for the page's title. */
  async get(equationId: number, propertyId: number): Promise<EquationLinkPage> {
    const equation = await this.equations.find(equationId);
    const property = await this.properties.find(propertyId);
    const link = await this.find(equationId, propertyId);
    if (!link) throw notFound();
    return {
      hasProperty: link.hasProperty,
      description: link.description,
      references: orderedReferences(link.references),
      version: link.version,
      differentialEquation: equationView(equation),
      differentialEquationProperty: equationPropertyView(property),
    };
  }

  save(equationId: number, propertyId: number, dto: DifferentialEquationLinkDto): Promise<Created> {
    return this.knowledge.write(async () => {
      await this.equations.find(equationId);
      await this.properties.find(propertyId);
      const stored = await this.find(equationId, propertyId);
      // Version 0: the form saw no stored link; a link deleted since is a conflict with no current value.
      await assertLoadedVersion(dto.version, stored?.version ?? 0, () => (stored ? this.get(equationId, propertyId) : null));
      const link =
        stored ?? Object.assign(new DifferentialEquationLink(), { differentialEquationId: equationId, differentialEquationPropertyId: propertyId });
      Object.assign(link, {
        hasProperty: dto.hasProperty,
        description: optionalText(dto.description),
        references: toReferences(dto.references),
        version: nextVersion(stored),
      });
      await this.em.persistAndFlush(link);
      return { id: link.id };
    }, { kind: 'differential-equation-link', id: null, subjectId: equationId, propertyId: propertyId });
  }

  delete(equationId: number, propertyId: number, version: number | null = null): Promise<Done> {
    return this.knowledge.write(async () => {
      await this.equations.find(equationId);
      await this.properties.find(propertyId);
      const link = await this.find(equationId, propertyId);
      if (!link) throw notFound();
      await assertLoadedVersion(version, link.version, () => this.get(equationId, propertyId));
      await this.em.removeAndFlush(link);
      return {};
    }, { kind: 'differential-equation-link', id: null, subjectId: equationId, propertyId: propertyId, deleting: true });
  }

  private find(equationId: number, propertyId: number) {
    return this.em.findOne(DifferentialEquationLink, { differentialEquationId: equationId, differentialEquationPropertyId: propertyId });
  }
}
