import { LIVE_QUESTION_KINDS, type PollKind } from '@civic/domain';

/**
 * The admin screens' lists: polls and live questions on /Admin/polls, ad polls on /Admin/adpolls.
 * A live question is a poll document of one of the live kinds (docs/live-questions.md).
 */
export const POLL_GROUPS = {
  poll: { kinds: ['poll'], noun: 'poll', Noun: 'Poll', answer: 'vote' },
  ad: { kinds: ['ad'], noun: 'ad poll', Noun: 'Ad poll', answer: 'vote' },
  question: { kinds: LIVE_QUESTION_KINDS, noun: 'live question', Noun: 'Live question', answer: 'answer' },
} as const satisfies Record<string, { kinds: readonly PollKind[]; noun: string; Noun: string; answer: string }>;
export type PollGroup = keyof typeof POLL_GROUPS;
