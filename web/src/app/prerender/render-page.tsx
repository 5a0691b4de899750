/**
 * Build-time rendering of a public page (used by build-tools/prerender.ts through a server build):
 * the same provider and route table as the browser, rendered as a visitor with no stored session.
 * The browser hydrates it (app/hydration.ts) instead of painting an empty page first.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '../provider';
import { routes } from '../router';
import type { PrerenderedState } from './public-pages';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  markup: string;
  /** What the browser's router needs to hydrate without re-running the guards. */
  state: PrerenderedState;
  /** The route's title, for <title> before the app runs. */
  title: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} redirected (${context.status})`);
  if (context.errors) throw new Error(`Prerendering ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const title = context.matches
    .map((match) => (match.route.handle as { title?: string } | undefined)?.title)
    .findLast(Boolean);
  return { markup, state: { path, loaderData: context.loaderData }, title: title ?? '' };
}

export { APP_SHELL_FILE, HYDRATION_ELEMENT_ID, PRERENDERED_PATHS, prerenderedFileOf } from './public-pages';
