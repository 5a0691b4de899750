import type { ReplayChapter, ReplayPoll } from '@civic/domain';
import { describe, expect, it } from 'vitest';
import {
  captionsVtt,
  chapterIndexAt,
  chaptersVtt,
  clockOf,
  countUntil,
  densityOf,
  eventTimeOf,
  lastAtOrBefore,
  pollsAt,
  searchReplay,
  videoTimeOf,
} from './replay-time';

const chapters: ReplayChapter[] = [
  { itemId: 'a', title: 'Welcome', startMs: 10_000, endMs: 60_000 },
  { itemId: 'b', title: 'Parking on Main Street', startMs: 60_000, endMs: 120_000 },
  // "Show no item" from 120 s to 150 s.
  { itemId: 'c', title: 'Questions & <answers>', startMs: 150_000, endMs: 200_000 },
];

const poll = (id: string, shown: ReplayPoll['shown'], extra: Partial<ReplayPoll> = {}): ReplayPoll => ({
  id,
  kind: 'poll',
  question: `Question ${id}`,
  description: '',
  options: [
    { id: 'yes', label: 'Yes' },
    { id: 'no', label: 'No' },
  ],
  settings: null,
  shown,
  results: [
    { t: shown[0]!.fromMs, counts: {}, total: 0 },
    { t: shown[0]!.fromMs + 5_000, counts: { yes: 2 }, total: 2 },
    { t: shown[0]!.fromMs + 10_000, counts: { yes: 2, no: 3 }, total: 5 },
  ],
  final: { t: shown.at(-1)!.toMs, counts: { yes: 4, no: 3 }, total: 7 },
  answers: [],
  ...extra,
});

describe('the time index', () => {
  const times = [0, 5, 5, 9, 20];
  it('counts the items at or before a time by binary search, at every boundary', () => {
    expect([-1, 0, 4, 5, 6, 9, 19, 20, 99].map((t) => countUntil(times, t, (x) => x))).toEqual([
      0, 1, 1, 3, 3, 4, 4, 5, 5,
    ]);
    expect(countUntil([], 10, (x: number) => x)).toBe(0);
  });

  it('finds the last item at or before a time, or none before the first', () => {
    expect(lastAtOrBefore(times, 7, (x) => x)).toBe(5);
    expect(lastAtOrBefore(times, -1, (x) => x)).toBeUndefined();
  });

  it('turns video time into event time by the offset, clamped to the event, and back', () => {
    const replay = { recording: { kind: 'mp4' as const, url: '/a.mp4', offsetMs: 3_000 }, lengthMs: 60_000 };
    expect(eventTimeOf(replay, 1_000)).toBe(0);
    expect(eventTimeOf(replay, 13_000)).toBe(10_000);
    expect(eventTimeOf(replay, 99_000)).toBe(60_000);
    expect(videoTimeOf(replay, 10_000)).toBe(13_000);
  });
});

describe('the chapter at a time', () => {
  it('is the one whose span holds it, none before the first or where no item was shown', () => {
    expect([0, 10_000, 59_999, 60_000, 130_000, 150_000, 200_000].map((t) => chapterIndexAt(chapters, t))).toEqual([
      -1, 0, 0, 1, -1, 2, -1,
    ]);
  });

  it('jumps backwards as well as forwards (seeking re-anchors without history)', () => {
    expect(chapterIndexAt(chapters, 170_000)).toBe(2);
    expect(chapterIndexAt(chapters, 20_000)).toBe(0);
  });
});

