/**
 * The catalogue-wide ranking of open questions, counted a few spaces at a
 * time. Counting every space's questions is quadratic in the catalogue
 * (spaces × properties × theorems): a fraction of a second at π-Base scale,
 * minutes at ten times it. So a request counts for at most SLICE_MS, and the
 * rest goes on in slices between other requests (never holding the event loop
 * for more than a slice, at least one space); meanwhile the answer covers the
 * spaces counted so far and says so (`counted` of `spaces`).
 *
 * Bounded memory: only the best RANKED_KEPT questions (overall, and per
 * scalar) are kept in rank order, with exact totals; a space's own questions
 * and one property's are counted on demand instead (kb/discovery.ts).
 */
import type { Scalar } from './contract/fields';
import { byRank, type OpenQuestion } from './discovery-questions';

/** Questions kept in rank order per list (every page within them can be read). */
export const RANKED_KEPT = 10_000;
/** Counting time one slice may take (at least one space is counted per slice). */
export const SLICE_MS = 20;

type Key = 'all' | Scalar;

/** The best questions of one list, and how many there are in all. */
class Best {
  total = 0;
  private kept: OpenQuestion[] = [];
  private sorted = true;

  add(q: OpenQuestion): void {
    this.total++;
    // Once RANKED_KEPT are kept in order, a question ranked after the last of them cannot enter.
    if (this.sorted && this.kept.length === RANKED_KEPT && byRank(q, this.kept[RANKED_KEPT - 1]) >= 0) return;
    this.kept.push(q);
    this.sorted = false;
    // Cut back to the best RANKED_KEPT now and then (not on every push).
    if (this.kept.length >= 2 * RANKED_KEPT) this.ranked();
  }

  ranked(): OpenQuestion[] {
    if (!this.sorted) {
      this.kept.sort(byRank);
      if (this.kept.length > RANKED_KEPT) this.kept.length = RANKED_KEPT;
      this.sorted = true;
    }
    return this.kept;
  }
}

export interface RankingView {
  /** The best questions (at most RANKED_KEPT), ranked, of the spaces counted so far. */
  questions: OpenQuestion[];
  total: number;
  /** Spaces counted so far, of all spaces with questions to count. */
  counted: number;
  spaces: number;
}

/** One catalogue state's ranking, counted in slices. */
export class QuestionRanking {
  private readonly lists: Record<Key, Best> = { all: new Best(), REAL: new Best(), COMPLEX: new Best() };
  private next = 0;
  private scheduled = false;

  /** `spaceIds`: the spaces to count, in order; `count`: one space's open questions; `current`: false once the catalogue has changed. */
  constructor(
    private readonly spaceIds: number[],
    private readonly count: (spaceId: number) => OpenQuestion[],
    private readonly current: () => boolean,
  ) {}

  get complete(): boolean {
    return this.next >= this.spaceIds.length;
  }

  /** Counts for up to SLICE_MS, then answers with what is counted; the rest continues in the background. */
  view(scalar?: Scalar): RankingView {
    this.slice();
    if (!this.complete) this.schedule();
    const list = this.lists[scalar ?? 'all'];
    return { questions: list.ranked(), total: list.total, counted: this.next, spaces: this.spaceIds.length };
  }

  private slice(): void {
    const until = performance.now() + SLICE_MS;
    do {
      if (this.complete) return;
      for (const q of this.count(this.spaceIds[this.next])) {
        this.lists.all.add(q);
        this.lists[q.scalar].add(q);
      }
      this.next++;
    } while (performance.now() < until);
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // Between slices, other requests run; unref'd so a finished process need not wait for it.
    setImmediate(() => {
      this.scheduled = false;
      // A changed catalogue gets a new ranking when next asked; this one stops.
      if (!this.current()) return;
      this.slice();
      if (!this.complete) this.schedule();
    }).unref();
  }
}
