/**
 * What a kept catalogue answer depends on, from its URL (the same URL the
 * ReadCache keeps it under): the scope keys of knowledge/commit-reach.ts. A
 * commit that reaches none of them leaves the answer kept, with its bytes,
 * codings and ETag. Only routes answered wholly from the read model and the
 * knowledge base are listed, matched exactly on the path as sent (digits
 * only, no trailing slash, lower case); any other URL gets null and is
 * forgotten at every commit, as is every answer after a property change, an
 * import or a rebuild (another instance's commits caught up from the change
 * log reach what their changes reach, like this instance's own).
 */
import { scopeKey } from '../knowledge/commit-reach';

const SCOPED: Array<[RegExp, (id: number) => string[]]> = [
  // id and symbol of every space
  [/^\/api\/space$/, () => [scopeKey.spaceList]],
  // the space's own record
  [/^\/api\/space\/(\d+)$/, (id) => [scopeKey.space(id)]],
  // its properties (known or computed), or with ?unlinked=true those it can still take: its links and field
  [/^\/api\/space\/(\d+)\/property$/, (id) => [scopeKey.facts(id)]],
  // properties: only property changes (which reach everything) change them
  [/^\/api\/property(?:\/\d+)?$/, () => []],
  // theorems as records
  [/^\/api\/theorem(?:\/\d+)?$/, () => [scopeKey.theorems]],
];

/** The scope keys of the answer kept under `url` (path and query), or null: forgotten at every commit. */
export function scopesOf(url: string): string[] | null {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  for (const [pattern, scopes] of SCOPED) {
    const match = pattern.exec(path);
    if (match) return scopes(Number(match[1]));
  }
  return null;
}