describe('the polls at a time', () => {
  const first = poll('p1', [{ fromMs: 20_000, toMs: 50_000 }]);
  const second = poll('p2', [
    { fromMs: 70_000, toMs: 80_000 },
    { fromMs: 90_000, toMs: 100_000 },
  ]);

  it('shows none before the first push', () => {
    expect(pollsAt([first, second], 19_999)).toEqual([]);
  });

  it('shows a live poll with its results as they stood then: the last snapshot at or before the time', () => {
    const [at] = pollsAt([first], 27_000);
    expect(at).toMatchObject({ live: true, final: false, results: { total: 2 } });
    expect(pollsAt([first], 30_000)[0]!.results!.total).toBe(5);
  });

  it('shows the final results once the poll was cleared for the last time', () => {
    expect(pollsAt([first], 50_000)[0]).toMatchObject({ live: false, final: true, results: { total: 7 } });
  });

  it('between two pushes keeps the results as they stood, not the final ones', () => {
    const [at] = pollsAt([second], 85_000);
    expect(at).toMatchObject({ live: false, final: false, results: { total: 5 } });
    expect(pollsAt([second], 95_000)[0]).toMatchObject({ live: true });
  });

  it('lists the latest push first, and going back in time hides a later poll again', () => {
    expect(pollsAt([first, second], 75_000).map((entry) => entry.poll.id)).toEqual(['p2', 'p1']);
    expect(pollsAt([first, second], 30_000).map((entry) => entry.poll.id)).toEqual(['p1']);
  });

  it('has no results for a poll whose results the room never showed', () => {
    const hidden = poll('p3', [{ fromMs: 0, toMs: 10_000 }], { results: [], final: null });
    expect(pollsAt([hidden], 5_000)[0]).toMatchObject({ results: null, final: false });
    expect(pollsAt([hidden], 20_000)[0]).toMatchObject({ results: null, final: false });
  });
});

describe('the search', () => {
  const transcript = [
    { t: 15_000, text: 'Good evening, everyone.' },
    { t: 65_000, text: 'PARKING fees go up in March.' },
    { t: 155_000, text: 'La participación fue alta.' },
  ];

  it('finds a word in the transcript and the agenda, in time order, whatever its case', () => {
    expect(searchReplay(transcript, chapters, 'parking')).toEqual([
      { kind: 'agenda', t: 60_000, text: 'Parking on Main Street' },
      { kind: 'transcript', t: 65_000, text: 'PARKING fees go up in March.' },
    ]);
  });

  it('ignores accents and needs two letters', () => {
    expect(searchReplay(transcript, chapters, 'participacion').map((match) => match.t)).toEqual([155_000]);
    expect(searchReplay(transcript, chapters, ' p ')).toEqual([]);
  });

  it('matches a chapter by the title the reader reads', () => {
    const titles: Record<string, string> = { a: 'Bienvenida', b: 'Estacionamiento', c: 'Preguntas' };
    expect(searchReplay([], chapters, 'estacion', (chapter) => titles[chapter.itemId]!)).toEqual([
      { kind: 'agenda', t: 60_000, text: 'Estacionamiento' },
    ]);
  });
});

describe('the tracks', () => {
  it('writes the chapters as WebVTT at video time, their titles escaped', () => {
    const vtt = chaptersVtt(chapters, 2_000);
    expect(vtt.startsWith('WEBVTT\n\n00:00:12.000 --> 00:01:02.000\nWelcome\n')).toBe(true);
    expect(vtt).toContain('00:02:32.000 --> 00:03:22.000\nQuestions &amp; &lt;answers&gt;');
  });

  it('writes a caption track as subtitles, each line until the next and at most as long as in the room', () => {
    const vtt = captionsVtt(
      [
        { t: 0, text: 'One' },
        { t: 3_000, text: 'Two' },
      ],
      1_000,
      60_000,
    );
    expect(vtt).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nOne\n\n00:00:04.000 --> 00:00:12.000\nTwo\n');
  });
});

describe('the density strip and the clock', () => {
  it('scales each bucket to the busiest one, and stays flat when nobody reacted', () => {
    expect(densityOf([0, 5, 10])).toEqual([0, 0.5, 1]);
    expect(densityOf([0, 0])).toEqual([0, 0]);
  });

  it('writes times as a clock', () => {
    expect([0, 65_000, 3_723_000].map(clockOf)).toEqual(['0:00', '1:05', '1:02:03']);
  });
});
