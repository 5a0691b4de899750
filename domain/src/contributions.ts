/**
 * What users contribute under their own name: comments (`CommentDoc`, comment.ts) and reports
 * (`ReportDoc`, report.ts), live-question answers (`LiveResponseDoc`, `LiveAnswerDoc`, question.ts). Each stamps its author's uid and display name, rewritten to "Deleted
 * user" (and `authorDeleted` set) when the account is deleted.
 */
import { COLLECTIONS } from './collections.js';
import type { CommentDoc } from './comment.js';
import type { ReportDoc } from './report.js';
import type { LiveAnswerDoc, LiveResponseDoc } from './question.js';

/** Shown instead of a deleted user's name on what they contributed. */
export const DELETED_USER_NAME = 'Deleted user';

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
  {
    collection: COLLECTIONS.liveResponses,
    ...({ uidField: 'authorUid', nameField: 'authorName' } as const satisfies AuthorFields<LiveResponseDoc>),
  },
  {
    // The collection group `answers` also holds games' answers, which carry no `authorUid`.
    collection: COLLECTIONS.liveAnswers,
    ...({ uidField: 'authorUid', nameField: 'authorName' } as const satisfies AuthorFields<LiveAnswerDoc>),
  },
] as const;
