import { COLLECTIONS } from '@civic/domain';
import { db } from '../../platform/app.js';
import { stampingJob } from './stampingJob.js';

/**
 * Upvotes carry their voter's `uid` and their event's id from their creation (the rules require
 * both since issue 35), and the deletion of an account finds its upvotes by that `uid`. An upvote
 * written before, whose counting trigger never stamped it, has neither: its id is the voter's uid,
 * which no query can find (docs/personal-data.md). This job walks every upvote by its time (the
 * ids are uids, so the cursor is a time) and writes both from its path: `uid` the document's id,
 * `eventId` its event's. The diff names the question, never the voter.
 */
export const stampUpvoteVoters = stampingJob({
  query: () => db.collectionGroup(COLLECTIONS.upvotes),
  timeField: 'at',
  perStep: 200,
  lacks: (doc) => typeof doc.get('uid') !== 'string' || typeof doc.get('eventId') !== 'string',
  change: (doc) => ({
    item: `upvote on ${doc.ref.parent.parent!.path}`,
    field: 'uid, eventId',
    before: '(none)',
    after: 'from its path',
  }),
  stamp: (doc) => ({ uid: doc.id, eventId: doc.ref.path.split('/')[1] }),
});
