import { describe, expect, it } from 'vitest';
import {
  cloudEntryForm,
  distinctCloudEntries,
  liveResponseProblem,
  sumLiveTallyShards,
  recountLiveQuestion,
  summariseScale,
  topCloudEntries,
  type LiveQuestionSettings,
} from './question.js';
import {
  liveQuestionSettingsSchema,
  liveResponseSchema,
  moderateLiveQuestionRequest,
  submitLiveResponseRequest,
} from './question-schemas.js';

describe('cloudEntryForm', () => {
  it.each([
    ['Parks', 'parks'],
    ['  parks!  ', 'parks'],
    ['«Public   transit»', 'public transit'],
    ['#schools', 'schools'],
    ['PA\u200BRKS', 'parks'], // zero-width space
    ['par\u00ADks', 'parks'], // soft hyphen
    ['\u202Eparks\u202C', 'parks'], // bidi controls removed (the text is as typed)
    ['ｐａｒｋｓ', 'parks'], // fullwidth (NFKC)
    ['STRAẞE', 'strasse'], // full case folding
    ['people’s voice', "people's voice"],
    ['...', ''],
    ['__proto__', 'proto'], // never a reserved or prototype key
  ])('%j counts as %j', (entry, form) => {
    expect(cloudEntryForm(entry)).toBe(form);
  });

  it('keeps accents: they are letters in many languages', () => {
    expect(cloudEntryForm('École')).toBe('école');
    expect(cloudEntryForm('año')).not.toBe(cloudEntryForm('ano'));
    // The composed and decomposed spellings of one accented word are one entry.
    expect(cloudEntryForm('e\u0301cole')).toBe(cloudEntryForm('\u00e9cole'));
  });
});

describe('distinctCloudEntries', () => {
  it('counts a participant’s entries once each, drops empty ones, keeps the order given', () => {
    expect(distinctCloudEntries(['Parks', 'parks!', ' ', 'Schools'])).toEqual(['parks', 'schools']);
  });
});

describe('liveQuestionSettingsSchema', () => {
  it('accepts each kind and names the field of a bad setting', () => {
    expect(liveQuestionSettingsSchema.parse({ kind: 'wordCloud', maxEntries: 3 })).toEqual({
      kind: 'wordCloud',
      maxEntries: 3,
    });
    expect(
      liveQuestionSettingsSchema.parse({ kind: 'scale', min: 1, max: 5, minLabel: ' Poor ', maxLabel: 'Great' }),
    ).toEqual({ kind: 'scale', min: 1, max: 5, minLabel: 'Poor', maxLabel: 'Great' });
    expect(liveQuestionSettingsSchema.parse({ kind: 'openAnswer' })).toEqual({ kind: 'openAnswer' });

    const wordy = liveQuestionSettingsSchema.safeParse({ kind: 'wordCloud', maxEntries: 4 });
    expect(wordy.error?.issues[0]).toMatchObject({
      path: ['maxEntries'],
      message: 'Entries per person must be at most 3',
    });
    const flat = liveQuestionSettingsSchema.safeParse({ kind: 'scale', min: 1, max: 1, minLabel: '', maxLabel: '' });
    expect(flat.error?.issues.map((issue) => issue.path)).toContainEqual(['max']);
    const start = liveQuestionSettingsSchema.safeParse({ kind: 'scale', min: 2, max: 5, minLabel: '', maxLabel: '' });
    expect(start.error?.issues[0]?.message).toBe('A scale starts at 0 or 1');
    const spoofed = liveQuestionSettingsSchema.safeParse({
      kind: 'scale',
      min: 0,
      max: 10,
      minLabel: 'bad\u202E',
      maxLabel: 'good',
    });
    expect(spoofed.success).toBe(false);
  });
});

