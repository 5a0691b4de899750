/**
 * The replay page and the archive (issue 44, docs/replays.md "The pages") on a compiled file made
 * here: every control that seeks re-anchors the whole room at once (the agenda item, each poll
 * with its results as they stood, the posts, the transcript line), the search finds the agenda and
 * the transcript, and an unknown replay says so. The fetches are replaced; tests/e2e/replays.test.ts
 * plays a replay published through the real callables.
 */
import type { CompiledReplay, ReplaySearchResults, ReplaySummary } from '@civic/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type * as ReplayApi from '../api/replay-api';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadReplay = vi.fn();
const loadArchive = vi.fn();
const searchArchive = vi.fn();
vi.mock('../api/replay-api', async (original) => ({ ...(await original<typeof ReplayApi>()), loadReplay }));
vi.mock('../api/archive-api', () => ({ loadArchive }));
vi.mock('../api/search-api', () => ({ searchArchive }));
const { ReplayView } = await import('./replay-view');
const { ReplayPage } = await import('./replay-page');
const { ReplayArchive } = await import('./replay-archive');
const { ReplayNotFoundError } = await import('../api/replay-api');
// The video's chunk, which the view loads lazily: transformed here, once, rather than inside the
// first test's time on a loaded machine.
await import('./replay-player');

const S = 1_000;
const REPLAY: CompiledReplay = {
  format: 1,
  eventId: 'e1',
  title: 'Town hall',
  description: '',
  language: 'en',
  startedAtMs: Date.UTC(2026, 10, 20, 19),
  lengthMs: 300 * S,
  recording: { kind: 'mp4', url: '/media/clip.mp4', offsetMs: 5 * S },
  agenda: [
    { id: 'a', title: 'Welcome', description: '' },
    { id: 'b', title: 'Parking', description: '' },
    { id: 'c', title: 'Budget', description: '' },
  ],
  chapters: [
    { itemId: 'a', title: 'Welcome', startMs: 0, endMs: 100 * S },
    { itemId: 'b', title: 'Parking', startMs: 100 * S, endMs: 200 * S },
    { itemId: 'c', title: 'Budget', startMs: 200 * S, endMs: 300 * S },
  ],
  captions: {
    en: [
      { t: 10 * S, text: 'Good evening.' },
      { t: 110 * S, text: 'Parking fees go up in March.' },
      { t: 210 * S, text: 'The budget is balanced.' },
    ],
  },
  transcriptTrack: 'en',
  polls: [
    {
      id: 'p1',
      kind: 'poll',
      question: 'Free parking on Sundays?',
      description: '',
      options: [
        { id: 'y', label: 'Yes' },
        { id: 'n', label: 'No' },
      ],
      settings: null,
      shown: [{ fromMs: 120 * S, toMs: 180 * S }],
      results: [
        { t: 120 * S, counts: {}, total: 0 },
        { t: 130 * S, counts: { y: 3, n: 1 }, total: 4 },
      ],
      final: { t: 180 * S, counts: { y: 6, n: 2 }, total: 8 },
      answers: [],
    },
  ],
  posts: [
    {
      id: 'c1',
      t: 20 * S,
      kind: 'comment',
      name: 'Amaranta',
      text: 'Hello from Elm Street',
      answered: false,
      upvotes: 0,
    },
    { id: 'c2', t: 150 * S, kind: 'question', name: 'Bashir', text: 'Is Sunday free?', answered: false, upvotes: 2 },
  ],
  reactions: { bucketMs: 10 * S, counts: [0, 2, 8, 1] },
  compiledAtMs: Date.UTC(2026, 10, 21),
};

const room = () => screen.getByRole('region', { name: 'The room at this moment' });
const now = () => screen.getByText(/^Now:/).parentElement!.textContent;

beforeEach(() => {
  loadReplay.mockReset();
  loadArchive.mockReset();
});

