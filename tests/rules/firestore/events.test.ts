/**
 * firestore.rules, events section, on the official Firestore emulator: every cell of visitor /
 * user / other user / admin (and an account without a role) × each event document — the event
 * itself (source, live-poll pointer and overlay are its fields), heartbeats, viewer samples,
 * reactions, the reaction pulse, the reaction shards and pulse claims, the one-live-event lock. Events are written
 * by admin callables only (tests/integration/events.test.ts).
 */
import { COLLECTIONS, LEFT_SEEN_AT_MS, LIVE_LOCK, settingsForAudience, type EventDoc } from '@civic/domain';
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-events');

const HOUR = 3_600_000;
const at = (offsetMs: number) => Timestamp.fromMillis(Date.now() + offsetMs);

function eventData(overrides: Record<string, unknown> = {}) {
  const event = {
    title: 'Town hall',
    description: '',
    coverImageUrl: '',
    startsAt: at(-HOUR),
    endsAt: at(HOUR),
    status: 'scheduled',
    visibility: 'public',
    source: { kind: 'hls', url: '/media/test-pattern/index.m3u8' },
    livePollId: null,
    overlay: null,
    wentLiveAt: null,
    endedAt: null,
    createdBy: 'root',
    createdAt: at(-2 * HOUR),
    updatedAt: at(-2 * HOUR),
  } satisfies EventDoc;
  return { ...event, ...overrides };
}

const EVENTS = {
  live: eventData({ status: 'live', livePollId: 'p1', overlay: { kind: 'poll-results', pollId: 'p1' } }),
  scheduled: eventData(),
  draft: eventData({ status: 'draft' }),
  membersOnly: eventData({ visibility: 'signed-in' }),
  membersLive: eventData({ status: 'live', visibility: 'signed-in' }),
  ended: eventData({ status: 'ended' }),
};
type EventName = keyof typeof EVENTS;

const { visitor, alice: user, bob: otherUser, admin, noRole, as } = rulesCallers(env);
const disabledBob = () => as('disabledBob', 'user');

const eventRef = (ctx: RulesTestContext, id: string) => doc(ctx.firestore(), COLLECTIONS.events, id);
const sub = (ctx: RulesTestContext, id: EventName, collectionName: string, docId: string) =>
  doc(ctx.firestore(), COLLECTIONS.events, id, collectionName, docId);
const viewerRef = (ctx: RulesTestContext, id: EventName, uid: string) => sub(ctx, id, COLLECTIONS.viewers, uid);
const reactionRef = (ctx: RulesTestContext, id: EventName, uid: string) => sub(ctx, id, COLLECTIONS.reactions, uid);

const heartbeat = (expireInMs = HOUR) => ({ seenAt: serverTimestamp(), expireAt: at(expireInMs) });
const joinRef = (ctx: RulesTestContext, id: EventName, uid: string) => sub(ctx, id, COLLECTIONS.viewerJoins, uid);
/** Joining the room: the heartbeat's create in one batch with the viewer's join record. */
const join = (ctx: RulesTestContext, id: EventName, uid: string, beat: Record<string, unknown> = heartbeat()) =>
  writeBatch(ctx.firestore())
    .set(viewerRef(ctx, id, uid), beat)
    .set(joinRef(ctx, id, uid), { at: serverTimestamp() })
    .commit();
/** Dates `uid`'s last join in the live event (arranging a rejoin-limit case). */
const lastJoinOf = (uid: string, joinedAt: Timestamp) =>
  env().withSecurityRulesDisabled((ctx) => setDoc(joinRef(ctx, 'live', uid), { at: joinedAt }));
const react = (id: string) => ({ counts: { [id]: increment(1) }, last: id, sentAt: serverTimestamp() });

