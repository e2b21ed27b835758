/** /: the search box first (text or a formula), then what the catalogue is, that it is in alpha, and how to contribute. */
import { Link } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { SearchForm } from '../../../components/SearchForm';
import { CONTACT_EMAIL, PRODUCT_PLAN_URL, SOURCE_REPOSITORIES } from '../../../lib/site';

const SECTIONS = [
  { to: '/space', title: 'Spaces', text: 'Banach spaces such as $\\ell^p$, $L^p(\\mu)$ and $C(K)$, with their norms.' },
  { to: '/property', title: 'Properties', text: 'Reflexivity, separability, the Radon–Nikodým property and more.' },
  { to: '/theorem', title: 'Theorems', text: 'Implications between properties, from which new facts are computed.' },
  { to: '/differential-equation', title: 'Differential Equations', text: 'Equations such as $u_t = \\Delta u$ and what is known about them.' },
];

export function Home() {
  return (
    <Page title="Home" crumbs={[]}>
      {() => (
        <>
          <section className="hero">
            <h1>A catalogue of Banach spaces</h1>
            <SearchForm initial={{ text: '', kind: 'space', field: 'both' }} />
            <p className="lead">
              An open reference for students and researchers: Banach spaces, their properties, theorems about them,
              differential equations and their properties, each with references. Properties that follow from the
              theorems are computed, with the proof that explains them.
            </p>
          </section>
          <div className="alert alert-info" role="note">
            <p>
              This site is in <strong>alpha</strong>: content and features are still growing. Contributions are very
              welcome — please write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
            </p>
          </div>
          <ul className="home-sections">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <Link to={section.to} className="home-card">
                  <span className="home-card-title">{section.title}</span>
                  <span className="home-card-text">
                    <MathText text={section.text} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p>
            The catalogue is open source: read {SOURCE_REPOSITORIES.map((repository, index) => (
              <span key={repository.url}>
                {index > 0 && ', '}
                <a href={repository.url}>{repository.label}</a>
              </span>
            ))}{' '}
            and the <a href={PRODUCT_PLAN_URL}>product plan</a>.
          </p>
        </>
      )}
    </Page>
  );
}
