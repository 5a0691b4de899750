/**
 * The demo's simulated captioner (docs/captions.md): an administrator account of its own
 * (DEMO_CAPTIONER, never the seed admin a newcomer logs in as), signed in with the web SDK like the
 * control room, types CAPTION_SCRIPT into whatever event is live — an English
 * line every few seconds and its Spanish interpretation a moment later — through the same
 * sendCaption callable as the captioner's panel. Started with the simulated audience.
 */
import { COLLECTIONS, type RequestOf } from '@civic/domain';
import { deleteApp } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { emulatorWebApp } from '../web-client.js';
import { CAPTION_SCRIPT } from './content.js';
import { DEMO_CAPTIONER } from './people.js';

/** A line every ~4 s: about the pace of a person typing speech. */
const LINE_EVERY_MS = 4_000;
const INTERPRETER_LAG_MS = 1_500;

export interface Captioner {
  stop(): Promise<void>;
}

export async function startCaptioner(log: (line: string) => void = console.log): Promise<Captioner> {
  const { app, auth, db, functions } = emulatorWebApp('demo-captioner');
  try {
    await signInWithEmailAndPassword(auth, DEMO_CAPTIONER.email, DEMO_CAPTIONER.password);
  } catch (error) {
    // Data saved before the captioner had an account of its own: no captions rather than the
    // seed admin's (a fresh start, `npm run dev -- --fresh`, writes the account).
    const code = (error as { code?: string }).code ?? '';
    if (!['auth/user-not-found', 'auth/invalid-credential'].includes(code)) throw error;
    log(
      `Captioner: ${DEMO_CAPTIONER.email} is not in this saved data, so no live captions (npm run dev -- --fresh adds it).`,
    );
    await deleteApp(app);
    return { stop: async () => undefined };
  }

  const send = httpsCallable<RequestOf<'sendCaption'>>(functions, 'sendCaption', { timeout: 60_000 });
  let eventId: string | null = null;
  let next = 0;
  const stopListening = onSnapshot(
    query(collection(db, COLLECTIONS.events), where('status', '==', 'live'), limit(1)),
    (snapshot) => {
      eventId = snapshot.docs[0]?.id ?? null;
    },
    () => undefined,
  );
  // A refused or failed line (the event just ended, a busy emulator) is skipped, as a person would.
  const interpreterTimers = new Set<ReturnType<typeof setTimeout>>();
  const typing = setInterval(() => {
    if (!eventId) return;
    const line = CAPTION_SCRIPT[next % CAPTION_SCRIPT.length]!;
    next += 1;
    const target = eventId;
    send({ eventId: target, track: 'en', text: line.en }).catch(() => undefined);
    const timer = setTimeout(() => {
      interpreterTimers.delete(timer);
      send({ eventId: target, track: 'es', text: line.es }).catch(() => undefined);
    }, INTERPRETER_LAG_MS);
    interpreterTimers.add(timer);
  }, LINE_EVERY_MS);

  return {
    async stop() {
      clearInterval(typing);
      for (const timer of interpreterTimers) clearTimeout(timer);
      stopListening();
      await deleteApp(app);
    },
  };
}
