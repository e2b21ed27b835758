/**
 * A paged, filtered list whose filters and page are its URL (?name=…&offset=),
 * as the gaps pages are: the filters' values, the API query they make (with
 * limit and offset), and a setter; changing a filter goes back to the first
 * page, and the URL's other parameters (?kind=) are kept.
 */
import { useSearchParams } from 'react-router-dom';

export function useGapFilters<Name extends string>(names: readonly Name[], pageSize: number) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<Name, string>;
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const query = new URLSearchParams();
  for (const name of names) if (values[name]) query.set(name, values[name]);
  query.set('limit', String(pageSize));
  query.set('offset', String(offset));

  function set(name: Name | 'offset', value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'offset') next.delete('offset');
    setParams(next);
  }

  return { values, offset, query: query.toString(), set };
}
