import { PROJECT_ID } from '../../support/stack.js';

/**
 * An unsigned ID token for `uid` with the `user` role, as the emulators accept (and
 * @firebase/rules-unit-testing makes): lets a benchmark act as hundreds of users without
 * hundreds of SDK instances or sign-ins.
 */
export function emulatorToken(uid: string): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub: uid,
    user_id: uid,
    role: 'user',
    firebase: { sign_in_provider: 'custom', identities: {} },
  })}.`;
}
