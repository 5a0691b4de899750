import {
  EVENT_LIMITS,
  STREAM_SOURCE_KINDS,
  eventInputSchema,
  type EventInput,
  type EventVisibility,
  type StreamSourceKind,
} from '@civic/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { fromLocalInput, toLocalInput } from '@/lib/datetime-local';
import { useSchemaForm } from '@/lib/use-schema-form';
import { saveEvent } from '../api/save-event';
import type { EventView } from '../api/event-view';

/** The clip shipped in web/public, playable offline: the editor's suggestion for HLS. */
export const LOCAL_TEST_CLIP = '/media/town-hall/index.m3u8';

const SOURCE_LABELS: Record<StreamSourceKind, string> = {
  hls: 'HLS stream URL',
  youtube: 'YouTube video or live id',
  vimeo: 'Vimeo video id',
  camera: 'In-app camera (Camera page)',
};

interface FormState {
  title: string;
  description: string;
  coverImageUrl: string;
  startsAt: string;
  endsAt: string;
  visibility: EventVisibility;
  published: boolean;
  sourceKind: StreamSourceKind;
  hlsUrl: string;
  videoId: string;
}

function initialState(event: EventView | null): FormState {
  const start = Date.now() + 60 * 60_000;
  const source = event?.source;
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    coverImageUrl: event?.coverImageUrl ?? '',
    startsAt: toLocalInput(event?.startsAtMs ?? start),
    endsAt: toLocalInput(event?.endsAtMs ?? start + 2 * 60 * 60_000),
    visibility: event?.visibility ?? 'public',
    published: event ? event.status !== 'draft' : true,
    sourceKind: source?.kind ?? 'hls',
    hlsUrl: source?.kind === 'hls' ? source.url : LOCAL_TEST_CLIP,
    videoId: source?.kind === 'youtube' || source?.kind === 'vimeo' ? source.videoId : '',
  };
}

function toInput(form: FormState): EventInput {
  const source =
    form.sourceKind === 'hls'
      ? { kind: 'hls' as const, url: form.hlsUrl }
      : form.sourceKind === 'camera'
        ? { kind: 'camera' as const }
        : { kind: form.sourceKind, videoId: form.videoId };
  return {
    title: form.title,
    description: form.description,
    coverImageUrl: form.coverImageUrl,
    startsAt: fromLocalInput(form.startsAt),
    endsAt: fromLocalInput(form.endsAt),
    visibility: form.visibility,
    published: form.published,
    source,
  };
}

/**
 * Create / edit an event. Checked with the callable's own schema field by field; the server
 * checks again and its message is shown if it still refuses. Nothing typed is lost on an error.
 */
export function EventEditor({ event, onDone }: { event: EventView | null; onDone: () => void }) {
  const [form, setForm] = useState(() => initialState(event));
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const { pending, submit, error } = useSchemaForm({
    schema: eventInputSchema,
    save: (input) => saveEvent(event?.id ?? null, input),
    saved: event ? 'Event saved.' : 'Event created.',
    failed: 'The event could not be saved.',
    onDone,
  });

  return (
    <form
      className="card stack event-editor"
      onSubmit={(submitEvent) => void submit(submitEvent, toInput(form))}
      noValidate
      aria-label={event ? 'Edit event' : 'New event'}
    >
      <h2>{event ? 'Edit event' : 'New event'}</h2>
      <FormField label="Title" error={error('title')} hint={`Up to ${EVENT_LIMITS.titleMax} characters.`}>
        <input value={form.title} onChange={(e) => set('title', e.target.value)} />
      </FormField>
      <FormField label="Description (optional)" error={error('description')}>
        <textarea rows={3} value={form.description} onChange={(e) => set('description', e.target.value)} />
      </FormField>
      <FormField label="Cover image URL (optional)" error={error('coverImageUrl')} hint="An https:// image URL.">
        <input
          type="url"
          inputMode="url"
          value={form.coverImageUrl}
          onChange={(e) => set('coverImageUrl', e.target.value)}
        />
      </FormField>
      <div className="event-editor__row">
        <FormField label="Starts" error={error('startsAt')}>
          <input type="datetime-local" value={form.startsAt} onChange={(e) => set('startsAt', e.target.value)} />
        </FormField>
        <FormField label="Ends" error={error('endsAt')}>
          <input type="datetime-local" value={form.endsAt} onChange={(e) => set('endsAt', e.target.value)} />
        </FormField>
        <FormField label="Who can watch" error={error('visibility')}>
          <select value={form.visibility} onChange={(e) => set('visibility', e.target.value as EventVisibility)}>
            <option value="public">Everyone, on the public stream too</option>
            <option value="signed-in">Signed-in accounts only</option>
          </select>
        </FormField>
      </div>
      <FormField label="Stream source" error={error('source.kind')}>
        <select value={form.sourceKind} onChange={(e) => set('sourceKind', e.target.value as StreamSourceKind)}>
          {STREAM_SOURCE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SOURCE_LABELS[kind]}
            </option>
          ))}
        </select>
      </FormField>
      {form.sourceKind === 'hls' && (
        <FormField
          label="HLS playlist URL"
          error={error('source.url')}
          hint={`An https:// .m3u8 URL from your streaming service, or ${LOCAL_TEST_CLIP} (the offline test clip).`}
        >
          <input inputMode="url" value={form.hlsUrl} onChange={(e) => set('hlsUrl', e.target.value)} />
        </FormField>
      )}
      {(form.sourceKind === 'youtube' || form.sourceKind === 'vimeo') && (
        <FormField
          label={form.sourceKind === 'youtube' ? 'YouTube id' : 'Vimeo id'}
          error={error('source.videoId')}
          hint={
            form.sourceKind === 'youtube'
              ? 'The id after watch?v= or /live/ (e.g. dQw4w9WgXcQ); played in the privacy-enhanced player.'
              : 'The number in the video URL (e.g. 76979871).'
          }
        >
          <input value={form.videoId} onChange={(e) => set('videoId', e.target.value)} />
        </FormField>
      )}
      {form.sourceKind === 'camera' && (
        <p className="muted">Broadcast from the Camera page once the event is live. Suited to small audiences.</p>
      )}
      <label className="event-editor__check">
        <input type="checkbox" checked={form.published} onChange={(e) => set('published', e.target.checked)} /> Announce
        it (unticked, it stays a draft only admins see)
      </label>
      <div className="event-editor__actions">
        <Button type="submit" pending={pending} pendingLabel="Saving…">
          {event ? 'Save event' : 'Create event'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
