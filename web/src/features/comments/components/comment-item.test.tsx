/**
 * A post's ⋯ menu closes once one of its actions is chosen (issue 20: it stayed open after
 * reporting), and a hidden post in a moderator's view says "Hidden" in words.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import type { CommentView } from '../api/comment-view';
import { CommentItem } from './comment-item';

const comment = (status: CommentView['status'] = 'visible'): CommentView => ({
  id: 'c1',
  eventId: 'e1',
  kind: 'comment',
  text: 'The bus stop moved',
  authorUid: 'alice',
  authorName: 'Alice',
  createdAtMs: 0,
  status,
  reason: status === 'hidden' ? 'off-topic' : null,
  pinned: false,
  upvotes: 0,
  answered: false,
  highlighted: false,
  reportCount: 0,
});

afterEach(async () => {
  await activateLanguage('en');
});

describe('CommentItem', () => {
  it('closes its menu once an action in it is chosen, and gives the focus back to the menu button', () => {
    const report = vi.fn();
    render(<CommentItem comment={comment()} uid="bob" menu={<button onClick={report}>Report</button>} />);
    const summary = screen.getByLabelText('More actions for the post by Alice');
    fireEvent.click(summary);
    const details = summary.closest('details')!;
    details.open = true; // jsdom does not toggle <details> on a click of its summary
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(report).toHaveBeenCalledOnce();
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it('marks a hidden post "Hidden" in words in the moderator view', () => {
    render(<CommentItem comment={comment('hidden')} moderation />);
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveClass('comment--hidden');
  });

  it('speaks Spanish and Arabic: the post’s name and its upvotes by plural rules', async () => {
    const question = (upvotes: number): CommentView => ({ ...comment(), kind: 'question', upvotes });
    await activateLanguage('es');
    const { unmount } = render(<CommentItem comment={question(1)} />);
    expect(screen.getByRole('article', { name: 'Pregunta de Alice' })).toBeInTheDocument();
    expect(screen.getByText('1 voto a favor')).toBeInTheDocument();
    unmount();
    await activateLanguage('ar');
    render(<CommentItem comment={question(2)} />);
    expect(screen.getByRole('article', { name: 'سؤال من Alice' })).toBeInTheDocument();
    expect(screen.getByText('تأييدان')).toBeInTheDocument();
    // What the person wrote keeps its own direction inside the right-to-left page.
    expect(screen.getByText('The bus stop moved').closest('[dir="auto"]')).not.toBeNull();
  });
});
