/**
 * Why a callable refused, as a stable word a client can say in its reader's language
 * (docs/languages.md, "Sentences the server writes"). The refusal keeps the spec's error code and
 * its English message (for logs and any other client); these reasons ride in the HttpsError's
 * `details`, with the numbers the sentence needs. The web app chooses its catalog sentence by
 * reason and falls back to the code's sentence, never to the English message.
 */
export const REFUSAL_REASONS = [
  /** Posting (a comment or a live answer) faster than the rate limit. `retryAfterSeconds`. */
  'rate-limited',
  /** The event's slow mode. `retryAfterSeconds`, `intervalSeconds`. */
  'slow-mode',
  /** The author is timed out. `retryAfterSeconds`. */
  'timed-out',
  /** The author is blocked from commenting. */
  'blocked',
  /** Comments are turned off for the event. */
  'comments-off',
  /** The event is not live (posting, captions, pushing a poll, reacting…). */
  'event-not-live',
  /** The camera broadcast has every viewer slot taken. `viewerCap`. */
  'camera-full',
  /** Captions sent faster than their limit. */
  'captions-too-fast',
  /** Reports filed faster than the rate limit. `retryAfterSeconds`. */
  'reporting-too-fast',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** What a refusal's `details` carry (every number optional: only the sentence's own). */
export interface RefusalDetails {
  reason: RefusalReason;
  retryAfterSeconds?: number;
  intervalSeconds?: number;
  viewerCap?: number;
}

export function isRefusalDetails(details: unknown): details is RefusalDetails {
  return (
    typeof details === 'object' &&
    details !== null &&
    (REFUSAL_REASONS as readonly unknown[]).includes((details as { reason?: unknown }).reason)
  );
}

/** The details of every "the event is not live" refusal. */
export const EVENT_NOT_LIVE: RefusalDetails = { reason: 'event-not-live' };
