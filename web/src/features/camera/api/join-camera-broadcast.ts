import { cameraFullMessage } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';
import { functionErrorMessage, isFunctionsError } from '@/lib/firebase/functions-error';

/** Asks the server for a place in the broadcast (the viewer cap is enforced there). */
export const joinCameraBroadcast = (eventId: string) => callFunction('joinCameraBroadcast', { eventId });

/** What a viewer reads when joining fails: the cap, the broadcast's state, or the connection. */
export function joinErrorMessage(error: unknown, viewerCap: number): string {
  if (!isFunctionsError(error)) return 'The camera could not be reached. Check your connection and try again.';
  if (error.code === 'functions/resource-exhausted') return cameraFullMessage(viewerCap);
  if (error.code === 'functions/aborted' || error.code === 'functions/not-found') {
    return functionErrorMessage(error, '');
  }
  return 'The camera could not be reached. Check your connection and try again.';
}
