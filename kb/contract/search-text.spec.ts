import { matchesQuery, searchKey, searchWords } from './search-text';

describe('search text normal form', () => {
  it('finds ℓ¹ however it is typed', () => {
    for (const query of ['ell^1', '\\ell^1', 'ℓ1', 'ℓ¹', 'l1', 'L1', '$\\ell^1$', 'ell 1', 'ell1']) {
      expect([query, matchesQuery('$\\ell^1$', query)]).toEqual([query, true]);
    }
    expect(matchesQuery('$\\ell^2$', 'l1')).toBe(false);
  });

  it('normalises subscripts, infinity, Greek letters and font commands', () => {
    expect(searchKey('$c_0$')).toBe('c0');
    expect(searchKey('c₀')).toBe('c0');
    expect(searchKey('$\\ell^\\infty$')).toBe('linf');
    expect(searchKey('ℓ∞')).toBe('linf');
    expect(searchKey('$C[0,\\omega^\\omega]$')).toBe(searchKey('C[0, ω^ω]'));
    expect(searchKey('$A(\\mathbb D)$')).toBe('ad');
    expect(searchKey('$L^p(\\mathbb{R})$')).toBe(searchKey('Lp(ℝ)'));
    expect(searchKey('$X_{\\mathcal S}$')).toBe('xs');
    expect(searchKey('$W^{1,p}(0,1)$')).toBe('w1p01');
    expect(searchKey('$\\varepsilon$')).toBe(searchKey('ε'));
  });

  it('folds accents and the letters NFKD keeps', () => {
    expect(matchesQuery('Pełczyński property (V)', 'pelczynski')).toBe(true);
    expect(matchesQuery('Radon–Nikodym property', 'radon nikodym')).toBe(true);
    expect(matchesQuery('Gurariĭ space', 'gurarii')).toBe(true);
  });

  it('keeps ordinary words whole: "ell" inside a word is not ℓ', () => {
    expect(searchWords('Schauder basis, well known')).toEqual(['schauder', 'basis', 'well', 'known']);
    expect(searchWords('Orlicz space ell_M')).toEqual(['orlicz', 'space', 'lm']);
    expect(matchesQuery('$\\ell^p\\oplus\\ell^q$', 'lp lq')).toBe(true);
  });

  it('an empty or punctuation-only query matches everything', () => {
    expect(matchesQuery('$c$', '')).toBe(true);
    expect(matchesQuery('$c$', ' $ ')).toBe(true);
  });
});
