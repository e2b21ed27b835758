/** Link entries grouped by their field link type, in the order of spec section 3. */
import type { ReactNode } from 'react';
import { LINK_FIELDS, LINK_FIELD_LABELS, type LinkField } from '@rules/fields';

interface FieldGroupsProps<T> {
  entries: T[];
  fieldOf: (entry: T) => LinkField;
  keyOf: (entry: T) => string | number;
  render: (entry: T) => ReactNode;
}

export function FieldGroups<T>({ entries, fieldOf, keyOf, render }: FieldGroupsProps<T>) {
  return (
    <div className="field-groups">
      {LINK_FIELDS.filter((field) => entries.some((e) => fieldOf(e) === field)).map((field) => (
        <section key={field} className="field-group" aria-label={LINK_FIELD_LABELS[field]}>
          <h3>{LINK_FIELD_LABELS[field]}</h3>
          <ul>
            {entries
              .filter((e) => fieldOf(e) === field)
              .map((entry) => (
                <li key={keyOf(entry)}>{render(entry)}</li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
