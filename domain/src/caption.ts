import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from './languages.js';

/**
 * Live captions: lines an admin types in the control room (`/Admin/live`), under
 * `events/{eventId}/captions`, shown over the video and in the room's Transcript panel, and the
 * event's transcript once it has ended. See docs/captions.md.
 */

export const CAPTION_LIMITS = {
  /** One caption line: two lines on a phone-wide picture at most, a sentence or two of speech. */
  textMax: 200,
  /**
   * The rate limit per captioner and event: at most `burst` lines (sent or corrected) in any
   * `windowMs`. Fast speech is ~3 words a second and a line holds ~8–12 words, so a fast typist
   * sends about one line every 3 s; 12 lines in 10 s is only reached by a script.
   */
  burst: 12,
  windowMs: 10_000,
  /** The viewer's overlay shows the last lines for this long after they were sent. */
  shownOnVideoMs: 8_000,
  /** After a pause in typing this long, the captioner's panel sends the line without Enter. */
  pauseSendMs: 1_500,
} as const;

/**
 * The languages a caption track may be in: the product's own (docs/languages.md), so every CC
 * menu names a language the product speaks and an event announces at most this many tracks.
 */
export const CAPTION_TRACK_LANGUAGES = LANGUAGE_CODES;
export type CaptionTrackLanguage = LanguageCode;

/** `tracks` with only the languages a track may be in, each once (an event's `captionTracks`). */
export function offeredCaptionTracks(tracks: readonly unknown[] | undefined): CaptionTrackLanguage[] {
  return [...new Set((tracks ?? []).filter(isLanguageCode))];
}

/**
 * `events/{eventId}/captions/{lineId}`: one line, written only by the caption callables. A
 * withdrawn line keeps its record (text emptied) so every viewer's screen drops it too.
 */
export interface CaptionLineDoc<TTime = unknown> {
  /** The track's language, one of CAPTION_TRACK_LANGUAGES ("en", "es", "ar"). */
  track: string;
  text: string;
  captionerUid: string;
  sentAt: TTime;
  /** When the captioner last corrected or withdrew it; null when untouched. */
  editedAt: TTime | null;
  withdrawn: boolean;
}

/** `events/{eventId}/captioners/{uid}`: the times of the captioner's recent lines (the rate limit). Server only. */
export interface CaptionerDoc {
  recentMs: number[];
}

export interface SendCaptionResponse {
  lineId: string;
}
export interface CorrectCaptionResponse {
  lineId: string;
  withdrawn: boolean;
}

/**
 * The times of recent lines after one more at `now`, or null when that one would exceed the rate
 * limit. Times older than the window are dropped, so the record stays `burst` entries long.
 */
export function admitCaption(recentMs: readonly number[], now: number): number[] | null {
  const inWindow = recentMs.filter((at) => now - at < CAPTION_LIMITS.windowMs);
  if (inWindow.length >= CAPTION_LIMITS.burst) return null;
  return [...inWindow, now];
}

/**
 * `text` as caption lines of at most `max` characters: trimmed, and split between words (at the
 * last space that fits), so a pasted paragraph goes out as several lines instead of being cut. A
 * word longer than a line is cut at the limit, never inside a surrogate pair. Blank: no line.
 */
export function splitCaptionLine(text: string, max: number = CAPTION_LIMITS.textMax): string[] {
  const lines: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    // The last whitespace at or before `max`: the piece before it fits.
    const space = rest.slice(0, max + 1).search(/\s\S*$/);
    let cut = space > 0 ? space : max;
    if (space <= 0 && /[\uD800-\uDBFF]/.test(rest[cut - 1]!)) cut -= 1;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) lines.push(rest);
  return lines;
}

/** A transcript line: what was shown last (corrections applied), when it was sent. */
export interface TranscriptLine {
  text: string;
  sentAtMs: number;
}

function clock(ms: number, separator: '.' | null): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const base = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return separator ? `${base}${separator}${pad(total % 1000, 3)}` : base;
}

/**
 * A line as WebVTT cue text: `&`, `<` and `>` written as character references, as the WebVTT
 * spec's cue text syntax requires (a bare `<` opens a tag, `&` a reference), so a line such as
 * "Q&A <b>" reads back as typed, and "-->" (which would end the cue's text) cannot appear. Lines
 * never hold line breaks (the text policy); any that did would end the cue, so they become spaces.
 */
function webVttCueText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\r\n]+/g, ' ');
}

/** A WebVTT cue: its text shown from `fromMs` to `toMs` of the media's time. */
export interface WebVttCue {
  fromMs: number;
  toMs: number;
  text: string;
}

/**
 * Cues as a WebVTT file (a transcript's subtitles, a replay's chapters track: docs/replays.md),
 * each at least 1 ms long, its text escaped as cue text must be.
 */
export function cuesAsWebVtt(cues: readonly WebVttCue[]): string {
  const written = cues.map(
    ({ fromMs, toMs, text }) =>
      `${clock(fromMs, '.')} --> ${clock(Math.max(toMs, fromMs + 1), '.')}\n${webVttCueText(text)}`,
  );
  return ['WEBVTT', ...written].join('\n\n') + '\n';
}

/**
 * The transcript as WebVTT, times from the event's start (`startMs`, when it went live): each
 * line shown until the next one (at most CAPTION_LIMITS.shownOnVideoMs), as it was on the video.
 */
export function transcriptAsWebVtt(lines: readonly TranscriptLine[], startMs: number): string {
  return cuesAsWebVtt(
    lines.map((line, index) => {
      const fromMs = line.sentAtMs - startMs;
      const next = lines[index + 1]?.sentAtMs ?? Number.POSITIVE_INFINITY;
      return { fromMs, toMs: Math.min(next - startMs, fromMs + CAPTION_LIMITS.shownOnVideoMs), text: line.text };
    }),
  );
}

/** The transcript as plain text: one line each, with its time from the event's start. */
export function transcriptAsText(lines: readonly TranscriptLine[], startMs: number): string {
  return lines.map((line) => `[${clock(line.sentAtMs - startMs, null)}] ${line.text}\n`).join('');
}
