import type { BallotTextVersion } from '@civic/domain';

/**
 * The receipt is deliberately stored nowhere on the server next to the voter (that would link
 * them to their ballot). This browser keeps it for the voter's convenience, under a key of its
 * own, with the version of the text they read (its language and SHA-256, which the published
 * record lists), so the receipt card names it after a reload too; the page asks them to copy or
 * download it as well.
 */
// Storage keys, not text (lingui's rule reads their capital as a sentence).
// eslint-disable-next-line lingui/no-unlocalized-strings
export const receiptKey = (ballotId: string, uid: string) => `constitutionalVoteReceipt:${ballotId}:${uid}`;
export const receiptVersionKey = (ballotId: string, uid: string) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings
  `constitutionalVoteReceiptVersion:${ballotId}:${uid}`;

export function rememberReceipt(ballotId: string, uid: string, receipt: string, version: BallotTextVersion): void {
  try {
    localStorage.setItem(receiptKey(ballotId, uid), receipt);
    localStorage.setItem(receiptVersionKey(ballotId, uid), JSON.stringify(version));
  } catch {
    // Private mode or a full quota: the receipt is still on screen to copy or download.
  }
}
