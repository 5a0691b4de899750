/**
 * A viewer in the live room as the cost benchmark plays it: the writes of the dev audience
 * (emulators/audience.ts: heartbeats, votes, posts, upvotes, reactions and the pulse's asks) and,
 * which that audience leaves out, every listener the room's page opens (web/src/app/live-room.tsx
 * and the hooks it mounts), each counted by the CostCounter. In an event whose feed is on a pulse
 * (`feedMode`), the feed as web/src/features/comments/api/use-pulse-feed.ts reads it: the window
 * once, the digest, the posts a missed publication added by id, merged by domain/src/feed-pulse.ts;
 * and the caption lines as use-caption-lines.ts reads them there: the transcript once, then the
 * digest's lines. Also the control room's share.
 */
import {
  COLLECTIONS,
  COMMENT_LIMITS,
  HEARTBEAT_MS,
  LEFT_SEEN_AT_MS,
  REACTION_IDS,
  POLL_RESULTS_DOC,
  STATS_REACTIONS_DOC,
  VIEWER_SAMPLE_MS,
  VIEWER_STALE_MS,
  VIEWER_TTL_MS,
  FEED_PULSE_DOC,
  applyCaptionDigest,
  applyDigest,
  askForReactionPulse,
  pulseCaptionsFrom,
  pulseFeedFrom,
  withLines,
  withPosts,
  type FeedMode,
  type FeedPulseDoc,
  type FeedPulsePost,
  type PublishReactionsResponse,
  type PulseCaptionLine,
  type PulseCaptionsState,
  type PulseFeedState,
  type ReactionId,
} from '@civic/domain';
import {
  collection,
  collectionGroup,
  doc,
  documentId,
  getCountFromServer,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Query,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { randomUUID } from 'node:crypto';
import type { TestClient } from '../../support/emulators/client.js';
import type { CostCounter } from './cost-counter.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Document ids per `in` query, as the room reads a missed publication's posts. */
const IDS_PER_QUERY = 30;
const millisOf = (time: unknown) => (time instanceof Timestamp ? time.toMillis() : typeof time === 'number' ? time : 0);
const asPost = (snapshot: QueryDocumentSnapshot): FeedPulsePost =>
  ({ ...snapshot.data(), id: snapshot.id }) as FeedPulsePost;

/** What the viewers did together, which the model takes as its input. */
export interface RoomTally {
  joins: number;
  returns: number;
  leaves: number;
  votes: Map<string, number>;
  voters: Set<string>;
  /** Accepted answers to each live question (word cloud). */
  answers: Map<string, number>;
  /** When each vote or answer was accepted (ms), by question: `seenShare` sets them against the publications. */
  answeredAt: Map<string, number[]>;
  posts: number;
  questions: number;
  commenters: Set<string>;
  upvotes: number;
  reactions: number;
  reactors: Set<string>;
  asks: number;
  pulses: number;
  /** Visible posts and questions in the feed's window at each opening of a room. */
  windowAtJoin: { posts: number; questions: number }[];
  captionLinesAtJoin: number[];
  /** Pulse feed: windows read again (missed more than the history) and by-id reads of missed posts. */
  feedReloads: number;
  feedMissedReads: number;
}

export const newRoomTally = (): RoomTally => ({
  joins: 0,
  returns: 0,
  leaves: 0,
  votes: new Map(),
  voters: new Set(),
  answers: new Map(),
  answeredAt: new Map(),
  posts: 0,
  questions: 0,
  commenters: new Set(),
  upvotes: 0,
  reactions: 0,
  reactors: new Set(),
  asks: 0,
  pulses: 0,
  windowAtJoin: [],
  captionLinesAtJoin: [],
  feedReloads: 0,
  feedMissedReads: 0,
});

/** Shared by the room's viewers: what the feed shows now (visible posts, newest first). */
export interface RoomState {
  visible: { id: string; kind: string; author: string }[];
  captionLines: number;
  /** Pushed polls that are live questions: the room mounts the answer card, not the ballot. */
  liveQuestions: Set<string>;
}

export class RoomViewer {
  private readonly uid: string;
  private listeners: Unsubscribe[] = [];
  private pollListeners: Unsubscribe[] = [];
  /** The room's one listener on the viewer's own upvotes, open while a question is shown. */
  private upvoteListener: Unsubscribe | null = null;
  private captionsListening = false;
  /** On a pulse feed: the transcript read once and the digests' lines merged in (null until read). */
  private captions: PulseCaptionsState | null = null;
  private livePollId: string | null = null;
  private tallies: Unsubscribe | null = null;
  private voted = new Set<string>();
  private beat: ReturnType<typeof setTimeout> | undefined;
  present = false;
  /** Time spent in the room so far (for the audience the model is given: viewer-hours). */
  private presentSince = 0;
  presentMs = 0;

  constructor(
    private readonly client: TestClient,
    private readonly eventId: string,
    private readonly counter: CostCounter,
    private readonly tally: RoomTally,
    private readonly room: RoomState,
    /** How the room receives the feed: the event's settings (EventDoc.audience.feedMode). */
    private readonly feedMode: FeedMode = 'live',
  ) {
    this.uid = client.uid!;
  }

  private get db() {
    return this.client.db;
  }

  private eventPath(...segments: string[]) {
    return [COLLECTIONS.events, this.eventId, ...segments] as const;
  }

  /** Opens the room: presence first (web/src/features/events/api/presence.ts), then its listeners. */
  async open(returning: boolean): Promise<void> {
    this.tally.joins++;
    if (returning) this.tally.returns++;
    this.tally.windowAtJoin.push({
      posts: Math.min(COMMENT_LIMITS.pageSize, this.room.visible.length),
      questions: this.room.visible.slice(0, COMMENT_LIMITS.pageSize).filter((c) => c.kind === 'question').length,
    });
    this.tally.captionLinesAtJoin.push(this.room.captionLines);
    await this.enter();
    this.present = true;
    this.presentSince = Date.now();
    this.scheduleBeat();
    this.listenToRoom();
  }

  private async enter(): Promise<void> {
    const viewer = doc(this.db, ...this.eventPath(COLLECTIONS.viewers, this.uid));
    const joinRecord = doc(this.db, ...this.eventPath(COLLECTIONS.viewerJoins, this.uid));
    const heartbeat = { seenAt: serverTimestamp(), expireAt: Timestamp.fromMillis(Date.now() + VIEWER_TTL_MS) };
    const written = await runTransaction(this.db, async (tx) => {
      const snapshot = await tx.get(viewer);
      tx.set(viewer, heartbeat);
      if (snapshot.exists()) return 1;
      tx.set(joinRecord, { at: serverTimestamp() });
      return 2;
    });
    this.counter.read('presence');
    this.counter.wrote('presence', written);
  }

  private scheduleBeat(): void {
    this.beat = setTimeout(
      () => {
        if (!this.present) return;
        const viewer = doc(this.db, ...this.eventPath(COLLECTIONS.viewers, this.uid));
        void setDoc(viewer, { seenAt: serverTimestamp(), expireAt: Timestamp.fromMillis(Date.now() + VIEWER_TTL_MS) })
          .then(() => this.counter.wrote('presence'))
          .catch(() => undefined);
        this.scheduleBeat();
      },
      HEARTBEAT_MS + (Math.random() * 2 - 1) * 5_000,
    );
  }

  /** Closes the room: every listener goes, the heartbeat is backdated (a leave). */
  async leave(): Promise<void> {
    this.markAbsent();
    clearTimeout(this.beat);
    this.closeListeners();
    this.tally.leaves++;
    // The rules take a leave 10 s after the last beat at the earliest; the page waits as long.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await updateDoc(doc(this.db, ...this.eventPath(COLLECTIONS.viewers, this.uid)), {
          seenAt: Timestamp.fromMillis(LEFT_SEEN_AT_MS),
        });
        this.counter.wrote('presence');
        return;
      } catch {
        await sleep(11_000);
      }
    }
  }

  /** The end of the run: listeners closed, nothing written (the event's end clears presence). */
  stop(): void {
    this.markAbsent();
    clearTimeout(this.beat);
    this.closeListeners();
  }

  private markAbsent(): void {
    if (this.present) this.presentMs += Date.now() - this.presentSince;
    this.present = false;
  }

  private closeListeners(): void {
    for (const stop of [...this.listeners, ...this.pollListeners]) stop();
    this.upvoteListener?.();
    this.tallies?.();
    this.listeners = [];
    this.pollListeners = [];
    this.upvoteListener = null;
    this.tallies = null;
    this.captionsListening = false;
    this.captions = null;
    this.livePollId = null;
  }

  private listenToRoom(): void {
    const c = this.counter;
    const comments = collection(this.db, ...this.eventPath(COLLECTIONS.comments));
    this.listeners.push(
      // useLiveEvent
      c.listenQuery(
        'event',
        query(collection(this.db, COLLECTIONS.events), where('status', '==', 'live'), limit(1)),
        (snapshot) => {
          const live = snapshot.docs[0];
          if (!live || !this.present) return;
          this.onLivePoll((live.get('livePollId') as string | null) ?? null);
          const tracks = (live.get('captionTracks') as string[] | undefined) ?? [];
          if (tracks.length > 0 && !this.captionsListening) this.listenToCaptions();
        },
      ),
      // The signed-in page's account record.
      c.listenDoc('presence', doc(this.db, COLLECTIONS.users, this.uid)),
      // useReactionPulse
      c.listenDoc('reactions', doc(this.db, ...this.eventPath(COLLECTIONS.stats, STATS_REACTIONS_DOC))),
      // The comment feed and its companions (web/src/features/comments/api).
      ...(this.feedMode === 'pulse'
        ? this.listenToPulseFeed()
        : [
            c.listenQuery(
              'comments',
              query(
                comments,
                where('status', 'in', ['visible']),
                orderBy('createdAt', 'desc'),
                limit(COMMENT_LIMITS.pageSize),
              ),
              (snapshot) => this.onFeed(snapshot.docs.map((d) => ({ id: d.id, kind: String(d.get('kind')) }))),
            ),
          ]),
      c.listenQuery(
        'comments',
        query(
          comments,
          where('status', '==', 'visible'),
          where('pinned', '==', true),
          orderBy('createdAt', 'desc'),
          limit(5),
        ),
      ),
      c.listenQuery(
        'comments',
        query(comments, where('authorUid', '==', this.uid), orderBy('createdAt', 'desc'), limit(10)),
      ),
      c.listenDoc('comments', doc(this.db, COLLECTIONS.commentSettings, this.eventId)),
      c.listenQuery(
        'comments',
        query(comments, where('status', '==', 'visible'), where('highlighted', '==', true), limit(1)),
      ),
    );
  }

  /** A get of posts, billed as Firestore bills a query: each document, one read when none. */
  private async readPosts(q: Query): Promise<FeedPulsePost[]> {
    const snapshot = await getDocs(q);
    this.counter.read('comments', Math.max(1, snapshot.size), 'comments (pulse feed reads)');
    return snapshot.docs.map(asPost);
  }

  /**
   * The pulse feed (use-pulse-feed.ts, CommentFeed with `feedMode: 'pulse'`): the viewer's own
   * posts (useAuthorPosts, on only in this mode), the window read once, then the digest, each
   * applied in turn by the domain's merge; a missed publication's posts read by id, further
   * behind than the history the window again.
   */
  private listenToPulseFeed(): Unsubscribe[] {
    const comments = collection(this.db, ...this.eventPath(COLLECTIONS.comments));
    const readWindow = () =>
      this.readPosts(
        query(comments, where('status', '==', 'visible'), orderBy('createdAt', 'desc'), limit(COMMENT_LIMITS.pageSize)),
      );
    let state: PulseFeedState = pulseFeedFrom([]);
    let stopped = false;
    let queue: Promise<void> = Promise.resolve();
    const step = (work: () => Promise<void>) => {
      queue = queue
        .then(async () => {
          if (stopped) return;
          await work();
          if (!stopped) this.onFeed(state.posts);
        })
        .catch(() => undefined);
    };
    const reload = async () => {
      const seq = state.seq;
      state = { ...pulseFeedFrom(await readWindow()), seq };
    };
    step(reload);
    const digest = this.counter.listenDoc(
      'comments',
      doc(this.db, ...this.eventPath(COLLECTIONS.stats, FEED_PULSE_DOC)),
      (snapshot) => {
        const published = snapshot.data() as FeedPulseDoc | undefined;
        if (!published) return;
        step(async () => {
          await this.onCaptionDigest(published);
          const result = applyDigest(state, published, millisOf);
          if (result.reload) {
            this.tally.feedReloads++;
            state = { ...state, seq: published.latest.seq };
            return reload();
          }
          state = result.state;
          for (let i = 0; i < result.missing.length; i += IDS_PER_QUERY) {
            const ids = result.missing.slice(i, i + IDS_PER_QUERY);
            this.tally.feedMissedReads++;
            const read = await this.readPosts(
              query(comments, where(documentId(), 'in', ids), where('status', '==', 'visible')),
            );
            state = withPosts(state, read, millisOf);
          }
        });
      },
    );
    return [
      this.counter.listenQuery(
        'comments',
        query(comments, where('authorUid', '==', this.uid), orderBy('createdAt', 'desc'), limit(20)),
      ),
      digest,
      () => {
        stopped = true;
      },
    ];
  }

  /**
   * The feed's questions each mount an upvote button; they share the room's one listener on the
   * viewer's own upvotes of the event (web/src/features/comments/api/use-my-upvote.ts), open while
   * at least one question is shown.
   */
  private onFeed(shown: { id: string; kind: string }[]): void {
    if (!this.present) return;
    const anyQuestion = shown.some((c) => c.kind === 'question');
    if (!anyQuestion) {
      this.upvoteListener?.();
      this.upvoteListener = null;
      return;
    }
    if (this.upvoteListener) return;
    this.upvoteListener = this.counter.listenQuery(
      'comments',
      query(
        collectionGroup(this.db, COLLECTIONS.upvotes),
        where('uid', '==', this.uid),
        where('eventId', '==', this.eventId),
      ),
    );
  }

  /** A get of caption lines, billed as Firestore bills a query: each document, one read when none. */
  private async readLines(q: Query): Promise<PulseCaptionLine[]> {
    const snapshot = await getDocs(q);
    this.counter.read('captions', Math.max(1, snapshot.size), 'captions (pulse feed reads)');
    return snapshot.docs.map((d) => ({ ...(d.data() as PulseCaptionLine), id: d.id }));
  }

  private readTranscript(): Promise<PulseCaptionLine[]> {
    return this.readLines(query(collection(this.db, ...this.eventPath(COLLECTIONS.captions)), orderBy('sentAt')));
  }

  /** On a pulse feed, the digest's lines merged into the transcript read (use-caption-lines.ts). */
  private async onCaptionDigest(published: FeedPulseDoc): Promise<void> {
    if (!this.captions) return;
    const result = applyCaptionDigest(this.captions, published, millisOf);
    if (result.reload) {
      this.captions = { ...pulseCaptionsFrom(await this.readTranscript(), millisOf), seq: published.latest.seq };
      return;
    }
    this.captions = result.state;
    for (let i = 0; i < result.missing.length; i += IDS_PER_QUERY) {
      const ids = result.missing.slice(i, i + IDS_PER_QUERY);
      const read = await this.readLines(
        query(collection(this.db, ...this.eventPath(COLLECTIONS.captions)), where(documentId(), 'in', ids)),
      );
      this.captions = withLines(this.captions, read, millisOf);
    }
  }

  private listenToCaptions(): void {
    this.captionsListening = true;
    if (this.feedMode === 'pulse') {
      // The transcript once; the lines then come with the digest the feed already listens to.
      void this.readTranscript()
        .then((lines) => {
          if (this.captionsListening) this.captions = pulseCaptionsFrom(lines, millisOf);
        })
        .catch(() => undefined);
      return;
    }
    this.listeners.push(
      this.counter.listenQuery(
        'captions',
        query(collection(this.db, ...this.eventPath(COLLECTIONS.captions)), orderBy('sentAt')),
      ),
    );
  }

  /** The poll pushed live: its document and the viewer's vote; the tallies once voted or closed. */
  private onLivePoll(pollId: string | null): void {
    if (pollId === this.livePollId) return;
    for (const stop of this.pollListeners) stop();
    this.tallies?.();
    this.pollListeners = [];
    this.tallies = null;
    this.livePollId = pollId;
    if (!pollId) return;
    this.pollListeners.push(
      this.counter.listenDoc(
        this.room.liveQuestions.has(pollId) ? 'liveQuestions' : 'polls',
        doc(this.db, COLLECTIONS.polls, pollId),
        (snapshot) => {
          const closesAt = snapshot.get('closesAt') as Timestamp | undefined;
          if (closesAt && closesAt.toMillis() <= Date.now()) this.watchTallies(pollId);
        },
      ),
    );
    // The ballot listens to the viewer's vote (useMyVote); a live question's card to their
    // respondent record (useMyResponse).
    const live = this.room.liveQuestions.has(pollId);
    this.pollListeners.push(
      live
        ? this.counter.listenDoc(
            'liveQuestions',
            doc(this.db, COLLECTIONS.polls, pollId, COLLECTIONS.liveRespondents, this.uid),
          )
        : this.counter.listenDoc('polls', doc(this.db, COLLECTIONS.polls, pollId, COLLECTIONS.votes, this.uid)),
    );
    if (this.voted.has(pollId)) this.watchTallies(pollId);
  }

  /** The results the page shows: the document functions publish at most once a second (usePublishedResults). */
  private watchTallies(pollId: string): void {
    if (this.tallies || this.livePollId !== pollId || !this.present) return;
    this.tallies = this.counter.listenDoc(
      this.room.liveQuestions.has(pollId) ? 'liveQuestions' : 'polls',
      doc(this.db, COLLECTIONS.polls, pollId, COLLECTIONS.stats, POLL_RESULTS_DOC),
    );
  }

  /** A word-cloud answer through submitLiveResponse; the card then shows the cloud ('live' results). */
  async answer(pollId: string, entries: string[]): Promise<void> {
    if (!(await this.sees(pollId))) return;
    const { data } = await httpsCallable<unknown, { status: string }>(this.client.functions, 'submitLiveResponse', {
      timeout: 120_000,
    })({ eventId: this.eventId, pollId, response: { kind: 'wordCloud', entries }, requestId: randomUUID() });
    this.voted.add(pollId);
    this.tally.voters.add(this.uid);
    if (data.status === 'accepted') {
      this.tally.answers.set(pollId, (this.tally.answers.get(pollId) ?? 0) + 1);
      this.answered(pollId);
    }
    this.watchTallies(pollId);
  }

  private answered(pollId: string): void {
    this.tally.answeredAt.set(pollId, [...(this.tally.answeredAt.get(pollId) ?? []), Date.now()]);
  }

  /** A viewer votes or answers once the room shows the question (up to 90 s: a loaded emulator lags). */
  private async sees(pollId: string): Promise<boolean> {
    for (let waited = 0; waited < 90_000; waited += 100) {
      if (!this.present) return false;
      if (this.livePollId === pollId) return true;
      await sleep(100);
    }
    return false;
  }

  async vote(pollId: string, optionId: string): Promise<void> {
    if (!(await this.sees(pollId))) return;
    await setDoc(doc(this.db, COLLECTIONS.polls, pollId, COLLECTIONS.votes, this.uid), {
      optionId,
      votedAt: serverTimestamp(),
    });
    this.counter.wrote('polls');
    this.answered(pollId);
    this.voted.add(pollId);
    this.tally.votes.set(pollId, (this.tally.votes.get(pollId) ?? 0) + 1);
    this.tally.voters.add(this.uid);
    // 'live' results: the voter's chart starts with their vote.
    this.watchTallies(pollId);
  }

  async post(kind: 'comment' | 'question', text: string): Promise<void> {
    if (!this.present) return;
    await httpsCallable(this.client.functions, 'postComment', { timeout: 120_000 })({
      eventId: this.eventId,
      kind,
      text,
      requestId: randomUUID(),
    });
    this.tally.posts++;
    if (kind === 'question') this.tally.questions++;
    this.tally.commenters.add(this.uid);
  }

  async upvote(questionId: string): Promise<void> {
    await setDoc(doc(this.db, ...this.eventPath(COLLECTIONS.comments, questionId, COLLECTIONS.upvotes, this.uid)), {
      at: serverTimestamp(),
      uid: this.uid,
      eventId: this.eventId,
    });
    this.counter.wrote('comments');
    this.tally.upvotes++;
  }

  /** A reaction, then the pulse asked for as the room's page does (web/src/features/events/api/send-reaction.ts). */
  async react(): Promise<void> {
    if (!this.present) return;
    const id: ReactionId = REACTION_IDS[Math.floor(Math.random() * REACTION_IDS.length)]!;
    await setDoc(
      doc(this.db, ...this.eventPath(COLLECTIONS.reactions, this.uid)),
      { counts: { [id]: increment(1) }, last: id, sentAt: serverTimestamp() },
      { merge: true },
    );
    this.counter.wrote('reactions');
    this.tally.reactions++;
    this.tally.reactors.add(this.uid);
    const publish = httpsCallable<{ eventId: string }, PublishReactionsResponse>(
      this.client.functions,
      'publishReactions',
    );
    await askForReactionPulse(async () => {
      this.tally.asks++;
      const answer = (await publish({ eventId: this.eventId })).data;
      if (answer.state === 'published') this.tally.pulses++;
      return answer;
    }, sleep);
  }
}

