import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactionId } from '@civic/domain';

/**
 * Each reaction's name in the reader's language, for the buttons and the control room's totals
 * ("Applause: 3"). The domain's REACTION_LABELS stay English for logs and exports.
 */
export const REACTION_NAMES: Record<ReactionId, MessageDescriptor> = {
  clap: msg`Applause`,
  heart: msg`Love it`,
  laugh: msg`Funny`,
  wow: msg`Surprising`,
  up: msg`Agree`,
};
