import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Within this distance of the pane's top the reader is "at the newest posts". */
const AT_TOP_PX = 24;

/** Where a post is, relative to the top of the pane's visible area. */
const offsetIn = (item: Element, pane: HTMLElement) =>
  item.getBoundingClientRect().top - pane.getBoundingClientRect().top;

/** The first post at least partly visible in the pane: what the reader is reading. */
function firstVisible(pane: HTMLElement): { id: string; top: number } | null {
  for (const item of pane.querySelectorAll<HTMLElement>('[data-comment-id]')) {
    const top = offsetIn(item, pane);
    if (top + item.offsetHeight > 0) return { id: item.dataset.commentId!, top };
  }
  return null;
}

/**
 * The feed's own scrolling pane, newest posts on top. While the reader is away from the top, a
 * post arriving above never moves what they read: the post they were reading is put back where it
 * was after each render (done here, not by the browser's scroll anchoring, which Safari lacks and
 * which the pane turns off so the two never add up), and `newPosts` counts the posts above the
 * newest one they had seen, for a "N new posts" button that `toNewest` answers.
 *
 * On a pulse feed (docs/scale.md, "The pulse feed"), `unread` is the posts the digests counted but
 * did not carry (`skipped`: more in one second than a digest holds): the live feed would have listed
 * them, so they add to N wherever the reader is, and the button reads the window again
 * (`readNewest`) before scrolling to the top, so both modes show the same posts after it.
 */
export function useFeedPane(newestFirstIds: readonly string[], unread = 0, readNewest?: () => void) {
  const pane = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ id: string; top: number } | null>(null);
  const newest = useRef<string | undefined>(newestFirstIds[0]);
  // The newest post when the reader left the top; null while they are at the top.
  const [seenNewest, setSeenNewest] = useState<string | null>(null);

  const onScroll = useCallback(() => {
    const element = pane.current;
    if (!element) return;
    const away = element.scrollTop > AT_TOP_PX;
    anchor.current = away ? firstVisible(element) : null;
    setSeenNewest((seen) => (away ? (seen ?? newest.current ?? null) : null));
  }, []);

  useLayoutEffect(() => {
    newest.current = newestFirstIds[0];
    const element = pane.current;
    const kept = anchor.current;
    if (!element || !kept) return;
    const item = element.querySelector(`[data-comment-id="${CSS.escape(kept.id)}"]`);
    if (!item) return;
    const moved = offsetIn(item, element) - kept.top;
    if (moved !== 0) element.scrollTop += moved;
  });

  const toNewest = useCallback(() => {
    if (unread > 0) readNewest?.();
    pane.current?.scrollTo({ top: 0 });
  }, [unread, readNewest]);

  const index = seenNewest === null ? -1 : newestFirstIds.indexOf(seenNewest);
  return { pane, onScroll, newPosts: Math.max(0, index) + unread, toNewest };
}
