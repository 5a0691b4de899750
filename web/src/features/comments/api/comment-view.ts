import type { CommentKind, CommentDoc, CommentStatus, ModerationReason } from '@civic/domain';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { readDoc, requiredMillisOf } from '@/lib/firebase/time';

/** A comment as screens show it: times as epoch ms (lib/firebase/time.ts: a pending server time is its estimate). */
export interface CommentView {
  id: string;
  eventId: string;
  kind: CommentKind;
  text: string;
  /** Null once the author's account was deleted (anonymised). */
  authorUid: string | null;
  authorName: string;
  createdAtMs: number;
  status: CommentStatus;
  reason: ModerationReason | null;
  pinned: boolean;
  upvotes: number;
  answered: boolean;
  highlighted: boolean;
  reportCount: number;
}

export function toCommentView(snapshot: QueryDocumentSnapshot): CommentView {
  const data = readDoc<CommentDoc<unknown>>(snapshot);
  return {
    id: snapshot.id,
    eventId: data.eventId,
    kind: data.kind,
    text: data.text,
    authorUid: data.authorUid,
    authorName: data.authorName,
    createdAtMs: requiredMillisOf(data.createdAt),
    status: data.status,
    reason: data.reason,
    pinned: data.pinned,
    upvotes: data.upvotes,
    answered: data.answered,
    highlighted: data.highlighted,
    reportCount: data.reportCount,
  };
}
