/**
 * A signed-in person's language lives on their account (`users/{uid}.language`, docs/languages.md),
 * so it follows them to every device: saved when they choose it in the menu, applied when they
 * sign in. Loaded only then (it brings a Firestore SDK): the public pages never download it.
 */
import { COLLECTIONS, isLanguageCode, type LanguageCode } from '@civic/domain';
import { onceFirestore } from '@/lib/firebase/firestore-once';
import { chooseLanguage, currentLanguage } from './i18n';
import { storedLanguage } from './languages';

/** Saves the choice on the account; the rules accept only the language and its time. */
export async function saveAccountLanguage(uid: string, language: LanguageCode): Promise<void> {
  const { db, doc, setDoc, serverTimestamp } = await onceFirestore();
  await setDoc(doc(db, COLLECTIONS.users, uid), { language, updatedAt: serverTimestamp() }, { merge: true });
}

/**
 * Shows (and remembers in this browser) the language saved on the account, if there is one. An
 * account with none takes the one chosen in this browser's menu before signing in (never a mere
 * default from the browser's preferences), so the choice follows the person from then on.
 */
export async function applyAccountLanguage(uid: string): Promise<void> {
  const { db, doc, getDoc } = await onceFirestore();
  const saved: unknown = (await getDoc(doc(db, COLLECTIONS.users, uid))).get('language');
  if (isLanguageCode(saved)) {
    if (saved !== currentLanguage()) await chooseLanguage(saved);
    return;
  }
  const chosen = storedLanguage();
  if (isLanguageCode(chosen)) await saveAccountLanguage(uid, chosen);
}
