import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

const root = import.meta.dirname;
const featuresDir = 'src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** Everything in src/ but the studio and the app, whose route table opens it. */
const studioOutsiders = existsSync('src')
  ? readdirSync('src')
      .filter((name) => name !== 'studio' && name !== 'app')
      .map((name) => `./src/${name}`)
  : [];

/**
 * Import boundaries (docs/architecture.md) on resolved files, so `../store/api` and `@/features/store/api`
 * are the same import: shared <- features <- app; machines are pure; src and server never meet; only the app
 * opens the studio.
 */
const zones = [
  {
    target: './machines',
    from: ['./src', './server', './scripts', './tests', './e2e'],
    message: 'Machines import only xstate, domain/ and types from openapi/generated.',
  },
  {
    target: './machines',
    from: './node_modules',
    except: ['./xstate'],
    message: 'Machines import only xstate, domain/ and types from openapi/generated.',
  },
  {
    target: './domain',
    from: ['./src', './server', './machines', './scripts', './tests', './e2e', './node_modules'],
    message: 'The domain core imports nothing but the generated contract types.',
  },
  {
    target: './src',
    from: [
      './server',
      './node_modules/fastify',
      './node_modules/@fastify',
      './node_modules/pg',
      './node_modules/@electric-sql',
    ],
    message: 'The SPA never imports the gateway.',
  },
  {
    target: './server',
    from: ['./src', './node_modules/react', './node_modules/react-dom', './node_modules/@mantine'],
    message: 'The gateway never imports the SPA.',
  },
  {
    target: ['./src/shared', './src/api'],
    from: ['./src/features', './src/app'],
    message: 'src/shared and src/api are used by features and app, never the reverse.',
  },
  ...features.map((name) => ({
    target: `./${featuresDir}/${name}`,
    from: ['./src/app', ...features.filter((f) => f !== name).map((f) => `./${featuresDir}/${f}`)],
    message: 'A feature never imports the app shell or another feature: move what both need to src/shared.',
  })),
  {
    target: studioOutsiders,
    from: './src/studio',
    message:
      'Only the studio itself and the route table import src/studio: move what others need to src/shared.',
  },
];

/** What a machine or the domain core must not reach: the browser and the network belong to src/. */
const impureGlobals = [
  'fetch',
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
].map((name) => ({
  name,
  message: 'Machines and the domain core stay pure: pass it in as an actor or input.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'tmp',
      'node_modules',
      'openapi/generated',
      '.data',
      'docs',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['machines/**/*.ts', 'domain/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', ...impureGlobals] },
  },
  {
    // Decision 0290: a feature's calls are typed by the gateway's schema; `as never` would switch that off.
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSNeverKeyword',
          message:
            'No `as never`: call the gateway through the typed helpers of src/api (unwrap, saved, multipart, gatheredForm).',
        },
      ],
    },
  },
  {
    // Decision 0004: SQL lives in store modules; handlers and services call them, passing a transaction.
    // Seeds, migrations and the database drivers are the data layer themselves.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*-store.ts', 'server/**/*-seed.ts', 'server/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(query|exec)$/]",
          message: 'Database queries belong in a *-store.ts module: call a store function instead.',
        },
      ],
    },
  },
);
