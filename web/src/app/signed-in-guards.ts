/**
 * The signed-in screens' guards (docs/PRODUCT.md §4): a login, the role the path needs, and the
 * constitutional vote's eligibility. Registered with the others (guards.ts) when a signed-in
 * area's route table loads (admin-routes.tsx, citizen-routes.tsx): only a signed-in address needs
 * them, so a public page does not download them (docs/performance.md, "Room on the public pages").
 * Loaded first by every signed-in area, it also starts the browser's Intl off the main thread.
 */
import { msg } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import { canOpen, homePathFor } from '@/lib/authorization';
import { i18n } from '@/lib/i18n/i18n';
import { warmIntlOffMainThread } from '@/lib/i18n/intl-warm-up';
import { notify } from '@/lib/notifications';
import { forgetReturnPath, rememberReturnPath } from '@/lib/session/return-path';
import { registerGuards, type Guard } from './guards';

export const ACCESS_DENIED_MESSAGE = (title: string) => i18n._(msg`You do not have access to ${title}.`);

export const auth: Guard = ({ url, meta, user }) => {
  const target = url.pathname + url.search;
  if (!user) return { redirect: paths.login, effect: () => rememberReturnPath(target, i18n._(meta.title)) };
  const roles = meta.roles ?? [];
  if ((roles.length > 0 && !roles.includes(user.role)) || !canOpen(user, url.pathname)) {
    return { redirect: homePathFor(user), effect: () => notify.warning(ACCESS_DENIED_MESSAGE(i18n._(meta.title))) };
  }
  // Arrived where login was meant to return: nothing left to remember.
  return { effect: forgetReturnPath };
};

export const constitutionalVoteAccess: Guard = ({ user }) => {
  if (!user || user.role !== 'user') return { redirect: homePathFor(user) };
  return {
    pending: async () => {
      // Loaded on use: the check needs Auth and Firestore, which public pages must not download.
      const { checkConstitutionalVoteAccess } =
        await import('@/features/constitutional-vote/api/check-constitutional-vote-access');
      const access = await checkConstitutionalVoteAccess(user.uid, user.eligible);
      return access.allowed ? {} : { redirect: homePathFor(user), effect: () => notify.info(access.reason) };
    },
  };
};

// Every signed-in screen formats its data (dates, counts): the browser's Intl library starts in a
// worker while the screen waits for that data, not on the main thread in its first render.
warmIntlOffMainThread();

registerGuards([
  ['auth', auth],
  ['constitutional-vote-access', constitutionalVoteAccess],
]);
