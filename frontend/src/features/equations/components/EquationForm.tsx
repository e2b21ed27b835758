/** /differential-equation/add and /{id}/edit: name, the equation, variables, parameters, description. */
import type { Equation } from '@contract';
import { MathField } from '../../../components/Form';
import { ItemAddPage, ItemEditPage, ItemForm } from '../../../components/ItemForm';
import { useItemForm } from '../../../lib/use-item-form';
import { saveEquation, useEquation } from '../api/equations';

const LIST = { label: 'Differential Equations', to: '/differential-equation' };
const path = (id: number | string) => `/differential-equation/${id}`;

export function EquationAdd() {
  return (
    <ItemAddPage title="Add differential equation" list={LIST}>
      <EquationFields />
    </ItemAddPage>
  );
}

export function EquationEdit() {
  return (
    <ItemEditPage title="Edit differential equation" list={LIST} useItem={useEquation} crumb={(equation, id) => ({ label: equation.name, to: path(id) })}>
      {(equation) => <EquationFields equation={equation} />}
    </ItemEditPage>
  );
}

function EquationFields({ equation }: { equation?: Equation }) {
  const form = useItemForm({
    item: equation,
    valuesOf: (e?: Equation) => ({
      name: e?.name ?? '',
      symbol: e?.symbol ?? '',
      variables: e?.variables ?? '',
      parameters: e?.parameters ?? '',
      description: e?.description ?? '',
      references: e?.references ?? [],
    }),
    save: saveEquation,
    pathOf: path,
  });
  return (
    <ItemForm form={form} cancelTo={equation ? path(equation.id) : LIST.to}>
      <MathField label="Name" {...form.bind('name')} single />
      <MathField label="Equation" {...form.bind('symbol')} rows={3} />
      <MathField label="Variables" {...form.bind('variables')} rows={2} />
      <MathField label="Parameters" {...form.bind('parameters')} rows={2} />
      <MathField label="Description" {...form.bind('description')} rows={5} />
    </ItemForm>
  );
}
