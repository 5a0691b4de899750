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
import { textPolicyRefusal } from '@civic/domain';
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
  // The game's join form and question-set editor (domain/src/game-schemas.ts).
  'Display name must contain a letter or a digit': msg`Must contain a letter or a digit.`,
  'Display name cannot contain control or text-direction characters': msg`Must not contain control or text-direction characters.`,
  'Mark at least one answer correct': msg`Mark at least one answer correct.`,
  'Answers must be different': msg`Answers must be different.`,
  'Give at least 2 answers': msg`Give at least 2 answers.`,
  'Give at most 4 answers': msg`Give at most 4 answers.`,
  'Add at least one question': msg`Add at least one question.`,
  'A set holds at most 50 questions': msg`A set holds at most 50 questions.`,
  'Time limit is required': msg`Required.`,
  'Time limit must be whole seconds': msg`Must be a whole number of seconds.`,
  'Time limit must be at least 5 s': msg`Must be at least 5 seconds.`,
  'Time limit must be at most 60 s': msg`Must be at most 60 seconds.`,
  'Image URL must start with https://': msg`Enter a web address that starts with https://.`,
  // The event editor's expected audience (domain/src/event-schemas.ts).
  'Expected audience must be a number': msg`Enter a number.`,
  'Expected audience must be a whole number': msg`Must be a whole number.`,
  'Expected audience must be at least 1': msg`Must be at least 1.`,
  'Expected audience must be at most a million': msg`Must be at most a million.`,
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

/**
 * The text policy's two refusals (docs/trust.md), whatever field they are about: every schema of
 * text shown to others names its rule (`shownTextSchema`), so a title, an option or an article
 * gets the same sentence as a display name without a catalog entry per field.
 */
function fromTextPolicy(issue: Issue): MessageDescriptor | null {
  switch (textPolicyRefusal(issue)?.rule) {
    case 'forbidden-characters':
      return msg`Must not contain control or text-direction characters.`;
    case 'no-letters':
      return msg`Must contain a letter or a digit.`;
    default:
      return null;
  }
}

/** The sentence for one problem: the domain's own if it has one, else from zod's description. */
export function fieldMessage(issue: Issue): string {
  if (i18n.locale === SOURCE_LANGUAGE) return issue.message;
  const descriptor = DOMAIN_MESSAGES[issue.message] ?? fromTextPolicy(issue) ?? fromCode(issue);
  return descriptor ? i18n._(descriptor) : issue.message;
}
