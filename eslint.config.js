import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './eslint.boundaries.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const features = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Who may import whom (docs/ARCHITECTURE.md). The rule resolves every import to a path first, so
 * `@/features/…`, `../../features/…` and `../../../web/src/…` are the same import to it. Zones are
 * folders relative to the repository root; each feature gets its own zone, so a new feature folder
 * is fenced in without touching this file.
 */
const boundaries = [
  ...features.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move the shared piece to lib/ or components/, or compose both in app/.',
  })),
  {
    target: ['web/src/components', 'web/src/lib', 'web/src/config'],
    from: ['web/src/features', 'web/src/app'],
    message: 'Shared code (components, lib, config) cannot depend on features or the app.',
  },
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message: 'Features do not import the app; the app composes features.',
  },
  {
    target: 'domain',
    from: ['web', 'functions', 'tests', 'emulators'],
    message: 'domain/ is the shared vocabulary: it imports nothing of web, functions or the tests.',
  },
  { target: 'web', from: 'functions', message: 'The web app talks to functions over the network only.' },
  { target: 'functions', from: 'web', message: 'Functions do not import the web app.' },
];

/**
 * Literal text a person reads, outside Lingui's macros: JSX text, and strings in the attributes
 * that are read out or shown (aria-*, title, alt, placeholder, label…). Code-like strings (no
 * space and no capital: class names, ids, keys, paths) and the names below are not text.
 */
const unlocalizedStrings = [
  'error',
  {
    // No space and no capital; camelCase; CONSTANT_CASE; no letters; a language tag (en-XA); a
    // dotted field path (source.videoId).
    // field path (settings.maxLabel); an address's start (https://…).
    ignore: [
      '^[^A-Z\\s]*$',
      '^[a-z]+[A-Za-z0-9]*$',
      '^[A-Z0-9_\\-]+$',
      '^\\W*$',
      '^[a-z]{2}-[A-Z]{2}$',
      '^[a-z]+[A-Za-z0-9]*(\\.[a-z]+[A-Za-z0-9]*)+$',
      '^[a-z]+(\\.[A-Za-z0-9]+)+$',
      '^https?://\\S*$',
    ],
    ignoreNames: [
      {
        regex: {
          pattern:
            '^(className|class|id|key|to|href|src|type|name|role|autoComplete|htmlFor|variant|lang|dir|mode|inputMode|method|rel|target)$',
        },
      },
      { regex: { pattern: '^[A-Z0-9_]+$' } },
      { regex: { pattern: '^aria-(controls|labelledby|describedby|live|hidden|current|expanded)$' } },
    ],
    ignoreFunctions: [
      'Error',
      'TypeError',
      'console.*',
      'import',
      'require',
      '*.getElementById',
      '*.querySelector',
      '*.querySelectorAll',
      '*.addEventListener',
      '*.removeEventListener',
      '*.setProperty',
      '*.getItem',
      '*.setItem',
      '*.removeItem',
      'matchMedia',
      'createElement',
      '*.createElement',
    ],
    ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has'],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist*/**',
      '**/dev-dist/**',
      'functions/lib/**',
      'emulators/.cache/**',
      'emulators/.data*/**',
      'tests/.artifacts*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/no-restricted-paths': ['error', { basePath: root, zones: boundaries }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The app's bundled code (tests are not bundled).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // A dynamic import of an SDK keeps every export in the bundle (the whole Firestore SDK,
          // about 30 KB gzip more on every signed-in screen): lazy-load a module of ours that
          // imports the SDK's functions by name instead (docs/performance.md).
          selector: 'ImportExpression[source.value=/^(firebase|@firebase)\\u002F/]',
          message:
            'Do not import() a Firebase SDK: lazy-load a module that imports its functions by name, so unused exports are dropped.',
        },
      ],
    },
  },
  {
    // Every screen speaks through the catalogs (docs/languages.md): the whole app, tests aside.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': unlocalizedStrings,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  {
    // A failure is logged with its cause (docs/ARCHITECTURE.md, "Logging a failure").
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts', 'functions/src/platform/logFailure.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.object.name="logger"][callee.property.name="error"]',
          message:
            'Log a failure with logFailure (platform/logFailure.ts): an Error among logger fields is written as {}.',
        },
      ],
    },
  },
  {
    // Plain scripts served as-is (e.g. the pre-paint color-mode script).
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
