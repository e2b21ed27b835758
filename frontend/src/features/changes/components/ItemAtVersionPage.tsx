/**
 * {item page}/history/{version}: the item as it was at a catalogue version,
 * read from the change log: the permanent address "cite this page" names.
 */
import { Link, useLocation, useParams } from 'react-router-dom';
import type { ItemAtVersion, LinkField, Reference, RelationKind, TheoremAtom } from '@contract';
import { ITEM_FIELD_LABELS, LINK_FIELD_LABELS, RELATION_KIND_LABELS } from '@contract';
import { Page } from '../../../components/Page';
import { MathBlock, MathText } from '../../../components/Math';
import { when } from '../../../components/changes/change-words';
import { useItemAtVersion } from '../api/changes';
import { useSpaces } from '../../spaces/api/spaces';
import { alongLabel } from './FieldChanges';
import { readableText } from '../../../lib/readable-text';

export function ItemAtVersionPage() {
  const { version = '' } = useParams();
  const itemPath = useLocation().pathname.replace(/\/history\/[^/]+\/?$/, '');
  const at = useItemAtVersion(itemPath, version);
  return (
    <Page title={`As at catalogue version ${version}`} crumbs={[{ label: 'Current page', to: itemPath }, { label: `Version ${version}` }]} queries={[at]}>
      {() => <AtVersion at={at.data!} itemPath={itemPath} />}
    </Page>
  );
}

function AtVersion({ at, itemPath }: { at: ItemAtVersion; itemPath: string }) {
  const state = at.state as Record<string, unknown> | null;
  const title = state ? String(state.symbol ?? state.name ?? '') : '';
  return (
    <>
      <h1>{title ? <MathText text={title} /> : `As at catalogue version ${at.version}`}</h1>
      <p className="alert alert-info" data-testid="at-version">
        As it was at catalogue version {at.version}
        {at.change && (
          <>
            , as <Link to={`/changes/${at.change.id}`}>change {at.change.id}</Link> by {at.change.user} left it on {when(at.change.at)}
          </>
        )}
        . <Link to={itemPath}>The page as it is now</Link>.
      </p>
      {!state && at.createdBeforeHistory && <p>It has not changed since before history was kept: the page as it is now shows it as it was then.</p>}
      {!state && at.cameWith && at.version >= at.cameWith.version && (
        <p>
          It has not changed since it came with the catalogue {at.cameWith.action === 'restore' ? 'restored' : 'imported'} in{' '}
          <Link to={`/changes/${at.cameWith.id}`}>change {at.cameWith.id}</Link>: the page as it is now shows it as it was then.
        </p>
      )}
      {!state && at.cameWith && at.version < at.cameWith.version && (
        <p>
          At this version the catalogue was another one, which <Link to={`/changes/${at.cameWith.id}`}>change {at.cameWith.id}</Link> replaced.
        </p>
      )}
      {!state && !at.createdBeforeHistory && !at.cameWith && <p>It did not exist at this version.</p>}
      {state && <StateFields state={state} />}
    </>
  );
}

