/**
 * What each of the fixer's jobs is called and does, in one sentence, in the reader's language. One
 * entry per JobKind, so a new job does not compile until it is said here too.
 */
import type { JobConflict, JobKind, JobMode } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';

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
  stampAuditExpiry: {
    title: msg`Stamp audit entries’ expiry`,
    summary: msg`Gives each audit entry written before entries had an expiry date the date two years after it was written, so it is removed like the others; entries already older than that are removed within a day.`,
    scopeLabel: null,
  },
  stampUpvoteVoters: {
    title: msg`Stamp upvotes’ voter`,
    summary: msg`Gives each upvote written before upvotes named their voter its voter and event, taken from where it is stored, so deleting an account finds all of its upvotes.`,
    scopeLabel: null,
  },
};

/** The domain's REALTIME_MIRROR_UNAVAILABLE_HERE (its English, checked by a test), said on the job's card. */
export const REALTIME_MIRROR_UNAVAILABLE_TEXT = msg`Not available here: the Realtime Database does not run on this server (its emulator cannot run on this machine), so this job cannot be dry-run or run.`;

export const modeLabel = (mode: JobMode) => (mode === 'dry-run' ? msg`Dry run` : msg`Run`);

/**
 * A conflict in the reader's language, from its kind and values (domain/src/fixer.ts); a conflict
 * recorded before kinds existed keeps the job's English sentence.
 */
export function conflictSentence(conflict: JobConflict): string {
  const why = conflict.why;
  if (!why) return conflict.problem;
  switch (why.kind) {
    case 'census-urn-mismatch': {
      const { voted, ballots } = why;
      return t`${plural(voted, { one: '# census entry says it voted', other: '# census entries say they voted' })}, the ballot box holds ${plural(ballots, { one: '# ballot', other: '# ballots' })}: investigate before publishing.`;
    }
    case 'no-record-summary':
      return t`Published without a record summary.`;
    case 'published-totals-differ': {
      const article = why.article;
      return t`Published totals of “${article}” differ from the ballot box; the record is fingerprinted and is not rewritten.`;
    }
    case 'answers-not-counted':
      return plural(why.count, {
        one: '# answer is not counted yet (the counter retries it); recount again once it has.',
        other: '# answers are not counted yet (the counter retries them); recount again once it has.',
      });
    case 'votes-unknown-option':
      return plural(why.count, {
        one: '# counted vote names an option this poll does not have; it is left uncounted.',
        other: '# counted votes name an option this poll does not have; they are left uncounted.',
      });
    case 'votes-not-counted':
      return plural(why.count, {
        one: '# vote is not counted yet (the vote counter retries it); recount again once it has.',
        other: '# votes are not counted yet (the vote counter retries them); recount again once it has.',
      });
    case 'no-auth-account':
      return t`The record has no Auth account (deleted?): remove or restore it by hand.`;
    case 'no-valid-role': {
      const claim = why.claim ?? t`none`;
      return t`The record holds no valid role (claim: ${claim}): set the role in user management.`;
    }
    case 'claim-record-disagree': {
      const { claim, record } = why;
      return t`The claim says ${claim}, the record says ${record}: set the intended role in user management.`;
    }
  }
}
