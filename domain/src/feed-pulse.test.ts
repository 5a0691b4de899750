import { describe, expect, it } from 'vitest';
import type { FeedPulseChanges, FeedPulseDoc, FeedPulsePost } from './comment.js';
import { applyDigest, pulseFeedFrom, withOwnPosts, withPosts } from './feed-pulse.js';

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
    const opened = pulseFeedFrom([post('q', 1, { kind: 'question' })]);
    const { state } = applyDigest(
      opened,
      digest(changes(2, { counts: { q: 12 }, answered: ['q'], skipped: 4 })),
      millis,
    );
    expect(state.posts[0]).toMatchObject({ upvotes: 12, answered: true });
    expect(state.skipped).toBe(4);
  });

  it('the viewer’s own post shows at once, and once when the digest brings it', () => {
    const opened = pulseFeedFrom([post('a', 1)]);
    const mine = post('mine', 2, { text: 'my question' });
    expect(ids(withOwnPosts(opened, [mine], millis))).toEqual(['mine', 'a']);
    const { state } = applyDigest(opened, digest(changes(1, { added: [mine] })), millis);
    expect(ids(withOwnPosts(state, [mine], millis))).toEqual(['mine', 'a']);
  });
});
