import {
  COLLECTIONS,
  recordDigestInput,
  type BallotRecordSummary,
  type PublishedRecord,
  type ReceiptPageDoc,
} from '@civic/domain';
import { doc, getDoc, onSnapshot } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';

const recordDoc = (ballotId: string, name: string) =>
  doc(firestore, COLLECTIONS.constitutionalVotes, ballotId, COLLECTIONS.record, name);

/** The published totals (readable only once the ballot is published). */
export function useRecordSummary(ballotId: string) {
  return useSnapshot<BallotRecordSummary | null>(ballotId, (onData, onError) =>
    onSnapshot(
      recordDoc(ballotId, 'summary'),
      (snap) => onData(snap.exists() ? (snap.data() as BallotRecordSummary) : null),
      onError,
    ),
  );
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The whole published record — totals and every receipt page — with the fingerprint recomputed
 * here in the browser, so the download is checked against the totals before anyone relies on it.
 */
export async function loadPublishedRecord(
  summary: BallotRecordSummary,
): Promise<{ record: PublishedRecord; fingerprintMatches: boolean }> {
  const pages = await Promise.all(
    Array.from({ length: summary.receiptPages }, (_, page) => getDoc(recordDoc(summary.ballotId, `receipts-${page}`))),
  );
  const receipts = pages.flatMap((p) => (p.data() as ReceiptPageDoc | undefined)?.receipts ?? []);
  const record: PublishedRecord = {
    ballotId: summary.ballotId,
    title: summary.title,
    censusSize: summary.censusSize,
    ballotsCast: summary.ballotsCast,
    passRule: summary.passRule,
    articles: summary.articles,
    receipts,
    fingerprint: summary.fingerprint,
  };
  return { record, fingerprintMatches: (await sha256Hex(recordDigestInput(record))) === summary.fingerprint };
}

/** Saves text as a file through a temporary link. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
