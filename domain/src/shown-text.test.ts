import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createUserRequest, importRowSchema } from './accounts.js';
import { commentTextSchema } from './comment-schemas.js';
import { playerNameSchema } from './game-schemas.js';
import { liveResponseSchema } from './question-schemas.js';
import { fileReportRequest } from './report-schemas.js';
import {
  FORBIDDEN_MULTILINE_CHARACTERS,
  FORBIDDEN_SHOWN_CHARACTERS,
  firstForbiddenCharacter,
  hasLetterOrDigit,
  withPlainEnclosedLetters,
} from './shown-text.js';
import { displayNameSchema } from './user-schemas.js';

describe('characters shown text may not carry', () => {
  it.each([
    ['a bell', 'a\u0007'],
    ['a line break in a name', 'a\nb'],
    ['DEL', 'a\u007F'],
    ['a C1 control', 'a\u0085'],
    ['a right-to-left override', '\u202Enimda'],
    ['a left-to-right override', '\u202Dx'],
    ['an embedding', '\u202Bx'],
    ['pop directional formatting', 'x\u202C'],
    ['a right-to-left isolate', '\u2067x\u2069'],
    ['a first-strong isolate', '\u2068x'],
    ['a right-to-left mark', 'x\u200F'],
    ['an Arabic letter mark', 'x\u061C'],
    ['a line separator', 'a\u2028b'],
  ])('refuses %s in a name', (_what, text) => {
    expect(FORBIDDEN_SHOWN_CHARACTERS.test(text)).toBe(true);
  });

  it('lets several-line text keep its line breaks, and nothing else', () => {
    expect(FORBIDDEN_MULTILINE_CHARACTERS.test('one\ntwo\r\nthree')).toBe(false);
    expect(FORBIDDEN_MULTILINE_CHARACTERS.test('tab\there')).toBe(true);
    expect(FORBIDDEN_MULTILINE_CHARACTERS.test('lone\rreturn')).toBe(true);
    expect(FORBIDDEN_MULTILINE_CHARACTERS.test('one\n\u202Eowt')).toBe(true);
  });

  it('leaves names in any script, emoji with joiners and accents alone', () => {
    for (const name of ['Zoë', 'محمد', 'שָׁלוֹם', '李小龍', '👩‍💻 Ana', "O'Brien-Smith"]) {
      expect(FORBIDDEN_SHOWN_CHARACTERS.test(name)).toBe(false);
    }
  });
});

describe('every schema of text shown to others', () => {
  // The attack that found this: a game player joined as "\u202Enimda\u200B\u0007" and the public leaderboard
  // showed "admin". The variants below go beyond it.
  const ATTACKS: [string, string][] = [
    ['the reported game name', '\u202Enimda\u200B\u0007'],
    ['a right-to-left override', 'Ada\u202Enimda'],
    ['a left-to-right override', '\u202DAda'],
    ['a right-to-left embedding', '\u202BAda'],
    ['pop directional formatting', 'Ada\u202C'],
    ['an isolate', '\u2066Ada\u2069'],
    ['a first-strong isolate', '\u2068Ada'],
    ['a right-to-left mark', 'Ada\u200F'],
    ['a left-to-right mark', '\u200EAda'],
    ['an Arabic letter mark', 'Ada\u061C'],
    ['a bell', 'Ada\u0007'],
    ['an escape sequence', 'Ada\u001B[31m'],
    ['a NUL', 'Ada\u0000'],
    ['DEL', 'Ada\u007F'],
    ['a C1 next-line', 'Ada\u0085Bob'],
    ['a C1 control sequence introducer', 'Ada\u009B'],
    ['a line separator', 'Ada\u2028Bob'],
    ['a paragraph separator', 'Ada\u2029Bob'],
    ['interlinear annotation characters', 'Ada\uFFF9Bob\uFFFAhidden\uFFFB'],
  ];
  const ONE_LINE: [string, string][] = [
    ...ATTACKS,
    ['a line break', 'Ada\nBob'],
    ['a tab', 'Ada\tBob'],
    ['a carriage return', 'Ada\rBob'],
  ];
  const SCHEMAS: Record<string, [z.ZodType<string>, [string, string][]]> = {
    'profile and sign-up display name': [displayNameSchema, ONE_LINE],
    'game player name': [playerNameSchema, ONE_LINE],
    'admin-created user name': [createUserRequest.shape.displayName, ONE_LINE],
    'imported user name': [importRowSchema.shape.displayName, ONE_LINE],
    'comment text': [commentTextSchema, [...ATTACKS, ['a tab', 'one\ttwo'], ['a lone carriage return', 'one\rtwo']]],
  };

  describe.each(Object.entries(SCHEMAS))('%s', (_name, [schema, attacks]) => {
    it.each(attacks)('refuses %s with a message that says why', (_what, text) => {
      const result = schema.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContainEqual(
        expect.stringMatching(/cannot contain control or text-direction characters/),
      );
    });
    it('accepts names and words in any script, accents and emoji with joiners', () => {
      for (const text of ['Zoë', 'محمد', 'שָׁלוֹם', '李小龍', '👩‍💻 Ana', "O'Brien-Smith"]) {
        expect(schema.safeParse(text).success).toBe(true);
      }
    });
  });

  it('lets a comment keep its line breaks', () => {
    expect(commentTextSchema.parse('one\ntwo\r\nthree')).toBe('one\ntwo\r\nthree');
  });
});

