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
import { pseudoCatalog } from './pseudo-catalog';

const WEB = join(import.meta.dirname, '..');
const LOCALES = join(WEB, 'src', 'locales');
const LINGUI = join(WEB, 'node_modules', '.bin', 'lingui');

const read = (root: string, language: string) => readFileSync(join(root, language, 'messages.po'), 'utf8');
/** The extraction date changes at every run; nothing else may. */
const withoutDate = (po: string) => po.replace(/^"POT-Creation-Date: .*\\n"$/m, '');

/** msgid → msgstr of a PO file as Lingui writes it (one line each). */
function entries(po: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, id, text] of po.matchAll(/^msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")$/gm)) {
    const message = JSON.parse(id!) as string;
    if (message) found.set(message, JSON.parse(text!) as string);
  }
  return found;
}

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
    for (const language of ['en', 'es', 'ar']) {
      expect(withoutDate(read(copy, language)), `${language}: run npm run i18n:extract -w web`).toBe(
        withoutDate(read(LOCALES, language)),
      );
    }
    // The pseudo catalog is written from the new extraction, as the script does.
    expect(read(LOCALES, 'pseudo').replace(/^"POT.*\n/m, '')).toBe(
      pseudoCatalog(read(copy, 'pseudo')).replace(/^"POT.*\n/m, ''),
    );
  }, 60_000);

  it.each(['es', 'ar'])('give every message a %s text', (language) => {
    const untranslated = [...entries(read(LOCALES, language))].filter(([, text]) => !text.trim()).map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it("write Arabic plurals with Arabic's six forms (zero, one, two, few, many, other)", () => {
    for (const [id, text] of entries(read(LOCALES, 'ar'))) {
      if (!/\{\w+, plural,/.test(id)) continue;
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(text, `${id}: the ${form} form`).toMatch(new RegExp(`\\b${form} \\{`));
      }
    }
  });

  it('say in each header that a native speaker should review them', () => {
    for (const language of ['es', 'ar']) {
      expect(read(LOCALES, language)).toMatch(/X-Review-Needed: .*native speaker should review/);
    }
  });
});
