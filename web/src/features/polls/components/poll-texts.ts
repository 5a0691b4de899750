/**
 * The polls' shared words in the reader's language: statuses, live question kinds and results
 * visibility. One entry per domain value, so a new one does not compile until it is said here.
 */
import type { LiveQuestionKind, PollStatus, ResultsVisibility } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const STATUS_LABELS: Record<PollStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  scheduled: msg({ message: 'Scheduled', context: 'a poll’s status' }),
  open: msg({ message: 'Open', context: 'a poll’s status' }),
  closed: msg`Closed`,
};

export const LIVE_QUESTION_KIND_NAMES: Record<LiveQuestionKind, MessageDescriptor> = {
  wordCloud: msg`Word cloud`,
  scale: msg`Scale`,
  openAnswer: msg`Open answer`,
};

export const VISIBILITY_LABELS: Record<ResultsVisibility, MessageDescriptor> = {
  live: msg`Live, while voting`,
  'after-close': msg`After the poll closes`,
  hidden: msg`Hidden from voters`,
};
