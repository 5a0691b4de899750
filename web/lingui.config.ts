import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The message catalogs (docs/languages.md): English is the source language, written in the code
 * through Lingui's macros; `lingui extract` writes every message into one PO file per language,
 * which the Vite plugin compiles at build time. `pseudo` is a test build's language: accented and
 * longer text, to find what did not pass through a catalog.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ar', 'pseudo'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      // LINGUI_CATALOGS: where build-tools/catalogs.test.ts extracts a copy to compare with these.
      path: `${process.env.LINGUI_CATALOGS ?? '<rootDir>/src/locales'}/{locale}/messages`,
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    },
  ],
  format: formatter({
    lineNumbers: false,
    customHeaderAttributes: {
      'X-Review-Needed': 'Written by the developers; a native speaker should review it before a real deployment.',
    },
  }),
});
