/**
 * Replaying a request id (issue 41): a replay returns the outcome already given, or is paced like
 * a new request — never does the work again without limit. "Download my data" builds its file
 * again for a lost answer (the file is too big to keep), so its replays are paced; every create
 * with a request id (docs/trust.md "Retrying a create") answers its stored first outcome.
 */
import { COLLECTIONS } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { callAs } from '../support/emulators/voters.js';
import { ballotInput, pollInput, questionSetInput } from '../support/fixtures/admin-inputs.js';
import { eventInput } from '../support/fixtures/event-input.js';

const clientFor = clientPool();
const HOUR = 3_600_000;
const REPLAYS = 24;

/** Dates the account's last export an hour ahead: its minute cannot pass however slow the machine. */
const lastExportAhead = (uid: string) =>
  db
    .collection(COLLECTIONS.commenters)
    .doc(uid)
    .update({ lastExportAt: Timestamp.fromMillis(Date.now() + HOUR) });

describe('Download my data: a replayed request id is not a new file without limit', () => {
  it(`${REPLAYS} replays of the last export's request id within its minute build one more file, then are paced`, async () => {
    const citizen = await createTestAccount('user');
    const requestId = randomUUID();
    expect(await callAs(citizen.uid, 'exportMyData', { requestId })).toMatchObject({ ok: true });
    await lastExportAhead(citizen.uid);
    const outcomes = [];
    for (let replay = 0; replay < REPLAYS; replay++) {
      outcomes.push(await callAs(citizen.uid, 'exportMyData', { requestId }));
    }
    // The first replay is the browser's retry after a lost answer: its file is built again.
    expect(outcomes[0]).toMatchObject({ ok: true });
    expect(outcomes.slice(1).map((o) => (o.ok ? 'a file' : o.code))).toEqual(
      Array(REPLAYS - 1).fill('resource-exhausted'),
    );
  });

  it('a flood of one request id at once builds at most one file beside the first answer’s replay', async () => {
    const citizen = await createTestAccount('user');
    const requestId = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => callAs(citizen.uid, 'exportMyData', { requestId })),
    );
    // While the first is built the others are told to wait (`aborted`); one that arrives after it
    // was answered is its one replay; every other is paced.
    const files = outcomes.filter((o) => o.ok).length;
    expect(files).toBeGreaterThanOrEqual(1);
    expect(files).toBeLessThanOrEqual(2);
    for (const outcome of outcomes) {
      if (!outcome.ok) expect(['aborted', 'resource-exhausted']).toContain(outcome.code);
    }
    await lastExportAhead(citizen.uid);
    const after = await Promise.all(
      Array.from({ length: 5 }, () => callAs(citizen.uid, 'exportMyData', { requestId })),
    );
    expect(files + after.filter((o) => o.ok).length).toBeLessThanOrEqual(2);
  });
});

describe('every create with a request id answers its replays with the first outcome', () => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = await clientFor(await createTestAccount('admin'));
  });

  /** Each create: its request, and how many documents carry the unique `marker`. */
  const creates = {
    createPoll: {
      request: (marker: string) => ({ poll: pollInput({ question: marker }) }),
      count: (marker: string) => db.collection(COLLECTIONS.polls).where('question', '==', marker).get(),
    },
    createEvent: {
      request: (marker: string) => ({ event: eventInput(marker) }),
      count: (marker: string) => db.collection(COLLECTIONS.events).where('title', '==', marker).get(),
    },
    createBallot: {
      request: (marker: string) => ({ ballot: ballotInput({ title: marker }) }),
      count: (marker: string) => db.collection(COLLECTIONS.constitutionalVotes).where('title', '==', marker).get(),
    },
    saveQuestionSet: {
      request: (marker: string) => ({ set: questionSetInput({ title: marker }) }),
      count: (marker: string) => db.collection(COLLECTIONS.questionSets).where('title', '==', marker).get(),
    },
  } as const;

  for (const [name, create] of Object.entries(creates) as [
    keyof typeof creates,
    (typeof creates)[keyof typeof creates],
  ][]) {
    it(`${name}: ${REPLAYS} replays, at once and one after another, create once and answer the first outcome`, async () => {
      const marker = `Replayed ${randomUUID()}`;
      const request = { ...create.request(marker), requestId: randomUUID() } as never;
      const first = (await call(admin, name, request)) as unknown;
      const atOnce = await Promise.all(Array.from({ length: REPLAYS / 2 }, () => call(admin, name, request)));
      const inTurn: unknown[] = [];
      for (let replay = 0; replay < REPLAYS / 2; replay++) inTurn.push(await call(admin, name, request));
      expect([...atOnce, ...inTurn]).toEqual(Array(REPLAYS).fill(first));
      expect((await create.count(marker)).size).toBe(1);
    });
  }
});
