/** /space/add and /space/{id}/edit: symbol, norm, description, field and references. */
import type { Space } from '@contract';
import { MathField } from '../../../components/Form';
import { ItemAddPage, ItemEditPage, ItemForm } from '../../../components/ItemForm';
import { ItemFieldSelect } from '../../../components/ItemFieldSelect';
import { useItemForm } from '../../../lib/use-item-form';
import { saveSpace, useSpace } from '../api/spaces';

const LIST = { label: 'Spaces', to: '/space' };

export function SpaceAdd() {
  return (
    <ItemAddPage title="Add Banach space" list={LIST}>
      <SpaceFields />
    </ItemAddPage>
  );
}

export function SpaceEdit() {
  return (
    <ItemEditPage title="Edit Banach space" list={LIST} useItem={useSpace} crumb={(space, id) => ({ label: space.symbol, to: `/space/${id}` })}>
      {(space) => <SpaceFields space={space} />}
    </ItemEditPage>
  );
}

function SpaceFields({ space }: { space?: Space }) {
  const form = useItemForm({
    item: space,
    valuesOf: (s?: Space) => ({
      symbol: s?.symbol ?? '',
      norm: s?.norm ?? '',
      description: s?.description ?? '',
      field: s?.field ?? 'REAL_OR_COMPLEX',
      references: s?.references ?? [],
    }),
    save: saveSpace,
    pathOf: (id) => `/space/${id}`,
  });
  return (
    <ItemForm form={form} cancelTo={space ? `/space/${space.id}` : '/space'}>
      <MathField label="Symbol" {...form.bind('symbol')} single />
      <MathField label="Norm" {...form.bind('norm')} rows={2} />
      <MathField label="Description" {...form.bind('description')} rows={6} />
      <ItemFieldSelect {...form.bind('field')} />
    </ItemForm>
  );
}
