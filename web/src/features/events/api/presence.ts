import {
  HEARTBEAT_MIN_GAP_MS,
  HEARTBEAT_MS,
  LEFT_SEEN_AT_MS,
  VIEWER_STALE_MS,
  VIEWER_TTL_MS,
  type EventAudienceSettings,
  type ViewerDoc,
  type ViewerJoinDoc,
} from '@civic/domain';
import { runTransaction, serverTimestamp, setDoc, Timestamp, updateDoc, type FieldValue } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { viewerJoinRef, viewerRef } from './event-refs';

/** Spreads the beats of a room that opened at once (see functions/src/events/lib/presence.ts). */
const JITTER_MS = 5_000;
/**
 * The rules' 10 s gap, counted from when this page heard its last beat acknowledged (the server's
 * `seenAt` is before that), with a second's margin: a beat or leave sent then is never refused.
 */
const SAFE_GAP_MS = HEARTBEAT_MIN_GAP_MS + 1_000;

const heartbeat = (): ViewerDoc<FieldValue | Timestamp> => ({
  seenAt: serverTimestamp(),
  expireAt: Timestamp.fromMillis(Date.now() + VIEWER_TTL_MS),
});

/**
 * One page's presence in one live event, shared by every mount of the room, so React's double
 * mount and a viewer back within seconds never send a write the rules refuse (docs/live-events.md
 * "Presence"). Writes run one after another. Arriving: a transaction reads the heartbeat and
 * creates it with the join record, or beats over a left one (a return), or, when another tab or
 * an earlier page of this one left it present, writes nothing. Leaving backdates it, at once if
 * the last beat is 11 s old, otherwise when it is (and not at all if the viewer is back first).
 */
class Presence {
  /** Whether a room of this page is open and visible now. */
  private wanted = false;
  /** Whether the server holds this viewer present, as far as this page knows. */
  private present = false;
  /** performance.now() when the last beat (or a read of a present one) was acknowledged. */
  private lastBeatMs = 0;
  private queue: Promise<void> = Promise.resolve();
  private beatTimer: ReturnType<typeof setTimeout> | undefined;
  private leaveTimer: ReturnType<typeof setTimeout> | undefined;
  /** The event's beat and "viewers now" window (EventDoc.audience; docs/scale.md). */
  private beatMs = HEARTBEAT_MS;
  private staleMs = VIEWER_STALE_MS;

  constructor(
    private readonly eventId: string,
    private readonly uid: string,
  ) {}

  arrive(): void {
    this.wanted = true;
    clearTimeout(this.leaveTimer);
    this.run(async () => {
      if (this.wanted && !this.present) await this.enter();
      this.scheduleBeat();
    });
  }

  /**
   * Follows the event's settings, which reach the room through the event document: a new beat
   * takes effect from the next one.
   */
  follow(settings: Pick<EventAudienceSettings, 'heartbeatMs' | 'viewerStaleMs'> | null): void {
    const beatMs = settings?.heartbeatMs ?? HEARTBEAT_MS;
    const staleMs = settings?.viewerStaleMs ?? VIEWER_STALE_MS;
    if (beatMs === this.beatMs && staleMs === this.staleMs) return;
    this.beatMs = beatMs;
    this.staleMs = staleMs;
    if (this.wanted && this.present) this.scheduleBeat();
  }

  /** `unloading`: the page is going away, so a leave that must wait is not sent at all. */
  depart(unloading = false): void {
    this.wanted = false;
    clearTimeout(this.beatTimer);
    if (unloading) {
      if (this.present && this.sinceBeat() >= SAFE_GAP_MS) void this.leave(true).catch(() => undefined);
      return;
    }
    this.run(async () => {
      if (this.wanted || !this.present) return;
      const wait = SAFE_GAP_MS - this.sinceBeat();
      if (wait <= 0) return this.leave();
      this.leaveTimer = setTimeout(() => this.run(async () => (this.wanted ? undefined : this.leave())), wait);
    });
  }

  private sinceBeat(): number {
    return performance.now() - this.lastBeatMs;
  }

  private run(step: () => Promise<void>): void {
    this.queue = this.queue.then(step).catch((error: unknown) => {
      // Unknown again: the next arrival or beat reads the heartbeat before writing.
      this.present = false;
      console.warn('Heartbeat not recorded', error);
    });
  }

  private async enter(): Promise<void> {
    const ref = viewerRef(this.eventId, this.uid);
    await runTransaction(firestore, async (tx) => {
      const snap = await tx.get(ref);
      const seenAt = snap.get('seenAt') as Timestamp | undefined;
      if (!snap.exists()) {
        tx.set(ref, heartbeat());
        tx.set(viewerJoinRef(this.eventId, this.uid), { at: serverTimestamp() } satisfies ViewerJoinDoc<FieldValue>);
      } else if (
        !seenAt ||
        seenAt.toMillis() === LEFT_SEEN_AT_MS ||
        Date.now() - seenAt.toMillis() > this.staleMs / 2
      ) {
        // A return, or a heartbeat a closed tab left behind: by far more than 10 s old, whatever
        // this device's clock says.
        tx.set(ref, heartbeat());
      }
      // Otherwise present and fresh (another tab, or this page before a reload): counted already.
    });
    this.present = true;
    this.lastBeatMs = performance.now();
  }

  private async beat(): Promise<void> {
    if (!this.wanted) return;
    if (!this.present) return this.enter();
    await setDoc(viewerRef(this.eventId, this.uid), heartbeat());
    this.lastBeatMs = performance.now();
  }

  /**
   * Marks the heartbeat left. The rules take a leave only over a present beat (docs/live-events.md
   * "Presence"), and an update of a heartbeat that is gone is refused: the event's end removes
   * every heartbeat (the room closes a moment later), and another tab may have left it. So the
   * leave reads it in a transaction first and writes only over a present one (issue 41: "Heartbeat
   * not recorded … Null value error"). A page going away writes at once instead: no round trip
   * before it, and no one left to read a refusal.
   */
  private async leave(unloading = false): Promise<void> {
    this.present = false;
    const ref = viewerRef(this.eventId, this.uid);
    const left = { seenAt: Timestamp.fromMillis(LEFT_SEEN_AT_MS) };
    if (unloading) return updateDoc(ref, left);
    await runTransaction(firestore, async (tx) => {
      const seenAt = (await tx.get(ref)).get('seenAt') as Timestamp | undefined;
      if (seenAt && seenAt.toMillis() !== LEFT_SEEN_AT_MS) tx.update(ref, left);
    });
  }

  private scheduleBeat(): void {
    clearTimeout(this.beatTimer);
    if (!this.wanted) return;
    const next = this.beatMs + (Math.random() * 2 - 1) * JITTER_MS;
    const delay = Math.max(SAFE_GAP_MS, next) - this.sinceBeat();
    this.beatTimer = setTimeout(
      () =>
        this.run(async () => {
          await this.beat();
          this.scheduleBeat();
        }),
      Math.max(0, delay),
    );
  }
}

const presences = new Map<string, Presence>();

/** This page's presence of `uid` in `eventId` (one per page, whatever mounts it). */
export function presenceOf(eventId: string, uid: string): Presence {
  const key = `${eventId}/${uid}`;
  let presence = presences.get(key);
  if (!presence) presences.set(key, (presence = new Presence(eventId, uid)));
  return presence;
}
