/**
 * Which messages the public catalog holds (docs/languages.md, "Two catalogs per language"): those
 * of the source files listed here — the shell and everything a public page can show. Every other
 * file's messages go to the app catalog, which only signed-in screens load (app/router.tsx loads it
 * with a signed-in screen or layout). lingui.config.ts reads this list; the size check
 * (tests/e2e/route-budgets.test.ts) reads the production build's manifest and fails when a module a
 * public page can load is not listed here (`missingFromPublicCatalog`), or when an entry here no
 * longer serves a public page (`unusedPublicSources`), so the list follows the code.
 */
import { chunksReached, type BuiltApp } from './route-scripts';

/** The public pages' screens (app/router.tsx): prerendered, shown to visitors. */
export const PUBLIC_SCREENS = [
  'src/app/routes/landing.tsx',
  'src/app/routes/login.tsx',
  'src/app/routes/signup.tsx',
  'src/app/routes/stream.tsx',
  'src/app/routes/open-data.tsx',
  'src/app/routes/privacy.tsx',
  'src/app/routes/replays.tsx',
  'src/app/routes/replay.tsx',
];

/**
 * Screens, layouts and the signed-in areas' route tables that load the app catalog before they render
 * (app/router.tsx): a public page never reaches past them.
 */
export const LOADS_APP_CATALOG =
  /^src\/(app\/(admin|citizen)-routes\.tsx|app\/admin-area\.tsx|components\/layouts\/user-layout\.tsx|app\/routes\/)/;

/**
 * The information pages' own text (privacy, open data): long prose only those pages show, in a
 * third catalog per language (`info`) that they load with their screen, so the public catalog
 * every public page fetches does not grow by it (docs/languages.md).
 */
export const INFO_SOURCES: readonly string[] = [
  'src/app/routes/open-data.tsx',
  'src/app/routes/privacy.tsx',
  // A replay itself, its video and the room kept at its time: loaded with the replay's file, the
  // page's player (docs/replays.md, "The pages"), never on the archive.
  'src/features/replays/components/replay-view.tsx',
  'src/features/replays/components/replay-timeline.tsx',
  'src/features/replays/components/replay-player.tsx',
  'src/features/replays/lib/',
  // The archive's search, loaded when the reader opens it (docs/replays.md, "The pages").
  'src/features/replays/components/archive-search.tsx',
];

/**
 * The replays' archive and replay page (issue 44, docs/replays.md): their text, in a catalog per
 * language (`replays`) that they load with their screen. In the `info` catalog it cost them the
 * information pages' prose too (2.2 KB gzip in Arabic), over their budget. The replay itself (its
 * player) says the rest, in `info`, which it loads with its chunk.
 */
export const REPLAYS_SOURCES: readonly string[] = [
  'src/app/routes/replays.tsx',
  'src/app/routes/replay.tsx',
  'src/features/replays/api/',
  'src/features/replays/replay-path.ts',
  'src/features/replays/components/load-failed.tsx',
  'src/features/replays/components/replay-archive.tsx',
  'src/features/replays/components/replay-page.tsx',
];

/** The pages where a visitor signs in or signs up, which load the `auth` catalog with their screen. */
export const AUTH_SCREENS: readonly string[] = ['src/app/routes/login.tsx', 'src/app/routes/signup.tsx'];

/**
 * Signing in and signing up: the forms, their field messages and Firebase Auth's refusals, in a
 * fourth catalog per language (`auth`) that /login and /signup load with their screen. In the
 * public catalog they cost every public page 1.1–1.4 KB gzip (en–ar), and put /stream over its
 * budget (docs/languages.md, "Four catalogs per language").
 */
export const AUTH_SOURCES: readonly string[] = [
  ...AUTH_SCREENS,
  'src/features/auth/',
  'src/lib/i18n/field-messages.ts',
  'src/lib/session/auth-errors.ts',
];

/**
 * Of those, the files the signed-in screens use too (profile and admin forms): their messages are
 * also in the app catalog, so a signed-in screen never needs the `auth` one.
 */
export const AUTH_SOURCES_SHARED_WITH_APP: readonly string[] = [
  'src/lib/i18n/field-messages.ts',
  'src/lib/session/auth-errors.ts',
];

