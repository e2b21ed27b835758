/**
 * KaTeX is loaded beside the main bundle, in parallel with a page's first reads;
 * pages wait for it (useKatex) as they wait for their data, so math is typeset
 * in the first paint of the content and raw TeX never flashes.
 */
import { useQuery } from '@tanstack/react-query';
import type Katex from 'katex';

let katex: typeof Katex | null = null;

async function loadKatex(): Promise<typeof Katex> {
  katex ??= (await import('katex')).default;
  return katex;
}
// Started at once, not on the first page's render.
void loadKatex().catch(() => undefined);

/** The loaded KaTeX, or null before it has arrived. */
export const loadedKatex = (): typeof Katex | null => katex;

export const useKatex = () =>
  useQuery({ queryKey: ['katex'], queryFn: loadKatex, staleTime: Infinity, gcTime: Infinity, retry: 3, structuralSharing: false });
