import {
  COLLECTIONS,
  FEED_CHANGE_TTL_MS,
  FEED_PULSE_DOC,
  FEED_PULSE_HISTORY,
  FEED_PULSE_LEASE_DOC,
  FEED_PULSE_MAX_POSTS,
  FEED_PULSE_MS,
  eventSettingsOf,
  type CaptionLineDoc,
  type CommentDoc,
  type EventDoc,
  type FeedChangeDoc,
  type FeedPulseChanges,
  type FeedPulseDoc,
  type FeedPulsePost,
  type PulseCaptionLine,
} from '@civic/domain';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';
import { publishAfter, publishAsFollower, writeSummary, type Publish, type Pulse } from '../../platform/pulseLease.js';
import { commentRef, eventRef } from './commentRefs.js';

/**
 * The pulse feed (docs/scale.md, "The pulse feed"; domain/src/comment.ts, FEED_PULSE_DOC): for an
 * event whose settings say `feedMode: 'pulse'`, rooms listen to one digest document instead of the
 * posts. The trigger on the posts records each change (`feedChanges/{commentId}`, its commit time)
 * and asks the event's feed lease — the lease, follower and summary write every pulse shares
 * (platform/pulseLease.ts) — so the digest is rewritten at most once a FEED_PULSE_MS with every post
 * that entered or left the feed since the last publication, and every caption line sent or corrected
 * since (the callables record those: captions/sendCaption.ts, correctCaption.ts).
 */
const statsOf = (eventId: string) => eventRef(eventId).collection(COLLECTIONS.stats);
const changesOf = (eventId: string) => eventRef(eventId).collection(COLLECTIONS.feedChanges);
const lineRef = (eventId: string, lineId: string) => eventRef(eventId).collection(COLLECTIONS.captions).doc(lineId);

/** Whether the feed shows this post: visible, as the comments query of the live feed asks. */
const shown = (post: Partial<CommentDoc> | undefined): post is CommentDoc => post?.status === 'visible';

/** What a room shows of a post (FeedPulsePost), and nothing else of it (no moderation fields). */
const feedPost = (id: string, post: CommentDoc): FeedPulsePost => ({
  id,
  authorUid: post.authorUid,
  authorName: post.authorName,
  ...(post.authorDeleted ? { authorDeleted: true } : {}),
  kind: post.kind,
  text: post.text,
  createdAt: post.createdAt,
  upvotes: post.upvotes,
  answered: post.answered,
});

/**
 * Whether a post's change moves the feed: it entered or left `visible`, or, visible, what the feed
 * shows of it changed (text, author stamp, answered, a question's count — written by the upvote
 * pulse at most once a second a question, so the digest carries it at the same pace).
 */
export function feedChanged(before: Partial<CommentDoc> | undefined, after: Partial<CommentDoc> | undefined): boolean {
  if (shown(before) !== shown(after)) return true;
  if (!shown(before) || !shown(after)) return false;
  return (
    before.text !== after.text ||
    before.authorName !== after.authorName ||
    before.authorUid !== after.authorUid ||
    before.answered !== after.answered ||
    before.upvotes !== after.upvotes
  );
}

/**
 * The next publication from the posts and caption lines changed in its range, and the digest it
 * replaces. Every line changed rides it whole (a captioner's rate limit keeps them few a second).
 */
export function nextDigest(
  previous: Partial<FeedPulseDoc> | undefined,
  posts: { id: string; post: Partial<CommentDoc> | undefined }[],
  lines: { id: string; line: CaptionLineDoc | undefined }[] = [],
): Pick<FeedPulseDoc, 'latest' | 'history'> {
  const visible = posts
    .filter((p): p is { id: string; post: CommentDoc } => shown(p.post))
    .sort((a, b) => millisOf(b.post.createdAt) - millisOf(a.post.createdAt) || (a.id < b.id ? 1 : -1));
  const latest: FeedPulseChanges = {
    seq: (previous?.latest?.seq ?? 0) + 1,
    added: visible.slice(0, FEED_PULSE_MAX_POSTS).map(({ id, post }) => feedPost(id, post)),
    skipped: Math.max(0, visible.length - FEED_PULSE_MAX_POSTS),
    removed: posts.filter((p) => !shown(p.post)).map((p) => p.id),
    counts: Object.fromEntries(visible.filter((p) => p.post.kind === 'question').map((p) => [p.id, p.post.upvotes])),
    answered: visible.filter((p) => p.post.answered).map((p) => p.id),
    captions: lines
      .filter((l): l is { id: string; line: CaptionLineDoc } => l.line !== undefined)
      .map(({ id, line }): PulseCaptionLine => ({ ...line, id }))
      .sort((a, b) => millisOf(a.sentAt) - millisOf(b.sentAt) || (a.id < b.id ? -1 : 1)),
  };
  const before = previous?.latest
    ? [
        {
          seq: previous.latest.seq,
          added: previous.latest.added.map((p) => p.id),
          skipped: previous.latest.skipped,
          removed: previous.latest.removed,
          captions: previous.latest.captions.map((c) => c.id),
        },
      ]
    : [];
  return { latest, history: [...(previous?.history ?? []), ...before].slice(-FEED_PULSE_HISTORY) };
}

