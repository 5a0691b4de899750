import {
  COLLECTIONS,
  DEFAULT_COMMENT_SETTINGS,
  refusePost,
  type CommentDoc,
  type CommenterDoc,
  type CommentSettingsDoc,
  type ModerationReason,
  because,
} from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../../platform/app.js';

export const eventRef = (eventId: string) => db.collection(COLLECTIONS.events).doc(eventId);
export const commentsOf = (eventId: string) => eventRef(eventId).collection(COLLECTIONS.comments);
export const commentRef = (eventId: string, commentId: string) => commentsOf(eventId).doc(commentId);
export const settingsRef = (eventId: string) => db.collection(COLLECTIONS.commentSettings).doc(eventId);
export const commenterRef = (uid: string) => db.collection(COLLECTIONS.commenters).doc(uid);

/** The event's comment switches; an event nobody configured has the defaults. */
export function settingsOf(data: FirebaseFirestore.DocumentData | undefined): CommentSettingsDoc {
  return { ...DEFAULT_COMMENT_SETTINGS, ...(data as Partial<CommentSettingsDoc> | undefined) };
}

/**
 * A new post as `postComment` saves it: visible, or held for review when there is a `reason`
 * (a blocked word, hold-all); nothing moderated, pinned or counted yet.
 */
export function newComment(
  post: Pick<CommentDoc<Timestamp>, 'eventId' | 'kind' | 'text' | 'authorUid' | 'authorName' | 'createdAt'>,
  reason: ModerationReason | null,
): CommentDoc<Timestamp> {
  return {
    ...post,
    status: reason ? 'held' : 'visible',
    reason,
    pinned: false,
    upvotes: 0,
    answered: false,
    highlighted: false,
    reportCount: 0,
    moderatedBy: null,
    moderatedAt: null,
  };
}

/** The comment, or `not-found` (never an `internal` for a stale or forged id). */
export async function requireComment(
  tx: FirebaseFirestore.Transaction,
  eventId: string,
  commentId: string,
): Promise<{ ref: FirebaseFirestore.DocumentReference; comment: CommentDoc }> {
  const ref = commentRef(eventId, commentId);
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) throw new HttpsError('not-found', 'That comment no longer exists.', because('comment-gone'));
  return { ref, comment: snapshot.data() as CommentDoc };
}

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

/**
 * Refuses a post (a comment, or an answer to a live question) the author may not make now, with
 * the spec's code (`refusePost`: blocked, timed out, rate limit, slow mode), from the author's
 * `commenters/{uid}` snapshot read in the caller's transaction.
 */
export function refuseUnlessAllowed(
  commenterDoc: FirebaseFirestore.DocumentSnapshot,
  settings: CommentSettingsDoc,
  nowMs: number,
): void {
  const commenter = commenterDoc.data() as Partial<CommenterDoc> | undefined;
  const refusal = refusePost({
    nowMs,
    settings,
    blocked: commenter?.blocked === true,
    timedOutUntilMs: millisOf(commenter?.timedOutUntil),
    lastPostAtMs: millisOf(commenter?.lastPostAt),
  });
  if (!refusal) return;
  throw new HttpsError(refusal.code, refusal.message, refusal.details);
}
