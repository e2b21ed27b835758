/** /differential-equation/property/add and /{id}/edit: name, description and references. */
import type { EquationProperty } from '@contract';
import { MathField } from '../../../components/Form';
import { ItemAddPage, ItemEditPage, ItemForm } from '../../../components/ItemForm';
import { useItemForm } from '../../../lib/use-item-form';
import { saveEquationProperty, useEquationProperty } from '../api/equation-properties';
import { EQUATION_PROPERTIES } from './EquationPropertyList';

const LIST = { label: EQUATION_PROPERTIES, to: '/differential-equation/property' };
const path = (id: number | string) => `/differential-equation/property/${id}`;

export function EquationPropertyAdd() {
  return (
    <ItemAddPage title="Add property of differential equations" crumb="Add property" list={LIST}>
      <EquationPropertyFields />
    </ItemAddPage>
  );
}

export function EquationPropertyEdit() {
  return (
    <ItemEditPage
      title="Edit property of differential equations"
      list={LIST}
      useItem={useEquationProperty}
      crumb={(property, id) => ({ label: property.name, to: path(id) })}
    >
      {(property) => <EquationPropertyFields property={property} />}
    </ItemEditPage>
  );
}

function EquationPropertyFields({ property }: { property?: EquationProperty }) {
  const form = useItemForm({
    item: property,
    valuesOf: (p?: EquationProperty) => ({ name: p?.name ?? '', description: p?.description ?? '', references: p?.references ?? [] }),
    save: saveEquationProperty,
    pathOf: path,
  });
  return (
    <ItemForm form={form} cancelTo={property ? path(property.id) : LIST.to}>
      <MathField label="Name" {...form.bind('name')} single />
      <MathField label="Description" {...form.bind('description')} rows={5} />
    </ItemForm>
  );
}
