import { CAMERA_PATHS, COLLECTIONS, DELETED_USER_NAME, auditExpiryMs, type Role } from '@civic/domain';
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { adminAuth, db } from '../../platform/app.js';
import { forgetDeletedPlayer } from '../../game/lib/deletedPlayers.js';
import { isUserNotFound } from '../../users/lib/targetUser.js';
import { rebuildPublishedReplays, replayRef } from '../../replays/lib/replayFile.js';
import { forgetAccountReferences } from './accountReferences.js';
import { anonymousKey, rekey } from './anonymousKeys.js';
import { pagesOf } from './pages.js';

/** Who asked for a deletion: the person themselves (profile) or an administrator (user management). */
export interface DeletionRequest {
  uid: string;
  by: string;
  via: 'self' | 'admin';
  /** The Auth account's email, while it still exists: audit entries that named it are scrubbed. */
  email: string | null;
  role: Role | null;
}

/** The anonymous id's scope for every record that names the account without being its own. */
const ACCOUNT_REFERENCES_SCOPE = 'references';

const tombstoneOf = (uid: string) => db.collection(COLLECTIONS.deletedAccounts).doc(uid);

/**
 * Starts a deletion (docs/personal-data.md). First the audit entries that named the account's
 * email lose it; then one transaction writes the tombstone (with the salt of the anonymous ids),
 * deletes the record — the rules read it, so the account's open sessions lose their rights at
 * once — and records the deletion in the audit log without the email. The audit entry has a fixed
 * id, so a retry rewrites it instead of adding a second one. A transaction, not a batch: two
 * deletions of one account at once (two tabs, the person and an administrator) must agree on one
 * salt, or each would re-key the same vote or census entry to its own anonymous id and it would be
 * counted twice. A tombstone already there keeps its salt.
 */
export async function beginDeletion(request: DeletionRequest): Promise<void> {
  const { uid, by, via, email, role } = request;
  if (email) await scrubAdminRecords(uid, email);
  await db.runTransaction(async (tx) => {
    const tombstone = await tx.get(tombstoneOf(uid));
    if (tombstone.get('finished') === true) return;
    tx.set(tombstoneOf(uid), {
      deletedAt: tombstone.get('deletedAt') ?? FieldValue.serverTimestamp(),
      by,
      via,
      finished: false,
      salt: (tombstone.get('salt') as string | undefined) ?? newSalt(),
    })
      .delete(db.collection(COLLECTIONS.users).doc(uid))
      .set(db.collection(COLLECTIONS.auditLog).doc(`deleteAccount-${uid}`), {
        actorUid: by,
        action: via === 'self' ? 'deleteMyAccount' : 'deleteUser',
        target: uid,
        details: { role, via },
        at: FieldValue.serverTimestamp(),
        // Its TTL, as every audit entry (logAdminAction): docs/privacy.md.
        expireAt: Timestamp.fromMillis(auditExpiryMs(Date.now())),
      });
  });
}

const newSalt = () => randomBytes(16).toString('hex');

/**
 * The salt of an unfinished deletion, read (and, for a tombstone from before deletions were
 * finished this way, written) in a transaction, so parallel finishes use one; null when there is
 * nothing to finish.
 */
async function saltOf(uid: string): Promise<string | null> {
  return db.runTransaction(async (tx) => {
    const tombstone = await tx.get(tombstoneOf(uid));
    if (!tombstone.exists || tombstone.get('finished') === true) return null;
    const salt = tombstone.get('salt') as string | undefined;
    if (salt) return salt;
    const fresh = newSalt();
    tx.update(tombstoneOf(uid), { salt: fresh, finished: false });
    return fresh;
  });
}

/**
 * Whether a deletion of `uid` was started and not finished (a retry or the fixer finishes it);
 * a tombstone written before deletions were finished this way counts as unfinished.
 */
export async function deletionPending(uid: string): Promise<boolean> {
  const tombstone = await tombstoneOf(uid).get();
  return tombstone.exists && tombstone.get('finished') !== true;
}

