/**
 * Space–property links, read from both sides. What is known about a pair
 * (stored, computed, proof) comes from the knowledge base; the stored record
 * adds the description and references.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { linkFieldOptions, type ItemField, type LinkField } from '../../../kb/contract/fields';
import type { Created, Done } from '../../../kb/contract/items';
import type { LinkPage, PropertySpaceEntry, SpacePropertyEntry, UnlinkedProperty } from '../../../kb/contract/links';
import { sortByText } from '../catalogue/sorting';
import { optionalText } from '../catalogue/texts';
import { assertLoadedVersion, nextVersion } from '../catalogue/item-version';
import { SpaceLink } from '../entities';
import { badRequest, notFound } from '../http/errors';
import type { FirstStatement } from '../knowledge/first-statement';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { PropertyService } from '../property/property.service';
import { ProblemService } from '../problem/problem.service';
import { toReferences } from '../reference/reference.dto';
import { SpaceService } from '../space/space.service';
import type { LinkDto } from './link.dto';
import { orderedReferences } from '../../../kb/contract/references';

@Injectable()
export class LinkService {
  constructor(
    private readonly em: EntityManager,
    private readonly knowledge: KnowledgeService,
    private readonly spaces: SpaceService,
    private readonly properties: PropertyService,
    private readonly problems: ProblemService,
  ) {}

  /** GET /api/space/{id}/property: [{property, field, linked, computed}]. */
  async spaceProperties(spaceId: number): Promise<SpacePropertyEntry[]> {
    const reads = this.knowledge.reads;
    if (!reads.space(spaceId)) throw notFound();
    const entries: SpacePropertyEntry[] = [];
    for (const v of this.knowledge.spaceProperties(spaceId)) {
      const property = reads.propertySummary(v.propertyId);
      if (property) entries.push({ property, field: v.field, linked: v.linked, computed: v.computed });
    }
    return sortByText(entries, (e) => e.property.name);
  }

  /** GET /api/space/{id}/property?unlinked=true: properties that can still be linked, [{property}]. */
  async unlinkedProperties(spaceId: number): Promise<UnlinkedProperty[]> {
    const space = this.knowledge.reads.space(spaceId);
    if (!space) throw notFound();
    // The stored links, as the knowledge base holds them; the properties, already sorted, from the read model.
    const linked = new Set(this.knowledge.spaceProperties(spaceId).filter((v) => v.linked).map((v) => v.propertyId));
    return this.knowledge.reads
      .propertyList()
      .filter((p) => !linked.has(p.id) && linkFieldOptions(space.field, p.field).length > 0)
      .map((p) => ({ property: p }));
  }

  /** GET /api/property/{id}/space: [{space, field, linked, computed}]. */
  async propertySpaces(propertyId: number): Promise<PropertySpaceEntry[]> {
    const reads = this.knowledge.reads;
    if (!reads.property(propertyId)) throw notFound();
    const entries: PropertySpaceEntry[] = [];
    for (const v of this.knowledge.propertySpaces(propertyId)) {
      const space = reads.spaceSummary(v.spaceId);
      if (space) entries.push({ space, field: v.field, linked: v.linked, computed: v.computed });
    }
    return sortByText(entries, (e) => e.space.symbol);
  }

  /** GET /api/space/{s}/property/{p}: the pair with its stored link (or null) and what the KB knows. */
  async get(spaceId: number, propertyId: number): Promise<LinkPage> {
    const [space, property] = [this.knowledge.reads.space(spaceId), this.knowledge.reads.property(propertyId)];
    if (!space || !property) throw notFound();
    const stored = await this.em.findOne(SpaceLink, { spaceId, propertyId });
    const view = this.knowledge.link(spaceId, propertyId);
    // Neither stored nor computed: nothing is known about the pair (the unknowns view lists such pairs).
    if (!stored && !view.computed && !view.contradictions.length) throw notFound();
    return {
      space,
      property,
      link: stored
        ? { field: stored.field, description: stored.description, references: orderedReferences(stored.references), version: stored.version }
        : null,
      field: view.field,
      linked: view.linked,
      computed: view.computed,
      computations: view.computations,
      proof: view.proof,
      contradictions: view.contradictions,
    };
  }

  save(spaceId: number, propertyId: number, dto: LinkDto): Promise<Created> {
    // A save of a stored link's texts only is settled by its first statement; the work is the full save.
    // A new fact may decide a pair marked open (or independent): saved, with a warning.
    return this.problems.warnAfter(() => this.knowledge.change({ kind: 'link', id: null, subjectId: spaceId, propertyId }, async () => {
      const { space, property, stored } = await this.pairWithLink(spaceId, propertyId);
      const options = linkFieldOptions(space.field, property.field);
      if (!options.length) throw badRequest({ field: 'This property cannot be linked to this space: their fields do not match.' });
      if (!options.includes(dto.field)) throw badRequest({ field: `The field must be one of ${options.join(', ')} for this space and property.` });
      // Version 0: the form saw no stored link.
      // (A pair nothing is known about any more has no current view: null.)
      await assertLoadedVersion(dto.version, stored?.version ?? 0, () => this.get(spaceId, propertyId).catch(() => null));
      const change = { kind: 'link', link: { spaceId, propertyId, field: dto.field } } as const;
      // The same field as stored (e.g. a new description): nothing the knowledge base holds changes.
      const factChanges = stored?.field !== dto.field;
      if (factChanges) await this.problems.assertStorable(spaceId, propertyId, dto.field);
      return {
        check: factChanges ? change : null,
        persist: async () => {
          const saved = { field: dto.field, description: optionalText(dto.description), references: toReferences(dto.references), version: nextVersion(stored) };
          if (stored) {
            // One statement, without the ORM's change set and query building (a third of a save's CPU time).
            await this.em.execute(
              'update "space_property" set "field" = ?, "description" = ?, "references" = ?::jsonb, "version" = ? where "id" = ?',
              [saved.field, saved.description, JSON.stringify(saved.references), saved.version, stored.id],
            );
            return { id: stored.id };
          }
          const link = Object.assign(new SpaceLink(), { spaceId, propertyId, ...saved });
          await this.em.persistAndFlush(link);
          return { id: link.id };
        },
        changes: () => (factChanges ? [change] : []),
      };
    }, this.saveTexts(spaceId, propertyId, dto)));
  }

  /**
   * The save of a stored link that keeps its field (its texts), as one
   * statement sent when the write's transaction begins (first-statement.ts):
   * the field was valid for the space and property when stored and stays so
   * (a space's or property's field cannot change under its links), and the
   * facts do not change, so there is nothing to check but the version (in the
   * statement). It returns no row when it does not apply (a new link or
   * field, a stale version, a missing pair): the full save follows and answers.
   */
  private saveTexts(spaceId: number, propertyId: number, dto: LinkDto): FirstStatement<{ id: number }> {
    const version = dto.version ?? null;
    return {
      sql: `update "space_property" l set "description" = ?, "references" = ?::jsonb, "version" = l."version" + 1
       where l."space_id" = ? and l."property_id" = ? and l."field" = ? and (?::integer is null or l."version" = ?)
       returning l."id", l."space_id", l."property_id", l."field", l."description", l."references", l."version"`,
      params: [optionalText(dto.description), JSON.stringify(toReferences(dto.references)), spaceId, propertyId, dto.field, version, version],
      settle: async (rows) => ({ result: { id: Number(rows[0].id) } }),
    };
  }

  /**
   * The fields of the space and the property (404 if either is missing) and
   * the stored link (as stored; not managed: save updates it by id), in one
   * query: a save runs in its catalogue transaction one after another, so its
   * round trips are what the writes queued behind it wait for.
   */
  private async pairWithLink(
    spaceId: number,
    propertyId: number,
  ): Promise<{ space: { field: ItemField }; property: { field: ItemField }; stored: Pick<SpaceLink, 'id' | 'field' | 'version'> | null }> {
    const rows = await this.em.execute<Array<Record<string, unknown> & { space_field: ItemField; property_field: ItemField }>>(
      `select s."field" as "space_field", p."field" as "property_field",
         l."id", l."field", l."version"
       from "space" s join "property" p on p."id" = ?
       left join "space_property" l on l."space_id" = s."id" and l."property_id" = p."id"
       where s."id" = ?`,
      [propertyId, spaceId],
    );
    if (!rows.length) throw notFound();
    const { space_field, property_field, id, field, version } = rows[0];
    const stored = id === null ? null : { id: Number(id), field: field as LinkField, version: Number(version) };
    return { space: { field: space_field }, property: { field: property_field }, stored };
  }

  delete(spaceId: number, propertyId: number, version: number | null = null): Promise<Done> {
    return this.knowledge.change({ kind: 'link', id: null, subjectId: spaceId, propertyId, deleting: true }, async () => {
      await this.spaces.find(spaceId);
      await this.properties.find(propertyId);
      const link = await this.em.findOne(SpaceLink, { spaceId, propertyId });
      // A computed-only link has no record: nothing to delete.
      if (!link) throw notFound();
      await assertLoadedVersion(version, link.version, () => this.get(spaceId, propertyId));
      return {
        persist: async () => {
          await this.em.removeAndFlush(link);
          return {};
        },
        changes: () => [{ kind: 'linkDeleted', spaceId, propertyId }],
      };
    });
  }

}
