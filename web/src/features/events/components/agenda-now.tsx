import {
  currentAgendaItem,
  pickAgendaItemVersion,
  type AgendaItem,
  type CurrentAgendaItem,
  type LanguageCode,
} from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { langOf, textLanguage } from '@/lib/i18n/versions';

/**
 * The agenda item under way, under the video (the room and /stream): "Now: item 2 of 5" and its
 * title, in the reader's language where a version is written (the item's versions are in the
 * event's language, `eventLanguage`). Announced politely when the admin marks another item.
 * Nothing without a current item, so an event without an agenda shows what it showed before. The
 * screens load this module only once an item is marked (its own chunk: /stream and the rooms are
 * held to their script budgets, docs/performance.md).
 */
export function AgendaNow({
  current,
  eventLanguage,
}: {
  current: CurrentAgendaItem | null | undefined;
  eventLanguage: LanguageCode | undefined;
}) {
  const { i18n } = useLingui();
  if (!current) return null;
  const { number, total } = current;
  const item = pickAgendaItemVersion(current.item, eventLanguage, i18n.locale);
  return (
    <p className="agenda-now" role="status" data-testid="agenda-now">
      <span className="agenda-now__place">
        <Trans>
          Now: item {number} of {total}
        </Trans>
      </span>{' '}
      <bdi className="agenda-now__title" {...textLanguage(item, 'title')}>
        {item.title}
      </bdi>
      {item.description && (
        <span className="agenda-now__description" dir="auto" lang={langOf(item, 'description')}>
          {item.description}
        </span>
      )}
    </p>
  );
}

/** The room's form: the item `itemId` names in the event's `agenda` (none when it was removed). */
export function AgendaNowOf({
  agenda,
  itemId,
  eventLanguage,
}: {
  agenda: readonly AgendaItem[];
  itemId: string;
  eventLanguage: LanguageCode | undefined;
}) {
  return <AgendaNow current={currentAgendaItem(agenda, itemId)} eventLanguage={eventLanguage} />;
}
