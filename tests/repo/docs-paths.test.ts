/**
 * The docs name files and folders (`functions/src/platform/callable.ts`, `features/polls/api/`)
 * as the map a newcomer follows. A move or rename that forgets the docs leaves a map to nowhere,
 * and nothing else would notice; so every path a doc names in backticks or links must exist.
 *
 * A named path may be written from the repository root or from any folder a reader is already in
 * (`events/lib/reactionPulse.ts` inside `functions/src/`), so it must be the tail of a tracked
 * path, segment for segment. Templates (`<name>`, `{eventId}`, `…`) and import specifiers (`@/`,
 * `../`) are not paths of this repository and are skipped.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

const DOCS = tracked.filter((file) => file === 'README.md' || /^docs\/.*\.md$/.test(file));

/** Every folder of every tracked file, with a trailing slash, and every file. */
const known = new Set<string>();
for (const file of tracked) {
  known.add(file);
  const segments = file.split('/');
  for (let i = 1; i < segments.length; i += 1) known.add(`${segments.slice(0, i).join('/')}/`);
}
const tails = new Set<string>();
for (const path of known) {
  const segments = path.replace(/\/$/, '').split('/');
  const slash = path.endsWith('/') ? '/' : '';
  for (let i = 0; i < segments.length; i += 1) tails.add(`${segments.slice(i).join('/')}${slash}`);
}

const TEMPLATE = /[<>{}*…]|^@\/|^\.\.?\/|^\/|^https?:|:\/\/|^[a-z]+:/;
const LOOKS_LIKE_PATH = /^[\w.-]+(\/[\w.-]+)*\/?$/;

/** Paths named in backticks (from the root or a folder the reader is in), outside code blocks. */
function namedPaths(markdown: string): string[] {
  const withoutFences = markdown.replace(/```[\s\S]*?```/g, '');
  return [...new Set([...withoutFences.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!.replace(/[:,;.]+$/, '')))]
    .filter((name) => name.includes('/') && !TEMPLATE.test(name) && LOOKS_LIKE_PATH.test(name))
    .filter((name) => /\.(ts|tsx|js|json|md|rules|css|sh|yml|yaml|html)$/.test(name) || name.endsWith('/'));
}

/** Relative link targets, resolved from the document's folder. */
function linkedPaths(markdown: string, doc: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => posix.normalize(posix.join(posix.dirname(doc), target)));
}

describe.each(DOCS)('%s', (doc) => {
  const markdown = readFileSync(join(ROOT, doc), 'utf8');
  it('names only files and folders that exist', () => {
    expect(namedPaths(markdown).filter((name) => !tails.has(name))).toEqual([]);
  });
  it('links only to files and folders that exist', () => {
    expect(linkedPaths(markdown, doc).filter((path) => !known.has(path) && !known.has(`${path}/`))).toEqual([]);
  });
});
