import { collectExport, type PersonalDataExport } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** The prefix of the keys under which the constitutional vote keeps a voter's receipts in this browser. */
const RECEIPT_KEY_PREFIX = 'constitutionalVoteReceipt:';

/**
 * The receipts this browser kept for `uid`, by ballot id. The server never holds them (a receipt
 * next to a voter would link them to their ballot), so the file gets them from here or not at all.
 */
export function keptReceipts(uid: string, storage: Pick<Storage, 'length' | 'key' | 'getItem'> = localStorage) {
  const receipts: Record<string, string> = {};
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(RECEIPT_KEY_PREFIX) || !key.endsWith(`:${uid}`)) continue;
      const ballotId = key.slice(RECEIPT_KEY_PREFIX.length, -uid.length - 1);
      const receipt = storage.getItem(key);
      if (ballotId && receipt) receipts[ballotId] = receipt;
    }
  } catch {
    // Storage unavailable (private mode): the file says no receipts were kept here.
  }
  return receipts;
}

/** `civic-live-my-data-YYYY-MM-DD.json`, the day the file was made (UTC, as the file's own time). */
export const myDataFileName = (exportedAt: string) => `civic-live-my-data-${exportedAt.slice(0, 10)}.json`;

/**
 * Builds the person's file on the server (exportMyData: their account only, paced to one a
 * minute), page by page — each answer stays far below a callable's 10 MB, so the file is complete
 * however large the account's data (docs/personal-data.md) — adds the receipts this browser kept,
 * and hands it to the browser as a download. `requestId` is kept by the caller across retries of
 * one click, so a retry is not paced again.
 */
export async function downloadMyData(uid: string, requestId: string): Promise<string> {
  const file = await collectExport(requestId, (request) => callFunction('exportMyData', request));
  const withReceipts: PersonalDataExport = { ...file, receipts: keptReceipts(uid) };
  const blob = new Blob([JSON.stringify(withReceipts, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = myDataFileName(file.exportedAt);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return link.download;
}
