import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { realtimeDatabaseAvailable } from '../platform/app.js';
import { realtimeMirrorOf } from './lib/realtimeMirror.js';

// The trigger's two sides without the Realtime Database: what it would write, and whether it
// writes at all. tests/integration/realtime-mirror.test.ts checks the real write where the
// Realtime Database emulator runs.
describe('the Realtime Database user mirror', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('copies the profile fields with an ISO updatedAt and nothing else', () => {
    const mirror = realtimeMirrorOf({
      uid: 'u1',
      email: 'u1@example.test',
      displayName: 'Uma',
      photoURL: '',
      bio: 'hi',
      role: 'user',
      eligible: true,
      status: 'active',
      updatedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 22, 8)),
      emailLower: 'u1@example.test',
    });
    expect(mirror).toEqual({
      uid: 'u1',
      email: 'u1@example.test',
      displayName: 'Uma',
      photoURL: '',
      bio: 'hi',
      role: 'user',
      eligible: true,
      status: 'active',
      updatedAt: '2026-11-22T08:00:00.000Z',
    });
  });

  it('is off on the emulators when no Realtime Database emulator runs, on otherwise', () => {
    process.env.FUNCTIONS_EMULATOR = 'true';
    delete process.env.FIREBASE_DATABASE_EMULATOR_HOST;
    expect(realtimeDatabaseAvailable()).toBe(false);
    process.env.FIREBASE_DATABASE_EMULATOR_HOST = '127.0.0.1:9000';
    expect(realtimeDatabaseAvailable()).toBe(true);
    delete process.env.FUNCTIONS_EMULATOR;
    delete process.env.FIREBASE_DATABASE_EMULATOR_HOST;
    expect(realtimeDatabaseAvailable()).toBe(true);
  });
});
