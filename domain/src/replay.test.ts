import { describe, expect, it } from 'vitest';
import {
  compileReplay,
  recordingKindOf,
  REPLAY_LIMITS,
  replaySummary,
  type ReplaySourceComment,
  type ReplaySourcePoll,
  type ReplaySources,
} from './replay.js';
import { attachRecordingRequest } from './replay-schemas.js';

const LIVE = 1_800_000_000_000;
const S = 1000;
const at = (seconds: number) => LIVE + seconds * S;

const comment = (id: string, seconds: number, extra: Partial<ReplaySourceComment> = {}): ReplaySourceComment => ({
  id,
  kind: 'comment',
  authorName: `Name ${id}`,
  text: `Text ${id}`,
  status: 'visible',
  createdAtMs: at(seconds),
  answered: false,
  upvotes: 0,
  ...extra,
});

const choicePoll = (extra: Partial<ReplaySourcePoll> = {}): ReplaySourcePoll => ({
  id: 'bridge',
  kind: 'poll',
  question: 'Which bridge first?',
  description: '',
  options: [
    { id: 'a', label: 'North' },
    { id: 'b', label: 'South' },
  ],
  settings: null,
  resultsVisibility: 'live',
  closesAtMs: at(600),
  votes: [],
  responses: [],
  hiddenForms: [],
  ...extra,
});

function sources(extra: Partial<ReplaySources> = {}): ReplaySources {
  return {
    event: {
      id: 'town-hall',
      title: 'Town hall',
      description: 'Budget and parking',
      language: 'en',
      translations: { es: { title: 'Asamblea' } },
      agenda: [
        { id: 'welcome', title: 'Welcome', description: '' },
        { id: 'parking', title: 'Parking', description: 'Meters', translations: { es: { title: 'Aparcamiento' } } },
      ],
      wentLiveAtMs: LIVE,
      endedAtMs: at(3600),
    },
    recording: { kind: 'hls', url: 'https://cdn.example.org/vod.m3u8', offsetMs: 12_000 },
    timeline: [],
    comments: [],
    captions: [],
    polls: [],
    nowMs: at(4000),
    ...extra,
  };
}

describe('compileReplay: what the file holds', () => {
  it('times are event time (ms since going live), clamped to the event; the recording and its alignment ride along', () => {
    const file = compileReplay(
      sources({ comments: [comment('early', -30), comment('mid', 90), comment('late', 4000)] }),
    );
    expect(file.lengthMs).toBe(3600 * S);
    expect(file.posts.map((post) => post.t)).toEqual([0, 90 * S, 3600 * S]);
    expect(file.recording).toEqual({ kind: 'hls', url: 'https://cdn.example.org/vod.m3u8', offsetMs: 12_000 });
    expect(file).toMatchObject({ eventId: 'town-hall', title: 'Town hall', startedAtMs: LIVE, format: 1 });
  });

  it('chapters come from the agenda marks: each runs to the next mark, a cleared item ends one, the last runs to the end', () => {
    const file = compileReplay(
      sources({
        timeline: [
          { kind: 'agenda', itemId: 'parking', title: 'Parking', atMs: at(600) },
          { kind: 'agenda', itemId: 'welcome', title: 'Welcome', atMs: at(10) },
          { kind: 'agenda', itemId: null, title: null, atMs: at(1200) },
          { kind: 'agenda', itemId: 'gone', title: 'Removed since', atMs: at(1500) },
        ],
      }),
    );
    expect(file.chapters).toEqual([
      { itemId: 'welcome', title: 'Welcome', startMs: 10 * S, endMs: 600 * S },
      { itemId: 'parking', title: 'Parking', startMs: 600 * S, endMs: 1200 * S },
      { itemId: 'gone', title: 'Removed since', startMs: 1500 * S, endMs: 3600 * S },
    ]);
    expect(file.agenda.map((item) => item.id)).toEqual(['welcome', 'parking']);
  });

  it('captions: one cue list per language, in order; the transcript is the event language’s track', () => {
    const file = compileReplay(
      sources({
        captions: [
          { track: 'es', text: 'Hola', sentAtMs: at(5), withdrawn: false },
          { track: 'en', text: 'Second', sentAtMs: at(20), withdrawn: false },
          { track: 'en', text: 'First', sentAtMs: at(10), withdrawn: false },
        ],
      }),
    );
    expect(file.captions).toEqual({
      en: [
        { t: 10 * S, text: 'First' },
        { t: 20 * S, text: 'Second' },
      ],
      es: [{ t: 5 * S, text: 'Hola' }],
    });
    expect(file.transcriptTrack).toBe('en');
    expect(compileReplay(sources()).transcriptTrack).toBeNull();
  });

  it('posts carry the display name as the room showed it, and no uid field at all', () => {
    const file = compileReplay(
      sources({
        comments: [
          comment('q', 30, { kind: 'question', authorName: 'Amaranta', answered: true, upvotes: 4 }),
          comment('d', 40, { authorName: 'Deleted user' }),
        ],
      }),
    );
    expect(file.posts).toEqual([
      { id: 'q', t: 30 * S, kind: 'question', name: 'Amaranta', text: 'Text q', answered: true, upvotes: 4 },
      { id: 'd', t: 40 * S, kind: 'comment', name: 'Deleted user', text: 'Text d', answered: false, upvotes: 0 },
    ]);
    expect(JSON.stringify(file)).not.toMatch(/uid|email/i);
  });

  it('a poll: shown from its push to the next push or the clear; results when pushed, per step as votes came, and final', () => {
    const votes = [
      { optionId: 'a', atMs: at(95) },
      { optionId: 'a', atMs: at(101) },
      { optionId: 'b', atMs: at(102) },
      { optionId: 'b', atMs: at(131) },
    ];
    const file = compileReplay(
      sources({
        timeline: [
          { kind: 'poll', pollId: 'bridge', atMs: at(100) },
          { kind: 'poll', pollId: null, atMs: at(200) },
          { kind: 'poll', pollId: 'bridge', atMs: at(300) },
        ],
        polls: [choicePoll({ votes })],
      }),
    );
    const [poll] = file.polls;
    expect(poll!.shown).toEqual([
      { fromMs: 100 * S, toMs: 200 * S },
      { fromMs: 300 * S, toMs: 3600 * S },
    ]);
    expect(poll!.results).toEqual([
      { t: 100 * S, counts: { a: 1 }, total: 1 },
      { t: 105 * S, counts: { a: 2, b: 1 }, total: 3 },
      { t: 135 * S, counts: { a: 2, b: 2 }, total: 4 },
    ]);
    expect(poll!.final).toEqual({ t: 600 * S, counts: { a: 2, b: 2 }, total: 4 });
  });
});

