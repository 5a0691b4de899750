import type { PollInput } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Creates (no id) or updates a poll through the admin callables; the server validates again. */
export const savePoll = (pollId: string | null, poll: PollInput) =>
  pollId ? callFunction('updatePoll', { pollId, poll }) : callFunction('createPoll', { poll });
