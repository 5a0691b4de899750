/** What the e2e files share: viewports, the seed accounts. */
import type { Role } from '@civic/domain';
import type { Page } from 'playwright-core';
import { seedData } from '../../../emulators/seed.js';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const seedAdmin = seedData.users.find((u) => u.uid === 'seed-admin')!;
/** The seed citizen (on the constitutional vote's list of eligible voters). */
export const seedUser = seedData.users.find((u) => u.uid === 'seed-user')!;
/** The seed account `signedInPage('admin' | 'user', …)` signs in as. */
export const SEED_ACCOUNTS: Record<Role, typeof seedAdmin> = { admin: seedAdmin, user: seedUser };

/**
 * Chooses the page's language in the shell's menu. On a phone in an area with a Menu drawer the
 * menu sits in the drawer (app-shell.tsx), so the drawer opens for the choice and closes after it.
 */
export const chooseLanguage = (page: Page, language: string) => chooseInShell(page, 'language', language);

/** Chooses the theme in the shell's menu (in the Menu drawer on a phone, as the language menu). */
export const chooseTheme = (page: Page, theme: 'light' | 'dark' | 'system') => chooseInShell(page, 'color-mode', theme);

async function chooseInShell(page: Page, id: 'language' | 'color-mode', value: string) {
  const menu = page.locator(`#${id}`);
  const inDrawer = !(await menu.isVisible());
  const menuButton = page.locator('.shell__menu-button');
  if (inDrawer) await menuButton.click();
  await menu.selectOption(value);
  if (inDrawer) await menuButton.click();
}
