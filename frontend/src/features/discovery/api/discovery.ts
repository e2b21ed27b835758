/**
 * Reads of the discovery endpoints (README › API). A search or a question
 * that cannot be asked answers 400 with messages: those are shown, not an
 * empty page, so these reads return them instead of throwing.
 */
import { useQuery } from '@tanstack/react-query';
import { ReadError } from '../../../lib/api-client';
import type { CompareView, EquationCompareView, EquationQuestionsView, EquationFormulaView, EquationImplicationsView, FieldErrors, FormulaSearchView, ImplicationsView, QuestionEntry, QuestionsView, TextSearchView } from '@contract';
import { useApiQuery } from '../../../lib/use-api-query';

export type Answer<T> = { view: T } | { errors: FieldErrors };

async function answerOf<T>(path: string): Promise<Answer<T>> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (response.status === 400) return { errors: ((await response.json()) as { errors: FieldErrors }).errors ?? {} };
  if (response.status !== 200) throw new ReadError(response.status);
  return { view: (await response.json()) as T };
}

/** A read that may be refused with messages; disabled while `path` is null. */
function useAnswer<T>(path: string | null) {
  return useQuery({ queryKey: [path], queryFn: () => answerOf<T>(path!), enabled: path !== null });
}

export type SearchAnswer = Answer<TextSearchView | FormulaSearchView | EquationFormulaView>;

export const useSearch = (params: string | null) => useAnswer<TextSearchView | FormulaSearchView | EquationFormulaView>(params === null ? null : `/api/search?${params}`);
/** Spaces (/api/compare?space=…) or differential equations (/api/differential-equation/compare?equation=…) side by side. */
export const useCompare = (kind: 'space' | 'equation', ids: string[]) =>
  useAnswer<CompareView | EquationCompareView>(`${kind === 'space' ? '/api' : '/api/differential-equation'}/compare?${ids.map((id) => `${kind}=${encodeURIComponent(id)}`).join('&')}`);
/** What a property of spaces (over `field`) or of equations (no field) implies and what implies it. */
export const useImplications = (kind: 'space' | 'equation', propertyId: string, field: string, value: string) =>
  useAnswer<ImplicationsView | EquationImplicationsView>(
    kind === 'space' ? `/api/property/${propertyId}/implications?field=${field}&value=${value}` : `/api/differential-equation/property/${propertyId}/implications?value=${value}`,
  );
export const useUnknowns = (spaceId: string) => useApiQuery<QuestionEntry[]>(`/api/space/${spaceId}/unknowns`);
/** Polls every 2 s while the server is still counting the catalogue-wide ranking (`counting`). */
export const useQuestions = (params: string) =>
  useQuery({
    queryKey: [`/api/questions?${params}`],
    queryFn: () => answerOf<QuestionsView>(`/api/questions?${params}`),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && 'view' in data && data.view.counting ? 2000 : false;
    },
  });
/** The equation catalogue's gaps (/api/differential-equation/questions?…): counted at once, no polling. */
export const useEquationQuestions = (params: string) => useAnswer<EquationQuestionsView>(`/api/differential-equation/questions?${params}`);
