/**
 * Replays (issue 44, docs/replays.md): an ended event's recording, aligned to its timeline, and
 * the file a replay viewer reads. An admin attaches the recording (`attachRecording`) and
 * publishes the replay (`publishReplay`): the server reads the event's collections once and
 * compiles them, with `compileReplay` below, into one `CompiledReplay`, stored gzipped in parts
 * under `replays/{eventId}` and served by an HTTP function behind Hosting. Viewers never read the
 * live collections. The file holds no uid and no email; a post shows the name the room showed.
 * Free of zod (the schemas are in replay-schemas.ts) and of any SDK: the compile is pure.
 */
import { pickVersion, type Translations } from './localized.js';
import type { AgendaItem } from './agenda.js';
import type { CommentKind, CommentStatus } from './comment.js';
import type { LanguageCode } from './languages.js';
import type { PollKind, PollOption, ResultsVisibility } from './poll.js';
import type { LiveQuestionSettings, LiveResponse, LiveResponseStatus } from './question.js';
import type { ReactionId } from './reactions.js';

export const REPLAY_LIMITS = {
  urlMax: 2048,
  /** The alignment: where in the recording the event went live, at most six hours in. */
  offsetMaxMs: 6 * 3_600_000,
  /** The reactions' density series: one count per this much event time. */
  reactionBucketMs: 10_000,
  /** A poll's results as they stood: one snapshot at most per this much time while answers came. */
  resultsStepMs: 5_000,
  /** Bytes of gzipped file per part document (a Firestore document holds at most 1 MiB). */
  partBytes: 900_000,
  /** The archive lists at most this many replays, newest first. */
  archiveMax: 100,
} as const;

/** How long browsers and the CDN may keep a replay file or the archive (docs/replays.md, "Serving"). */
export const REPLAY_MAX_AGE_SECONDS = 300;
/** How long an unknown or unpublished replay's 404 may be kept: short, so a publication shows soon. */
export const REPLAY_MISSING_MAX_AGE_SECONDS = 60;
/** The Hosting paths of the replays' HTTP functions (firebase.json rewrites). */
export const REPLAY_PATHS = { file: '/api/replay', archive: '/api/replays', search: '/api/replays/search' } as const;

export const RECORDING_KINDS = ['hls', 'mp4'] as const;
export type RecordingKind = (typeof RECORDING_KINDS)[number];

/** The recording: its address, its kind (from the address), and the alignment. */
export interface ReplayRecording {
  kind: RecordingKind;
  /** https, or a same-origin path (the demo clip). */
  url: string;
  /** Milliseconds into the recording at which the event went live: video time = t + offsetMs. */
  offsetMs: number;
}

/** The kind of recording `url` points at (the schema allows only these two endings). */
export function recordingKindOf(url: string): RecordingKind {
  return /\.m3u8(\?|$)/i.test(url) ? 'hls' : 'mp4';
}

/** What the archive shows of one replay (also on its `replays/{eventId}` document). */
export interface ReplaySummary {
  eventId: string;
  title: string;
  language?: LanguageCode;
  translations?: Translations<'title'>;
  /** When the event went live (epoch ms). */
  startedAtMs: number;
  /** From going live to the end, ms. */
  lengthMs: number;
  agenda: { id: string; title: string; translations?: Translations<'title'> }[];
}

/**
 * `replays/{eventId}`: the recording and the publication. Written only by the replay callables
 * (and the account deletion's rebuild); read by admins; the public reads the HTTP functions.
 */
export interface ReplayDoc<TTime = unknown> {
  eventId: string;
  recording: ReplayRecording | null;
  published: boolean;
  publishedAt: TTime | null;
  /** The compile the parts belong to (`parts/{compileId}-{n}`), or null when none is kept. */
  compileId: string | null;
  parts: number;
  /** The compiled file's size: JSON bytes and gzipped bytes. */
  bytes: number;
  gzipBytes: number;
  summary: ReplaySummary | null;
  updatedAt: TTime;
}

/** `replays/{eventId}/parts/{compileId}-{n}`: one slice of the gzipped file. Server only. */
export interface ReplayPartDoc<TBytes = Uint8Array> {
  data: TBytes;
}

// ---- the compiled file ------------------------------------------------------------------------

/** An agenda chapter: the item marked current from `startMs` to `endMs` (event time). */
export interface ReplayChapter {
  itemId: string;
  /** The item's title as marked (kept even if the item was removed later); the agenda has its versions. */
  title: string;
  startMs: number;
  endMs: number;
}

