/**
 * An event's agenda and the moment each item was marked current (docs/replays.md, "The agenda").
 * The agenda is admin text on the event document: ordered items, each a title and an optional
 * description in the event's language, with versions per language (localized.ts). The item marked
 * "Now" sits on the event document too (`agendaNow`), so every room that listens to the event sees
 * it at once; each mark is also kept on the event's timeline (`events/{id}/timeline/{id}`, server
 * time), from which a replay will know the item at any moment of the video. Free of zod: the rooms
 * and /stream read it (the schemas are in agenda-schemas.ts).
 */
import { pickVersion, type Translations } from './localized.js';
import type { LanguageCode } from './languages.js';
import type { ReactionId } from './reactions.js';

export const AGENDA_LIMITS = {
  itemsMax: 30,
  titleMax: 140,
  descriptionMax: 1000,
  /** Item ids: the server's, short and stable (a mark and a replay's chapters name them). */
  idMax: 40,
} as const;

/** The texts of an agenda item that may have a version per language. */
export type AgendaVersionField = 'title' | 'description';

/**
 * One item. `id` is stable across edits (reordering, renaming), so a mark made before an edit
 * still names the same item. Its versions are in the event's language (the event's `language`).
 */
export interface AgendaItem {
  id: string;
  title: string;
  /** '' for none. */
  description: string;
  translations?: Translations<AgendaVersionField>;
}

/** The item marked current on the event document: its id and the server time of the mark. */
export interface AgendaNow<TTime = unknown> {
  itemId: string;
  at: TTime;
}

/** The kinds of moment the event's timeline keeps (docs/replays.md, "The timeline"). */
export const TIMELINE_KINDS = ['agenda', 'poll', 'reactions'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/**
 * `events/{eventId}/timeline/{id}`: one moment of the event, at server time, written only by the
 * function that made it. No uid in any of them: who did it is in the audit log, and a replay's
 * file must carry no account.
 * - `agenda`: the item marked current from `at` on (null: none), with its place and title when
 *   marked, so the record reads on its own even if the agenda is edited later (setAgendaItem).
 * - `poll`: the poll pushed live in the room from `at` on (null: cleared) (setLivePoll).
 * - `reactions`: the room's running reaction totals at the last pulse of one bucket of
 *   REPLAY_LIMITS.reactionBucketMs (id `reactions-{bucket}`, rewritten by each pulse of the bucket).
 */
export type TimelineDoc<TTime = unknown> =
  | {
      kind: 'agenda';
      itemId: string | null;
      /** The item's place (0-based) in the agenda when marked; null with `itemId` null. */
      index: number | null;
      /** The item's title as written when marked (the author's language); null with `itemId` null. */
      title: string | null;
      at: TTime;
    }
  | { kind: 'poll'; pollId: string | null; at: TTime }
  | { kind: 'reactions'; totals: Partial<Record<ReactionId, number>>; at: TTime };

/** An agenda mark of the timeline. */
export type AgendaMarkDoc<TTime = unknown> = Extract<TimelineDoc<TTime>, { kind: 'agenda' }>;

/** The id of the timeline record of the reactions bucket that holds `atMs`. */
export function reactionsMomentId(atMs: number, bucketMs: number): string {
  return `reactions-${Math.floor(atMs / bucketMs)}`;
}

/** The current item of `agenda` as a room shows it: its number (1-based), the count, the item. */
export interface CurrentAgendaItem {
  number: number;
  total: number;
  item: AgendaItem;
}

/**
 * The item `itemId` names in `agenda`, with its place: null when there is no mark, or the item was
 * removed since (a room then shows no item; an event without an agenda shows nothing at all).
 */
export function currentAgendaItem(
  agenda: readonly AgendaItem[] | undefined,
  itemId: string | null | undefined,
): CurrentAgendaItem | null {
  if (!agenda || !itemId) return null;
  const index = agenda.findIndex((item) => item.id === itemId);
  const item = agenda[index];
  return item ? { number: index + 1, total: agenda.length, item } : null;
}

/**
 * `item` as a reader of `reader` sees it: each field in their language's version where written,
 * else as the author wrote it in `eventLanguage` (the event's language); `shownIn` names the
 * fields shown in a version (localized.ts, `fieldLanguage`).
 */
export function pickAgendaItemVersion(
  item: AgendaItem,
  eventLanguage: LanguageCode | undefined,
  reader: string,
): AgendaItem & { language?: LanguageCode } {
  return pickVersion({ ...item, language: eventLanguage }, reader);
}
