/**
 * A callable's refusal in the reader's language, from the stable reason the server sends in the
 * error's details (domain/src/refusals.ts), never the server's English sentence.
 */
import { REFUSAL_REASONS, type RefusalDetails } from '@civic/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { functionErrorMessage } from './functions-error';
import { REFUSAL_MESSAGES } from './refusal-messages';

afterEach(async () => {
  await activateLanguage('en');
});

/** A refusal as the Functions SDK hands it to the screen. */
const refusal = (code: string, message: string, details?: unknown) => ({ code: `functions/${code}`, message, details });

describe('refusals with a reason', () => {
  it('say a slow-mode refusal in Spanish, with the waits in Spanish units', async () => {
    await activateLanguage('es');
    const error = refusal('resource-exhausted', 'Slow mode is on: one post every 1 min. Try again in 30 s.', {
      reason: 'slow-mode',
      retryAfterSeconds: 29.4,
      intervalSeconds: 60,
    });
    expect(functionErrorMessage(error, 'x')).toBe(
      'El modo lento está activado: una publicación cada 1 min. Inténtalo de nuevo en 30 s.',
    );
  });

  it('say "the event is not live" and "the camera is full" in Arabic', async () => {
    await activateLanguage('ar');
    expect(functionErrorMessage(refusal('aborted', 'This event is not live.', { reason: 'event-not-live' }), 'x')).toBe(
      'هذه الفعالية ليست مباشرة الآن.',
    );
    const full = functionErrorMessage(
      refusal('resource-exhausted', 'This camera broadcast is full…', { reason: 'camera-full', viewerCap: 8 }),
      'x',
    );
    expect(full).not.toMatch(/[A-Za-z]{3}/); // no English left but names (OBS, HLS do not occur here)
    expect(full).toContain('8');
  });

  it('give every reason a sentence of its own in Spanish and in Arabic', async () => {
    for (const language of ['es', 'ar'] as const) {
      await activateLanguage(language);
      const sentences = REFUSAL_REASONS.map((reason) =>
        functionErrorMessage(
          refusal('aborted', 'English', {
            reason,
            retryAfterSeconds: 5,
            intervalSeconds: 60,
            viewerCap: 2,
            rule: 'no-letters',
          }),
          'x',
        ),
      );
      for (const sentence of sentences) expect(sentence).not.toBe('English');
      expect(new Set(sentences).size).toBe(REFUSAL_REASONS.length);
    }
  });

  it('say which text-policy rule a text broke, in Spanish', async () => {
    await activateLanguage('es');
    const broke = (rule: string) =>
      functionErrorMessage(
        refusal('invalid-argument', 'text: Comments must contain a letter or a digit', {
          issues: [],
          reason: 'text-policy',
          rule,
        }),
        'x',
      );
    expect(broke('no-letters')).toBe('Escribe al menos una letra o un dígito.');
    expect(broke('forbidden-characters')).toMatch(/^Quita los caracteres de control/);
  });

  it('keep the English sentence (the catalog’s) for an English reader', () => {
    const error = refusal('resource-exhausted', 'You are reporting too fast. Try again in 4 s.', {
      reason: 'reporting-too-fast',
      retryAfterSeconds: 3.5,
    } satisfies RefusalDetails);
    expect(functionErrorMessage(error, 'x')).toBe('You are reporting too fast. Try again in 4 sec.');
  });

  it('fall back, when the reason is unknown or absent, to the server’s message for an English reader only', async () => {
    const unknownReason = refusal('aborted', 'Something new.', { reason: 'from-the-future' });
    const noReason = refusal('aborted', 'Something new.', { retryAfterSeconds: 3 });
    expect(functionErrorMessage(unknownReason, 'x')).toBe('Something new.');
    expect(functionErrorMessage(noReason, 'x')).toBe('Something new.');
    // A Spanish or Arabic reader gets the code's sentence in their language, never the server's English.
    await activateLanguage('es');
    expect(functionErrorMessage(unknownReason, 'x')).toBe(
      'Algo cambió mientras tanto. Recarga la página e inténtalo de nuevo.',
    );
    expect(functionErrorMessage(noReason, 'x')).toBe(
      'Algo cambió mientras tanto. Recarga la página e inténtalo de nuevo.',
    );
    await activateLanguage('ar');
    expect(functionErrorMessage(noReason, 'x')).not.toMatch(/[A-Za-z]/);
  });

  it('say when a scheduled ballot opens, in the reader’s language and calendar', async () => {
    await activateLanguage('es');
    const opensAtMs = Date.UTC(2026, 11, 24, 18, 0);
    const sentence = functionErrorMessage(
      refusal('aborted', 'Voting opens at 24 Dec 2026, 18:00.', { reason: 'voting-not-open', opensAtMs }),
      'x',
    );
    expect(sentence).toMatch(/^La votación aún no ha abierto: abre el .*2026/);
    expect(sentence).toContain('dic');
  });

  it('are declared for every reason under the id refusalSentence asks the catalog for', () => {
    for (const [key, descriptor] of Object.entries(REFUSAL_MESSAGES)) expect(descriptor.id).toBe(`refusal.${key}`);
    const declared = Object.keys(REFUSAL_MESSAGES).map((key) => key.replace(/^text-policy\..*/, 'text-policy'));
    expect(new Set(declared)).toEqual(new Set(REFUSAL_REASONS));
  });
});
