/**
 * The ballot spread (docs/scale.md, "Settings from the expected audience"): at a large audience a
 * pushed poll's votes would arrive faster than its new `votes` collection starts out taking, so
 * each room shows the ballot at an offset of its own within the poll's `ballotSpreadSeconds`
 * (PollDoc.audience), counted from the push. The offset is a courtesy the rooms pay for the load's
 * sake, not a trust rule: the server accepts a vote at any moment the poll is open. Apart from
 * audience-settings.ts so the room loads these few lines, not the limits' arithmetic.
 */

/** A 32-bit hash of `text`: FNV-1a, then murmur3's finaliser so every bit depends on every character. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Milliseconds after the push at which `viewerId`'s room shows `pollId`'s ballot: the same for the
 * same viewer and poll (a reload keeps it), spread about evenly over [0, spreadSeconds), another
 * place for each poll. No spread (0, absent, not a number): 0, shown at once.
 */
export function ballotOffsetMs(viewerId: string, pollId: string, spreadSeconds: number | null | undefined): number {
  if (typeof spreadSeconds !== 'number' || !(spreadSeconds > 0)) return 0;
  return Math.floor((hash32(`${pollId}\u0000${viewerId}`) / 2 ** 32) * spreadSeconds * 1000);
}

/**
 * How long a room still withholds the ballot at `nowMs`: the rest of its offset after the push
 * (server time, from the event document), 0 once past it or with no push time known. Never more
 * than the offset itself, so a device whose clock runs behind the server's waits no longer than
 * its offset from when it sees the push.
 */
export function ballotWaitMs({
  pushedAtMs,
  offsetMs,
  nowMs,
}: {
  pushedAtMs: number | null;
  offsetMs: number;
  nowMs: number;
}): number {
  if (pushedAtMs === null || offsetMs <= 0) return 0;
  return Math.min(offsetMs, Math.max(0, pushedAtMs + offsetMs - nowMs));
}