/** Whether a deletion of `uid` was ever started, finished or not: its tombstone exists. */
export async function deletionStarted(uid: string): Promise<boolean> {
  return (await tombstoneOf(uid).get()).exists;
}

/**
 * Finishes a started deletion; every step finds what is still left and handles it, so a run
 * that dies half-way is finished by running it again. Returns how many documents changed.
 * What stays for others (counted votes, upvotes, attendance, scores, the census's `voted`) is
 * re-keyed to an anonymous id; what only served the person is deleted; what they wrote is kept
 * without their uid and name ("Deleted user"); what an administrator created, moderated or handled
 * names one anonymous id instead (ACCOUNT_REFERENCES). The tombstone's salt goes last.
 */
export async function finishDeletion(uid: string): Promise<number> {
  const salt = await saltOf(uid);
  if (!salt) return 0;
  await adminAuth.deleteUser(uid).catch((error: unknown) => {
    if (!isUserNotFound(error)) throw error;
  });
  await noteReplaysToRebuild(uid);
  let changed = 0;
  changed += await anonymiseComments(uid);
  changed += await anonymiseReports(uid, salt);
  changed += await anonymiseLiveAnswers(uid, salt);
  changed += await eraseUnderEachPoll(uid, salt);
  changed += await eraseUnderEachEvent(uid, salt);
  changed += await rekeyByUidField(COLLECTIONS.upvotes, uid, salt);
  changed += await forgetDeletedPlayer(uid, (scope) => anonymousKey(salt, uid, scope));
  changed += await rekeyByUidField(COLLECTIONS.census, uid, salt);
  changed += await forgetAccountReferences(uid, anonymousKey(salt, uid, ACCOUNT_REFERENCES_SCOPE));
  changed += await eraseServerRecords(uid);
  changed += await rebuildPublishedReplays(((await tombstoneOf(uid).get()).get(REPLAYS_TO_REBUILD) as string[]) ?? []);
  await tombstoneOf(uid).update({
    finished: true,
    finishedAt: FieldValue.serverTimestamp(),
    changed,
    salt: FieldValue.delete(),
    [REPLAYS_TO_REBUILD]: FieldValue.delete(),
  });
  return changed;
}

/** The tombstone's list of published replays to compile again once the person's words are renamed. */
const REPLAYS_TO_REBUILD = 'replaysToRebuild';

/**
 * Notes on the tombstone the published replays that hold the person's words — their comments and
 * questions, their live answers — while a query can still find them by uid (the steps after this
 * rename them "Deleted user"). The last step compiles those replays again (docs/replays.md,
 * "Deleting an account"); a retry finds the list where the first run left it. It goes with the
 * salt, since which events a person spoke in is theirs.
 */
async function noteReplaysToRebuild(uid: string): Promise<void> {
  const [comments, answers] = await Promise.all([
    db.collectionGroup(COLLECTIONS.comments).where('authorUid', '==', uid).select('eventId').get(),
    db.collectionGroup(COLLECTIONS.liveResponses).where('authorUid', '==', uid).select('eventId').get(),
  ]);
  const eventIds = [...new Set([...comments.docs, ...answers.docs].map((doc) => doc.get('eventId') as string))].filter(
    (id) => typeof id === 'string' && id !== '',
  );
  if (eventIds.length === 0) return;
  const replays = await db.getAll(...eventIds.map(replayRef));
  const published = replays.filter((replay) => replay.get('published') === true).map((replay) => replay.id);
  if (published.length > 0)
    await tombstoneOf(uid).update({ [REPLAYS_TO_REBUILD]: FieldValue.arrayUnion(...published) });
}

/** Runs `each` over every page of `query` and sums what it reports. */
async function forEachPage(
  query: Query,
  each: (refs: DocumentReference[], data: Record<string, unknown>[]) => Promise<number>,
) {
  let changed = 0;
  for await (const page of pagesOf(query, 200)) {
    changed += await each(
      page.map((doc) => doc.ref),
      page.map((doc) => doc.data()),
    );
  }
  return changed;
}

