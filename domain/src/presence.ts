/**
 * Presence, who is watching an event now.
 *
 * `events/{eventId}/viewers/{uid}`: one heartbeat document per viewer, rewritten every
 * HEARTBEAT_MS while the page is visible and deleted when the viewer leaves. "Viewers now" is a
 * count() of heartbeats newer than VIEWER_STALE_MS (two missed beats), never a read of every doc.
 * See functions/src/events/lib/presence.ts for the write-rate arithmetic at 10 000 viewers.
 */
export const HEARTBEAT_MS = 30_000;
export const VIEWER_STALE_MS = 75_000;
/** A heartbeat expires (TTL policy on `expireAt`) this long after it was written. */
export const VIEWER_TTL_MS = 60 * 60 * 1000;
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
/** The rules accept at most one heartbeat write (and one join) per viewer in this window. */
export const HEARTBEAT_MIN_GAP_MS = 10_000;

/** `events/{eventId}/viewerSamples/{minute}`: viewers-now once a minute, for the sparkline. */
export const VIEWER_SAMPLE_MS = 60_000;
export const VIEWER_HISTORY_MS = 30 * 60_000;
export interface ViewerSampleDoc<TTime = unknown> {
  at: TTime;
  count: number;
}
