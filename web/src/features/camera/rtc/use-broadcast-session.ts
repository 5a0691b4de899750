import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { announceBroadcast } from '../api/announce-broadcast';
import { useBroadcast } from '../api/use-broadcast';
import { withdrawBroadcast } from '../api/withdraw-broadcast';
import { startBroadcaster, type Broadcaster, type ViewerConnection } from './broadcaster';

export type SessionState = 'idle' | 'starting' | 'live';

/** Why the broadcast stopped when its event ended. */
const eventEnded = () => t`The event is no longer live, so the broadcast stopped.`;

/**
 * The admin's broadcast on one event: go live makes the event live if it is not yet, announces a broadcast and starts sending to each
 * viewer who joins; stop, leaving the screen, the event ending (whoever ended it) or another admin
 * taking over all close every connection.
 */
export function useBroadcastSession(options: {
  eventId: string | null;
  eventLive: boolean;
  /** Makes the event live (the server allows one live event at a time) before the camera goes on air. */
  makeEventLive: (eventId: string) => Promise<unknown>;
  broadcasterUid: string | null;
  video: MediaStreamTrack | null;
  audio: MediaStreamTrack | null;
}) {
  const { eventId, eventLive, makeEventLive, broadcasterUid, video, audio } = options;
  const [state, setState] = useState<SessionState>('idle');
  const [viewers, setViewers] = useState<ViewerConnection[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const session = useRef<{
    eventId: string;
    broadcastId: string;
    broadcaster: Broadcaster;
    /** The broadcast id the listener showed before this one was announced (null: none). */
    previousId: string | null;
    /** The listener has shown this session's broadcast at least once. */
    seen: boolean;
  } | null>(null);
  const tracks = useRef({ video, audio });
  /** The last session closed because its broadcast document went away (not by this admin). */
  const stoppedElsewhere = useRef(false);
  const broadcast = useBroadcast(eventId);
  /** The broadcast id the listener shows now (null: none; undefined: not known yet). */
  const liveId = broadcast.state === 'ready' ? (broadcast.data?.broadcastId ?? null) : undefined;
  const liveIdRef = useRef(liveId);
  useEffect(() => {
    liveIdRef.current = liveId;
  }, [liveId]);

  const close = useCallback((why: string | null, withdraw: boolean) => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    current.broadcaster.close();
    setState('idle');
    setViewers([]);
    setNotice(why);
    if (withdraw) void withdrawBroadcast(current.eventId).catch(() => undefined);
  }, []);

  const goLive = useCallback(
    async (viewerCap: number) => {
      if (!eventId || !broadcasterUid || session.current) return;
      setState('starting');
      setError(null);
      setNotice(null);
      stoppedElsewhere.current = false;
      const previousId = liveIdRef.current ?? null;
      try {
        if (!eventLive) await makeEventLive(eventId);
        const broadcastId = await announceBroadcast(eventId, broadcasterUid, viewerCap);
        const broadcaster = startBroadcaster({
          eventId,
          broadcasterUid,
          broadcastId,
          tracks: tracks.current,
          onViewers: setViewers,
          onError: (e) => console.error('camera broadcast', e),
        });
        session.current = { eventId, broadcastId, broadcaster, previousId, seen: false };
        setState('live');
      } catch (failure) {
        setState('idle');
        setError(
          functionErrorMessage(
            failure,
            t`The broadcast could not start. Check that the event is still live, then try again.`,
          ),
        );
      }
    },
    [eventId, eventLive, makeEventLive, broadcasterUid],
  );

  const stop = useCallback(() => close(t`The broadcast stopped.`, true), [close]);

  // A device switched or unplugged reaches every viewer without renegotiation.
  useEffect(() => {
    tracks.current.video = video;
    session.current?.broadcaster.setTrack('video', video);
  }, [video]);
  useEffect(() => {
    tracks.current.audio = audio;
    session.current?.broadcaster.setTrack('audio', audio);
  }, [audio]);

  // The event ended (the control room or another admin): the broadcast stops with it. The server
  // deletes the broadcast document as the event ends, and that snapshot may arrive first: then the
  // session already closed as "stopped elsewhere", and the notice is corrected to the real reason.
  useEffect(() => {
    if (eventLive) return;
    if (session.current) close(eventEnded(), false);
    else if (stoppedElsewhere.current) setNotice(eventEnded());
  }, [eventLive, close]);

  // The broadcast document went away or was replaced by another admin's. Snapshots render as
  // transitions (lib/use-snapshot.ts), so right after going live the listener may still show the
  // broadcast from before this one (or none, after a stop): that is not a takeover. Only a
  // broadcast this session has seen going away, or an id that is neither this one nor the one
  // before it, stops the session.
  useEffect(() => {
    const current = session.current;
    if (liveId === undefined || !current || state !== 'live') return;
    if (liveId === current.broadcastId) {
      current.seen = true;
      return;
    }
    if (current.seen || (liveId !== null && liveId !== current.previousId)) {
      stoppedElsewhere.current = true;
      close(t`The broadcast was stopped or taken over elsewhere.`, false);
    }
  }, [liveId, state, close]);

  // Leaving the screen ends the broadcast (nothing would be sent any more).
  useEffect(() => () => close(null, true), [close]);

  return { state, viewers, notice, error, goLive, stop };
}
