/**
 * How the route tables (router.tsx, admin-routes.tsx, citizen-routes.tsx) declare a screen: its
 * path, its metadata (guards, roles, head, from lib/authorization) and its lazily loaded module,
 * with the catalog it needs (docs/languages.md).
 */
import type { RouteObject } from 'react-router';
import { AREA_CATALOGS, type Area } from '@/lib/i18n/catalog-names';
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
 * A route's module, loaded with the catalogs it needs beyond the public one (docs/languages.md): a
 * signed-in screen's or layout's messages are in its area's catalogs, not in the public catalog the
 * page started with, and it renders only once all are there, so never half translated.
 */
export const withCatalogs =
  (...names: Parameters<typeof loadRouteCatalog>) =>
  (load: RouteModule): RouteModule =>
  () =>
    Promise.all([load(), loadRouteCatalog(...names)]).then(([module]) => module);
/** A signed-in area's module (its route table, layout or screen), with that area's catalogs. */
export const withAreaCatalogs = (area: Area) => withCatalogs(...AREA_CATALOGS[area]);

interface ScreenOptions {
  /** The route's path pattern, when it is more than the screen's address (`/game/*`). */
  routePath?: string;
  /** A signed-in screen's area, whose catalogs it loads (the citizen's unless said). */
  area?: Area;
}

/** One screen: its path, its metadata (guards, roles, head) and its lazily loaded module. */
export function screen(
  path: string,
  meta: Meta,
  load: RouteModule,
  { routePath = path, area = 'citizen' }: ScreenOptions = {},
): RouteObject {
  const handle = routeMeta(path, meta);
  const signedIn = handle.middleware.includes('auth');
  const { Component, preload } = lazyModule(signedIn ? withAreaCatalogs(area)(load) : load);
  return {
    path: routePath,
    handle: { meta: handle, preload } satisfies RouteHandle,
    element: <GuardedRoute key={path} meta={handle} decide={guardsOf(handle)} Screen={Component} />,
  };
}

/** A signed-in layout, loaded with its first screen and its area's catalogs. */
export function lazyLayout(area: Area, load: RouteModule, children: RouteObject[]): RouteObject {
  const { Component, preload } = lazyModule(withAreaCatalogs(area)(load));
  return { element: <Component />, handle: { preload } satisfies RouteHandle, children };
}
