/** Property names by id, for views that send ids only (derivations, facts). */
import { useMemo } from 'react';
import { useProperties } from '../../properties/api/properties';

export function usePropertyNames(): Map<number, string> {
  const properties = useProperties();
  return useMemo(() => new Map((properties.data ?? []).map((p) => [p.id, p.name])), [properties.data]);
}

export const SCALAR_LABELS = { REAL: 'real', COMPLEX: 'complex' } as const;
