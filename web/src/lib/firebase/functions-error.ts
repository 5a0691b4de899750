import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isRefusalDetails } from '@civic/domain';
import type { FunctionsError, FunctionsErrorCodeCore } from 'firebase/functions';
import { i18n } from '@/lib/i18n/i18n';
import { SOURCE_LANGUAGE } from '@/lib/i18n/languages';
import { refusalSentence } from './refusal-sentences';

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
 * Every callable error code in words a person can act on: the one place a code becomes a sentence,
 * translated when shown (`codeSentence`).
 * Used when the error carries no sentence of its own — the SDK's own failures (a timeout's message
 * is just "deadline-exceeded", a dropped connection's "internal") and the server's `internal`.
 */
export const ERROR_SENTENCES: Record<FunctionsErrorCodeCore, MessageDescriptor> = {
  ok: msg`Done.`,
  cancelled: msg`The request was stopped before it finished. Try again.`,
  unknown: msg`Something unexpected went wrong. Try again in a moment.`,
  'invalid-argument': msg`Some of what was sent is not valid. Check it and try again.`,
  'deadline-exceeded': msg`The server did not answer in time, so it may or may not have been done. Check before trying again.`,
  'not-found': msg`That no longer exists. Reload the page to see what is there now.`,
  'already-exists': msg`That already exists.`,
  'permission-denied': msg`Your account may not do this.`,
  'resource-exhausted': msg`Too many requests at the moment. Wait a little and try again.`,
  'failed-precondition': msg`This cannot be done right now. Reload the page and try again.`,
  aborted: msg`Something changed meanwhile. Reload the page and try again.`,
  'out-of-range': msg`A value is outside what is allowed. Check it and try again.`,
  unimplemented: msg`This is not available here.`,
  internal: msg`Something went wrong on our side. Try again in a moment.`,
  unavailable: msg`The server cannot be reached right now. Check your connection and try again.`,
  'data-loss': msg`Something went wrong on our side. Try again in a moment.`,
  unauthenticated: msg`Log in again to do this.`,
};

/** The sentence for a callable error code, in the reader's language. */
export function codeSentence(code: FunctionsErrorCodeCore): string {
  return i18n._(ERROR_SENTENCES[code]);
}

/** Codes whose message is never written for people: the SDK's or an unexpected server failure. */
const NO_SENTENCE_OF_THEIR_OWN = new Set<string>([
  'internal',
  'unknown',
  'data-loss',
  'deadline-exceeded',
  'cancelled',
]);

/**
 * Auth's failures, read as the callable code whose sentence tells a person what to do: its SDK
 * writes its messages for developers ("Firebase: Error (auth/network-request-failed).").
 */
const AUTH_CODES: Record<string, FunctionsErrorCodeCore> = {
  'auth/network-request-failed': 'unavailable',
  'auth/too-many-requests': 'resource-exhausted',
  'auth/user-token-expired': 'unauthenticated',
  'auth/user-disabled': 'permission-denied',
};

/** The error's own `code` as the SDK set it (`functions/…`, `auth/…`, Firestore's bare code). */
function rawCode(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}

function codeOf(error: unknown): string | null {
  const code = rawCode(error);
  if (code === null) return null;
  if (code.startsWith('auth/')) return AUTH_CODES[code] ?? null;
  return code.replace(/^functions\//, '');
}

/**
 * What to tell a person about a failed callable or Firebase request: the catalog's sentence for the
 * refusal's reason when the server sent one (`details.reason`, domain/src/refusals.ts); else, to an
 * English reader, the server's own message (written for people by the function, in English; the
 * SDK's appended HTTP status dropped); else the code's sentence in the reader's language, which is
 * also what an error with no message of its own or Firestore's gets; and `fallback` for anything
 * that is not a Firebase error. A raw code (`deadline-exceeded`, `internal`) never reaches the
 * screen, and a Spanish or Arabic reader never reads the server's English.
 */
export function functionErrorMessage(error: unknown, fallback: string): string {
  const code = codeOf(error);
  if (code === null || !(code in ERROR_SENTENCES)) return fallback;
  const details = (error as { details?: unknown }).details;
  if (isRefusalDetails(details)) return refusalSentence(details);
  const message = String((error as { message?: unknown }).message ?? '').replace(/ \[\d{3}\]$/, '');
  // Only a function writes its message for people; Firestore's SDK writes its own for developers,
  // in English ("Failed to get document because the client is offline.").
  if (
    !isFunctionsError(error) ||
    NO_SENTENCE_OF_THEIR_OWN.has(code) ||
    message === '' ||
    message === code ||
    i18n.locale !== SOURCE_LANGUAGE
  ) {
    return codeSentence(code as FunctionsErrorCodeCore);
  }
  return message;
}

/** `functionErrorMessage` for states that have their own title: any other error keeps its message. */
export function errorSentence(error: unknown): string | null {
  const plain = error instanceof Error ? error.message : typeof error === 'string' ? error : null;
  // Auth's other failures have no sentence of their own: their message is its SDK's, for developers.
  const fromAuth = rawCode(error)?.startsWith('auth/') ?? false;
  return functionErrorMessage(error, fromAuth ? codeSentence('unknown') : (plain ?? '')) || null;
}
