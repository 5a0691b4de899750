import { describe, expect, it } from 'vitest';
import {
  articlePasses,
  ballotPhase,
  recordDigestInput,
  tallyUrn,
  urnShardOf,
  urnShardsFor,
} from './constitutional-vote.js';
import { castBallotRequest, checkReceiptRequest } from './constitutional-vote-schemas.js';

const articles = [
  { id: 'a1', title: 'Name' },
  { id: 'a2', title: 'Flag' },
];

describe('counting the urn', () => {
  it('counts every ballot per article, lists receipts sorted and sets pass/fail', () => {
    const result = tallyUrn(
      [
        { ballots: { ffff: ['yes', 'no'], '0000': ['yes', 'abstain'] } },
        { ballots: { '7777': ['no', 'no'] }, sealed: true },
        {},
      ],
      articles,
      'simple-majority',
    );
    expect(result.receipts).toEqual(['0000', '7777', 'ffff']);
    expect(result.articles).toEqual([
      { id: 'a1', title: 'Name', yes: 2, no: 1, abstain: 0, passed: true },
      { id: 'a2', title: 'Flag', yes: 0, no: 2, abstain: 1, passed: false },
    ]);
    expect(result.malformed).toBe(0);
  });

  it('reports a ballot with a missing or foreign answer instead of counting it', () => {
    const result = tallyUrn(
      [{ ballots: { a: ['yes'], b: ['yes', 'maybe' as 'yes'], c: ['no', 'no'] } }],
      articles,
      'none',
    );
    expect(result).toMatchObject({ receipts: ['c'], malformed: 2 });
    expect(result.articles.map((a) => a.passed)).toEqual([null, null]);
  });
});

describe('pass rules, exactly', () => {
  it.each([
    ['simple-majority', 5, 5, false],
    ['simple-majority', 6, 5, true],
    ['two-thirds', 2, 1, true],
    ['two-thirds', 199, 101, false],
    ['three-quarters', 3, 1, true],
    ['three-quarters', 74, 26, false],
    ['simple-majority', 0, 0, false],
    ['none', 9, 0, null],
  ] as const)('%s with %i yes and %i no → %s', (rule, yes, no, passed) => {
    expect(articlePasses(rule, yes, no)).toBe(passed);
  });
});

describe('the published record', () => {
  it('fingerprints totals and receipts in a fixed, documented form (titles left out)', () => {
    const input = recordDigestInput({
      ballotId: 'b1',
      censusSize: 3,
      ballotsCast: 1,
      articles: [{ id: 'a1', title: 'ignored', yes: 1, no: 0, abstain: 0, passed: true }],
      receipts: ['00ff'],
    });
    expect(input).toBe(
      '{"ballotId":"b1","censusSize":3,"ballotsCast":1,"articles":[{"id":"a1","yes":1,"no":0,"abstain":0}],"receipts":["00ff"]}',
    );
  });
});

describe('phases by the clock', () => {
  const window = { opensAtMs: 1000, closesAtMs: 2000 };
  it('an announced ballot is scheduled, then voting, then closed', () => {
    expect(ballotPhase({ status: 'open', ...window }, 999)).toBe('scheduled');
    expect(ballotPhase({ status: 'open', ...window }, 1000)).toBe('voting');
    expect(ballotPhase({ status: 'open', ...window }, 2000)).toBe('closed');
    expect(ballotPhase({ status: 'closed', ...window }, 1500)).toBe('closed');
    expect(ballotPhase({ status: 'published', ...window }, 1500)).toBe('published');
  });
});

describe('shards', () => {
  it('about 50 voters per urn shard, between 1 and 100 shards', () => {
    expect([1, 50, 51, 1000, 10_000, 1_000_000].map(urnShardsFor)).toEqual([1, 1, 2, 20, 100, 100]);
  });
  it('a receipt always finds the same shard', () => {
    expect(urnShardOf('0000000a' + '0'.repeat(24), 7)).toBe(3);
  });
});

describe('request schemas refuse hostile input', () => {
  it('refuses prototype keys, path-like ids and answers outside yes/no/abstain', () => {
    const cast = (answers: unknown) => castBallotRequest.safeParse({ ballotId: 'b1', answers }).success;
    expect(cast(JSON.parse('{"__proto__":"yes"}'))).toBe(false);
    expect(cast({ 'a/b': 'yes' })).toBe(false);
    expect(cast({ a1: 'maybe' })).toBe(false);
    expect(cast({ a1: 'yes', a2: 'abstain' })).toBe(true);
    expect(castBallotRequest.safeParse({ ballotId: 'x/y', answers: {} }).success).toBe(false);
  });
  it('normalises a pasted receipt and refuses anything else', () => {
    const receipt = 'ABCDEF01-23456789 abcdef0123456789';
    expect(checkReceiptRequest.parse({ ballotId: 'b', receipt }).receipt).toBe('abcdef0123456789abcdef0123456789');
    expect(checkReceiptRequest.safeParse({ ballotId: 'b', receipt: 'x'.repeat(32) }).success).toBe(false);
    expect(checkReceiptRequest.safeParse({ ballotId: 'b', receipt: 'a'.repeat(10_000) }).success).toBe(false);
  });
});
