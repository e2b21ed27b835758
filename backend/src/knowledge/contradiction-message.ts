/**
 * How a refused write says why: the message naming the space, the property
 * and the theorems of each contradiction, under the form field that caused it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Contradiction } from '../../../kb/contract/links';
import type { CatalogueChange } from '../../../kb/records';
import type { RelationKind } from '../../../kb/contract/links';
import { RELATION_KIND_LABELS } from '../../../kb/contract/relations';
import { Property, Space, Theorem } from '../entities';

/** "… contradicts theorems: space ℓ², property Reflexive (real), theorems Milman–Pettis, #4." Read with the write's EntityManager. */
export async function describeContradictions(em: EntityManager, contradictions: Contradiction[], change: CatalogueChange): Promise<string> {
  const parts: string[] = [];
  const symbol = async (id: number) => (change.kind === 'space' && change.space.id === id ? change.space : await em.findOne(Space, id))?.symbol ?? `#${id}`;
  const relationText = async (r: { kind: RelationKind; spaceId: number; ofSpaceId: number }) =>
    `${await symbol(r.spaceId)} ${RELATION_KIND_LABELS[r.kind]} ${await symbol(r.ofSpaceId)}`;
  for (const c of contradictions.slice(0, 5)) {
    if (c.relation) {
      parts.push(`the relation "${await relationText(c.relation)}" (${c.scalar.toLowerCase()}) is forced both ways by the rules of relations`);
      continue;
    }
    const space = change.kind === 'space' && change.space.id === c.spaceId ? change.space : await em.findOne(Space, c.spaceId);
    const property =
      change.kind === 'property' && change.property.id === c.propertyId ? change.property : await em.findOne(Property, c.propertyId);
    const theorems: string[] = [];
    for (const id of c.theoremIds) {
      const theorem = change.kind === 'theorem' && change.theorem.id === id ? change.theorem : await em.findOne(Theorem, id);
      theorems.push(theorem?.name || `#${id}`);
    }
    // A fact carried across spaces: its derivation names the space it came from and the relation it came along.
    const carried = c.carriedFrom
      ? `, carried from ${await symbol(c.carriedFrom.spaceId)} because ${await relationText(c.carriedFrom.relation)}` +
        (theorems.length ? ` (theorem ${theorems.join(', ')})` : ' (invariant under isomorphism)')
      : theorems.length
        ? `, theorems ${theorems.join(', ')}`
        : '';
    parts.push(`space ${space?.symbol ?? '#' + c.spaceId}, property ${property?.name ?? '#' + c.propertyId} (${c.scalar.toLowerCase()})${carried}`);
  }
  return `This change contradicts the theorems: ${parts.join('; ')}.`;
}

/**
 * The form field a contradiction is reported under: `field` on the link form;
 * on the theorem form `conditions` when every contradicted property is among
 * the conditions only (the theorem then refutes its own hypothesis there),
 * else `conclusions` (what the theorem asserts); `general` for the rest
 * (a space's or property's field change).
 */
export function contradictionKey(change: CatalogueChange, contradictions: Contradiction[]): string {
  if (change.kind === 'link' || change.kind === 'relation') return 'field';
  if (change.kind === 'theorem') {
    const conditions = new Set(change.theorem.conditions.map((a) => a.propertyId));
    const conclusions = new Set(change.theorem.conclusions.map((a) => a.propertyId));
    const onConditions = contradictions.every((c) => conditions.has(c.propertyId) && !conclusions.has(c.propertyId));
    return onConditions ? 'conditions' : 'conclusions';
  }
  return 'general';
}
