import { attachRecordingRequest, fieldErrorsOf, recordingUrlSchema, type ReplayRecording } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { fieldMessage } from '@/lib/i18n/field-messages';
import { directionOf } from '@/lib/i18n/languages';
import { notify } from '@/lib/notifications';
import { attachRecording, publishReplay, unpublishReplay } from '../api/replay-admin-calls';
import { loadFirstMoments } from '../api/load-first-moments';
import { useReplayDoc } from '../api/use-replay-doc';
import { momentAt, nudged, offsetFromSeconds, secondsOf, type FirstMoment } from '../lib/alignment';
import { clockOf } from '../lib/replay-time';
import { replayPath } from '../replay-path';
import { AlignmentPlayer } from './alignment-player';
import './replay-admin.css';

/** What the screen needs of the event (the events feature owns events; the app composes the two). */
export interface ReplayAdminEvent {
  id: string;
  /** In the reader's language. */
  title: string;
  /** When it went live (the offset's zero); null for an event that never did. */
  wentLiveAtMs: number | null;
}

/**
 * The recording's problems said for this form; any other problem through the shared field
 * messages. Kept here, not in field-messages.ts, which the public sign-up form loads.
 */
const RECORDING_MESSAGES: Record<string, MessageDescriptor> = {
  'Recording address must start with https:// (or / for this site)': msg`Enter an address that starts with https:// (or / for a file of this site).`,
  'Recording address must point at an HLS playlist (.m3u8) or an MP4 file': msg`Enter the address of an HLS playlist (.m3u8) or an MP4 file.`,
  'Alignment is required': msg`Enter the offset in seconds.`,
  'Alignment cannot be before the recording starts': msg`Must be 0 or more.`,
  'Alignment must be within the first six hours of the recording': msg`Must be within the first six hours of the recording.`,
};

const KIND_LABELS: Record<FirstMoment['kind'], MessageDescriptor> = {
  agenda: msg`Agenda`,
  poll: msg`Poll pushed`,
  caption: msg`Caption`,
  post: msg({ message: 'Post', context: 'a comment or question in the room' }),
};

/** Which way each arrow key nudges, by the writing direction: the start side is earlier. */
const ARROW_SIDES: Record<'ltr' | 'rtl', Partial<Record<string, -1 | 1>>> = {
  ltr: { ArrowLeft: -1, ArrowRight: 1 },
  rtl: { ArrowRight: -1, ArrowLeft: 1 },
};

/** The nudges, in ms, in their buttons' order. */
const NUDGES = [-1000, -100, 100, 1000] as const;

/**
 * An ended event's replay, on the events screen (docs/replays.md, "The admin's replay screen"):
 * the recording's address and its alignment, set with the alignment tool, saved through
 * attachRecording; publishing and unpublishing; whether the replay is public now, with its link.
 */
export function ReplayAdmin({ event }: { event: ReplayAdminEvent }) {
  const { t } = useLingui();
  const replay = useReplayDoc(event.id);
  const { title } = event;
  return (
    <section className="card stack replay-admin" aria-labelledby={`replay-admin-${event.id}`}>
      <h3 id={`replay-admin-${event.id}`}>
        <Trans>
          Replay of “<bdi>{title}</bdi>”
        </Trans>
      </h3>
      {replay.state === 'loading' && <LoadingState label={t`Loading the replay’s settings…`} />}
      {replay.state === 'error' && <ErrorState title={t`The replay could not be loaded`} error={replay.error} />}
      {replay.state === 'ready' && (
        <>
          <PublishControls eventId={event.id} published={replay.data.published} />
          <RecordingForm event={event} saved={replay.data.recording} />
        </>
      )}
    </section>
  );
}

