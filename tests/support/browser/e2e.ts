/** What the e2e files share: viewports, the seed admin. */
import { seedData } from '../../../emulators/seed.js';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const seedAdmin = seedData.users.find((u) => u.uid === 'seed-admin')!;
