/**
 * The open-data download (docs/privacy.md, "Open data"): the platform's public results as one
 * JSON file, built by the HTTP function `getOpenData`. Public figures only — no uid, email, name,
 * comment or answer text ever enters it (a published replay's agenda and polls are the admins' texts).
 */
import type { ModerationSummary } from './comment.js';
import type { PublishedRecord } from './constitutional-vote.js';
import type { PollKind } from './poll.js';
import type { LiveQuestionKind, ScaleSummary } from './question.js';
import type { CompiledReplay } from './replay.js';

/** How long a built file is reused (the function's memory and the HTTP cache): results show at most this late. */
export const OPEN_DATA_MAX_AGE_SECONDS = 600;
export const OPEN_DATA_FILE_NAME = 'civic-live-open-data.json';

/** A closed poll whose results are public, with its final tallies. Times are ISO 8601. */
export interface OpenDataPoll {
  id: string;
  kind: 'poll' | 'ad';
  question: string;
  /** The sponsor's name on an ad poll (no contact, no link). */
  sponsor: string | null;
  opensAt: string;
  closesAt: string;
  options: { id: string; label: string; votes: number }[];
  totalVotes: number;
}

/** A closed live question's published result: what the room was shown, never an answer's text. */
export interface OpenDataLiveQuestion {
  id: string;
  kind: LiveQuestionKind;
  question: string;
  closesAt: string;
  /** Counted answers. */
  answers: number;
  /** Word clouds: the most given entries an admin did not hide; [] otherwise. */
  topEntries: { entry: string; count: number }[];
  /** Scales: the distribution and average; null otherwise. */
  scale: ScaleSummary | null;
}

/** An ended public event with its attendance and its public moderation summary. */
export interface OpenDataEvent {
  id: string;
  title: string;
  startsAt: string;
  endedAt: string | null;
  /** Distinct signed-in accounts that opened the live room. */
  uniqueViewers: number;
  /** Of them, those who voted, commented or reacted while it was live. */
  engagedViewers: number;
  /** The highest viewers-now sample, or null when no control room sampled it. */
  peakViewers: number | null;
  moderation: Omit<ModerationSummary, 'eventId'>;
}

/**
 * A published replay (docs/replays.md): its event's title, when it went live, how long it ran, its
 * agenda, and each poll pushed during it with its final results as the replay file holds them
 * (counts by option id, word-cloud entry or scale point; null when the room never showed results).
 * Never an open answer's text, a post, a name: only what is below, copied field by field.
 */
export interface OpenDataReplay {
  eventId: string;
  title: string;
  language: string | null;
  /** When the event went live (ISO 8601). */
  startedAt: string;
  lengthMs: number;
  agenda: { id: string; title: string; description: string }[];
  polls: {
    id: string;
    kind: PollKind;
    question: string;
    options: { id: string; label: string }[];
    final: { counts: Record<string, number>; total: number } | null;
  }[];
}

/** The open-data record of a published replay's compiled file. */
export function openDataReplay(replay: CompiledReplay): OpenDataReplay {
  return {
    eventId: replay.eventId,
    title: replay.title,
    language: replay.language ?? null,
    startedAt: new Date(replay.startedAtMs).toISOString(),
    lengthMs: replay.lengthMs,
    agenda: replay.agenda.map(({ id, title, description }) => ({ id, title, description })),
    polls: replay.polls.map(({ id, kind, question, options, final }) => ({
      id,
      kind,
      question,
      options: options.map(({ id: optionId, label }) => ({ id: optionId, label })),
      final: final ? { counts: { ...final.counts }, total: final.total } : null,
    })),
  };
}

export interface OpenDataFile {
  generatedAt: string;
  maxAgeSeconds: number;
  polls: OpenDataPoll[];
  liveQuestions: OpenDataLiveQuestion[];
  /** Published constitutional-vote records: totals, every receipt, and the fingerprint over both. */
  constitutionalVotes: PublishedRecord[];
  events: OpenDataEvent[];
  /** Published replays, newest first (at most REPLAY_LIMITS.archiveMax). */
  replays: OpenDataReplay[];
}
