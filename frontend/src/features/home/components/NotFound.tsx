/** /not-found and every unmatched path. */
import { Page } from '../../../components/Page';

export function NotFound() {
  return (
    <Page title="Not found" crumbs={[{ label: 'Not found' }]}>
      {() => (
        <>
          <h1>Not found</h1>
          <p className="lead">We were unable to find the requested page.</p>
        </>
      )}
    </Page>
  );
}
