import type { EventAudienceSettings } from '@civic/domain';
import { useEffect } from 'react';
import { presenceOf } from './presence';

/**
 * While this page is visible, the viewer is present in the event: their heartbeat is rewritten
 * every ~HEARTBEAT_MS; hidden, closed or left, it is marked left, so the count falls without
 * waiting VIEWER_STALE_MS. The writes, and why none of them is refused when the room is left and
 * opened again within seconds (React's double mount), are in presence.ts. The beat is the event's
 * own (`settings`, from the event document the room listens to; null: HEARTBEAT_MS).
 */
export function useHeartbeat(
  eventId: string | null,
  uid: string | null,
  settings: EventAudienceSettings | null = null,
): void {
  const beatMs = settings?.heartbeatMs ?? null;
  const staleMs = settings?.viewerStaleMs ?? null;
  useEffect(() => {
    if (!eventId || !uid) return;
    presenceOf(eventId, uid).follow(beatMs && staleMs ? { heartbeatMs: beatMs, viewerStaleMs: staleMs } : null);
  }, [eventId, uid, beatMs, staleMs]);
  useEffect(() => {
    if (!eventId || !uid) return;
    const presence = presenceOf(eventId, uid);
    const onVisibility = () => (document.visibilityState === 'visible' ? presence.arrive() : presence.depart());
    const onPageHide = () => presence.depart(true);
    if (document.visibilityState === 'visible') presence.arrive();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      presence.depart();
    };
  }, [eventId, uid]);
}
