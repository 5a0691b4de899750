/**
 * The "install this app" offer (docs/PRODUCT.md §4): shown when the browser says the app is
 * installable (`beforeinstallprompt`), dismissable for now or for good. "For good" is a hide flag
 * in localStorage.
 */
import { useSyncExternalStore } from 'react';

export const INSTALL_PROMPT_HIDDEN_KEY = 'installPromptHidden';

/** Chromium's event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let dismissedThisSession = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function isInstallPromptHidden(): boolean {
  try {
    return localStorage.getItem(INSTALL_PROMPT_HIDDEN_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Starts listening for the browser's offer; call once, early (the event fires soon after load). */
export function captureInstallPrompt(): () => void {
  const onBeforeInstall = (event: Event) => {
    event.preventDefault(); // we show our own, dismissable offer instead of the browser's
    deferred = event as BeforeInstallPromptEvent;
    notify();
  };
  const onInstalled = () => {
    deferred = null;
    notify();
  };
  window.addEventListener('beforeinstallprompt', onBeforeInstall);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onBeforeInstall);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

function shouldOffer(): boolean {
  return deferred !== null && !dismissedThisSession && !isInstallPromptHidden();
}

export async function acceptInstall(): Promise<void> {
  const event = deferred;
  deferred = null;
  notify();
  if (!event) return;
  await event.prompt();
  await event.userChoice;
}

/** "Not now": hidden until the next visit. */
export function dismissInstall(): void {
  dismissedThisSession = true;
  notify();
}

/** "Don't ask again": hidden for good on this device. */
export function hideInstallForever(): void {
  localStorage.setItem(INSTALL_PROMPT_HIDDEN_KEY, 'true');
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallOffer(): boolean {
  return useSyncExternalStore(subscribe, shouldOffer, () => false);
}
