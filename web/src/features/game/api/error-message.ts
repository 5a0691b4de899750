import { isFunctionsError } from '@/lib/firebase/functions';

/** The server's message for a refused game call, without the SDK's " [409]" status suffix. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isFunctionsError(error)) return error.message.replace(/ \[\d{3}\]$/, '');
  return fallback;
}
