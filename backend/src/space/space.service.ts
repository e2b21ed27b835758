/** Spaces: list, read, create, edit (a field change must keep its links valid), delete with its links. */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { linkFieldOptions } from '../../../kb/contract/fields';
import { optionalText } from '../catalogue/texts';
import { assertLoadedVersion, nextVersion } from '../catalogue/item-version';
import { Property, Space, SpaceLink, SpaceRelation } from '../entities';
import { badRequest, notFound } from '../http/errors';
import type { FirstStatement } from '../knowledge/first-statement';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { toReferences } from '../reference/reference.dto';
import type { SpaceDto } from './space.dto';
import { spaceView } from './space.view';

@Injectable()
export class SpaceService {
  constructor(
    private readonly em: EntityManager,
    private readonly knowledge: KnowledgeService,
  ) {}

  // Reads come from the read model (backend/src/knowledge/read-model.ts); writes go to the database.
  async list() {
    return this.knowledge.reads.spaceList();
  }

  async get(id: number) {
    const space = this.knowledge.reads.space(id);
    if (!space) throw notFound();
    return space;
  }

  async find(id: number): Promise<Space> {
    const space = await this.em.findOne(Space, id);
    if (!space) throw notFound();
    return space;
  }

  save(id: number | null, dto: SpaceDto): Promise<{ id: number }> {
    // A save of the texts only is settled by its first statement; the work is the full save.
    return this.knowledge.change({ kind: 'space', id }, async () => {
      const space = id === null ? new Space() : await this.stored(id);
      if (id !== null) await assertLoadedVersion(dto.version, space.version, () => spaceView(space));
      // An unchanged symbol is still this space's own (symbols are unique).
      const clash = id !== null && space.symbol === dto.symbol ? null : await this.em.findOne(Space, { symbol: dto.symbol, id: { $ne: id ?? 0 } });
      if (clash) throw badRequest({ symbol: 'A space with this symbol already exists.' });
      const newField = id !== null && space.field !== dto.field;
      if (newField) await this.assertFieldFitsLinks(space, dto);
      if (newField) await this.assertFieldFitsRelations(space, dto);
      const change = (spaceId: number) => ({ kind: 'space', space: { id: spaceId, symbol: dto.symbol, field: dto.field } }) as const;
      return {
        // Only a new field can contradict the theorems.
        check: newField ? change(id) : null,
        persist: async () => {
          Object.assign(space, {
            symbol: dto.symbol,
            norm: optionalText(dto.norm),
            description: optionalText(dto.description),
            field: dto.field,
            references: toReferences(dto.references),
            version: nextVersion(id === null ? null : space),
          });
          if (id === null) await this.em.persistAndFlush(space);
          else {
            // One statement, without the ORM's change set and query building (a third of a save's CPU time).
            await this.em.execute(
              'update "space" set "symbol" = ?, "norm" = ?, "description" = ?, "field" = ?, "references" = ?::jsonb, "version" = ? where "id" = ?',
              [space.symbol, space.norm, space.description, space.field, JSON.stringify(space.references), space.version, id],
            );
          }
          return { id: space.id };
        },
        changes: (saved) => [change(saved.id)],
      };
    }, id === null ? undefined : this.saveTexts(id, dto));
  }

  /**
   * The save of a space that keeps its symbol and field (its texts), as one
   * statement sent when the write's transaction begins (first-statement.ts):
   * nothing to check but the version (in the statement); the row it returns
   * goes to the read model, which need not read it again. It returns no row
   * when it does not apply (a new symbol or field, a stale version, no such
   * space): the full save follows and answers.
   */
  private saveTexts(id: number, dto: SpaceDto): FirstStatement<{ id: number }> {
    const version = dto.version ?? null;
    return {
      sql: `update "space" s set "norm" = ?, "description" = ?, "references" = ?::jsonb, "version" = s."version" + 1
       where s."id" = ? and s."symbol" = ? and s."field" = ? and (?::integer is null or s."version" = ?)
       returning s."id", s."symbol", s."norm", s."description", s."field", s."references", s."version"`,
      params: [optionalText(dto.norm), optionalText(dto.description), JSON.stringify(toReferences(dto.references)), id, dto.symbol, dto.field, version, version],
      settle: async (rows) => {
        const row = { ...(rows[0] as unknown as Space), id: Number(rows[0].id), version: Number(rows[0].version) };
        return { result: { id }, changes: [{ kind: 'space', space: { id, symbol: row.symbol, field: row.field } }], row };
      },
    };
  }

