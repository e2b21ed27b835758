/**
 * A link page for a pair with no stored link and nothing computed (the API
 * answers 404): both sides exist, and whether the space has the property is
 * not known. Unknown sides still show Not found (Page does that).
 */
import { Link } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { useProperty } from '../../properties/api/properties';
import { useSpace } from '../../spaces/api/spaces';
import { linkCrumbs } from './LinkCrumbs';
import { MirrorLink } from '../../../components/MirrorLink';
import { linkPath, mirrored, type LinkSide } from './paths';
import { ProblemMarks } from '../../../components/problems/ProblemMarks';

export function LinkNotKnown({ side, spaceId, propertyId }: { side: LinkSide; spaceId: string; propertyId: string }) {
  const space = useSpace(spaceId);
  const property = useProperty(propertyId);
  const names = space.data && property.data ? [space.data.symbol, property.data.name] : null;
  const title = names ? (side === 'space' ? names : [...names].reverse()).join(' · ') : 'Link';
  return (
    <Page title={title} crumbs={() => linkCrumbs(side, { space: space.data!, property: property.data! })} queries={[space, property]}>
      {() => {
        const [s, p] = [space.data!, property.data!];
        const first = side === 'space' ? s.symbol : p.name;
        const second = side === 'space' ? p.name : s.symbol;
        return (
          <>
            <div className="title-row">
              <h1 className="math-title">
                <MathText text={first} /> <span className="title-sep">·</span> <MathText text={second} />
              </h1>
              <MirrorLink to={linkPath(mirrored(side), s.id, p.id)} />
            </div>
            <p className="link-field">
              <span className="label">Field link type:</span> Not known
            </p>
            <p className="lead not-known">
              Not known: no link is stored, and the theorems compute nothing about whether{' '}
              <Link to={`/space/${s.id}`}>
                <MathText text={s.symbol} />
              </Link>{' '}
              has{' '}
              <Link to={`/property/${p.id}`}>
                <MathText text={p.name} />
              </Link>
              .
            </p>
            <ProblemMarks spaceId={s.id} propertyId={p.id} />
          </>
        );
      }}
    </Page>
  );
}
