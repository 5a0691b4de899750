import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { ADMIN_SOURCES, GAME_SOURCES } from './build-tools/area-catalogs';
import {
  AUTH_SOURCES,
  AUTH_SOURCES_SHARED_WITH_APP,
  INFO_SOURCES,
  PUBLIC_SOURCES,
  REPLAYS_SOURCES,
} from './build-tools/public-catalog';

/**
 * The message catalogs (docs/languages.md): English is the source language, written in the code
 * through Lingui's macros; `lingui extract` writes six PO files per language, which the Vite plugin
 * compiles at build time: `public`, the messages of the shell and the public pages (the files
 * build-tools/public-catalog.ts lists), loaded at start; `info`, the privacy and open-data pages'
 * own text, loaded with either; `auth`, the log-in and sign-up forms', loaded with either;
 * `replays`, the replays' archive and replay page's, loaded with either; `admin`
 * and `game`, what only the admin screens or only the game show (build-tools/area-catalogs.ts),
 * loaded with those areas; and `app`, everyone else's, loaded with every signed-in screen (it also
 * holds the field messages and Auth refusals the signed-in forms share with `auth`). `pseudo` is a
 * test build's language:
 * accented and longer text, to find what did not pass through a catalog.
 */
// LINGUI_CATALOGS: where build-tools/catalogs.test.ts extracts a copy to compare with these.
const LOCALES = process.env.LINGUI_CATALOGS ?? '<rootDir>/src/locales';
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];
/** A folder of the list (`src/x/`) is all its files; a file is itself. */
const source = (entry: string) => `<rootDir>/${entry.replace(/\/$/, '')}`;
const ignored = (entry: string) => `<rootDir>/${entry.endsWith('/') ? `${entry}**` : entry}`;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ar', 'pseudo'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: `${LOCALES}/{locale}/public`, include: PUBLIC_SOURCES.map(source), exclude: TESTS },
    { path: `${LOCALES}/{locale}/info`, include: INFO_SOURCES.map(source), exclude: TESTS },
    { path: `${LOCALES}/{locale}/auth`, include: AUTH_SOURCES.map(source), exclude: TESTS },
    { path: `${LOCALES}/{locale}/replays`, include: REPLAYS_SOURCES.map(source), exclude: TESTS },
    { path: `${LOCALES}/{locale}/admin`, include: ADMIN_SOURCES.map(source), exclude: TESTS },
    { path: `${LOCALES}/{locale}/game`, include: GAME_SOURCES.map(source), exclude: TESTS },
    {
      path: `${LOCALES}/{locale}/app`,
      include: ['<rootDir>/src'],
      exclude: [
        ...TESTS,
        ...PUBLIC_SOURCES.map(ignored),
        ...INFO_SOURCES.map(ignored),
        ...REPLAYS_SOURCES.map(ignored),
        ...ADMIN_SOURCES.map(ignored),
        ...GAME_SOURCES.map(ignored),
        ...AUTH_SOURCES.filter((entry) => !AUTH_SOURCES_SHARED_WITH_APP.includes(entry)).map(ignored),
      ],
    },
  ],
  format: formatter({
    lineNumbers: false,
    customHeaderAttributes: {
      'X-Review-Needed': 'Written by the developers; a native speaker should review it before a real deployment.',
    },
  }),
});
