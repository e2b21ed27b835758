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
      {LINK_FIELDS.map((field) => {
        const group = entries.filter((e) => fieldOf(e) === field);
        if (group.length === 0) return null;
        return (
          <section key={field} className="field-group" aria-label={LINK_FIELD_LABELS[field]}>
            <h3>
              {LINK_FIELD_LABELS[field]}
              <span className="field-count">· {group.length}</span>
            </h3>
            <ul className={group.length > 6 ? 'many' : undefined}>
              {group.map((entry) => (
                <li key={keyOf(entry)}>{render(entry)}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
