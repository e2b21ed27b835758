/**
 * The bodies of signup and login, with the messages the forms show under
 * email, password, inviteCode and license (spec section 5).
 */
import { Transform } from 'class-transformer';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { isEmail } from 'class-validator';
import { AcceptsBooleanText, Check, trim } from '../http/dto-decorators';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
const EMAIL_MAX = 320;
const INVITE_CODE_MAX = 200;
export const DISPLAY_NAME_MAX = 40;

/** A display name is public: letters, digits, spaces and . ' - _ only, so it cannot be an email or carry markup; "editor N" and "system" are the log's own names. */
export function displayNameProblem(value: unknown): string | null {
  if (missing(value)) return null;
  if (typeof value !== 'string') return 'The display name must be text.';
  if (value.length < 2) return 'The display name must be at least 2 characters.';
  if (value.length > DISPLAY_NAME_MAX) return `The display name must be at most ${DISPLAY_NAME_MAX} characters.`;
  if (!/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'’_-]*$/u.test(value)) return "Use letters, digits, spaces and . ' - _ only, starting with a letter or digit.";
  if (/^(system|editor\s*\d+)$/i.test(value)) return 'This name is reserved; please choose another.';
  return null;
}

const missing = (value: unknown) => value === undefined || value === null || value === '';

/** Emails are compared without regard to case or surrounding blanks. */
const normaliseEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

@ApiSchema({ name: 'Signup' })
export class SignupDto {
  @Transform(normaliseEmail)
  @Check('email', (value) => {
    if (missing(value)) return 'Please enter an email address.';
    if (typeof value !== 'string' || value.length > EMAIL_MAX || !isEmail(value)) return 'Please enter a valid email address.';
    return null;
  })
  @ApiProperty({ type: 'string', format: 'email', maxLength: EMAIL_MAX })
  email!: string;

  // Not trimmed: a password is a secret, taken exactly as typed.
  @Check('password', (value) => {
    if (missing(value)) return 'Please enter a password.';
    if (typeof value !== 'string') return 'The password must be text.';
    if (value.length < PASSWORD_MIN) return `The password must be at least ${PASSWORD_MIN} characters.`;
    if (value.length > PASSWORD_MAX) return `The password must be at most ${PASSWORD_MAX} characters.`;
    return null;
  })
  @ApiProperty({ type: 'string', maxLength: PASSWORD_MAX })
  password!: string;

  @Transform(trim)
  @Check('inviteCode', (value) => {
    if (missing(value)) return 'Please enter an invite code.';
    if (typeof value !== 'string' || value.length > INVITE_CODE_MAX) return 'This invite code is not valid.';
    return null;
  })
  @ApiProperty({ type: 'string', maxLength: INVITE_CODE_MAX })
  inviteCode!: string;

  @Transform(trim)
  @Check('displayName', displayNameProblem)
  @ApiProperty({ type: 'string', required: false, nullable: true, minLength: 2, maxLength: DISPLAY_NAME_MAX, description: 'The name public history shows; when omitted, "editor N".' })
  displayName?: string | null;

  @AcceptsBooleanText()
  @Check('license', (value) => (value === true ? null : 'Please agree to the license terms to sign up.'))
  @ApiProperty({ type: 'boolean', description: 'Must be true (also accepted as the text "true").' })
  license!: boolean;
}

@ApiSchema({ name: 'Login' })
export class LoginDto {
  @Transform(normaliseEmail)
  @Check('email', (value) => {
    if (missing(value)) return 'Please enter your email address.';
    return typeof value === 'string' ? null : 'Please enter a valid email address.';
  })
  @ApiProperty({ type: 'string', format: 'email', maxLength: EMAIL_MAX })
  email!: string;

  @Check('password', (value) => {
    if (missing(value)) return 'Please enter your password.';
    return typeof value === 'string' ? null : 'The password must be text.';
  })
  @ApiProperty({ type: 'string', maxLength: PASSWORD_MAX })
  password!: string;
}
