/**
 * The receipt is deliberately stored nowhere on the server next to the voter (that would link
 * them to their ballot). This browser keeps it for the voter's convenience, under a key of its
 * own; the page asks them to copy or download it as well.
 */
// A storage key, not text (lingui's rule reads its capital as a sentence).
// eslint-disable-next-line lingui/no-unlocalized-strings
export const receiptKey = (ballotId: string, uid: string) => `constitutionalVoteReceipt:${ballotId}:${uid}`;

export function rememberReceipt(ballotId: string, uid: string, receipt: string): void {
  try {
    localStorage.setItem(receiptKey(ballotId, uid), receipt);
  } catch {
    // Private mode or a full quota: the receipt is still on screen to copy or download.
  }
}
