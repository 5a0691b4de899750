import {
  AGENDA_LIMITS,
  authorLanguage,
  EVENT_LIMITS,
  STREAM_SOURCE_KINDS,
  eventInputSchema,
  type AgendaVersionField,
  type EventInput,
  type EventVersionField,
  type EventVisibility,
  type LanguageCode,
  type StreamSourceKind,
  type Translations,
} from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { OtherLanguages, type VersionField } from '@/components/versions/other-languages';
import { defaultAuthorLanguage, versionsInput, withVersion } from '@/components/versions/versions-form';
import { fromLocalInput, toLocalInput } from '@/lib/datetime-local';
import { useSchemaForm } from '@/lib/use-schema-form';
import { saveEvent } from '../api/save-event';
import { AudienceLimitsWarning } from './audience-limits-warning';
import { AudienceSettingsSummary } from './audience-settings-summary';
import type { EventView } from '../api/event-view';

/** The clip shipped in web/public, playable offline: the editor's suggestion for HLS. */
export const LOCAL_TEST_CLIP = '/media/town-hall/index.m3u8';

const SOURCE_LABELS: Record<StreamSourceKind, MessageDescriptor> = {
  hls: msg`HLS stream URL`,
  youtube: msg`YouTube video or live id`,
  vimeo: msg`Vimeo video id`,
  camera: msg`In-app camera (Camera page)`,
};

interface FormState {
  title: string;
  description: string;
  /** The language title and description are written in, and their other versions. */
  language: LanguageCode;
  translations: Translations<EventVersionField>;
  coverImageUrl: string;
  startsAt: string;
  endsAt: string;
  visibility: EventVisibility;
  published: boolean;
  sourceKind: StreamSourceKind;
  hlsUrl: string;
  videoId: string;
  /** As typed: '' for none. */
  expectedAudience: string;
  /** The agenda as edited: a new item has no id until saved (the server gives it one). */
  agenda: AgendaDraft[];
}

interface AgendaDraft {
  id?: string;
  title: string;
  description: string;
  translations?: Translations<AgendaVersionField>;
}

function initialState(event: EventView | null, reader: string): FormState {
  const start = Date.now() + 60 * 60_000;
  const source = event?.source;
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    language: event ? authorLanguage(event) : defaultAuthorLanguage(reader),
    translations: event?.translations ?? {},
    coverImageUrl: event?.coverImageUrl ?? '',
    startsAt: toLocalInput(event?.startsAtMs ?? start),
    endsAt: toLocalInput(event?.endsAtMs ?? start + 2 * 60 * 60_000),
    visibility: event?.visibility ?? 'public',
    published: event ? event.status !== 'draft' : true,
    sourceKind: source?.kind ?? 'hls',
    hlsUrl: source?.kind === 'hls' ? source.url : LOCAL_TEST_CLIP,
    videoId: source?.kind === 'youtube' || source?.kind === 'vimeo' ? source.videoId : '',
    expectedAudience: event?.expectedAudience ? String(event.expectedAudience) : '',
    agenda: event?.agenda.map((item) => ({ ...item })) ?? [],
  };
}

/** `items` with the one at `from` moved to `to` (both in range). */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
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
    language: form.language,
    translations: versionsInput(form.language, form.translations),
    coverImageUrl: form.coverImageUrl,
    startsAt: fromLocalInput(form.startsAt),
    endsAt: fromLocalInput(form.endsAt),
    visibility: form.visibility,
    published: form.published,
    source,
    // Each item's versions are in the event's language, as the title's.
    agenda: form.agenda.map((item) => ({ ...item, translations: versionsInput(form.language, item.translations) })),
    // Not a number is sent as NaN, which the schema refuses with its own message.
    ...(form.expectedAudience.trim() === '' ? {} : { expectedAudience: Number(form.expectedAudience) }),
  };
}

/** The typed audience when it is one the schema accepts, for the warning as the admin types. */
function typedAudience(typed: string): number | null {
  const value = Number(typed);
  return typed.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= EVENT_LIMITS.expectedAudienceMax
    ? value
    : null;
}

/**
 * Create / edit an event. Checked with the callable's own schema field by field; the server
 * checks again and its message is shown if it still refuses. Nothing typed is lost on an error.
 */
