import { describe, expect, it } from 'vitest';
import { documentIdSchema, epochMillisSchema, uidSchema } from './payload-schemas.js';
import { firestoreIdProblem, FIRESTORE_TIME_RANGE_MS, payloadShapeProblem, utf8Length } from './payload.js';
import { eventIdSchema } from './event-schemas.js';
import { commentIdSchema } from './comment-schemas.js';
import { ballotIdSchema } from './constitutional-vote-schemas.js';
import { gameIdSchema, questionSetIdSchema } from './game-schemas.js';
import { pollIdSchema, pollOptionInputSchema } from './poll-schemas.js';
import { jobIdSchema } from './fixer.js';
import { updateReportRequest } from './report-schemas.js';

describe('payload shape', () => {
  it.each([
    ['__proto__ at the top', '{"__proto__": {"role": "admin"}}', '__proto__: this key is not allowed'],
    [
      'constructor deep inside',
      '{"poll": {"options": [{"constructor": {}}]}}',
      'poll.options.0.constructor: this key is not allowed',
    ],
    ['prototype in an array', '[{"prototype": 1}]', '0.prototype: this key is not allowed'],
  ])('refuses %s', (_what, json, problem) => {
    expect(payloadShapeProblem(JSON.parse(json))).toBe(problem);
  });

  it('refuses an object whose prototype a decoder already replaced (a __proto__ copied by assignment)', () => {
    const decoded: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(JSON.parse('{"uid": "abc", "__proto__": {"role": "admin"}}'))) {
      decoded[key] = item;
    }
    expect(Object.keys(decoded)).toEqual(['uid']);
    expect(payloadShapeProblem({ outer: decoded })).toBe('outer: __proto__ is not allowed');
  });

  it('refuses nesting deeper than the limit without recursing', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    expect(payloadShapeProblem(deep)).toMatch(/nested more than 32 levels/);
  });

  it('accepts ordinary payloads, including values that merely mention the words', () => {
    expect(payloadShapeProblem({ poll: { question: '__proto__?', options: [{ label: 'constructor' }] } })).toBeNull();
    expect(payloadShapeProblem(null)).toBeNull();
  });
});

describe('ids and times', () => {
  const id = documentIdSchema('poll id');
  it.each(['a/b', '.', '..', '', 'x'.repeat(129), 'a b', 'é', '__proto__/x'])('refuses the id %j', (value) => {
    expect(id.safeParse(value).success).toBe(false);
  });
  it('accepts generated ids', () => {
    expect(id.safeParse('Xy9_-abc').success).toBe(true);
  });

  // What Firestore itself refuses as a document id (or a field name): reserved __…__ names, . and
  // .., a slash, empty, over 1 500 bytes. Each used to pass some id schema and reach Firestore,
  // which threw: the caller saw `internal` (issue 25).
  const FIRESTORE_REFUSES = ['__x__', '__name__', '____', '__proto__', '__a-b_c9__', '.', '..', 'a/b', '/', ''];
  it.each(FIRESTORE_REFUSES)('firestoreIdProblem names why Firestore refuses %j', (value) => {
    expect(firestoreIdProblem(value)).not.toBeNull();
  });
  it('firestoreIdProblem counts the 1 500-byte limit in UTF-8 bytes, not characters', () => {
    expect(firestoreIdProblem('x'.repeat(1500))).toBeNull();
    expect(firestoreIdProblem('x'.repeat(1501))).toBe('is too long');
    expect(utf8Length('é'.repeat(750))).toBe(1500);
    expect(firestoreIdProblem('é'.repeat(751))).toBe('is too long');
    expect(utf8Length('😀')).toBe(4);
  });
  it.each(['___', '__x', 'x__', '_x_', 'a__b__c', 'abc'])('firestoreIdProblem accepts %j (not reserved)', (value) => {
    expect(firestoreIdProblem(value)).toBeNull();
  });

  const ID_SCHEMAS = {
    documentIdSchema: id,
    uidSchema,
    eventIdSchema,
    commentIdSchema,
    ballotIdSchema,
    gameIdSchema,
    questionSetIdSchema,
    pollIdSchema,
    jobIdSchema,
    'poll option id': pollOptionInputSchema.shape.id.unwrap(),
    'report id': updateReportRequest.shape.reportId,
  };
  describe.each(Object.entries(ID_SCHEMAS))('%s', (_name, schema) => {
    it.each([...FIRESTORE_REFUSES, ' .. ', 'x'.repeat(1501), 'é'.repeat(751), 'a b', 'id\u202Eevil'])(
      'refuses %j',
      (value) => {
        expect(schema.safeParse(value).success).toBe(false);
      },
    );
    it('accepts an id Firestore generates and one with underscores that is not reserved', () => {
      expect(schema.safeParse('k3Jd9QpZ0aLm2xY7vW1b').success).toBe(true);
      expect(schema.safeParse('___').success).toBe(true);
    });
  });
  it('says why a reserved id is refused', () => {
    expect(uidSchema.safeParse('__x__').error?.issues[0]?.message).toBe('Invalid uid: names like __x__ are reserved');
  });
  it('accepts times Firestore can store, and no others', () => {
    const time = epochMillisSchema('Opening time');
    expect(time.safeParse(FIRESTORE_TIME_RANGE_MS.max).success).toBe(true);
    expect(time.safeParse(FIRESTORE_TIME_RANGE_MS.max + 1).success).toBe(false);
    expect(time.safeParse(FIRESTORE_TIME_RANGE_MS.min - 1).success).toBe(false);
    expect(time.safeParse(1.5).success).toBe(false);
    expect(time.safeParse(Number.MAX_VALUE).success).toBe(false);
  });
  it('puts the range at 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z', () => {
    expect(new Date(FIRESTORE_TIME_RANGE_MS.min).toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(new Date(FIRESTORE_TIME_RANGE_MS.max).toISOString()).toBe('9999-12-31T23:59:59.999Z');
  });
  it.each([9e15, 8.64e15, Number.MAX_SAFE_INTEGER, -9e15])('refuses the safe integer %d as a time', (value) => {
    expect(epochMillisSchema('Start time').safeParse(value).success).toBe(false);
  });
});