describe('compileReplay: never in a replay', () => {
  it('held, hidden and removed posts', () => {
    const file = compileReplay(
      sources({
        comments: [
          comment('shown', 10),
          comment('held', 11, { status: 'held', text: 'held text' }),
          comment('hidden', 12, { status: 'hidden', text: 'hidden text' }),
          comment('removed', 13, { status: 'removed', text: '' }),
        ],
      }),
    );
    expect(file.posts.map((post) => post.id)).toEqual(['shown']);
    expect(JSON.stringify(file)).not.toMatch(/held text|hidden text|Name held|Name hidden|Name removed/);
  });

  it('withdrawn caption lines (a corrected line is there as corrected)', () => {
    const file = compileReplay(
      sources({
        captions: [
          { track: 'en', text: 'Corrected line', sentAtMs: at(1), withdrawn: false },
          { track: 'en', text: '', sentAtMs: at(2), withdrawn: true },
          { track: 'en', text: 'Withdrawn but kept text', sentAtMs: at(3), withdrawn: true },
        ],
      }),
    );
    expect(file.captions.en).toEqual([{ t: 1 * S, text: 'Corrected line' }]);
  });

  it('word-cloud entries an admin hid, and held or hidden answers, counted nowhere', () => {
    const cloud: ReplaySourcePoll = choicePoll({
      id: 'cloud',
      kind: 'wordCloud',
      options: [],
      settings: { kind: 'wordCloud', maxEntries: 3 },
      hiddenForms: ['12 elm street'],
      responses: [
        {
          answer: { kind: 'wordCloud', entries: ['Parks', '12 Elm Street'] },
          forms: ['parks', '12 elm street'],
          status: 'accepted',
          authorName: 'A',
          createdAtMs: at(101),
        },
        {
          answer: { kind: 'wordCloud', entries: ['Parks'] },
          forms: ['parks'],
          status: 'accepted',
          authorName: 'B',
          createdAtMs: at(102),
        },
        {
          answer: { kind: 'wordCloud', entries: ['Slur'] },
          forms: ['slur'],
          status: 'held',
          authorName: 'C',
          createdAtMs: at(103),
        },
        {
          answer: { kind: 'wordCloud', entries: ['Taken down'] },
          forms: ['taken down'],
          status: 'hidden',
          authorName: 'D',
          createdAtMs: at(104),
        },
      ],
    });
    const file = compileReplay(
      sources({ timeline: [{ kind: 'poll', pollId: 'cloud', atMs: at(100) }], polls: [cloud] }),
    );
    const [poll] = file.polls;
    expect(poll!.final).toEqual({ t: 600 * S, counts: { parks: 2 }, total: 2 });
    expect(poll!.results.at(-1)).toMatchObject({ counts: { parks: 2 }, total: 2 });
    expect(JSON.stringify(file)).not.toMatch(/elm street|slur|taken down/i);
    expect(poll!.answers).toEqual([]);
  });

  it('open answers: accepted ones with their names; held and hidden ones not', () => {
    const open = choicePoll({
      id: 'open',
      kind: 'openAnswer',
      options: [],
      settings: { kind: 'openAnswer' },
      responses: [
        {
          answer: { kind: 'openAnswer', text: 'More buses' },
          forms: [],
          status: 'accepted',
          authorName: 'Bashir',
          createdAtMs: at(110),
        },
        {
          answer: { kind: 'openAnswer', text: 'Held answer' },
          forms: [],
          status: 'held',
          authorName: 'Held name',
          createdAtMs: at(111),
        },
        {
          answer: { kind: 'openAnswer', text: 'Hidden answer' },
          forms: [],
          status: 'hidden',
          authorName: 'Hidden name',
          createdAtMs: at(112),
        },
      ],
    });
    const file = compileReplay(sources({ timeline: [{ kind: 'poll', pollId: 'open', atMs: at(100) }], polls: [open] }));
    expect(file.polls[0]!.answers).toEqual([{ t: 110 * S, name: 'Bashir', text: 'More buses' }]);
    expect(file.polls[0]!.final).toMatchObject({ total: 1 });
    expect(JSON.stringify(file)).not.toMatch(/Held|Hidden/);
  });

  it('results the room never showed: none for a hidden-results poll, only the final ones after the close', () => {
    const votes = [{ optionId: 'a', atMs: at(110) }];
    const timeline = [{ kind: 'poll' as const, pollId: 'bridge', atMs: at(100) }];
    const hidden = compileReplay(sources({ timeline, polls: [choicePoll({ votes, resultsVisibility: 'hidden' })] }));
    expect(hidden.polls[0]).toMatchObject({ results: [], final: null, answers: [] });
    const afterClose = compileReplay(
      sources({ timeline, polls: [choicePoll({ votes, resultsVisibility: 'after-close' })] }),
    );
    expect(afterClose.polls[0]).toMatchObject({ results: [], final: { counts: { a: 1 }, total: 1 } });
  });

  it('a vote for an option the poll does not have is not counted', () => {
    const file = compileReplay(
      sources({
        timeline: [{ kind: 'poll', pollId: 'bridge', atMs: at(100) }],
        polls: [
          choicePoll({
            votes: [
              { optionId: 'forged', atMs: at(101) },
              { optionId: 'a', atMs: at(102) },
            ],
          }),
        ],
      }),
    );
    expect(file.polls[0]!.final).toMatchObject({ counts: { a: 1 }, total: 1 });
  });
});