/** Dates `uid`'s heartbeat in the live event at `seenAt` (arranging a rate-limit case). */
const lastBeatOf = (uid: string, seenAt: Timestamp) =>
  env().withSecurityRulesDisabled((ctx) => updateDoc(viewerRef(ctx, 'live', uid), { seenAt }));

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), {
    alice: 'user',
    bob: 'user',
    root: 'admin',
    disabledBob: { role: 'user', status: 'disabled' },
  });
  await env().withSecurityRulesDisabled(async (ctx) => {
    for (const [id, data] of Object.entries(EVENTS)) await setDoc(eventRef(ctx, id), data);
    // bob watches the live event and reacted two seconds ago; he sent a clap a minute ago.
    await setDoc(viewerRef(ctx, 'live', 'bob'), { seenAt: at(-60_000), expireAt: at(HOUR) });
    await setDoc(joinRef(ctx, 'live', 'bob'), { at: at(-60_000) });
    await setDoc(viewerRef(ctx, 'live', 'disabledBob'), { seenAt: at(-60_000), expireAt: at(HOUR) });
    await setDoc(joinRef(ctx, 'live', 'disabledBob'), { at: at(-60_000) });
    await setDoc(reactionRef(ctx, 'live', 'bob'), { counts: { clap: 2 }, last: 'clap', sentAt: at(-60_000) });
    await setDoc(reactionRef(ctx, 'live', 'alice'), { counts: { clap: 1 }, last: 'clap', sentAt: at(-60_000) });
    await setDoc(sub(ctx, 'live', COLLECTIONS.stats, 'reactions'), { totals: { clap: 3 }, at: at(-1000) });
    await setDoc(sub(ctx, 'draft', COLLECTIONS.stats, 'reactions'), { totals: {}, at: at(-1000) });
    await setDoc(sub(ctx, 'live', COLLECTIONS.viewerSamples, '1'), { at: at(-60_000), count: 1 });
    await setDoc(doc(ctx.firestore(), LIVE_LOCK.collection, LIVE_LOCK.doc), { eventId: 'live', since: at(-HOUR) });
  });
});

describe('event documents (source, live poll, overlay): written only through admin callables', () => {
  const writers = [
    ['a visitor', visitor],
    ['a user', user],
    ['an admin (callables only)', admin],
  ] as const;
  for (const [who, ctx] of writers) {
    it(`${who} cannot create an event`, async () => {
      await assertFails(setDoc(eventRef(ctx(), 'new'), eventData()));
    });
    it(`${who} cannot change the stream source, push a poll live or set the overlay`, async () => {
      await assertFails(
        updateDoc(eventRef(ctx(), 'live'), { source: { kind: 'hls', url: 'https://evil.test/x.m3u8' } }),
      );
      await assertFails(updateDoc(eventRef(ctx(), 'live'), { livePollId: 'other' }));
      await assertFails(updateDoc(eventRef(ctx(), 'live'), { overlay: null }));
    });
    it(`${who} cannot set the expected audience (updateEvent validates it)`, async () => {
      await assertFails(updateDoc(eventRef(ctx(), 'scheduled'), { expectedAudience: 10_000 }));
      await assertFails(updateDoc(eventRef(ctx(), 'draft'), { expectedAudience: null }));
    });
    it(`${who} cannot write the settings an audience chose, nor the push time rooms count the ballot from (issue 45)`, async () => {
      await assertFails(updateDoc(eventRef(ctx(), 'live'), { audience: settingsForAudience(1_000_000).event }));
      await assertFails(updateDoc(eventRef(ctx(), 'scheduled'), { audience: null }));
      await assertFails(updateDoc(eventRef(ctx(), 'live'), { livePollAt: serverTimestamp() }));
    });
    it(`${who} cannot make an event live or delete one`, async () => {
      await assertFails(updateDoc(eventRef(ctx(), 'scheduled'), { status: 'live' }));
      await assertFails(deleteDoc(eventRef(ctx(), 'scheduled')));
    });
  }
});

