/**
 * A bundled Markdown document, rendered with markdown-it and its KaTeX plugin
 * ($..$ and $$..$$ typeset). Raw HTML in the source stays text (html: false),
 * links pass markdown-it's URL check, and KaTeX runs untrusted (trust: false).
 */
import { useMemo } from 'react';
import MarkdownIt from 'markdown-it';
import markdownItKatex, { type MarkdownKatexOptions } from '@vscode/markdown-it-katex';
import { loadedKatex } from '../../../lib/katex';

const KATEX = { throwOnError: false, trust: false, strict: 'ignore', maxSize: 20, maxExpand: 1000 } as MarkdownKatexOptions;

/** Made on first use: the page renders only once KaTeX has loaded (components/Page.tsx). */
function markdownRenderer() {
  const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).use(markdownItKatex, {
    ...KATEX,
    katex: loadedKatex() ?? undefined,
  });
  // Headings of the document sit below the page's own h1 and h2.
  markdown.core.ruler.push('demote_headings', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close') {
        token.tag = `h${Math.min(Number(token.tag.slice(1)) + 2, 6)}`;
      }
    }
  });
  return markdown;
}

/** A short first line without end punctuation is the document's title, written as Markdown or not. */
function withTitle(source: string): string {
  const [first, ...rest] = source.replace(/\r\n/g, '\n').split('\n');
  if (first && !first.startsWith('#') && first.length < 80 && !/[.:;,]$/.test(first) && (rest[0] ?? '') === '') {
    return [`# ${first}`, ...rest].join('\n');
  }
  return source;
}

export function DocText({ markdown: source }: { markdown: string }) {
  const html = useMemo(() => markdownRenderer().render(withTitle(source)), [source]);
  return <div className="prose doc" dangerouslySetInnerHTML={{ __html: html }} />;
}
