/**
 * Math keeps its letters: c₀ and C₀ are different spaces, so no style may
 * change the case or the caps of a typeset formula. Lists every formula on
 * the page (KaTeX's `.katex`, or an element inside it) whose computed style
 * transforms its text, with the style that does.
 */
import type { Page } from '@playwright/test';

export async function transformedMath(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const formula of Array.from(document.querySelectorAll('.katex'))) {
      for (const element of [formula, ...Array.from(formula.querySelectorAll('*'))]) {
        const style = getComputedStyle(element);
        const caps = style.fontVariantCaps;
        // math-auto: MathML's own italic for single-letter identifiers (the browser's style of <mi>).
        if (!['none', 'math-auto'].includes(style.textTransform) || caps !== 'normal') {
          found.push(`${formula.querySelector('annotation')?.textContent ?? formula.textContent}: text-transform ${style.textTransform}, font-variant-caps ${caps}`);
          break;
        }
      }
    }
    return found;
  });
}
