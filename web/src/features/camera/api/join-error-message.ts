import { cameraFullMessage } from '@civic/domain';
import { functionErrorMessage, isFunctionsError } from '@/lib/firebase/functions-error';

/** What a viewer reads when joining fails: the cap, the broadcast's state, or the connection. */
export function joinErrorMessage(error: unknown, viewerCap: number): string {
  if (!isFunctionsError(error)) return 'The camera could not be reached. Check your connection and try again.';
  if (error.code === 'functions/resource-exhausted') return cameraFullMessage(viewerCap);
  if (error.code === 'functions/aborted' || error.code === 'functions/not-found') {
    return functionErrorMessage(error, '');
  }
  return 'The camera could not be reached. Check your connection and try again.';
}
