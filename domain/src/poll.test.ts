import { describe, expect, it } from 'vitest';
import {
  clickThroughRate,
  isLiveQuestionKind,
  pollStatus,
  recountPoll,
  resultsVisible,
  shardFor,
  sumTallyShards,
  TALLY_SHARDS,
} from './poll.js';
import { pollInputSchema, type PollInput } from './poll-schemas.js';

const valid: PollInput = {
  kind: 'poll',
  question: 'Which park first?',
  description: '',
  options: [{ label: 'North' }, { label: 'South' }],
  published: true,
  opensAt: 1000,
  closesAt: 2000,
  resultsVisibility: 'live',
  sponsor: null,
};
const firstError = (input: unknown) => {
  const result = pollInputSchema.safeParse(input);
  return result.success
    ? null
    : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
};

describe('poll status follows the schedule', () => {
  const poll = { published: true, opensAtMs: 1000, closesAtMs: 2000 };
  it('is draft until published, then scheduled, open (opensAt inclusive), closed (closesAt inclusive)', () => {
    expect(pollStatus({ ...poll, published: false }, 1500)).toBe('draft');
    expect(pollStatus(poll, 999)).toBe('scheduled');
    expect(pollStatus(poll, 1000)).toBe('open');
    expect(pollStatus(poll, 1999)).toBe('open');
    expect(pollStatus(poll, 2000)).toBe('closed');
  });
  it('shows results per visibility: live from opening, after-close once closed, hidden never', () => {
    expect(resultsVisible('live', 'open')).toBe(true);
    expect(resultsVisible('live', 'scheduled')).toBe(false);
    expect(resultsVisible('after-close', 'open')).toBe(false);
    expect(resultsVisible('after-close', 'closed')).toBe(true);
    expect(resultsVisible('hidden', 'closed')).toBe(false);
  });
});

describe('tallies', () => {
  it('sums shards per option, with zero for options nobody chose', () => {
    expect(sumTallyShards([{ counts: { a: 2 } }, { counts: { a: 1, b: 4 } }, {}], ['a', 'b', 'c'])).toEqual({
      a: 3,
      b: 4,
      c: 0,
    });
  });
  it('recountPoll tallies vote records and reports votes for unknown options separately', () => {
    const votes = [{ optionId: 'a' }, { optionId: 'b' }, { optionId: 'a' }, { optionId: 'gone' }];
    expect(recountPoll(votes, ['a', 'b', 'c'])).toEqual({
      tallies: { a: 2, b: 1, c: 0 },
      total: 4,
      unknownOptionVotes: 1,
    });
  });
  it('assigns a voter to the same shard every time, within range, spread over shards', () => {
    expect(shardFor('uid-1', TALLY_SHARDS)).toBe(shardFor('uid-1', TALLY_SHARDS));
    const shards = new Set(Array.from({ length: 1000 }, (_, i) => shardFor(`user-${i}`, TALLY_SHARDS)));
    expect([...shards].every((s) => s >= 0 && s < TALLY_SHARDS)).toBe(true);
    expect(shards.size).toBeGreaterThan(TALLY_SHARDS * 0.9);
  });
  it('click-through rate is clicks / impressions, 0 without impressions', () => {
    expect(clickThroughRate(5, 50)).toBe(0.1);
    expect(clickThroughRate(3, 0)).toBe(0);
  });
});

describe('poll editor schema', () => {
  it('accepts a valid poll', () => {
    expect(firstError(valid)).toBeNull();
  });
  it('names the field of each problem, with a message fit for the form', () => {
    expect(firstError({ ...valid, question: '  ' })).toEqual({ path: 'question', message: 'Question is required' });
    expect(firstError({ ...valid, question: 'q'.repeat(201) })?.path).toBe('question');
    expect(firstError({ ...valid, options: [{ label: 'Only' }] })).toEqual({
      path: 'options',
      message: 'Give at least 2 options',
    });
    expect(firstError({ ...valid, options: Array.from({ length: 11 }, (_, i) => ({ label: `${i}` })) })?.path).toBe(
      'options',
    );
    expect(firstError({ ...valid, options: [{ label: 'x'.repeat(81) }, { label: 'b' }] })?.path).toBe(
      'options.0.label',
    );
    expect(firstError({ ...valid, options: [{ label: 'Same' }, { label: 'same' }] })).toEqual({
      path: 'options.1.label',
      message: 'Options must be different',
    });
    expect(firstError({ ...valid, closesAt: 1000 })?.path).toBe('closesAt');
  });
  it('an ad poll needs a sponsor with https links; a plain poll has none', () => {
    expect(firstError({ ...valid, kind: 'ad' })).toEqual({ path: 'sponsor', message: 'An ad poll needs a sponsor' });
    const sponsor = { name: 'Metro', logoUrl: 'https://example.org/l.png', link: 'http://example.org' };
    expect(firstError({ ...valid, kind: 'ad', sponsor })).toEqual({
      path: 'sponsor.link',
      message: 'Sponsor link must start with https://',
    });
    expect(firstError({ ...valid, sponsor: { ...sponsor, link: 'https://example.org' } })?.path).toBe('sponsor');
  });
});

describe('live questions in the poll editor schema', () => {
  const cloud: PollInput = { ...valid, kind: 'wordCloud', options: [], settings: { kind: 'wordCloud', maxEntries: 3 } };
  it('accepts a live question with its settings and no options', () => {
    expect(firstError(cloud)).toBeNull();
    expect(
      firstError({
        ...cloud,
        kind: 'scale',
        settings: { kind: 'scale', min: 1, max: 5, minLabel: 'Poor', maxLabel: 'Great' },
      }),
    ).toBeNull();
    expect(firstError({ ...cloud, kind: 'openAnswer', settings: { kind: 'openAnswer' } })).toBeNull();
    expect(isLiveQuestionKind('wordCloud')).toBe(true);
    expect(isLiveQuestionKind('ad')).toBe(false);
  });
  it('refuses settings of another kind, options, a sponsor, and settings on a plain poll', () => {
    expect(firstError({ ...cloud, settings: { kind: 'openAnswer' } })).toEqual({
      path: 'settings',
      message: 'Choose the settings of this kind of question',
    });
    expect(firstError({ ...cloud, settings: null })?.path).toBe('settings');
    expect(firstError({ ...cloud, options: valid.options })).toEqual({
      path: 'options',
      message: 'This kind of question has no options',
    });
    const sponsor = { name: 'Metro', logoUrl: 'https://example.org/l.png', link: 'https://example.org' };
    expect(firstError({ ...cloud, sponsor })?.path).toBe('sponsor');
    expect(firstError({ ...valid, settings: cloud.settings })).toEqual({
      path: 'settings',
      message: 'Only live questions have settings',
    });
  });
});
