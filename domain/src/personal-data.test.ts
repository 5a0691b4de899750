import { describe, expect, it } from 'vitest';
import {
  collectExport,
  EXPORT_SECTIONS,
  exportMyDataRequest,
  parseExportCursor,
  type ExportSection,
  type PersonalDataExportPage,
} from './personal-data.js';

describe('the file asked for page by page', () => {
  const page = (next: string | null, docs: Partial<Record<ExportSection, string[]>>): PersonalDataExportPage => ({
    format: 'civic-live-personal-data/1',
    exportedAt: '2026-11-27T12:00:00.000Z',
    uid: 'me',
    ballots: 'unlinkable',
    sections: Object.fromEntries(
      EXPORT_SECTIONS.map((section) => [section, (docs[section] ?? []).map((path) => ({ path, data: {} }))]),
    ) as PersonalDataExportPage['sections'],
    next,
  });

  it('follows each page’s cursor with the same request id and joins the sections in order', async () => {
    const asked: unknown[] = [];
    const pages: Record<string, PersonalDataExportPage> = {
      first: page('1:c2', { account: ['users/me'], comments: ['c1', 'c2'] }),
      '1:c2': page('1:c4', { comments: ['c3', 'c4'] }),
      '1:c4': page(null, { comments: ['c5'], reports: ['r1'] }),
    };
    const file = await collectExport('req-1', async (request) => {
      asked.push(request);
      return pages[request.cursor ?? 'first']!;
    });
    expect(asked).toEqual([
      { requestId: 'req-1' },
      { requestId: 'req-1', cursor: '1:c2' },
      { requestId: 'req-1', cursor: '1:c4' },
    ]);
    expect(file.sections.comments.map((doc) => doc.path)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(file.sections.account.map((doc) => doc.path)).toEqual(['users/me']);
    expect(file.sections.reports.map((doc) => doc.path)).toEqual(['r1']);
    expect(file).not.toHaveProperty('next');
  });
});

describe('an export cursor', () => {
  it('names a source and the position reached in it; a position may hold any character but space', () => {
    expect(parseExportCursor(null)).toEqual({ source: 0, after: null });
    expect(parseExportCursor('3')).toEqual({ source: 3, after: null });
    expect(parseExportCursor('1:events/e1/comments/c:2')).toEqual({ source: 1, after: 'events/e1/comments/c:2' });
  });

  it('is refused when it is not one', () => {
    const request = (cursor: string) => exportMyDataRequest.safeParse({ requestId: 'r1', cursor }).success;
    expect(request('1:events/e1/comments/c2')).toBe(true);
    expect(request('x:events')).toBe(false);
    expect(request('1:a b')).toBe(false);
    expect(request(`1:${'a'.repeat(2000)}`)).toBe(false);
  });
});
