/** Reactions in a live event's room: the emoji, each viewer's counters and the pulse everyone reads. */

/** The emoji viewers can send, keyed by a stable id (field paths stay plain ASCII). */
export const REACTIONS = { clap: '👏', heart: '❤️', laugh: '😂', wow: '😮', up: '👍' } as const;
export type ReactionId = keyof typeof REACTIONS;
export const REACTION_IDS = Object.keys(REACTIONS) as ReactionId[];
/** Each reaction's name, for the buttons and for the control room's totals ("Applause: 3"). */
export const REACTION_LABELS: Record<ReactionId, string> = {
  clap: 'Applause',
  heart: 'Love it',
  laugh: 'Funny',
  wow: 'Surprising',
  up: 'Agree',
};

/** One reaction per viewer per this interval, enforced by the rules at server time. */
export const REACTION_MIN_INTERVAL_MS = 1000;

/**
 * `events/{eventId}/reactions/{uid}`: the viewer's own running counts. Each reaction adds one to
 * one counter, at most once per REACTION_MIN_INTERVAL_MS (rules), so each of these documents takes
 * at most one write a second: they are the totals' shards, summed by an aggregation when the
 * pulse is published (docs/live-events.md, "Reactions").
 */
export interface ReactionDoc<TTime = unknown, TCount = number> {
  /** TCount: a number when read, an `increment(1)` when the viewer writes it. */
  counts: Partial<Record<ReactionId, TCount>>;
  last: ReactionId;
  sentAt: TTime;
}

/**
 * `events/{eventId}/stats/reactions`: what every viewer listens to, rewritten at most once per
 * REACTION_PULSE_MS with the exact totals, so a viewer receives one small document per pulse
 * however many people react (functions/src/events/lib/reactionPulse.ts).
 */
export const REACTION_PULSE_MS = 1000;
export const STATS_REACTIONS_DOC = 'reactions';
/** `stats/reactionsLease`: `{ at }`, when a caller last claimed the right to write the pulse. */
export const STATS_REACTIONS_LEASE_DOC = 'reactionsLease';
export interface ReactionPulseDoc<TTime = unknown> {
  totals: Record<ReactionId, number>;
  /** When the pulse was claimed: pulses are at least REACTION_PULSE_MS apart. */
  at: TTime;
  /** A time before the sums were read: every reaction committed by then is in `totals`. */
  through: TTime;
}

export function emptyReactionTotals(): Record<ReactionId, number> {
  return Object.fromEntries(REACTION_IDS.map((id) => [id, 0])) as Record<ReactionId, number>;
}
