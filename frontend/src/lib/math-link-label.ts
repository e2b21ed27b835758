/**
 * The accessible name of a link whose content is (or contains) math: the text
 * in readable form ("$\ell^2$" is read as "ℓ²"), since typeset math alone gives
 * a link no name screen readers announce. Undefined for plain text, whose
 * content already names the link.
 */
import { readableText } from './readable-text';

export function mathLinkLabel(text: string): string | undefined {
  return text.includes('$') ? readableText(text) || text : undefined;
}
