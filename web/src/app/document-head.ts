import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { createHeadUpdater } from '@/lib/document-head';
import type { RouteMeta } from './guards';

/** One updater for the app: a burst of route changes (a redirect) writes the head once. */
const updateHead = createHeadUpdater();

/**
 * Writes the title and description of the screen on show to the document head (debounced); a
 * screen that goes away first cancels its write (an unmounted app once wrote to a torn-down
 * test document).
 */
export function useDocumentHead(meta: Pick<RouteMeta, 'title' | 'description'>): void {
  // Translated here, so the title follows a change of language too.
  const { i18n } = useLingui();
  const title = i18n._(meta.title);
  useEffect(() => updateHead({ title, description: meta.description }), [title, meta.description]);
}
