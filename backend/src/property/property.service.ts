/**
 * Properties of spaces: list, read, create, edit (a field change must keep its
 * links and theorem atoms valid), delete with its links unless a theorem uses it.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { linkFieldOptions, theoremFieldOptions } from '../../../kb/contract/fields';
import { optionalText } from '../catalogue/texts';
import { assertLoadedVersion, nextVersion } from '../catalogue/item-version';
import { Property, Space, SpaceLink, Theorem, TheoremAtom } from '../entities';
import { badRequest, notFound } from '../http/errors';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { toReferences } from '../reference/reference.dto';
import type { PropertyDto } from './property.dto';
import type { PropertyMeaning } from '../../../kb/contract/items';
import { propertyView } from './property.view';

@Injectable()
export class PropertyService {
  constructor(
    private readonly em: EntityManager,
    private readonly knowledge: KnowledgeService,
  ) {}

  // Reads come from the read model (backend/src/knowledge/read-model.ts); writes go to the database.
  /** The field rides along: the theorem form offers each property's field options (spec section 4). */
  async list() {
    return this.knowledge.reads.propertyList();
  }

  async get(id: number) {
    const property = this.knowledge.reads.property(id);
    if (!property) throw notFound();
    return property;
  }

  async find(id: number): Promise<Property> {
    const property = await this.em.findOne(Property, id);
    if (!property) throw notFound();
    return property;
  }

  save(id: number | null, dto: PropertyDto): Promise<{ id: number }> {
    return this.knowledge.change({ kind: 'property', id }, async () => {
      const property = id === null ? new Property() : await this.find(id);
      if (id !== null) await assertLoadedVersion(dto.version, property.version, () => propertyView(property));
      const clash = await this.em.findOne(Property, { name: dto.name, id: { $ne: id ?? 0 } });
      if (clash) throw badRequest({ name: 'A property with this name already exists.' });
      if (id !== null && property.field !== dto.field) await this.assertFieldFits(property, dto);
      // Whether it depends on the norm: as the form says, else as stored.
      const dependent = typeof dto.normDependent === 'boolean' ? dto.normDependent : property.normDependent;
      if (dependent && id !== null) await this.assertNotCarriedAlongIsomorphisms(id);
      const meaning = dto.means === undefined ? storedMeaning(property) : dto.means;
      if (meaning) await this.assertMeaning(meaning, dependent);
      const normDependent = { ...(dependent ? { normDependent: true } : {}), ...(meaning ? { means: { relation: meaning.relation, spaceId: meaning.spaceId } } : {}) };
      const change = (propertyId: number) => ({ kind: 'property', property: { id: propertyId, name: dto.name, field: dto.field, ...normDependent } }) as const;
      return {
        check: id === null ? null : change(id),
        persist: async () => {
          Object.assign(property, {
            name: dto.name,
            description: optionalText(dto.description),
            field: dto.field,
            references: toReferences(dto.references),
            version: nextVersion(id === null ? null : property),
            normDependent: dependent,
            meansRelation: meaning?.relation ?? null,
            meansSpaceId: meaning?.spaceId ?? null,
          });
          await this.em.persistAndFlush(property);
          return { id: property.id };
        },
        changes: (saved) => [change(saved.id)],
      };
    });
  }

  /**
   * A declaration names a space of the catalogue; a property of the norm means no relation, all of which
   * are up to isomorphism (400 under `means`).
   */
  private async assertMeaning(meaning: PropertyMeaning, normDependent: boolean): Promise<void> {
    if (normDependent) throw badRequest({ means: 'A property of the norm cannot mean a relation: every relation is up to isomorphism, and the property is not.' });
    if (!(await this.em.findOne(Space, meaning.spaceId, { fields: ['id'] }))) throw badRequest({ means: `There is no space with id ${meaning.spaceId}.` });
  }

  /** A property of the norm is never carried along an isomorphism: no theorem along one may name it (400 naming them). */
  private async assertNotCarriedAlongIsomorphisms(propertyId: number): Promise<void> {
    const rows = await this.em.execute<Array<{ id: number; name: string | null }>>(
      `select distinct t."id", t."name" from "theorem" t join "theorem_atom" a on a."theorem_id" = t."id" where t."along_relation" = 'isomorphic' and a."property_id" = ? order by t."id"`,
      [propertyId],
    );
    if (rows.length) {
      const names = rows.map((t) => t.name ?? `Theorem ${t.id}`).join(', ');
      throw badRequest({ normDependent: `Theorems along isomorphisms carry this property (${names}): a property of the norm is never carried along an isomorphism.` });
    }
  }

  delete(id: number, version: number | null = null): Promise<Record<string, never>> {
    return this.knowledge.change({ kind: 'property', id, deleting: true }, async () => {
      const property = await this.find(id);
      await assertLoadedVersion(version, property.version, () => propertyView(property));
      const users = await this.theoremsUsing(id);
      if (users.length) {
        throw badRequest({ general: `The property cannot be deleted: it is used by theorems: ${users.join(', ')}.` });
      }
      return {
        persist: async () => {
          // Its links go with it: on delete cascade.
          await this.em.removeAndFlush(property);
          return {};
        },
        changes: () => [{ kind: 'propertyDeleted', propertyId: id }],
      };
    });
  }

  /** Names (or #ids) of the theorems with a condition or conclusion on the property. */
  private async theoremsUsing(propertyId: number): Promise<string[]> {
    const atoms = await this.em.find(TheoremAtom, { propertyId }, { fields: ['theoremId'] });
    if (!atoms.length) return [];
    const theorems = await this.em.find(Theorem, { id: { $in: [...new Set(atoms.map((a) => a.theoremId))] } }, { orderBy: { id: 'asc' } });
    return theorems.map((t) => t.name || `#${t.id}`);
  }

  private async assertFieldFits(property: Property, dto: PropertyDto): Promise<void> {
    const links = await this.em.find(SpaceLink, { propertyId: property.id });
    const spaces = new Map((await this.em.find(Space, { id: { $in: links.map((l) => l.spaceId) } })).map((s) => [s.id, s]));
    const misfitSpaces = links
      .filter((l) => !linkFieldOptions(spaces.get(l.spaceId)!.field, dto.field).includes(l.field))
      .map((l) => spaces.get(l.spaceId)!.symbol);
    if (misfitSpaces.length) {
      throw badRequest({ field: `The field cannot change: the links to ${misfitSpaces.join(', ')} would no longer be valid.` });
    }
    const atoms = await this.em.find(TheoremAtom, { propertyId: property.id });
    const misfitTheoremIds = [...new Set(atoms.filter((a) => !theoremFieldOptions(dto.field).includes(a.field)).map((a) => a.theoremId))];
    if (misfitTheoremIds.length) {
      const theorems = await this.em.find(Theorem, { id: { $in: misfitTheoremIds } }, { orderBy: { id: 'asc' } });
      throw badRequest({
        field: `The field cannot change: the theorems ${theorems.map((t) => t.name || `#${t.id}`).join(', ')} would no longer be valid.`,
      });
    }
  }
}

function storedMeaning(property: Property): PropertyMeaning | null {
  return property.meansRelation && property.meansSpaceId !== null ? { relation: property.meansRelation, spaceId: property.meansSpaceId } : null;
}
