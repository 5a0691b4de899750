/**
 * How long an ended event is still shown, in a module of its own: the live rooms and their facts
 * read it, and /stream reads only stream.ts. Shared with them, stream.ts became a chunk of its own
 * that Arabic /stream's byte budget had no room for (docs/performance.md, "/live's first commit
 * waits for its facts").
 */

/**
 * After an event ends, /stream and the live rooms say so (with its final poll and the next event)
 * for this long; after it they count down to the next event or say nothing is live.
 */
export const ENDED_SHOWN_MS = 6 * 3_600_000;

/** Whether the room shows an event's end rather than "nothing is live" (ended within ENDED_SHOWN_MS). */
export function endedRecently(event: { endedAt: string | null }, nowMs: number): boolean {
  const endedMs = event.endedAt ? Date.parse(event.endedAt) : Number.NaN;
  // Without a time, as if just ended: the room decides.
  return !Number.isFinite(endedMs) || nowMs - endedMs < ENDED_SHOWN_MS;
}
