/**
 * The past town hall a newcomer can watch again (issue 44, docs/replays.md "The living demo"): an
 * event as long as the bundled clip, with its agenda marked at the clip's seconds, the clip's own
 * subtitles as its captions in English and Spanish, two polls and a word cloud pushed and answered,
 * posts and reactions at their moments — then its recording attached (the clip itself) and its
 * replay published by the seed's admin through `attachRecording` and `publishReplay`, so the file
 * the archive and the replay page read is the real compile.
 *
 * As in history.ts, nothing can be done "days ago" through a callable, whose clock is now: what an
 * administrator decided is made by the callables (createEvent with its agenda, createPoll), and
 * what happened at a moment — the event's ended status, the marks and pushes on its timeline that
 * setAgendaItem and setLivePoll write, the caption lines sendCaption writes, each vote, answer and
 * post — is one record of the shape those write, carrying its time. Tallies, answers' counts and
 * the reaction pulses are the product's own code run on those records.
 */
import {
  COLLECTIONS,
  distinctCloudEntries,
  emptyReactionTotals,
  REACTION_IDS,
  REPLAY_LIMITS,
  type AgendaItem,
  type CaptionLineDoc,
  type LiveRespondentDoc,
  type LiveResponseDoc,
  type ReactionId,
  type TimelineDoc,
} from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { newComment } from '../../functions/src/comments/lib/commentRefs.js';
import { writePulse } from '../../functions/src/events/lib/reactionPulse.js';
import { db } from '../../functions/src/platform/app.js';
import { countLiveResponse } from '../../functions/src/polls/countLiveResponse.js';
import { liveResponseRefs } from '../../functions/src/polls/lib/liveQuestion.js';
import { pollRef } from '../../functions/src/polls/lib/pollRecord.js';
import { publishExactResults } from '../../functions/src/polls/lib/resultsPulse.js';
import { localTime, pickWeighted, pool, randomFor, sample, type DemoContext } from './context.js';
import { pollText, REPLAY_EVENT } from './content.js';
import { recordRan } from './history.js';
import { LOCAL_CLIP } from './live-room.js';
import { ACTIVE_CITIZENS } from './people.js';
import { castVotes, joinRoom, react, writeAll } from './records.js';
import { callAs, requestId } from './server.js';

/** When the replay's event went live and ended: REPLAY_EVENT.daysAgo, at its hour. */
export function replayWindow(now: number) {
  const startMs = localTime(now, REPLAY_EVENT.daysAgo, REPLAY_EVENT.startHour);
  return { startMs, endMs: startMs + REPLAY_EVENT.lengthMs };
}

/** Creates the ended event and registers its window (votes cast in it are attributed to it). */
export async function createReplayEvent(ctx: DemoContext): Promise<string> {
  const { startMs, endMs } = replayWindow(ctx.now);
  const { title, description, language, translations } = REPLAY_EVENT;
  const { eventId } = await callAs(ctx.admin, 'createEvent', {
    requestId: requestId(),
    event: {
      title,
      description,
      language,
      translations,
      coverImageUrl: '',
      startsAt: startMs,
      endsAt: endMs,
      visibility: 'public',
      published: true,
      source: LOCAL_CLIP,
      agenda: REPLAY_EVENT.agenda.map(({ title, description, translations }) => ({ title, description, translations })),
    },
  });
  await recordRan(ctx, eventId, startMs, endMs);
  return eventId;
}

