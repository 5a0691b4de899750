/**
 * Collection and path names, defined once. `firestore.rules` and `database.rules.json` spell the
 * same names; tests/rules exercise every one of them, so a rename that forgets the rules fails.
 */
export const COLLECTIONS = {
  users: 'users',
  polls: 'polls',
  /** Subcollection of a poll: one document per voter, keyed by uid. */
  votes: 'votes',
  /** Subcollection of a poll: sharded tallies (see functions/src/polls). */
  tallyShards: 'tallyShards',
  /** Subcollection of a live question: one answer per participant, keyed by uid (domain/src/question.ts). Admins only. */
  liveResponses: 'responses',
  /** Subcollection of a live question: a participant's own view of their answer, keyed by uid. */
  liveRespondents: 'respondents',
  /** Subcollection of an open-answer question: the accepted answers, keyed by uid, shown like posts. */
  liveAnswers: 'answers',
  /** Subcollection of a live question: its moderation state (`hiddenEntries`, domain/src/question.ts). Admins only. */
  liveModeration: 'moderation',
  /** Subcollection of a poll: one document per viewer, keyed by uid (ad polls). */
  impressions: 'impressions',
  /** Subcollection of a poll: one document per viewer who clicked the sponsor link, keyed by uid. */
  adClicks: 'adClicks',
  /** Subcollection of a poll: sharded sponsor-link click counters (ad polls), no uid. */
  clickShards: 'clickShards',
  events: 'events',
  /** Subcollection of an event: one heartbeat per viewer, keyed by uid (domain/src/event.ts). */
  viewers: 'viewers',
  /**
   * Subcollection of an event: each viewer's last join (heartbeat create), keyed by uid; it
   * outlives the heartbeat so the 10 s limit holds across delete-and-create (domain/src/event.ts).
   */
  viewerJoins: 'viewerJoins',
  /** Subcollection of an event: viewers-now once a minute, for the control room's sparkline. */
  viewerSamples: 'viewerSamples',
  /** Subcollection of an event: each viewer's own reaction counts, keyed by uid. */
  reactions: 'reactions',
  /** Subcollection of an event or a poll: server-written aggregates (the reaction pulse, a poll's results). */
  stats: 'stats',
  /** Subcollection of an event: who watched and who took part, keyed by uid (domain/src/analytics.ts). */
  attendance: 'attendance',
  /** Subcollection of an event: its comments and questions (domain/src/comment.ts). */
  comments: 'comments',
  /** Subcollection of an event: its live caption lines (domain/src/caption.ts). */
  captions: 'captions',
  /**
   * Subcollection of an event: its moments at server time (the agenda item marked current), for
   * replays (domain/src/agenda.ts, docs/replays.md). Written by functions only.
   */
  timeline: 'timeline',
  /**
   * An ended event's replay, keyed by event id: the recording, the publication and the compiled
   * file's parts below it (domain/src/replay.ts, docs/replays.md). Written by functions only.
   */
  replays: 'replays',
  /** Subcollection of a replay: the gzipped compiled file in slices. Server only. */
  replayParts: 'parts',
  /** Subcollection of an event: each captioner's recent line times (the rate limit), keyed by uid. Server only. */
  captioners: 'captioners',
  /**
   * Subcollection of an event in pulse mode: one record per post whose place in the feed changed
   * since (`FeedChangeDoc`, keyed by the post's id), which the pulse feed's publication reads by
   * time (domain/src/comment.ts, FEED_PULSE_DOC). Server only; expires after a day.
   */
  feedChanges: 'feedChanges',
  /** Subcollection of a comment: one document per account that upvoted the question. */
  upvotes: 'upvotes',
  /** Per-event comment switches (on/off, slow mode, hold-all), keyed by event id. */
  commentSettings: 'commentSettings',
  /** Per-author moderation state and last post time, keyed by uid. */
  commenters: 'commenters',
  /** Moderation configuration shared by all events (the blocked-words list). */
  moderation: 'moderation',
  reports: 'reports',
  /** Subcollection of a report: the reported comment's snapshot, for admins only (domain/src/report.ts). */
  reportEvidence: 'evidence',
  constitutionalVotes: 'constitutionalVotes',
  /** Subcollections of a constitutional vote (domain/src/constitutional-vote.ts). */
  census: 'census',
  urn: 'urn',
  turnout: 'turnout',
  record: 'record',
  games: 'games',
  /** Admin-only question sets with their keys (domain/src/game.ts). */
  questionSets: 'questionSets',
  /** Subcollection of a game: the frozen questions with their keys (admins only). */
  gameQuestions: 'questions',
  /** Subcollection of a game: one answer per player per question. */
  gameAnswers: 'answers',
  /** Subcollection of a game: one document per player (score, streak, rank). */
  players: 'players',
  /** Subcollection of a game: sharded join counter. */
  playerShards: 'playerShards',
  jobs: 'jobs',
  /** Append-only log of administrative actions: who did what to whom. */
  auditLog: 'auditLog',
  /** Per-file bulk import bookkeeping so a re-run is idempotent and resumable. */
  imports: 'imports',
  /**
   * One document per account deleted by an admin, keyed by uid, written with the deletion of its
   * record: a late account-creation trigger (or the fixer) never gives a deleted account a record
   * back (functions/src/users/lib/provisionAccount.ts). Server only.
   */
  deletedAccounts: 'deletedAccounts',
  /**
   * The first outcome of each retry-safe create, keyed by a hash of (callable, caller, request id),
   * so a retry answers it again (functions/src/platform/requestOutcomes.ts). Server only; expires after an hour.
   */
  requestOutcomes: 'requestOutcomes',
} as const;

/** Realtime Database paths. `users/{uid}` is the read-optimised mirror the session loads first. */
export const RTDB_PATHS = {
  /** Every mirrored user record, keyed by uid (the fixer walks it in pages). */
  users: 'users',
  user: (uid: string) => `users/${uid}`,
} as const;
