import {
  createBallotRequest,
  createEventRequest,
  createPollRequest,
  liveQuestionSettingsSchema,
  pickBallotVersion,
  pickPollVersion,
  pickVersion,
  liveResponseProblem,
  liveResponseSchema,
  type LiveQuestionSettings,
} from '@civic/domain';
import { describe, expect, it } from 'vitest';
import {
  BLOCKED_WORDS,
  HELD_CLOUD_ENTRIES,
  LIVE_EVENT,
  LIVE_POLL,
  LIVE_QUESTIONS,
  NEXT_POLLS,
  OPEN_BALLOT,
  demoLiveAnswer,
  pollText,
} from './content.js';
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

/**
 * The demo's main content in Spanish and Arabic (docs/demo-data.md): the event on air, its polls,
 * its live questions and the open ballot, each a request the callables' own schemas accept, with
 * both versions of every field a reader sees.
 */
describe('the demo’s content in every language', () => {
  const REQUEST_ID = 'demo-request-1';
  const times = { opensAt: 1, closesAt: 2, published: true, resultsVisibility: 'live', sponsor: null } as const;

  it('the event on air has a Spanish and an Arabic title and description', () => {
    const { event } = createEventRequest.parse({
      requestId: REQUEST_ID,
      event: {
        ...LIVE_EVENT,
        coverImageUrl: '',
        startsAt: 1,
        endsAt: 2,
        visibility: 'public',
        published: true,
        source: { kind: 'hls', url: '/media/town-hall/index.m3u8' },
      },
    });
    for (const language of ['es', 'ar'] as const) {
      const version = pickVersion(event, language);
      expect([version.title, version.description]).toEqual([
        LIVE_EVENT.translations[language].title,
        LIVE_EVENT.translations[language].description,
      ]);
    }
  });

  it.each([LIVE_POLL, ...NEXT_POLLS].map((poll) => [poll.question, poll] as const))(
    'the poll “%s” reads in Spanish and Arabic, every option too',
    (_, poll) => {
      const parsed = createPollRequest.parse({
        requestId: REQUEST_ID,
        poll: { kind: 'poll', ...pollText(poll), ...times },
      });
      for (const language of ['es', 'ar'] as const) {
        const version = pickPollVersion(parsed.poll, language);
        expect(version.question).toBe(poll.versions[language].question);
        expect(version.options.map((option) => option.label)).toEqual(poll.versions[language].options);
      }
    },
  );

  it.each(Object.entries(LIVE_QUESTIONS))('the live question %s reads in Spanish and Arabic', (kind, question) => {
    const parsed = createPollRequest.parse({
      requestId: REQUEST_ID,
      poll: { kind, language: 'en', ...question, options: [], ...times },
    });
    for (const language of ['es', 'ar'] as const) {
      expect(pickPollVersion(parsed.poll, language).question).toBe(question.translations[language].question);
    }
  });

  it('the open ballot reads in Spanish and Arabic, every article too', () => {
    const parsed = createBallotRequest.parse({
      requestId: REQUEST_ID,
      ballot: {
        ...OPEN_BALLOT,
        articles: OPEN_BALLOT.articles.map((article) => ({ ...article })),
        opensAt: 1,
        closesAt: 2,
        censusMode: 'eligible',
        passRule: 'two-thirds',
      },
    });
    for (const language of ['es', 'ar'] as const) {
      const version = pickBallotVersion(parsed.ballot, language);
      expect(version.title).toBe(OPEN_BALLOT.translations[language].title);
      expect(version.articles.map((article) => article.text)).toEqual(
        OPEN_BALLOT.articles.map((article) => article.translations[language].text),
      );
    }
  });
});
