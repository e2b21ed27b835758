import { readable, sortByText } from './sorting';

describe('sortByText', () => {
  test('ignores LaTeX markup and compares numbers as numbers', () => {
    const symbols = ['$\\ell^{10}$', '$L^p$', '$\\ell^2$', '$c_0$', '$C[0,1]$', '$\\ell^1$'];
    expect(sortByText(symbols, (s) => s)).toEqual(['$c_0$', '$C[0,1]$', '$\\ell^1$', '$\\ell^2$', '$\\ell^{10}$', '$L^p$']);
  });

  test('keeps distinct texts with the same readable form apart, deterministically', () => {
    expect(sortByText(['$a$', 'a', '{a}'], (s) => s)).toEqual(sortByText(['{a}', 'a', '$a$'], (s) => s));
    expect(readable('$\\ell^{2}$')).toBe('ell^2');
  });

  test('does not change its input', () => {
    const input = ['b', 'a'];
    sortByText(input, (s) => s);
    expect(input).toEqual(['b', 'a']);
  });
});
