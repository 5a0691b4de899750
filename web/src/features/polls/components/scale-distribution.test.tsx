import { render, screen, within } from '@testing-library/react';
import { pickPollVersion } from '@civic/domain';
import { describe, expect, it } from 'vitest';
import { ScaleDistribution } from './scale-distribution';

const settings = { min: 1, max: 5, minLabel: 'Not at all', maxLabel: 'Completely' } as const;

describe('ScaleDistribution', () => {
  it('shows the average and every point with its count, the ends named, for screen readers too', () => {
    render(<ScaleDistribution label="Scale" poll={{}} settings={settings} counts={{ '1': 1, '4': 2, '5': 1 }} />);
    // (1 + 4 + 4 + 5) / 4 = 3.5
    expect(screen.getByTestId('scale-average')).toHaveTextContent('Average 3.5 from 1 to 5');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1 (Not at all): 1 answer',
      '2: 0 answers',
      '3: 0 answers',
      '4: 2 answers',
      '5 (Completely): 1 answer',
    ]);
    expect(screen.getByText('4 answers')).toBeInTheDocument();
  });

  it('says there are no answers yet rather than an average of 0', () => {
    render(<ScaleDistribution label="Scale" poll={{}} settings={{ ...settings, min: 0, max: 10 }} counts={{}} />);
    expect(screen.getByTestId('scale-average')).toHaveTextContent('No answers yet');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(11);
  });

  it('marks the point the viewer chose', () => {
    render(<ScaleDistribution label="Scale" poll={{}} settings={settings} counts={{ '2': 1 }} chosen={2} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.find((item) => item.textContent?.startsWith('2:'))).toHaveTextContent('2: 1 answer (your answer)');
  });

  it('marks each end label with its own language: the version shown, else the question’s author’s', () => {
    const poll = pickPollVersion(
      {
        language: 'ar' as const,
        options: [],
        settings: {
          kind: 'scale' as const,
          min: 1 as const,
          max: 5,
          minLabel: 'أبدًا',
          maxLabel: 'تمامًا',
          translations: { en: { maxLabel: 'Completely' } },
        },
      },
      'en',
    );
    const { container } = render(
      <ScaleDistribution label="Scale" poll={poll} settings={poll.settings} counts={{ '2': 1 }} />,
    );
    const ends = [...container.querySelectorAll<HTMLElement>('.scale-chart__ends bdi')];
    expect(ends.map((end) => [end.textContent, end.lang, end.dir])).toEqual([
      ['أبدًا', 'ar', 'rtl'],
      ['Completely', 'en', 'ltr'],
    ]);
  });
});
