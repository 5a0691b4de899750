/** What the e2e files share: viewports, the seed accounts. */
import type { Role } from '@civic/domain';
import { seedData } from '../../../emulators/seed.js';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const seedAdmin = seedData.users.find((u) => u.uid === 'seed-admin')!;
/** The seed citizen (on the constitutional vote's list of eligible voters). */
export const seedUser = seedData.users.find((u) => u.uid === 'seed-user')!;
/** The seed account `signedInPage('admin' | 'user', …)` signs in as. */
export const SEED_ACCOUNTS: Record<Role, typeof seedAdmin> = { admin: seedAdmin, user: seedUser };
