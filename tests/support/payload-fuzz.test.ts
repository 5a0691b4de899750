import { CALLABLES, type CallableName } from '@civic/domain';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { callableSample, FIRESTORE_REFUSED_IDS, firestoreRefusedCases, leafPaths } from './payload-fuzz.js';

const NAMES = Object.keys(CALLABLES) as CallableName[];

describe('the fuzz samples', () => {
  it.each(NAMES)(
    '%s: the sample is a request its schema accepts (so each broken leaf is what a refusal is about)',
    (name) => {
      const schema = CALLABLES[name].request as z.ZodType;
      const result = schema.safeParse(callableSample(name, schema));
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );
});

describe('Firestore-refused cases', () => {
  it.each(NAMES)('%s: its schema refuses every id and time Firestore refuses', (name) => {
    const schema = CALLABLES[name].request as z.ZodType;
    const accepted = firestoreRefusedCases(callableSample(name, schema))
      .filter(({ payload }) => schema.safeParse(payload).success)
      .map((c) => c.name);
    expect(accepted).toEqual([]);
  });

  const sampleOf = (name: CallableName) => callableSample(name, CALLABLES[name].request as z.ZodType);

  it('tries every refused id on every id field, uid fields included', () => {
    const cases = firestoreRefusedCases(sampleOf('setPlayerTimeFactor')).map((c) => c.name);
    for (const field of ['gameId', 'uid']) {
      expect(cases.filter((name) => name.startsWith(`${field} = `))).toHaveLength(FIRESTORE_REFUSED_IDS.length);
    }
    expect(cases).toContain('uid = ".." (Firestore refuses it)');
  });

  it('tries ids nested in arrays (poll option ids) and leaves a file label alone', () => {
    expect(firestoreRefusedCases(sampleOf('createPoll')).map((c) => c.name)).toContain(
      'poll.options.0.id = "__x__" (Firestore refuses it)',
    );
    expect(firestoreRefusedCases(sampleOf('importUsersChunk')).map((c) => c.name)).toEqual([]);
  });

  it('moves the later times along with an out-of-range time, so the order rule is not what refuses it', () => {
    const byName = new Map(firestoreRefusedCases(sampleOf('createEvent')).map((c) => [c.name, c.payload]));
    const payload = byName.get("event.startsAt = 9000000000000000 (outside Firestore's range)") as {
      event: { startsAt: number; endsAt: number };
    };
    expect(payload.event).toMatchObject({ startsAt: 9e15, endsAt: 9e15 + 60_000 });
    expect(leafPaths(sampleOf('createEvent')).map((p) => p.join('.'))).toContain('event.endsAt');
  });
});

describe('SAMPLE_FIXES', () => {
  it('removes a field fixed to undefined (a new ballot article has no id)', () => {
    const sample = callableSample('createBallot', CALLABLES.createBallot.request as z.ZodType) as {
      ballot: { articles: object[] };
    };
    expect(Object.keys(sample.ballot.articles[0]!)).not.toContain('id');
  });
});
