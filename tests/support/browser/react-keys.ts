/**
 * Duplicate React keys, found in the page itself. React warns "Encountered two children with the
 * same key" only in its development build, and the e2e suites run the production build, where two
 * posts with one key are silently duplicated or dropped. So this walks React's own tree (the fiber
 * that every element React made carries, in production too) after every change of the page, and
 * records each key two siblings share, with where it is: a test reads them with `duplicateKeys`.
 */
import type { Page } from 'playwright-core';

/** One key two siblings shared: the key, and the element (tag and classes) that holds them. */
export interface DuplicateKey {
  key: string;
  in: string;
}

/** Runs in the page before its scripts (an init script): records duplicates as the page changes. */
function watchKeys() {
  type Fiber = {
    key: string | null;
    child: Fiber | null;
    sibling: Fiber | null;
    return: Fiber | null;
    stateNode: unknown;
  };
  const found = new Map<string, { key: string; in: string }>();
  (window as unknown as { __duplicateKeys: typeof found }).__duplicateKeys = found;
  const where = (fiber: Fiber | null): string => {
    for (let f = fiber; f; f = f.return) {
      if (f.stateNode instanceof Element) {
        const e = f.stateNode;
        return `${e.tagName.toLowerCase()}${[...e.classList].map((c) => `.${c}`).join('')}${e.getAttribute('aria-label') ? `[aria-label="${e.getAttribute('aria-label')}"]` : ''}`;
      }
    }
    return 'the root';
  };
  const visit = (parent: Fiber) => {
    const stack: Fiber[] = [parent];
    while (stack.length > 0) {
      const fiber = stack.pop()!;
      const keys = new Set<string>();
      for (let child = fiber.child; child; child = child.sibling) {
        if (child.key !== null) {
          if (keys.has(child.key)) {
            const place = where(fiber);
            found.set(`${place} ${child.key}`, { key: child.key, in: place });
          }
          keys.add(child.key);
        }
        stack.push(child);
      }
    }
  };
  const check = () => {
    const container = document.getElementById('root');
    if (!container) return;
    const name = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
    const hostRoot = name ? (container as unknown as Record<string, { stateNode?: { current?: Fiber } }>)[name] : null;
    const current = hostRoot?.stateNode?.current;
    if (current) visit(current);
  };
  let queued = false;
  const start = () =>
    new MutationObserver(() => {
      if (queued) return;
      queued = true;
      setTimeout(() => {
        queued = false;
        check();
      }, 50);
    }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/** Call on a fresh page, before it opens the app: every later load of the page is watched. */
export async function watchReactKeys(page: Page): Promise<void> {
  await page.addInitScript(watchKeys);
}

/** The duplicate keys the page has rendered since it was loaded (the current load only). */
export function duplicateKeys(page: Page): Promise<DuplicateKey[]> {
  return page.evaluate(() => [
    ...((
      window as unknown as { __duplicateKeys?: Map<string, { key: string; in: string }> }
    ).__duplicateKeys?.values() ?? []),
  ]);
}
