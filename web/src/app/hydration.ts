/**
 * Hydrating a prerendered public page (app/prerender). The page's HTML was rendered for a visitor;
 * it is hydrated only when this browser is one (no stored user) and the page is the one asked
 * for, after the matched routes' lazy modules are loaded so the first render matches the HTML.
 * Anything else renders from scratch, with the guards deciding as usual.
 */
import { getStoredUser } from '@/lib/session/session-store';
import { HYDRATION_ELEMENT_ID, type PrerenderedState } from './prerender/public-pages';

export function prerenderedState(): PrerenderedState | null {
  const element = document.getElementById(HYDRATION_ELEMENT_ID);
  if (!element?.textContent || getStoredUser()) return null;
  try {
    const state = JSON.parse(element.textContent) as PrerenderedState;
    return state.path === location.pathname ? state : null;
  } catch {
    return null;
  }
}
