/** The two routes of one link: from the space and from the property (the mirrored view). */
export type LinkSide = 'space' | 'property';

export function linkPath(side: LinkSide, spaceId: number | string, propertyId: number | string): string {
  return side === 'space' ? `/space/${spaceId}/property/${propertyId}` : `/property/${propertyId}/space/${spaceId}`;
}

export const mirrored = (side: LinkSide): LinkSide => (side === 'space' ? 'property' : 'space');
