/** The field of a space or a property: REAL_OR_COMPLEX, REAL or COMPLEX, labelled per spec section 3. */
import { ITEM_FIELDS, ITEM_FIELD_LABELS, type ItemField } from '@contract';
import { SelectField } from './Form';

export function ItemFieldSelect({ value, onChange, error }: { value: ItemField; onChange: (field: ItemField) => void; error?: string }) {
  return (
    <SelectField
      label="Field"
      value={value}
      onChange={onChange}
      error={error}
      options={ITEM_FIELDS.map((field) => ({ value: field, label: ITEM_FIELD_LABELS[field] }))}
    />
  );
}
