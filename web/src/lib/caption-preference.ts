/**
 * Whether the viewer wants captions, and in which language: 'off' or a BCP 47 tag. Kept in
 * localStorage so the choice is remembered across visits, and shared by everything that draws
 * captions (the stream's own subtitle tracks, the live captions typed in the control room).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { intlLocale } from './i18n/format';

export const CAPTIONS_KEY = 'captions';
export type CaptionPreference = 'off' | (string & {});

const listeners = new Set<() => void>();

export function getCaptionPreference(): CaptionPreference {
  try {
    return localStorage.getItem(CAPTIONS_KEY) || 'off';
  } catch {
    return 'off';
  }
}

export function setCaptionPreference(preference: CaptionPreference): void {
  try {
    localStorage.setItem(CAPTIONS_KEY, preference);
  } catch {
    // Storage refused (private mode, quota): the choice still holds for this page.
  }
  current = preference;
  listeners.forEach((listener) => listener());
}

let current: CaptionPreference | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CAPTIONS_KEY && event.key !== null) return;
    current = getCaptionPreference();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): CaptionPreference {
  current ??= getCaptionPreference();
  return current;
}

export function useCaptionPreference(): CaptionPreference {
  return useSyncExternalStore(subscribe, snapshot, () => 'off');
}

/**
 * The track to show for a preference: the exact language, else the same base language ('es' for
 * 'es-419'), else the first track. Null when captions are off or there is no track.
 */
export function pickCaptionTrack<T extends { language: string }>(
  tracks: readonly T[],
  preference: CaptionPreference,
): T | null {
  if (preference === 'off' || tracks.length === 0) return null;
  const base = (tag: string) => tag.toLowerCase().split('-')[0];
  return (
    tracks.find((track) => track.language.toLowerCase() === preference.toLowerCase()) ??
    tracks.find((track) => base(track.language) === base(preference)) ??
    tracks[0] ??
    null
  );
}

/** A language's name in the reader's language ("Spanish", "español"…), or the fallback given. */
export function languageName(tag: string, fallback: string): string {
  if (!tag) return fallback;
  try {
    return new Intl.DisplayNames([intlLocale()], { type: 'language' }).of(tag) ?? fallback;
  } catch {
    return fallback;
  }
}

export interface CaptionChoice {
  /** BCP 47 tag; the viewer's choice is remembered by language, so it carries over between events. */
  language: string;
  /** Shown when the browser cannot name the language. */
  name: string;
}

/**
 * The caption languages on offer now, by whoever offers them (the stream's own subtitle tracks,
 * the live captions typed in the control room): the one CC menu lists them all, whatever draws them.
 */
const offers = new Map<string, readonly CaptionChoice[]>();
const offerListeners = new Set<() => void>();
let offered: CaptionChoice[] = [];

function publishOffers(): void {
  const byLanguage = new Map<string, CaptionChoice>();
  for (const choices of offers.values()) for (const choice of choices) byLanguage.set(choice.language, choice);
  offered = [...byLanguage.values()];
  offerListeners.forEach((listener) => listener());
}

/** Offers `choices` under `offerer` while the calling component is mounted. */
export function useOfferCaptions(offerer: string, choices: readonly CaptionChoice[]): void {
  const key = choices.map((choice) => `${choice.language}:${choice.name}`).join('|');
  useEffect(() => {
    offers.set(offerer, choices);
    publishOffers();
    return () => {
      offers.delete(offerer);
      publishOffers();
    };
    // `key` stands for the choices' content: a new array with the same tracks changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offerer, key]);
}

export function useOfferedCaptions(): readonly CaptionChoice[] {
  return useSyncExternalStore(
    (listener) => {
      offerListeners.add(listener);
      return () => offerListeners.delete(listener);
    },
    () => offered,
    () => offered,
  );
}
