/** The checks of a theorem against the others: kb/contract/theorem-checks.ts. */
import { ApiExtraModels, ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/theorem-checks';
import type { Scalar } from '../../../../kb/contract/fields';
import { byKind, ContradictionViewSchema, DerivationStepSchema, SpaceRefSchema } from './discovery';
import { BooleanProperty, IdProperty, IntegerProperty, ScalarProperty, TextProperty } from './properties';

@ApiSchema({ name: 'ScalarDerivation', description: 'How a statement follows over one scalar: the steps and the step of each concluded fact, or the contradiction of its premises.' })
export class ScalarDerivationSchema implements Contract.ScalarDerivation {
  @ScalarProperty()
  scalar!: Scalar;
  @ApiProperty({ type: [DerivationStepSchema] })
  steps!: DerivationStepSchema[];
  @ApiProperty({ type: 'integer', isArray: true, description: 'Indexes into steps: one per concluded fact.' })
  conclusions!: number[];
  @ApiProperty({ type: ContradictionViewSchema, nullable: true, description: 'Set when the premises cannot hold together (the statement then holds vacuously).' })
  impossible!: ContradictionViewSchema | null;
}

@ApiSchema({ name: 'ConverseFollows', description: 'The converse follows from the other theorems.' })
export class ConverseFollowsSchema {
  @ApiProperty({ enum: ['follows'] })
  kind!: 'follows';
  @ApiProperty({ type: [ScalarDerivationSchema] })
  derivations!: ScalarDerivationSchema[];
}

@ApiSchema({ name: 'RefutingPair', description: 'A related pair (space R ofSpace) refuting the converse of a theorem along a relation.' })
export class RefutingPairSchema implements Contract.RefutingPair {
  @ApiProperty({ type: SpaceRefSchema })
  space!: SpaceRefSchema;
  @ApiProperty({ type: SpaceRefSchema })
  ofSpace!: SpaceRefSchema;
}

@ApiSchema({ name: 'ConverseRefuted', description: 'Stored spaces where the conclusions hold and a condition fails: the first few, and how many in all.' })
export class ConverseRefutedSchema {
  @ApiProperty({ enum: ['refuted'] })
  kind!: 'refuted';
  @ApiProperty({ type: [SpaceRefSchema], description: 'Along a relation: the spaces where a condition fails.' })
  spaces!: SpaceRefSchema[];
  @IntegerProperty({ minimum: 1 })
  total!: number;
  @ApiProperty({ type: [RefutingPairSchema], required: false, description: 'Only for a theorem along a relation: the first few related pairs refuting the converse.' })
  pairs?: RefutingPairSchema[];
}

@ApiSchema({ name: 'ConverseOpen', description: 'The converse is neither derivable nor refuted by a stored space.' })
export class ConverseOpenSchema {
  @ApiProperty({ enum: ['open'] })
  kind!: 'open';
}

@ApiSchema({ name: 'TheoremCheck', description: 'POST /api/theorem/check: whether the theorem already follows from the others, and how its converse stands.' })
@ApiExtraModels(ConverseFollowsSchema, ConverseRefutedSchema, ConverseOpenSchema)
export class TheoremCheckSchema implements Contract.TheoremCheckView {
  @BooleanProperty({ description: 'The conclusions already follow from the conditions through the other theorems.' })
  redundant!: boolean;
  @ApiProperty({ type: [ScalarDerivationSchema], description: 'The scalars over which it follows, each with its derivation.' })
  derivations!: ScalarDerivationSchema[];
  @ApiProperty(byKind({ follows: ConverseFollowsSchema, refuted: ConverseRefutedSchema, open: ConverseOpenSchema }))
  converse!: Contract.ConverseCheck;
}

@ApiSchema({ name: 'TheoremName' })
export class TheoremNameSchema {
  @IdProperty()
  id!: number;
  @TextProperty({ nullable: true })
  name!: string | null;
}

@ApiSchema({ name: 'RedundantTheorem', description: 'A stored theorem that follows from the others, with its derivation.' })
export class RedundantTheoremSchema implements Contract.RedundantTheorem {
  @ApiProperty({ type: TheoremNameSchema })
  theorem!: TheoremNameSchema;
  @ApiProperty({ type: [ScalarDerivationSchema] })
  derivations!: ScalarDerivationSchema[];
}
