/** How the change log reads in words: kinds, actions, and a change's consequences ("+312 facts in 40 spaces, −3"). */
import type { ChangeKind, ConsequenceSummary } from '@contract';

export { CHANGE_KIND_WORDS as KIND_WORDS, CHANGE_ACTION_WORDS as ACTION_WORDS } from '@contract';

/** The kinds of change that state a fact themselves (the consequences count only what follows from it). */
const OWN_FACT_KINDS = new Set<ChangeKind>(['link', 'relation', 'differential-equation-link']);

const number = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "+312 facts in 40 spaces, −3"; "no change to the facts" when none ("… derived facts" for a link, whose own fact is the edit); an import or restore, whose facts the log does not count, says so. */
export function consequencesText({ added, removed, spaces }: ConsequenceSummary, kind?: ChangeKind): string {
  if (kind === 'catalogue') return 'the whole catalogue replaced (its facts are not counted)';
  // A link's (or relation's) own fact is the edit itself, not counted here: turning it from holds to fails changed a fact.
  if (added === 0 && removed === 0) return kind !== undefined && OWN_FACT_KINDS.has(kind) ? 'no change to the derived facts' : 'no change to the facts';
  const where = ` in ${number(spaces)} ${spaces === 1 ? 'space' : 'spaces'}`;
  if (removed === 0) return `+${number(added)} ${added === 1 ? 'fact' : 'facts'}${where}`;
  if (added === 0) return `−${number(removed)} ${removed === 1 ? 'fact' : 'facts'}${where}`;
  return `+${number(added)} ${added === 1 ? 'fact' : 'facts'}${where}, −${number(removed)}`;
}

/** "26 Nov 2026, 17:28" in the reader's time zone. */
export function when(at: string): string {
  return new Date(at).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
