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
import { equation, equationFact, equationProof, EquationReasoning, loadEquationReasoner } from './equation-reasoning';
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
    private readonly reasoning: EquationReasoning,
  ) {}

  /**
   * GET /api/differential-equation/{id}/property: [{hasProperty, linked, computed,
   * differentialEquationProperty}], the stored links and what the equation theorems derive.
   */
  async equationProperties(equationId: number): Promise<EquationPropertyEntry[]> {
    await this.equations.find(equationId);
    const reasoner = await this.reasoning.current();
    const links = await this.em.find(DifferentialEquationLink, { differentialEquationId: equationId });
    const entries = new Map(links.map((l) => [l.differentialEquationPropertyId, { hasProperty: l.hasProperty, linked: true, computed: false }]));
    if (reasoner.has(equation(equationId))) {
      for (const { fact, derivations } of reasoner.allDerivations(equation(equationId))) {
        const entry = entries.get(fact.propertyId);
        if (entry) entry.computed ||= entry.hasProperty === fact.value && derivations.computed;
        else if (!fact.stored) entries.set(fact.propertyId, { hasProperty: fact.value, linked: false, computed: true });
      }
    }
    const properties = await this.em.find(DifferentialEquationProperty, { id: { $in: [...entries.keys()] } });
    return sortByText(
      properties.map((p) => ({ ...entries.get(p.id)!, differentialEquationProperty: equationPropertySummary(p) })),
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

  /** GET /api/differential-equation/property/{id}/differential-equation: [{hasProperty, linked, computed, differentialEquation}], stored or derived. */
  async propertyEquations(propertyId: number): Promise<PropertyEquationEntry[]> {
    await this.properties.find(propertyId);
    const reasoner = await this.reasoning.current();
    const links = await this.em.find(DifferentialEquationLink, { differentialEquationPropertyId: propertyId });
    const entries = new Map(links.map((l) => [l.differentialEquationId, { hasProperty: l.hasProperty, linked: true, computed: false }]));
    for (const equationId of reasoner.subjects('equation')) {
      const fact = reasoner.fact(equation(equationId), propertyId, 'REAL');
      if (!fact) continue;
      const entry = entries.get(equationId);
      if (entry) entry.computed ||= entry.hasProperty === fact.value && reasoner.isComputed(fact);
      else if (!fact.stored) entries.set(equationId, { hasProperty: fact.value, linked: false, computed: true });
    }
    const equations = await this.em.find(DifferentialEquation, { id: { $in: [...entries.keys()] } });
    return sortByText(
      equations.map((e) => ({ ...entries.get(e.id)!, differentialEquation: equationSummary(e) })),
      (e) => e.differentialEquation.name,
    );
  }

  /**
   * The stored link, or the value the theorems derive (404 when neither), with
   * both sides for the page's title, the theorems that compute it and its proof.
   */
  async get(equationId: number, propertyId: number, within?: EntityManager): Promise<EquationLinkPage> {
    const equationRow = await this.equations.find(equationId);
    const property = await this.properties.find(propertyId);
    const link = await this.find(equationId, propertyId);
    // Inside a write, the write's own transaction (a snapshot read would wait for it).
    const reasoner = within ? await loadEquationReasoner(within) : await this.reasoning.current();
    const known = reasoner.has(equation(equationId)) ? reasoner.fact(equation(equationId), propertyId, 'REAL') : undefined;
    if (!link && (!known || known.stored)) throw notFound();
    const hasProperty = link ? link.hasProperty : known!.value;
    const fact = equationFact(equationId, propertyId, hasProperty);
    const derivations = known && known.value === hasProperty ? reasoner.derivations(fact) : { computed: false, theoremIds: [] };
    const proof = derivations.computed ? reasoner.proof(fact) : null;
    return {
      hasProperty,
      description: link?.description ?? '',
      references: orderedReferences(link?.references ?? []),
      version: link?.version ?? 0,
      differentialEquation: equationView(equationRow),
      differentialEquationProperty: equationPropertyView(property),
      linked: link !== null,
      computed: derivations.computed,
      theoremIds: derivations.theoremIds,
      proof: proof ? [equationProof(proof)] : [],
    };
  }

  save(equationId: number, propertyId: number, dto: DifferentialEquationLinkDto): Promise<Created> {
    const item = { kind: 'differential-equation-link', id: null, subjectId: equationId, propertyId } as const;
    return this.knowledge.change(item, async (em) => {
      await this.equations.find(equationId);
      await this.properties.find(propertyId);
      const stored = await this.find(equationId, propertyId);
      // Version 0: the form saw no stored link; a link deleted since is a conflict with no current value.
      await assertLoadedVersion(dto.version, stored?.version ?? 0, () => (stored ? this.get(equationId, propertyId, em) : null));
      const link =
        stored ?? Object.assign(new DifferentialEquationLink(), { differentialEquationId: equationId, differentialEquationPropertyId: propertyId });
      return {
        check: stored?.hasProperty !== dto.hasProperty ? this.reasoning.check(em, { kind: 'link', equationId, propertyId, hasProperty: dto.hasProperty }) : null,
        persist: async () => {
          Object.assign(link, {
            hasProperty: dto.hasProperty,
            description: optionalText(dto.description),
            references: toReferences(dto.references),
            version: nextVersion(stored),
          });
          await this.em.persistAndFlush(link);
          return { id: link.id };
        },
      };
    });
  }

  delete(equationId: number, propertyId: number, version: number | null = null): Promise<Done> {
    const item = { kind: 'differential-equation-link', id: null, subjectId: equationId, propertyId, deleting: true } as const;
    return this.knowledge.change(item, async (em) => {
      await this.equations.find(equationId);
      await this.properties.find(propertyId);
      const link = await this.find(equationId, propertyId);
      if (!link) throw notFound();
      await assertLoadedVersion(version, link.version, () => this.get(equationId, propertyId, em));
      return {
        check: this.reasoning.check(em, { kind: 'linkDeleted', equationId, propertyId }),
        persist: async (): Promise<Done> => {
          await this.em.removeAndFlush(link);
          return {};
        },
      };
    });
  }

  private find(equationId: number, propertyId: number) {
    return this.em.findOne(DifferentialEquationLink, { differentialEquationId: equationId, differentialEquationPropertyId: propertyId });
  }
}
