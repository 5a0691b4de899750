/**
 * Which SDK one-time reads use: the full SDK by default (a screen with listeners has it loaded),
 * Firestore Lite once a screen without listeners imports once-lite.ts — and then the full SDK is
 * never loaded for them (docs/performance.md).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

let fullLoaded = false;

beforeEach(() => {
  vi.resetModules();
  fullLoaded = false;
  vi.doMock('./once-full', () => {
    fullLoaded = true;
    return { fullOnce: { db: 'full-db' } };
  });
  vi.doMock('./firestore-lite', () => ({ liteFirestore: 'lite-db' }));
});

describe('onceFirestore', () => {
  it('loads the full SDK’s functions on first use when no screen chose Lite', async () => {
    const { onceFirestore } = await import('./firestore-once');
    expect(fullLoaded).toBe(false);
    expect((await onceFirestore()).db).toBe('full-db');
    expect(fullLoaded).toBe(true);
  });

  it('reads and writes with Firestore Lite once a screen imports once-lite, never loading the full SDK', async () => {
    await import('./once-lite');
    const { onceFirestore } = await import('./firestore-once');
    const sdk = await onceFirestore();
    expect(sdk.db).toBe('lite-db');
    const lite = await import('firebase/firestore/lite');
    expect(sdk.getDocs).toBe(lite.getDocs);
    expect(sdk.setDoc).toBe(lite.setDoc);
    expect(fullLoaded).toBe(false);
  });
});
