/**
 * Who may open what, decided in one place (docs/ARCHITECTURE.md: no `if (role === …)` scattered
 * through screens). The router attaches these rules to each route's metadata, the guards enforce them and
 * the layouts build their navigation from them (lib/navigation.ts), so a layout never links to a screen its role
 * cannot open. The server (rules, functions) refuses the same things anyway.
 */
import type { CommentDoc, Role } from '@civic/domain';
import { paths } from '@/config/paths';

/**
 * - `visitors`: only for people who are not signed in (spec: the landing page).
 * - `public`: anyone.
 * - `signed-in`: any signed-in user, whatever the role (spec: the game area).
 * - a role: signed in and holding that role.
 */
export type Audience = 'public' | 'visitors' | 'signed-in' | Role;

export interface SignedInUser {
  role: Role;
}

/** The admin area's paths (app/admin-routes.tsx) and the citizen's (app/citizen-routes.tsx). */
export const ADMIN_PATHS: readonly string[] = [
  ...Object.values(paths.admin),
  paths.fixer,
  paths.usercreator,
  paths.userUploader,
];
export const USER_PATHS: readonly string[] = [...Object.values(paths.user), paths.live];

/** docs/PRODUCT.md §2 and §6, including the rows we decided ourselves. */
const AUDIENCE_BY_PATH: ReadonlyMap<string, Audience> = new Map<string, Audience>([
  [paths.landing, 'visitors'],
  [paths.login, 'visitors'],
  [paths.signup, 'visitors'],
  [paths.stream, 'public'],
  [paths.openData, 'public'],
  [paths.privacy, 'public'],
  [paths.game, 'signed-in'],
  ...ADMIN_PATHS.map((path) => [path, 'admin'] as const),
  ...USER_PATHS.map((path) => [path, 'user'] as const),
]);

/** The audience of a path; `/game/` covers every path beginning with it. Unknown paths: public. */
export function audienceOf(pathname: string): Audience {
  if (pathname.startsWith(paths.game)) return 'signed-in';
  return AUDIENCE_BY_PATH.get(pathname) ?? 'public';
}

/** The role a path requires, if any. */
export function requiredRole(pathname: string): Role | null {
  const audience = audienceOf(pathname);
  return audience === 'admin' || audience === 'user' ? audience : null;
}

export function canOpen(user: SignedInUser | null, pathname: string): boolean {
  const audience = audienceOf(pathname);
  if (audience === 'public') return true;
  if (audience === 'visitors') return user === null;
  if (!user) return false;
  return audience === 'signed-in' || audience === user.role;
}

/** Where a signed-in user belongs: their own dashboard. Visitors belong on the landing page. */
export function homePathFor(user: SignedInUser | null): string {
  if (!user) return paths.landing;
  return user.role === 'admin' ? paths.admin.dashboard : paths.user.dashboard;
}

/*
 * Per-resource policies: what a screen offers on one document. They mirror the server, which
 * stays the enforcement (firestore.rules and the callables refuse the same things anyway); a
 * screen calls them instead of repeating the condition.
 */

/** The fields of a comment the policies read (domain CommentDoc). */
export type CommentFacts = Pick<CommentDoc, 'authorUid' | 'status' | 'kind'>;

const isAdmin = (user: SignedInUser | null) => user?.role === 'admin';

/**
 * The author deletes their own post while it is visible or held (firestore.rules,
 * `events/{eventId}/comments/{commentId}`, `allow delete`). Every signed-in account is a citizen
 * or an admin, which the rule also asks.
 */
export function canDeleteComment(user: { uid: string } | null, comment: CommentFacts): boolean {
  return user !== null && comment.authorUid === user.uid && (comment.status === 'visible' || comment.status === 'held');
}

/**
 * A question open to upvotes: visible (the upvote rule reads the question's `kind` and `status`).
 * A screen shows the upvote button on such a question; canUpvoteComment says whether it is live.
 */
export function takesUpvotes(comment: CommentFacts): boolean {
  return comment.kind === 'question' && comment.status === 'visible';
}

/**
 * Upvote a question: a citizen, once, on a visible question (firestore.rules,
 * `events/{eventId}/comments/{commentId}/upvotes/{uid}`, `allow create`: `isCitizen()`, the
 * document keyed by their uid, the question visible), and not their own question — the product's
 *  rule, which the screen keeps (the rules leave it; the count is the upvote pulse's). "Once" is the
 * viewer's own upvote document, which the screen reads (useMyUpvote, the room's one listener).
 */
export function canUpvoteComment(user: (SignedInUser & { uid: string }) | null, comment: CommentFacts): boolean {
  return user !== null && user.role === 'user' && takesUpvotes(comment) && comment.authorUid !== user.uid;
}

/*
 * Moderation goes through the admin-only `moderateComment` callable; which action applies in which
 * state is `applyCommentAction` in functions/src/comments/moderateComment.ts. A toggle (pin,
 * answered, on stream) is offered on a visible post only.
 */

/** Approve: a held post. */
export function canApproveComment(user: SignedInUser | null, comment: CommentFacts): boolean {
  return isAdmin(user) && comment.status === 'held';
}

/** Hide: a visible or held post. */
export function canHideComment(user: SignedInUser | null, comment: CommentFacts): boolean {
  return isAdmin(user) && (comment.status === 'visible' || comment.status === 'held');
}

/** Restore: a hidden post. */
export function canRestoreComment(user: SignedInUser | null, comment: CommentFacts): boolean {
  return isAdmin(user) && comment.status === 'hidden';
}

/** Delete (erase the words): any post not deleted yet. */
export function canRemoveComment(user: SignedInUser | null, comment: CommentFacts): boolean {
  return isAdmin(user) && comment.status !== 'removed';
}

/** Pin or unpin: a visible post. */
export function canPinComment(user: SignedInUser | null, comment: CommentFacts): boolean {
  return isAdmin(user) && comment.status === 'visible';
}

/** Put on or take off the stream: a visible post. */
export function canHighlightComment(user: SignedInUser | null, comment: CommentFacts): boolean {
  return isAdmin(user) && comment.status === 'visible';
}

/** Mark answered or not: a visible question. */
export function canAnswerComment(user: SignedInUser | null, comment: CommentFacts): boolean {
  return isAdmin(user) && comment.status === 'visible' && comment.kind === 'question';
}

/*
 * Account policies: what the user management screen offers on one account. The `setUserRole`,
 * `setUserStatus` and `deleteUser` callables (admin-only) enforce them.
 */

/**
 * Change an account's role or status, or delete it: any account but one's own (the three
 * callables refuse the caller's own uid: the last administrator must not lock everyone out;
 * functions/src/users/lib/targetUser.ts, `refuseSelf`). Eligibility is not covered: an admin may
 * mark their own.
 */
export function canChangeAccount(user: { uid: string } | null, account: { uid: string }): boolean {
  return user !== null && account.uid !== user.uid;
}
