/**
 * Presence, who is watching an event now.
 *
 * `events/{eventId}/viewers/{uid}`: one heartbeat document per viewer, rewritten every
 * HEARTBEAT_MS while the page is visible. Leaving backdates it to LEFT_SEEN_AT_MS instead of
 * deleting it, so returning is an ordinary beat (an update), allowed at once, where a create
 * within 10 s of the last one is refused (React's double mount, a viewer back within seconds).
 * "Viewers now" is a count() of heartbeats newer than VIEWER_STALE_MS (two missed beats), which
 * passes over the left ones, never a read of every doc.
 * See functions/src/events/lib/presence.ts for the write-rate arithmetic at 10 000 viewers.
 */
export const HEARTBEAT_MS = 30_000;
export const VIEWER_STALE_MS = 75_000;
/** A heartbeat expires (TTL policy on `expireAt`) this long after it was written. */
export const VIEWER_TTL_MS = 60 * 60 * 1000;
/** `seenAt` of a viewer who left: the epoch, older than any count's window. */
export const LEFT_SEEN_AT_MS = 0;
export interface ViewerDoc<TTime = unknown> {
  seenAt: TTime;
  expireAt: TTime;
}
/**
 * `events/{eventId}/viewerJoins/{uid}`: when the viewer last created their heartbeat (server
 * time). A heartbeat is created only in one batch with this record, which the viewer can never
 * delete, so at most one create per HEARTBEAT_MIN_GAP_MS holds across delete-and-create; its
 * creation (once per account and event) records the viewer's attendance (recordViewer).
 */
export interface ViewerJoinDoc<TTime = unknown> {
  at: TTime;
}
/**
 * The rules accept at most one beat (and one join) per viewer in this window, and a leave only
 * from a present beat, this long after it: a return needs a leave before it, so beats, leaves and
 * returns together stay at about one of each per window, against a script as well.
 */
export const HEARTBEAT_MIN_GAP_MS = 10_000;

/** `events/{eventId}/viewerSamples/{minute}`: viewers-now once a minute, for the sparkline. */
export const VIEWER_SAMPLE_MS = 60_000;
export const VIEWER_HISTORY_MS = 30 * 60_000;
export interface ViewerSampleDoc<TTime = unknown> {
  at: TTime;
  count: number;
}
