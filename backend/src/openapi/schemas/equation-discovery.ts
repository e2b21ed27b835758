/** The discovery views over the differential equations (kb/contract/discovery.ts): as for spaces, with equations named instead. */
import { ApiExtraModels, ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/discovery';
import type { Scalar } from '../../../../kb/contract/fields';
import {
  byKind,
  ChainRefSchema,
  ContradictionViewSchema,
  ConverseEquivalentSchema,
  ConverseUnknownSchema,
  DerivationStepSchema,
  FormulaTermSchema,
  Kind,
  PropertyRefSchema,
  TermFactSchema,
} from './discovery';
import { BooleanProperty, IdProperty, ScalarProperty, TextProperty } from './properties';

@ApiSchema({ name: 'EquationRef' })
export class EquationRefSchema implements Contract.EquationRef {
  @IdProperty()
  id!: number;
  @TextProperty()
  name!: string;
}

type EquationView = Contract.EquationFormulaView;

@ApiSchema({ name: 'EquationSatisfying' })
export class EquationSatisfyingSchema implements Pick<EquationView['satisfy'][number], 'equation' | 'facts'> {
  @ApiProperty({ type: EquationRefSchema })
  equation!: EquationRefSchema;
  @ApiProperty({ type: [TermFactSchema], description: 'Each term’s fact (over REAL: equations have no scalar), linked and/or computed.' })
  facts!: TermFactSchema[];
}

@ApiSchema({ name: 'EquationFailing' })
export class EquationFailingSchema implements Pick<EquationView['fail'][number], 'equation' | 'facts' | 'refutation'> {
  @ApiProperty({ type: EquationRefSchema })
  equation!: EquationRefSchema;
  @ApiProperty({ type: [TermFactSchema], description: 'The facts contradicting a term (when the failure is derived, the terms known: see refutation).' })
  facts!: TermFactSchema[];
  @ApiProperty({ type: ContradictionViewSchema, nullable: true, description: 'The equation’s known facts and the formula contradict the equation theorems.' })
  refutation!: ContradictionViewSchema | null;
}

@ApiSchema({ name: 'EquationUndecided' })
export class EquationUndecidedSchema implements Pick<EquationView['undecided'][number], 'equation' | 'facts' | 'unknown'> {
  @ApiProperty({ type: EquationRefSchema })
  equation!: EquationRefSchema;
  @ApiProperty({ type: [TermFactSchema] })
  facts!: TermFactSchema[];
  @ApiProperty({ type: [PropertyRefSchema] })
  unknown!: PropertyRefSchema[];
}

@ApiSchema({ name: 'EquationFormulaSearch', description: 'GET /api/search?formula=&kind=equation: the differential equations that satisfy the formula, fail it, or leave it undecided, through the equation theorems.' })
export class EquationFormulaSearchSchema implements Contract.EquationFormulaView {
  @Kind('equation')
  kind!: 'equation';
  @ApiProperty({ type: [FormulaTermSchema] })
  terms!: FormulaTermSchema[];
  @ApiProperty({ type: ContradictionViewSchema, nullable: true, description: 'Set when the equation theorems make the formula impossible.' })
  contradiction!: ContradictionViewSchema | null;
  @ApiProperty({ type: [EquationSatisfyingSchema] })
  satisfy!: EquationSatisfyingSchema[];
  @ApiProperty({ type: [EquationFailingSchema] })
  fail!: EquationFailingSchema[];
  @ApiProperty({ type: [EquationUndecidedSchema] })
  undecided!: EquationUndecidedSchema[];
}

@ApiSchema({ name: 'ConverseSeparatedByEquations', description: 'Equations of the catalogue refute the converse.' })
export class ConverseSeparatedByEquationsSchema {
  @Kind('separated')
  kind!: 'separated';
  @ApiProperty({ type: [EquationRefSchema] })
  equations!: EquationRefSchema[];
}

type EquationImplications = Contract.EquationImplicationsView;

@ApiSchema({ name: 'EquationImplicationEntry' })
@ApiExtraModels(ConverseEquivalentSchema, ConverseSeparatedByEquationsSchema, ConverseUnknownSchema)
export class EquationImplicationEntrySchema implements Contract.ImplicationEntry<Contract.SeparatingEquations> {
  @ApiProperty({ type: PropertyRefSchema })
  property!: PropertyRefSchema;
  @BooleanProperty()
  value!: boolean;
  @ApiProperty({ type: ChainRefSchema })
  chain!: ChainRefSchema;
  @ApiProperty(byKind({ equivalent: ConverseEquivalentSchema, separated: ConverseSeparatedByEquationsSchema, unknown: ConverseUnknownSchema }))
  converse!: EquationImplications['implies'][number]['converse'];
}

@ApiSchema({ name: 'EquationImplications', description: 'GET /api/differential-equation/property/{id}/implications: what the equation property implies and what implies it, through the equation theorems (over REAL).' })
export class EquationImplicationsSchema implements EquationImplications {
  @ApiProperty({ type: PropertyRefSchema })
  property!: PropertyRefSchema;
  @ScalarProperty()
  scalar!: Scalar;
  @BooleanProperty({ description: 'Whether the property is asserted (has) or denied (lacks).' })
  value!: boolean;
  @ApiProperty({ type: ContradictionViewSchema, nullable: true, description: 'Set when the equation theorems forbid the property (or its absence) altogether.' })
  impossible!: ContradictionViewSchema | null;
  @ApiProperty({ type: [DerivationStepSchema], description: 'The steps every `implies` chain points into.' })
  steps!: DerivationStepSchema[];
  @ApiProperty({ type: [EquationImplicationEntrySchema] })
  implies!: EquationImplicationEntrySchema[];
  @ApiProperty({ type: [EquationImplicationEntrySchema] })
  impliedBy!: EquationImplicationEntrySchema[];
}

@ApiSchema({ name: 'EquationCompareCell', description: 'An (equation, property) of a comparison: had, lacked or unknown (null), linked and/or computed.' })
export class EquationCompareCellSchema implements Contract.EquationCompareCell {
  @BooleanProperty({ nullable: true })
  hasProperty!: boolean | null;
  @BooleanProperty()
  linked!: boolean;
  @BooleanProperty()
  computed!: boolean;
}

@ApiSchema({ name: 'EquationCompareRow' })
export class EquationCompareRowSchema implements Pick<Contract.EquationCompareView['rows'][number], 'property' | 'differs' | 'cells'> {
  @ApiProperty({ type: PropertyRefSchema })
  property!: PropertyRefSchema;
  @BooleanProperty({ description: 'One equation has the property and another lacks it.' })
  differs!: boolean;
  @ApiProperty({ type: [EquationCompareCellSchema] })
  cells!: EquationCompareCellSchema[];
}

@ApiSchema({ name: 'EquationCompare', description: 'GET /api/differential-equation/compare: up to 6 equations side by side over every equation property.' })
export class EquationCompareSchema implements Contract.EquationCompareView {
  @ApiProperty({ type: [EquationRefSchema] })
  equations!: EquationRefSchema[];
  @ApiProperty({ type: [EquationCompareRowSchema] })
  rows!: EquationCompareRowSchema[];
}
