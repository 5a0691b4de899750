import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText, splitLinks } from './linked-text';

describe('comment text', () => {
  it('turns http(s) links into anchors and leaves trailing punctuation outside', () => {
    expect(splitLinks('See https://example.org/a?b=1. Thanks')).toEqual([
      { text: 'See ' },
      { text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { text: '. Thanks' },
    ]);
  });
  it('renders markup as text and links with rel="nofollow ugc noopener"', () => {
    render(<LinkedText text={'<b>bold</b> javascript:alert(1) http://x.test/p'} />);
    expect(screen.getByText(/<b>bold<\/b> javascript:alert\(1\)/)).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('http://x.test/p');
    expect(links[0]!.getAttribute('rel')).toBe('nofollow ugc noopener');
  });
});
