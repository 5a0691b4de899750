/**
 * Per-event analytics for the Analytics tab of /Admin/reports (`getEventAnalytics`). Every number
 * is a server-side aggregation (count()) or a maintained counter; docs/analytics.md says where
 * each one comes from and what it cannot see.
 */
import { z } from 'zod';
import { eventIdSchema } from './event-schemas.js';
import type { PollKind } from './poll.js';
import type { ScaleSummary } from './question.js';
import type { ReactionId } from './reactions.js';

export const getEventAnalyticsRequest = z.object({ eventId: eventIdSchema });

/** Votes over time are counted in this many equal slices of each poll's time within the event. */
export const VOTE_TIMELINE_BUCKETS = 12;

/**
 * `events/{eventId}/attendance/{uid}`: one record per signed-in account that opened the live room
 * (`viewed`, from its first presence heartbeat) or took part while the event was live (`voted`,
 * `commented`, `reacted`, summed up in `engaged`). Written only by the analytics triggers (functions/src/analytics), so
 * unique viewers and engaged viewers are count()s of these records, never reads of every vote.
 */
export interface AttendanceDoc<TTime = unknown> {
  viewedAt?: TTime;
  viewed?: true;
  voted?: true;
  commented?: true;
  reacted?: true;
  /** Set with the first of voted / commented / reacted, at that time. */
  engaged?: true;
  engagedAt?: TTime;
}

export interface PollAnalytics {
  pollId: string;
  question: string;
  kind: PollKind;
  /** Votes cast while the event ran (the poll may have been open longer). */
  votes: number;
  /** All votes of the poll, from its tallies. */
  totalVotes: number;
  /** Votes per equal slice of the poll's time within the event: `at` is the slice's start (epoch ms). */
  timeline: { at: number; votes: number }[];
  /** Ad polls: impressions and sponsor-link clicks of viewers while the event ran. */
  sponsor: { name: string; impressions: number; clicks: number; ctr: number } | null;
  /**
   * Live questions (word cloud, scale, open answer): `votes`, `totalVotes` and `timeline` count
   * their answers; this adds what the kind shows. Absent on polls and ads.
   */
  live?: LiveQuestionAnalytics;
}

/** How many top entries of a word cloud the analytics list. */
export const ANALYTICS_TOP_ENTRIES = 10;

export interface LiveQuestionAnalytics {
  /** Answers held for review (a blocked word): never counted. */
  held: number;
  /** Answers an admin hid. */
  hidden: number;
  /** Word clouds: the most given entries with their counts (topCloudEntries); [] otherwise. */
  topEntries: { entry: string; count: number }[];
  /** Scales: the distribution and the average; null otherwise. */
  scale: ScaleSummary | null;
}

export interface EventAnalytics {
  eventId: string;
  title: string;
  status: string;
  /** When the event ran (epoch ms): went live (or its scheduled start) to its end, or now while live. */
  window: { startMs: number; endMs: number };
  /** Distinct signed-in accounts that opened the live room (attendance records from presence). */
  uniqueViewers: number;
  /** The highest viewers-now sample, or null when no control room sampled the event. */
  peakConcurrentViewers: number | null;
  comments: number;
  questions: number;
  reactions: Record<ReactionId, number>;
  polls: PollAnalytics[];
  /** Viewers who also voted, commented or reacted while the event was live. */
  engagedViewers: number;
  /** engagedViewers / uniqueViewers (0 with no viewers). */
  engagementRate: number;
}

export function engagementRate(engaged: number, viewers: number): number {
  return viewers > 0 ? Math.min(1, engaged / viewers) : 0;
}

/** Equal slices [from, to) of a poll's time within the event, for the votes-over-time chart. */
export function timelineSlices(fromMs: number, toMs: number, buckets = VOTE_TIMELINE_BUCKETS): [number, number][] {
  const end = Math.max(toMs, fromMs + buckets);
  const step = Math.ceil((end - fromMs) / buckets);
  return Array.from({ length: buckets }, (_, i) => [fromMs + i * step, Math.min(end, fromMs + (i + 1) * step)]);
}
