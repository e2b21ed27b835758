/**
 * /search: one box (SearchForm). /search?q=… is read by the server as a
 * formula over the spaces when it parses as one, else as text; the page says
 * which, with a link to the other reading (&as=text searches the words as
 * text). /search?formula=… (&field=…, or &kind=equation) is a formula as
 * such. Every search is its URL, so it can be shared.
 */
import { Link, useSearchParams } from 'react-router-dom';
import type { EquationFormulaView, FormulaSearchView, TextSearchView } from '@contract';
import { Page } from '../../../components/Page';
import { useProperties } from '../../properties/api/properties';
import { useTheorems } from '../../theorems/api/theorems';
import { useSearch } from '../api/discovery';
import { EquationResults } from './EquationResults';
import { FormulaResults } from './FormulaResults';
import { searchRequest, SearchForm } from '../../../components/SearchForm';
import { TextResults } from './TextResults';

/** The API query of the page's URL: the same parameters, in a fixed order; null when nothing is asked. */
function apiParams(params: URLSearchParams): string | null {
  const q = params.get('q');
  const formula = params.get('formula');
  if (formula !== null) {
    const kind = params.get('kind') === 'equation' ? 'equation' : 'space';
    const search = new URLSearchParams({ formula });
    if (kind === 'equation') search.set('kind', 'equation');
    else search.set('field', params.get('field') ?? 'both');
    return search.toString();
  }
  if (q === null || q.trim() === '') return null;
  const search = new URLSearchParams({ q });
  if (params.get('as') === 'text') search.set('as', 'text');
  else search.set('field', params.get('field') ?? 'both');
  return search.toString();
}

/** The same search read the other way: the words as text, or (back from text) as the box reads them. */
function otherReading(params: URLSearchParams, as: 'text' | 'auto'): string {
  const next = new URLSearchParams(params);
  if (as === 'text') next.set('as', 'text');
  else next.delete('as');
  return `/search?${next}`;
}

export function SearchPage() {
  const [params] = useSearchParams();
  const asked = apiParams(params);
  const search = useSearch(asked);
  const properties = useProperties();
  const theorems = useTheorems();
  const fromBox = params.get('q') !== null && params.get('formula') === null;
  const asText = params.get('as') === 'text';

  const answer = search.data;
  return (
    <Page title="Search" crumbs={[{ label: 'Search' }]} queries={asked ? [search, properties, theorems] : [properties]}>
      {() => (
        <>
          <h1>Search</h1>
          <SearchForm key={params.toString()} initial={searchRequest(params)} />
          {answer && 'errors' in answer && (
            <div role="alert" className="alert alert-danger">
              {Object.values(answer.errors).map((message) => (
                <p key={message}>{message}</p>
              ))}
              {fromBox && !asText && (
                <p>
                  <Link to={otherReading(params, 'text')}>Search the words as text instead</Link>
                </p>
              )}
            </div>
          )}
          {answer && 'view' in answer && answer.view.kind === 'text' && (
            <>
              {(answer.view as TextSearchView).formulaError && (
                <p className="alert alert-info" role="status">
                  Read as a formula of property names, this cannot be asked: {(answer.view as TextSearchView).formulaError} Below, the words searched as text.
                </p>
              )}
              {asText && (
                <p className="hint">
                  Searched as text. <Link to={otherReading(params, 'auto')}>Read it as a formula if it is one</Link>
                </p>
              )}
              <TextResults view={answer.view as TextSearchView} />
            </>
          )}
          {answer && 'view' in answer && answer.view.kind === 'space' && (
            <>
              {fromBox && (
                <p className="hint" role="status">
                  Read as a formula of property names. <Link to={otherReading(params, 'text')}>Search the words as text instead</Link>
                </p>
              )}
              <FormulaResults view={answer.view as FormulaSearchView} />
            </>
          )}
          {answer && 'view' in answer && answer.view.kind === 'equation' && <EquationResults view={answer.view as EquationFormulaView} />}
        </>
      )}
    </Page>
  );
}
