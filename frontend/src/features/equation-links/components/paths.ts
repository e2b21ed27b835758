/** The two routes of one equation link: from the equation and from the property (mirrored). */
import type { Crumb } from '../../../components/Breadcrumbs';

export type EquationLinkSide = 'equation' | 'property';

export function equationLinkPath(side: EquationLinkSide, equationId: number | string, propertyId: number | string): string {
  return side === 'equation'
    ? `/differential-equation/${equationId}/property/${propertyId}`
    : `/differential-equation/property/${propertyId}/differential-equation/${equationId}`;
}

export const mirroredSide = (side: EquationLinkSide): EquationLinkSide => (side === 'equation' ? 'property' : 'equation');

export function equationLinkCrumbs(
  side: EquationLinkSide,
  equation: { id: number; name: string },
  property: { id: number; name: string },
  last?: string,
): Crumb[] {
  const trail: Crumb[] =
    side === 'equation'
      ? [
          { label: 'Differential Equations', to: '/differential-equation' },
          { label: equation.name, to: `/differential-equation/${equation.id}` },
          { label: property.name, to: equationLinkPath(side, equation.id, property.id) },
        ]
      : [
          { label: 'Properties of differential equations', to: '/differential-equation/property' },
          { label: property.name, to: `/differential-equation/property/${property.id}` },
          { label: equation.name, to: equationLinkPath(side, equation.id, property.id) },
        ];
  return last ? [...trail, { label: last }] : trail;
}
