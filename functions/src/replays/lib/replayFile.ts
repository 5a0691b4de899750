import {
  because,
  COLLECTIONS,
  HIDDEN_ENTRIES_DOC,
  REPLAY_LIMITS,
  compileReplay,
  replaySummary,
  type AgendaItem,
  type CommentDoc,
  type EventDoc,
  type HiddenEntriesDoc,
  type LiveResponseDoc,
  type PollDoc,
  type ReplayDoc,
  type ReplayPartDoc,
  type ReplayRecording,
  type ReplaySourceMoment,
  type ReplaySources,
  type TimelineDoc,
  type VoteDoc,
  type CaptionLineDoc,
} from '@civic/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue, type DocumentReference, type Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { db } from '../../platform/app.js';
import { pagesOf } from '../../privacy/lib/pages.js';
import { packReplay } from './packReplay.js';

export const replayRef = (eventId: string): DocumentReference => db.collection(COLLECTIONS.replays).doc(eventId);
const partsOf = (replay: DocumentReference) => replay.collection(COLLECTIONS.replayParts);
const partId = (compileId: string, index: number) => `${compileId}-${index}`;

const ms = (value: unknown): number => (value as Timestamp | null | undefined)?.toMillis() ?? 0;

/** Every document of a collection, a page at a time (an event may have thousands of posts). */
async function readAll<T>(query: FirebaseFirestore.Query): Promise<(T & { id: string })[]> {
  const docs: (T & { id: string })[] = [];
  for await (const page of pagesOf(query, 1000))
    for (const doc of page) docs.push({ ...(doc.data() as T), id: doc.id });
  return docs;
}

/**
 * Reads what the replay of `eventId` compiles from: the event, its timeline, comments and captions,
 * and each poll it pushed live with its votes or answers and hidden entries. Everything is read,
 * hidden and held content included, so the one pure compile (domain/src/replay.ts) decides what
 * stays out and its unit tests show each exclusion. No uid leaves this function: only names.
 */
export async function readReplaySources(
  event: FirebaseFirestore.DocumentSnapshot,
  recording: ReplayRecording,
): Promise<ReplaySources> {
  const data = event.data() as EventDoc<Timestamp>;
  const [timelineDocs, comments, captions] = await Promise.all([
    readAll<TimelineDoc<Timestamp>>(event.ref.collection(COLLECTIONS.timeline)),
    readAll<CommentDoc<Timestamp>>(event.ref.collection(COLLECTIONS.comments)),
    readAll<CaptionLineDoc<Timestamp>>(event.ref.collection(COLLECTIONS.captions)),
  ]);
  const timeline: ReplaySourceMoment[] = timelineDocs.map((moment) =>
    moment.kind === 'agenda'
      ? { kind: 'agenda', itemId: moment.itemId, title: moment.title, atMs: ms(moment.at) }
      : moment.kind === 'poll'
        ? { kind: 'poll', pollId: moment.pollId, atMs: ms(moment.at) }
        : { kind: 'reactions', totals: moment.totals, atMs: ms(moment.at) },
  );
  // The polls pushed live, by the timeline; an event from before pushes were kept names its last one.
  const pollIds = new Set(
    timeline.flatMap((moment) => (moment.kind === 'poll' && moment.pollId ? [moment.pollId] : [])),
  );
  if (pollIds.size === 0 && data.lastPollId) {
    pollIds.add(data.lastPollId);
    timeline.push({ kind: 'poll', pollId: data.lastPollId, atMs: ms(data.wentLiveAt) });
  }
  const polls = (await Promise.all([...pollIds].map(readPollSource))).filter((poll) => poll !== null);
  return {
    event: {
      id: event.id,
      title: data.title,
      description: data.description,
      ...(data.language ? { language: data.language } : {}),
      ...(data.translations ? { translations: data.translations } : {}),
      agenda: (data.agenda ?? []) as AgendaItem[],
      wentLiveAtMs: ms(data.wentLiveAt),
      endedAtMs: ms(data.endedAt),
    },
    recording,
    timeline,
    comments: comments.map((comment) => ({
      id: comment.id,
      kind: comment.kind,
      authorName: comment.authorName,
      text: comment.text,
      status: comment.status,
      createdAtMs: ms(comment.createdAt),
      answered: comment.answered === true,
      upvotes: comment.upvotes ?? 0,
    })),
    captions: captions.map((line) => ({
      track: line.track,
      text: line.text,
      sentAtMs: ms(line.sentAt),
      withdrawn: line.withdrawn === true,
    })),
    polls,
    nowMs: Date.now(),
  };
}

