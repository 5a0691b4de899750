/**
 * Firebase Auth loaded only when the session needs it, so public pages (landing, log in, sign up,
 * stream) do not download the Auth SDK for a visitor: the stored user (`userDetails`) says whether
 * anyone is signed in. Sign-in itself loads Auth through session.ts.
 */
import { screenPainted } from '@/lib/first-paint';
import { getStoredUser, subscribeToUser } from './session-store';

const loadSession = () => import('./session');

/** Starts loading Auth ahead of a sign-in (the log-in form calls this when it is first used). */
export function preloadAuth(): void {
  void loadSession();
}

/** Logs out (spec: clears the user); Auth is already loaded whenever a user is signed in. */
export async function logout(): Promise<void> {
  await (await loadSession()).logout();
}

/**
 * Follows Firebase Auth (session.ts, syncSessionWithAuth) from the moment a user is stored: at
 * start-up for a returning user — once the first screen is painted (lib/first-paint.ts): its frame
 * comes from the stored user, and Auth is 33 KB the frame need not wait for — or once this or
 * another tab signs in. Returns a stop function.
 */
export function syncSessionWhenSignedIn(): () => void {
  let stopSync: (() => void) | undefined;
  let stopped = false;
  const start = () => {
    if (stopSync || !getStoredUser()) return;
    stopSync = () => {};
    void screenPainted()
      .then(loadSession)
      .then(({ syncSessionWithAuth }) => {
        if (!stopped) stopSync = syncSessionWithAuth();
      });
  };
  start();
  const unsubscribe = subscribeToUser(start);
  return () => {
    stopped = true;
    unsubscribe();
    stopSync?.();
  };
}
