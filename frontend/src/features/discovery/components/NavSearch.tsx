/**
 * The search box of the navigation bar: "/" anywhere (outside a field) focuses
 * it; Enter opens /search?q=…, which reads a formula of property names as a
 * formula and anything else as text (the same box as /search and the home page).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import '../discovery.css';

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function NavSearch() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return;
    navigate(`/search?${new URLSearchParams({ q: text })}`);
    setText('');
    input.current?.blur();
  }

  return (
    <form role="search" aria-label="Site search" className="nav-search" onSubmit={submit}>
      <input
        ref={input}
        type="search"
        aria-label="Search the catalogue"
        aria-keyshortcuts="/"
        placeholder="Search or a formula (press /)"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  );
}
