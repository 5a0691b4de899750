import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModerationReason } from '@civic/domain';

/**
 * The comments' words that the domain keeps in English (for logs, the audit trail and tests), in
 * the reader's language.
 */
export const REASON_NAMES: Record<ModerationReason, MessageDescriptor> = {
  'blocked-word': msg`Blocked word`,
  'hold-all': msg`Held while all posts were reviewed`,
  spam: msg`Spam`,
  abuse: msg`Abuse or harassment`,
  'off-topic': msg`Off topic`,
  other: msg`Other`,
};

export const HELD_FOR_REVIEW = msg`Your post is held for review. A moderator will look at it soon.`;

/** A duration in the reader's language ("10 s", "5 min", "١٠ ث"); lib/i18n/format.ts says how. */
export { formatDuration as formatDurationIn } from '@/lib/i18n/format';
