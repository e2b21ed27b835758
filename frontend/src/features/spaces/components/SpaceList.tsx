/** /space: the list of space symbols, with 'Add space' for editors. */
import { Link } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { useSpaces } from '../api/spaces';

export function SpaceList() {
  const spaces = useSpaces();
  return (
    <Page title="Spaces" crumbs={[{ label: 'Spaces' }]} queries={[spaces]}>
      {() => (
        <>
          <h1>Spaces</h1>
          <ul className="item-list symbol-list">
            {spaces.data!.map((space) => (
              <li key={space.id}>
                <Link to={`/space/${space.id}`}>
                  <MathText text={space.symbol} />
                </Link>
              </li>
            ))}
          </ul>
          <EditorFooter links={[{ label: 'Add space', to: '/space/add' }]} />
        </>
      )}
    </Page>
  );
}
