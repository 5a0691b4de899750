/**
 * The demo's simulated captioner types as an administrator of its own (docs/demo-data.md), never as
 * the seed admin a newcomer logs in as: its lines would fill that admin's "Your last lines" in the
 * control room and share their caption rate limit. Firebase is replaced here; what matters is who
 * signs in and who is absent from the seed logins.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedData } from '../seed.js';
import { DEMO_CAPTIONER, DEMO_CITIZENS } from './people.js';

const signIn = vi.fn<(auth: unknown, email: string, password: string) => Promise<unknown>>();
vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: (auth: unknown, email: string, password: string) => signIn(auth, email, password),
}));
vi.mock('firebase/app', () => ({ deleteApp: vi.fn(() => Promise.resolve()) }));
vi.mock('firebase/firestore', () => ({
  collection: vi.fn(),
  limit: vi.fn(),
  query: vi.fn(),
  where: vi.fn(),
  onSnapshot: vi.fn(() => () => undefined),
}));
vi.mock('firebase/functions', () => ({ httpsCallable: vi.fn(() => vi.fn(() => Promise.resolve())) }));
vi.mock('../web-client.js', () => ({ emulatorWebApp: () => ({ app: {}, auth: {}, db: {}, functions: {} }) }));

const { startCaptioner } = await import('./captioner.js');

afterEach(() => {
  signIn.mockReset();
});

describe('the demo’s simulated captioner', () => {
  it('signs in as its own administrator, not as any seed login or citizen', async () => {
    signIn.mockResolvedValue({});
    const captioner = await startCaptioner(() => undefined);
    await captioner.stop();
    expect(signIn.mock.calls.map(([, email]) => email)).toEqual([DEMO_CAPTIONER.email]);
    const others = [...seedData.users.map((user) => user.email), ...DEMO_CITIZENS.map((citizen) => citizen.email)];
    expect(others).not.toContain(DEMO_CAPTIONER.email);
  });

  it('on data saved before it had an account, says so and captions nothing (never falls back to the seed admin)', async () => {
    signIn.mockRejectedValue(Object.assign(new Error('no user'), { code: 'auth/user-not-found' }));
    const lines: string[] = [];
    const captioner = await startCaptioner((line) => lines.push(line));
    await captioner.stop();
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(lines.join('\n')).toContain('--fresh');
  });
});
