import '@testing-library/jest-dom/vitest';
import { I18nProvider } from '@lingui/react';
import { cleanup } from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { i18n, loadRouteCatalog } from '@/lib/i18n/i18n';
import { messages as admin } from '@/locales/en/admin.po';
import { messages as app } from '@/locales/en/app.po';
import { messages as auth } from '@/locales/en/auth.po';
import { messages as game } from '@/locales/en/game.po';
import { messages as publicPages } from '@/locales/en/public.po';

// Tests read the English catalogs, public, sign-in and every signed-in area's, as a reader who has
// been through every page has them…
i18n.loadAndActivate({ locale: 'en', messages: { ...publicPages, ...auth, ...app, ...admin, ...game } });
// …and a test that switches language (activateLanguage) gets that language's catalogs too.
await loadRouteCatalog('app', 'admin', 'game', 'auth');

/**
 * Every screen renders inside the app's I18nProvider (app/app.tsx); a test's render does too,
 * around whatever wrapper the test gives, so components are tested as the app shows them.
 */
type RenderOptions = { wrapper?: ComponentType<{ children: ReactNode }> };

vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof TestingLibrary>();
  const withI18n = (Inner?: ComponentType<{ children: ReactNode }>) =>
    function I18nWrapper({ children }: { children: ReactNode }) {
      return createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
    };
  return {
    ...library,
    render: ((ui: Parameters<typeof library.render>[0], options: RenderOptions = {}) =>
      library.render(ui, { ...options, wrapper: withI18n(options.wrapper) })) as typeof library.render,
    renderHook: ((hook: (props: unknown) => unknown, options: RenderOptions = {}) =>
      library.renderHook(hook, { ...options, wrapper: withI18n(options.wrapper) })) as typeof library.renderHook,
  };
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Cookies too (a language choice writes one): each test starts as a first visit.
  for (const cookie of document.cookie.split('; ').filter(Boolean))
    // eslint-disable-next-line lingui/no-unlocalized-strings -- cookie attributes, not text
    document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
});
