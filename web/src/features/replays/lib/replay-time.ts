/**
 * The replay's room at a moment (docs/replays.md, "The replay page"): pure functions over the
 * compiled file, no React. Every time here is event time `t` (ms since the event went live); the
 * video's time is `t + recording.offsetMs`. Each lookup is a binary search over lists the compile
 * sorted by time, so a seek in either direction finds every state at once, whatever came before.
 */
import {
  CAPTION_LIMITS,
  cuesAsWebVtt,
  type CompiledReplay,
  type ReplayChapter,
  type ReplayPoll,
  type ReplayResults,
} from '@civic/domain';

/** The event time shown at video time `videoMs`, clamped to the event. */
export function eventTimeOf(replay: Pick<CompiledReplay, 'recording' | 'lengthMs'>, videoMs: number): number {
  return Math.min(Math.max(videoMs - replay.recording.offsetMs, 0), replay.lengthMs);
}

/** The video time at which event time `t` plays. */
export function videoTimeOf(replay: Pick<CompiledReplay, 'recording'>, t: number): number {
  return t + replay.recording.offsetMs;
}

/**
 * How many of `items` (sorted by `timeOf`) are at or before `t`: the index just past the last one,
 * so `items.slice(0, countUntil(…))` is what has happened by `t`.
 */
export function countUntil<T>(items: readonly T[], t: number, timeOf: (item: T) => number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (timeOf(items[middle]!) <= t) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The last of `items` at or before `t`, or undefined when none is. */
export function lastAtOrBefore<T>(items: readonly T[], t: number, timeOf: (item: T) => number): T | undefined {
  return items[countUntil(items, t, timeOf) - 1];
}

/** The index of the chapter under way at `t` (`startMs ≤ t < endMs`), or -1 between or before them. */
export function chapterIndexAt(chapters: readonly ReplayChapter[], t: number): number {
  const index = countUntil(chapters, t, (chapter) => chapter.startMs) - 1;
  const chapter = chapters[index];
  return chapter && t < chapter.endMs ? index : -1;
}

export interface PollAt {
  poll: ReplayPoll;
  /** On screen in the room at `t` (some `shown` interval holds it). */
  live: boolean;
  /** Its results as they stood at `t`, its final ones after it was last cleared; null if not shown then. */
  results: ReplayResults | null;
  /** `results` are the final ones. */
  final: boolean;
}

/**
 * The polls pushed by `t`, the latest push first: each live while an interval of `shown` holds `t`,
 * with the last result snapshot at or before `t`, and its final results once it was cleared for the
 * last time (a poll whose results the room never showed has neither).
 */
export function pollsAt(polls: readonly ReplayPoll[], t: number): PollAt[] {
  const pushed = polls
    .map((poll) => ({ poll, last: lastAtOrBefore(poll.shown, t, (interval) => interval.fromMs) }))
    .filter((entry) => entry.last !== undefined);
  pushed.sort((a, b) => b.last!.fromMs - a.last!.fromMs);
  return pushed.map(({ poll, last }) => {
    const live = t < last!.toMs;
    const ended = !live && last === poll.shown.at(-1);
    const results = ended ? poll.final : (lastAtOrBefore(poll.results, t, (snapshot) => snapshot.t) ?? null);
    return { poll, live, results, final: ended && results !== null };
  });
}

/** A caption line or an agenda item that matches a search, with where it starts (event time). */
export interface ReplayMatch {
  kind: 'transcript' | 'agenda';
  t: number;
  text: string;
}

/** Lower case without accents, so "PARKING" finds "parking" and "participacion" "participación". */
export function searchForm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The transcript lines and the chapters whose text holds `query` (case and accents aside), in time
 * order; nothing for a query of fewer than two letters. `chapterTitle` gives a chapter's title as
 * the reader reads it (its item's version).
 */
export function searchReplay(
  transcript: readonly { t: number; text: string }[],
  chapters: readonly ReplayChapter[],
  query: string,
  chapterTitle: (chapter: ReplayChapter) => string = (chapter) => chapter.title,
): ReplayMatch[] {
  const wanted = searchForm(query.trim());
  if (wanted.length < 2) return [];
  const matches: ReplayMatch[] = [
    ...chapters
      .map((chapter) => ({ kind: 'agenda' as const, t: chapter.startMs, text: chapterTitle(chapter) }))
      .filter((match) => searchForm(match.text).includes(wanted)),
    ...transcript
      .filter((line) => searchForm(line.text).includes(wanted))
      .map((line) => ({ kind: 'transcript' as const, t: line.t, text: line.text })),
  ];
  return matches.sort((a, b) => a.t - b.t || (a.kind === 'agenda' ? -1 : 1));
}

/** The chapters as a WebVTT chapters track, at video time (`offsetMs` in). */
export function chaptersVtt(
  chapters: readonly ReplayChapter[],
  offsetMs: number,
  chapterTitle: (chapter: ReplayChapter) => string = (chapter) => chapter.title,
): string {
  return cuesAsWebVtt(
    chapters.map((chapter) => ({
      fromMs: chapter.startMs + offsetMs,
      toMs: chapter.endMs + offsetMs,
      text: chapterTitle(chapter),
    })),
  );
}

/**
 * One caption track as WebVTT subtitles, at video time: each line shown until the next (at most
 * CAPTION_LIMITS.shownOnVideoMs, as in the room) and never past the event's end.
 */
export function captionsVtt(cues: readonly { t: number; text: string }[], offsetMs: number, lengthMs: number): string {
  return cuesAsWebVtt(
    cues.map((cue, index) => {
      const next = cues[index + 1]?.t ?? lengthMs;
      return {
        fromMs: cue.t + offsetMs,
        toMs: Math.min(next, cue.t + CAPTION_LIMITS.shownOnVideoMs) + offsetMs,
        text: cue.text,
      };
    }),
  );
}

/**
 * The reactions' density strip: each bucket's count as a share of the busiest bucket's (0–1), so
 * the lively moments stand out whatever the audience's size. All zeros when nobody reacted.
 */
export function densityOf(counts: readonly number[]): number[] {
  const most = Math.max(0, ...counts);
  return counts.map((count) => (most > 0 ? count / most : 0));
}

/** `ms` as a clock a reader of any language reads: "4:05", "1:02:03". */
export function clockOf(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor(total / 60) % 60;
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
