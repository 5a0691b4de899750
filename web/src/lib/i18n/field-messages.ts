/**
 * A schema's field problem as a sentence in the reader's language (docs/languages.md, "Field
 * messages"). The domain's zod schemas write English messages, which the functions send back as
 * they are; the web app does not show those. It describes the problem from what zod says about it
 * — its code and limits (`too_big` with its maximum, an email that is not one…) — so every schema
 * is covered by a few catalog messages. A problem only the domain knows how to say (a refinement's
 * own message) is looked up in DOMAIN_MESSAGES by that English message, and shown in English
 * until its sentence is added there (the pseudo-language e2e finds those). An English reader gets
 * the schema's own message, which names the field ("Display name is required").
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { z } from 'zod';
import { i18n } from './i18n';
import { SOURCE_LANGUAGE } from './languages';

type Issue = z.core.$ZodIssue;

/** The domain's own sentences, by their English text: add one when a screen shows it. */
const DOMAIN_MESSAGES: Record<string, MessageDescriptor> = {
  'Password must contain a letter': msg`Must contain at least one letter.`,
  'Password must contain a digit': msg`Must contain at least one digit.`,
};

function fromCode(issue: Issue): MessageDescriptor | null {
  switch (issue.code) {
    case 'too_small': {
      if (issue.origin !== 'string') return null;
      const min = Number(issue.minimum);
      return min <= 1
        ? msg`Required.`
        : msg`${plural(min, { one: 'At least # character.', other: 'At least # characters.' })}`;
    }
    case 'too_big': {
      if (issue.origin !== 'string') return null;
      const max = Number(issue.maximum);
      return msg`${plural(max, { one: 'At most # character.', other: 'At most # characters.' })}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return msg`Enter a valid email address.`;
      if (issue.format === 'url') return msg`Enter a web address that starts with https://.`;
      return null;
    default:
      return null;
  }
}

/** The sentence for one problem: the domain's own if it has one, else from zod's description. */
export function fieldMessage(issue: Issue): string {
  if (i18n.locale === SOURCE_LANGUAGE) return issue.message;
  const descriptor = DOMAIN_MESSAGES[issue.message] ?? fromCode(issue);
  return descriptor ? i18n._(descriptor) : issue.message;
}
