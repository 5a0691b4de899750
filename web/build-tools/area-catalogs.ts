/**
 * Which signed-in messages go to which catalog (docs/languages.md, "The signed-in screens'
 * catalogs, by area"): by the source file that says them. A file only the admin screens load goes
 * to `admin`, one only the game loads to `game`, and every other file outside the public catalogs
 * to `app`, which every signed-in screen loads (AREA_CATALOGS). A file the areas share is therefore
 * in `app`, and an admin screen, which loads `app` too, never misses it. lingui.config.ts reads
 * these lists; the size check (tests/e2e/route-budgets.test.ts) reads the production build's
 * manifest and fails when a screen can load a module whose messages are in a catalog its area does
 * not load (`missingFromAreaCatalogs`), when a module with messages that only one area loads is
 * left in `app` (`areaTextInSharedCatalog`: every citizen would download it for nothing), or when
 * an entry here no longer serves its area (`unusedAreaSources`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREA_CATALOGS, type Area, type CatalogName } from '../src/lib/i18n/catalog-names';
import {
  AUTH_SOURCES,
  AUTH_SOURCES_SHARED_WITH_APP,
  INFO_SOURCES,
  listed,
  PUBLIC_SCREENS,
  PUBLIC_SOURCES,
  REPLAYS_SOURCES,
} from './public-catalog';
import { chunksReached, type BuiltApp } from './route-scripts';

/** Source files and folders (ending in `/`), relative to `web/`, that only the admin screens load. */
export const ADMIN_SOURCES: readonly string[] = [
  'src/app/admin-area.tsx',
  'src/app/admin-routes.tsx',
  'src/app/routes/admin/',
  'src/app/routes/fixer.tsx',
  'src/app/routes/user-uploader.tsx',
  'src/app/routes/usercreator.tsx',
  'src/components/layouts/admin-layout.tsx',
  'src/components/ui/figure-error.tsx',
  'src/components/ui/personal-data-notice.tsx',
  'src/components/versions/',
  'src/features/admin-dashboard/',
  'src/features/analytics/',
  'src/features/event-cost/',
  'src/features/fixer/',
  'src/features/camera/components/broadcast-panel.tsx',
  'src/features/camera/components/camera-screen.tsx',
  'src/features/camera/components/device-pickers.tsx',
  'src/features/camera/components/recording-panel.tsx',
  'src/features/camera/media/',
  'src/features/camera/rtc/use-broadcast-session.ts',
  'src/features/captions/components/captioner-panel.tsx',
  'src/features/captions/components/event-transcript.tsx',
  'src/features/comments/api/use-moderation-queue.ts',
  'src/features/comments/components/author-panel.tsx',
  'src/features/comments/components/blocked-words-editor.tsx',
  'src/features/comments/components/comment-settings-form.tsx',
  'src/features/comments/components/moderation-queue.tsx',
  'src/features/constitutional-vote/components/ballot-admin-row.tsx',
  'src/features/constitutional-vote/components/ballot-admin.tsx',
  'src/features/constitutional-vote/components/ballot-editor.tsx',
  'src/features/constitutional-vote/components/census-import.tsx',
  'src/features/events/components/agenda-panel.tsx',
  'src/features/events/components/audience-limits-warning.tsx',
  'src/features/events/components/audience-settings-summary.tsx',
  'src/features/events/components/audience-panel.tsx',
  'src/features/events/components/end-event-button.tsx',
  'src/features/events/components/event-admin.tsx',
  'src/features/events/components/event-editor.tsx',
  'src/features/events/components/event-picker.tsx',
  'src/features/events/components/live-event-bar.tsx',
  'src/features/game/components/distribution-chart.tsx',
  'src/features/game/components/extended-time-requests.tsx',
  'src/features/game/components/game-control.tsx',
  'src/features/game/components/game-panel.tsx',
  'src/features/game/components/question-fields.tsx',
  'src/features/game/components/question-set-editor.tsx',
  'src/features/polls/components/ad-poll-stats.tsx',
  'src/features/polls/components/live-poll-console.tsx',
  'src/features/polls/components/live-question-moderation.tsx',
  'src/features/polls/components/live-question-settings.tsx',
  'src/features/polls/components/poll-admin.tsx',
  'src/features/polls/components/poll-editor.tsx',
  'src/features/polls/components/poll-group-texts.ts',
  'src/features/polls/components/poll-row.tsx',
  'src/features/polls/components/poll-texts.ts',
  'src/features/polls/components/results-chart.tsx',
  'src/features/polls/components/status-badge.tsx',
  'src/features/replays/components/alignment-player.tsx',
  'src/features/replays/components/replay-admin.tsx',
  'src/features/reports/components/report-admin.tsx',
  'src/features/users/account-labels.ts',
  'src/features/users/components/user-creator-form.tsx',
  'src/features/users/components/user-filters.tsx',
  'src/features/users/components/user-management.tsx',
  'src/features/users/components/user-row-actions.tsx',
  'src/features/users/components/user-uploader.tsx',
  'src/features/users/import/',
];

