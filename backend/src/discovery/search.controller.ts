/**
 * GET /api/search: by text (`q`) over every kind of item, or by formula
 * (`formula`) over the spaces (`field` real | complex | both) or, with
 * `kind=equation`, over the differential equations. README › API.
 */
import { Controller, Get, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import { SEARCH_FIELDS } from '../../../kb/contract/discovery';
import { NameIndex } from '../../../kb/discovery-names';
import { parseFormula } from '../../../kb/discovery-formula';
import { searchEquations } from '../../../kb/discovery-subjects';
import { badRequest } from '../http/errors';
import { byKind, FormulaSearchSchema, TextSearchSchema } from '../openapi/schemas/discovery';
import { EquationFormulaSearchSchema } from '../openapi/schemas/equation-discovery';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { QueryEntitiesService } from '../query/query-entities.service';
import { CatalogueTexts } from './catalogue-texts.service';
import { oneOf, oneText, wholeNumber, type Query as QueryParams } from './query-params';

/** Longest text query and formula accepted (a name is at most 300 characters). */
const MAX_QUERY = 500;
const MAX_FORMULA = 3000;

@Controller('search')
export class SearchController {
  constructor(
    private readonly knowledge: KnowledgeService,
    private readonly texts: CatalogueTexts,
    private readonly queryEntities: QueryEntitiesService,
  ) {}

  @Get()
  @ApiExtraModels(TextSearchSchema, FormulaSearchSchema, EquationFormulaSearchSchema)
  @ApiOkResponse({ description: 'By text (q): a TextSearch; by formula: a FormulaSearch, or with kind=equation an EquationFormulaSearch.', schema: byKind({ text: TextSearchSchema, space: FormulaSearchSchema, equation: EquationFormulaSearchSchema }) })
  @ApiQuery({ name: 'q', required: false, description: 'What the search box sends (not with formula): read as a formula over the spaces when it parses as one with an operator (two terms, or a term denied with ~ or undecided with ?), else searched as text.', schema: { type: 'string', maxLength: MAX_QUERY } })
  @ApiQuery({ name: 'as', required: false, description: 'With q: text searches the words as text even when they read as a formula; auto (the default) reads them.', schema: { type: 'string', enum: ['auto', 'text'], default: 'auto' } })
  @ApiQuery({ name: 'formula', required: false, description: 'Property names joined by + (or &, and), each optionally denied with ~ (or ¬, not) or asked undecided with ?.', schema: { type: 'string', maxLength: MAX_FORMULA } })
  @ApiQuery({ name: 'kind', required: false, description: 'With formula: search the spaces (default) or the differential equations.', schema: { type: 'string', enum: ['space', 'equation'] } })
  @ApiQuery({ name: 'field', required: false, description: 'With a formula over spaces (or q read as one): the scalars (default both).', schema: { type: 'string', enum: [...SEARCH_FIELDS] } })
  @ApiQuery({ name: 'limit', required: false, description: 'With q.', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } })
  @ApiQuery({ name: 'offset', required: false, description: 'With q.', schema: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 } })
  async search(@Query() query: QueryParams) {
    const q = oneText(query, 'q');
    const formula = oneText(query, 'formula');
    if (q !== undefined && formula !== undefined) throw badRequest({ general: 'Search by text (q) or by formula (formula), not both at once.' });
    if (formula !== undefined) return this.formula(query, formula);
    if (q === undefined || q.trim() === '') throw badRequest({ q: 'Please enter something to search for.' });
    if (q.length > MAX_QUERY) throw badRequest({ q: `The search text must be at most ${MAX_QUERY} characters.` });
    const asText = oneOf(query, 'as', ['text', 'auto'] as const, 'auto') === 'text';
    const field = oneOf(query, 'field', SEARCH_FIELDS, 'both');
    const limit = wholeNumber(query, 'limit', 1, 100, 20);
    const offset = wholeNumber(query, 'offset', 0, 1_000_000, 0);
    const reading = asText ? { text: true as const } : this.knowledge.discovery.readQuery(q, field);
    if ('errors' in reading) throw badRequest({ q: reading.errors.q ?? Object.values(reading.errors)[0] });
    if ('view' in reading) return reading.view;
    const found = (await this.texts.index()).search(q, limit, offset);
    return reading.formulaError ? { ...found, formulaError: reading.formulaError } : found;
  }

  private async formula(query: QueryParams, formula: string) {
    if (formula.length > MAX_FORMULA) throw badRequest({ formula: `The formula must be at most ${MAX_FORMULA} characters.` });
    const kind = oneOf(query, 'kind', ['space', 'equation'] as const, 'space');
    if (kind === 'equation') {
      if (query.field !== undefined) throw badRequest({ field: 'Differential equations have no field: leave “field” out.' });
      const catalogue = await this.texts.equations();
      const parsed = parseFormula(formula, new NameIndex(catalogue.properties, (p) => p.name), (p) => p.name);
      if ('error' in parsed) throw badRequest({ formula: parsed.error.replace(/^Unknown property:/, 'Unknown equation property:') });
      const terms = parsed.terms.map((t) => ({ property: { id: t.item.id, name: t.item.name }, value: t.value }));
      // What each equation knows of the terms is read from DataScript's equation facts; the hypothesis is the reasoner's.
      const reasoner = await this.queryEntities.holdEquations();
      return searchEquations(reasoner, catalogue.equations, terms, this.knowledge.equationLookup());
    }
    const field = oneOf(query, 'field', SEARCH_FIELDS, 'both');
    const answer = this.knowledge.discovery.formula(formula, field);
    if ('errors' in answer) throw badRequest({ formula: answer.errors.q ?? Object.values(answer.errors)[0] });
    return answer.view;
  }
}
