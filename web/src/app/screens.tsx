/**
 * How the route tables (router.tsx, admin-routes.tsx, citizen-routes.tsx) declare a screen: its
 * path, its metadata (guards, roles, head, from lib/authorization) and its lazily loaded module,
 * with the catalog it needs (docs/languages.md).
 */
import type { RouteObject } from 'react-router';
import { loadRouteCatalog } from '@/lib/i18n/i18n';
import { GuardedRoute } from './guarded-route';
import { guardsOf, routeMeta, type RouteMeta } from './guards';
import { lazyModule, type RouteModule } from './lazy-module';

type Meta = Parameters<typeof routeMeta>[1];

/** What the route table keeps about a route besides its element. */
export interface RouteHandle {
  meta?: RouteMeta;
  /** Loads the route's lazy module ahead of rendering (prerender, hydration). */
  preload?: () => Promise<unknown>;
}

/**
 * A signed-in screen's or layout's module, loaded with the app catalog (docs/languages.md): its
 * messages are not in the public catalog the page started with, and it renders only once both are
 * there, so never half translated. Public pages never load that catalog.
 */
export const withCatalog =
  (name: Parameters<typeof loadRouteCatalog>[0]) =>
  (load: RouteModule): RouteModule =>
  () =>
    Promise.all([load(), loadRouteCatalog(name)]).then(([module]) => module);
export const withAppCatalog = withCatalog('app');

/** One screen: its path, its metadata (guards, roles, head) and its lazily loaded module. */
export function screen(path: string, meta: Meta, load: RouteModule, routePath: string = path): RouteObject {
  const handle = routeMeta(path, meta);
  const signedIn = handle.middleware.includes('auth');
  const { Component, preload } = lazyModule(signedIn ? withAppCatalog(load) : load);
  return {
    path: routePath,
    handle: { meta: handle, preload } satisfies RouteHandle,
    element: <GuardedRoute key={path} meta={handle} decide={guardsOf(handle)} Screen={Component} />,
  };
}

/** A signed-in layout, loaded with its first screen and the app catalog. */
export function lazyLayout(load: RouteModule, children: RouteObject[]): RouteObject {
  const { Component, preload } = lazyModule(withAppCatalog(load));
  return { element: <Component />, handle: { preload } satisfies RouteHandle, children };
}
