/** The two roles named in the spec's route metadata. Held in Auth custom claims (`role`). */
export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** A freshly created account is a citizen; only an admin's callable can promote it. */
export const DEFAULT_ROLE: Role = 'user';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
