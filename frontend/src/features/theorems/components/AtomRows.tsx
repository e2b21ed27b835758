/**
 * The condition or conclusion rows of the theorem form: 1 to 5 rows, Delete only
 * when there is more than one, Add hidden at five; choosing a property resets the
 * field to that property's natural field (spec section 4).
 */
import { defaultTheoremField, type ItemField, LINK_FIELD_LABELS, type LinkField, type PropertySummary, theoremFieldOptions } from '@contract';
import { SelectField } from '../../../components/Form';

export interface AtomRow {
  propertyId: number;
  field: LinkField;
}

export const MAX_ATOMS = 5;

const fieldOf = (property: PropertySummary | undefined): ItemField => property?.field ?? 'REAL_OR_COMPLEX';

export function newAtomRow(properties: PropertySummary[]): AtomRow {
  const first = properties[0];
  return { propertyId: first?.id ?? 0, field: defaultTheoremField(fieldOf(first)) };
}

interface AtomRowsProps {
  legend: string;
  singular: string;
  rows: AtomRow[];
  properties: PropertySummary[];
  onChange: (rows: AtomRow[]) => void;
}

export function AtomRows({ legend, singular, rows, properties, onChange }: AtomRowsProps) {
  const byId = new Map(properties.map((p) => [p.id, p]));
  const update = (index: number, row: AtomRow) => onChange(rows.map((r, i) => (i === index ? row : r)));
  return (
    <fieldset className="atom-rows">
      <legend>{legend}</legend>
      {rows.map((row, index) => (
        <div className="atom-row" key={index} data-testid={`${singular.toLowerCase()}-row`}>
          <SelectField
            label={`${singular} ${index + 1} property`}
            value={String(row.propertyId)}
            options={properties.map((p) => ({ value: String(p.id), label: p.name }))}
            onChange={(value) => {
              const propertyId = Number(value);
              update(index, { propertyId, field: defaultTheoremField(fieldOf(byId.get(propertyId))) });
            }}
          />
          <SelectField
            label={`${singular} ${index + 1} field`}
            value={row.field}
            options={theoremFieldOptions(fieldOf(byId.get(row.propertyId))).map((f) => ({ value: f, label: LINK_FIELD_LABELS[f] }))}
            onChange={(field) => update(index, { ...row, field })}
          />
          {rows.length > 1 && (
            <button type="button" className="button button-small" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              Delete<span className="visually-hidden"> {singular.toLowerCase()} {index + 1}</span>
            </button>
          )}
        </div>
      ))}
      {rows.length < MAX_ATOMS && (
        <button type="button" className="button button-small" onClick={() => onChange([...rows, newAtomRow(properties)])}>
          Add {singular.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
