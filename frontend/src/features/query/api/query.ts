/** GET /api/query: a refused query (400) or a busy server (503) answers messages, which the page shows. */
import { useQuery } from '@tanstack/react-query';
import type { FieldErrors, QueryAnswer } from '@contract';
import { ReadError } from '../../../lib/api-client';

export type DatalogAnswer = { answer: QueryAnswer } | { errors: FieldErrors };

async function ask(q: string): Promise<DatalogAnswer> {
  const response = await fetch(`/api/query?q=${encodeURIComponent(q)}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (response.status === 400 || response.status === 503) return { errors: ((await response.json()) as { errors: FieldErrors }).errors ?? {} };
  if (response.status !== 200) throw new ReadError(response.status);
  return { answer: (await response.json()) as QueryAnswer };
}

/** The answer to `q`; nothing is asked while it is null. */
export const useDatalog = (q: string | null) => useQuery({ queryKey: ['/api/query', q], queryFn: () => ask(q!), enabled: q !== null });
