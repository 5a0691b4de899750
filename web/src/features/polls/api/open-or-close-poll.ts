import { callFunction } from '@/lib/firebase/functions';

/** "Open now" / "Close now", decided by the server's clock. */
export const openOrClosePoll = (pollId: string, action: 'open' | 'close') =>
  callFunction('openOrClosePoll', { pollId, action });