export function EventEditor({ event, onDone }: { event: EventView | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState(() => initialState(event, i18n.locale));
  const titleMax = EVENT_LIMITS.titleMax;
  const testClip = LOCAL_TEST_CLIP;
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setItem = (index: number, change: Partial<AgendaDraft>) =>
    setForm((f) => ({ ...f, agenda: f.agenda.map((item, i) => (i === index ? { ...item, ...change } : item)) }));
  const itemsMax = AGENDA_LIMITS.itemsMax;
  const { pending, submit, error } = useSchemaForm({
    schema: eventInputSchema,
    save: (input) => saveEvent(event?.id ?? null, input),
    saved: event ? t`Event saved.` : t`Event created.`,
    failed: t`The event could not be saved.`,
    onDone,
  });
  /** A version's agenda fields: each item's title and description in language `code`. */
  const agendaVersionFields = (code: LanguageCode): VersionField[] =>
    form.agenda.flatMap((item, index) => {
      const place = index + 1;
      return (['title', 'description'] as const).map((field) => ({
        key: `agenda-${item.id ?? `new-${index}`}-${field}`,
        label: field === 'title' ? t`Agenda item ${place}` : t`Agenda item ${place} description (optional)`,
        value: item.translations?.[code]?.[field] ?? '',
        onChange: (text: string) =>
          setItem(index, { translations: withVersion(item.translations ?? {}, code, field, text) }),
        error: error(`agenda.${index}.translations.${code}.${field}`) ?? error(`agenda.${index}.translations.${code}`),
        multiline: field === 'description',
      }));
    });

  return (
    <form
      className="card stack event-editor"
      onSubmit={(submitEvent) => void submit(submitEvent, toInput(form))}
      noValidate
      aria-label={event ? t`Edit event` : t`New event`}
    >
      <h2>{event ? <Trans>Edit event</Trans> : <Trans>New event</Trans>}</h2>
      <FormField
        label={t`Title`}
        error={error('title')}
        hint={t`${plural(titleMax, { one: 'Up to # character.', other: 'Up to # characters.' })}`}
      >
        <input value={form.title} onChange={(e) => set('title', e.target.value)} />
      </FormField>
      <FormField label={t`Description (optional)`} error={error('description')}>
        <textarea rows={3} value={form.description} onChange={(e) => set('description', e.target.value)} />
      </FormField>
      <OtherLanguages
        language={form.language}
        onLanguageChange={(language) => set('language', language)}
        versionError={(code) => error(`translations.${code}`)}
        fields={(code) => [
          ...(['title', 'description'] as const).map((field) => ({
            key: field,
            label: field === 'title' ? t`Title` : t`Description (optional)`,
            value: form.translations[code]?.[field] ?? '',
            onChange: (text: string) => set('translations', withVersion(form.translations, code, field, text)),
            error: error(`translations.${code}.${field}`),
            multiline: field === 'description',
          })),
          ...agendaVersionFields(code),
        ]}
      />
      <fieldset className="event-editor__agenda stack">
        <legend>
          <Trans>Agenda (optional)</Trans>
        </legend>
        <p className="field__hint">
          <Trans>
            The items of the event in order, up to {itemsMax}. In the control room you mark each one as it starts; every
            room shows it under the video.
          </Trans>
        </p>
        {form.agenda.map((item, index) => {
          const place = index + 1;
          return (
            <div className="event-editor__agenda-item stack" key={item.id ?? `new-${index}`}>
              <FormField
                label={t`Agenda item ${place}`}
                error={error(`agenda.${index}.title`) ?? error(`agenda.${index}`)}
              >
                <input value={item.title} onChange={(e) => setItem(index, { title: e.target.value })} />
              </FormField>
              <FormField
                label={t`Agenda item ${place} description (optional)`}
                error={error(`agenda.${index}.description`)}
              >
                <textarea
                  rows={2}
                  value={item.description}
                  onChange={(e) => setItem(index, { description: e.target.value })}
                />
              </FormField>
              <div className="event-editor__agenda-actions">
                <Button
                  variant="secondary"
                  aria-label={t`Move item ${place} up`}
                  disabled={index === 0}
                  onClick={() => set('agenda', moved(form.agenda, index, index - 1))}
                >
                  <Trans>Up</Trans>
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t`Move item ${place} down`}
                  disabled={index === form.agenda.length - 1}
                  onClick={() => set('agenda', moved(form.agenda, index, index + 1))}
                >
                  <Trans>Down</Trans>
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t`Remove item ${place}`}
                  onClick={() =>
                    set(
                      'agenda',
                      form.agenda.filter((_, i) => i !== index),
                    )
                  }
                >
                  <Trans>Remove</Trans>
                </Button>
              </div>
            </div>
          );
        })}
        {error('agenda') && <p className="field__error">{error('agenda')}</p>}
        <Button
          variant="secondary"
          disabled={form.agenda.length >= itemsMax}
          onClick={() => set('agenda', [...form.agenda, { title: '', description: '' }])}
        >
          <Trans>Add agenda item</Trans>
        </Button>
      </fieldset>
      <FormField label={t`Cover image URL (optional)`} error={error('coverImageUrl')} hint={t`An https:// image URL.`}>
        <input
          type="url"
          inputMode="url"
          value={form.coverImageUrl}
          onChange={(e) => set('coverImageUrl', e.target.value)}
        />
      </FormField>
      <div className="event-editor__row">
        <FormField label={t`Starts`} error={error('startsAt')}>
          <input type="datetime-local" value={form.startsAt} onChange={(e) => set('startsAt', e.target.value)} />
        </FormField>
        <FormField label={t`Ends`} error={error('endsAt')}>
          <input type="datetime-local" value={form.endsAt} onChange={(e) => set('endsAt', e.target.value)} />
        </FormField>
        <FormField label={t`Who can watch`} error={error('visibility')}>
          <select value={form.visibility} onChange={(e) => set('visibility', e.target.value as EventVisibility)}>
            <option value="public">{t`Everyone, on the public stream too`}</option>
            <option value="signed-in">{t`Signed-in accounts only`}</option>
          </select>
        </FormField>
      </div>
      <FormField
        label={t`Expected audience (optional)`}
        error={error('expectedAudience')}
        hint={t`Viewers at once at the peak. You are warned if the configuration cannot hold them.`}
      >
        <input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={form.expectedAudience}
          onChange={(e) => set('expectedAudience', e.target.value)}
        />
      </FormField>
      <AudienceSettingsSummary expectedAudience={typedAudience(form.expectedAudience)} />
      <AudienceLimitsWarning expectedAudience={typedAudience(form.expectedAudience)} />
      <FormField label={t`Stream source`} error={error('source.kind')}>
        <select value={form.sourceKind} onChange={(e) => set('sourceKind', e.target.value as StreamSourceKind)}>
          {STREAM_SOURCE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(SOURCE_LABELS[kind])}
            </option>
          ))}
        </select>
      </FormField>
      {form.sourceKind === 'hls' && (
        <FormField
          label={t`HLS playlist URL`}
          error={error('source.url')}
          hint={t`An https:// .m3u8 URL from your streaming service, or ${testClip} (the offline test clip).`}
        >
          <input inputMode="url" value={form.hlsUrl} onChange={(e) => set('hlsUrl', e.target.value)} />
        </FormField>
      )}
      {(form.sourceKind === 'youtube' || form.sourceKind === 'vimeo') && (
        <FormField
          label={form.sourceKind === 'youtube' ? t`YouTube id` : t`Vimeo id`}
          error={error('source.videoId')}
          hint={
            form.sourceKind === 'youtube'
              ? t`The id after watch?v= or /live/ (e.g. dQw4w9WgXcQ); played in the privacy-enhanced player.`
              : t`The number in the video URL (e.g. 76979871).`
          }
        >
          <input value={form.videoId} onChange={(e) => set('videoId', e.target.value)} />
        </FormField>
      )}
      {form.sourceKind === 'camera' && (
        <p className="muted">
          <Trans>Broadcast from the Camera page once the event is live. Suited to small audiences.</Trans>
        </p>
      )}
      <label className="event-editor__check">
        <input type="checkbox" checked={form.published} onChange={(e) => set('published', e.target.checked)} />{' '}
        <Trans>Announce it (unticked, it stays a draft only admins see)</Trans>
      </label>
      <div className="event-editor__actions">
        <Button type="submit" pending={pending} pendingLabel={t`Saving…`}>
          {event ? <Trans>Save event</Trans> : <Trans>Create event</Trans>}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
