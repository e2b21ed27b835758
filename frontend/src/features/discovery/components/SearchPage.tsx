/**
 * /search: by text (/search?q=…) or by formula (/search?formula=…&field=…,
 * or &kind=equation). Every search is its URL, so it can be shared; the
 * forms only change the URL.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EquationFormulaView, FormulaSearchView, TextSearchView } from '@contract';
import { Page } from '../../../components/Page';
import { useEquationPropertyList } from '../../equation-properties/api/equation-properties';
import { useProperties } from '../../properties/api/properties';
import { useTheorems } from '../../theorems/api/theorems';
import { useSearch } from '../api/discovery';
import { EquationResults } from './EquationResults';
import { FormulaInput } from './FormulaInput';
import { FormulaResults } from './FormulaResults';
import { TextResults } from './TextResults';

const FIELDS = [
  ['both', 'Real and complex'],
  ['real', 'Real'],
  ['complex', 'Complex'],
] as const;

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
  return q !== null && q.trim() !== '' ? new URLSearchParams({ q }).toString() : null;
}

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const asked = apiParams(params);
  const search = useSearch(asked);
  const properties = useProperties();
  const equationProperties = useEquationPropertyList();
  const theorems = useTheorems();
  const [text, setText] = useState(params.get('q') ?? '');
  const [formula, setFormula] = useState(params.get('formula') ?? '');
  const [field, setField] = useState(params.get('field') ?? 'both');
  const [kind, setKind] = useState(params.get('kind') === 'equation' ? 'equation' : 'space');

  // A new URL (the navigation bar's box, back and forward) refills the forms.
  useEffect(() => {
    setText(params.get('q') ?? '');
    setFormula(params.get('formula') ?? '');
    setField(params.get('field') ?? 'both');
    setKind(params.get('kind') === 'equation' ? 'equation' : 'space');
  }, [params]);

  function searchText(event: FormEvent) {
    event.preventDefault();
    setParams({ q: text });
  }

  function searchFormula(event: FormEvent) {
    event.preventDefault();
    setParams(kind === 'equation' ? { formula, kind } : { formula, field });
  }

  const answer = search.data;
  const names = (kind === 'equation' ? equationProperties.data?.map((p) => p.name) : properties.data?.map((p) => p.name)) ?? [];
  return (
    <Page title="Search" crumbs={[{ label: 'Search' }]} queries={asked ? [search, properties, theorems] : [properties]}>
      {() => (
        <>
          <h1>Search</h1>
          <div className="search-forms">
            <form role="search" aria-label="Search by text" onSubmit={searchText}>
              <label htmlFor="search-text">Text</label>
              <div className="inline-field">
                <input id="search-text" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="ell^1, reflexive, Tsirelson…" />
                <button type="submit">Search</button>
              </div>
              <p className="hint">Names, symbols, descriptions and reference titles; ℓ¹ can be typed ell^1, ℓ1 or l1.</p>
            </form>
            <form role="search" aria-label="Search by formula" onSubmit={searchFormula}>
              <label htmlFor="search-formula">Formula</label>
              <FormulaInput id="search-formula" value={formula} onChange={setFormula} names={names} />
              <p className="hint">Property names joined by +, each optionally preceded by ~ (not).</p>
              <div className="inline-field">
                <label htmlFor="search-kind">Among</label>
                <select id="search-kind" value={kind} onChange={(e) => setKind(e.target.value)}>
                  <option value="space">Spaces</option>
                  <option value="equation">Differential equations</option>
                </select>
                {kind === 'space' && (
                  <>
                    <label htmlFor="search-field">Field</label>
                    <select id="search-field" value={field} onChange={(e) => setField(e.target.value)}>
                      {FIELDS.map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </>
                )}
                <button type="submit">Search by formula</button>
              </div>
            </form>
          </div>
          {answer && 'errors' in answer && (
            <div role="alert" className="alert alert-danger">
              {Object.values(answer.errors).map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
          {answer && 'view' in answer && answer.view.kind === 'text' && <TextResults view={answer.view as TextSearchView} />}
          {answer && 'view' in answer && answer.view.kind === 'space' && <FormulaResults view={answer.view as FormulaSearchView} />}
          {answer && 'view' in answer && answer.view.kind === 'equation' && <EquationResults view={answer.view as EquationFormulaView} />}
        </>
      )}
    </Page>
  );
}