describe('compileReplay: reactions as a density series', () => {
  it('counts per bucket are the growth of the running totals since the moment before', () => {
    const file = compileReplay(
      sources({
        timeline: [
          { kind: 'reactions', totals: { clap: 3 }, atMs: at(5) },
          { kind: 'reactions', totals: { clap: 3, heart: 4 }, atMs: at(25) },
          { kind: 'reactions', totals: { clap: 10, heart: 4 }, atMs: at(27) },
          { kind: 'reactions', totals: { clap: 10, heart: 5 }, atMs: at(3599) },
        ],
      }),
    );
    expect(file.reactions.bucketMs).toBe(REPLAY_LIMITS.reactionBucketMs);
    expect(file.reactions.counts).toHaveLength(360);
    expect(file.reactions.counts.slice(0, 3)).toEqual([3, 0, 11]);
    expect(file.reactions.counts.at(-1)).toBe(1);
    expect(file.reactions.counts.reduce((a, b) => a + b, 0)).toBe(15);
  });
});

describe('the archive summary and the recording', () => {
  it('holds the title, date, length and agenda titles with their versions, and nothing of the room', () => {
    const file = compileReplay(sources({ comments: [comment('c', 1)] }));
    expect(replaySummary(file)).toEqual({
      eventId: 'town-hall',
      title: 'Town hall',
      language: 'en',
      translations: { es: { title: 'Asamblea' } },
      startedAtMs: LIVE,
      lengthMs: 3600 * S,
      agenda: [
        { id: 'welcome', title: 'Welcome' },
        { id: 'parking', title: 'Parking', translations: { es: { title: 'Aparcamiento' } } },
      ],
    });
  });

  it('the recording’s kind follows its address; addresses and alignments out of bounds are refused', () => {
    expect(recordingKindOf('https://cdn.example.org/a/vod.m3u8?token=1')).toBe('hls');
    expect(recordingKindOf('https://cdn.example.org/a/meeting.MP4')).toBe('mp4');
    const ok = { eventId: 'e1', url: 'https://cdn.example.org/vod.m3u8', offsetMs: 0 };
    expect(attachRecordingRequest.safeParse(ok).success).toBe(true);
    expect(attachRecordingRequest.safeParse({ ...ok, url: '/media/demo.mp4' }).success).toBe(true);
    for (const url of [
      'http://cdn.example.org/vod.m3u8',
      'javascript:alert(1)//.mp4',
      '//evil.example.org/vod.m3u8',
      'https://cdn.example.org/page.html',
      `https://cdn.example.org/${'a'.repeat(REPLAY_LIMITS.urlMax)}.mp4`,
    ]) {
      expect(attachRecordingRequest.safeParse({ ...ok, url }).success, url).toBe(false);
    }
    for (const offsetMs of [-1, 1.5, REPLAY_LIMITS.offsetMaxMs + 1, Number.NaN, '100']) {
      expect(attachRecordingRequest.safeParse({ ...ok, offsetMs }).success, String(offsetMs)).toBe(false);
    }
    expect(attachRecordingRequest.safeParse({ ...ok, published: true }).success).toBe(false);
  });
});
