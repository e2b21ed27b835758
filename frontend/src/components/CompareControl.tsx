/** On a space page (or an equation page): pick another one and open /compare (or /differential-equation/compare) with both. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { readableText } from '../lib/readable-text';
import { apiQuery } from '../lib/use-api-query';

const KINDS = {
  space: { list: '/api/space', compare: '/compare', choose: 'Choose a space…' },
  equation: { list: '/api/differential-equation', compare: '/differential-equation/compare', choose: 'Choose an equation…' },
} as const;

export function CompareControl({ id, kind = 'space' }: { id: number; kind?: 'space' | 'equation' }) {
  const words = KINDS[kind];
  const subjects = useQuery(apiQuery<{ id: number; symbol?: string; name?: string }[]>(words.list));
  const navigate = useNavigate();
  const [other, setOther] = useState('');
  const others = (subjects.data ?? []).filter((s) => s.id !== id);
  if (others.length === 0) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    navigate(`${words.compare}?${kind}=${id}${other ? `&${kind}=${other}` : ''}`);
  }

  return (
    <form className="inline-field compare-control" onSubmit={submit} aria-label="Compare">
      <label htmlFor="compare-with">Compare with</label>
      <select id="compare-with" value={other} onChange={(e) => setOther(e.target.value)}>
        <option value="">{words.choose}</option>
        {others.map((s) => (
          <option key={s.id} value={s.id}>
            {readableText((kind === 'space' ? s.symbol : s.name) ?? '')}
          </option>
        ))}
      </select>
      <button type="submit">Compare</button>
    </form>
  );
}
