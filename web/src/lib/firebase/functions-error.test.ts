import { describe, expect, it } from 'vitest';
import { functionErrorMessage, isFunctionsError } from './functions-error';

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
});
