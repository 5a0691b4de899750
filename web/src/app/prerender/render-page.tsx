/**
 * Build-time rendering of a public page (used by build-tools/prerender.ts through a server build):
 * the same provider and route table as the browser, rendered as a visitor with no stored session.
 * The browser hydrates it (app/hydration.ts) instead of painting an empty page first.
 */
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { i18n } from '@/lib/i18n/i18n';
import { messages as englishAuth } from '@/locales/en/auth.po';
import { messages as englishInfo } from '@/locales/en/info.po';
import { messages as english } from '@/locales/en/public.po';
import type { RouteMeta } from '../guards';
import { AppProvider } from '../provider';
import { AppRoutes, preloadRoutes, routes, type RouteHandle } from '../router';
import type { PrerenderedState } from './public-pages';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  markup: string;
  /** What the browser checks before hydrating (app/hydration.ts). */
  state: PrerenderedState;
  /** The route's title, for <title> before the app runs. */
  title: string;
}

/**
 * Public pages are prerendered in English, the source language, from the public catalog, the
 * information pages' and the sign-in forms' (docs/languages.md).
 */
const LANGUAGE = 'en';
i18n.loadAndActivate({ locale: LANGUAGE, messages: { ...english, ...englishInfo, ...englishAuth } });

export async function renderPage(path: string): Promise<RenderedPage> {
  await preloadRoutes(path);
  const metas = (matchRoutes(routes, path) ?? []).map(({ route }) => (route.handle as RouteHandle | undefined)?.meta);
  const meta: RouteMeta | undefined = metas.findLast(Boolean);
  if (!meta) throw new Error(`Prerendering ${path}: no screen of the route table matches it`);
  const markup = renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppProvider>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </I18nProvider>
    </StrictMode>,
  );
  return { markup, state: { path, language: LANGUAGE }, title: i18n._(meta.title) };
}

export { APP_SHELL_FILE, HYDRATION_ELEMENT_ID, PRERENDERED_PATHS, prerenderedFileOf } from './public-pages';
