import type { Property as PropertyView, PropertySummary } from '../../../kb/contract/items';
import { orderedReferences } from '../../../kb/contract/references';
import type { Property } from '../entities';

/** Spec section 3's property, with its version (item-version.ts). */
export function propertyView(property: Property): PropertyView {
  return {
    id: property.id,
    name: property.name,
    description: property.description,
    field: property.field,
    references: orderedReferences(property.references),
    version: property.version,
    ...(property.normDependent ? { normDependent: true as const } : {}),
    ...(property.meansRelation && property.meansSpaceId !== null ? { means: { relation: property.meansRelation, spaceId: property.meansSpaceId } } : {}),
  };
}

/** A property as a list entry or inside a link entry. */
export function propertySummary(property: Pick<Property, 'id' | 'name' | 'field'>): PropertySummary {
  return { id: property.id, name: property.name, field: property.field };
}
