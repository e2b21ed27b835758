/**
 * The accessible name of a link whose only content is math (a space symbol
 * such as `$\ell^2$`): its readable text ("ℓ²"). Links with words in them are
 * named by their words and get none, which also saves typesetting their text twice.
 */
import { mathSegments } from './math-segments';
import { readableText } from './readable-text';

export function mathOnlyLabel(text: string): string | undefined {
  const parts = mathSegments(text);
  return parts.some((part) => part.kind === 'text' && part.text.trim() !== '') ? undefined : readableText(text);
}
