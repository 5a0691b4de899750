/**
 * The control room's agenda (issue 44): one press marks an item "Now", by pointer or keyboard (the
 * keys 1–9 and N while the panel has the focus), and an event without an agenda says where to add
 * one. The callable is replaced here; tests/integration/agenda.test.ts runs the real one.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../api/event-view';

const setAgendaItem = vi.fn(async (eventId: string, index: number | null) => ({ eventId, itemId: String(index) }));
vi.mock('../api/set-agenda-item', () => ({ setAgendaItem }));
const { AgendaPanel } = await import('./agenda-panel');

const eventWith = (agenda: EventView['agenda'], nowId: string | null): EventView =>
  ({
    id: 'e1',
    title: 'Town hall',
    language: 'en',
    agenda,
    agendaNow: nowId ? { itemId: nowId, atMs: 1 } : null,
  }) as EventView;
const AGENDA = [
  { id: 'a', title: 'Welcome', description: '' },
  { id: 'b', title: 'Parking', description: '', translations: { es: { title: 'Aparcamiento' } } },
  { id: 'c', title: 'Budget', description: '' },
];
const panel = (event: EventView) =>
  render(
    <MemoryRouter>
      <AgendaPanel event={event} />
    </MemoryRouter>,
  );

beforeEach(() => setAgendaItem.mockClear());

describe('AgendaPanel', () => {
  it('marks the item pressed, and shows the current one pressed', async () => {
    panel(eventWith(AGENDA, 'a'));
    expect(screen.getByRole('button', { name: /Welcome/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Parking/ })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: /Parking/ }));
    await waitFor(() => expect(setAgendaItem).toHaveBeenCalledWith('e1', 1));
  });

  it('moves on with Next item, and clears with Show no item', async () => {
    panel(eventWith(AGENDA, 'b'));
    fireEvent.click(screen.getByRole('button', { name: 'Next item' }));
    await waitFor(() => expect(setAgendaItem).toHaveBeenLastCalledWith('e1', 2));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Agenda' })).toHaveAttribute('aria-busy', 'false'));
    fireEvent.click(screen.getByRole('button', { name: 'Show no item' }));
    await waitFor(() => expect(setAgendaItem).toHaveBeenLastCalledWith('e1', null));
  });

  it('marks with the keyboard: a digit its item, N the next; a digit past the agenda does nothing', async () => {
    panel(eventWith(AGENDA, null));
    const first = screen.getByRole('button', { name: /Welcome/ });
    first.focus();
    fireEvent.keyDown(first, { key: '3' });
    await waitFor(() => expect(setAgendaItem).toHaveBeenLastCalledWith('e1', 2));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Agenda' })).toHaveAttribute('aria-busy', 'false'));
    setAgendaItem.mockClear();
    fireEvent.keyDown(first, { key: '9' });
    fireEvent.keyDown(first, { key: 'n' });
    await waitFor(() => expect(setAgendaItem).toHaveBeenCalledTimes(1));
    expect(setAgendaItem).toHaveBeenCalledWith('e1', 0);
  });

  it('without an agenda, says where to add one and offers nothing to mark', () => {
    panel(eventWith([], null));
    expect(screen.getByText(/This event has no agenda/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