/**
 * Text that shows nothing, or nothing to read: the issue's attacks (an entry of combining marks
 * only, one of interlinear annotation characters, an open answer of a zero-width space, a Hangul
 * filler and the braille blank) and the other fillers.
 */
export const LETTERLESS: [string, string][] = [
  ['combining marks only', '\u0301\u0308\u0303'],
  ['enclosing marks only', '\u20DD\u0489'],
  ['a zero-width space, a Hangul filler and the braille blank', '\u200B\u3164\u2800'],
  ['the Hangul choseong and jungseong fillers', '\u115F\u1160'],
  ['the halfwidth Hangul filler', '\uFFA0\uFFA0'],
  ['punctuation only', '?!…'],
  ['emoji only', '👍🎉'],
];

describe('text others read holds a letter or a digit', () => {
  it.each(LETTERLESS)('finds none in %s', (_what, text) => {
    expect(hasLetterOrDigit(text)).toBe(false);
  });

  it('finds them in words of any script, in digits, and in enclosed letters', () => {
    for (const text of ['Zoë', 'محمد', '李', '42', 'ñ', '🆂🅲🅰🅼', 'Ⓐ', '👍 yes'])
      expect(hasLetterOrDigit(text)).toBe(true);
  });

  it('reads enclosed, squared and negative squared letters as their letter', () => {
    expect(withPlainEnclosedLetters('🆂🅲🅰🅼 🅢🅒🅐🅜 🄰 ⓩ Ⓩ')).toBe('SCAM SCAM A Z Z');
  });

  const REQUEST = { subject: 'account', category: 'other', eventId: null, commentId: null, requestId: 'r1' };
  const SCHEMAS: Record<string, (text: string) => z.ZodSafeParseResult<unknown>> = {
    'display name': (text) => displayNameSchema.safeParse(text),
    'game player name': (text) => playerNameSchema.safeParse(text),
    'comment or question': (text) => commentTextSchema.safeParse(text),
    'word-cloud entry': (text) => liveResponseSchema.safeParse({ kind: 'wordCloud', entries: [text] }),
    'open answer': (text) => liveResponseSchema.safeParse({ kind: 'openAnswer', text }),
    'report text': (text) => fileReportRequest.safeParse({ ...REQUEST, text }),
  };
  describe.each(Object.entries(SCHEMAS))('%s', (_name, parse) => {
    it.each(LETTERLESS)('refuses %s with a message that says why', (_what, text) => {
      const result = parse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContainEqual(
        expect.stringMatching(/must contain a letter or a digit/),
      );
    });
    it('accepts a word with accents, and a number', () => {
      expect(parse('año 2027').success).toBe(true);
    });
  });

  it('lets report text carry line breaks but refuses a right-to-left override, a bell and an escape', () => {
    expect(fileReportRequest.safeParse({ ...REQUEST, text: 'one\ntwo' }).success).toBe(true);
    for (const text of ['\u202Enimda', 'admin\u0007', 'admin\u001B[31m']) {
      expect(fileReportRequest.safeParse({ ...REQUEST, text }).error?.issues[0]?.message).toBe(
        'A report cannot contain control or text-direction characters',
      );
    }
  });
});

describe('naming a refused character', () => {
  it('says where the first one is (in characters, from 1), its code point and its kind', () => {
    expect(firstForbiddenCharacter('evil\u202Etxt')).toEqual({ position: 5, code: 'U+202E', kind: 'text-direction' });
    // An emoji before it counts as one character, not two UTF-16 units.
    expect(firstForbiddenCharacter('😀 bell\u0007')).toEqual({ position: 7, code: 'U+0007', kind: 'control' });
    expect(firstForbiddenCharacter('a\u2028b')?.kind).toBe('line-separator');
    expect(firstForbiddenCharacter('a\uFFF9b')?.kind).toBe('annotation');
    expect(firstForbiddenCharacter('\u0085')?.kind).toBe('control');
    expect(firstForbiddenCharacter('Q&A <b>fine</b>')).toBeNull();
  });
});
