/**
 * What users contribute under their own name: comments and reports. Only the fields every side
 * agrees on today are here: the author (uid and display name, rewritten to "Deleted user" when the
 * account is deleted) and the text. The comments and reports capabilities add their own fields
 * (event, status, moderation) to these interfaces as they are built.
 */
import { COLLECTIONS } from './collections.js';

/** Shown instead of a deleted user's name on what they contributed. */
export const DELETED_USER_NAME = 'Deleted user';

/** The author stamp of a contribution. `authorDeleted` is set when the account was deleted. */
interface Authored {
  authorDeleted?: boolean;
}

/** A comment in an event's feed (collection group `comments`). */
export interface CommentDoc<TTime = unknown> extends Authored {
  /** null once the author's account is deleted. */
  authorUid: string | null;
  authorName: string;
  text: string;
  createdAt?: TTime;
}

/** A report filed by a user (collection `reports`). */
export interface ReportDoc<TTime = unknown> extends Authored {
  /** null once the reporter's account is deleted. */
  reporterUid: string | null;
  reporterName: string;
  text: string;
  createdAt?: TTime;
}

/** Which fields of a contribution name its author. */
interface AuthorFields<Doc> {
  uidField: keyof Doc & string;
  nameField: keyof Doc & string;
}

/**
 * Every collection that stamps a user's uid and name on what they wrote. Deleting a user keeps
 * these documents and rewrites the author (functions/src/users/deleteUser.ts); a new kind of
 * contribution is one more entry. Poll votes and ballots are keyed by uid and carry no name.
 */
export const AUTHORED_CONTENT = [
  {
    collection: COLLECTIONS.comments,
    ...({ uidField: 'authorUid', nameField: 'authorName' } as const satisfies AuthorFields<CommentDoc>),
  },
  {
    collection: COLLECTIONS.reports,
    ...({ uidField: 'reporterUid', nameField: 'reporterName' } as const satisfies AuthorFields<ReportDoc>),
  },
] as const;
