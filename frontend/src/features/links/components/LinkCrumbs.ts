/** Breadcrumbs of a link page, from whichever side it was opened. */
import type { Crumb } from '../../../components/Breadcrumbs';
import type { LinkPage } from '@contract';
import { linkPath, type LinkSide } from './paths';

export function linkCrumbs(side: LinkSide, view: Pick<LinkPage, 'space' | 'property'>, last?: string): Crumb[] {
  const { space, property } = view;
  const trail: Crumb[] =
    side === 'space'
      ? [
          { label: 'Spaces', to: '/space' },
          { label: space.symbol, to: `/space/${space.id}` },
          { label: property.name, to: linkPath(side, space.id, property.id) },
        ]
      : [
          { label: 'Properties', to: '/property' },
          { label: property.name, to: `/property/${property.id}` },
          { label: space.symbol, to: linkPath(side, space.id, property.id) },
        ];
  return last ? [...trail, { label: last }] : trail;
}
