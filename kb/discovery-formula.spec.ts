import { formulaTerms, parseFormula } from './discovery-formula';
import { NameIndex } from './discovery-names';

const NAMES = ['Compact', '$\\sigma$-compact', 'Locally compact', 'Not locally compact', '$k_{\\omega,3}$-space', 'Hausdorff and compact', '$\\ell^1$-saturated', 'Connected'];
const names = new NameIndex(NAMES, (n) => n);
const parse = (text: string) => {
  const parsed = parseFormula(text, names, (n) => n);
  return 'error' in parsed ? parsed.error : parsed.terms.map((t) => `${t.value ? '' : '~'}${t.item}`);
};

describe('formula terms', () => {
  it('splits at + & ∧ and the word "and", never inside math', () => {
    expect(formulaTerms('Compact + ~Connected & Locally compact ∧ x', names)).toEqual(['Compact', '~Connected', 'Locally compact', 'x']);
    expect(formulaTerms('$k_{\\omega,3}$-space + $a+b$', names)).toEqual(['$k_{\\omega,3}$-space', '$a+b$']);
    expect(formulaTerms('compact and not connected AND x', names)).toEqual(['compact', 'not connected', 'x']);
    expect(formulaTerms('Compact + + ~Connected +', names)).toEqual(['Compact', '~Connected']);
    expect(formulaTerms('  ', names)).toEqual([]);
  });

  it('keeps "and" inside a name written out exactly', () => {
    expect(formulaTerms('Hausdorff and compact + Connected', names)).toEqual(['Hausdorff and compact', 'Connected']);
    expect(formulaTerms('~Hausdorff and compact', names)).toEqual(['~Hausdorff and compact']);
  });
});

describe('parseFormula', () => {
  it('reads negations in every spelling, and double negations', () => {
    expect(parse('Compact + ~Connected + ¬Locally compact + !$\\sigma$-compact + not $k_{\\omega,3}$-space')).toEqual([
      'Compact',
      '~Connected',
      '~Locally compact',
      '~$\\sigma$-compact',
      '~$k_{\\omega,3}$-space',
    ]);
    expect(parse('~~Compact')).toEqual(['Compact']);
    expect(parse('not ~Compact')).toEqual(['Compact']);
  });

  it('takes a name that begins with "not" as written, and denies it with a sign', () => {
    expect(parse('Not locally compact')).toEqual(['Not locally compact']);
    expect(parse('~Not locally compact')).toEqual(['~Not locally compact']);
    expect(parse('not Locally compact')).toEqual(['Not locally compact']);
  });

  it('matches names in the search normal form, then by a unique part', () => {
    expect(parse('sigma-compact + l1-saturated + ~k_omega,3-space')).toEqual(['$\\sigma$-compact', '$\\ell^1$-saturated', '~$k_{\\omega,3}$-space']);
    expect(parse('ℓ¹-saturated')).toEqual(['$\\ell^1$-saturated']);
    expect(parse('connect')).toEqual(['Connected']);
    expect(parse('compact')).toEqual(['Compact']);
  });

  it('explains what it cannot read', () => {
    expect(parse('')).toMatch(/^Please enter a formula/);
    expect(parse('Compact + ~')).toBe('“~” names no property.');
    expect(parse('Compact + Paracompact')).toBe('Unknown property: “Paracompact”.');
    expect(parse('ocally')).toBe('“ocally” matches several properties: Locally compact, Not locally compact. Please write the full name.');
    expect(parse(Array(9).fill('Compact').join('+'))).toBe('A formula has at most 8 terms; this one has 9.');
  });
});