/** A result snapshot: the counts as they stood at `t` (keys: option ids, entry forms or scale points). */
export interface ReplayResults {
  t: number;
  counts: Record<string, number>;
  total: number;
}

export interface ReplayPoll {
  id: string;
  kind: PollKind;
  question: string;
  description: string;
  language?: LanguageCode;
  translations?: Translations<'question' | 'description'>;
  options: PollOption[];
  settings: LiveQuestionSettings | null;
  /** When it was on screen: pushed at `fromMs`, cleared at `toMs` (event time). */
  shown: { fromMs: number; toMs: number }[];
  /** The results as they stood over time, from its first push; [] when the room never showed them live. */
  results: ReplayResults[];
  /** The final results, or null when the room never showed results (`resultsVisibility: 'hidden'`). */
  final: ReplayResults | null;
  /** Open answers: the accepted answers as they arrived, with the name the room showed. */
  answers: { t: number; name: string; text: string }[];
}

export interface ReplayPost {
  id: string;
  t: number;
  kind: CommentKind;
  /** The author's display name as the room showed it ("Deleted user" once the account is gone). */
  name: string;
  text: string;
  answered: boolean;
  upvotes: number;
}

/**
 * The file a replay viewer reads. Every time `t`/`…Ms` is event time: ms since the event went live
 * (`startedAtMs`); the video's time is that plus `recording.offsetMs`. A caption track is also the
 * transcript in its language (`transcriptTrack`: the event's language when captioned, else the
 * first track).
 */
export interface CompiledReplay {
  format: 1;
  eventId: string;
  title: string;
  description: string;
  language?: LanguageCode;
  translations?: Translations<'title' | 'description'>;
  startedAtMs: number;
  lengthMs: number;
  recording: ReplayRecording;
  agenda: AgendaItem[];
  chapters: ReplayChapter[];
  captions: Partial<Record<string, { t: number; text: string }[]>>;
  transcriptTrack: string | null;
  polls: ReplayPoll[];
  posts: ReplayPost[];
  reactions: { bucketMs: number; counts: number[] };
  compiledAtMs: number;
}

// ---- the compile's sources (read by the function, times in epoch ms) ----------------------------

export interface ReplaySourceEvent {
  id: string;
  title: string;
  description: string;
  language?: LanguageCode;
  translations?: Translations<'title' | 'description'>;
  agenda: AgendaItem[];
  wentLiveAtMs: number;
  endedAtMs: number;
}

/** A timeline record: an agenda mark, a poll push (null: cleared), or a reactions bucket's totals. */
export type ReplaySourceMoment =
  | { kind: 'agenda'; itemId: string | null; title: string | null; atMs: number }
  | { kind: 'poll'; pollId: string | null; atMs: number }
  | { kind: 'reactions'; totals: Partial<Record<ReactionId, number>>; atMs: number };

export interface ReplaySourceComment {
  id: string;
  kind: CommentKind;
  authorName: string;
  text: string;
  status: CommentStatus;
  createdAtMs: number;
  answered: boolean;
  upvotes: number;
}

export interface ReplaySourceCaption {
  track: string;
  text: string;
  sentAtMs: number;
  withdrawn: boolean;
}

export interface ReplaySourcePoll {
  id: string;
  kind: PollKind;
  question: string;
  description: string;
  language?: LanguageCode;
  translations?: Translations<'question' | 'description'>;
  options: PollOption[];
  settings: LiveQuestionSettings | null;
  resultsVisibility: ResultsVisibility;
  closesAtMs: number;
  votes: { optionId: string; atMs: number }[];
  responses: {
    answer: LiveResponse;
    forms: string[];
    status: LiveResponseStatus;
    authorName: string;
    createdAtMs: number;
  }[];
  /** The word cloud's hidden entry forms (its `moderation/hiddenEntries`). */
  hiddenForms: string[];
}

export interface ReplaySources {
  event: ReplaySourceEvent;
  recording: ReplayRecording;
  timeline: ReplaySourceMoment[];
  comments: ReplaySourceComment[];
  captions: ReplaySourceCaption[];
  polls: ReplaySourcePoll[];
  nowMs: number;
}

// ---- the compile ---------------------------------------------------------------------------------

const byTime = <T extends { atMs: number }>(items: readonly T[]) => [...items].sort((a, b) => a.atMs - b.atMs);

/**
 * The event's timeline as one replay file. What it leaves out (docs/replays.md, "Never in a
 * replay"): posts not `visible` (held, hidden, removed), withdrawn caption lines, live answers not
 * `accepted`, word-cloud entries an admin hid, results the room never showed (a poll's
 * `resultsVisibility`), and every uid and email (the sources carry none: only display names).
 */
