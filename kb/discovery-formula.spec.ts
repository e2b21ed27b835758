import { formulaTerms, parseFormula, readQuery } from './discovery-formula';
import { NameIndex } from './discovery-names';

const NAMES = ['Compact', '$\\sigma$-compact', 'Locally compact', 'Not locally compact', '$k_{\\omega,3}$-space', 'Hausdorff and compact', '$\\ell^1$-saturated', 'Connected', 'Separable', 'Separable dual', 'Reflexive', 'Isomorphic to $\\ell^2$'];
const names = new NameIndex(NAMES, (n) => n);
const parse = (text: string) => {
  const parsed = parseFormula(text, names, (n) => n);
  return 'error' in parsed ? parsed.error : parsed.terms.map((t) => `${t.value === null ? '?' : t.value ? '' : '~'}${t.item}`);
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
    expect(parse('Compact + Parabolic')).toBe('Unknown property: “Parabolic”.');
    expect(parse('ocally')).toBe('“ocally” matches several properties: Locally compact, Not locally compact. Please write the full name.');
    expect(parse(Array(9).fill('Compact').join('+'))).toBe('A formula has at most 8 terms; this one has 9.');
  });
});

describe('undecided terms (?P) and suggestions', () => {
  it('reads ?P as undecided, alone or with others', () => {
    expect(parse('Reflexive + ?Separable')).toEqual(['Reflexive', '?Separable']);
    expect(parse('? Connected & ~Compact')).toEqual(['?Connected', '~Compact']);
    expect(parse('?~Compact')).toBe('“?~Compact”: a term is asserted, denied (~) or undecided (?), not both.');
    expect(parse('~?Compact')).toBe('“~?Compact”: a term is asserted, denied (~) or undecided (?), not both.');
    expect(parse('Compact + ?')).toBe('“?” names no property.');
  });

  it('suggests the nearest names for an unknown one', () => {
    expect(parse('Reflexive + ~Separabel')).toBe('Unknown property: “Separabel”. Did you mean “Separable”, “Separable dual”?');
    expect(parse('Reflexiv + ~Conected')).toBe('Unknown property: “Conected”. Did you mean “Connected”?');
    expect(parse('Compact + Parabolic')).toBe('Unknown property: “Parabolic”.');
  });
});

describe('readQuery: what the search box makes of a query', () => {
  const read = (text: string) => {
    const reading = readQuery(text, names, (n) => n);
    return reading.kind === 'formula' ? reading.terms.map((t) => `${t.value === null ? '?' : t.value ? '' : '~'}${t.item}`) : reading.kind === 'misread' ? reading.error : 'text';
  };

  it('reads a formula with an operator, its names matched as the text search matches them', () => {
    expect(read('Reflexive + ~Separable')).toEqual(['Reflexive', '~Separable']);
    expect(read('reflexive and not separable')).toEqual(['Reflexive', '~Separable']);
    expect(read('Isomorphic to ell2 + ~compact')).toEqual(['Isomorphic to $\\ell^2$', '~Compact']);
    expect(read('¬Compact')).toEqual(['~Compact']);
    expect(read('?Reflexive')).toEqual(['?Reflexive']);
  });

  it('leaves a name alone, plain words and math to the text search', () => {
    expect(read('Reflexive')).toBe('text');
    expect(read('ell2')).toBe('text');
    expect(read('Banach and Mazur')).toBe('text');
    expect(read('Tsirelson + Schlumprecht')).toBe('text');
    expect(read('$a+b$')).toBe('text');
  });

  it('says why a query with formula signs and a known name cannot be read', () => {
    expect(read('Reflexive + ~Separabel')).toBe('Unknown property: “Separabel”. Did you mean “Separable”, “Separable dual”?');
  });
});
