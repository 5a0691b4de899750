/**
 * Search across the replays' archive (issue 44, docs/replays.md, "Serving"): one query over every
 * published replay's agenda (each item's title and description, in every version) and transcript
 * (the captions of its `transcriptTrack`). The function `searchReplays` keeps a small index of each
 * compiled file it has read (`replaySearchIndex`) and answers `searchReplayIndexes`. Everything
 * here comes from the public compiled file: nothing else can be found or returned. Pure, no zod.
 */
import type { LanguageCode } from './languages.js';
import type { Translations } from './localized.js';
import type { CompiledReplay } from './replay.js';

export const REPLAY_SEARCH_LIMITS = {
  /** A query, once folded (below) and its spaces collapsed, has this many characters at least… */
  queryMin: 2,
  /** …and at most this many (a raw `q` over `rawMax` is refused before folding). */
  queryMax: 100,
  rawMax: 400,
  /** At most this many matches in one answer, and this many of them from one replay. */
  resultsMax: 50,
  perReplayMax: 10,
  /** A longer text (an agenda item's description) is cut to about this many characters around the match. */
  snippetChars: 160,
} as const;

/** The query parameter of `GET /api/replays/search`. */
export const REPLAY_SEARCH_QUERY = 'q';

// Arabic letters written in more than one way, and the tatweel (a stretch, not a letter).
const ARABIC_FOLDS: Record<string, string> = { ٱ: 'ا', ى: 'ي', ة: 'ه', ـ: '' };

/** One character's search form: no marks (accents, harakat, hamza seats), lower case, one form of each letter. */
function foldChar(char: string): string {
  const folded = char.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s/gu, ' ');
  let out = '';
  for (const c of folded) {
    const code = c.codePointAt(0)!;
    // Arabic-Indic (٠–٩) and Persian (۰–۹) digits as 0–9.
    if (code >= 0x660 && code <= 0x669) out += String(code - 0x660);
    else if (code >= 0x6f0 && code <= 0x6f9) out += String(code - 0x6f0);
    else out += ARABIC_FOLDS[c] ?? c;
  }
  return out;
}

/**
 * The form text is matched in: "PARTICIPACIÓN" and "participacion" are one, as are "المُشارَكة" and
 * "المشاركه", "أمن" and "امن" (docs/replays.md, "Serving").
 */
export function foldForSearch(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) out += foldChar(char);
  return out;
}

/**
 * The query as searched (folded, spaces collapsed), or null when it is too short or too long. The
 * archive page sends this form, so every spelling of one query is one cached answer.
 */
export function replaySearchQuery(raw: string): string | null {
  if (raw.length > REPLAY_SEARCH_LIMITS.rawMax) return null;
  const query = foldForSearch(raw).replace(/ +/g, ' ').trim();
  const length = [...query].length;
  return length >= REPLAY_SEARCH_LIMITS.queryMin && length <= REPLAY_SEARCH_LIMITS.queryMax ? query : null;
}

/** One match: an agenda item or a transcript line, with where the replay starts for it (event time). */
export interface ReplaySearchMatch {
  kind: 'agenda' | 'transcript';
  /** Event time, ms: the item's first chapter (0 if it was never marked), or the line's time. */
  t: number;
  /** The text that matched, cut around the match when long ("…" where it was cut). */
  snippet: string;
  /** Its language, when known (the version's, or the transcript track's). */
  language?: string;
}

/** A replay with its matches, in time order. */
export interface ReplaySearchHit {
  eventId: string;
  title: string;
  language?: LanguageCode;
  translations?: Translations<'title'>;
  startedAtMs: number;
  matches: ReplaySearchMatch[];
}

/** `searchReplays`' answer: the query as searched, the replays with matches (newest first). */
export interface ReplaySearchResults {
  query: string;
  replays: ReplaySearchHit[];
  /** True when more matched than the answer holds (REPLAY_SEARCH_LIMITS). */
  truncated: boolean;
}

interface IndexedText {
  kind: ReplaySearchMatch['kind'];
  /** The agenda item's id (its versions and fields are one match). */
  itemId?: string;
  t: number;
  text: string;
  folded: string;
  language?: string;
}

/** What the function keeps of one compiled file: the replay's heading and its searchable texts. */
export interface ReplaySearchIndex {
  replay: Omit<ReplaySearchHit, 'matches'>;
  texts: IndexedText[];
}