/** Source files and folders (ending in `/`), relative to `web/`, whose messages are public. */
export const PUBLIC_SOURCES: readonly string[] = [
  // The entry: start-up, the public route table and its guards, the shell, the 404 and error pages.
  'src/main.tsx',
  'src/app/app.tsx',
  'src/app/document-head.ts',
  'src/app/guarded-route.tsx',
  'src/app/guards.ts',
  'src/app/hydration.ts',
  'src/app/lazy-module.tsx',
  'src/app/prerender/',
  'src/app/provider.tsx',
  'src/app/root-shell.tsx',
  'src/app/router.tsx',
  'src/app/screens.tsx',
  'src/app/routes/error.tsx',
  'src/app/routes/not-found.tsx',
  ...PUBLIC_SCREENS.filter(
    (screen) => !INFO_SOURCES.includes(screen) && !AUTH_SCREENS.includes(screen) && !REPLAYS_SOURCES.includes(screen),
  ),
  'src/components/color-mode-switch.tsx',
  'src/components/install-prompt.tsx',
  'src/components/language-menu.tsx',
  'src/components/layouts/app-shell.tsx',
  'src/components/layouts/default-layout.tsx',
  'src/components/ui/button.tsx',
  'src/components/ui/error-alert.tsx',
  'src/components/ui/form-field.tsx',
  'src/components/ui/info-section.tsx',
  'src/components/ui/page-header.tsx',
  'src/components/ui/quiet-states.tsx',
  'src/config/',
  'src/lib/authorization.ts',
  'src/lib/build-watcher.ts',
  'src/lib/chunk-reload.ts',
  'src/lib/caption-preference.ts',
  'src/lib/color-mode.ts',
  'src/lib/document-head.ts',
  'src/lib/firebase/follow-digest.ts',
  'src/lib/firebase/time.ts',
  'src/lib/first-build-check.ts',
  'src/lib/first-paint.ts',
  'src/lib/notifications.ts',
  'src/lib/toasts.tsx',
  'src/lib/use-async.ts',
  'src/lib/use-hydrated.ts',
  'src/lib/use-media-query.ts',
  'src/lib/use-now.ts',
  'src/lib/use-snapshot.ts',
  'src/lib/i18n/account-language.ts',
  'src/lib/i18n/catalog-names.ts',
  'src/lib/i18n/format.ts',
  'src/lib/i18n/i18n.ts',
  'src/lib/i18n/language-cookie.ts',
  'src/lib/i18n/languages.ts',
  'src/lib/i18n/versions.ts',
  'src/lib/pwa/',
  'src/lib/session/account-changes.ts',
  'src/lib/session/account-record.ts',
  'src/lib/session/await-provisioning.ts',
  'src/lib/session/deferred-auth.ts',
  'src/lib/session/return-path.ts',
  'src/lib/session/session-store.ts',
  'src/lib/session/session.ts',
  'src/lib/session/user-details.ts',
  'src/lib/firebase/app.ts',
  'src/lib/firebase/database.ts',
  'src/lib/firebase/firestore-once.ts',
  'src/lib/firebase/firestore.ts',
  'src/lib/firebase/full-firestore-loaded.ts',
  'src/lib/firebase/http-functions.ts',
  'src/lib/firebase/once-full.ts',
  // /stream: the next event, its countdown and the player.
  'src/features/events/api/load-next-event.ts',
  'src/features/events/api/use-stream-state.ts',
  'src/features/events/components/agenda-now.tsx',
  'src/features/events/components/captions-menu.tsx',
  'src/features/events/components/countdown.tsx',
  'src/features/events/components/event-player.tsx',
  'src/features/events/components/event-stage.tsx',
  'src/features/events/components/hls-player.tsx',
  'src/lib/media/attach-stream.ts',
  'src/features/events/components/next-event.tsx',
  'src/features/events/components/public-stream.tsx',
  'src/features/events/components/stream-subtitles.tsx',
  'src/features/events/media/follow-cues.ts',
  'src/features/events/media/hls-subtitles.ts',
  'src/features/events/media/use-stream-subtitles.ts',
  // /stream's live captions, once a viewer turns a live track on.
  'src/features/captions/api/caption-line.ts',
  'src/features/captions/api/caption-refs.ts',
  'src/features/captions/api/use-caption-lines.ts',
  'src/features/captions/components/announced-captions.tsx',
  'src/features/captions/components/live-captions.tsx',
];

/** A module is an entry of a list: the file itself, or a file in the folder (`src/x/`). */
export const listed = (sources: readonly string[], module: string) =>
  sources.some((source) => (source.endsWith('/') ? module.startsWith(source) : module === source));

export const inPublicCatalog = (module: string) =>
  listed([...PUBLIC_SOURCES, ...INFO_SOURCES, ...AUTH_SOURCES, ...REPLAYS_SOURCES], module);

/** Source modules that can carry messages (the catalogs' own chunks and stylesheets cannot). */
const hasMessages = (module: string) => /^src\/.*\.(ts|tsx)$/.test(module);

/** Every source module `screens` (with the entry) can load, short of the screens and layouts that bring the app catalog. */
function modulesReached(app: BuiltApp, screens: readonly string[]): string[] {
  const chunks = chunksReached(
    app,
    ['index.html', ...screens],
    (lazy) => screens.includes(lazy) || (!PUBLIC_SCREENS.includes(lazy) && !LOADS_APP_CATALOG.test(lazy)),
  );
  const modules = chunks.flatMap((key) => app.modulesOf(app.manifest[key]!.file));
  return [...new Set(modules)].filter(hasMessages).sort();
}

/**
 * Every source module a public page can load: the entry, the public screens, and what they import
 * statically or lazily (a form's validation, the toasts, the player), short of the signed-in screens
 * and layouts, which bring the app catalog with them.
 */
export const publicPageModules = (app: BuiltApp) => modulesReached(app, PUBLIC_SCREENS);

/** Modules a public page can load whose messages would be in the app catalog only. */
export const missingFromPublicCatalog = (app: BuiltApp) =>
  publicPageModules(app).filter((module) => !inPublicCatalog(module));

/**
 * Modules a public page other than /login and /signup can load whose messages are in the `auth`
 * catalog only, which those pages alone fetch: a visitor would read English there.
 */
export const authTextOutsideAuthPages = (app: BuiltApp) =>
  modulesReached(
    app,
    PUBLIC_SCREENS.filter((screen) => !AUTH_SCREENS.includes(screen)),
  ).filter((module) => listed(AUTH_SOURCES, module) && !listed(PUBLIC_SOURCES, module));

/** Entries of PUBLIC_SOURCES and AUTH_SOURCES that hold no module a public page loads (their messages weigh for nothing). */
export function unusedPublicSources(app: BuiltApp): string[] {
  const modules = publicPageModules(app);
  return [...PUBLIC_SOURCES, ...AUTH_SOURCES].filter((source) => !modules.some((module) => listed([source], module)));
}
