import { describe, expect, it } from 'vitest';
import { CALLABLE_STATUS_CODES, setUserRoleRequest } from './callables.js';
import { FUNCTIONS_REGION } from './http.js';

describe('callable contracts', () => {
  it('maps HTTP statuses to the spec’s callable codes, exactly', () => {
    expect(CALLABLE_STATUS_CODES).toEqual({
      400: 'invalid-argument',
      401: 'unauthenticated',
      403: 'permission-denied',
      404: 'not-found',
      409: 'aborted',
      429: 'resource-exhausted',
      499: 'cancelled',
      500: 'internal',
      501: 'unimplemented',
      503: 'unavailable',
      504: 'deadline-exceeded',
    });
  });

  it('defaults functions to us-central1', () => {
    expect(FUNCTIONS_REGION).toBe('us-central1');
  });

  it('accepts a valid role change and refuses an unknown role or a missing uid', () => {
    expect(setUserRoleRequest.safeParse({ uid: 'u1', role: 'admin' }).success).toBe(true);
    expect(setUserRoleRequest.safeParse({ uid: 'u1', role: 'owner' }).success).toBe(false);
    expect(setUserRoleRequest.safeParse({ role: 'user' }).success).toBe(false);
  });
});
