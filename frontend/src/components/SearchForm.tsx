/**
 * The one search box of /search and the home page: text or a formula of
 * property names in the same box (the server reads which: README › API),
 * with the names offered while a term is typed. Among differential
 * equations, the box is a formula of their properties. Searching only
 * changes the URL (searchUrl), so every search can be shared.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEquationPropertyList } from '../features/equation-properties/api/equation-properties';
import { useProperties } from '../features/properties/api/properties';
import { FormulaInput } from './FormulaInput';

const FIELDS = [
  ['both', 'Real and complex'],
  ['real', 'Real'],
  ['complex', 'Complex'],
] as const;

export interface SearchRequest { text: string; kind: 'space' | 'equation'; field: string }

/** The /search URL of a request: `q` (and `field` when not both), or a formula over the equations. */
export function searchUrl({ text, kind, field }: SearchRequest): string {
  const params: Record<string, string> = kind === 'equation' ? { formula: text, kind } : field === 'both' ? { q: text } : { q: text, field };
  return `/search?${new URLSearchParams(params)}`;
}

/** The request a /search URL asks (an old `formula=` link over the spaces fills the same box). */
export function searchRequest(params: URLSearchParams): SearchRequest {
  const kind = params.get('kind') === 'equation' ? 'equation' : 'space';
  return { text: params.get('formula') ?? params.get('q') ?? '', kind, field: params.get('field') ?? 'both' };
}

/** `initial`: what the box starts with; give the form a `key` of the URL so that a new URL (back, forward, the navigation bar's box) refills it. */
export function SearchForm({ initial }: { initial: SearchRequest }) {
  const navigate = useNavigate();
  const properties = useProperties();
  const equationProperties = useEquationPropertyList();
  const [request, setRequest] = useState(initial);
  const { text, kind, field } = request;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() !== '') navigate(searchUrl(request));
  }

  const names = (kind === 'equation' ? equationProperties.data?.map((p) => p.name) : properties.data?.map((p) => p.name)) ?? [];
  return (
    <form role="search" aria-label="Search the catalogue" className="search-forms" onSubmit={submit}>
      <label htmlFor="search-box">Search</label>
      <div className="inline-field search-box">
        <FormulaInput
          id="search-box"
          value={text}
          onChange={(value) => setRequest((r) => ({ ...r, text: value }))}
          names={names}
          placeholder={kind === 'equation' ? 'Linear + ~Parabolic' : 'ell^1, Tsirelson, or Reflexive + ~Separable'}
        />
        <button type="submit">Search</button>
      </div>
      <p className="hint">
        Words search the names, symbols, descriptions and references (ℓ¹ can be typed ell^1, ℓ1 or l1). Property names joined by + are a formula over
        the spaces: ~ denies a property, ? asks for it undecided, as in <code>Reflexive + ~Separable</code>.
      </p>
      <div className="inline-field">
        <label htmlFor="search-kind">Among</label>
        <select id="search-kind" value={kind} onChange={(e) => setRequest((r) => ({ ...r, kind: e.target.value === 'equation' ? 'equation' : 'space' }))}>
          <option value="space">Everything (a formula: spaces)</option>
          <option value="equation">Differential equations (a formula of their properties)</option>
        </select>
        {kind === 'space' && (
          <>
            <label htmlFor="search-field">Field</label>
            <select id="search-field" value={field} onChange={(e) => setRequest((r) => ({ ...r, field: e.target.value }))}>
              {FIELDS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
    </form>
  );
}
