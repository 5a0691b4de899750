/**
 * The screen a visitor asked for before being sent to /login, so login returns them there.
 * Kept in sessionStorage: per tab, and gone when the tab closes.
 */
import { canOpen, homePathFor, type SignedInUser } from '@/lib/authorization';

export const RETURN_PATH_KEY = 'returnPath';

export function rememberReturnPath(path: string): void {
  sessionStorage.setItem(RETURN_PATH_KEY, path);
}

export function forgetReturnPath(): void {
  sessionStorage.removeItem(RETURN_PATH_KEY);
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
