/** The admin's compute report: kb/contract/compute-report.ts. */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/compute-report';
import type { LinkField, Scalar } from '../../../../kb/contract/fields';
import { ComputationSchema, ContradictionSchema } from './links';
import { IdProperty, IntegerProperty, LinkFieldProperty, NumberProperty, ScalarProperty, TextProperty } from './properties';

@ApiSchema({ name: 'NamedSpace' })
export class NamedSpaceSchema {
  @IdProperty()
  id!: number;
  @TextProperty()
  symbol!: string;
}

@ApiSchema({ name: 'NamedProperty' })
export class NamedPropertySchema {
  @IdProperty()
  id!: number;
  @TextProperty()
  name!: string;
}

@ApiSchema({ name: 'NamedTheorem' })
export class NamedTheoremSchema {
  @IdProperty()
  id!: number;
  @TextProperty({ description: 'Its name, or its statement in words when it has none.' })
  name!: string;
}

@ApiSchema({ name: 'ComputeStats', description: 'The last full closure and knowledge-base build (ms), and the facts of the closure.' })
export class ComputeStatsSchema {
  @NumberProperty({ minimum: 0 })
  closureMs!: number;
  @NumberProperty({ minimum: 0 })
  kbBuildMs!: number;
  @IntegerProperty({ minimum: 0 })
  facts!: number;
  @IntegerProperty({ minimum: 0 })
  computed!: number;
}

@ApiSchema({ name: 'ComputeReport', description: 'POST /api/admin/compute: every computation of the rebuilt knowledge base.' })
export class ComputeResponseSchema implements Contract.ComputeResponse {
  @ApiProperty({ type: [NamedSpaceSchema] })
  spaces!: NamedSpaceSchema[];
  @ApiProperty({ type: [NamedPropertySchema] })
  properties!: NamedPropertySchema[];
  @ApiProperty({ type: [ComputationSchema] })
  computations!: ComputationSchema[];
  @ApiProperty({ type: [ContradictionSchema] })
  contradictions!: ContradictionSchema[];
  @ApiProperty({ type: ComputeStatsSchema })
  stats!: ComputeStatsSchema;
}

@ApiSchema({ name: 'ReportRow', description: 'One computed result with the names an admin reads it by.' })
export class ReportRowSchema implements Contract.ReportRow {
  @TextProperty()
  id!: string;
  @IdProperty()
  spaceId!: number;
  @TextProperty()
  space!: string;
  @IdProperty()
  propertyId!: number;
  @TextProperty()
  property!: string;
  @LinkFieldProperty()
  field!: LinkField;
  @IdProperty()
  theoremId!: number;
  @TextProperty()
  theorem!: string;
}

@ApiSchema({ name: 'ReportCount' })
export class ReportCountSchema implements Contract.ReportCount {
  @IdProperty()
  id!: number;
  @TextProperty()
  name!: string;
  @IntegerProperty({ minimum: 1 })
  count!: number;
}

@ApiSchema({ name: 'ReportContradiction' })
export class ReportContradictionSchema implements Contract.ReportContradiction {
  @IdProperty()
  spaceId!: number;
  @TextProperty()
  space!: string;
  @IdProperty()
  propertyId!: number;
  @TextProperty()
  property!: string;
  @ScalarProperty()
  scalar!: Scalar;
  @ApiProperty({ type: [NamedTheoremSchema] })
  theorems!: NamedTheoremSchema[];
}

@ApiSchema({ name: 'RelationalCount' })
export class RelationalCountSchema {
  @IdProperty({ nullable: true, description: 'The theorem along relations; null: isomorphism invariance.' })
  id!: number | null;
  @TextProperty()
  name!: string;
  @IntegerProperty({ minimum: 1 })
  count!: number;
}

@ApiSchema({ name: 'RelationalSummary', description: 'What relations between spaces add: facts carried from related spaces, facts known only through relations, carried facts per theorem along relations.' })
export class RelationalSummarySchema implements Contract.RelationalSummary {
  @IntegerProperty({ minimum: 0 })
  carried!: number;
  @IntegerProperty({ minimum: 0 })
  decided!: number;
  @ApiProperty({ type: [RelationalCountSchema] })
  byTheorem!: RelationalCountSchema[];
}

@ApiSchema({ name: 'ReportSummary', description: 'GET /api/admin/compute/summary.' })
export class ReportSummarySchema implements Contract.ReportSummary {
  @IntegerProperty({ minimum: 0, description: 'Computed results (rows of the table).' })
  computations!: number;
  @IntegerProperty({ minimum: 0 })
  spaces!: number;
  @IntegerProperty({ minimum: 0 })
  properties!: number;
  @IntegerProperty({ minimum: 0 })
  theorems!: number;
  @IntegerProperty({ minimum: 0 })
  facts!: number;
  @IntegerProperty({ minimum: 0 })
  computed!: number;
  @NumberProperty({ minimum: 0 })
  closureMs!: number;
  @NumberProperty({ minimum: 0 })
  kbBuildMs!: number;
  @NumberProperty({ minimum: 0 })
  reportMs!: number;
  @ApiProperty({ type: [ReportContradictionSchema] })
  contradictions!: ReportContradictionSchema[];
  @ApiProperty({ type: [ReportCountSchema] })
  byTheorem!: ReportCountSchema[];
  @ApiProperty({ type: [ReportCountSchema] })
  byProperty!: ReportCountSchema[];
  @ApiProperty({ type: RelationalSummarySchema })
  relational!: RelationalSummarySchema;
}

@ApiSchema({ name: 'ReportPage', description: 'GET /api/admin/compute/rows: a page of the rows the filters keep, and how many they keep.' })
export class ReportPageSchema implements Contract.ReportPage {
  @IntegerProperty({ minimum: 0 })
  total!: number;
  @IntegerProperty({ minimum: 0 })
  offset!: number;
  @IntegerProperty({ minimum: 1 })
  limit!: number;
  @ApiProperty({ type: [ReportRowSchema] })
  rows!: ReportRowSchema[];
}
