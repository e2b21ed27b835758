/**
 * What a delete page says goes with the item: the stored links deleted with it
 * (each with its own references), a space's stored relations (either way
 * round), the properties declared to mean a relation to a space (they lose
 * that meaning, and stay), and the item's own references.
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

interface DeletedWithProps {
  noun: string;
  links: DeletedLink[];
  /** A space's stored relations, each read as a sentence ("$Y$ is isomorphic to a closed subspace of $X$"). */
  relations?: DeletedLink[];
  /** The properties whose declared meaning names the space: kept, but they mean nothing any more. */
  meanings?: DeletedLink[];
  references: Reference[];
}

export function DeletedWith({ noun, links, relations = [], meanings = [], references }: DeletedWithProps) {
  const id = useId();
  const nothing = links.length === 0 && relations.length === 0 && meanings.length === 0 && references.length === 0;
  return (
    <section className="deleted-with" aria-labelledby={id}>
      <h2 id={id}>Deleted with it</h2>
      {nothing && <p className="muted">Nothing else is deleted with {noun}.</p>}
      {links.length > 0 && (
        <>
          <p>
            {links.length === 1 ? 'This link is' : `These ${links.length} links are`} deleted with {noun}, each with its references:
          </p>
          <DeletedList className="deleted-links" entries={links} />
        </>
      )}
      {relations.length > 0 && (
        <>
          <p>
            {relations.length === 1 ? 'This relation is' : `These ${relations.length} relations are`} deleted with {noun}, each with its references:
          </p>
          <DeletedList className="deleted-relations" entries={relations} />
        </>
      )}
      {meanings.length > 0 && (
        <>
          <p>
            {meanings.length === 1 ? 'This property is declared by this space and loses its meaning:' : `These ${meanings.length} properties are declared by this space and lose their meaning:`}
          </p>
          <DeletedList className="lost-meanings" entries={meanings} />
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

function DeletedList({ className, entries }: { className: string; entries: DeletedLink[] }) {
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={entry.to}>
          <Link to={entry.to} aria-label={`${readableText(entry.name)} (${entry.detail})`}>
            <MathText text={entry.name} />
          </Link>{' '}
          <span className="muted">({entry.detail})</span>
        </li>
      ))}
    </ul>
  );
}
