/** firebase.json hosting config, as the hosting emulator serves the production build. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT, WEB_DIST } from '../../emulators/config.js';
import { PRERENDERED_PATHS } from '../../web/src/app/prerender/public-pages.js';
import { appOrigin } from '../support/browser/chromium.js';
import { paths } from '@/config/paths';

const head = (path: string) => fetch(`${appOrigin()}${path}`);

describe('hosting', () => {
  it('serves the unrendered app shell for app routes (SPA rewrite) with no-cache', async () => {
    const response = await head(paths.user.dashboard);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(PRERENDERED_PATHS)(
    'serves %s prerendered: its screen is in the HTML before any script runs',
    async (path) => {
      const response = await head(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      // `<!--$-->` marks a Suspense boundary React rendered complete (the layouts load lazily).
      expect(html).toMatch(/<div id="root">(<!--\$-->)?<div class="shell[^"]*">.*<h1[^>]*>[^<]+<\/h1>/s);
      expect(html).toContain('<style>');
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year, immutable', async () => {
    const asset = readdirSync(`${ROOT}/${WEB_DIST}/assets`).find((name) => name.endsWith('.js'));
    const response = await head(`/assets/${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the security headers on every response', async () => {
    const response = await head(paths.landing);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Firebase APIs, functions and any HLS CDN an event points at (hls.js fetches segments).
    expect(csp).toMatch(/connect-src 'self' https: /);
  });

  it('lets frames come only from the privacy-enhanced YouTube and Vimeo players', async () => {
    const csp = (await head(paths.stream)).headers.get('content-security-policy') ?? '';
    const frameSrc = /frame-src ([^;]*);/.exec(csp)?.[1];
    expect(frameSrc).toBe('https://www.youtube-nocookie.com https://player.vimeo.com');
  });

  it('serves the bundled offline HLS test clip (playlist and segments)', async () => {
    const playlist = await head('/media/test-pattern/index.m3u8');
    expect(playlist.status).toBe(200);
    const text = await playlist.text();
    expect(text).toContain('#EXTM3U');
    const segment = /^segment-\d+\.m4s$/m.exec(text)?.[0];
    const response = await head(`/media/test-pattern/${segment}`);
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });

  it('answers /robots.txt with a plain-text robots file, not the app', async () => {
    const response = await head('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).not.toContain('<div id="root">');
  });
});
