/**
 * The report schemas (zod): what the callables and the forms validate. Apart from
 * report.ts, the vocabulary, so a screen that reads a constant of it does not download zod
 * (docs/performance.md, "zod in the browser").
 */
/**
 * Reports users file about a comment or a problem (the stream, a poll, the constitutional vote,
 * their account, other), at `reports/{reportId}`,
 * and the admin workflow open → in review → resolved or dismissed. Written only by the report
 * callables; the reporter reads their own, admins read all (firestore.rules).
 */
import { z } from 'zod';
import { requestIdSchema, documentIdSchema } from './payload-schemas.js';
import { commentIdSchema } from './comment-schemas.js';
import { eventIdSchema } from './event-schemas.js';
import { shownTextSchema } from './shown-text.js';
import {
  REPORT_SUBJECTS,
  REPORT_CATEGORIES,
  REPORT_LIMITS,
  EVENTLESS_REPORT_SUBJECTS,
  REPORT_STATUSES,
} from './report.js';

export const fileReportRequest = z
  .object({
    subject: z.enum(REPORT_SUBJECTS),
    category: z.enum(REPORT_CATEGORIES),
    // Admins read it in their list and its CSV: the text policy of every shown text (shown-text.ts).
    text: shownTextSchema(
      z
        .string()
        .trim()
        .min(1, 'Describe the problem')
        .max(REPORT_LIMITS.textMax, `Reports must be at most ${REPORT_LIMITS.textMax} characters`),
      'A report',
      true,
    ),
    eventId: eventIdSchema.nullable(),
    commentId: commentIdSchema.nullable(),
    requestId: requestIdSchema,
  })
  .refine((r) => r.subject !== 'comment' || (r.eventId && r.commentId), {
    path: ['commentId'],
    message: 'Choose the comment to report',
  })
  .refine((r) => r.subject === 'comment' || r.commentId === null, {
    path: ['commentId'],
    message: 'Only comment reports name a comment',
  })
  .refine((r) => r.subject !== 'stream' || r.eventId !== null, {
    path: ['eventId'],
    message: 'Report the stream from the live room',
  })
  .refine((r) => !(EVENTLESS_REPORT_SUBJECTS as readonly string[]).includes(r.subject) || r.eventId === null, {
    path: ['eventId'],
    message: 'Reports about the vote or your account name no event',
  });

export const updateReportRequest = z
  .object({
    reportId: documentIdSchema('report id', 400),
    status: z.enum(REPORT_STATUSES),
    // The reporter reads the note on their profile ("My reports"): the text policy (docs/trust.md).
    note: shownTextSchema(
      z.string().trim().max(REPORT_LIMITS.noteMax, `Notes must be at most ${REPORT_LIMITS.noteMax} characters`),
      'Notes',
      true,
    ),
  })
  .refine((r) => !(r.status === 'resolved' || r.status === 'dismissed') || r.note.length > 0, {
    path: ['note'],
    message: 'Add a note saying how it was resolved',
  });
