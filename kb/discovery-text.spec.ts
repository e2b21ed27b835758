/** Text search ranking, on a few hand-made items. */
import { TextIndex, type TextDocument } from './discovery-text';

const doc = (type: TextDocument['type'], id: number, title: string | null, extra: Partial<TextDocument> = {}): TextDocument => ({
  type, id, title, aliases: [], description: '', referenceTitles: [], ...extra,
});

describe('text search', () => {
  const index = new TextIndex([
    doc('theorem', 1, 'Reflexive spaces with the Schur property are finite-dimensional'),
    doc('property', 2, 'Super-reflexive'),
    doc('property', 3, 'Reflexive'),
    doc('space', 4, '$\\ell^1$', { description: 'Absolutely summable sequences.' }),
    doc('space', 5, '$T$', { referenceTitles: ['A Banach space not containing $\\ell^p$ or $c_0$'] }),
    doc('equation', 6, 'Heat equation', { aliases: ['$$u_t = \\Delta u$$'] }),
    doc('theorem', 7, null, { description: 'Every reflexive space is weakly sequentially complete.' }),
  ]);
  const found = (q: string) => index.search(q, 20, 0).results.map((r) => [r.type, r.id, r.matched]);

  it('ranks an exact name, then names beginning with the query, then names containing it, then descriptions', () => {
    expect(found('reflexive')).toEqual([
      ['property', 3, 'name'],
      ['theorem', 1, 'name'],
      ['property', 2, 'name'],
      ['theorem', 7, 'description'],
    ]);
  });

  it('finds symbols however typed, equations by their formula, and reference titles', () => {
    expect(found('ℓ1')).toEqual([['space', 4, 'symbol']]);
    expect(found('u_t')).toEqual([['equation', 6, 'symbol']]);
    expect(found('banach space containing')).toEqual([['space', 5, 'reference']]);
    expect(found('summable')).toEqual([['space', 4, 'description']]);
    expect(found('  ')).toEqual([]);
  });

  it('pages, counting every match', () => {
    const page = index.search('reflexive', 2, 1);
    expect(page.total).toBe(4);
    expect(page.results.map((r) => r.id)).toEqual([1, 2]);
  });
});
