/** On a space page: pick another space and open /compare with both. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { readableText } from '../../../lib/readable-text';
import { useSpaces } from '../api/spaces';

export function CompareControl({ spaceId }: { spaceId: number }) {
  const spaces = useSpaces();
  const navigate = useNavigate();
  const [other, setOther] = useState('');
  const others = (spaces.data ?? []).filter((s) => s.id !== spaceId);
  if (others.length === 0) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    navigate(`/compare?space=${spaceId}${other ? `&space=${other}` : ''}`);
  }

  return (
    <form className="inline-field compare-control" onSubmit={submit} aria-label="Compare">
      <label htmlFor="compare-with">Compare with</label>
      <select id="compare-with" value={other} onChange={(e) => setOther(e.target.value)}>
        <option value="">Choose a space…</option>
        {others.map((s) => (
          <option key={s.id} value={s.id}>
            {readableText(s.symbol)}
          </option>
        ))}
      </select>
      <button type="submit">Compare</button>
    </form>
  );
}
