import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { browserSafeCoreRule } from './eslint/browser-safe-core.js';

const root = import.meta.dirname;
const web = './packages/web/src';
const features = readdirSync(`${root}/packages/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The features built on the `relations` base: the organisations and their contact people. */
const relationsBased = ['leads', 'customers', 'suppliers', 'contacts'];

/**
 * The layers of decision 005, linted (decision 014): `app/` imports features; features import only
 * themselves (leads, customers, suppliers and contacts also the shared `relations` base); shared
 * code (`components`, `hooks`, `lib`, `config`) imports neither features nor `app`. What several
 * features need (list table, field kit, relation pickers) is shared code.
 */
const layerZones = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [...new Set([`./${feature}`, ...(relationsBased.includes(feature) ? ['./relations'] : [])])],
    message:
      'Features do not import each other (leads, customers, suppliers and contacts only the shared relations base); they meet in app/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features do not import app/: app/ imports features.',
  },
  {
    target: ['components', 'hooks', 'lib', 'config'].map((shared) => `${web}/${shared}`),
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code (components, hooks, lib, config) imports neither features nor app/.',
  },
];

/**
 * Core's layers (decision 037), lowest first: a folder imports its own layer and the ones below.
 * The base holds the machinery and the rules every record uses; `users` owns accounts and sessions;
 * files and todos belong to a record found through `records/kinds.ts`; the relation kinds and
 * contract types sit below relations and contacts, which sit below contracts and their
 * conditions; on top, what joins records (the daily job, dashboard, export, jobs, bulk, the
 * registry of every catalogue). Tests may arrange with any layer.
 */
const core = './packages/core/src';
const coreLayers = [
  ['errors.ts', 'log.ts', 'crawlers.ts', 'nl', 'validation', 'db', 'catalogue', 'search', 'records'],
  ['mail', 'storage', 'auth', 'links', 'contract-parties'],
  ['users'],
  ['files', 'todos'],
  ['leads', 'customers', 'suppliers', 'contract-types'],
  ['relations', 'contacts'],
  // The Exact Online sync (decisions 035, 044, 045): it reads and writes customers and suppliers.
  ['exact'],
  ['contracts', 'contract-conditions', 'supplier-requests', 'staged', 'onboarding'],
  ['deadlines', 'dashboard', 'export', 'import', 'jobs', 'bulk', 'registry'],
  // The composition root: every process's hooks (decision 038).
  ['wiring.ts'],
];
const coreZones = coreLayers.slice(0, -1).map((layer, index) => ({
  target: layer.map((folder) => `${core}/${folder}`),
  from: coreLayers.slice(index + 1).flatMap((upper) => upper.map((folder) => `${core}/${folder}`)),
  message: `Core imports downward only (decision 037): ${layer.join(', ')} may not import a higher layer.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.sst/**',
      '.data/**',
      'test-results/**',
      // Deliberately wrong imports: tests/integration/lint-layers.test.ts lints them on purpose.
      'tests/lint-fixtures/**',
      'playwright-report/**',
      'sst-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // esbuild keeps all of zod (every locale) in the api bundle for `import { z }` (decision 018).
    files: ['packages/core/**/*.ts', 'packages/api/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind='value'] > ImportSpecifier[imported.name='z'][importKind='value']",
          message: "Use `import * as z from 'zod'`: it keeps the api bundle small.",
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, layers: { rules: { 'browser-safe-core': browserSafeCoreRule(root) } } },
    settings: {
      // Without these, import-x reads only .js files and no-cycle never sees a TypeScript import.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'tsconfig.json'].map((path) => `${root}/${path}`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'layers/browser-safe-core': 'error',
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: coreZones }] },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
