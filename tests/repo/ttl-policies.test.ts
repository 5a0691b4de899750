/**
 * Records that are meant to disappear on their own (a heartbeat, a retried create's stored answer
 * with its temporary password) rely on a Firestore TTL policy declared in firestore.indexes.json;
 * without it they would stay forever in production (the emulators never expire anything, so no
 * other test would notice).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTIONS } from '@civic/domain';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const indexes = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as {
  fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
};

const EXPIRING = [
  { collectionGroup: COLLECTIONS.viewers, fieldPath: 'expireAt' },
  { collectionGroup: COLLECTIONS.requestOutcomes, fieldPath: 'expiresAt' },
];

describe('firestore.indexes.json', () => {
  it.each(EXPIRING)('declares a TTL policy on $fieldPath in $collectionGroup', ({ collectionGroup, fieldPath }) => {
    const override = indexes.fieldOverrides.find(
      (field) => field.collectionGroup === collectionGroup && field.fieldPath === fieldPath,
    );
    expect(override?.ttl).toBe(true);
  });
});
