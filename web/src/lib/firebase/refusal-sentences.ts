import type { RefusalDetails } from '@civic/domain';
import { formatDateTime, formatDuration } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/i18n';

/**
 * A callable's refusal in the reader's language, chosen by the stable reason the server sends in
 * the error's `details` (domain/src/refusals.ts) rather than shown as the server's English message:
 * the catalog's `refusal.<reason>` message (declared in refusal-messages.ts), with the reader's
 * units for waits and dates. Numbers the sentence needs come with the reason.
 */
export function refusalSentence(details: RefusalDetails): string {
  const id =
    details.reason === 'text-policy'
      ? `refusal.text-policy.${details.rule === 'no-letters' ? 'no-letters' : 'forbidden-characters'}`
      : `refusal.${details.reason}`;
  return i18n._(id, {
    wait: formatDuration(details.retryAfterSeconds ?? 1),
    every: formatDuration(details.intervalSeconds ?? 1),
    viewerCap: details.viewerCap ?? 0,
    opens: formatDateTime(details.opensAtMs ?? Date.now()),
  });
}
