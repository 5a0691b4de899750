import type { Role } from '@civic/domain';
import { PROJECT_ID } from './stack.js';

/**
 * An unsigned ID token (alg "none") for `uid` with a role claim, as the Auth emulator itself
 * issues and the emulators accept: lets tests and benchmarks act as thousands of users without as
 * many SDK instances or sign-ins. Callables still check the account as it is now (docs/trust.md),
 * so `uid` needs a real Auth account and record. `claims` override the token's own (an old
 * `auth_time`, an anonymous sign-in).
 */
export function emulatorToken(uid: string, role: Role = 'user', claims: Record<string, unknown> = {}): string {
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
    role,
    firebase: { sign_in_provider: 'password', identities: {} },
    ...claims,
  })}.`;
}
