/**
 * Carries translations from old single-catalog PO files (`{locale}/messages.po`, as branches made
 * before the split write them) into the split catalogs (`{locale}/public.po` and `app.po`), by
 * message (docs/languages.md, "Merging a branch that still writes messages.po"). Only empty
 * translations are filled; a message translated differently in both is reported and left as it is.
 *
 *   npx tsx build-tools/carry-translations.ts <folder holding {locale}/messages.po | git ref>
 *
 * The old catalogs may be split ones too (`{locale}/public.po`, `app.po`, `admin.po`…, every name
 * of lib/i18n/catalog-names.ts): after a file moves from one catalog to another,
 * `carry-translations.ts HEAD` brings its translations along.
 *
 * Run it after `npm run i18n:extract -w web` (so the split catalogs hold the branch's messages),
 * then extract once more (Lingui writes a translation with line breaks over several lines) and run
 * the catalogs test.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_NAMES } from '../src/lib/i18n/catalog-names';

/** The languages translators write (English is the code's; the pseudo-language is generated). */
export const TRANSLATED_LANGUAGES = ['es', 'ar'] as const;
export const SPLIT_CATALOGS = CATALOG_NAMES;

const LOCALES = join(import.meta.dirname, '..', 'src', 'locales');

/** A PO string's lines (`"…"` after the keyword, then continuation lines) joined and unescaped. */
const unquote = (lines: string[]) => lines.map((line) => JSON.parse(line) as string).join('');

/** Between a message's context and the message in a key, as gettext writes them. */
const CONTEXT_END = '\u0004';

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
    const context = unquote(fields.get('msgctxt') ?? []);
    const key = context ? `${context}${CONTEXT_END}${unquote(id)}` : unquote(id);
    return { block, entry: unquote(id) ? { key, text: unquote(fields.get('msgstr')!) } : undefined };
  });
}

/** Message → translation of every entry of a PO file (with its context, if any, before U+0004). */
export function translationsOf(po: string): Map<string, string> {
  return new Map(entriesOf(po).flatMap(({ entry }) => (entry ? [[entry.key, entry.text]] : [])));
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
      conflicts.push({ message: entry.key.split(CONTEXT_END).pop()!, kept: entry.text, old: text });
      return block;
    }
    filled++;
    // On one line: the next extraction writes it as Lingui does.
    return block.replace(/^msgstr ".*"(\n".*")*/m, () => `msgstr ${JSON.stringify(text)}`);
  });
  return { po: blocks.join(''), filled, conflicts };
}

/** A catalog file of `language` from a folder, or from a git ref of this repository; '' if none. */
function readCatalog(source: string, language: string, file: string): string {
  try {
    return readFileSync(join(source, language, file), 'utf8');
  } catch {
    try {
      return execFileSync('git', ['show', `${source}:web/src/locales/${language}/${file}`], {
        cwd: LOCALES,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      return '';
    }
  }
}

/**
 * The old translations of `language`: an old single catalog, or split ones (to carry translations
 * when a file moves between the public and the app catalog, from `HEAD` or a copy made before).
 */
function readOld(source: string, language: string): string {
  const old = ['messages.po', ...SPLIT_CATALOGS.map((catalog) => `${catalog}.po`)]
    .map((file) => readCatalog(source, language, file))
    .join('\n\n');
  if (!old.trim()) throw new Error(`No catalog of ${language} in ${source}`);
  return old;
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
