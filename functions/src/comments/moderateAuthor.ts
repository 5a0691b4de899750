import type { CommenterDoc } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { refuseSelf, requireTargetUser } from '../users/lib/targetUser.js';
import { commenterRef } from './lib/commentRefs.js';

/**
 * Times an author out (10 s … 24 h), clears the timeout, blocks them from commenting until
 * unblocked, or unblocks them. The posting callable reads the same `commenters/{uid}` record in
 * its transaction, so the very next post is refused. Audited.
 */
export const moderateAuthor = defineCallable(
  'moderateAuthor',
  { roles: ['admin'] },
  async ({ uid, action, durationSeconds, note }, caller) => {
    refuseSelf(caller, uid, 'moderate');
    await requireTargetUser(uid);
    const change: Partial<CommenterDoc> =
      action === 'timeout'
        ? { timedOutUntil: Timestamp.fromMillis(Date.now() + (durationSeconds ?? 0) * 1000) }
        : action === 'clear-timeout'
          ? { timedOutUntil: null }
          : { blocked: action === 'block' };
    await commenterRef(uid).set(change, { merge: true });
    const after = (await commenterRef(uid).get()).data() as Partial<CommenterDoc<Timestamp>>;
    await logAdminAction(caller, `commenter.${action}`, uid, {
      durationSeconds: durationSeconds ?? null,
      note: note ?? '',
    });
    return { uid, blocked: after.blocked === true, timedOutUntil: after.timedOutUntil?.toMillis() ?? null };
  },
);
