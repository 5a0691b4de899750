import { CLICK_SHARDS, COLLECTIONS, pollStatus, type Sponsor, type RequestOf, type ResponseOf } from '@civic/domain';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../callable.js';
import { pollRef } from './pollRecord.js';

/**
 * A viewer clicked an ad poll's sponsor link: counted here, on the server, in a random click
 * shard (clients cannot write click counters). Returns the link from the server's copy of the
 * poll, so the counted click and the opened link are always the same sponsor's.
 */
export async function handleRecordAdClick({
  pollId,
}: RequestOf<'recordAdClick'>): Promise<ResponseOf<'recordAdClick'>> {
  const ref = pollRef(pollId);
  const poll = await ref.get();
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
  const shard = ref.collection(COLLECTIONS.clickShards).doc(String(Math.floor(Math.random() * CLICK_SHARDS)));
  await shard.set({ clicks: FieldValue.increment(1) }, { merge: true });
  return { link: sponsor.link };
}

export const recordAdClick = defineCallable('recordAdClick', { roles: ['user'] }, handleRecordAdClick);
