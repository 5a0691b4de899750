import { liveAnswerText, type LiveAnswerDoc, type LiveResponseDoc, type LiveResponseStatus } from '@civic/domain';
import type { DocumentSnapshot } from 'firebase/firestore';
import { readDoc, requiredMillisOf } from '@/lib/firebase/time';

/** An open answer as the screens show it: like a visible post (docs/live-questions.md). */
export interface OpenAnswerView {
  /** The author's uid: one answer per account per question. */
  id: string;
  authorName: string;
  text: string;
  createdAtMs: number;
}

export function toOpenAnswerView(snapshot: DocumentSnapshot): OpenAnswerView {
  const data = readDoc<LiveAnswerDoc<unknown>>(snapshot);
  return {
    id: snapshot.id,
    authorName: data.authorName,
    text: data.text,
    createdAtMs: requiredMillisOf(data.createdAt),
  };
}

/** One answer as the control room sees it (admins only): any kind, with its status. */
export interface LiveResponseView extends OpenAnswerView {
  status: LiveResponseStatus;
  /** Word clouds: the entries as given. */
  entries: string[];
}

export function toLiveResponseView(snapshot: DocumentSnapshot): LiveResponseView {
  const data = readDoc<LiveResponseDoc<unknown>>(snapshot);
  const { answer } = data;
  return {
    id: snapshot.id,
    authorName: data.authorName,
    createdAtMs: requiredMillisOf(data.createdAt),
    status: data.status,
    entries: answer.kind === 'wordCloud' ? answer.entries : [],
    text: liveAnswerText(answer),
  };
}
