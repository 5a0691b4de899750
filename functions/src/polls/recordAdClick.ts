import { CLICK_SHARDS, COLLECTIONS, pollStatus, type RequestOf, type ResponseOf, type Sponsor } from '@civic/domain';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { pollRef } from './lib/pollRecord.js';

/** Firestore's gRPC code for a `create` of a document that already exists. */
const ALREADY_EXISTS = 6;

/**
 * Counts a viewer's sponsor-link click once per poll: the viewer's mark `adClicks/{uid}` is created
 * in the same batch as the shard increment, so a repeated (or concurrent, or replayed) click finds
 * the mark, fails the batch, and counts nothing. Returns whether this click was the counted one.
 * `clickedAt` is the server's clock, except for the demo seed replaying an event that ran days
 * ago (docs/demo-data.md).
 */
export async function countClickOnce(
  pollId: string,
  uid: string,
  clickedAt: Timestamp | FieldValue = FieldValue.serverTimestamp(),
): Promise<boolean> {
  const ref = pollRef(pollId);
  const shard = ref.collection(COLLECTIONS.clickShards).doc(String(Math.floor(Math.random() * CLICK_SHARDS)));
  try {
    await db
      .batch()
      .create(ref.collection(COLLECTIONS.adClicks).doc(uid), { clickedAt })
      .set(shard, { clicks: FieldValue.increment(1) }, { merge: true })
      .commit();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/**
 * A viewer clicked an ad poll's sponsor link: counted here, on the server, once per viewer
 * (clients cannot write click counters). Returns the link from the server's copy of the poll, so
 * the opened link is always the sponsor's, on a repeat click too.
 */
export async function handleRecordAdClick(
  { pollId }: RequestOf<'recordAdClick'>,
  caller: Caller,
): Promise<ResponseOf<'recordAdClick'>> {
  const poll = await pollRef(pollId).get();
  const sponsor = poll.get('sponsor') as Sponsor | null | undefined;
  const status = poll.exists
    ? pollStatus(
        {
          published: poll.get('published') === true,
          opensAtMs: (poll.get('opensAt') as Timestamp).toMillis(),
          closesAtMs: (poll.get('closesAt') as Timestamp).toMillis(),
        },
        Date.now(),
      )
    : 'draft';
  if (!poll.exists || poll.get('kind') !== 'ad' || !sponsor || status === 'draft' || status === 'scheduled') {
    throw new HttpsError('not-found', `No sponsored poll ${pollId} is showing.`);
  }
  await countClickOnce(pollId, caller.uid);
  return { link: sponsor.link };
}

export const recordAdClick = defineCallable('recordAdClick', { roles: ['user'] }, handleRecordAdClick);