describe('reading events', () => {
  it('a visitor reads announced public events', async () => {
    await assertSucceeds(getDoc(eventRef(visitor(), 'scheduled')));
    await assertSucceeds(getDoc(eventRef(visitor(), 'live')));
    await assertSucceeds(getDoc(eventRef(visitor(), 'ended')));
  });
  it('a visitor cannot see drafts or signed-in-only events, nor list every event', async () => {
    await assertFails(getDoc(eventRef(visitor(), 'draft')));
    await assertFails(getDoc(eventRef(visitor(), 'membersOnly')));
    await assertFails(getDoc(eventRef(visitor(), 'membersLive')));
    await assertFails(getDocs(collection(visitor().firestore(), COLLECTIONS.events)));
  });
  it('a visitor may query public live events', async () => {
    const events = collection(visitor().firestore(), COLLECTIONS.events);
    await assertSucceeds(getDocs(query(events, where('visibility', '==', 'public'), where('status', '==', 'live'))));
  });
  it('an account without a role sees what a visitor sees', async () => {
    await assertSucceeds(getDoc(eventRef(noRole(), 'live')));
    await assertFails(getDoc(eventRef(noRole(), 'membersOnly')));
    await assertFails(getDoc(eventRef(noRole(), 'draft')));
  });
  it('a user reads signed-in-only events and queries the live one, but never drafts', async () => {
    await assertSucceeds(getDoc(eventRef(user(), 'membersOnly')));
    await assertSucceeds(getDoc(eventRef(otherUser(), 'membersLive')));
    await assertSucceeds(
      getDocs(query(collection(user().firestore(), COLLECTIONS.events), where('status', '==', 'live'))),
    );
    await assertFails(getDoc(eventRef(user(), 'draft')));
    await assertFails(getDocs(collection(user().firestore(), COLLECTIONS.events)));
  });
  it('an admin reads every event, drafts included', async () => {
    await assertSucceeds(getDoc(eventRef(admin(), 'draft')));
    await assertSucceeds(getDocs(collection(admin().firestore(), COLLECTIONS.events)));
  });
});

