/**
 * The Firebase app and Auth: the only Firebase code every route loads. Firestore, the Realtime
 * Database and Functions live in sibling modules so public routes do not download them.
 */
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { emulatorOrigin, emulators, firebaseConfig } from '@/config/env';
import { followLanguage } from '@/lib/i18n/i18n';

export const firebaseApp = initializeApp(firebaseConfig);

// initializeAuth without a popup/redirect resolver keeps the auth bundle small; we only use
// email and password.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});
if (emulators.has('auth')) connectAuthEmulator(auth, emulatorOrigin('auth'), { disableWarnings: true });

// Auth's own messages and emails (password reset, email confirmation) in the reader's language.
followLanguage((language) => {
  auth.languageCode = language === 'pseudo' ? 'en' : language;
});
