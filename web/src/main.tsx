import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prerenderedState } from './app/hydration';
import { preloadRoutes } from './app/router';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import './styles/global.css';

// The browser's install offer can fire before React renders: listen from the start.
captureInstallPrompt();
window.addEventListener('load', registerServiceWorker, { once: true });

const container = document.getElementById('root')!;
const prerendered = prerenderedState();
if (prerendered) {
  // A public page prerendered at build time (app/prerender): hydrate it once its screen is loaded.
  void preloadRoutes(location.pathname).then(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
} else {
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
