/**
 * Asking for the reactions pulse: the publishReactions callable's contract and the browser's loop
 * that asks until a pulse counts the viewer's last reaction (docs/live-events.md, "Reactions").
 */
import { z } from 'zod';
import { eventIdSchema } from './event-schemas.js';

/**
 * A viewer's page asks for the pulse after reacting (publishReactions): `included` — a pulse
 * already counts the caller's last reaction; `published` — this call wrote one that does;
 * `throttled` — a pulse went out less than REACTION_PULSE_MS ago: ask again after `retryInMs`.
 */
export const publishReactionsRequest = z.object({ eventId: eventIdSchema });
export interface PublishReactionsResponse {
  state: 'included' | 'published' | 'throttled';
  retryInMs: number;
}

/** A viewer asks at most this many times per reaction (a pulse goes out every second meanwhile). */
export const PULSE_ASKS_MAX = 8;
/** Spread over this many ms, viewers told "too soon" together do not all ask at the same instant. */
export const PULSE_ASK_JITTER_MS = 400;

/**
 * A viewer's side of the pulse, after each reaction: asks (publishReactions) until a pulse counts
 * it, waiting (`wait`: the caller's timer) as long as the server says between asks. Nothing on the
 * server waits.
 */
export async function askForReactionPulse(
  ask: () => Promise<PublishReactionsResponse>,
  wait: (ms: number) => Promise<void>,
): Promise<PublishReactionsResponse['state']> {
  for (let attempt = 1; ; attempt++) {
    const answer = await ask();
    if (answer.state !== 'throttled' || attempt === PULSE_ASKS_MAX) return answer.state;
    await wait(answer.retryInMs + Math.random() * PULSE_ASK_JITTER_MS);
  }
}
