import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { NAVIGATION, navigationFor } from './navigation';
import {
  audienceOf,
  canAnswerComment,
  canApproveComment,
  canChangeAccount,
  canDeleteComment,
  canHideComment,
  canHighlightComment,
  canOpen,
  canPinComment,
  canRemoveComment,
  canRestoreComment,
  canUpvoteComment,
  homePathFor,
  requiredRole,
  takesUpvotes,
} from './authorization';

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

describe('comment policies (mirror firestore.rules and moderateComment)', () => {
  const STATUSES = ['visible', 'held', 'hidden', 'removed'] as const;
  const moderator = { uid: 'a', role: 'admin' as const };
  const citizen = { uid: 'c', role: 'user' as const };
  const post = (status: (typeof STATUSES)[number], kind: 'comment' | 'question' = 'comment', authorUid = 'c') => ({
    status,
    kind,
    authorUid,
  });
  const allowedStatuses = (
    policy: (user: typeof moderator | null, c: ReturnType<typeof post>) => boolean,
    kind?: 'question',
  ) => STATUSES.filter((status) => policy(moderator, post(status, kind)));

  it('canDeleteComment: only the author, only while visible or held', () => {
    expect(STATUSES.filter((s) => canDeleteComment(citizen, post(s)))).toEqual(['visible', 'held']);
    expect(canDeleteComment({ uid: 'someone-else' }, post('visible'))).toBe(false);
    expect(canDeleteComment(null, post('visible'))).toBe(false);
    expect(canDeleteComment(citizen, { status: 'visible', kind: 'comment', authorUid: null })).toBe(false);
  });

  it('canUpvoteComment: a citizen, on a visible question of someone else (the upvote create rule)', () => {
    const asker = 'q';
    expect(STATUSES.filter((s) => canUpvoteComment(citizen, post(s, 'question', asker)))).toEqual(['visible']);
    expect(STATUSES.filter((s) => takesUpvotes(post(s, 'question')))).toEqual(['visible']);
    // A comment takes no upvotes; the asker does not upvote their own question.
    expect(canUpvoteComment(citizen, post('visible', 'comment', asker))).toBe(false);
    expect(takesUpvotes(post('visible', 'comment'))).toBe(false);
    expect(canUpvoteComment(citizen, post('visible', 'question', citizen.uid))).toBe(false);
    // The rule asks isCitizen(): an admin's upvote is refused, and a visitor has none.
    expect(canUpvoteComment(moderator, post('visible', 'question', asker))).toBe(false);
    expect(canUpvoteComment(null, post('visible', 'question', asker))).toBe(false);
    // A question whose author was deleted (authorUid null) is still upvoted.
    expect(canUpvoteComment(citizen, { status: 'visible', kind: 'question', authorUid: null })).toBe(true);
  });

  it('each moderation policy applies in the states the callable accepts, for admins only', () => {
    expect(allowedStatuses(canApproveComment)).toEqual(['held']);
    expect(allowedStatuses(canHideComment)).toEqual(['visible', 'held']);
    expect(allowedStatuses(canRestoreComment)).toEqual(['hidden']);
    expect(allowedStatuses(canRemoveComment)).toEqual(['visible', 'held', 'hidden']);
    expect(allowedStatuses(canPinComment)).toEqual(['visible']);
    expect(allowedStatuses(canHighlightComment)).toEqual(['visible']);
    expect(allowedStatuses(canAnswerComment, 'question')).toEqual(['visible']);
    expect(allowedStatuses(canAnswerComment)).toEqual([]);
    for (const policy of [
      canApproveComment,
      canHideComment,
      canRestoreComment,
      canRemoveComment,
      canPinComment,
      canHighlightComment,
      canAnswerComment,
    ]) {
      for (const status of STATUSES) {
        expect(policy(citizen, post(status, 'question'))).toBe(false);
        expect(policy(null, post(status, 'question'))).toBe(false);
      }
    }
  });
});

describe('account policies (mirror setUserRole, setUserStatus and deleteUser)', () => {
  it('canChangeAccount: any account but one’s own (refuseSelf)', () => {
    expect(canChangeAccount({ uid: 'a' }, { uid: 'b' })).toBe(true);
    expect(canChangeAccount({ uid: 'a' }, { uid: 'a' })).toBe(false);
    expect(canChangeAccount(null, { uid: 'b' })).toBe(false);
  });
});
