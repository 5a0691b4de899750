/**
 * database.rules.json as a table of cases, run by two engines: the real Realtime Database emulator
 * where it runs, and targaryen (an offline evaluator of the same rules language) everywhere.
 */
export interface Actor {
  label: string;
  auth: { uid: string; token: { role?: string } } | null;
}

export const visitor: Actor = { label: 'visitor', auth: null };
export const alice: Actor = { label: 'alice (user)', auth: { uid: 'alice', token: { role: 'user' } } };
export const bob: Actor = { label: 'bob (user)', auth: { uid: 'bob', token: { role: 'user' } } };
export const admin: Actor = { label: 'admin', auth: { uid: 'root', token: { role: 'admin' } } };
/** Still holds an admin token; the account (and so its mirror) was demoted to user. */
export const demotedAdmin: Actor = { label: 'demoted admin', auth: { uid: 'demoted', token: { role: 'admin' } } };
/** Holds a valid admin token; the account was disabled. */
export const disabledAdmin: Actor = { label: 'disabled admin', auth: { uid: 'off', token: { role: 'admin' } } };

/** Existing data the cases run against: each account's mirror, as the mirror function writes it. */
export const initialData = {
  users: {
    alice: { uid: 'alice', displayName: 'Alice', role: 'user', status: 'active' },
    root: { uid: 'root', displayName: 'Root', role: 'admin', status: 'active' },
    demoted: { uid: 'demoted', displayName: 'Demoted', role: 'user', status: 'active' },
    off: { uid: 'off', displayName: 'Off', role: 'admin', status: 'disabled' },
  },
};

export interface RuleCase {
  name: string;
  actor: Actor;
  op: 'read' | 'write';
  path: string;
  /** For writes. A function so each engine gets a fresh, slightly-past timestamp. */
  value?: () => unknown;
  allowed: boolean;
}

const past = () => Date.now() - 1000;

export const cases: RuleCase[] = [
  { name: 'a visitor cannot read the root', actor: visitor, op: 'read', path: '/', allowed: false },
  { name: 'a user cannot read the root', actor: alice, op: 'read', path: '/', allowed: false },
  { name: 'a visitor cannot read a user mirror', actor: visitor, op: 'read', path: '/users/alice', allowed: false },
  { name: 'a user reads their own mirror', actor: alice, op: 'read', path: '/users/alice', allowed: true },
  { name: "a user cannot read another user's mirror", actor: bob, op: 'read', path: '/users/alice', allowed: false },
  { name: 'an admin reads any mirror', actor: admin, op: 'read', path: '/users/alice', allowed: true },
  { name: 'an admin cannot list all mirrors', actor: admin, op: 'read', path: '/users', allowed: false },
  {
    name: "a demoted admin's admin token no longer reads another mirror",
    actor: demotedAdmin,
    op: 'read',
    path: '/users/alice',
    allowed: false,
  },
  {
    name: "a disabled admin's token no longer reads another mirror",
    actor: disabledAdmin,
    op: 'read',
    path: '/users/alice',
    allowed: false,
  },
  {
    name: 'a deleted admin (no mirror left) no longer reads another mirror',
    actor: { label: 'deleted admin', auth: { uid: 'gone', token: { role: 'admin' } } },
    op: 'read',
    path: '/users/alice',
    allowed: false,
  },
  {
    name: 'a disabled account still reads its own mirror',
    actor: disabledAdmin,
    op: 'read',
    path: '/users/off',
    allowed: true,
  },
  {
    name: 'a user cannot write their own mirror (functions only)',
    actor: alice,
    op: 'write',
    path: '/users/alice/role',
    value: () => 'admin',
    allowed: false,
  },
  {
    name: 'an admin cannot write a mirror either',
    actor: admin,
    op: 'write',
    path: '/users/alice',
    value: () => ({ role: 'admin' }),
    allowed: false,
  },
  {
    name: 'a visitor cannot write a mirror',
    actor: visitor,
    op: 'write',
    path: '/users/mallory',
    value: () => ({ role: 'admin' }),
    allowed: false,
  },
  // Presence moved to Firestore heartbeats (domain/src/event.ts): the old tree is closed.
  {
    name: 'presence is no longer written to the Realtime Database',
    actor: alice,
    op: 'write',
    path: '/presence/event-1/alice',
    value: past,
    allowed: false,
  },
  {
    name: 'presence is no longer read from the Realtime Database',
    actor: alice,
    op: 'read',
    path: '/presence/event-1',
    allowed: false,
  },
];
