import { plural, t } from '@lingui/core/macro';
import type { RefusalDetails } from '@civic/domain';
import { formatDuration } from '@/lib/i18n/format';

/**
 * A callable's refusal in the reader's language, chosen by the stable reason the server sends in
 * the error's `details` (domain/src/refusals.ts) rather than shown as the server's English message.
 * Waits are written with the reader's units; numbers the sentence needs come with the reason.
 */
export function refusalSentence(details: RefusalDetails): string {
  const wait = formatDuration(details.retryAfterSeconds ?? 1);
  switch (details.reason) {
    case 'rate-limited':
      return t`You are posting too fast. Try again in ${wait}.`;
    case 'slow-mode': {
      const every = formatDuration(details.intervalSeconds ?? 1);
      return t`Slow mode is on: one post every ${every}. Try again in ${wait}.`;
    }
    case 'timed-out':
      return t`You are timed out from commenting for ${wait} more.`;
    case 'blocked':
      return t`You are blocked from commenting.`;
    case 'comments-off':
      return t`Comments are turned off for this event.`;
    case 'event-not-live':
      return t`This event is not live right now.`;
    case 'camera-full': {
      const viewerCap = details.viewerCap ?? 0;
      return t`This camera broadcast is full: it reaches at most ${plural(viewerCap, { one: '# viewer', other: '# viewers' })} at a time. Try again in a moment, or ask the organisers to stream through a video service.`;
    }
    case 'captions-too-fast':
      return t`Too many caption lines at once. Wait a few seconds and send again.`;
    case 'reporting-too-fast':
      return t`You are reporting too fast. Try again in ${wait}.`;
    case 'text-policy':
      return details.rule === 'no-letters'
        ? t`Write at least one letter or digit.`
        : t`Remove the control or text-direction characters (invisible marks, line breaks where they are not allowed) and try again.`;
  }
}
