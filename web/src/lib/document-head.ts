/**
 * Document head per route (title and meta description). Route changes can come in bursts
 * (redirects, nested matches); updates are debounced by 10 ms (docs/PRODUCT.md §9) so the head is
 * written once, with the final route's values.
 */
export const HEAD_UPDATE_DEBOUNCE_MS = 10;
export const APP_NAME = 'Civic Live';
/** Only when a caller gives none: the app gives the reader's language's (app/document-head.ts). */
export const DEFAULT_DESCRIPTION = 'Watch live civic events, answer polls and cast your constitutional ballot.';

export interface HeadEntry {
  title?: string;
  description?: string;
}

export function applyHead({ title, description }: HeadEntry): void {
  document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description ?? DEFAULT_DESCRIPTION;
}

/**
 * Returns `update(entry)`, which writes the head HEAD_UPDATE_DEBOUNCE_MS after the last call and
 * returns a cancel for that write: a screen unmounted before it fired (the app itself going away,
 * as a test's does) writes nothing, and cancelling an update already replaced is harmless.
 */
export function createHeadUpdater(apply: (entry: HeadEntry) => void = applyHead) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (entry: HeadEntry): (() => void) => {
    clearTimeout(timer);
    const mine = setTimeout(() => apply(entry), HEAD_UPDATE_DEBOUNCE_MS);
    timer = mine;
    return () => clearTimeout(mine);
  };
}
