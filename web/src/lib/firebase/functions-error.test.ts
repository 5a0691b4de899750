import { describe, expect, it } from 'vitest';
import {
  ERROR_SENTENCES,
  codeSentence,
  errorSentence,
  functionErrorMessage,
  isFunctionsError,
} from './functions-error';

describe('callable errors', () => {
  it('recognises the SDK’s errors by their functions/ code', () => {
    expect(isFunctionsError({ code: 'functions/permission-denied', message: 'no' })).toBe(true);
    expect(isFunctionsError({ code: 'permission-denied', message: 'firestore' })).toBe(false);
    expect(isFunctionsError(new Error('plain'))).toBe(false);
    expect(isFunctionsError(null)).toBe(false);
  });

  it('shows the function’s own message, and the fallback for anything else', () => {
    const refused = { code: 'functions/aborted', message: 'This poll is closed.' };
    expect(functionErrorMessage(refused, 'Try again.')).toBe('This poll is closed.');
    expect(functionErrorMessage(new TypeError('Failed to fetch'), 'Try again.')).toBe('Try again.');
  });

  it('drops the HTTP status the SDK appends to the server’s message', () => {
    const refused = { code: 'functions/aborted', message: 'Time is up for this question. [409]' };
    expect(functionErrorMessage(refused, 'Try again.')).toBe('Time is up for this question.');
  });

  it('never shows a raw code: the SDK’s own failures and the server’s internal become sentences', () => {
    // The SDK's timeout and dropped connection carry the bare code as their message.
    const timedOut = { code: 'functions/deadline-exceeded', message: 'deadline-exceeded' };
    expect(functionErrorMessage(timedOut, 'Try again.')).toBe(codeSentence('deadline-exceeded'));
    expect(functionErrorMessage({ code: 'functions/internal', message: 'internal' }, 'x')).toBe(
      codeSentence('internal'),
    );
    // The server's `internal` names the function: not for people either.
    const unexpected = { code: 'functions/internal', message: 'createUser failed unexpectedly.' };
    expect(functionErrorMessage(unexpected, 'x')).toBe(codeSentence('internal'));
    expect(functionErrorMessage({ code: 'functions/unavailable', message: 'unavailable' }, 'x')).toBe(
      codeSentence('unavailable'),
    );
  });

  it('has a plain sentence for every callable code, none of which names a code', () => {
    for (const code of Object.keys(ERROR_SENTENCES) as (keyof typeof ERROR_SENTENCES)[]) {
      const sentence = codeSentence(code);
      expect(sentence).toMatch(/^[A-Z].*\.$/);
      if (code !== 'ok') expect(sentence).not.toContain(code);
    }
  });

  it('reads Firestore errors and plain errors for error states', () => {
    expect(errorSentence({ code: 'functions/deadline-exceeded', message: 'deadline-exceeded' })).toBe(
      codeSentence('deadline-exceeded'),
    );
    expect(errorSentence(new Error('The list could not be read.'))).toBe('The list could not be read.');
    expect(errorSentence(undefined)).toBeNull();
  });

  it('never shows a Firestore error’s own message: the SDK writes it in English for developers', () => {
    // Both reached the screen word for word (the pseudo-language e2e found them).
    const offline = { code: 'unavailable', message: 'Failed to get document because the client is offline.' };
    expect(errorSentence(offline)).toBe(codeSentence('unavailable'));
    expect(errorSentence({ code: 'unavailable', message: 'Connection failed.' })).toBe(codeSentence('unavailable'));
    expect(
      functionErrorMessage({ code: 'permission-denied', message: 'Missing or insufficient permissions.' }, 'x'),
    ).toBe(codeSentence('permission-denied'));
  });

  it('never shows an Auth error’s own message either: a failed token refresh reads as no connection', () => {
    // "Firebase: Error (auth/network-request-failed)." reached the admin dashboard's charts word for
    // word (the pseudo-language e2e found it, in a run long enough for the token to be refreshed).
    const offline = { code: 'auth/network-request-failed', message: 'Firebase: Error (auth/network-request-failed).' };
    expect(errorSentence(offline)).toBe(codeSentence('unavailable'));
    expect(
      errorSentence({ code: 'auth/too-many-requests', message: 'Firebase: Error (auth/too-many-requests).' }),
    ).toBe(codeSentence('resource-exhausted'));
    expect(errorSentence({ code: 'auth/internal-error', message: 'Firebase: Error (auth/internal-error).' })).toBe(
      codeSentence('unknown'),
    );
  });
});
