import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { COLOR_MODE_KEY, followColorMode, getColorMode, resolveTheme, setColorMode } from './color-mode';

/** A matchMedia whose dark-mode answer the test can flip, like an OS setting. */
function fakeSystemTheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return (next: boolean) => {
    dark = next;
    listeners.forEach((listener) => listener());
  };
}

/** The inline script in index.html that applies the stored mode before first paint. */
const prePaintScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)![1]!;

afterEach(() => vi.unstubAllGlobals());

describe('color mode', () => {
  it('is light, dark or system, stored in localStorage, system by default', () => {
    fakeSystemTheme(false);
    expect(getColorMode()).toBe('system');
    setColorMode('dark');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    setColorMode('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('follows the operating system live in system mode', () => {
    const setSystemDark = fakeSystemTheme(false);
    setColorMode('system');
    const stop = followColorMode();
    expect(document.documentElement.dataset.theme).toBe('light');
    setSystemDark(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
  });

  it('ignores the operating system when a mode is chosen', () => {
    const setSystemDark = fakeSystemTheme(false);
    setColorMode('light');
    const stop = followColorMode();
    setSystemDark(true);
    expect(resolveTheme()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    stop();
  });

  it('treats a stored value it does not know as system', () => {
    fakeSystemTheme(true);
    localStorage.setItem(COLOR_MODE_KEY, 'sepia');
    expect(getColorMode()).toBe('system');
    expect(resolveTheme()).toBe('dark');
  });

  it('shares its storage key with the pre-paint script in public/', () => {
    expect(prePaintScript).toContain(`localStorage.getItem('${COLOR_MODE_KEY}')`);
  });
});
