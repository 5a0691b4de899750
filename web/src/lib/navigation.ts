/**
 * Each area's navigation, built from the authorization rules (a layout never links to a screen its
 * role cannot open), with its labels in the reader's language. Apart from authorization.ts, which
 * Node code without the catalogs also reads (the public pages' prerender, the e2e suites).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@civic/domain';
import { paths } from '@/config/paths';
import { canOpen, type SignedInUser } from '@/lib/authorization';
import { i18n } from '@/lib/i18n/i18n';

/** Screens each area's navigation lists, in order; labels translated when shown (navigationFor). */
export const NAVIGATION: Record<Role, { to: string; label: MessageDescriptor }[]> = {
  admin: [
    { to: paths.admin.dashboard, label: msg`Dashboard` },
    { to: paths.admin.live, label: msg`Live control` },
    { to: paths.admin.livestream, label: msg`Events` },
    { to: paths.admin.camera, label: msg`Camera` },
    { to: paths.admin.polls, label: msg`Polls` },
    { to: paths.admin.adpolls, label: msg`Ad polls` },
    { to: paths.admin.comments, label: msg`Comments` },
    { to: paths.admin.reports, label: msg`Reports` },
    { to: paths.admin.usermgmt, label: msg`Users` },
    { to: paths.usercreator, label: msg`New user` },
    { to: paths.userUploader, label: msg`Import users` },
    { to: paths.fixer, label: msg`Maintenance` },
  ],
  user: [
    { to: paths.user.dashboard, label: msg`Dashboard` },
    { to: paths.user.live, label: msg`Live` },
    { to: paths.user.constitutionalVote, label: msg`Constitutional vote` },
    { to: paths.game, label: msg`Game` },
    { to: paths.user.profile, label: msg`Profile` },
  ],
};

/** The navigation a user sees: their area's screens, filtered by what they may open, in their language. */
export function navigationFor(user: SignedInUser | null): { to: string; label: string }[] {
  if (!user) return [];
  return NAVIGATION[user.role]
    .filter((item) => canOpen(user, item.to))
    .map((item) => ({ to: item.to, label: i18n._(item.label) }));
}
