import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  languageName,
  pickCaptionTrack,
  setCaptionPreference,
  useCaptionPreference,
  useOfferedCaptions,
} from '@/lib/caption-preference';

/**
 * The CC button over the video and its list: Off and each caption language on offer (the stream's
 * subtitle tracks, the live captions), by language name. The choice is kept
 * (lib/caption-preference) and applies to every player and room.
 */
export function CaptionsMenu() {
  const { t } = useLingui();
  const choices = useOfferedCaptions();
  const preference = useCaptionPreference();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  if (choices.length === 0) return null;
  const shown = pickCaptionTrack(choices, preference);
  // Closing takes the focus back to the button: the item that had it is gone with the list.
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // The menu's own Escape, not the page's (a dialog or fullscreen around the player).
    event.stopPropagation();
    close();
  };
  return (
    <div className="captions-menu" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="captions-menu__button"
        aria-label={t`CC: captions`}
        aria-expanded={open}
        aria-controls={listId}
        aria-pressed={shown !== null}
        onClick={() => setOpen(!open)}
      >
        {t`CC`}
      </button>
      {open && (
        <fieldset id={listId} className="captions-menu__list on-picture">
          <legend>
            <Trans>Captions</Trans>
          </legend>
          {[{ language: 'off', name: t({ message: 'Off', context: 'captions' }) }, ...choices].map((choice) => (
            <label key={choice.language}>
              <input
                type="radio"
                name={listId}
                checked={choice.language === (shown?.language ?? 'off')}
                onChange={() => {
                  setCaptionPreference(choice.language);
                  close();
                }}
              />{' '}
              {choice.language === 'off' ? choice.name : languageName(choice.language, choice.name)}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
