/**
 * Every collection in domain/src/collections.ts has a written decision about personal data
 * (PERSONAL_DATA, domain/src/personal-data.ts): either the export carries it — and then the
 * export's builder and the deletion both read it — or it is not personal data, with the reason.
 * A collection said to be keyed by uid, or to hold a uid field, cannot be marked "not personal".
 * So a new collection cannot slip past "Download my data" and "Delete my account" unnoticed
 * (docs/personal-data.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ACCOUNT_REFERENCES, COLLECTIONS, PERSONAL_DATA, type PersonalDataDecision } from '@civic/domain';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const collectionsSource = read('domain/src/collections.ts');
const exportSource = read('functions/src/privacy/lib/personalExport.ts');
const deletionSource =
  read('functions/src/privacy/lib/eraseAccount.ts') + read('functions/src/game/lib/deletedPlayers.ts');

/** The keys of COLLECTIONS whose doc comment says they are keyed by, or hold, a uid. */
function saidToHoldUid(source: string): string[] {
  const entries = source.slice(source.indexOf('COLLECTIONS = {'), source.indexOf('} as const;'));
  const found: string[] = [];
  let comment = '';
  for (const line of entries.split('\n')) {
    const key = /^\s*(\w+): '/.exec(line)?.[1];
    if (!key) {
      comment += ` ${line}`;
      continue;
    }
    if (
      /keyed by (the [\w']+ )?uid|holds? (a|the|their) uid|one (document )?per (voter|viewer|player|account|participant)/i.test(
        comment,
      )
    ) {
      found.push(key);
    }
    comment = '';
  }
  return found;
}

/** What is missing for each collection: a decision, an export line, a deletion step. */
function problems(
  keys: string[],
  decisions: Record<string, PersonalDataDecision | undefined>,
  holdsUid: string[],
  sources: { exported: string; deleted: string },
): string[] {
  const found: string[] = [];
  for (const key of keys) {
    const decision = decisions[key];
    if (!decision) found.push(`${key}: no decision in PERSONAL_DATA`);
    else if (decision.kind === 'not personal') {
      if (holdsUid.includes(key) && !decision.keepsUid) found.push(`${key}: holds a uid but is marked not personal`);
      if (decision.reason.trim().length < 10) found.push(`${key}: the reason is not written down`);
    } else {
      if (!sources.exported.includes(`COLLECTIONS.${key}`)) found.push(`${key}: not read by the export`);
      if (!sources.deleted.includes(`COLLECTIONS.${key}`)) found.push(`${key}: not handled by the deletion`);
    }
  }
  return found;
}

describe('personal data decisions', () => {
  const keys = Object.keys(COLLECTIONS);
  const holdsUid = saidToHoldUid(collectionsSource);

  it('finds the collections the comments say are keyed by uid (the check reads them)', () => {
    expect(holdsUid).toEqual(expect.arrayContaining(['votes', 'viewers', 'upvotes', 'commenters', 'players']));
  });

  it('every collection has a decision; each exported one is read by the export and handled by the deletion', () => {
    expect(problems(keys, PERSONAL_DATA, holdsUid, { exported: exportSource, deleted: deletionSource })).toEqual([]);
  });

  it('fails for a new uid-keyed collection added without a decision, or marked not personal', () => {
    const source = collectionsSource.replace(
      'export const COLLECTIONS = {',
      "export const COLLECTIONS = {\n  /** One document per account, keyed by uid. */\n  badges: 'badges',",
    );
    const newHoldsUid = saidToHoldUid(source);
    const sources = { exported: exportSource, deleted: deletionSource };
    expect(problems([...keys, 'badges'], PERSONAL_DATA, newHoldsUid, sources)).toEqual([
      'badges: no decision in PERSONAL_DATA',
    ]);
    const marked = { ...PERSONAL_DATA, badges: { kind: 'not personal', reason: 'just badges, nothing more' } } as const;
    expect(problems([...keys, 'badges'], marked, newHoldsUid, sources)).toEqual([
      'badges: holds a uid but is marked not personal',
    ]);
    const exported = {
      ...PERSONAL_DATA,
      badges: { kind: 'exported', section: 'account', onDelete: 'deleted' },
    } as const;
    expect(problems([...keys, 'badges'], exported, newHoldsUid, sources)).toEqual([
      'badges: not read by the export',
      'badges: not handled by the deletion',
    ]);
  });
});

/** Every non-test source file of the functions. */
function functionSources(dir = join(ROOT, 'functions', 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return functionSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Fields the caller's uid is written into that are not references to another record's actor: the
 * account's own records (their collections' PERSONAL_DATA lines decide), the audit log (which
 * keeps uids on purpose), a history entry's `by` (rewritten with its record's history), the
 * deletion's own request, and a log line's `caller` (logs, not the database).
 */
const OWN_OR_AUDIT = new Set(['authorUid', 'reporterUid', 'uid', 'actorUid', 'by', 'caller']);

describe('references to the account that did something (ACCOUNT_REFERENCES)', () => {
  it('every field a function writes the caller’s uid into is one the deletion rewrites', () => {
    const listed = new Set(ACCOUNT_REFERENCES.map((reference) => reference.field));
    const unlisted: string[] = [];
    for (const file of functionSources()) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/(\w+): (?:FieldValue\.arrayUnion\()?(?:caller|auth)\.uid\b/g)) {
        const field = match[1]!;
        if (!listed.has(field) && !OWN_OR_AUDIT.has(field)) unlisted.push(`${relative(ROOT, file)}: ${field}`);
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('every collection-group reference has its collection-group index', () => {
    const indexes = JSON.parse(read('firestore.indexes.json')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: { queryScope: string }[] }[];
    };
    const missing = ACCOUNT_REFERENCES.filter((reference) => reference.scope === 'group').filter(
      (reference) =>
        !indexes.fieldOverrides
          .find((field) => field.collectionGroup === reference.collection && field.fieldPath === reference.field)
          ?.indexes.some((index) => index.queryScope === 'COLLECTION_GROUP'),
    );
    expect(missing).toEqual([]);
  });
});