describe('liveResponseProblem', () => {
  const cloud: LiveQuestionSettings = { kind: 'wordCloud', maxEntries: 2 };
  const scale: LiveQuestionSettings = { kind: 'scale', min: 1, max: 5, minLabel: '', maxLabel: '' };
  const parse = (value: unknown) => liveResponseSchema.parse(value);

  it('accepts an answer that fits its question', () => {
    expect(liveResponseProblem(cloud, parse({ kind: 'wordCloud', entries: ['parks', 'schools'] }))).toBeNull();
    expect(liveResponseProblem(scale, parse({ kind: 'scale', value: 5 }))).toBeNull();
    expect(liveResponseProblem({ kind: 'openAnswer' }, parse({ kind: 'openAnswer', text: ' More buses ' }))).toBeNull();
  });

  it('refuses another kind, too many entries, nothing countable and a point off the scale', () => {
    expect(liveResponseProblem(scale, parse({ kind: 'wordCloud', entries: ['parks'] }))).toBe(
      'This answer does not fit the question.',
    );
    expect(liveResponseProblem(cloud, parse({ kind: 'wordCloud', entries: ['a', 'b', 'c'] }))).toBe(
      'Give at most 2 entries.',
    );
    expect(liveResponseProblem(cloud, parse({ kind: 'wordCloud', entries: ['', ''] }))).toBe('Give at least one word.');
    // Entries with no letter or digit ('!!', a zero-width space) the schema refuses already (shown-text.ts).
    expect(liveResponseSchema.safeParse({ kind: 'wordCloud', entries: ['!!', '\u200B'] }).success).toBe(false);
    expect(liveResponseProblem(scale, parse({ kind: 'scale', value: 0 }))).toBe('Choose a point from 1 to 5.');
    expect(liveResponseProblem(scale, parse({ kind: 'scale', value: 6 }))).toBe('Choose a point from 1 to 5.');
  });

  it('refuses over-long entries and answers, and text-direction tricks, in the schema', () => {
    expect(liveResponseSchema.safeParse({ kind: 'wordCloud', entries: ['x'.repeat(41)] }).success).toBe(false);
    expect(liveResponseSchema.safeParse({ kind: 'wordCloud', entries: [] }).success).toBe(false);
    expect(liveResponseSchema.safeParse({ kind: 'openAnswer', text: 'y'.repeat(281) }).success).toBe(false);
    expect(liveResponseSchema.safeParse({ kind: 'openAnswer', text: 'evil\u202Etxt' }).success).toBe(false);
    expect(liveResponseSchema.safeParse({ kind: 'scale', value: 2.5 }).success).toBe(false);
  });
});

describe('counting', () => {
  it('recounts a word cloud: each participant’s distinct entries once, whatever their spelling', () => {
    const { counts, total } = recountLiveQuestion([
      { kind: 'wordCloud', entries: ['Parks', 'parks!'] },
      { kind: 'wordCloud', entries: ['PARKS', 'Schools'] },
      { kind: 'wordCloud', entries: ['constructor'] },
    ]);
    expect(counts).toEqual({ parks: 2, schools: 1, constructor: 1 });
    expect(total).toBe(3);
  });

  it('summarises a scale: every point, the total and the average', () => {
    const { counts } = recountLiveQuestion([
      { kind: 'scale', value: 1 },
      { kind: 'scale', value: 4 },
      { kind: 'scale', value: 4 },
    ]);
    expect(summariseScale({ min: 1, max: 5 }, counts)).toEqual({
      counts: { 1: 1, 2: 0, 3: 0, 4: 2, 5: 0 },
      total: 3,
      average: 3,
    });
    expect(summariseScale({ min: 0, max: 2 }, {}).average).toBeNull();
  });

  it('lists the top entries, most first, ties alphabetically', () => {
    expect(topCloudEntries({ parks: 2, buses: 3, art: 2, none: 0 }, 3)).toEqual([
      { entry: 'buses', count: 3 },
      { entry: 'art', count: 2 },
      { entry: 'parks', count: 2 },
    ]);
  });
});

describe('the live-question callables and shards', () => {
  it('submitLiveResponse takes an event, a question and one answer', () => {
    const request = { eventId: 'e1', pollId: 'p1', response: { kind: 'wordCloud', entries: ['Parks'] } };
    expect(submitLiveResponseRequest.parse(request)).toEqual(request);
    expect(submitLiveResponseRequest.safeParse({ ...request, pollId: '__x__' }).success).toBe(false);
    expect(
      submitLiveResponseRequest.safeParse({ ...request, response: { kind: 'openAnswer', text: 'a\u202Eb' } }).success,
    ).toBe(false);
  });
  it('moderateLiveQuestion names its target by action', () => {
    expect(moderateLiveQuestionRequest.safeParse({ pollId: 'p1', action: 'hideEntry', entry: 'parks' }).success).toBe(
      true,
    );
    expect(moderateLiveQuestionRequest.safeParse({ pollId: 'p1', action: 'hideResponse', uid: 'u1' }).success).toBe(
      true,
    );
    expect(moderateLiveQuestionRequest.safeParse({ pollId: 'p1', action: 'approve' }).success).toBe(false);
  });
  it('sums live shards: counts per key without zeros, and the answers', () => {
    expect(
      sumLiveTallyShards([
        { counts: { parks: 2, trees: 0 }, responses: 2 },
        { counts: { parks: 1, '3': 1 }, responses: 2 },
        {},
      ]),
    ).toEqual({ counts: { parks: 3, '3': 1 }, responses: 4 });
  });
});