describe('ReplayView', { timeout: 20_000 }, () => {
  const view = (startMs = 0) =>
    render(
      <MemoryRouter>
        <ReplayView replay={REPLAY} startMs={startMs} />
      </MemoryRouter>,
    );

  it('seeks on a chapter and shows the room as it was then, forwards and back', () => {
    view();
    expect(now()).toBe('Now: item 1 of 3 Welcome');
    expect(within(room()).queryByText('Free parking on Sundays?')).toBeNull();
    expect(within(room()).queryByText('Hello from Elm Street')).toBeNull();

    const chapters = screen.getByRole('list', { name: /Chapters/ });
    fireEvent.click(within(chapters).getByRole('button', { name: /Parking/ }));
    expect(now()).toBe('Now: item 2 of 3 Parking');
    expect(within(chapters).getByRole('button', { name: /Parking/ })).toHaveAttribute('aria-current', 'true');
    expect(within(room()).getByText('Hello from Elm Street')).toBeInTheDocument();
    // At 100 s the poll was not pushed yet; the slider moves on to 130 s, where it stood at 3 to 1.
    expect(within(room()).queryByText('Free parking on Sundays?')).toBeNull();
    const slider = screen.getByRole('slider');
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '130');
    const poll = within(room()).getByRole('article', { name: 'Free parking on Sundays?' });
    expect(within(poll).getByText('On screen')).toBeInTheDocument();
    expect(within(poll).getByText('3 (75%)')).toBeInTheDocument();

    fireEvent.click(within(chapters).getByRole('button', { name: /Budget/ }));
    expect(within(room()).getByText('Final results')).toBeInTheDocument();
    expect(within(room()).getByText('6 (75%)')).toBeInTheDocument();
    expect(within(room()).getByText('Is Sunday free?')).toBeInTheDocument();

    fireEvent.click(within(chapters).getByRole('button', { name: /Welcome/ }));
    expect(now()).toBe('Now: item 1 of 3 Welcome');
    expect(within(room()).queryByText('Free parking on Sundays?')).toBeNull();
    expect(within(room()).queryByText('Is Sunday free?')).toBeNull();
    expect(within(room()).queryByText('Hello from Elm Street')).toBeNull();
  });

  it('starts at the moment the address names', () => {
    view(215 * S);
    expect(now()).toBe('Now: item 3 of 3 Budget');
    const transcript = screen.getByRole('list', { name: /Transcript/ });
    expect(within(transcript).getByRole('button', { name: /balanced/ })).toHaveAttribute('aria-current', 'true');
  });

  it('seeks from a transcript line, and finds a word in the transcript and the agenda', () => {
    view();
    const transcript = screen.getByRole('list', { name: /Transcript/ });
    fireEvent.click(within(transcript).getByRole('button', { name: /budget is balanced/ }));
    expect(now()).toBe('Now: item 3 of 3 Budget');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the transcript and the agenda' }), {
      target: { value: 'PARKING' },
    });
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent('2 matches');
    const matches = screen.getByRole('list', { name: /Matches/ });
    expect(
      within(matches)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1:40 Agenda Parking', '1:50 Parking fees go up in March.']);
    fireEvent.click(within(matches).getByRole('button', { name: /fees/ }));
    expect(now()).toBe('Now: item 2 of 3 Parking');
  });

  it('seeks where the scrub bar is clicked, and builds the chapters and subtitles tracks', async () => {
    view();
    const slider = screen.getByRole('slider');
    slider.getBoundingClientRect = () =>
      ({ left: 0, right: 300, width: 300, top: 0, bottom: 10, height: 10 }) as DOMRect;
    fireEvent.pointerDown(slider, { clientX: 210 });
    expect(now()).toBe('Now: item 3 of 3 Budget');
    const video = await screen.findByLabelText('Video: Town hall');
    await vi.waitFor(() => expect(video.querySelectorAll('track')).toHaveLength(2));
    const [chapters, subtitles] = [...video.querySelectorAll('track')];
    expect(chapters).toMatchObject({ kind: 'chapters', label: 'Agenda' });
    expect(subtitles).toMatchObject({ kind: 'subtitles', srclang: 'en', label: 'English', default: true });
    expect(chapters!.src).toMatch(/^blob:/);
  });
});