describe('heartbeats (presence)', () => {
  it('a user joins the live event: their heartbeat, created with their join record', async () => {
    await assertSucceeds(join(user(), 'live', 'alice'));
    await assertSucceeds(join(user(), 'membersLive', 'alice'));
  });
  it("a user cannot write another viewer's heartbeat", async () => {
    await assertFails(join(user(), 'live', 'carol'));
    await assertFails(setDoc(viewerRef(user(), 'live', 'bob'), heartbeat()));
    await assertFails(join(user(), 'live', 'bob'));
  });
  it('a visitor and an account without a role cannot beat', async () => {
    await assertFails(join(visitor(), 'live', 'anon'));
    await assertFails(join(noRole(), 'live', 'nobody'));
  });
  it('no heartbeat in an event that is not live', async () => {
    await assertFails(join(user(), 'scheduled', 'alice'));
    await assertFails(join(user(), 'ended', 'alice'));
    await assertFails(join(user(), 'draft', 'alice'));
  });
  it('a heartbeat carries server time, a near expiry and nothing else', async () => {
    await assertFails(join(user(), 'live', 'alice', { seenAt: at(HOUR), expireAt: at(HOUR) }));
    await assertFails(join(user(), 'live', 'alice', heartbeat(30 * 24 * HOUR)));
    await assertFails(join(user(), 'live', 'alice', heartbeat(-1000)));
    await assertFails(join(user(), 'live', 'alice', { ...heartbeat(), role: 'admin' }));
    await assertFails(join(user(), 'live', 'alice', { seenAt: serverTimestamp(), expireAt: 'tomorrow' }));
  });
  it('a heartbeat is created only with the join record, and the join record only with a heartbeat create', async () => {
    await assertFails(setDoc(viewerRef(user(), 'live', 'alice'), heartbeat()));
    await assertFails(setDoc(joinRef(user(), 'live', 'alice'), { at: serverTimestamp() }));
    // bob's heartbeat exists: a join record written beside a plain rewrite is not a join.
    await lastBeatOf('bob', at(-HOUR));
    await lastJoinOf('bob', at(-HOUR));
    await assertFails(join(otherUser(), 'live', 'bob'));
    // The join record holds server time and nothing else.
    const alice = user();
    for (const record of [{ at: serverTimestamp(), extra: true }, { at: at(-HOUR) }]) {
      await assertFails(
        writeBatch(alice.firestore())
          .set(viewerRef(alice, 'live', 'alice'), heartbeat())
          .set(joinRef(alice, 'live', 'alice'), record)
          .commit(),
      );
    }
  });
  it('delete and create again within 10 s is refused: the limit holds across delete-and-create', async () => {
    await assertSucceeds(join(user(), 'live', 'alice'));
    await assertSucceeds(deleteDoc(viewerRef(user(), 'live', 'alice')));
    // Dated ahead, the last join's 10 s cannot have passed however long the next request takes.
    await lastJoinOf('alice', at(HOUR));
    await assertFails(join(user(), 'live', 'alice'));
    await assertFails(setDoc(viewerRef(user(), 'live', 'alice'), heartbeat()));
    // Ten seconds after the last join, the viewer joins again.
    await lastJoinOf('alice', at(-11_000));
    await assertSucceeds(join(user(), 'live', 'alice'));
  });
  it('the join record is never deleted nor rewritten alone, and is read only by its viewer and admins', async () => {
    await assertFails(deleteDoc(joinRef(otherUser(), 'live', 'bob')));
    await assertFails(setDoc(joinRef(otherUser(), 'live', 'bob'), { at: serverTimestamp() }));
    await assertSucceeds(getDoc(joinRef(otherUser(), 'live', 'bob')));
    await assertSucceeds(getDoc(joinRef(admin(), 'live', 'bob')));
    await assertFails(getDoc(joinRef(user(), 'live', 'bob')));
    await assertFails(getDoc(joinRef(disabledBob(), 'live', 'disabledBob')));
  });
  it('a heartbeat is rewritten at most once per 10 s', async () => {
    await assertSucceeds(setDoc(viewerRef(otherUser(), 'live', 'bob'), heartbeat()));
    // The one just written is less than 10 s old only if this next request arrives quickly: dated
    // ahead instead, its 10 s cannot have passed however long the request takes on a loaded machine.
    await lastBeatOf('bob', at(HOUR));
    await assertFails(setDoc(viewerRef(otherUser(), 'live', 'bob'), heartbeat()));
  });
  const leave = (ctx: RulesTestContext, uid: string, seenAt = Timestamp.fromMillis(LEFT_SEEN_AT_MS)) =>
    updateDoc(viewerRef(ctx, 'live', uid), { seenAt });
  const viewersNow = async () =>
    (
      await getCountFromServer(
        query(
          collection(admin().firestore(), COLLECTIONS.events, 'live', COLLECTIONS.viewers),
          where('seenAt', '>', at(-75_000)),
        ),
      )
    ).data().count;
  it('leaving backdates one’s own heartbeat to the epoch, and a left viewer is not counted', async () => {
    expect(await viewersNow()).toBe(2); // bob and disabledBob, a minute ago
    await assertFails(leave(user(), 'bob'));
    await assertSucceeds(leave(otherUser(), 'bob'));
    expect(await viewersNow()).toBe(1);
    // Leaving changes nothing else, and only to the epoch.
    await lastBeatOf('bob', at(-60_000));
    await assertFails(leave(otherUser(), 'bob', at(-HOUR)));
    await assertFails(
      updateDoc(viewerRef(otherUser(), 'live', 'bob'), { seenAt: Timestamp.fromMillis(0), expireAt: at(2 * HOUR) }),
    );
  });
  it('returning after leaving is an ordinary beat, allowed at once: counted again (issue 31)', async () => {
    await assertSucceeds(join(user(), 'live', 'alice'));
    await lastBeatOf('alice', at(-11_000));
    await assertSucceeds(leave(user(), 'alice'));
    await assertSucceeds(setDoc(viewerRef(user(), 'live', 'alice'), heartbeat()));
    expect(await viewersNow()).toBe(3);
  });
  it('against a script, leave-and-return stays at one of each per 10 s: a leave only 10 s after the last beat', async () => {
    await assertSucceeds(join(user(), 'live', 'alice'));
    // Dated ahead, the last beat's 10 s cannot have passed however long the next request takes.
    await lastBeatOf('alice', at(HOUR));
    await assertFails(leave(user(), 'alice'));
    await lastBeatOf('alice', at(-11_000));
    await assertSucceeds(leave(user(), 'alice'));
    await assertSucceeds(setDoc(viewerRef(user(), 'live', 'alice'), heartbeat()));
    // Just returned: a second leave (and so a second return) waits 10 s.
    await assertFails(leave(user(), 'alice'));
    await assertFails(setDoc(viewerRef(user(), 'live', 'alice'), heartbeat()));
  });
  it('a leave after a leave is refused: a leave only from a present beat (issue 41)', async () => {
    await assertSucceeds(join(user(), 'live', 'alice'));
    await lastBeatOf('alice', at(-11_000));
    await assertSucceeds(leave(user(), 'alice'));
    // Left, its `seenAt` is the epoch, always 10 s past: a script's second leave, and its
    // fifteenth, are refused however long it waits.
    for (let again = 0; again < 3; again++) await assertFails(leave(user(), 'alice'));
    // A return is a beat, accepted at once; the next leave waits 10 s after it.
    await assertSucceeds(setDoc(viewerRef(user(), 'live', 'alice'), heartbeat()));
    await assertFails(leave(user(), 'alice'));
    await lastBeatOf('alice', at(-11_000));
    await assertSucceeds(leave(user(), 'alice'));
  });
  it('a disabled account cannot leave (nor beat): the write needs an active citizen (issue 41)', async () => {
    await assertFails(leave(disabledBob(), 'disabledBob'));
    await assertFails(setDoc(viewerRef(disabledBob(), 'live', 'disabledBob'), heartbeat()));
    // Left already, it stays refused.
    await lastBeatOf('disabledBob', Timestamp.fromMillis(LEFT_SEEN_AT_MS));
    await assertFails(leave(disabledBob(), 'disabledBob'));
  });
  it('a deleted or demoted account with a still-valid token cannot leave nor beat: the record decides, not the token', async () => {
    // Deleted: the token still says `user`, but the account record is gone (docs/privacy.md).
    await env().withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore(), COLLECTIONS.users, 'bob')));
    await assertFails(leave(otherUser(), 'bob'));
    await assertFails(setDoc(viewerRef(otherUser(), 'live', 'bob'), heartbeat()));
    // Demoted to no role: the stale token still carries `user`.
    await env().withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), COLLECTIONS.users, 'bob'), { role: '', status: 'active' }, { merge: true }),
    );
    await assertFails(leave(otherUser(), 'bob'));
    await assertFails(setDoc(viewerRef(otherUser(), 'live', 'bob'), heartbeat()));
  });
  it('a leave on a heartbeat that is gone (removed when the event ended) is refused, so the page reads before it leaves', async () => {
    await env().withSecurityRulesDisabled((ctx) => deleteDoc(viewerRef(ctx, 'live', 'bob')));
    await assertFails(leave(otherUser(), 'bob'));
    // The room's form (features/events/api/presence.ts): read in a transaction, mark left only a
    // present heartbeat. On a removed one it writes nothing, so nothing is refused.
    const bob = otherUser();
    const ref = viewerRef(bob, 'live', 'bob');
    await assertSucceeds(
      runTransaction(bob.firestore(), async (tx) => {
        const seenAt = (await tx.get(ref)).get('seenAt') as Timestamp | undefined;
        if (seenAt && seenAt.toMillis() !== LEFT_SEEN_AT_MS) tx.update(ref, { seenAt: Timestamp.fromMillis(0) });
      }),
    );
    expect((await getDoc(viewerRef(admin(), 'live', 'bob'))).exists()).toBe(false);
  });
  it('a viewer removes their own heartbeat when leaving, not anyone else’s', async () => {
    await assertFails(deleteDoc(viewerRef(user(), 'live', 'bob')));
    await assertSucceeds(deleteDoc(viewerRef(otherUser(), 'live', 'bob')));
  });
  it('only admins count viewers; a user reads only their own heartbeat', async () => {
    const viewers = (ctx: RulesTestContext) =>
      collection(ctx.firestore(), COLLECTIONS.events, 'live', COLLECTIONS.viewers);
    await assertSucceeds(getCountFromServer(query(viewers(admin()), where('seenAt', '>', at(-75_000)))));
    await assertFails(getCountFromServer(viewers(user())));
    await assertFails(getCountFromServer(viewers(visitor())));
    await assertSucceeds(getDoc(viewerRef(otherUser(), 'live', 'bob')));
    await assertFails(getDoc(viewerRef(user(), 'live', 'bob')));
    // A disabled account whose token is still valid no longer reads even its own heartbeat.
    await assertFails(getDoc(viewerRef(disabledBob(), 'live', 'disabledBob')));
  });
  it('an admin cannot forge or remove heartbeats of viewers', async () => {
    await assertFails(setDoc(viewerRef(admin(), 'live', 'carol'), heartbeat()));
    await assertFails(deleteDoc(viewerRef(admin(), 'live', 'bob')));
  });
});

