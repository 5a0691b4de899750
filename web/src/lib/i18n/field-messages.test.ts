import { eventInputSchema, passwordSchema, profileUpdateSchema } from '@civic/domain';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldMessage } from './field-messages';
import { activateLanguage } from './i18n';

afterEach(() => activateLanguage('en'));

/** A too-long problem with the given limit, as zod describes it. */
const tooLong = (max: number) =>
  z
    .string()
    .max(max)
    .safeParse('x'.repeat(max + 1)).error!.issues[0]!;

const firstIssue = (result: { error?: { issues: Parameters<typeof fieldMessage>[0][] } }) => result.error!.issues[0]!;

describe("a schema's field problem in the reader's language", () => {
  const tooLongBio = profileUpdateSchema.safeParse({ displayName: 'Ada', photoURL: '', bio: 'x'.repeat(281) });

  it("is the schema's own English message for an English reader", () => {
    expect(fieldMessage(firstIssue(tooLongBio))).toBe('Bio must be at most 280 characters');
  });

  it('is a catalog sentence with the limit in Spanish and Arabic', async () => {
    await activateLanguage('es');
    expect(fieldMessage(firstIssue(tooLongBio))).toBe('Como máximo 280 caracteres.');
    await activateLanguage('ar');
    expect(fieldMessage(firstIssue(tooLongBio))).toBe('280 حرفًا على الأكثر.');
  });

  it("counts by each language's plural rules (Arabic has six forms)", async () => {
    const atMost = (max: number) => fieldMessage(tooLong(max));
    await activateLanguage('ar');
    expect([1, 2, 3, 11, 100].map(atMost)).toEqual([
      'حرف واحد على الأكثر.',
      'حرفان على الأكثر.',
      '3 أحرف على الأكثر.',
      '11 حرفًا على الأكثر.',
      '100 حرف على الأكثر.',
    ]);
    await activateLanguage('es');
    expect([1, 2].map(atMost)).toEqual(['Como máximo 1 carácter.', 'Como máximo 2 caracteres.']);
  });

  it("translates the domain's own sentences it knows, by their English text", async () => {
    await activateLanguage('es');
    expect(fieldMessage(firstIssue(passwordSchema.safeParse('12345678')))).toBe('Debe contener al menos una letra.');
  });

  it('says what the text policy refuses in any field that shows text to others, in every language (issue 41)', async () => {
    const titled = (title: string) =>
      eventInputSchema.safeParse({
        title,
        description: '',
        coverImageUrl: '',
        startsAt: 1,
        endsAt: 2,
        visibility: 'public',
        published: true,
        source: { kind: 'camera' },
      });
    const bidi = firstIssue(titled('\u202Enimda'));
    const blank = firstIssue(titled('\u200B\u3164'));
    expect(fieldMessage(bidi)).toBe('Title cannot contain control or text-direction characters');
    await activateLanguage('es');
    expect(fieldMessage(bidi)).not.toMatch(/^Title/);
    expect(fieldMessage(blank)).not.toMatch(/^Title/);
    await activateLanguage('ar');
    expect(fieldMessage(bidi)).not.toMatch(/[A-Za-z]/);
    expect(fieldMessage(blank)).not.toMatch(/[A-Za-z]/);
  });
});
