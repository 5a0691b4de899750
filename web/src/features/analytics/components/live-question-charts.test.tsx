import type { PollAnalytics } from '@civic/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveQuestionCharts } from './live-question-charts';

const base = { votes: 3, totalVotes: 3, timeline: [], sponsor: null };
const cloud: PollAnalytics = {
  ...base,
  pollId: 'q1',
  question: 'One word?',
  kind: 'wordCloud',
  live: { held: 1, hidden: 0, topEntries: [{ entry: 'parks', count: 3 }], scale: null },
};
const scale: PollAnalytics = {
  ...base,
  pollId: 'q2',
  question: 'How safe?',
  kind: 'scale',
  totalVotes: 2,
  live: {
    held: 0,
    hidden: 1,
    topEntries: [],
    scale: { counts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 }, total: 2, average: 4.5 },
  },
};

describe('LiveQuestionCharts', () => {
  it('gives a word cloud its top words and a scale its average, with the held and hidden answers', () => {
    render(<LiveQuestionCharts polls={[cloud, scale, { ...base, pollId: 'p', question: 'Poll', kind: 'poll' }]} />);
    expect(screen.getByText('Top words: One word?')).toBeInTheDocument();
    expect(screen.getByText('3 answers · 1 held')).toBeInTheDocument();
    expect(screen.getByText('parks: 3')).toBeInTheDocument();
    expect(screen.getByText('2 answers · 1 hidden · average 4.5')).toBeInTheDocument();
    expect(screen.getByText('1: 0, 2: 0, 3: 0, 4: 1, 5: 1')).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });
});