describe('viewer samples (the sparkline)', () => {
  const sampleRef = (ctx: RulesTestContext, minute = '2') => sub(ctx, 'live', COLLECTIONS.viewerSamples, minute);
  it('an admin records a sample at server time', async () => {
    await assertSucceeds(setDoc(sampleRef(admin()), { at: serverTimestamp(), count: 12 }));
  });
  it('a sample is a non-negative whole count with nothing else', async () => {
    await assertFails(setDoc(sampleRef(admin()), { at: serverTimestamp(), count: -1 }));
    await assertFails(setDoc(sampleRef(admin()), { at: serverTimestamp(), count: 1.5 }));
    await assertFails(setDoc(sampleRef(admin()), { at: at(-HOUR), count: 1 }));
    await assertFails(setDoc(sampleRef(admin()), { at: serverTimestamp(), count: 1, note: 'x' }));
    await assertFails(deleteDoc(sampleRef(admin(), '1')));
  });
  it('users and visitors neither read nor write samples', async () => {
    await assertFails(setDoc(sampleRef(user()), { at: serverTimestamp(), count: 1 }));
    await assertFails(setDoc(sampleRef(visitor()), { at: serverTimestamp(), count: 1 }));
    await assertFails(getDoc(sampleRef(user(), '1')));
    await assertSucceeds(getDoc(sampleRef(admin(), '1')));
  });
});

