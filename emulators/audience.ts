/**
 * The simulated audience of `npm run dev` (docs/demo-data.md, "The audience") and the load of the
 * dev-start benchmark: `size` of the demo's citizens, each signed in with the web SDK against the
 * emulators like a browser, each in the live room on its own clock — heartbeating, commenting,
 * asking and upvoting questions, reacting, voting in whatever poll is pushed live (and seeing the
 * sponsor's, sometimes clicking it) or answering the live question pushed live, joining and answering the game an admin starts. Everything
 * goes through the same rules and callables as the browser: a member's writes are the app's
 * writes (web/src/features/…/api), checked by firestore.rules; nothing here uses the Admin SDK.
 *
 *   tsx emulators/audience.ts [--size N]     (the launcher starts it with the stack's environment)
 */
import {
  COLLECTIONS,
  FUNCTIONS_REGION,
  HEARTBEAT_MS,
  REACTION_IDS,
  VIEWER_TTL_MS,
  answerDocId,
  askForReactionPulse,
  isLiveQuestionKind,
  type CallableName,
  type ImpressionDoc,
  type LiveQuestionSettings,
  type PlayerAnswerWrite,
  type PollKind,
  type ReactionDoc,
  type RequestOf,
  type ResponseOf,
  type ViewerDoc,
  type ViewerJoinDoc,
  type VoteDoc,
} from '@civic/domain';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  writeBatch,
  type DocumentSnapshot,
  type FieldValue,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { emulatorAddress, PROJECT_ID } from './config.js';
import { AUDIENCE_LINES, AUDIENCE_QUESTIONS, demoLiveAnswer } from './demo/content.js';
import { startCaptioner } from './demo/captioner.js';
import { audienceAccounts, type DemoCitizen } from './demo/people.js';

/** The line the audience prints once every member is in (the launcher waits for it). */
export const AUDIENCE_READY = 'Audience:';

/** How often, on average, one member does each thing (ms): a lively but human room. */
const PACE = { comment: 75_000, react: 20_000, upvote: 90_000, voteWithin: 25_000 } as const;

/** What the audience sent, by kind: client writes (checked by the rules) and callable calls. */
export interface AudienceStats {
  writes: Record<'heartbeat' | 'join' | 'vote' | 'impression' | 'upvote' | 'reaction' | 'answer' | 'leave', number>;
  calls: Partial<Record<CallableName, number>>;
  refused: number;
}

const jitter = (ms: number) => ms * (0.5 + Math.random());
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

interface LiveEvent {
  id: string;
  title: string;
  livePollId: string | null;
}

class Member {
  private app: FirebaseApp;
  private db: Firestore;
  private functions: Functions;
  private uid = '';
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private listeners: Unsubscribe[] = [];
  private event: LiveEvent | null = null;
  private joined = false;
  private handledPolls = new Set<string>();
  private asking: Promise<unknown> = Promise.resolve();
  private game: { id: string; joined: boolean; answered: Set<number>; offsetMs: number } | null = null;
  private stopped = false;

