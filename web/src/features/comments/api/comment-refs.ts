import { BLOCKED_WORDS_DOC, COLLECTIONS } from '@civic/domain';
import { collection, doc } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/** Every Firestore path of the comments feature, built here only (docs/ARCHITECTURE.md). */
export const commentsOf = (eventId: string) => collection(firestore, COLLECTIONS.events, eventId, COLLECTIONS.comments);

export const commentRef = (eventId: string, commentId: string) =>
  doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.comments, commentId);

export const upvoteRef = (eventId: string, commentId: string, uid: string) =>
  doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.comments, commentId, COLLECTIONS.upvotes, uid);

export const commenterRef = (uid: string) => doc(firestore, COLLECTIONS.commenters, uid);

export const commentSettingsRef = (eventId: string) => doc(firestore, COLLECTIONS.commentSettings, eventId);

export const blockedWordsRef = () => doc(firestore, COLLECTIONS.moderation, BLOCKED_WORDS_DOC);
