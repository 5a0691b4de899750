/**
 * Every callable in the domain contract table, sent malformed payloads through the real Functions
 * emulator: wrong types, missing and unknown fields, prototype keys, deep nesting, huge strings
 * and arrays, ids with path tricks and unicode, numbers no time or count can be, and ids and times
 * Firestore itself refuses (reserved `__…__` names, `.`, `..`, over 1 500 bytes, years past 9999). Each answer must
 * be a refusal with a proper code — invalid-argument for a caller the callable serves,
 * permission-denied or unauthenticated for others — never `internal`, and nothing is written.
 * The cases come from each callable's schema (tests/support/fixtures/payload-fuzz.ts), so a callable added
 * later is fuzzed without new cases. This project runs after the others (tests/vitest.config.ts),
 * so the write counts below see only what the fuzz does.
 */
import { isDeepStrictEqual } from 'node:util';
import { CALLABLES, COLLECTIONS, type CallableName } from '@civic/domain';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createTestAccount, db } from '../support/emulators/admin.js';
import { testClient } from '../support/emulators/client.js';
import {
  callableSample,
  FIRESTORE_REFUSED_IDS,
  firestoreRefusedCases,
  leafCases,
  shapeCases,
} from '../support/fixtures/payload-fuzz.js';
import { functionsOrigin } from '../support/emulators/stack.js';

const REFUSALS = ['INVALID_ARGUMENT', 'PERMISSION_DENIED', 'UNAUTHENTICATED'];
const NAMES = Object.keys(CALLABLES) as CallableName[];

/** An ID token, or none for a visitor. */
type Caller = string | null;
let admin: Caller;
let citizen: Caller;
const visitor: Caller = null;

/**
 * Calls over raw HTTP as the callable protocol defines it (`{"data": …}`), because the web SDK's
 * encoder would drop a `__proto__` key before it left the client. Resolves with the status the
 * server answered (`INVALID_ARGUMENT`…), or `OK`.
 */
async function rawCall(name: CallableName, payload: unknown, token: Caller): Promise<string> {
  const response = await fetch(`${functionsOrigin}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data: payload }),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: { status?: string } };
  return response.ok ? 'OK' : (body.error?.status ?? `HTTP ${response.status}`);
}

/** Documents in every collection and subcollection the domain names, and Auth accounts. */
async function footprint(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of new Set(Object.values(COLLECTIONS))) {
    counts[name] = (await db.collectionGroup(name).count().get()).data().count;
  }
  let accounts = 0;
  for (let page = await adminAuth.listUsers(1000); ; page = await adminAuth.listUsers(1000, page.pageToken)) {
    accounts += page.users.length;
    if (!page.pageToken) break;
  }
  counts['(auth accounts)'] = accounts;
  return counts;
}

/**
 * The footprint once it holds still: two counts 3 s apart that agree. The suites before this one
 * leave triggers running (an ended event's camera and heartbeat clean-up, analytics): counted
 * mid-way, their last deletes would look like the fuzz's doing.
 */
async function settledFootprint(): Promise<Record<string, number>> {
  let last = await footprint();
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const next = await footprint();
    if (isDeepStrictEqual(next, last)) return next;
    last = next;
  }
  throw new Error('The database kept changing for a minute before the fuzz: something is still writing');
}

/** The signed-in caller the callable serves (validation runs only after the role check). */
async function servedCaller(name: CallableName): Promise<Caller> {
  return (await rawCall(name, {}, admin)) === 'INVALID_ARGUMENT' ? admin : citizen;
}

let before: Record<string, number>;
beforeAll(async () => {
  const accounts = await Promise.all([createTestAccount('admin'), createTestAccount('user')]);
  const clients = await Promise.all(accounts.map((account) => testClient(account)));
  const [adminToken, citizenToken] = await Promise.all(clients.map((client) => client.idToken()));
  [admin, citizen] = [adminToken!, citizenToken!];
  await Promise.all(clients.map((client) => client.close()));
  before = await settledFootprint();
}, 180_000);

describe.each(NAMES)('%s', (name) => {
  const schema = CALLABLES[name].request as z.ZodType;
  const sample = callableSample(name, schema);
  const cases = [...shapeCases(sample), ...leafCases(sample, schema), ...firestoreRefusedCases(sample)];

  it(`refuses ${cases.length} malformed payloads from the caller it serves with invalid-argument`, async () => {
    const caller = await servedCaller(name);
    const outcomes: string[] = [];
    for (const { name: what, payload } of cases) outcomes.push(`${what} → ${await rawCall(name, payload, caller)}`);
    expect(outcomes.filter((o) => !o.endsWith('→ INVALID_ARGUMENT'))).toEqual([]);
  });

  it('refuses the same payloads from a visitor and from a caller it does not serve, never internal', async () => {
    const other = (await servedCaller(name)) === admin ? citizen : admin;
    const outcomes: string[] = [];
    for (const { name: what, payload } of cases.slice(0, 12)) {
      for (const caller of [visitor, other]) outcomes.push(`${what} → ${await rawCall(name, payload, caller)}`);
    }
    expect(outcomes.filter((o) => !REFUSALS.some((code) => o.endsWith(`→ ${code}`)))).toEqual([]);
  });
});

/**
 * The HTTP functions that take an id in their query: a value Firestore refuses is a 400 with the
 * envelope, never a 500 (exportCsv used to read `events/__x__` and fail).
 */
describe('HTTP functions', () => {
  async function httpStatus(name: string, query: Record<string, string>, token: Caller): Promise<string> {
    const response = await fetch(`${functionsOrigin}/${name}?${new URLSearchParams(query)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const body = (await response.json().catch(() => ({}))) as { success?: boolean };
    return `${response.status} ${body.success === false ? 'refused' : 'answered'}`;
  }

  it('exportCsv answers 400 to an event id Firestore refuses', async () => {
    const outcomes: string[] = [];
    for (const eventId of FIRESTORE_REFUSED_IDS) {
      outcomes.push(
        `${JSON.stringify(eventId)} → ${await httpStatus('exportCsv', { kind: 'comments', eventId }, admin)}`,
      );
    }
    expect(outcomes.filter((o) => !o.endsWith('→ 400 refused'))).toEqual([]);
  });

  it('getUserByUid answers 400 to a uid Firestore refuses', async () => {
    const outcomes: string[] = [];
    for (const uid of FIRESTORE_REFUSED_IDS) {
      outcomes.push(`${JSON.stringify(uid)} → ${await httpStatus('getUserByUid', { uid }, admin)}`);
    }
    expect(outcomes.filter((o) => !o.endsWith('→ 400 refused'))).toEqual([]);
  });
});

describe('after every callable was fuzzed', () => {
  it('nothing was written: no document in any collection, no Auth account', async () => {
    // The two accounts above were created before the first count.
    expect(await footprint()).toEqual(before);
  });
});
