import { isLanguageCode, type BallotTextVersion } from '@civic/domain';
import { receiptKey, receiptVersionKey } from './remember-receipt';

/** The receipt this browser kept for the voter (see rememberReceipt), if any. */
export function rememberedReceipt(ballotId: string, uid: string): string | null {
  try {
    return localStorage.getItem(receiptKey(ballotId, uid));
  } catch {
    return null;
  }
}

/**
 * The version of the text the voter read, as this browser kept it with the receipt; null when it
 * kept none (a receipt kept before versions were, another browser) or what it kept is not one.
 */
export function rememberedReceiptVersion(ballotId: string, uid: string): BallotTextVersion | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(receiptVersionKey(ballotId, uid)) ?? 'null');
    const { language, sha256 } = (kept ?? {}) as Partial<Record<keyof BallotTextVersion, unknown>>;
    return isLanguageCode(language) && typeof sha256 === 'string' && /^[0-9a-f]{64}$/.test(sha256)
      ? { language, sha256 }
      : null;
  } catch {
    return null;
  }
}
