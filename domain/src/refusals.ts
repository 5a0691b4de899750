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
  // The constitutional vote.
  /** The voter has already cast this ballot. */
  'already-voted',
  /** The ballot is scheduled and voting has not opened. `opensAtMs`. */
  'voting-not-open',
  /** Voting in the ballot has closed. */
  'voting-closed',
  /** The caller is not on the ballot's census. */
  'not-on-census',
  /** The ballot's census is empty: nobody is eligible (an admin opening it). */
  'census-empty',
  /** The ballot's closing time has passed (an admin opening it). */
  'closing-time-passed',
  /** The ballot is open, so its text and census are frozen (an admin editing it). */
  'ballot-opened',
  /** Results asked for before voting ended (an admin publishing). */
  'voting-not-ended',
  /** The results are already published. */
  'results-published',
  // Live questions and polls in the room.
  /** The live question is closed. */
  'question-closed',
  /** The live question is not the one in the room now. */
  'question-not-live',
  /** The caller already answered this live question. */
  'answered-twice',
  /** Only an open poll can be pushed into the room (an admin pushing it). */
  'poll-not-open',
  /** Only the poll live in the room can be shown over the stream (an admin). */
  'poll-not-in-room',
  // The game.
  /** The game has finished. */
  'game-finished',
  /** The player has not joined the game. */
  'game-not-joined',
  /** The answer is for a question that is not the current one. */
  'game-not-current',
  /** Answers to the current question are not open yet. */
  'game-not-open-yet',
  /** Time is up for the current question. */
  'game-time-up',
  /** The player already answered this question. */
  'game-already-answered',
  /** Another game is still running (an admin creating one). */
  'another-game-running',
  // Events (an admin's lifecycle actions) and the camera.
  /** The event is already live. */
  'event-already-live',
  /** The event has ended and cannot go live again. */
  'event-ended',
  /** Another event is live: it must end first. */
  'another-event-live',
  /** A live event cannot be deleted. */
  'event-live-cannot-delete',
  /** The event is not streamed from the in-app camera. */
  'not-camera-event',
  /** The camera broadcast has not started yet. */
  'camera-not-started',
  // Replays (docs/replays.md).
  /** A recording or a replay asked for before the event ended. */
  'event-not-ended',
  /** A replay published before its recording was attached. */
  'replay-no-recording',
  /** A replay of an event only signed-in accounts could watch (replays are public). */
  'replay-signed-in-event',
  /** An event made signed-in only while its replay is published (unpublish it first). */
  'replay-published',
  // Accounts, comments and reports.
  /** The caller's account is disabled. */
  'account-disabled',
  /** Deleting an account needs the password again. */
  'reauthenticate',
  /** A comment reported or acted on is no longer shown. */
  'comment-gone',
  /** An event reported before it went live. */
  'report-before-live',
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
  /** When voting opens, in ms since the epoch (`voting-not-open`). */
  opensAtMs?: number;
}

/** A refusal's details: its reason, with the numbers its sentence needs. */
export const because = (reason: RefusalReason, numbers: Omit<RefusalDetails, 'reason'> = {}): RefusalDetails => ({
  reason,
  ...numbers,
});

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
export const EVENT_NOT_LIVE: RefusalDetails = because('event-not-live');
