import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModerationReason } from '@civic/domain';
import { formatNumber } from '@/lib/i18n/format';

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

const unit = (value: number, name: 'second' | 'minute' | 'hour') =>
  formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'short' });

/**
 * A duration as the domain's formatDuration rounds it ("10 s", "5 min", "1 h 30 min"), with the
 * units Intl writes in the reader's language ("10 s", "5 min", "١٠ ث").
 */
export function formatDurationIn(totalSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(totalSeconds));
  if (seconds < 60) return unit(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(hours, 'hour');
}
