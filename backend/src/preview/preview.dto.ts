/** The bodies of POST /api/preview/link and /api/preview/theorem: what the form would save. */
import { applyDecorators } from '@nestjs/common';
import { ApiSchema } from '@nestjs/swagger';
import { isLinkField, type LinkField } from '../../../kb/contract/fields';
import type { LinkPreviewRequest } from '../../../kb/contract/changes';
import { Check } from '../http/dto-decorators';
import { isStorableId } from '../http/id.pipe';
import { IdProperty, LinkFieldProperty } from '../openapi/schemas/properties';
import { RelationDto } from '../relation/relation.dto';
import { TheoremDto } from '../theorem/theorem.dto';

/** An id in the body: a positive whole number (the message names what it is the id of). */
function BodyId(what: string, required: boolean): PropertyDecorator {
  const check = Check('bodyId', (value) => {
    if (value === undefined || value === null) return required ? `Please choose a ${what}.` : null;
    return isStorableId(value) ? null : `The ${what} must be given by its id, a positive whole number.`;
  });
  return applyDecorators(check, IdProperty({ required, nullable: !required, description: `The ${what}'s id.` }));
}

@ApiSchema({ name: 'LinkPreviewInput', description: 'The save the link form would make: the pair and the field (null: the stored link deleted).' })
export class LinkPreviewDto implements LinkPreviewRequest {
  @BodyId('space', true)
  spaceId!: number;

  @BodyId('property', true)
  propertyId!: number;

  @Check('linkFieldOrNull', (value) => {
    if (value === undefined || value === '') return 'Please choose a field.';
    return value === null || isLinkField(value) ? null : 'The field must be one of the eight link field types, or null for deleting the link.';
  })
  @LinkFieldProperty({ nullable: true })
  field!: LinkField | null;
}

@ApiSchema({ name: 'TheoremPreviewInput', description: 'The theorem form as it would be saved, with `id` when it edits a stored theorem.' })
export class TheoremPreviewDto extends TheoremDto {
  @BodyId('theorem', false)
  id?: number | null;
}

@ApiSchema({ name: 'RelationPreviewInput', description: 'The relation form as it would be saved, with `id` when it edits a stored relation.' })
export class RelationPreviewDto extends RelationDto {
  @BodyId('relation', false)
  id?: number | null;
}
