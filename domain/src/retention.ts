/**
 * How long records that pile up on their own are kept (docs/privacy.md, "How long things are
 * kept"). Two mechanisms enforce it in production, and tests/repo/retention.test.ts keeps the
 * docs' table equal to both:
 * - a Firestore TTL policy (firestore.indexes.json, `ttl: true`) on a timestamp the writer sets to
 *   the moment of expiry;
 * - the daily sweep (functions/src/retention), for records whose writer cannot stamp an expiry
 *   (a client's batch, or a report whose end of life starts when an admin closes it).
 * The emulators never run TTL deletion: tests check the expiry stamps, and call the sweep.
 */
import { COLLECTIONS } from './collections.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Records removed by a TTL policy: the field holding their expiry. */
export interface TtlRetention {
  collectionGroup: string;
  field: string;
}

/** Audit entries: kept two years, long enough for a yearly review and a complaint after it. */
export const AUDIT_RETENTION_DAYS = 730;

export const TTL_RETENTION: readonly TtlRetention[] = [
  { collectionGroup: COLLECTIONS.viewers, field: 'expireAt' },
  { collectionGroup: COLLECTIONS.requestOutcomes, field: 'expiresAt' },
  { collectionGroup: COLLECTIONS.auditLog, field: 'expireAt' },
  { collectionGroup: COLLECTIONS.feedChanges, field: 'expireAt' },
];

/** Records the daily sweep deletes once `field` is more than `days` old. */
export interface SweptRetention {
  collectionGroup: string;
  field: string;
  days: number;
  /**
   * Only records whose `field` holds one of `in` are due (a report still being handled, a game
   * still running, are kept).
   */
  onlyWhen?: { field: string; in: readonly (string | boolean)[] };
  /** The record's subcollections go with it (a report's evidence, a game's players and answers). */
  withSubcollections?: true;
}

export const SWEPT_RETENTION: readonly SweptRetention[] = [
  // Join records only enforce the 10 s join limit while an event is live and start its attendance
  // record; ninety days covers any event and its follow-up.
  { collectionGroup: COLLECTIONS.viewerJoins, field: 'at', days: 90 },
  // Viewers-now samples: no person in them; a year keeps a season of peaks for the analytics.
  { collectionGroup: COLLECTIONS.viewerSamples, field: 'at', days: 365 },
  // A closed report, with its evidence snapshot, a year after it was closed.
  {
    collectionGroup: COLLECTIONS.reports,
    field: 'handledAt',
    days: 365,
    onlyWhen: { field: 'status', in: ['resolved', 'dismissed'] },
    withSubcollections: true,
  },
  // A finished trivia game, with its frozen questions, players, answers and counters, a year after
  // its last step: the season's leaderboards stay, a player's scores do not stay for good.
  {
    collectionGroup: COLLECTIONS.games,
    field: 'updatedAt',
    days: 365,
    onlyWhen: { field: 'active', in: [false] },
    withSubcollections: true,
  },
  // A /fixer job's state and diff: followed while the repair runs and reviewed after; half a year
  // after its last step it has served (its diff names records, never people, but need not pile up).
  { collectionGroup: COLLECTIONS.jobs, field: 'updatedAt', days: 180 },
];

/** When an audit entry written at `nowMs` expires. */
export const auditExpiryMs = (nowMs: number) => nowMs + AUDIT_RETENTION_DAYS * DAY_MS;

/** How many days the sweep keeps a collection group's records (the privacy page quotes them). */
export function sweptAfterDays(collectionGroup: string): number {
  const rule = SWEPT_RETENTION.find((entry) => entry.collectionGroup === collectionGroup);
  if (!rule) throw new Error(`No swept retention for ${collectionGroup}`);
  return rule.days;
}
