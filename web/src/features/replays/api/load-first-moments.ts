import type { CaptionLineDoc, CommentDoc, PollDoc, TimelineDoc } from '@civic/domain';
import { getDoc, getDocs, limit, orderBy, query } from 'firebase/firestore';
import { millisOf, readDoc } from '@/lib/firebase/time';
import type { FirstMoment } from '../lib/alignment';
import { captionsOf, commentsOf, pollRef, timelineOf } from './replay-refs';

/** How many of each source the alignment tool reads: enough for its first few minutes. */
const EACH = 25;
/** The timeline also holds a reactions record per 10 s, which the tool does not show. */
const TIMELINE_READ = 80;

/**
 * Admin: the first moments of an ended event's room, for the alignment tool (docs/replays.md, "The
 * admin's replay screen"): its agenda marks and poll pushes (the timeline), its first caption
 * lines and its first approved posts, each at its server time in ms since `wentLiveAtMs`, sorted.
 * What a replay never shows (withdrawn lines, held or hidden posts) is left out here too.
 */
export async function loadFirstMoments(eventId: string, wentLiveAtMs: number): Promise<FirstMoment[]> {
  const [timeline, captions, comments] = await Promise.all([
    getDocs(query(timelineOf(eventId), orderBy('at'), limit(TIMELINE_READ))),
    getDocs(query(captionsOf(eventId), orderBy('sentAt'), limit(EACH))),
    getDocs(query(commentsOf(eventId), orderBy('createdAt'), limit(EACH))),
  ]);
  const since = (time: unknown) => (millisOf(time) ?? wentLiveAtMs) - wentLiveAtMs;
  const moments: FirstMoment[] = [];
  const polls: Promise<void>[] = [];
  for (const snapshot of timeline.docs) {
    const moment = readDoc<TimelineDoc>(snapshot);
    if (moment.kind === 'agenda') {
      moments.push({
        id: snapshot.id,
        kind: 'agenda',
        t: since(moment.at),
        text: moment.title ?? '',
        number: moment.index === null ? null : moment.index + 1,
        author: null,
      });
    } else if (moment.kind === 'poll') {
      const entry: FirstMoment = {
        id: snapshot.id,
        kind: 'poll',
        t: since(moment.at),
        text: '',
        number: null,
        author: null,
      };
      moments.push(entry);
      const { pollId } = moment;
      if (pollId) {
        polls.push(
          getDoc(pollRef(pollId)).then((poll) => {
            if (poll.exists()) entry.text = readDoc<PollDoc>(poll).question;
          }),
        );
      }
    }
  }
  for (const snapshot of captions.docs) {
    const line = readDoc<CaptionLineDoc>(snapshot);
    if (!line.withdrawn)
      moments.push({
        id: snapshot.id,
        kind: 'caption',
        t: since(line.sentAt),
        text: line.text,
        number: null,
        author: null,
      });
  }
  for (const snapshot of comments.docs) {
    const post = readDoc<CommentDoc>(snapshot);
    if (post.status === 'visible') {
      moments.push({
        id: snapshot.id,
        kind: 'post',
        t: since(post.createdAt),
        text: post.text,
        number: null,
        author: post.authorName,
      });
    }
  }
  await Promise.all(polls);
  return moments.sort((a, b) => a.t - b.t);
}
