/**
 * The room's presence writes (issue 31): React's double mount, and a viewer who leaves and comes
 * back within seconds, never send a write the rules refuse (firestore.rules "Heartbeats": a beat
 * or a leave at most once per 10 s after the last beat, a return at once over a left heartbeat).
 * Firestore is replaced here; tests/rules/firestore/events.test.ts holds the rules to the same
 * forms and tests/e2e/live-events.test.ts runs the room against the emulators.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Stored = { seenAt: { toMillis: () => number } } | null;
const server = vi.hoisted(() => ({ doc: null as Stored, writes: [] as string[] }));
vi.mock('@/lib/firebase/firestore', () => ({ firestore: {} }));
vi.mock('./event-refs', () => ({ viewerRef: () => 'viewer', viewerJoinRef: () => 'join' }));
vi.mock('firebase/firestore', () => {
  const at = (ms: number) => ({ toMillis: () => ms });
  return {
    serverTimestamp: () => 'now',
    Timestamp: { fromMillis: at },
    runTransaction: async (_db: unknown, run: (tx: unknown) => Promise<void>) => {
      const staged: string[] = [];
      await run({
        get: async () => ({ exists: () => server.doc !== null, get: () => server.doc?.seenAt }),
        set: (ref: string) => staged.push(ref === 'join' ? 'join' : server.doc ? 'beat' : 'create'),
        update: () => staged.push('leave'),
      });
      if (staged.length) server.writes.push(staged.filter((w) => w !== 'join').join());
      if (staged.length) server.doc = { seenAt: at(staged.includes('leave') ? 0 : Date.now()) };
    },
    setDoc: async () => {
      server.writes.push('beat');
      server.doc = { seenAt: at(Date.now()) };
    },
    updateDoc: async () => {
      // As the rules do: an update of a heartbeat that is gone is refused (it reads no document).
      if (!server.doc)
        throw Object.assign(new Error('PERMISSION_DENIED: Null value error'), { code: 'permission-denied' });
      server.writes.push('leave');
      server.doc = { seenAt: at(0) };
    },
  };
});

const { presenceOf } = await import('./presence');
let room = 0;
/** A fresh event for each test: presences live for the page. */
const open = () => presenceOf(`event-${++room}`, 'u1');
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  server.doc = null;
  server.writes = [];
});
afterEach(() => vi.useRealTimers());

describe('presence', () => {
  it('React’s double mount (arrive, depart, arrive) joins once and leaves nothing behind', async () => {
    const presence = open();
    presence.arrive();
    presence.depart();
    presence.arrive();
    await settle();
    await vi.advanceTimersByTimeAsync(12_000);
    expect(server.writes).toEqual(['create']);
  });

  it('follows a longer beat from the event document: the next beat comes at the new interval (issue 45)', async () => {
    const presence = open();
    presence.arrive();
    await settle();
    expect(server.writes).toEqual(['create']);
    // The live audience outgrew the event's settings: 125 s beats (docs/scale.md).
    presence.follow({ heartbeatMs: 125_000, viewerStaleMs: 312_500 });
    await vi.advanceTimersByTimeAsync(119_000);
    expect(server.writes).toEqual(['create']);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(server.writes).toEqual(['create', 'beat']);
    presence.depart(true);
  });

  it('a leave within 11 s of the last beat waits until then; back before it, nothing is written', async () => {
    const presence = open();
    presence.arrive();
    await settle();
    presence.depart();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.writes).toEqual(['create']);
    presence.arrive();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.writes).toEqual(['create']);
    presence.depart();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.writes).toEqual(['create', 'leave']);
  });

  it('returning after a leave is a beat over the left heartbeat, at once', async () => {
    const presence = open();
    presence.arrive();
    await settle();
    await vi.advanceTimersByTimeAsync(11_000);
    presence.depart();
    await settle();
    presence.arrive();
    await settle();
    expect(server.writes).toEqual(['create', 'leave', 'beat']);
  });

  it('a page closed within 11 s of its beat sends no leave (the heartbeat goes stale instead)', async () => {
    const presence = open();
    presence.arrive();
    await settle();
    presence.depart(true);
    await settle();
    expect(server.writes).toEqual(['create']);
  });

  it('a page that finds a fresh heartbeat (a reload, another tab) writes nothing until its next beat', async () => {
    const seenAt = Date.now() - 5_000;
    server.doc = { seenAt: { toMillis: () => seenAt } };
    open().arrive();
    await settle();
    expect(server.writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(36_000);
    expect(server.writes).toEqual(['beat']);
  });

  it('a leave after the event’s end removed the heartbeat writes nothing and is not refused (issue 41)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const presence = open();
    presence.arrive();
    await settle();
    await vi.advanceTimersByTimeAsync(12_000);
    server.doc = null; // endEvent (or the clean-up) removed it while the room was open
    presence.depart();
    await settle();
    expect(server.writes).toEqual(['create']);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a leave over a heartbeat already left (another tab left it) writes nothing (issue 41)', async () => {
    const presence = open();
    presence.arrive();
    await settle();
    await vi.advanceTimersByTimeAsync(12_000);
    server.doc = { seenAt: { toMillis: () => 0 } };
    presence.depart();
    await settle();
    expect(server.writes).toEqual(['create']);
  });
});
