/**
 * The event editor's agenda (issue 44): items are added, reordered and removed with the event's
 * other texts, each keeps its id (so a mark made in the control room still names it), a Spanish
 * version travels with its item, and bad input is a field message under the item, nothing sent.
 */
import { AGENDA_LIMITS } from '@civic/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../api/event-view';

vi.mock('../api/save-event', () => ({ saveEvent: vi.fn(async () => ({ eventId: 'e1' })) }));
vi.mock('@/lib/notifications', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
vi.mock('./audience-limits-warning', () => ({ AudienceLimitsWarning: () => null }));
vi.mock('./audience-settings-summary', () => ({ AudienceSettingsSummary: () => null }));
const { saveEvent } = await import('../api/save-event');
const { EventEditor } = await import('./event-editor');

const HOUR = 3_600_000;
const existing = {
  id: 'e1',
  title: 'Town hall',
  description: '',
  language: 'en',
  coverImageUrl: '',
  startsAtMs: Date.now() + HOUR,
  endsAtMs: Date.now() + 2 * HOUR,
  status: 'scheduled',
  visibility: 'public',
  source: { kind: 'hls', url: '/media/town-hall/index.m3u8' },
  expectedAudience: null,
  agenda: [
    { id: 'welcome', title: 'Welcome', description: '' },
    { id: 'parking', title: 'Parking', description: 'Meters', translations: { es: { title: 'Aparcamiento' } } },
  ],
  agendaNow: null,
} as unknown as EventView;
const sentAgenda = () => vi.mocked(saveEvent).mock.lastCall?.[1].agenda;

beforeEach(() => vi.mocked(saveEvent).mockClear());

describe('EventEditor’s agenda', () => {
  it('adds, reorders and removes items; known items keep their ids and versions', async () => {
    render(<EventEditor event={existing} onDone={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add agenda item' }));
    await userEvent.click(screen.getByLabelText('Agenda item 3'));
    await userEvent.paste('Budget');
    await userEvent.click(screen.getByRole('button', { name: 'Move item 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(saveEvent).toHaveBeenCalledTimes(1);
    expect(sentAgenda()).toEqual([
      { title: 'Budget', description: '' },
      { id: 'parking', title: 'Parking', description: 'Meters', translations: { es: { title: 'Aparcamiento' } } },
    ]);
  });

  it('shows a field message under the item for a title outside the policy or too long, and sends nothing', async () => {
    render(<EventEditor event={existing} onDone={() => {}} />);
    // Pasted, not typed key by key: the check is the field message, not the keyboard.
    const first = screen.getByLabelText('Agenda item 1');
    await userEvent.clear(first);
    await userEvent.click(first);
    await userEvent.paste('x'.repeat(AGENDA_LIMITS.titleMax + 1));
    const second = screen.getByLabelText('Agenda item 2');
    await userEvent.clear(second);
    await userEvent.click(second);
    await userEvent.paste('!!!');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(screen.getByText(`Item titles must be at most ${AGENDA_LIMITS.titleMax} characters`)).toBeVisible();
    expect(screen.getByText('Item title must contain a letter or a digit')).toBeVisible();
    expect(saveEvent).not.toHaveBeenCalled();
  });

  it('an event without an agenda is sent with none', async () => {
    render(<EventEditor event={{ ...existing, agenda: [] }} onDone={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(sentAgenda()).toEqual([]);
  });
});
