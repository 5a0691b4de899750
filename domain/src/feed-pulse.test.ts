import { describe, expect, it } from 'vitest';
import type { FeedPulseChanges, FeedPulseDoc, FeedPulsePost } from './comment.js';
import {
  applyCaptionDigest,
  applyDigest,
  pulseCaptionsFrom,
  pulseFeedFrom,
  withLines,
  withOwnPosts,
  withPosts,
  type PulseCaptionLine,
} from './feed-pulse.js';

const millis = (t: number) => t;
const post = (id: string, at: number, more: Partial<FeedPulsePost<number>> = {}): FeedPulsePost<number> => ({
  id,
  authorUid: 'u',
  authorName: 'U',
  kind: 'comment',
  text: id,
  createdAt: at,
  upvotes: 0,
  answered: false,
  ...more,
});
const changes = (seq: number, more: Partial<FeedPulseChanges<number>> = {}): FeedPulseChanges<number> => ({
  seq,
  added: [],
  skipped: 0,
  removed: [],
  counts: {},
  answered: [],
  captions: [],
  ...more,
});
const digest = (
  latest: FeedPulseChanges<number>,
  history: FeedPulseDoc['history'] = [],
): Pick<FeedPulseDoc<number>, 'latest' | 'history'> => ({ latest, history });
const ids = (posts: { id: string }[]) => posts.map((p) => p.id);