describe('reactions', () => {
  it('a user sends a first reaction in the live event', async () => {
    await assertSucceeds(setDoc(reactionRef(otherUser(), 'membersLive', 'bob'), react('heart'), { merge: true }));
  });
  it('a user adds one reaction after the one-second limit', async () => {
    await assertSucceeds(setDoc(reactionRef(user(), 'live', 'alice'), react('heart'), { merge: true }));
  });
  it('a second reaction within a second is refused (rate limit)', async () => {
    await assertSucceeds(setDoc(reactionRef(user(), 'live', 'alice'), react('wow'), { merge: true }));
    // As for heartbeats: the last reaction dated ahead, so its second has not passed when the next
    // one arrives, however slow the machine.
    await env().withSecurityRulesDisabled((ctx) => updateDoc(reactionRef(ctx, 'live', 'alice'), { sentAt: at(HOUR) }));
    await assertFails(setDoc(reactionRef(user(), 'live', 'alice'), react('wow'), { merge: true }));
  });
  it('a reaction adds exactly one to the counter it names', async () => {
    const ref = reactionRef(user(), 'live', 'alice');
    await assertFails(
      setDoc(ref, { counts: { clap: increment(2) }, last: 'clap', sentAt: serverTimestamp() }, { merge: true }),
    );
    await assertFails(
      setDoc(ref, { counts: { heart: increment(1) }, last: 'clap', sentAt: serverTimestamp() }, { merge: true }),
    );
    await assertFails(
      setDoc(
        ref,
        { counts: { clap: increment(1), heart: increment(1) }, last: 'clap', sentAt: serverTimestamp() },
        { merge: true },
      ),
    );
    await assertFails(updateDoc(ref, { counts: { clap: 0 }, last: 'clap', sentAt: serverTimestamp() }));
  });
  it('only the known emoji, at server time, with no extra fields', async () => {
    const ref = reactionRef(otherUser(), 'membersLive', 'bob');
    await assertFails(setDoc(ref, react('poop')));
    await assertFails(setDoc(ref, { counts: { clap: 1 }, last: 'clap', sentAt: at(-HOUR) }));
    await assertFails(setDoc(ref, { ...react('clap'), role: 'admin' }));
    await assertFails(setDoc(ref, { counts: { clap: 5 }, last: 'clap', sentAt: serverTimestamp() }));
    await assertFails(setDoc(ref, { counts: 'many', last: 'clap', sentAt: serverTimestamp() }));
  });
  it('a user cannot react as someone else, nor delete reactions', async () => {
    await assertFails(setDoc(reactionRef(user(), 'live', 'bob'), react('clap'), { merge: true }));
    await assertFails(setDoc(reactionRef(user(), 'live', 'carol'), react('clap'), { merge: true }));
    await assertFails(deleteDoc(reactionRef(user(), 'live', 'alice')));
  });
  it('no reactions in an event that is not live, nor from visitors or accounts without a role', async () => {
    await assertFails(setDoc(reactionRef(user(), 'scheduled', 'alice'), react('clap')));
    await assertFails(setDoc(reactionRef(user(), 'ended', 'alice'), react('clap')));
    await assertFails(setDoc(reactionRef(visitor(), 'live', 'anon'), react('clap')));
    await assertFails(setDoc(reactionRef(noRole(), 'live', 'nobody'), react('clap')));
    await assertFails(setDoc(reactionRef(admin(), 'live', 'carol'), react('clap')));
  });
  it('a user reads only their own counters; an admin sums everyone’s', async () => {
    await assertSucceeds(getDoc(reactionRef(user(), 'live', 'alice')));
    await assertFails(getDoc(reactionRef(user(), 'live', 'bob')));
    await assertFails(getDocs(collection(user().firestore(), COLLECTIONS.events, 'live', COLLECTIONS.reactions)));
    await assertSucceeds(getDocs(collection(admin().firestore(), COLLECTIONS.events, 'live', COLLECTIONS.reactions)));
  });
});

describe('the reaction pulse, shards, claims and the live lock: server-written', () => {
  const pulse = (ctx: RulesTestContext, id: EventName = 'live') => sub(ctx, id, COLLECTIONS.stats, 'reactions');
  it('users and admins read the pulse of an announced event', async () => {
    await assertSucceeds(getDoc(pulse(user())));
    await assertSucceeds(getDoc(pulse(admin())));
    await assertSucceeds(getDoc(pulse(admin(), 'draft')));
  });
  it('visitors, accounts without a role and users of a draft cannot read it', async () => {
    await assertFails(getDoc(pulse(visitor())));
    await assertFails(getDoc(pulse(noRole())));
    await assertFails(getDoc(pulse(user(), 'draft')));
  });
  it('nobody writes the pulse or the lock from a client', async () => {
    for (const ctx of [visitor(), user(), admin()]) {
      await assertFails(setDoc(pulse(ctx), { totals: { clap: 1000 }, at: serverTimestamp() }));
      await assertFails(setDoc(doc(ctx.firestore(), LIVE_LOCK.collection, LIVE_LOCK.doc), { eventId: null }));
      await assertFails(getDoc(doc(ctx.firestore(), LIVE_LOCK.collection, LIVE_LOCK.doc)));
    }
  });
});