async function readPollSource(pollId: string): Promise<ReplaySources['polls'][number] | null> {
  const ref = db.collection(COLLECTIONS.polls).doc(pollId);
  const snapshot = await ref.get();
  if (!snapshot.exists) return null;
  const poll = snapshot.data() as PollDoc<Timestamp>;
  const choice = poll.kind === 'poll' || poll.kind === 'ad';
  const [votes, responses, hidden] = await Promise.all([
    choice ? readAll<VoteDoc<Timestamp>>(ref.collection(COLLECTIONS.votes)) : Promise.resolve([]),
    choice ? Promise.resolve([]) : readAll<LiveResponseDoc<Timestamp>>(ref.collection(COLLECTIONS.liveResponses)),
    ref.collection(COLLECTIONS.liveModeration).doc(HIDDEN_ENTRIES_DOC).get(),
  ]);
  return {
    id: pollId,
    kind: poll.kind,
    question: poll.question,
    description: poll.description,
    ...(poll.language ? { language: poll.language } : {}),
    ...(poll.translations ? { translations: poll.translations } : {}),
    options: poll.options,
    settings: poll.settings ?? null,
    resultsVisibility: poll.resultsVisibility,
    closesAtMs: ms(poll.closesAt),
    votes: votes.map((vote) => ({ optionId: vote.optionId, atMs: ms(vote.votedAt) })),
    responses: responses.map((response) => ({
      answer: response.answer,
      forms: response.forms ?? [],
      status: response.status,
      authorName: response.authorName,
      createdAtMs: ms(response.createdAt),
    })),
    // Entries hidden before issue 30 sat on the poll itself; both count as hidden.
    hiddenForms: [
      ...((hidden.get('forms') as HiddenEntriesDoc['forms'] | undefined) ?? []),
      ...(poll.hiddenEntries ?? []),
    ],
  };
}

/** A compile id that sorts by the compile's start: a later compile never loses to an earlier one. */
const newCompileId = () => `${Date.now().toString(36).padStart(9, '0')}${randomUUID().slice(0, 6)}`;
const compileOf = (partDocId: string) => partDocId.slice(0, partDocId.lastIndexOf('-'));

/**
 * Compiles the replay of the ended event from its collections and stores it as the published file:
 * the parts under a fresh compile id first, then the replay document names them (in a transaction,
 * only if no later compile is named already), then the parts of earlier compiles go. A reader
 * always finds the parts its document names; of two compiles at once (a double click), the later
 * one's file is kept whole and the other's parts removed.
 */
