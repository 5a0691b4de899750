import { describe, expect, it } from 'vitest';
import { documentIdSchema, epochMillisSchema, FIRESTORE_TIME_RANGE_MS, payloadShapeProblem } from './payload.js';

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
  it('accepts times Firestore can store, and no others', () => {
    const time = epochMillisSchema('Opening time');
    expect(time.safeParse(FIRESTORE_TIME_RANGE_MS.max).success).toBe(true);
    expect(time.safeParse(FIRESTORE_TIME_RANGE_MS.max + 1).success).toBe(false);
    expect(time.safeParse(FIRESTORE_TIME_RANGE_MS.min - 1).success).toBe(false);
    expect(time.safeParse(1.5).success).toBe(false);
    expect(time.safeParse(Number.MAX_VALUE).success).toBe(false);
  });
});
