import { CAPTION_LIMITS, CAPTION_TRACK_LANGUAGES, type CaptionTrackLanguage } from '@civic/domain';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { languageName } from '@/lib/caption-preference';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { notify } from '@/lib/notifications';
import { correctCaption, sendCaption } from '../api/send-caption';
import { useCaptionLines } from '../api/use-caption-lines';
import '../captions.css';

/** The tracks a captioner or interpreter may type: the product's languages (docs/captions.md). */
const TRACKS = CAPTION_TRACK_LANGUAGES;

const failed = (error: unknown) =>
  notify.error(functionErrorMessage(error, translate`The caption was not sent; try again.`));

/** One of the captioner's own lines: correct it in place, or withdraw it. */
function OwnLine({ eventId, id, text }: { eventId: string; id: string; text: string }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  const save = () => {
    if (draft === null || draft.trim() === '') return;
    correctCaption(eventId, id, draft).then(() => setDraft(null), failed);
  };
  if (draft !== null) {
    return (
      <li>
        <input
          aria-label={t`Correct: ${text}`}
          value={draft}
          maxLength={CAPTION_LIMITS.textMax}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && save()}
        />
        <button type="button" className="button" onClick={save}>
          <Trans>Save correction</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={() => setDraft(null)}>
          <Trans>Cancel</Trans>
        </button>
      </li>
    );
  }
  return (
    <li>
      <span dir="auto">{text}</span>
      <button
        type="button"
        className="button button--secondary"
        aria-label={t`Correct “${text}”`}
        onClick={() => setDraft(text)}
      >
        <Trans context="fix a caption line">Correct</Trans>
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-label={t`Withdraw “${text}”`}
        onClick={() => correctCaption(eventId, id, null).catch(failed)}
      >
        <Trans>Withdraw</Trans>
      </button>
    </li>
  );
}

/**
 * The captioner's panel in the control room: the admin types, and each line goes to every viewer
 * on Enter or after a short pause in typing (CAPTION_LIMITS.pauseSendMs). Lines are sent one after
 * another, in the order typed. The captioner's last lines can be corrected or withdrawn; the
 * change reaches every viewer. A second captioner or an interpreter types another language.
 */
export function CaptionerPanel({ eventId, uid }: { eventId: string; uid: string }) {
  const [track, setTrack] = useState<CaptionTrackLanguage>('en');
  const [text, setText] = useState('');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const titleId = useId();
  const lines = useCaptionLines(eventId);
  const mine = (lines.state === 'ready' ? lines.data : [])
    .filter((line) => line.captionerUid === uid && !line.withdrawn)
    .slice(-5);

  const send = (line: string) => {
    const trimmed = line.trim();
    setText('');
    if (trimmed === '') return;
    queue.current = queue.current.then(() =>
      sendCaption(eventId, track, trimmed).catch((error: unknown) => {
        failed(error);
        setText((current) => (current === '' ? trimmed : current));
      }),
    );
  };

  // A pause in typing sends the line, so speech keeps flowing without Enter.
  useEffect(() => {
    if (text.trim() === '') return;
    const timer = setTimeout(() => send(text), CAPTION_LIMITS.pauseSendMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restarted by each keystroke only
  }, [text]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    send(text);
  };

  return (
    <section className="card stack captioner" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Live captions</Trans>
      </h2>
      <p className="muted">
        <Trans>Type what is said. Each line goes to every viewer on Enter, or after a short pause.</Trans>
      </p>
      <div className="captioner__compose">
        <label className="field">
          <Trans>Language</Trans>
          <select value={track} onChange={(event) => setTrack(event.target.value as CaptionTrackLanguage)}>
            {TRACKS.map((language) => (
              <option key={language} value={language}>
                {languageName(language, language)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <Trans>Caption line</Trans>
          <input
            value={text}
            maxLength={CAPTION_LIMITS.textMax}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </label>
      </div>
      {mine.length > 0 && (
        <>
          <h3>
            <Trans>Your last lines</Trans>
          </h3>
          <ul className="captioner__mine">
            {mine.map((line) => (
              <OwnLine key={line.id} eventId={eventId} id={line.id} text={line.text} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
