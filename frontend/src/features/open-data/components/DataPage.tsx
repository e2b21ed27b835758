/**
 * /data: the public download of the whole catalogue (GET /api/data, the
 * backup format without users or invite codes) and the licence of its data,
 * also stated in the README. Content derived from π-Base keeps its CC BY 4.0
 * attribution.
 */
import { Page } from '../../../components/Page';
import { SOURCE_REPOSITORIES } from '../../../lib/site';

const FORMAT_DOC = `${SOURCE_REPOSITORIES[0].url}/blob/main/docs/backup-format.md`;

export function DataPage() {
  return (
    <Page title="Data download" crumbs={[{ label: 'Data download' }]}>
      {() => (
        <>
          <h1>Data download</h1>
          <p>
            The whole catalogue — spaces, properties, their links, theorems, differential equations and their
            properties, with every description and reference — as one JSON file in the{' '}
            <a href={FORMAT_DOC}>backup format</a>. It holds no user accounts. Properties computed by the theorems are
            not stored in it: they follow from the theorems and links it contains.
          </p>
          <p>
            <a className="button button-primary" href="/api/data" download>
              Download the catalogue (JSON)
            </a>
          </p>
          <p>
            Programs can read the same file anonymously at <code>GET /api/data</code>.
          </p>
          <section aria-labelledby="data-licence">
            <h2 id="data-licence">Licence</h2>
            <p>
              Contributors agree, when they sign up, that their contributions may be published under open-source
              licences. That licence is yet to be determined; until it is, please cite the catalogue (each page offers
              a citation) when you use its data.
            </p>
            <p>
              Content derived from <a href="https://topology.pi-base.org">π-Base</a> (a database of topological
              spaces, © 2014–2025 Steven Clontz and James Dabbs) is licensed under the{' '}
              <a href="https://creativecommons.org/licenses/by/4.0/">Creative Commons Attribution 4.0 International licence (CC BY 4.0)</a>.
              Anything built from it, including a download holding it, must keep this attribution.
            </p>
          </section>
        </>
      )}
    </Page>
  );
}
