/**
 * How screens name a report's subject, category and status, in the reader's language. The domain's
 * English tables (REPORT_*_LABELS) stay for the server and exports; screens show these.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportCategory, ReportStatus, ReportSubject } from '@civic/domain';

/** The reporter's words for what a report is about (the report dialog, "My reports"). */
export const SUBJECT_LABELS: Record<ReportSubject, MessageDescriptor> = {
  comment: msg`A comment`,
  stream: msg`The stream (video or sound)`,
  poll: msg`A poll`,
  vote: msg`The constitutional vote`,
  account: msg`My account`,
  other: msg`Something else`,
};

/** The administrator's short names for the same subjects (the reports list). */
export const SUBJECT_NAMES: Record<ReportSubject, MessageDescriptor> = {
  comment: msg`Comment`,
  stream: msg`Stream`,
  poll: msg`Poll`,
  vote: msg`Constitutional vote`,
  account: msg`Account`,
  other: msg`Other`,
};

export const CATEGORY_LABELS: Record<ReportCategory, MessageDescriptor> = {
  abuse: msg`Abuse or harassment`,
  spam: msg`Spam`,
  misinformation: msg`Misinformation`,
  technical: msg`Technical problem`,
  other: msg`Other`,
};

export const STATUS_LABELS: Record<ReportStatus, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'a report’s status' }),
  'in-review': msg`In review`,
  resolved: msg`Resolved`,
  dismissed: msg`Dismissed`,
};

/** What each workflow button says, by the status it moves the report to. */
export const MOVE_LABELS: Record<ReportStatus, MessageDescriptor> = {
  open: msg`Reopen`,
  'in-review': msg`Start review`,
  resolved: msg`Resolve`,
  dismissed: msg`Dismiss`,
};

/** The confirmation after a move (one sentence per status: adjectives agree differently per language). */
export const MOVED_LABELS: Record<ReportStatus, MessageDescriptor> = {
  open: msg`Report marked open.`,
  'in-review': msg`Report marked in review.`,
  resolved: msg`Report marked resolved.`,
  dismissed: msg`Report marked dismissed.`,
};