async function anonymiseComments(uid: string): Promise<number> {
  // Each page is rewritten before the next is asked for, so the next query no longer matches them:
  // always read the first page again until none is left.
  let changed = 0;
  for (;;) {
    const page = await db.collectionGroup(COLLECTIONS.comments).where('authorUid', '==', uid).limit(400).get();
    if (page.empty) return changed;
    const batch = db.batch();
    for (const doc of page.docs) {
      batch.update(doc.ref, { authorUid: null, authorName: DELETED_USER_NAME, authorDeleted: true });
    }
    await batch.commit();
    changed += page.size;
  }
}

/**
 * A report keeps its substance (subject, category, text, status) without its reporter: uid, name
 * and their stamps in the history go, and a comment report, whose id names the reporter, moves
 * to an anonymous id with its evidence. Evidence naming the account as the comment's author loses
 * that uid too.
 */
async function anonymiseReports(uid: string, salt: string): Promise<number> {
  let changed = 0;
  const filed = await db.collection(COLLECTIONS.reports).where('reporterUid', '==', uid).get();
  for (const doc of filed.docs) {
    const history = ((doc.get('history') ?? []) as { by: string | null }[]).map((entry) =>
      entry.by === uid ? { ...entry, by: null } : entry,
    );
    const data = { ...doc.data(), reporterUid: null, reporterName: DELETED_USER_NAME, authorDeleted: true, history };
    if (!doc.id.includes(uid)) {
      await doc.ref.update(data);
    } else {
      const to = doc.ref.parent.doc(anonymousKey(salt, uid, doc.ref.path));
      const evidence = await doc.ref.collection(COLLECTIONS.reportEvidence).get();
      const batch = db.batch().set(to, data).delete(doc.ref);
      for (const item of evidence.docs) {
        batch.set(to.collection(COLLECTIONS.reportEvidence).doc(item.id), item.data()).delete(item.ref);
      }
      await batch.commit();
    }
    changed++;
  }
  const evidence = await db.collectionGroup(COLLECTIONS.reportEvidence).where('authorUid', '==', uid).get();
  for (const doc of evidence.docs) await doc.ref.update({ authorUid: null });
  return changed + evidence.size;
}

/** Live-question answers (`responses`, and the accepted open answers in `answers`) stay counted. */
async function anonymiseLiveAnswers(uid: string, salt: string): Promise<number> {
  let changed = 0;
  for (const collection of [COLLECTIONS.liveResponses, COLLECTIONS.liveAnswers]) {
    const authored = await db.collectionGroup(collection).where('authorUid', '==', uid).get();
    for (const doc of authored.docs) {
      const poll = doc.ref.parent.parent!;
      const data = {
        ...doc.data(),
        authorUid: null,
        authorName: DELETED_USER_NAME,
        authorDeleted: true,
        requestId: null,
      };
      const to = doc.id === uid ? doc.ref.parent.doc(anonymousKey(salt, uid, poll.path)) : doc.ref;
      if (to === doc.ref) await doc.ref.update(data);
      else await rekey(db, doc.ref, to, data);
      changed++;
    }
  }
  return changed;
}

/** Under each poll: the vote, the ad poll's impression and click stay (re-keyed); the own view of an answer goes. */
async function eraseUnderEachPoll(uid: string, salt: string): Promise<number> {
  return forEachPage(db.collection(COLLECTIONS.polls).select(), async (polls) => {
    let changed = 0;
    for (const collection of [COLLECTIONS.votes, COLLECTIONS.impressions, COLLECTIONS.adClicks]) {
      changed += await rekeyUnder(polls, collection, uid, salt);
    }
    changed += await deleteUnder(polls, COLLECTIONS.liveRespondents, uid);
    return changed;
  });
}

/**
 * Under each event: heartbeats, joins, camera connections and a captioner's rate-limit record go;
 * reactions and attendance stay (re-keyed).
 */