/** The index of one compiled file: each agenda item's texts in every version, and the transcript. */
export function replaySearchIndex(replay: CompiledReplay): ReplaySearchIndex {
  const texts: IndexedText[] = [];
  const add = (kind: IndexedText['kind'], t: number, text: string, language?: string, itemId?: string) => {
    if (!text.trim()) return;
    texts.push({
      kind,
      t,
      text,
      folded: foldForSearch(text),
      ...(language ? { language } : {}),
      ...(itemId ? { itemId } : {}),
    });
  };
  for (const item of replay.agenda) {
    const t = replay.chapters.find((chapter) => chapter.itemId === item.id)?.startMs ?? 0;
    const versions: [string | undefined, { title?: string; description?: string } | undefined][] = [
      [replay.language, item],
      ...Object.entries(item.translations ?? {}),
    ];
    for (const [language, fields] of versions) {
      add('agenda', t, fields?.title ?? '', language, item.id);
      add('agenda', t, fields?.description ?? '', language, item.id);
    }
  }
  const track = replay.transcriptTrack;
  for (const line of (track && replay.captions[track]) || []) add('transcript', line.t, line.text, track ?? undefined);

  const titleVersions = Object.entries(replay.translations ?? {})
    .filter(([, fields]) => fields?.title)
    .map(([language, fields]) => [language, { title: fields!.title }]);
  return {
    replay: {
      eventId: replay.eventId,
      title: replay.title,
      ...(replay.language ? { language: replay.language } : {}),
      ...(titleVersions.length ? { translations: Object.fromEntries(titleVersions) as Translations<'title'> } : {}),
      startedAtMs: replay.startedAtMs,
    },
    texts,
  };
}

/** `text` cut to about `snippetChars` around the folded match at `foldedAt`, by characters (never half of one). */
function snippetOf(text: string, query: string): string {
  const chars = [...text.normalize('NFC')];
  if (chars.length <= REPLAY_SEARCH_LIMITS.snippetChars) return chars.join('');
  // Where each character's folded form starts, to find the match's first character in the text.
  let folded = '';
  const starts: number[] = [];
  for (const char of chars) {
    starts.push(folded.length);
    folded += foldChar(char);
  }
  const at = folded.indexOf(query);
  let first = 0;
  while (first + 1 < starts.length && starts[first + 1]! <= at) first += 1;
  const from = Math.max(0, Math.min(first - 40, chars.length - REPLAY_SEARCH_LIMITS.snippetChars));
  const to = Math.min(chars.length, from + REPLAY_SEARCH_LIMITS.snippetChars);
  return `${from > 0 ? '…' : ''}${chars.slice(from, to).join('').trim()}${to < chars.length ? '…' : ''}`;
}

/**
 * The matches of `query` (already `replaySearchQuery`'s form) in `indexes` (newest first): an
 * agenda item once (its first matching version), at most `perReplayMax` per replay and
 * `resultsMax` in all, each replay's in time order.
 */
export function searchReplayIndexes(indexes: readonly ReplaySearchIndex[], query: string): ReplaySearchResults {
  const replays: ReplaySearchHit[] = [];
  let left: number = REPLAY_SEARCH_LIMITS.resultsMax;
  let truncated = false;
  for (const [position, index] of indexes.entries()) {
    const found = new Set<string>();
    const matches: ReplaySearchMatch[] = [];
    for (const entry of index.texts) {
      if (!entry.folded.includes(query)) continue;
      // One match per agenda item: its title and its description, or two versions, are one.
      if (entry.itemId) {
        if (found.has(entry.itemId)) continue;
        found.add(entry.itemId);
      }
      if (matches.length === Math.min(left, REPLAY_SEARCH_LIMITS.perReplayMax)) {
        truncated = true;
        break;
      }
      matches.push({
        kind: entry.kind,
        t: entry.t,
        snippet: snippetOf(entry.text, query),
        ...(entry.language ? { language: entry.language } : {}),
      });
    }
    if (!matches.length) continue;
    matches.sort((a, b) => a.t - b.t || (a.kind === 'agenda' ? -1 : 1));
    replays.push({ ...index.replay, matches });
    left -= matches.length;
    if (left === 0) {
      truncated ||= indexes.slice(position + 1).some((later) => later.texts.some((t) => t.folded.includes(query)));
      break;
    }
  }
  return { query, replays, truncated };
}
