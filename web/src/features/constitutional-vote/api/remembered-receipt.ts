import { receiptKey } from './remember-receipt';

/** The receipt this browser kept for the voter (see rememberReceipt), if any. */
export function rememberedReceipt(ballotId: string, uid: string): string | null {
  try {
    return localStorage.getItem(receiptKey(ballotId, uid));
  } catch {
    return null;
  }
}
