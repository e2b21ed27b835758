/** /info (editors only): links, editing, what the computation uses, and the math syntax (spec section 1). */
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { computingDoc } from '../api/computing-doc';
import { DocText } from './DocText';

const NORM = '$$\\|x\\|_p = \\left(\\sum_n |x_n|^p\\right)^{1/p}$$';

export function Info() {
  return (
    <Page title="Info" crumbs={[{ label: 'Info' }]}>
      {() => (
        <article className="prose info">
          <h1>Info</h1>
          <h2>Links</h2>
          <p>
            A <strong>link</strong> is a has or lacks relation between a space or a differential equation and a
            property. A space link also says over which field it holds: 'Real' means the real space has the property,
            'Not complex' that the complex space lacks it, and so on.
          </p>
          <h2>Adding, editing and deleting</h2>
          <ul>
            <li>
              <strong>Spaces, properties, theorems, differential equations</strong> and their properties: use 'Add …' at the
              foot of each list, and Edit or Delete at the foot of each page.
            </li>
            <li>
              <strong>Links:</strong> on a space or equation page, choose 'Add link to property', pick an unlinked
              property, then the field (or has/lacks) and a description. Open a link to edit or delete it.
            </li>
            <li>
              <strong>Theorems:</strong> choose 1 to 5 conditions and 1 to 5 conclusions, each a property with a field.
            </li>
            <li>
              <strong>References:</strong> each item and link can carry references: an arXiv id, an English Wikipedia
              url or BibTeX, with an optional page and statement.
            </li>
          </ul>
          <h2>Computed properties</h2>
          <p>
            Only <strong>linked</strong> properties are currently used to compute properties from theorems: the
            computation starts from the stored links and applies the theorems, forwards and by contraposition, so every
            computed property rests on stored links. Computed links are marked '(computed)' and show the theorems and
            the proof that give them.
          </p>
          {computingDoc && (
            <section className="computing-doc" aria-label="How properties are computed">
              <DocText markdown={computingDoc} />
            </section>
          )}
          <h2>Math syntax</h2>
          <p>
            Write math between dollar signs: <code>$\ell^p$</code> is inline math (<MathText text="$\ell^p$" />) and{' '}
            <code>{NORM}</code> is display math:
          </p>
          <MathText text={NORM} />
          <p>
            Names of spaces and equations may hold inline math only. Math is typeset with KaTeX; see its{' '}
            <a href="https://katex.org/docs/supported.html">list of supported functions</a> and the{' '}
            <a href="https://en.wikibooks.org/wiki/LaTeX/Mathematics">LaTeX mathematics guide</a>.
          </p>
        </article>
      )}
    </Page>
  );
}
