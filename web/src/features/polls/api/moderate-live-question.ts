import type { RequestOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Admin: hide a cloud entry or one answer, or accept a held answer (the server recounts exactly). */
export const moderateLiveQuestion = (request: RequestOf<'moderateLiveQuestion'>) =>
  callFunction('moderateLiveQuestion', request);
