import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/problems';
import { PROBLEM_STATUSES, type ProblemStatus } from '../../../../kb/contract/problems';
import type { Scalar } from '../../../../kb/contract/fields';
import { IdProperty, ScalarProperty, TextProperty, VersionProperty } from './properties';
import { PropertySummarySchema, SpaceSummarySchema } from './items';
import { ReferenceSchema } from './references';

@ApiSchema({ name: 'Problem', description: 'A (space, property, scalar) marked open problem or independent of ZFC: not a fact, the pair stays undecided.' })
export class ProblemSchema implements Contract.Problem {
  @IdProperty()
  id!: number;
  @ApiProperty({ type: SpaceSummarySchema })
  space!: SpaceSummarySchema;
  @ApiProperty({ type: PropertySummarySchema })
  property!: PropertySummarySchema;
  @ScalarProperty()
  scalar!: Scalar;
  @ApiProperty({ enum: [...PROBLEM_STATUSES], enumName: 'ProblemStatus' })
  status!: ProblemStatus;
  @TextProperty({ description: 'Since when it is open; "" when not said.' })
  since!: string;
  @TextProperty({ description: 'For an independent pair: which extra axioms decide it, and which way; "" for an open one.' })
  decidedBy!: string;
  @TextProperty({ description: 'Empty as "".' })
  description!: string;
  @ApiProperty({ type: [ReferenceSchema] })
  references!: ReferenceSchema[];
  @VersionProperty()
  version!: number;
  @ApiProperty({ type: 'boolean', nullable: true, description: 'What the theorems derive for the pair now; null (undecided) unless a derivation decides the marked pair.' })
  derived!: boolean | null;
}
