import {
  liveQuestionSettingsSchema,
  liveResponseProblem,
  liveResponseSchema,
  type LiveQuestionSettings,
} from '@civic/domain';
import { describe, expect, it } from 'vitest';
import { BLOCKED_WORDS, HELD_CLOUD_ENTRIES, LIVE_QUESTIONS, demoLiveAnswer } from './content.js';
import { seededRandom } from './people.js';

describe('the demo’s live questions', () => {
  const settings: LiveQuestionSettings[] = [
    ...Object.values(LIVE_QUESTIONS).map((q) => liveQuestionSettingsSchema.parse(q.settings)),
    // What an admin may author in the control room too: the audience answers those as well.
    { kind: 'wordCloud', maxEntries: 1 },
    { kind: 'scale', min: 0, max: 10, minLabel: '', maxLabel: '' },
  ];

  it.each(settings.map((s) => [`${s.kind} ${JSON.stringify(s)}`, s] as const))(
    'every answer the seed and the audience give fits %s and holds no blocked word',
    (_, question) => {
      const random = seededRandom(11);
      for (let i = 0; i < 200; i++) {
        const answer = liveResponseSchema.parse(demoLiveAnswer(question, random));
        expect(liveResponseProblem(question, answer)).toBeNull();
        const text = JSON.stringify(answer).toLowerCase();
        expect(BLOCKED_WORDS.some((word) => text.includes(word))).toBe(false);
      }
    },
  );

  it('the held cloud answer carries a blocked word', () => {
    expect(BLOCKED_WORDS.some((word) => HELD_CLOUD_ENTRIES.join(' ').includes(word))).toBe(true);
  });
});
