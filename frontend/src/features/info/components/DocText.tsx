/**
 * A bundled Markdown document shown with the math renderer: headings, bullet
 * lists, code blocks and paragraphs; everything else stays text (never HTML).
 */
import { MathText } from '../../../components/Math';

type Block = { kind: 'heading'; level: number; text: string } | { kind: 'list'; items: string[] } | { kind: 'code'; text: string } | { kind: 'paragraph'; text: string };

function blocks(markdown: string): Block[] {
  const result: Block[] = [];
  const chunks = markdown.replace(/\r\n/g, '\n').split(/\n```[^\n]*\n([\s\S]*?)\n```\n?/);
  chunks.forEach((chunk, index) => {
    if (index % 2 === 1) {
      result.push({ kind: 'code', text: chunk });
      return;
    }
    for (const block of chunk.split(/\n\s*\n/)) {
      const text = block.trim();
      if (!text) continue;
      const heading = /^(#{1,6})\s+(.*)$/.exec(text);
      if (heading && !text.includes('\n')) result.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
      else if (/^([-*]|\d+\.)\s/.test(text))
        result.push({ kind: 'list', items: text.split(/\n(?=\s*(?:[-*]|\d+\.)\s)/).map((item) => item.replace(/^\s*(?:[-*]|\d+\.)\s+/, '').replace(/\s*\n\s*/g, ' ')) });
      else result.push({ kind: 'paragraph', text: text.replace(/\s*\n\s*/g, ' ') });
    }
  });
  // A short first line without a full stop is the document's title, Markdown or not.
  const first = result[0];
  if (first?.kind === 'paragraph' && first.text.length < 80 && !/[.:;]$/.test(first.text)) {
    result[0] = { kind: 'heading', level: 1, text: first.text };
  }
  return result;
}

/** Inline Markdown: `code` becomes code, **strong** loses its stars; the rest goes to the math renderer. */
function Inline({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, index) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
          <code key={index}>{part.slice(1, -1)}</code>
        ) : (
          <MathText key={index} text={part.replace(/\*\*(.+?)\*\*/g, '$1')} />
        ),
      )}
    </>
  );
}

export function DocText({ markdown }: { markdown: string }) {
  return (
    <div className="prose doc">
      {blocks(markdown).map((block, index) => {
        if (block.kind === 'heading') {
          const level = Math.min(block.level + 1, 4);
          const Tag = `h${level}` as 'h2' | 'h3' | 'h4';
          return (
            <Tag key={index}>
              <Inline text={block.text} />
            </Tag>
          );
        }
        if (block.kind === 'list')
          return (
            <ul key={index}>
              {block.items.map((item, i) => (
                <li key={i}>
                  <Inline text={item} />
                </li>
              ))}
            </ul>
          );
        if (block.kind === 'code')
          return (
            <pre key={index}>
              <code>{block.text}</code>
            </pre>
          );
        return (
          <p key={index}>
            <Inline text={block.text} />
          </p>
        );
      })}
    </div>
  );
}