  constructor(
    private readonly account: DemoCitizen,
    private readonly stats: AudienceStats,
  ) {
    this.app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `audience-${account.uid}`);
    this.db = getFirestore(this.app);
    const firestore = emulatorAddress('firestore');
    connectFirestoreEmulator(this.db, firestore.host, firestore.port);
    this.functions = getFunctions(this.app, FUNCTIONS_REGION);
    const fn = emulatorAddress('functions');
    connectFunctionsEmulator(this.functions, fn.host, fn.port);
  }

  /** Signs in and starts following the room and the game; resolves once the first event snapshot came. */
  async start(): Promise<LiveEvent | null> {
    const auth = getAuth(this.app);
    connectAuthEmulator(auth, emulatorAddress('auth').origin, { disableWarnings: true });
    const { user } = await signInWithEmailAndPassword(auth, this.account.email, this.account.password);
    this.uid = user.uid;
    const firstEvent = new Promise<LiveEvent | null>((resolve) => {
      this.listeners.push(
        onSnapshot(
          query(collection(this.db, COLLECTIONS.events), where('status', '==', 'live'), limit(1)),
          (snapshot) => {
            const live = snapshot.docs[0];
            this.onEvent(
              live
                ? {
                    id: live.id,
                    title: String(live.get('title')),
                    livePollId: (live.get('livePollId') as string | null) ?? null,
                  }
                : null,
            );
            resolve(this.event);
          },
          () => resolve(null),
        ),
      );
    });
    this.listeners.push(
      onSnapshot(
        query(collection(this.db, COLLECTIONS.games), orderBy('createdAt', 'desc'), limit(1)),
        (snapshot) => this.onGame(snapshot.docs[0]),
        () => undefined,
      ),
    );
    this.every(PACE.comment, () => this.post());
    this.every(PACE.react, () => this.react());
    this.every(PACE.upvote, () => this.upvote());
    return firstEvent;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const unsubscribe of this.listeners) unsubscribe();
    if (this.event && this.joined) await this.leave(this.event.id);
    await deleteApp(this.app);
  }

  private later(ms: number, work: () => unknown): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) void Promise.resolve(work()).catch(() => this.stats.refused++);
    }, ms);
    this.timers.add(timer);
  }

  /** Repeats `work` at random intervals averaging `meanMs`, starting at a random point. */
  private every(meanMs: number, work: () => Promise<unknown>): void {
    const next = () =>
      this.later(jitter(meanMs), async () => {
        try {
          await work();
        } finally {
          next();
        }
      });
    next();
  }

  private async call<K extends CallableName>(name: K, data: RequestOf<K>): Promise<ResponseOf<K>> {
    this.stats.calls[name] = (this.stats.calls[name] ?? 0) + 1;
    const response = await httpsCallable<RequestOf<K>, ResponseOf<K>>(this.functions, name, { timeout: 120_000 })(data);
    return response.data;
  }

  // ---- the room ----------------------------------------------------------------------------

  private onEvent(next: LiveEvent | null): void {
    const previous = this.event;
    this.event = next;
    if (previous?.id !== next?.id) {
      if (previous && this.joined) void this.leave(previous.id);
      this.joined = false;
      if (next) this.later(Math.random() * 3000, () => this.beat());
    }
    if (next?.livePollId && !this.handledPolls.has(next.livePollId)) {
      this.handledPolls.add(next.livePollId);
      const pollId = next.livePollId;
      this.later(2000 + Math.random() * PACE.voteWithin, () => this.answerPoll(pollId));
    }
  }

  /** The room's heartbeat (web/src/features/events/api/presence.ts): a join first, then beats. */
  private async beat(): Promise<void> {
    const event = this.event;
    if (!event || this.stopped) return;
    const viewer = doc(this.db, COLLECTIONS.events, event.id, COLLECTIONS.viewers, this.uid);
    const heartbeat = {
      seenAt: serverTimestamp(),
      expireAt: Timestamp.fromMillis(Date.now() + VIEWER_TTL_MS),
    } satisfies ViewerDoc<FieldValue | Timestamp>;
    try {
      if (this.joined) {
        this.stats.writes.heartbeat++;
        await setDoc(viewer, heartbeat);
      } else {
        this.stats.writes.join++;
        await writeBatch(this.db)
          .set(viewer, heartbeat)
          .set(doc(this.db, COLLECTIONS.events, event.id, COLLECTIONS.viewerJoins, this.uid), {
            at: serverTimestamp(),
          } satisfies ViewerJoinDoc<FieldValue>)
          .commit();
        this.joined = true;
      }
    } catch {
      // Refused (a rejoin within 10 s, the event just ended): the next beat tries the other form.
      this.stats.refused++;
      this.joined = !this.joined;
    }
    if (this.event?.id === event.id) this.later(jitter(HEARTBEAT_MS * 0.33) + HEARTBEAT_MS * 0.83, () => this.beat());
  }

  private async leave(eventId: string): Promise<void> {
    this.stats.writes.leave++;
    await deleteDoc(doc(this.db, COLLECTIONS.events, eventId, COLLECTIONS.viewers, this.uid)).catch(() => undefined);
  }

  private async post(): Promise<void> {
    if (!this.event) return;
    const question = Math.random() < 0.25;
    await this.call('postComment', {
      eventId: this.event.id,
      kind: question ? 'question' : 'comment',
      text: question ? pick(AUDIENCE_QUESTIONS) : pick(AUDIENCE_LINES),
      requestId: randomUUID(),
    });
  }

  /** One upvote on a recent question of someone else's that this member has not upvoted yet. */
  private async upvote(): Promise<void> {
    if (!this.event) return;
    const eventId = this.event.id;
    const questions = await getDocs(
      query(
        collection(this.db, COLLECTIONS.events, eventId, COLLECTIONS.comments),
        where('status', 'in', ['visible']),
        where('kind', '==', 'question'),
        orderBy('createdAt', 'desc'),
        limit(10),
      ),
    );
    const others = questions.docs.filter((q) => q.get('authorUid') !== this.uid);
    if (others.length === 0) return;
    const question = pick(others);
    const mine = doc(question.ref, COLLECTIONS.upvotes, this.uid);
    if ((await getDoc(mine)).exists()) return;
    this.stats.writes.upvote++;
    await setDoc(mine, { at: serverTimestamp(), uid: this.uid, eventId });
  }

  /** A reaction (+1 on the member's own counter), then the pulse asked for as the room's page does. */
  private async react(): Promise<void> {
    if (!this.event || !this.joined) return;
    const eventId = this.event.id;
    const id = pick(REACTION_IDS);
    this.stats.writes.reaction++;
    await setDoc(
      doc(this.db, COLLECTIONS.events, eventId, COLLECTIONS.reactions, this.uid),
      { counts: { [id]: increment(1) }, last: id, sentAt: serverTimestamp() } satisfies ReactionDoc<
        FieldValue,
        FieldValue
      >,
      { merge: true },
    );
    this.asking = this.asking.then(() =>
      askForReactionPulse(
        () => this.call('publishReactions', { eventId }),
        (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      ).catch(() => this.stats.refused++),
    );
  }

  /**
   * The pushed poll: an ad poll's impression (and now and then its sponsor's link), then a vote;
   * a live question is answered instead.
   */
  private async answerPoll(pollId: string): Promise<void> {
    const poll = await getDoc(doc(this.db, COLLECTIONS.polls, pollId));
    if (!poll.exists()) return;
    if (isLiveQuestionKind(poll.get('kind') as PollKind)) {
      await this.answerLiveQuestion(pollId, poll.get('settings') as LiveQuestionSettings);
      return;
    }
    if (poll.get('kind') === 'ad') {
      const impression = doc(this.db, COLLECTIONS.polls, pollId, COLLECTIONS.impressions, this.uid);
      if (!(await getDoc(impression)).exists()) {
        this.stats.writes.impression++;
        await setDoc(impression, { seenAt: serverTimestamp() } satisfies ImpressionDoc<FieldValue>);
      }
      if (Math.random() < 0.1) await this.call('recordAdClick', { pollId });
    }
    const vote = doc(this.db, COLLECTIONS.polls, pollId, COLLECTIONS.votes, this.uid);
    if ((await getDoc(vote)).exists()) return;
    this.stats.writes.vote++;
    await setDoc(vote, {
      optionId: pick(poll.get('optionIds') as string[]),
      votedAt: serverTimestamp(),
    } satisfies VoteDoc<FieldValue>);
  }

  /**
   * A live question pushed live: one answer through `submitLiveResponse`, as the room's card sends
   * it, unless this member has answered it (its own `respondents/{uid}`). The answer shares the
   * posts' 5 s interval: refused for it (a post just sent), it is sent once more when allowed.
   */
  private async answerLiveQuestion(pollId: string, settings: LiveQuestionSettings, retry = true): Promise<void> {
    const event = this.event;
    if (!event || event.livePollId !== pollId) return;
    if ((await getDoc(doc(this.db, COLLECTIONS.polls, pollId, COLLECTIONS.liveRespondents, this.uid))).exists()) return;
    const request = {
      eventId: event.id,
      pollId,
      response: demoLiveAnswer(settings, Math.random),
      requestId: randomUUID(),
    };
    try {
      await this.call('submitLiveResponse', request);
    } catch (error) {
      const wait = (error as { details?: { retryAfterSeconds?: number } }).details?.retryAfterSeconds;
      if (!retry || (error as { code?: string }).code !== 'functions/resource-exhausted') throw error;
      this.stats.refused++;
      this.later(((wait ?? 5) + 1) * 1000, () => this.answerLiveQuestion(pollId, settings, false));
    }
  }

  // ---- the game ----------------------------------------------------------------------------

  private onGame(snapshot: DocumentSnapshot | undefined): void {
    if (!snapshot?.exists() || snapshot.get('active') !== true) return;
    if (this.game?.id !== snapshot.id) this.game = { id: snapshot.id, joined: false, answered: new Set(), offsetMs: 0 };
    const game = this.game;
    if (!game.joined) {
      game.joined = true;
      this.later(Math.random() * 4000, async () => {
        const sentAt = Date.now();
        const { serverNow } = await this.call('joinGame', {
          gameId: game.id,
          displayName: this.account.displayName.split(' ')[0]!,
          extendedTimeRequested: false,
        });
        game.offsetMs = serverNow - (sentAt + Date.now()) / 2;
      });
    }
    const index = snapshot.get('questionIndex') as number;
    if (snapshot.get('phase') !== 'question' || game.answered.has(index)) return;
    game.answered.add(index);
    const opensAt = (snapshot.get('answersOpenAt') as Timestamp).toMillis() - game.offsetMs;
    const limitMs = (snapshot.get('question.timeLimitSec') as number) * 1000;
    const answers = (snapshot.get('question.answers') as string[]).length;
    this.later(Math.max(0, opensAt - Date.now()) + 800 + Math.random() * limitMs * 0.6, async () => {
      this.stats.writes.answer++;
      await setDoc(doc(this.db, COLLECTIONS.games, game.id, COLLECTIONS.gameAnswers, answerDocId(index, this.uid)), {
        uid: this.uid,
        questionIndex: index,
        answerIndex: Math.floor(Math.random() * answers),
        answeredAt: serverTimestamp(),
      } satisfies PlayerAnswerWrite<FieldValue>);
    });
  }
}

