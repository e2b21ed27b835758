/**
 * A math text as readable plain text, for places that cannot hold typeset math:
 * the document title and the options of a select. KaTeX parses the TeX into
 * MathML; its text is taken with sub- and superscripts as Unicode where they
 * exist ("$\ell^p$" becomes "ℓᵖ", "$c_0$" becomes "c₀"), else as ^x and _x.
 */
import { mathSegments } from './math-segments';
import { loadedKatex } from './katex';

const SUBSCRIPTS: Record<string, string> = Object.fromEntries(
  [...'0123456789+-=()aehijklmnoprstuvx'].map((c, i) => [c, [...'₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ'][i]]),
);
const SUPERSCRIPTS: Record<string, string> = {
  ...Object.fromEntries([...'0123456789+-=()nip'].map((c, i) => [c, [...'⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱᵖ'][i]])),
  '*': '*',
  '∗': '*',
  '′': '′',
};

function script(text: string, table: Record<string, string>, mark: string): string {
  const chars = [...text];
  if (chars.length > 0 && chars.every((c) => c in table)) return chars.map((c) => table[c]).join('');
  return chars.length === 1 ? `${mark}${text}` : `${mark}(${text})`;
}

function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const parts = Array.from(element.childNodes).map(textOf);
  switch (element.localName) {
    case 'annotation':
      return '';
    case 'msub':
      return parts[0] + script(parts[1], SUBSCRIPTS, '_');
    case 'msup':
      return parts[0] + script(parts[1], SUPERSCRIPTS, '^');
    case 'msubsup':
      return parts[0] + script(parts[1], SUBSCRIPTS, '_') + script(parts[2], SUPERSCRIPTS, '^');
    case 'mfrac':
      return `${parts[0]}/${parts[1]}`;
    case 'msqrt':
      return `√(${parts.join('')})`;
    case 'mspace':
      return ' ';
    default:
      return parts.join('');
  }
}

function texText(tex: string): string {
  const katex = loadedKatex();
  if (!katex) return tex;
  try {
    const mathml = katex.renderToString(tex, { output: 'mathml', throwOnError: true, trust: false, strict: 'ignore' });
    const document = new DOMParser().parseFromString(mathml, 'text/html');
    return textOf(document.body).replace(/\s+/g, ' ').trim();
  } catch {
    return tex;
  }
}

const cache = new Map<string, string>();

export function readableText(input: string | null | undefined): string {
  const text = input ?? '';
  let readable = cache.get(text);
  if (readable === undefined) {
    const final = loadedKatex() !== null;
    readable = mathSegments(text)
      .map((segment) => (segment.kind === 'text' ? segment.text : texText(segment.tex)))
      .join('')
      .trim();
    if (final) cache.set(text, readable);
  }
  return readable;
}
