/**
 * A citizen's own data: the "Download my data" export and the self-service deletion
 * (docs/personal-data.md). Shared by the callables (functions/src/privacy), the profile screen,
 * and the repo test that keeps PERSONAL_DATA complete.
 */
import { z } from 'zod';
import { CAMERA_PATHS } from './camera.js';
import { COLLECTIONS } from './collections.js';
import { documentIdSchema } from './payload-schemas.js';

type CollectionKey = keyof typeof COLLECTIONS;

/**
 * What happens to each collection's data about one person. Every collection has a line: a new
 * collection without one fails tests/repo/personal-data.test.ts, so nobody adds a place that
 * holds a uid without deciding whether the export carries it and what a deletion does to it.
 * - `exported`: the export has a section for it (`section`), and `onDelete` says what deletion does.
 * - `not personal`: it holds nothing about a citizen, and `reason` says why. A collection keyed by
 *   uid that is not personal data all the same (a deleted account's tombstone) says why in `keepsUid`.
 */
export type PersonalDataDecision =
  | { kind: 'exported'; section: ExportSection; onDelete: string }
  | { kind: 'not personal'; reason: string; keepsUid?: string };

export const EXPORT_SECTIONS = [
  'account',
  'comments',
  'upvotes',
  'reactions',
  'pollVotes',
  'adPolls',
  'liveAnswers',
  'games',
  'reports',
  'viewing',
  'census',
  'rateLimits',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

export const PERSONAL_DATA: Record<CollectionKey, PersonalDataDecision> = {
  users: { kind: 'exported', section: 'account', onDelete: 'deleted, with the Auth account' },
  polls: { kind: 'not personal', reason: 'polls are written by administrators; no citizen field' },
  votes: {
    kind: 'exported',
    section: 'pollVotes',
    onDelete: 're-keyed to an anonymous id: the vote stays counted',
  },
  tallyShards: { kind: 'not personal', reason: 'counts per option, no uid' },
  liveResponses: {
    kind: 'exported',
    section: 'liveAnswers',
    onDelete: 're-keyed to an anonymous id, author "Deleted user": the answer stays counted',
  },
  liveRespondents: { kind: 'exported', section: 'liveAnswers', onDelete: 'deleted (the person’s own view)' },
  liveAnswers: {
    kind: 'exported',
    section: 'liveAnswers',
    onDelete: 're-keyed to an anonymous id, author "Deleted user"',
  },
  liveModeration: { kind: 'not personal', reason: 'moderation state of a question, keyed by entry form' },
  impressions: { kind: 'exported', section: 'adPolls', onDelete: 're-keyed to an anonymous id (stays counted)' },
  adClicks: { kind: 'exported', section: 'adPolls', onDelete: 're-keyed to an anonymous id (stays counted)' },
  clickShards: { kind: 'not personal', reason: 'click counters, no uid' },
  events: { kind: 'not personal', reason: 'events are written by administrators; no citizen field' },
  viewers: { kind: 'exported', section: 'viewing', onDelete: 'deleted' },
  viewerJoins: { kind: 'exported', section: 'viewing', onDelete: 'deleted' },
  viewerSamples: { kind: 'not personal', reason: 'viewers-now per minute, no uid' },
  reactions: {
    kind: 'exported',
    section: 'reactions',
    onDelete: 're-keyed to an anonymous id: the totals stay',
  },
  stats: {
    kind: 'not personal',
    reason: 'server aggregates, no uid',
    keepsUid:
      'the pulse feed digest (stats/feed) carries the latest second of visible posts as the feed shows them; an account deletion rewrites the posts, which publishes them again anonymised',
  },
  feedChanges: { kind: 'not personal', reason: 'a post id and a time, expired after a day' },
  attendance: {
    kind: 'exported',
    section: 'viewing',
    onDelete: 're-keyed to an anonymous id: attendance figures stay',
  },
  comments: {
    kind: 'exported',
    section: 'comments',
    onDelete: 'kept; author uid removed and name shown as "Deleted user"',
  },
  upvotes: { kind: 'exported', section: 'upvotes', onDelete: 're-keyed to an anonymous id (stays counted)' },
  commentSettings: { kind: 'not personal', reason: 'per-event switches set by administrators' },
  commenters: { kind: 'exported', section: 'rateLimits', onDelete: 'deleted' },
  moderation: { kind: 'not personal', reason: 'the blocked-words list' },
  reports: {
    kind: 'exported',
    section: 'reports',
    onDelete: 'kept without the reporter (uid, name and history stamps removed, re-keyed)',
  },
  reportEvidence: {
    kind: 'not personal',
    reason: 'the reported comment’s snapshot, for admins; its author uid is removed with the comment’s',
  },
  constitutionalVotes: { kind: 'not personal', reason: 'ballots are written by administrators' },
  census: {
    kind: 'exported',
    section: 'census',
    onDelete: 're-keyed to an anonymous id, `voted` kept: the census and its turnout stay equal to the urn',
  },
  urn: { kind: 'not personal', reason: 'ballots are unlinkable by design: receipt and answers, no uid' },
  turnout: { kind: 'not personal', reason: 'counters, no uid' },
  record: { kind: 'not personal', reason: 'the published result, no uid' },
  games: {
    kind: 'exported',
    section: 'games',
    onDelete: 'leaderboard entry re-keyed, name shown as "Deleted user"',
  },
  questionSets: { kind: 'not personal', reason: 'admin-written question sets' },
  gameQuestions: { kind: 'not personal', reason: 'a game’s frozen questions' },
  gameAnswers: { kind: 'exported', section: 'games', onDelete: 're-keyed to the player’s anonymous id' },
  players: {
    kind: 'exported',
    section: 'games',
    onDelete: 're-keyed to an anonymous id, name "Deleted user": scores and ranks stay',
  },
  playerShards: { kind: 'not personal', reason: 'join counters, no uid' },
  jobs: { kind: 'not personal', reason: 'fixer jobs run by administrators' },
  captions: {
    kind: 'not personal',
    reason: 'the event’s live captions: what was said, typed by administrators; no citizen field',
    keepsUid:
      'captionerUid names the administrator who typed the line; deleting their account replaces it with an anonymous id (ACCOUNT_REFERENCES)',
  },
  timeline: {
    kind: 'not personal',
    reason: 'the event’s moments (the agenda item marked current) at server time; no uid, no citizen field',
  },
  replays: {
    kind: 'not personal',
    reason:
      'an ended event’s recording and publication; its compiled file holds display names of posts as the room showed them, no uid and no email, and is rebuilt when an author’s account is deleted (docs/replays.md)',
  },
  replayParts: {
    kind: 'not personal',
    reason: 'slices of a compiled replay file (see replays): no uid, no email; rebuilt by the account deletion',
  },
  captioners: {
    kind: 'not personal',
    reason: 'administrators’ caption rate-limit records (times of their recent lines); no citizen ever has one',
    keepsUid: 'keyed by the captioning administrator’s uid; removed with the event, or with their account',
  },
  auditLog: {
    kind: 'not personal',
    reason: 'administrative history: keeps account ids (never an email) so who-did-what stays provable',
  },
  imports: { kind: 'not personal', reason: 'bulk import bookkeeping per file, written by administrators' },
  deletedAccounts: {
    kind: 'not personal',
    reason: 'the tombstone of a deleted account: its id only, so it is never given a record again',
    keepsUid:
      'its id is the deleted uid: without it a late account-creation trigger would give the account back a record',
  },
  requestOutcomes: {
    kind: 'not personal',
    reason: 'retry bookkeeping that expires after an hour; a deleted account’s outcomes are deleted with it',
  },
};

/**
 * A field in which the platform writes down which account did something to a record that is not
 * the account's own: an administrator created, moderated, handled, set, started or captioned it, or
 * a viewer holds a camera slot (docs/personal-data.md, "An administrator's account"). A deletion
 * replaces the uid with the account's one anonymous id for such references (`uid`), or removes it
 * from the array (`uids`); `name` is the field beside it that holds the display name, which becomes
 * "Deleted user"; a record with a `history` loses the uid from its entries' `by` too. The audit log
 * alone keeps the uid, so who did what stays provable there.
 * `scope`: `collection` for a top-level collection, `group` for a subcollection (a collection-group
 * query, whose index firestore.indexes.json declares). tests/repo/personal-data.test.ts fails when
 * a function writes the caller's uid into a field missing here.
 */
export interface AccountReference {
  collection: string;
  field: string;
  holds: 'uid' | 'uids';
  scope: 'collection' | 'group';
  name?: string;
}

export const ACCOUNT_REFERENCES: readonly AccountReference[] = [
  { collection: COLLECTIONS.events, field: 'createdBy', holds: 'uid', scope: 'collection' },
  { collection: COLLECTIONS.polls, field: 'createdBy', holds: 'uid', scope: 'collection' },
  { collection: COLLECTIONS.constitutionalVotes, field: 'createdBy', holds: 'uid', scope: 'collection' },
  { collection: COLLECTIONS.games, field: 'createdBy', holds: 'uid', scope: 'collection' },
  { collection: COLLECTIONS.questionSets, field: 'createdBy', holds: 'uid', scope: 'collection' },
  { collection: COLLECTIONS.commentSettings, field: 'updatedBy', holds: 'uid', scope: 'collection' },
  { collection: COLLECTIONS.moderation, field: 'updatedBy', holds: 'uid', scope: 'collection' },
  { collection: COLLECTIONS.jobs, field: 'startedBy', holds: 'uid', scope: 'collection' },
  { collection: COLLECTIONS.reports, field: 'handledBy', holds: 'uid', scope: 'collection', name: 'handledByName' },
  // Every administrator who moved the report (its history's `by`), not only the last one.
  { collection: COLLECTIONS.reports, field: 'handlerUids', holds: 'uids', scope: 'collection' },
  { collection: COLLECTIONS.comments, field: 'moderatedBy', holds: 'uid', scope: 'group' },
  { collection: COLLECTIONS.liveResponses, field: 'moderatedBy', holds: 'uid', scope: 'group' },
  { collection: COLLECTIONS.captions, field: 'captionerUid', holds: 'uid', scope: 'group' },
  { collection: CAMERA_PATHS.camera, field: 'broadcasterUid', holds: 'uid', scope: 'group' },
  { collection: CAMERA_PATHS.camera, field: 'viewerUids', holds: 'uids', scope: 'group' },
  { collection: CAMERA_PATHS.peers, field: 'broadcasterUid', holds: 'uid', scope: 'group' },
];

/** The re-authentication a deletion needs: the sign-in behind the caller's token is this recent. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;
/** One export per account per this many seconds (a retry of the same request is not a new one). */
export const EXPORT_MIN_INTERVAL_SECONDS = 60;
/** Documents read per page while building an export: memory stays flat however much there is. */
export const PERSONAL_EXPORT_PAGE_SIZE = 500;
/**
 * An answer of exportMyData holds about this many bytes of documents, then says where the next
 * starts: far below the 10 MB a callable may answer, with room for the last page of reads that
 * crossed it (500 documents of a few kilobytes at most).
 */
export const EXPORT_PAGE_BYTES = 4_000_000;

/**
 * Documents that were keyed by a deleted account's uid and are kept for the counts others rely on
 * (votes, upvotes, attendance…) are re-keyed to an id with this prefix and a random tail. The
 * counting and attendance triggers ignore such ids: the document was counted under its old key.
 */
export const ANONYMOUS_KEY_PREFIX = 'deleted-';
export const isAnonymousKey = (id: string) => id.startsWith(ANONYMOUS_KEY_PREFIX);

/** The sentence the export carries in place of any ballot content. */
export const BALLOT_STATEMENT =
  'Constitutional ballots are unlinkable by design: the server stores no link between you and your ballot, so no ballot content is included. Receipts your browser still holds are listed under "receipts".';

/**
 * Where a page of the export starts: the index of the builder's source, then, after a colon,
 * the position in it the last page reached (a document path or id). Only positions the reads:
 * every read is on the caller's own uid.
 */
export const exportCursorSchema = z
  .string()
  .max(1600, 'That cursor is too long')
  .regex(/^\d{1,2}(:\S+)?$/, 'That is not a cursor of this export');

/** The source index and the position a cursor names; the start for null. */
export function parseExportCursor(cursor: string | null): { source: number; after: string | null } {
  if (!cursor) return { source: 0, after: null };
  const colon = cursor.indexOf(':');
  if (colon === -1) return { source: Number(cursor), after: null };
  return { source: Number(cursor.slice(0, colon)), after: cursor.slice(colon + 1) };
}

/**
 * The request id is required: a retry of one download sends the same one and is not counted again.
 * `cursor`: absent for the first page, then the `next` of the page before (docs/personal-data.md).
 */
export const exportMyDataRequest = z
  .object({ requestId: documentIdSchema('request id'), cursor: exportCursorSchema.optional() })
  .strict();
/**
 * What the profile sends to delete the account: a fixed word, so a request that says nothing (an
 * empty object from a script or a fuzzer) never deletes anything.
 */
export const DELETE_MY_ACCOUNT_CONFIRMATION = 'delete-my-account';
export const deleteMyAccountRequest = z.object({ confirm: z.literal(DELETE_MY_ACCOUNT_CONFIRMATION) }).strict();

/** One section of the export: its documents, each with its path. */
export interface ExportedDoc {
  path: string;
  data: Record<string, unknown>;
}

export interface PersonalDataExport {
  format: 'civic-live-personal-data/1';
  exportedAt: string;
  uid: string;
  ballots: string;
  /** Added by the browser from what it kept (ballot id → receipt); the server never has them. */
  receipts?: Record<string, string>;
  sections: Record<ExportSection, ExportedDoc[]>;
}

/** One answer of exportMyData: a part of the file, and where the next part starts (null: complete). */
export interface PersonalDataExportPage extends PersonalDataExport {
  next: string | null;
}

/** The file from its pages, in order: each section is the pages' documents one after the other. */
export function joinExportPages(pages: readonly PersonalDataExportPage[]): PersonalDataExport {
  const [first, ...rest] = pages;
  if (!first) throw new Error('An export has at least one page');
  const { next: _next, ...file } = first;
  const sections = Object.fromEntries(
    EXPORT_SECTIONS.map((section) => [section, [...first.sections[section]]]),
  ) as PersonalDataExport['sections'];
  for (const page of rest) for (const section of EXPORT_SECTIONS) sections[section].push(...page.sections[section]);
  return { ...file, sections };
}

/**
 * The whole file, asked for page by page with one request id: the first page without a cursor,
 * each next one with the cursor the page before gave, until a page says it is the last.
 */
export async function collectExport(
  requestId: string,
  ask: (request: z.infer<typeof exportMyDataRequest>) => Promise<PersonalDataExportPage>,
): Promise<PersonalDataExport> {
  const pages = [await ask({ requestId })];
  for (let next = pages[0]!.next; next; next = pages.at(-1)!.next) pages.push(await ask({ requestId, cursor: next }));
  return joinExportPages(pages);
}

export interface DeleteMyAccountResponse {
  uid: string;
  deleted: true;
}
