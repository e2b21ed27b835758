/**
 * Reverting a change: a new change (action "revert") that puts the item back
 * as it was before, through the item's own service, so through the same
 * checks as any save (a contradiction is the save's 400, a stale state the
 * save's 409). Restoring the catalogue as it was before an import (admins):
 * an import of the catalogue the import replaced, which keeps the catalogue
 * it replaces in turn, so a restore can itself be reverted.
 */
import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ChangeDetail } from '../../../kb/contract/changes';
import type { Backup } from '../../../kb/contract/backup';
import type { SessionUser } from '../auth/session-user';
import { replacementPlan } from '../backup/catalogue-store';
import { DifferentialEquationLinkService } from '../differential-equation/differential-equation-link.service';
import { EquationTheoremService } from '../differential-equation/equation-theorem.service';
import { DifferentialEquationPropertyService } from '../differential-equation/differential-equation-property.service';
import { DifferentialEquationService } from '../differential-equation/differential-equation.service';
import { badRequest, notFound } from '../http/errors';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { RelationService } from '../relation/relation.service';
import { LinkService } from '../link/link.service';
import { PropertyService } from '../property/property.service';
import { SpaceService } from '../space/space.service';
import { TheoremService } from '../theorem/theorem.service';
import { withChangeNote, type ChangeNote } from './change-note';
import { keyOf } from './change-rows';
import { ChangesService } from './changes.service';
import { readState, type ItemKey } from './item-states';

type State = Record<string, unknown>;

/** A change is reverted (or an import restored) once: a repeat is a 409 naming the change that did it. */
function alreadyReverted(revertedBy: number | null, current?: State | null): void {
  if (revertedBy === null) return;
  const errors = { general: `This change has already been reverted by change ${revertedBy}.` };
  throw new ConflictException(current === undefined ? { errors } : { errors, current });
}

/** What a service's save and delete need, by kind (a DTO is the state, with the version the revert loaded). */
interface ItemWrites {
  save(key: ItemKey, body: State): Promise<unknown>;
  delete(key: ItemKey, version: number): Promise<unknown>;
}

@Injectable()
export class RevertService {
  constructor(
    private readonly orm: MikroORM,
    private readonly changes: ChangesService,
    private readonly knowledge: KnowledgeService,
    spaces: SpaceService,
    properties: PropertyService,
    links: LinkService,
    theorems: TheoremService,
    equations: DifferentialEquationService,
    equationProperties: DifferentialEquationPropertyService,
    equationLinks: DifferentialEquationLinkService,
    equationTheorems: EquationTheoremService,
    relations: RelationService,
  ) {
    // The DTOs are the states' own fields (item-states.ts names them as the forms do).
    const byId = (service: { save(id: number | null, dto: never): Promise<unknown>; delete(id: number, version: number | null): Promise<unknown> }): ItemWrites => ({
      save: (key, body) => service.save(key.id, body as never),
      delete: (key, version) => service.delete(key.id!, version),
    });
    this.writes = {
      space: byId(spaces),
      property: byId(properties),
      theorem: byId(theorems),
      'differential-equation': byId(equations),
      'differential-equation-property': byId(equationProperties),
      'differential-equation-theorem': byId(equationTheorems),
      relation: byId(relations),
      link: { save: (key, body) => links.save(key.subjectId!, key.propertyId!, body as never), delete: (key, version) => links.delete(key.subjectId!, key.propertyId!, version) },
      'differential-equation-link': {
        save: (key, body) => equationLinks.save(key.subjectId!, key.propertyId!, body as never),
        delete: (key, version) => equationLinks.delete(key.subjectId!, key.propertyId!, version),
      },
    };
  }

  private readonly writes: Record<string, ItemWrites>;

