/**
 * A reference as the API receives it. Each reference's problems are reported
 * under `reference[i]` (see http/validation-pipe.ts).
 *
 * Exactly one source kind (spec section 5):
 * - arXiv: a non-empty `arxivId`;
 * - BibTeX: a non-empty `bibtex`;
 * - Wikipedia: `wikipediaId`, the English Wikipedia page id (a positive integer),
 *   with `title` the article's title — the stored url is rebuilt from the title;
 *   or, for a reference whose page id is unknown (stored before page ids, see
 *   docs/backup-format.md), no `wikipediaId` and an English Wikipedia article `url`.
 * Empty strings count as not given.
 */
import { applyDecorators } from '@nestjs/common';
import { Transform, plainToInstance } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Check, Text } from '../http/dto-decorators';
import { isWikipediaArticleUrl, wikipediaArticleUrl, type Reference } from '../../../kb/contract/references';

export const MAX_REFERENCES = 20;
export const MAX_PAGE = 100000;

const isGiven = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null);
const MAX_PAGE_ID = 2147483647;
const NO_SOURCE = 'Please provide either an Arxiv id or an English Wikipedia url or BibTeX.';
const MANY_SOURCES = 'Please provide either an Arxiv id or an English Wikipedia url or BibTeX, but not more than one.';

@ApiSchema({ name: 'ReferenceInput', description: 'A reference with exactly one source: arxivId, wikipediaId (with the article title), or bibtex; or, for a Wikipedia page whose id is unknown, its url alone.' })
export class ReferenceDto {
  /** Set when the element was not an object at all. */
  @Check('referenceObject', (value) => (value ? 'A reference must be an object.' : null))
  notAnObject?: boolean;

  /** Exactly one source kind. */
  @Check('referenceSource', (_value, object) => {
    const reference = object as Record<string, unknown>;
    const given = ['arxivId', 'wikipediaId', 'bibtex'].filter((key) => isGiven(reference[key])).length;
    // A Wikipedia article url alone is a Wikipedia reference whose page id is unknown.
    if (given === 0 && !isWikipediaArticleUrl(reference.url)) return NO_SOURCE;
    if (given > 1) return MANY_SOURCES;
    return null;
  })
  source?: unknown;

  @Text({ label: 'title', required: true, max: 1000 })
  title!: string;

  @Text({ label: 'url', required: true, max: 2000 })
  @Check('httpUrl', (value) =>
    typeof value === 'string' && !/^https?:\/\/[^\s]+$/i.test(value) ? 'Please provide an http(s) url.' : null,
  )
  url!: string;

  @Text({ label: 'Arxiv id', max: 100 })
  arxivId?: string | null;

  @Check('wikipediaPageId', (value, object) => {
    if (!isGiven(value)) return null;
    if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_PAGE_ID) {
      return 'The Wikipedia id must be the page id, a positive whole number (the article title goes in title).';
    }
    return isWikipediaArticleUrl((object as Record<string, unknown>).url) ? null : 'Please provide an English Wikipedia url.';
  })
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_PAGE_ID, required: false, nullable: true, description: 'The English Wikipedia page id.' })
  wikipediaId?: number | string | null;

  @Text({ label: 'BibTeX', max: 50000 })
  bibtex?: string | null;

  @Check('page', (value) =>
    value === undefined || value === null || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_PAGE)
      ? null
      : 'Please enter a single positive number or leave empty.',
  )
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_PAGE, required: false, nullable: true })
  page?: number | null;

  @Text({ label: 'statement', max: 50000 })
  statement?: string | null;
}

/** The `references` property of a body: optional, an array of at most 20 references. */
export function References(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) =>
      Array.isArray(value)
        ? value.map((item) =>
            item !== null && typeof item === 'object' && !Array.isArray(item)
              ? plainToInstance(ReferenceDto, item)
              : Object.assign(new ReferenceDto(), { notAnObject: true }),
          )
        : value,
    ),
    Check('references', (value) => {
      if (value === undefined || value === null) return null;
      if (!Array.isArray(value)) return 'The references must be a list.';
      return value.length > MAX_REFERENCES ? `At most ${MAX_REFERENCES} references are allowed.` : null;
    }),
    ValidateNested({ each: true }),
    ApiProperty({ type: [ReferenceDto], maxItems: MAX_REFERENCES, required: false, nullable: true }),
  );
}

/** The stored form: trimmed, empty texts as null, a Wikipedia page's url rebuilt from its title. */
export function toReferences(dtos: ReferenceDto[] | null | undefined): Reference[] {
  return (dtos ?? []).map((dto) => {
    const wikipediaId = typeof dto.wikipediaId === 'number' ? dto.wikipediaId : null;
    return {
      url: wikipediaId === null ? dto.url : wikipediaArticleUrl(dto.title),
      title: dto.title,
      arxivId: dto.arxivId || null,
      wikipediaId,
      bibtex: dto.bibtex || null,
      page: dto.page ?? null,
      statement: dto.statement || null,
    };
  });
}
