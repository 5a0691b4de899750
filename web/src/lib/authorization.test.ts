import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { audienceOf, canOpen, homePathFor, NAVIGATION, navigationFor, requiredRole } from './authorization';

const admin = { role: 'admin' as const };
const user = { role: 'user' as const };

describe('who may open what', () => {
  it('keeps admin screens for admins (spec: login, role admin)', () => {
    for (const path of [...Object.values(paths.admin), paths.userUploader, paths.usercreator, paths.fixer]) {
      expect(canOpen(admin, path), path).toBe(true);
      expect(canOpen(user, path), path).toBe(false);
      expect(canOpen(null, path), path).toBe(false);
      expect(requiredRole(path)).toBe('admin');
    }
  });

  it('keeps user screens for users (spec: login, role user)', () => {
    for (const path of [...Object.values(paths.user), paths.live]) {
      expect(canOpen(user, path), path).toBe(true);
      expect(canOpen(admin, path), path).toBe(false);
      expect(canOpen(null, path), path).toBe(false);
    }
  });

  it('keeps the landing page, login and sign-up for visitors only', () => {
    for (const path of [paths.landing, paths.login, paths.signup]) {
      expect(audienceOf(path)).toBe('visitors');
      expect(canOpen(null, path)).toBe(true);
      expect(canOpen(user, path)).toBe(false);
    }
  });

  it('opens /game/ and every path beginning with it to any signed-in user, no named role', () => {
    for (const path of ['/game/', '/game/anything', '/game/a/b']) {
      expect(canOpen(user, path)).toBe(true);
      expect(canOpen(admin, path)).toBe(true);
      expect(canOpen(null, path)).toBe(false);
      expect(requiredRole(path)).toBeNull();
    }
  });

  it('opens the public stream to everyone', () => {
    expect([null, user, admin].map((who) => canOpen(who, paths.stream))).toEqual([true, true, true]);
  });

  it('sends each role home to its own dashboard, visitors to /', () => {
    expect(homePathFor(admin)).toBe('/Admin/dashboard');
    expect(homePathFor(user)).toBe('/User/dashboard');
    expect(homePathFor(null)).toBe('/');
  });
});

describe('role-based navigation', () => {
  it('never links to a screen the role may not open', () => {
    for (const who of [admin, user]) {
      for (const item of navigationFor(who)) expect(canOpen(who, item.to), item.to).toBe(true);
    }
    expect(navigationFor(null)).toEqual([]);
  });

  it('lists every admin screen for admins and every user screen for users', () => {
    expect(navigationFor(admin).map((item) => item.to)).toEqual(
      expect.arrayContaining([...Object.values(paths.admin), paths.usercreator, paths.userUploader, paths.fixer]),
    );
    expect(navigationFor(user).map((item) => item.to)).toEqual(
      expect.arrayContaining([
        paths.user.dashboard,
        paths.user.live,
        paths.user.constitutionalVote,
        paths.user.profile,
        paths.game,
      ]),
    );
    expect(navigationFor(user)).toHaveLength(NAVIGATION.user.length);
  });
});
