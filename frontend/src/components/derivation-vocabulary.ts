/**
 * How a derivation names its facts, for spaces or for differential equations:
 * the property and theorem names (read only for the kind shown), where they
 * live, and what a subject is called. Equations have no scalar, so their
 * facts are shown without one.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EquationProperty, EquationTheorem, PropertySummary, Theorem } from '@contract';
import { apiQuery } from '../lib/use-api-query';
import { theoremLabel } from './TheoremStatement';
import { equationTheoremLabel } from '../features/equation-theorems/api/equation-theorems';

export type DerivationKind = 'space' | 'equation';

export interface DerivationVocabulary {
  propertyName: (id: number) => string;
  theoremLabel: (id: number) => string;
  propertyPath: (id: number) => string;
  theoremPath: (id: number) => string;
  /** The page of a (subject, property): its link or derived fact, with the proof. */
  factPath: (subjectId: number, propertyId: number) => string;
  /** "the space" / "the equation": the hypothetical subject of a formula or a property. */
  someone: string;
  /** Whether facts carry a scalar (spaces) or not (equations). */
  scalars: boolean;
}

const EQ = '/differential-equation';

export function useDerivationVocabulary(kind: DerivationKind): DerivationVocabulary {
  const spaces = kind === 'space';
  const properties = useQuery({ ...apiQuery<PropertySummary[]>('/api/property'), enabled: spaces });
  const theorems = useQuery({ ...apiQuery<Theorem[]>('/api/theorem'), enabled: spaces });
  const equationProperties = useQuery({ ...apiQuery<EquationProperty[]>(`/api${EQ}/property`), enabled: !spaces });
  const equationTheorems = useQuery({ ...apiQuery<EquationTheorem[]>(`/api${EQ}/theorem`), enabled: !spaces });
  return useMemo(() => {
    const names = new Map(((spaces ? properties.data : equationProperties.data) ?? []).map((p) => [p.id, p.name]));
    const labels = new Map<number, string>(
      spaces ? (theorems.data ?? []).map((t) => [t.id, theoremLabel(t)]) : (equationTheorems.data ?? []).map((t) => [t.id, equationTheoremLabel(t)]),
    );
    return {
      propertyName: (id) => names.get(id) ?? `property ${id}`,
      theoremLabel: (id) => labels.get(id) ?? `Theorem ${id}`,
      propertyPath: (id) => (spaces ? `/property/${id}` : `${EQ}/property/${id}`),
      theoremPath: (id) => (spaces ? `/theorem/${id}` : `${EQ}/theorem/${id}`),
      factPath: (subjectId, propertyId) => (spaces ? `/space/${subjectId}/property/${propertyId}` : `${EQ}/${subjectId}/property/${propertyId}`),
      someone: spaces ? 'the space' : 'the equation',
      scalars: spaces,
    };
  }, [spaces, properties.data, theorems.data, equationProperties.data, equationTheorems.data]);
}
