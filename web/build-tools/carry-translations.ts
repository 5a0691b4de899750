/**
 * Carries translations from old single-catalog PO files (`{locale}/messages.po`, as branches made
 * before the split write them) into the split catalogs (`{locale}/public.po` and `app.po`), by
 * message (docs/languages.md, "Merging a branch that still writes messages.po"). Only empty
 * translations are filled; a message translated differently in both is reported and left as it is.
 *
 *   npx tsx build-tools/carry-translations.ts <folder holding {locale}/messages.po | git ref>
 *
 * Run it after `npm run i18n:extract -w web` (so the split catalogs hold the branch's messages),
 * then run the catalogs test.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The languages translators write (English is the code's; the pseudo-language is generated). */
export const TRANSLATED_LANGUAGES = ['es', 'ar'] as const;
export const SPLIT_CATALOGS = ['public', 'app'] as const;

const LOCALES = join(import.meta.dirname, '..', 'src', 'locales');

/** A PO string's lines (`"…"` after the keyword, then continuation lines) joined and unescaped. */
const unquote = (lines: string[]) => lines.map((line) => JSON.parse(line) as string).join('');

interface Entry {
  key: string;
  text: string;
}

/**
 * Each block of a PO file (the blank lines between them too, kept as blocks without an entry) with
 * its entry: its context and message as the key, its translation.
 */
function entriesOf(po: string): { block: string; entry?: Entry }[] {
  return po.split(/(\n\n+)/).map((block) => {
    const fields = new Map<string, string[]>();
    let current: string[] | undefined;
    for (const line of block.split('\n')) {
      const field = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
      if (field) fields.set(field[1]!, (current = [field[2]!]));
      else if (line.startsWith('"') && current) current.push(line);
      else current = undefined;
    }
    const id = fields.get('msgid');
    if (!id || !fields.has('msgstr')) return { block };
    const key = `${unquote(fields.get('msgctxt') ?? [])}\u0004${unquote(id)}`;
    return { block, entry: unquote(id) ? { key, text: unquote(fields.get('msgstr')!) } : undefined };
  });
}

export interface Carried {
  po: string;
  filled: number;
  /** Messages translated in both, differently: the new catalog's text is kept. */
  conflicts: { message: string; kept: string; old: string }[];
}

/** `po` with its empty translations filled from `old`'s, by context and message. */
export function carryTranslations(old: string, po: string): Carried {
  const translations = new Map(
    entriesOf(old).flatMap(({ entry }) => (entry && entry.text.trim() ? [[entry.key, entry.text] as const] : [])),
  );
  let filled = 0;
  const conflicts: Carried['conflicts'] = [];
  const blocks = entriesOf(po).map(({ block, entry }) => {
    const text = entry && translations.get(entry.key);
    if (!entry || text === undefined || text === entry.text) return block;
    if (entry.text.trim()) {
      conflicts.push({ message: entry.key.split('\u0004')[1]!, kept: entry.text, old: text });
      return block;
    }
    filled++;
    // Lingui writes a translation on one line; the next extraction keeps it so.
    return block.replace(/^msgstr ".*"(\n".*")*/m, () => `msgstr ${JSON.stringify(text)}`);
  });
  return { po: blocks.join(''), filled, conflicts };
}

/** The old catalog of `language`: from a folder, or from a git ref of this repository. */
function readOld(source: string, language: string): string {
  try {
    return readFileSync(join(source, language, 'messages.po'), 'utf8');
  } catch {
    return execFileSync('git', ['show', `${source}:web/src/locales/${language}/messages.po`], {
      cwd: LOCALES,
      encoding: 'utf8',
    });
  }
}

function main(source: string | undefined) {
  if (!source) throw new Error('Usage: carry-translations.ts <folder holding {locale}/messages.po | git ref>');
  for (const language of TRANSLATED_LANGUAGES) {
    const old = readOld(source, language);
    for (const catalog of SPLIT_CATALOGS) {
      const path = join(LOCALES, language, `${catalog}.po`);
      const { po, filled, conflicts } = carryTranslations(old, readFileSync(path, 'utf8'));
      writeFileSync(path, po);
      console.log(`${language}/${catalog}.po: ${filled} translations carried`);
      for (const { message, kept, old: theirs } of conflicts) {
        console.log(`  kept "${kept}" for "${message}" (the old catalog says "${theirs}")`);
      }
    }
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) main(process.argv[2]);
