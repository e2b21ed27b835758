/**
 * What a delete page says goes with the item: the stored links deleted with it
 * (each with its own references) and the item's own references.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Reference } from '@contract';
import { MathText } from './Math';
import { readableText } from '../lib/readable-text';

export interface DeletedLink {
  to: string;
  /** The other side's name (TeX allowed). */
  name: string;
  /** How the link reads, e.g. 'Real and complex' or 'has'. */
  detail: string;
}

export function DeletedWith({ noun, links, references }: { noun: string; links: DeletedLink[]; references: Reference[] }) {
  const id = useId();
  const nothing = links.length === 0 && references.length === 0;
  return (
    <section className="deleted-with" aria-labelledby={id}>
      <h2 id={id}>Deleted with it</h2>
      {nothing && <p className="muted">Nothing else is deleted with {noun}.</p>}
      {links.length > 0 && (
        <>
          <p>
            {links.length === 1 ? 'This link is' : `These ${links.length} links are`} deleted with {noun}, each with its references:
          </p>
          <ul className="deleted-links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} aria-label={`${readableText(link.name)} (${link.detail})`}>
                  <MathText text={link.name} />
                </Link>{' '}
                <span className="muted">({link.detail})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {references.length > 0 && (
        <>
          <p>{references.length === 1 ? 'Its reference:' : `Its ${references.length} references:`}</p>
          <ul className="deleted-references">
            {references.map((reference, index) => (
              <li key={index}>
                <MathText text={reference.title} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
