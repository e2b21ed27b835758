/**
 * What "matches" means when a reader types a name: one normal form for the
 * catalogue's texts (LaTeX inside `$…$`, Unicode, plain ASCII) and for the
 * query, so that `ell^1`, `\ell^1`, `ℓ1`, `ℓ¹` and `l1` all find `$\ell^1$`,
 * `c0` finds `$c_0$`, `Pelczynski` finds `Pełczyński`.
 *
 * Normalised (docs/search.md lists it for readers):
 * - case, accents and ligatures (NFKD, plus the letters NFKD keeps: ł ø đ ß æ œ ı);
 * - super- and subscript digits and letters (¹ → 1, ₀ → 0, ᵖ → p);
 * - the math delimiters `$`, and the markup around symbols: `^`, `_`, braces,
 *   `\,` spacing, and font commands (`\mathbb`, `\mathcal`, `\mathrm`, `\operatorname`, `\text`, …);
 * - `\ell`, `ℓ` and a standalone `ell` before an index (ell^1, ellp) → `l`;
 * - Greek letters, written `\omega` or `ω` → their names (`omega`); `\infty` and `∞` → `inf`;
 * - double-struck letters (`ℝ`, `\mathbb R`) → the plain letter.
 * What is kept: letters and digits, in order. Punctuation and spaces separate words.
 * Callers that filter many items keep each item's key (it costs a few µs to make).
 */

const GREEK: Record<string, string> = {
  α: 'alpha', β: 'beta', γ: 'gamma', δ: 'delta', ε: 'epsilon', ϵ: 'epsilon', ζ: 'zeta', η: 'eta', θ: 'theta', ϑ: 'theta',
  ι: 'iota', κ: 'kappa', λ: 'lambda', μ: 'mu', ν: 'nu', ξ: 'xi', π: 'pi', ϖ: 'pi', ρ: 'rho', ϱ: 'rho', σ: 'sigma', ς: 'sigma',
  τ: 'tau', υ: 'upsilon', φ: 'phi', ϕ: 'phi', χ: 'chi', ψ: 'psi', ω: 'omega',
  Γ: 'gamma', Δ: 'delta', Θ: 'theta', Λ: 'lambda', Ξ: 'xi', Π: 'pi', Σ: 'sigma', Υ: 'upsilon', Φ: 'phi', Ψ: 'psi', Ω: 'omega',
};
const GREEK_NAMES = new Set(Object.values(GREEK).concat(['varepsilon', 'vartheta', 'varphi', 'varpi', 'varrho', 'varsigma']));

/** Letters NFKD leaves alone. */
const LETTERS: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', ð: 'd', þ: 'th', ŀ: 'l' };

/** Commands that only style their argument: dropped, the argument kept. */
const STYLE_COMMANDS = /\\(?:mathbb|mathcal|mathscr|mathfrak|mathrm|mathbf|mathit|mathsf|mathtt|boldsymbol|bm|operatorname\*?|text|textrm|textbf|textit|mbox|left|right|big|Big|bigg|Bigg|displaystyle)\b/g;

function latexWords(text: string): string {
  return text
    .replace(STYLE_COMMANDS, ' ')
    .replace(/\\ell\b/g, ' l')
    .replace(/\\infty\b/g, ' inf ')
    .replace(/\\(var)?([a-zA-Z]+)/g, (_, variant: string | undefined, name: string) => {
      const word = (variant ?? '') + name;
      if (GREEK_NAMES.has(word.toLowerCase())) return ` ${variant ? name : word} `;
      // Other commands (\oplus, \partial, \frac, …) are operators, not letters: a separator.
      return ' ';
    });
}

function unicodeWords(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKD')) {
    if (/\p{M}/u.test(ch)) continue;
    const lower = ch.toLowerCase();
    if (ch === 'ℓ') out += 'l';
    else if (ch === '∞') out += ' inf ';
    else if (GREEK[ch]) out += ` ${GREEK[ch]} `;
    else if (LETTERS[lower]) out += LETTERS[lower];
    else out += lower;
  }
  return out;
}

/** The words of a text in normal form, in order (letters and digits only). */
export function searchWords(text: string): string[] {
  const words = unicodeWords(latexWords(text))
    .replace(/[\^_{}$]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // "ell" as a name of ℓ: with its index (ell^1 → ell1, ellp, ell_M → ellm), or standalone before one (ell 1, ell inf).
  const index = /^(\d+|[a-z]|inf)$/;
  return words.map((w, i) => (w.startsWith('ell') && (index.test(w.slice(3)) || (w === 'ell' && index.test(words[i + 1] ?? ''))) ? 'l' + w.slice(3) : w));
}

/** The whole text as one key (its words run together): a query matches where its key is a substring. */
export function searchKey(text: string): string {
  return searchWords(text).join('');
}

/** Whether `text` matches `query` (an empty query matches everything). */
export function matchesQuery(text: string, query: string): boolean {
  const key = searchKey(query);
  return key === '' || searchKey(text).includes(key);
}