export interface Audience {
  size: number;
  /** The live event's title when the audience came in, or null when none was live. */
  eventTitle: string | null;
  stats: AudienceStats;
  /** Counted from when every member was in. */
  startedAt: number;
  stop(): Promise<void>;
}

/** Signs in `size` demo citizens (a few at a time) and lets each live in the room on its own. */
export async function startAudience(size: number): Promise<Audience> {
  const stats: AudienceStats = {
    writes: { heartbeat: 0, join: 0, vote: 0, impression: 0, upvote: 0, reaction: 0, answer: 0, leave: 0 },
    calls: {},
    refused: 0,
  };
  const members = audienceAccounts(size).map((account) => new Member(account, stats));
  // The live captions a newcomer sees in the room within the first minute.
  const captioner = await startCaptioner();
  const events: (LiveEvent | null)[] = [];
  for (let i = 0; i < members.length; i += 10) {
    events.push(...(await Promise.all(members.slice(i, i + 10).map((m) => m.start()))));
  }
  return {
    size,
    eventTitle: events.find(Boolean)?.title ?? null,
    stats,
    startedAt: Date.now(),
    stop: async () => {
      await Promise.all([...members.map((m) => m.stop()), captioner.stop()]);
    },
  };
}

/** One line: how much the audience wrote, per second, since `startedAt`. */
export function describeRate(audience: Pick<Audience, 'stats' | 'startedAt' | 'size'>): string {
  const seconds = (Date.now() - audience.startedAt) / 1000;
  const writes = Object.values(audience.stats.writes).reduce((a, b) => a + b, 0);
  const calls = Object.values(audience.stats.calls).reduce((a, b) => a + (b ?? 0), 0);
  return (
    `${audience.size} members over ${seconds.toFixed(0)} s: ${(writes / seconds).toFixed(2)} client writes/s, ` +
    `${(calls / seconds).toFixed(2)} callable calls/s (${((writes + calls) / seconds).toFixed(2)} requests/s), ` +
    `${audience.stats.refused} refused`
  );
}

function sizeFromArgs(args: string[]): number {
  const at = args.findIndex((a) => a === '--size' || a.startsWith('--size='));
  if (at === -1) return 12;
  const value = args[at]!.includes('=') ? args[at]!.split('=')[1] : args[at + 1];
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`--size must be a whole number of at least 1, got "${value}"`);
  return size;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const audience = await startAudience(sizeFromArgs(process.argv.slice(2)));
  console.log(
    `${AUDIENCE_READY} ${audience.size} citizens ` +
      (audience.eventTitle ? `in the room of “${audience.eventTitle}”` : 'signed in, waiting for an event to go live'),
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log(`Audience: leaving the room (${describeRate(audience)}).`);
    await audience.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