export function compileReplay(sources: ReplaySources): CompiledReplay {
  const { event } = sources;
  const start = event.wentLiveAtMs;
  const lengthMs = Math.max(0, event.endedAtMs - start);
  const rel = (atMs: number) => Math.min(lengthMs, Math.max(0, atMs - start));
  const timeline = byTime(sources.timeline);

  const chapters: ReplayChapter[] = [];
  for (const mark of timeline) {
    if (mark.kind !== 'agenda') continue;
    const open = chapters.at(-1);
    if (open && open.endMs === lengthMs) open.endMs = rel(mark.atMs);
    if (mark.itemId)
      chapters.push({ itemId: mark.itemId, title: mark.title ?? '', startMs: rel(mark.atMs), endMs: lengthMs });
  }

  const captions: CompiledReplay['captions'] = {};
  for (const line of [...sources.captions].sort((a, b) => a.sentAtMs - b.sentAtMs)) {
    if (line.withdrawn || !line.text) continue;
    (captions[line.track] ??= []).push({ t: rel(line.sentAtMs), text: line.text });
  }
  const tracks = Object.keys(captions);
  const ownTrack = event.language ?? 'en';
  const transcriptTrack = tracks.includes(ownTrack) ? ownTrack : (tracks[0] ?? null);

  const posts: ReplayPost[] = sources.comments
    .filter((comment) => comment.status === 'visible' && comment.text)
    .sort((a, b) => a.createdAtMs - b.createdAtMs || a.id.localeCompare(b.id))
    .map((comment) => ({
      id: comment.id,
      t: rel(comment.createdAtMs),
      kind: comment.kind,
      name: comment.authorName,
      text: comment.text,
      answered: comment.answered,
      upvotes: comment.upvotes,
    }));

  const pushes = timeline.filter((moment) => moment.kind === 'poll');
  const polls = sources.polls.map((poll) => compilePoll(poll, pushes, rel, lengthMs));

  return {
    format: 1,
    eventId: event.id,
    title: event.title,
    description: event.description,
    ...(event.language ? { language: event.language } : {}),
    ...(event.translations ? { translations: event.translations } : {}),
    startedAtMs: start,
    lengthMs,
    recording: sources.recording,
    agenda: event.agenda,
    chapters,
    captions,
    transcriptTrack,
    polls,
    posts,
    reactions: reactionDensity(timeline, rel, lengthMs),
    compiledAtMs: sources.nowMs,
  };
}

/** When the poll was on screen: from each push of it to the next push (of any poll) or the clear. */
function shownIntervals(
  pollId: string,
  pushes: readonly Extract<ReplaySourceMoment, { kind: 'poll' }>[],
  rel: (atMs: number) => number,
  lengthMs: number,
) {
  const shown: { fromMs: number; toMs: number }[] = [];
  for (const [i, push] of pushes.entries()) {
    if (push.pollId !== pollId) continue;
    const next = pushes[i + 1];
    shown.push({ fromMs: rel(push.atMs), toMs: next ? rel(next.atMs) : lengthMs });
  }
  return shown;
}

/** The answers that count, each as its keys and time: hidden, held and hidden-entry answers left out. */
function countedAnswers(poll: ReplaySourcePoll): { keys: string[]; atMs: number }[] {
  if (poll.kind === 'poll' || poll.kind === 'ad') {
    const options = new Set(poll.options.map((option) => option.id));
    return poll.votes
      .filter((vote) => options.has(vote.optionId))
      .map((vote) => ({ keys: [vote.optionId], atMs: vote.atMs }));
  }
  const hidden = new Set(poll.hiddenForms);
  return poll.responses
    .filter((response) => response.status === 'accepted')
    .map((response) => ({
      keys:
        response.answer.kind === 'wordCloud'
          ? [...new Set(response.forms)].filter((form) => !hidden.has(form))
          : response.answer.kind === 'scale'
            ? [String(response.answer.value)]
            : [],
      atMs: response.createdAtMs,
    }));
}

