import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import importPlugin from 'eslint-plugin-import'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import path from 'node:path'
import tseslint from 'typescript-eslint'

const root = import.meta.dirname

/** Everything Vite compiles for the browser as well as the server. */
const appLayers = ['app', 'lib', 'i18n', 'core', 'ui', 'components', 'copy', 'features', 'routes']

/**
 * The layers of docs/architecture.md. Each folder of app/features is an element of its own
 * (its name captured as `feature`), which is what keeps features apart.
 */
const layers = {
  'boundaries/root-path': root,
  'boundaries/elements': [
    { type: 'lib', pattern: 'app/lib', partialMatch: false },
    { type: 'i18n', pattern: 'app/i18n', partialMatch: false },
    { type: 'core', pattern: 'app/core', partialMatch: false },
    { type: 'ui', pattern: 'app/components/ui', partialMatch: false },
    { type: 'components', pattern: 'app/components/*', partialMatch: false, capture: ['group'] },
    { type: 'copy', pattern: 'app/copy', partialMatch: false },
    { type: 'features', pattern: 'app/features/*', partialMatch: false, capture: ['feature'] },
    { type: 'routes', pattern: 'app/routes', partialMatch: false },
    // The rest of app/: root, entries, the route config.
    { type: 'app', pattern: 'app', partialMatch: false },
    { type: 'server', pattern: 'server', partialMatch: false },
    { type: 'db', pattern: 'db', partialMatch: false },
    { type: 'scripts', pattern: 'scripts', partialMatch: false },
    { type: 'bench', pattern: 'bench', partialMatch: false },
    { type: 'tests', pattern: 'tests', partialMatch: false },
  ],
  'boundaries/files': [
    // Every file has a category, so `noneOf` below also selects the ones with no other.
    { category: 'any', pattern: '**/*' },
    { category: 'server-only', pattern: '**/*.server.{ts,tsx}' },
    { category: 'test', pattern: '**/*.test.{ts,tsx}' },
    // React Router strips loaders and actions from the browser bundle of route modules; the
    // root and the server entry run their server parts only on the server.
    {
      category: 'server-aware',
      pattern: ['app/routes/**', 'app/root.tsx', 'app/entry.server.tsx'],
    },
  ],
  'import/resolver': { [path.join(root, 'eslint-import-resolver.js')]: {} },
  // How the cycle rule reads the modules an import reaches.
  'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import/extensions': ['.ts', '.tsx', '.js'],
}

/** Packages that code reaches only through one module of ours, which says why. */
const wrappedPackages = [
  {
    // ~/lib/validation installs the product's error messages (docs/product.md §Validation) first.
    names: ['zod'],
    patterns: ['zod/*'],
    allowedIn: ['app/lib/validation.ts', 'app/lib/env.server.ts'],
    message: "Import { z } from '~/lib/validation' instead.",
  },
  {
    // Picks the better-sqlite3 line that is safe on the running Node (ADR 033).
    names: ['better-sqlite3', 'better-sqlite3-napi'],
    patterns: [],
    allowedIn: ['app/lib/sqlite-driver.server.ts'],
    message: "Import { SQLite } from '~/lib/sqlite-driver.server' instead.",
  },
]

function restrictImports(entries) {
  const paths = entries.flatMap((e) => e.names.map((name) => ({ name, message: e.message })))
  const patterns = entries
    .filter((e) => e.patterns.length > 0)
    .map((e) => ({ group: e.patterns, message: e.message }))
  return { 'no-restricted-imports': ['error', { paths, patterns }] }
}

