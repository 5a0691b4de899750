/**
 * Words and number formats the analytics tab shares between its figures, charts and text
 * alternatives, in the reader's language.
 */
import type { ReactionId } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber, formatTime } from '@/lib/i18n/format';

/** Words under the reaction bars: not every system font draws every emoji. */
export const REACTION_NAMES: Record<ReactionId, MessageDescriptor> = {
  clap: msg`Clap`,
  heart: msg`Heart`,
  laugh: msg`Laugh`,
  wow: msg`Wow`,
  up: msg`Thumbs up`,
};

/** A time on the votes-over-time axis ("21:05"). */
export const clock = (ms: number) => formatTime(ms, { hour: '2-digit', minute: '2-digit' });

/** A rate with one decimal ("75.0%", "75,0 %"). */
export const percent = (fraction: number) =>
  formatNumber(fraction, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
