import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ENDED_SHOWN_MS, pickNextEvent, pickStreamState, type Stored } from './publicEvents.js';

const NOW = Date.UTC(2027, 0, 10, 12);
const at = (hours: number) => Timestamp.fromMillis(NOW + hours * 3_600_000);
const HLS = { kind: 'hls', url: '/media/test-pattern/index.m3u8' } as const;
const event = (id: string, startsIn: number, endsIn: number, status = 'scheduled'): Stored => ({
  id,
  data: {
    title: id,
    description: '',
    status,
    visibility: 'public',
    startsAt: at(startsIn),
    endsAt: at(endsIn),
    source: HLS,
  },
});
const ended = (id: string, endedHoursAgo: number): Stored => ({
  ...event(id, -3, -1, 'ended'),
  data: { ...event(id, -3, -1, 'ended').data, endedAt: at(-endedHoursAgo) },
});

describe('the landing page’s next live event', () => {
  it('picks the earliest event that is not over, with public fields only', () => {
    const next = pickNextEvent([event('later', 48, 50), event('sooner', 2, 4)], NOW);
    expect(next).toEqual({
      id: 'sooner',
      title: 'sooner',
      description: '',
      coverImageUrl: '',
      status: 'scheduled',
      startsAt: at(2).toDate().toISOString(),
      endsAt: at(4).toDate().toISOString(),
    });
  });

  it('prefers an event that is live now, even one overrunning its planned end', () => {
    expect(pickNextEvent([event('live', -3, -1, 'live'), event('next', 2, 3)], NOW)?.id).toBe('live');
  });

  it('returns null when nothing is coming', () => {
    expect(pickNextEvent([event('past', -5, -4)], NOW)).toBeNull();
  });
});

describe('what /stream shows', () => {
  it('the live event with its source', () => {
    expect(pickStreamState([event('live', 0, 1, 'live'), event('next', 2, 3)], null, NOW)).toMatchObject({
      state: 'live',
      event: { id: 'live', status: 'live' },
      source: HLS,
      captionTracks: [],
    });
  });

  it('the live event’s caption languages, for the CC menu', () => {
    const live = event('live', 0, 1, 'live');
    live.data.captionTracks = ['en', 'es'];
    expect(pickStreamState([live], null, NOW)).toMatchObject({ state: 'live', captionTracks: ['en', 'es'] });
  });

  it('the agenda item marked current, with its number, and nothing else of the agenda (issue 44)', () => {
    const live = event('live', 0, 1, 'live');
    const parking = {
      id: 'parking',
      title: 'Parking',
      description: '',
      translations: { es: { title: 'Aparcamiento' } },
    };
    live.data.agenda = [{ id: 'welcome', title: 'Welcome', description: '' }, parking];
    expect(pickStreamState([live], null, NOW)).toMatchObject({ state: 'live', agendaNow: null });
    live.data.agendaNow = { itemId: 'parking' };
    expect(pickStreamState([live], null, NOW)).toMatchObject({
      state: 'live',
      agendaNow: { number: 2, total: 2, item: parking },
    });
    expect(JSON.stringify(pickStreamState([live], null, NOW))).not.toContain('Welcome');
  });

  it('a countdown to the next event when nothing ended recently', () => {
    const state = pickStreamState([event('next', 2, 3)], ended('old', ENDED_SHOWN_MS / 3_600_000 + 1), NOW);
    expect(state).toMatchObject({ state: 'upcoming', event: { id: 'next' } });
  });

  it('"ended" with the next event right after an event ends', () => {
    expect(pickStreamState([event('next', 2, 3)], ended('just-now', 0.1), NOW)).toMatchObject({
      state: 'ended',
      ended: { id: 'just-now' },
      next: { id: 'next' },
    });
  });

  it('says when the ended event ended, so the live room can tell a recent end from an old one', () => {
    const state = pickStreamState([], ended('last-week', 24 * 7), NOW);
    expect(state).toMatchObject({ state: 'ended', ended: { id: 'last-week' } });
    const endedAt = state.state === 'ended' ? state.ended?.endedAt : undefined;
    expect(endedAt).toBe(new Date(NOW - 24 * 7 * 3_600_000).toISOString());
  });

  it('"ended" with nothing next when nothing is scheduled', () => {
    expect(pickStreamState([], null, NOW)).toEqual({ state: 'ended', ended: null, next: null, otherLive: false });
  });

  it('that another event is live, and nothing else of it, when the live one is for signed-in residents', () => {
    // The signed-in-only event never reaches pickStreamState (loadAnnouncedPublicEvents reads public
    // events only); the answer says only that some event is live.
    const countdown = pickStreamState([event('next', 2, 3)], null, NOW, true);
    expect(countdown).toEqual({ state: 'upcoming', event: expect.objectContaining({ id: 'next' }), otherLive: true });
    expect(pickStreamState([], ended('just-now', 0.1), NOW, true)).toMatchObject({ state: 'ended', otherLive: true });
  });

  it('no "other live event" beside the public live event itself', () => {
    expect(pickStreamState([event('live', 0, 1, 'live')], null, NOW, true)).not.toHaveProperty('otherLive');
  });
});
