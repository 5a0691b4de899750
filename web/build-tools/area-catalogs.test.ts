/**
 * The signed-in areas' catalogs against a build (build-tools/area-catalogs.ts): what each area's
 * screens can load is read from the manifest, and each module's messages must be in a catalog that
 * area loads. The real build is checked in tests/e2e/route-budgets.test.ts; here, a small made-up one.
 */
import { describe, expect, it } from 'vitest';
import { areaModules, areaTextInSharedCatalog, missingFromAreaCatalogs, unusedAreaSources } from './area-catalogs';
import type { BuiltApp, Manifest } from './route-scripts';

function builtApp(manifest: Manifest, modules: Record<string, string[]>): BuiltApp {
  return { manifest, modulesOf: (file) => modules[file] ?? [], gzipBytes: () => 0 };
}

const dynamic = (file: string, dynamicImports: string[] = [], imports: string[] = []) => ({
  file,
  isDynamicEntry: true,
  dynamicImports,
  imports,
});
const manifest: Manifest = {
  'index.html': {
    file: 'index.js',
    isEntry: true,
    dynamicImports: [
      'src/app/citizen-routes.tsx',
      'src/app/admin-routes.tsx',
      'src/app/routes/login.tsx',
      'src/locales/en/app.po',
    ],
  },
  'src/app/citizen-routes.tsx': dynamic('citizen.js', ['src/app/routes/user/dashboard.tsx', 'src/app/routes/game.tsx']),
  'src/app/routes/user/dashboard.tsx': dynamic('dashboard.js', [], ['_shared.js']),
  'src/app/routes/game.tsx': dynamic('game.js'),
  'src/app/admin-routes.tsx': dynamic('admin.js', ['src/app/routes/admin/polls.tsx', 'src/app/routes/game.tsx']),
  'src/app/routes/admin/polls.tsx': dynamic('polls.js', [], ['_shared.js']),
  'src/app/routes/login.tsx': dynamic('login.js'),
  'src/locales/en/app.po': dynamic('app-catalog.js'),
  '_shared.js': { file: 'shared.js' },
};
const modules = {
  'index.js': ['src/main.tsx'],
  'citizen.js': ['src/app/citizen-routes.tsx'],
  'dashboard.js': ['src/app/routes/user/dashboard.tsx', 'src/features/polls/components/poll-ballot.tsx'],
  'game.js': ['src/app/routes/game.tsx', 'src/features/game/components/game-play.tsx'],
  'admin.js': ['src/app/admin-routes.tsx'],
  'polls.js': ['src/app/routes/admin/polls.tsx', 'src/features/polls/components/poll-editor.tsx'],
  'login.js': ['src/app/routes/login.tsx', 'src/features/auth/components/login-form.tsx'],
  'shared.js': ['src/components/ui/data-list.tsx'],
};

describe('the modules a signed-in area can load', () => {
  it('follow its screens, short of another area’s start, the public screens and the catalogs', () => {
    const app = builtApp(manifest, modules);
    expect(areaModules(app, 'citizen')).toEqual([
      'src/app/citizen-routes.tsx',
      'src/app/routes/user/dashboard.tsx',
      'src/components/ui/data-list.tsx',
      'src/features/polls/components/poll-ballot.tsx',
    ]);
    expect(areaModules(app, 'game')).toEqual(['src/app/routes/game.tsx', 'src/features/game/components/game-play.tsx']);
  });

  it('are all in a catalog their area loads, or the check names the ones that are not', () => {
    expect(missingFromAreaCatalogs(builtApp(manifest, modules))).toEqual([]);
    // A citizen's dashboard importing the admin's poll editor: its text is in the admin catalog only.
    const editorOnDashboard = {
      ...modules,
      'dashboard.js': [...modules['dashboard.js'], 'src/features/polls/components/poll-editor.tsx'],
    };
    expect(missingFromAreaCatalogs(builtApp(manifest, editorOnDashboard))).toEqual([
      'citizen: src/features/polls/components/poll-editor.tsx (admin)',
    ]);
    // An admin screen showing the game's player screens: the admin area does not load `game`.
    const playOnAdmin = {
      ...modules,
      'polls.js': [...modules['polls.js'], 'src/features/game/components/game-play.tsx'],
    };
    expect(missingFromAreaCatalogs(builtApp(manifest, playOnAdmin))).toEqual([
      'admin: src/features/game/components/game-play.tsx (game)',
    ]);
    // An admin screen using the replays' address helper, which says nothing: no catalog to miss. The
    // archive, which says something, is named (its text is in the `replays` catalog only).
    const replaysOnAdmin = {
      ...modules,
      'polls.js': [
        ...modules['polls.js'],
        'src/features/replays/replay-path.ts',
        'src/features/replays/components/replay-archive.tsx',
      ],
    };
    expect(missingFromAreaCatalogs(builtApp(manifest, replaysOnAdmin))).toEqual([
      'admin: src/features/replays/components/replay-archive.tsx (replays)',
    ]);
  });

  it('name the text only one area shows that is left in the shared catalog', () => {
    expect(areaTextInSharedCatalog(builtApp(manifest, modules))).toEqual([]);
    // An admin-only module that says something, not listed in ADMIN_SOURCES (a real file, read for its macros).
    const unlisted = {
      ...modules,
      'polls.js': [...modules['polls.js'], 'src/features/polls/components/open-polls.tsx'],
    };
    expect(areaTextInSharedCatalog(builtApp(manifest, unlisted))).toEqual([
      'admin: src/features/polls/components/open-polls.tsx',
    ]);
  });

  it('name the areas’ sources that their area no longer loads', () => {
    const unused = unusedAreaSources(builtApp(manifest, modules));
    expect(unused).toContain('src/features/fixer/');
    expect(unused).not.toContain('src/app/routes/admin/');
    expect(unused).not.toContain('src/app/routes/game.tsx');
  });
});
