/**
 * The screen a visitor asked for before being sent to /login, so login returns them there.
 * Kept in sessionStorage: per tab, and gone when the tab closes.
 */
import { canOpen, homePathFor, type SignedInUser } from '@/lib/authorization';

export const RETURN_PATH_KEY = 'returnPath';
/** The remembered screen's title, so the login page can say where it leads ("Log in to continue to …"). */
export const RETURN_TITLE_KEY = 'returnTitle';

export function rememberReturnPath(path: string, title?: string): void {
  sessionStorage.setItem(RETURN_PATH_KEY, path);
  if (title) sessionStorage.setItem(RETURN_TITLE_KEY, title);
  else sessionStorage.removeItem(RETURN_TITLE_KEY);
}

export function forgetReturnPath(): void {
  sessionStorage.removeItem(RETURN_PATH_KEY);
  sessionStorage.removeItem(RETURN_TITLE_KEY);
}

/** The title of the screen a guard sent the visitor away from, while it is remembered. */
export function returnPathTitle(): string | null {
  if (typeof sessionStorage === 'undefined' || !sessionStorage.getItem(RETURN_PATH_KEY)) return null;
  return sessionStorage.getItem(RETURN_TITLE_KEY);
}

/**
 * Where to go once signed in: the remembered screen if this user may open it, else their
 * dashboard. Read-only, so the login form and the guards agree on the destination; the `auth`
 * guard forgets the path once the user arrives.
 */
export function afterLoginPath(user: SignedInUser): string {
  const remembered = sessionStorage.getItem(RETURN_PATH_KEY);
  const pathname = remembered?.split(/[?#]/)[0];
  // Only same-app absolute paths: never an open redirect to another origin.
  if (remembered && pathname && remembered.startsWith('/') && !remembered.startsWith('//') && canOpen(user, pathname)) {
    return remembered;
  }
  return homePathFor(user);
}
