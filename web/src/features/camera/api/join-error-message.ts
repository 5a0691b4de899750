import { plural, t } from '@lingui/core/macro';
import { functionErrorMessage, isFunctionsError } from '@/lib/firebase/functions-error';

/** What a viewer reads when joining fails: the cap, the broadcast's state, or the connection. */
export function joinErrorMessage(error: unknown, viewerCap: number): string {
  if (!isFunctionsError(error)) return t`The camera could not be reached. Check your connection and try again.`;
  // The domain's cameraFullMessage, in the reader's language.
  if (error.code === 'functions/resource-exhausted') {
    return t`This camera broadcast is full: it reaches at most ${plural(viewerCap, { one: '# viewer', other: '# viewers' })} at a time. Try again in a moment, or ask the organisers to stream through a video service.`;
  }
  if (error.code === 'functions/aborted' || error.code === 'functions/not-found') {
    return functionErrorMessage(error, '');
  }
  return t`The camera could not be reached. Check your connection and try again.`;
}
