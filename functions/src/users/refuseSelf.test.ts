/**
 * The admin handlers, called directly: an administrator acting on their own account is refused
 * before anything is read or written (the last admin cannot lock everyone out). The Admin SDK is
 * replaced so a call that got past the check would be seen; tests/integration runs the rest.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const touched = vi.fn();
vi.mock('../platform/app.js', () => {
  const anything: unknown = new Proxy(() => anything, {
    get: () => anything,
    apply: () => {
      touched();
      return anything;
    },
  });
  return { db: anything, adminAuth: anything };
});

const { handleSetUserRole } = await import('./setUserRole.js');
const { handleSetUserStatus } = await import('./setUserStatus.js');
const { handleDeleteUser } = await import('./deleteUser.js');

const admin = { uid: 'admin-1', role: 'admin' as const };

beforeEach(() => touched.mockClear());

describe('an administrator cannot act on their own account', () => {
  it.each([
    ['demote themselves', () => handleSetUserRole({ uid: admin.uid, role: 'user' }, admin)],
    ['disable themselves', () => handleSetUserStatus({ uid: admin.uid, status: 'disabled' }, admin)],
    ['delete themselves', () => handleDeleteUser({ uid: admin.uid }, admin)],
  ])('cannot %s, and nothing is touched', async (_what, call) => {
    await expect(call()).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/your own account; ask another administrator/),
    });
    expect(touched).not.toHaveBeenCalled();
  });
});
