import type { PollView } from '@/features/polls/api/poll-view';

/**
 * An open poll (no options) pushed live with a ballot spread (docs/scale.md, "Settings from the
 * expected audience"), for the room's and the control room's tests; null: no audience settings.
 */
export const pollWithSpread = (spreadSeconds: number | null, closesAtMs = Number.MAX_SAFE_INTEGER) =>
  ({
    id: 'p1',
    kind: 'poll',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- test data, never shown in the app
    question: 'Fund the library?',
    options: [],
    optionIds: [],
    published: true,
    opensAtMs: 0,
    closesAtMs,
    resultsVisibility: 'live',
    sponsor: null,
    audience: spreadSeconds === null ? null : { tallyShards: 500, ballotSpreadSeconds: spreadSeconds },
  }) as unknown as PollView;
