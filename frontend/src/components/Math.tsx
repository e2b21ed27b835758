/**
 * Typeset math inside text: $..$ inline, $$..$$ display (spec section 1).
 * KaTeX renders with trust:false (no \href to javascript:, no raw HTML); plain
 * parts are React text, never HTML. Broken TeX shows its source in the error colour.
 */
import { useMemo } from 'react';
import { mathSegments } from '../lib/math-segments';
import { loadedKatex } from '../lib/katex';

/** Typeset TeX by source: names repeat across rows and pages (a report page names one space fifty times). Bounded. */
const typeset = new Map<string, string | Error>();
const TYPESET_KEPT = 5000;

function renderTex(tex: string, display: boolean): string | Error {
  const katex = loadedKatex();
  // Pages render math only once KaTeX is in (components/Page.tsx); before, the source shows.
  if (!katex) return new Error('KaTeX is not loaded yet');
  const key = `${display ? 'D' : 'I'}${tex}`;
  let html = typeset.get(key);
  if (html === undefined) {
    if (typeset.size >= TYPESET_KEPT) typeset.clear();
    html = typesetTex(katex, tex, display);
    typeset.set(key, html);
  }
  return html;
}

function typesetTex(katex: NonNullable<ReturnType<typeof loadedKatex>>, tex: string, display: boolean): string | Error {
  try {
    return katex.renderToString(tex, {
      displayMode: display,
      throwOnError: true,
      trust: false,
      strict: 'ignore',
      maxSize: 20,
      maxExpand: 1000,
      output: 'htmlAndMathml',
    });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** A text with math in it, rendered inline (names, symbols, titles). */
export function MathText({ text }: { text: string | null | undefined }) {
  const parts = useMemo(() => mathSegments(text ?? ''), [text]);
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'text') return <span key={index}>{part.text}</span>;
        const html = renderTex(part.tex, part.display);
        if (html instanceof Error) {
          return (
            <code key={index} className="math-error" title={html.message}>
              {part.source}
            </code>
          );
        }
        return <span key={index} className="math" dangerouslySetInnerHTML={{ __html: html }} />;
      })}
    </>
  );
}

/** A longer text (description, norm, statement): paragraphs split on blank lines. */
export function MathBlock({ text, className }: { text: string | null | undefined; className?: string }) {
  const paragraphs = useMemo(
    () =>
      (text ?? '')
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
    [text],
  );
  if (paragraphs.length === 0) return null;
  return (
    <div className={className ? `prose ${className}` : 'prose'}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          <MathText text={paragraph} />
        </p>
      ))}
    </div>
  );
}
