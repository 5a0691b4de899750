/**
 * "Report a problem" outside the live room (issue 20): a citizen reports a poll, the
 * constitutional vote or their account with no event; the stream is offered only in the room. The
 * callable is replaced here (tests/integration/reports.test.ts files through the real server).
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const filed: unknown[] = [];
vi.mock('../api/file-report', () => ({
  fileReport: (request: unknown) => {
    filed.push(request);
    return Promise.resolve({ reportId: 'r1' });
  },
}));

const { ReportButton } = await import('./report-button');

const subjects = () =>
  screen
    .getAllByRole('option')
    .filter((o) => o.closest('select') === screen.getByLabelText('What is it about?'))
    .map((o) => o.textContent);

describe('Report a problem', () => {
  it('away from the live room offers a poll, the vote and one’s account, not the stream, and files with no event', async () => {
    render(<ReportButton eventId={null} commentId={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    await screen.findByRole('dialog'); // the dialog loads on first use
    expect(subjects()).toEqual(['A poll', 'The constitutional vote', 'My account', 'Something else']);
    fireEvent.change(screen.getByLabelText('What is it about?'), { target: { value: 'account' } });
    fireEvent.change(screen.getByLabelText('What happened?'), { target: { value: 'My name keeps resetting' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(filed).toHaveLength(1));
    expect(filed[0]).toMatchObject({
      subject: 'account',
      eventId: null,
      commentId: null,
      text: 'My name keeps resetting',
    });
  });

  it('in the live room offers the stream first', async () => {
    render(<ReportButton eventId="e1" commentId={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    await screen.findByRole('dialog'); // the dialog loads on first use
    expect(subjects()[0]).toBe('The stream (video or sound)');
    expect(subjects()).toContain('My account');
  });
});
