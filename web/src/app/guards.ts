/**
 * Route middleware (docs/PRODUCT.md §4): named guards attached to routes through their metadata
 * (`handle.middleware`), run before the screen loads. Naming a guard that is not registered throws
 * "Unknown route middleware" when the route table is built, so a typo cannot ship.
 */
import type { Role } from '@civic/domain';
import { redirect } from 'react-router';
import { paths } from '@/config/paths';
import { audienceOf, canOpen, homePathFor, requiredRole } from '@/lib/authorization';
import { notify } from '@/lib/notifications';
import { afterLoginPath, forgetReturnPath, rememberReturnPath } from '@/lib/session/return-path';
import { getStoredUser } from '@/lib/session/session-store';

export type GuardName = 'auth' | 'unauth' | 'constitutional-vote-access';

/** Route metadata, read by the guards and by the document head. */
export interface RouteMeta {
  title: string;
  description?: string;
  middleware?: string[];
  /** Roles named in the route metadata (docs/PRODUCT.md §6). */
  roles?: Role[];
  /** A route whose URL fails validation is a 404 ("Page Not Found: {path}"). */
  validate?: (url: URL) => boolean;
}

export interface GuardContext {
  url: URL;
  meta: RouteMeta;
}

/** A guard lets the navigation through (returns nothing) or redirects it. */
export type Guard = (context: GuardContext) => Response | void | Promise<Response | void>;

export const ACCESS_DENIED_MESSAGE = (title: string) => `You do not have access to ${title}.`;

const auth: Guard = ({ url, meta }) => {
  const user = getStoredUser();
  const target = url.pathname + url.search;
  if (!user) {
    rememberReturnPath(target, meta.title);
    return redirect(paths.login);
  }
  const roles = meta.roles ?? [];
  if ((roles.length > 0 && !roles.includes(user.role)) || !canOpen(user, url.pathname)) {
    notify.warning(ACCESS_DENIED_MESSAGE(meta.title));
    return redirect(homePathFor(user));
  }
  // Arrived where login was meant to return: nothing left to remember.
  forgetReturnPath();
};

const unauth: Guard = () => {
  const user = getStoredUser();
  if (user) return redirect(afterLoginPath(user));
};

const constitutionalVoteAccess: Guard = async () => {
  const user = getStoredUser();
  if (!user || user.role !== 'user') return redirect(homePathFor(user));
  // Loaded on use: the check needs Auth and Firestore, which public pages must not download.
  const { checkConstitutionalVoteAccess } = await import('@/lib/constitutional-vote-access');
  const access = await checkConstitutionalVoteAccess(user.uid);
  if (!access.allowed) {
    notify.info(access.reason);
    return redirect(homePathFor(user));
  }
};

const registry = new Map<string, Guard>([
  ['auth', auth],
  ['unauth', unauth],
  ['constitutional-vote-access', constitutionalVoteAccess],
] satisfies [GuardName, Guard][]);

export function resolveGuard(name: string): Guard {
  const guard = registry.get(name);
  if (!guard) throw new Error(`Unknown route middleware: '${name}'`);
  return guard;
}

export class PageNotFound extends Error {
  readonly status = 404;
  constructor(readonly path: string) {
    super(`Page Not Found: ${path}`);
    this.name = 'PageNotFound';
  }
}

/**
 * The loader that runs a route's guards in order; the first redirect wins. Guards are resolved
 * now, while the route table is built.
 */
export function guardLoader(meta: RouteMeta) {
  const guards = (meta.middleware ?? []).map(resolveGuard);
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (meta.validate && !meta.validate(url)) throw new PageNotFound(url.pathname);
    for (const guard of guards) {
      const outcome = await guard({ url, meta });
      if (outcome) return outcome;
    }
    return null;
  };
}

/** Metadata for a route at `path`: guards and roles come from the one authorization module. */
export function routeMeta(path: string, meta: Omit<RouteMeta, 'middleware' | 'roles'> & { extra?: GuardName[] }) {
  const { extra = [], ...rest } = meta;
  const role = requiredRole(path);
  const audience = audienceOf(path);
  const middleware: string[] = [];
  if (audience === 'visitors') middleware.push('unauth');
  else if (audience !== 'public') middleware.push('auth');
  return { ...rest, middleware: [...middleware, ...extra], roles: role ? [role] : undefined } satisfies RouteMeta;
}
