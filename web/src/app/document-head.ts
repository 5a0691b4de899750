import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { createHeadUpdater } from '@/lib/document-head';
import type { RouteMeta } from './guards';

/**
 * What the product is, for `<meta name="description">` (search results, link previews): written by
 * the prerender into each language's page (app/prerender/render-page.tsx) and by the app on each
 * screen, in the reader's language both times.
 */
export const PAGE_DESCRIPTION = msg`Watch live civic events, answer polls and cast your constitutional ballot.`;

/** One updater for the app: a burst of route changes (a redirect) writes the head once. */
const updateHead = createHeadUpdater();

/**
 * Writes the title and description of the screen on show to the document head (debounced); a
 * screen that goes away first cancels its write (an unmounted app once wrote to a torn-down
 * test document).
 */
export function useDocumentHead(meta: Pick<RouteMeta, 'title' | 'description'>): void {
  // Translated here, so the title and description follow a change of language too.
  const { i18n } = useLingui();
  const title = i18n._(meta.title);
  const description = meta.description ?? i18n._(PAGE_DESCRIPTION);
  useEffect(() => updateHead({ title, description }), [title, description]);
}
