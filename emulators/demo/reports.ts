/**
 * Reports in every status, filed with `fileReport` by their reporters (one of them
 * `user@civic.test`, so "My reports" has something to follow) and worked with `updateReport` by
 * the admin; and the open sponsored poll's impressions (as the ballot card records them) and first
 * clicks (`recordAdClick`, counted once per viewer by the server).
 */
import type { ReportStatus, RequestOf } from '@civic/domain';
import { randomFor, pool, sample, type DemoContext } from './context.js';
import { REPORT_TEXTS } from './content.js';
import { ACTIVE_CITIZENS } from './people.js';
import { recordImpressions } from './records.js';
import { callAs, requestId } from './server.js';
import type { LiveRoom } from './live-room.js';

/** The base seed's sponsored poll (emulators/seed-data.json), open while the demo runs. */
const SEED_AD_POLL = 'seed-adpoll';

type Filed = Omit<RequestOf<'fileReport'>, 'requestId'> & {
  reporter: string;
  /** The statuses the admin moves it through, with the note each step carries. */
  steps: { status: ReportStatus; note: string }[];
};

export async function seedReports(ctx: DemoContext, room: LiveRoom): Promise<void> {
  const random = randomFor('reports');
  const reporters = sample(random, ACTIVE_CITIZENS.slice(-60), 6).map((c) => c.uid);
  const reports: Filed[] = [
    {
      reporter: reporters[0]!,
      subject: 'comment',
      category: 'abuse',
      text: REPORT_TEXTS.comment,
      eventId: room.eventId,
      commentId: room.commentIds[4]!,
      steps: [],
    },
    {
      reporter: reporters[1]!,
      subject: 'comment',
      category: 'spam',
      text: 'Posted the same link three times.',
      eventId: room.eventId,
      commentId: room.commentIds[6]!,
      steps: [{ status: 'in-review', note: 'Checking the author’s other posts.' }],
    },
    {
      reporter: reporters[2]!,
      subject: 'stream',
      category: 'technical',
      text: REPORT_TEXTS.stream,
      eventId: room.eventId,
      commentId: null,
      steps: [
        { status: 'in-review', note: '' },
        { status: 'resolved', note: 'The encoder was restarted; the sound is steady again.' },
      ],
    },
    {
      reporter: reporters[3]!,
      subject: 'poll',
      category: 'other',
      text: REPORT_TEXTS.poll,
      eventId: null,
      commentId: null,
      steps: [{ status: 'dismissed', note: 'Weekend service is part of the night-bus option.' }],
    },
    {
      reporter: reporters[4]!,
      subject: 'vote',
      category: 'technical',
      text: REPORT_TEXTS.vote,
      eventId: null,
      commentId: null,
      steps: [{ status: 'resolved', note: 'The receipt is on the confirmation screen; we showed where to find it.' }],
    },
    {
      reporter: 'seed-user',
      subject: 'account',
      category: 'other',
      text: REPORT_TEXTS.account,
      eventId: null,
      commentId: null,
      steps: [{ status: 'in-review', note: 'We will correct it within a day.' }],
    },
    {
      reporter: reporters[5]!,
      subject: 'other',
      category: 'technical',
      text: REPORT_TEXTS.other,
      eventId: null,
      commentId: null,
      steps: [],
    },
  ];
  await pool(reports, 3, async ({ reporter, steps, ...report }) => {
    const { reportId } = await callAs({ uid: reporter, role: 'user' }, 'fileReport', {
      ...report,
      requestId: requestId(),
    });
    for (const { status, note } of steps) await callAs(ctx.admin, 'updateReport', { reportId, status, note });
  });

  // The sponsored poll on the dashboards: seen by many, clicked by some (counted by the server).
  const viewers = sample(random, ACTIVE_CITIZENS, 60);
  await recordImpressions(
    SEED_AD_POLL,
    viewers.map(({ uid }) => ({ uid, at: null })),
  );
  await pool(viewers.slice(0, 11), 4, ({ uid }) =>
    callAs({ uid, role: 'user' }, 'recordAdClick', { pollId: SEED_AD_POLL }),
  );
}
