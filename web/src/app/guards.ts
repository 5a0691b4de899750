/**
 * Route middleware (docs/PRODUCT.md §4): named guards attached to routes through their metadata
 * (`handle.middleware`), decided before the screen renders (app/guarded-route.tsx). Naming a guard
 * that is not registered throws "Unknown route middleware" when the route table is built, so a
 * typo cannot ship.
 *
 * A guard decides; it does not act. Its verdict says where to go and what to do on the way (a
 * toast, remembering the return path), and the route applies that after rendering — so a render
 * that React repeats or throws away never shows a toast twice.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '@civic/domain';
import { audienceOf, requiredRole } from '@/lib/authorization';
import { afterLoginPath } from '@/lib/session/return-path';
import type { UserDetails } from '@/lib/session/user-details';

export type GuardName = 'auth' | 'unauth' | 'constitutional-vote-access';

/** Route metadata, read by the guards and by the document head. */
export interface RouteMeta {
  /** A catalog message (msg`…`), translated where it is shown. */
  title: MessageDescriptor;
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
  /** The session the guard decides for (null: a visitor). */
  user: UserDetails | null;
}

/** What a guard decided: let the screen render, or go elsewhere; `effect` runs once it is applied. */
export type Verdict = { redirect?: string; effect?: () => void };

/** A verdict that needs the server first (e.g. eligibility): the route shows a check until it settles. */
export interface PendingVerdict {
  pending: () => Promise<Verdict>;
}

/** A guard lets the navigation through (returns nothing) or gives a verdict. */
export type Guard = (context: GuardContext) => Verdict | PendingVerdict | void;

const unauth: Guard = ({ user }) => {
  if (user) return { redirect: afterLoginPath(user) };
};

/**
 * The guards by name. The signed-in screens' own (`auth`, `constitutional-vote-access`) are added by
 * their route table's module (signed-in-guards.ts), loaded only for a signed-in address: a public
 * page never runs them, so it does not download them (docs/performance.md).
 */
const registry = new Map<string, Guard>([['unauth', unauth]] satisfies [GuardName, Guard][]);

/** Adds guards to the registry (signed-in-guards.ts). */
export function registerGuards(guards: [GuardName, Guard][]): void {
  for (const [name, guard] of guards) registry.set(name, guard);
}

export function resolveGuard(name: string): Guard {
  const guard = registry.get(name);
  if (!guard) throw new Error(`Unknown route middleware: '${name}'`);
  return guard;
}

/** Runs `effect`s in order: a redirect's own, after the ones of the guards that let it through. */
function combined(verdicts: Verdict[]): Verdict {
  const last = verdicts.at(-1) ?? {};
  const effects = verdicts.flatMap((verdict) => (verdict.effect ? [verdict.effect] : []));
  return { redirect: last.redirect, effect: effects.length ? () => effects.forEach((effect) => effect()) : undefined };
}

/** What a route's guards decide for `url`: a 404, a verdict now, or one that needs the server. */
export type Decision = { notFound: true } | Verdict | PendingVerdict;

/**
 * The function that runs a route's guards in order for a URL; the first redirect wins. Guards are
 * resolved now, while the route table is built.
 */
export function guardsOf(meta: RouteMeta): (url: URL, user: UserDetails | null) => Decision {
  const guards = (meta.middleware ?? []).map(resolveGuard);
  return (url, user) => {
    if (meta.validate && !meta.validate(url)) return { notFound: true };
    const passed: Verdict[] = [];
    for (const [index, guard] of guards.entries()) {
      const outcome = guard({ url, meta, user }) ?? {};
      if ('pending' in outcome) {
        const rest = guardsOf({ ...meta, validate: undefined, middleware: meta.middleware?.slice(index + 1) });
        return {
          pending: async () => {
            const verdict = await outcome.pending();
            if (verdict.redirect) return combined([...passed, verdict]);
            const after = rest(url, user);
            const next = 'pending' in after ? await after.pending() : (after as Verdict);
            return combined([...passed, verdict, next]);
          },
        };
      }
      passed.push(outcome);
      if (outcome.redirect) break;
    }
    return combined(passed);
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
