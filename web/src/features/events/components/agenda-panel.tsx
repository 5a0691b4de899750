import { pickAgendaItemVersion } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { textLanguage } from '@/lib/i18n/versions';
import { useRunAction } from '@/lib/use-run-action';
import type { EventView } from '../api/event-view';
import { setAgendaItem } from '../api/set-agenda-item';

/** Keys that mark an item while the panel has focus: 1–9 the item, N the next one. */
const NEXT_KEYS = new Set(['n', 'N']);

/**
 * The control room's agenda: every item is one button, and pressing it marks that item "Now" in
 * every room and on /stream (setAgendaItem, which also keeps the moment on the event's timeline:
 * docs/replays.md). "Next item" moves on in one step; with the focus in the panel the keys 1–9 mark
 * an item and N the next. The item marked is the event document's, so two admins see one state.
 */
export function AgendaPanel({ event }: { event: EventView }) {
  const { t, i18n } = useLingui();
  const { busy, run } = useRunAction();
  const { agenda } = event;
  const currentIndex = agenda.findIndex((item) => item.id === event.agendaNow?.itemId);
  // While a mark is on its way the others are ignored rather than the buttons disabled: a disabled
  // button loses the keyboard's focus, and the next key press would land outside the panel.
  const mark = (index: number | null) => {
    if (busy || (index !== null && !agenda[index])) return;
    const number = index === null ? 0 : index + 1;
    void run('agenda', () => setAgendaItem(event.id, index), {
      success: index === null ? t`No agenda item is shown now.` : t`Now: item ${number}.`,
    });
  };
  const next = currentIndex + 1 < agenda.length ? currentIndex + 1 : null;
  const onKeyDown = (keyEvent: KeyboardEvent<HTMLElement>) => {
    if (keyEvent.altKey || keyEvent.ctrlKey || keyEvent.metaKey) return;
    if (/^[1-9]$/.test(keyEvent.key)) mark(Number(keyEvent.key) - 1);
    else if (NEXT_KEYS.has(keyEvent.key) && next !== null) mark(next);
    else return;
    keyEvent.preventDefault();
  };

  return (
    <section
      className="card stack agenda-panel"
      aria-labelledby="agenda-panel-title"
      aria-busy={busy !== null}
      onKeyDown={onKeyDown}
    >
      <h2 id="agenda-panel-title">
        <Trans>Agenda</Trans>
      </h2>
      {agenda.length === 0 ? (
        <p className="muted">
          <Trans>
            This event has no agenda. Add its items in <Link to={paths.admin.livestream}>Events</Link>, then mark each
            one here as it starts.
          </Trans>
        </p>
      ) : (
        <>
          <p className="muted">
            <Trans>
              Press an item as it starts: every room and the public stream show it under the video. With the focus here,
              keys 1–9 mark an item and N the next.
            </Trans>
          </p>
          <ol className="agenda-panel__items">
            {agenda.map((written, index) => {
              const item = pickAgendaItemVersion(written, event.language, i18n.locale);
              const now = index === currentIndex;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={`agenda-panel__item${now ? ' agenda-panel__item--now' : ''}`}
                    aria-pressed={now}
                    onClick={() => mark(index)}
                  >
                    <span className="agenda-panel__number">{index + 1}</span>
                    <bdi {...textLanguage(item, 'title')}>{item.title}</bdi>
                    {now && (
                      <strong className="badge badge--live">
                        <Trans>Now</Trans>
                      </strong>
                    )}
                  </button>
                </li>
              );
            })}
          </ol>
          <div className="agenda-panel__actions">
            <Button disabled={next === null} onClick={() => mark(next)}>
              <Trans>Next item</Trans>
            </Button>
            <Button variant="secondary" onClick={() => mark(null)}>
              <Trans>Show no item</Trans>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
