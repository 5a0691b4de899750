import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLOUD_DRAWN, CLOUD_LISTED, WordCloud } from './word-cloud';

const wordsOf = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.word-cloud__word')].map((word) => ({
    text: word.textContent,
    size: parseFloat(word.style.fontSize),
  }));

describe('WordCloud', () => {
  it('lists the most given entries with their counts for screen readers, most first, ties alphabetical', () => {
    render(<WordCloud label="Word cloud: What first?" counts={{ parks: 3, schools: 1, buses: 3, trees: 0 }} />);
    const list = within(screen.getByRole('figure', { name: 'Word cloud: What first?' })).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['buses: 3', 'parks: 3', 'schools: 1']);
  });

  it('draws a more given entry larger, and hides the drawing from screen readers', () => {
    const { container } = render(<WordCloud label="Cloud" counts={{ parks: 9, schools: 1, buses: 4 }} />);
    const words = wordsOf(container);
    const size = (text: string) => words.find((word) => word.text === text)!.size;
    expect(size('parks')).toBeGreaterThan(size('buses'));
    expect(size('buses')).toBeGreaterThan(size('schools'));
    expect(container.querySelector('.word-cloud__words')).toHaveAttribute('aria-hidden', 'true');
  });

  it('puts the most given entry in the middle of the cloud', () => {
    const { container } = render(<WordCloud label="Cloud" counts={{ a: 5, b: 4, c: 3, d: 2, e: 1 }} />);
    expect(wordsOf(container).map((word) => word.text)).toEqual(['d', 'b', 'a', 'c', 'e']);
  });

  it(`draws at most ${CLOUD_DRAWN} entries and lists the ${CLOUD_LISTED} most given, then every drawn one on "show all"`, () => {
    const counts = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`word${i}`, i + 1]));
    const { container } = render(<WordCloud label="Cloud" counts={counts} />);
    expect(wordsOf(container)).toHaveLength(CLOUD_DRAWN);
    const items = () => within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items()).toHaveLength(CLOUD_LISTED);
    expect(items()[0]).toHaveTextContent('word59: 60');
    fireEvent.click(screen.getByRole('button', { name: `Show all ${CLOUD_DRAWN} words` }));
    expect(items()).toHaveLength(CLOUD_DRAWN);
    expect(items().at(-1)).toHaveTextContent('word20: 21');
    expect(screen.getByRole('button', { name: `Show the top ${CLOUD_LISTED} only` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('with 13 words drawn, every one is readable as text with its count after "show all" (issue 31)', () => {
    const counts = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`w${i}`, 20 - i]));
    render(<WordCloud label="Cloud" counts={counts} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 13 words' }));
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(Object.entries(counts).map(([w, n]) => `${w}: ${n}`));
  });

  it('always says the person’s own words, even outside the top ten, marked as theirs (issue 31)', () => {
    const counts: Record<string, number> = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`w${i}`, 20 - i]));
    counts['tramway'] = 2;
    counts['rooftop gardens'] = 1;
    render(<WordCloud label="Cloud" counts={counts} mine={['Tramway', 'Rooftop gardens']} />);
    const texts = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts).toHaveLength(CLOUD_LISTED + 2);
    expect(texts).toContain('tramway: 2 (your answer)');
    expect(texts).toContain('rooftop gardens: 1 (your answer)');
  });

  it('has no "show all" control when every word is already listed', () => {
    render(<WordCloud label="Cloud" counts={{ parks: 2, schools: 1 }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so before the first entry instead of drawing an empty box', () => {
    render(<WordCloud label="Cloud" counts={{}} emptyText="No words yet. Be the first." />);
    expect(screen.getByRole('status')).toHaveTextContent('No words yet. Be the first.');
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows a moderator every drawn entry with its action', () => {
    render(
      <WordCloud
        label="Cloud"
        counts={{ parks: 2, schools: 1 }}
        entryAction={(entry) => <button type="button">Hide {entry}</button>}
      />,
    );
    expect(screen.getByText('Entries, most given first')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide parks' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide schools' })).toBeInTheDocument();
  });
});
