/** /not-found and every unmatched path. */
import { Page } from '../../../components/Page';
import { NOT_FOUND_TITLE, NotFoundContent } from '../../../components/NotFoundContent';

export function NotFound() {
  return (
    <Page title={NOT_FOUND_TITLE} crumbs={[{ label: NOT_FOUND_TITLE }]}>
      {() => <NotFoundContent />}
    </Page>
  );
}
