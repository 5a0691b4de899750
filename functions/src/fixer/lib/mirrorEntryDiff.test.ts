import { describe, expect, it } from 'vitest';
import { describeValue, mirrorEntryChanges, storedForm } from './mirrorEntryDiff.js';

// The diff the mirror job reports, on its own. The job's walks, writes and resumes are tested on
// the Firestore emulator in tests/integration/fixer-realtime-mirror.test.ts.
describe('the Realtime Database mirror diff', () => {
  const copy = storedForm({ uid: 'u1', email: 'a@x.test', bio: '', role: 'user', eligible: false, updatedAt: null });

  it('stores no null fields, as the Realtime Database keeps none', () => {
    expect(copy).toEqual({ uid: 'u1', email: 'a@x.test', bio: '', role: 'user', eligible: false });
  });

  it('finds nothing in an equal entry', () => {
    expect(mirrorEntryChanges('u1', copy, { ...copy })).toEqual([]);
  });

  it('reports a missing entry once, and an entry that is not an object', () => {
    expect(mirrorEntryChanges('u1', copy, null)).toEqual([
      { item: 'u1', field: 'mirror entry', before: 'missing', after: 'created from the record' },
    ]);
    expect(mirrorEntryChanges('u1', copy, 'junk')).toEqual([
      { item: 'u1', field: 'mirror entry', before: 'junk', after: 'replaced by the record’s copy' },
    ]);
  });

  it('reports each differing field before → after, including fields only the entry has', () => {
    const held = { ...copy, role: 'admin', bio: 'old', secret: 'x' } as Record<string, unknown>;
    delete held.email;
    expect(mirrorEntryChanges('u1', copy, held)).toEqual([
      { item: 'u1', field: 'email', before: '(none)', after: 'a@x.test' },
      { item: 'u1', field: 'bio', before: 'old', after: '(empty)' },
      { item: 'u1', field: 'role', before: 'admin', after: 'user' },
      { item: 'u1', field: 'secret', before: 'x', after: '(none)' },
    ]);
  });

  it('shortens long values so the job document stays small', () => {
    const shown = describeValue('b'.repeat(500));
    expect(shown).toHaveLength(80);
    expect(shown.endsWith('…')).toBe(true);
    expect(describeValue(true)).toBe('true');
  });
});