describe('ReplayPage', () => {
  const page = (search: string) =>
    render(
      <MemoryRouter initialEntries={[`/replay${search}`]}>
        <ReplayPage />
      </MemoryRouter>,
    );

  it('says so when the replay is unknown or unpublished', async () => {
    loadReplay.mockRejectedValue(new ReplayNotFoundError());
    page('?event=nope');
    expect(await screen.findByRole('heading', { name: 'This replay is not available' })).toBeInTheDocument();
    expect(loadReplay).toHaveBeenCalledWith('nope', expect.any(AbortSignal));
  });

  it('says so without an event in the address, and asks nothing', async () => {
    page('');
    expect(await screen.findByRole('heading', { name: 'This replay is not available' })).toBeInTheDocument();
    expect(loadReplay).not.toHaveBeenCalled();
  });

  it('offers to try again when the file could not be loaded', async () => {
    loadReplay.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(REPLAY);
    page('?event=e1&t=110');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Town hall' })).toBeInTheDocument();
    expect(now()).toBe('Now: item 2 of 3 Parking');
  });
});

describe('ReplayArchive', () => {
  const archive = () =>
    render(
      <MemoryRouter>
        <ReplayArchive />
      </MemoryRouter>,
    );
  const summary: ReplaySummary = {
    eventId: 'e1',
    title: 'Town hall',
    language: 'en',
    startedAtMs: REPLAY.startedAtMs,
    lengthMs: 5_400 * S,
    agenda: REPLAY.agenda.map(({ id, title }) => ({ id, title })),
  };

  it('lists each replay with its link, date, length and agenda', async () => {
    loadArchive.mockResolvedValue([summary]);
    archive();
    const link = await screen.findByRole('link', { name: 'Town hall' });
    expect(link).toHaveAttribute('href', '/replay?event=e1');
    const entry = link.closest('li')!;
    expect(entry).toHaveTextContent('November 20, 2026');
    expect(entry).toHaveTextContent('Length: 1 hr 30 min');
    expect(within(entry).getByRole('list', { name: 'Agenda' })).toHaveTextContent('WelcomeParkingBudget');
  });

  it('says when there is none yet, and when the list could not be loaded', async () => {
    loadArchive.mockResolvedValue([]);
    const { unmount } = archive();
    expect(await screen.findByRole('heading', { name: 'No replays yet' })).toBeInTheDocument();
    unmount();
    loadArchive.mockRejectedValue(new Error('offline'));
    archive();
    expect(await screen.findByRole('alert')).toHaveTextContent('The replays could not be loaded.');
  });

  it('opens the search, which finds a word across the replays and links each match to its moment', async () => {
    loadArchive.mockResolvedValue([summary]);
    const found: ReplaySearchResults = {
      query: 'parking',
      truncated: false,
      replays: [
        {
          eventId: 'e1',
          title: 'Town hall',
          language: 'en',
          startedAtMs: summary.startedAtMs,
          matches: [
            { kind: 'agenda', t: 100 * S, snippet: 'Parking', language: 'en' },
            { kind: 'transcript', t: 3_730 * S, snippet: 'Parking fees go up in March.', language: 'en' },
          ],
        },
      ],
    };
    searchArchive.mockResolvedValueOnce(found).mockRejectedValueOnce(new Error('offline'));
    archive();
    fireEvent.click(await screen.findByRole('link', { name: 'Search the replays' }));
    const box = await screen.findByRole('searchbox', { name: 'Search every replay’s agenda and transcript' });
    expect(box).toHaveFocus();
    fireEvent.change(box, { target: { value: '  PARKING ' } });
    fireEvent.submit(box.closest('form')!);
    const matches = await screen.findByRole('list', { name: 'Matches in “Town hall”' });
    // The query is sent folded, so every spelling of it is one cached answer.
    expect(searchArchive).toHaveBeenCalledWith('parking', expect.any(AbortSignal));
    expect(screen.getByRole('status')).toHaveTextContent('2 matches');
    expect(
      within(matches)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['1:40 Agenda Parking', '/replay?event=e1&t=100'],
      ['1:02:10 Transcript Parking fees go up in March.', '/replay?event=e1&t=3730'],
    ]);

    // A failed search says so, and tries again; a query too short is not sent.
    fireEvent.change(box, { target: { value: 'budget' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('The search could not be done.');
    searchArchive.mockResolvedValueOnce({ query: 'budget', truncated: false, replays: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No replay’s agenda or transcript holds “budget”.')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('Type from 2 to 100 letters to search.')).toBeInTheDocument();
    expect(searchArchive).toHaveBeenCalledTimes(3);
  });
});
