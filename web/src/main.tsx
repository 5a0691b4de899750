import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prerenderedState } from './app/hydration';
import { preloadRoutes } from './app/router';
import { activateLanguage } from './lib/i18n/i18n';
import { initialLanguage, refreshLanguageCookie } from './lib/i18n/languages';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import './styles/global.css';

// The browser's install offer can fire before React renders: listen from the start.
captureInstallPrompt();
// The worker is registered after the load event: its module loads then, not before the first paint
// (AFTER_INTERACTIVE in build-tools/route-budgets.ts).
window.addEventListener(
  'load',
  () => void import('./lib/pwa/register-service-worker').then((module) => module.registerServiceWorker()),
  { once: true },
);

const container = document.getElementById('root')!;
const prerendered = prerenderedState();
// The reader's language loads first: nothing renders half translated (docs/languages.md).
const chosen = initialLanguage();
// Hosting serves the next public page in the stored choice's language (docs/languages.md).
refreshLanguageCookie();
const language = activateLanguage(chosen);
if (prerendered && prerendered.language === chosen) {
  // A public page prerendered at build time (app/prerender) in the reader's language, which hosting
  // chose by the language cookie or Accept-Language: hydrate it once its screen and catalog are loaded.
  void Promise.all([preloadRoutes(location.pathname), language]).then(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
} else {
  // No prerendered page, or one in another language than the reader's (hosting could not tell it:
  // index.html's inline script kept it hidden): render afresh, in the reader's language.
  void language.then(() => {
    container.replaceChildren();
    const root = createRoot(container);
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole tree (docs/performance.md, "Renders that yield").
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    document.documentElement.removeAttribute('data-language-pending');
  });
}
