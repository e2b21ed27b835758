/** Text search ranking and the equation formula search, on a few hand-made items. */
import { searchEquations } from './discovery-equations';
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

describe('equation formula search', () => {
  const linear = { id: 1, name: 'Linear' };
  const parabolic = { id: 2, name: 'Parabolic' };
  const equations = [{ id: 10, name: 'Heat' }, { id: 11, name: 'Burgers' }, { id: 12, name: 'Wave' }];
  const links = [
    { equationId: 10, propertyId: 1, hasProperty: true },
    { equationId: 10, propertyId: 2, hasProperty: true },
    { equationId: 11, propertyId: 1, hasProperty: false },
    { equationId: 12, propertyId: 2, hasProperty: false },
  ];

  it('sorts equations into satisfy, fail (with the failing terms) and undecided', () => {
    const view = searchEquations(equations, links, [{ property: linear, value: true }, { property: parabolic, value: false }]);
    expect(view.satisfy).toEqual([]);
    expect(view.fail).toEqual([
      { equation: { id: 11, name: 'Burgers' }, failing: [{ property: linear, value: true }] },
      { equation: { id: 10, name: 'Heat' }, failing: [{ property: parabolic, value: false }] },
    ]);
    expect(view.undecided).toEqual([{ equation: { id: 12, name: 'Wave' }, unknown: [linear] }]);
  });

  it('a property asked both ways is impossible', () => {
    expect(searchEquations(equations, links, [{ property: linear, value: true }, { property: linear, value: false }]).contradiction).toEqual({ property: linear });
  });
});