const layerRules = {
  'boundaries/dependencies': [
    'error',
    {
      default: 'allow',
      // Dependencies inside one element are checked too: a feature's browser component
      // must not reach its own queries.server either.
      checkInternals: true,
      policies: [
        {
          from: { element: { type: 'lib' } },
          disallow: {
            to: {
              element: {
                types: { anyOf: ['core', 'features', 'ui', 'components', 'routes', 'copy'] },
              },
            },
          },
          message:
            'app/lib is the bottom layer: it imports no core, feature, component, route or copy',
        },
        {
          // The languages and their catalogues sit beside app/lib (the configuration checks
          // SITE_LANGUAGES against the catalogues): they import nothing above it either.
          from: { element: { type: 'i18n' } },
          disallow: {
            to: {
              element: {
                types: { anyOf: ['core', 'features', 'ui', 'components', 'routes', 'copy'] },
              },
            },
          },
          message:
            'app/i18n sits beside app/lib: it imports no core, feature, component, route or copy',
        },
        {
          from: { element: { type: 'core' } },
          disallow: {
            to: {
              element: { types: { anyOf: ['features', 'ui', 'components', 'routes', 'copy'] } },
            },
          },
          message: 'app/core is what features build on: it imports only app/lib',
        },
        {
          from: { element: { type: 'copy' } },
          disallow: {
            to: {
              element: { types: { anyOf: ['core', 'features', 'ui', 'components', 'routes'] } },
            },
          },
          message: 'app/copy is the site copy as data: it imports only app/lib',
        },
        {
          from: { element: { type: 'ui' } },
          disallow: { to: { element: { types: { anyOf: ['copy', 'features', 'core'] } } } },
          message: 'UI primitives take what they show by props: no copy, no feature',
        },
        {
          // components/site and components/admin are shared by the features and routes above
          // them; they take domain data by props or as plain types of their own.
          from: { element: { type: 'components' } },
          disallow: { to: { element: { types: { anyOf: ['features', 'routes'] } } } },
          message:
            'app/components/{{ from.element.captured.group }} sits below the features: it imports no feature or route',
        },
        {
          from: { element: { type: 'components' } },
          disallow: {
            to: {
              element: {
                type: 'components',
                captured: { group: '!{{ from.element.captured.group }}' },
              },
            },
          },
          message:
            'components/site and components/admin do not import each other ({{ to.element.captured.group }})',
        },
        {
          from: { element: { type: 'features' } },
          disallow: {
            to: {
              element: {
                type: 'features',
                captured: { feature: '!{{ from.element.captured.feature }}' },
              },
            },
          },
          message: 'A feature does not import another feature ({{ to.element.captured.feature }})',
        },
        {
          from: { element: { types: { anyOf: appLayers } } },
          disallow: { to: { element: { type: 'server' } } },
          message: 'app/ is compiled for the browser too: it never imports server/',
        },
        {
          from: {
            element: { types: { anyOf: appLayers } },
            file: { categories: { noneOf: ['server-only', 'test', 'server-aware'] } },
          },
          disallow: { to: { file: { categories: 'server-only' } } },
          message:
            'Browser code must not import a *.server module (only *.server files, route modules, root and entry.server may)',
        },
        {
          // scripts/support is what bench and tests share, so scripts stay clear of tests too.
          from: { element: { types: { anyOf: ['bench', 'scripts'] } } },
          disallow: { to: { element: { type: 'tests' } } },
          message: 'bench/ and scripts/ do not import tests/: share through scripts/support',
        },
      ],
    },
  ],
}

export default tseslint.config(
  { ignores: ['build/', 'build-*/', '.react-router/', 'node_modules/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries, import: importPlugin },
    settings: layers,
    rules: {
      ...layerRules,
      // No module reaches itself through its imports: a cycle makes load order matter.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Everywhere, every wrapped package is reached through its module; in that module, the others.
  { files: ['**/*.{ts,tsx}'], rules: restrictImports(wrappedPackages) },
  ...wrappedPackages.map((entry) => ({
    files: entry.allowedIn,
    rules: restrictImports(wrappedPackages.filter((other) => other !== entry)),
  })),
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Structured logs only: the logger, not console (the 404 console log of docs/product.md
    // §Not found is allowed inline).
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // API tests read arbitrary JSON answers and assert on their shape; typing them adds nothing.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