function PublishControls({ eventId, published }: { eventId: string; published: boolean }) {
  const { t } = useLingui();
  const [pending, setPending] = useState<'publish' | 'unpublish' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const act = async (which: 'publish' | 'unpublish') => {
    setPending(which);
    setRefusal(null);
    try {
      if (which === 'publish') await publishReplay(eventId);
      else await unpublishReplay(eventId);
      notify.success(which === 'publish' ? t`The replay is published.` : t`The replay is no longer public.`);
    } catch (error) {
      const message = functionErrorMessage(error, t`That did not work; try again.`);
      setRefusal(message);
      notify.error(message);
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="stack replay-admin__publish" aria-busy={pending !== null}>
      <p>
        {published ? (
          <Trans>
            <strong className="badge replay-admin__published">Published</strong> Anyone can watch it:{' '}
            <Link to={replayPath(eventId)}>open the replay page</Link>.
          </Trans>
        ) : (
          <Trans>
            <strong className="badge">Not published</strong> Only admins can see this replay.
          </Trans>
        )}
      </p>
      <div className="replay-admin__buttons">
        <Button
          onClick={() => void act('publish')}
          pending={pending === 'publish'}
          pendingLabel={t`Publishing…`}
          disabled={pending !== null}
        >
          {published ? <Trans>Publish again</Trans> : <Trans>Publish the replay</Trans>}
        </Button>
        {published && (
          <Button
            variant="secondary"
            onClick={() => void act('unpublish')}
            pending={pending === 'unpublish'}
            pendingLabel={t`Unpublishing…`}
            disabled={pending !== null}
          >
            <Trans>Unpublish</Trans>
          </Button>
        )}
      </div>
      {refusal && <ErrorAlert>{refusal}</ErrorAlert>}
    </div>
  );
}

function RecordingForm({ event, saved }: { event: ReplayAdminEvent; saved: ReplayRecording | null }) {
  const { t, i18n } = useLingui();
  const [url, setUrl] = useState(saved?.url ?? '');
  const [offsetText, setOffsetText] = useState(secondsOf(saved?.offsetMs ?? 0));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState(false);
  const [videoMs, setVideoMs] = useState(0);
  const [moments, setMoments] = useState<FirstMoment[] | 'loading' | 'error'>('loading');

  useEffect(() => {
    let current = true;
    loadFirstMoments(event.id, event.wentLiveAtMs ?? 0).then(
      (loaded) => current && setMoments(loaded),
      () => current && setMoments('error'),
    );
    return () => {
      current = false;
    };
  }, [event.id, event.wentLiveAtMs]);

  const offsetMs = offsetFromSeconds(offsetText);
  const usableOffset = Number.isFinite(offsetMs) ? offsetMs : 0;
  const setOffset = (ms: number) => setOffsetText(secondsOf(ms));
  const nudge = (deltaMs: number) => setOffset(nudged(usableOffset, deltaMs));
  // The player plays the address as typed once it is one the server would take.
  const playable = recordingUrlSchema.safeParse(url);
  const now = Array.isArray(moments) ? momentAt(moments, videoMs, usableOffset) : null;

  const describe = (issue: z.core.$ZodIssue) => {
    const own = RECORDING_MESSAGES[issue.message];
    return own ? i18n._(own) : fieldMessage(issue);
  };
  const save = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const parsed = attachRecordingRequest.safeParse({ eventId: event.id, url, offsetMs });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, describe));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await attachRecording(parsed.data);
      notify.success(t`The recording and its alignment are saved.`);
    } catch (error) {
      notify.error(functionErrorMessage(error, t`The recording could not be saved; try again.`));
    } finally {
      setPending(false);
    }
  };

  // Arrows nudge by a tenth of a second, with Shift by a second; the earlier side is the start side
  // (left in English, right in Arabic), as the buttons are laid out.
  const onKeyDown = (key: KeyboardEvent<HTMLElement>) => {
    if (key.altKey || key.ctrlKey || key.metaKey) return;
    const side = ARROW_SIDES[directionOf(i18n.locale)][key.key];
    if (side === undefined) return;
    key.preventDefault();
    nudge(side * (key.shiftKey ? 1000 : 100));
  };

  const nudgeLabels: Record<(typeof NUDGES)[number], string> = {
    [-1000]: t`−1 s`,
    [-100]: t`−0.1 s`,
    100: t`+0.1 s`,
    1000: t`+1 s`,
  };
  const videoClock = clockOf(videoMs);
  const eventClock = clockOf(videoMs - usableOffset);
  const beforeStart = videoMs < usableOffset;

  return (
    <form className="stack replay-admin__form" noValidate onSubmit={(submitted) => void save(submitted)}>
      <FormField
        label={t`Recording address`}
        error={errors.url}
        hint={t`An HLS playlist (.m3u8) or an MP4 file, on https:// or a path of this site.`}
      >
        <input
          type="text"
          inputMode="url"
          dir="ltr"
          autoComplete="off"
          value={url}
          onChange={(change) => setUrl(change.target.value)}
        />
      </FormField>
      <FormField
        label={t`Offset, in seconds`}
        error={errors.offsetMs}
        hint={t`The moment in the recording when the event went live.`}
      >
        <input
          type="text"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          value={offsetText}
          onChange={(change) => setOffsetText(change.target.value)}
        />
      </FormField>

      <div className="replay-align">
        <div className="replay-align__video">
          {playable.success ? (
            <AlignmentPlayer url={playable.data} title={event.title} onTime={setVideoMs} />
          ) : (
            <p className="muted">
              <Trans>Enter the recording’s address to play it here.</Trans>
            </p>
          )}
        </div>
        <section
          className="stack replay-align__moments"
          aria-labelledby={`replay-moments-${event.id}`}
          onKeyDown={onKeyDown}
        >
          <h4 id={`replay-moments-${event.id}`}>
            <Trans>The event’s first moments</Trans>
          </h4>
          <p className="muted" aria-live="polite">
            {beforeStart ? (
              <Trans>
                Video at <bdi>{videoClock}</bdi>: before the event went live.
              </Trans>
            ) : (
              <Trans>
                Video at <bdi>{videoClock}</bdi>: the event at <bdi>{eventClock}</bdi>.
              </Trans>
            )}
          </p>
          <div className="replay-align__nudges" role="group" aria-label={t`Nudge the offset`}>
            {NUDGES.map((delta) => (
              <Button key={delta} variant="secondary" onClick={() => nudge(delta)}>
                {nudgeLabels[delta]}
              </Button>
            ))}
          </div>
          <div className="replay-admin__buttons">
            <Button variant="secondary" onClick={() => setOffset(nudged(videoMs, 0))}>
              <Trans>Set to the video’s current time</Trans>
            </Button>
          </div>
          <p className="muted">
            <Trans>
              With the focus here, the arrow keys nudge the offset by a tenth of a second, with Shift by a second.
            </Trans>
          </p>
          {moments === 'loading' && <LoadingState label={t`Loading the event’s moments…`} />}
          {moments === 'error' && (
            <ErrorAlert>
              <Trans>The event’s moments could not be loaded.</Trans>
            </ErrorAlert>
          )}
          {Array.isArray(moments) && moments.length === 0 && (
            <p className="muted">
              <Trans>This event kept no moments to align by: set the offset by ear.</Trans>
            </p>
          )}
          {Array.isArray(moments) && moments.length > 0 && (
            <ol className="replay-align__list" tabIndex={0} aria-label={t`Moments since the event went live`}>
              {moments.map((moment) => {
                const current = moment === now;
                const at = clockOf(moment.t);
                return (
                  <li
                    key={`${moment.kind}-${moment.id}`}
                    className={current ? 'replay-align__moment replay-align__moment--now' : 'replay-align__moment'}
                    aria-current={current ? 'true' : undefined}
                  >
                    <span className="replay-align__time">
                      <bdi>{at}</bdi>
                    </span>
                    <span className="replay-align__kind">{i18n._(KIND_LABELS[moment.kind])}</span>
                    <span className="replay-align__text">
                      {moment.kind === 'agenda' && moment.number === null ? (
                        <Trans>No item shown</Trans>
                      ) : (
                        <>
                          {moment.number !== null && <bdi>{moment.number}. </bdi>}
                          {moment.author !== null && <bdi className="replay-align__author">{moment.author}</bdi>}{' '}
                          <span dir="auto">{moment.text}</span>
                        </>
                      )}
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      </div>

      <div className="replay-admin__buttons">
        <Button type="submit" pending={pending} pendingLabel={t`Saving…`}>
          <Trans>Save the recording</Trans>
        </Button>
      </div>
    </form>
  );
}
