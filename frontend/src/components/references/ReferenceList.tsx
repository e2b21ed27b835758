/** The references of an item or a link, as a numbered bibliography. */
import { type Reference, referenceSource } from '@contract';
import { MathBlock, MathText } from '../Math';

function source(reference: Reference): string {
  const kind = referenceSource(reference);
  if (kind === 'arxiv') return `arXiv:${reference.arxivId}`;
  return kind === 'wikipedia' ? 'Wikipedia' : 'BibTeX';
}

export function ReferenceItem({ reference }: { reference: Reference }) {
  return (
    <>
      <a href={reference.url} target="_blank" rel="noopener noreferrer" className="reference-title">
        <MathText text={reference.title} />
      </a>
      <span className="reference-meta">
        {' '}
        ({source(reference)}
        {reference.page != null && <>, p. {reference.page}</>})
      </span>
      {reference.statement && <MathBlock text={reference.statement} className="reference-statement" />}
    </>
  );
}

export function ReferenceList({ references }: { references: Reference[] | undefined }) {
  if (!references || references.length === 0) return null;
  return (
    <section className="references" aria-labelledby="references-heading">
      <h2 id="references-heading">References</h2>
      <ol>
        {references.map((reference, index) => (
          <li key={index}>
            <ReferenceItem reference={reference} />
          </li>
        ))}
      </ol>
    </section>
  );
}
