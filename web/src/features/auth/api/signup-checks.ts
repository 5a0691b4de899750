/**
 * What the sign-up form needs only once it is used: the domain's schemas (zod), the messages of
 * their refusals, and those of Firebase Auth's. One module the form loads when it is first focused
 * or sent, not with /signup (docs/performance.md, "Room on the public pages"); the messages
 * themselves are in the auth catalog the page already has.
 */
import { fieldMessage } from '@/lib/i18n/field-messages';
import { displayNameSchema, emailSchema, passwordSchema } from './auth-schemas';

export { authErrorCode, authErrorMessage } from '@/lib/session/auth-errors';
export { displayNameSchema, emailSchema };

export type SignupField = 'email' | 'password' | 'displayName';
export type SignupFieldErrors = Partial<Record<SignupField, string>>;

const checks = {
  email: emailSchema,
  password: passwordSchema,
  displayName: displayNameSchema,
} satisfies Record<SignupField, unknown>;

/** Each field's first refusal, in the reader's language. */
export function validate(values: Record<SignupField, string>): SignupFieldErrors {
  const errors: SignupFieldErrors = {};
  for (const field of Object.keys(checks) as SignupField[]) {
    const issue = checks[field].safeParse(values[field]).error?.issues[0];
    if (issue) errors[field] = fieldMessage(issue);
  }
  return errors;
}
