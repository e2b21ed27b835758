import { ApiExtraModels, ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/equation-theorems';
import type * as Checks from '../../../../kb/contract/theorem-checks';
import { byKind } from './discovery';
import { EquationRefSchema } from './equation-discovery';
import { ConverseFollowsSchema, ConverseOpenSchema, ScalarDerivationSchema } from './theorem-checks';
import { BooleanProperty, IdProperty, IntegerProperty, TextProperty, VersionProperty } from './properties';
import { ReferenceSchema } from './references';

@ApiSchema({ name: 'EquationTheoremAtom', description: 'A condition or conclusion of an equation theorem: an equation property, had or lacked.' })
export class EquationTheoremAtomSchema implements Contract.EquationTheoremAtom {
  @IdProperty()
  propertyId!: number;
  @BooleanProperty()
  hasProperty!: boolean;
  @TextProperty()
  propertyName!: string;
}

@ApiSchema({ name: 'EquationTheorem', description: 'A theorem about differential equations: conditions ⇒ conclusions over equation properties.' })
export class EquationTheoremSchema implements Contract.EquationTheorem {
  @IdProperty()
  id!: number;
  @TextProperty({ nullable: true })
  name!: string | null;
  @TextProperty({ description: 'Empty as "".' })
  description!: string;
  @ApiProperty({ type: [EquationTheoremAtomSchema] })
  conditions!: EquationTheoremAtomSchema[];
  @ApiProperty({ type: [EquationTheoremAtomSchema] })
  conclusions!: EquationTheoremAtomSchema[];
  @ApiProperty({ type: [ReferenceSchema] })
  references!: ReferenceSchema[];
  @VersionProperty()
  version!: number;
}

@ApiSchema({ name: 'EquationProofNode', description: 'One fact of an equation proof: stored (a leaf), or derived by an equation theorem from its supports.' })
export class EquationProofNodeSchema implements Contract.EquationProofNode {
  @IdProperty()
  differentialEquationId!: number;
  @IdProperty()
  differentialEquationPropertyId!: number;
  @BooleanProperty()
  hasProperty!: boolean;
  @ApiProperty({ enum: ['stored', 'forward', 'contrapositive', 'carried'] })
  rule!: 'stored' | 'forward' | 'contrapositive' | 'carried';
  @IdProperty({ nullable: true })
  theoremId!: number | null;
  @ApiProperty({ type: () => [EquationProofNodeSchema] })
  supports!: EquationProofNodeSchema[];
}

@ApiSchema({ name: 'ConverseRefutedByEquations', description: 'Stored equations where the conclusions hold and a condition fails: the first few, and how many in all.' })
export class ConverseRefutedByEquationsSchema {
  @ApiProperty({ enum: ['refuted'] })
  kind!: 'refuted';
  @ApiProperty({ type: [EquationRefSchema] })
  equations!: EquationRefSchema[];
  @IntegerProperty({ minimum: 1 })
  total!: number;
}

@ApiSchema({ name: 'EquationTheoremCheck', description: 'POST /api/differential-equation/theorem/check: whether the equation theorem already follows from the others, and how its converse stands (every derivation over REAL).' })
@ApiExtraModels(ConverseFollowsSchema, ConverseRefutedByEquationsSchema, ConverseOpenSchema)
export class EquationTheoremCheckSchema implements Checks.EquationTheoremCheckView {
  @BooleanProperty({ description: 'The conclusions already follow from the conditions through the other equation theorems.' })
  redundant!: boolean;
  @ApiProperty({ type: [ScalarDerivationSchema], description: 'Its derivation (over REAL), when it follows.' })
  derivations!: ScalarDerivationSchema[];
  @ApiProperty(byKind({ follows: ConverseFollowsSchema, refuted: ConverseRefutedByEquationsSchema, open: ConverseOpenSchema }))
  converse!: Checks.EquationTheoremCheckView['converse'];
}
