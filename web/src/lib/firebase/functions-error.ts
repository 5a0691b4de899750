import type { FunctionsError } from 'firebase/functions';

/**
 * Errors from callables, recognised by their `functions/…` code. Kept apart from the callable
 * client so screens can read an error without loading the Functions SDK.
 */
export function isFunctionsError(error: unknown): error is FunctionsError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    String((error as FunctionsError).code).startsWith('functions/')
  );
}

/**
 * The callable's own message (written for people by the function), or `fallback` for anything
 * else. The SDK appends the HTTP status to the server's message ("… [409]"): people don't need it.
 */
export function functionErrorMessage(error: unknown, fallback: string): string {
  return isFunctionsError(error) ? error.message.replace(/ \[\d{3}\]$/, '') : fallback;
}
