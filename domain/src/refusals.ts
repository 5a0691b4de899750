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
  /** Text shown to others broke the text policy (shown-text.ts). `rule`. */
  'text-policy',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Which rule of the text policy a text broke: a refused character, or no letter or digit at all. */
export const TEXT_POLICY_RULES = ['forbidden-characters', 'no-letters'] as const;
export type TextPolicyRule = (typeof TEXT_POLICY_RULES)[number];

/** What a refusal's `details` carry (every number optional: only the sentence's own). */
export interface RefusalDetails {
  reason: RefusalReason;
  retryAfterSeconds?: number;
  intervalSeconds?: number;
  viewerCap?: number;
  rule?: TextPolicyRule;
}

/**
 * The text-policy reason of a schema problem (a `shownTextSchema` refinement names its rule in the
 * issue's `params`), or null for any other problem.
 */
export function textPolicyRefusal(issue: { code?: string; params?: unknown } | undefined): RefusalDetails | null {
  const rule = (issue?.params as { textPolicy?: unknown } | undefined)?.textPolicy;
  if (issue?.code !== 'custom' || !(TEXT_POLICY_RULES as readonly unknown[]).includes(rule)) return null;
  return { reason: 'text-policy', rule: rule as TextPolicyRule };
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
