/** /property/add and /property/{id}/edit: name, description, field, whether it depends on the norm, what it means, and references. */
import type { Property } from '@contract';
import { CheckboxField, MathField } from '../../../components/Form';
import { ItemAddPage, ItemEditPage, ItemForm } from '../../../components/ItemForm';
import { ItemFieldSelect } from '../../../components/ItemFieldSelect';
import { useItemForm } from '../../../lib/use-item-form';
import { saveProperty, useProperty } from '../api/properties';
import { meaningOf, PropertyMeaningField, type MeaningValues } from './PropertyMeaningField';

const LIST = { label: 'Properties', to: '/property' };

export function PropertyAdd() {
  return (
    <ItemAddPage title="Add property" list={LIST}>
      <PropertyFields />
    </ItemAddPage>
  );
}

export function PropertyEdit() {
  return (
    <ItemEditPage title="Edit property" list={LIST} useItem={useProperty} crumb={(property, id) => ({ label: property.name, to: `/property/${id}` })}>
      {(property) => <PropertyFields property={property} />}
    </ItemEditPage>
  );
}

function PropertyFields({ property }: { property?: Property }) {
  const form = useItemForm({
    item: property,
    valuesOf: (p?: Property) => ({
      name: p?.name ?? '',
      description: p?.description ?? '',
      field: p?.field ?? 'REAL_OR_COMPLEX',
      normDependent: p?.normDependent ?? false,
      meansRelation: (p?.means?.relation ?? '') as MeaningValues['meansRelation'],
      meansSpaceId: p?.means ? String(p.means.spaceId) : '',
      references: p?.references ?? [],
    }),
    save: (id, { meansRelation, meansSpaceId, ...input }) => saveProperty(id, { ...input, means: meaningOf({ meansRelation, meansSpaceId }) }),
    pathOf: (id) => `/property/${id}`,
  });
  return (
    <ItemForm form={form} cancelTo={property ? `/property/${property.id}` : '/property'}>
      <MathField label="Name" {...form.bind('name')} single />
      <MathField label="Description" {...form.bind('description')} rows={6} />
      <ItemFieldSelect {...form.bind('field')} />
      <CheckboxField label="A property of the norm (never carried along an isomorphism)" checked={form.values.normDependent} onChange={form.bind('normDependent').onChange} error={form.errors.normDependent} />
      <PropertyMeaningField
        meansRelation={form.values.meansRelation}
        meansSpaceId={form.values.meansSpaceId}
        onRelation={form.bind('meansRelation').onChange}
        onSpace={form.bind('meansSpaceId').onChange}
        error={form.errors.means}
      />
    </ItemForm>
  );
}
