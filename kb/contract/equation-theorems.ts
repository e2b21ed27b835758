/**
 * Theorems about differential equations (GET /api/differential-equation/theorem…):
 * conditions ⇒ conclusions over equation properties, each atom saying the
 * equation has (true) or lacks (false) the property. Equations have no scalar
 * field, so an atom is a property and a truth value.
 */
import type { Reference } from './references';

export interface EquationTheoremAtom { propertyId: number; hasProperty: boolean; propertyName: string }

export interface EquationTheorem {
  id: number;
  name: string | null;
  description: string;
  conditions: EquationTheoremAtom[];
  conclusions: EquationTheoremAtom[];
  references: Reference[];
  version: number;
}

/** One step of an equation fact's proof: a stored link, or a theorem's firing on the facts in `supports`. */
export interface EquationProofNode {
  differentialEquationId: number;
  differentialEquationPropertyId: number;
  hasProperty: boolean;
  rule: 'stored' | 'forward' | 'contrapositive' | 'carried';
  theoremId: number | null;
  supports: EquationProofNode[];
}
