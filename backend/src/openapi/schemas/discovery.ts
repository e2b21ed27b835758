/** The discovery views (search, compare, implications, questions): kb/contract/discovery.ts. */
import type { Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/discovery';
import { SEARCH_FIELDS } from '../../../../kb/contract/discovery';
import type { LinkField, Scalar } from '../../../../kb/contract/fields';
import type { RelationKind } from '../../../../kb/contract/links';
import { RELATION_KIND_NAMES } from '../../../../kb/contract/relations';
import { BooleanProperty, IdProperty, IntegerProperty, LinkFieldProperty, ScalarProperty, TextProperty } from './properties';

/** One of `classes`, told apart by their `kind`. */
export function byKind(classes: Record<string, Type>) {
  return {
    oneOf: Object.values(classes).map((c) => ({ $ref: getSchemaPath(c) })),
    discriminator: { propertyName: 'kind', mapping: Object.fromEntries(Object.entries(classes).map(([kind, c]) => [kind, getSchemaPath(c)])) },
  };
}

export const Kind = (kind: string) => ApiProperty({ enum: [kind] });

@ApiSchema({ name: 'SpaceRef' })
export class SpaceRefSchema implements Contract.SpaceRef {
  @IdProperty()
  id!: number;
  @TextProperty()
  symbol!: string;
}

@ApiSchema({ name: 'PropertyRef' })
export class PropertyRefSchema implements Contract.PropertyRef {
  @IdProperty()
  id!: number;
  @TextProperty()
  name!: string;
}

@ApiSchema({ name: 'DerivationStep', description: 'A fact and why it holds: assumed, stored, or a theorem applied (forwards or by contraposition) to earlier steps.' })
export class DerivationStepSchema implements Contract.DerivationStep {
  @IdProperty()
  propertyId!: number;
  @ScalarProperty()
  scalar!: Scalar;
  @BooleanProperty({ description: 'Whether the property holds.' })
  value!: boolean;
  @ApiProperty({ enum: ['assumed', 'stored', 'forward', 'contrapositive', 'carried'], description: 'carried: only in the checks of a theorem along a relation (from the other space).' })
  rule!: 'assumed' | 'stored' | 'forward' | 'contrapositive' | 'carried';
  @IdProperty({ nullable: true })
  theoremId!: number | null;
  @ApiProperty({ type: 'integer', isArray: true, description: 'Indexes of the earlier steps this one rests on.' })
  supports!: number[];
  @ApiProperty({ enum: ['of', 'related'], required: false, description: 'Checks of a theorem along a relation: the space of the fact, Y (related, Y R X) or X (of).' })
  space?: 'of' | 'related';
  @ApiProperty({ enum: [...RELATION_KIND_NAMES], enumName: 'RelationKind', required: false, description: 'A carried step: the relation of Y to X it was carried along.' })
  relation?: RelationKind;
  @ApiProperty({ enum: ['forward', 'contrapositive'], required: false, description: 'A carried step: how the theorem along relations was used.' })
  direction?: 'forward' | 'contrapositive';
}

@ApiSchema({ name: 'Chain', description: 'A derivation and the index of the step it proves.' })
export class ChainSchema implements Contract.Chain {
  @ApiProperty({ type: [DerivationStepSchema] })
  steps!: DerivationStepSchema[];
  @IntegerProperty({ minimum: 0 })
  root!: number;
}

@ApiSchema({ name: 'ContradictionView', description: 'One fact proved both ways: the steps, and the index of each proof.' })
export class ContradictionViewSchema implements Contract.ContradictionView {
  @ApiProperty({ type: [DerivationStepSchema] })
  steps!: DerivationStepSchema[];
  @IntegerProperty({ minimum: 0 })
  holds!: number;
  @IntegerProperty({ minimum: 0 })
  fails!: number;
}

@ApiSchema({ name: 'FormulaTerm', description: 'A term of a formula: the property, asserted (true), denied (false) or asked undecided (null, written ?P).' })
export class FormulaTermSchema implements Contract.FormulaTerm {
  @ApiProperty({ type: PropertyRefSchema })
  property!: PropertyRefSchema;
  @BooleanProperty({ nullable: true })
  value!: boolean | null;
}

@ApiSchema({ name: 'TermFact', description: 'A fact of a space about a term, and where it comes from.' })
export class TermFactSchema implements Contract.TermFact {
  @IdProperty()
  propertyId!: number;
  @ScalarProperty()
  scalar!: Scalar;
  @BooleanProperty()
  value!: boolean;
  @BooleanProperty()
  linked!: boolean;
  @BooleanProperty()
  computed!: boolean;
}

type FormulaView = Contract.FormulaSearchView;

@ApiSchema({ name: 'FormulaSatisfying' })
export class FormulaSatisfyingSchema implements Pick<FormulaView['satisfy'][number], 'space' | 'facts'> {
  @ApiProperty({ type: SpaceRefSchema })
  space!: SpaceRefSchema;
  @ApiProperty({ type: [TermFactSchema] })
  facts!: TermFactSchema[];
}

@ApiSchema({ name: 'FormulaFailing' })
export class FormulaFailingSchema implements Pick<FormulaView['fail'][number], 'space' | 'facts' | 'refutation'> {
  @ApiProperty({ type: SpaceRefSchema })
  space!: SpaceRefSchema;
  @ApiProperty({ type: [TermFactSchema], description: 'The facts contradicting a term (empty when the failure is derived: see refutation).' })
  facts!: TermFactSchema[];
  @ApiProperty({ type: ContradictionViewSchema, nullable: true })
  refutation!: ContradictionViewSchema | null;
}

@ApiSchema({ name: 'ScalarProperty', description: 'A property over one scalar.' })
export class ScalarPropertySchema {
  @IdProperty()
  propertyId!: number;
  @ScalarProperty()
  scalar!: Scalar;
}

@ApiSchema({ name: 'FormulaUndecided' })
export class FormulaUndecidedSchema implements Pick<FormulaView['undecided'][number], 'space' | 'facts' | 'unknown'> {
  @ApiProperty({ type: SpaceRefSchema })
  space!: SpaceRefSchema;
  @ApiProperty({ type: [TermFactSchema] })
  facts!: TermFactSchema[];
  @ApiProperty({ type: [ScalarPropertySchema] })
  unknown!: ScalarPropertySchema[];
}

@ApiSchema({ name: 'FormulaSearch', description: 'GET /api/search?formula=: the spaces that satisfy the formula, fail it, or leave it undecided.' })
export class FormulaSearchSchema implements Contract.FormulaSearchView {
  @Kind('space')
  kind!: 'space';
  @ApiProperty({ enum: [...SEARCH_FIELDS], enumName: 'SearchField' })
  field!: Contract.SearchField;
  @ApiProperty({ type: [FormulaTermSchema] })
  terms!: FormulaTermSchema[];
  @ApiProperty({ type: ContradictionViewSchema, nullable: true, description: 'Set when the theorems make the formula impossible.' })
  contradiction!: ContradictionViewSchema | null;
  @ApiProperty({ type: [FormulaSatisfyingSchema] })
  satisfy!: FormulaSatisfyingSchema[];
  @ApiProperty({ type: [FormulaFailingSchema] })
  fail!: FormulaFailingSchema[];
  @ApiProperty({ type: [FormulaUndecidedSchema] })
  undecided!: FormulaUndecidedSchema[];
}

@ApiSchema({ name: 'TextHit' })
export class TextHitSchema implements Contract.TextHit {
  @ApiProperty({ enum: ['space', 'property', 'theorem', 'equation', 'equation-property'] })
  type!: Contract.TextType;
  @IdProperty()
  id!: number;
  @TextProperty({ nullable: true })
  title!: string | null;
  @ApiProperty({ enum: ['name', 'symbol', 'description', 'reference'] })
  matched!: Contract.TextMatch;
}

@ApiSchema({ name: 'TextSearch', description: 'GET /api/search?q= (not read as a formula): the items whose texts match, best first.' })
export class TextSearchSchema implements Contract.TextSearchView {
  @Kind('text')
  kind!: 'text';
  @TextProperty()
  query!: string;
  @IntegerProperty({ minimum: 0 })
  total!: number;
  @ApiProperty({ type: [TextHitSchema] })
  results!: TextHitSchema[];
  @TextProperty({ required: false, description: 'Set when the query has formula signs and names a property but cannot be read as a formula: why (an unknown name, with the nearest names).' })
  formulaError?: string;
}

@ApiSchema({ name: 'CompareCell', description: 'What a space has of a property: the combined field (null: unknown) and where it comes from.' })
export class CompareCellSchema implements Contract.CompareCell {
  @LinkFieldProperty({ nullable: true })
  field!: LinkField | null;
  @BooleanProperty()
  linked!: boolean;
  @BooleanProperty()
  computed!: boolean;
}

@ApiSchema({ name: 'ComparedSpace' })
export class ComparedSpaceSchema implements Pick<Contract.CompareView['spaces'][number], 'id' | 'symbol' | 'field'> {
  @IdProperty()
  id!: number;
  @TextProperty()
  symbol!: string;
  @TextProperty({ description: "The space's item field." })
  field!: string;
}

@ApiSchema({ name: 'CompareRow' })
export class CompareRowSchema implements Pick<Contract.CompareView['rows'][number], 'property' | 'differs' | 'cells'> {
  @ApiProperty({ type: PropertyRefSchema })
  property!: PropertyRefSchema;
  @BooleanProperty()
  differs!: boolean;
  @ApiProperty({ type: [CompareCellSchema], description: 'One per compared space, in their order.' })
  cells!: CompareCellSchema[];
}

@ApiSchema({ name: 'Compare', description: 'GET /api/compare: the spaces side by side, a row per property.' })
export class CompareSchema implements Contract.CompareView {
  @ApiProperty({ type: [ComparedSpaceSchema] })
  spaces!: ComparedSpaceSchema[];
  @ApiProperty({ type: [CompareRowSchema] })
  rows!: CompareRowSchema[];
}

@ApiSchema({ name: 'ConverseEquivalent', description: 'The converse is derivable too.' })
export class ConverseEquivalentSchema {
  @Kind('equivalent')
  kind!: 'equivalent';
  @ApiProperty({ type: ChainSchema })
  chain!: ChainSchema;
}

@ApiSchema({ name: 'ConverseSeparated', description: 'Spaces of the catalogue refute the converse.' })
export class ConverseSeparatedSchema {
  @Kind('separated')
  kind!: 'separated';
  @ApiProperty({ type: [SpaceRefSchema] })
  spaces!: SpaceRefSchema[];
}

@ApiSchema({ name: 'ConverseUnknown', description: 'The converse is open here.' })
export class ConverseUnknownSchema {
  @Kind('unknown')
  kind!: 'unknown';
}

@ApiSchema({ name: 'ChainRef', description: "A chain's root step, among its own steps when given, else among the view's shared steps." })
export class ChainRefSchema implements Contract.ChainRef {
  @IntegerProperty({ minimum: 0 })
  root!: number;
  @ApiProperty({ type: [DerivationStepSchema], required: false })
  steps?: DerivationStepSchema[];
}

@ApiSchema({ name: 'ImplicationEntry' })
@ApiExtraModels(ConverseEquivalentSchema, ConverseSeparatedSchema, ConverseUnknownSchema)
export class ImplicationEntrySchema implements Contract.ImplicationEntry {
  @ApiProperty({ type: PropertyRefSchema })
  property!: PropertyRefSchema;
  @BooleanProperty()
  value!: boolean;
  @ApiProperty({ type: ChainRefSchema })
  chain!: ChainRefSchema;
  @ApiProperty(byKind({ equivalent: ConverseEquivalentSchema, separated: ConverseSeparatedSchema, unknown: ConverseUnknownSchema }))
  converse!: Contract.Converse;
}

@ApiSchema({ name: 'AlongTheoremName' })
export class AlongTheoremNameSchema {
  @IdProperty()
  id!: number;
  @TextProperty({ nullable: true })
  name!: string | null;
}

@ApiSchema({ name: 'AlongTheoremEntry', description: 'A theorem along a relation naming the property: in its condition, its conclusions, or both.' })
export class AlongTheoremEntrySchema implements Contract.AlongTheoremEntry {
  @ApiProperty({ type: AlongTheoremNameSchema })
  theorem!: AlongTheoremNameSchema;
  @ApiProperty({ enum: [...RELATION_KIND_NAMES], enumName: 'RelationKind' })
  relation!: RelationKind;
  @ApiProperty({ enum: ['toRelated', 'fromRelated'] })
  direction!: 'toRelated' | 'fromRelated';
  @ApiProperty({ enum: ['condition', 'conclusion', 'both'] })
  role!: 'condition' | 'conclusion' | 'both';
}

@ApiSchema({ name: 'Implications', description: 'GET /api/property/{id}/implications: what the property implies and what implies it, over one scalar.' })
export class ImplicationsSchema implements Contract.ImplicationsView {
  @ApiProperty({ type: PropertyRefSchema })
  property!: PropertyRefSchema;
  @ScalarProperty()
  scalar!: Scalar;
  @BooleanProperty({ description: 'Whether the property is asserted (has) or denied (lacks).' })
  value!: boolean;
  @ApiProperty({ type: ContradictionViewSchema, nullable: true, description: 'Set when the theorems forbid the property (or its absence) altogether.' })
  impossible!: ContradictionViewSchema | null;
  @ApiProperty({ type: [DerivationStepSchema], description: 'The steps every `implies` chain points into.' })
  steps!: DerivationStepSchema[];
  @ApiProperty({ type: [ImplicationEntrySchema] })
  implies!: ImplicationEntrySchema[];
  @ApiProperty({ type: [ImplicationEntrySchema] })
  impliedBy!: ImplicationEntrySchema[];
  @ApiProperty({ type: [AlongTheoremEntrySchema], required: false, description: 'Spaces only: the theorems along relations naming the property (no implication inside one space: listed apart).' })
  along?: AlongTheoremEntrySchema[];
}

@ApiSchema({ name: 'Question', description: 'An undecided (space, property, scalar) and how many facts each answer would settle (null: that answer contradicts the theorems).' })
export class QuestionSchema implements Contract.QuestionEntry {
  @ApiProperty({ type: SpaceRefSchema })
  space!: SpaceRefSchema;
  @ApiProperty({ type: PropertyRefSchema })
  property!: PropertyRefSchema;
  @ScalarProperty()
  scalar!: Scalar;
  @IntegerProperty({ nullable: true, minimum: 0 })
  ifHolds!: number | null;
  @IntegerProperty({ nullable: true, minimum: 0 })
  ifFails!: number | null;
}

@ApiSchema({ name: 'QuestionsCounting', description: 'Present while a large catalogue is still being counted: the answer covers `counted` of `spaces`.' })
export class QuestionsCountingSchema {
  @IntegerProperty({ minimum: 0 })
  counted!: number;
  @IntegerProperty({ minimum: 0 })
  spaces!: number;
}

@ApiSchema({ name: 'Questions', description: 'GET /api/questions: the ranked open questions, a page of them.' })
export class QuestionsSchema implements Contract.QuestionsView {
  @IntegerProperty({ minimum: 0 })
  total!: number;
  @ApiProperty({ type: [QuestionSchema] })
  questions!: QuestionSchema[];
  @ApiProperty({ type: QuestionsCountingSchema, required: false })
  counting?: QuestionsCountingSchema;
}
