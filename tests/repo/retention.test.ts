/**
 * docs/privacy.md's retention table is the promise; the TTL policies (firestore.indexes.json) and
 * the daily sweep (domain SWEPT_RETENTION) keep it. Records meant to disappear would otherwise stay
 * forever in production without any other test noticing: the emulators never expire anything.
 * Every collection of domain/src/collections.ts has its row, so a new one cannot go unmentioned.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTIONS, SWEPT_RETENTION, TTL_RETENTION } from '@civic/domain';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const indexes = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as {
  fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: { queryScope: string }[] }[];
};

interface Row {
  collectionGroup: string;
  howLong: string;
  removedBy: string;
}

/** The rows of the table under "How long things are kept": collection path, …, how long, what removes it. */
function retentionTable(): Row[] {
  const doc = readFileSync(join(ROOT, 'docs', 'privacy.md'), 'utf8');
  const section = doc.split('## How long things are kept')[1]!.split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      const path = /^`([^`]+)`$/.exec(cells[1]!)![1]!;
      return { collectionGroup: path.split('/').at(-1)!, howLong: cells[4]!, removedBy: cells[5]! };
    });
}

const rows = retentionTable();
const ttlIn = (row: Row) => /TTL policy on `(\w+)`/.exec(row.removedBy)?.[1];
const sweptOn = (row: Row) => /Daily sweep on `(\w+)`/.exec(row.removedBy)?.[1];

describe('docs/privacy.md retention table', () => {
  it('has one row per collection of domain/src/collections.ts', () => {
    expect(rows.map((row) => row.collectionGroup).sort()).toEqual(Object.values(COLLECTIONS).sort());
  });

  it('names exactly the TTL policies of firestore.indexes.json, which are the domain’s', () => {
    const documented = rows.filter(ttlIn).map((row) => `${row.collectionGroup}.${ttlIn(row)}`);
    const declared = indexes.fieldOverrides.filter((field) => field.ttl === true);
    expect(documented.sort()).toEqual(declared.map((field) => `${field.collectionGroup}.${field.fieldPath}`).sort());
    expect(documented.sort()).toEqual(TTL_RETENTION.map((rule) => `${rule.collectionGroup}.${rule.field}`).sort());
  });

  it('names exactly the daily sweep’s collections, fields and periods', () => {
    const documented = rows
      .filter(sweptOn)
      .map((row) => `${row.collectionGroup}.${sweptOn(row)} ${/(\d+) days/.exec(row.howLong)?.[1]} days`);
    expect(documented.sort()).toEqual(
      SWEPT_RETENTION.map((rule) => `${rule.collectionGroup}.${rule.field} ${rule.days} days`).sort(),
    );
  });

  it('leaves no collection without a retention: no row is kept "for good today" or removed by "nothing yet"', () => {
    const open = rows.filter((row) => /\byet\b|\btoday\b/i.test(`${row.howLong} ${row.removedBy}`));
    expect(open.map((row) => row.collectionGroup)).toEqual([]);
  });

  it('gives every swept field a collection-group index, so the sweep’s query runs in production', () => {
    for (const rule of SWEPT_RETENTION) {
      const override = indexes.fieldOverrides.find(
        (field) => field.collectionGroup === rule.collectionGroup && field.fieldPath === rule.field,
      );
      expect(
        override?.indexes.map((index) => index.queryScope),
        rule.collectionGroup,
      ).toContain('COLLECTION_GROUP');
    }
  });
});
