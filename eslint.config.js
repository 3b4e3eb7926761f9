import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      'eval/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
            'eval/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      // Dependencies point one way, so shared code never depends on an app: web → shared,
      // server → shared.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/shared', from: './apps' },
            { target: './apps/web', from: './apps/server' },
            { target: './apps/server', from: './apps/web' },
            // Features do not import each other; they are composed in app/.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            // The live layer knows sockets and the bus, not the domain: modules build its frames.
            {
              target: './apps/server/src/realtime',
              from: [
                './apps/server/src/modules',
                './apps/server/src/db',
                './apps/server/src/therapist',
              ],
            },
            // Shared server data has one home per resource in entities/: features and app/ use
            // it; it uses neither, and lib/ and components/ sit below it.
            {
              target: './apps/web/src/entities',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/entities',
            },
            // routes → services → repositories → db
            {
              target: './apps/server/src/modules/**/*.repository.ts',
              from: './apps/server/src/modules/**/*.{service,routes}.ts',
            },
            {
              target: './apps/server/src/modules/**/*.service.ts',
              from: './apps/server/src/modules/**/*.routes.ts',
            },
            // The therapist's pure side (program, prompts, providers, the offline composer, text
            // analysis) knows no database and no module: modules/therapist gives it its context.
            {
              target: './apps/server/src/therapist',
              from: [
                './apps/server/src/db',
                './apps/server/src/modules',
                './apps/server/src/plugins',
                './apps/server/src/realtime',
              ],
            },
            // The therapist module reads other modules' data through their services.
            {
              target: './apps/server/src/modules/therapist',
              from: serverModules
                .filter((name) => name !== 'therapist')
                .map((name) => `./apps/server/src/modules/${name}/*.repository.ts`),
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read untyped JSON answers.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Only the config modules may read the environment, so every setting is validated once.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/server/src/config.ts',
      'apps/web/src/config/env.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts.' },
        {
          object: 'import.meta',
          property: 'env',
          message: 'Read configuration from config/env.ts.',
        },
      ],
    },
  },
);
