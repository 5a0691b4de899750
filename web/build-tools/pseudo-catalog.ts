/**
 * Writes the pseudo-language's catalog (docs/languages.md) from the English messages: every
 * letter accented and each message about 35 % longer, inside ⟦ ⟧, so a test build shows at a
 * glance any text that did not pass through a catalog (plain ASCII), text cut short (no closing
 * ⟧), and layouts that break with longer languages. ICU arguments (`{name}`, the keywords of
 * `{count, plural, one {…} other {…}}`), `#` and the `<0>…</0>` tags are kept as they are.
 * Run by `npm run i18n:extract -w web` after `lingui extract`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CATALOG_NAMES } from '../src/lib/i18n/catalog-names';

const ACCENTS: Record<string, string | undefined> = Object.fromEntries(
  [...'aeiouycnAEIOUYCN'].map((letter, index) => [letter, [...'áéíóúýçñÁÉÍÓÚÝÇÑ'][index]]),
);
const accent = (text: string) => text.replace(/[a-zA-Z]/g, (letter) => ACCENTS[letter] ?? letter);

/** The message with its literal text accented: text sits at even brace depths, syntax at odd ones. */
export function pseudoText(message: string): string {
  let depth = 0;
  let out = '';
  let literal = 0;
  for (let i = 0; i < message.length; i++) {
    const char = message[i]!;
    const tag = depth % 2 === 0 ? /^<\/?\d+\/?>/.exec(message.slice(i)) : null;
    if (tag) {
      out += tag[0];
      i += tag[0].length - 1;
    } else if (char === '{' || char === '}') {
      depth += char === '{' ? 1 : -1;
      out += char;
    } else if (depth % 2 === 0 && char !== '#') {
      out += accent(char);
      if (/\S/.test(char)) literal++;
    } else {
      out += char;
    }
  }
  return `⟦${out} ${padding(Math.ceil(literal * 0.35))}⟧`;
}

const PADDING_WORD = 8;

/**
 * `length` characters of padding in words of at most eight, as a longer language's text breaks
 * into lines: one unbroken run of 40 tildes is no language's word, and would push any box wider
 * than a phone.
 */
function padding(length: number): string {
  const words = Array.from({ length: Math.ceil(length / PADDING_WORD) }, (_, index) =>
    '~'.repeat(Math.min(PADDING_WORD, length - index * PADDING_WORD)),
  );
  return words.join(' ');
}

/** The pseudo-language's catalogs (lingui.config.ts), one per catalog of every language. */
const CATALOGS = CATALOG_NAMES.map((name) => new URL(`../src/locales/pseudo/${name}.po`, import.meta.url));

/** msgid → msgstr of a PO file's single-line entries (the English catalog's messages by id). */
function messagesById(po: string): Map<string, string> {
  const entries = po.matchAll(/msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")/g);
  return new Map([...entries].map(([, id, str]) => [JSON.parse(id!) as string, JSON.parse(str!) as string]));
}

/**
 * Fills every msgstr of a pseudo catalog from its message: the msgid, or for a message with an
 * explicit id (`refusal.rate-limited`) its English, from `english` (the English catalog's text).
 */
export function pseudoCatalog(po: string, english: string = ''): string {
  const sources = messagesById(english);
  return po.replace(/msgid ("(?:[^"\\]|\\.)*")\nmsgstr "(?:[^"\\]|\\.)*"/g, (entry, id: string) => {
    const key = JSON.parse(id) as string;
    const message = sources.get(key) || key;
    return message === '' ? entry : `msgid ${id}\nmsgstr ${JSON.stringify(pseudoText(message))}`;
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  for (const po of CATALOGS) {
    const english = readFileSync(new URL(po.href.replace('/pseudo/', '/en/')), 'utf8');
    writeFileSync(po, pseudoCatalog(readFileSync(po, 'utf8'), english));
  }
}
