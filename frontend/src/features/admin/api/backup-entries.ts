/**
 * How many entries a backup holds, for the import's confirmation: spaces,
 * properties, links, theorems, equations, equation properties and equation
 * links (references belong to their entries). Reads our format and the
 * original catalogue's (whose space–property links are `links`).
 */
const LISTS = [
  'spaces',
  'properties',
  'spaceLinks',
  'links',
  'theorems',
  'differentialEquations',
  'differentialEquationProperties',
  'differentialEquationLinks',
] as const;

export function backupEntries(backup: unknown): number {
  if (backup === null || typeof backup !== 'object' || Array.isArray(backup)) return 0;
  const lists = backup as Record<string, unknown>;
  return LISTS.reduce((sum, list) => sum + (Array.isArray(lists[list]) ? (lists[list] as unknown[]).length : 0), 0);
}

export const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