function StateFields({ state }: { state: Record<string, unknown> }) {
  const text = (key: string) => (typeof state[key] === 'string' && state[key] ? (state[key] as string) : null);
  // A space theorem's atoms name a field, an equation theorem's has or lacks.
  const atomValue = (a: TheoremAtom & { hasProperty?: boolean }) => (typeof a.hasProperty === 'boolean' ? (a.hasProperty ? 'has' : 'lacks') : (LINK_FIELD_LABELS[a.field as LinkField] ?? a.field));
  const atoms = (key: string) => (state[key] as TheoremAtom[]).map((a) => `${a.propertyName} (${atomValue(a)})`).join('; ');
  const field = text('field');
  return (
    <dl className="item-at-version">
      {field && (
        <>
          <dt>Field</dt>
          <dd>{(LINK_FIELD_LABELS as Record<string, string>)[field] ?? (ITEM_FIELD_LABELS as Record<string, string>)[field] ?? field}</dd>
        </>
      )}
      {typeof state.kind === 'string' && <RelationAtVersion kind={state.kind} spaceId={Number(state.spaceId)} ofSpaceId={Number(state.ofSpaceId)} />}
      {typeof state.means === 'object' && state.means !== null && <MeansAtVersion means={state.means as LoggedMeaning} />}
      {state.normDependent === true && (
        <>
          <dt>A property of the norm</dt>
          <dd>yes: never carried along an isomorphism</dd>
        </>
      )}
      {typeof state.along === 'object' && state.along !== null && (
        <>
          <dt>Along a relation</dt>
          <dd data-testid="at-version-along">{alongLabel(state.along)}</dd>
        </>
      )}
      {typeof state.hasProperty === 'boolean' && (
        <>
          <dt>Has the property</dt>
          <dd>{state.hasProperty ? 'yes' : 'no'}</dd>
        </>
      )}
      {Array.isArray(state.conditions) && (
        <>
          <dt>Conditions</dt>
          <dd>
            <MathText text={atoms('conditions')} />
          </dd>
          <dt>Conclusions</dt>
          <dd>
            <MathText text={atoms('conclusions')} />
          </dd>
        </>
      )}
      {(['norm', 'variables', 'parameters', 'description'] as const).map(
        (key) =>
          text(key) && (
            <div key={key}>
              <dt>{key[0].toUpperCase() + key.slice(1)}</dt>
              <dd>
                <MathBlock text={text(key)} />
              </dd>
            </div>
          ),
      )}
      {Array.isArray(state.references) && state.references.length > 0 && (
        <>
          <dt>References</dt>
          <dd>
            <ul>
              {(state.references as Reference[]).map((r) => (
                <li key={r.url + r.title}>
                  <a href={r.url} rel="noopener noreferrer">
                    {r.title || r.url}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  );
}

/** "Y is isomorphic to a closed subspace of X", with the spaces' symbols (of today: a relation's log keeps their ids). */
function RelationAtVersion({ kind, spaceId, ofSpaceId }: { kind: string; spaceId: number; ofSpaceId: number }) {
  const spaces = useSpaces();
  const symbol = (id: number) => spaces.data?.find((s) => s.id === id)?.symbol;
  // Typeset math alone is no link text: each link is named by its symbol read aloud.
  const space = (id: number) => {
    const tex = symbol(id);
    return (
      <Link to={`/space/${id}`} aria-label={tex ? readableText(tex) : `space ${id}`}>
        {tex ? <MathText text={tex} /> : `space ${id}`}
      </Link>
    );
  };
  return (
    <>
      <dt>Relation</dt>
      <dd data-testid="at-version-relation">
        {space(spaceId)} {(RELATION_KIND_LABELS as Record<string, string>)[kind] ?? kind} {space(ofSpaceId)}
      </dd>
    </>
  );
}

/** A property's declaration as the change log kept it: the named space with its symbol then. */
interface LoggedMeaning {
  relation: RelationKind;
  spaceId: number;
  spaceSymbol?: string | null;
}

/** "Means: c₀ is isomorphic to a closed subspace of X", in the words of the property page, with the symbol as it was. */
function MeansAtVersion({ means }: { means: LoggedMeaning }) {
  return (
    <>
      <dt>Means</dt>
      <dd data-testid="at-version-means">
        <Link to={`/space/${means.spaceId}`} aria-label={means.spaceSymbol ? readableText(means.spaceSymbol) : `space ${means.spaceId}`}>
          {means.spaceSymbol ? <MathText text={means.spaceSymbol} /> : `space ${means.spaceId}`}
        </Link>{' '}
        {RELATION_KIND_LABELS[means.relation] ?? means.relation}{' '}
        <MathText text="$X$" />, for every space <MathText text="$X$" /> that has this property
      </dd>
    </>
  );
}
