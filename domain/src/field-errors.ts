import type { z } from 'zod';

/**
 * Where a validation problem is, as a dotted path: `question`, `options.1.label`, `sponsor.link`
 * ('' for the value as a whole). Forms key their field messages by it and callables name it in
 * their invalid-argument message, so one spelling serves both.
 */
export function issuePath(issue: Pick<z.core.$ZodIssue, 'path'>): string {
  return issue.path.map(String).join('.');
}

/**
 * A form's field messages from a failed parse: the first problem at each path, in the words
 * `describe` gives it. The schemas' own messages are English (the functions answer with them);
 * the web app passes its translator (web/src/lib/i18n/field-messages.ts, docs/languages.md).
 */
export function fieldErrorsOf<Path extends string = string>(
  error: z.ZodError,
  describe: (issue: z.core.$ZodIssue) => string = (issue) => issue.message,
): Partial<Record<Path, string>> {
  const errors: Partial<Record<Path, string>> = {};
  for (const issue of error.issues) errors[issuePath(issue) as Path] ??= describe(issue);
  return errors;
}