function compilePoll(
  poll: ReplaySourcePoll,
  pushes: readonly Extract<ReplaySourceMoment, { kind: 'poll' }>[],
  rel: (atMs: number) => number,
  lengthMs: number,
): ReplayPoll {
  const shown = shownIntervals(poll.id, pushes, rel, lengthMs);
  const answers = byTime(countedAnswers(poll));
  const tally = (upToMs: number, t: number): ReplayResults => {
    const counts: Record<string, number> = {};
    let total = 0;
    for (const answer of answers) {
      if (answer.atMs > upToMs) break;
      total += 1;
      for (const key of answer.keys) counts[key] = (counts[key] ?? 0) + 1;
    }
    return { t, counts, total };
  };

  const results: ReplayResults[] = [];
  const firstPush = pushes.find((push) => push.pollId === poll.id);
  if (poll.resultsVisibility === 'live' && firstPush) {
    // As they stood when pushed, then one snapshot per step in which answers came, until the close.
    const step = REPLAY_LIMITS.resultsStepMs;
    results.push(tally(firstPush.atMs, rel(firstPush.atMs)));
    let last = firstPush.atMs;
    for (const answer of answers) {
      if (answer.atMs <= last || answer.atMs > poll.closesAtMs) continue;
      const boundary = Math.min(
        poll.closesAtMs,
        firstPush.atMs + Math.ceil((answer.atMs - firstPush.atMs) / step) * step,
      );
      results.push(tally(boundary, rel(boundary)));
      last = boundary;
    }
  }
  // The final results, at the close (or the end of the event if it closed later).
  const final = poll.resultsVisibility === 'hidden' ? null : tally(Number.MAX_SAFE_INTEGER, rel(poll.closesAtMs));

  const showsAnswers = poll.kind === 'openAnswer' && poll.resultsVisibility !== 'hidden';
  return {
    id: poll.id,
    kind: poll.kind,
    question: poll.question,
    description: poll.description,
    ...(poll.language ? { language: poll.language } : {}),
    ...(poll.translations ? { translations: poll.translations } : {}),
    options: poll.options,
    settings: poll.settings,
    shown,
    results,
    final,
    answers: showsAnswers
      ? poll.responses
          .filter((response) => response.status === 'accepted' && response.answer.kind === 'openAnswer')
          .sort((a, b) => a.createdAtMs - b.createdAtMs)
          .map((response) => ({
            t: rel(response.createdAtMs),
            name: response.authorName,
            text: response.answer.kind === 'openAnswer' ? response.answer.text : '',
          }))
      : [],
  };
}

/**
 * Reactions per bucket of event time: each `reactions` moment holds the room's running totals at
 * its time (the pulse's last write in its bucket), so a bucket's count is the growth since the
 * moment before it.
 */
function reactionDensity(
  timeline: readonly ReplaySourceMoment[],
  rel: (atMs: number) => number,
  lengthMs: number,
): CompiledReplay['reactions'] {
  const bucketMs = REPLAY_LIMITS.reactionBucketMs;
  const counts = new Array<number>(Math.max(1, Math.ceil(lengthMs / bucketMs))).fill(0);
  let before = 0;
  for (const moment of timeline) {
    if (moment.kind !== 'reactions') continue;
    const total = Object.values(moment.totals).reduce((sum, n) => sum + (n ?? 0), 0);
    const bucket = Math.min(counts.length - 1, Math.floor(rel(moment.atMs) / bucketMs));
    counts[bucket]! += Math.max(0, total - before);
    before = Math.max(before, total);
  }
  return { bucketMs, counts };
}

/** What the archive shows of a compiled replay. */
export function replaySummary(replay: CompiledReplay): ReplaySummary {
  const titleVersions = (translations: Translations<string> | undefined) => {
    if (!translations) return undefined;
    const kept = Object.entries(translations)
      .filter(([, fields]) => fields?.title)
      .map(([language, fields]) => [language, { title: fields!.title }]);
    return kept.length ? (Object.fromEntries(kept) as Translations<'title'>) : undefined;
  };
  const versions = titleVersions(replay.translations);
  return {
    eventId: replay.eventId,
    title: replay.title,
    ...(replay.language ? { language: replay.language } : {}),
    ...(versions ? { translations: versions } : {}),
    startedAtMs: replay.startedAtMs,
    lengthMs: replay.lengthMs,
    agenda: replay.agenda.map((item) => {
      const itemVersions = titleVersions(item.translations);
      return { id: item.id, title: item.title, ...(itemVersions ? { translations: itemVersions } : {}) };
    }),
  };
}

/** A summary as a reader of `reader` sees it (the archive page). */
export function pickReplaySummaryVersion(summary: ReplaySummary, reader: string): ReplaySummary {
  return pickVersion(summary, reader);
}

/** The archive's answer (`listReplays`): published replays, newest first. */
export interface ReplayArchive {
  replays: ReplaySummary[];
}

export interface AttachRecordingResponse {
  eventId: string;
  recording: ReplayRecording;
}
export interface PublishReplayResponse {
  eventId: string;
  published: boolean;
  /** The compiled file's sizes (0 when unpublished). */
  bytes: number;
  gzipBytes: number;
}