/**
 * One admin's control room for the whole run: viewers now recounted every 10 s with the minute's
 * sample written and its sparkline listened to (web/src/features/events/api/use-viewer-count.ts),
 * the moderator's feed, the live poll's published results and the reaction pulse.
 */
export class ControlRoom {
  private listeners: Unsubscribe[] = [];
  private pollTallies: Unsubscribe | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  counts = 0;

  constructor(
    private readonly client: TestClient,
    private readonly eventId: string,
    private readonly counter: CostCounter,
  ) {}

  start(): void {
    const db = this.client.db;
    const event = [COLLECTIONS.events, this.eventId] as const;
    this.listeners.push(
      this.counter.listenQuery(
        'dashboards',
        query(
          collection(db, ...event, COLLECTIONS.viewerSamples),
          where('at', '>', Timestamp.fromMillis(Date.now() - 30 * 60_000)),
          orderBy('at'),
        ),
      ),
      this.counter.listenQuery(
        'dashboards',
        query(
          collection(db, ...event, COLLECTIONS.comments),
          where('status', 'in', ['visible', 'hidden']),
          orderBy('createdAt', 'desc'),
          limit(COMMENT_LIMITS.pageSize),
        ),
      ),
      this.counter.listenDoc('dashboards', doc(db, ...event, COLLECTIONS.stats, STATS_REACTIONS_DOC)),
    );
    const recount = async () => {
      const viewers = collection(db, ...event, COLLECTIONS.viewers);
      const now = await getCountFromServer(
        query(viewers, where('seenAt', '>', Timestamp.fromMillis(Date.now() - VIEWER_STALE_MS))),
      );
      const count = now.data().count;
      this.counter.read('dashboards', Math.max(1, Math.ceil(count / 1000)));
      this.counts++;
      await setDoc(doc(db, ...event, COLLECTIONS.viewerSamples, String(Math.floor(Date.now() / VIEWER_SAMPLE_MS))), {
        at: serverTimestamp(),
        count,
      });
      this.counter.wrote('dashboards');
    };
    void recount().catch(() => undefined);
    this.timer = setInterval(() => void recount().catch(() => undefined), 10_000);
  }

