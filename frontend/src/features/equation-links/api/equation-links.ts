/** The has/lacks link between a differential equation and a property of equations. */
import { apiPost } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import { useEquation } from '../../equations/api/equations';
import { useEquationProperty } from '../../equation-properties/api/equation-properties';
import type { EquationLinkPage, Reference } from '@contract';

export interface EquationLinkInput {
  hasProperty: boolean;
  description: string;
  references: Reference[];
  /** The version of the stored link the form loaded (0: none stored). */
  version?: number;
}

export const equationLinkApiPath = (equationId: string, propertyId: string) =>
  `/api/differential-equation/${equationId}/property/${propertyId}`;
export const useEquationLink = (equationId: string, propertyId: string) =>
  useApiQuery<EquationLinkPage>(equationLinkApiPath(equationId, propertyId));
export const saveEquationLink = (equationId: string, propertyId: string, input: EquationLinkInput) =>
  apiPost(equationLinkApiPath(equationId, propertyId), input);

/** What every page of one equation link reads: the link, the equation and the property. */
export function useEquationLinkView(equationId: string, propertyId: string) {
  const link = useEquationLink(equationId, propertyId);
  const equation = useEquation(equationId);
  const property = useEquationProperty(propertyId);
  return { link, equation, property, queries: [link, equation, property] };
}