  /** The stored space as a plain record (not managed: save updates it by id), 404 if there is none. */
  private async stored(id: number): Promise<Space> {
    const rows = await this.em.execute<Space[]>(
      'select "id", "symbol", "norm", "description", "field", "references", "version" from "space" where "id" = ?',
      [id],
    );
    if (!rows.length) throw notFound();
    return { ...rows[0], id: Number(rows[0].id), version: Number(rows[0].version) };
  }

  delete(id: number, version: number | null = null): Promise<Record<string, never>> {
    return this.knowledge.change({ kind: 'space', id, deleting: true }, async () => {
      const space = await this.find(id);
      await assertLoadedVersion(version, space.version, () => spaceView(space));
      // Its relations to other spaces go with it (on delete cascade): the reasoner forgets each first.
      const relations = await this.em.find(SpaceRelation, { $or: [{ spaceId: id }, { ofSpaceId: id }] }, { fields: ['id'] });
      // A property that meant a relation to it means nothing now.
      const meaning = await this.em.find(Property, { meansSpaceId: id });
      return {
        persist: async () => {
          for (const p of meaning) Object.assign(p, { meansRelation: null, meansSpaceId: null });
          // The links (and their references) go with it: on delete cascade.
          await this.em.removeAndFlush(space);
          return {};
        },
        changes: () => [
          ...relations.map((r) => ({ kind: 'relationDeleted', relationId: r.id }) as const),
          ...meaning.map((p) => ({ kind: 'property', property: { id: p.id, name: p.name, field: p.field, ...(p.normDependent ? { normDependent: true } : {}) } }) as const),
          { kind: 'spaceDeleted', spaceId: id } as const,
        ],
      };
    });
  }

  private async assertFieldFitsLinks(space: Space, dto: SpaceDto): Promise<void> {
    const links = await this.em.find(SpaceLink, { spaceId: space.id });
    if (!links.length) return;
    const properties = new Map((await this.em.find(Property, { id: { $in: links.map((l) => l.propertyId) } })).map((p) => [p.id, p]));
    const misfits = links
      .filter((l) => !linkFieldOptions(dto.field, properties.get(l.propertyId)!.field).includes(l.field))
      .map((l) => properties.get(l.propertyId)!.name);
    if (misfits.length) {
      throw badRequest({ field: `The field cannot change: the links to ${misfits.join(', ')} would no longer be valid.` });
    }
  }

  /** A relation's field must stay one the two spaces' fields allow (as a link's). */
  private async assertFieldFitsRelations(space: Space, dto: SpaceDto): Promise<void> {
    const relations = await this.em.find(SpaceRelation, { $or: [{ spaceId: space.id }, { ofSpaceId: space.id }] });
    if (!relations.length) return;
    const others = new Map((await this.em.find(Space, { id: { $in: relations.map((r) => (r.spaceId === space.id ? r.ofSpaceId : r.spaceId)) } })).map((s) => [s.id, s]));
    const fieldOf = (spaceId: number) => (spaceId === space.id ? dto.field : others.get(spaceId)!.field);
    const misfits = relations.filter((r) => !linkFieldOptions(fieldOf(r.spaceId), fieldOf(r.ofSpaceId)).includes(r.field));
    if (misfits.length) {
      const names = misfits.map((r) => others.get(r.spaceId === space.id ? r.ofSpaceId : r.spaceId)?.symbol ?? space.symbol);
      throw badRequest({ field: `The field cannot change: the relations with ${names.join(', ')} would no longer be valid.` });
    }
  }
}