  /** The poll console follows the pushed poll's published results, noting when each was published. */
  watchPoll(pollId: string): void {
    this.pollTallies?.();
    const published = new Set<number>();
    this.publications.set(pollId, published);
    this.pollTallies = this.counter.listenDoc(
      'dashboards',
      doc(this.client.db, COLLECTIONS.polls, pollId, COLLECTIONS.stats, POLL_RESULTS_DOC),
      (snapshot) => {
        const at = snapshot.get('at') as Timestamp | undefined;
        if (at) published.add(at.toMillis());
      },
    );
  }

  /** When each publication of a question's results was made (ms), as the console saw them. */
  readonly publications = new Map<string, Set<number>>();

  stop(): void {
    clearInterval(this.timer);
    this.pollTallies?.();
    for (const stop of this.listeners) stop();
  }
}

/**
 * Of the publications made while a question's answers were counted (all but the last, the close's),
 * the mean share after each answer: what each voter's results listener receives besides its first
 * read and the close (domain/src/cost-model.ts, RESULTS_SEEN_SHARE). Undefined without both.
 */
export function seenShare(answeredAt: number[] = [], published: Set<number> = new Set()): number | undefined {
  const during = [...published].sort((a, b) => a - b).slice(0, -1);
  if (answeredAt.length === 0 || during.length === 0) return undefined;
  const after = answeredAt.map((t) => during.filter((p) => p > t).length / during.length);
  return after.reduce((a, b) => a + b, 0) / after.length;
}