/** The room of the replay's event, then its recording attached and its replay published. */
export async function seedReplay(ctx: DemoContext, eventId: string): Promise<void> {
  const { startMs, endMs } = replayWindow(ctx.now);
  const at = (ms: number) => Timestamp.fromMillis(startMs + ms);
  const random = randomFor('replay');
  const event = db.collection(COLLECTIONS.events).doc(eventId);
  const crowd = sample(random, ACTIVE_CITIZENS, 60);
  await joinRoom(
    eventId,
    crowd.map(({ uid }) => ({ uid, at: startMs + random() * 3_000 })),
  );

  const agenda = (await event.get()).get('agenda') as AgendaItem[];
  const polls = [];
  for (const poll of REPLAY_EVENT.polls) {
    const { pollId } = await callAs(ctx.admin, 'createPoll', {
      requestId: requestId(),
      poll: {
        kind: 'poll',
        ...pollText(poll),
        published: true,
        opensAt: startMs,
        closesAt: endMs,
        resultsVisibility: 'live',
        sponsor: null,
      },
    });
    polls.push({ pollId, poll });
  }
  const cloud = REPLAY_EVENT.wordCloud;
  const { pollId: cloudId } = await callAs(ctx.admin, 'createPoll', {
    requestId: requestId(),
    poll: {
      kind: 'wordCloud',
      language: 'en',
      question: cloud.question,
      description: cloud.description,
      translations: cloud.translations,
      options: [],
      settings: cloud.settings,
      published: true,
      opensAt: startMs,
      closesAt: endMs,
      resultsVisibility: 'live',
      sponsor: null,
    },
  });

  // The timeline: "Now: item N" as setAgendaItem marks it, each push as setLivePoll records it.
  const moments: TimelineDoc<Timestamp>[] = [
    ...REPLAY_EVENT.agenda.map((item, index) => ({
      kind: 'agenda' as const,
      itemId: agenda[index]!.id,
      index,
      title: item.title,
      at: at(item.atMs),
    })),
    ...polls.map(({ pollId, poll }) => ({ kind: 'poll' as const, pollId, at: at(poll.pushedAtMs) })),
    { kind: 'poll', pollId: cloudId, at: at(cloud.pushedAtMs) },
  ];
  // Caption lines as sendCaption writes them, English and its Spanish interpretation.
  const lines: CaptionLineDoc<Timestamp>[] = REPLAY_EVENT.captions.flatMap(({ atMs, en, es }) => [
    { track: 'en', text: en, captionerUid: ctx.admin.uid, sentAt: at(atMs), editedAt: null, withdrawn: false },
    { track: 'es', text: es, captionerUid: ctx.admin.uid, sentAt: at(atMs + 300), editedAt: null, withdrawn: false },
  ]);
  const names = new Map(crowd.map((c) => [c.uid, c.displayName]));
  const authors = sample(random, crowd, REPLAY_EVENT.posts.length);
  await writeAll([
    ...moments.map(
      (moment) => (batch: FirebaseFirestore.WriteBatch) =>
        batch.create(event.collection(COLLECTIONS.timeline).doc(), moment),
    ),
    ...lines.map(
      (line) => (batch: FirebaseFirestore.WriteBatch) =>
        batch.create(event.collection(COLLECTIONS.captions).doc(), line),
    ),
    ...REPLAY_EVENT.posts.map((post, i) => (batch: FirebaseFirestore.WriteBatch) => {
      const author = authors[i]!;
      batch.create(
        event.collection(COLLECTIONS.comments).doc(),
        newComment(
          {
            eventId,
            kind: post.kind,
            text: post.text,
            authorUid: author.uid,
            authorName: names.get(author.uid) ?? 'Citizen',
            createdAt: at(post.atMs),
          },
          null,
        ),
      );
    }),
  ]);

  // Votes in the seconds after each push: the replay shows each poll's results as they stood.
  const voters = [...crowd];
  for (const { pollId, poll } of polls) {
    const optionIds = (await pollRef(pollId).get()).get('optionIds') as string[];
    await castVotes(
      ctx,
      pollId,
      sample(random, voters, 30).map(({ uid }) => ({
        uid,
        optionId: optionIds[pickWeighted(random, poll.weights)]!,
        at: startMs + poll.pushedAtMs + 300 + random() * 4_000,
      })),
    );
  }
  // The word cloud's answers, as submitLiveResponse records them, counted by the counter's code.
  const respondents = sample(random, crowd, cloud.answers.length);
  await writeAll(
    respondents.map(({ uid, displayName }, i) => (batch) => {
      const refs = liveResponseRefs(cloudId, uid);
      const sentAt = at(cloud.pushedAtMs + 500 + i * 400);
      const answer = { kind: 'wordCloud' as const, entries: [cloud.answers[i]!] };
      batch.create(refs.response, {
        authorUid: uid,
        authorName: displayName,
        eventId,
        answer,
        forms: distinctCloudEntries(answer.entries),
        status: 'accepted',
        reason: null,
        requestId: null,
        createdAt: sentAt,
        counted: false,
        moderatedBy: null,
        moderatedAt: null,
      } satisfies LiveResponseDoc<Timestamp>);
      batch.create(refs.respondent, {
        respondedAt: sentAt,
        status: 'accepted',
        answer,
      } satisfies LiveRespondentDoc<Timestamp>);
    }),
  );
  await pool(respondents, 8, ({ uid }) => countLiveResponse(cloudId, uid));
  await publishExactResults(pollRef(cloudId));

  await seedReactions(event, crowd, startMs, random);

  await callAs(ctx.admin, 'attachRecording', { eventId, url: LOCAL_CLIP.url, offsetMs: 0 });
  await callAs(ctx.admin, 'publishReplay', { eventId });
}

/**
 * Reactions through the evening, livelier around the poll and the questions, and the pulses that
 * summed them at each bucket's end (the reaction pulse writes the replay's density, docs/replays.md).
 */
async function seedReactions(
  event: FirebaseFirestore.DocumentReference,
  crowd: readonly { uid: string }[],
  startMs: number,
  random: () => number,
) {
  const lively = [9_000, 13_000, 18_000];
  const reactors = sample(random, crowd, 40).map(({ uid }) => {
    const near = lively[Math.floor(random() * lively.length)]!;
    const sentAt = startMs + Math.min(REPLAY_EVENT.lengthMs - 500, near + random() * 3_000);
    const kind = REACTION_IDS[Math.floor(random() * REACTION_IDS.length)]!;
    const counts: Partial<Record<ReactionId, number>> = { [kind]: 1 + Math.floor(random() * 3) };
    return { uid, counts, firstAt: sentAt, lastAt: sentAt };
  });
  await react(event.id, reactors);
  const bucketMs = REPLAY_LIMITS.reactionBucketMs;
  for (let through = startMs + bucketMs - 1; ; through += bucketMs) {
    const last = through >= startMs + REPLAY_EVENT.lengthMs;
    const until = last ? startMs + REPLAY_EVENT.lengthMs : through;
    const totals = emptyReactionTotals();
    for (const reactor of reactors.filter((r) => r.lastAt <= until)) {
      for (const [id, count] of Object.entries(reactor.counts)) totals[id as ReactionId] += count;
    }
    await writePulse(event, { totals, through: Timestamp.fromMillis(until), at: Timestamp.fromMillis(until) });
    if (last) break;
  }
}
