/** Reads and writes of theorems about differential equations (/api/differential-equation/theorem). */
import { apiPost } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import type { Created, EquationTheorem, EquationTheoremAtom, EquationTheoremCheckView, Reference } from '@contract';

export interface EquationAtomInput {
  propertyId: number;
  hasProperty: boolean;
}

export interface EquationTheoremInput {
  name: string;
  description: string;
  conditions: EquationAtomInput[];
  conclusions: EquationAtomInput[];
  references: Reference[];
  /** The version the edit form loaded (absent when adding). */
  version?: number;
}

const base = '/api/differential-equation/theorem';
export const useEquationTheorems = () => useApiQuery<EquationTheorem[]>(base);
export const useEquationTheorem = (id: string) => useApiQuery<EquationTheorem>(`${base}/${id}`);

/** The form's checks (redundant, converse) against the other equation theorems; nothing is saved. */
export const checkEquationTheorem = (id: number | undefined, input: Pick<EquationTheoremInput, 'conditions' | 'conclusions'>) =>
  apiPost<EquationTheoremCheckView>(id ? `${base}/${id}/check` : `${base}/check`, input);

export const saveEquationTheorem = (id: string | undefined, input: EquationTheoremInput) => apiPost<Created>(id ? `${base}/${id}` : base, input);

/** "Linear, not Nonlinear" */
export const atomText = (atoms: EquationTheoremAtom[]) => atoms.map((a) => `${a.hasProperty ? '' : 'not '}${a.propertyName}`).join(', ');

/** The theorem's name, or its statement when it has none. */
export const equationTheoremLabel = (t: EquationTheorem) => t.name?.trim() || `${atomText(t.conditions)} ⟹ ${atomText(t.conclusions)}`;
