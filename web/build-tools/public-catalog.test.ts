/**
 * The public catalog's list against a build (build-tools/public-catalog.ts): what a public page can
 * load is read from the manifest, through static and lazy imports, short of the signed-in screens.
 * The real build is checked in tests/e2e/route-budgets.test.ts; here, a small made-up one.
 */
import { describe, expect, it } from 'vitest';
import {
  authTextOutsideAuthPages,
  missingFromPublicCatalog,
  publicPageModules,
  unusedPublicSources,
} from './public-catalog';
import type { BuiltApp, Manifest } from './route-scripts';

/** A build whose chunks each hold the modules given, named by file. */
function builtApp(manifest: Manifest, modules: Record<string, string[]>): BuiltApp {
  return { manifest, modulesOf: (file) => modules[file] ?? [], gzipBytes: () => 0 };
}

const manifest: Manifest = {
  'index.html': {
    file: 'index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: [
      'src/app/routes/login.tsx',
      'src/app/routes/admin/polls.tsx',
      'src/lib/toasts.tsx',
      'src/locales/en/public.po',
    ],
  },
  '_shared.js': { file: 'shared.js' },
  'src/app/routes/login.tsx': { file: 'login.js', isDynamicEntry: true, dynamicImports: ['src/features/auth/x.ts'] },
  'src/features/auth/x.ts': { file: 'auth.js', isDynamicEntry: true },
  'src/app/routes/admin/polls.tsx': { file: 'polls.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/lib/toasts.tsx': { file: 'toasts.js', isDynamicEntry: true },
  'src/locales/en/public.po': { file: 'public.js', isDynamicEntry: true },
  // PUBLIC_SCREENS names eight screens; the made-up build has them all, empty but for login.
  'src/app/routes/landing.tsx': { file: 'landing.js', isDynamicEntry: true },
  'src/app/routes/signup.tsx': { file: 'signup.js', isDynamicEntry: true },
  'src/app/routes/stream.tsx': { file: 'stream.js', isDynamicEntry: true },
  'src/app/routes/open-data.tsx': { file: 'open-data.js', isDynamicEntry: true },
  'src/app/routes/privacy.tsx': { file: 'privacy.js', isDynamicEntry: true },
  'src/app/routes/replays.tsx': { file: 'replays.js', isDynamicEntry: true },
  'src/app/routes/replay.tsx': { file: 'replay.js', isDynamicEntry: true },
};
const modules = {
  'index.js': ['src/main.tsx', 'src/app/router.tsx', 'node_modules/react/index.js'],
  'shared.js': ['src/components/ui/button.tsx', 'src/global.css'],
  'login.js': ['src/app/routes/login.tsx', 'src/features/auth/components/login-form.tsx'],
  'auth.js': ['src/features/auth/x.ts'],
  'polls.js': ['src/app/routes/admin/polls.tsx', 'src/features/polls/components/editor.tsx'],
  'toasts.js': ['src/lib/toasts.tsx'],
  'public.js': ['src/locales/en/public.po'],
};

describe('the modules a public page can load', () => {
  it('follow static and lazy imports from the entry and the public screens, not into signed-in screens', () => {
    expect(publicPageModules(builtApp(manifest, modules))).toEqual([
      'src/app/router.tsx',
      'src/app/routes/login.tsx',
      'src/components/ui/button.tsx',
      'src/features/auth/components/login-form.tsx',
      'src/features/auth/x.ts',
      'src/lib/toasts.tsx',
      'src/main.tsx',
    ]);
  });

  it('are all in the public catalog, or the check names the ones that are not', () => {
    expect(missingFromPublicCatalog(builtApp(manifest, modules))).toEqual([]);
    const withNewModule = { ...modules, 'toasts.js': ['src/lib/toasts.tsx', 'src/lib/toast-undo.tsx'] };
    expect(missingFromPublicCatalog(builtApp(manifest, withNewModule))).toEqual(['src/lib/toast-undo.tsx']);
  });

  it('name the public catalog’s entries that no public page loads', () => {
    const unused = unusedPublicSources(builtApp(manifest, modules));
    expect(unused).toContain('src/features/events/components/countdown.tsx');
    expect(unused).not.toContain('src/features/auth/');
    expect(unused).not.toContain('src/main.tsx');
  });
});

describe('the sign-in text (the auth catalog, loaded by /login and /signup only)', () => {
  it('is reached by no other public page, or the check names the modules that reach it', () => {
    expect(authTextOutsideAuthPages(builtApp(manifest, modules))).toEqual([]);
    // The stream page importing the log-in form's field messages: a Spanish /stream would show them in English.
    const streamLoadsFieldMessages: Manifest = {
      ...manifest,
      'src/app/routes/stream.tsx': { file: 'stream.js', isDynamicEntry: true, imports: ['_fields.js'] },
      '_fields.js': { file: 'fields.js' },
    };
    const withFields = { ...modules, 'fields.js': ['src/lib/i18n/field-messages.ts', 'src/lib/i18n/format.ts'] };
    expect(authTextOutsideAuthPages(builtApp(streamLoadsFieldMessages, withFields))).toEqual([
      'src/lib/i18n/field-messages.ts',
    ]);
  });
});
