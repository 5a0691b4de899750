/**
 * Color mode (docs/PRODUCT.md §4): light, dark or system, kept in localStorage. "system" follows the
 * operating system live, through a matchMedia listener. The resolved theme is written to
 * <html data-theme>, where global.css switches its tokens. the inline script in index.html applies the stored
 * choice before first paint (same key), so a dark page never flashes light.
 */
import { useSyncExternalStore } from 'react';

export const COLOR_MODE_KEY = 'colorMode';
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export type Theme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function isColorMode(value: unknown): value is ColorMode {
  return (COLOR_MODES as readonly unknown[]).includes(value);
}

export function getColorMode(): ColorMode {
  try {
    const stored = localStorage.getItem(COLOR_MODE_KEY);
    return isColorMode(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function resolveTheme(mode: ColorMode = getColorMode()): Theme {
  return mode === 'system' ? systemTheme() : mode;
}

function applyTheme(): void {
  document.documentElement.dataset.theme = resolveTheme();
  listeners.forEach((listener) => listener());
}

export function setColorMode(mode: ColorMode): void {
  localStorage.setItem(COLOR_MODE_KEY, mode);
  applyTheme();
}

/**
 * Applies the stored mode now and keeps following it: OS changes (for "system") and changes made
 * in other tabs. Returns the function that stops following.
 */
export function followColorMode(): () => void {
  applyTheme();
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_MODE_KEY || event.key === null) applyTheme();
  };
  media?.addEventListener('change', applyTheme);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', applyTheme);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen mode, for the theme switch. */
export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  const mode = useSyncExternalStore(subscribe, getColorMode, () => 'system' as const);
  return [mode, setColorMode];
}
