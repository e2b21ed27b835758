/**
 * The versioned half of "cite this page": the catalogue version the reader
 * sees (the latest logged change's) and the permanent URL that shows the page
 * as it was at that version (…/history/{version}), with a citation naming both.
 */
import { Link } from 'react-router-dom';
import { useLatestChange } from '../../features/changes/api/changes';
import { isoDate, SITE_NAME } from './citation';

export function CiteVersion({ path, kind, plainTitle }: { path: string; kind: string; plainTitle: string }) {
  const latest = useLatestChange();
  if (!latest.data) return null;
  const newest = latest.data.changes[0];
  if (!newest) return <p className="muted">No change has been logged yet: the catalogue has no version to cite.</p>;
  const permanent = `${path}/history/${newest.version}`;
  const url = `${window.location.origin}${permanent}`;
  const citation = `Banach catalogue contributors, “${plainTitle}” (${kind}), ${SITE_NAME}, catalogue version ${newest.version}, ${url} (accessed ${isoDate(new Date())}).`;
  return (
    <div className="citation" data-testid="citation-version">
      <h3>This version</h3>
      <p>
        Catalogue version {newest.version}; permanent URL of this page as it is at that version: <Link to={permanent}>{url}</Link>
      </p>
      <pre data-testid="citation-versioned">{citation}</pre>
    </div>
  );
}
