import { PRICES_CHECKED_ON, type CostFeature } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '@/lib/i18n/format';

/** The model's features as the screens name them (domain/src/cost-model.ts COST_FEATURES). */
export const COST_FEATURE_NAMES: Record<CostFeature, MessageDescriptor> = {
  presence: msg`Presence (heartbeats)`,
  event: msg`The event document`,
  polls: msg`Polls`,
  liveQuestions: msg`Live questions`,
  comments: msg`Comments and questions`,
  reactions: msg`Reactions`,
  game: msg`Game`,
  captions: msg`Captions`,
  dashboards: msg`Control room`,
};

/** The day the prices were last checked (a calendar day: noon UTC), in the reader's language. */
export const pricesCheckedOn = () => {
  const [year, month, day] = PRICES_CHECKED_ON.split('-').map(Number);
  return formatDate(Date.UTC(year!, month! - 1, day!, 12), { dateStyle: 'medium' });
};
