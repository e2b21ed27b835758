/**
 * Splits a text into plain parts and math parts: $$..$$ is display math, $..$
 * inline math, \$ a literal dollar. An unclosed delimiter stays plain text.
 */
export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'math'; tex: string; display: boolean; source: string };

export function mathSegments(input: string): Segment[] {
  const segments: Segment[] = [];
  let text = '';
  let i = 0;
  const flush = () => {
    if (text) segments.push({ kind: 'text', text });
    text = '';
  };
  while (i < input.length) {
    const ch = input[i];
    if (ch === '\\' && input[i + 1] === '$') {
      text += '$';
      i += 2;
      continue;
    }
    if (ch !== '$') {
      text += ch;
      i += 1;
      continue;
    }
    const display = input[i + 1] === '$';
    const open = display ? 2 : 1;
    const close = findClose(input, i + open, display);
    if (close < 0) {
      text += input.slice(i, i + open);
      i += open;
      continue;
    }
    flush();
    segments.push({
      kind: 'math',
      tex: input.slice(i + open, close),
      display,
      source: input.slice(i, close + open),
    });
    i = close + open;
  }
  flush();
  return segments;
}

function findClose(input: string, from: number, display: boolean): number {
  for (let j = from; j < input.length; j++) {
    if (input[j] === '\\') {
      j += 1;
      continue;
    }
    if (input[j] !== '$') continue;
    if (!display) return j > from ? j : -1;
    if (input[j + 1] === '$') return j;
  }
  return -1;
}
