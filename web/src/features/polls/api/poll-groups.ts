import { LIVE_QUESTION_KINDS, type PollKind } from '@civic/domain';

/**
 * The admin screens' lists: polls and live questions on /Admin/polls, ad polls on /Admin/adpolls.
 * A live question is a poll document of one of the live kinds (docs/live-questions.md). What each
 * list is called on screen is in components/poll-group-texts.ts.
 */
export const POLL_GROUPS = {
  poll: { kinds: ['poll'] },
  ad: { kinds: ['ad'] },
  question: { kinds: LIVE_QUESTION_KINDS },
} as const satisfies Record<string, { kinds: readonly PollKind[] }>;
export type PollGroup = keyof typeof POLL_GROUPS;
