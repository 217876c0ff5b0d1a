import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

const zone = (from, patterns, message) => ({
  files: from,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
  },
});

// A feature never imports another feature or the app shell: one zone per folder under src/features.
function featureZones() {
  const dir = 'src/features';
  const features = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())
    : [];
  return features.map(({ name }) =>
    zone(
      [`${dir}/${name}/**/*.{ts,tsx}`],
      [
        '@/app/*',
        '**/app/**',
        ...features
          .filter((f) => f.name !== name)
          .flatMap((f) => [`@/features/${f.name}/*`, `**/features/${f.name}/**`]),
      ],
      'A feature never imports the app shell or another feature: move what both need to src/shared.',
    ),
  );
}

export default tseslint.config(
  { ignores: ['dist', 'tmp', 'node_modules', 'openapi/generated', '.data', 'docs', 'test-results'] },
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
  // Import boundaries (docs/architecture.md): shared <- features <- app; machines are pure; src and server never meet.
  zone(
    ['machines/**/*.ts'],
    ['react', 'react-*', '@mantine/*', '@tanstack/*', 'openapi-fetch', '**/src/**', '**/server/**'],
    'Machines import only xstate and types from openapi/generated.',
  ),
  zone(
    ['domain/**/*.ts'],
    [
      'react',
      'react-*',
      '@mantine/*',
      '@tanstack/*',
      'openapi-fetch',
      'xstate',
      '**/src/**',
      '**/server/**',
      '**/machines/**',
    ],
    'The domain core imports nothing but the generated contract types.',
  ),
  zone(
    ['src/**/*.{ts,tsx}'],
    ['**/server/**', 'fastify', '@fastify/*', 'pg', '@electric-sql/*'],
    'The SPA never imports the gateway.',
  ),
  zone(
    ['server/**/*.ts'],
    ['**/src/**', 'react', 'react-dom', '@mantine/*'],
    'The gateway never imports the SPA.',
  ),
  zone(
    ['src/shared/**/*.{ts,tsx}'],
    ['**/features/**', '**/app/**'],
    'src/shared is used by features and app, never the reverse.',
  ),
  zone(
    ['src/api/**/*.{ts,tsx}'],
    ['**/features/**', '**/app/**'],
    'src/api is used by features and app, never the reverse.',
  ),
  ...featureZones(),
);