async function eraseUnderEachEvent(uid: string, salt: string): Promise<number> {
  return forEachPage(db.collection(COLLECTIONS.events).select(), async (events) => {
    let changed = 0;
    for (const collection of [
      COLLECTIONS.viewers,
      COLLECTIONS.viewerJoins,
      CAMERA_PATHS.peers,
      COLLECTIONS.captioners,
    ]) {
      changed += await deleteUnder(events, collection, uid);
    }
    for (const collection of [COLLECTIONS.reactions, COLLECTIONS.attendance]) {
      changed += await rekeyUnder(events, collection, uid, salt);
    }
    return changed;
  });
}

async function existingUnder(parents: DocumentReference[], collection: string, uid: string) {
  if (parents.length === 0) return [];
  const found = await db.getAll(...parents.map((parent) => parent.collection(collection).doc(uid)));
  return found.filter((doc) => doc.exists);
}

async function deleteUnder(parents: DocumentReference[], collection: string, uid: string): Promise<number> {
  const found = await existingUnder(parents, collection, uid);
  if (found.length === 0) return 0;
  const batch = db.batch();
  for (const doc of found) batch.delete(doc.ref);
  await batch.commit();
  return found.length;
}

async function rekeyUnder(parents: DocumentReference[], collection: string, uid: string, salt: string) {
  const found = await existingUnder(parents, collection, uid);
  for (const doc of found) {
    const to = doc.ref.parent.doc(anonymousKey(salt, uid, doc.ref.parent.parent!.path));
    await rekey(db, doc.ref, to, doc.data()!);
  }
  return found.length;
}

/**
 * Documents of collection group `group` keyed by the uid and carrying it in `uid`, re-keyed with
 * the anonymous id in both places. Upvotes (written with `uid` by the voter; older ones stamped by
 * the old counting trigger): the question's count stays, since a count() finds the re-keyed one.
 * Census entries: they keep their `voted` mark, because the ballot's census size and the count of
 * entries marked voted must stay equal to the published figures and to the urn (which holds no
 * uid), or the fixer's turnout check would flag a difference nobody can explain.
 */
async function rekeyByUidField(group: string, uid: string, salt: string): Promise<number> {
  const found = await db.collectionGroup(group).where('uid', '==', uid).get();
  for (const doc of found.docs) {
    const to = doc.ref.parent.doc(anonymousKey(salt, uid, doc.ref.parent.parent!.path));
    await rekey(db, doc.ref, to, { ...doc.data(), uid: to.id });
  }
  return found.size;
}

/** Moderation state, rate-limit stamps and retry bookkeeping serve only the account: deleted. */
async function eraseServerRecords(uid: string): Promise<number> {
  const outcomes = await db.collection(COLLECTIONS.requestOutcomes).where('callerUid', '==', uid).get();
  const batch = db.batch().delete(db.collection(COLLECTIONS.commenters).doc(uid));
  for (const doc of outcomes.docs) batch.delete(doc.ref);
  await batch.commit();
  return outcomes.size;
}

/**
 * The audit log keeps account ids but never an email: the entries that wrote one down (an
 * administrator created or imported the account) lose it. An administrator's retry bookkeeping
 * of that creation (its answer names the account, for an hour) is deleted.
 */
async function scrubAdminRecords(uid: string, email: string): Promise<void> {
  const log = db.collection(COLLECTIONS.auditLog);
  const [created, imported, outcomes] = await Promise.all([
    log.where('details.email', '==', email).get(),
    log.where('details.created', 'array-contains', email).get(),
    db.collection(COLLECTIONS.requestOutcomes).where('callable', 'in', ['createUser', 'importUsersChunk']).get(),
  ]);
  const batch = db.batch();
  for (const doc of created.docs) batch.update(doc.ref, { 'details.email': null });
  for (const doc of imported.docs) batch.update(doc.ref, { 'details.created': FieldValue.arrayRemove(email) });
  for (const doc of outcomes.docs) {
    const response = String(doc.get('response') ?? '');
    if (response.includes(uid) || response.includes(email)) batch.delete(doc.ref);
  }
  await batch.commit();
}
