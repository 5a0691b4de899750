/**
 * The agenda (issue 44, docs/replays.md "The agenda") on the Auth, Functions and Firestore
 * emulators: an admin writes an agenda with the event (items keep their ids across edits), marks
 * "Now: item N" while live, and a listening citizen's event document carries the mark at once; each
 * mark is kept on the timeline at server time. Every refusal: a visitor, a citizen, a demoted or
 * disabled admin (editing and marking), an index past the agenda, an event without one or not
 * live, ids the event never had, prototype keys and oversize payloads.
 */
import { AGENDA_LIMITS, COLLECTIONS, type AgendaMarkDoc, type EventStatus } from '@civic/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { doc, onSnapshot } from 'firebase/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call, refusalOf } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { eventually } from '../support/eventually.js';
import { eventInput } from '../support/fixtures/event-input.js';
import { functionsOrigin } from '../support/emulators/stack.js';

const clientFor = clientPool();
let root: TestClient;
let citizen: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  const [rootAccount, citizenAccount] = await Promise.all([createTestAccount('admin'), createTestAccount('user')]);
  [root, citizen, visitor] = await Promise.all([clientFor(rootAccount), clientFor(citizenAccount), clientFor()]);
}, 180_000);

const AGENDA = [
  { title: 'Welcome', description: '' },
  { title: 'Parking', description: 'The new meters', translations: { es: { title: 'Aparcamiento' } } },
  { title: 'Budget', description: '' },
];
const eventDoc = (eventId: string) => db.collection(COLLECTIONS.events).doc(eventId);
const timelineOf = async (eventId: string) =>
  (await eventDoc(eventId).collection(COLLECTIONS.timeline).orderBy('at').get()).docs.map(
    (mark) => mark.data() as AgendaMarkDoc<Timestamp>,
  );

/**
 * An event of its own per test, made by createEvent with `agenda`, then put in `status` directly
 * (signed-in only, so no other file's room shows it; the callables read the status only, so no
 * live lock is needed).
 */
const created: string[] = [];
async function event(agenda: unknown = AGENDA, status: EventStatus = 'live'): Promise<string> {
  const { eventId } = await call(root, 'createEvent', {
    event: eventInput('Agenda town hall', { visibility: 'signed-in', agenda }),
    requestId: randomUUID(),
  });
  created.push(eventId);
  await eventDoc(eventId).update({ status });
  return eventId;
}
afterAll(async () => {
  await Promise.all(created.map((id) => eventDoc(id).update({ status: 'ended' })));
});
const REFUSED = ['permission-denied', 'unauthenticated'];

/**
 * The status of `callable` called over raw HTTP with `json` as its data, as an attacker sends it:
 * the web SDK's encoder drops a `__proto__` key, so only raw JSON carries one.
 */
async function rawStatus(callable: string, json: string): Promise<string | undefined> {
  const response = await fetch(`${functionsOrigin}/${callable}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await root.idToken()}` },
    body: `{"data":${json}}`,
  });
  return ((await response.json()) as { error?: { status?: string } }).error?.status;
}

describe('the agenda is written with the event', () => {
  it('items get ids from the server and keep them when the agenda is reordered and edited', async () => {
    const eventId = await event(AGENDA, 'scheduled');
    const stored = (await eventDoc(eventId).get()).get('agenda') as { id: string; title: string }[];
    expect(stored.map((item) => item.title)).toEqual(['Welcome', 'Parking', 'Budget']);
    expect(new Set(stored.map((item) => item.id)).size).toBe(3);
    const [welcome, parking, budget] = stored;
    await call(root, 'updateEvent', {
      eventId,
      event: eventInput('Agenda town hall', {
        visibility: 'signed-in',
        agenda: [{ ...budget, title: 'Budget 2027' }, parking, { title: 'Questions' }],
      }),
    });
    const edited = (await eventDoc(eventId).get()).get('agenda') as { id: string; title: string }[];
    expect(edited.map((item) => item.title)).toEqual(['Budget 2027', 'Parking', 'Questions']);
    expect(edited.slice(0, 2).map((item) => item.id)).toEqual([budget!.id, parking!.id]);
    expect(edited.map((item) => item.id)).not.toContain(welcome!.id);
    expect(edited[1]).toMatchObject({ translations: { es: { title: 'Aparcamiento' } } });
  });

  it('an id the event never had, too many items, a prototype key: invalid-argument, nothing changed', async () => {
    const eventId = await event(AGENDA, 'scheduled');
    const before = (await eventDoc(eventId).get()).get('agenda');
    const edit = (agenda: unknown) =>
      refusalOf(root, 'updateEvent', { eventId, event: eventInput('Agenda town hall', { agenda }) });
    expect(await edit([{ id: 'minted', title: 'Forged' }])).toMatchObject({ code: 'invalid-argument' });
    const tooMany = Array.from({ length: AGENDA_LIMITS.itemsMax + 1 }, (_, i) => ({ title: `Item ${i + 1}` }));
    expect(await edit(tooMany)).toMatchObject({ code: 'invalid-argument' });
    expect(await edit([{ title: 'x'.repeat(AGENDA_LIMITS.titleMax + 1) }])).toMatchObject({ code: 'invalid-argument' });
    const input = JSON.stringify(eventInput('Agenda town hall')).slice(0, -1);
    const polluted = `{"eventId":"${eventId}","event":${input},"agenda":[{"title":"Ok","__proto__":{"title":"x"}}]}}`;
    expect(await rawStatus('updateEvent', polluted)).toBe('INVALID_ARGUMENT');
    expect((await eventDoc(eventId).get()).get('agenda')).toEqual(before);
  });

  it('a visitor, a citizen, a demoted and a disabled admin cannot edit an agenda', async () => {
    const eventId = await event(AGENDA, 'scheduled');
    const before = (await eventDoc(eventId).get()).get('agenda');
    const [demoted, disabled] = await Promise.all([createTestAccount('admin'), createTestAccount('admin')]);
    const [demotedClient, disabledClient] = await Promise.all([clientFor(demoted), clientFor(disabled)]);
    await call(root, 'setUserRole', { uid: demoted.uid, role: 'user' });
    await call(root, 'setUserStatus', { uid: disabled.uid, status: 'disabled' });
    for (const client of [visitor, citizen, demotedClient, disabledClient]) {
      const refusal = await refusalOf(client, 'updateEvent', {
        eventId,
        event: eventInput('Agenda town hall', { agenda: [{ title: 'Forged' }] }),
      });
      expect(REFUSED).toContain(refusal.code);
    }
    expect((await eventDoc(eventId).get()).get('agenda')).toEqual(before);
  });
});

