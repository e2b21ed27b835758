/**
 * One filter of a list page's filter line: a labelled select whose empty
 * choice ("Any") leaves the list unfiltered; names are math texts, shown as
 * readable text (an option cannot hold typeset math).
 */
import { readableText } from '../lib/readable-text';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ id: number; name: string }>;
}

export function FilterSelect({ id, label, value, onChange, options }: Props) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {readableText(o.name)}
          </option>
        ))}
      </select>
    </>
  );
}
