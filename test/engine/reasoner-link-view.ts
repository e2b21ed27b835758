/**
 * A link page's view as the reasoner answers it (what the link page showed
 * before it read DataScript): the oracle the DataScript answers are compared
 * with, byte for byte.
 */
import { SCALARS } from '../../kb/contract/fields';
import type { KnowledgeBase } from '../../kb/knowledge-base';
import { computations, proofs, type ComputedComponent } from '../../kb/link-view';
import { space } from '../../kb/reasoner-input';
import type { LinkView, PropertySpaceView, SpacePropertyView } from '../../kb/records';
import type { FormulaSearchView, FormulaTerm, SearchField } from '../../kb/contract/discovery';
import { searchSpaces } from '../../kb/discovery-subjects';

export function reasonerLinkView(kb: KnowledgeBase, spaceId: number, propertyId: number): LinkView {
  const reasoner = kb.reasoning;
  const components: ComputedComponent[] = [];
  for (const scalar of SCALARS) {
    for (const value of [true, false]) {
      const fact = { subject: space(spaceId), propertyId, scalar, value };
      const derivations = reasoner.derivations(fact);
      if (derivations.computed) components.push({ fact, derivations });
    }
  }
  const { field, linked } = kb.linkRow(spaceId, propertyId);
  return {
    field,
    linked,
    computed: components.length > 0,
    computations: computations(spaceId, propertyId, components),
    proof: proofs(reasoner, components),
    contradictions: kb.link(spaceId, propertyId).contradictions,
  };
}

/** A space's rows with `computed` as the reasoner answers it: a fact of the pair not stored, or stored and computed too. */
export function reasonerSpaceProperties(kb: KnowledgeBase, spaceId: number): SpacePropertyView[] {
  const reasoner = kb.reasoning;
  return kb.spaceProperties(spaceId).map((row) => ({
    ...row,
    computed: SCALARS.some((scalar) => {
      const fact = reasoner.fact(space(spaceId), row.propertyId, scalar);
      return fact !== undefined && (!fact.stored || reasoner.isComputed(fact));
    }),
  }));
}

/** A property's rows with `computed` as the reasoner answers it. */
export function reasonerPropertySpaces(kb: KnowledgeBase, propertyId: number): PropertySpaceView[] {
  const reasoner = kb.reasoning;
  return kb.propertySpaces(propertyId).map((row) => ({
    ...row,
    computed: SCALARS.some((scalar) => {
      const fact = reasoner.fact(space(row.spaceId), propertyId, scalar);
      return fact !== undefined && (!fact.stored || reasoner.isComputed(fact));
    }),
  }));
}

/** A formula search's view with what each space knows of the terms read from the reasoner (the same parsed terms). */
export function reasonerFormula(kb: KnowledgeBase, terms: FormulaTerm[], field: SearchField): FormulaSearchView {
  return searchSpaces(kb.reasoning, kb.discovery.spaceList(), terms, field);
}
