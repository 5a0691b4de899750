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
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BLOCKED_WORDS,
  HELD_CLOUD_ENTRIES,
  LIVE_EVENT,
  LIVE_POLL,
  LIVE_QUESTIONS,
  NEXT_POLLS,
  OPEN_BALLOT,
  REPLAY_EVENT,
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

describe('the demo’s past town hall with a replay (docs/replays.md, "The living demo")', () => {
  /** A WebVTT file's cues: each start in ms and its text. */
  const cuesOf = (language: string) =>
    readFileSync(new URL(`../../web/public/media/town-hall/subtitles-${language}.vtt`, import.meta.url), 'utf8')
      .split(/\n\n+/)
      .slice(1)
      .filter((block) => block.includes('-->'))
      .map((block) => {
        const [timing, ...text] = block.trim().split('\n');
        const [h, m, s] = timing!.split(' --> ')[0]!.split(':').map(Number);
        return { atMs: Math.round(((h! * 60 + m!) * 60 + s!) * 1000), text: text.join(' ') };
      });

  it('captions the clip with its own subtitles, at their seconds, in English and Spanish', () => {
    for (const language of ['en', 'es'] as const) {
      expect(REPLAY_EVENT.captions.map((line) => ({ atMs: line.atMs, text: line[language] }))).toEqual(
        cuesOf(language),
      );
    }
  });

  it('fits the clip, and its event, agenda and polls are what the callables accept, in three languages', () => {
    const moments = [
      ...REPLAY_EVENT.agenda.map((item) => item.atMs),
      ...REPLAY_EVENT.polls.map((poll) => poll.pushedAtMs),
      REPLAY_EVENT.wordCloud.pushedAtMs,
      ...REPLAY_EVENT.posts.map((post) => post.atMs),
    ];
    expect(Math.max(...moments)).toBeLessThan(REPLAY_EVENT.lengthMs);
    const { title, description, language, translations, agenda } = REPLAY_EVENT;
    const { event } = createEventRequest.parse({
      requestId: 'demo-request-2',
      event: {
        title,
        description,
        language,
        translations,
        coverImageUrl: '',
        startsAt: 1,
        endsAt: 2,
        visibility: 'public',
        published: true,
        source: { kind: 'hls', url: '/media/town-hall/index.m3u8' },
        agenda: agenda.map((item) => ({
          title: item.title,
          description: item.description,
          translations: item.translations,
        })),
      },
    });
    expect(event.agenda?.map((item) => Object.keys(item.translations ?? {}))).toEqual([
      ['es', 'ar'],
      ['es', 'ar'],
      ['es', 'ar'],
    ]);
    const times = { opensAt: 1, closesAt: 2, published: true, resultsVisibility: 'live', sponsor: null } as const;
    for (const poll of REPLAY_EVENT.polls) {
      expect(() =>
        createPollRequest.parse({ requestId: 'demo-request-3', poll: { kind: 'poll', ...pollText(poll), ...times } }),
      ).not.toThrow();
    }
    const cloud = REPLAY_EVENT.wordCloud;
    expect(() =>
      createPollRequest.parse({
        requestId: 'demo-request-4',
        poll: {
          kind: 'wordCloud',
          language: 'en',
          question: cloud.question,
          description: cloud.description,
          translations: cloud.translations,
          options: [],
          settings: cloud.settings,
          ...times,
        },
      }),
    ).not.toThrow();
  });
});
