import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BallotAnswer, BallotPhase, CensusMode, PassRule } from '@civic/domain';

/**
 * The ballot's fixed words in the reader's language. The domain keeps its English labels for the
 * published record and exports; what a screen shows comes from here.
 */
export const ANSWER_NAMES: Record<BallotAnswer, MessageDescriptor> = {
  yes: msg`Yes`,
  no: msg`No`,
  abstain: msg`Abstain`,
};

export const CENSUS_NAMES: Record<CensusMode, MessageDescriptor> = {
  'all-active': msg`Every active user`,
  eligible: msg`Only users marked eligible`,
};

export const PASS_RULE_NAMES: Record<PassRule, MessageDescriptor> = {
  none: msg`No threshold (results only)`,
  'simple-majority': msg`More yes than no`,
  'two-thirds': msg`At least two thirds yes`,
  'three-quarters': msg`At least three quarters yes`,
};

export const PHASE_NAMES: Record<BallotPhase, MessageDescriptor> = {
  draft: msg`Draft`,
  scheduled: msg`Announced`,
  voting: msg`Voting open`,
  closed: msg`Closed`,
  published: msg`Published`,
};
