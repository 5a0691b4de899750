import { COLLECTIONS, emailSchema } from '@civic/domain';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { loadBallot, requireDraft } from './lib/ballotRecord.js';

/** Firestore's `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

/**
 * Admin only: the census from a CSV of emails (the browser parses the file and sends it in
 * chunks). A preview (`apply: false`) writes nothing; applying marks the listed user accounts
 * eligible. Marking is idempotent — an account already eligible is left alone — so re-applying
 * the same file changes nothing. Refused once the ballot is open: its census is frozen.
 */
export const importCensusEmails = defineCallable(
  'importCensusEmails',
  { roles: ['admin'], timeoutSeconds: 120 },
  async ({ ballotId, emails, apply }, caller) => {
    const ballot = await loadBallot(ballotId);
    requireDraft(ballot, 'its census');
    if (ballot.censusMode !== 'eligible') {
      throw new HttpsError(
        'invalid-argument',
        'This ballot’s census is every active user: switch it to “only users marked eligible” first.',
      );
    }
    const distinct = [...new Set(emails)];
    const valid = distinct.filter((email) => emailSchema.safeParse(email).success);
    const found = new Map<string, { ref: DocumentReference; eligible: boolean }>();
    for (let i = 0; i < valid.length; i += IN_LIMIT) {
      const snap = await db
        .collection(COLLECTIONS.users)
        .where('emailLower', 'in', valid.slice(i, i + IN_LIMIT))
        .get();
      for (const doc of snap.docs) {
        // Only citizen accounts can be on a census; an administrator's email counts as unknown.
        if (doc.get('role') === 'user')
          found.set(doc.get('emailLower') as string, { ref: doc.ref, eligible: doc.get('eligible') === true });
      }
    }
    const unknown = distinct.filter((email) => !found.has(email));
    const toMark = [...found.values()].filter((u) => !u.eligible);
    if (apply && toMark.length > 0) {
      const batch = db.batch();
      for (const { ref } of toMark) batch.update(ref, { eligible: true, updatedAt: FieldValue.serverTimestamp() });
      await batch.commit();
      await logAdminAction(caller, 'importCensusEmails', ballotId, { marked: toMark.length });
    }
    return {
      total: distinct.length,
      unknown,
      alreadyEligible: found.size - toMark.length,
      marked: apply ? toMark.length : 0,
      toMark: toMark.length,
    };
  },
);
