/**
 * What each of the fixer's jobs is called and does, in one sentence, in the reader's language. One
 * entry per JobKind, so a new job does not compile until it is said here too.
 */
import type { JobKind, JobMode } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface JobTexts {
  title: MessageDescriptor;
  summary: MessageDescriptor;
  scopeLabel: MessageDescriptor | null;
}

export const JOB_TEXTS: Record<JobKind, JobTexts> = {
  recountPollTallies: {
    title: msg`Recount poll tallies`,
    summary: msg`Counts each poll’s vote records and corrects its tally counters where they differ.`,
    scopeLabel: msg`Poll id (empty: every poll)`,
  },
  resyncRoleClaims: {
    title: msg`Resync role claims`,
    summary: msg`Gives an account without a role claim the role its record holds; a claim and a record that disagree are reported, never guessed.`,
    scopeLabel: null,
  },
  rebuildUserRecords: {
    title: msg`Rebuild missing user records`,
    summary: msg`Creates the users record of an email/password account that has none, from Auth.`,
    scopeLabel: null,
  },
  recountBallotTurnout: {
    title: msg`Recount constitutional-vote turnout`,
    summary: msg`Counts the ballots in each ballot box and corrects the turnout counters; never shows how anyone voted before publication.`,
    scopeLabel: msg`Ballot id (empty: every ballot)`,
  },
  removeStalePresence: {
    title: msg`Remove stale presence and signalling`,
    summary: msg`Deletes viewer heartbeats and camera signalling left behind by deleted or ended events, ended broadcasts and viewers gone for over an hour; live ones are never touched.`,
    scopeLabel: null,
  },
  rebuildRealtimeMirror: {
    title: msg`Rebuild the Realtime Database mirror`,
    summary: msg`Compares each user record with its copy in the Realtime Database, which sessions read first: sets the copies that are missing or differ, and removes copies whose record is gone.`,
    scopeLabel: null,
  },
  finishInterruptedDeletions: {
    title: msg`Finish interrupted deletions`,
    summary: msg`Finds account deletions that stopped half-way and finishes them: the sign-in, the records that served only the person, and their name on what they wrote; what others’ counts rely on stays, without them.`,
    scopeLabel: null,
  },
};

/** The domain's REALTIME_MIRROR_UNAVAILABLE_HERE (its English, checked by a test), said on the job's card. */
export const REALTIME_MIRROR_UNAVAILABLE_TEXT = msg`Not available here: the Realtime Database does not run on this server (its emulator cannot run on this machine), so this job cannot be dry-run or run.`;

export const modeLabel = (mode: JobMode) => (mode === 'dry-run' ? msg`Dry run` : msg`Run`);
