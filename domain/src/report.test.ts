import { describe, expect, it } from 'vitest';
import { REPORT_TRANSITIONS, commentReportId } from './report.js';
import { fileReportRequest, updateReportRequest } from './report-schemas.js';

describe('reports', () => {
  it('one id per reporter and comment', () => {
    expect(commentReportId('e1', 'c1', 'u1')).toBe('c_e1_c1_u1');
    expect(commentReportId('e1', 'c1', 'u2')).not.toBe(commentReportId('e1', 'c1', 'u1'));
  });
  it('a report is at most 1 000 characters and a comment report names its comment', () => {
    const report = { subject: 'comment', category: 'abuse', text: 'x'.repeat(1000), eventId: 'e1', commentId: 'c1' };
    expect(fileReportRequest.safeParse(report).success).toBe(true);
    expect(fileReportRequest.safeParse({ ...report, text: 'x'.repeat(1001) }).success).toBe(false);
    expect(fileReportRequest.safeParse({ ...report, commentId: null }).success).toBe(false);
    expect(fileReportRequest.safeParse({ ...report, subject: 'stream' }).success).toBe(false);
  });
  it('the vote and one’s account are reported with no event; the stream only from an event', () => {
    const problem = { category: 'other', text: 'x', eventId: null, commentId: null };
    for (const subject of ['vote', 'account', 'poll', 'other'])
      expect(fileReportRequest.safeParse({ ...problem, subject }).success).toBe(true);
    expect(fileReportRequest.safeParse({ ...problem, subject: 'vote', eventId: 'e1' }).success).toBe(false);
    expect(fileReportRequest.safeParse({ ...problem, subject: 'account', eventId: 'e1' }).success).toBe(false);
    expect(fileReportRequest.safeParse({ ...problem, subject: 'stream' }).success).toBe(false);
    expect(fileReportRequest.safeParse({ ...problem, subject: 'stream', eventId: 'e1' }).success).toBe(true);
  });
  it('resolving or dismissing needs a note', () => {
    expect(updateReportRequest.safeParse({ reportId: 'r', status: 'resolved', note: ' ' }).success).toBe(false);
    expect(updateReportRequest.safeParse({ reportId: 'r', status: 'in-review', note: '' }).success).toBe(true);
  });
  it('closed reports only go back to review', () => {
    expect(REPORT_TRANSITIONS.resolved).toEqual(['in-review']);
    expect(REPORT_TRANSITIONS.open).toContain('resolved');
  });
});