export async function publishCompiled(
  event: FirebaseFirestore.DocumentSnapshot,
  recording: ReplayRecording,
): Promise<{ bytes: number; gzipBytes: number }> {
  const compileId = newCompileId();
  const file = compileReplay(await readReplaySources(event, recording));
  const { json, parts } = packReplay(file);
  const ref = replayRef(event.id);
  const batch = db.batch();
  parts.forEach((part, index) =>
    batch.set(partsOf(ref).doc(partId(compileId, index)), { data: part } satisfies ReplayPartDoc<Buffer>),
  );
  await batch.commit();
  const gzipBytes = parts.reduce((sum, part) => sum + part.length, 0);
  await db
    .runTransaction(async (tx) => {
      const [replay, now] = await tx.getAll(ref, event.ref);
      // The event as it is now, not as the caller read it: made signed-in only meanwhile (an edit
      // at the same moment), it gets no public replay. updateEvent reads this document in its own
      // transaction, so one of the two always sees the other (docs/replays.md, "Publishing").
      if (now!.get('visibility') !== 'public') throw signedInEventRefusal();
      const current = replay!.get('compileId') as string | null | undefined;
      if (current && current > compileId) return;
      tx.set(ref, {
        eventId: event.id,
        recording,
        published: true,
        publishedAt: FieldValue.serverTimestamp(),
        compileId,
        parts: parts.length,
        bytes: json.length,
        gzipBytes,
        summary: replaySummary(file),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies ReplayDoc<FieldValue>);
    })
    .catch(async (error: unknown) => {
      // Refused: this compile's parts are named by nothing, so they go now.
      const batch = db.batch();
      parts.forEach((_, index) => batch.delete(partsOf(ref).doc(partId(compileId, index))));
      await batch.commit();
      throw error;
    });
  await deleteStaleParts(ref);
  return { bytes: json.length, gzipBytes };
}

/**
 * Deletes the parts of every compile but the one the document names, and of none started after
 * it (they may be about to be named). With no compile named (unpublished), every part goes.
 */
export async function deleteStaleParts(ref: DocumentReference): Promise<void> {
  const current = (await ref.get()).get('compileId') as string | null | undefined;
  const parts = await partsOf(ref).get();
  const stale = parts.docs.filter((part) => !current || compileOf(part.id) < current);
  if (stale.length === 0) return;
  const batch = db.batch();
  for (const part of stale) batch.delete(part.ref);
  await batch.commit();
}

/**
 * Takes a replay down: its file goes with it (nothing of it is kept to go stale: publishing again
 * compiles afresh), its recording stays attached. Twice is the same as once.
 */
export async function takeDownReplay(eventId: string): Promise<void> {
  const ref = replayRef(eventId);
  await ref.update(noFile());
  await deleteStaleParts(ref);
}

/** A replay document's fields when no file is published (a recording alone, or taken down). */
export const noFile = () =>
  ({
    published: false,
    publishedAt: null,
    compileId: null,
    parts: 0,
    bytes: 0,
    gzipBytes: 0,
    summary: null,
    updatedAt: FieldValue.serverTimestamp(),
  }) satisfies Partial<ReplayDoc<FieldValue>>;

/**
 * Compiles again every published replay among `eventIds` (the account deletion, once the person's
 * words are renamed "Deleted user"): the old file kept their name.
 */
export async function rebuildPublishedReplays(eventIds: readonly string[]): Promise<number> {
  let rebuilt = 0;
  for (const eventId of new Set(eventIds)) {
    const replay = await replayRef(eventId).get();
    const recording = replay.get('recording') as ReplayRecording | null | undefined;
    if (replay.get('published') !== true || !recording) continue;
    const event = await db.collection(COLLECTIONS.events).doc(eventId).get();
    if (!event.exists) continue;
    // Made signed-in only while published (before updateEvent refused that): it has no public
    // replay to rebuild, so the file holding the person's name goes.
    if (event.get('visibility') !== 'public') {
      await takeDownReplay(eventId);
      continue;
    }
    await publishCompiled(event, recording);
    rebuilt++;
  }
  return rebuilt;
}

/**
 * A published replay's stored file, gzipped, or null when there is none (unknown, unpublished).
 * One read of the replay document; the parts are read only when this instance has not kept that
 * compile already (`cache`).
 */
export async function readPublishedReplay(
  eventId: string,
  cache: Map<string, Buffer>,
): Promise<{ gzip: Buffer; compileId: string } | null> {
  return publishedFileOf(await replayRef(eventId).get(), cache);
}

/**
 * The gzipped compiled file a `replays/{eventId}` snapshot names, or null when it is not published:
 * from `cache` (by event and compile id, so a new compile is a new key) or its parts (one read for
 * any event measured so far), then kept there; at most `keep` files are kept.
 */
export async function publishedFileOf(
  replay: FirebaseFirestore.DocumentSnapshot,
  cache: Map<string, Buffer>,
  keep = 20,
): Promise<{ gzip: Buffer; compileId: string } | null> {
  const compileId = replay.get('compileId') as string | null | undefined;
  const count = replay.get('parts') as number | undefined;
  if (replay.get('published') !== true || !compileId || !count) return null;
  const key = `${replay.id}/${compileId}`;
  const kept = cache.get(key);
  if (kept) return { gzip: kept, compileId };
  const refs = Array.from({ length: count }, (_, index) => partsOf(replay.ref).doc(partId(compileId, index)));
  const parts = await db.getAll(...refs);
  if (parts.some((part) => !part.exists)) return null;
  const gzip = Buffer.concat(parts.map((part) => Buffer.from(part.get('data') as Uint8Array)));
  if (cache.size >= keep) cache.delete(cache.keys().next().value!);
  cache.set(key, gzip);
  return { gzip, compileId };
}

/** The published replays, newest first, at most REPLAY_LIMITS.archiveMax (the archive's query). */
export const publishedReplays = () =>
  db
    .collection(COLLECTIONS.replays)
    .where('published', '==', true)
    .orderBy('summary.startedAtMs', 'desc')
    .limit(REPLAY_LIMITS.archiveMax)
    .get();

/** A replay is public: an event only signed-in accounts could watch has none. */
export const signedInEventRefusal = () =>
  new HttpsError(
    'permission-denied',
    'Only signed-in accounts could watch this event; replays are public.',
    because('replay-signed-in-event'),
  );
