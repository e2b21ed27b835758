import type { Theorem as TheoremView, TheoremAtom as AtomView } from '../../../kb/contract/items';
import { orderedReferences } from '../../../kb/contract/references';
import type { Property, Theorem, TheoremAtom } from '../entities';

/** Spec section 3's theorem, its conditions and conclusions named by their properties. */
export function theoremView(theorem: Theorem, atoms: TheoremAtom[], properties: Map<number, Pick<Property, 'name'>>): TheoremView {
  const own = atoms.filter((a) => a.theoremId === theorem.id).sort((a, b) => a.position - b.position);
  const atomView = (a: TheoremAtom): AtomView => ({ id: a.id, propertyId: a.propertyId, field: a.field, propertyName: properties.get(a.propertyId)?.name ?? '' });
  return {
    id: theorem.id,
    name: theorem.name,
    description: theorem.description,
    conditions: own.filter((a) => a.role === 'condition').map(atomView),
    conclusions: own.filter((a) => a.role === 'conclusion').map(atomView),
    references: orderedReferences(theorem.references),
    version: theorem.version,
    ...(theorem.alongRelation && theorem.alongDirection ? { along: { relation: theorem.alongRelation, direction: theorem.alongDirection } } : {}),
  };
}
