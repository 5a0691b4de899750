import { describe, expect, it } from 'vitest';
import { applyCommentAction } from './moderateComment.js';

describe('applyCommentAction', () => {
  const visible = { status: 'visible', kind: 'comment' } as const;
  it('approves only held comments', () => {
    expect(applyCommentAction({ status: 'held', kind: 'comment' }, 'approve', undefined)).toEqual({
      status: 'visible',
      reason: null,
    });
    expect(() => applyCommentAction(visible, 'approve', undefined)).toThrow('Only a held comment can be approved.');
  });
  it('hiding unpins and takes the comment off the stream', () => {
    expect(applyCommentAction(visible, 'hide', 'spam')).toEqual({
      status: 'hidden',
      reason: 'spam',
      pinned: false,
      highlighted: false,
    });
  });
  it('deleting erases the text and refuses a second delete', () => {
    expect(applyCommentAction(visible, 'remove', 'abuse')).toMatchObject({ status: 'removed', text: '' });
    expect(() => applyCommentAction({ status: 'removed', kind: 'comment' }, 'remove', 'abuse')).toThrow();
  });
  it('pins only visible comments and marks only questions answered', () => {
    expect(() => applyCommentAction({ status: 'hidden', kind: 'comment' }, 'pin', undefined)).toThrow();
    expect(() => applyCommentAction(visible, 'answer', undefined)).toThrow('Only questions can be marked answered.');
    expect(applyCommentAction({ status: 'visible', kind: 'question' }, 'answer', undefined)).toEqual({
      answered: true,
    });
  });
});
