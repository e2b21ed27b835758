/** The account answers: kb/contract/user.ts. */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/user';
import { BooleanProperty, TextProperty } from './properties';

@ApiSchema({ name: 'SessionRights', description: 'The rights of the session just opened (also set as the canEdit and isAdmin cookies).' })
export class SessionRightsSchema implements Contract.SessionRights {
  @BooleanProperty()
  isAdmin!: boolean;
  @BooleanProperty()
  canEdit!: boolean;
}

@ApiSchema({ name: 'Me', description: 'The signed-in account.' })
export class MeSchema implements Contract.Me {
  @TextProperty({ format: 'email' })
  email!: string;
  @ApiProperty({ enum: ['admin', 'editor'] })
  role!: 'admin' | 'editor';
}

@ApiSchema({ name: 'Invite', description: 'A new single-use invite code.' })
export class InviteSchema implements Contract.Invite {
  @TextProperty()
  code!: string;
}