  async revert(id: number, user: SessionUser): Promise<ChangeDetail> {
    const row = await this.changes.raw(id);
    if (!row) throw notFound();
    if (row.kind === 'catalogue') {
      if (!user.isAdmin) throw new ForbiddenException({ errors: { general: 'Only an admin can revert an import.' } });
      return this.restore(id, user);
    }
    const key = keyOf(row);
    const current = await readState(this.orm.em.fork(), key);
    alreadyReverted(row.reverted_by, current);
    // The item must be as the change left it: else a 409 with how it is now.
    const unchanged = row.after === null ? current === null : current !== null && current.version === row.after.version;
    if (!unchanged) throw new ConflictException({ errors: { general: 'The item changed since this change: revert the later changes first.' }, current });
    const note: ChangeNote = { userId: user.id, action: 'revert', revertOf: id };
    const writes = this.writes[row.kind];
    await withChangeNote(note, async () => {
      if (row.before === null) await writes.delete(key, current!.version as number);
      else if (current === null) await this.recreate(row.kind, key, row.action === 'delete', row.before);
      else await writes.save(key, { ...row.before, version: current.version });
    });
    return this.answer(id, user);
  }

  /**
   * Puts a deleted item back (a new id for a subject) and then the stored links
   * (and a space's relations and the properties' meanings naming it) its deletion took with it, each through its own
   * checks: one the theorems now contradict is refused with its derivation, and
   * the subject and what was put back before it stay restored (each a change of
   * this revert).
   */
  private async recreate(kind: string, key: ItemKey, deleted: boolean, before: State): Promise<void> {
    const { links, relations, meanings, ...item } = before as State & { links?: State[]; relations?: State[]; meanings?: State[] };
    const created = (await this.writes[kind].save(deleted ? { ...key, id: null } : key, { ...item, version: 0 })) as { id?: number };
    if (typeof created?.id !== 'number') return;
    const id = created.id;
    const linkKind = kind === 'space' ? 'link' : 'differential-equation-link';
    for (const link of Array.isArray(links) ? links : []) {
      const propertyId = Number(link.propertyId ?? link.differentialEquationPropertyId);
      const subject = kind === 'space' ? { spaceId: id } : { differentialEquationId: id };
      await this.writes[linkKind].save({ kind: linkKind, id: null, subjectId: id, propertyId }, { ...link, ...subject, version: 0 });
    }
    // A relation names the deleted space on one side (or both): it now has its new id.
    const renamed = (spaceId: unknown) => (spaceId === key.id ? id : spaceId);
    for (const { id: _old, ...relation } of Array.isArray(relations) ? relations : []) {
      await this.writes.relation.save({ kind: 'relation', id: null }, { ...relation, spaceId: renamed(relation.spaceId), ofSpaceId: renamed(relation.ofSpaceId), version: 0 });
    }
    // A property that meant a relation to the space means it of the new id again, unless it has been given another meaning since.
    for (const { propertyId, relation } of Array.isArray(meanings) ? meanings : []) {
      const property = await readState(this.orm.em.fork(), { kind: 'property', id: Number(propertyId) });
      if (!property || property.means) continue;
      await this.writes.property.save({ kind: 'property', id: Number(propertyId) }, { ...property, means: { relation, spaceId: id } });
    }
  }

  /** An admin puts back the catalogue an import replaced (the one it replaces is kept in turn). */
  async restore(id: number, user: SessionUser): Promise<ChangeDetail> {
    const row = await this.changes.raw(id);
    if (!row) throw notFound();
    if (row.kind !== 'catalogue' || row.replaced === null) throw badRequest({ general: 'Only an import (or a restore) can be restored: this change is not one.' });
    // A second restore of one import (a repeated click) would replace the catalogue again, dropping what was written since.
    alreadyReverted(row.reverted_by);
    const backup = row.replaced as Backup;
    await withChangeNote({ userId: user.id, action: 'restore', revertOf: id }, () =>
      this.knowledge.change({ kind: 'catalogue', id: null }, (em) => replacementPlan(em, backup)),
    );
    return this.answer(id, user);
  }

  private async answer(id: number, user: SessionUser): Promise<ChangeDetail> {
    const created = await this.changes.revertOf(id);
    if (created === null) throw new Error(`change ${id} was reverted but no change records it`);
    return this.changes.detail(created, user.isAdmin);
  }
}
