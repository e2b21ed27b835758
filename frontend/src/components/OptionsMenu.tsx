/**
 * The three-dot dropdown: an Options section with the 'Show source' checkbox
 * (cookie showSource) that toggles the linked/computed annotations.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useSettings } from '../lib/settings';

export function OptionsMenu() {
  const { showSource, setShowSource } = useSettings();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const checkbox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    checkbox.current?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      className="dropdown"
      ref={root}
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label="More options"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="10" cy="4" r="1.8" fill="currentColor" />
          <circle cx="10" cy="10" r="1.8" fill="currentColor" />
          <circle cx="10" cy="16" r="1.8" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <div className="dropdown-menu" id={menuId} role="group" aria-label="Options" tabIndex={-1}>
          <div className="dropdown-header">Options</div>
          <label className="dropdown-item">
            <input ref={checkbox} type="checkbox" checked={showSource} onChange={(event) => setShowSource(event.target.checked)} />
            Show source
          </label>
        </div>
      )}
    </div>
  );
}
