import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/equation-theorems';
import { BooleanProperty, IdProperty, TextProperty, VersionProperty } from './properties';
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
