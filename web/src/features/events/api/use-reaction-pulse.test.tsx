import { emptyReactionTotals, type ReactionId } from '@civic/domain';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = (snapshot: { data(): unknown }) => void;
const listeners: Listener[] = [];
vi.mock('./event-refs', () => ({ reactionPulseRef: (eventId: string) => ({ eventId }) }));
vi.mock('firebase/firestore', () => ({
  onSnapshot: (_ref: unknown, next: Listener) => {
    listeners.push(next);
    return () => listeners.splice(listeners.indexOf(next), 1);
  },
}));
const { useReactionPulse } = await import('./use-reaction-pulse');
const { FloatingReactions } = await import('../components/reactions');

function Room() {
  const { floats } = useReactionPulse('e1');
  return <FloatingReactions floats={floats} />;
}

/** The pulse document as the server publishes it: running totals. */
const pulse = (totals: Partial<Record<ReactionId, number>>) => ({
  data: () => ({ totals: { ...emptyReactionTotals(), ...totals } }),
});
const publish = (totals: Partial<Record<ReactionId, number>>) => {
  for (const listener of [...listeners]) listener(pulse(totals));
};

describe('the floating reactions of the room’s pulse', () => {
  afterEach(() => vi.restoreAllMocks());

  it('give every emoji its own identity when two pulses arrive within one millisecond', () => {
    // A browser behind the server (a busy machine, a throttled tab) receives pulses in a bunch:
    // the SDK hands them over one after the other, in the same millisecond.
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<Room />);
    act(() => publish({ clap: 3 }));
    act(() => {
      publish({ clap: 4, heart: 1 });
      publish({ clap: 5, heart: 2 });
    });
    const floats = container.querySelectorAll('.reaction-floats__item');
    expect([...floats].map((f) => f.textContent)).toEqual(['👏', '❤️', '👏', '❤️']);
    expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(expect.stringContaining('same key'));
  });
});
