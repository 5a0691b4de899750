import type { UserRecord } from '@civic/domain';
import type { Timestamp } from 'firebase-admin/firestore';

/** The read-optimised profile the web session loads first (docs/PRODUCT.md §3): no secrets, ISO times. */
export function realtimeMirrorOf(record: Partial<UserRecord<Timestamp>>) {
  return {
    uid: record.uid ?? null,
    email: record.email ?? null,
    displayName: record.displayName ?? '',
    photoURL: record.photoURL ?? '',
    bio: record.bio ?? '',
    role: record.role ?? 'user',
    eligible: record.eligible ?? false,
    status: record.status ?? 'active',
    updatedAt: record.updatedAt?.toDate().toISOString() ?? null,
  };
}
