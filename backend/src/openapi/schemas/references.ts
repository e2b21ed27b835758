import { ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/references';
import { IntegerProperty, TextProperty } from './properties';

@ApiSchema({ name: 'Reference', description: 'A reference with exactly one source: an arXiv id, an English Wikipedia page (or, for old ones, its url only) or BibTeX.' })
export class ReferenceSchema implements Contract.Reference {
  @TextProperty()
  url!: string;
  @TextProperty()
  title!: string;
  @TextProperty({ nullable: true })
  arxivId!: string | null;
  @IntegerProperty({ nullable: true, minimum: 1, description: "The English Wikipedia page id (the parse API's pageid); null when not known." })
  wikipediaId!: number | null;
  @TextProperty({ nullable: true })
  bibtex!: string | null;
  @IntegerProperty({ nullable: true, minimum: 1 })
  page!: number | null;
  @TextProperty({ nullable: true })
  statement!: string | null;
}
