/**
 * The discovery reads over the spaces (kb/discovery.ts): compare, what a
 * property implies and what implies it, a space's undecided properties and
 * the ranked open questions. README › API.
 */
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { OpenQuestion } from '../../../kb/discovery-questions';
import type { QuestionEntry, QuestionsView } from '../../../kb/contract/discovery';
import type { Scalar } from '../../../kb/contract/fields';
import { itemScalars } from '../../../kb/contract/fields';
import { badRequest, notFound } from '../http/errors';
import { Answers } from '../openapi/answers';
import { CompareSchema, ImplicationsSchema, QuestionSchema, QuestionsSchema } from '../openapi/schemas/discovery';
import { MAX_ID } from '../http/id.pipe';
import { IdPipe } from '../http/id.pipe';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { ProblemService, problemKey } from '../problem/problem.service';
import { Uncached } from '../read/catalogue-read.interceptor';
import { idList, oneOf, optionalId, wholeNumber, type Query as QueryParams } from './query-params';

const SCALAR_WORDS = ['real', 'complex'] as const;
/** The gaps' field filter: a scalar, or both (no filter), as the /gaps page offers them. */
const GAP_FIELDS = ['real', 'complex', 'both'] as const;
const toScalar = (word: 'real' | 'complex'): Scalar => (word === 'real' ? 'REAL' : 'COMPLEX');

@Controller()
export class DiscoveryController {
  constructor(
    private readonly knowledge: KnowledgeService,
    private readonly problems: ProblemService,
  ) {}

  @Get('compare')
  @Answers(CompareSchema)
  @ApiQuery({ name: 'space', required: true, description: 'The spaces to compare, as space=1&space=2 or space=1,2.', schema: { type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_ID } }, style: 'form', explode: true })
  compare(@Query() query: QueryParams) {
    const answer = this.knowledge.discovery.compare(idList(query, 'space'), (id) => this.knowledge.spaceProperties(id));
    if ('errors' in answer) throw badRequest(answer.errors);
    return answer.view;
  }

  /** ?field=real|complex (default: real when the property allows it) &value=has|lacks (default has). */
  @Get('property/:id/implications')
  @Answers(ImplicationsSchema)
  @ApiQuery({ name: 'field', required: false, description: 'The scalar (default: real when the property allows it).', schema: { type: 'string', enum: [...SCALAR_WORDS] } })
  @ApiQuery({ name: 'value', required: false, description: 'Whether the property is asserted or denied (default has).', schema: { type: 'string', enum: ['has', 'lacks'] } })
  implications(@Param('id', IdPipe) id: number, @Query() query: QueryParams) {
    const discovery = this.knowledge.discovery;
    const property = discovery.property(id);
    if (!property) throw notFound();
    const fallback = itemScalars(property.field).includes('REAL') ? 'real' : 'complex';
    const scalar = toScalar(oneOf(query, 'field', SCALAR_WORDS, fallback));
    const value = oneOf(query, 'value', ['has', 'lacks'] as const, 'has') === 'has';
    const answer = discovery.implications(id, scalar, value);
    if (!answer) throw notFound();
    if ('errors' in answer) throw badRequest(answer.errors);
    return answer.view;
  }

  /** The space's undecided properties, ranked as the open questions are. */
  @Get('space/:id/unknowns')
  @Answers([QuestionSchema])
  async unknowns(@Param('id', IdPipe) id: number): Promise<QuestionEntry[]> {
    if (!this.knowledge.discovery.space(id)) throw notFound();
    const unsettled = this.knowledge.discovery.questions({ spaceId: id });
    return (await this.withoutProblems(unsettled, (m) => m.spaceId === id)).questions.map((q) => this.entry(q));
  }

  /**
   * ?property=&space=&field=real|complex&limit=(1–500, default 50)&offset=
   * Uncached: while a large catalogue's ranking is being counted, the same
   * URL answers more each time at one catalogue version.
   */
  @Get('questions')
  @Uncached()
  @Answers(QuestionsSchema)
  @ApiQuery({ name: 'property', required: false, description: 'Only questions about this property.', schema: { type: 'integer', minimum: 1, maximum: MAX_ID } })
  @ApiQuery({ name: 'space', required: false, description: 'Only questions about this space.', schema: { type: 'integer', minimum: 1, maximum: MAX_ID } })
  @ApiQuery({ name: 'field', required: false, description: 'Only questions over this scalar (both, the default: over either).', schema: { type: 'string', enum: [...GAP_FIELDS] } })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 500, default: 50 } })
  @ApiQuery({ name: 'offset', required: false, schema: { type: 'integer', minimum: 0, maximum: 10_000_000, default: 0 } })
  async questions(@Query() query: QueryParams): Promise<QuestionsView> {
    const discovery = this.knowledge.discovery;
    const propertyId = optionalId(query, 'property');
    const spaceId = optionalId(query, 'space');
    const gapField = oneOf(query, 'field', GAP_FIELDS, 'both');
    const field = gapField === 'both' ? undefined : gapField;
    const limit = wholeNumber(query, 'limit', 1, 500, 50);
    const offset = wholeNumber(query, 'offset', 0, 10_000_000, 0);
    if (propertyId !== undefined && !discovery.property(propertyId)) throw badRequest({ property: `No property has the id ${propertyId}.` });
    if (spaceId !== undefined && !discovery.space(spaceId)) throw badRequest({ space: `No space has the id ${spaceId}.` });
    const ranked = discovery.rankedQuestions({ propertyId, spaceId, scalar: field && toScalar(field) });
    const { questions: gaps, left } = await this.withoutProblems(ranked.questions, (m) =>
      (propertyId === undefined || m.propertyId === propertyId) && (spaceId === undefined || m.spaceId === spaceId) && (field === undefined || m.scalar === toScalar(field)),
    );
    // The exact total less the marks among it: once every space is counted, all those the filter matches.
    const total = ranked.total - (ranked.counted < ranked.spaces ? left.listed : left.matching);
    const questions = gaps.slice(offset, offset + limit).map((q) => this.entry(q));
    if (ranked.counted < ranked.spaces) return { total, questions, counting: { counted: ranked.counted, spaces: ranked.spaces } };
    return { total, questions };
  }

  /**
   * The gaps without the pairs marked open problem or independent of ZFC
   * (backend/src/problem): those are not the catalogue's to fill. `left`:
   * how many were left out of the list, and how many undecided marks the
   * filter matches (the ranking keeps only its best questions, so some may
   * be past the list's end).
   */
  private async withoutProblems(
    questions: OpenQuestion[],
    matches: (mark: { spaceId: number; propertyId: number; scalar: Scalar }) => boolean,
  ): Promise<{ questions: OpenQuestion[]; left: { listed: number; matching: number } }> {
    const marks = await this.problems.undecided();
    if (!marks.length) return { questions, left: { listed: 0, matching: 0 } };
    const marked = new Set(marks.map((m) => problemKey(m.spaceId, m.propertyId, m.scalar)));
    const kept = questions.filter((q) => !marked.has(problemKey(q.spaceId, q.propertyId, q.scalar)));
    return { questions: kept, left: { listed: questions.length - kept.length, matching: marks.filter(matches).length } };
  }

  private entry(q: OpenQuestion): QuestionEntry {
    const space = this.knowledge.discovery.space(q.spaceId)!;
    const property = this.knowledge.discovery.property(q.propertyId)!;
    return {
      space: { id: space.id, symbol: space.symbol },
      property: { id: property.id, name: property.name },
      scalar: q.scalar,
      ifHolds: q.ifHolds,
      ifFails: q.ifFails,
    };
  }
}
