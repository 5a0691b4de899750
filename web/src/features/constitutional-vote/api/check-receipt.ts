import { callFunction } from '@/lib/firebase/functions';

/** Whether a receipt is in the published record. */
export async function checkReceipt(ballotId: string, receipt: string): Promise<boolean> {
  return (await callFunction('checkReceipt', { ballotId, receipt })).included;
}
