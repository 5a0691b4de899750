import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { pickNextEvent } from './getNextEvent.js';

const NOW = Date.UTC(2027, 0, 10, 12);
const at = (hours: number) => Timestamp.fromMillis(NOW + hours * 3_600_000);
const event = (id: string, startsIn: number, endsIn: number, status = 'scheduled') => ({
  id,
  data: { title: id, description: '', status, startsAt: at(startsIn), endsAt: at(endsIn), streamSource: 'secret' },
});

describe('the landing page’s next live event', () => {
  it('picks the earliest event that is not over, with public fields only', () => {
    const next = pickNextEvent([event('later', 48, 50), event('sooner', 2, 4)], NOW);
    expect(next).toEqual({
      id: 'sooner',
      title: 'sooner',
      description: '',
      status: 'scheduled',
      startsAt: at(2).toDate().toISOString(),
      endsAt: at(4).toDate().toISOString(),
    });
  });

  it('prefers an event that is live now', () => {
    expect(pickNextEvent([event('live', -1, 1, 'live'), event('next', 2, 3)], NOW)?.id).toBe('live');
  });

  it('skips ended events and returns null when nothing is coming', () => {
    expect(pickNextEvent([event('ended', -1, 1, 'ended'), event('past', -5, -4)], NOW)).toBeNull();
  });
});
