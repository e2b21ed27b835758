import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { isLinkField, type LinkField } from '../../../kb/contract/fields';
import type { RelationKind } from '../../../kb/contract/links';
import { RELATION_KIND_NAMES } from '../../../kb/contract/relations';
import { IdProperty, LinkFieldProperty } from '../openapi/schemas/properties';
import { Check, Text } from '../http/dto-decorators';
import { isStorableId } from '../http/id.pipe';
import { ReferenceDto, References } from '../reference/reference.dto';
import { ItemVersion } from '../catalogue/item-version';

export const MAX_ATOMS = 5;

@ApiSchema({ name: 'AtomInput', description: 'A condition or conclusion: a property and the field it holds with.' })
export class AtomDto {
  @IdProperty()
  propertyId!: number;
  @LinkFieldProperty()
  field!: LinkField;
}

/** 1 to 5 conditions (or conclusions), each {propertyId, field}; reported under `conditions`/`conclusions`. */
function Atoms(role: 'condition' | 'conclusion'): PropertyDecorator {
  const Role = role[0].toUpperCase() + role.slice(1);
  const schema = ApiProperty({ type: [AtomDto], minItems: 1, maxItems: MAX_ATOMS });
  const check = Check(`${role}s`, (value) => {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return `A theorem needs at least one ${role}.`;
    if (!Array.isArray(value)) return `The ${role}s must be a list.`;
    if (value.length > MAX_ATOMS) return `A theorem has at most ${MAX_ATOMS} ${role}s.`;
    const bad = value.findIndex((atom) => {
      const a = atom as Partial<AtomDto> | null;
      return !a || typeof a !== 'object' || !isStorableId(a.propertyId) || !isLinkField(a.field);
    });
    return bad >= 0 ? `${Role} ${bad + 1} needs a property and a field.` : null;
  });
  return applyDecorators(check, schema);
}

const DIRECTIONS = ['toRelated', 'fromRelated'];

@ApiSchema({ name: 'TheoremAlongInput', description: 'Y is a `relation` of X: `toRelated` takes the condition on X and concludes on Y, `fromRelated` the other way.' })
export class AlongDto {
  @ApiProperty({ enum: [...RELATION_KIND_NAMES] })
  relation!: RelationKind;
  @ApiProperty({ enum: DIRECTIONS })
  direction!: 'toRelated' | 'fromRelated';
}

/** A theorem along a relation, or null for one about one space; absent keeps what is stored. */
function Along(): PropertyDecorator {
  const check = Check('along', (value) => {
    if (value === undefined || value === null) return null;
    const along = value as Partial<AlongDto>;
    if (typeof value !== 'object' || Array.isArray(value)) return 'Please choose a relation and a direction, or none.';
    if (!(RELATION_KIND_NAMES as readonly unknown[]).includes(along.relation)) return `The relation must be one of ${RELATION_KIND_NAMES.join(', ')}.`;
    return DIRECTIONS.includes(along.direction as string) ? null : `The direction must be one of ${DIRECTIONS.join(', ')}.`;
  });
  return applyDecorators(check, ApiProperty({ type: AlongDto, required: false, nullable: true }));
}

/** POST /api/theorem and /api/theorem/{id}. */
@ApiSchema({ name: 'TheoremInput' })
export class TheoremDto {
  @Text({ label: 'name', max: 300 })
  name?: string | null;

  @Text({ label: 'description', max: 50000 })
  description?: string | null;

  @Atoms('condition')
  conditions!: AtomDto[];

  @Atoms('conclusion')
  conclusions!: AtomDto[];

  @References()
  references?: ReferenceDto[] | null;

  @Along()
  along?: AlongDto | null;

  /** The version the form loaded (optional): a stale one is a 409. */
  @ItemVersion()
  version?: number | null;
}
