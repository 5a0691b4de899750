import { useEffect } from 'react';
import { createHeadUpdater } from '@/lib/document-head';
import type { RouteMeta } from './guards';

/** One updater for the app: a burst of route changes (a redirect) writes the head once. */
const updateHead = createHeadUpdater();

/** Writes the title and description of the screen on show to the document head (debounced). */
export function useDocumentHead(meta: Pick<RouteMeta, 'title' | 'description'>): void {
  useEffect(() => updateHead({ title: meta.title, description: meta.description }), [meta.title, meta.description]);
}
