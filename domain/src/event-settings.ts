/**
 * An event's audience settings as every room reads them (docs/scale.md, "Settings from the
 * expected audience"): how often a viewer beats, when "viewers now" forgets one, and how the feed
 * arrives. Apart from audience-settings.ts, which chooses them from an expected audience with the
 * limits' arithmetic, so a room loads these few lines and not that arithmetic (docs/performance.md).
 */
import { HEARTBEAT_MS, VIEWER_STALE_MS } from './presence.js';

/**
 * How a room receives its feed: `live`, every visible post (and every question's published count)
 * as it comes, one read each in every room; `pulse`, one digest document per event at most once a
 * second holding the posts and changes since the last ones, one read a second at most in every
 * room whatever the number of posts (docs/scale.md, "The pulse feed").
 */
export type FeedMode = 'live' | 'pulse';

/** An event's settings, on the event document (EventDoc.audience): every room follows them. */
export interface EventAudienceSettings {
  /** The audience they were chosen for; null: none was said (the deployed configuration). */
  sizedFor: number | null;
  /** How often a viewer's heartbeat is rewritten. */
  heartbeatMs: number;
  /** "Viewers now" counts heartbeats newer than this: two and a half beats, as VIEWER_STALE_MS. */
  viewerStaleMs: number;
  /** Minutes before the start the room should open, so the event's new collections ramp up. */
  goLiveMinutesEarly: number;
  feedMode: FeedMode;
}

/** What the deployment runs with when no audience is said. */
export const DEPLOYED_EVENT_SETTINGS: EventAudienceSettings = {
  sizedFor: null,
  heartbeatMs: HEARTBEAT_MS,
  viewerStaleMs: VIEWER_STALE_MS,
  goLiveMinutesEarly: 0,
  feedMode: 'live',
};

/** An event's settings as the room follows them: its own; none: the deployed configuration. */
export const eventSettingsOf = (
  event: { audience?: EventAudienceSettings | null } | undefined,
): EventAudienceSettings => event?.audience ?? DEPLOYED_EVENT_SETTINGS;
