/** A labelled filter input for a list or table (names match in the search normal form: `ell2` finds ℓ²). */
import { useId } from 'react';

interface FilterBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

export function FilterBox({ label, value, onChange, placeholder }: FilterBoxProps) {
  const id = useId();
  return (
    <div className="filter-box">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} placeholder={placeholder} autoComplete="off" spellCheck={false} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
