/** The catalogue-wide ranking counted in slices: bounded work per request, bounded memory, the same order as a full sort. */
import type { Scalar } from './contract/fields';
import { byRank, type OpenQuestion } from './discovery-questions';
import { QuestionRanking, RANKED_KEPT, SLICE_MS } from './discovery-ranking';

/** Deterministic questions of one space: `perSpace` of them, counts spread so that ranks interleave across spaces. */
function questionsOf(spaceId: number, perSpace: number): OpenQuestion[] {
  return Array.from({ length: perSpace }, (_, i) => {
    const scalar: Scalar = i % 2 ? 'COMPLEX' : 'REAL';
    const ifHolds = (spaceId * 7919 + i * 104729) % 97;
    return { spaceId, propertyId: i + 1, scalar, ifHolds: ifHolds === 0 ? null : ifHolds, ifFails: (spaceId + i) % 13 };
  });
}

const nextTurn = () => new Promise((done) => setImmediate(done));

describe('QuestionRanking', () => {
  it('keeps the best RANKED_KEPT questions in rank order, with exact totals overall and per scalar', () => {
    const spaces = Array.from({ length: 30 }, (_, i) => i + 1);
    const perSpace = 1000; // 30,000 questions: three times what is kept
    const ranking = new QuestionRanking(spaces, (id) => questionsOf(id, perSpace), () => true);
    let view = ranking.view();
    while (view.counted < view.spaces) view = ranking.view();
    const all = spaces.flatMap((id) => questionsOf(id, perSpace)).sort(byRank);
    expect(view.total).toBe(all.length);
    expect(view.questions).toHaveLength(RANKED_KEPT);
    expect(view.questions).toEqual(all.slice(0, RANKED_KEPT));
    const real = ranking.view('REAL');
    expect(real.total).toBe(all.filter((q) => q.scalar === 'REAL').length);
    expect(real.questions).toEqual(all.filter((q) => q.scalar === 'REAL').slice(0, RANKED_KEPT));
  });

  it('counts for one slice per request, at least one space, and goes on between requests until every space is counted', async () => {
    const counted: number[] = [];
    // Each space takes longer than a slice: one space per slice.
    const slow = (id: number) => {
      const until = performance.now() + SLICE_MS + 5;
      while (performance.now() < until);
      counted.push(id);
      return questionsOf(id, 3);
    };
    const ranking = new QuestionRanking([1, 2, 3, 4], slow, () => true);
    const first = ranking.view();
    expect(first).toMatchObject({ counted: 1, spaces: 4, total: 3 });
    expect(counted).toEqual([1]);
    // The rest is counted in later turns of the event loop, one space each.
    await nextTurn();
    expect(counted).toEqual([1, 2]);
    while (counted.length < 4) await nextTurn();
    expect(ranking.view()).toMatchObject({ counted: 4, spaces: 4, total: 12 });
  });

  it('stops counting in the background once the catalogue has changed', async () => {
    let current = true;
    const counted: number[] = [];
    const slow = (id: number) => {
      const until = performance.now() + SLICE_MS + 5;
      while (performance.now() < until);
      counted.push(id);
      return [];
    };
    const ranking = new QuestionRanking([1, 2, 3, 4], slow, () => current);
    ranking.view();
    current = false;
    for (let i = 0; i < 5; i++) await nextTurn();
    expect(counted).toEqual([1]);
  });
});

describe('byRank', () => {
  const q = (ifHolds: number | null, ifFails: number | null, spaceId = 1): OpenQuestion => ({ spaceId, propertyId: 1, scalar: 'REAL', ifHolds, ifFails });

  it('puts a gap one of whose answers contradicts the theorems first: the catalogue settles it by refutation', () => {
    expect([q(40, 40, 1), q(null, 0, 2)].sort(byRank)).toEqual([q(null, 0, 2), q(40, 40, 1)]);
  });

  it('ranks a gap that teaches something either way above one whose other answer teaches nothing, however much that one would bring', () => {
    // "Does BMOA have Isomorphic to a C(K) space?": 30 facts if it held, none if (as it plainly does) it fails.
    expect([q(30, 0, 1), q(4, 3, 2)].sort(byRank)).toEqual([q(4, 3, 2), q(30, 0, 1)]);
    // Equal on the less fruitful answer: the two together decide.
    expect([q(5, 3, 1), q(9, 3, 2)].sort(byRank)).toEqual([q(9, 3, 2), q(5, 3, 1)]);
  });
});
