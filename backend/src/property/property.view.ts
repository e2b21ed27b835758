import type { Property } from '../entities';
import { orderedReferences } from '../reference/reference';

/** Spec section 3's property, with its version (item-version.ts). */
export function propertyView(property: Property) {
  return {
    id: property.id,
    name: property.name,
    description: property.description,
    field: property.field,
    references: orderedReferences(property.references),
    version: property.version,
  };
}

/** A property as a list entry or inside a link entry. */
export function propertySummary(property: Pick<Property, 'id' | 'name' | 'field'>) {
  return { id: property.id, name: property.name, field: property.field };
}
