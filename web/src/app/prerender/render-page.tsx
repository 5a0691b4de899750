/**
 * Build-time rendering of a public page (used by build-tools/prerender.ts through a server build):
 * the same provider and route table as the browser, rendered as a visitor with no stored session.
 * The browser hydrates it (app/hydration.ts) instead of painting an empty page first.
 */
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { i18n } from '@/lib/i18n/i18n';
import type { LanguageCode } from '@/lib/i18n/languages';
import { PAGE_DESCRIPTION } from '../document-head';
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
  /** What the product is, for `<meta name="description">` (search results, link previews). */
  description: string;
}

/**
 * Every language's public catalog, information pages' text, sign-in forms' and replays': what a public page can show
 * (docs/languages.md), so each page is prerendered once per language from the same catalogs the
 * browser then hydrates it with.
 */
const catalogs = import.meta.glob<Messages>('../../locales/*/{public,info,auth,replays}.po', {
  eager: true,
  import: 'messages',
});

function messagesOf(language: LanguageCode): Messages {
  const [publicMessages, info, auth, replays] = (['public', 'info', 'auth', 'replays'] as const).map((name) => {
    const messages = catalogs[`../../locales/${language}/${name}.po`];
    if (!messages) throw new Error(`Prerendering: no ${language}/${name} catalog`);
    return messages;
  });
  return { ...publicMessages, ...info, ...auth, ...replays };
}

/** The markup of `path` as a visitor reading `language` first sees it. */
export async function renderPage(path: string, language: LanguageCode): Promise<RenderedPage> {
  i18n.loadAndActivate({ locale: language, messages: messagesOf(language) });
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
  return { markup, state: { path, language }, title: i18n._(meta.title), description: i18n._(PAGE_DESCRIPTION) };
}

export { directionOf, LANGUAGE_CODES, SOURCE_LANGUAGE } from '@/lib/i18n/languages';
export {
  APP_SHELL_FILE,
  HYDRATION_ELEMENT_ID,
  localizedFileOf,
  PRERENDERED_PATHS,
  prerenderedFileOf,
} from './public-pages';