/** Source files and folders that only the game's screen loads (its player's side). */
export const GAME_SOURCES: readonly string[] = [
  'src/app/routes/game.tsx',
  'src/features/game/components/answer-tiles.tsx',
  'src/features/game/components/countdown.tsx',
  'src/features/game/components/game-play.tsx',
  'src/features/game/components/game-screens.tsx',
  'src/features/game/components/join-game.tsx',
  'src/features/game/components/my-standing.tsx',
  'src/features/game/components/question-stage.tsx',
  'src/features/game/components/reveal-stage.tsx',
];

/** Each area's own catalog and its sources (the citizen's is the shared `app`: no list of its own). */
export const AREA_SOURCES = { admin: ADMIN_SOURCES, game: GAME_SOURCES } as const;

/**
 * Where each area starts: the module the route tables load for it (app/router.tsx loads the areas'
 * tables; the citizen's table loads the game's screen), and the other areas' starts, where its own
 * modules end.
 */
export const AREA_ROOTS: Record<Area, string> = {
  citizen: 'src/app/citizen-routes.tsx',
  admin: 'src/app/admin-routes.tsx',
  game: 'src/app/routes/game.tsx',
};

/** The catalog a source module's messages are in, for a signed-in screen (lingui.config.ts). */
export function catalogOf(module: string): CatalogName {
  if (listed(PUBLIC_SOURCES, module)) return 'public';
  if (listed(INFO_SOURCES, module)) return 'info';
  if (listed(REPLAYS_SOURCES, module)) return 'replays';
  if (listed(AUTH_SOURCES, module) && !listed(AUTH_SOURCES_SHARED_WITH_APP, module)) return 'auth';
  if (listed(ADMIN_SOURCES, module)) return 'admin';
  if (listed(GAME_SOURCES, module)) return 'game';
  return 'app';
}

const WEB = join(import.meta.dirname, '..');
/** Whether a source module says anything through Lingui's macros (reads the source file). */
export const saysSomething = (module: string) => {
  try {
    return /@lingui\/(core|react)\/macro/.test(readFileSync(join(WEB, module), 'utf8'));
  } catch {
    return false;
  }
};

/** Source modules that can carry messages (the catalogs' own chunks and stylesheets cannot). */
const hasMessages = (module: string) => /^src\/.*\.(ts|tsx)$/.test(module);

/**
 * Every source module an area's screens can load, statically or lazily, from its start, short of
 * another area's start, of the public pages' screens (the entry can load them; they bring their own
 * catalogs) and of the catalogs.
 */
export function areaModules(app: BuiltApp, area: Area): string[] {
  const others = [...Object.values(AREA_ROOTS).filter((root) => root !== AREA_ROOTS[area]), ...PUBLIC_SCREENS];
  const chunks = chunksReached(app, [AREA_ROOTS[area]], (lazy) => !others.includes(lazy) && !lazy.endsWith('.po'));
  const modules = chunks.flatMap((key) => app.modulesOf(app.manifest[key]!.file));
  return [...new Set(modules)].filter(hasMessages).sort();
}

/**
 * Modules an area's screens can load whose messages are in a catalog that area does not load: a
 * reader would see a message's id, or English, there. Each as `area: module (catalog)`. A module
 * that says nothing has no message to miss, wherever it is listed (the admin's replay screen uses
 * the public replays' address and time helpers).
 */
export function missingFromAreaCatalogs(app: BuiltApp): string[] {
  return (Object.keys(AREA_ROOTS) as Area[]).flatMap((area) => {
    const loaded: readonly CatalogName[] = ['public', ...AREA_CATALOGS[area]];
    return areaModules(app, area)
      .filter((module) => !loaded.includes(catalogOf(module)) && saysSomething(module))
      .map((module) => `${area}: ${module} (${catalogOf(module)})`);
  });
}

/**
 * Modules that say something, only one area other than the citizen's loads, and whose messages are
 * in the shared `app` catalog: every signed-in screen downloads them for nothing (list them in that
 * area's sources).
 */
export function areaTextInSharedCatalog(app: BuiltApp): string[] {
  const reached = Object.fromEntries(
    (Object.keys(AREA_ROOTS) as Area[]).map((area) => [area, new Set(areaModules(app, area))]),
  ) as Record<Area, Set<string>>;
  return (['admin', 'game'] as const).flatMap((area) =>
    [...reached[area]]
      .filter((module) => catalogOf(module) === 'app' && saysSomething(module))
      .filter((module) =>
        (Object.keys(reached) as Area[]).every((other) => other === area || !reached[other].has(module)),
      )
      .map((module) => `${area}: ${module}`),
  );
}

/** Entries of ADMIN_SOURCES and GAME_SOURCES that hold no module their area loads. */
export function unusedAreaSources(app: BuiltApp): string[] {
  return (['admin', 'game'] as const).flatMap((area) => {
    const modules = areaModules(app, area);
    return AREA_SOURCES[area].filter((source) => !modules.some((module) => listed([source], module)));
  });
}
