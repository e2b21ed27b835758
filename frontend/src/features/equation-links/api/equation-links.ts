/** The has/lacks link between a differential equation and a property of equations. */
import { apiPost } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import type { EquationLink, Reference } from '../../../lib/types';

export interface EquationLinkInput {
  hasProperty: boolean;
  description: string;
  references: Reference[];
}

export const equationLinkApiPath = (equationId: string, propertyId: string) =>
  `/api/differential-equation/${equationId}/property/${propertyId}`;
export const useEquationLink = (equationId: string, propertyId: string) =>
  useApiQuery<EquationLink>(equationLinkApiPath(equationId, propertyId));
export const saveEquationLink = (equationId: string, propertyId: string, input: EquationLinkInput) =>
  apiPost(equationLinkApiPath(equationId, propertyId), input);
