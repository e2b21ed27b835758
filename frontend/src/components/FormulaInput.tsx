/**
 * The formula box with autocomplete of names (the ARIA combobox pattern):
 * while typing a term, the names containing it are offered; arrow keys move
 * through them, Enter or a click puts the name in place of the term (keeping
 * its "~" or "?"), Escape closes the list.
 */
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { readableText } from '../lib/readable-text';
import { searchKey } from '@contract';

/** Suggestions shown at most. */
const SHOWN = 8;

/** The term being typed: where it starts, its negation sign and its text. */
function lastTerm(text: string): { start: number; sign: string; term: string } {
  const separator = Math.max(text.lastIndexOf('+'), text.lastIndexOf('&'), text.lastIndexOf('∧'));
  const start = separator + 1;
  const match = /^(\s*(?:[~¬!?]\s*|not\s+)*)(.*)$/i.exec(text.slice(start))!;
  return { start, sign: match[1], term: match[2] };
}

interface FormulaInputProps { id: string; value: string; onChange: (value: string) => void; names: string[]; placeholder?: string }

export function FormulaInput({ id, value, onChange, names, placeholder = 'Reflexive + ~Unconditional basis' }: FormulaInputProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const keyed = useMemo(() => names.map((name) => ({ name, key: searchKey(name), text: readableText(name) })), [names]);
  const { start, sign, term } = lastTerm(value);
  const suggestions = useMemo(() => {
    const key = searchKey(term);
    if (key === '') return [];
    const hits = keyed.filter((n) => n.key.includes(key) && n.key !== key);
    hits.sort((a, b) => Number(!a.key.startsWith(key)) - Number(!b.key.startsWith(key)) || a.key.length - b.key.length);
    return hits.slice(0, SHOWN);
  }, [keyed, term]);
  const shown = open && suggestions.length > 0;

  function pick(name: string) {
    const before = value.slice(0, start);
    onChange(`${before}${before && !before.endsWith(' ') ? ' ' : ''}${sign.trimStart()}${name}`);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself; the list wraps around through it.
      setActive((a) => {
        const next = a + step;
        return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      pick(suggestions[active].name);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <div className="combobox">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined}
        value={value}
        placeholder={placeholder}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label="Property names" className="combobox-list" hidden={!shown}>
        {shown &&
          suggestions.map((s, i) => (
            <li
              key={s.name}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(s.name);
              }}
            >
              {s.text}
            </li>
          ))}
      </ul>
    </div>
  );
}