describe('the pulse feed a room shows', () => {
  it('adds each publication’s posts newest first, once, whether or not the window already had them', () => {
    const opened = pulseFeedFrom([post('b', 2), post('a', 1)]);
    const { state } = applyDigest(opened, digest(changes(7, { added: [post('c', 3), post('b', 2)] })), millis);
    expect(ids(state.posts)).toEqual(['c', 'b', 'a']);
    const next = applyDigest(state, digest(changes(8, { added: [post('e', 5), post('d', 4)] })), millis).state;
    expect(ids(next.posts)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(next.seq).toBe(8);
  });

  it('a removal applies to every post shown, the window’s older pages included', () => {
    const opened = pulseFeedFrom([post('b', 2), post('a', 1)]);
    const { state } = applyDigest(opened, digest(changes(3, { removed: ['a'] })), millis);
    expect(ids(state.posts)).toEqual(['b']);
  });

  it('a publication already applied (a listener’s repeat) changes nothing', () => {
    const first = applyDigest(pulseFeedFrom<number>([]), digest(changes(4, { added: [post('a', 1)] })), millis).state;
    const again = applyDigest(first, digest(changes(4, { removed: ['a'] })), millis);
    expect(again.state).toBe(first);
  });

  it('after missed publications: the history’s removals apply and its additions are read by id', () => {
    const at5 = applyDigest(pulseFeedFrom([post('a', 1)]), digest(changes(5)), millis).state;
    const history = [
      { seq: 6, added: ['b', 'c'], removed: ['a'], captions: [] },
      { seq: 7, added: ['d'], removed: ['c'], captions: [] },
    ];
    const result = applyDigest(at5, digest(changes(8, { added: [post('e', 5)] }), history), millis);
    expect(result.reload).toBe(false);
    expect(ids(result.state.posts)).toEqual(['e']);
    expect(result.missing).toEqual(['b', 'd']);
    const read = withPosts(result.state, [post('b', 2), post('d', 4)], millis);
    expect(ids(read.posts)).toEqual(['e', 'd', 'b']);
  });

  it('missed more than the history holds: read the window again', () => {
    const at5 = applyDigest(pulseFeedFrom<number>([]), digest(changes(5)), millis).state;
    const result = applyDigest(at5, digest(changes(20), [{ seq: 19, added: [], removed: [], captions: [] }]), millis);
    expect(result.reload).toBe(true);
    expect(result.state).toBe(at5);
  });

  it('counts, answered marks and posts beyond a publication’s capacity', () => {
    const at1 = applyDigest(pulseFeedFrom([post('q', 1, { kind: 'question' })]), digest(changes(1)), millis).state;
    const { state } = applyDigest(at1, digest(changes(2, { counts: { q: 12 }, answered: ['q'], skipped: 4 })), millis);
    expect(state.posts[0]).toMatchObject({ upvotes: 12, answered: true });
    expect(state.skipped).toBe(4);
  });

  it('a room that opens or reads its window again does not count the skipped posts its window holds', () => {
    // The window is read as the room opens (or as "↑ N new posts" reads it again): the newest posts
    // then, those the digest it finds counted as skipped among them, as the live feed would list them.
    const opened = pulseFeedFrom([post('b', 2), post('a', 1)]);
    const first = applyDigest(opened, digest(changes(9, { added: [post('b', 2)], skipped: 5 })), millis).state;
    expect(first.skipped).toBe(0);
    const next = applyDigest(first, digest(changes(10, { skipped: 2 })), millis).state;
    expect(next.skipped).toBe(2);
  });

  it('posts skipped in publications the room missed count too', () => {
    const at5 = applyDigest(pulseFeedFrom<number>([]), digest(changes(5)), millis).state;
    const history = [
      { seq: 6, added: ['b'], removed: [], captions: [], skipped: 3 },
      { seq: 7, added: [], removed: [], captions: [] },
    ];
    const result = applyDigest(at5, digest(changes(8, { skipped: 1 }), history), millis);
    expect(result.state.skipped).toBe(4);
  });

  it('the viewer’s own post shows at once, and once when the digest brings it', () => {
    const opened = pulseFeedFrom([post('a', 1)]);
    const mine = post('mine', 2, { text: 'my question' });
    expect(ids(withOwnPosts(opened, [mine], millis))).toEqual(['mine', 'a']);
    const { state } = applyDigest(opened, digest(changes(1, { added: [mine] })), millis);
    expect(ids(withOwnPosts(state, [mine], millis))).toEqual(['mine', 'a']);
  });
});

const line = (id: string, at: number, more: Partial<PulseCaptionLine<number>> = {}): PulseCaptionLine<number> => ({
  id,
  track: 'en',
  text: id,
  captionerUid: 'c',
  sentAt: at,
  editedAt: null,
  withdrawn: false,
  ...more,
});
const texts = (state: { lines: PulseCaptionLine<number>[] }) => state.lines.map((l) => `${l.track}:${l.text}`);

describe('caption lines on a pulse feed (the transcript a room shows)', () => {
  it('the transcript read on opening, then each publication’s lines, oldest first, each once', () => {
    const opened = pulseCaptionsFrom([line('b', 2), line('a', 1)], millis);
    expect(texts(opened)).toEqual(['en:a', 'en:b']);
    const first = applyCaptionDigest(opened, digest(changes(4, { captions: [line('b', 2), line('c', 3)] })), millis);
    expect(texts(first.state)).toEqual(['en:a', 'en:b', 'en:c']);
    const second = applyCaptionDigest(first.state, digest(changes(5, { captions: [line('d', 4)] })), millis);
    expect(texts(second.state)).toEqual(['en:a', 'en:b', 'en:c', 'en:d']);
    expect(applyCaptionDigest(second.state, digest(changes(5, { captions: [line('x', 9)] })), millis).state).toBe(
      second.state,
    );
  });

  it('a correction replaces its line in place; a withdrawal too; an older version never replaces a newer', () => {
    const opened = pulseCaptionsFrom([line('a', 1), line('b', 2)], millis);
    const corrected = applyCaptionDigest(
      opened,
      digest(
        changes(1, {
          captions: [
            line('a', 1, { text: 'A!', editedAt: 10 }),
            line('b', 2, { withdrawn: true, text: '', editedAt: 11 }),
          ],
        }),
      ),
      millis,
    ).state;
    expect(corrected.lines.map((l) => [l.id, l.text, l.withdrawn])).toEqual([
      ['a', 'A!', false],
      ['b', '', true],
    ]);
    // The untouched version (a digest published before the correction was read) does not undo it.
    expect(texts(withLines(corrected, [line('a', 1)], millis))).toEqual(['en:A!', 'en:']);
  });

  it('each line keeps its language: tracks stay apart', () => {
    const opened = pulseCaptionsFrom([line('a', 1)], millis);
    const { state } = applyCaptionDigest(
      opened,
      digest(changes(1, { captions: [line('b', 2, { track: 'es', text: 'hola' }), line('c', 3, { track: 'ar' })] })),
      millis,
    );
    expect(texts(state)).toEqual(['en:a', 'es:hola', 'ar:c']);
    expect(state.lines.filter((l) => l.track === 'es').map((l) => l.id)).toEqual(['b']);
  });

  it('after missed publications the lines they sent or corrected are read by id; past the history, the transcript again', () => {
    const at5 = applyCaptionDigest(pulseCaptionsFrom<number>([line('a', 1)], millis), digest(changes(5)), millis).state;
    const history = [
      { seq: 6, added: [], removed: [], captions: ['b', 'a'] },
      { seq: 7, added: [], removed: [], captions: ['c'] },
    ];
    const result = applyCaptionDigest(
      at5,
      digest(changes(8, { captions: [line('c', 3, { text: 'C2', editedAt: 9 })] }), history),
      millis,
    );
    expect(result.reload).toBe(false);
    expect(result.missing).toEqual(['b', 'a']);
    expect(texts(result.state)).toEqual(['en:a', 'en:C2']);
    const far = applyCaptionDigest(
      at5,
      digest(changes(20), [{ seq: 19, added: [], removed: [], captions: [] }]),
      millis,
    );
    expect(far.reload).toBe(true);
    expect(far.state).toBe(at5);
  });
});
