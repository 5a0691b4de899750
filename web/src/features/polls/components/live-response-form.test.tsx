import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LiveResponseForm } from './live-response-form';

describe('LiveResponseForm', () => {
  it('sends up to the question’s number of words', async () => {
    const send = vi.fn(async () => undefined);
    render(
      <LiveResponseForm poll={{}} question="What first?" settings={{ kind: 'wordCloud', maxEntries: 2 }} send={send} />,
    );
    expect(screen.queryByLabelText('Word 3 of 2')).toBeNull();
    await userEvent.type(screen.getByLabelText('Word 1 of 2'), 'Parks');
    await userEvent.type(screen.getByLabelText('Word 2 of 2'), 'night buses');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    // The answer's schema loads with the first check (live-response-schema.ts): wait for it.
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ kind: 'wordCloud', entries: ['Parks', 'night buses'] }));
  });

  it('shows a field message and sends nothing when the answer does not fit', async () => {
    const send = vi.fn(async () => undefined);
    render(
      <LiveResponseForm poll={{}} question="What first?" settings={{ kind: 'wordCloud', maxEntries: 1 }} send={send} />,
    );
    await userEvent.type(screen.getByLabelText('Your word'), '!!');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('An entry must contain a letter or a digit')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal as its sentence and keeps what was typed', async () => {
    const refusal = Object.assign(new Error('You have already answered this question.'), {
      code: 'functions/already-exists',
    });
    const send = vi.fn(async () => Promise.reject(refusal));
    render(<LiveResponseForm poll={{}} question="Your idea?" settings={{ kind: 'openAnswer' }} send={send} />);
    await userEvent.type(screen.getByLabelText('Your answer'), 'A library bus');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already answered this question.');
    expect(screen.getByLabelText('Your answer')).toHaveValue('A library bus');
  });

  it('offers every point of a scale, the ends named, and sends the chosen one', async () => {
    const send = vi.fn(async () => undefined);
    render(
      <LiveResponseForm
        poll={{}}
        question="How safe do you feel?"
        settings={{ kind: 'scale', min: 0, max: 10, minLabel: 'Not at all', maxLabel: 'Completely' }}
        send={send}
      />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    expect(screen.getByRole('radio', { name: '0 (Not at all)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Choose a point on the scale.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '10 (Completely)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ kind: 'scale', value: 10 }));
  });
});
