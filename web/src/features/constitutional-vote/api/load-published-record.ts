import { recordDigestInput, type BallotRecordSummary, type PublishedRecord, type ReceiptPageDoc } from '@civic/domain';
import { getDoc } from 'firebase/firestore';
import { recordRef } from './constitutional-vote-refs';

async function sha256Hex(text: string): Promise<string> {
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
    Array.from({ length: summary.receiptPages }, (_, page) => getDoc(recordRef(summary.ballotId, `receipts-${page}`))),
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
    // The versions of the text it covers (absent on a record published before them).
    ...(summary.versions && { versions: summary.versions }),
    fingerprint: summary.fingerprint,
  };
  return { record, fingerprintMatches: (await sha256Hex(recordDigestInput(record))) === summary.fingerprint };
}