const millisOf = (time: unknown) => (time instanceof Timestamp ? time.toMillis() : 0);

/** The event's feed pulse, and how a holder of its lease publishes. */
function feedPulse(eventId: string): { pulse: Pulse; publish: Publish } {
  const summary = statsOf(eventId).doc(FEED_PULSE_DOC);
  return {
    pulse: { summary, lease: statsOf(eventId).doc(FEED_PULSE_LEASE_DOC), periodMs: FEED_PULSE_MS },
    publish: async (through) => {
      const after = (await summary.get()).get('through') as Timestamp | undefined;
      let changes = changesOf(eventId).where('at', '<=', through);
      if (after) changes = changes.where('at', '>', after);
      const records = (await changes.select('caption').get()).docs;
      const lineIds = records.filter((d) => d.get('caption') === true).map((d) => d.id);
      const postIds = records.filter((d) => d.get('caption') !== true).map((d) => d.id);
      const refs = [...postIds.map((id) => commentRef(eventId, id)), ...lineIds.map((id) => lineRef(eventId, id))];
      const read = refs.length > 0 ? await db.getAll(...refs) : [];
      const posts = read
        .slice(0, postIds.length)
        .map((snap) => ({ id: snap.id, post: snap.data() as Partial<CommentDoc> | undefined }));
      const lines = read
        .slice(postIds.length)
        .map((snap) => ({ id: snap.id, line: snap.data() as CaptionLineDoc | undefined }));
      await writeSummary(summary, (current: DocumentSnapshot) => nextDigest(current.data(), posts, lines), through);
    },
  };
}

/** Whether the event read as `event` has its feed on a pulse (its settings: EventDoc.audience.feedMode). */
export function eventOnPulse(event: DocumentSnapshot): boolean {
  const data = event.data() as Pick<EventDoc, 'audience'> | undefined;
  return data !== undefined && eventSettingsOf(data).feedMode === 'pulse';
}

/** Whether the event's feed is on a pulse. */
export async function feedOnPulse(eventId: string): Promise<boolean> {
  return eventOnPulse(await eventRef(eventId).get());
}

/**
 * A post's place in the feed changed, or (`'caption'`) a caption line was sent or corrected: records
 * it (its commit time is the change's) and makes sure a publication includes it, at most a pulse
 * late (platform/pulseLease.ts, `publishAfter`).
 */
export async function publishFeedChange(
  eventId: string,
  id: string,
  kind: 'post' | 'caption' = 'post',
): ReturnType<typeof publishAfter> {
  const { writeTime } = await changesOf(eventId)
    .doc(id)
    .set({
      at: FieldValue.serverTimestamp(),
      ...(kind === 'caption' ? { caption: true as const } : {}),
      expireAt: Timestamp.fromMillis(Date.now() + FEED_CHANGE_TTL_MS),
    } satisfies FeedChangeDoc<FieldValue | Timestamp>);
  const { pulse, publish } = feedPulse(eventId);
  return publishAfter(writeTime, pulse, publish);
}

/** The feed lease taken at `heldAt` was followed: publish as it expires (onFeedLeaseFollowed). */
export function publishFeedAsFollower(eventId: string, heldAt: Timestamp): ReturnType<typeof publishAsFollower> {
  const { pulse, publish } = feedPulse(eventId);
  return publishAsFollower(heldAt, pulse, publish);
}
