/**
 * /compare?space=…&space=… (up to 6): every property, a cell per space
 * saying whether it holds, fails or is unknown over each scalar, marked
 * linked / computed and linked to its proof (a pair marked open problem or
 * independent of ZFC shows its mark instead of "unknown"); the rows where the spaces
 * differ first, and a toggle to show only those. Spaces can be added and
 * removed here; the URL is the comparison. /differential-equation/compare?equation=…
 * is the same over the differential equations (no scalar: holds, fails or unknown).
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { type CompareCell, type EquationCompareCell, type FieldPair, fieldPair, type LinkField, type Problem, SCALAR_LABELS, SCALARS, type Scalar } from '@contract';
import { apiQuery } from '../../../lib/use-api-query';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { readableText } from '../../../lib/readable-text';
import { MarkBadges } from '../../../components/problems/MarkBadges';
import { markKey, useMarkIndex } from '../../problems/api/problems';
import { useCompare } from '../api/discovery';
import { spokenName } from './paths';

const MAX = 6;

/** "holds", "fails", or per scalar ("holds over ℝ, unknown over ℂ") when they differ. */
export function cellText(field: LinkField | null): string {
  if (field === null) return 'unknown';
  const pair = fieldPair(field);
  const word = (v: boolean | undefined) => (v === undefined ? 'unknown' : v ? 'holds' : 'fails');
  const real = word(pair.REAL);
  const complex = word(pair.COMPLEX);
  if (real === complex) return real;
  if (pair.COMPLEX === undefined) return `${real} (real)`;
  if (pair.REAL === undefined) return `${complex} (complex)`;
  return `${real} (real), ${complex} (complex)`;
}

function cellClass(field: LinkField | null): string {
  if (field === null) return 'cell-unknown';
  const values = Object.values(fieldPair(field));
  return values.every(Boolean) ? 'cell-holds' : values.every((v) => v === false) ? 'cell-fails' : 'cell-mixed';
}

/** The scalars a space is about (its `field`: REAL, COMPLEX or REAL_OR_COMPLEX). */
const scalarsOf = (spaceField: string): Scalar[] => SCALARS.filter((scalar) => spaceField === 'REAL_OR_COMPLEX' || spaceField === scalar);

/**
 * A marked scalar the cell does not decide shows its mark (open problem,
 * independent of ZFC) instead of "unknown": a question the literature leaves
 * open or undecidable is not a gap of the catalogue.
 */
function Cell({ space, propertyId, cell, marks }: { space: { id: number; field: string }; propertyId: number; cell: CompareCell; marks: Problem[] }) {
  const pair: FieldPair = cell.field === null ? { REAL: undefined, COMPLEX: undefined } : fieldPair(cell.field);
  const shown = marks.filter((mark) => pair[mark.scalar] === undefined);
  const badges = shown.length > 0 && <MarkBadges marks={shown} />;
  if (cell.field === null) {
    if (!badges) return <td className="cell-unknown">unknown</td>;
    const unmarked = scalarsOf(space.field).filter((scalar) => !shown.some((mark) => mark.scalar === scalar));
    return (
      <td className="cell-marked">
        {badges}
        {unmarked.length > 0 && <span className="muted">, unknown ({unmarked.map((scalar) => SCALAR_LABELS[scalar]).join(', ')})</span>}
      </td>
    );
  }
  const text = cellText(cell.field);
  const sources = [cell.linked && 'linked', cell.computed && 'computed'].filter(Boolean).join(', ');
  return (
    <td className={cellClass(cell.field)}>
      <Link to={`/space/${space.id}/property/${propertyId}`}>{text}</Link> <span className="source-note">({sources})</span>
      {badges && <> {badges}</>}
    </td>
  );
}

/** An equation's cell: holds, fails or unknown, linked to the pair's page (its proof when computed). */
function EquationCell({ equationId, propertyId, cell }: { equationId: number; propertyId: number; cell: EquationCompareCell }) {
  if (cell.hasProperty === null) return <td className="cell-unknown">unknown</td>;
  const sources = [cell.linked && 'linked', cell.computed && 'computed'].filter(Boolean).join(', ');
  return (
    <td className={cell.hasProperty ? 'cell-holds' : 'cell-fails'}>
      <Link to={`/differential-equation/${equationId}/property/${propertyId}`}>{cell.hasProperty ? 'holds' : 'fails'}</Link> <span className="source-note">({sources})</span>
    </td>
  );
}

