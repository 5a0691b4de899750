/** What the e2e files share: viewports, the seed admin, patience. */
import { expect } from 'vitest';
import { seedData } from '../../../emulators/seed.js';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const seedAdmin = seedData.users.find((u) => u.uid === 'seed-admin')!;

/**
 * Polls `read` every 250 ms until the assertion holds, for up to a minute by default: screens load
 * lazily, on a machine other suites share (a shorter wait only makes a slow run fail).
 */
export const eventually = <T>(read: () => Promise<T>, timeout = 60_000) =>
  expect.poll(read, { timeout, interval: 250 });
