import {
  CAPTION_LIMITS,
  CAPTION_TRACK_LANGUAGES,
  FORBIDDEN_SHOWN_CHARACTERS,
  firstForbiddenCharacter,
  splitCaptionLine,
  type CaptionTrackLanguage,
  type ForbiddenCharacterKind,
} from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t as translate } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { languageName } from '@/lib/caption-preference';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { notify } from '@/lib/notifications';
import { correctCaption, sendCaption } from '../api/send-caption';
import { useCaptionLines } from '../api/use-caption-lines';
import '../captions.css';

/** The tracks a captioner or interpreter may type: the product's languages (docs/captions.md). */
const TRACKS = CAPTION_TRACK_LANGUAGES;
/** The longest caption line, said to the captioner when a line or a correction is longer. */
const max = CAPTION_LIMITS.textMax;

const failed = (error: unknown) =>
  notify.error(functionErrorMessage(error, translate`The caption was not sent; try again.`));

/** One of the captioner's own lines: correct it in place, or withdraw it. */
function OwnLine({ eventId, id, text }: { eventId: string; id: string; text: string }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  const overId = useId();
  // A correction replaces one line, so it cannot be split: what is over is said, never cut.
  const over = (draft ?? '').trim().length - CAPTION_LIMITS.textMax;
  const save = () => {
    if (draft === null || draft.trim() === '' || over > 0) return;
    correctCaption(eventId, id, draft).then(() => setDraft(null), failed);
  };
  if (draft !== null) {
    return (
      <li>
        <input
          aria-label={t`Correct: ${text}`}
          value={draft}
          aria-invalid={over > 0 ? true : undefined}
          aria-describedby={over > 0 ? overId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && save()}
        />
        {over > 0 && (
          <span id={overId} className="field__error" role="status">
            <Plural
              value={over}
              one={`# character too long: a line holds at most ${max}.`}
              other={`# characters too long: a line holds at most ${max}.`}
            />
          </span>
        )}
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

/** What the captioner is told of a refused character: its kind, in words. */
const CHARACTER_KINDS: Record<ForbiddenCharacterKind, MessageDescriptor> = {
  control: msg`a control character`,
  'text-direction': msg`a text-direction character`,
  'line-separator': msg`a line or paragraph separator`,
  annotation: msg`an annotation character`,
};

/** A line the server refused, as it was put back in the field, and why. */
interface Refused {
  text: string;
  why: string;
  /** The first character the text policy refuses, when that was the reason. */
  character: ReturnType<typeof firstForbiddenCharacter>;
}

/**
 * The captioner's panel in the control room: the admin types, and each line goes to every viewer
 * on Enter or after a short pause in typing (CAPTION_LIMITS.pauseSendMs), in the language chosen
 * when it goes. Lines are sent one after another, in the order typed; a line longer than a caption
 * line goes as several, split between words. A line the server refuses is put back in the field
 * with the reason (and the character refused, named) and goes again only when the captioner acts:
 * an edit, or Enter. The captioner's last lines can be corrected or withdrawn; the change reaches
 * every viewer. A second captioner or an interpreter types another language. See docs/captions.md.
 */
export function CaptionerPanel({ eventId, uid }: { eventId: string; uid: string }) {
  const { i18n } = useLingui();
  const [track, setTrack] = useState<CaptionTrackLanguage>('en');
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<Refused | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // What the field holds now, for a refusal arriving after the captioner typed on.
  const typed = useRef(text);
  useEffect(() => {
    typed.current = text;
  }, [text]);
  const titleId = useId();
  const problemId = useId();
  const lines = useCaptionLines(eventId);
  const mine = (lines.state === 'ready' ? lines.data : [])
    .filter((line) => line.captionerUid === uid && !line.withdrawn)
    .slice(-5);
  const pieces = splitCaptionLine(text).length;

  const send = (line: string) => {
    const queued = splitCaptionLine(line);
    setText('');
    setRefused(null);
    if (queued.length === 0) return;
    const language = track;
    queue.current = queue.current.then(async () => {
      for (const [index, piece] of queued.entries()) {
        try {
          await sendCaption(eventId, language, piece);
        } catch (error: unknown) {
          const back = queued.slice(index).join(' ');
          const why = functionErrorMessage(error, translate`The caption was not sent; try again.`);
          // Put back only into an empty field: never over what the captioner has typed since.
          if (typed.current !== '') {
            failed(error);
            return;
          }
          const details = (error as { details?: { rule?: unknown } } | null)?.details;
          const character = details?.rule === 'forbidden-characters' ? firstForbiddenCharacter(back) : null;
          setText(back);
          setRefused({ text: back, why, character });
          return;
        }
      }
    });
  };

  // A pause in typing sends the line, so speech keeps flowing without Enter; never a line the
  // server refused and nobody has touched since (it would be refused again, forever).
  useEffect(() => {
    if (text.trim() === '' || refused?.text === text) return;
    const timer = setTimeout(() => send(text), CAPTION_LIMITS.pauseSendMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restarted by each keystroke and language change only
  }, [text, track]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    send(text);
  };

  const character = refused?.text === text ? refused.character : null;
  const forbiddenCount = character ? [...text].filter((char) => FORBIDDEN_SHOWN_CHARACTERS.test(char)).length : 0;
  const position = character?.position ?? 0;
  const code = character?.code ?? '';
  const kind = character ? i18n._(CHARACTER_KINDS[character.kind]) : '';

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
          {/* No maxLength: a longer line is split into lines, not cut (below). */}
          <input
            value={text}
            autoComplete="off"
            aria-invalid={refused?.text === text ? true : undefined}
            aria-describedby={refused?.text === text || pieces > 1 ? problemId : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </label>
      </div>
      <div id={problemId}>
        {refused?.text === text ? (
          <div role="alert" className="alert alert--error stack">
            <p>
              {character ? (
                <Trans>
                  Not sent: character {position} of the line, {code} ({kind}), cannot be shown in captions.
                </Trans>
              ) : (
                refused.why
              )}{' '}
              <Trans>The line is back in the field: change it or press Enter to send it again.</Trans>
            </p>
            {character && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setText(text.replace(new RegExp(FORBIDDEN_SHOWN_CHARACTERS.source, 'g'), ''))}
              >
                <Plural value={forbiddenCount} one="Remove that character" other="Remove those # characters" />
              </button>
            )}
          </div>
        ) : (
          pieces > 1 && (
            <p className="field__hint" aria-live="polite">
              <Plural
                value={pieces}
                one={`This line is longer than ${max} characters: it will be sent as # line, split between words.`}
                other={`This line is longer than ${max} characters: it will be sent as # lines, split between words.`}
              />
            </p>
          )
        )}
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
