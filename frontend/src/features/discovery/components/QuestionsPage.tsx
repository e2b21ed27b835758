/**
 * /gaps (formerly /questions, which redirects here): "Gaps in the catalogue",
 * every (space, property, scalar) the catalogue leaves open (most of them
 * known to specialists: gaps, not open problems),
 * ranked by what settling it would bring (kb/discovery-questions.ts), filterable
 * by property, space and field, a page at a time; an editor settles a gap from
 * its row (the link form, preset). The filters and the page are the URL.
 * ?kind=equation: the differential equations' gaps instead (EquationGaps.tsx).
 */
import { SCALAR_LABELS } from '@contract';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { FilterSelect } from '../../../components/FilterSelect';
import { useProperties } from '../../properties/api/properties';
import { useSpaces } from '../../spaces/api/spaces';
import { useQuestions } from '../api/discovery';
import { spokenName } from './paths';
import { Settling } from '../../../components/Settling';
import { problemFormPath } from '../../problems/api/problems';
import { useSettings } from '../../../lib/settings';
import { useGapFilters } from '../../../lib/use-gap-filters';
import { EquationGaps } from './EquationGaps';
import { GapKinds } from './GapKinds';

const PAGE = 50;

export function QuestionsPage() {
  const [params] = useSearchParams();
  return params.get('kind') === 'equation' ? <EquationGaps /> : <SpaceGaps />;
}

function SpaceGaps() {
  const { canEdit } = useSettings();
  const { values, offset, query, set } = useGapFilters(['property', 'space', 'field'], PAGE);
  const { property, space, field } = values;
  const questions = useQuestions(query);
  // A poll for more of the ranking keeps the page up (Page hides content while a read refetches).
  const polled = { ...questions, isFetching: questions.isFetching && !questions.data } as typeof questions;
  const properties = useProperties();
  const spaces = useSpaces();

  return (
    <Page title="Gaps in the catalogue" crumbs={[{ label: 'Gaps in the catalogue' }]} queries={[polled, properties, spaces]}>
      {() => {
        const answer = questions.data!;
        return (
          <>
            <h1>Gaps in the catalogue</h1>
            <GapKinds kind="space" />
            <p className="lead">
              What the catalogue does not know yet: properties neither known to hold nor to fail for a space. Most are known to specialists and
              only wait for an editor with a reference; they are not open problems. The gaps whose answer would teach
              the most come first; one whose answer would contradict the theorems is in fact settled the other way, by a refutation the catalogue
              cannot derive by itself. The <Link to="/problems">open problems</Link> the literature states, and the questions independent of ZFC,
              are listed apart and left out of the gaps.
            </p>
            <form className="inline-field filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter the gaps">
              <FilterSelect id="questions-property" label="Property" value={property} onChange={(v) => set('property', v)} options={properties.data!} />
              <FilterSelect id="questions-space" label="Space" value={space} onChange={(v) => set('space', v)} options={spaces.data!.map((s) => ({ id: s.id, name: s.symbol }))} />
              <label htmlFor="questions-field">Field</label>
              <select id="questions-field" value={field} onChange={(e) => set('field', e.target.value)}>
                <option value="">Both</option>
                <option value="real">Real</option>
                <option value="complex">Complex</option>
              </select>
            </form>
            {'errors' in answer ? (
              <div className="alert alert-danger" role="alert">
                {Object.values(answer.errors).join(' ')}
              </div>
            ) : answer.view.total === 0 && !answer.view.counting ? (
              <p className="muted">No gaps here.</p>
            ) : (
              <>
                {answer.view.counting && (
                  <p className="hint" role="status">
                    Still counting: {answer.view.counting.counted.toLocaleString('en')} of {answer.view.counting.spaces.toLocaleString('en')} spaces so far. The
                    ranking covers those and fills in as the count goes on.
                  </p>
                )}
                <p className="muted" aria-live="polite">
                  {offset + 1}–{Math.min(offset + PAGE, answer.view.total)} of {answer.view.total} gaps
                </p>
                <ol className="search-results questions" start={offset + 1}>
                  {answer.view.questions.map((q) => (
                    <li key={`${q.space.id}-${q.property.id}-${q.scalar}`}>
                      Does{' '}
                      <Link to={`/space/${q.space.id}`} aria-label={spokenName(q.space.symbol)}>
                        <MathText text={q.space.symbol} />
                      </Link>{' '}
                      have{' '}
                      <Link to={`/property/${q.property.id}`} aria-label={spokenName(q.property.name)}>
                        <MathText text={q.property.name} />
                      </Link>{' '}
                      <span className="source-note">({SCALAR_LABELS[q.scalar]})</span>? <Settling question={q} />
                      {canEdit && <SettleLinks spaceId={q.space.id} propertyId={q.property.id} scalar={q.scalar} />}
                    </li>
                  ))}
                </ol>
                <nav aria-label="Pages" className="pager">
                  <button type="button" disabled={offset === 0} onClick={() => set('offset', String(Math.max(0, offset - PAGE)))}>
                    Previous
                  </button>
                  <button type="button" disabled={offset + PAGE >= answer.view.total} onClick={() => set('offset', String(offset + PAGE))}>
                    Next
                  </button>
                </nav>
              </>
            )}
          </>
        );
      }}
    </Page>
  );
}

/** An editor's way to settle a gap: the link form with the property and the field (this scalar, holds or fails) filled in. */
function SettleLinks({ spaceId, propertyId, scalar }: { spaceId: number; propertyId: number; scalar: 'REAL' | 'COMPLEX' }) {
  const to = (field: string) => `/space/${spaceId}/property/add?${new URLSearchParams({ property: String(propertyId), field })}`;
  return (
    <span className="settle-links">
      {' '}
      Settle: <Link to={to(scalar)}>holds</Link> · <Link to={to(`NOT_${scalar}`)}>fails</Link> ·{' '}
      {/* Some gaps are no gap: the literature states them open, or independent of ZFC. */}
      <Link to={problemFormPath(spaceId, propertyId, scalar)}>open problem</Link>
    </span>
  );
}