describe('"Now: item N"', () => {
  it('reaches a listening citizen on the event document, and each mark is kept on the timeline at server time', async () => {
    const eventId = await event();
    const seen: (string | null)[] = [];
    const stop = onSnapshot(doc(citizen.db, COLLECTIONS.events, eventId), (snapshot) =>
      seen.push((snapshot.get('agendaNow.itemId') as string | undefined) ?? null),
    );
    try {
      const agenda = (await eventDoc(eventId).get()).get('agenda') as { id: string }[];
      const before = Date.now();
      expect(await call(root, 'setAgendaItem', { eventId, index: 1 })).toEqual({ eventId, itemId: agenda[1]!.id });
      await eventually(() => seen.at(-1)).toBe(agenda[1]!.id);
      await call(root, 'setAgendaItem', { eventId, index: 2 });
      await call(root, 'setAgendaItem', { eventId, index: null });
      await eventually(() => seen.at(-1) === null && seen.includes(agenda[2]!.id)).toBe(true);

      const marks = await timelineOf(eventId);
      expect(marks.map(({ kind, itemId, index, title }) => ({ kind, itemId, index, title }))).toEqual([
        { kind: 'agenda', itemId: agenda[1]!.id, index: 1, title: 'Parking' },
        { kind: 'agenda', itemId: agenda[2]!.id, index: 2, title: 'Budget' },
        { kind: 'agenda', itemId: null, index: null, title: null },
      ]);
      // Server time, the same instant on the event document and the timeline.
      expect(marks[0]!.at.toMillis()).toBeGreaterThanOrEqual(before - 5_000);
      const stored = await eventDoc(eventId).get();
      expect(stored.get('agendaNow')).toBeNull();
      // No account in a moment: the replay's file will carry none.
      expect(JSON.stringify(marks)).not.toContain('Uid');
    } finally {
      stop();
    }
  });

  it('a visitor, a citizen, a demoted and a disabled admin are refused and mark nothing', async () => {
    const eventId = await event();
    const [demoted, disabled] = await Promise.all([createTestAccount('admin'), createTestAccount('admin')]);
    const [demotedClient, disabledClient] = await Promise.all([clientFor(demoted), clientFor(disabled)]);
    await call(demotedClient, 'setAgendaItem', { eventId, index: 0 });
    await call(root, 'setUserRole', { uid: demoted.uid, role: 'user' });
    await call(root, 'setUserStatus', { uid: disabled.uid, status: 'disabled' });
    for (const client of [visitor, citizen, demotedClient, disabledClient]) {
      expect(REFUSED).toContain((await refusalOf(client, 'setAgendaItem', { eventId, index: 2 })).code);
    }
    expect((await timelineOf(eventId)).map((mark) => mark.index)).toEqual([0]);
  });

  it('an index past the agenda, an event without an agenda or not live: refused, nothing marked', async () => {
    const [eventId, noAgenda, scheduled] = await Promise.all([event(), event([]), event(AGENDA, 'scheduled')]);
    expect(await refusalOf(root, 'setAgendaItem', { eventId, index: AGENDA.length })).toMatchObject({
      code: 'invalid-argument',
    });
    expect(await refusalOf(root, 'setAgendaItem', { eventId: noAgenda, index: 0 })).toMatchObject({
      code: 'invalid-argument',
    });
    expect(await refusalOf(root, 'setAgendaItem', { eventId: scheduled, index: 0 })).toMatchObject({
      code: 'aborted',
      reason: 'event-not-live',
    });
    for (const id of [eventId, noAgenda, scheduled]) {
      expect(await timelineOf(id)).toEqual([]);
      expect((await eventDoc(id).get()).get('agendaNow')).toBeNull();
    }
  });

  it('malformed payloads are invalid-argument: prototype keys, a huge or fractional index, an oversize id', async () => {
    const eventId = await event();
    expect(await rawStatus('setAgendaItem', `{"eventId":"${eventId}","index":0,"__proto__":{"index":1}}`)).toBe(
      'INVALID_ARGUMENT',
    );
    expect(
      await rawStatus('setAgendaItem', `{"eventId":"${eventId}","index":0,"constructor":{"prototype":{"x":1}}}`),
    ).toBe('INVALID_ARGUMENT');
    for (const payload of [
      { eventId, index: 1e9 },
      { eventId, index: 0.5 },
      { eventId, index: -1 },
      { eventId: 'x'.repeat(2_000), index: 0 },
      { eventId, index: 'x'.repeat(100_000) },
    ]) {
      expect(await refusalOf(root, 'setAgendaItem', payload)).toMatchObject({ code: 'invalid-argument' });
    }
    expect(await timelineOf(eventId)).toEqual([]);
  });
});
