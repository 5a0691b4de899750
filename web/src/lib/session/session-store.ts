/**
 * The signed-in user, kept in localStorage under `userDetails` (docs/PRODUCT.md §3) and shared by all
 * tabs through the `storage` event. Setting null removes the stored record (docs/PRODUCT.md §4).
 */
import { useSyncExternalStore } from 'react';
import type { UserDetails } from './user-details';

export const USER_DETAILS_KEY = 'userDetails';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): UserDetails | null {
  try {
    const raw = localStorage.getItem(USER_DETAILS_KEY);
    return raw ? (JSON.parse(raw) as UserDetails) : null;
  } catch {
    return null;
  }
}

let current: UserDetails | null = readStored();

const notify = () => listeners.forEach((listener) => listener());

export function getStoredUser(): UserDetails | null {
  return current;
}

export function setUser(user: UserDetails | null): void {
  current = user;
  if (user) localStorage.setItem(USER_DETAILS_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_DETAILS_KEY);
  notify();
}

export function subscribeToUser(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== USER_DETAILS_KEY && event.key !== null) return;
    current = readStored();
    notify();
  });
}

/** The current user for components; re-renders on sign-in, sign-out and changes in other tabs. */
export function useUser(): UserDetails | null {
  return useSyncExternalStore(subscribeToUser, getStoredUser, () => null);
}
