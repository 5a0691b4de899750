/**
 * The upvote button's accessible name holds the words it shows (WCAG 2.5.3, axe's
 * label-content-name-mismatch, issue 31: it showed "▲ 1" and was named "Upvote (1 vote)").
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CommentView } from '../api/comment-view';

vi.mock('../api/use-my-upvote', () => ({ useMyUpvote: () => ({ state: 'ready', data: false }) }));
vi.mock('@/lib/session/session-store', () => ({ useUser: () => ({ uid: 'bob', role: 'user' }) }));

const { UpvoteButton } = await import('./upvote-button');

const question = (upvotes: number): CommentView => ({
  id: 'q1',
  eventId: 'e1',
  kind: 'question',
  text: 'When does the tram come?',
  authorUid: 'alice',
  authorName: 'Alice',
  createdAtMs: 0,
  status: 'visible',
  reason: null,
  pinned: false,
  upvotes,
  answered: false,
  highlighted: false,
  reportCount: 0,
});

/** The text a sighted person reads on the button: without what is hidden from sight or from speech. */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden, [aria-hidden="true"]').forEach((node) => node.remove());
  return copy.textContent!.replace(/\s+/g, ' ').trim();
}

describe('UpvoteButton', () => {
  it.each([1, 12])('is named by the words it shows, then what %i counts', (upvotes) => {
    render(<UpvoteButton comment={question(upvotes)} uid="bob" />);
    const button = screen.getByRole('button');
    const shown = visibleText(button);
    expect(shown).toBe(`Upvote ${upvotes}`);
    expect(button).toHaveAccessibleName(`Upvote ${upvotes} ${upvotes === 1 ? 'vote' : 'votes'}`);
  });
});
