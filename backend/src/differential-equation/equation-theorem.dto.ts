import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { BooleanProperty, IdProperty } from '../openapi/schemas/properties';
import { Check, Text } from '../http/dto-decorators';
import { isStorableId } from '../http/id.pipe';
import { ReferenceDto, References } from '../reference/reference.dto';
import { ItemVersion } from '../catalogue/item-version';
import { MAX_ATOMS } from '../theorem/theorem.dto';

@ApiSchema({ name: 'EquationAtomInput', description: 'A condition or conclusion: an equation property, had (true) or lacked (false).' })
export class EquationAtomDto {
  @IdProperty()
  propertyId!: number;
  @BooleanProperty()
  hasProperty!: boolean;
}

/** 1 to 5 conditions (or conclusions), each {propertyId, hasProperty}; reported under `conditions`/`conclusions`. */
function Atoms(role: 'condition' | 'conclusion'): PropertyDecorator {
  const Role = role[0].toUpperCase() + role.slice(1);
  const schema = ApiProperty({ type: [EquationAtomDto], minItems: 1, maxItems: MAX_ATOMS });
  const check = Check(`${role}s`, (value) => {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return `A theorem needs at least one ${role}.`;
    if (!Array.isArray(value)) return `The ${role}s must be a list.`;
    if (value.length > MAX_ATOMS) return `A theorem has at most ${MAX_ATOMS} ${role}s.`;
    const bad = value.findIndex((atom) => {
      const a = atom as Partial<EquationAtomDto> | null;
      return !a || typeof a !== 'object' || !isStorableId(a.propertyId) || typeof a.hasProperty !== 'boolean';
    });
    return bad >= 0 ? `${Role} ${bad + 1} needs a property and whether it is had (hasProperty true or false).` : null;
  });
  return applyDecorators(check, schema);
}

/** POST /api/differential-equation/theorem and /api/differential-equation/theorem/{id}. */
@ApiSchema({ name: 'EquationTheoremInput' })
export class EquationTheoremDto {
  @Text({ label: 'name', max: 300 })
  name?: string | null;

  @Text({ label: 'description', max: 50000 })
  description?: string | null;

  @Atoms('condition')
  conditions!: EquationAtomDto[];

  @Atoms('conclusion')
  conclusions!: EquationAtomDto[];

  @References()
  references?: ReferenceDto[] | null;

  /** The version the form loaded (optional): a stale one is a 409. */
  @ItemVersion()
  version?: number | null;
}