const KINDS = {
  space: { title: 'Compare spaces', crumb: { label: 'Spaces', to: '/space' }, list: '/api/space', path: '/space', properties: '/property', noun: 'space' },
  equation: { title: 'Compare differential equations', crumb: { label: 'Differential equations', to: '/differential-equation' }, list: '/api/differential-equation', path: '/differential-equation', properties: '/differential-equation/property', noun: 'equation' },
} as const;

/** `kind`: spaces (/compare) or differential equations (/differential-equation/compare). */
export function ComparePage({ kind = 'space' }: { kind?: 'space' | 'equation' }) {
  const words = KINDS[kind];
  const [params, setParams] = useSearchParams();
  const ids = params.getAll(kind);
  const compare = useCompare(kind, ids);
  const subjects = useQuery(apiQuery<{ id: number; symbol?: string; name?: string }[]>(words.list));
  const marks = useMarkIndex();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [adding, setAdding] = useState('');

  const setSpaces = (next: string[]) => setParams(next.map((id): [string, string] => [kind, id]));
  // A space is shown by its symbol, an equation by its name.
  const label = (s: { symbol?: string; name?: string }) => (kind === 'space' ? s.symbol : s.name) ?? '';

  return (
    <Page title={words.title} crumbs={[words.crumb, { label: 'Compare' }]} queries={[compare, subjects]}>
      {() => {
        const answer = compare.data!;
        const others = subjects.data!.filter((s) => !ids.includes(String(s.id)));
        const picker = ids.length < MAX && (
          <form
            className="inline-field"
            onSubmit={(e) => {
              e.preventDefault();
              if (adding) setSpaces([...ids, adding]);
              setAdding('');
            }}
          >
            <label htmlFor="compare-add">Add {kind === 'space' ? 'a space' : 'an equation'}</label>
            <select id="compare-add" value={adding} onChange={(e) => setAdding(e.target.value)}>
              <option value="">Choose…</option>
              {others.map((s) => (
                <option key={s.id} value={s.id}>
                  {readableText(label(s))}
                </option>
              ))}
            </select>
            <button type="submit" disabled={!adding}>
              Add
            </button>
          </form>
        );
        if ('errors' in answer) {
          return (
            <>
              <h1>{words.title}</h1>
              <div className="alert alert-danger" role="alert">
                {Object.values(answer.errors).map((m) => (
                  <p key={m}>{m}</p>
                ))}
              </div>
              {picker}
            </>
          );
        }
        const view = answer.view;
        const columns = 'spaces' in view ? view.spaces.map((s) => ({ id: s.id, name: s.symbol })) : view.equations;
        const rows = [...view.rows.filter((r) => r.differs), ...(onlyDifferences ? [] : view.rows.filter((r) => !r.differs))];
        const differing = view.rows.filter((r) => r.differs).length;
        return (
          <>
            <h1>{words.title}</h1>
            {picker}
            <p>
              <label className="checkbox">
                <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} /> Only differences
              </label>{' '}
              <span className="muted">
                {differing} of {view.rows.length} properties differ.
              </span>
            </p>
            <div className="table-scroll">
              <table className="compare-table">
                <caption className="visually-hidden">Properties of the compared {words.noun}s</caption>
                <thead>
                  <tr>
                    <th scope="col">Property</th>
                    {columns.map((s) => (
                      <th scope="col" key={s.id}>
                        <Link to={`${words.path}/${s.id}`} aria-label={spokenName(s.name)}>
                          <MathText text={s.name} />
                        </Link>{' '}
                        <button
                          type="button"
                          className="link-button"
                          aria-label={`Remove ${spokenName(s.name)} from the comparison`}
                          onClick={() => setSpaces(ids.filter((id) => id !== String(s.id)))}
                        >
                          ×
                        </button>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.property.id} className={row.differs ? 'differs' : undefined}>
                      <th scope="row">
                        <Link to={`${words.properties}/${row.property.id}`} aria-label={spokenName(row.property.name)}>
                          <MathText text={row.property.name} />
                        </Link>
                        {row.differs && <span className="visually-hidden"> (differs)</span>}
                      </th>
                      {'spaces' in view
                        ? (row.cells as CompareCell[]).map((cell, i) => (
                            <Cell key={view.spaces[i].id} space={view.spaces[i]} propertyId={row.property.id} cell={cell} marks={marks.get(markKey(view.spaces[i].id, row.property.id)) ?? []} />
                          ))
                        : (row.cells as EquationCompareCell[]).map((cell, i) => <EquationCell key={columns[i].id} equationId={columns[i].id} propertyId={row.property.id} cell={cell} />)}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        );
      }}
    </Page>
  );
}
