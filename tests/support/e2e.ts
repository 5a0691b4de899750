/** What the e2e files of the dashboards, the fixer and analytics share: viewports, the seed admin, patience. */
import { expect } from 'vitest';
import { seedData } from '../../emulators/seed.js';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const seedAdmin = seedData.users.find((u) => u.uid === 'seed-admin')!;

/** Polls `read` for up to a minute: these screens load lazily, on a machine other suites share. */
export const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 60_000 });
