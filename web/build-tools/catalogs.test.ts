/**
 * The catalogs are complete and up to date (docs/languages.md): extracting the messages from the
 * code again changes nothing; every message has its Spanish and Arabic text; every Arabic plural
 * has Arabic's six forms; the pseudo-language's catalog is the one written from English.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOG_NAMES } from '../src/lib/i18n/catalog-names';
import { translationsOf } from './carry-translations';
import { pseudoCatalog } from './pseudo-catalog';

const WEB = join(import.meta.dirname, '..');
const LOCALES = join(WEB, 'src', 'locales');
const LINGUI = join(WEB, 'node_modules', '.bin', 'lingui');

/** Each language's catalogs (lingui.config.ts, lib/i18n/catalog-names.ts). */
const CATALOGS = CATALOG_NAMES;
const read = (root: string, language: string, catalog: string) =>
  readFileSync(join(root, language, `${catalog}.po`), 'utf8');
const everyCatalog = (languages: string[]) =>
  languages.flatMap((language) => CATALOGS.map((catalog) => [language, catalog] as const));
/** The extraction date changes at every run; nothing else may. */
const withoutDate = (po: string) => po.replace(/^"POT-Creation-Date: .*\\n"$/m, '');

/** msgid → msgstr of a PO file, text over several lines included. */
const entries = translationsOf;

const copy = mkdtempSync(join(tmpdir(), 'catalogs-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the message catalogs', () => {
  it('are up to date with the code (`npm run i18n:extract -w web` writes them)', () => {
    cpSync(LOCALES, copy, { recursive: true });
    execFileSync(LINGUI, ['extract', '--clean'], {
      cwd: WEB,
      env: { ...process.env, LINGUI_CATALOGS: copy },
      stdio: 'pipe',
    });
    for (const [language, catalog] of everyCatalog(['en', 'es', 'ar'])) {
      expect(
        withoutDate(read(copy, language, catalog)),
        `${language}/${catalog}: run npm run i18n:extract -w web`,
      ).toBe(withoutDate(read(LOCALES, language, catalog)));
    }
    for (const catalog of CATALOGS) {
      // The pseudo catalogs are written from the new extraction, as the script does.
      expect(read(LOCALES, 'pseudo', catalog).replace(/^"POT.*\n/m, '')).toBe(
        pseudoCatalog(read(copy, 'pseudo', catalog), read(copy, 'en', catalog)).replace(/^"POT.*\n/m, ''),
      );
    }
  }, 60_000);

  it.each(everyCatalog(['es', 'ar']))('give every message a %s text (%s catalog)', (language, catalog) => {
    const untranslated = [...entries(read(LOCALES, language, catalog))]
      .filter(([, text]) => !text.trim())
      .map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it("write Arabic plurals with Arabic's six forms (zero, one, two, few, many, other)", () => {
    for (const catalog of CATALOGS) {
      // A message with an explicit id (`refusal.camera-full`) has its English in the English catalog.
      const english = entries(read(LOCALES, 'en', catalog));
      for (const [id, text] of entries(read(LOCALES, 'ar', catalog))) {
        if (!/\{\w+, plural,/.test(english.get(id) || id)) continue;
        for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
          expect(text, `${id}: the ${form} form`).toMatch(new RegExp(`\\b${form} \\{`));
        }
      }
    }
  });

  // WCAG 2.5.3 (axe's label-content-name-mismatch): a button reading "Revoke eligibility" whose
  // accessible name is "Revoke eligibility of {email}" must keep the visible words in its name, in
  // every language, or a person who says what they see to voice control cannot press it. The
  // languages e2e found two translations that broke it; this catches the rest before a screen does.
  it('keep a label’s words in the longer accessible name built on it', () => {
    // Pairs that are not a label and its name (a column heading and a select's name, a badge and
    // an article's name).
    const NOT_A_LABEL = new Set(['Role|Role of {email}', 'Question|Question by {author}']);
    for (const language of ['es', 'ar']) {
      const texts = new Map(CATALOGS.flatMap((catalog) => [...entries(read(LOCALES, language, catalog))]));
      const labels = [...texts.keys()].filter((id) => /^[A-Z][a-z]+( [a-z]+)*$/.test(id));
      for (const name of texts.keys()) {
        for (const label of labels.filter((l) => name.startsWith(`${l} `) && /\{\w+\}$/.test(name))) {
          if (NOT_A_LABEL.has(`${label}|${name}`)) continue;
          expect(texts.get(name)!.toLowerCase(), `${language}: "${name}" holds "${label}"`).toContain(
            texts.get(label)!.toLowerCase(),
          );
        }
      }
    }
  });

  it('say in each header that a native speaker should review them', () => {
    for (const [language, catalog] of everyCatalog(['es', 'ar'])) {
      expect(read(LOCALES, language, catalog), `${language}/${catalog}`).toMatch(
        /X-Review-Needed: .*native speaker should review/,
      );
    }
  });
});
