/**
 * docs/computing.md (how properties are computed from theorems, by the engine's
 * author), bundled as text. A glob, so the app still builds if the file is absent.
 */
const files = import.meta.glob('@docs/computing.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export const computingDoc: string | null = Object.values(files)[0] ?? null;
