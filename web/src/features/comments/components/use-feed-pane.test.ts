import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFeedPane } from './use-feed-pane';

interface Props {
  ids: string[];
  unread?: number;
  readNewest?: () => void;
}

/** The pane, with a scrollable element attached, scrolled `top` pixels down. */
function pane(initialProps: Props) {
  const hook = renderHook(({ ids, unread, readNewest }: Props) => useFeedPane(ids, unread, readNewest), {
    initialProps,
  });
  const element = document.createElement('div');
  element.scrollTo = vi.fn();
  (hook.result.current.pane as { current: HTMLDivElement | null }).current = element;
  const scroll = (top: number) => {
    element.scrollTop = top;
    act(() => hook.result.current.onScroll());
  };
  return { ...hook, element, scroll };
}

describe('"↑ N new posts" (the feed pane)', () => {
  it('counts the posts that arrived above the newest one seen once the reader scrolled away', () => {
    const { result, rerender, scroll } = pane({ ids: ['b', 'a'] });
    scroll(200);
    rerender({ ids: ['d', 'c', 'b', 'a'] });
    expect(result.current.newPosts).toBe(2);
  });

  it('adds the posts a pulse digest counted but did not carry (`skipped`), as the live feed would show them', () => {
    // The live feed would list all five new posts; the digest carried two and counted three.
    const { result, rerender, scroll } = pane({ ids: ['b', 'a'] });
    scroll(200);
    rerender({ ids: ['d', 'c', 'b', 'a'], unread: 3 });
    expect(result.current.newPosts).toBe(5);
  });

  it('counts the skipped posts at the top too: the room does not show them until it reads the window', () => {
    const { result, rerender } = pane({ ids: ['a'] });
    rerender({ ids: ['c', 'b', 'a'], unread: 31 });
    expect(result.current.newPosts).toBe(31);
  });

  it('the button reads the window again when posts were skipped, then scrolls to the top', () => {
    const readNewest = vi.fn();
    const { result, rerender, element } = pane({ ids: ['a'], readNewest });
    act(() => result.current.toNewest());
    expect(readNewest).not.toHaveBeenCalled();
    rerender({ ids: ['a'], unread: 2, readNewest });
    act(() => result.current.toNewest());
    expect(readNewest).toHaveBeenCalledTimes(1);
    expect(element.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
