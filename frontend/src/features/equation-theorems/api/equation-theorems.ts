/** Reads and writes of theorems about differential equations (/api/differential-equation/theorem). */
import { apiPost } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import type { Created, EquationTheorem, EquationTheoremAtom, Reference } from '@contract';

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

export const saveEquationTheorem = (id: string | undefined, input: EquationTheoremInput) => apiPost<Created>(id ? `${base}/${id}` : base, input);

/** "Linear, not Nonlinear" */
export const atomText = (atoms: EquationTheoremAtom[]) => atoms.map((a) => `${a.hasProperty ? '' : 'not '}${a.propertyName}`).join(', ');

/** The theorem's name, or its statement when it has none. */
export const equationTheoremLabel = (t: EquationTheorem) => t.name?.trim() || `${atomText(t.conditions)} ⟹ ${atomText(t.conclusions)}`;
